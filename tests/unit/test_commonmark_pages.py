"""Every page of the demo and of the test sites (but the hostile corpus, written to break
things) has the block structure a CommonMark parser gives it, outside what an extension
defines (issue 42; tests/unit/blocktree.py says what is compared and what is left out)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blocktree import block_tree, commonmark_html, coursebook_html, without_extensions
from coursebook.frontmatter import read_front_matter

ROOT = Path(__file__).resolve().parents[2]
FOLDERS = [ROOT / "docs", *sorted(ROOT.glob("tests/*/docs")), *sorted(ROOT.glob("tests/sites/*/docs"))]
PAGES = [page for folder in FOLDERS if "hostile" not in folder.parts for page in sorted(folder.rglob("*.md"))]


@pytest.mark.parametrize("page", PAGES, ids=[page.relative_to(ROOT).as_posix() for page in PAGES])
def test_a_page_reads_as_commonmark_outside_extension_blocks(page):
    text = without_extensions(read_front_matter(page.read_text(encoding="utf-8"))[1])
    assert block_tree(coursebook_html(text)) == block_tree(commonmark_html(text))


def test_every_test_site_is_compared():
    assert len(PAGES) > 80 and {folder.parent.name for folder in FOLDERS} >= {"fixture", "vault", "foreign"}
