"""Redirects: a small page at each old address of a moved post (``aliases``, ``redirect_from``).

The plan is made, and its mistakes reported, by coursebook.site.load_site
(features/posts.py); the pages are written once the site is (on_post_build).
"""

from __future__ import annotations

import posixpath
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urljoin

from coursebook.lang import HTML_LANG
from coursebook.state import Build, Session
from coursebook.strings import strings_for

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig


def written_files(build: Build, config: MkDocsConfig) -> set[str]:
    """The files this feature writes besides MkDocs' pages (site-relative; features/incremental.py
    removes those a later build no longer writes)."""
    return {redirect.path for redirect in build.site.redirects}


def on_post_build(session: Session, config: MkDocsConfig) -> None:
    build = session.build
    if not build.site.redirects or build.env is None:
        return
    template = build.env.get_template("redirect.html")
    site = Path(config.site_dir)
    for redirect in build.site.redirects:
        post = redirect.post
        here = posixpath.dirname(redirect.path) or "."
        relative = posixpath.relpath(post.url.rstrip("/") or ".", here) + ("/" if post.url.endswith("/") else "")
        target = site / redirect.path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(
            template.render(
                lang=HTML_LANG[post.lang],
                title=post.title,
                url=relative,
                canonical=urljoin(config.site_url, post.url) if config.site_url else relative,
                ui=strings_for(post.lang),
            ),
            encoding="utf-8",
        )
