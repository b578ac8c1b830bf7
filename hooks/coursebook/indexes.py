"""Indexes of posts for a reader of one language: latest, by year, by tag and category."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from itertools import groupby

from pymdownx.slugs import slugify

from coursebook.lang import strip_lang
from coursebook.model import Post

_slug = slugify(case="lower")
_ANCHOR_PREFIX = {"tags": "tag", "categories": "category"}


@dataclass(frozen=True)
class Listed:
    """A post in an index; ``foreign`` when it is in the other language (untranslated)."""

    post: Post
    foreign: bool


@dataclass
class Group:
    """Posts under one heading: a year, a tag or a category. ``anchor`` is its id on the page."""

    name: str
    anchor: str
    entries: list[Listed] = field(default_factory=list)

    @property
    def count(self) -> int:
        return len(self.entries)


def listing_for(posts: list[Post], lang: str) -> list[Listed]:
    """The posts a reader of ``lang`` sees, newest first: theirs, plus the others' untranslated ones.

    ``posts`` are the published posts, newest first; a translated post is
    listed once, in the reader's language.
    """
    own = {strip_lang(post.src_uri) for post in posts if post.lang == lang}
    return [
        Listed(post, foreign=post.lang != lang)
        for post in posts
        if post.lang == lang or strip_lang(post.src_uri) not in own
    ]


def group_by_year(listed: list[Listed]) -> list[Group]:
    """One group per year, newest year first; posts keep their order (newest first)."""
    return [
        Group(str(year), f"year-{year}", list(entries))
        for year, entries in groupby(listed, key=lambda entry: entry.post.date.year)
    ]


def group_by_term(listed: list[Listed], attribute: str) -> list[Group]:
    """One group per tag (``attribute="tags"``) or category: most posts first, then by name."""
    members: dict[str, list[Listed]] = defaultdict(list)
    for entry in listed:
        for term in getattr(entry.post, attribute):
            members[term].append(entry)
    ordered = sorted(members.items(), key=lambda item: (-len(item[1]), item[0].casefold()))
    groups, used = [], set()
    for name, entries in ordered:
        anchor = f"{_ANCHOR_PREFIX[attribute]}-{_slug(name, '-') or 'x'}"
        while anchor in used:
            anchor += "-"
        used.add(anchor)
        groups.append(Group(name, anchor, entries))
    return groups


def years_of_latest(groups: list[Group], latest: int) -> list[Group]:
    """The year groups that hold the ``latest`` newest posts (whole years, for honest counts)."""
    kept, seen = [], 0
    for group in groups:
        if seen >= latest:
            break
        kept.append(group)
        seen += group.count
    return kept


RELATED = 3  # related posts under a post outside a series


@dataclass(frozen=True)
class NextReading:
    """Where a reader goes after a post outside a series: the posts before and after it by
    date in the reader's language, and up to three related ones."""

    newer: Listed | None
    older: Listed | None
    related: tuple[Listed, ...]


def next_reading(post: Post, listed: list[Listed]) -> NextReading | None:
    """``post``'s neighbours in ``listed`` (a reader's listing, newest first) and the posts that
    share most of its tags, then its categories or series, newest first; None when ``post``
    is not listed."""
    place = next((number for number, entry in enumerate(listed) if entry.post.src_uri == post.src_uri), None)
    if place is None:
        return None
    newer = listed[place - 1] if place > 0 else None
    older = listed[place + 1] if place + 1 < len(listed) else None
    shown = {post.src_uri} | {entry.post.src_uri for entry in (newer, older) if entry}

    def closeness(entry: Listed) -> tuple[int, int]:
        shared_tags = len(set(entry.post.tags) & set(post.tags))
        same_kind = len(set(entry.post.categories) & set(post.categories)) + (post.series is not None and entry.post.series == post.series)
        return shared_tags, same_kind

    candidates = [entry for entry in listed if entry.post.src_uri not in shown and any(closeness(entry))]
    related = sorted(candidates, key=closeness, reverse=True)[:RELATED]  # sorted is stable: newest first among equals
    return NextReading(newer, older, tuple(related))
