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
    archive = [
        a["href"].removeprefix("../blog") for a in page(demo, "archive").select("[data-index] a.cb-index__title")
    ]
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
    for path in ("en", "en/archive", "en/tags/communication"):
        links = page(demo, path).select("article a.cb-index__title")
        chinese = [a for a in links if a.get("hreflang") == "zh-CN"]
        assert chinese, path
        assert all(a["lang"] == "zh-CN" for a in chinese), path
        assert all(not a.get("lang") for a in links if not a.get("hreflang")), path


def test_a_part_has_one_previous_and_next_its_course_boxs(demo):
    # English lesson 2: lesson 1 is translated, lesson 3 is not yet; Material's footer pages no more.
    part = page(demo, "en/blog/zero")
    assert not part.select(".md-footer__link")
    following = part.select_one("[data-series] a[rel=next]")
    assert (
        following["hreflang"] == "zh-CN" and following.select_one(".cb-lang-badge[data-lang=zh]").get_text() == "中文"
    )
    assert [a["rel"] for a in part.select("a[rel~=prev], a[rel~=next]")] == [["prev"], ["next"]]


def test_the_course_sidebar_marks_parts_in_the_other_language(demo):
    sidebar = page(demo, "en/blog/zero").select_one("nav.md-nav--primary")
    marked = {
        a["href"]: a.select_one("span[lang]")["lang"]
        for a in sidebar.select("a.md-nav__link")
        if a.select(".cb-lang-badge[data-lang=zh]")
    }
    assert marked == {"../../../blog/tensor-pipeline/": "zh-CN", "../../../blog/checkpointing/": "zh-CN"}
    assert "(中文)" not in sidebar.get_text()


def test_course_cards_and_the_course_index_mark_a_course_in_the_other_language(fixture_site):
    for path, selector in (("en", "[data-series-cards] a"), ("en/series", "[data-series-index] li")):
        items = {item["data-series-id"]: item for item in page(fixture_site, path).select(selector)}
        assert items["course"].get("data-lang") is None and not items["course"].select("[lang]")  # translated
        for untranslated in ("xss", "done", "empty"):  # Chinese landing pages only
            item = items[untranslated]
            assert item["data-lang"] == "zh", (path, untranslated)
            assert item.select_one(".cb-lang-badge").get_text() == "中文"
            assert item.select_one(".cb-card__title, .cb-series-index__title")["lang"] == "zh-CN"
