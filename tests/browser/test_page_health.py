"""Pages load cleanly: no console error, no failed request, nothing from another host."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

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
    page.on("response", lambda response: problems.append(f"{response.status}: {response.url}") if response.status >= 400 else None)
    page.on("request", lambda request: problems.append(f"other host: {request.url}") if urlsplit(request.url).netloc != host else None)
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
