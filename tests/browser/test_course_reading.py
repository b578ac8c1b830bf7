"""A reader follows the demo course from its landing page to the last part."""

from __future__ import annotations

COURSE = [
    "第 1 讲：一张卡装得下多大的模型？算一算显存账",
    "第 2 讲：数据并行与 ZeRO：把 16 字节切开",
    "第 3 讲：张量并行与流水线并行：切层内，切层间",
    "第 4 讲：检查点与容错：多久存一次最划算",
]


def heading(page) -> str:
    """The page's title as shown, without the permalink sign."""
    return page.locator("article h1").first.inner_text().rstrip("¶").strip()


def test_start_here_then_next_to_the_last_part(page, site_url):
    page.goto(site_url + "series/training-infra/")
    assert heading(page) == "训练基础设施：从显存账到容错"
    # Each click waits for the next page to load whole: its course box (and next link) comes after
    # its heading, and was once counted before the page had it.
    with page.expect_navigation():
        page.locator("a[data-start]").click()
    seen = [heading(page)]
    while page.locator("[data-series] a[rel=next]").count():
        with page.expect_navigation():
            page.locator("[data-series] a[rel=next]").click()
        seen.append(heading(page))
    assert seen == COURSE
    assert page.locator("[data-series]").get_attribute("data-part") == "4"
    assert page.locator("a[rel=prev]").count() == 1


def test_english_reader_continues_into_the_chinese_parts(page, site_url):
    page.goto(site_url + "en/series/training-infra/")
    page.locator("a[data-start]").click()
    assert page.locator("html").get_attribute("lang") == "en"
    page.locator("a[rel=next]").click()
    page.locator("a[rel=next]").click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == "zh-CN"
    assert heading(page) == COURSE[2]


def test_language_switch_leads_from_an_english_post_to_its_chinese_twin(page, site_url):
    page.goto(site_url + "en/blog/zero/")
    assert page.locator("html").get_attribute("lang") == "en"
    switch = page.locator("[data-lang-switch] a")
    assert switch.is_visible()
    switch.click()
    page.wait_for_load_state()
    assert page.url == site_url + "blog/zero/"
    assert page.locator("html").get_attribute("lang") == "zh-CN"
    assert heading(page) == COURSE[1]
    assert page.locator("[data-search-open]").get_attribute("title") == "搜索"
