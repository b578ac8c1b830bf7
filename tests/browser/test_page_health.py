"""Pages load cleanly: no console error, no failed request, nothing from another host."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from settle import settle

from sitebuild import ROOT, make_site, run_build

PAGES = [
    "",
    "en/",
    "blog/number-formats/",
    "blog/zero/",
    "en/blog/zero/",
    "series/training-infra/",
    "en/series/training-infra/",
    "archive/",
    "en/tags/",
    "blog/zero-paper-notes/",
]


@pytest.mark.parametrize("path", PAGES)
def test_page_loads_cleanly(page, site_url, path):
    problems: list[str] = []
    host = urlsplit(site_url).netloc
    page.on("console", lambda message: problems.append(f"console: {message.text}") if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("requestfailed", lambda request: problems.append(f"failed: {request.url}"))
    page.on(
        "response",
        lambda response: problems.append(f"{response.status}: {response.url}") if response.status >= 400 else None,
    )
    page.on(
        "request",
        lambda request: problems.append(f"other host: {request.url}") if urlsplit(request.url).netloc != host else None,
    )
    page.goto(site_url + path)
    page.wait_for_load_state("networkidle")
    assert problems == []


def test_formulas_are_typeset(page, site_url):
    page.goto(site_url + "blog/number-formats/")
    page.wait_for_load_state("networkidle")
    assert page.locator(".arithmatex .katex").count() >= 10
    assert page.locator(".katex-display").first.is_visible()
    assert "$$" not in page.locator("article").inner_text()
    # KaTeX's fonts arrived: its stylesheet applies (the visual HTML is laid out, not raw).
    assert page.locator(".katex-html").first.evaluate("e => getComputedStyle(e).getPropertyValue('display')") != "none"
    assert page.evaluate("document.fonts.check('1em KaTeX_Main')")


@pytest.mark.parametrize("path", ["", "blog/zero/", "series/training-infra/", "archive/", "blog/zero-paper-notes/"])
def test_no_chinese_text_is_justified(page, site_url, path):
    # Justified text that mixes scripts stretches the gaps around English words and
    # numbers into rivers (issue 16): headings, paragraphs, lists, tables and cards.
    page.set_viewport_size({"width": 390, "height": 900})
    page.goto(site_url + path)
    justified = page.evaluate(
        """() => [...document.querySelectorAll('article :is(h1, h2, h3, h4, p, li, td, th, blockquote, dd, a)')]
            .filter(e => getComputedStyle(e).textAlign === 'justify')
            .map(e => e.tagName + ': ' + e.textContent.trim().slice(0, 30))"""
    )
    assert page.evaluate("document.documentElement.lang") == "zh-CN"
    assert justified == []


# Elements whose lines must not break inside a Chinese word or between a number and its
# measure word (issue 16): titles wherever they are listed, and counts and positions.
UNBROKEN = (
    "article h1, .cb-index__title, .cb-card__title, .cb-series__title, .cb-series__link-title, "
    ".cb-series__parts a, .cb-series-parts__title, .cb-series-index__title, .cb-series__position, "
    ".cb-post-meta__position, "
    ".cb-post-meta__item[data-readtime], .cb-post-meta time, .cb-post-meta__series a, .cb-index__count, "
    ".cb-series-parts__number, .cb-series-index__progress, [data-total-readtime]"
)
# Each line break inside those elements that splits a Chinese word ("显/存": two Chinese
# characters with no space or <wbr> between: phrases.py puts a <wbr> where one word ends and
# the next begins), a number from its measure word ("16 / 字节") or 第 from its number ("第 / 1 讲").
BREAKS_INSIDE_WORDS = """selector => {
  const han = /\\p{Script=Han}/u, digit = /\\d/, found = [];
  const wrong = (before, after, spaced) =>
    (han.test(before) && han.test(after) && !spaced) || (digit.test(before) && han.test(after))
    || (before === "第" && digit.test(after));
  for (const element of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    let previous = null, spaced = false;
    for (let node; (node = walker.nextNode());) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        if (node.nodeName === "WBR") spaced = true;
        continue;
      }
      for (let i = 0; i < node.textContent.length; i++) {
        const character = node.textContent[i];
        if (/\\s/.test(character)) { spaced = true; continue; }
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        if (previous && box.top > previous.top + 2 && wrong(previous.character, character, spaced))
          found.push(element.className + " " + element.textContent.trim().slice(0, 40) + ": "
                     + previous.character + "/" + character);
        previous = {character, top: box.top};
        spaced = false;
      }
    }
  }
  return found;
}"""


@pytest.mark.parametrize(
    "path", ["", "blog/memory-budget/", "blog/zero/", "series/training-infra/", "series/", "archive/", "notes/"]
)
def test_chinese_lines_break_between_words_on_a_phone(page, site_url, path):
    page.set_viewport_size({"width": 390, "height": 900})
    page.goto(site_url + path)
    assert page.locator(UNBROKEN).count() > 0
    assert page.evaluate(BREAKS_INSIDE_WORDS, UNBROKEN) == []


@pytest.mark.parametrize("width", [390, 1280])
@pytest.mark.parametrize("path", ["", "blog/memory-budget/", "blog/xid-errors/", "archive/"])
def test_nothing_moves_while_the_page_loads(browser, site_url, path, width):
    # Layout shifts as the browser reports them (what Lighthouse's CLS sums): the search
    # button that the script shows, fonts that arrive, formulas.
    context = browser.new_context(viewport={"width": width, "height": 900})
    tab = context.new_page()
    tab.add_init_script(
        "window.shifts = []; new PerformanceObserver(list => list.getEntries().forEach(entry =>"
        " window.shifts.push(entry.value))).observe({type: 'layout-shift', buffered: true});"
    )
    tab.goto(site_url + path, wait_until="networkidle")
    tab.wait_for_timeout(300)
    assert sum(tab.evaluate("window.shifts")) < 0.01
    context.close()


@pytest.mark.parametrize(("path", "name"), [("blog/memory-budget/", "公式"), ("en/blog/memory-budget/", "formula")])
def test_a_wide_formula_scrolls_in_its_own_box_on_a_phone(page, site_url, path, name):
    page.set_viewport_size({"width": 390, "height": 900})
    page.goto(site_url + path, wait_until="networkidle")
    assert page.evaluate("document.documentElement.scrollWidth") == 390  # the page itself does not scroll sideways
    wide = page.locator("div.arithmatex[role=region]")
    assert wide.count() == 1  # the sum of both budgets; the other formulas fit
    assert wide.evaluate("box => box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto'")
    assert wide.get_attribute("aria-label") == name and wide.get_attribute("tabindex") == "0"
    # A display formula is spaced like a paragraph: the gap above it equals a paragraph's.
    gaps = page.evaluate("""() => {
        const formula = document.querySelector('div.arithmatex .katex-display');
        const paragraph = document.querySelector('article p + p');
        return [getComputedStyle(formula).marginTop, getComputedStyle(paragraph).marginTop];
    }""")
    assert gaps[0] == gaps[1], gaps


def closed_shadow_svgs(tab) -> list[dict]:
    """The SVGs in the page's shadow roots, closed ones too (Material draws each diagram in a
    closed shadow root, out of reach of page scripts), as Chromium's DevTools protocol sees them."""
    cdp = tab.context.new_cdp_session(tab)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")

    def walk(node):
        yield node
        for child in node.get("children", []) + node.get("shadowRoots", []):
            yield from walk(child)

    root = cdp.send("DOM.getDocument", {"depth": -1, "pierce": True})["root"]
    svgs = []
    for svg in (
        node
        for node in walk(root)
        if node.get("nodeName") == "svg" and "aria-roledescription" in node.get("attributes", [])
    ):
        nodes = list(walk(svg))
        label = next(node for node in nodes if "nodeLabel" in " ".join(node.get("attributes", [])))
        style = cdp.send("CSS.getComputedStyleForNode", {"nodeId": label["nodeId"]})["computedStyle"]
        svgs.append(
            {
                "text": [
                    node["nodeValue"] for node in nodes if node.get("nodeType") == 3 and "{" not in node["nodeValue"]
                ],
                "label_color": next(item["value"] for item in style if item["name"] == "color"),
            }
        )
    return svgs


