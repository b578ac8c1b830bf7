"""Formulas typeset at build time: KaTeX's HTML and MathML in the page as built.

pymdownx.arithmatex (``generic: true``) leaves each formula in the HTML as
``<span class="arithmatex">\\(TeX\\)</span>`` or ``<div class="arithmatex">\\[TeX\\]</div>``.
Every formula of a build is sent to KaTeX in one batch (``typeset_math.cjs``,
run by Node from the project's ``node_modules/``), and the wrappers get
KaTeX's output in place of the TeX. A formula KaTeX rejects keeps its TeX, and
its message is reported.
"""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from coursebook.text import CODE

SCRIPT = Path(__file__).with_name("typeset_math.cjs")
KATEX_SCRIPT = "katex/dist/katex.js"  # under node_modules/
_FORMULA = re.compile(
    r"(?P<open><(?P<tag>span|div) "
    r'class="arithmatex">)(?:\\\((?P<inline>.*?)\\\)|\\\[(?P<display>.*?)\\\])(?P<close></(?P=tag)>)'
    r"(?P<after>[，。、；：！？）》」』】〉”’]*)",  # Chinese punctuation that must not start a line
    re.DOTALL,
)


@dataclass(frozen=True)
class Formula:
    """One formula as written: its TeX source and whether it is displayed on its own line."""

    tex: str
    display: bool


@dataclass(frozen=True)
class Typeset:
    """What KaTeX made of a formula: ``html``, or the ``error`` it gave."""

    html: str | None = None
    error: str | None = None


class MathUnavailable(Exception):
    """Node or KaTeX is missing, or KaTeX's process failed: formulas stay as their TeX."""


def formulas_in(page_html: str) -> list[Formula]:
    """The formulas of a page's HTML, in order."""
    return [_formula(match) for match in _FORMULA.finditer(page_html)]


def _formula(match: re.Match) -> Formula:
    display = match["display"] is not None
    return Formula(html.unescape(match["display"] if display else match["inline"]).strip(), display)


def typeset(formulas: Iterable[Formula], katex: Path) -> dict[Formula, Typeset]:
    """Typeset ``formulas`` in one Node process with the KaTeX at ``katex`` (its ``katex.js``)."""
    batch = list(dict.fromkeys(formulas))
    if not batch:
        return {}
    node = shutil.which("node")
    if node is None:
        raise MathUnavailable("Node.js is not installed")
    try:
        result = subprocess.run(
            [node, str(SCRIPT), str(katex)],
            input=json.dumps([{"tex": formula.tex, "display": formula.display} for formula in batch]),
            capture_output=True,
            text=True,
            encoding="utf-8",
            check=False,
            timeout=600,
        )
    except (OSError, subprocess.TimeoutExpired) as err:
        raise MathUnavailable(str(err)) from err
    if result.returncode != 0:
        lines = [line for line in result.stderr.splitlines() if line.strip()]
        raise MathUnavailable(lines[-1] if lines else f"node stopped with code {result.returncode}")
    answers = json.loads(result.stdout)
    return {
        formula: Typeset(answer.get("html"), answer.get("error"))
        for formula, answer in zip(batch, answers, strict=True)
    }


def replace_formulas(page_html: str, typeset_formulas: dict[Formula, Typeset]) -> str:
    """``page_html`` with every formula KaTeX typeset in place of its TeX (the wrapper stays);
    one KaTeX rejected shows its TeX as code."""

    def swap(match: re.Match) -> str:
        formula = _formula(match)
        done = typeset_formulas.get(formula)
        if done is None:
            return match[0]
        if done.html is None:  # rejected: its TeX as code, as the writer typed it between the dollars
            source = html.escape(formula.tex, quote=False)
            return f'{match["open"]}<code class="cb-math-source">{source}</code>{match["close"]}{match["after"]}'
        typeset_html = match["open"] + done.html + match["close"]
        # "$M$，其中": the comma stays on the formula's line (clreq: no 「，」 at a line's start).
        if match["after"] and match["tag"] == "span":
            return f'<span class="cb-nowrap">{typeset_html}{match["after"]}</span>'
        return typeset_html

    return _FORMULA.sub(swap, page_html)


def line_of(formula: Formula, markdown: str) -> int | None:
    """The line of ``markdown`` where ``formula`` starts, if it can be found outside code: written
    with its delimiters first (so that ``\\frac{1}{`` is not found inside ``\\frac{1}{k}``), else bare."""
    tex = formula.tex
    if formula.display:
        written = [f"$$\n{tex}\n$$", f"$${tex}$$", f"\\[{tex}\\]", f"\\[\n{tex}\n\\]"]
    else:
        written = [f"${tex}$", f"\\({tex}\\)"]
    # Code is blanked out (its line breaks kept): the same TeX in a code example is not the formula.
    markdown = CODE.sub(lambda code: re.sub(r"[^\n]", " ", code.group(0)), markdown)
    for text in [*written, tex, tex.splitlines()[0] if tex else ""]:
        if text and (at := markdown.find(text)) >= 0:
            offset = markdown.count("\n", at, at + text.index(tex)) if tex in text else 0
            return markdown.count("\n", 0, at) + offset + 1
    return None
