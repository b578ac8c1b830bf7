"""A post as one HTML file to paste into the 公众号 (WeChat Official Accounts) editor.

The editor keeps only inline styles (no ``<style>``, no class-dependent look, no web font),
drops scripts, and allows links only to other 公众号 articles. So the post's HTML, as the
site renders it, becomes:

- every formula an inline SVG (MathJax, ``typeset_svg.cjs``), every diagram an SVG
  (coursebook/diagrams.py);
- every link to somewhere outside the post its text and a number, ``[1]``, with the
  addresses listed at the end; links inside the post (footnotes, headings) plain text;
- every picture an absolute address on the deployed site (the editor fetches it), and a
  problem reported for a picture the site does not serve;
- the look (code colours, callouts, tables, footnotes) written into each element's
  ``style`` by css-inline from the stylesheet below, then every ``class`` and ``id`` removed.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import urljoin, urlsplit

import css_inline
from lxml import etree
from lxml import html as lxml_html

from coursebook.fragments import (
    DIAGRAMS,
    FORMULAS,
    Article,
    drop,
    for_export,
    parse_fragment,
    parse_svg,
    replace,
    site_path,
    tex_of,
)
from coursebook.strings import strings_for


def formulas_of(html: str) -> list[tuple[str, bool]]:
    """(TeX, displayed) of each formula KaTeX typeset in ``html``, in order."""
    root = parse_fragment(html)
    return [(tex_of(formula), formula.get("class") == "katex-display") for formula in root.xpath(FORMULAS)]


def wechat_html(
    article: Article,
    formulas: list[str | None],
    diagrams: list[str | None],
    served: Callable[[str], bool],
    code_css: str = "",
) -> tuple[str, list[str]]:
    """The article as 公众号's editor takes it, and the problems met (a picture the site does not
    serve, a formula MathJax could not draw, …). ``formulas``, ``diagrams``: the SVG of each formula
    (formulas_of) and diagram (fragments.diagram_sources), None where there is none; ``served``:
    whether the built site has a file at a site path; ``code_css``: the highlighter's colours."""
    problems: list[str] = []
    root = for_export(article.html)
    for formula, svg in zip(root.xpath(FORMULAS), formulas, strict=False):
        _put_formula(formula, svg, problems)
    for block, svg in zip(root.xpath(DIAGRAMS), diagrams, strict=False):
        drawing = parse_svg(svg) if svg is not None else None
        if drawing is not None:
            picture = lxml_html.Element("section", {"class": "cb-wechat-diagram"})
            picture.append(drawing)
            replace(block, picture)
        else:
            problems.append("a diagram is shown as its source: Mermaid did not draw it (is Chromium there?)")
    _plain_details(root)
    references = _links_as_references(root, article, problems)
    _absolute_pictures(root, article, served, problems)
    if references:
        root.append(_reference_list(references, article.lang))
    root.tag = "section"
    root.set("class", "cb-wechat")
    inlined = css_inline.inline_fragment(lxml_html.tostring(root, encoding="unicode"), _CSS + code_css)
    return _without_classes(inlined), problems


def _put_formula(formula: etree._Element, svg: str | None, problems: list[str]) -> None:
    """KaTeX's output replaced by the formula's SVG (or, without one, its TeX as code)."""
    display = formula.get("class") == "katex-display"
    picture = parse_svg(svg) if svg is not None else None
    if picture is None:
        problems.append(f"the formula {tex_of(formula)!r} is shown as its TeX: MathJax could not draw it")
        holder = lxml_html.Element("code")
        holder.text = tex_of(formula)
    else:
        holder = lxml_html.Element("section" if display else "span", {"class": "cb-wechat-formula"})
        if display:
            holder.set("class", "cb-wechat-display")
            if _ex(picture.get("width")) <= _SHRINKABLE:  # shrunk to a phone's column, legible still
                picture.set("style", (picture.get("style") or "") + " max-width: 100%; height: auto;")
        holder.append(picture)
    replace(formula, holder)


# A display formula at most this wide (in MathJax's ex, about 6.9 px at 16 px text) is shrunk to a
# phone's column of about 340 px, to no less than 0.7 of its size; a wider one scrolls sideways.
_SHRINKABLE = 70


def _ex(width: str | None) -> float:
    try:
        return float((width or "").removesuffix("ex"))
    except ValueError:
        return 0.0


def _plain_details(root: etree._Element) -> None:
    """A folded callout (``<details>``) unfolded: the editor has no ``<details>``."""
    for details in root.iter("details"):
        details.tag = "section"
        details.set("class", "admonition " + (details.get("class") or ""))
        for summary in details.iter("summary"):
            summary.tag = "p"
            summary.set("class", "admonition-title")


