"""A Markdown extension: ``**粗体**`` and ``*强调*`` next to Chinese text pair as the writer means.

CommonMark's rules (and Python-Markdown's, through pymdownx.betterem) decide whether ``**``
opens or closes by the characters around it, and count Chinese punctuation as punctuation
and Chinese letters as letters; so ``**加粗“引号”**后面的字，以及**中文，**逗号。`` pairs
the second ``**`` with the third and bolds the wrong words (issue 42). Every editor a
Chinese writer previews in (Typora, Obsidian) bolds ``加粗“引号”`` and ``中文，``: the pairing
markdown-it-cjk-friendly and the CommonMark CJK discussion describe, where a delimiter next
to a Chinese (Japanese, Korean) character or full-width punctuation opens and closes freely.

So: a ``**…**`` or ``*…*`` with a Chinese (Japanese, Korean) character beside one of its
delimiters is paired by that rule, before betterem reads the rest: a delimiter run opens unless
a space follows it, or punctuation follows it and a letter (not CJK) precedes it; CJK on either
side lifts the second condition; closing is its mirror. Every other pair (Latin text) is left to
betterem, as before. Code spans, links and math are read first (higher priorities), so nothing
inside them is touched. tests/unit/test_cjkemphasis.py holds it against markdown-it-cjk-friendly
itself (npm), on every mix of CJK letters, CJK and Latin punctuation, letters and spaces around
the delimiters.

Why an extension of our own: no maintained Python-Markdown extension does this; markdown-it's
plugin works on markdown-it's tokens, not Python-Markdown's.
"""

from __future__ import annotations

import re
import unicodedata
import xml.etree.ElementTree as etree

from markdown import Extension, Markdown
from markdown.inlinepatterns import InlineProcessor

from coursebook.cjkbreaks import WIDE

# The text between two delimiters: no space next to them, no run of the same delimiter inside.
_STRONG = r"(?<![*\\])\*\*(?![\s*])((?:(?!\*\*).)+?)(?<![\s\\*])\*\*(?!\*)"
_EMPHASIS = r"(?<![*\\])\*(?![\s*])((?:(?!\*).)+?)(?<![\s\\*])\*(?!\*)"
_WIDE_CHARACTER = re.compile(f"[{WIDE}]")
_HANGUL = re.compile("[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\ud7b0-\ud7ff]")


def _is_cjk(character: str) -> bool:
    """A full-width or wide character that is not an emoji, or Hangul (as markdown-it-cjk-friendly
    counts them; “ and ” are of ambiguous width: not CJK)."""
    if not character or ord(character) < 0x1100:
        return False
    width = unicodedata.east_asian_width(character)
    if width in ("F", "H"):
        return True
    if width == "W":
        return not 0x1F000 <= ord(character) <= 0x1FAFF and not 0x2600 <= ord(character) <= 0x27BF
    return width == "N" and bool(_HANGUL.match(character))


def _is_punctuation(character: str) -> bool:
    return unicodedata.category(character)[0] in "PS"


def _flanks(before: str, after: str) -> tuple[bool, bool]:
    """Whether a delimiter run between ``before`` and ``after`` (a space at a text's ends) can open
    and can close, by CommonMark's flanking rules with the CJK-friendly relaxation."""
    if before.isspace() or after.isspace():
        return not after.isspace(), not before.isspace()
    cjk = _is_cjk(before) or _is_cjk(after)
    return (
        cjk or _is_punctuation(before) or not _is_punctuation(after),
        cjk or _is_punctuation(after) or not _is_punctuation(before),
    )


def _pairs_as_cjk(data: str, match: re.Match[str], width: int) -> bool:
    """Whether the delimiters of ``match`` (``width`` characters) have CJK text beside them and
    open and close by the CJK-friendly rule."""
    start, end = match.start(0), match.end(0)

    def beside(position: int) -> str:
        return data[position] if 0 <= position < len(data) else " "

    opening = (beside(start - 1), beside(start + width))
    closing = (beside(end - width - 1), beside(end))
    if not any(_WIDE_CHARACTER.match(character) or _is_cjk(character) for character in (*opening, *closing)):
        return False  # Latin text: betterem's rules, as before
    return _flanks(*opening)[0] and _flanks(*closing)[1]


class _WidePair(InlineProcessor):
    """``tag`` around the text between two delimiters of ``width`` that touch Chinese text."""

    def __init__(self, pattern: str, md: Markdown, tag: str, width: int) -> None:
        super().__init__(pattern, md)
        self.tag, self.width = tag, width

    def handleMatch(self, m: re.Match[str], data: str):  # noqa: N802 (Markdown's name)
        if not _pairs_as_cjk(data, m, self.width):
            return None, None, None
        element = etree.Element(self.tag)
        element.text = m.group(1)
        return element, m.start(0), m.end(0)


class CJKEmphasisExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's name)
        # Above betterem's delimiters (60), below code spans, links and math.
        md.inlinePatterns.register(_WidePair(_STRONG, md, "strong", 2), "coursebook_cjk_strong", 66)
        md.inlinePatterns.register(_WidePair(_EMPHASIS, md, "em", 1), "coursebook_cjk_emphasis", 65)


def makeExtension(**kwargs: object) -> CJKEmphasisExtension:  # noqa: N802 (Markdown's name)
    return CJKEmphasisExtension(**kwargs)
