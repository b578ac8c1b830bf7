"""Display math typed against text (Typora, Hexo, Obsidian) becomes a block; code stays as written."""

from __future__ import annotations

import pytest

from coursebook.displaymath import separate_display_math
from sitemarkdown import render_markdown


def render(source: str) -> str:
    return render_markdown(separate_display_math(source))


@pytest.mark.parametrize(
    "source",
    [
        "价值函数为\n$$\n\\mathbb{E}_{\\pi}[V_\\pi(S)]\n$$\n其中 $S$ 是状态。",
        "价值函数为\n$$\\mathbb{E}_{\\pi}[V_\\pi(S)]$$\n其中。",
        "价值函数为\n$$\\mathbb{E}_{\\pi}\n[V_\\pi(S)]$$\n其中。",
        "价值函数为\n\\[\n\\mathbb{E}_{\\pi}[V_\\pi(S)]\n\\]\n其中。",
        "价值函数为\n\\begin{align}\n\\mathbb{E}_{\\pi}[V_\\pi(S)] &= 1\n\\end{align}\n其中。",
        "> [!note] 定义\n> 价值函数为\n> $$\n> \\mathbb{E}_{\\pi}[V_\\pi(S)]\n> $$\n> 其中。",
    ],
    ids=["dollars", "dollars-one-line", "dollars-two-lines", "square", "begin", "callout"],
)
def test_display_math_against_text_is_typeset_whole(source):
    html = render(source)
    assert "<em>" not in html  # the formula's underscores are not emphasis
    assert html.count('<div class="arithmatex">') == 1
    assert "\\mathbb{E}_{\\pi}" in html
    assert "价值函数为" in html and "其中" in html


@pytest.mark.parametrize(
    "source",
    [
        "text\n\n$$\nx_1\n$$\n\nmore\n",  # already a block
        "```\ncode\n$$\nx_1\n$$\n```\n",  # in a fence
        "> ```\n> $$\n> x\n> $$\n> ```\n",  # in a quoted fence
        "costs $$5 a month\nand more\n",  # never closed
        "no math at all\n",
    ],
)
def test_what_needs_no_mending_is_left_as_written(source):
    assert separate_display_math(source) == source


def test_blank_lines_keep_the_quote():
    assert separate_display_math("> a\n> $$\n> x\n> $$\n> b") == "> a\n>\n> $$\n> x\n> $$\n>\n> b"