def _links_as_references(root: etree._Element, article: Article, problems: list[str]) -> list[tuple[str, str]]:
    """Each link to outside the post as its text and ``[n]``; links inside it as their text.
    Returns (text, address) of each reference, numbered in order of first appearance."""
    numbers: dict[str, int] = {}
    references: list[tuple[str, str]] = []
    unaddressed = 0
    for link in list(root.iter("a")):
        href = link.get("href") or ""
        if "footnote-backref" in (link.get("class") or ""):
            drop(link)
            continue
        split = urlsplit(href)
        address = (
            None if not href or href.startswith("#") else urljoin(urljoin(article.site_url, article.page_url), href)
        )
        if address is not None and not split.scheme and not article.site_url:
            address, unaddressed = None, unaddressed + 1  # a page of a site with no address: its text only
        link.tag = "span"
        for name in list(link.attrib):
            del link.attrib[name]
        if address is None:
            continue
        if address not in numbers:
            numbers[address] = len(references) + 1
            references.append((link.text_content().strip() or address, address))
        mark = lxml_html.Element("sup", {"class": "cb-wechat-ref"})
        mark.text = f"[{numbers[address]}]"
        mark.tail, link.tail = link.tail, None
        link.addnext(mark)
    if unaddressed:
        problems.append(f"{unaddressed} links to the site's own pages are text only: set site_url in mkdocs.yml")
    return references


def _reference_list(references: list[tuple[str, str]], lang: str) -> etree._Element:
    section = lxml_html.Element("section", {"class": "cb-wechat-references"})
    heading = etree.SubElement(section, "h3")
    heading.text = strings_for(lang)["references"]
    for number, (text, address) in enumerate(references, 1):
        item = etree.SubElement(section, "p", {"class": "cb-wechat-reference"})
        item.text = f"[{number}] {text}: {address}" if text != address else f"[{number}] {address}"
    return section


def _absolute_pictures(
    root: etree._Element, article: Article, served: Callable[[str], bool], problems: list[str]
) -> None:
    """Each picture at its absolute address; a problem for each the deployed site will not serve."""
    for image in root.iter("img"):
        src = image.get("src") or ""
        image.attrib.pop("srcset", None)
        path = site_path(src, article.page_url)
        if path is None:
            problems.append(f"the picture {src} is on another site, which 公众号 may not load: put it in docs/")
            continue
        if not served(path):
            problems.append(f"the picture {src} is not in the built site")
        if article.site_url:
            image.set("src", urljoin(article.site_url, path))
        else:
            problems.append(f"the picture {src} has no absolute address: set site_url in mkdocs.yml")


def _without_classes(html: str) -> str:
    """``html`` with its look inline only: no class, id or data- attribute (nothing refers to
    them now), no line-break chance (its span's word-break went with its class)."""
    root = parse_fragment(html)
    for wbr in list(root.iter("wbr")):
        drop(wbr)
    for element in root.iter():
        if isinstance(element.tag, str):
            for name in [name for name in element.attrib if name in ("class", "id") or name.startswith("data-")]:
                del element.attrib[name]
    return "".join(lxml_html.tostring(child, encoding="unicode") for child in root)


# The look, inlined into each element (css-inline), for the editor's 677 px column and a phone.
_CSS = """
.cb-wechat { display: block; font-size: 16px; line-height: 1.75; color: #333; letter-spacing: 0.5px; }
p { margin: 0 0 1em; }
h2 { font-size: 20px; margin: 1.6em 0 0.8em; padding-left: 10px; border-left: 4px solid #3f51b5; }
h3 { font-size: 18px; margin: 1.4em 0 0.6em; }
h4 { font-size: 16px; margin: 1.2em 0 0.5em; }
strong { color: #1a237e; }
blockquote { margin: 1em 0; padding: 0.6em 1em; border-left: 3px solid #ccc; color: #666; background: #f7f7f7; }
ul, ol { padding-left: 1.6em; margin: 0 0 1em; }
li { margin: 0.3em 0; }
code { font-family: Menlo, Consolas, monospace; font-size: 14px; padding: 2px 4px; border-radius: 3px;
       background: #f3f3f3; color: #c7254e; }
pre { margin: 1em 0; padding: 12px; border-radius: 6px; background: #f6f8fa; overflow-x: auto;
      font-size: 13px; line-height: 1.6; white-space: pre; }
pre code { padding: 0; background: none; color: #24292e; font-size: 13px; white-space: pre; }
table { border-collapse: collapse; margin: 1em 0; font-size: 14px; width: 100%; }
th { background: #f0f3ff; font-weight: bold; }
th, td { border: 1px solid #d0d7de; padding: 6px 10px; }
img { max-width: 100%; height: auto; display: block; margin: 1em auto; border-radius: 4px; }
hr { border: none; border-top: 1px solid #ddd; margin: 2em 0; }
.admonition { margin: 1em 0; padding: 10px 14px; border-left: 4px solid #448aff; border-radius: 4px;
              background: #f2f6ff; }
.admonition.warning, .admonition.danger, .admonition.bug { border-left-color: #ff9100; background: #fff6e8; }
.admonition.tip, .admonition.success { border-left-color: #00bfa5; background: #eefbf8; }
.admonition-title { font-weight: bold; margin: 0 0 0.4em; }
.footnote { font-size: 14px; color: #666; }
.cb-wechat-display { display: block; margin: 1em 0; text-align: center; overflow-x: auto; }
.cb-wechat-diagram { display: block; margin: 1em 0; text-align: center; overflow-x: auto; }
.cb-wechat-ref { font-size: 12px; color: #3f51b5; }
.cb-wechat-references { margin-top: 2em; font-size: 13px; color: #666; }
.cb-wechat-reference { margin: 0.2em 0; word-break: break-all; }
"""
