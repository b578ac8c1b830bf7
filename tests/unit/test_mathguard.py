from __future__ import annotations

import markdown
import pytest

from coursebook.mathguard import chinese_as_text, escape_prices, raw_formulas


def render(text: str) -> str:
    return markdown.markdown(
        escape_prices(text),
        extensions=["pymdownx.arithmatex"],
        extension_configs={"pymdownx.arithmatex": {"generic": True}},
    )


@pytest.mark.parametrize(
    ("text", "maths"),
    [
        ("It costs $5 and $10 today.", []),
        ("It costs $5 and $10, while $x^2$ is math.", ["x^2"]),
        ("花 $5 和 $10 也不是公式，$E = mc^2$ 才是。", ["E = mc^2"]),
        ("$1 元，$2 元，$3 元，$x$", ["x"]),
        ("价格 $5，税 $1。", []),
        ("显存 $\\text{显存} = 16\\Psi$ 字节", ["\\text{显存} = 16\\Psi"]),
        ("$2 + 2 = 4$ in English", ["2 + 2 = 4"]),
        ("$$\nM = 16\\Psi\n$$", ["M = 16\\Psi"]),
        ("Already escaped \\$5 and $y$", ["y"]),
    ],
)
def test_prices_stay_text_and_formulas_stay_math(text, maths):
    html = render(text)
    found = [part.split("\\)")[0].split("\\]")[0].strip() for part in html.replace("\\[", "\\(").split("\\(")[1:]]
    assert found == maths
    assert "\\$" not in html  # an escaped dollar shows as a plain one


@pytest.mark.parametrize("code", ["`$中文$`", "```\n$5 和 $10，$x$\n```"])
def test_code_is_untouched(code):
    assert escape_prices(code) == code


@pytest.mark.parametrize(
    "text",
    [
        "反码：$[-89]_反=(2^8-1)+(-89) = 166$，补码也是。",  # issue 42: a Chinese letter in a formula
        "补码记作 $x_{补}$。",
        "$\\Delta_{原码} + 1$",
    ],
)
def test_a_formula_with_a_chinese_letter_or_two_is_a_formula(text):
    assert escape_prices(text) == text and raw_formulas(text) == []


def test_a_formula_that_holds_chinese_prose_is_left_as_written_and_named():
    text = "第一行\n他说 $a_i 是数组的元素$ 呢，价格 $5 和 $10 不是公式。"
    assert "\\$a_i" in escape_prices(text)
    assert raw_formulas(text) == [(2, "$a_i 是数组的元素$")]  # the prices read as no TeX: no warning


@pytest.mark.parametrize(
    ("written", "moved"),
    [
        ("复杂度 $n^2-m-最大流$。", "复杂度 $n^2-m-\\text{最大流}$。"),
        ("$\\text{最大流} + f^2 最小割$", "$\\text{最大流} + f^2 \\text{最小割}$"),  # one already set
        ("$x_{补}$ 与 $[-89]_反$", "$x_{补}$ 与 $[-89]_反$"),  # a letter or two: a formula as it is
        ("花 $5 和 $10 也不是公式，$E=mc^2$", "花 $5 和 $10 也不是公式，$E=mc^2$"),  # prices
        ("$a^2 的值，很大$", "$a^2 的值，很大$"),  # Chinese punctuation: prose, left alone
        ("`$n^2-最大流$`", "`$n^2-最大流$`"),  # code
    ],
)
def test_chinese_words_in_a_moved_formula_are_set_as_text(written, moved):
    assert chinese_as_text(written)[0] == moved
    assert raw_formulas(chinese_as_text(written)[0]) == raw_formulas(moved)
    if written != moved:
        assert raw_formulas(written) and not raw_formulas(moved)  # the warning goes, the formula stays
