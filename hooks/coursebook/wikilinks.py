"""Obsidian wikilinks: ``[[name]]``, ``[[name|text]]``, ``[[name#Heading]]``, ``[[name#^block]]``,
``![[image.png]]`` (note embeds are coursebook/obsidian.py's).

Names resolve as Obsidian resolves them (the README's "Publishing an Obsidian
vault" lists the rules), then by title and ``aliases:``, the page's own language
first; links are rewritten as ordinary relative Markdown links so that MkDocs
checks them like any other link.
"""

from __future__ import annotations

import posixpath
import re
from collections import defaultdict
from dataclasses import dataclass, field
from urllib.parse import quote, unquote

from pymdownx.slugs import slugify

from coursebook.lang import lang_of, strip_lang
from coursebook.model import Problem
from coursebook.text import outside_code, outside_markup

# In a table Obsidian writes the pipe before the text as \| (a bare | would end the cell).
# Not `[[ -f x ]]` or `[[ $a == b ]]` (bash) nor `[[1]](#ref1)` (a Markdown link whose text is in brackets).
WIKILINK = re.compile(
    r"(?P<embed>!?)\[\[(?![ \t]+[-$!\"'(])(?P<target>(?:[^\[\]|#\n\\]|\\(?!\|))*)"
    r"(?:#(?P<heading>(?:[^\[\]|\n\\]|\\(?!\|))*))?"
    r"(?:\\?\|(?P<alias>[^\[\]\n]*))?\]\](?!\()"
)
heading_anchor = slugify(case="lower")
MEDIA = {  # files that ![[file]] shows with the browser's own viewer or players
    ".pdf": "pdf",
    **dict.fromkeys((".mp3", ".wav", ".ogg", ".m4a", ".flac"), "audio"),
    **dict.fromkeys((".mp4", ".webm", ".ogv", ".mov"), "video"),
}


@dataclass(frozen=True)
class Target:
    """Something a wikilink can name: a page (with its title and aliases) or another file."""

    src_uri: str
    title: str | None = None
    aliases: tuple[str, ...] = ()

    @property
    def lang(self) -> str:
        return lang_of(self.src_uri)

    @property
    def is_page(self) -> bool:
        return self.src_uri.endswith(".md")

    @property
    def name(self) -> str:
        """What a wikilink shows for it when it has no text: its title, else its file name."""
        return self.title or posixpath.splitext(posixpath.basename(self.src_uri))[0]


