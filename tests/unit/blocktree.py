"""The block structure of a page's HTML, to compare Coursebook's Markdown with a CommonMark
parser's (issue 42): the kinds and nesting of paragraphs, lists, items, headings, code, quotes,
tables and rules, and the text of each block.

What both readers write differently without a reader seeing a different structure is left out:
a paragraph directly inside a list item (a loose list's spacing) counts as the item's own text,
code is compared by its text (Coursebook colours it in spans), and whitespace is one space.
"""

from __future__ import annotations

import json
import re
import subprocess
from functools import cache
from pathlib import Path

import markdown as python_markdown
from bs4 import BeautifulSoup, NavigableString, Tag
from markdown_it import MarkdownIt

from coursebook.bounds import bound_markdown
from coursebook.cjkbreaks import PUNCTUATION, WIDE
from coursebook.features.theme import markdown_extensions
from coursebook.htmlblocks import markdown_in_html
from coursebook.lists import commonmark_lists
from coursebook.text import outside_code

BLOCKS = {"p", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "blockquote", "table", "hr"}
_SPACE = re.compile(r"\s+")
# A space beside Chinese text where a line broke: Coursebook drops it (coursebook/cjkbreaks.py), by design.
_WIDE_SPACE = re.compile(rf"(?<=[{WIDE}]) (?=[{WIDE}])|(?<=[{PUNCTUATION}]) | (?=[{PUNCTUATION}])")


def coursebook_html(text: str, cjk_emphasis: bool = True) -> str:
    """``text`` as a Coursebook page renders it: the lists rewritten and the bounds applied, as
    the build does before Markdown (features/authoring.py), then Coursebook's extensions
    (without coursebook.cjkemphasis when not ``cjk_emphasis``)."""
    bounded = commonmark_lists(markdown_in_html(bound_markdown(text, "page.md")[0])[0])
    extensions = markdown_extensions()
    if not cjk_emphasis:
        del extensions["coursebook.cjkemphasis"]
    reader = python_markdown.Markdown(extensions=list(extensions), extension_configs=extensions)
    return reader.convert(bounded)


@cache
def _commonmark() -> MarkdownIt:
    return MarkdownIt("commonmark").enable(["table", "strikethrough"])


def commonmark_html(text: str) -> str:
    return _commonmark().render(text)


