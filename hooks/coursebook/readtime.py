"""Reading time of a post: Chinese by characters, everything else by words."""

from __future__ import annotations

import math
import re

from coursebook.text import drop_fenced_code

CJK_PER_MINUTE = 400
WORDS_PER_MINUTE = 200

# Han ideographs (with extension A and compatibility forms), kana and hangul:
# scripts read character by character.
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]")
_WORD = re.compile(r"[^\W_]+(?:['’.-][^\W_]+)*")
# Linear, whatever the text: a run of backticks is taken whole, a tag holds no "<", a link
# target no "(" (each was scanned to the end of the text or line from every start).
_INLINE_CODE = re.compile(r"(?<!`)(`++).+?(?<!`)\1(?!`)")
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_TAG = re.compile(r"<[^<>\n]+>")
_LINK_TARGET = re.compile(r"\]\([^()]*\)")


def count_text(markdown: str) -> tuple[int, int]:
    """Return (CJK characters, other words) of ``markdown``, code and markup not counted."""
    text = drop_fenced_code(markdown)
    text = _INLINE_CODE.sub(" ", text)
    closed = text.rfind("-->") + 3  # no comment opens after the last close: do not look there
    text = _TAG.sub(" ", _COMMENT.sub(" ", text[:closed]) + text[closed:])
    text = _LINK_TARGET.sub("] ", text)
    rest, cjk = _CJK.subn(" ", text)  # one pass counts the CJK characters and blanks them out
    return cjk, len(_WORD.findall(rest))


def reading_time(markdown: str) -> int:
    """Return whole minutes to read ``markdown`` (at least 1): ~400 CJK chars or ~200 words a minute."""
    cjk, words = count_text(markdown)
    return max(1, math.ceil(cjk / CJK_PER_MINUTE + words / WORDS_PER_MINUTE))
