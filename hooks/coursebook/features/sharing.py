"""Shared links: Open Graph and Twitter card tags and JSON-LD in each page's head.

The facts come from coursebook/sharing.py (a part of the page, as views.py's
parts are, so the preview's fingerprint covers them); the tags are written by
overrides/partials/share.html. Absolute URLs need `site_url`: without it no
tags are written (features/feeds.py says so once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from coursebook.context import Share
from coursebook.sharing import json_ld, meta_tags, script_json, share_card
from coursebook.state import Session

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page

    from coursebook.context import PageContext


def on_page_context(
    session: Session, context: PageContext, page: Page, config: MkDocsConfig, nav: Navigation
) -> PageContext:
    if not config.site_url or (card := share_card(session.build, page.file.src_uri)) is None:
        return context
    context["share"] = Share(
        meta=meta_tags(card, config.site_url, config.site_name),
        json_ld=script_json(json_ld(card, config.site_url, config.site_name)),
    )
    return context
