"""Lists as writers' editors read them (CommonMark: Typora, Obsidian, GitHub, Hexo's marked,
Hugo's goldmark), written out so that Python-Markdown builds the same lists.

Python-Markdown reads lists by its own older rules: a list must follow a blank line, an item
nests only under four spaces, and a numbered list right after a bulleted one joins it. Each
loses a writer's structure silently (issue 42: ``学习内容：`` followed by ``- 第一项`` became one
paragraph). markdown-it-py, a maintained CommonMark parser, says where each list and item is;
this module then rewrites only those lines:

- a list that interrupts a paragraph gets the blank line Python-Markdown needs before it;
- every item's lines are indented by four spaces a level (its marker line at its parent's
  content, the rest at its own), whatever columns the writer used (2, 3 or 4);
- two lists side by side that CommonMark keeps apart (a bullet list, then a numbered one, or
  another bullet character) are kept apart by an HTML comment between them;
- ``1)`` is written ``1.``, the numbered marker Python-Markdown knows.

The same reading puts right a few other blocks Python-Markdown reads otherwise: a table right
under a line of text or followed by another block, a code fence's closing line (indented,
longer, or missing), a list, fence or table right under text in a block quote, a link
definition or a line of no-break spaces inside a paragraph. Lists inside block quotes keep
their indentation as written, and lines of display math are left alone. The bodies of
admonitions and content tabs (``!!!``, ``???``, ``===`` and four-space indented lines) are
read the same way, one level in.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field

from markdown_it import MarkdownIt
from markdown_it.token import Token

from coursebook.bounds import NESTING

# What Python-Markdown may read otherwise than CommonMark: a line that may start a list item, an
# ATX heading indented, closed by #s or with no text, a setext underline, a block quote, a
# fence, a table's delimiter row, a link definition, a no-break space at a line's start, a line
# ending in a backslash. A page with none is left alone unread.
_ANY_ITEM = re.compile(
    r"^(?:[ \t>]*(?:[-*+]|\d+[.)])(?:[ \t]|$)| {1,3}#|#{1,6}(?:[ \t].*#|[ \t]*$)|[ \t]*(?:=+|-+)[ \t]*$|>)"
    r"|^[ \t]*\|?[ \t]*:?-+:?[ \t]*\||^[ \t]{0,3}\[[^\]]+\]:|^[ \t>]*\u00a0|\\$|```|~~~",
    re.MULTILINE,
)
_MARKER = re.compile(r"^(?P<indent>[ \t]*)(?P<marker>[-*+]|\d+[.)])(?P<gap>[ \t]*)")  # as Python-Markdown reads one too
_LOOKS_LIKE_ITEM = re.compile(r"^[ \t]*(?:[-*+]|\d+[.)])(?:[ \t]|$)")  # to Python-Markdown
_BLOCK_OPENER = re.compile(r"^(?:!!!|\?\?\?\+?|===)[ \t]")  # admonition, details, content tab
_MATH_FENCE = re.compile(r"^[ \t]*(?:\$\$|\\\[|\\\])[ \t]*$")
SEPARATOR = "<!-- -->"  # between two lists CommonMark keeps apart


@functools.cache
def commonmark_parser() -> MarkdownIt:
    # Tables on (a row may start like an item: "- | yes | no"); nesting as deep as the bounds let a
    # page nest (coursebook/bounds.py cuts deeper first): markdown-it's own limit, 20 levels, is
    # ten lists, past which it gives the rest of the page to the deepest item.
    return MarkdownIt("commonmark", {"maxNesting": 2 * NESTING + 8}).enable("table")


@dataclass
class _Item:
    """One list item: the lines it spans, its content column as written, and its depth."""

    start: int
    end: int
    column: int
    depth: int
    level: int  # markdown-it's nesting level of the item's token


def commonmark_lists(markdown: str, hard_breaks: bool = False) -> str:
    """``markdown`` with its lists written so that Python-Markdown reads them as CommonMark does;
    with ``hard_breaks``, each line break inside a paragraph a break too (coursebook/breaks.py)."""
    if not _needs_reading(markdown, hard_breaks):
        return markdown
    lines = markdown.split("\n")
    return "\n".join(_in_blocks(_rewrite(lines, hard_breaks), hard_breaks))


def _needs_reading(text: str, hard_breaks: bool) -> bool:
    return bool(_ANY_ITEM.search(text)) or (hard_breaks and "\n" in text.strip())


def _rewrite(lines: list[str], hard_breaks: bool) -> list[str]:
    """``lines`` (one page, or the body of an admonition) with its top-level lists rewritten."""
    lines = _open_blocks(lines)
    text = "\n".join(lines)
    if not _needs_reading(text, hard_breaks):
        return lines
    tokens = commonmark_parser().parse(text)
    lines, closing = _closed_fences(tokens, _paragraph_lines(tokens, _unescaped_cell_pipes(tokens, lines)))
    math = _math_lines(lines)
    found = _read_lists(tokens, lines, math)
    found.hard_lines = _hard_lines(tokens, lines) if hard_breaks else set()
    if found.changes_nothing() and not closing:
        return lines
    owners = _owners(found.items, len(lines))
    _settle_columns(owners, lines)
    lazy = frozenset(found.paragraph_lines)
    out = [
        _reindented(index, line, owners[index], index in found.marker_only, lazy) for index, line in enumerate(lines)
    ]
    for index, heading in found.headings.items():
        out[index] = heading
    for index in found.backslash_breaks:  # "a\\" then "b": a line break in CommonMark
        text = out[index][:-1].rstrip()
        out[index] = text + "  " if text.strip() else text + "<br>"  # a line of "\\" alone: a break of its own
    for index in found.hard_lines:  # two spaces at a line's end: Python-Markdown's break
        out[index] += "" if out[index].endswith("  ") else "  "
    for index in sorted(found.blank_before | found.separate_before | closing.keys(), reverse=True):
        insert = ["", SEPARATOR, ""] if index in found.separate_before else [""] if index in found.blank_before else []
        if index in found.separate_before and index > 0 and out[index - 1].strip() == "":
            insert = [SEPARATOR, ""]
        out[index:index] = closing.get(index, []) + insert
    return out


_CODE_IN_CELL = re.compile(r"(?<!`)(`+)(?!`).+?(?<!`)\1(?!`)")


def _unescaped_cell_pipes(tokens: list[Token], lines: list[str]) -> list[str]:
    """``lines`` with ``\\|`` inside a table row's code spans written ``|``: GFM reads it as a pipe
    in the cell's code, Python-Markdown keeps the backslash (and splits no cell on a pipe in code)."""
    rows = {index for token in tokens if token.type == "table_open" and token.map for index in range(*token.map)}
    if not any("\\|" in lines[index] for index in rows):
        return lines
    unescaped = list(lines)
    for index in rows:
        unescaped[index] = _CODE_IN_CELL.sub(lambda code: code.group().replace("\\|", "|"), lines[index])
    return unescaped


