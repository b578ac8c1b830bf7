"""The parts of a page (coursebook/views.py): what templates get is what previews track."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from coursebook import views
from coursebook.site import load_site
from coursebook.sources import Sources
from coursebook.state import Build

NOW = datetime(2026, 12, 1, tzinfo=ZoneInfo("Asia/Shanghai"))
SERIES = "---\ntitle: Infra\nparts: 3\n---\nIntro\n"


def part(n: int, body: str = "Body.", lang: str = "zh") -> str:
    return f"---\ntitle: Part {n} {lang}\ndate: 2026-09-0{n}\nseries: infra\npart: {n}\n---\n\n{body}\n"


def build_of(pages: dict[str, str]) -> Build:
    build = Build(load_site(Sources(pages=pages), now=NOW))
    build.urls = {src: src.removesuffix(".md") + "/" for src in pages}
    build.urls |= {post.src_uri: post.url for post in build.site.catalog.posts}
    build.translations = {"blog/posts/a.md": {"zh": "blog/posts/a.md", "en": "en/blog/posts/a.md"}}
    build.translations["en/blog/posts/a.md"] = build.translations["blog/posts/a.md"]
    return build


PAGES = {
    "series/infra.md": SERIES,
    "blog/posts/a.md": part(1, "See [[b]]."),
    "en/blog/posts/a.md": part(1, lang="en"),
    "blog/posts/b.md": part(2),
    "index.md": "# Home\n",
}


def test_the_series_box_shows_titles_and_places_not_excerpts():
    box = views.series_box(build_of(PAGES), "blog/posts/a.md")
    assert (box.position, box.total, box.title) == (1, 3, "Infra")
    assert [place.part.title if place.part else None for place in box.places] == ["Part 1 zh", "Part 2 zh", None]
    assert box.previous is None and box.next.src_uri == "blog/posts/b.md"
    # Another part's body changes its excerpt, not this box: the preview leaves this part alone.
    edited = build_of({**PAGES, "blog/posts/b.md": part(2, "A whole new opening.")})
    assert views.series_box(edited, "blog/posts/a.md") == box
    retitled = build_of({**PAGES, "blog/posts/b.md": part(2).replace("Part 2 zh", "Renamed")})
    assert views.series_box(retitled, "blog/posts/a.md") != box


def test_backlinks_count_links_to_the_translation():
    build = build_of(PAGES)
    assert [entry.post.src_uri for entry in views.backlinks(build, "blog/posts/b.md")] == ["blog/posts/a.md"]
    assert views.backlinks(build, "blog/posts/a.md") is None


def test_languages_link_the_twin_or_the_other_home():
    build = build_of(PAGES)
    twin = views.languages(build, "blog/posts/a.md")
    assert twin.translated and twin.switch_url == "en/blog/a/" and ("x-default", "blog/a/") in twin.alternates
    alone = views.languages(build, "blog/posts/b.md")
    assert not alone.translated and alone.alternates == ()


def test_only_index_pages_and_landing_pages_have_an_index():
    build = build_of(PAGES)
    assert views.page_index(build, "index.md")["total"] == 2
    assert views.page_index(build, "series/infra.md").series_id == "infra"
    assert views.page_index(build, "blog/posts/a.md") is None
