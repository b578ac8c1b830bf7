from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from coursebook.model import Post, SeriesPage
from coursebook.series import build_outlines, index_outlines, parts_for, place_parts

ZONE = ZoneInfo("Asia/Shanghai")
DAY0 = datetime(2026, 9, 1, tzinfo=ZONE)


def part(name: str, part: int | None = None, day: int = 0, lang: str = "zh", series: str = "infra") -> Post:
    path = f"blog/posts/{name}.md" if lang == "zh" else f"en/blog/posts/{name}.md"
    return Post(
        src_uri=path,
        lang=lang,
        title=name,
        date=DAY0 + timedelta(days=day),
        slug=name,
        url=path,
        readtime=3,
        series=series,
        part=part,
    )


def page(lang: str = "zh", parts: int | None = None, title: str = "Infra") -> SeriesPage:
    prefix = "" if lang == "zh" else "en/"
    return SeriesPage(f"{prefix}series/infra.md", lang, "infra", title, parts=parts, url=f"{prefix}series/infra/")


def layout(entries) -> list[tuple[int, str | None]]:
    return [(e.position, e.post.title if e.post else None) for e in entries]


def test_numbered_parts_sit_at_their_number():
    assert layout(place_parts([part("c", 3), part("a", 1), part("b", 2)], 0)) == [(1, "a"), (2, "b"), (3, "c")]


def test_unnumbered_parts_follow_by_date():
    posts = [part("late", day=9), part("one", 1), part("early", day=5), part("two", 2, day=20)]
    assert layout(place_parts(posts, 0)) == [(1, "one"), (2, "two"), (3, "early"), (4, "late")]


def test_gaps_are_parts_to_come():
    assert layout(place_parts([part("a", 1), part("d", 4)], 0)) == [(1, "a"), (2, None), (3, None), (4, "d")]


@pytest.mark.parametrize(
    ("numbers", "planned", "total"),
    [([1, 2], 8, 8), ([1, 2, 9], 8, 9), ([1, 2, None, None], 3, 4), ([], 5, 5), ([], 0, 0), ([3], 0, 3)],
)
def test_total_is_the_largest_of_planned_highest_and_count(numbers, planned, total):
    posts = [part(f"p{i}", n, day=i) for i, n in enumerate(numbers)]
    assert len(place_parts(posts, planned)) == total


def test_a_taken_number_sends_the_later_post_after_the_numbered_ones():
    assert layout(place_parts([part("own", 2), part("foreign", 2), part("one", 1)], 0)) == [
        (1, "one"),
        (2, "own"),
        (3, "foreign"),
    ]


def test_a_language_sees_its_own_parts_and_the_untranslated_others():
    zh1, zh2, zh3 = part("m1", 1), part("m2", 2), part("m3", 3)
    en1 = part("m1", 1, lang="en")
    en_only = part("extra", 4, lang="en")
    members = [zh1, zh2, zh3, en1, en_only]
    assert [(p.title, p.lang) for p in parts_for(members, "en")] == [
        ("m1", "en"),
        ("extra", "en"),
        ("m2", "zh"),
        ("m3", "zh"),
    ]
    assert [(p.title, p.lang) for p in parts_for(members, "zh")] == [
        ("m1", "zh"),
        ("m2", "zh"),
        ("m3", "zh"),
        ("extra", "en"),
    ]


def test_outlines_per_language_with_translations_missing():
    posts = [part("m1", 1), part("m2", 2), part("m1", 1, lang="en")]
    outlines = build_outlines(posts, [page("zh", parts=4), page("en", title="Infra EN")])
    english = outlines[("infra", "en")]
    assert english.title == "Infra EN" and english.landing_url == "en/series/infra/"
    assert [(e.position, e.post and e.post.lang) for e in english.entries] == [
        (1, "en"),
        (2, "zh"),
        (3, None),
        (4, None),
    ]
    assert english.total == 4 and len(english.parts) == 2 and english.readtime == 6
    chinese = outlines[("infra", "zh")]
    assert [e.post.lang for e in chinese.parts] == ["zh", "zh"]


def test_a_series_without_english_page_uses_the_chinese_one():
    outlines = build_outlines([part("m1", 1, lang="en")], [page("zh")])
    assert outlines[("infra", "en")].landing_url == "series/infra/"
    assert outlines[("infra", "en")].title == "Infra"


def test_neighbours_skip_parts_to_come_and_stop_at_the_ends():
    posts = [part("a", 1), part("c", 3), part("d", 4)]
    outline = build_outlines(posts, [page(parts=5)])[("infra", "zh")]
    first, third, fourth = posts
    previous, following = outline.neighbours(first)
    assert previous is None and following.post is third and following.position == 3
    previous, following = outline.neighbours(third)
    assert previous.post is first and following.post is fourth
    assert outline.neighbours(fourth)[1] is None


def test_posts_of_other_series_and_loose_posts_stay_out():
    posts = [part("a", 1), part("x", 1, series="other"), part("loose", series=None)]
    outlines = build_outlines(posts, [page()])
    assert [e.post.title for e in outlines[("infra", "zh")].parts] == ["a"]
    assert ("other", "zh") not in outlines


def test_series_index_lists_the_latest_updated_series_first_and_empty_ones_last():
    pages = [
        page(),
        SeriesPage("series/old.md", "zh", "old", "Old", url="series/old/"),
        SeriesPage("series/none.md", "zh", "none", "None", url="series/none/"),
    ]
    posts = [part("new", 1, day=30), part("first", 2, day=1), part("ancient", 1, day=-30, series="old")]
    assert [o.series_id for o in index_outlines(build_outlines(posts, pages), "zh")] == ["infra", "old", "none"]
