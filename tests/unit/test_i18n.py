from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from coursebook.i18n import alternates, build_translations
from coursebook.indexes import cut_groups, group_by_year, listing_for, years_of_latest
from coursebook.model import Post

ZONE = ZoneInfo("Asia/Shanghai")


def test_mirror_paths_are_translations():
    pages = ["index.md", "en/index.md", "blog/posts/a.md", "en/blog/posts/a.md", "blog/posts/zh-only.md", "en/about.md"]
    translations = build_translations(pages)
    assert translations["blog/posts/a.md"] == {"zh": "blog/posts/a.md", "en": "en/blog/posts/a.md"}
    assert translations["en/blog/posts/a.md"] is translations["blog/posts/a.md"]
    assert translations["blog/posts/zh-only.md"] == {"zh": "blog/posts/zh-only.md"}
    assert translations["en/about.md"] == {"en": "en/about.md"}


def test_a_draft_left_out_of_the_pages_is_no_translation():
    translations = build_translations(["blog/posts/a.md"])  # en/blog/posts/a.md is a draft
    assert alternates(translations["blog/posts/a.md"]) == []


def test_alternates_list_every_version_and_x_default():
    versions = {"en": "en/x.md", "zh": "x.md"}
    assert alternates(versions) == [("zh", "x.md"), ("en", "en/x.md"), ("x-default", "x.md")]


def post(name: str, lang: str, day: str, tags=(), categories=()) -> Post:
    path = f"blog/posts/{name}.md" if lang == "zh" else f"en/blog/posts/{name}.md"
    return Post(
        path,
        lang,
        name,
        datetime.fromisoformat(day).replace(tzinfo=ZONE),
        name,
        path,
        "",
        1,
        tags=list(tags),
        categories=list(categories),
    )


POSTS = sorted(
    [
        post("both", "zh", "2026-09-01", tags=["显存"]),
        post("both", "en", "2026-09-01", tags=["memory"]),
        post("zh-only", "zh", "2026-03-01", tags=["显存", "R&D"], categories=["随笔"]),
        post("en-only", "en", "2025-12-31", tags=["R&D"]),
        post("old", "zh", "2024-05-05"),
    ],
    key=lambda p: p.date,
    reverse=True,
)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("zh", [("both", "zh", False), ("zh-only", "zh", False), ("en-only", "en", True), ("old", "zh", False)]),
        ("en", [("both", "en", False), ("zh-only", "zh", True), ("en-only", "en", False), ("old", "zh", True)]),
    ],
)
def test_each_reader_sees_every_post_once_translated_ones_in_their_language(lang, expected):
    assert [(e.post.title, e.post.lang, e.foreign) for e in listing_for(POSTS, lang)] == expected


def test_years_newest_first_with_counts():
    groups = group_by_year(listing_for(POSTS, "zh"))
    assert [(g.name, g.count) for g in groups] == [("2026", 2), ("2025", 1), ("2024", 1)]
    assert groups[0].anchor == "year-2026"


def test_year_follows_the_site_zone_not_utc():
    late = post("late", "zh", "2025-12-31T23:30")  # 15:30 UTC, still 2025 either way
    early = post("early", "zh", "2026-01-01T07:00")  # 2025-12-31 23:00 UTC: 2026 in Shanghai
    assert [g.name for g in group_by_year(listing_for([early, late], "zh"))] == ["2026", "2025"]


def test_home_keeps_whole_years_until_it_has_enough_posts():
    groups = group_by_year(listing_for(POSTS, "zh"))
    assert [g.name for g in years_of_latest(groups, 2)] == ["2026"]
    assert [g.name for g in years_of_latest(groups, 3)] == ["2026", "2025"]


def test_a_year_cut_short_keeps_its_whole_count():
    groups = group_by_year(listing_for(POSTS, "zh"))  # 2026: 2 posts, 2025: 1, 2024: 1
    cut = years_of_latest(groups, 1, most=1)
    assert [(g.name, g.count, len(g.entries)) for g in cut] == [("2026", 2, 1)]
    page_two = cut_groups(groups, 1, 3)  # the second and third posts
    assert [(g.name, g.count, len(g.entries)) for g in page_two] == [("2026", 2, 1), ("2025", 1, 1)]
    assert [entry.post.src_uri for g in cut_groups(groups, 0, 10**6) for entry in g.entries] == [
        entry.post.src_uri for g in groups for entry in g.entries
    ]