_DEFINITION = re.compile(r"^(?P<before>(?:[ \t]*>)*[ \t]{0,3})\[(?=[^\]]+\]:)")
_NO_BREAK_SPACES = re.compile(r"^(?P<before>(?:[ \t]*>)*[ \t]*)(?P<spaces>[\u00a0\s]*\u00a0[\u00a0\s]*)$")


def _paragraph_lines(tokens: list[Token], lines: list[str]) -> list[str]:
    """``lines`` with two kinds of paragraph line written so that Python-Markdown keeps them as
    CommonMark does: a line that looks like a link definition (``[a]: url``) under a line of text,
    which CommonMark keeps as text and Python-Markdown would take away, its ``[`` escaped; and a
    line of no-break spaces, an empty paragraph to CommonMark and a blank line to Python-Markdown,
    written ``&nbsp;``."""
    changed = list(lines)
    for token in tokens:
        if token.type != "paragraph_open" or token.map is None:
            continue
        for index in range(token.map[0], token.map[1]):
            if index > token.map[0] and (definition := _DEFINITION.match(lines[index])):
                changed[index] = f"{definition['before']}\\[{lines[index][definition.end() :]}"
            elif spaces := _NO_BREAK_SPACES.match(lines[index]):
                changed[index] = f"{spaces['before']}&nbsp;"
    return changed


_QUOTE_MARKS = re.compile(r"^(?:[ \t]*>[ \t]?)*")


