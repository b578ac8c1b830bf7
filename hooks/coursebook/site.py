"""The site model: everything known before any page is rendered, loaded in one pass.

``load_site`` is the one loading pipeline. The build (hooks/posts.py), the
``coursebook check`` command and the tests call it on the same ``Sources`` and
get the same ``Site``, problems included. A ``Site`` is final once loaded: what
comes from rendering (excerpts, HTML for feeds) is kept apart, by the build.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, tzinfo

from coursebook.authors import parse_authors
from coursebook.catalog import SourceFile, build_catalog
from coursebook.dates import load_zone
from coursebook.frontmatter import body_of, page_title, read_front_matter
from coursebook.indexes import Group, Listed, group_by_term, listing_for
from coursebook.lang import LANGS
from coursebook.model import Catalog, Post, Problem
from coursebook.schema import SiteSettings, check
from coursebook.series import Entry, Outline, build_outlines
from coursebook.sources import Sources
from coursebook.wikilinks import LinkIndex, build_index, read_links

TERMS = ("tags", "categories")


@dataclass(frozen=True)
class Settings:
    """Coursebook's settings under ``extra:``, validated (defaults where they were wrong)."""

    zone: tzinfo
    feed_limit: int = 20
    full_content: bool = True


@dataclass(frozen=True)
class Site:
    """One site's content as readers will see it, before rendering. Never changed after loading."""

    settings: Settings
    now: datetime
    texts: dict[str, str]  # every readable page's Markdown, by src_uri
    catalog: Catalog
    problems: tuple[Problem, ...]  # every content mistake: settings first, then by file
    posts: dict[str, Post]  # by src_uri, published or not
    titles: dict[str, str | None]  # every page's title, by src_uri (wikilinks show them)
    link_index: LinkIndex  # every name a wikilink can use
    links: dict[str, list[str]]  # src_uri -> the pages its Markdown links to, existing or not
    backlinks: dict[str, list[str]]  # src_uri -> the published posts linking to it
    listings: dict[str, list[Listed]]  # by reader's language: published posts as that reader sees them
    terms: dict[tuple[str, str], list[Group]]  # (lang, "tags" | "categories") -> groups
    outlines: dict[tuple[str, str], Outline]  # (series id, lang) -> the course as that reader sees it
    _parts: dict[str, tuple[Outline, Entry]] = field(default_factory=dict, repr=False)
    _landings: dict[str, Outline | None] = field(default_factory=dict, repr=False)
    _tag_anchors: dict[tuple[str, str], str] = field(default_factory=dict, repr=False)

    def published(self) -> list[Post]:
        """Posts that `mkdocs build` publishes, newest first."""
        return [post for post in self.catalog.posts if post.is_published(self.now)]

    def part_of(self, post: Post) -> tuple[Outline, Entry] | None:
        """The outline in the post's language and the post's entry in it, if it is a part."""
        return self._parts.get(post.src_uri)

    def landing_of(self, src_uri: str) -> Outline | None:
        """The outline that the series landing page ``src_uri`` introduces, if it is one."""
        return self._landings.get(src_uri)

    def term_anchor(self, lang: str, tag: str) -> str | None:
        """The anchor of ``tag`` on the tags page of ``lang``."""
        return self._tag_anchors.get((lang, tag))


def load_settings(extra: dict) -> tuple[Settings, list[Problem]]:
    """``extra:`` of mkdocs.yml as settings, and a problem for each wrong key."""
    values, errors = check(SiteSettings, extra)
    feeds = values["feeds"] or {}
    settings = Settings(load_zone(values["timezone"]), feeds.get("limit") or 20, feeds.get("full_content", True))
    return settings, [Problem("mkdocs.yml", f"extra.{key}", message) for key, message in errors]


def load_site(sources: Sources, now: datetime | None = None) -> Site:
    """Read, validate and index a whole site; ``now`` (default: the clock) decides what is published."""
    settings, problems = load_settings(sources.extra)
    now = now or datetime.now(tz=settings.zone)
    authors, author_problems = parse_authors(sources.authors_text)
    texts = sources.pages
    catalog = build_catalog([SourceFile(src, text) for src, text in texts.items()], authors, settings.zone, sources.use_directory_urls)
    posts = {post.src_uri: post for post in catalog.posts}
    titles, page_problems = _read_pages(texts, posts)
    link_index = build_index(titles, list(sources.others))
    links, link_problems = _read_links(texts, link_index)
    published = [post for post in catalog.posts if post.is_published(now)]
    listings = {lang: listing_for(published, lang) for lang in LANGS}
    outlines = build_outlines(published, list(catalog.series))
    terms = {(lang, term): group_by_term(listings[lang], term) for lang in LANGS for term in TERMS}
    by_file = sorted([*sources.problems, *author_problems, *catalog.problems, *page_problems, *link_problems], key=lambda p: p.src_uri)
    return Site(
        settings=settings,
        now=now,
        texts=texts,
        catalog=catalog,
        problems=(*problems, *by_file),
        posts=posts,
        titles=titles,
        link_index=link_index,
        links=links,
        backlinks=_backlinks(published, links, texts),
        listings=listings,
        terms=terms,
        outlines=outlines,
        _parts={
            entry.post.src_uri: (outline, entry)
            for (_, lang), outline in outlines.items()
            for entry in outline.parts
            if entry.post.lang == lang
        },
        _landings={page.src_uri: outlines.get((page.id, page.lang)) for page in catalog.series},
        _tag_anchors={(lang, group.name): group.anchor for (lang, term), groups in terms.items() if term == "tags" for group in groups},
    )


def _read_pages(texts: dict[str, str], posts: dict[str, Post]) -> tuple[dict[str, str | None], list[Problem]]:
    """Every page's title (a post's validated one), and the problems of pages that are not posts.

    Material's tags plugin would stop the build on tags that are not a list: the build drops them.
    """
    titles: dict[str, str | None] = {}
    problems = []
    for src, text in texts.items():
        if src in posts:
            titles[src] = posts[src].title
            continue
        titles[src] = page_title(text)
        if text.startswith("---"):
            tags = read_front_matter(text)[0].get("tags")
            if tags is not None and not (isinstance(tags, list) and all(isinstance(tag, str) for tag in tags)):
                problems.append(Problem(src, "tags", "expected a list like [a, b]; ignored"))
    return titles, problems


def _read_links(texts: dict[str, str], index: LinkIndex) -> tuple[dict[str, list[str]], list[Problem]]:
    """The pages each page links to (by wikilink or relative Markdown link), and wikilinks that miss."""
    links = {}
    problems = []
    for src, text in texts.items():
        links[src], missed = read_links(body_of(text), src, index) if "[[" in text or ".md" in text else ([], [])
        problems += missed
    return links, problems


def _backlinks(published: list[Post], links: dict[str, list[str]], texts: dict[str, str]) -> dict[str, list[str]]:
    """Each page's published linkers, in file order."""
    backlinks: dict[str, list[str]] = {}
    for src in sorted(post.src_uri for post in published):
        for target in links[src]:
            if target != src and target in texts:
                backlinks.setdefault(target, []).append(src)
    return backlinks
