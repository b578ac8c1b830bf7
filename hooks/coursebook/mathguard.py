"""Keep prices from becoming formulas in Chinese text; read ``$ \\theta $`` as the formula it is.

pymdownx.arithmatex reads ``$…$`` as inline math when the first ``$`` is not
followed by a space and the second not preceded by one: "costs $5 and $10" is
safe in English. Chinese puts no space before punctuation, so in
"花 $5 和 $10 也不是公式，$E=mc^2$" the span "$10 也不是公式，$" would be read as
math. A real formula rarely holds Chinese prose outside ``\\text{…}``: such a span's
opening ``$`` is escaped to a literal dollar instead. A formula may name things with a
Chinese letter or two (``$[-89]_反=(2^8-1)+(-89)$``, ``$x_{补}$``): a span that reads as TeX
(a command, ``^`` or ``_``) with no Chinese punctuation and no run of more than two Chinese
characters is a formula (KaTeX draws the letters). A span that reads as TeX but holds more
Chinese is left as written, and ``raw_formulas`` names it for a warning.

The other way round, Hexo and Typora writers often put spaces inside inline math
(``$ \\theta $``, ``$\\omega_c - \\omega $``), which arithmatex leaves as text. Such a span
is made a formula when it reads as TeX: a command, ``^`` or ``_``, and no word of
prose outside commands and braces ("$ 5 and \\alpha is $" stays text).
"""

from __future__ import annotations

import re

from coursebook.readtime import _CJK
from coursebook.text import outside_code

# Commands whose argument is prose, where Chinese belongs.
_TEXT_ARGUMENT = re.compile(r"\\(?:text\w*|mbox|mathrm|operatorname\*?)\s*\{[^{}]*\}")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{3,}")  # three Chinese characters: prose
_CJK_PUNCTUATION = re.compile(r"[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\u201c\u201d\u2018\u2019]")


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
        if _holds_prose(text[start + 1 : end]):
            escaped.add(start)
            index += 1  # the closing dollar may still open a real formula
        else:
            index += 2
    pieces, previous = [], 0
    for position in sorted(escaped):
        pieces += [text[previous:position], "\\"]
        previous = position
    return "".join(pieces) + text[previous:]


def _holds_prose(body: str) -> bool:
    """Whether a ``$…$`` span holds Chinese that is prose, not a letter of a formula."""
    bare = _TEXT_ARGUMENT.sub("", body)
    if not _CJK.search(bare):
        return False
    return bool(_CJK_PUNCTUATION.search(bare) or _CJK_RUN.search(bare)) or not _marks_tex(bare)


def _marks_tex(body: str) -> bool:
    return bool(_COMMAND.search(body) or "^" in body or "_" in body)


def raw_formulas(markdown: str) -> list[tuple[int, str]]:
    """(line, span) of each ``$…$`` that reads as TeX but holds Chinese prose, so is left as
    written: what a writer meant as a formula and should wrap in ``\\text{…}``."""
    found: list[tuple[int, str]] = []
    cursor = 0  # stretches come in order: each span is found after the one before

    def look(text: str) -> str:
        nonlocal cursor
        for match in _SPAN.finditer(text):
            body = match["body"]
            if _CJK.search(body) and _marks_tex(_TEXT_ARGUMENT.sub("", body)) and _holds_prose(body):
                cursor = max(markdown.find(match.group(0), cursor), 0)
                found.append((markdown.count("\n", 0, cursor) + 1, match.group(0)[:60]))
                cursor += 1
        return text

    if "$" in markdown:
        outside_code(markdown, look)
    return found


def chinese_as_text(markdown: str) -> tuple[str, int]:
    """``markdown`` with the Chinese of each formula ``raw_formulas`` would name set in
    ``\\text{…}`` (``$n^2-m-最大流$`` as ``$n^2-m-\\text{最大流}$``), outside code, and how many
    formulas changed: for a post moved from a site whose MathJax typeset them. A span holding
    Chinese punctuation reads as prose and is left alone."""
    changed = 0

    def wrap(match: re.Match[str]) -> str:
        nonlocal changed
        body = match["body"]
        if not (_CJK.search(body) and _marks_tex(_TEXT_ARGUMENT.sub("", body)) and _holds_prose(body)):
            return match.group(0)
        if _CJK_PUNCTUATION.search(body):
            return match.group(0)
        pieces, previous = [], 0
        for argument in _TEXT_ARGUMENT.finditer(body):  # Chinese already in \text{…} stays as it is
            pieces += [_CHINESE.sub(r"\\text{\g<0>}", body[previous : argument.start()]), argument.group(0)]
            previous = argument.end()
        pieces.append(_CHINESE.sub(r"\\text{\g<0>}", body[previous:]))
        changed += 1
        return "$" + "".join(pieces) + "$"

    if "$" not in markdown:
        return markdown, 0
    return outside_code(markdown, lambda text: _SPAN.sub(wrap, text)), changed


_CHINESE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_SPAN = re.compile(r"(?<![\\$])\$(?![$\s])(?P<body>[^$\n]+?)(?<![\s\\$])\$(?![$\d])")
_SPACED = re.compile(r"(?<![\\$])\$(?!\$)(?P<body>[^$\n]+?)(?<![\\$])\$(?![$\d])")
_COMMAND = re.compile(r"\\[A-Za-z]+")
_GROUP = re.compile(r"\{[^{}]*\}")
_WORD = re.compile(r"[A-Za-z]{3,}")


def tighten_spaced_math(markdown: str) -> str:
    """``$ x $`` written with spaces inside, as ``$x$`` when its body reads as TeX; code untouched."""
    if "$ " not in markdown and " $" not in markdown:
        return markdown
    return outside_code(markdown, lambda text: _SPACED.sub(_tighten, text))


def _tighten(match: re.Match[str]) -> str:
    body = match["body"]
    tight = body.strip()
    if tight == body or not tight or not _reads_as_tex(tight):
        return match.group(0)
    return f"${tight}$"


def _reads_as_tex(body: str) -> bool:
    if _CJK.search(body) or not (_COMMAND.search(body) or "^" in body or "_" in body):
        return False
    prose = _COMMAND.sub(" ", body)
    while (inner := _GROUP.sub(" ", prose)) != prose:
        prose = inner
    return not _WORD.search(prose)
