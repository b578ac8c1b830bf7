"""What one build knows, shared by the hook modules through ``config["coursebook"]``.

Kept on the config object rather than in module globals: MkDocs makes a new
config for every build, so `mkdocs serve` starts each rebuild afresh.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from typing import Any

from coursebook.indexes import Group, Listed
from coursebook.model import Catalog, Post
from coursebook.series import Entry, Outline

KEY = "coursebook"


@dataclass
class SiteState:
    """The catalog of one build and the views built from it."""

    zone: tzinfo
    now: datetime
    catalog: Catalog = field(default_factory=Catalog)
    texts: dict[str, str] = field(default_factory=dict)  # Markdown source of every page, by src_uri
    posts: dict[str, Post] = field(default_factory=dict)  # by src_uri, published or previewed
    outlines: dict[tuple[str, str], Outline] = field(default_factory=dict)
    env: Any = None  # the theme's Jinja environment, from on_env
    series_index_urls: dict[str, str] = field(default_factory=dict)  # by lang
    urls: dict[str, str] = field(default_factory=dict)  # published pages' URLs by src_uri
    translations: dict[str, dict[str, str]] = field(default_factory=dict)  # src_uri -> {lang: src_uri}
    listings: dict[str, list[Listed]] = field(default_factory=dict)  # by reader's lang
    terms: dict[tuple[str, str], list[Group]] = field(default_factory=dict)  # (lang, "tags"/"categories")
    term_urls: dict[tuple[str, str], str] = field(default_factory=dict)  # (lang, tag) -> tags page URL#anchor
    navs: dict[str, Any] = field(default_factory=dict)  # each language's Navigation, from on_nav
    contents: dict[str, str] = field(default_factory=dict)  # rendered HTML of published posts, for feeds
    link_index: Any = None  # wikilinks.LinkIndex of every page and file, from on_files
    titles: dict[str, str | None] = field(default_factory=dict)  # every page's title by src_uri, for wikilinks
    links: dict[str, list[str]] = field(default_factory=dict)  # src_uri -> pages its Markdown links to, existing or not
    backlinks: dict[str, list[str]] = field(default_factory=dict)  # page src_uri -> posts linking to it
    feed_limit: int = 20
    full_content: bool = True
    pages: dict[str, Any] = field(default_factory=dict)  # MkDocs pages by src_uri, from on_env
    _parts: dict[str, tuple[Outline, Entry]] = field(default_factory=dict)
    _landings: dict[str, Outline | None] = field(default_factory=dict)

    def published(self) -> list[Post]:
        """Posts that `mkdocs build` publishes, newest first."""
        return [post for post in self.catalog.posts if post.is_published(self.now)]

    def set_outlines(self, outlines: dict[tuple[str, str], Outline]) -> None:
        """Keep the outlines and index each part under its own language's outline."""
        self.outlines = outlines
        self._parts = {
            entry.post.src_uri: (outline, entry)
            for (_, lang), outline in outlines.items()
            for entry in outline.parts
            if entry.post.lang == lang
        }
        self._landings = {page.src_uri: outlines.get((page.id, page.lang)) for page in self.catalog.series}

    def part_of(self, post: Post) -> tuple[Outline, Entry] | None:
        """The outline in the post's language and the post's entry in it, if it is a part."""
        return self._parts.get(post.src_uri)

    def landing_of(self, src_uri: str) -> Outline | None:
        """The outline that the series landing page ``src_uri`` introduces, if it is one."""
        return self._landings.get(src_uri)
