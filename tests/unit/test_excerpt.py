from __future__ import annotations

from coursebook.excerpt import MAX_CHARS, make_excerpt

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
    assert make_excerpt(BODY, "一段  摘要\n第二行") == "一段 摘要 第二行"


def test_text_before_more_is_clean():
    excerpt = make_excerpt(BODY)
    assert excerpt.startswith("显存是训练的瓶颈。")
    for absent in ("SECRET_CODE", "TABLE_CELL", "AFTER_MORE", "FOOTNOTE_TEXT", "**", "<", "$", "\\(", "\\["):
        assert absent not in excerpt
    # Formulas keep their TeX source.
    assert "16\\Psi" in excerpt
    assert "M = 16 \\cdot \\Psi" in excerpt


def test_markdown_and_html_are_stripped():
    excerpt = make_excerpt("See [the *docs*](x.md), <b>bold</b> and ![img](a.png) ~~old~~ ==mark==.\n\n<!-- more -->")
    assert excerpt == "See the docs, bold and old mark."


def test_admonition_title_and_callout_marker_are_dropped():
    excerpt = make_excerpt('!!! note "Heads up"\n    Body text.\n\n> [!tip]- Folded\n> Inside.\n\n<!-- more -->')
    assert "Heads up" not in excerpt and "[!tip]" not in excerpt
    assert "Body text." in excerpt and "Inside." in excerpt


def test_long_chinese_is_cut_near_120_characters_at_a_sentence():
    text = ("这是一个用来测试摘要长度的句子。" * 20)
    excerpt = make_excerpt(text)
    assert excerpt.endswith("。…")
    assert len(excerpt) <= MAX_CHARS + 1


def test_long_english_is_cut_at_40_words():
    excerpt = make_excerpt(" ".join(f"w{i}" for i in range(100)))
    assert excerpt.split(" ")[-1] == "w39…"


def test_a_post_that_opens_with_code_takes_the_text_after_it():
    assert make_excerpt("```\ncode\n```\n\nFirst words.") == "First words."


def test_empty_post_has_empty_excerpt():
    assert make_excerpt("") == ""
