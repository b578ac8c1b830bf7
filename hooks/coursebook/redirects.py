"""Old addresses of moved posts: Hugo's ``aliases``, Jekyll's ``redirect_from``.

Each old address becomes a small page that sends readers (and search
engines, by its canonical link) to the post's new URL, so that links from
elsewhere keep working after a move from another tool.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from coursebook.model import Post, Problem
from coursebook.slugs import fold_name, is_device_name


@dataclass(frozen=True)
class Redirect:
    """An old address (a file of the site, like ``2021/03/04/old/index.html``) and the post it leads to."""

    path: str
    post: Post


def is_address(value: str, vault: bool = True) -> bool:
    """Whether an ``aliases:`` entry is an old address (Hugo: ``/posts/old/``, ``old.html``, a URL)
    rather than another name of a note (Obsidian: ``ZeRO notes``, ``TCP/IP``): an address starts
    with a slash, is a full URL or ends in ``.html``; on a page where Obsidian's syntax is not
    read (not ``vault``), any entry with a slash is one (Hugo's ``posts/old``)."""
    value = value.strip()
    if value.startswith("/") or "://" in value or value.lower().endswith((".html", ".htm")):
        return True
    return not vault and "/" in value


def note_aliases(value: object) -> tuple[str, ...]:
    """The names (Obsidian's aliases) among a page's ``aliases:``, one or a list."""
    items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    return tuple(item.strip() for item in items if isinstance(item, str) and item.strip() and not is_address(item))


def old_path(address: str, use_directory_urls: bool = True) -> str | None:
    """The site file an old address is served from, or None when it cannot be one.

    ``/posts/old/``, ``posts/old`` -> ``posts/old/index.html``; ``/posts/old.html`` as is;
    a full URL counts by its path.
    """
    path = unquote(urlsplit(address.strip()).path).strip("/")
    if not path or any(part in ("", ".", "..") for part in path.split("/")):
        return None
    if posixpath.splitext(path)[1].lower() in (".html", ".htm"):
        return path
    return f"{path}/index.html" if use_directory_urls else f"{path}.html"


# Where the build writes pages and files of its own, which a redirect must never replace: the
# tag, category and course pages, feeds, the search index, assets, 404.html and the sitemap.
_GENERATED_TREES = ("tags", "categories", "series", "assets", "pagefind", "search")
_GENERATED_FILES = {"404.html", "sitemap.xml", "sitemap.xml.gz", "feed.xml", "atom.xml", "feed.json"}
_NAME_BYTES = 200  # a file name's length in bytes that every file system takes (most stop at 255)


def _reserved(path: str, pages: dict[str, str]) -> str | None:
    """Why a redirect cannot be written at ``path`` (the site file an alias names), or None.
    ``pages``: the site's files by their folded names (``fold_name``)."""
    if any(ord(character) < 32 for character in path):
        return "holds a control character"
    if "\\" in path:
        return "holds a backslash, which Windows reads as a folder and other systems as part of a name"
    parts = path.split("/")
    if any(len(part.encode("utf-8")) > _NAME_BYTES for part in parts):
        return f"has a name longer than {_NAME_BYTES} bytes"
    if any(is_device_name(part) for part in parts):
        return "has a name Windows keeps for a device (CON, aux, …)"
    folded = fold_name(path).split("/")
    inside = folded[1:] if folded[0] == "en" else folded
    if inside[0] in _GENERATED_TREES or (len(inside) == 1 and inside[0] in _GENERATED_FILES):
        return "is where the build writes a page or file of its own"
    folders = ["/".join(folded[:end]) for end in range(1, len(folded))]
    if any(folder in pages or folder.rsplit("/", 1)[-1] in _GENERATED_FILES for folder in folders):
        return "would put a page inside a file of the site"
    if (page := pages.get(fold_name(path))) is not None and page != path:
        return f"differs from the site's {page} only in letter case or Unicode form (one file on macOS and Windows)"
    return None


def plan_redirects(
    posts: list[Post], pages: set[str], use_directory_urls: bool = True
) -> tuple[list[Redirect], list[Problem]]:
    """The redirects of published ``posts``; ``pages`` are the site's own files, which no redirect replaces."""
    redirects: dict[str, Redirect] = {}  # by the folded path: one file on macOS and Windows
    problems = []
    folded_pages = {fold_name(page): page for page in sorted(pages)}
    for post in sorted(posts, key=lambda p: p.src_uri):
        for address in post.aliases:
            path = old_path(address, use_directory_urls)
            if path is None:
                problems.append(Problem(post.src_uri, "aliases", f"{address!r} is not an address on this site"))
            elif path in pages:
                problems.append(
                    Problem(post.src_uri, "aliases", f"{address!r} is a page of this site; no redirect written")
                )
            elif (why := _reserved(path, folded_pages)) is not None:
                problems.append(Problem(post.src_uri, "aliases", f"{address[:80]!r} {why}; no redirect written"))
            elif (taken := redirects.get(fold_name(path))) is not None and taken.post is not post:
                problems.append(Problem(post.src_uri, "aliases", f"{address!r} already leads to {taken.post.src_uri}"))
            elif taken is None:
                redirects[fold_name(path)] = Redirect(path, post)
    return list(redirects.values()), problems
