"""Bounds on a page's Markdown before Python-Markdown reads it, so that no page can stall a build.

Python-Markdown takes time quadratic in the number of ``<`` or ``[`` in one paragraph
that open nothing (20,000 characters of ``a <b`` took 2 s, 40,000 took 8), and in how
deep brackets nest; lists nested about 250 deep exhaust Python's stack. A writer's
page never comes near: the bounds below are 10 to 100 times what real pages hold.
Each bound that a page passes is a warning naming the page and line:

- a page longer than ``PAGE_CHARS`` is cut there;
- in a paragraph with more than ``UNCLOSED`` openers that close nothing, those
  openers are escaped (``&lt;``, ``\\[``): Markdown shows them as it would anyway;
- brackets nested deeper than ``BRACKET_DEPTH`` are escaped, shown as written;
- a line nested deeper than ``NESTING`` lists or quotes is shown at that depth.

Code (fenced and inline) is left as written.
"""

from __future__ import annotations

import re

from coursebook.model import Problem
from coursebook.text import outside_code

PAGE_CHARS = 4_000_000  # about 40 times this project's guide, all six parts
UNCLOSED = 200  # "<" or "[" in one paragraph that open nothing
BRACKET_DEPTH = 32
NESTING = 64  # lists, quotes and admonitions inside one another

_BLOCK = re.compile(r"(?:[^\n]*\S[^\n]*(?:\n|$))+")  # a paragraph: lines up to a blank one
_PREFIX = re.compile(r"^[ \t>]{64,}", re.MULTILINE)  # 64 tabs are NESTING levels of four columns
_COLUMNS = NESTING * 4
_OPENERS = re.compile(r"[<\[\]>]")


def bound_markdown(markdown: str, src_uri: str) -> tuple[str, list[Problem]]:
    """``markdown`` within the bounds above, and a problem for each bound it passed."""
    problems: list[Problem] = []
    if len(markdown) > PAGE_CHARS:
        line = markdown.count("\n", 0, PAGE_CHARS) + 1
        message = f"{len(markdown):,} characters, more than {PAGE_CHARS:,}: cut at line {line}; split the page"
        problems.append(Problem(src_uri, "text", message))
        markdown = markdown[:PAGE_CHARS]
    if _PREFIX.search(markdown) and (deep := outside_code(markdown, _shallower, fences_only=True)) != markdown:
        markdown = deep
        problems.append(
            Problem(src_uri, "text", f"lists or quotes nested more than {NESTING} deep: shown at that depth")
        )
    if markdown.count("<") + markdown.count("[") > UNCLOSED:
        changed = outside_code(markdown, lambda text: _BLOCK.sub(_escape_unclosed, text))
        if changed != markdown:
            message = (
                f"more than {UNCLOSED} '<' or '[' in one paragraph that open nothing, or brackets nested more "
                f"than {BRACKET_DEPTH} deep: escaped, so that Markdown reads them in bounded time"
            )
            problems.append(Problem(src_uri, "text", message))
            markdown = changed
    return markdown, problems


def _shallower(text: str) -> str:
    """``text`` with each line's indentation and quote marks cut to ``NESTING`` levels of
    four columns (a tab counts to the next multiple of four, as Markdown reads it)."""
    return _PREFIX.sub(lambda prefix: _first_columns(prefix.group(0)), text)


def _first_columns(prefix: str) -> str:
    column = 0
    for index, char in enumerate(prefix):
        column = column + 4 - column % 4 if char == "\t" else column + 1
        if column > _COLUMNS:
            return prefix[:index]
    return prefix


def _escape_unclosed(block: re.Match[str]) -> str:
    """A paragraph with its openers that close nothing escaped when there are too many of
    them, and brackets beyond ``BRACKET_DEPTH`` escaped; as it was otherwise."""
    text = block.group(0)
    if text.count("<") + text.count("[") <= UNCLOSED:
        return text
    escape = _marks_to_escape(text)
    if not escape:
        return text
    pieces, position = [], 0
    for index in sorted(escape):
        pieces += [text[position:index], "&lt;" if text[index] == "<" else "\\" + text[index]]
        position = index + 1
    pieces.append(text[position:])
    return "".join(pieces)


def _marks_to_escape(text: str) -> set[int]:
    """Positions of ``<`` that no ``>`` closes before the next ``<``, of ``[`` that no ``]``
    closes, and of brackets nested deeper than ``BRACKET_DEPTH`` (with their ``]``); only
    when the unclosed ones are more than ``UNCLOSED``. One pass."""
    opened_angle: int | None = None
    unclosed: list[int] = []
    brackets: list[int] = []  # positions of the [ still open
    deep: set[int] = set()
    for mark in _OPENERS.finditer(text):
        index, char = mark.start(), mark.group(0)
        if index and text[index - 1] == "\\":
            continue  # escaped already
        if char == "<":
            if opened_angle is not None:
                unclosed.append(opened_angle)
            opened_angle = index
        elif char == ">":
            opened_angle = None
        elif char == "[":
            if len(brackets) >= BRACKET_DEPTH:
                deep.add(index)
            brackets.append(index)
        elif brackets:
            opener = brackets.pop()
            if opener in deep:
                deep.add(index)
    if opened_angle is not None:
        unclosed.append(opened_angle)
    unclosed += brackets
    return deep | (set(unclosed) if len(unclosed) > UNCLOSED else set())
