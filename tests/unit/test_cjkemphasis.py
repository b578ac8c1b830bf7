"""Bold and emphasis next to Chinese text pair as a Chinese writer means, as Typora and Obsidian
show them and markdown-it-cjk-friendly reads them (issue 42); Latin text pairs as before
(test_commonmark_spec.py holds the spec's)."""

from __future__ import annotations

import itertools

import pytest
from bs4 import BeautifulSoup, Tag

from blocktree import cjk_friendly_html, coursebook_html

CASES = [
    # What a writer wrote, the text of each <strong> or <em> they meant.
    ("**加粗“引号”**后面的字，以及**中文，**逗号。", ["加粗“引号”", "中文，"]),  # was: "后面的字，以及"
    ("**“引号”**开头", ["“引号”"]),  # was: not bold at all
    ("这是**重要**的。", ["重要"]),
    ("使用*斜体*吗", ["斜体"]),
    ("**外层*内层*外层**结束", ["外层内层外层", "内层"]),
    ("**注意：**请先安装。", ["注意："]),
]


@pytest.mark.parametrize(("text", "meant"), CASES)
def test_chinese_emphasis_pairs_as_the_writer_means(text, meant):
    page = BeautifulSoup(coursebook_html(text), "html.parser")
    assert [element.get_text() for element in page.find_all(["strong", "em"])] == meant


def test_code_and_links_are_read_first():
    page = BeautifulSoup(coursebook_html("`**不是**`代码，[**链接**](x)"), "html.parser")
    assert page.code.get_text() == "**不是**" and page.a.strong.get_text() == "链接"


# Every mix around a single pair: before the opener, after it, before the closer, after it.
_AROUND = ["中", "，", "“", "”", "a", " ", ".", "（"]


def _grid() -> list[str]:
    return [
        f"前{before}{mark}{first}内{last}{mark}{after}后"
        for mark in ("**", "*")
        for before, first, last, after in itertools.product(_AROUND, repeat=4)
        if first != " " and last != " "
    ]


def _spans(paragraph: Tag) -> list[tuple[str, str]]:
    return [(element.name, element.get_text()) for element in paragraph.find_all(["strong", "em"])]


def test_each_pair_reads_as_markdown_it_cjk_friendly_reads_it():
    # The reference is the plugin itself (npm), run by Node, with markdown-it: one page of all
    # cases, a paragraph each, on both sides.
    cases = [*(text for text, _ in CASES), *_grid()]
    page = "\n\n".join(cases)
    ours = BeautifulSoup(coursebook_html(page), "html.parser").find_all("p")
    theirs = BeautifulSoup(cjk_friendly_html([page])[0], "html.parser").find_all("p")
    assert len(ours) == len(theirs) == len(cases)
    differ = [
        (case, _spans(one), _spans(other))
        for case, one, other in zip(cases, ours, theirs, strict=True)
        if _spans(one) != _spans(other) or one.get_text() != other.get_text()
    ]
    assert differ == []