@dataclass
class LinkIndex:
    """Every target by its file name (a note's without ``.md``) and by its titles and aliases.

    ``root`` is the vault's folder inside each language's root (``""``: the language root
    itself, ``docs/`` or ``docs/en/``).
    """

    root: str = ""
    files: dict[str, list[Target]] = field(default_factory=lambda: defaultdict(list))
    titles: dict[str, list[Target]] = field(default_factory=lambda: defaultdict(list))
    known: set[str] = field(default_factory=set)  # every src_uri

    def add(self, target: Target) -> None:
        self.known.add(target.src_uri)
        base = posixpath.basename(target.src_uri).casefold()
        self.files[base].append(target)
        if target.is_page:
            self.files[base.removesuffix(".md")].append(target)
        for name in {target.title or "", *target.aliases} - {""}:
            self.titles[name.strip().casefold()].append(target)

    def find(self, name: str, source: str) -> list[Target]:
        """What ``name``, written in the page ``source``, names: one target, none, or (a title or
        alias several pages share) all it may mean."""
        key = name.strip().replace("\\", "/").casefold()
        lang = lang_of(source)
        if key.startswith(("./", "../")):  # relative to the linking note's folder
            key = posixpath.normpath(posixpath.join(posixpath.dirname(source), key)).casefold()
            found = [
                t for t in self._by_file(key) if t.src_uri.casefold().removesuffix(".md") == key.removesuffix(".md")
            ]
        else:
            found = [t for t in self._by_file(key) if "/" not in key or self._has_path(t, key)]
            found = [t for t in found if self._is_path(t, key)] or found  # the whole path, from the root, first
        if found:
            return [closest(in_language(found, lang), source)]
        return sorted(in_language(self.titles.get(key, []), lang), key=lambda t: t.src_uri)

    def _by_file(self, key: str) -> list[Target]:
        return list(dict.fromkeys(self.files.get(key.rsplit("/", 1)[-1], [])))

    def _has_path(self, target: Target, key: str) -> bool:
        """Whether ``target``'s path ends with the folders of ``key`` (``Folder/Note``)."""
        key = key.removesuffix(".md")
        return any(path == key or path.endswith("/" + key) for path in self._paths(target))

    def _is_path(self, target: Target, key: str) -> bool:
        """Whether ``key`` is ``target``'s whole path, from the vault root or the site's."""
        return key.removesuffix(".md") in self._paths(target)

    def _paths(self, target: Target) -> set[str]:
        paths = {target.src_uri}
        if (inside := self.in_vault(target.src_uri)) is not None:
            paths.add(inside)
        return {path.casefold().removesuffix(".md") for path in paths}

    def in_vault(self, src_uri: str) -> str | None:
        """``src_uri`` from the vault root of its language; None outside the vault."""
        path = strip_lang(src_uri)
        if not self.root:
            return path
        return path.removeprefix(self.root + "/") if path.startswith(self.root + "/") else None


def in_language(targets: list[Target], lang: str) -> list[Target]:
    """Those of ``targets`` in ``lang`` when there are any, else all of them."""
    mine = [target for target in targets if target.lang == lang]
    return mine or targets


def closest(targets: list[Target], source: str) -> Target:
    """Of notes that share a name, the one Obsidian would open from ``source``: in the same
    folder, else the one sharing the most folders with it, else the shallowest, else the
    first by path."""
    folder = posixpath.dirname(source).split("/") if "/" in source else []

    def distance(target: Target) -> tuple:
        parts = posixpath.dirname(target.src_uri).split("/") if "/" in target.src_uri else []
        shared = next(
            (i for i, (a, b) in enumerate(zip(parts, folder, strict=False)) if a != b), min(len(parts), len(folder))
        )
        return (parts != folder, -shared, len(parts), target.src_uri)

    return min(targets, key=distance)


def build_index(
    pages: dict[str, str | None], files: list[str], aliases: dict[str, tuple[str, ...]] | None = None, root: str = ""
) -> LinkIndex:
    """Index pages (src_uri -> title), their ``aliases`` and other files (src_uri)."""
    index = LinkIndex(root=root.strip("/"))
    for src, title in pages.items():
        index.add(Target(src, title, (aliases or {}).get(src, ())))
    for src in files:
        index.add(Target(src))
    return index


def rewrite_wikilinks(markdown: str, src_uri: str, index: LinkIndex) -> tuple[str, list[Problem], list[str]]:
    """Replace the wikilinks of ``markdown`` (the page ``src_uri``) with Markdown links.

    Returns the new text, a problem for each link that resolves to nothing or
    to several targets (shown as plain text), and the src_uri of each page linked.
    """
    problems: list[Problem] = []
    linked: list[str] = []

    def replace(match: re.Match) -> str:
        text, target = _link(match, src_uri, index, problems)
        if target is not None and target.is_page:
            linked.append(target.src_uri)
        return text

    return outside_markup(markdown, lambda text: WIKILINK.sub(replace, text)), problems, linked


