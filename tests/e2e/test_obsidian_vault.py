"""An Obsidian vault published as Obsidian shows it (tests/vault/: the vault in docs/en/):
links by Obsidian's rules, embeds, block ids, links in tables, aliases, inline tags,
comments, a Mermaid diagram and attachments. The build is --strict and warns of nothing."""

from __future__ import annotations

import json

import pytest
from bs4 import BeautifulSoup

from sitebuild import ROOT, Build, run_build, search_fragments

CONFIG = ROOT / "tests/vault/mkdocs.yml"


@pytest.fixture(scope="module")
def vault(tmp_path_factory: pytest.TempPathFactory) -> Build:
    return run_build(CONFIG, tmp_path_factory.mktemp("vault") / "site", "--strict")


def article(build: Build, path: str) -> BeautifulSoup:
    page = BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")
    return page.select_one("article")


def test_the_vault_builds_strict_with_no_warning(vault):
    assert vault.returncode == 0, vault.log
    assert [line for line in vault.log.splitlines() if "WARNING" in line] == []


def test_each_link_reaches_the_note_obsidian_would_open(vault):
    links = {a.get_text(): a["href"] for a in article(vault, "en/Start here").select("ul a, table a")}
    hrefs = [a["href"] for a in article(vault, "en/Start here").select("li a")]
    assert hrefs[:2] == ["../Plugins/Search/", "../Plugins/Core/Search/"]  # a path, the end of a path
    assert hrefs[2] == "../Notes/Search/"  # a shared name: the shallowest note
    assert links["ZeRO notes"] == links["the ZeRO note"] == "../Topics/ZeRO/"  # by alias, shown as the alias
    assert links["ZeRO"] == "../Topics/ZeRO/#block-memory-claim"  # a block: the note's name, not its id
    assert links["ZeRO › Stage 3"] == "../Topics/ZeRO/#stage-3"
    assert (
        links["the paper note"] == "../Topics/ZeRO/" and links["core search"] == "../Plugins/Core/Search/"
    )  # [[a\|b]] in a table
    # From a note in a folder, a name resolves from there: Plugins/Core/Search links [[Links]].
    assert [a["href"] for a in article(vault, "en/Plugins/Core/Search").select("p:not(.cb-lang-switch) a")] == [
        "../../../Notes/Links/"
    ]


def test_every_block_id_is_an_anchor_and_hidden(vault):
    zero = article(vault, "en/Topics/ZeRO")
    assert {element["id"] for element in zero.select(".cb-block")} == {
        "block-memory-claim",
        "block-stage-one",
        "block-savings-table",
        "block-figure",
    }
    assert "^" not in zero.get_text()
    named = zero.select_one("#block-savings-table").find_next_sibling()  # the block it names follows: the table's box
    assert "md-typeset__scrollwrap" in named["class"] and named.select_one("table.cb-table")


def test_embeds_show_the_note_section_or_block_framed_and_linked(vault):
    frames = article(vault, "en/Start here").select(".cb-embed")
    assert [frame.select_one(".cb-embed__source a")["href"] for frame in frames] == [
        "../Topics/ZeRO/#stages",
        "../Topics/ZeRO/#block-memory-claim",
        "../Topics/ZeRO/",
        "./#recap",  # its own section too
    ]
    section, block, note, own = (frame.get_text(" ", strip=True) for frame in frames)
    assert "A note may embed its own sections." in own
    assert "Three stages, each partitioning more" in section and "Parameters are partitioned too" in section
    assert "ZeRO removes" not in section and "Sources" not in section  # that section only
    assert "7B model needs 112 GB" in block and "Three stages" not in block  # that block only
    assert "ZeRO removes the redundant copies" in note and "the slides" in note
    # The embedded note's links and images work from the host page: a link to a heading of
    # its own ([[#Sources]]), an image named the Markdown way by its file name alone.
    assert frames[0].select_one("a[href$='#sources']")["href"] == "../Topics/ZeRO/#sources"
    assert frames[2].select_one("img[alt='A figure']")["src"] == "../Attachments/diagram.png"
    assert frames[2].select_one("img")["src"] == "../Attachments/diagram.png"
    assert frames[2].select_one("a[href$='talk.pdf']")["href"] == "../Attachments/talk.pdf"


