from __future__ import annotations

import re

import markdown
import pytest
from markdown_it import MarkdownIt

from coursebook.wikilinks import build_index, read_links, resolve_markdown_links, rewrite_wikilinks

PAGES = {
    "blog/posts/course/memory-budget.md": "第 1 讲：显存账",
    "en/blog/posts/course/memory-budget.md": "Lesson 1: the memory bill",
    "about.md": "关于",
    "en/blog/posts/megatron.md": "Reading notes: Megatron-LM",
    "blog/posts/a/notes.md": "Notes A",
    "blog/posts/b/notes.md": "Notes B",
    "blog/posts/escaping.md": "Title with <b> & *stars*",
}
INDEX = build_index(PAGES, ["assets/img/fig.png"])
HERE = "blog/posts/2026/post.md"


def rewrite(markdown: str, src: str = HERE):
    return rewrite_wikilinks(markdown, src, INDEX)


@pytest.mark.parametrize(
    ("link", "expected"),
    [
        ("[[memory-budget]]", "[第 1 讲：显存账](../course/memory-budget.md)"),
        ("[[memory-budget.md]]", "[第 1 讲：显存账](../course/memory-budget.md)"),
        ("[[blog/posts/course/memory-budget]]", "[第 1 讲：显存账](../course/memory-budget.md)"),
        ("[[第 1 讲：显存账]]", "[第 1 讲：显存账](../course/memory-budget.md)"),
        ("[[MEMORY-BUDGET]]", "[第 1 讲：显存账](../course/memory-budget.md)"),
        ("[[memory-budget|the first lesson]]", "[the first lesson](../course/memory-budget.md)"),
        (
            "[[memory-budget#Model state: 16 bytes]]",
            "[第 1 讲：显存账 › Model state: 16 bytes](../course/memory-budget.md#model-state-16-bytes)",
        ),
        ("[[memory-budget#显存账：每个参数|账]]", "[账](../course/memory-budget.md#显存账每个参数)"),
        ("[[#Local heading]]", "[Local heading](#local-heading)"),
        ("[[关于]]", "[关于](../../../about.md)"),
        ("![[fig.png]]", "![fig.png](../../../assets/img/fig.png)"),
        ("![[fig.png|300]]", '![](../../../assets/img/fig.png){ width="300" }'),
        ("![[fig.png|300x200]]", '![](../../../assets/img/fig.png){ width="300" height="200" }'),
        ("![[fig.png|A figure]]", "![A figure](../../../assets/img/fig.png)"),
        ("[[escaping]]", r"[Title with &lt;b&gt; &amp; \*stars\*](../escaping.md)"),
    ],
)
def test_wikilink_forms(link, expected):
    text, problems, _ = rewrite(f"See {link}.")
    assert problems == []
    assert text == f"See {expected}."


def test_same_language_first_then_the_other():
    assert (
        rewrite("[[memory-budget]]", "en/blog/posts/x.md")[0] == "[Lesson 1: the memory bill](course/memory-budget.md)"
    )
    assert rewrite("[[megatron]]")[0] == "[Reading notes: Megatron-LM](../../../en/blog/posts/megatron.md)"


def test_unresolved_is_a_warning_and_plain_text():
    text, problems, linked = rewrite("See [[nowhere|a page]] and [[gone#part]].")
    assert text == "See a page and gone › part."
    assert [str(p) for p in problems] == [
        f"{HERE}: 'wikilink': [[nowhere|a page]] matches no page or file",
        f"{HERE}: 'wikilink': [[gone#part]] matches no page or file",
    ]
    assert linked == []


def test_a_shared_title_is_ambiguous_and_lists_the_candidates():
    index = build_index({"a.md": "Notes", "b.md": "Notes"}, [])
    text, problems, _ = rewrite_wikilinks("[[Notes]]", "c.md", index)
    assert text == "Notes"
    assert str(problems[0]) == "c.md: 'wikilink': [[Notes]] is ambiguous: a.md, b.md"