def _link(match: re.Match, src_uri: str, index: LinkIndex, problems: list[Problem]) -> tuple[str, Target | None]:
    name, heading, alias = match["target"].strip(), (match["heading"] or "").strip(), match["alias"]
    anchor = f"#{anchor_of(heading)}" if heading else ""
    if not name:  # [[#Heading]]: a heading of this page
        return f"[{escape_text(alias or heading)}]({anchor})", None
    found = index.find(name, src_uri)
    if len(found) != 1:
        what = "matches no page or file" if not found else "is ambiguous: " + ", ".join(t.src_uri for t in found)
        problems.append(Problem(src_uri, "wikilink", f"{match.group(0)} {what}"))
        return escape_text(alias or (f"{name} › {heading}" if heading else name)), None
    target = found[0]
    path = quote(posixpath.relpath(target.src_uri, posixpath.dirname(src_uri) or "."))
    if match["embed"] and not target.is_page:
        if kind := MEDIA.get(posixpath.splitext(target.src_uri)[1].lower()):  # made a player by obsidian.media_elements
            return (
                f"![{escape_text(alias or posixpath.basename(name))}]({path}){{ .cb-media .cb-media--{kind} }}",
                target,
            )
        size = re.fullmatch(r"(\d+)(?:x(\d+))?", (alias or "").strip())  # |300 or |300x200, Obsidian's image size
        shown = "" if size else escape_text(alias or posixpath.basename(name))
        attributes = f'width="{size[1]}"' + (f' height="{size[2]}"' if size and size[2] else "") if size else ""
        return f"![{shown}]({path})" + (f"{{ {attributes} }}" if attributes else ""), target
    if match["embed"] and not _alone_on_its_line(match):
        problems.append(
            Problem(
                src_uri,
                "embed",
                f"{match.group(0)} inside a line of text is shown as a link: put it on a line of its own to embed it",
            )
        )
    if alias is None and name.casefold() in {a.casefold() for a in target.aliases}:
        alias = name  # a link by alias shows the alias
    return f"[{escape_text(alias or shown_name(target, heading))}]({path}{anchor})", target


def _alone_on_its_line(match: re.Match) -> bool:
    """Whether the wikilink is all its line holds (a quote's ``>`` aside), as an embed must be."""
    text = match.string
    start = text.rfind("\n", 0, match.start()) + 1
    end = text.find("\n", match.end())
    line = text[start : end if end != -1 else len(text)]
    return line.strip().lstrip(">").strip() == match.group(0)


def shown_name(target: Target, heading: str) -> str:
    """What a link to ``target`` (and its ``heading``) shows without text of its own: the
    name, then the heading (the last of ``A#B``); a block id means nothing to a reader."""
    last = heading.split("#")[-1].strip()
    return f"{target.name} › {last}" if last and not last.startswith("^") else target.name


def anchor_of(heading: str) -> str:
    """The id of a heading (``#Heading``), of the last of nested ones (``#A#B``), or of a
    block (``#^id``)."""
    last = heading.split("#")[-1].strip()
    return block_anchor(last[1:]) if last.startswith("^") else heading_anchor(last, "-")


def block_anchor(block_id: str) -> str:
    """The HTML id of Obsidian's block ``^block_id`` (a ``^`` is not allowed in a URL's fragment)."""
    return f"block-{quote(block_id)}"


