"""The block structure of a page's HTML, to compare Coursebook's Markdown with a CommonMark
parser's (issue 42): the kinds and nesting of paragraphs, lists, items, headings, code, quotes,
tables and rules, and the text of each block.

What both readers write differently without a reader seeing a different structure is left out:
a paragraph directly inside a list item (a loose list's spacing) counts as the item's own text,
code is compared by its text (Coursebook colours it in spans), and whitespace is one space.
"""

from __future__ import annotations

import re
from functools import cache

import markdown as python_markdown
from bs4 import BeautifulSoup, NavigableString, Tag
from markdown_it import MarkdownIt

from coursebook.bounds import bound_markdown
from coursebook.features.theme import markdown_extensions
from coursebook.lists import commonmark_lists

BLOCKS = {"p", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "table", "hr"}
_SPACE = re.compile(r"\s+")


def coursebook_html(text: str, cjk_emphasis: bool = True) -> str:
    """``text`` as a Coursebook page renders it: the lists rewritten and the bounds applied, as
    the build does before Markdown (features/authoring.py), then Coursebook's extensions
    (without coursebook.cjkemphasis when not ``cjk_emphasis``)."""
    bounded, _ = bound_markdown(commonmark_lists(text), "page.md")
    extensions = markdown_extensions()
    if not cjk_emphasis:
        del extensions["coursebook.cjkemphasis"]
    reader = python_markdown.Markdown(extensions=list(extensions), extension_configs=extensions)
    return reader.convert(bounded)


@cache
def _commonmark() -> MarkdownIt:
    return MarkdownIt("commonmark").enable(["table", "strikethrough"])


def commonmark_html(text: str) -> str:
    return _commonmark().render(text)


def block_tree(html: str) -> tuple:
    """The blocks of ``html`` as nested tuples: (tag, text, children)."""
    tree = BeautifulSoup(html, "html.parser")
    for anchor in tree.select("a.headerlink"):  # the heading's permalink (Material's toc setting)
        anchor.decompose()
    return tuple(_blocks(tree))


def _blocks(node: Tag) -> list[tuple]:
    found: list[tuple] = []
    for child in node.children:
        if not isinstance(child, Tag):
            continue
        if child.name in BLOCKS:
            found.append(_block(child))
        else:
            found += _blocks(child)  # a wrapper (Coursebook's <div class="highlight">): its blocks
    return found


def _block(element: Tag) -> tuple:
    name = element.name
    if name == "pre":
        return ("pre", element.get_text().rstrip("\n"), ())
    if name == "table":
        rows = tuple(tuple(_text(cell) for cell in row.find_all(["th", "td"])) for row in element.find_all("tr"))
        return ("table", "", rows)
    children = _blocks(element)
    if name == "li" and children and children[0][0] == "p":  # a loose list's item: its first paragraph is its text
        first, *rest = children
        return (
            "li",
            first[1],
            tuple(("p", text, sub) if kind == "p" else (kind, text, sub) for kind, text, sub in rest),
        )
    return (name, _text(element), tuple(children))


def _text(element: Tag) -> str:
    """The text of ``element`` outside its nested blocks, whitespace as single spaces."""
    parts = []
    for piece in element.descendants:
        if isinstance(piece, NavigableString) and not _inside_block(piece, element):
            parts.append(str(piece))
    return _SPACE.sub(" ", "".join(parts)).strip()


def _inside_block(piece: NavigableString, top: Tag) -> bool:
    parent = piece.parent
    while parent is not None and parent is not top:
        if parent.name in BLOCKS:
            return True
        parent = parent.parent
    return False
