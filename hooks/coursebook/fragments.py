"""A page's rendered HTML taken apart for somewhere other than the site (a book, a 公众号
article): parsed, with what only the site uses left out.

lxml's HTML parser (libxml2) is the one the engine uses elsewhere; these fix what it gets
wrong for HTML5 and hold what every export does alike.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from urllib.parse import unquote, urljoin, urlsplit

from lxml import etree
from lxml import html as lxml_html

DIAGRAMS = ".//pre[@class='cb-diagram' or @class='mermaid']"  # a diagram's source, as fences.py writes it
# Each formula KaTeX typeset (a displayed one once, not also its inner span), and its TeX.
FORMULAS = ".//*[@class='katex-display' or (@class='katex' and not(parent::*[@class='katex-display']))]"
_TEX = ".//*[local-name()='annotation'][@encoding='application/x-tex']"
_LOCAL_HOSTS = ("127.0.0.1", "localhost", "0.0.0.0", "::1")


@dataclass(frozen=True)
class Article:
    """A post as the site renders it, and where it lives: what a post's export starts from."""

    title: str
    html: str  # its content (MkDocs' page.content, formulas typeset by KaTeX)
    page_url: str  # its URL within the site
    site_url: str  # the deployed site's address ending in "/", "" when the site names none
    lang: str  # zh or en


# What only the site's pages use: the numbers print adds after links, the ¶ of headings, the
# diagrams drawn for the page (features/diagrams.py).
_SITE_ONLY = (
    ".//*[contains(concat(' ', @class, ' '), ' cb-print-only ') or @class='headerlink' or self::div[@data-drawn]]"
)


def parse_fragment(html: str) -> etree._Element:
    """``html`` (a page's content) under one ``<div>``."""
    root = lxml_html.fragment_fromstring(html, create_parent="div")
    _empty_wbr(root)
    return root


def diagram_sources(html: str) -> list[str]:
    """The source of each diagram in a page's HTML, in order."""
    return [block.text_content() for block in parse_fragment(html).xpath(DIAGRAMS)] if html.strip() else []


def code_colours() -> str:
    """The stylesheet of the code's colours as the site's highlighter (Pygments) marks them up."""
    from pygments.formatters import HtmlFormatter

    return HtmlFormatter().get_style_defs(".highlight")


def tex_of(formula: etree._Element) -> str:
    """The TeX a KaTeX formula was typeset from (its MathML's annotation)."""
    annotation = formula.xpath(_TEX)
    return (annotation[0].text or "").strip() if annotation else formula.text_content()


def replace(old: etree._Element, new: etree._Element) -> None:
    """Put ``new`` where ``old`` is, with the text that followed ``old``."""
    new.tail = old.tail
    old.getparent().replace(old, new)


def parse_svg(text: str) -> etree._Element | None:
    """A drawing's SVG markup as an element, None when it is not well-formed XML (a browser's
    outerHTML writes a no-break space as &nbsp;, which XML does not know)."""
    try:
        return etree.fromstring(text.replace("&nbsp;", "&#160;"))
    except etree.XMLSyntaxError:
        return None


def drawing_labels(drawing: etree._Element) -> list[str]:
    """The words of a diagram's drawing, each label once, in the order drawn: its name for a
    screen reader."""
    texts = drawing.xpath(".//*[local-name()='text']")
    return list(dict.fromkeys(words for text in texts if (words := " ".join(" ".join(text.itertext()).split()))))


def site_path(src: str, page_url: str) -> str | None:
    """The path in the built site of a relative address on the page at ``page_url``; None for an
    address on another site."""
    split = urlsplit(src)
    if split.scheme or split.netloc:
        return None
    return posixpath.normpath(unquote(urljoin("/" + page_url, split.path))).lstrip("/")


def is_local(site_url: str) -> bool:
    """Whether ``site_url`` is this machine's (`coursebook init`'s default while SITE_URL is unset)."""
    return urlsplit(site_url).hostname in _LOCAL_HOSTS


def for_export(html: str) -> etree._Element:
    """``html`` (a page's content) parsed for an export: without comments, what only the site's
    pages use, or a code block's line-number column; a diagram as its source (an export draws
    its own, for its reader: features/diagrams.py drew the page's in two palettes)."""
    root = parse_fragment(html)
    for comment in root.xpath(".//comment()"):
        drop(comment)
    for source in root.xpath(".//pre[@data-drawn]"):
        for name in ("data-drawn", "hidden"):
            source.attrib.pop(name, None)
    _drop_site_only(root)
    _code_without_line_numbers(root)
    return root


def _drop_site_only(root: etree._Element) -> None:
    """Leave out what only the site's pages use (print's link numbers, headings' ¶)."""
    for element in root.xpath(_SITE_ONLY):
        drop(element)


def _code_without_line_numbers(root: etree._Element) -> None:
    """A code block numbered in a table (linenums) as its code alone: elsewhere long lines
    wrap, and the numbers beside them would no longer match."""
    for table in root.xpath(".//table[@class='highlighttable']"):
        code = table.xpath(".//td[@class='code']")
        if code:
            holder = lxml_html.Element("div")
            holder.extend(list(code[0]))
            holder.tail = table.tail
            table.getparent().replace(table, holder)


def drop(element: etree._Element) -> None:
    """Remove ``element`` and keep the text after it."""
    parent = element.getparent()
    if parent is None:
        return
    if element.tail:
        previous = element.getprevious()
        if previous is not None:
            previous.tail = (previous.tail or "") + element.tail
        else:
            parent.text = (parent.text or "") + element.tail
    parent.remove(element)


def _empty_wbr(root: etree._Element) -> None:
    """libxml2's HTML parser does not know that ``<wbr>`` is empty and puts what follows it
    inside it: taken out again, after it (the innermost first)."""
    for wbr in reversed(list(root.iter("wbr"))):
        children, text, tail = list(wbr), wbr.text or "", wbr.tail or ""
        wbr.text = None
        wbr.tail = text if children else text + tail
        for child in reversed(children):
            wbr.addnext(child)  # with its tail
        if children:
            children[-1].tail = (children[-1].tail or "") + tail