def _closed_fences(tokens: list[Token], lines: list[str]) -> tuple[list[str], dict[int, list[str]]]:
    """``lines`` with each closing fence of a top-level or quoted fence written as its opening
    fence (CommonMark lets it sit up to three spaces in and be longer, superfences does not); and
    the lines to insert, by the line they go before: the closing fence of such a fence left open
    (CommonMark, and every editor, shows the rest of the page, or of the quote, as its code;
    Python-Markdown as text), and the empty quote lines of ``_quote_gaps``."""
    aligned, inserted = list(lines), {}
    quotes = 0
    for token in tokens:
        quotes += {"blockquote_open": 1, "blockquote_close": -1}.get(token.type, 0)
        if token.type != "fence" or token.level != quotes or token.map is None:
            continue
        start, end = token.map
        prefix = _QUOTE_MARKS.match(lines[start]).group()  # type: ignore[union-attr]  # it matches every line
        fence = prefix + lines[start][len(prefix) :][: -len(lines[start][len(prefix) :].lstrip(" ")) or None]
        fence += token.markup
        last = _QUOTE_MARKS.sub("", lines[end - 1]).strip() if end - 1 > start else ""
        if last.startswith(token.markup) and not last.strip(token.markup[0]):
            aligned[end - 1] = fence
        else:
            inserted[end] = [fence]
    for start, line in _quote_gaps(tokens, lines).items():
        inserted.setdefault(start, []).insert(0, line)
    return aligned, inserted


_QUOTED_BLOCKS = ("fence", "bullet_list_open", "ordered_list_open", "table_open")


def _quote_gaps(tokens: list[Token], lines: list[str]) -> dict[int, str]:
    """An empty quote line (``>``) before each list, fence or table straight under a line of text
    in a block quote, by the line it goes before: Python-Markdown needs it there, CommonMark does
    not (``> 注意：`` then ``> - 第一项``)."""
    gaps, quotes = {}, 0
    for token in tokens:
        quotes += {"blockquote_open": 1, "blockquote_close": -1}.get(token.type, 0)
        if quotes and token.type in _QUOTED_BLOCKS and token.level == quotes and token.map:
            start = token.map[0]
            if start > 0 and _QUOTE_MARKS.sub("", lines[start - 1]).strip():
                gaps[start] = _QUOTE_MARKS.match(lines[start]).group().rstrip()  # type: ignore[union-attr]
    return gaps


def _hard_lines(tokens: list[Token], lines: list[str]) -> set[int]:
    """Every line of a paragraph but its last, anywhere (in lists and quotes too), that does not
    end in a break already: where a writer's single line break is to show as one."""
    return {
        index
        for token in tokens
        if token.type == "paragraph_open" and token.map
        for index in range(token.map[0], token.map[1] - 1)
        if lines[index].strip() and not lines[index].endswith(("  ", "\\"))
    }


def _open_blocks(lines: list[str]) -> list[str]:
    """``lines`` with a blank line before each admonition, details block or content tab straight
    under a line of text: Python-Markdown starts one there, where CommonMark would read its
    ``!!!`` line as the text's, and the last list item's (an Obsidian callout under a list)."""
    if not any(_BLOCK_OPENER.match(line) for line in lines):
        return lines
    out: list[str] = []
    for line in lines:
        if _BLOCK_OPENER.match(line) and out and out[-1].strip():
            out.append("")
        out.append(line)
    return out


def _math_lines(lines: list[str]) -> set[int]:
    """The lines of display math blocks (``$$`` or ``\\[`` on lines of their own)."""
    inside, found = False, set()
    for index, line in enumerate(lines):
        if _MATH_FENCE.match(line):
            inside = not inside
            found.add(index)
        elif inside:
            found.add(index)
    return found


_CHILD_BLOCKS = {
    "paragraph_open",
    "bullet_list_open",
    "ordered_list_open",
    "blockquote_open",
    "fence",
    "code_block",
    "heading_open",
    "hr",
    "html_block",
    "table_open",
}
_LISTS = ("bullet_list_open", "ordered_list_open")


