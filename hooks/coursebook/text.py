"""Markdown source helpers: code that text rewriting and reading skip."""

from __future__ import annotations

import re
from collections.abc import Callable

from markupsafe import Markup, escape

# Fenced blocks and code spans, as whole matches: what text rewriting must skip.
# A fence closes on the same run of ` or ~ at any quote depth ("> ```" ... ">```").
CODE = re.compile(
    r"^(?P<fence>[ \t>]*(?P<run>`{3,}|~{3,})).*?(?:^[ \t>]*(?P=run)[ "
    r"\t]*$|\Z)|(?P<ticks>`+)(?!`).+?(?<!`)(?P=ticks)(?!`)",
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


# A number and the Chinese word it counts ("16 字节", "第 2 讲"): where a line must not
# break (clreq). A number inside a Latin name ("BF16 与") is not a count; "#" and "&"
# keep the digits of an escaped character ("&#34;") out.
_COUNT = re.compile(r"(?:第 ?)?(?<![A-Za-z0-9_.#&])\d+(?:\.\d+)? ?[\u3400-\u4dbf\u4e00-\u9fff]")


def keep_numbers(text: str) -> Markup:
    """``text``, escaped, with each number and its Chinese measure word in a span that does
    not break (class ``cb-nowrap``). The text itself is unchanged: copied, it is as written."""
    return Markup(_COUNT.sub(lambda match: f'<span class="cb-nowrap">{match[0]}</span>', str(escape(text))))
