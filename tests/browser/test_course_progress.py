"""Following a course (issue 19): reading progress kept in the reader's browser, "continue",
reset, the keys n and p; and pages as built when JavaScript is off."""

from __future__ import annotations

import urllib.request
from urllib.parse import urlsplit

from bs4 import BeautifulSoup

MEMORY = "blog/posts/training-infra/memory-budget.md"  # part 1, in both languages
ZERO = "blog/posts/training-infra/zero.md"  # part 2


def read_to_the_end(tab, url: str) -> None:
    """Open a part and scroll to its course box, which counts it as read."""
    tab.goto(url)
    tab.locator("nav[data-series]").scroll_into_view_if_needed()
    tab.wait_for_selector("nav[data-series] li.cb-series__current[data-read=true]")


def read_keys(tab, selector: str) -> list[str]:
    return tab.eval_on_selector_all(
        f"{selector} [data-read=true][data-part-key]", "items => items.map(i => i.dataset.partKey)"
    )


def test_a_part_read_to_its_end_is_marked_everywhere_and_continue_leads_on(tab, site_url):
    hosts = set()
    tab.on("request", lambda request: hosts.add(urlsplit(request.url).netloc))
    read_to_the_end(tab, site_url + "blog/memory-budget/")
    # One indicator: "看过 1/4 讲" on the position's line and part 1's step filled, in the course's word.
    assert tab.text_content("nav[data-series] .cb-series__position") == "第 1 讲，共 4 讲看过 1/4 讲"
    assert tab.locator("nav[data-series] .cb-series__step[data-read]").count() == 1
    assert tab.locator("nav[data-series] progress, nav[data-series] .cb-reading").count() == 0

    tab.goto(site_url + "series/training-infra/")
    assert read_keys(tab, "[data-series-parts]") == [MEMORY]
    following = tab.locator("a[data-continue]")
    assert following.get_attribute("href") == site_url + "blog/zero/"
    assert following.text_content().startswith("继续阅读：第 2 讲")
    assert tab.locator(".md-nav--primary a[data-read=true]").count() == 1  # the sidebar too

    tab.goto(site_url)
    assert tab.get_attribute("a[data-continue]", "href") == site_url + "blog/zero/"
    assert tab.text_content("a[data-continue]").startswith("继续读《训练基础设施：从显存账到容错》：第 2 讲")

    assert tab.locator("a[data-continue] cite").count() == 0  # 《》 marks the course's name already

    tab.goto(site_url + "en/")  # a noun phrase, the course's name as a title (issue 45)
    assert tab.text_content("a[data-continue]").startswith("Continue reading Training infrastructure")
    assert tab.text_content("a[data-continue] cite").startswith("Training infrastructure")

    tab.goto(site_url + "blog/zero/")  # part 2's box shows part 1 as read
    assert MEMORY in read_keys(tab, "nav[data-series]")
    assert hosts == {urlsplit(site_url).netloc}  # nothing leaves the site


def test_the_translation_counts_and_reset_clears(tab, site_url):
    read_to_the_end(tab, site_url + "en/blog/memory-budget/")
    tab.goto(site_url + "series/training-infra/")  # the Chinese landing page
    assert read_keys(tab, "[data-series-parts]") == [MEMORY]
    tab.click("[data-progress-reset]")
    assert read_keys(tab, "[data-series-parts]") == [] and tab.locator("a[data-continue]").count() == 0
    tab.reload()
    assert read_keys(tab, "[data-series-parts]") == [] and tab.locator("[data-progress-reset]").count() == 0


def test_ticking_a_part_marks_it_and_unticking_clears_it(tab, site_url):
    tab.goto(site_url + "en/blog/zero/")
    tick = tab.locator("nav[data-series] .cb-reading__tick input")
    tab.evaluate("localStorage.clear()")
    tab.reload(wait_until="load")
    tab.evaluate("document.fonts.ready.then(() => true)")
    # Reaching the box counts the part as read (guide, part 6); wait for that first, so that it
    # cannot land between the clicks below (under load it did, and undid a click).
    tick.scroll_into_view_if_needed()
    tab.wait_for_function("document.querySelector('nav[data-series] .cb-reading__tick input').checked")
    tick.uncheck()  # the reader's decision: reaching the box again does not tick it
    assert ZERO not in read_keys(tab, "nav[data-series]")
    tab.reload()
    tick.scroll_into_view_if_needed()
    tab.mouse.wheel(0, 400)
    tab.wait_for_timeout(300)
    assert not tick.is_checked() and ZERO not in read_keys(tab, "nav[data-series]")  # kept across a reload
    tick.check()
    assert ZERO in read_keys(tab, "nav[data-series]")
    tab.goto(site_url + "en/series/training-infra/")
    assert read_keys(tab, "[data-series-parts]") == [ZERO]
    assert tab.text_content("a[data-continue]").startswith("Continue: Lesson 1")  # the first unread part


