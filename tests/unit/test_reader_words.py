"""A reader's words (issue 29): a course's unit, a note's status apart from the reader's
progress, names in a dictionary's order, a formula's punctuation, a diagram in a feed."""

from __future__ import annotations

from coursebook.excerpt import make_excerpt
from coursebook.feeds import absolute_html
from coursebook.mathtype import Formula, Typeset, replace_formulas
from coursebook.schema import SeriesMeta, check
from coursebook.slugs import collation_key
from coursebook.strings import course_strings, strings_for


def test_a_course_says_its_own_unit_in_both_languages():
    assert course_strings("zh", "lesson")["part_of"].format(n=2, total=8) == "第 2 讲，共 8 讲"
    assert course_strings("zh", "chapter")["next_part"] == "下一章"
    assert course_strings("en", "lesson")["part_of"].format(n=2, total=8) == "Lesson 2 of 8"
    assert course_strings("en", "chapter")["published_of_planned"].format(n=3, total=5) == "3 of 5 chapters published"
    assert strings_for("zh")["part_n"].format(n=1) == "第 1 篇"  # a course that names none


def test_the_readers_progress_and_a_notes_status_use_different_words():
    for lang in ("zh", "en"):
        ui = strings_for(lang)
        assert ui["read_mark"] != ui["status_done"] and ui["status_done"] not in ui["read_count"]


def test_the_unit_is_one_of_the_words_a_writer_may_write():
    assert check(SeriesMeta, {"title": "T", "unit": "讲"})[0]["unit"] == "lesson"
    assert check(SeriesMeta, {"title": "T", "unit": "Chapter"})[0]["unit"] == "chapter"
    values, problems = check(SeriesMeta, {"title": "T", "unit": "节"})
    assert values["unit"] is None and [key for key, _ in problems] == ["unit"]


def test_names_sort_as_a_dictionary_orders_them():
    names = ["通信", "分配器", "注意力", "混合精度", "论文", "Adam", "ZeRO"]
    assert sorted(names, key=collation_key) == ["Adam", "分配器", "混合精度", "论文", "通信", "ZeRO", "注意力"]


def test_an_inline_formula_holds_the_chinese_punctuation_after_it():
    page = '<p>设 <span class="arithmatex">\\(M\\)</span>，其中 <span class="arithmatex">\\(x\\)</span> 是</p>'
    done = replace_formulas(page, {Formula("M", False): Typeset("<m/>"), Formula("x", False): Typeset("<x/>")})
    kept = '<span class="cb-nowrap"><span class="arithmatex"><m/></span>，</span>'
    assert done == f'<p>设 {kept}其中 <span class="arithmatex"><x/></span> 是</p>'


def test_an_excerpt_reads_a_formula_as_text_and_drops_inline_tags():
    html = (
        '<p>策略 <span class="arithmatex">\\(\\pi_\\theta\\)</span> 的梯度 '
        '<a class="cb-inline-tag" href="../t/">#RL</a>。</p>'
    )
    assert make_excerpt(html) == "策略 π_θ 的梯度。"


def test_a_feed_shows_a_diagram_as_a_link_to_its_page():
    html = '<p>Before</p><pre class="cb-diagram"><code>flowchart LR\n a --&gt; b</code></pre><p>After</p>'
    out = absolute_html(html, "https://example.org/blog/x/", "(A diagram: see it on the web page.)")
    assert out == (
        '<p>Before</p><p><a href="https://example.org/blog/x/">(A diagram: see it on the web page.)</a></p><p>After</p>'
    )
