"""Reading time of a post: Chinese by characters, everything else by words."""

from __future__ import annotations

import functools
import math
import re

from coursebook.text import drop_fenced_code

CJK_PER_MINUTE = 400
WORDS_PER_MINUTE = 200

# Han ideographs (with extension A and compatibility forms), kana and hangul:
# scripts read character by character.
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]")
_WORD = re.compile(r"[^\W_]+(?:['’.-][^\W_]+)*")
_INLINE_CODE = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)")
_HTML = re.compile(r"<!--.*?-->|<[^>\n]+>", re.DOTALL)
_LINK_TARGET = re.compile(r"\]\([^)]*\)")


def count_text(markdown: str) -> tuple[int, int]:
    """Return (CJK characters, other words) of ``markdown``, code and markup not counted."""
    text = drop_fenced_code(markdown)
    text = _INLINE_CODE.sub(" ", text)
    text = _HTML.sub(" ", text)
    text = _LINK_TARGET.sub("] ", text)
    rest, cjk = _CJK.subn(" ", text)  # one pass counts the CJK characters and blanks them out
    return cjk, len(_WORD.findall(rest))


@functools.lru_cache(maxsize=4096)  # a preview rebuild reads every post again
def reading_time(markdown: str) -> int:
    """Return whole minutes to read ``markdown`` (at least 1): ~400 CJK chars or ~200 words a minute."""
    cjk, words = count_text(markdown)
    return max(1, math.ceil(cjk / CJK_PER_MINUTE + words / WORDS_PER_MINUTE))