def label_colour_is_dark(colour: str) -> bool:
    red, green, blue = (int(float(part.strip(" )"))) for part in colour[colour.index("(") + 1 :].split(",")[:3])
    return red + green + blue <= 382


@pytest.mark.parametrize("tab", [(1280, "light"), (390, "dark")], indirect=True, ids=["light", "dark"])
@pytest.mark.parametrize("path", ["blog/tensor-pipeline/", "series/training-infra/all/"])
def test_a_mermaid_diagram_is_drawn_at_build_time_in_the_readers_palette(tab, site_url, path):
    # Issue 45: Mermaid (754 KB) was fetched and run in the reader's browser, about 6 s on a phone.
    # The one-page course renames its parts' ids: a drawing's must stay what its <style> names.
    requests = []
    tab.on("request", lambda request: requests.append(request.url))
    tab.goto(site_url + path)
    settle(tab)
    dark = tab.evaluate("document.body.getAttribute('data-md-color-scheme')") == "slate"
    shown = tab.evaluate("""() => [...document.querySelectorAll('.cb-diagram-box svg')]
        .filter(svg => getComputedStyle(svg).display !== 'none')
        .map(svg => ({scheme: svg.dataset.scheme, role: svg.getAttribute('role'), name: svg.getAttribute('aria-label'),
                      text: svg.textContent, colour: getComputedStyle(svg.querySelector('.node text')).fill,
                      box: getComputedStyle(svg.querySelector('.node rect')).fill,
                      width: svg.getBoundingClientRect().width}))""")
    assert len(shown) == 1, shown  # one drawing of the two, the one in the page's palette
    (diagram,) = shown
    assert diagram["scheme"] == ("slate" if dark else "default")
    assert "GPU 3" in diagram["text"] and "激活" in diagram["text"]
    assert diagram["role"] == "img" and diagram["name"].startswith("图：") and "GPU 3" in diagram["name"]
    assert label_colour_is_dark(diagram["colour"]) != dark, diagram["colour"]  # dark on light, light on dark
    assert diagram["box"] != "rgb(0, 0, 0)", diagram["box"]  # its stylesheet applies (a black box without)
    assert not tab.locator("pre.cb-diagram").is_visible()  # the source is not shown
    assert not any("mermaid" in url for url in requests)  # no Mermaid fetched, nothing run
    assert {url.split("/")[2] for url in requests} == {site_url.split("/")[2]}
    # Printed, it is the light drawing, within the paper's line.
    tab.emulate_media(media="print")
    printed = tab.evaluate("""() => [...document.querySelectorAll('.cb-diagram-box svg')]
        .filter(svg => getComputedStyle(svg).display !== 'none').map(svg => svg.dataset.scheme)""")
    assert printed == ["default"]
    tab.emulate_media(media="screen")


