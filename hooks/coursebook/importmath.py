"""Math in a post moved from Hexo or Jekyll, as its author saw it (coursebook/importer.py).

Hexo's default renderer (marked) reads a formula as Markdown, and so does kramdown (Jekyll's)
a single-dollar one: Markdown's backslash escapes apply inside it, so their writers escaped for
Markdown, and MathJax then read what Markdown left. ``$\\Sigma = \\\\{0, 1\\\\}$`` showed as
Σ = {0, 1}; read raw by KaTeX it is a line break and an empty group. Each formula of such a post
gets Markdown's unescaping (``\\\\`` to ``\\``, ``\\*`` to ``*``, ``\\#`` to ``#``, ``\\{`` to
``{``), once, at import. kramdown's own ``$$`` math is raw, and so is math under a renderer
that knows it (Hexo with pandoc or markdown-it): left as written.
"""

from __future__ import annotations

import re

from coursebook.text import outside_code

_ESCAPED = re.compile(r"\\([!-/:-@\[-`{-~])")  # a backslash before ASCII punctuation (CommonMark)
# A display formula, or an inline one (arithmatex's rule: no space inside the dollars).
_FORMULA = re.compile(
    r"\$\$(?P<display>.+?)\$\$|(?<![\\$])\$(?![\s$])(?P<inline>[^$\n]+?)(?<![\s\\$])\$(?!\$)", re.DOTALL
)
# Hexo renderers that leave math alone (hexo-renderer-markdown: markdown-it with markdown-it-katex on by default).
MATH_AWARE_HEXO = ("hexo-renderer-pandoc", "markdown-it", "hexo-renderer-markdown")


def unescape_math(text: str, display: bool, inline: bool) -> tuple[str, int]:
    """``text`` with Markdown's unescaping applied inside its formulas (outside code), and how
    many formulas changed."""
    changed = 0

    def unescape(match: re.Match[str]) -> str:
        nonlocal changed
        kind = "display" if match["display"] is not None else "inline"
        if not (display if kind == "display" else inline):
            return match.group(0)
        body = _ESCAPED.sub(r"\1", match[kind])
        if body == match[kind]:
            return match.group(0)
        changed += 1
        dollars = "$$" if kind == "display" else "$"
        return f"{dollars}{body}{dollars}"

    return outside_code(text, lambda part: _FORMULA.sub(unescape, part)), changed


# A formula (left alone), or an escaped parenthesis outside one.
_FORMULA_OR_PARENTHESIS = re.compile(_FORMULA.pattern + r"|(?<!\\)\\(?P<parenthesis>[()])", re.DOTALL)


def plain_parentheses(text: str) -> tuple[str, int]:
    """``text`` with each ``\\(`` and ``\\)`` outside code and formulas written ``(`` and ``)``,
    and how many. To marked and kramdown they are escaped parentheses, shown as ( and ) (a post
    converted from HTML escapes every one: ``to\\_date\\("1970\\-01\\-01"\\)``); Coursebook reads
    ``\\( … \\)`` as an inline formula."""
    count = 0

    def plain(match: re.Match[str]) -> str:
        nonlocal count
        if match["parenthesis"] is None:
            return match.group(0)
        count += 1
        return match["parenthesis"]

    return outside_code(text, lambda part: _FORMULA_OR_PARENTHESIS.sub(plain, part)), count


def dollars_as_text(text: str) -> tuple[str, int]:
    """``text`` with each pair of dollars that would make a formula escaped (``\\$``), outside
    code, and how many pairs: for a post from a site that showed no formula, where
    ``$&'()*+,;=`` in a list of URL characters, or prices, were text."""
    count = 0

    def escape(match: re.Match[str]) -> str:
        nonlocal count
        count += 1
        dollars = "\\$\\$" if match["display"] is not None else "\\$"
        return f"{dollars}{match['display'] if match['display'] is not None else match['inline']}{dollars}"

    return outside_code(text, lambda part: _FORMULA.sub(escape, part)), count
