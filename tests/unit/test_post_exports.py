"""coursebook/wechat.py and coursebook/zhihu.py on hand-made HTML: what a 公众号 or 知乎 editor gets."""

from __future__ import annotations

from bs4 import BeautifulSoup

from coursebook.fragments import Article
from coursebook.wechat import formulas_of, wechat_html
from coursebook.zhihu import article_markdown

FORMULA = (
    '<span class="arithmatex"><span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>a_b</mi>'
    '</mrow><annotation encoding="application/x-tex">a_b</annotation></semantics></math></span>'
    '<span class="katex-html" aria-hidden="true">a</span></span></span>'
)
SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="3ex" height="2ex" viewBox="0 0 10 10"><path d="M0 0h1"/></svg>'
FOOTNOTES = (
    '<p>正文<sup id="fnref:1"><a class="footnote-ref" href="#fn:1">1</a></sup>。</p>'
    '<div class="footnote"><hr><ol><li id="fn:1"><p>见 <a href="https://paper.example/x">论文</a> 和 <code>a_b</code>'
    '&nbsp;<a class="footnote-backref" href="#fnref:1">&#8617;</a></p></li></ol></div>'
)


def article(html: str, site_url: str = "https://example.org/notes/") -> Article:
    return Article("题", html, "blog/post/", site_url, "zh")


def test_a_footnote_keeps_its_link_and_code_for_zhihu():
    # Found in review: a footnote was flattened to its text, its address and code lost.
    text, problems = article_markdown(article(FOOTNOTES), "zhihu", lambda path: True)
    assert "正文[^1]。" in text
    assert text.rstrip().endswith("[^1]: 见 [论文](https://paper.example/x) 和 `a_b`")
    assert problems == []


def test_without_site_url_links_to_the_site_are_said_for_both_editors():
    html = '<p><a href="../other/">另一篇</a> 与 <a href="https://a.example/">外站</a></p>'
    _, wechat = wechat_html(article(html, ""), [], [], lambda path: True)
    assert wechat == ["1 links to the site's own pages are text only: set site_url in mkdocs.yml"]
    text, zhihu = article_markdown(article(html, ""), "markdown", lambda path: True)
    assert "[另一篇](../other/)" in text
    assert zhihu == ["1 links to the site's own pages stay relative: set site_url in mkdocs.yml"]


def test_a_formula_mathjax_could_not_draw_stays_as_tex_and_is_said():
    html = f"<p>设 {FORMULA} 与 {FORMULA}。</p>"
    assert formulas_of(html) == [("a_b", False), ("a_b", False)]
    body, problems = wechat_html(article(html), [SVG, None], [], lambda path: True)
    shown = BeautifulSoup(body, "html.parser")
    assert len(shown.find_all("svg")) == 1 and shown.find("code").get_text() == "a_b"
    assert problems == ["the formula 'a_b' is shown as its TeX: MathJax could not draw it"]
    text, _ = article_markdown(article(html), "markdown", lambda path: True)
    assert "设 $a_b$ 与 $a_b$。" in text  # its TeX unescaped


def test_a_drawing_that_is_not_xml_is_the_diagrams_source_not_a_crash():
    html = '<pre class="cb-diagram"><code>flowchart LR\n  A --&gt; B</code></pre>'
    body, problems = wechat_html(article(html), [], ["<svg><g></svg>"], lambda path: True)
    assert "flowchart LR" in BeautifulSoup(body, "html.parser").get_text()
    assert problems == ["a diagram is shown as its source: Mermaid did not draw it (is Chromium there?)"]
