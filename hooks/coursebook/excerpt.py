"""Excerpts: the clean text that indexes, feeds and ``<meta name="description">`` show."""

from __future__ import annotations

import functools
import re

import markdown
from lxml import html as lxml_html

from coursebook.mathguard import escape_prices
from coursebook.readtime import _CJK
from coursebook.text import drop_callout_marks, drop_fenced_code, split_more
from coursebook.wikilinks import shown_text

MAX_CHARS = 120
MAX_WORDS = 40
_ELLIPSIS = "…"

# Enough of the site's Markdown to read the text right; no highlighting, so a
# short excerpt costs little beside the page's own render.
_EXTENSIONS = [
    "abbr", "attr_list", "def_list", "footnotes", "md_in_html", "tables", "admonition",
    "pymdownx.details", "pymdownx.tilde", "pymdownx.caret", "pymdownx.mark",
    "pymdownx.tasklist", "pymdownx.arithmatex",
]
_EXTENSION_CONFIGS = {"pymdownx.arithmatex": {"generic": True}}
# Elements whose text is not prose: code, tables, footnotes, admonition titles.
_DROP = "//pre | //table | //sup[@id] | //div[contains(@class,'footnote')] | //p[contains(@class,'admonition-title')] | //summary | //script | //style"
_BLOCKS = {"p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "div", "dd", "dt", "br"}
_MATH_DELIMS = re.compile(r"\\[()\[\]]")
_SPACE = re.compile(r"\s+")
# A footnote reference whose definition lies past the excerpt would show as text.
_FOOTNOTE_REF = re.compile(r"\[\^[^\]\s]+\](?!:)")
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_SENTENCE_END = re.compile(r"[。！？；.!?;]")

_renderer = markdown.Markdown(extensions=_EXTENSIONS, extension_configs=_EXTENSION_CONFIGS)


@functools.lru_cache(maxsize=4096)  # a preview rebuild reads every post again
def make_excerpt(body: str, description: str | None = None) -> str:
    """Return a post's excerpt as one line of plain text.

    ``description`` wins; else the text before ``<!-- more -->``; else the
    opening of the post cut to ~120 characters of Chinese or 40 words.
    No code, no Markdown or HTML; formulas keep their TeX source.
    """
    if description:
        return _SPACE.sub(" ", description).strip()
    head, marked = split_more(body)
    if marked:
        return markdown_to_text(head)
    return shorten(markdown_to_text(_opening(head)))


def markdown_to_text(source: str) -> str:
    """Render Markdown and keep only its prose, on one line."""
    source = _FOOTNOTE_REF.sub("", shown_text(drop_callout_marks(drop_fenced_code(source))))
    source = escape_prices(source)
    if not source.strip():
        return ""
    _renderer.reset()
    rendered = _renderer.convert(source)
    root = lxml_html.fragment_fromstring(rendered, create_parent="div")
    for element in root.xpath(_DROP):
        _remove_keeping_tail(element)
    for element in root.iter():
        if element.tag in _BLOCKS:
            element.tail = " " + (element.tail or "")
        if "arithmatex" in (element.get("class") or ""):
            element.text = _MATH_DELIMS.sub("", element.text or "")
    return _SPACE.sub(" ", root.text_content()).strip()


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


def _opening(markdown_body: str, enough: int = 600) -> str:
    """Return the first blocks of the body, enough to fill an excerpt."""
    blocks: list[str] = []
    size = 0
    for block in _BLANK_LINE.split(drop_fenced_code(markdown_body)):
        blocks.append(block)
        size += len(block)
        if size >= enough:
            break
    return "\n\n".join(blocks)


def shorten(text: str) -> str:
    """Cut ``text`` to ~120 characters when mostly Chinese, else to 40 words, adding an ellipsis."""
    if len(_CJK.findall(text)) * 2 >= len(text.replace(" ", "")) and text:
        if len(text) <= MAX_CHARS:
            return text
        cut = text[:MAX_CHARS]
        ends = [m.end() for m in _SENTENCE_END.finditer(cut) if m.end() >= MAX_CHARS * 2 // 3]
        return (cut[: ends[-1]] if ends else cut.rstrip()) + _ELLIPSIS
    words = text.split(" ")
    if len(words) <= MAX_WORDS:
        return text
    return " ".join(words[:MAX_WORDS]).rstrip(",;:") + _ELLIPSIS
