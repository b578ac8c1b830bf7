"""Keep prices from becoming formulas in Chinese text.

pymdownx.arithmatex reads ``$…$`` as inline math when the first ``$`` is not
followed by a space and the second not preceded by one: "costs $5 and $10" is
safe in English. Chinese puts no space before punctuation, so in
"花 $5 和 $10 也不是公式，$E=mc^2$" the span "$10 也不是公式，$" would be read as
math. A real formula rarely holds Chinese outside ``\\text{…}``: such a span's
opening ``$`` is escaped to a literal dollar instead.
"""

from __future__ import annotations

import re

from coursebook.readtime import _CJK
from coursebook.text import outside_code

# Commands whose argument is prose, where Chinese belongs.
_TEXT_ARGUMENT = re.compile(r"\\(?:text\w*|mbox|mathrm|operatorname\*?)\s*\{[^{}]*\}")


def escape_prices(markdown: str) -> str:
    """Escape each ``$`` that would open inline "math" holding bare Chinese; code is untouched."""
    return outside_code(markdown, _escape)


def _escape(text: str) -> str:
    """Escape until nothing changes: an escaped dollar can pair the ones around it anew."""
    if text.count("$") < 2 or not _CJK.search(text):
        return text  # nothing could pair, or no Chinese to guard
    while (escaped := _escape_once(text)) != text:
        text = escaped
    return text


def _escape_once(text: str) -> str:
    dollars = [m.start() for m in re.finditer(r"(?<![\\$])\$(?!\$)", text)]
    escaped: set[int] = set()
    index = 0
    while index < len(dollars) - 1:
        start, end = dollars[index], dollars[index + 1]
        if text[start + 1 : start + 2].isspace() or text[end - 1].isspace():
            index += 1  # not an opening here; the next dollar may be one
            continue
        if _CJK.search(_TEXT_ARGUMENT.sub("", text[start + 1 : end])):
            escaped.add(start)
            index += 1  # the closing dollar may still open a real formula
        else:
            index += 2
    pieces, previous = [], 0
    for position in sorted(escaped):
        pieces += [text[previous:position], "\\"]
        previous = position
    return "".join(pieces) + text[previous:]
