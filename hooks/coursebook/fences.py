"""Code fences as other tools write their first line, read as pymdownx.superfences reads one.

Docusaurus, VitePress, Quartz and Obsidian plugins put metadata after the language:
```` ```ts title="a.ts" {2,3} ````, ```` ```ts{1,3} ````, ```` ```js /useState/ showLineNumbers ````.
Superfences knows ``title``, ``hl_lines`` and ``linenums`` only, and a fence with anything
else is no fence at all: its code becomes a paragraph and what follows it, code. So each such
first line is rewritten: ``{2,3}`` as ``hl_lines="2 3"``, ``showLineNumbers`` as
``linenums="1"``, ``title=a.ts`` quoted; what has no equivalent here (``/word/`` highlights,
``ins={4}``, ``collapse``) is dropped, and named in the result so the build can say so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from coursebook.text import FENCE_OPEN, closes_fence

# The class of a ```mermaid fence's <pre> (its source inside), which assets/javascripts/diagrams.js
# draws; feeds make it a link, search leaves it out. Not Material's "mermaid", for which Material
# fetches Mermaid from a CDN; a site whose own markdown_extensions say "mermaid" (as Material's
# guide does) gets the same treatment: diagrams.js takes those over before Material looks.
DIAGRAM_CLASS = "cb-diagram"
DIAGRAM_CLASSES = (DIAGRAM_CLASS, "mermaid")

# One token of an info string: key=value (quoted, braced or bare), {ranges}, /a regex/, a word.
_TOKEN = re.compile(
    r"""(?P<key>[A-Za-z_][\w-]*)=(?P<value>"[^"]*"|'[^']*'|\{[^}]*\}|\S+)"""
    r"""|\{[^}]*\}|/(?:[^/\\\n]|\\.)+/|\S+"""
)
_LINES = re.compile(r"^\{\s*(\d+(?:\s*-\s*\d+)?(?:\s*,\s*\d+(?:\s*-\s*\d+)?)*)\s*\}$")
_LANG_WITH_LINES = re.compile(r"^(?P<lang>[\w+#.-]+)(?P<lines>\{[\d,\s-]+\})$")  # VitePress: ts{1,3}
_KNOWN = ("title", "hl_lines", "linenums")


@dataclass(frozen=True)
class FenceChange:
    """A fence's first line that was rewritten: its line number and what had no equivalent."""

    line: int
    dropped: tuple[str, ...]


def read_fences(markdown: str) -> tuple[str, list[FenceChange]]:
    """``markdown`` with every fence's first line in superfences' terms, and each rewrite."""
    if "```" not in markdown and "~~~" not in markdown:
        return markdown, []
    lines = markdown.split("\n")
    changes: list[FenceChange] = []
    closing: str | None = None
    for number, line in enumerate(lines):
        if closing is not None:
            closing = None if closes_fence(line, closing) else closing
            continue
        if (opening := FENCE_OPEN.match(line)) is None:
            continue
        closing = opening["fence"]
        start = opening.end()
        info = line[start:].strip()
        if not info or info.startswith("{") or (closing[0] == "`" and "`" in info):
            continue  # no info, attr-list style (superfences reads it), or not a fence at all
        rewritten, dropped = _info(info)
        if rewritten != info:
            lines[number] = f"{line[:start]}{rewritten}"
            changes.append(FenceChange(number + 1, tuple(dropped)))
    return "\n".join(lines), changes


def _info(info: str) -> tuple[str, list[str]]:
    """An info string as superfences reads it, and the tokens that had no equivalent."""
    tokens = list(_TOKEN.finditer(info))
    kept: list[str] = []
    dropped: list[str] = []
    for index, token in enumerate(tokens):
        text = token.group(0)
        if token["key"] is not None:
            key, value = token["key"], token["value"]
            if key in _KNOWN and not value.startswith("{"):
                kept.append(f'{key}="{value.strip(chr(34) + chr(39))}"')
            else:
                dropped.append(text)
        elif lines := _LINES.match(text):
            kept.append(f'hl_lines="{_ranges(lines[1])}"')
        elif index == 0 and (split := _LANG_WITH_LINES.match(text)):
            kept += [split["lang"], f'hl_lines="{_ranges(split["lines"][1:-1])}"']
        elif index == 0 and re.fullmatch(r"[\w+#.-]+", text):
            kept.append(text)  # the language
        elif text in ("showLineNumbers", "linenums", "numberLines"):
            kept.append('linenums="1"')
        else:
            dropped.append(text)
    return " ".join(kept), dropped


def _ranges(text: str) -> str:
    return " ".join(part.replace(" ", "") for part in text.split(","))
