from __future__ import annotations

import pytest

from coursebook.excerpt import MAX_CHARS, formula_text, html_to_text, make_excerpt
from sitemarkdown import render_markdown


def page(source: str) -> str:
    """The HTML the site's Markdown makes of a post body: excerpts are made from the page's own HTML."""
    return render_markdown(source)


BODY = """显存是**训练**的瓶颈[^1]。参数量为 $\\Psi$ 时需要 $16\\Psi$ 字节：

$$
M = 16 \\cdot \\Psi
$$

```python linenums="1"
SECRET_CODE = 1
```

| 表头 | 值 |
| --- | --- |
| TABLE_CELL | 2 |

<!-- more -->

后文 AFTER_MORE。

[^1]: FOOTNOTE_TEXT
"""


def test_description_wins():
    assert make_excerpt(page(BODY), "一段  摘要\n第二行") == "一段 摘要 第二行"


def test_text_before_more_is_clean():
    excerpt = make_excerpt(page(BODY))
    assert excerpt.startswith("显存是训练的瓶颈。")
    for absent in ("SECRET_CODE", "TABLE_CELL", "AFTER_MORE", "FOOTNOTE_TEXT", "**", "<", "$", "\\(", "\\[", "¶"):
        assert absent not in excerpt
    # Inline formulas read as text (no TeX); a display formula is left out of a one-line summary.
    assert "16Ψ" in excerpt and "\\Psi" not in excerpt
    assert "\\cdot" not in excerpt


@pytest.mark.parametrize("words", [30, 35, 38, 39, 40])
def test_a_formula_is_never_cut_in_the_middle(words):
    formula = "$\\mathbb{E}_{\\pi} [ V_\\pi(S) + r_t + \\gamma \\max_a Q(s, a) ]$"
    excerpt = make_excerpt(page(" ".join(["word"] * words) + f" then {formula} and " + " ".join(["more"] * 30)))
    assert excerpt.endswith("…")
    if "\\mathbb" in excerpt:
        assert "\\mathbb{E}_{\\pi} [ V_\\pi(S) + r_t + \\gamma \\max_a Q(s, a) ]" in excerpt
    assert "\\gamma" in excerpt or "\\mathbb" not in excerpt


def test_chinese_is_cut_before_a_formula_it_would_split():
    opening = "强化学习" * 27  # 108 characters, then a formula across the 120th
    excerpt = make_excerpt(
        page(f"{opening}，价值为 $\\mathbb{{E}}_{{\\pi}}[G_t \\mid S_t = s]$ 之后还有很多文字。" * 2)
    )
    assert "\\mathbb" not in excerpt and excerpt.endswith("…")


def test_markdown_and_html_are_stripped():
    excerpt = make_excerpt(
        page("See [the *docs*](x.md), <b>bold</b> and ![img](a.png) ~~old~~ ==mark==.\n\n<!-- more -->")
    )
    assert excerpt == "See the docs, bold and old mark."


def test_headings_keep_their_words_not_their_permalink_sign():
    assert make_excerpt(page("## 背景\n\n正文。\n\n<!-- more -->")) == "背景 正文。"


def test_admonition_titles_are_dropped():
    # Obsidian callouts reach the page as admonitions (the mkdocs-callouts plugin).
    excerpt = make_excerpt(
        page('!!! note "Heads up"\n    Body text.\n\n??? tip "Folded"\n    Inside.\n\n<!-- more -->')
    )
    assert "Heads up" not in excerpt and "Folded" not in excerpt
    assert "Body text." in excerpt and "Inside." in excerpt


def test_long_chinese_is_cut_near_120_characters_at_a_sentence():
    excerpt = make_excerpt(page("这是一个用来测试摘要长度的句子。" * 20))
    assert excerpt.endswith("。…")
    assert len(excerpt) <= MAX_CHARS + 1


def test_long_english_is_cut_at_40_words():
    excerpt = make_excerpt(page(" ".join(f"w{i}" for i in range(100))))
    assert excerpt.split(" ")[-1] == "w39…"


def test_a_post_that_opens_with_code_takes_the_text_after_it():
    assert make_excerpt(page("```\ncode\n```\n\nFirst words.")) == "First words."


def test_an_opening_behind_much_markup_is_still_found():
    # Highlighted code is markup-heavy: the prose after it lies past the first few KB of HTML.
    code = "\n".join(f"x{i} = {i}" for i in range(400))
    excerpt = make_excerpt(page(f"```python\n{code}\n```\n\nThe words after the code."))
    assert excerpt == "The words after the code."


def test_empty_post_has_empty_excerpt():
    assert make_excerpt("") == ""


def test_control_characters_in_a_post_are_no_traceback():
    # A post pasted from a terminal (ANSI colours), found importing a public blog.
    text = html_to_text("<p>run <code>ls\x1b[0m</code> then\x1b[31m look</p><pre>x</pre> after\x1b")
    assert text == "run ls[0m then[31m look after"


def test_a_fraction_of_sums_keeps_its_structure_as_text():
    # Search results and feeds read a formula as text: (p−1)/(m+p−1), not "p - 1/m + p - 1".
    assert formula_text(r"\text{bubble} = \frac{p-1}{m+p-1}") == "bubble = (p-1)/(m+p-1)"
    assert formula_text(r"\dfrac{a+b}{2} + \tfrac{1}{n}") == "(a+b)/2 + 1/n"
    assert formula_text(r"\frac{s}{t}") == "s/t"
    assert formula_text(r"\frac{1}{\frac{a}{b}+1}") == "1/(a/b+1)"
    assert formula_text(r"\frac{") == r"\frac{"  # what cannot be read stays as written