@dataclass
class _Lists:
    """What ``_read_lists`` finds: the items, and the lines before which a blank line or a
    separator goes; ``marker_only``: item lines whose first block must move to a line of its own."""

    items: list[_Item]
    blank_before: set[int]
    separate_before: set[int]
    marker_only: set[int]
    headings: dict[int, str] = field(default_factory=dict)  # line -> the ATX heading as Python-Markdown reads it
    backslash_breaks: set[int] = field(default_factory=set)  # paragraph lines ending in one backslash
    hard_lines: set[int] = field(default_factory=set)  # paragraph lines to end with a break (hard_breaks)
    paragraph_lines: set[int] = field(default_factory=set)  # lines of items' paragraphs after their first

    def changes_nothing(self) -> bool:
        return not (
            self.items
            or self.blank_before
            or self.separate_before
            or self.headings
            or self.backslash_breaks
            or self.hard_lines
            or self.paragraph_lines
        )


def _read_lists(tokens: list[Token], lines: list[str], math: set[int]) -> _Lists:
    """Every item of the lists outside block quotes and math, and where Python-Markdown needs a
    blank line CommonMark does not (``_top_level_gaps``; before an item's second block that is
    not a list, and after it; before an item after a loose one); a separator between two
    top-level lists CommonMark keeps apart (a bullet list, then a numbered one)."""
    gaps, separators = _top_level_gaps(tokens, lines, math)
    found = _Lists([], gaps, separators, set(), headings=_headings(tokens, lines))
    quotes = 0
    open_items: list[_Item] = []
    children: list[int] = []  # how many blocks each open item holds so far
    last_list: tuple[str, str] | None = None  # the type and marker of the top-level list just closed
    gap_after: set[int] = set()  # the line after a block Python-Markdown needs a blank line after
    item_before: dict[int, int] = {}  # by level: where the list's item before started
    for token in tokens:
        if token.map and token.type in _CHILD_BLOCKS and open_items and not quotes:
            _child_block(token, open_items[-1], children, lines, found, gap_after)
        quotes += {"blockquote_open": 1, "blockquote_close": -1}.get(token.type, 0)
        if quotes or (token.map is None and not token.type.endswith("_close")):
            continue
        top = not open_items
        if token.map and token.map[0] in gap_after and token.map[0] > 0 and lines[token.map[0] - 1].strip():
            found.blank_before.add(token.map[0])
        if token.type == "paragraph_open" and token.map:
            found.backslash_breaks.update(
                line for line in range(token.map[0], token.map[1] - 1) if _BACKSLASH_END.search(lines[line])
            )
        if token.type == "paragraph_open" and not top and token.map:
            found.paragraph_lines.update(range(token.map[0] + 1, token.map[1]))
        if token.type == "paragraph_open" and top and token.map and _LOOKS_LIKE_ITEM.match(lines[token.map[0]]):
            found.paragraph_lines.add(token.map[0])  # "1234567890. not ok": no item in CommonMark
        if token.type in _LISTS and token.map:
            if math & set(range(*token.map)):
                return _Lists([], set(), set(), set())  # a formula CommonMark reads as a list: leave it
            item_before.pop(token.level + 1, None)
            if top and last_list is not None and last_list != (token.type, token.markup):
                found.separate_before.add(token.map[0])
        elif token.type == "list_item_open" and token.map:
            item = _Item(
                token.map[0], token.map[1], _content_column(lines[token.map[0]]), len(open_items) + 1, token.level
            )
            _after_loose_item(item, item_before.get(token.level), lines, found)
            item_before[token.level] = item.start
            found.items.append(item)
            open_items.append(item)
            children.append(0)
            if item.column == len(lines[item.start].expandtabs(4).rstrip()) + 1:
                found.marker_only.add(item.start)  # "-" alone: the item's text, if any, is below
        elif token.type == "list_item_close":
            open_items.pop()
            children.pop()
        elif token.type in ("bullet_list_close", "ordered_list_close") and not open_items:
            last_list = (token.type.replace("_close", "_open"), token.markup)
        elif token.type == "code_block" and top and last_list is not None and token.map:
            found.separate_before.add(token.map[0])  # Python-Markdown would read it as the list's
            last_list = None
        elif token.map and top and token.type != "inline":  # any other block between
            last_list = None
    return found


def _after_loose_item(item: _Item, before: int | None, lines: list[str], found: _Lists) -> None:
    """A blank line before ``item`` when the item before it (from line ``before``) holds one:
    Python-Markdown would read the marker as that item's last paragraph's text."""
    start = item.start
    if before is not None and lines[start - 1].strip() and any(not line.strip() for line in lines[before:start]):
        found.blank_before.add(start)


