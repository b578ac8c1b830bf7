"""Chinese titles and headings that break between words, not inside one (「显存账」, never 「显 / 存账」).

A browser breaks Chinese text between any two characters. A title or heading is
marked up so that it breaks only where a word ends: its text in a span of class
``cb-phrases`` (``word-break: keep-all`` in coursebook.css: no break between two
Chinese characters) with a ``<wbr>`` at each place a line may break. The words are
jieba's (jieba-rs, by rjieba): BudouX's Chinese model, tried first, splits 显存 and
ZeRO (ARCHITECTURE.md, "Chinese titles and headings break between words"). A particle
(的, 了) stays with the word before it, nothing breaks before punctuation, and a number
keeps its measure word (text.keep_numbers).
"""

from __future__ import annotations

import functools
import re
from html import escape

from markupsafe import Markup

from coursebook.text import COUNT, keep_numbers

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
# No break before these: punctuation that closes or follows, and particles that lean on the word before.
_NO_BREAK_BEFORE = re.compile(r"^[\s，。、；：！？）」』】》”’…—·,.;:!?)\]的了着过地得吗呢吧啊]")
_NO_BREAK_AFTER = re.compile(r"[（「『【《“‘(\[\s]$")


def phrases(text: object) -> Markup:
    """``text``, escaped, with a ``<wbr>`` between its Chinese words; unchanged but escaped
    (with its numbers kept to their measure words) when it holds no Chinese."""
    text = text.unescape() if isinstance(text, Markup) else str(text)  # a title the engine escaped already
    if not _HAN.search(text):
        return keep_numbers(text)
    kept = [(found.start(), found.end()) for found in COUNT.finditer(text)]
    pieces: list[str] = []
    at = 0
    for word in _words(text):
        end = at + len(word)
        if pieces and _breaks_between(text, at, kept):
            pieces.append("<wbr>")
        pieces.append(escape(word, quote=False))
        at = end
    # No <wbr> falls inside a number and its measure word (kept): text.COUNT finds them in the HTML.
    spans = COUNT.sub(lambda found: f'<span class="cb-nowrap">{found[0]}</span>', "".join(pieces))
    return Markup(f'<span class="cb-phrases">{spans}</span>')


def _breaks_between(text: str, at: int, kept: list[tuple[int, int]]) -> bool:
    """Whether a line may break at ``at`` (between two of jieba's words)."""
    if _NO_BREAK_BEFORE.match(text[at:]) or _NO_BREAK_AFTER.search(text[:at]):
        return False
    if not (_HAN.match(text[at - 1]) or _HAN.match(text[at])):
        return False  # Latin, digits and spaces break as they always do
    return not any(start < at < end for start, end in kept)


@functools.lru_cache(maxsize=8192)
def _words(text: str) -> tuple[str, ...]:
    import rjieba  # loads its dictionary on first use: only for sites with Chinese titles

    return tuple(rjieba.cut(text))
