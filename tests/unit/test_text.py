"""Text helpers (coursebook/text.py): where a Chinese line must not break."""

from __future__ import annotations

import pytest

from coursebook.text import keep_numbers, outside_code, outside_markup


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        (
            "第 2 讲：把 16 字节切开",
            '<span class="cb-nowrap">第 2 讲</span>：把 <span class="cb-nowrap">16 字</span>节切开',
        ),
        ("显存约 1.5 倍", '显存约 <span class="cb-nowrap">1.5 倍</span>'),
        ("第2讲", '<span class="cb-nowrap">第2讲</span>'),
        ("FP16、BF16 与 FP8", "FP16、BF16 与 FP8"),  # a number inside a name counts nothing
        ("v2 版本", "v2 版本"),
        ("Part 2 of 4", "Part 2 of 4"),
        ('"<b>" 3 个', '&#34;&lt;b&gt;&#34; <span class="cb-nowrap">3 个</span>'),  # escaped, and &#34; is no number
    ],
)
def test_a_number_keeps_its_measure_word(title, expected):
    assert keep_numbers(title) == expected


@pytest.mark.parametrize(
    ("markdown", "seen"),
    [
        # Raw HTML tags and their attribute values, comments, link destinations, math.
        ('红 <span style="color: #cc0000;">字</span>', ["红 ", "字", ""]),
        ("a <!-- #note --> b", ["a ", " b"]),
        ("[text](page.md#part) after", ["[text", " after"]),
        ("cost $x_#$ and $$\n#y\n$$ end", ["cost ", " and ", " end"]),
        # An indented code block after a blank line; a list item's indented paragraph is text.
        ("Code:\n\n    #include <x>\n    #if A\n\nAfter", ["Code:\n\n", "After"]),
        ("- item\n\n    #still-text\n", ["- item\n\n    #still-text\n"]),
        ("para\n    #continued", ["para\n    #continued"]),
    ],
)
def test_outside_markup_leaves_what_markdown_does_not_read_as_text(markdown, seen):
    pieces: list[str] = []
    outside_markup(markdown, lambda text: pieces.append(text) or text)
    assert pieces == seen


def test_a_code_span_after_a_dollar_is_still_code():
    pieces: list[str] = []
    outside_markup("costs $5 and $10, write `$x$` and `#tags`", lambda text: pieces.append(text) or text)
    assert pieces == ["costs $5 and $10, write ", " and ", ""]


def test_a_backtick_with_no_partner_before_a_list_is_a_backtick():
    # CommonMark: the list ends the paragraph, so the third backtick opens no code span, and what
    # follows it is text (a tag there is converted, not skipped as code).
    markdown = '它与`cookie`安全性`相关，如下图：\n<img src="{% asset_path a.png %}">\n* `domain`\n'
    pieces: list[str] = []
    outside_code(markdown, lambda text: pieces.append(text) or text)
    assert any("{% asset_path a.png %}" in piece for piece in pieces), pieces
    assert not any("domain" in piece for piece in pieces)  # a code span still


@pytest.mark.parametrize(
    "markdown",
    [
        '!!! note "Title"\n\n    first\n\n    #second [[x]]\n',  # an admonition (what > [!note] becomes)
        '=== "Tab"\n\n    #in-a-tab\n',
        "Text[^1].\n\n[^1]: A note.\n\n    #its-second-paragraph\n",
    ],
)
def test_indented_text_in_admonitions_tabs_and_footnotes_is_text(markdown):
    pieces: list[str] = []
    outside_markup(markdown, lambda text: pieces.append(text) or text)
    assert pieces == [markdown]
