"""Obsidian callouts through the mkdocs-callouts plugin's parser and the site's Markdown."""

from __future__ import annotations

import markdown
import pytest
from lxml import html
from mkdocs_callouts.utils import CalloutParser

OBSIDIAN_TYPES = {
    "note": "note",
    "abstract": "abstract",
    "summary": "abstract",
    "tldr": "abstract",
    "info": "info",
    "todo": "todo",
    "tip": "tip",
    "hint": "tip",
    "important": "tip",
    "success": "success",
    "check": "success",
    "done": "success",
    "question": "question",
    "help": "question",
    "faq": "question",
    "warning": "warning",
    "caution": "warning",
    "attention": "warning",
    "failure": "failure",
    "fail": "failure",
    "missing": "failure",
    "danger": "danger",
    "error": "danger",
    "bug": "bug",
    "example": "example",
    "quote": "quote",
    "cite": "quote",
}


def render(source: str):
    text = markdown.markdown(
        CalloutParser().parse(source), extensions=["admonition", "pymdownx.details", "pymdownx.superfences"]
    )
    return html.fragment_fromstring(text, create_parent="div")


@pytest.mark.parametrize(("obsidian", "material"), OBSIDIAN_TYPES.items())
def test_every_obsidian_type_maps_to_an_admonition_of_the_same_meaning(obsidian, material):
    root = render(f"> [!{obsidian}] Title\n> Body.\n")
    (block,) = root.xpath("./div")
    assert block.get("class") == f"admonition {material}"
    assert block.xpath("./p[@class='admonition-title']/text()") == ["Title"]


@pytest.mark.parametrize(("marker", "is_open"), [("-", False), ("+", True)])
def test_foldable_callouts_are_details(marker, is_open):
    (details,) = render(f"> [!tip]{marker} Fold\n> Body.\n").xpath("./details")
    assert (details.get("open") is not None) == is_open
    assert details.xpath("./summary/text()") == ["Fold"]


def test_untitled_and_nested_callouts():
    root = render("> [!warning]\n> Outer.\n> > [!bug] Inner\n> > Deep.\n")
    (outer,) = root.xpath("./div")
    assert outer.get("class") == "admonition warning"
    assert outer.xpath("./div[@class='admonition bug']/p[@class='admonition-title']/text()") == ["Inner"]


def test_callouts_in_code_and_plain_quotes_stay():
    root = render("```\n> [!info] example\n```\n\n> a quote\n")
    assert root.xpath("//code/text()")[0].startswith("> [!info] example")
    assert root.xpath("./blockquote/p/text()") == ["a quote"]