def cjk_friendly_html(texts: list[str]) -> list[str]:
    """``texts`` as CommonMark with the CJK-friendly emphasis rule reads them: markdown-it (npm)
    and markdown-it-cjk-friendly, run by Node (cjk_friendly.mjs), all in one run."""
    script = Path(__file__).with_name("cjk_friendly.mjs")
    done = subprocess.run(["node", str(script)], input=json.dumps(texts), capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def block_tree(html: str) -> tuple:
    """The blocks of ``html`` as nested tuples: (tag, text, children)."""
    tree = BeautifulSoup(html, "html.parser")
    for anchor in tree.select("a.headerlink"):  # the heading's permalink (Material's toc setting)
        anchor.decompose()
    return tuple(_blocks(tree))


def _blocks(node: Tag) -> list[tuple]:
    found: list[tuple] = []
    for child in node.children:
        if not isinstance(child, Tag):
            continue
        if child.name in BLOCKS:
            found.append(_block(child))
        else:
            found += _blocks(child)  # a wrapper (Coursebook's <div class="highlight">): its blocks
    return found


def _block(element: Tag) -> tuple:
    name = element.name
    if name == "pre":
        return ("pre", element.get_text().rstrip("\n"), ())
    if name == "table" and "highlighttable" in (element.get("class") or []):  # code with line numbers
        return ("pre", element.select_one("td.code pre").get_text().rstrip("\n"), ())
    if name == "table":
        rows = tuple(tuple(_text(cell) for cell in row.find_all(["th", "td"])) for row in element.find_all("tr"))
        return ("table", "", rows)
    children = _blocks(element)
    if name == "li" and children and children[0][0] == "p":  # a loose list's item: its first paragraph is its text
        first, *rest = children
        return (
            "li",
            first[1],
            tuple(("p", text, sub) if kind == "p" else (kind, text, sub) for kind, text, sub in rest),
        )
    return (name, _text(element), tuple(children))


def _text(element: Tag) -> str:
    """The text of ``element`` outside its nested blocks, whitespace as single spaces."""
    parts = []
    for piece in element.descendants:
        if isinstance(piece, NavigableString) and not _inside_block(piece, element):
            parts.append(str(piece))
    return _WIDE_SPACE.sub("", _SPACE.sub(" ", "".join(parts)).strip())


def _inside_block(piece: NavigableString, top: Tag) -> bool:
    parent = piece.parent
    while parent is not None and parent is not top:
        if parent.name in BLOCKS:
            return True
        parent = parent.parent
    return False


# What an extension defines (so the two readers differ by design), taken out of a page before
# both read it: display math, admonitions, details and content tabs with their bodies,
# callouts, raw HTML blocks, footnotes, definitions, abbreviations, attribute lists,
# Obsidian's embeds, comments and wikilinks, task boxes, inline math.
_EXTENSION_BLOCKS = [
    re.compile(r"^\$\$.*?^\$\$[ \t]*$", re.MULTILINE | re.DOTALL),
    re.compile(r"^(?:!!!|\?\?\?\+?|===)[^\n]*\n(?:(?:[ \t]*\n)*(?: {4}|\t)[^\n]*\n?)*", re.MULTILINE),
    re.compile(r"^>[ \t]*\[![^\n]*\n(?:>[^\n]*\n?)*", re.MULTILINE),
    re.compile(r"^<(?!!--)[A-Za-z][^\n]*\n(?:[^\n]+\n?)*", re.MULTILINE),
    re.compile(r"^\[\^[^\]]+\]:[^\n]*\n(?:(?: {4}|\t)[^\n]*\n?|[ \t]*\n)*", re.MULTILINE),
    re.compile(r"^[^\n]+\n(?::[ \t][^\n]*\n?)+", re.MULTILINE),
    re.compile(r"^\*\[[^\]]+\]:[^\n]*\n?", re.MULTILINE),
    re.compile(r"^[ \t]*\{:?[^}\n]*\}[ \t]*$\n?", re.MULTILINE),
    re.compile(r"^!\[\[[^\n]*\]\][ \t]*$\n?", re.MULTILINE),
    re.compile(r"^<!--[^\n]*-->[ \t]*$\n?", re.MULTILINE),
]
_INLINE = [
    (re.compile(r"%%.*?%%", re.DOTALL), lambda m: ""),
    (re.compile(r"\\begin\{(\w+\*?)\}.*?\\end\{\1\}", re.DOTALL), lambda m: "MATH"),
    (re.compile(r"!?\[\[([^\]|#^]*)(?:[#^][^\]|]*)?(?:\|([^\]]*))?\]\]"), lambda m: m[2] or m[1]),
    (re.compile(r"(?<![\\$])\$(?![\s$])[^$\n\u4e00-\u9fff]+?(?<![\s\\$])\$(?![$\d])"), lambda m: "MATH"),
    (re.compile(r"\$\$[^$\n]+\$\$|\\\(.+?\\\)"), lambda m: "MATH"),
    (re.compile(r":[a-z0-9]+(?:-[a-z0-9]+)+:"), lambda m: ""),  # Material's icons, :material-school:
    (re.compile(r"^([ \t]*(?:[-*+]|\d+[.)])[ \t]+)\[[ xX]\][ \t]+", re.MULTILINE), lambda m: m[1]),
    (re.compile(r"\{[:#.][^}\n]*\}"), lambda m: ""),
]


def without_extensions(text: str) -> str:
    """``text`` (a page's body) without what an extension defines, for both readers to read."""
    for pattern in _EXTENSION_BLOCKS:
        text = pattern.sub("", text)
    text = _FENCE_INFO.sub(r"\1", text)  # a fence's title, lines and numbers: coursebook/fences.py

    def replace_inline(stretch: str) -> str:
        for inline, replace in _INLINE:
            stretch = inline.sub(replace, stretch)
        return stretch

    return outside_code(text, replace_inline)


_FENCE_INFO = re.compile(r"^([ \t]*(?:`{3,}|~{3,})[\w+-]*)[ \t]+[^\n]*$", re.MULTILINE)
