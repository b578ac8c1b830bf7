"""Math escaped for Markdown by Hexo's and Jekyll's writers, read as they saw it; spaced inline
math read as the formula it is."""

from __future__ import annotations

import pytest

from coursebook.importmath import unescape_math
from coursebook.mathguard import tighten_spaced_math


@pytest.mark.parametrize(
    ("written", "seen"),
    [
        (r"$\Sigma = \\{0, 1\\}$", r"$\Sigma = \{0, 1\}$"),
        (r"$\Sigma^{\*}$", r"$\Sigma^{*}$"),
        (r"$P_j^\\#$", r"$P_j^\#$"),
        ("$$\\begin{cases} a \\\\\\\\ b \\end{cases}$$", "$$\\begin{cases} a \\\\ b \\end{cases}$$"),
    ],
)
def test_markdowns_unescaping_inside_formulas(written, seen):
    assert unescape_math(written, display=True, inline=True) == (seen, 1)


def test_kramdown_leaves_its_own_display_math_raw_and_code_is_never_touched():
    text = "$$a \\\\\\\\ b$$ and $\\\\{x\\\\}$ and `$\\\\{y$`"
    assert unescape_math(text, display=False, inline=True) == ("$$a \\\\\\\\ b$$ and $\\{x\\}$ and `$\\\\{y$`", 1)


def test_prices_are_not_formulas():
    assert unescape_math("花 $5 和 $10\\*", True, True) == ("花 $5 和 $10\\*", 0)


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("角 $ \\theta $ 的", "角 $\\theta$ 的"),
        ("$\\omega_c - \\omega $", "$\\omega_c - \\omega$"),
        ("$ x^2 $", "$x^2$"),
        ("costs $ 5 and \\alpha is $ here", "costs $ 5 and \\alpha is $ here"),  # prose between
        ("cost $ 5 $ now", "cost $ 5 $ now"),  # no TeX
        ("`$ \\theta $`", "`$ \\theta $`"),  # code
    ],
)
def test_spaced_inline_math_is_math_when_it_reads_as_tex(written, read):
    assert tighten_spaced_math(written) == read
