"""Markdown source helpers: code that text rewriting and reading skip."""

from __future__ import annotations

import re

# Fenced blocks and code spans, as whole matches: what text rewriting must skip.
CODE = re.compile(
    r"^(?P<fence>[ \t>]*(?:`{3,}|~{3,})).*?(?:^[ \t>]*(?P=fence)[ \t]*$|\Z)|(?P<ticks>`+)(?!`).+?(?<!`)(?P=ticks)(?!`)",
    re.MULTILINE | re.DOTALL,
)
_FENCE_OPEN = re.compile(r"^(?P<indent>[ \t>]*)(?P<fence>`{3,}|~{3,})")


def drop_fenced_code(markdown: str) -> str:
    """Return ``markdown`` without fenced code blocks (``` or ~~~, any indent or quote depth).

    An unclosed fence runs to the end of the text, as in CommonMark.
    """
    kept: list[str] = []
    closing: str | None = None
    for line in markdown.splitlines(keepends=True):
        if closing is None:
            match = _FENCE_OPEN.match(line)
            if match:
                closing = match["fence"]
            else:
                kept.append(line)
        elif _closes(line, closing):
            closing = None
    return "".join(kept)


def _closes(line: str, fence: str) -> bool:
    stripped = line.strip().lstrip(">").strip()
    return stripped.startswith(fence[0] * len(fence)) and set(stripped) <= {fence[0]}
