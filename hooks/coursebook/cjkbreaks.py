"""A Markdown extension: a line break between two Chinese characters is no space.

Writers who wrap their Markdown at a fixed width (many editors do, and Hexo and Hugo
blogs are full of it) break Chinese paragraphs anywhere; HTML shows each break as a space,
so 显存\\n账 reads 显存 账. Like Hugo, Hexo and markdown-it's cjk-breaks, the break is dropped
when the characters on both sides are Chinese (or Japanese, Korean), or one of them is
full-width punctuation (which holds its own space); a break between a Chinese character and
a Latin letter or a digit stays a space. Code, math and
raw HTML are never touched (their text is atomic or stashed by the time this runs).

Why an extension of our own: Python-Markdown has no maintained one for this, and the rule is
one regular expression over the tree's text. Guide, part 2, "Markdown you can use".
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree

from markdown import Extension, Markdown
from markdown.treeprocessors import Treeprocessor
from markdown.util import AtomicString

# Han, kana, Hangul, CJK and full-width punctuation (coursebook/cjkemphasis.py reads it too).
WIDE = r"\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef"
PUNCTUATION = r"\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65"  # ，。、：「」（）…
# Between two wide characters; or next to full-width punctuation, whatever is on the other side
# ("各 2 字节，\nfp32" reads "字节，fp32": the comma holds its own space).
_BREAK = re.compile(
    rf"(?<=[{WIDE}])[ \t]*\n[ \t]*(?=[{WIDE}])|(?<=[{PUNCTUATION}])[ \t]*\n[ \t]*"
    rf"|(?<![ \t])[ \t]*+\n[ \t]*(?=[{PUNCTUATION}])"  # from a run's start only: linear on long runs
)
_UNTOUCHED = {"pre", "code", "script", "style", "math", "kbd"}


def join_wide_lines(text: str) -> str:
    """``text`` with each line break between two wide characters taken out."""
    return _BREAK.sub("", text)


class _JoinWideLines(Treeprocessor):
    def run(self, root: etree.Element) -> None:
        self._join(root)

    def _join(self, element: etree.Element) -> None:
        if element.tag in _UNTOUCHED:
            return
        if element.text and "\n" in element.text and not isinstance(element.text, AtomicString):
            element.text = join_wide_lines(element.text)
        for child in element:
            self._join(child)
            if child.tail and "\n" in child.tail and not isinstance(child.tail, AtomicString):
                child.tail = join_wide_lines(child.tail)


class CJKBreaksExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's name)
        # After the inline patterns (priority 20), so that only the text readers see is left.
        md.treeprocessors.register(_JoinWideLines(md), "coursebook_cjk_breaks", 5)


def makeExtension(**kwargs: object) -> CJKBreaksExtension:  # noqa: N802 (Markdown's name)
    return CJKBreaksExtension(**kwargs)
