"""Putting one language's new search index together with the others' index in place
(coursebook/searchindex.py, merge_kept): what one Pagefind run over every page writes, or a
reason not to, never a mixed index."""

from __future__ import annotations

import json
from pathlib import Path

from coursebook.searchindex import (
    DEFINED_CLOSE,
    DEFINED_OPEN,
    ENTRY,
    INLINE_CLOSE,
    INLINE_OPEN,
    LINK_CLOSE,
    LINK_OPEN,
    merge_kept,
    page_language,
    searchable,
)

CHARACTERS = ["_", "‿", "＿"]


def bundle(folder: Path, languages: dict[str, dict]) -> Path:
    """An index as Pagefind writes it: each language's files named by it, and the entry."""
    for language, files in languages.items():
        (folder / f"pagefind.{files['hash']}.pf_meta").parent.mkdir(parents=True, exist_ok=True)
        (folder / f"pagefind.{files['hash']}.pf_meta").write_bytes(f"meta {language}".encode())
        if files["wasm"]:
            (folder / f"wasm.{files['wasm']}.pagefind").write_bytes(b"wasm")
        for kind in ("index", "fragment", "filter"):
            (folder / kind).mkdir(exist_ok=True)
            (folder / kind / f"{language}_{kind}1.pf_{kind}").write_bytes(f"{kind} of {language}".encode())
    (folder / "wasm.unknown.pagefind").write_bytes(b"wasm")
    entry = {"version": "1.6.0", "languages": languages, "include_characters": CHARACTERS}
    (folder / ENTRY).write_text(json.dumps(entry, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    return folder


EN = {"hash": "en_1", "wasm": "en", "page_count": 2}
ZH = {"hash": "zh-cn_1", "wasm": None, "page_count": 3}
ZH_NEW = {"hash": "zh-cn_2", "wasm": None, "page_count": 4}


def test_the_kept_language_is_copied_in_and_the_entry_lists_both_in_order(tmp_path):
    current = bundle(tmp_path / "current", {"en": EN, "zh-cn": ZH})
    output = bundle(tmp_path / "output", {"zh-cn": ZH_NEW})
    assert merge_kept(output, current, ("en",)) is None
    names = sorted(path.relative_to(output).as_posix() for path in output.rglob("*") if path.is_file())
    assert "pagefind.en_1.pf_meta" in names and "wasm.en.pagefind" in names and "index/en_index1.pf_index" in names
    assert "pagefind.zh-cn_1.pf_meta" not in names  # the Chinese part is the new run's
    text = (output / ENTRY).read_text(encoding="utf-8")
    assert text.startswith('{"version":"1.6.0","languages":{"en":{"hash":"en_1"')
    assert json.loads(text)["languages"] == {"en": EN, "zh-cn": ZH_NEW} and "‿" in text


def test_a_language_removed_since_is_not_brought_back(tmp_path):
    current = bundle(tmp_path / "current", {"en": EN, "zh-cn": ZH})
    output = bundle(tmp_path / "output", {"zh-cn": ZH_NEW})
    assert merge_kept(output, current, ()) is None
    assert json.loads((output / ENTRY).read_text(encoding="utf-8"))["languages"] == {"zh-cn": ZH_NEW}
    assert not list(output.rglob("en_*"))


def test_what_cannot_be_merged_says_why(tmp_path):
    current = bundle(tmp_path / "current", {"en": EN, "zh-cn": ZH})
    both = bundle(tmp_path / "both", {"en": EN, "zh-cn": ZH_NEW})
    assert merge_kept(both, current, ("en",)) == "the run indexed a page of a language it keeps"
    spaced = bundle(tmp_path / "spaced", {"zh-cn": ZH_NEW})
    (spaced / ENTRY).write_text(json.dumps({"version": "1.6.0", "languages": {"zh-cn": ZH_NEW}}), encoding="utf-8")
    assert "not written as this merge writes it" in merge_kept(spaced, current, ("en",))
    newer = bundle(tmp_path / "newer", {"zh-cn": ZH_NEW})
    entry = json.loads((newer / ENTRY).read_text(encoding="utf-8")) | {"version": "1.7.0"}
    (newer / ENTRY).write_text(json.dumps(entry, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    assert "another Pagefind" in merge_kept(newer, current, ("en",))
    (current / "fragment/en_fragment1.pf_fragment").unlink()
    (current / "pagefind.en_1.pf_meta").unlink()
    assert merge_kept(bundle(tmp_path / "output", {"zh-cn": ZH_NEW}), current, ("en",)).startswith("FileNotFoundError")


def test_a_pages_language_is_its_html_lang():
    assert page_language('<!doctype html>\n<html lang="zh-CN" class="no-js">') == "zh-cn"
    assert page_language("<html class='x' lang='en'>") == "en"
    assert page_language("<html><body>no language</body></html>") == "unknown"


def test_the_text_of_a_link_to_another_page_of_the_site_is_marked_and_kept():
    page = (
        '<p>相关笔记：<a href="../../en/blog/megatron-notes/">Reading notes: <em>Megatron</em></a>（英文）；'
        '论文在 <a href="https://arxiv.org/abs/1910.02054">arXiv</a>，'
        '脚注<a href="#fn:1">1</a>，<a href="mailto:me@example.org">写信</a>。</p>'
        '<a class="md-tag" href="../../tags/#显存" data-pagefind-filter="tag">显存</a>'
    )
    indexed = searchable(page)
    # Another page of the site: its name here, marked so that search finds that page by it.
    assert f">{LINK_OPEN}Reading notes: <em>Megatron</em>{LINK_CLOSE}</a>（英文）" in indexed
    # A page elsewhere, a place on this page, an address, a tag Pagefind files the page under: as written.
    assert ">arXiv</a>" in indexed and ">1</a>" in indexed and ">写信</a>" in indexed and ">显存</a>" in indexed
    assert indexed.count(LINK_OPEN) == 1


def test_code_in_a_line_of_prose_is_marked_and_kept():
    indexed = searchable("<p>中文文件名取拼音（<code>梯度累积.md</code> → <code>ti-du-lei-ji</code>）。</p>")
    assert f"<code>{INLINE_OPEN}梯度累积.md{INLINE_CLOSE}</code>" in indexed
    assert f"<code>{INLINE_OPEN}ti-du-lei-ji{INLINE_CLOSE}</code>" in indexed
    # A heading is a section's title in the results: shown as written, so never marked.
    heading = '<h2 id="cmd">The <code>coursebook</code> command, <a href="../x/">x</a></h2>'
    assert searchable(heading) == heading


def test_the_bold_words_opening_an_item_or_a_paragraph_are_marked_and_kept():
    indexed = searchable(
        "<ul><li><strong>Backlinks</strong>: at the end of each post.</li>"
        "<li><p><strong>反向链接</strong>：每篇文章末尾。</p></li></ul>"
        "<p><strong>Note.</strong> A paragraph.</p><p>Bold <strong>inside</strong> a line is not.</p>"
    )
    assert f"<li><strong>{DEFINED_OPEN}Backlinks{DEFINED_CLOSE}</strong>: at" in indexed
    assert f"<li><p><strong>{DEFINED_OPEN}反向链接{DEFINED_CLOSE}</strong>：" in indexed
    assert f"<p><strong>{DEFINED_OPEN}Note.{DEFINED_CLOSE}</strong> A paragraph." in indexed
    assert "Bold <strong>inside</strong> a line" in indexed
    assert indexed.count(DEFINED_OPEN) == 3