def escape_text(text: str) -> str:
    """Make ``text`` literal inside Markdown link text: no emphasis, no brackets, no HTML."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return re.sub(r"([\\`*_\[\]{}!|$])", r"\\\1", text)


_MARKDOWN_LINK = re.compile(
    r"\]\((?P<path>(?![A-Za-z][A-Za-z0-9+.-]*:)[^()\s#]+\.md)(?:#[^()\s]*)?\)"
)  # no scheme: a page of this site


def read_links(
    markdown: str, src_uri: str, index: LinkIndex, wikilinks: bool = True
) -> tuple[list[str], list[Problem]]:
    """The pages that ``markdown`` (the body of ``src_uri``) links to, and its wikilinks that miss.

    Pages by wikilink (unless ``wikilinks`` is False: a page not written for Obsidian), and
    by relative Markdown link to any ``.md`` path, existing or not (a page that appears later
    changes the link).
    """
    linked: list[str] = []
    problems: list[Problem] = []
    if wikilinks and "[[" in markdown:
        _, problems, linked = rewrite_wikilinks(markdown, src_uri, index)
    if ".md" in markdown:
        directory = posixpath.dirname(src_uri)
        linked += [
            posixpath.normpath(posixpath.join(directory, unquote(m["path"]))) for m in _MARKDOWN_LINK.finditer(markdown)
        ]
    return list(dict.fromkeys(linked)), problems


RELATIVE_LINK = re.compile(
    r"(?P<open>\]\()(?P<path>(?![A-Za-z][A-Za-z0-9+.-]*:|/|#)[^()\s#]+)(?P<anchor>#[^()\s]*)?"
    r"(?P<close>\)|\s(?=\s*[\"'(]))"  # the link's end, or the space before its title
)


def resolve_markdown_links(markdown: str, src_uri: str, index: LinkIndex) -> str:
    """Relative Markdown links and images that name no file from ``src_uri``'s folder, resolved
    as Obsidian resolves them (``![](image.png)`` with the image elsewhere in the vault,
    ``[x](Folder/Note.md)`` from the vault root). An image's anchor (Obsidian's ``#icon``,
    ``#interface`` styles) is dropped. Links that resolve to nothing are left for MkDocs to report,
    but for brackets CommonMark reads as text (SPACED_LINK), which are kept as text."""
    if "](" not in markdown:
        return markdown
    folder = posixpath.dirname(src_uri)

    def resolve(match: re.Match) -> str:
        path = unquote(match["path"])
        if posixpath.normpath(posixpath.join(folder, path)) in index.known:
            return match.group(0)
        found = index.find(path, src_uri)
        if len(found) != 1:
            return match.group(0)
        target = found[0]
        anchor = (match["anchor"] or "") if target.is_page else ""
        return f"{match['open']}{quote(posixpath.relpath(target.src_uri, folder or '.'))}{anchor}{match['close']}"

    def as_written(match: re.Match) -> str:
        if not _no_commonmark_link(match["inside"]):
            return match.group(0)
        path = unquote(match["inside"].strip())
        if posixpath.normpath(posixpath.join(folder, path)) in index.known or index.find(path, src_uri):
            return match.group(0)  # a file named with spaces: Python-Markdown links it, and it works
        return f"{match['bang']}\\[{match.group(0)[len(match['bang']) + 1 :]}"

    return outside_code(markdown, lambda text: RELATIVE_LINK.sub(resolve, SPACED_LINK.sub(as_written, text)))


# Brackets and parentheses that Python-Markdown reads as a link and CommonMark (a writer's editor,
# Hexo's and Hugo's renderers) as text: a destination holding spaces, neither in <…> nor followed
# by a quoted title, as in C++ pasted into prose (`auto f = [](int a, int b) {`). Python-Markdown
# made an empty link to "int a, int b", the text gone and MkDocs warning of an "unrecognized
# relative link"; the opening bracket is escaped instead, and the text shows as written. A file
# of the site named so (with spaces) is still linked.
SPACED_LINK = re.compile(r"(?<![\\\]])(?P<bang>!?)\[[^\[\]\n]*\]\((?P<inside>[^()\n]*)\)")
_TITLE = re.compile(r"\A(?:\"[^\"]*\"|'[^']*')\Z")
_SCHEME = re.compile(r"\A[A-Za-z][A-Za-z0-9+.-]*:")


def _no_commonmark_link(inside: str) -> bool:
    """Whether ``[text](inside)`` is no link in CommonMark and Python-Markdown makes one of it."""
    inside = inside.strip()
    if not inside or inside.startswith("<") or not re.search(r"\s", inside):
        return False
    destination, rest = re.split(r"\s+", inside, maxsplit=1)
    return not _TITLE.match(rest) and not _SCHEME.match(destination)
