"""What a page shows besides its own Markdown, one function per part of a page.

Each function takes the build and a page's src_uri and returns a value (a
dataclass, a list) or None when the page has no such part. The feature that owns a
part hands its value to the templates; the preview's fingerprint of a page
(coursebook/preview/record.py) digests the values of every part in ``PAGE_PARTS``. A
template can only show what a part returns, so nothing a page shows escapes
its fingerprint: a new input goes into a part, and is tracked with it.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from coursebook.feeds import series_folder, term_folder
from coursebook.i18n import alternates
from coursebook.indexes import (
    Group,
    Listed,
    NextReading,
    TermGroup,
    cut_groups,
    listing_for,
    next_reading,
    years_of_latest,
)
from coursebook.lang import DEFAULT_UNIT, HTML_LANG, lang_of, other_lang
from coursebook.model import Author, Post
from coursebook.notes import group_notes
from coursebook.onepage import part_anchor
from coursebook.pages import (
    LIST_PAGE,
    archive_src,
    course_of_src,
    courses_data_path,
    list_page,
    list_pages,
    page_kind,
    term_of_src,
    term_src,
    term_title,
)
from coursebook.series import Outline, course_topic, index_outlines
from coursebook.sharing import share_card
from coursebook.strings import strings_for
from coursebook.terms import ATTRIBUTES
from coursebook.translations import OUTDATED

if TYPE_CHECKING:
    from collections.abc import Callable

    from coursebook.state import Build

HOME_LATEST = 10  # the home page lists whole years until it holds this many posts,
HOME_MOST = 30  # and never more than this many (a year cut short says how many it has)
HOME_COURSES = 12  # course cards on the home, the latest first; the series index has every one
HOME_AUTHORS = 3  # writers on the home's author card: a blog of many writers shows its three most frequent


@dataclass(frozen=True)
class CoursePart:
    """A written part as the series box, the course sidebar and the footer show it: no excerpt."""

    position: int
    src_uri: str
    title: str
    url: str
    lang: str


@dataclass(frozen=True)
class Place:
    """One place in a course: a written part, or one still to come (``part`` None)."""

    position: int
    part: CoursePart | None


@dataclass(frozen=True)
class SeriesBox:
    """Where a part sits in its course, as its box, header, sidebar and footer show it."""

    series_id: str
    lang: str
    title: str
    title_lang: str  # the title's language: the landing page's
    landing_url: str
    position: int
    places: tuple[Place, ...]
    previous: CoursePart | None
    next: CoursePart | None
    unit: str = DEFAULT_UNIT  # what the course calls a part (coursebook/lang.py, UNITS)

    @property
    def total(self) -> int:
        return len(self.places)


@dataclass(frozen=True)
class PostHeader:
    """The header under a post's title."""

    post: Post
    published: bool
    course: SeriesBox | None
    tag_urls: tuple[tuple[str, str | None], ...]  # each tag's name in the post's language, and its page
    category_urls: tuple[tuple[str, str | None], ...] = ()  # the same for its categories
    # What search also finds the post by (hidden in the page: overrides/main.html): its tags and
    # categories named in the other language, where that name differs.
    search_terms: tuple[str, ...] = ()
    search_terms_lang: str = ""  # their language: the other one
    # What the post is about, named the same in both languages: its tags' and categories' slugs
    # and its course ("course:<id>"). Search lists a page that holds the query only in its prose
    # when it shares one of these with a page about the query (search.js, onTopic()).
    topics: tuple[str, ...] = ()


@dataclass(frozen=True)
class Languages:
    """A page's versions (hreflang code, URL) and its visible language switch."""

    alternates: tuple[tuple[str, str], ...]
    switch_url: str
    switch_lang: str
    translated: bool
    switch_title: str = ""  # the other version's title, when there is one (search lists it under it)


