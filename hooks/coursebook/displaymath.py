"""Display math as writers type it: blocks that touch the text around them.

pymdownx.arithmatex reads ``$$ … $$``, ``\\[ … \\]`` and
``\\begin{env} … \\end{env}`` as display math only when the block stands
alone, between blank lines. Typora, Hexo and Obsidian writers put it straight
under a line of text; Markdown then reads the formula as part of the
paragraph, and its ``_`` and ``*`` become emphasis. Here each such block gets
the blank lines it needs, with the quote and list prefix of its lines, so the
formula is typeset and the text around it stays as it was. Code is untouched.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from coursebook.text import FENCE_OPEN, closes_fence

_PREFIX = re.compile(r"^[ \t>]*")
_BEGIN = re.compile(r"^\\begin\{(?P<env>[A-Za-z]+\*?)\}")


def separate_display_math(markdown: str) -> str:
    """Put a blank line before and after every display-math block that touches text."""
    if "$$" not in markdown and "\\[" not in markdown and "\\begin{" not in markdown:
        return markdown
    lines = markdown.split("\n")
    blocks = list(_math_blocks(lines))
    if not blocks:
        return markdown
    out: list[str] = []
    starts = {start: end for start, end in blocks}
    ends = {end for _, end in blocks}
    for number, line in enumerate(lines):
        if number in starts and number > 0 and not _is_blank(lines[number - 1]) and number - 1 not in ends:
            out.append(_blank_like(line))
        out.append(line)
        if number in ends and number + 1 < len(lines) and not _is_blank(lines[number + 1]):
            out.append(_blank_like(line))
    return "\n".join(out)


def _math_blocks(lines: list[str]) -> Iterator[tuple[int, int]]:
    """(first line, last line) of each display-math block outside code."""
    fence: str | None = None
    number = 0
    while number < len(lines):
        line = lines[number]
        body = _PREFIX.sub("", line, count=1)
        if fence is not None:
            if closes_fence(line, fence):
                fence = None
        elif match := FENCE_OPEN.match(line):
            fence = match["fence"]
        elif (closer := _closer(body)) is not None and (end := _find_end(lines, number, body, closer)) is not None:
            yield number, end
            number = end
        number += 1


def _closer(body: str) -> str | None:
    """What ends a display block opened by this line's text, or None when it opens none."""
    stripped = body.rstrip()
    if stripped.startswith("$$"):
        return "$$"
    if stripped.startswith("\\["):
        return "\\]"
    if match := _BEGIN.match(stripped):
        return f"\\end{{{match['env']}}}"
    return None


def _find_end(lines: list[str], start: int, body: str, closer: str) -> int | None:
    """The line that closes the block opened at ``start``; None when a blank line or the end comes first."""
    first = body.rstrip()
    if len(first) > len(closer) and first.endswith(closer):
        return start  # opened and closed on one line: $$ x $$, \[ x \], \begin{a} … \end{a}
    for number in range(start + 1, len(lines)):
        text = _PREFIX.sub("", lines[number], count=1).rstrip()
        if not text:
            return None  # a paragraph break inside: not a block this module can mend
        if text.endswith(closer):
            return number
    return None


def _is_blank(line: str) -> bool:
    return not _PREFIX.sub("", line, count=1).strip()


def _blank_like(line: str) -> str:
    """An empty line inside the same quote (``>``) as ``line``; list indentation needs none."""
    prefix = match.group(0) if (match := _PREFIX.match(line)) else ""
    return prefix.rstrip(" \t") if ">" in prefix else ""
