"""A page's rendered HTML taken apart for somewhere other than the site (a book, a 公众号
article): parsed, with what only the site uses left out.

lxml's HTML parser (libxml2) is the one the engine uses elsewhere; these fix what it gets
wrong for HTML5 and hold what every export does alike.
"""

from __future__ import annotations

from lxml import etree
from lxml import html as lxml_html

DIAGRAMS = ".//pre[@class='cb-diagram' or @class='mermaid']"  # a diagram's source, as fences.py writes it
# What only the site's pages use: the numbers print adds after links, the ¶ of headings.
_SITE_ONLY = ".//*[contains(concat(' ', @class, ' '), ' cb-print-only ') or @class='headerlink']"


def parse_fragment(html: str) -> etree._Element:
    """``html`` (a page's content) under one ``<div>``."""
    root = lxml_html.fragment_fromstring(html, create_parent="div")
    _empty_wbr(root)
    return root


def diagram_sources(html: str) -> list[str]:
    """The source of each diagram in a page's HTML, in order."""
    return [block.text_content() for block in parse_fragment(html).xpath(DIAGRAMS)] if html.strip() else []


def drop_site_only(root: etree._Element) -> None:
    """Leave out what only the site's pages use (print's link numbers, headings' ¶)."""
    for element in root.xpath(_SITE_ONLY):
        drop(element)


def code_without_line_numbers(root: etree._Element) -> None:
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