@dataclass(frozen=True)
class FeedLinks:
    """Which feeds a page links: its language's, and the (folder, title) of its series' or its
    tag's feeds on a course page or a tag's page."""

    lang: str
    own: tuple[str, str] | None
    subscribe: bool  # a visible "subscribe" line (homes, series landing pages, tag pages)


@dataclass(frozen=True)
class Pager:
    """Where one page of a long list (pages.LIST_PAGE posts each) is among the others."""

    number: int
    count: int
    newer_url: str | None  # the page before, of newer posts
    older_url: str | None


@dataclass(frozen=True)
class TermPage:
    """The page of one tag or category: its posts by year, newest first (one page's worth)."""

    attribute: str  # "tags" or "categories"
    group: TermGroup
    years: list[Group]
    detailed: int  # how many of the newest posts show their excerpt
    index_url: str | None  # the page of every tag and category
    pages: tuple[tuple[str, str], ...] = ()  # the notes and other pages with the term: (title, URL)
    pager: Pager | None = None  # when the posts take more than one page


@dataclass(frozen=True)
class WholeCourse:
    """A course on one page (``series/<id>/all/``): its published parts in course order, each
    with the id of its section there. Their HTML is added when the page renders (features/series.py)."""

    series_id: str
    title: str
    title_lang: str
    landing_url: str
    landing_src: str  # its introduction is the landing page's
    parts: tuple[tuple[int, str, Post], ...]  # (position, section id, post)

    @property
    def sources(self) -> tuple[str, ...]:
        """The pages whose HTML it shows."""
        return (self.landing_src, *(post.src_uri for _, _, post in self.parts))


def series_box(build: Build, src: str) -> SeriesBox | None:
    """The part's place in its course, in the post's language; None for a page that is not a part."""
    post = build.site.posts.get(src)
    found = build.site.part_of(post) if post is not None else None
    if found is None:
        return None
    outline, entry = found
    previous, following = outline.neighbours(entry.post)
    return SeriesBox(
        series_id=outline.series_id,
        lang=outline.lang,
        title=outline.title,
        title_lang=outline.title_lang,
        landing_url=outline.landing_url,
        position=entry.position,
        places=tuple(Place(e.position, _course_part(e.position, e.post) if e.post else None) for e in outline.entries),
        previous=_course_part(previous.position, previous.post) if previous else None,
        next=_course_part(following.position, following.post) if following else None,
        unit=outline.unit,
    )


def _course_part(position: int, post: Post) -> CoursePart:
    return CoursePart(position, post.src_uri, post.title, post.url, post.lang)


def course_parts(outline: Outline) -> list[CoursePart]:
    """The written parts of a course as its sidebar lists them."""
    return [_course_part(entry.position, entry.post) for entry in outline.parts]


def post_header(build: Build, src: str) -> PostHeader | None:
    """The header of a post; None for any other page."""
    post = build.site.posts.get(src)
    if post is None:
        return None
    return PostHeader(
        post,
        post.is_published(build.site.now),
        series_box(build, src),
        _term_urls(build, post, "tags"),
        _term_urls(build, post, "categories"),
        _search_terms(build, post),
        other_lang(post.lang),
        _topics(build, post),
    )


def _topics(build: Build, post: Post) -> tuple[str, ...]:
    """The post's topics for search (PostHeader.topics)."""
    vocabulary = build.site.vocabulary
    slugs = [term.slug for name in [*post.tags, *post.categories] if (term := vocabulary.term(name)) is not None]
    course = [course_topic(post.series)] if post.series else []
    return tuple(dict.fromkeys([*slugs, *course]))


def _search_terms(build: Build, post: Post) -> tuple[str, ...]:
    """The post's tags and categories as the other language names them (those it does not name
    the same): an English reader's "pipeline parallelism" finds 流水线并行's posts. Not its
    course's title: every part would match the words of it, and the landing page has them."""
    vocabulary = build.site.vocabulary
    names = [*post.tags, *post.categories]
    own = set(vocabulary.names_in(names, post.lang))
    return tuple(name for name in vocabulary.names_in(names, other_lang(post.lang)) if name not in own)