def test_headings_come_only_from_the_page_itself(vault):
    page = BeautifulSoup((vault.site / "en/Start here/index.html").read_text(encoding="utf-8"), "html.parser")
    toc = [a.get_text(strip=True) for a in page.select_one("nav.md-nav--secondary").select("a")]
    assert toc == ["Links", "Embeds", "Tags and diagrams", "Recap"]  # no embedded heading, no #camelCase
    assert [h.get_text(strip=True) for h in page.select("article h1")] == ["Start here"]


def test_comments_are_gone_from_page_search_and_feeds(vault):
    text = article(vault, "en/Start here").get_text()
    assert "A comment Obsidian hides" not in text and "several lines" not in text
    assert "%%not a comment%%" in text  # in code, as written
    fragments = {fragment["url"]: fragment["content"] for fragment in search_fragments(vault.site)}
    assert (
        "A comment Obsidian hides" not in fragments["/en/Start%20here/"]
        and "Broken link" not in fragments["/en/Start%20here/"]
    )
    feed = json.loads((vault.site / "en/feed.json").read_text(encoding="utf-8"))
    (item,) = feed["items"]
    assert "A post moved from the vault" in item["content_html"] and "note to self" not in json.dumps(item)
    home = (vault.site / "en/index.html").read_text(encoding="utf-8")
    assert "A post moved from the vault" in home and "note to self" not in home  # the excerpt on the home


def test_inline_tags_are_links_and_a_posts_tags(vault):
    tags = {a.get_text(): a["href"] for a in article(vault, "en/Start here").select("a.cb-inline-tag")}
    # A note's tags have pages that list the note, as Obsidian and Quartz list every note with a tag.
    assert tags == {
        "#parallelism": "../tags/parallelism/",
        "#training/memory": "../tags/training-memory/",
        "#camelCase": "../tags/camelcase/",
    }
    listed = BeautifulSoup((vault.site / "en/tags/parallelism/index.html").read_text(encoding="utf-8"), "html.parser")
    assert [a.get_text() for a in listed.select("[data-tagged-pages] a")] == ["Start here"]
    assert "issue #42" in article(vault, "en/Start here").get_text()  # a number is not a tag
    post = article(vault, "en/blog/internal-links")
    assert post.select_one("a.cb-inline-tag")["href"] == "../../tags/vault-notes/"
    tag_page = BeautifulSoup((vault.site / "en/tags/vault-notes/index.html").read_text(encoding="utf-8"), "html.parser")
    assert "Internal links" in tag_page.select_one(".cb-index__title").get_text()


def test_attachments_embed_with_the_browsers_players(vault):
    page = article(vault, "en/Start here")
    assert page.select_one("object.cb-media--pdf")["data"] == "../Attachments/talk.pdf"
    assert page.select_one("audio.cb-media--audio")["src"] == "../Attachments/chime.wav"
    assert page.select_one("img[alt='A small diagram']")["src"] == "../Attachments/diagram.png"
    for name in ("talk.pdf", "chime.wav", "diagram.png"):
        assert (vault.site / "en/Attachments" / name).is_file()


def test_mermaid_is_served_by_the_site_and_loaded_only_where_a_diagram_is(vault):
    start = (vault.site / "en/Start here/index.html").read_text(encoding="utf-8")
    # The vault's own markdown_extensions name Material's class "mermaid", for which Material
    # fetches Mermaid from a CDN: diagrams.js takes it over and fetches the site's own copy, only
    # once a diagram nears the screen (tests/browser).
    assert '<pre class="mermaid"><code>graph LR' in start and "unpkg" not in start
    loader = BeautifulSoup(start, "html.parser").select_one("script[data-mermaid]")
    assert loader["src"] == "../../assets/javascripts/diagrams.js"
    assert loader["data-mermaid"] == "../../assets/mermaid/mermaid.min.js"
    assert (vault.site / "assets/mermaid/mermaid.min.js").stat().st_size > 1_000_000
    assert "mermaid" not in (vault.site / "en/Topics/ZeRO/index.html").read_text(encoding="utf-8")


def test_a_docs_folder_of_only_notes_still_has_the_sites_look(vault):
    # The vault's docs/ holds no stylesheet or script of ours: they come with overrides/.
    page = (vault.site / "en/Start here/index.html").read_text(encoding="utf-8")
    for asset in (
        "assets/stylesheets/coursebook.css",
        "assets/javascripts/a11y.js",
        "assets/javascripts/alternate-links.js",
    ):
        assert f'"../../{asset}"' in page and (vault.site / asset).is_file(), asset
