"""A Markdown extension: ``**粗体**`` and ``*强调*`` next to Chinese text pair as the writer means.

CommonMark's rules (and Python-Markdown's, through pymdownx.betterem) decide whether ``**``
opens or closes by the characters around it, and count Chinese punctuation as punctuation
and Chinese letters as letters; so ``**加粗“引号”**后面的字，以及**中文，**逗号。`` pairs
the second ``**`` with the third and bolds the wrong words (issue 42). Every editor a
Chinese writer previews in (Typora, Obsidian) bolds ``加粗“引号”`` and ``中文，``: the pairing
markdown-it-cjk-friendly and the CommonMark CJK discussion describe, where a delimiter next
to a Chinese (Japanese, Korean) character or full-width punctuation opens and closes freely.

So: a ``**…**`` or ``*…*`` whose delimiters touch such a character on either side is paired
with the nearest closing one, before betterem reads the rest; every other delimiter (Latin
text) is left to betterem, as before. Code spans, links and math are read first (higher
priorities), so nothing inside them is touched.

Why an extension of our own: no maintained Python-Markdown extension does this; markdown-it's
plugin works on markdown-it's tokens, not Python-Markdown's.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree

from markdown import Extension, Markdown
from markdown.inlinepatterns import InlineProcessor

from coursebook.cjkbreaks import WIDE

# The text between two delimiters: no space next to them, no run of the same delimiter inside.
_STRONG = r"(?<![*\\])\*\*(?![\s*])((?:(?!\*\*).)+?)(?<![\s\\*])\*\*(?!\*)"
_EMPHASIS = r"(?<![*\\])\*(?![\s*])((?:(?!\*).)+?)(?<![\s\\*])\*(?!\*)"
_WIDE_CHARACTER = re.compile(f"[{WIDE}]")


def _touches_wide(data: str, match: re.Match[str], width: int) -> bool:
    """Whether a delimiter of ``match`` (``width`` characters) has a wide character beside it."""
    start, end = match.start(0), match.end(0)
    around = [data[start - 1 : start], data[start + width : start + width + 1]]
    around += [data[end - width - 1 : end - width], data[end : end + 1]]
    return any(_WIDE_CHARACTER.match(character) for character in around if character)


class _WidePair(InlineProcessor):
    """``tag`` around the text between two delimiters of ``width`` that touch Chinese text."""

    def __init__(self, pattern: str, md: Markdown, tag: str, width: int) -> None:
        super().__init__(pattern, md)
        self.tag, self.width = tag, width

    def handleMatch(self, m: re.Match[str], data: str):  # noqa: N802 (Markdown's name)
        if not _touches_wide(data, m, self.width):
            return None, None, None  # Latin text: betterem's rules, as before
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