@dataclass(frozen=True)
class CourseTerms:
    """What search also finds a course's landing page by (hidden in it: overrides/main.html): the
    tags every written part of the course carries, named in the page's language and, where the
    other language names one differently, in that one; and what the page is (a course) in the
    other language, as the page's own words say it in its own. A reader's "on-call" finds the
    on-call course whose parts are all tagged 值班, not only its lessons, and "on-call course" finds
    it too, on a site with no English version of it."""

    own: tuple[str, ...]
    other: tuple[str, ...]
    other_lang: str


def course_terms(build: Build, src: str) -> CourseTerms | None:
    """The terms of the course whose landing page is ``src``; None for any other page, or a
    course with no part written yet."""
    outline = build.site.landing_of(src)
    parts = outline.parts if outline is not None else []
    if outline is None or not parts:
        return None
    vocabulary = build.site.vocabulary
    shared = set.intersection(*({vocabulary.name_in(tag, outline.lang) for tag in part.post.tags} for part in parts))
    own = tuple(sorted(shared))
    lang = other_lang(outline.lang)
    other = tuple(name for name in vocabulary.names_in(own, lang) if name not in shared)
    return CourseTerms(own, (*other, *strings_for(lang)["search_course_page"].split(" · ")), lang)


def _term_urls(build: Build, post: Post, attribute: str) -> tuple[tuple[str, str | None], ...]:
    """Each tag (or category) of ``post`` named in its language, with its page; a term written
    in both languages is shown once."""
    urls: dict[str, str | None] = {}
    for name in getattr(post, attribute):
        urls.setdefault(build.site.vocabulary.name_in(name, post.lang), build.term_url(post.lang, attribute, name))
    return tuple(urls.items())


def backlinks(build: Build, src: str) -> list[Listed] | None:
    """The published posts linking to a post or to its translation, newest first; None when none do."""
    site = build.site
    if src not in site.posts:
        return None
    versions = build.versions_of(src).values()
    # Its own linkers first, then its translation's (a reader can follow either).
    ordered = [src, *(version for version in versions if version != src)]
    linkers = dict.fromkeys(s for version in ordered for s in site.backlinks.get(version, []) if s not in versions)
    linking = sorted((site.posts[s] for s in linkers), key=lambda post: post.date, reverse=True)
    return listing_for(linking, lang_of(src)) or None


def reading_next(build: Build, src: str) -> NextReading | None:
    """Under a published post outside a series: its neighbours by date and related posts, in
    the reader's language; None for a part (its series box leads on) or any other page."""
    site = build.site
    post = site.posts.get(src)
    if post is None or site.part_of(post) is not None or not post.is_published(site.now):
        return None
    listed = site.listings[post.lang]

    def groups(attribute: str) -> list[tuple[str, ...]]:
        terms = dict.fromkeys(term for name in getattr(post, attribute) if (term := site.vocabulary.term(name)))
        return [
            site.sources((post.lang, attribute, term.slug), group.entries)
            for term in terms
            if (group := site.term_group(post.lang, attribute, term.slug))
        ]

    same_series = []
    if post.series:
        same_series = [site.sources((post.lang, "series", post.series), site.listed_in_series(post.lang, post.series))]
    return next_reading(post, listed, site.places(post.lang), groups("tags"), groups("categories") + same_series)


@dataclass(frozen=True)
class TranslationNote:
    """What a page says of its translation being behind (coursebook/translations.py): on the
    translation, ``kind`` "outdated" and its original; on the original, "behind" and the
    translation. ``since``: when the original changed, when it says so."""

    kind: str
    other_url: str
    other_lang: str
    since: date | None


