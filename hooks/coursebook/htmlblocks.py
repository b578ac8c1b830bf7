"""HTML blocks as writers' editors read them (CommonMark: GitHub, Typora, Obsidian, Hexo's
renderers): an HTML block ends at a blank line, and what follows is Markdown again, also inside
an element the block opened and a later line closes (a ``<details>`` holding a list, a formula,
a heading). Python-Markdown reads everything up to the closing tag as raw HTML, so such a list
showed as ``- item **bold**``. Its opening tag gets ``markdown="1"``, which tells
Python-Markdown's md_in_html to read the inside as Markdown.

An element never closed holds the rest of the page, in the browser as in the editor's preview
(a ``<details>`` folds it all away): it is closed at the page's end, as a browser closes it,
and reported by line.
"""

from __future__ import annotations

import re

from markdown_it.token import Token

from coursebook.bounds import PAGE_CHARS
from coursebook.lists import commonmark_parser

# The container elements a writer opens around Markdown; the tag at a line's start (up to three
# spaces in, as CommonMark allows), its attributes, and no markdown= of the writer's own.
_OPENING = re.compile(r"^ {0,3}<(?P<tag>details|div|section|article|aside|figure)(?=[\s>])(?P<attributes>[^>]*)>", re.I)


_ANY_OPENING = re.compile(_OPENING.pattern, re.I | re.M)


def markdown_in_html(markdown: str) -> tuple[str, list[tuple[int, str]]]:
    """``markdown`` with ``markdown="1"`` on each opening tag whose HTML block ends (at a blank
    line) before its element does, each element never closed closed at the end; and those
    elements, as (line, tag), lines counted from 0."""
    if len(markdown) > PAGE_CHARS or not _ANY_OPENING.search(markdown):
        return markdown, []  # a page past the bounds is cut first (coursebook/bounds.py)
    lines = markdown.split("\n")
    tokens = commonmark_parser().parse(markdown)
    opened: dict[str, list[int]] = {}  # tag -> the lines of its elements open so far
    items: list[tuple[Token, dict[str, list[int]]]] = []  # the list items open, and their elements
    closes: list[tuple[int, str]] = []  # (line, closing tag) put in at a list item's end
    for token in tokens:
        if token.type == "list_item_open":
            items.append((token, {}))
        elif token.type == "list_item_close" and items:
            item, inside = items.pop()
            end = _item_end(item, lines)
            closes += [(end, f"{_indent(lines[line])}</{tag}>") for tag, at in inside.items() for line in at]
        if token.map is None:
            continue
        # An element opened in a list or a quote ends with it, as in a browser; one opened at the
        # top may be closed anywhere.
        top = token.type == "html_block" and token.level == 0
        html = [token] if token.type == "html_block" else []
        if token.type == "inline":
            html += [child for child in token.children or [] if child.type == "html_inline"]
        for piece in html:
            for found in _tags(piece.content):
                name = found["name"].lower()
                line = token.map[0] + (piece.content[: found.start()].count("\n") if piece is token else 0)
                inside = items[-1][1] if items else opened  # an element in a list item ends with it
                if not found["close"] and (top or items):
                    inside.setdefault(name, []).append(line)
                elif found["close"] and inside.get(name):
                    inside[name].pop()
                elif found["close"] and opened.get(name):
                    opened[name].pop()
        opening = _OPENING.match(lines[token.map[0]]) if top else None
        if opening is None or re.search(r"\bmarkdown\b", opening["attributes"], re.I):  # the writer's own
            continue
        if _balance(token.content, opening["tag"].lower()) > 0:  # its block ends before it does
            at = opening.end() - 1  # the opening tag's ">"
            line = token.map[0]
            lines[line] = f'{lines[line][:at]} markdown="1"{lines[line][at:]}'
    for line, closing in sorted(closes, reverse=True):
        lines.insert(line, closing)
    unclosed = sorted((line, tag) for tag, open_lines in opened.items() for line in open_lines)
    for _, tag in reversed(unclosed):
        lines += ["", f"</{tag}>"]
    return "\n".join(lines), unclosed


_TAG = re.compile(r"<(?P<close>/?)(?P<name>details|div|section|article|aside|figure)(?=[\s>/])", re.I)


def _balance(html: str, tag: str) -> int:
    """How many more ``tag`` elements ``html`` opens than it closes."""
    return sum(-1 if found["close"] else 1 for found in _tags(html) if found["name"].lower() == tag)


def _tags(html: str) -> list[re.Match]:
    """The opening and closing tags in ``html``, but a tag closed by itself (``<div … />``, as JSX
    and XHTML write an empty one), which a writer means as whole."""
    return [found for found in _TAG.finditer(html) if found["close"] or not _closes_itself(html, found.end())]


def _closes_itself(html: str, at: int) -> bool:
    end = html.find(">", at)
    return end > 0 and html[end - 1] == "/"


def _item_end(item: Token, lines: list[str]) -> int:
    """The line after a list item's last line of text."""
    end = item.map[1] if item.map else len(lines)
    while end > 0 and not lines[end - 1].strip():
        end -= 1
    return end


def _indent(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]
