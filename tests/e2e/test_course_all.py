"""A whole course on one page (series/<id>/all/): every published part in order, no draft, and
every link on it leads somewhere."""

from __future__ import annotations

from collections import Counter
from urllib.parse import unquote

import pytest
from bs4 import BeautifulSoup

from sitebuild import Build, resolve


def soup(build: Build, path: str) -> BeautifulSoup:
    assert build.returncode == 0, build.log
    return BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


def first_words(build: Build, path: str) -> str:
    """The opening of a part's own text: its first paragraph outside the post header."""
    article = soup(build, path).select_one("article")
    paragraph = next(
        p for p in article.find_all("p") if not p.find_parent(attrs={"data-post-header": True}) and not p.get("class")
    )
    return paragraph.get_text(strip=True)[:20]


def test_the_course_holds_every_published_part_in_order(demo):
    page = soup(demo, "series/training-infra/all")
    course = page.select_one("article [data-series-all=training-infra]")
    sections = course.select("section.cb-course-all__part")
    landing = [
        a["href"] for a in soup(demo, "series/training-infra").select("[data-series-parts] a.cb-series-parts__title")
    ]
    assert [section["data-part"] for section in sections] == ["1", "2", "3", "4"]
    assert len(landing) == 4
    for section, href in zip(sections, landing, strict=True):
        part = resolve("series/training-infra/", href)
        assert first_words(demo, part) in section.get_text(strip=True), part  # the part's own text
    assert [a["href"] for a in course.select(".cb-course-all__toc a")] == ["#part-1", "#part-2", "#part-3", "#part-4"]
    assert "这门小课写给" in course.select_one(".cb-course-all__intro").get_text()  # the introduction first
    assert course.select_one(".katex") is not None and page.select_one('link[href$="katex.min.css"]') is not None


@pytest.mark.parametrize("path", ["series/training-infra/all", "en/series/training-infra/all"])
def test_every_link_on_the_course_page_leads_somewhere(demo, path):
    page = soup(demo, path)
    ids = [element["id"] for element in page.select("[id]")]
    assert [name for name, count in Counter(ids).items() if count > 1] == []  # two parts' "work it out" stay apart
    for link in page.select("article a[href]"):
        href = link["href"]
        if href.startswith("#"):
            assert unquote(href[1:]) in ids, href  # as a browser matches it
        elif not href.startswith(("http://", "https://", "mailto:")):
            target = resolve(path + "/", href)
            assert (demo.site / target / "index.html").is_file() or (demo.site / target.rstrip("/")).is_file(), href


def test_links_between_parts_stay_on_the_page(demo):
    page = soup(demo, "series/training-infra/all")
    second = page.select_one("#part-2")
    # Lesson 2 links back to a heading of lesson 1: on this page, to that heading in lesson 1's section.
    (back,) = [a for a in second.select("a[href]") if a["href"].startswith("#part-1-")]
    assert page.find(id=unquote(back["href"][1:])).name == "h3"  # lesson 1's h2, one level down
    printed = second.select(".cb-print-ref")
    assert len(printed) == len(second.select(".cb-print-links li"))  # each address numbered, listed at the end


def test_drafts_stay_out_and_the_landing_page_links_the_course(fixture_site):
    page = soup(fixture_site, "series/course/all")
    text = page.select_one("[data-series-all=course]").get_text()
    assert "第 6 讲（草稿）" not in text and "草稿不是课程的一部分" not in text
    # The published parts, lesson 7 in English too (not translated yet): the course as its page lists it.
    parts = [section["data-part"] for section in page.select("section.cb-course-all__part")]
    assert parts == [
        li["data-part"] for li in soup(fixture_site, "series/course").select("[data-series-parts] li[data-part-key]")
    ]
    assert "6" not in parts and page.select_one("section[data-part='7']")["lang"] == "en"
    link = soup(fixture_site, "series/course").select_one("a[data-series-all-link]")
    assert resolve("series/course/", link["href"]) == "series/course/all/"
    assert not (fixture_site.site / "series/empty/all").exists()  # a course with no part yet has none
