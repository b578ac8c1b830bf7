"""Edits every tool's conversion makes to a post: front matter keys, files beside the post,
images named bare."""

from __future__ import annotations

import posixpath
import re
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING

import yaml
from markdown_it import MarkdownIt

from coursebook.frontmatter import read_front_matter
from coursebook.importlinks import is_inside
from coursebook.newsite import git_output
from coursebook.text import outside_code

if TYPE_CHECKING:
    from coursebook.importer import ImportedPost


def set_front(text: str, key: str, value: object) -> str:
    """``text`` with ``key`` set in its front matter: added as a line, or, when the key is there, the
    front matter written again (its comments and layout are lost then, its values kept)."""
    meta, body, error = read_front_matter(text)
    if key not in meta or error:
        return add_front(text, {key: value})
    meta[key] = value
    return "---\n" + yaml.safe_dump(meta, allow_unicode=True, sort_keys=False) + "---\n\n" + body


def add_front(text: str, values: dict) -> str:
    """``text`` with ``values`` added to its YAML front matter (made when there is none); nothing else moves."""
    lines = yaml.safe_dump(values, allow_unicode=True, sort_keys=False, default_flow_style=False)
    if text.startswith("---\n"):
        end = text.find("\n---", 3)
        if end != -1:
            return text[: end + 1] + lines + text[end + 1 :]
    return f"---\n{lines}---\n\n{text}"


# A day at the start of a file name: 2020-01-31-title, or 20200131_title.
_NAMED_DAY = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})[-_]|^(\d{4})(\d{2})(\d{2})[-_]")


def date_from_name(post: ImportedPost, path: Path) -> None:
    """A ``date:`` from the post's file name (``2020-01-31-title.md``, ``20200131_title.md``) when
    its front matter has none: Jekyll reads it there, and a Hexo blog named so (its
    ``new_post_name`` with a date) published it on that day. (Hexo itself would take the file's
    time, which a copy of the blog does not keep.)"""
    meta = read_front_matter(post.text)[0]
    if "date" in meta or (match := _NAMED_DAY.match(path.stem)) is None:
        return
    year, month, day = (int(part) for part in match.groups() if part is not None)
    try:
        named = date(year, month, day).isoformat()
    except ValueError:  # 20201399_x: not a day
        return
    post.text = add_front(post.text, {"date": named})
    post.changes.append(f"date {named} taken from the file name")


def date_from_history(post: ImportedPost, path: Path, added: dict[Path, str]) -> None:
    """A ``date:`` from the day the blog's git history first has the post's file (``added``:
    first_commits), when its front matter has none and its name none either: Hexo dated such a
    post by its file's time, which a checkout does not keep, and history does."""
    if "date" in read_front_matter(post.text)[0] or (day := added.get(path.resolve())) is None:
        return
    post.text = add_front(post.text, {"date": day})
    post.changes.append(f"date {day} taken from the commit that added the file (it has no date; check it)")


def first_commits(root: Path) -> dict[Path, str]:
    """The day each file under ``root`` was first committed, by its resolved path, when ``root`` is
    in a git work tree and git is installed ({} else)."""
    top = git_output(str(root), "rev-parse", "--show-toplevel")
    added = ["log", "-m", "--no-renames", "--diff-filter=A", "--format=%x00%as", "--name-only", "-z", "--", "."]
    log = git_output(str(root), *added, timeout=120) if top else None
    found: dict[Path, str] = {}
    day = ""
    for field in (log or "").split("\0"):  # newest first: an older commit's day replaces a newer one's
        name = field.strip("\n")
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", name):
            day = name
        elif name and day and top:
            found[(Path(top) / name).resolve()] = day
    return found


def files_in(folder: Path, under: str) -> list[tuple[Path, str]]:
    """Every file in ``folder`` but Markdown, with its path under ``under``."""
    if not folder.is_dir():
        return []
    return [
        (path, posixpath.join(under, path.relative_to(folder).as_posix()))
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.suffix not in (".md", ".markdown") and is_inside(path, folder)
    ]


_BARE_ATTRIBUTE = re.compile(r"""(?P<open>\b(?:src|href)=(?P<quote>["']))(?P<name>[^"'/\s<>]+)(?P=quote)""", re.I)
_BARE_IMAGE = re.compile(r"(?P<open>!\[[^\]]*\]\()(?:<(?P<angled>[^>/\n]+)>|(?P<bare>[^)\s/<]+))\)")


