"""HTML blocks as CommonMark editors read them (coursebook/htmlblocks.py): Markdown after a blank
line inside a <details> or <div> is Markdown; an element never closed is reported by line."""

from __future__ import annotations

from blocktree import coursebook_html
from coursebook.htmlblocks import markdown_in_html


def test_a_fold_whose_block_ends_before_it_does_has_its_inside_read_as_markdown():
    text = "<details>\n<summary>答案</summary>\n\n- 第一\n\n</details>\n"
    read, unclosed = markdown_in_html(text)
    assert read.startswith('<details markdown="1">\n') and unclosed == []


def test_html_closed_in_its_own_block_or_in_code_or_marked_by_the_writer_is_left_as_written():
    for text in (
        "<details><summary>a</summary>raw *text*</details>\n",
        "<div>\nraw\n</div>\n",
        "```html\n<details>\n\n- a\n```\n",
        '<div markdown="1">\n\n- a\n\n</div>\n',
        '<div class="grid cards" markdown>\n\n- a\n\n</div>\n',  # Material's own form
        "Text with <div in it.\n",
        "<div style={{\n  width: 1,\n}} />\n\nafter\n",  # JSX's empty element, as a broken fence leaves it
    ):
        assert markdown_in_html(text) == (text, []), text


def test_an_element_never_closed_is_named_by_its_line_and_closed_at_the_end():
    text = "<details>\n<summary>一</summary>\n\n甲\n\n</details>\n\n<details>\n<summary>二</summary>\n\n乙\n"
    read, unclosed = markdown_in_html(text)
    assert unclosed == [(7, "details")]  # the second one (line 8 of the text)
    assert read.endswith("</details>") and read.count("</details>") == 2 and read.count('markdown="1"') == 2


def test_an_element_left_open_in_a_list_item_ends_with_the_item_as_in_a_browser():
    # A typo (<div> for </div>) in an item: Python-Markdown read the rest of the page as raw HTML.
    text = "1. 公式：\n   <div>\n   $$\n   x^2\n   $$\n   <div>\n2. 下一项\n\n## 之后\n\n正文。\n"
    read, unclosed = markdown_in_html(text)
    assert unclosed == [] and read.count("   </div>") == 2
    html = coursebook_html(text)
    assert "<h2" in html and "## 之后" not in html and "<p>正文。</p>" in html