def test_a_diagram_the_build_cannot_draw_is_drawn_in_the_readers_browser(page, serve, tmp_path):
    # Without a Chromium where the site is built, the diagram is drawn as before: by Mermaid from the site.
    config = make_site(
        tmp_path,
        {"index.md": "# 图\n\n```mermaid\nflowchart LR\n  A[数据] --> B[模型]\n```\n"},
        features=("authoring", "assets", "diagrams"),
    )
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    build = run_build(config, tmp_path / "site", "--strict", env={"PATH": "/nonexistent", "CHROMIUM_PATH": ""})
    assert build.returncode == 0, build.log
    assert "drawn in the reader's browser instead" in build.log
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    with serve(build.site) as url:
        page.goto(url)
        page.wait_for_function("document.querySelector('.cb-diagram-box svg') !== null", timeout=30_000)
        diagrams = closed_shadow_svgs(page)
    assert len(diagrams) == 1 and "模型" in diagrams[0]["text"]
    assert any(request.endswith("assets/mermaid/mermaid.min.js") for request in requests)


def test_pages_without_a_diagram_do_not_load_mermaid(page, site_url):
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(site_url + "blog/zero/", wait_until="networkidle")
    assert not any("mermaid" in url for url in requests)


def test_a_writers_own_script_still_finds_materials_document_subscription(page, serve, tmp_path):
    # Material's bundle is deferred (the first paint does not wait for it); a writer's
    # extra_javascript written as Material's guide shows, with document$, must still run after it.
    (tmp_path / "docs" / "js").mkdir(parents=True)
    (tmp_path / "docs" / "js" / "mark.js").write_text(
        'document$.subscribe(function () { document.body.dataset.writer = "ran"; });\n', encoding="utf-8"
    )
    config = make_site(tmp_path, {"index.md": "# 首页\n\n正文。\n"}, extra="extra_javascript:\n  - js/mark.js\n")
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    with serve(build.site) as url:
        page.goto(url, wait_until="load")
        assert page.evaluate("document.body.dataset.writer") == "ran"
    assert errors == []
