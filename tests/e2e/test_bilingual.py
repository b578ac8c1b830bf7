"""Two languages in one build: twins linked, each reader with a whole site (tests/fixture/)."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from sitebuild import Build, resolve

SITE = "https://fixture.example/"


def soup(build: Build, path: str) -> BeautifulSoup:
    assert build.returncode == 0, build.log
    return BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


def hreflangs(page: BeautifulSoup) -> dict[str, str]:
    return {link["hreflang"]: link["href"] for link in page.select("head link[rel=alternate][hreflang]")}


BOTH = {"zh-CN": "", "en": "en/", "x-default": ""}


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("blog/lesson-1/", {"zh-CN": "blog/lesson-1/", "en": "en/blog/lesson-1/", "x-default": "blog/lesson-1/"}),
        ("en/blog/lesson-1/", {"zh-CN": "blog/lesson-1/", "en": "en/blog/lesson-1/", "x-default": "blog/lesson-1/"}),
        ("", BOTH),
        ("en/", BOTH),
        ("archive/", {"zh-CN": "archive/", "en": "en/archive/", "x-default": "archive/"}),
        ("en/series/course/", {"zh-CN": "series/course/", "en": "en/series/course/", "x-default": "series/course/"}),
        ("blog/lesson-2/", {}),  # its English twin is a draft
        ("en/blog/lesson-7-en-only/", {}),
        ("about/", {}),
    ],
)
def test_hreflang_links_name_every_published_version(fixture_site, path, expected):
    assert hreflangs(soup(fixture_site, path)) == {code: SITE + target for code, target in expected.items()}


@pytest.mark.parametrize(
    ("path", "kind", "target", "lang"),
    [
        ("blog/lesson-1/", "twin", "en/blog/lesson-1/", "en"),
        ("en/blog/lesson-1/", "twin", "blog/lesson-1/", "zh-CN"),
        ("blog/lesson-2/", "home", "en/", "en"),
        ("en/blog/lesson-7-en-only/", "home", "", "zh-CN"),
        ("about/", "home", "en/", "en"),
    ],
)
def test_language_switch_goes_to_the_twin_or_says_there_is_none(fixture_site, path, kind, target, lang):
    switch = soup(fixture_site, path).select_one("[data-lang-switch]")
    assert switch["data-lang-switch"] == kind
    link = switch.find("a")
    assert link["hreflang"] == lang
    assert resolve(path, link["href"]) == target
    if kind == "home":
        assert ("暂无" if path.startswith(("blog", "about")) else "No Chinese version") in switch.get_text()


@pytest.mark.parametrize(
    ("path", "lang", "placeholder", "footer"),
    [("archive/", "zh-CN", "搜索", []), ("en/archive/", "en", "Search", [])],  # no paging between index pages
)
def test_each_language_from_top_to_bottom(fixture_site, path, lang, placeholder, footer):
    page = soup(fixture_site, path)
    assert page.html["lang"] == lang
    assert page.select_one("[data-search-open]")["title"] == placeholder
    assert [span.get_text().strip() for span in page.select(".md-footer__direction")] == footer


@pytest.mark.parametrize(
    ("path", "lang", "total", "years"),
    [
        ("archive/", "zh", "11 篇文章", {"2026": 9, "2025": 2}),
        ("en/archive/", "en", "11 posts", {"2026": 9, "2025": 2}),
    ],
)
def test_archive_counts_per_year(fixture_site, path, lang, total, years):
    page = soup(fixture_site, path)
    assert page.select_one("[data-total]").get_text().strip() == total
    index = page.select_one(f"[data-index={lang}]")
    groups = index.select("[data-year]")
    assert [g["data-year"] for g in groups] == list(years)
    for group in groups:
        assert int(group["data-count"]) == years[group["data-year"]] == len(group.select("li"))
    dates = [t["datetime"] for t in index.select("time")]
    assert dates == sorted(dates, reverse=True)


def test_posts_in_the_other_language_carry_a_badge(fixture_site):
    zh = soup(fixture_site, "archive/").select_one("[data-index=zh]")
    foreign = zh.select("li[data-lang]")
    assert sorted(li.a.get_text() for li in foreign) == ["An English-only post", "Lesson 7 (English only)"]
    assert all(li["data-lang"] == "en" and li.select_one(".cb-lang-badge").get_text() == "English" for li in foreign)
    en = soup(fixture_site, "en/archive/").select_one("[data-index=en]")
    titles = [li.a.get_text() for li in en.select("li")]
    assert "Lesson 1" in titles and "第 1 讲" not in titles  # translated: listed once, in English
    assert "第 2 讲" in titles  # its English twin is only a draft
    assert "Lesson 2 (draft translation)" not in titles
    assert en.select_one("li[data-lang=zh] .cb-lang-badge").get_text() == "中文"


def test_home_has_the_intro_the_courses_and_the_index(fixture_site):
    home = soup(fixture_site, "en/")
    article = home.find("article")
    assert article.find("h1").get_text().startswith("Home")
    assert [card["data-series-id"] for card in article.select("[data-series-cards] a")] == [
        "course",
        "xss",
        "done",
        "empty",
    ]
    index = article.select_one("[data-index=en]")
    assert index.select_one("[data-year='2026']")["data-count"] == "9"
    first = index.select_one("li")
    assert first.select_one("[data-readtime]") is not None


@pytest.mark.parametrize(
    ("path", "titles"),
    [
        ("archive/", ["首页", "课程", "归档", "标签", "关于"]),
        ("en/archive/", ["Home", "Courses", "Archive", "Tags"]),
    ],
)
def test_each_language_has_its_own_navigation(fixture_site, path, titles):
    nav = soup(fixture_site, path).select_one("nav.md-nav--primary > ul")
    items = nav.find_all("li", recursive=False)
    assert [item.find(["a", "label"]).get_text(" ", strip=True) for item in items] == titles
