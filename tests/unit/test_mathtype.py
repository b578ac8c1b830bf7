"""Formulas typeset at build time (coursebook/mathtype.py): finding them, naming their line."""

from __future__ import annotations

from coursebook.mathtype import (
    Formula,
    Typeset,
    formulas_in,
    line_of,
    replace_formulas,
)


def test_a_broken_formula_is_found_on_its_own_line_not_inside_a_longer_one():
    markdown = "---\ntitle: x\n---\n\n$$\n\\frac{1}{k}\n$$\n\nbroken: $\\frac{1}{$ here\n"
    assert line_of(Formula("\\frac{1}{", False), markdown) == 9
    assert line_of(Formula("\\frac{1}{k}", True), markdown) == 6
    assert line_of(Formula("a + b", False), markdown) is None


def test_formulas_are_read_unescaped_and_replaced_in_place():
    html = '<p>x <span class="arithmatex">\\(a &lt; b\\)</span> y</p><div class="arithmatex">\\[\nc\n\\]</div>'
    assert formulas_in(html) == [Formula("a < b", False), Formula("c", True)]
    done = replace_formulas(html, {Formula("a < b", False): Typeset(html='<span class="katex">A</span>')})
    assert done.startswith('<p>x <span class="arithmatex"><span class="katex">A</span></span> y</p>')
    assert done.endswith('<div class="arithmatex">\\[\nc\n\\]</div>')  # not typeset: kept as written


def test_a_formula_is_found_at_its_own_line_not_in_a_code_example_above():
    markdown = "```latex\n$\\frac{a}{b$\n```\n\nText\n\n$\\frac{a}{b$\n"
    assert line_of(Formula("\\frac{a}{b", False), markdown) == 7
