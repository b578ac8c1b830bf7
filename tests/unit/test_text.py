"""Text helpers (coursebook/text.py): where a Chinese line must not break."""

from __future__ import annotations

import pytest

from coursebook.text import keep_numbers

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("第 2 讲：把 16 字节切开", f"第{NBSP}2{NBSP}讲：把 16{NBSP}字节切开"),
        ("显存约 1.5 倍", f"显存约 1.5{NBSP}倍"),
        ("FP16、BF16 与 FP8", "FP16、BF16 与 FP8"),  # a number inside a name counts nothing
        ("v2 版本", "v2 版本"),
        ("Part 2 of 4", "Part 2 of 4"),
        ("共 4 篇", f"共 4{NBSP}篇"),  # a break before the number is allowed; after it, not
    ],
)
def test_a_number_keeps_its_measure_word(title, expected):
    assert keep_numbers(title) == expected
