"""A page's Markdown is bounded before Python-Markdown reads it (coursebook/bounds.py): what
a reader sees stays the same, and every bound passed is a warning naming the page."""

from __future__ import annotations

import markdown as python_markdown

from coursebook.bounds import BRACKET_DEPTH, NESTING, PAGE_CHARS, PARAGRAPH_CHARS, UNCLOSED, bound_markdown


def html(text: str) -> str:
    return python_markdown.markdown(text)


def test_a_page_within_the_bounds_is_left_as_written():
    page = "# Title\n\nA <b>bold</b> [link](x.md), a < b, [a] and [[note]].\n\n" * 300
    assert bound_markdown(page, "p.md") == (page, [])


def test_openers_that_close_nothing_are_escaped_and_read_the_same():
    paragraph = "a <b " * (UNCLOSED + 50) + "\n\n" + "[a " * (UNCLOSED + 50) + "\n"
    bounded, problems = bound_markdown(paragraph, "blog/posts/p.md")
    assert "&lt;b" in bounded and "\\[a" in bounded
    assert html(bounded) == html(paragraph)  # what a reader sees: the same text
    assert [(p.src_uri, p.key) for p in problems] == [("blog/posts/p.md", "text")]


def test_tags_and_links_among_many_unclosed_openers_still_work():
    paragraph = "a <b " * (UNCLOSED + 1) + "<em>kept</em> [link](x.md)\n"
    rendered = html(bound_markdown(paragraph, "p.md")[0])
    assert "<em>kept</em>" in rendered and '<a href="x.md">link</a>' in rendered


def test_code_is_left_as_written():
    code = "```\n" + "a <b [x " * (UNCLOSED + 1) + "\n```\n\n`" + "<" * 10 + "`\n"
    assert bound_markdown(code, "p.md") == (code, [])


def test_brackets_nested_too_deep_are_escaped_and_shown_as_written():
    deep = "[" * (BRACKET_DEPTH + 300) + "x" + "]" * (BRACKET_DEPTH + 300) + "\n"
    bounded, problems = bound_markdown(deep, "p.md")
    assert problems and html(bounded) == html(deep)


def test_nesting_deeper_than_the_bound_is_shown_at_it_and_never_exhausts_the_stack():
    nested = "".join("    " * level + "- item\n" for level in range(NESTING * 5))
    bounded, problems = bound_markdown(nested, "p.md")
    assert problems and max(len(line) - len(line.lstrip()) for line in bounded.splitlines()) <= 256
    assert html(bounded).count("<li>") == NESTING * 5  # every item is still there


def test_a_page_too_long_is_cut_with_the_line_named():
    page = ("word " * 100 + "\n\n") * (PAGE_CHARS // 500 + 10)  # paragraphs of one line
    bounded, [problem] = bound_markdown(page, "p.md")
    assert len(bounded) == PAGE_CHARS and f"cut at line {page.count(chr(10), 0, PAGE_CHARS) + 1}" in problem.message


def test_a_paragraph_too_long_is_split_at_its_line_breaks_and_nothing_is_lost():
    lines = [f"line {n} " + "*字* " * 240 for n in range(60)]  # about 60,000 characters, no blank line
    bounded, [problem] = bound_markdown("# Title\n\n" + "\n".join(lines) + "\n\nAfter.\n", "p.md")
    paragraphs = bounded.split("\n\n")
    assert max(len(paragraph) for paragraph in paragraphs) <= PARAGRAPH_CHARS
    assert bounded.replace("\n\n", "\n") == ("# Title\n" + "\n".join(lines) + "\nAfter.\n")
    assert f"a paragraph of {len(chr(10).join(lines)):,} characters at line 3" in problem.message
    assert "split into paragraphs at its line breaks" in problem.message


def test_one_line_too_long_is_cut_at_the_bound_with_a_warning():
    line = "*x* " * PARAGRAPH_CHARS  # four times the bound, full of emphasis marks
    bounded, [problem] = bound_markdown(line + "\n", "p.md")
    assert bounded == line[:PARAGRAPH_CHARS] + "\n"
    assert f"more than {PARAGRAPH_CHARS:,}: a line longer than that cut there" in problem.message


def test_long_lists_tables_and_code_are_not_paragraphs():
    rows = "".join(f"| {n} | {'cell ' * 20} |\n" for n in range(400))  # each row read on its own
    items = "".join(f"- item {n} {'word ' * 20}\n" for n in range(400))
    code = "```\n" + "x" * (2 * PARAGRAPH_CHARS) + "\n```\n"
    page = f"| a | b |\n| - | - |\n{rows}\n{items}\n{code}"
    assert bound_markdown(page, "p.md") == (page, [])


def test_long_lines_read_in_linear_time_are_left_whole():
    picture = "![diagram](data:image/png;base64," + "iVBORw0KGgo" * 4_000 + ")"  # a pasted image
    svg = "<svg>" + '<path d="M0 0L10 10"/>' * 2_000 + "</svg>"  # a pasted drawing, one line
    code = "    " + "log line " * 5_000  # indented code
    page = f"Intro\n\n{picture}\n\n{svg}\n\n{code}\n\nAfter\n"
    assert bound_markdown(page, "p.md") == (page, [])
