"""Addresses a writer wrote in raw HTML, read as MkDocs reads Markdown's: from the page's file.

MkDocs makes a Markdown image's or link's path relative to the page's address; it
leaves raw HTML alone. A post's address is not its file's folder (blog/posts/a.md
is served at blog/a-slug/), so ``<img src="a/1.png" width="50%">``, which Typora
writes for a resized picture and Hexo blogs are full of, showed on the old site and
shows nothing here. After a page is rendered, an address in raw HTML that names no
file from the page's address, but does from its file's folder, is rewritten to the
page's address; one that names a file from neither is a warning.
"""

from __future__ import annotations

import html as html_lib
import logging
import posixpath
import re
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

from mkdocs.utils import get_relative_url

if TYPE_CHECKING:
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

log = logging.getLogger("mkdocs.plugins.coursebook")

# src of a picture, video, audio or source element; Markdown's images are among them, already
# relative to the page's address (MkDocs did that), so they name a file from it and stay.
_SRC = re.compile(r"""(<(?:img|video|audio|source)\b[^>]*?\ssrc=)(["'])([^"'<>]+)\2""", re.IGNORECASE)


def page_relative_sources(html: str, page: Page, files: Files, served: frozenset[str]) -> str:
    """``html`` (``page``'s rendered content) with each relative ``src`` that names no file of the
    site from the page's address (``served``: every file's path in the built site) but names one
    from the page's Markdown file made relative to the page's address; a warning names the file
    and the address for one that names no file either way."""
    if "src=" not in html:
        return html
    folder = posixpath.dirname(page.file.src_uri)
    here = posixpath.dirname(page.file.dest_uri)

    def written_in_html(address: str) -> bool:
        return re.search(r"""\ssrc\s*=\s*["']?""" + re.escape(address), page.markdown or "") is not None

    def source(match: re.Match) -> str:
        written = html_lib.unescape(match[3])
        parts = urlsplit(written)
        if parts.scheme or parts.netloc or not parts.path or written.startswith(("/", "#")):
            return match[0]
        path = unquote(parts.path)
        if posixpath.normpath(posixpath.join(here, path)) in served:
            return match[0]
        found = files.get_file_from_path(posixpath.normpath(posixpath.join(folder, path)))
        if found is None and written_in_html(written):  # MkDocs names a Markdown image's missing file
            log.warning(
                f"{page.file.src_uri}: the file '{written}' (an HTML src) is not in docs/; the page shows nothing there"
            )
        if found is None:
            return match[0]
        address = get_relative_url(found.url, page.url)
        tail = (f"?{parts.query}" if parts.query else "") + (f"#{parts.fragment}" if parts.fragment else "")
        return f"{match[1]}{match[2]}{html_lib.escape(address + tail)}{match[2]}"

    return _SRC.sub(source, html)
