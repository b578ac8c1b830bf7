"""Text helpers (coursebook/text.py): where a Chinese line must not break."""

from __future__ import annotations

import pytest

from coursebook.text import keep_numbers


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
