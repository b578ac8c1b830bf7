"""Markdown source helpers: code that text rewriting and reading skip."""

from __future__ import annotations

import re
from collections.abc import Callable

from markupsafe import Markup, escape

# Fenced blocks and code spans, as whole matches: what text rewriting must skip. A code span
# never crosses a blank line or the start of a bulleted item (it would leave its paragraph: a
# backtick with no partner before them is a backtick).
# A fence closes on the same run of ` or ~ at any quote depth ("> ```" ... ">```").
CODE = re.compile(
    r"^(?P<fence>[ \t>]*(?P<run>`{3,}|~{3,})).*?(?:^[ \t>]*(?P=run)[ "
    r"\t]*$|\Z)|(?P<ticks>`+)(?!`)(?:(?!\n[ \t>]*\n|\n[ \t>]*[-*+][ \t]+\S).)+?(?<!`)(?P=ticks)(?!`)",
    re.MULTILINE | re.DOTALL,
)
FENCE_OPEN = re.compile(r"^(?P<indent>[ \t>]*)(?P<fence>`{3,}|~{3,})")


def drop_fenced_code(markdown: str) -> str:
    """Return ``markdown`` without fenced code blocks (``` or ~~~, any indent or quote depth).

    An unclosed fence runs to the end of the text, as in CommonMark.
    """
    kept: list[str] = []
    closing: str | None = None
    for line in markdown.splitlines(keepends=True):
        if closing is None:
            match = FENCE_OPEN.match(line)
            if match:
                closing = match["fence"]
            else:
                kept.append(line)
        elif closes_fence(line, closing):
            closing = None
    return "".join(kept)


def closes_fence(line: str, fence: str) -> bool:
    """Whether ``line`` closes a block opened by ``fence`` (same character, at least as long, any quote depth)."""
    stripped = line.strip().lstrip(">").strip()
    return stripped.startswith(fence[0] * len(fence)) and set(stripped) <= {fence[0]}


def outside_code(markdown: str, change: Callable[[str], str], fences_only: bool = False) -> str:
    """``markdown`` with ``change`` applied to every stretch outside code (code is an example,
    left as written): fenced blocks and code spans, or fenced blocks only."""
    pieces, position = [], 0
    for code in CODE.finditer(markdown):
        if fences_only and not code["fence"]:
            continue
        pieces += [change(markdown[position : code.start()]), code.group(0)]
        position = code.end()
    pieces.append(change(markdown[position:]))
    return "".join(pieces)


# What Markdown does not read as text, besides code: raw HTML tags (with their attribute
# values) and comments, math, and link destinations. Obsidian's syntax is never looked for there.
# Math holds no backtick: a code span comes first, as in Markdown ("$5 and `$x$`" is no formula).
_NOT_TEXT = re.compile(
    CODE.pattern
    + r"|(?P<comment><!--.*?(?:-->|\Z))"
    + r"|(?P<tag></?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?/?>)"
    + r"|(?P<display>\$\$[^`]+?\$\$)"
    + r"|(?P<inline>(?<![\\$])\$(?![\s$])[^$\n`]+?(?<![\s\\])\$(?!\d))"
    + r"|(?P<destination>\]\([^()\n]*(?:\([^()\n]*\)[^()\n]*)*\))",  # one level of (…) inside
    CODE.flags,
)
# What holds indented blocks of text: a list item, an admonition (!!! or ??? and what the
# callouts parser makes of > [!note]), a content tab (===), a footnote, a definition.
_CONTAINER = re.compile(r"^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|(?:!!!|\?\?\?\+?|===)[ \t]|\[\^[^\]]+\]:|:[ \t])")
_INDENTED = re.compile(r"^(?: {4}|\t)")


def outside_markup(markdown: str, change: Callable[[str], str]) -> str:
    """``markdown`` with ``change`` applied only to what Markdown reads as text: not inside
    fenced, indented or inline code, raw HTML tags and comments, math or link destinations."""
    spans = sorted([*(match.span() for match in _NOT_TEXT.finditer(markdown)), *indented_code(markdown)])
    pieces, position = [], 0
    for start, end in spans:
        if start < position:  # inside a span already kept (an indented block holding a tag, say)
            position = max(position, end)
            continue
        pieces += [change(markdown[position:start]), markdown[start:end]]
        position = end
    pieces.append(change(markdown[position:]))
    return "".join(pieces)


def indented_code(markdown: str) -> list[tuple[int, int]]:
    """Where CommonMark's indented code blocks are: lines indented four spaces (or a tab) after
    a blank line, outside fences and containers (an indented line in a list, an admonition or
    a tab continues it)."""
    spans: list[tuple[int, int]] = []
    offset, closing, in_list, blank_before, block_start = 0, None, False, True, None
    for line in markdown.splitlines(keepends=True):
        blank = not line.strip()
        if closing is not None:
            closing = None if closes_fence(line, closing) else closing
        elif block_start is not None and not blank and not _INDENTED.match(line):
            spans.append((block_start, offset))
            block_start = None
        if closing is None and block_start is None and not blank:
            if _INDENTED.match(line) and blank_before and not in_list:
                block_start = offset
            elif (fence := FENCE_OPEN.match(line)) is not None:
                closing = fence["fence"]
            elif _CONTAINER.match(line):
                in_list = True
            elif not _INDENTED.match(line) and blank_before:
                in_list = False  # a paragraph at the margin after a blank line ends the container
        blank_before = blank
        offset += len(line)
    if block_start is not None:
        spans.append((block_start, offset))
    return spans


# Characters XML cannot hold: a backspace or another control character pasted into a post.
# A page holding one is a warning (coursebook/site.py); feeds leave the character out (feeds.py).
XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def find_control_characters(text: str) -> list[tuple[int, str]]:
    """(line, character) of each character XML cannot hold, once per line."""
    return [
        (number, found[0])
        for number, line in enumerate(text.split("\n"), 1)
        if (found := XML_ILLEGAL.search(line)) is not None
    ]


# A number and the Chinese word it counts ("16 字节", "第 2 讲"): where a line must not
# break (clreq). A number inside a Latin name ("BF16 与") is not a count; "#" and "&"
# keep the digits of an escaped character ("&#34;") out.
COUNT = re.compile(r"(?:第 ?)?(?<![A-Za-z0-9_.#&])\d+(?:\.\d+)? ?[\u3400-\u4dbf\u4e00-\u9fff]")


def keep_numbers(text: str) -> Markup:
    """``text``, escaped, with each number and its Chinese measure word in a span that does
    not break (class ``cb-nowrap``). The text itself is unchanged: copied, it is as written."""
    return Markup(COUNT.sub(lambda match: f'<span class="cb-nowrap">{match[0]}</span>', str(escape(text))))


def html_out(element) -> str:  # noqa: ANN001 - an lxml element
    """``element`` as HTML: lxml's serializer, whose parser (HTML 4's) takes ``<wbr>`` for an
    element with content (the break phrases.py puts in headings) and closes it, ``</wbr>``,
    which HTML has no such tag for."""
    from lxml import html as lxml_html

    return lxml_html.tostring(element, encoding="unicode").replace("</wbr>", "")