def asset_links(post: ImportedPost, folder: str, names: set[str], old_dirs: tuple[str, ...] = ()) -> str:
    """Images that name a file of the post's asset folder bare (``a.png``, or ``<a b.png>`` as
    CommonMark writes a name with spaces; ``<img src="a.png">`` in HTML), or by the post's old
    address (``/2016/09/12/slug/a.png``, where Hexo published them: a last folder in ``old_dirs``),
    get the folder (``name/a.png``; a path holding spaces or quotes written so that it stays one path)."""

    def found(name: str) -> None:
        post.changes.append(f"image {name} found in the post's folder")

    def markdown_target(name: str, angled: bool) -> str:
        path = f"{folder}/{name}"
        return f"<{path}>" if angled or re.search(r"\s", path) else path

    def link(match: re.Match) -> str:
        name = match["angled"] if match["angled"] is not None else match["bare"]
        if name not in names:
            return match.group(0)
        found(name)
        return f"{match['open']}{markdown_target(name, match['angled'] is not None)})"

    def old_address(match: re.Match) -> str:
        if match["file"] not in names or match["dir"] not in old_dirs:
            return match.group(0)
        found(match["file"])
        return f"{match['open']}{markdown_target(match['file'], False)})"

    def attribute(match: re.Match) -> str:
        if match["name"] not in names:
            return match.group(0)
        found(match["name"])
        path = f"{folder}/{match['name']}".replace(" ", "%20").replace('"', "%22").replace("'", "%27")
        return f"{match['open']}{path}{match['quote']}"

    def each(text: str) -> str:
        text = _BARE_ATTRIBUTE.sub(attribute, _BARE_IMAGE.sub(link, text))
        return _OLD_ADDRESS_IMAGE.sub(old_address, text) if old_dirs else text

    return outside_code(post.text, each, fences_only=True)


# ![text](/any/address/<dir>/<file>), the file's name possibly holding parentheses: O(n).png.
_OLD_ADDRESS_IMAGE = re.compile(
    r"(?P<open>!\[[^\]\n]*\]\()/(?:[^()\s]*/)?(?P<dir>[^/()\s]+)/(?P<file>(?:[^/()\s]|\([^/()\s]*\))+)\)"
)
_IMG = re.compile(r"<img\b(?P<attributes>[^<>]*?)/?>", re.I)
_HTML_ATTRIBUTE = re.compile(r"""([A-Za-z_:][\w:.-]*)\s*=\s*("[^"]*"|'[^']*'|[^\s"'=<>`]+)""")
_ANCHOR = re.compile(r"<a\s(?P<attributes>[^<>]*)>(?P<text>[^<>\[\]\n]+)</a>", re.I)
_ONLY_IMAGES = re.compile(r"\s*(?:<img\b[^<>]*>\s*)+", re.I)


def html_as_markdown(post: ImportedPost) -> str:
    """``post``'s HTML images and links that Markdown would show as written (in a paragraph, or
    alone on their lines) as Markdown images and links, their other attributes kept as an
    attribute list: MkDocs then finds their files and pages from the page's address, which it
    does not do for HTML. An image or link inside other HTML (a ``<div>``) stays HTML."""
    lowered = post.text.lower()
    if "<img" not in lowered and "<a " not in lowered:
        return post.text
    lines = post.text.split("\n")
    inside_html: set[int] = set()
    for token in MarkdownIt("commonmark").parse(post.text):
        code = token.type in ("fence", "code_block")
        if token.map and (code or (token.type == "html_block" and not _ONLY_IMAGES.fullmatch(token.content))):
            inside_html.update(range(*token.map))  # and code, which stays as written

    def image(match: re.Match) -> str:
        attributes = {key.lower(): value.strip("\"'") for key, value in _HTML_ATTRIBUTE.findall(match["attributes"])}
        src = attributes.pop("src", "")
        if not src or any(set(value) & set('{}"') for value in [src, *attributes.values()]):
            return match.group(0)  # a template's syntax in it: left as written, never half read
        alt = attributes.pop("alt", "").replace("]", "\\]")
        target = f"<{src}>" if " " in src else src
        extra = " ".join(f'{key}="{value}"' for key, value in attributes.items())
        post.changes.append(f"HTML image {src} written as a Markdown image")
        return f"![{alt}]({target})" + (f"{{ {extra} }}" if extra else "")

    def link(match: re.Match) -> str:
        attributes = {key.lower(): value.strip("\"'") for key, value in _HTML_ATTRIBUTE.findall(match["attributes"])}
        href = attributes.pop("href", "")
        if not href or " " in href or any(set(value) & set('{}"') for value in attributes.values()):
            return match.group(0)
        extra = " ".join(f'{key}="{value}"' for key, value in attributes.items())
        post.changes.append(f"HTML link {href} written as a Markdown link")
        return f"[{match['text']}]({href})" + (f"{{ {extra} }}" if extra else "")

    def both(text: str) -> str:
        return _ANCHOR.sub(link, _IMG.sub(image, text))

    converted = [line if index in inside_html else outside_code(line, both) for index, line in enumerate(lines)]
    return "\n".join(converted)
