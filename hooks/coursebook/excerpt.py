"""Excerpts: the clean text that indexes, feeds and ``<meta name="description">`` show.

Made from the post's HTML as MkDocs rendered it for the page itself, so each
post's Markdown is rendered once and the excerpt reads as the page does
(wikilinks by their titles, callouts as admonitions, prices as prices).
"""

from __future__ import annotations

import functools
import re

from lxml import html as lxml_html

from coursebook.readtime import _CJK
from coursebook.text import XML_ILLEGAL

MAX_CHARS = 120
MAX_WORDS = 40
ENOUGH = 600  # characters of text that surely fill an excerpt
_ELLIPSIS = "…"

# Elements whose text is not prose: the title (shown beside every excerpt), code and its
# title, tables, footnotes, admonition titles, permalink signs, display math, a vault's
# inline #tags (labels, not words of the sentence).
_DROP = (
    "//h1 | //pre | //span[contains(@class,'filename')] | //table | //sup[@id] | //div[contains(@class,'footnote')] | "
    "//p[contains(@class,'admonition-title')]"
    " | //summary | //script | //style | //a[contains(@class,'headerlink')] | //div[contains(@class,'arithmatex')]"
    " | //a[contains(@class,'cb-inline-tag')]"
)
_BLOCKS = {"p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "div", "dd", "dt", "br"}
_MATH_DELIMS = re.compile(r"\\[()\[\]]")
# Around an inline formula's TeX while the text is cut, so that it is cut before a formula, never inside.
_MATH_OPEN, _MATH_CLOSE = "\ue000", "\ue001"
_SPACE = re.compile(r"\s+")
_COMPOUND = re.compile(r"[-+−±·×/=<>≤≥ ]")  # more than one term
_SENTENCE_END = re.compile(r"[。！？；.!?;]")
_SPACE_BEFORE_CLOSING = re.compile(r"\s+(?=[，。、；：！？）」』】》])")
_MORE_HTML = re.compile(r"<!--\s*more\s*-->", re.IGNORECASE)
_WINDOW = 8000  # characters of HTML read first for an opening; more only if they hold too little text


@functools.lru_cache(maxsize=2048)  # asked twice a preview build (features/incremental.py, features/posts.py)
def make_excerpt(html: str, description: str | None = None) -> str:
    """Return a post's excerpt as one line of plain text, from the post's rendered ``html``.

    ``description`` wins; else the text before ``<!-- more -->``; else the
    opening of the post cut to ~120 characters of Chinese or 40 words.
    No code, no markup, no display formula, no inline #tag; an inline formula as plain
    text (formula_text), whole or not at all (never cut in the middle).
    """
    if description:
        return _SPACE.sub(" ", description).strip()
    more = _MORE_HTML.search(html)
    if more is not None:
        return _unmark(html_to_text(html[: more.start()]))
    text = html_to_text(html[:_WINDOW])
    if len(text) < ENOUGH and len(html) > _WINDOW:
        text = html_to_text(html)
    return _unmark(shorten(text))


def _unmark(text: str) -> str:
    text = _SPACE.sub(" ", text.replace(_MATH_OPEN, "").replace(_MATH_CLOSE, "")).strip()
    return _SPACE_BEFORE_CLOSING.sub("", text)  # "梯度 。" where an inline #tag was dropped


def html_to_text(fragment: str) -> str:
    """Keep only the prose of an HTML fragment (which may end mid-element), on one line."""
    fragment = XML_ILLEGAL.sub("", fragment)  # a control character (a pasted terminal's) lxml cannot set
    if not fragment.strip():
        return ""
    root = lxml_html.fragment_fromstring(fragment, create_parent="div")
    for element in root.xpath(_DROP):
        _remove_keeping_tail(element)
    for element in root.iter():
        if element.tag in _BLOCKS:
            element.tail = " " + (element.tail or "")
        if "arithmatex" in (element.get("class") or ""):
            element.text = _MATH_OPEN + formula_text(_MATH_DELIMS.sub("", element.text or "")) + _MATH_CLOSE
    return _SPACE.sub(" ", root.text_content()).strip()


@functools.lru_cache(maxsize=4096)
def formula_text(tex: str) -> str:
    """An inline formula as plain text (``\\pi_\\theta`` → ``π_θ``, ``\\frac{p-1}{m}`` →
    ``(p-1)/m``), by pylatexenc: an excerpt is text (a description, a feed's summary, a search
    result), where TeX reads as noise."""
    from pylatexenc.latexwalker import LatexWalker  # only for posts whose opening holds a formula

    try:
        readers = _formula_readers()
        nodes = LatexWalker(tex, latex_context=readers[0], tolerant_parsing=True).get_latex_nodes()[0]
        return _SPACE.sub(" ", readers[1].nodelist_to_text(nodes)).strip()
    except Exception:  # noqa: BLE001 - any TeX it cannot read stays as written
        return tex


@functools.cache
def _formula_readers():  # noqa: ANN202 - pylatexenc's types are untyped
    """pylatexenc's parser and text writer, told that a fraction's numerator or denominator of
    more than one term is put in parentheses ("(p-1)/(m+p-1)", not "p-1/m+p-1"), for
    \\frac, \\dfrac and \\tfrac alike."""
    from pylatexenc import macrospec
    from pylatexenc.latex2text import LatexNodes2Text, MacroTextSpec, get_default_latex_context_db
    from pylatexenc.latexwalker import get_default_latex_context_db as walker_db

    def fraction(node, l2tobj) -> str:  # noqa: ANN001 - pylatexenc's node and writer
        parts = [l2tobj.nodelist_to_text([arg]).strip() if arg is not None else "" for arg in node.nodeargd.argnlist]
        return "/".join(f"({part})" if _COMPOUND.search(part) else part for part in parts[-2:])

    names = ("frac", "dfrac", "tfrac")
    parsing = walker_db().filter_context()
    parsing.add_context_category("coursebook", prepend=True, macros=[macrospec.MacroSpec(name, "{{") for name in names])
    writing = get_default_latex_context_db().filter_context()
    writing.add_context_category(
        "coursebook", prepend=True, macros=[MacroTextSpec(name, simplify_repl=fraction) for name in names]
    )
    return parsing, LatexNodes2Text(math_mode="text", latex_context=writing)


def _remove_keeping_tail(element) -> None:
    parent = element.getparent()
    if parent is None:
        return
    tail = element.tail or ""
    previous = element.getprevious()
    if previous is not None:
        previous.tail = (previous.tail or "") + tail
    else:
        parent.text = (parent.text or "") + tail
    parent.remove(element)


def shorten(text: str) -> str:
    """Cut ``text`` to ~120 characters when mostly Chinese, else to 40 words, adding an ellipsis."""
    if len(_CJK.findall(text)) * 2 >= len(text.replace(" ", "")) and text:
        if len(text) <= MAX_CHARS:
            return text
        cut = _before_open_formula(text[:MAX_CHARS])
        ends = [
            m.end()
            for m in _SENTENCE_END.finditer(cut)
            if m.end() >= MAX_CHARS * 2 // 3 and not _in_formula(cut[: m.end()])
        ]
        return (cut[: ends[-1]] if ends else cut.rstrip()) + _ELLIPSIS
    words = text.split(" ")
    if len(words) <= MAX_WORDS:
        return text
    return _before_open_formula(" ".join(words[:MAX_WORDS])).rstrip(",;: ") + _ELLIPSIS


def _in_formula(text: str) -> bool:
    """Whether ``text`` ends inside an inline formula (marked by html_to_text)."""
    return text.rfind(_MATH_OPEN) > text.rfind(_MATH_CLOSE)


def _before_open_formula(text: str) -> str:
    """``text`` without a formula it ends in the middle of."""
    return text[: text.rfind(_MATH_OPEN)].rstrip() if _in_formula(text) else text