# A vault in docs/en/ as Obsidian sees it: same-name notes in several folders, aliases, files.
VAULT = build_index(
    {
        "en/Start here.md": None,
        "en/Plugins/Search.md": None,
        "en/Plugins/Core/Search.md": None,
        "en/Notes/Search.md": None,
        "en/Notes/Deep/Links.md": None,
        "en/Notes/Links.md": None,
        "en/Other/Links.md": None,
        "en/Topics/ZeRO.md": "ZeRO, explained",
    },
    ["en/Attachments/diagram.png", "en/Attachments/talk.pdf"],
    {"en/Topics/ZeRO.md": ("ZeRO notes", "Zero Redundancy")},
)


@pytest.mark.parametrize(
    ("source", "link", "expected"),
    [
        # A path is counted from the vault root (the language root here), or matched by its end.
        ("en/Start here.md", "[[Plugins/Search]]", "[Search](Plugins/Search.md)"),
        ("en/Start here.md", "[[Core/Search]]", "[Search](Plugins/Core/Search.md)"),
        ("en/Start here.md", "[[plugins/core/search.md]]", "[Search](Plugins/Core/Search.md)"),
        # Names repeat: the note in the linking note's folder, else the one sharing most folders,
        # else the shallowest.
        ("en/Notes/Deep/Links.md", "[[Search]]", "[Search](../Search.md)"),
        ("en/Plugins/Core/Search.md", "[[Links]]", "[Links](../../Notes/Links.md)"),
        ("en/Notes/Deep/Links.md", "[[Links]]", "[Links](Links.md)"),
        ("en/Notes/Search.md", "[[Links]]", "[Links](Links.md)"),
        ("en/Start here.md", "[[Search]]", "[Search](Notes/Search.md)"),
        # Relative to the linking note.
        ("en/Notes/Deep/Links.md", "[[../Links]]", "[Links](../Links.md)"),
        # Aliases: the link shows the alias it used.
        ("en/Start here.md", "[[ZeRO notes]]", "[ZeRO notes](Topics/ZeRO.md)"),
        ("en/Start here.md", "[[zero redundancy|read this]]", "[read this](Topics/ZeRO.md)"),
        ("en/Start here.md", "[[ZeRO]]", "[ZeRO, explained](Topics/ZeRO.md)"),
        # Blocks and nested headings.
        ("en/Start here.md", "[[ZeRO#^b15695]]", "[ZeRO, explained](Topics/ZeRO.md#block-b15695)"),
        ("en/Start here.md", "[[ZeRO#Stages#Stage 3]]", "[ZeRO, explained › Stage 3](Topics/ZeRO.md#stage-3)"),
        # In a table the pipe is escaped.
        ("en/Start here.md", r"[[ZeRO\|the paper]]", "[the paper](Topics/ZeRO.md)"),
        ("en/Start here.md", "![[diagram.png]]", "![diagram.png](Attachments/diagram.png)"),
    ],
)
def test_names_resolve_as_obsidian_resolves_them(source, link, expected):
    text, problems, _ = rewrite_wikilinks(link, source, VAULT)
    assert (text, problems) == (expected, [])


def test_a_vault_root_inside_the_language_root():
    index = build_index({"en/vault/A/Note.md": None, "en/A/Note.md": None}, [], root="vault")
    assert rewrite_wikilinks("[[A/Note]]", "en/vault/x.md", index)[0] == "[Note](A/Note.md)"
    # The whole path from the vault root wins over a closer note whose path only ends the same.
    assert rewrite_wikilinks("[[A/Note]]", "en/A/x.md", index)[0] == "[Note](../vault/A/Note.md)"


@pytest.mark.parametrize(
    "code",
    [
        "`[[memory-budget]]`",
        "``a [[memory-budget]] b``",
        "```\n[[memory-budget]]\n```",
        "~~~md\n[[nowhere]]\n~~~",
        "> ```\n> [[nowhere]]\n> ```",
        "> ```\n> [[nowhere]]\n>```",
    ],
)
def test_wikilinks_in_code_are_left_alone(code):
    text, problems, _ = rewrite(code + "\n")
    assert text == code + "\n" and problems == []


def test_a_fence_in_a_quote_closes_without_the_space():
    # "> ```" opens, ">```" closes (Obsidian's help vault writes it so): what follows is text again.
    text, _, _ = rewrite("> ```\n> [[nowhere]]\n>```\n\n[[about]]\n")
    assert text.endswith("[关于](../../../about.md)\n")


