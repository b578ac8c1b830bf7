"""Indexes of posts for a reader of one language: latest, by year, by tag and category, what to read next."""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import chain, groupby

from coursebook.lang import other_lang, strip_lang
from coursebook.model import Post
from coursebook.slugs import Pinyin, collation_key, read_pinyin
from coursebook.terms import Term, Vocabulary


@dataclass(frozen=True)
class Listed:
    """A post in an index; ``foreign`` when it is in the other language (untranslated)."""

    post: Post
    foreign: bool


@dataclass
class Group:
    """Posts under one heading (a year, a kind of reading note); ``anchor`` is its id on the page."""

    name: str
    anchor: str
    entries: list[Listed] = field(default_factory=list)
    total: int | None = None  # the heading's count when ``entries`` are a part of it (a page of a long list)

    @property
    def count(self) -> int:
        return len(self.entries) if self.total is None else self.total


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


@dataclass(frozen=True)
class TaggedPage:
    """A page that is not a post (a vault's note) with tags: listed on their pages by title,
    as Obsidian and Quartz list every note with a tag."""

    src_uri: str
    title: str
    terms: tuple[tuple[str, tuple[str, ...]], ...]  # (attribute, names), as written


@dataclass
class TermGroup:
    """The posts under one tag or category, as a reader of ``lang`` sees them (its page)."""

    term: Term
    lang: str
    entries: list[Listed] = field(default_factory=list)
    pages: list[TaggedPage] = field(default_factory=list)  # notes and other pages with the term, by title

    @property
    def name(self) -> str:
        return self.term.name_in(self.lang)

    @property
    def name_lang(self) -> str:
        """The language of ``name``: the reader's, unless the term has no name of theirs
        (no mapping) and only the other language's posts use it."""
        if (
            self.term.name_in(self.lang) != self.term.name_in(other_lang(self.lang))
            or self.pages
            or not all(e.foreign for e in self.entries)
        ):
            return self.lang
        return other_lang(self.lang)

    @property
    def count(self) -> int:
        return len(self.entries) + len(self.pages)


def group_by_term(
    listed: list[Listed],
    attribute: str,
    vocabulary: Vocabulary,
    lang: str,
    pages: tuple[TaggedPage, ...] = (),
    pinyin: Pinyin = read_pinyin,
) -> list[TermGroup]:
    """One group per tag (``attribute="tags"``) or category, its names in either language
    counted as one: most posts and pages first, then by name. Posts keep their order (newest
    first); ``pages`` (of ``lang``'s tree) follow by title."""
    groups: dict[Term, TermGroup] = {}
    for entry in listed:
        for term in dict.fromkeys(vocabulary.term(name) for name in getattr(entry.post, attribute)):
            if term is not None:
                groups.setdefault(term, TermGroup(term, lang)).entries.append(entry)
    for page in sorted(pages, key=lambda page: page.title.casefold()):
        names = dict(page.terms).get(attribute, ())
        for term in dict.fromkeys(vocabulary.term(name) for name in names):
            if term is not None:
                groups.setdefault(term, TermGroup(term, lang)).pages.append(page)
    return sorted(groups.values(), key=lambda group: (-group.count, collation_key(group.name, pinyin)))


def years_of_latest(groups: list[Group], latest: int, most: int | None = None) -> list[Group]:
    """The year groups that hold the ``latest`` newest posts: whole years, but no more than
    ``most`` posts (a site that posts daily has hundreds in a year); a year cut short keeps
    its whole count in its heading."""
    kept, seen = [], 0
    for group in groups:
        if seen >= latest:
            break
        kept.append(group)
        seen += group.count
    return cut_groups(kept, 0, most) if most is not None and seen > most else kept


def cut_groups(groups: list[Group], start: int, stop: int) -> list[Group]:
    """The posts at places ``start`` to ``stop`` of ``groups`` (all their posts in order), in
    their groups; a group cut keeps its whole count (its heading says how many the year has)."""
    kept, place = [], 0
    for group in groups:
        first, place = place, place + len(group.entries)
        if place <= start or first >= stop:
            continue
        entries = group.entries[max(start - first, 0) : min(stop, place) - first]
        whole = len(entries) == len(group.entries)
        kept.append(group if whole else Group(group.name, group.anchor, entries, group.count))
    return kept


RELATED = 3  # related posts under a post outside a series


@dataclass(frozen=True)
class NextReading:
    """Where a reader goes after a post outside a series: the posts before and after it by
    date in the reader's language, and up to three related ones."""

    newer: Listed | None
    older: Listed | None
    related: tuple[Listed, ...]


def next_reading(
    post: Post,
    listed: list[Listed],
    order: dict[str, int],
    tag_groups: Sequence[Sequence[str]],
    kin_groups: Sequence[Sequence[str]],
) -> NextReading | None:
    """``post``'s neighbours in ``listed`` (a reader's listing, newest first; ``order`` gives
    each entry's place in it, by src_uri) and the posts that share most of its tags, then most
    of its categories and its series, newest first; None when ``post`` is not listed.
    ``tag_groups`` holds the src_uris of the reader's posts under each of its tags,
    ``kin_groups`` under each of its categories and in its series: only those are counted, so
    a post costs what its groups hold, not what the site holds."""
    place = order.get(post.src_uri)
    if place is None:
        return None
    newer = listed[place - 1] if place > 0 else None
    older = listed[place + 1] if place + 1 < len(listed) else None
    shown = {post.src_uri} | {entry.post.src_uri for entry in (newer, older) if entry}
    # Counted in C (Counter of a chain of tuples): a tag of hundreds of posts under each of
    # hundreds of posts made counting entry by entry most of a build's time here.
    tags, kin = Counter(chain.from_iterable(tag_groups)), Counter(chain.from_iterable(kin_groups))
    candidates = (tags.keys() | kin.keys()) & order.keys()
    candidates -= shown
    # The few first of a sort: a tag shared by hundreds of posts made sorting them all most of the
    # cost. Keys made in one comprehension and compared as tuples (in C), not by a key function.
    count, kinship = tags.get, kin.get
    ranked = heapq.nsmallest(RELATED, [(-count(src, 0), -kinship(src, 0), order[src]) for src in candidates])
    return NextReading(newer, older, tuple(listed[place] for _, _, place in ranked))
