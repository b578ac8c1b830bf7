"""Markdown source helpers: code that text rewriting and reading skip."""

from __future__ import annotations

import re
from collections.abc import Callable

# Fenced blocks and code spans, as whole matches: what text rewriting must skip.
CODE = re.compile(
    r"^(?P<fence>[ \t>]*(?:`{3,}|~{3,})).*?(?:^[ \t>]*(?P=fence)[ \t]*$|\Z)|(?P<ticks>`+)(?!`).+?(?<!`)(?P=ticks)(?!`)",
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
        pieces += [change(markdown[position:code.start()]), code.group(0)]
        position = code.end()
    pieces.append(change(markdown[position:]))
    return "".join(pieces)



# A space between a number and the Chinese word it counts ("16 字节", "第 2 讲"): where a
# line must not break (clreq). A number inside a Latin name ("BF16 与") is not a count.
_NUMBER_SPACE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?) (?=[\u3400-\u4dbf\u4e00-\u9fff])|(?<=第) (?=\d)")


def keep_numbers(text: str) -> str:
    """``text`` with no line break allowed between a number and its Chinese measure word:
    the space between them becomes a no-break space."""
    return _NUMBER_SPACE.sub(lambda match: f"{match[1]}\u00a0" if match[1] else "\u00a0", text)
