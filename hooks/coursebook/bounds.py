"""Bounds on a page's Markdown before Python-Markdown reads it, so that no page can stall a build.

Python-Markdown takes time quadratic in the number of ``<`` or ``[`` in one paragraph
that open nothing (20,000 characters of ``a <b`` took 2 s, 40,000 took 8), and in how
deep brackets nest; lists nested about 250 deep exhaust Python's stack. A writer's
page never comes near: the bounds below are 10 to 100 times what real pages hold.
Each bound that a page passes is a warning naming the page and line:

- a page longer than ``PAGE_CHARS`` is cut there;
- a paragraph (lines up to a blank one, outside fenced code; a list's items, a table's rows
  and headings are each read on their own) longer than ``PARAGRAPH_CHARS`` that holds more
  than ``MARKS`` of the characters inline patterns start at is split into paragraphs at its
  line breaks, and a line longer than that is cut (a long data: address, a raw HTML block or
  indented code is read in linear time and left whole): inline Markdown is
  worse than linear in a paragraph's length (issue 41: one 5 MB line took six minutes; a
  paragraph at the bound takes about a second of the worst text tried, bench/RESULTS.md);
- in a paragraph with more than ``UNCLOSED`` openers that close nothing, those
  openers are escaped (``&lt;``, ``\\[``): Markdown shows them as it would anyway; a
  link's ``[`` whose ``(`` never closes counts as one (``[a](`` repeated);
- brackets nested deeper than ``BRACKET_DEPTH`` are escaped, shown as written;
- a line nested deeper than ``NESTING`` lists or quotes is shown at that depth.

Code (fenced and inline) is left as written.
"""

from __future__ import annotations

import re

from coursebook.model import Problem
from coursebook.text import CODE, outside_code

PAGE_CHARS = 4_000_000  # about 40 times this project's guide, all six parts
MARKS = 2_000  # the marks inline patterns start at, in one long paragraph, past which it is cut
PARAGRAPH_CHARS = 20_000  # about ten screens of text; the guide's longest paragraph is under 1,000
UNCLOSED = 200  # "<" or "[" in one paragraph that open nothing
BRACKET_DEPTH = 32
NESTING = 64  # lists, quotes and admonitions inside one another

# Both start only where a line does: tried at every character of a long blank line (a fenced
# code line, masked), "[^\n]*\S" would read the rest of the line each time, quadratic.
_BLOCK = re.compile(r"(?m:^)(?:[^\n]*\S[^\n]*(?:\n|$))+")  # a paragraph: lines up to a blank one
_PREFIX = re.compile(r"^[ \t>]{64,}", re.MULTILINE)  # 64 tabs are NESTING levels of four columns
_COLUMNS = NESTING * 4
_OPENERS = re.compile(r"[<\[\]>()]")
_NOT_NEWLINE = re.compile(r"[^\n]")
_INLINE_MARKS = re.compile(r"[<\[\]`\\*_(!$&~^=:]")
# What Markdown reads inline patterns over, about: a line and the lines after it up to a blank
# one or one that starts a list item, a heading or a table row (each is read on its own).
_NEW_PIECE = r"[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)|[|#])"
_PIECE = re.compile(rf"(?m:^)[^\n]*\S[^\n]*(?:\n(?!{_NEW_PIECE})[^\n]*\S[^\n]*)*\n?")


def bound_markdown(markdown: str, src_uri: str, before: int = 0) -> tuple[str, list[Problem]]:
    """``markdown`` within the bounds above, and a problem for each bound it passed (naming the
    file's line: ``before`` lines of front matter come before the page's Markdown)."""
    problems: list[Problem] = []
    if len(markdown) > PAGE_CHARS:
        line = markdown.count("\n", 0, PAGE_CHARS) + 1 + before
        message = f"{len(markdown):,} characters, more than {PAGE_CHARS:,}: cut at line {line}; split the page"
        problems.append(Problem(src_uri, "text", message))
        markdown = markdown[:PAGE_CHARS]
    if _PREFIX.search(markdown) and (deep := outside_code(markdown, _shallower, fences_only=True)) != markdown:
        markdown = deep
        problems.append(
            Problem(src_uri, "text", f"lists or quotes nested more than {NESTING} deep: shown at that depth")
        )
    if len(markdown) > PARAGRAPH_CHARS and (split := _split_paragraphs(markdown))[1]:
        markdown, [(line, size, cut), *others] = split
        more = f" (and {len(others)} more)" if others else ""
        how = "a line longer than that cut there" if cut else "split into paragraphs at its line breaks"
        message = (
            f"a paragraph of {size:,} characters at line {line + before}{more}, more than {PARAGRAPH_CHARS:,}: {how}"
        )
        problems.append(Problem(src_uri, "text", message))
    if markdown.count("<") + markdown.count("[") > UNCLOSED:
        if escape := _marks_outside_code(markdown):
            message = (
                f"more than {UNCLOSED} '<' or '[' in one paragraph that open nothing, or brackets nested more "
                f"than {BRACKET_DEPTH} deep: escaped, so that Markdown reads them in bounded time"
            )
            problems.append(Problem(src_uri, "text", message))
            markdown = _escape_marks(markdown, escape)
    return markdown, problems


