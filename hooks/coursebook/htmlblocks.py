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

import functools
import re

from markdown_it import MarkdownIt

# The container elements a writer opens around Markdown; the tag at a line's start (up to three
# spaces in, as CommonMark allows), its attributes, and no markdown= of the writer's own.
_OPENING = re.compile(r"^ {0,3}<(?P<tag>details|div|section|article|aside|figure)(?=[\s>])(?P<attributes>[^>]*)>", re.I)


_ANY_OPENING = re.compile(_OPENING.pattern, re.I | re.M)


@functools.cache
def _parser() -> MarkdownIt:
    return MarkdownIt("commonmark")


def markdown_in_html(markdown: str) -> tuple[str, list[tuple[int, str]]]:
    """``markdown`` with ``markdown="1"`` on each opening tag whose HTML block ends (at a blank
    line) before its element does, each element never closed closed at the end; and those
    elements, as (line, tag), lines counted from 0."""
    if not _ANY_OPENING.search(markdown):
        return markdown, []
    lines = markdown.split("\n")
    tokens = _parser().parse(markdown)
    opened: dict[str, list[int]] = {}  # tag -> the lines of its elements open so far
    for token in tokens:
        html = [token] if token.type == "html_block" else []
        html += (
            [child for child in token.children or [] if child.type == "html_inline"] if token.type == "inline" else []
        )
        for piece in html:
            line = token.map[0] if token.map else 0
            for found in _TAG.finditer(piece.content):
                name = found["name"].lower()
                if not found["close"]:
                    opened.setdefault(name, []).append(line)
                elif opened.get(name):
                    opened[name].pop()
        opening = _OPENING.match(lines[token.map[0]]) if token.type == "html_block" and token.map else None
        if opening is None or "markdown=" in opening["attributes"].lower():
            continue
        if _balance(token.content, opening["tag"].lower()) > 0:  # its block ends before it does
            at = opening.end() - 1  # the opening tag's ">"
            line = token.map[0] if token.map else 0
            lines[line] = f'{lines[line][:at]} markdown="1"{lines[line][at:]}'
    unclosed = sorted((line, tag) for tag, open_lines in opened.items() for line in open_lines)
    for _, tag in reversed(unclosed):
        lines += ["", f"</{tag}>"]
    return "\n".join(lines), unclosed


_TAG = re.compile(r"<(?P<close>/?)(?P<name>details|div|section|article|aside|figure)(?=[\s>/])", re.I)


def _balance(html: str, tag: str) -> int:
    """How many more ``tag`` elements ``html`` opens than it closes."""
    return sum(-1 if found["close"] else 1 for found in _TAG.finditer(html) if found["name"].lower() == tag)
