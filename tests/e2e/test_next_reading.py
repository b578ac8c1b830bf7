"""No dead-end posts (issue 18): under a post outside a series, the posts before and after it by
date in the reader's language and up to three related ones; other-language titles carry their
language wherever they are listed."""

from __future__ import annotations

from bs4 import BeautifulSoup

from sitebuild import Build


def page(build: Build, path: str) -> BeautifulSoup:
    return BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


def reading(build: Build, path: str) -> tuple[dict[str, str], list[str]]:
    box = page(build, path).select_one("[data-next-reading]")
    pager = {a["rel"][0]: a["href"] for a in box.select("a[rel]")}
    related = [a["href"] for a in box.select(".cb-index__posts a.cb-index__title")]
    return pager, related


def test_a_standalone_post_leads_to_its_neighbours_by_date(demo):
    # 2026-09-05 reading note: older is lesson 1 (09-01), newer lesson 2 (09-08), in the archive's order.
    pager, related = reading(demo, "blog/zero-paper-notes")
    assert pager == {"prev": "../memory-budget/", "next": "../zero/"}
    archive = [a["href"].removeprefix("../blog") for a in page(demo, "archive").select("[data-index] a.cb-index__title")]
    here = archive.index("/zero-paper-notes/")
    assert ".." + archive[here + 1] == pager["prev"] and ".." + archive[here - 1] == pager["next"]
    assert not set(related) & set(pager.values())  # a neighbour is not listed twice


def test_the_oldest_post_has_no_older_one_and_lists_related_posts(demo):
    pager, related = reading(demo, "blog/number-formats")
    assert set(pager) == {"next"}
    assert 0 < len(related) <= 3 and "../number-formats/" not in related


def test_a_part_leads_on_with_its_series_box_only(demo):
    part = page(demo, "blog/zero")
    assert part.select_one("[data-series]") is not None and part.select_one("[data-next-reading]") is None


def test_an_english_reader_is_led_into_chinese_posts_marked_as_chinese(demo):
    box = page(demo, "en/blog/busbw").select_one("[data-next-reading]")
    chinese = [a for a in box.select("a[href]") if a.get("hreflang") == "zh-CN"]
    assert chinese and all(a.get("lang") == "zh-CN" for a in chinese)
    assert all(a.select_one(".cb-lang-badge[data-lang=zh]") for a in box.select("a[rel][hreflang]"))


def test_other_language_titles_carry_their_language_in_lists(demo):
    for path in ("en", "en/archive", "en/tags"):
        links = page(demo, path).select("article a.cb-index__title")
        chinese = [a for a in links if a.get("hreflang") == "zh-CN"]
        assert chinese, path
        assert all(a["lang"] == "zh-CN" for a in chinese), path
        assert all(not a.get("lang") for a in links if not a.get("hreflang")), path
