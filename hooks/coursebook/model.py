"""The dataclasses that the features pass around: posts, series, authors, problems."""

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
    names: tuple[tuple[str, str], ...] = ()  # (language, name) where the name differs by language
    descriptions: tuple[tuple[str, str], ...] = ()  # (language, line) where the line differs by language

    def name_in(self, lang: str) -> str:
        """The author's name as readers of ``lang`` see it."""
        return dict(self.names).get(lang, self.name)

    def description_in(self, lang: str) -> str:
        """The line about the author that readers of ``lang`` see (the author card)."""
        return dict(self.descriptions).get(lang, self.description)


@dataclass(frozen=True)
class Source:
    """The work a reading note is about."""

    title: str
    url: str = ""
    authors: tuple[str, ...] = ()
    venue: str = ""


@dataclass(frozen=True)
class Post:
    """A post, validated: every field holds a usable value even when the writer erred.

    Final once the catalog is built; its excerpt comes from the rendered page
    and is kept apart (``Rendered.excerpts`` in features/posts.py).
    """

    src_uri: str
    lang: str
    title: str
    date: datetime
    slug: str
    url: str
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
    aliases: tuple[str, ...] = ()  # old addresses (aliases, redirect_from) that lead here
    image: str | None = None  # what a shared link shows (features/sharing.py)

    def is_published(self, now: datetime) -> bool:
        """True unless the post is a draft or dated after ``now``."""
        return not self.draft and self.date <= now


@dataclass(frozen=True)
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
    unit: str | None = None  # what its parts are called (coursebook/strings.py, UNITS); None: not said
    draft: bool = False  # left out of the build (shown by serve), and of the outlines
    listed: bool = True  # its parts in the blog's lists too (home, archive, tags, the site's feeds)


@dataclass(frozen=True)
class Catalog:
    """Every post (newest first) and series page, read once; problems sorted by file.

    A post without a usable date is not among ``posts``: it stays an ordinary
    page so nothing is lost, but joins no index.
    """

    posts: tuple[Post, ...] = ()
    series: tuple[SeriesPage, ...] = ()
    problems: tuple[Problem, ...] = ()
