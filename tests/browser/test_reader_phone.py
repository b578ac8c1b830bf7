"""Tables, formulas, code and diagrams as a reader sees them on a phone, and in print (issue 29)."""

from __future__ import annotations

import pytest
from settle import read_through, settle

PHONE = (390, "light")


@pytest.mark.parametrize("tab", [PHONE, (1280, "dark")], indirect=True, ids=["phone", "desktop"])
@pytest.mark.parametrize("path", ["blog/zero/", "blog/number-formats/"])
def test_the_copy_button_sits_above_the_first_line_of_code(tab, site_url, path):
    # Material adds the button as a block comes into view (content.lazy): the strip it sits in is
    # drawn before, so the code does not move down while the reader looks at it.
    tab.goto(site_url + path)
    tab.wait_for_load_state("networkidle")
    blocks = tab.evaluate(
        """async () => {
          const out = [];
          for (const code of document.querySelectorAll('.md-typeset pre > code')) {
            if (code.closest('.no-copy')) continue;
            const first = () => {
              const range = document.createRange();
              range.setStart(code, 0);
              range.setEnd(code, 1);
              return (range.getClientRects()[0] || code.getBoundingClientRect()).top;
            };
            const before = first() - code.parentNode.getBoundingClientRect().top;
            code.scrollIntoView({block: 'center'});
            let nav = null;
            for (let wait = 0; wait < 100 && !nav; wait++) {
              await new Promise(done => setTimeout(done, 20));
              nav = code.parentNode.querySelector('.md-code__nav');
            }
            const moved = first() - code.parentNode.getBoundingClientRect().top - before;
            out.push(nav ? [first() - nav.getBoundingClientRect().bottom, moved] : null);
          }
          return out;
        }"""
    )
    assert blocks and all(block is not None for block in blocks), blocks  # every block got its button
    assert all(gap >= 0 and abs(moved) < 0.5 for gap, moved in blocks), blocks  # (gap, moved)


@pytest.mark.parametrize("tab", [PHONE], indirect=True)
def test_on_a_phone_formulas_stay_whole_and_wide_boxes_show_they_scroll(tab, site_url):
    tab.goto(site_url + "blog/zero/")
    tab.wait_for_load_state("networkidle")
    lines = tab.evaluate(
        "() => [...document.querySelectorAll('td .katex, th .katex')].map(k => k.getClientRects().length)"
    )
    assert lines and set(lines) == {1}  # no formula wraps inside a cell
    # A Chinese comma after an inline formula stays on the formula's line.
    kept = tab.evaluate(
        """() => [...document.querySelectorAll('span.cb-nowrap > .arithmatex')].map(formula => {
          const range = document.createRange();
          range.selectNode(formula.nextSibling);
          const comma = range.getBoundingClientRect(), box = formula.getBoundingClientRect();
          return comma.top < box.bottom && comma.bottom > box.top; })"""
    )
    assert kept and all(kept)
    # Whatever is wider than the screen scrolls inside its box, and its box draws the cue (on
    # blog/zero/ every wide box is scaled to fit now: fit.js; lesson 1's long sum still scrolls).
    tab.goto(site_url + "blog/memory-budget/")
    tab.wait_for_load_state("networkidle")
    boxes = tab.evaluate(
        """() => [...document.querySelectorAll('.md-typeset__scrollwrap, div.arithmatex')]
          .filter(b => b.scrollWidth > b.clientWidth)
          .map(b => [getComputedStyle(b).backgroundImage.includes('radial-gradient'), b.tabIndex])"""
    )
    assert boxes and all(cue and focusable == 0 for cue, focusable in boxes), boxes
    assert tab.evaluate("document.documentElement.scrollWidth <= innerWidth")


@pytest.mark.parametrize("tab", [PHONE], indirect=True)
def test_the_one_page_courses_later_parts_keep_only_their_scrolling_boxes_in_the_tab_order(tab, site_url):
    # Parts after the first are laid out as the reader nears them (content-visibility), so their boxes
    # are not measured while the page loads: each is in the tab order until its part is drawn
    # (a keyboard reaches it), and then stays there only if it scrolls.
    tab.goto(site_url + "series/training-infra/all/")
    settle(tab)
    later = ".cb-course-all__part + .cb-course-all__part"
    boxes = f"{later} :is(.md-typeset__scrollwrap, div.arithmatex, pre > code)"
    assert tab.evaluate(f"[...document.querySelectorAll('{boxes}')].every(box => box.tabIndex === 0)")
    read_through(tab, boxes)
    drawn = f"[...document.querySelectorAll('{later}')].every(part => part.hasAttribute('data-cb-drawn'))"
    tab.wait_for_function(drawn)
    found = tab.evaluate(
        f"""() => [...document.querySelectorAll('{boxes}')].map(box =>
          [box.scrollWidth > box.clientWidth, box.tabIndex === 0, box.getAttribute('aria-label')])"""
    )
    assert any(scrolls for scrolls, _, _ in found) and not all(scrolls for scrolls, _, _ in found), found
    assert all(scrolls == reachable and (label is not None) == scrolls for scrolls, reachable, label in found), found


