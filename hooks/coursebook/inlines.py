"""A Markdown extension: three inline rules read as CommonMark (and every editor) reads them.

Python-Markdown reads these otherwise, and a writer's text changes or disappears without a
word (found comparing 419 public posts with markdown-it-py, bench/markdown_diff.py):

- **Backslash escapes.** CommonMark escapes every ASCII punctuation character; Python-Markdown
  only sixteen of them, so ``Vec\\<T>`` kept its backslash and lost ``<T>`` as a tag. Here
  every ASCII punctuation character is escapable; a backslash before anything else stays, as
  in CommonMark (``C:\\Users`` is a path).
- **Raw HTML.** Python-Markdown takes almost anything between ``<`` and ``>`` for a tag, so
  ``Map<Integer, int[]>`` or ``f(n)<c*g(n) for n>=N`` lost their text to the browser. Here an
  inline tag is one only when CommonMark's grammar says so (a tag name, then attributes).
- **Code spans.** CommonMark turns a line break inside a code span into a space and strips one
  space from each end only when both ends have one; Python-Markdown strips all of it, so
  ```` ``a `` b```` and `` `x `y `` lost their spaces. Only a span that reads differently is
  taken here; the rest is left to the code-span reader the site has (pymdownx.inlinehilite).

A fourth is attr_list's, which every Material site has on: ``{…}`` at the end of a heading or a
table cell, or after a link, is taken for attributes whatever it holds, so ``== {0}`` in a cell
or ``# 集合 {x}`` lost their text to an attribute named ``0`` or ``x``. Here it is taken only when
each word in it is an ``#id``, a ``.class`` or a ``key=value`` (``{: …}`` too), as the guide
documents them; anything else stays text.

Why our own: no maintained extension changes these rules; each is a small processor
over Python-Markdown's own (its HTML and escape processors, inlinehilite's code formatting).
"""

from __future__ import annotations

import re
import string
import xml.etree.ElementTree as etree

from markdown import Extension, Markdown
from markdown.inlinepatterns import HtmlInlineProcessor, InlineProcessor
from markdown.util import AtomicString

# CommonMark's raw HTML (spec 0.31, section 6.6): open and closing tags, comments, processing
# instructions, declarations, CDATA. Group 1 is the whole, as HtmlInlineProcessor expects.
_ATTRIBUTE = r"""\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?"""
_HTML = (
    r"(<(?:"
    rf"[A-Za-z][A-Za-z0-9-]*(?:{_ATTRIBUTE})*\s*/?"
    r"|/[A-Za-z][A-Za-z0-9-]*\s*"
    r"|!---?|!--(?:(?!-->).)*?--"
    r"|\?(?:(?!\?>).)*\?"
    r"|![A-Za-z][^>]*"
    r"|!\[CDATA\[(?:(?!\]\]>).)*\]\]"
    r")>)"
)
# attr_list's lists, only of #ids, .classes and key=values (markdown/extensions/attr_list.py's
# patterns, with this for their braces).
_ATTRIBUTE_WORD = r"""(?:[#.][^\s}]+|[\w:-]+=(?:"[^"]*"|'[^']*'|[^\s}]+))"""
_ATTRIBUTES = rf"\{{:?[ ]*({_ATTRIBUTE_WORD}(?:[ ]+{_ATTRIBUTE_WORD})*)[ ]*\}}"
# A code span: a run of backticks, then the nearest run of exactly as many (none escaped before).
_CODE_SPAN = r"(?<![\\`])(`+)(?!`)(.+?)(?<!`)\1(?!`)"


def commonmark_code(content: str) -> str:
    """A code span's text as CommonMark (markdown-it) reads it: line breaks as spaces, one space
    stripped from each end when both ends have one and it is not all spaces."""
    content = content.replace("\n", " ")
    if len(content) > 2 and content[0] == content[-1] == " " and content.strip(" "):
        return content[1:-1]
    return content


class _CodeSpan(InlineProcessor):
    """A code span whose text CommonMark reads otherwise than stripped of all its spaces."""

    def handleMatch(self, m: re.Match[str], data: str):  # noqa: N802 (Markdown's name)
        content = m.group(2)
        text = commonmark_code(content)
        if text == content.strip() or content.lstrip().startswith("#!"):  # as the site's reader has it
            return None, None, None
        reader = self.md.inlinePatterns["backtick"] if "backtick" in self.md.inlinePatterns else None
        if reader is not None and hasattr(reader, "handle_code"):  # pymdownx.inlinehilite's plain code
            reader.get_settings()  # what inlinehilite reads before each span
            return reader.handle_code("", text), m.start(0), m.end(0)
        element = etree.Element("code")
        element.text = AtomicString(text)
        return element, m.start(0), m.end(0)


class InlinesExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's name)
        md.ESCAPED_CHARS = [*md.ESCAPED_CHARS, *(c for c in string.punctuation if c not in md.ESCAPED_CHARS)]
        md.inlinePatterns.register(HtmlInlineProcessor(_HTML, md), "html", 90)
        md.inlinePatterns.register(_CodeSpan(_CODE_SPAN, md), "coursebook_code_span", 191)
        if "attr_list" in md.treeprocessors:
            reader = md.treeprocessors["attr_list"]
            reader.HEADER_RE = re.compile(rf"[ ]+{_ATTRIBUTES}[ ]*$")
            reader.BLOCK_RE = re.compile(rf"\n[ ]*{_ATTRIBUTES}[ ]*$")
            reader.INLINE_RE = re.compile(rf"^{_ATTRIBUTES}")


def makeExtension(**kwargs: object) -> InlinesExtension:  # noqa: N802 (Markdown's name)
    return InlinesExtension(**kwargs)