def test_text_around_code_is_still_rewritten():
    text, _, _ = rewrite("`[[about]]` then [[about]]\n\n```\n[[about]]\n```\n\nand [[about]]")
    assert text.count("[关于](../../../about.md)") == 2 and text.count("[[about]]") == 2


def test_pages_linked_by_wikilink_or_markdown_link():
    markdown = "[[memory-budget]], [x](../course/memory-budget.md#a), [y](../../../about.md), [[fig.png]], [z](https://example.org/a.md)"
    assert read_links(markdown, HERE, INDEX) == (["blog/posts/course/memory-budget.md", "about.md"], [])


def test_links_to_missing_pages_count_too():
    # What the preview needs: a page that appears later changes the linking page.
    markdown = "See [soon](../drafts/soon.md), [[about]] and [[nowhere]]."
    linked, problems = read_links(markdown, HERE, INDEX)
    assert linked == ["about.md", "blog/posts/drafts/soon.md"]
    assert [str(problem) for problem in problems] == [f"{HERE}: 'wikilink': [[nowhere]] matches no page or file"]


def test_markdown_links_that_name_no_file_here_resolve_as_in_obsidian():
    text = (
        "![chart](diagram.png#interface) [core](Plugins/Core/Search.md#intro) "
        "[here](Start%20here.md) [gone](nowhere.md)"
    )
    resolved = resolve_markdown_links(text, "en/Notes/Deep/Links.md", VAULT)
    assert resolved == (
        "![chart](../../Attachments/diagram.png) [core](../../Plugins/Core/Search.md#intro)"
        " [here](../../Start%20here.md) [gone](nowhere.md)"
    )
    # A link that names a file from its own folder is left as written.
    assert resolve_markdown_links("[s](../Search.md)", "en/Notes/Deep/Links.md", VAULT) == "[s](../Search.md)"


@pytest.mark.parametrize(
    "markdown",
    [
        "if [[ -f ~/.bashrc ]]; then",  # bash's test, in prose
        "见文献<sup>[[1]](#ref1)</sup>。",  # a citation: a Markdown link whose text is in brackets
        'a <a title="[[about]]">tip</a>',  # an attribute value
        "Code:\n\n    x = a[[0]]\n",  # an indented code block
    ],
)
def test_what_is_not_a_wikilink_stays_as_written(markdown):
    text, problems, linked = rewrite(markdown)
    assert (text, problems, linked) == (markdown, [], [])


def test_an_embed_inside_a_line_is_a_link_and_says_so():
    text, problems, _ = rewrite("See ![[about]] here.")
    assert text == "See [关于](../../../about.md) here."
    assert [problem.key for problem in problems] == ["embed"] and "on a line of its own" in problems[0].message
    assert rewrite("> ![[about]]")[1] == []  # alone on its line (in a quote): embedded, nothing to say


@pytest.mark.parametrize(
    "line",
    [
        "auto f = [](int a, int b) { return a < b; };",  # C++ pasted into prose
        "see [the notes](my notes) for more",
        "![a chart](chart of memory.png)",
        "[x](a.md 'a title') and [y](a.md \"a title\")",
        "[z](<a b.md>)",
        "`[](int a, int b)` in code",
    ],
)
def test_brackets_that_commonmark_reads_as_text_show_as_text(line):
    # Differential: Python-Markdown, after the rewrite, shows what markdown-it-py (CommonMark) shows.
    ours = markdown.markdown(resolve_markdown_links(line, HERE, INDEX))
    reference = MarkdownIt("commonmark").render(line)
    assert ours.count("<a ") == reference.count("<a ") and ours.count("<img") == reference.count("<img")

    def shown(html: str) -> str:
        return re.sub(r"<[^>]+>", "", html).replace("&lt;", "<").replace("&quot;", '"').strip()

    assert shown(ours) == shown(reference)


def test_a_file_named_with_spaces_is_still_linked():
    index = build_index(PAGES, ["blog/posts/2026/a b.pdf"])
    assert resolve_markdown_links("[slides](a b.pdf)", HERE, index) == "[slides](a b.pdf)"
    # An address with a scheme is left to Python-Markdown, which links it (a browser encodes the space).
    assert resolve_markdown_links("[x](https://example.org/a b)", HERE, index) == "[x](https://example.org/a b)"
