"""Bold and emphasis next to Chinese text pair as a Chinese writer means, as Typora and Obsidian
show them (issue 42); Latin text pairs as before (test_commonmark_spec.py holds the spec's)."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from blocktree import coursebook_html

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