def translation_note(build: Build, src: str) -> TranslationNote | None:
    """The page's note about an outdated translation; None when its translation is current,
    missing or a draft, or it has none."""
    state = build.site.translations.get(src)
    if state is None or state.state != OUTDATED:
        return None
    other = state.translation if state.original == src else state.original
    if (url := build.urls.get(other)) is None:
        return None
    return TranslationNote("behind" if state.original == src else "outdated", url, lang_of(other), state.since)


def languages(build: Build, src: str) -> Languages:
    """hreflang links to the page's versions, and where its language switch goes."""
    versions = build.versions_of(src)
    other = other_lang(lang_of(src))
    twin = versions.get(other)
    return Languages(
        alternates=tuple((HTML_LANG.get(code, code), build.urls[target]) for code, target in alternates(versions)),
        switch_url=build.urls[twin] if twin else build.index_url("home", other) or "",
        switch_lang=HTML_LANG[other],
        translated=twin is not None,
        switch_title=(build.site.titles.get(twin) or "") if twin else "",
    )


def feed_links(build: Build, src: str) -> FeedLinks:
    """The feeds a page links in its head, and whether it shows a "subscribe" line."""
    site = build.site
    lang = lang_of(src)
    landing = site.landing_of(src)
    part = site.part_of(post) if (post := site.posts.get(src)) is not None else None
    outline = landing or (part[0] if part else None)
    found = term_of_src(src)
    group = site.term_group(lang, *found) if found else None  # the tag's posts, not its page's years
    if outline:
        own = (series_folder(outline.series_id, lang), outline.title)
    elif group and found:
        own = (term_folder(found[0], group.term.slug, lang), term_title(found[0], group.name, lang))
    else:
        own = None
    return FeedLinks(lang, own, landing is not None or group is not None or page_kind(src) == "home")


def page_index(build: Build, src: str) -> Any:
    """What an index page lists (overrides/partials/index/<kind>.html); None for other pages."""
    kind = page_kind(src)
    if kind == "series":
        return build.site.landing_of(src)
    if kind == "term":
        return _term_page(build, src)
    if kind == "archive":
        return _archive(build, src)
    if kind == "course_all":
        return whole_course(build, src)
    make = _INDEXES.get(kind)
    return make(build, lang_of(src)) if make else None


def _home(build: Build, lang: str) -> dict[str, Any]:
    listed = build.site.listings.get(lang, [])
    outlines = index_outlines(build.site.outlines, lang)
    return {
        "authors": _writers(listed),
        "groups": years_of_latest(build.site.by_year(("listing", lang), listed), HOME_LATEST, HOME_MOST),
        "latest": HOME_LATEST,
        "series": outlines[:HOME_COURSES],
        "series_total": len(outlines),
        "series_url": build.index_url("series_index", lang),
        # What "continue reading" needs, in a file of its own (features/i18n.py, on_files).
        "courses_url": courses_data_path(lang) if any(outline.parts for outline in outlines) else None,
        "total": len(listed),
        "archive_url": build.index_url("archive", lang),
    }


def _writers(listed: list[Listed]) -> list[Author]:
    """Whose site it is, for the home's author card: the authors of the posts its reader sees,
    most posts first (then as first met, newest post first), at most HOME_AUTHORS."""
    counts: Counter[Author] = Counter(author for entry in listed for author in entry.post.authors)
    return [author for author, _ in counts.most_common(HOME_AUTHORS)]


def _archive(build: Build, src: str) -> dict[str, Any]:
    lang, number = lang_of(src), list_page(src)
    listed = build.site.listings.get(lang, [])
    pager = _pager(build, number, len(listed), lambda n: archive_src(lang, n))
    years = build.site.by_year(("listing", lang), listed)
    return {"groups": _page_of(years, number), "total": len(listed), "pager": pager}


def _page_of(years: list[Group], number: int) -> list[Group]:
    """Page ``number`` of a long list, by year: each year's heading counts the whole year."""
    return cut_groups(years, (number - 1) * LIST_PAGE, number * LIST_PAGE)


