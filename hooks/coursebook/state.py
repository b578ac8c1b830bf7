"""What one build knows, shared by the hook modules through ``config["coursebook"]``.

Kept on the config object rather than in module globals: MkDocs makes a new
config for every build, so `mkdocs serve` starts each rebuild afresh.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, tzinfo
from typing import Any

from coursebook.model import Catalog, Post
from coursebook.series import Entry, Outline

KEY = "coursebook"


@dataclass
class SiteState:
    """The catalog of one build and the views built from it."""

    zone: tzinfo
    now: datetime
    catalog: Catalog = field(default_factory=Catalog)
    posts: dict[str, Post] = field(default_factory=dict)  # by src_uri, published or previewed
    outlines: dict[tuple[str, str], Outline] = field(default_factory=dict)
    env: Any = None  # the theme's Jinja environment, from on_env
    series_index_urls: dict[str, str] = field(default_factory=dict)  # by lang
    pages: dict[str, Any] = field(default_factory=dict)  # MkDocs pages by src_uri, from on_env

    def published(self) -> list[Post]:
        """Posts that `mkdocs build` publishes, newest first."""
        return [post for post in self.catalog.posts if post.is_published(self.now)]

    def part_of(self, post: Post) -> tuple[Outline, Entry] | None:
        """The outline in the post's language and the post's entry in it, if it is a part."""
        outline = self.outlines.get((post.series, post.lang)) if post.series else None
        entry = outline.entry_of(post) if outline else None
        return (outline, entry) if entry else None
