"""The dataclasses that the hooks pass around: posts, series, authors, problems."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime


@dataclass(frozen=True)
class Problem:
    """One content mistake: the file (relative to ``docs/``), the key, what is wrong."""

    src_uri: str
    key: str
    message: str

    def __str__(self) -> str:
        return f"{self.src_uri}: '{self.key}': {self.message}"


@dataclass(frozen=True)
class Author:
    """An author from ``blog/.authors.yml`` (Material's format)."""

    id: str
    name: str
    description: str = ""
    avatar: str = ""
    url: str = ""


@dataclass(frozen=True)
class Source:
    """The work a reading note is about."""

    title: str
    url: str = ""
    authors: tuple[str, ...] = ()
    venue: str = ""


@dataclass
class Post:
    """A post, validated: every field holds a usable value even when the writer erred."""

    src_uri: str
    lang: str
    title: str
    date: datetime
    slug: str
    url: str
    excerpt: str  # set from the rendered page (posts.py, on_env) unless there is a description
    readtime: int
    updated: datetime | None = None
    description: str | None = None
    tags: list[str] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)
    authors: list[Author] = field(default_factory=list)
    series: str | None = None
    part: int | None = None
    draft: bool = False
    source: Source | None = None
    status: str | None = None
    lead: str = ""  # the Markdown the excerpt is made from: the same lead, the same excerpt

    def is_published(self, now: datetime) -> bool:
        """True unless the post is a draft or dated after ``now``."""
        return not self.draft and self.date <= now


@dataclass
class SeriesPage:
    """A series' landing page in one language; ``id`` is its file name."""

    src_uri: str
    lang: str
    id: str
    title: str
    description: str | None = None
    status: str = "ongoing"
    parts: int | None = None
    url: str = ""


@dataclass
class Catalog:
    """Everything the posts layer knows after reading front matter once."""

    posts: list[Post] = field(default_factory=list)
    series: list[SeriesPage] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    # Posts whose front matter was too broken to place (no title or date):
    # they stay ordinary pages so nothing is lost, but join no index.
    unplaced: list[str] = field(default_factory=list)
