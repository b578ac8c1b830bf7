"""The links of a post being imported (coursebook/importer.py): the files it shows, found where
its old tool served them and taken along; its links to the blog's other posts, by their old
addresses or file names, made links to where those posts now are. Nothing is lost silently:
a file found nowhere is a thing to do, by line, in the report.
"""

from __future__ import annotations

import functools
import posixpath
import re
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote, unquote

from coursebook.blogtools.base import post_day
from coursebook.frontmatter import read_front_matter
from coursebook.lang import in_lang, lang_of
from coursebook.pages import term_src
from coursebook.slugs import make_slug
from coursebook.text import outside_code

if TYPE_CHECKING:
    from coursebook.importer import ImportedPost

# A Markdown destination (](…), or a reference definition [1]: …) or an HTML src/href, up to
# its anchor or query.
_LINK = re.compile(
    r"""(?P<open>\]\(<?|^[ \t]*\[[^\]\n]+\]:[ \t]*<?|\b(?:src|href)=["'])"""
    r"""(?P<path>(?![a-z][a-z0-9+.-]*:|#|//)[^)\s"'#?<>]+)""",
    re.I | re.M,
)
_PAGE_SUFFIXES = ("", ".md", ".markdown", ".html", ".htm")
_WEB_ADDRESS = re.compile(r"(?:www\.)?[a-z0-9-]++(?:\.[a-z0-9-]++)+(?:/\S*)?", re.I)  # gohugo.io, a.com/x
_FILE_SUFFIXES = {
    *(".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".pdf", ".zip", ".mp3", ".mp4", ".txt", ".json"),
    *(".css", ".js", ".xml", ".yml", ".yaml", ".py", ".sh", ".csv"),
    # Scripts and sources a post links to (datetime.php), archives and documents.
    *(".php", ".asp", ".aspx", ".jsp", ".cgi", ".java", ".c", ".cpp", ".h", ".go", ".ts", ".sql", ".log"),
    *(".ini", ".conf", ".toml", ".ipynb", ".tar", ".gz", ".tgz", ".jar", ".war", ".rar", ".7z", ".exe", ".apk"),
    *(".doc", ".docx", ".xls", ".xlsx", ".ppt", ".pptx", ".ico", ".bmp", ".wav", ".ogg", ".webm"),
}


def take_linked_files(post: ImportedPost, served: Path, label: str = "") -> list[tuple[Path, str]]:
    """The files ``post`` links or shows that its old tool served (from ``served``, the folder
    it published at the site's root, or beside the post's own file), as (file, path under
    docs/) to copy, each to its path under ``served``; each link is rewritten relative to
    the post's new place, so it holds at any address the site is published at. ``label``
    names ``served`` in the report ("folder" when it is the blog's own)."""
    found: list[tuple[Path, str]] = []
    planned = {dest for _, dest in post.assets}
    here = posixpath.dirname(post.dest)

    def take(match: re.Match) -> str:
        link = unquote(match["path"])
        suffix = posixpath.splitext(link)[1].lower()
        served_as_is = suffix in (".html", ".htm") and link.startswith("/") and (served / link.lstrip("/")).is_file()
        if suffix in _PAGE_SUFFIXES and not served_as_is:  # a page its tool served as it is is a file
            return match.group(0)  # a page: relink_posts' part
        if not link.startswith("/") and posixpath.normpath(posixpath.join(here, link)) in planned:
            return match.group(0)  # in the post's own folder, which comes along
        # From the site's root; else beside the post, or from the root once the ../ that climb
        # out of the post's folder are gone (../../img/a.png written for an editor's preview).
        tail = re.sub(r"^(?:\.\./)+", "", link)
        candidates = [served / link.lstrip("/")] if link.startswith("/") else [post.source.parent / link, served / tail]
        file = next((path.resolve() for path in candidates if path.is_file() and is_inside(path, served)), None)
        if file is None:
            where = "beside the post or " if not link.startswith("/") else ""
            why = f"{link} is not {where}in the blog's {label or served.name + '/ folder'}: it will be missing"
            if re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", link):
                why = f"{link} is an email address written as a link to a file: write mailto:{link}"
            elif _WEB_ADDRESS.fullmatch(link) and posixpath.splitext(link)[1].lower() not in _FILE_SUFFIXES:
                why = f"{link} looks like a web address without its https://: write https://{link}"
            _missing(post, match["path"], why)
            return match.group(0)
        path = file.relative_to(served.resolve()).as_posix()
        found.append((file, path))
        post.changes.append(f"{link}: the blog's {served.name}/{path}, copied to docs/{path}")
        return f"{match['open']}{quote(posixpath.relpath(path, here))}"

    post.text = outside_code(post.text, lambda text: _LINK.sub(take, text))
    return list(dict.fromkeys(found))


def relink_posts(moved: list[ImportedPost], indexes: dict[str, str] | None = None) -> None:
    """Links between the blog's posts, by a post's old address (``/2021/03/04/title/``) or its
    old file name (``2020-06-19-int-rep.md``), made relative links to the moved files; links to
    the old site's lists (``indexes``: the folder of its archive, tags' and categories' pages, to
    "archive", "tags" or "categories") made links to the site's own."""
    by_address = {_address(post.old_url): post.dest for post in moved if post.old_url and not post.skip}
    # A blog that changed its permalink still links by the old pattern, Hexo's default
    # :year/:month/:day/:title/ (2018/04/01/Valine/): a post found by its day and file name.
    for post in moved:
        day = post_day(read_front_matter(post.text)[0]) if not post.skip else None
        if day is not None:
            for name in {post.source.stem, post.name}:
                by_address.setdefault(f"{day:%Y/%m/%d}/{name}", post.dest)
    by_name: dict[str, str] = {}
    for post in moved:  # a post's own language first: a bilingual blog has each name twice
        if not post.skip:
            by_name.setdefault(_file_name(post), post.dest)
            by_name[f"{lang_of(post.dest)}:{_file_name(post)}"] = post.dest
    for post in moved:
        relink = functools.partial(_relink, post=post, by_address=by_address, by_name=by_name, indexes=indexes or {})
        post.text = outside_code(post.text, functools.partial(_LINK.sub, relink))


def _relink(
    match: re.Match, post: ImportedPost, by_address: dict[str, str], by_name: dict[str, str], indexes: dict[str, str]
) -> str:
    here = posixpath.dirname(post.dest)
    path = unquote(match["path"])
    name = posixpath.basename(path)
    target = (
        by_address.get(_address(path)) or _one_by_case(by_address, _address(path)) or _list_page(path, post, indexes)
        if path.startswith("/")
        else by_name.get(f"{lang_of(post.dest)}:{name}") or by_name.get(name)
    )
    if target is None and not path.startswith("/") and post.old_url:
        # A link relative to the old address (../../2019/04/05/rally/, ./other.html on the old site's page).
        base = post.old_url if post.old_url.endswith("/") else posixpath.dirname(post.old_url)
        address = posixpath.normpath(posixpath.join("/" + base.lstrip("/"), path))
        if (target := by_address.get(_address(address)) or _one_by_case(by_address, _address(address))) is not None:
            path = address
    if target is None or posixpath.normpath(posixpath.join(here, path)) == target:
        return match.group(0)
    post.changes.append(f"link {path} made a link to the moved post {target}")
    return f"{match['open']}{quote(posixpath.relpath(target, here))}"


def _list_page(path: str, post: ImportedPost, indexes: dict[str, str]) -> str | None:
    """The site's own page for a link to the old site's archive (``/archives/``, any page of it),
    tags' or categories' page (``/tags/``; ``/categories/总结/``: that category's page), in the
    post's language; None for any other address."""
    parts = _address(path).split("/")
    kind = indexes.get(parts[0])
    lang = lang_of(post.dest)
    if kind is None:
        return None
    if kind == "archive":
        return in_lang("archive.md", lang)
    if len(parts) > 1 and parts[1] != "page" and (slug := make_slug(parts[1])):
        return term_src(kind, slug, lang)
    return in_lang("tags.md", lang)  # every tag and category, listed


_LANG_SUFFIX = re.compile(r"\.(?:en|zh)(?:[-_][a-z]+)?(?=\.md$)", re.I)  # Hugo's post.en.md, index.zh-cn.md


def _one_by_case(by_address: dict[str, str], address: str) -> str | None:
    """The one post whose old address is ``address`` in another case, if just one is: a link typed
    in lower case to a post whose file name has capitals (Hexo keeps its case in the address)."""
    found = {target for known, target in by_address.items() if known.lower() == address.lower()}
    return found.pop() if len(found) == 1 else None


def _file_name(post: ImportedPost) -> str:
    """The name other posts link ``post`` by: its file's (no language in it), or a Hugo
    bundle's folder's."""
    name = _LANG_SUFFIX.sub("", post.source.name)
    return f"{post.source.parent.name}.md" if name == "index.md" else name


def _address(path: str) -> str:
    """An old address as compared: no slashes around it, no .html."""
    path = unquote(path).strip("/")
    return path.removesuffix(".html").removesuffix("/index")


def is_inside(path: Path, folder: Path) -> bool:
    """Whether ``path``, its links followed, is in ``folder``: the import reads nothing outside."""
    return path.resolve().is_relative_to(folder.resolve())


def _missing(post: ImportedPost, written: str, why: str) -> None:
    """A link the post has that leads nowhere: a thing to do, by the line of the post as written."""
    source = post.source.read_text(encoding="utf-8", errors="replace").split("\n")
    line = next((number for number, text in enumerate(source, 1) if written in text), 0) or next(
        (number for number, text in enumerate(source, 1) if posixpath.basename(written) in text), 0
    )  # a link the import wrote (an asset folder's file, a tag's image): its file's name
    post.left.append(f"line {line}: {why}")


# A Markdown link to a place in its own page: ](#anchor).
_IN_PAGE = re.compile(r"\]\(<?#(?P<anchor>[^)\s>]+)>?\)")
_SET_ID = re.compile(r"\s*\{#(?P<id>[^}\s]+)\}\s*$")


def typed_anchor(text: str) -> str:
    """A heading's anchor as GitHub, Typora and Obsidian's exports write it: lower case, every
    character but letters, digits, ``-``, ``_`` and spaces dropped, each space a hyphen
    (``3.2 Java 中的异常处理``: ``32-java-中的异常处理``)."""
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def own_anchors(post: ImportedPost) -> str:
    """``post`` with each link to one of its own headings by the anchor an editor gave it (a
    table of contents written in Typora) or by its id in another case, where the heading's id
    here differs, pointed at that id. Said in the report; a link matching no heading is left for
    the build to warn about."""
    from pymdownx.slugs import slugify

    ours = slugify(case="lower")
    ids: set[str] = set()
    typed: dict[str, str] = {}
    for _, text, written in headings(post.text):
        final = written or ours(text, "-")
        ids.add(final)
        typed.setdefault(typed_anchor(text), final)

    by_case = {final.lower(): final for final in ids}

    def repoint(match: re.Match) -> str:
        anchor = unquote(match["anchor"])
        target = typed.get(anchor) or by_case.get(anchor.lower())  # or written in another case
        if anchor in ids or target is None:
            return match.group(0)
        post.changes.append(f"link #{anchor} points at its heading's anchor here, #{target}")
        return match.group(0).replace(f"#{match['anchor']}", f"#{target}", 1)

    return outside_code(post.text, lambda text: _IN_PAGE.sub(repoint, text))


def headings(markdown: str) -> list[tuple[int, str, str | None]]:
    """Each ATX heading of ``markdown`` (not front matter read as a setext one): its line, its
    text as the slug is made of it (text and code), and the id it sets (``{#id}``) if any."""
    from markdown_it import MarkdownIt

    found: list[tuple[int, str, str | None]] = []
    tokens = MarkdownIt("commonmark").parse(markdown)
    for index, token in enumerate(tokens):
        if token.type != "heading_open" or not token.markup.startswith("#") or token.map is None:
            continue
        inline = tokens[index + 1]
        written = _SET_ID.search(inline.content)
        words = (child.content for child in inline.children or [] if child.type in ("text", "code_inline"))
        found.append((token.map[0], _SET_ID.sub("", "".join(words)), written["id"] if written else None))
    return found
