"""A vault's syntax besides wikilinks (coursebook/obsidian.py): comments, block ids, inline tags,
embeds and what an embed that cannot be made says."""

from __future__ import annotations

import pytest

from coursebook.obsidian import Vault, embed_notes, find_tags, mark_blocks, media_elements, remove_comments, section_of
from coursebook.wikilinks import build_index


@pytest.mark.parametrize(
    ("markdown", "expected"),
    [
        ("Kept %%hidden%% kept", "Kept  kept"),
        ("A\n%%\nmany\nlines\n%%\nB", "A\n\nB"),
        ("A %%a comment with `code` in it%% B", "A  B"),  # the code span is the comment's
        ("`%%code%%` stays", "`%%code%%` stays"),
        ("```\n%%\nfenced\n%%\n```", "```\n%%\nfenced\n%%\n```"),
        ("50%% off, no close", "50%% off, no close"),
    ],
)
def test_comments(markdown, expected):
    assert remove_comments(markdown) == expected


@pytest.mark.parametrize(
    ("markdown", "tags"),
    [
        ("About #parallelism and #training/memory.", ["parallelism", "training/memory"]),
        ("- #camelCase\n#start of a line", ["camelCase", "start"]),
        ("Issue #42 and #2024", []),  # numbers are not tags
        ("## A heading #not\n\nText", []),
        ("[a link](#anchor), https://x.org/#frag, &#34;, [[note#Heading]]", []),
        ("`#code` and\n```\n#fenced\n```", []),
        ('<span style="color: #fff">x</span>', []),
        ("#中文标签 too", ["中文标签"]),
    ],
)
def test_inline_tags(markdown, tags):
    assert find_tags(markdown) == tags


def test_block_ids_become_anchors_where_the_block_is():
    marked = mark_blocks("A paragraph ^para\n\n- item ^item\n\n| a |\n| - |\n| 1 |\n\n^table\n\n```\nx ^code\n```")
    assert (
        '<span class="cb-block" id="block-para"></span>' in marked
        and '<span class="cb-block" id="block-item"></span>' in marked
    )
    assert marked.index('id="block-table"') < marked.index("| a |")  # before the block it names
    assert "x ^code" in marked  # code as written


NOTE = "Intro.\n\n## Stages\n\nThree.\n\n### Stage 3\n\nAll.\n\n## Sources\n\nA paper. ^src\n\n- one ^li\n- two\n"


@pytest.mark.parametrize(
    ("heading", "expected"),
    [
        ("Stages", "## Stages\n\nThree.\n\n### Stage 3\n\nAll.\n"),
        ("Stages#Stage 3", "### Stage 3\n\nAll.\n"),
        ("^src", "A paper. ^src"),
        ("^li", "- one ^li"),
        ("Nowhere", None),
        ("^missing", None),
    ],
)
def test_sections_and_blocks(heading, expected):
    assert section_of(NOTE, heading) == expected


def vault(texts: dict[str, str]) -> Vault:
    return Vault(texts, build_index(dict.fromkeys(texts), []))


def test_an_embed_that_cannot_be_made_says_why_and_stays_a_link():
    texts = {"a.md": "A\n\n![[b]]\n", "b.md": "B\n\n![[a]]\n", "c.md": "![[a#Nowhere]]\n"}
    problems = []
    embedded = embed_notes(texts["a.md"], "a.md", vault(texts), problems)
    assert embedded.count('<div class="cb-embed"') == 1  # b, which embeds a: not again
    assert [str(p) for p in problems] == ["b.md: 'embed': ![[a]] embeds itself: shown as a link"]
    problems = []
    assert embed_notes(texts["c.md"], "c.md", vault(texts), problems) == texts["c.md"]
    assert [str(p) for p in problems] == ["c.md: 'embed': ![[a#Nowhere]]: a.md has no heading 'Nowhere'"]


def test_a_note_may_embed_its_own_sections():
    texts = {"a.md": "![[a#Two]]\n\n## One\n\nFirst.\n\n## Two\n\nSecond.\n"}
    problems = []
    embedded = embed_notes(texts["a.md"], "a.md", vault(texts), problems)
    assert problems == [] and "Second." in embedded.split("## One")[0]


def test_embeds_stop_at_a_depth():
    texts = {f"n{i}.md": f"Note {i}\n\n![[n{i + 1}]]\n" for i in range(6)} | {"n6.md": "End\n"}
    problems = []
    embedded = embed_notes(texts["n0.md"], "n0.md", vault(texts), problems)
    assert embedded.count('<div class="cb-embed"') == 3
    assert [p.message for p in problems] == ["![[n4]] is more than 3 embeds deep: shown as a link"]


def test_an_embed_in_a_quote_stays_in_the_quote():
    texts = {"a.md": "> ![[b]]\n", "b.md": "Quoted text.\n"}
    embedded = embed_notes(texts["a.md"], "a.md", vault(texts), [])
    assert all(line.startswith(">") for line in embedded.splitlines())


def test_media_placeholders_become_players():
    html = '<p><img alt="talk.pdf" class="cb-media cb-media--pdf" src="../a/talk.pdf" /></p>'
    assert media_elements(html) == (
        '<p><object class="cb-media cb-media--pdf" data="../a/talk.pdf" type="application/pdf">'
        '<a href="../a/talk.pdf">talk.pdf</a></object></p>'
    )


@pytest.mark.parametrize(
    "markdown",
    [
        '<span style="color: #cc0000;">红字</span>',
        "C 的预处理：\n\n    #include <stdio.h>\n    #if DEBUG\n    #endif\n",
        "<!-- #draft -->",
        "[链接](page.md#section)",
    ],
)
def test_no_tag_where_markdown_reads_no_text(markdown):
    assert find_tags(markdown) == []


@pytest.mark.parametrize(
    ("heading", "title"),
    [
        ("# Using [[git]] in MPS", "Using git in MPS"),
        ("# Discrete-time [[Markov Chain]]s", "Discrete-time Markov Chains"),
    ],
)
def test_a_wikilink_in_the_heading_that_titles_a_note_is_its_text(heading, title):
    from coursebook.frontmatter import first_heading

    assert first_heading(f"{heading}\n\nText.\n") == title