def _split_paragraphs(markdown: str) -> tuple[str, list[tuple[int, int, bool]]]:
    """``markdown`` with each paragraph outside fenced code longer than ``PARAGRAPH_CHARS``
    split at its line breaks into paragraphs within the bound (a line longer than it cut),
    and the (line, length, whether a line was cut) of each one."""
    masked = CODE.sub(lambda code: _NOT_NEWLINE.sub(" ", code.group(0)) if code["fence"] else code.group(0), markdown)
    found: list[tuple[int, int, bool]] = []
    pieces, position = [], 0
    for piece in _PIECE.finditer(masked):
        if len(piece.group(0)) <= PARAGRAPH_CHARS or not _slow(piece.group(0)):
            continue
        lines = markdown[piece.start() : piece.end()].rstrip("\n").split("\n")
        found.append((markdown.count("\n", 0, piece.start()) + 1, len("\n".join(lines)), _longest(lines)))
        pieces += [markdown[position : piece.start()], _paragraphs_of(lines), "\n"]
        position = piece.end()
    return "".join([*pieces, markdown[position:]]), found


def _slow(text: str) -> bool:
    """Whether Markdown may read ``text`` in time worse than linear: it holds many of the marks
    inline patterns start at. A long line of anything else (an image's data: address, a raw
    HTML block such as a pasted <svg>, indented code) is read in linear time: left whole."""
    if text.lstrip().startswith("<") or all(line.startswith(("    ", "\t")) for line in text.splitlines()):
        return False  # a raw HTML block, which Markdown keeps as it is; indented code
    return len(_INLINE_MARKS.findall(text)) > MARKS


def _longest(lines: list[str]) -> bool:
    return max(len(line) for line in lines) > PARAGRAPH_CHARS


def _paragraphs_of(lines: list[str]) -> str:
    """``lines`` as paragraphs of at most ``PARAGRAPH_CHARS`` each, a line longer than that cut."""
    paragraphs: list[list[str]] = [[]]
    size = 0
    for line in (line[:PARAGRAPH_CHARS] for line in lines):
        if size + len(line) > PARAGRAPH_CHARS:
            paragraphs.append([])
            size = 0
        paragraphs[-1].append(line)
        size += len(line) + 1
    return "\n\n".join("\n".join(paragraph) for paragraph in paragraphs if paragraph)


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


def _marks_outside_code(markdown: str) -> set[int]:
    """Where ``markdown`` needs escaping: ``_marks_to_escape`` of each paragraph with too many
    openers, read with its code (fenced and inline) blanked out, so that a paragraph that
    code spans cut into pieces is counted whole (``a`b [e](f `` repeated)."""
    masked = CODE.sub(lambda code: _NOT_NEWLINE.sub("x", code.group(0)), markdown)
    found: set[int] = set()
    for block in _BLOCK.finditer(masked):
        text = block.group(0)
        if text.count("<") + text.count("[") > UNCLOSED:
            found |= {block.start() + index for index in _marks_to_escape(text)}
    return found


def _escape_marks(text: str, escape: set[int]) -> str:
    """``text`` with the marks at ``escape`` escaped: ``&lt;`` for ``<``, a backslash before a bracket."""
    pieces, position = [], 0
    for index in sorted(escape):
        pieces += [text[position:index], "&lt;" if text[index] == "<" else "\\" + text[index]]
        position = index + 1
    pieces.append(text[position:])
    return "".join(pieces)


def _marks_to_escape(text: str) -> set[int]:
    """Positions of ``<`` that no ``>`` closes before the next ``<``, of ``[`` that no ``]``
    closes or whose link's ``(`` no ``)`` closes, and of brackets nested deeper than
    ``BRACKET_DEPTH`` (with their ``]``); only when the unclosed ones are more than
    ``UNCLOSED``. One pass."""
    opened_angle: int | None = None
    unclosed: list[int] = []
    brackets: list[int] = []  # positions of the [ still open
    parens: list[int | None] = []  # each ( still open: the [ of its link, None for any other
    closed: tuple[int, int] | None = None  # the last ] and its [
    deep: set[int] = set()
    for mark in _OPENERS.finditer(text):
        index, char = mark.start(), mark.group(0)
        if index and text[index - 1] == "\\":
            continue  # escaped already
        if char in "()":
            if char == "(":
                parens.append(closed[1] if closed is not None and closed[0] == index - 1 else None)
            elif parens:
                parens.pop()
            continue
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
            closed = (index, opener)
            if opener in deep:
                deep.add(index)
    if opened_angle is not None:
        unclosed.append(opened_angle)
    unclosed += brackets
    unclosed += [opener for opener in parens if opener is not None]  # a link whose ( never closes
    return deep | (set(unclosed) if len(unclosed) > UNCLOSED else set())
