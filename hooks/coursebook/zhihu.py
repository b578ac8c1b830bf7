"""A post as Markdown for an editor that imports it: 知乎's (formulas as ``$$…$$``, which its
importer reads in a line and on a line of their own), or plain Markdown for 掘金 and CSDN
(``$…$`` in a line, ``$$`` blocks, as KaTeX reads them).

Made from the post as the site renders it, not from its source: wikilinks, embeds, callouts,
a vault's syntax and relative links are resolved already. markdownify turns the HTML into
Markdown; before it does, each formula is put aside as a token (its TeX must not be escaped),
pictures and links get the deployed site's addresses, callouts become quotes with their title
in bold, and footnotes are collected to be written as ``[^n]`` at the end.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from urllib.parse import urljoin, urlsplit

from bs4 import Tag
from lxml import etree
from lxml import html as lxml_html
from markdownify import MarkdownConverter

from coursebook.fragments import (
    DIAGRAMS,
    FORMULAS,
    Article,
    drop,
    for_export,
    replace,
    site_path,
    tex_of,
)

FLAVOURS = ("zhihu", "markdown")
_TOKEN = re.compile(r"CBTOKEN(\d+)X")


def article_markdown(article: Article, flavour: str, served: Callable[[str], bool]) -> tuple[str, list[str]]:
    """``article`` as Markdown of ``flavour`` (zhihu, markdown), and the problems met (a picture
    the site does not serve, a diagram kept as its source). ``served``: whether the built site
    has a file at a site path."""
    problems: list[str] = []
    tokens: list[str] = []
    root = for_export(article.html)
    for wbr in list(root.iter("wbr")):
        drop(wbr)
    for formula in root.xpath(FORMULAS):
        display = formula.get("class") == "katex-display"
        tex = " ".join(tex_of(formula).split())
        _put_text(formula, _token(tokens, _math(tex, display, flavour)), "p" if display else "span")
    for block in root.xpath(DIAGRAMS):
        problems.append("a diagram is kept as its Mermaid source, which the editor shows as code")
        block.set("class", "language-mermaid")
    footnotes = _footnotes(root, tokens)
    _callouts_as_quotes(root)
    site = urljoin(article.site_url, article.page_url) if article.site_url else ""
    relative = 0
    for link in root.iter("a"):
        href = link.get("href") or ""
        if href.startswith("#"):
            link.attrib.pop("href")  # a heading of the post: its text
        elif site:
            link.set("href", urljoin(site, href))
        elif not urlsplit(href).scheme:
            relative += 1
    if relative:
        problems.append(f"{relative} links to the site's own pages stay relative: set site_url in mkdocs.yml")
    for image in root.iter("img"):
        image.set("src", _picture(image.get("src") or "", article, served, problems))
    text = _markdown(root)
    text = text.strip() + "\n"
    if footnotes:
        text += "\n" + "".join(f"[^{number}]: {note}\n" for number, note in enumerate(footnotes, 1))
    return _TOKEN.sub(lambda match: tokens[int(match[1])], text), problems


def _math(tex: str, display: bool, flavour: str) -> str:
    if display:
        return f"$$\n{tex}\n$$"
    return f"$${tex}$$" if flavour == "zhihu" else f"${tex}$"


def _token(tokens: list[str], text: str) -> str:
    """A word markdownify leaves alone, standing for ``text`` until the end."""
    tokens.append(text)
    return f"CBTOKEN{len(tokens) - 1}X"


def _markdown(element: etree._Element) -> str:
    """``element``'s content as Markdown (markdownify)."""
    converter = MarkdownConverter(heading_style="ATX", bullets="-", code_language_callback=_language)
    return converter.convert(lxml_html.tostring(element, encoding="unicode"))


def _put_text(element: etree._Element, text: str, tag: str) -> None:
    holder = lxml_html.Element(tag)
    holder.text = text
    replace(element, holder)


def _footnotes(root: etree._Element, tokens: list[str]) -> list[str]:
    """Each footnote's text, in order; its references in the text become ``[^n]``."""
    notes: list[str] = []
    numbers: dict[str, int] = {}
    for block in root.xpath(".//div[contains(concat(' ', @class, ' '), ' footnote ')]"):
        for item in block.iter("li"):
            for back in item.xpath(".//a[contains(@class, 'footnote-backref')]"):
                drop(back)
            numbers[item.get("id") or ""] = len(notes) + 1
            item.tag = "div"  # its content, links and code kept, on one line
            notes.append(" ".join(_markdown(item).split()))
        drop(block)
    for reference in root.xpath(".//sup[a[contains(@class, 'footnote-ref')]]"):
        target = (reference[0].get("href") or "").lstrip("#")
        if target in numbers:
            _put_text(reference, _token(tokens, f"[^{numbers[target]}]"), "span")
    return notes


def _callouts_as_quotes(root: etree._Element) -> None:
    """A callout (admonition, details) as a quote whose first line is its title in bold."""
    for box in root.xpath(".//div[contains(concat(' ', @class, ' '), ' admonition ')] | .//details"):
        box.tag = "blockquote"
        for title in box.xpath("./p[contains(@class, 'admonition-title')] | ./summary"):
            title.tag = "p"
            strong = lxml_html.Element("strong")
            strong.text, title.text = title.text_content().strip(), None
            for child in list(title):
                title.remove(child)
            title.append(strong)


def _picture(src: str, article: Article, served: Callable[[str], bool], problems: list[str]) -> str:
    path = site_path(src, article.page_url)
    if path is None:
        return src
    if not served(path):
        problems.append(f"the picture {src} is not in the built site")
    if not article.site_url:
        problems.append(f"the picture {src} has no absolute address: set site_url in mkdocs.yml")
        return src
    return urljoin(article.site_url, path)


def _language(element: Tag) -> str | None:
    """A code block's language, from the class Pygments' wrapper carries (language-python)."""
    for holder in (element, *element.parents):
        classes: list[str] | str = holder.get("class") or []
        for name in classes if isinstance(classes, list) else classes.split():
            if name.startswith("language-"):
                return name.removeprefix("language-")
    return None
