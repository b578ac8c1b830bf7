"""Series (courses): the ordered outline of each series in each language."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from coursebook.lang import DEFAULT_UNIT, LANGS, strip_lang
from coursebook.model import Post, SeriesPage


@dataclass
class Entry:
    """One place in a course: a written part, or a planned one still to come (``post`` None)."""

    position: int
    post: Post | None = None

    @property
    def coming(self) -> bool:
        return self.post is None


@dataclass(frozen=True)
class Part:
    """A written place in a course."""

    position: int
    post: Post


def course_topic(series_id: str) -> str:
    """A course as search names it in a page's topics (overrides/main.html): one word, no comma,
    which would end Pagefind's meta value."""
    return "course:" + "-".join(series_id.replace(",", " ").split())


@dataclass
class Outline:
    """A series as a reader of ``lang`` sees it: every place from 1 to ``total``."""

    series_id: str
    lang: str
    title: str
    description: str | None
    status: str
    landing_url: str
    # The language of the title and description: the landing page's (the other one until it is translated).
    title_lang: str
    entries: list[Entry] = field(default_factory=list)
    unit: str = DEFAULT_UNIT  # what its parts are called (coursebook/strings.py, UNITS)
    listed: bool = True  # its parts in the blog's lists too (a landing page's `listed: false`: none)

    @property
    def total(self) -> int:
        return len(self.entries)

    @property
    def parts(self) -> list[Part]:
        """The written parts, in course order."""
        return [Part(entry.position, entry.post) for entry in self.entries if entry.post is not None]

    @property
    def topic(self) -> str:
        """The course as a topic of its landing page and parts, for search (views.PostHeader.topics)."""
        return course_topic(self.series_id)

    @property
    def in_own_language(self) -> bool:
        """Whether ``lang`` has the course: its landing page or a part written in it. Only then
        does the course have a one-page version and feeds in ``lang`` (a reader of ``lang``
        still finds it listed, its title marked, when it has neither)."""
        return self.title_lang == self.lang or any(entry.post.lang == self.lang for entry in self.parts)

    @property
    def readtime(self) -> int:
        return sum(entry.post.readtime for entry in self.parts)

    def neighbours(self, post: Post) -> tuple[Part | None, Part | None]:
        """The written parts before and after ``post`` (None at either end)."""
        parts = self.parts
        index = next(i for i, entry in enumerate(parts) if entry.post is post)
        previous = parts[index - 1] if index > 0 else None
        following = parts[index + 1] if index + 1 < len(parts) else None
        return previous, following


def build_outlines(posts: list[Post], pages: list[SeriesPage]) -> dict[tuple[str, str], Outline]:
    """Return the outline of every declared series in every language, keyed (series id, lang).

    ``posts`` are the published posts. A language's own parts come first in
    its outline; a part written only in the other language fills its place
    too. Numbered parts sit at their number, unnumbered ones follow by date.
    """
    by_series: dict[str, list[Post]] = defaultdict(list)
    for post in posts:
        if post.series is not None:
            by_series[post.series].append(post)
    pages_by_id: dict[str, dict[str, SeriesPage]] = defaultdict(dict)
    for page in pages:
        pages_by_id[page.id][page.lang] = page
    outlines = {}
    for series_id, declared in pages_by_id.items():
        for lang in LANGS:
            page = declared.get(lang) or next(iter(declared.values()))
            members = parts_for(by_series[series_id], lang)
            outlines[(series_id, lang)] = Outline(
                series_id=series_id,
                lang=lang,
                title=page.title,
                description=page.description,
                status=page.status,
                landing_url=page.url,
                title_lang=page.lang,
                entries=place_parts(members, max((p.parts or 0) for p in declared.values())),
                # Either language's landing page may name the unit; the reader's own wins.
                unit=page.unit or next((p.unit for p in declared.values() if p.unit), DEFAULT_UNIT),
                listed=all(p.listed for p in declared.values()),
            )
    return outlines


def parts_for(members: list[Post], lang: str) -> list[Post]:
    """A series' posts as a reader of ``lang`` gets them: own language, plus untranslated others."""
    own = [post for post in members if post.lang == lang]
    translated = {strip_lang(post.src_uri) for post in own}
    others = [post for post in members if post.lang != lang and strip_lang(post.src_uri) not in translated]
    return own + others


def place_parts(members: list[Post], planned: int) -> list[Entry]:
    """Place parts at positions 1..total: numbered at their number, the rest after by date.

    The first post listed wins a position held twice (``parts_for`` lists the
    reader's language first); a displaced post goes with the unnumbered ones.
    Gaps up to ``planned`` or the last position are entries still to come.
    """
    placed: dict[int, Post] = {}
    unnumbered = []
    for post in members:
        if post.part is not None and post.part not in placed:
            placed[post.part] = post
        else:
            unnumbered.append(post)
    position = max(placed, default=0)
    for post in sorted(unnumbered, key=lambda p: (p.date, p.src_uri)):
        position += 1
        placed[position] = post
    total = max(planned, max(placed, default=0))
    return [Entry(position, placed.get(position)) for position in range(1, total + 1)]


def index_outlines(outlines: dict[tuple[str, str], Outline], lang: str) -> list[Outline]:
    """The outlines of ``lang`` for the series index: the writer's courses first (a course not
    listed in the blog, such as a site's manual, after them), latest published part first,
    empty series last."""
    mine = [outline for (_, outline_lang), outline in outlines.items() if outline_lang == lang]
    return sorted(mine, key=lambda o: (not o.listed, _newest(o), o.series_id))


def _newest(outline: Outline) -> float:
    """Minus the timestamp of the newest part (0 without parts): sorts newest first, empty last."""
    return -max((entry.post.date.timestamp() for entry in outline.parts), default=0.0)


def continue_data(outlines: list[Outline]) -> list[dict[str, object]]:
    """What "continue reading" on the home needs (overrides/assets/javascripts/course.js): each
    course with parts, its parts in order by mirror path (read in one language, read in both),
    URL and title."""
    return [
        {
            "id": outline.series_id,
            "title": outline.title,
            "parts": [
                {"key": strip_lang(entry.post.src_uri), "url": entry.post.url, "title": entry.post.title}
                for entry in outline.parts
            ],
        }
        for outline in outlines
        if outline.parts
    ]