_LEVEL_BLOCKS = {
    "fence": "fence",
    "bullet_list_open": "list",
    "ordered_list_open": "list",
    "blockquote_open": "quote",
    "table_open": "table",
}
_BACKSLASH_END = re.compile(r"(?<!\\)\\$")


def _top_level_gaps(tokens: list[Token], lines: list[str], math: set[int]) -> tuple[set[int], set[int]]:
    """The lines before which Python-Markdown needs the blank line CommonMark does without (a
    top-level list, fence or table straight under another block: ``学习内容：`` then ``- 第一项``;
    any block straight under a list, a fence or a table), and those before which it needs a separator (a
    block quote after another, which CommonMark keeps apart by a blank line)."""
    gaps: set[int] = set()
    separators: set[int] = set()
    before: tuple[str, int] | None = None  # the kind of the top-level block before, and its end
    for token in tokens:
        if token.level != 0 or token.map is None or token.nesting < 0 or token.type == "inline":
            continue
        start, kind = token.map[0], _LEVEL_BLOCKS.get(token.type, "other")
        if before is not None and start not in math and start > 0:
            straight_under = before[1] == start and lines[start - 1].strip()
            if straight_under and {kind, before[0]} & {"list", "fence", "table"}:
                gaps.add(start)
            elif kind == before[0] == "quote":
                separators.add(start)
        before = (kind, token.map[1])
    return gaps, separators


def _headings(tokens: list[Token], lines: list[str]) -> dict[int, str]:
    """Each top-level heading's lines as Python-Markdown reads them: an ATX heading canonical
    (``## text``), a setext one (text over ``===`` or ``---``, on as many lines as it likes) as
    one ATX line, its other lines left empty."""
    headings: dict[int, str] = {}
    for index, token in enumerate(tokens):
        if token.type != "heading_open" or token.level != 0 or not token.map:
            continue
        text = _heading_text(" ".join(tokens[index + 1].content.split("\n"))) or SEPARATOR  # no empty heading there
        marks = token.markup if token.markup.startswith("#") else "#" * int(token.tag[1])
        headings[token.map[0]] = f"{marks} {text}"
        headings.update(dict.fromkeys(range(token.map[0] + 1, token.map[1]), ""))
    return headings


def _child_block(
    token: Token, item: _Item, children: list[int], lines: list[str], found: _Lists, gap_after: set[int]
) -> None:
    """A block directly inside ``item``: Python-Markdown reads a second block that is not a list
    as the first one's text unless a blank line comes before it (and after it, before the next);
    a first block that is not a paragraph cannot begin on the marker's line."""
    if token.level != item.level + 1:  # inside another block of the item
        return
    assert token.map is not None
    start, end = token.map
    children[-1] += 1
    if token.type == "fence":
        gap_after.add(end)
    if children[-1] == 1 and start == item.start and token.type not in ("paragraph_open", "heading_open"):
        found.marker_only.add(item.start)
    elif children[-1] > 1 and token.type not in _LISTS:
        if lines[start - 1].strip():
            found.blank_before.add(start)
        gap_after.add(end)


def _heading_text(content: str) -> str:
    """A heading's text with its trailing ``#`` escaped: Python-Markdown would take them for the
    closing sequence, which CommonMark has already removed (``# C#`` is about C#)."""
    text = content.rstrip("#")
    hashes = len(content) - len(text)
    if text.endswith("\\") and hashes:  # the first # was escaped already
        text = text[:-1]
    return text + "\\#" * hashes


def _owners(items: list[_Item], count: int) -> list[_Item | None]:
    """The item each of ``count`` lines belongs to: the innermost that holds it, but for a line
    where items start the outermost of them ("- - a" is the outer item's marker line)."""
    owners: list[_Item | None] = [None] * count
    for item in items:  # in document order, so an inner item comes after its outer one
        for index in range(item.start + 1, min(item.end, count)):
            owners[index] = item
        here = owners[item.start]
        if here is None or here.start != item.start:
            owners[item.start] = item
    return owners