def _pager(build: Build, number: int, count: int, src_of: Callable[[int], str]) -> Pager | None:
    """Page ``number`` of a list of ``count`` posts whose pages are ``src_of(n)``; None for a list of one page."""
    pages = list_pages(count)
    if pages == 1:
        return None
    newer = build.urls.get(src_of(number - 1)) if number > 1 else None
    older = build.urls.get(src_of(number + 1)) if number < pages else None
    return Pager(number, pages, newer, older)


def _terms(build: Build, lang: str) -> dict[str, list[tuple[TermGroup, str | None]]]:
    """Each tag and category of the reader's language, with its page's URL."""
    return {
        attribute: [
            (group, build.urls.get(term_src(attribute, group.term.slug, lang)))
            for group in build.site.terms.get((lang, attribute), [])
        ]
        for attribute in ATTRIBUTES
    }


def whole_course(build: Build, src: str) -> WholeCourse | None:
    """What the one-page course ``src`` shows; None for any other page."""
    series_id = course_of_src(src)
    outline = build.site.outlines.get((series_id, lang_of(src))) if series_id else None
    if series_id is None or outline is None or not outline.parts:
        return None
    landing = next(
        page.src_uri for page in build.site.catalog.series if page.id == series_id and page.lang == outline.title_lang
    )
    parts = tuple((entry.position, part_anchor(entry.position), entry.post) for entry in outline.parts)
    return WholeCourse(series_id, outline.title, outline.title_lang, outline.landing_url, landing, parts)


TERM_DETAILED = 20  # a tag's page shows the excerpts of its newest posts, then titles only


def _term_page(build: Build, src: str) -> TermPage | None:
    """What the page of a tag or category lists; None when no published post has it (a
    page the writer made there is then a plain page)."""
    found = term_of_src(src)
    group = build.site.term_group(lang_of(src), *found) if found else None
    if found is None or group is None:
        return None
    number, lang = list_page(src), lang_of(src)
    # The notes and other pages with the term, and the newest posts' excerpts, on its first page.
    pages = tuple((page.title, url) for page in group.pages if (url := build.urls.get(page.src_uri)) is not None)
    return TermPage(
        found[0],
        group,
        _page_of(build.site.by_year((lang, *found), group.entries), number),
        TERM_DETAILED if number == 1 else 0,
        build.index_url("terms", lang),
        pages if number == 1 else (),
        _pager(build, number, len(group.entries), lambda n: term_src(found[0], group.term.slug, lang, n)),
    )


def _notes(build: Build, lang: str) -> list[Group]:
    return group_notes(build.site.listings.get(lang, []))


def _series_index(build: Build, lang: str) -> list[Outline]:
    return index_outlines(build.site.outlines, lang)


_INDEXES: dict[str, Callable[[Build, str], Any]] = {
    "home": _home,
    "terms": _terms,
    "notes": _notes,
    "series_index": _series_index,
}

# Every part a page can show besides its Markdown: the preview digests them all.
PAGE_PARTS: tuple[Callable[[Build, str], Any], ...] = (
    post_header,
    series_box,
    backlinks,
    reading_next,
    languages,
    translation_note,
    feed_links,
    page_index,
    course_terms,
    share_card,
)


def computed_once(build: Build, src: str, part: Callable[[Build, str], Any]) -> Any:
    """What ``part`` shows on page ``src`` in this build, computed once: the value the preview
    fingerprints (coursebook/preview/record.py) is the value the page renders. A share card is
    computed when it is rendered: it shows the post's excerpt, made as the post is rendered (its
    own source, in its fingerprint, is what the excerpt is made from)."""
    if part is share_card:
        return part(build, src)
    key = (src, part.__name__)
    if key not in build.parts:
        build.parts[key] = part(build, src)
    return build.parts[key]
