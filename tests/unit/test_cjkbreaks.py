"""A hard-wrapped Chinese paragraph reads as one line; code and Latin text keep their breaks."""

from __future__ import annotations

import markdown

from coursebook.cjkbreaks import join_wide_lines


def render(text: str) -> str:
    return markdown.markdown(text, extensions=["coursebook.cjkbreaks", "fenced_code", "pymdownx.arithmatex"])


def test_a_break_between_chinese_characters_or_full_width_punctuation_goes():
    assert render("显存\n账要这样算，\n先算参数。") == "<p>显存账要这样算，先算参数。</p>"


def test_a_break_next_to_latin_letters_or_digits_stays_a_space():
    html = render("混合精度下每个参数占\n16 字节，也就是\nfp32 的四倍。")
    assert html == "<p>混合精度下每个参数占\n16 字节，也就是\nfp32 的四倍。</p>"


def test_code_blocks_inline_code_and_math_are_untouched():
    html = render("```\n打印结果\n完成\n```\n\n行内 `代码\n换行` 和公式 $a\\text{甲}\n\\text{乙}$。")
    assert "打印结果\n完成" in html and "代码\n换行" in html and "甲}\n\\text{乙" in html


def test_inside_emphasis_and_links_too():
    assert render("一段*强调\n的话*和[链接\n文字](x)。") == '<p>一段<em>强调的话</em>和<a href="x">链接文字</a>。</p>'


def test_spaces_around_the_break_go_with_it():
    assert join_wide_lines("中文  \n  中文") == "中文中文"


def test_a_break_next_to_full_width_punctuation_goes_whatever_is_on_the_other_side():
    assert (
        render("权重和梯度各 2 字节，\nfp32 的主权重\n（和动量）。")
        == "<p>权重和梯度各 2 字节，fp32 的主权重（和动量）。</p>"
    )