def test_on_a_touch_screen_code_that_scrolls_stays_in_the_tab_order(browser, site_url):
    # Material takes a code block out of the tab order on a screen without hover as it mounts it, when
    # the block comes into view: a keyboard paired with a phone still reaches code that scrolls.
    context = browser.new_context(viewport={"width": 390, "height": 800}, is_mobile=True, has_touch=True)
    tab = context.new_page()
    tab.goto(site_url + "blog/number-formats/")
    settle(tab)
    assert not tab.evaluate("matchMedia('(hover)').matches")
    read_through(tab, ".md-typeset pre > code")
    tab.wait_for_timeout(300)
    found = tab.evaluate(
        "[...document.querySelectorAll('.md-typeset pre > code')].map(code =>"
        " [code.scrollWidth > code.clientWidth, code.tabIndex, !!code.closest('pre').querySelector('.md-code__nav')])"
    )
    context.close()
    assert any(scrolls for scrolls, _, _ in found) and all(mounted for _, _, mounted in found), found
    assert all(focusable == 0 for scrolls, focusable, _ in found if scrolls), found


@pytest.mark.parametrize("tab", [PHONE], indirect=True)
def test_a_diagram_on_a_phone_is_drawn_legibly_without_fetching_mermaid(tab, site_url):
    # Issue 45: drawn at build time; before, Mermaid (754 KB) was fetched as the diagram neared the screen.
    fetched: list[str] = []
    tab.on("request", lambda request: fetched.append(request.url))
    tab.goto(site_url + "series/training-infra/all/")  # the diagram is in lesson 3, far below
    tab.wait_for_load_state("load")
    tab.locator(".cb-diagram-box").first.scroll_into_view_if_needed()
    tab.wait_for_function("document.querySelector('.cb-diagram-box').dataset.scrolls !== undefined")
    assert not any("mermaid" in url for url in fetched)
    drawn = tab.evaluate(
        """() => { const box = document.querySelector('.cb-diagram-box');
          const svg = [...box.querySelectorAll('svg')].find(s => getComputedStyle(s).display !== 'none');
          const text = [...svg.querySelectorAll('foreignObject div, text')]
            .map(t => parseFloat(getComputedStyle(t).fontSize));
          return {shown: svg.getBoundingClientRect().width, natural: svg.viewBox.baseVal.width,
                  scrolls: box.scrollWidth > box.clientWidth, focusable: box.tabIndex,
                  source: document.querySelector('.cb-diagram').hidden, smallest: Math.min(...text)}; }"""
    )
    assert drawn["shown"] >= 0.7 * drawn["natural"] - 1 and drawn["source"], drawn
    assert drawn["smallest"] * drawn["shown"] / drawn["natural"] >= 10, drawn  # text at least 10 px as drawn
    assert not drawn["scrolls"] or drawn["focusable"] == 0, drawn
    assert tab.evaluate("document.documentElement.scrollWidth <= innerWidth")


def test_a_page_without_diagrams_never_fetches_mermaid(tab, site_url):
    fetched: list[str] = []
    tab.on("request", lambda request: fetched.append(request.url))
    tab.goto(site_url + "blog/zero/")
    tab.mouse.wheel(0, 20_000)
    tab.wait_for_load_state("networkidle")
    assert not any("mermaid" in url or "diagrams.js" in url for url in fetched)


@pytest.mark.parametrize("path", ["series/training-infra/all/", "en/series/training-infra/all/", "blog/memory-budget/"])
def test_in_print_nothing_is_wider_than_the_paper_and_nothing_interactive_shows(browser, site_url, path):
    # The width of A4's text at Chromium's default margins: what print.js fits formulas and code to.
    context = browser.new_context(viewport={"width": 700, "height": 1000})
    try:
        tab = context.new_page()
        tab.goto(site_url + path)
        tab.wait_for_load_state("networkidle")
        tab.emulate_media(media="print")
        tab.wait_for_timeout(100)
        overflowing = tab.evaluate(
            """() => [...document.querySelectorAll('.md-typeset div.arithmatex, .md-typeset .highlight')].map(box => {
              const inner = box.querySelector('.katex-display, table, pre');
              const zoom = parseFloat(getComputedStyle(box.querySelector('.katex-display') || box).zoom) || 1;
              return [box.textContent.slice(0, 30), inner.scrollWidth * zoom, box.parentNode.clientWidth];
            }).filter(([, wide, line]) => wide > line + 2)"""
        )
        assert overflowing == [], overflowing
        code = tab.evaluate(
            "() => [...document.querySelectorAll('.md-typeset pre > code')].map(c => getComputedStyle(c).whiteSpace)"
        )
        assert code and set(code) == {"pre"}  # one line per line number
        interactive = ".cb-series, .md-code__nav, button, .cb-lang-switch, .md-header, .cb-reading"
        shown = tab.evaluate(
            """s => [...document.querySelectorAll(s)].filter(e => e.getClientRects().length > 0)
              .map(e => e.className || e.tagName)""",
            interactive,
        )
        assert shown == [], shown
    finally:
        context.close()


def test_the_one_page_course_prints_from_its_button(tab, site_url):
    tab.goto(site_url + "series/training-infra/all/")
    tab.evaluate("() => { window.print = () => { document.body.dataset.printed = 'yes'; }; }")
    button = tab.locator("button[data-print]")
    assert button.is_visible() and button.inner_text() == "打印全课"
    button.click()
    tab.wait_for_function("document.body.dataset.printed === 'yes'")
    # Every diagram a picture (drawn at build time), none its source.
    sources = tab.locator(".cb-diagram[data-drawn][hidden]").count()
    assert tab.locator(".cb-diagram-box[data-drawn]").count() == sources > 0