def test_n_and_p_follow_the_course_and_the_box_says_so(tab, site_url):
    tab.goto(site_url + "en/blog/zero/")
    assert tab.get_attribute("nav[data-series] a[rel=next]", "aria-keyshortcuts") == "n"
    assert tab.get_attribute("nav[data-series] a[rel=prev]", "aria-keyshortcuts") == "p"
    assert (
        tab.text_content("nav[data-series] .cb-reading__keys") == "Press n for the next lesson, p for the previous one."
    )
    tab.keyboard.press("n")
    tab.wait_for_url(site_url + "blog/tensor-pipeline/")  # lesson 3 is not translated yet
    tab.keyboard.press("p")
    tab.wait_for_url(site_url + "blog/zero/")


def test_no_keyboard_hint_on_a_touch_screen(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 800}, is_mobile=True, has_touch=True)
    try:
        tab = context.new_page()
        tab.goto(site_url + "blog/zero/")
        assert not tab.evaluate("matchMedia('(hover: hover) and (pointer: fine)').matches")
        assert tab.locator("nav[data-series] .cb-reading__tick").count() == 1  # the script ran
        assert tab.locator(".cb-reading__keys").count() == 0
    finally:
        context.close()


def test_a_short_part_is_not_read_by_loading_it(browser, site_url):
    # A window tall enough for the whole of part 4 and its course box: loading is not reading.
    context = browser.new_context(viewport={"width": 1280, "height": 6000})
    try:
        tab = context.new_page()
        tab.goto(site_url + "blog/checkpointing/")
        assert tab.evaluate("document.documentElement.scrollHeight <= innerHeight + 1")
        tab.wait_for_timeout(500)
        assert read_keys(tab, "nav[data-series]") == []
    finally:
        context.close()


def test_a_finished_course_offers_to_read_it_again(tab, site_url):
    tab.goto(site_url + "series/training-infra/")
    tab.evaluate(
        """() => {
        const key = Object.keys(localStorage).find(k => k.startsWith('coursebook.progress:'))
          || 'coursebook.progress:/';
        const parts = [...document.querySelectorAll('[data-series-parts] li[data-part-key]')];
        const read = Object.fromEntries(parts.map(li => [li.dataset.partKey, 1]));
        localStorage.setItem(key, JSON.stringify({'training-infra': read}));
      }"""
    )
    tab.reload()
    assert tab.text_content("a[data-start]") == "从第一讲再读一遍"
    assert tab.text_content(".cb-continue") == "《训练基础设施：从显存账到容错》已全部看完"
    tab.goto(site_url)
    assert tab.locator("a[data-continue]").count() == 0  # nothing left to continue


def test_progress_is_kept_apart_for_a_site_on_a_sub_path(tab, site_url, sub_path_url):
    read_to_the_end(tab, sub_path_url + "blog/memory-budget/")
    tab.goto(site_url + "series/training-infra/")  # the same origin, another site
    assert read_keys(tab, "[data-series-parts]") == []
    tab.goto(sub_path_url + "series/training-infra/")
    assert read_keys(tab, "[data-series-parts]") == [MEMORY]


def test_without_javascript_the_pages_are_as_built(browser, site_url):
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    try:
        for path in ("", "series/training-infra/", "blog/zero/", "en/blog/zero/"):
            tab.goto(site_url + path)
            shown = BeautifulSoup(tab.content(), "html.parser").select_one("article")
            built = BeautifulSoup(urllib.request.urlopen(site_url + path).read(), "html.parser").select_one("article")
            assert shown.get_text(" ", strip=True) == built.get_text(" ", strip=True), path
            assert not shown.select("[data-read], a[data-continue], .cb-reading, [data-progress-reset]"), path
    finally:
        context.close()


def test_with_storage_blocked_nothing_is_marked_and_nothing_breaks(tab, site_url):
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    # As a browser that blocks site data: every use of localStorage throws.
    tab.add_init_script(
        "Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('blocked', 'SecurityError'); }})"
    )

    def settled() -> list[str]:
        # On a busy machine an error can come after the network is idle: wait until none has come
        # for a while, so that none is counted with the next page.
        tab.wait_for_load_state("networkidle")
        seen = -1
        while seen != len(errors):
            seen = len(errors)
            tab.wait_for_timeout(400)
        return list(errors)

    tab.goto(site_url + "about/")  # no course script: what Material's own scripts say then
    materials = settled()
    for path in ("blog/memory-budget/", "series/training-infra/"):
        errors.clear()
        tab.goto(site_url + path)
        tab.locator("nav[data-series], [data-series-parts]").first.scroll_into_view_if_needed()
        assert settled() == materials, path  # nothing more from ours
    assert read_keys(tab, "[data-series-parts]") == [] and tab.locator("a[data-continue], .cb-reading").count() == 0


def test_the_home_fetches_what_continue_needs_only_for_a_reader_who_started_a_course(tab, site_url):
    asked: list[str] = []
    tab.on("request", lambda request: asked.append(urlsplit(request.url).path))
    tab.goto(site_url)
    tab.wait_for_load_state("networkidle")
    assert [path for path in asked if path.endswith("courses.json")] == []  # a first visit
    assert tab.locator("a[data-continue]").count() == 0
    read_to_the_end(tab, site_url + "blog/memory-budget/")
    tab.goto(site_url)
    assert tab.get_attribute("a[data-continue]", "href") == site_url + "blog/zero/"
    assert [path for path in asked if path.endswith("courses.json")] == [
        urlsplit(site_url).path + "series/courses.json"
    ]
