"""Lists and headings as writers write them in Typora, Obsidian, VS Code and on GitHub (issue 42):
a Coursebook page has the block structure a CommonMark parser (markdown-it-py) gives the same
Markdown, where Python-Markdown alone loses it."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from blocktree import block_tree, commonmark_html, coursebook_html
from coursebook.lists import commonmark_lists

# Each as a writer drafts it; the comment says what Python-Markdown alone made of it.
HABITS = {
    "list right after a line (Typora)": "学习内容：\n- 第一项\n- 第二项\n",  # one paragraph
    "numbered list right after a line": "步骤如下：\n1. 安装\n2. 构建\n",  # one paragraph
    "two-space nesting (VS Code, GitHub)": "- 一级\n  - 二级\n    - 三级\n- 一级 b\n",  # siblings
    "three-space nesting under a number": "1. 步骤\n   - 子项\n   - 子项二\n2. 步骤二\n",  # siblings
    "numbers after bullets": "- 甲\n- 乙\n\n1. 第一步\n2. 第二步\n",  # one <ul>
    "another bullet character": "- 甲\n- 乙\n\n* 丙\n",  # one <ul>
    "code in a two-space item": "- 运行：\n\n  ```bash\n  mkdocs build\n  ```\n- 然后部署\n",
    "quote in an item": "- 引用：\n  > 原话\n- 下一项\n",
    "paragraph after a nested list": "- a\n  - b\n\n    c\n- d\n",
    "1) markers (Obsidian)": "1) 一\n2) 二\n",
    # A fold GitHub and Typora show with a list in it: raw text ("- 第一") in Python-Markdown.
    "a list in a <details> fold": "<details>\n<summary>答案</summary>\n\n- 第一\n- **第二**\n\n</details>\n\n之后。\n",
    "a heading and a list in a <div>": '<div class="note">\n\n## 小结\n\n- 甲\n- 乙\n\n</div>\n',
    # Found on real blogs (bench/markdown_diff.py): fences and lists with no blank line between.
    "a fence straight under a line": "运行：\n```bash\nmkdocs build\n```\n然后部署。\n",
    "a list straight under a fence": "```\nx\n```\n- a\n- b\n",
    "a fence under an item, left of its text": "1. step\n```\ncode\n```\n",
    "an item after a loose sublist": "- A\n  - a1\n\n  - a2\n- B\n",
    "a heading underlined under two lines": "标题的\n第二行\n---\n正文\n",
    "two quotes a blank line apart": "> 一\n\n> 二\n",
    "a backslash at a line's end": "第一行\\\n第二行\n",
    "heading closed by #s": "## 标题 ##\n正文\n",
    "indented heading": "  ## 标题\n",
    # Found on the second pass over real blogs: tables, fences and quotes.
    "a table straight under a line": "快捷键：\n| 按键 | 命令 |\n| --- | --- |\n| C-x 0 | 关闭 |\n",
    "a heading straight under a table": "| a | b |\n|---|---|\n| 1 | 2 |\n# 下一节\n正文\n",
    "a pipe escaped in a cell's code": "| 命令 | 说明 |\n|---|---|\n| `/ingest <url\\|file>` | 导入 |\n",
    "a closing fence indented": "```\n?   ?\n |\\ /|\n ```\n\n后文\n",
    "a closing fence longer than the opening": "~~~\nx\n~~~~~\n",
    "a fence left open": "正文\n\n```bash\nls\n\n## 不是标题\n",
    "a fence left open in a quote": "> ```\n> x\n\n正文\n",
    "a list straight under a line in a quote": "> 注意：\n> 1. 一\n> 2. 二\n\n后\n",
    "a fence straight under a line in a quote": "> 运行：\n> ```\n> ls\n> ```\n",
    "a definition straight under a line": "参考\n[官网]: https://example.com\n\n见[官网]\n",
}


@pytest.mark.parametrize("text", HABITS.values(), ids=HABITS.keys())
def test_a_writer_s_lists_keep_the_structure_their_editor_shows(text):
    assert block_tree(coursebook_html(text)) == block_tree(commonmark_html(text))


def test_a_list_after_a_line_is_a_list_not_a_paragraph():
    page = BeautifulSoup(coursebook_html("学习内容：\n- 第一项\n- 第二项\n"), "html.parser")
    assert page.p.get_text() == "学习内容："
    assert [item.get_text() for item in page.select("ul > li")] == ["第一项", "第二项"]


def test_four_space_nesting_and_plain_pages_are_left_as_written():
    for text in (
        "- a\n    - b\n        - c\n- d\n",
        "# Title\n\nA paragraph.\n\n- one\n- two\n",
        "1. step\n\n    ```python\n    x = 1\n    ```\n\n2. next\n",
        "**注意**：先安装。\n\n*斜体*开头的一段。\n",  # a paragraph that starts with emphasis, not an item
    ):
        assert commonmark_lists(text) == text


def test_lists_in_an_admonition_read_the_same_way():
    page = BeautifulSoup(coursebook_html("!!! note\n    说明：\n    - 甲\n      - 乙\n"), "html.parser")
    assert page.select_one(".admonition ul > li > ul > li").get_text() == "乙"


def test_display_math_and_code_that_look_like_lists_are_left_alone():
    math = "$$\n- x + y\n$$\n"
    code = "```\n- 不是列表\n  - 也不是\n```\n"
    assert commonmark_lists(math) == math and commonmark_lists(code) == code


def test_an_obsidian_tag_at_a_line_start_is_no_heading():
    page = BeautifulSoup(coursebook_html("#读书笔记 #ML\n\n# 真标题\n"), "html.parser")
    assert [heading.get_text().rstrip("¶") for heading in page.find_all("h1")] == ["真标题"]


# What a review found Python-Markdown read right and the first rewrite broke (issue 42).
def test_a_list_nested_eleven_deep_ends_where_it_ends():
    text = "\n".join("    " * depth + f"- l{depth}" for depth in range(11)) + "\n\nAfter.\n\n## Heading\n"
    page = BeautifulSoup(coursebook_html(text), "html.parser")
    assert page.find("h2").parent.name == "[document]" and page.find_all("p")[-1].get_text() == "After."


@pytest.mark.parametrize("opener", ["!!! note", "??? tip", '=== "Tab"'])
def test_an_admonition_or_tab_straight_under_a_list_is_one(opener):
    page = BeautifulSoup(coursebook_html(f"- a\n- b\n{opener}\n    body\n"), "html.parser")
    assert "!!!" not in page.get_text() and "???" not in page.get_text() and "===" not in page.get_text()
    assert page.select_one("li").get_text() == "a"


def test_a_callout_body_indented_by_a_tab_reads_its_lists_the_same_way():
    page = BeautifulSoup(coursebook_html("!!! note\n\tIntro:\n\t- a\n\t  - nested\n\t- b\n"), "html.parser")
    assert page.select_one(".admonition ul > li > ul > li").get_text() == "nested"


@pytest.mark.parametrize("marker", ["-", "1."])
def test_code_eight_spaces_into_an_item_keeps_its_own_indentation(marker):
    page = BeautifulSoup(coursebook_html(f"{marker} item\n\n        code line\n        more\n"), "html.parser")
    assert page.select_one("li pre").get_text() == "code line\nmore\n"


# Found by a writer's trial on a public blog (bench/markdown_diff.py's rule did not reach it).
def test_a_numbered_list_keeps_its_first_number():
    page = BeautifulSoup(coursebook_html("4. Enter the key\n5. Go back\n"), "html.parser")
    assert page.ol["start"] == "4" and len(page.select("ol > li")) == 2


def test_a_line_of_a_lone_backslash_in_a_list_stays_in_its_item():
    text = "- Since this bypasses it.\n\\\n**Because of that**\n- You will need secrets.\n"
    assert block_tree(coursebook_html(text)) == block_tree(commonmark_html(text))
    assert len(BeautifulSoup(coursebook_html(text), "html.parser").select("ul > li")) == 2
