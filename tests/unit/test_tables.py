"""Markdown's tables put in their scrolling box by the build (coursebook/tables.py)."""

from __future__ import annotations

from coursebook.tables import box_tables

BOX = '<div class="md-typeset__scrollwrap"><div class="md-typeset__table"><table class="cb-table">'


def test_a_markdown_table_is_boxed_whole():
    html = "<p>Before</p>\n<table>\n<thead><tr><th>a</th></tr></thead>\n</table>\n<p>After</p>"
    assert box_tables(html) == (
        f"<p>Before</p>\n{BOX}\n<thead><tr><th>a</th></tr></thead>\n</table></div></div>\n<p>After</p>"
    )


def test_a_table_in_a_cell_closes_its_own_box_not_the_outer_one():
    html = "<table><tr><td><table><tr><td>1</td></tr></table></td></tr></table>"
    assert box_tables(html) == (
        f"{BOX}<tr><td>{BOX}<tr><td>1</td></tr></table></div></div></td></tr></table></div></div>"
    )


def test_tables_a_writer_gave_attributes_and_tables_in_comments_are_left_as_written():
    html = (
        '<table class="highlighttable"><tr><td>1</td></tr></table>'
        '<table style="width: 50%"><tr><td>x</td></tr></table>'
        "<!-- <table> old draft </table> -->"
    )
    assert box_tables(html) == html


def test_a_table_never_closed_leaves_the_page_as_it_was():
    html = "<p>x</p><table><tr><td>1</td></tr>"
    assert box_tables(html) == html


def test_a_stray_end_tag_is_kept_and_later_tables_still_boxed():
    html = "</table><table><tr><td>1</td></tr></table>"
    assert box_tables(html) == f"</table>{BOX}<tr><td>1</td></tr></table></div></div>"
