"""Backslash escapes, inline HTML, code spans' spaces and ``{…}`` read as CommonMark reads them
(coursebook/inlines.py, issue 42): each case a writer's habit that Python-Markdown alone changed
or lost, compared with markdown-it-py."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from blocktree import block_tree, commonmark_html, coursebook_html

# What a writer wrote; the comment says what Python-Markdown alone made of it.
HABITS = {
    "generics escaped": "Rust 的 Vec\\<T> 与 chan\\<- int",  # "Vec\" and "chan\", <T> a tag
    "generics unescaped": "Map<Integer, int[]> sumMap = new HashMap<>();",  # "Map sumMap"
    "a comparison": "当 f(n)<c*g(n) 且 n>=N 时",  # the text between < and > gone
    "any punctuation escaped": "价格 \\& 税 \\~ 约 \\= 合计",  # backslashes kept
    "a path keeps its backslashes": "打开 C:\\Users\\name\\docs",
    "a code span's edge space": "调用 `app.post() `方法，再看 `` `code` ``",  # space stripped
    "a code span over a line break": "命令 `git\ncommit` 提交",
}


@pytest.mark.parametrize("text", HABITS.values(), ids=HABITS.keys())
def test_inline_text_reads_as_the_writer_s_editor_shows_it(text):
    assert block_tree(coursebook_html(text)) == block_tree(commonmark_html(text))


def test_real_tags_and_autolinks_stay():
    text = '按 <kbd>Ctrl</kbd>，见 <span class="x">注</span> 和 <https://a.org>'
    page = BeautifulSoup(coursebook_html(text), "html.parser")
    assert page.kbd.get_text() == "Ctrl" and page.span["class"] == ["x"] and page.a["href"] == "https://a.org"


def test_braces_that_are_no_attributes_stay_text():
    page = BeautifulSoup(coursebook_html("# 集合 {x}\n\n| 规则 | 说明 |\n|---|---|\n| a == {0} | b |\n"), "html.parser")
    assert page.h1.contents[0] == "集合 {x}" and page.td.get_text() == "a == {0}"


def test_attribute_lists_still_set_attributes():
    page = BeautifulSoup(
        coursebook_html('# 标题 {#anchor .wide}\n\n[下载](x.zip){ .md-button target="_blank" }\n'), "html.parser"
    )
    assert page.h1["id"] == "anchor" and page.h1["class"] == ["wide"]
    button = page.select_one("p > a")
    assert button["class"] == ["md-button"] and button["target"] == "_blank"
