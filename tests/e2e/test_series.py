"""Series as a reader meets them: the box on each part, the landing pages, the index."""

from __future__ import annotations

import re

import pytest
from bs4 import BeautifulSoup

from sitebuild import Build, resolve


def soup(build: Build, path: str) -> BeautifulSoup:
    assert build.returncode == 0, build.log
    return BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


ZH_ORDER = [
    "blog/lesson-1/",
    "blog/lesson-2/",
    "blog/lesson-3/",
    "blog/lesson-5/",
    "en/blog/lesson-7-en-only/",
    "blog/bonus/",
]
EN_ORDER = [
    "en/blog/lesson-1/",
    "blog/lesson-2/",
    "blog/lesson-3/",
    "blog/lesson-5/",
    "en/blog/lesson-7-en-only/",
    "blog/bonus/",
]


def test_fixture_builds_strict(fixture_site):
    assert fixture_site.returncode == 0, fixture_site.log
    assert "WARNING" not in fixture_site.log


@pytest.mark.parametrize(
    ("path", "part"),
    [
        ("blog/lesson-1/", 1),
        ("blog/lesson-2/", 2),
        ("blog/lesson-5/", 5),
        ("blog/bonus/", 8),
        ("en/blog/lesson-7-en-only/", 7),
    ],
)
def test_box_says_which_part_of_how_many(fixture_site, path, part):
    box = soup(fixture_site, path).select_one("[data-series]")
    assert box["data-series"] == "course"
    assert (box["data-part"], box["data-parts"]) == (str(part), "8")
    position = box.select_one(".cb-series__position").get_text()
    assert (f"第 {part} 篇，共 8 篇" if not path.startswith("en/") else f"Part {part} of 8") == position
    current = box.select_one("[aria-current=page]")
    assert resolve(path, current["href"]) == path


def test_box_lists_every_published_part_in_order(fixture_site):
    box = soup(fixture_site, "blog/lesson-2/").select_one("[data-series]")
    links = [resolve("blog/lesson-2/", a["href"]) for a in box.select("ol a")]
    assert links == ZH_ORDER
    assert box.select_one("a.cb-series__title")["href"].endswith("series/course/")


@pytest.mark.parametrize(
    ("path", "previous", "following"),
    [
        ("blog/lesson-1/", None, "blog/lesson-2/"),
        ("blog/lesson-3/", "blog/lesson-2/", "blog/lesson-5/"),
        ("blog/lesson-5/", "blog/lesson-3/", "en/blog/lesson-7-en-only/"),
        ("blog/bonus/", "en/blog/lesson-7-en-only/", None),
        ("en/blog/lesson-1/", None, "blog/lesson-2/"),
    ],
    ids=["first", "middle", "before-gap-and-foreign", "last", "english-first"],
)
def test_previous_and_next_part(fixture_site, path, previous, following):
    page = soup(fixture_site, path)
    prev_links = page.select("a[rel~=prev]")
    next_links = page.select("a[rel~=next]")
    assert [resolve(path, a["href"]) for a in prev_links] == ([previous] if previous else [])
    assert [resolve(path, a["href"]) for a in next_links] == ([following] if following else [])
    # <link rel=next> (Material's key n) follows the course too; Material's footer pages no more.
    head_next = page.select_one("link[rel=next]")
    assert (resolve(path, head_next["href"]) if head_next else None) == following
    assert page.select_one(".md-footer__link") is None


def test_landing_page_lists_parts_in_order_after_the_introduction(fixture_site):
    page = soup(fixture_site, "series/course/")
    article = page.find("article")
    assert "INTRO-ZH" in article.get_text()
    parts = article.select_one("[data-series-parts=course]")
    assert parts.find_previous(string=re.compile("INTRO-ZH")) is not None  # after the introduction
    links = [resolve("series/course/", a["href"]) for a in parts.select("a")]
    assert links == ZH_ORDER
    items = parts.select("li")
    assert [li["data-part"] for li in items] == [str(n) for n in range(1, 9)]
    assert [li["data-part"] for li in items if li.has_attr("data-coming")] == ["4", "6"]
    first = items[0]
    assert first.find("time")["datetime"] == "2026-09-01T10:00:00+08:00"
    assert first.select_one("[data-readtime]")["data-readtime"] == "1"
    assert "第 1 讲的正文" in first.get_text()  # the excerpt
    start = article.select_one("a[data-start]")
    assert resolve("series/course/", start["href"]) == "blog/lesson-1/"
    summary = article.select_one(".cb-series-landing__summary").get_text()
    assert "连载中" in summary and "已发布 6 / 8 篇" in summary and "全部读完约 6 分钟" in summary


def test_english_landing_page_marks_parts_in_chinese(fixture_site):
    page = soup(fixture_site, "en/series/course/")
    assert page.html["lang"] == "en"
    parts = page.select_one("[data-series-parts=course]")
    assert [resolve("en/series/course/", a["href"]) for a in parts.select("a")] == EN_ORDER
    chinese = parts.select("li[data-lang=zh]")
    assert [li["data-part"] for li in chinese] == ["2", "3", "5", "8"]
    assert all(li.select_one(".cb-lang-badge").get_text() == "中文" for li in chinese)
    assert all(li.select_one("a")["hreflang"] == "zh-CN" for li in chinese)
    assert "Start here" in page.select_one("a[data-start]").get_text()
    assert "Coming soon" in parts.select_one("li[data-coming]").get_text()


def test_drafts_are_not_parts(fixture_site):
    assert not (fixture_site.site / "blog/lesson-6-draft").exists()
    page = soup(fixture_site, "series/course/")
    assert "草稿" not in page.select_one("[data-series-parts=course]").get_text()


@pytest.mark.parametrize(("path", "lang"), [("series/", "zh"), ("en/series/", "en")])
def test_series_index_lists_every_series(fixture_site, path, lang):
    index = soup(fixture_site, path).select_one(f"[data-series-index={lang}]")
    rows = {li["data-series-id"]: li for li in index.select("li")}
    assert set(rows) == {"course", "empty", "done", "xss"}
    course = rows["course"].select_one("[data-published]")
    assert (course["data-published"], course["data-planned"]) == ("6", "8")
    assert rows["done"].select_one("[data-status]")["data-status"] == "complete"
    empty = rows["empty"].select_one("[data-published]")
    assert (empty["data-published"], empty["data-planned"]) == ("0", "3")
    expected_title = "Eight-lesson course" if lang == "en" else "八讲课程"
    assert rows["course"].select_one("a").get_text() == expected_title


def test_course_pages_show_the_course_outline_in_the_sidebar(fixture_site):
    sidebar = soup(fixture_site, "blog/lesson-3/").select_one("nav.md-nav--primary")
    links = [a for a in sidebar.select("a.md-nav__link") if not a["href"].startswith("#")]
    targets = [resolve("blog/lesson-3/", a["href"]) for a in links]
    assert targets[:2] == ["series/", "series/course/"]
    assert targets[2:] == ZH_ORDER


def test_a_series_with_nothing_published_says_so(fixture_site):
    page = soup(fixture_site, "series/empty/")
    assert page.select_one("a[data-start]") is None
    assert len(page.select("[data-series-parts=empty] li[data-coming]")) == 3