def _settle_columns(owners: list[_Item | None], lines: list[str]) -> None:
    """Each item's column as its own lines show it: CommonMark lets them sit up to three spaces
    right of the content, and a writer who indents them four spaces under ``1.`` (Python-
    Markdown's habit) keeps them where they are."""
    indents: dict[int, list[int]] = {}  # by id of the item: the indentation of its lines after the marker's
    for index, (line, owner) in enumerate(zip(lines, owners, strict=True)):
        if owner is not None and owner.start != index and line.strip():
            expanded = _expand_indent(line)
            indents.setdefault(id(owner), []).append(len(expanded) - len(expanded.lstrip(" ")))
    for owner in {id(owner): owner for owner in owners if owner is not None}.values():
        own = indents.get(id(owner), [])
        near = [indent for indent in own if owner.column <= indent <= owner.column + 3]
        if not near and own and owner.column < 4 and min(own) % 4 == 0 and min(own) >= 8:
            near = [4]  # only code, eight spaces in: Python-Markdown's four-space habit, not two spaces of code
        owner.column = min(near, default=owner.column)


def _content_column(line: str) -> int:
    """The column where an item's content starts, as CommonMark counts it (1 to 4 spaces after
    the marker; more, or none, count as one)."""
    match = _MARKER.match(line.expandtabs(4))
    if match is None:
        return 0
    gap = len(match["gap"])
    rest = line.expandtabs(4)[match.end() :]
    width = len(match["indent"]) + len(match["marker"])
    return width + (gap if 1 <= gap <= 4 and rest else 1)


def _reindented(index: int, line: str, owner: _Item | None, marker_only: bool, lazy: frozenset[int]) -> str:
    """``line`` indented four spaces a level: a marker line at its parent's content, every other
    line of an item at the item's own (less what the writer indented it by, up to its content).
    A ``marker_only`` line keeps its marker and an empty comment (Python-Markdown has no empty
    item), its content, if any, moved to the line below."""
    if owner is None and index in lazy and line.strip():
        return _escape_marker(line)
    if owner is None or not line.strip():
        return line
    expanded = _expand_indent(line)
    if index != owner.start:
        indent = len(expanded) - len(expanded.lstrip(" "))
        text = expanded[min(indent, owner.column) :]
        if index in lazy:  # a paragraph's line that only looks like an item: its marker escaped
            text = _escape_marker(text)
        return " " * (4 * owner.depth) + text
    match = _MARKER.match(expanded)
    assert match is not None  # markdown-it found an item here
    marker = match["marker"][:-1] + "." if match["marker"].endswith(")") else match["marker"]
    rest, spaces = expanded[match.end() :], " " * (4 * (owner.depth - 1))
    if marker_only:  # what follows the content column moves below (indented code keeps its spaces)
        rest = expanded[_content_column(expanded) :] if rest.strip() else ""
        below = f"\n\n{spaces}    {rest}" if rest else ""
        return f"{spaces}{marker} {SEPARATOR}{below}"
    return spaces + marker + (" " + rest if rest else "")


def _escape_marker(line: str) -> str:
    """``line`` with the list marker it starts with escaped (``- a`` -> ``\\- a``): text, not an item."""
    match = _MARKER.match(line)
    if match is None or not _LOOKS_LIKE_ITEM.match(line):
        return line
    marker = match["marker"]
    return f"{match['indent']}{marker[:-1]}\\{marker[-1]}{match['gap']}{line[match.end() :]}"


def _expand_indent(line: str) -> str:
    """``line`` with the tabs of its leading whitespace as spaces (to the next multiple of four)."""
    stripped = line.lstrip(" \t")
    return line[: len(line) - len(stripped)].expandtabs(4) + stripped


def _in_blocks(lines: list[str], hard_breaks: bool) -> list[str]:
    """``lines`` with the four-space indented body of each admonition, details block or content
    tab read as a page of its own."""
    out: list[str] = []
    index = 0
    while index < len(lines):
        out.append(lines[index])
        if not _BLOCK_OPENER.match(lines[index]):
            index += 1
            continue
        end = index + 1
        while end < len(lines) and (not lines[end].strip() or lines[end].startswith(("    ", "\t"))):
            end += 1
        while end > index + 1 and not lines[end - 1].strip():
            end -= 1
        body = [line[1:] if line.startswith("\t") else line[4:] for line in lines[index + 1 : end]]
        out += ["    " + line if line else line for line in _in_blocks(_rewrite(body, hard_breaks), hard_breaks)]
        index = end
    return out
