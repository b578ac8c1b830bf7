"""Line breaks as the source meant (issue 42): a single line break shown as a break where the
writer's tool showed one (Hexo's marked, Obsidian), by a site, page or vault setting."""

from __future__ import annotations

import markdown as python_markdown
import pytest

from coursebook.breaks import hexo_breaks, vault_breaks
from coursebook.document import Document
from coursebook.lists import commonmark_lists
from coursebook.site import load_settings


def test_each_line_break_in_a_paragraph_becomes_a_break_and_nothing_else_changes():
    text = "第一行\n第二行\n\n```\ncode\nmore\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- 甲\n  乙\n"
    html = python_markdown.markdown(commonmark_lists(text, hard_breaks=True), extensions=["tables", "fenced_code"])
    assert "第一行<br />\n第二行" in html and "<li>甲<br />" in html
    assert "code\nmore" in html and html.count("<br />") == 2  # code and the table's rows untouched


@pytest.mark.parametrize(
    ("app", "breaks"),
    [(None, None), ("{}", True), ('{"strictLineBreaks": false}', True), ('{"strictLineBreaks": true}', False)],
)
def test_a_vault_s_own_setting_decides_for_its_notes(app, breaks):
    assert vault_breaks(app) is breaks


def test_a_page_s_setting_wins_over_its_vault_s_and_the_site_s():
    settings = load_settings({"hard_breaks": True})[0]
    assert settings.breaks_in(Document("a.md", "# A\n"), obsidian=False)
    assert not settings.breaks_in(Document("a.md", "---\nhard_breaks: false\n---\n# A\n"), obsidian=False)
    strict_vault = load_settings({})[0].__class__(**{**settings.__dict__, "vault_breaks": False})
    assert not strict_vault.breaks_in(Document("n.md", "# N\n"), obsidian=True)
    assert strict_vault.breaks_in(Document("p.md", "# P\n"), obsidian=False)  # the site's, outside the vault


@pytest.mark.parametrize(
    ("config", "dependencies", "breaks"),
    [
        ({}, {"hexo": "7", "hexo-renderer-marked": "6"}, True),
        ({}, {"hexo": "7"}, True),  # marked is Hexo's default
        ({"marked": {"breaks": False}}, {"hexo-renderer-marked": "6"}, False),
        ({}, {"hexo-renderer-markdown-it": "7", "hexo-renderer-stylus": "3"}, False),
        ({}, {"hexo-renderer-kramed": "0.1", "hexo-renderer-ejs": "0.3"}, True),  # a fork of marked's renderer
        ({"kramed": {"breaks": False}}, {"hexo-renderer-kramed": "0.1"}, False),
    ],
)
def test_a_hexo_blog_showed_breaks_when_marked_rendered_it_with_its_default(config, dependencies, breaks):
    assert hexo_breaks(config, dependencies) is breaks
