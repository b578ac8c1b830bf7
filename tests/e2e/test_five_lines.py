"""A site made of docs/ and five lines of mkdocs.yml (its name, the theme, Coursebook) builds
`--strict` with every feature: the engine brings its templates, Markdown and assets."""

from __future__ import annotations

import shutil

import pytest
from bs4 import BeautifulSoup

from sitebuild import ROOT, run_build

FIVE_LINES = "site_name: My notes\ntheme:\n  name: material\nplugins:\n  - coursebook\n"


@pytest.mark.demo
def test_five_lines_of_mkdocs_yml_turn_every_feature_on(tmp_path):
    shutil.copytree(ROOT / "docs", tmp_path / "docs")  # posts, a course, notes, both languages
    (tmp_path / "mkdocs.yml").write_text(FIVE_LINES, encoding="utf-8")
    assert len(FIVE_LINES.splitlines()) == 5
    build = run_build(tmp_path / "mkdocs.yml", tmp_path / "site", "--strict")
    assert build.returncode == 0 and "WARNING" not in build.log, build.log
    site = build.site

    def page(path: str) -> BeautifulSoup:
        return BeautifulSoup((site / path / "index.html").read_text(encoding="utf-8"), "html.parser")

    part = page("blog/zero")
    assert part.select_one("[data-post-header]") and part.select_one("[data-series]")  # posts, series
    assert part.select_one("link[rel=alternate][hreflang=en]")  # i18n
    assert part.select_one(".katex") and (site / "assets/katex/katex.min.css").is_file()  # formulas, assets
    note = page("blog/zero-paper-notes")
    assert note.select_one(".admonition") and note.select_one("details")  # Obsidian's callouts, Coursebook's Markdown
    assert (site / "pagefind/pagefind.js").is_file() and part.select_one("dialog[data-search]")  # search
    assert (site / "tags/index.html").is_file() and (site / "en/index.html").is_file()
    assert (site / "series/training-infra/all/index.html").is_file()  # the one-page course
    assert not part.find("link", href=lambda href: href and "fonts.googleapis" in href)  # no web fonts


def test_a_site_without_an_index_page_gets_a_home_in_each_language_it_is_written_in(tmp_path):
    (tmp_path / "docs/blog/posts").mkdir(parents=True)
    (tmp_path / "docs/en/blog/posts").mkdir(parents=True)
    (tmp_path / "docs/blog/posts/one.md").write_text("---\ntitle: 第一篇\ndate: 2026-10-01\n---\n正文。\n", "utf-8")
    (tmp_path / "docs/en/blog/posts/two.md").write_text("---\ntitle: Second\ndate: 2026-10-02\n---\nText.\n", "utf-8")
    (tmp_path / "mkdocs.yml").write_text(FIVE_LINES, encoding="utf-8")
    build = run_build(tmp_path / "mkdocs.yml", tmp_path / "site", "--strict")
    assert build.returncode == 0 and "WARNING" not in build.log, build.log
    home = BeautifulSoup((build.site / "index.html").read_text(encoding="utf-8"), "html.parser")
    en_home = BeautifulSoup((build.site / "en/index.html").read_text(encoding="utf-8"), "html.parser")
    assert home.select_one("h1").get_text(strip=True) == "首页" and "第一篇" in home.select_one("article").get_text()
    assert (
        en_home.select_one("h1").get_text(strip=True) == "Home" and "Second" in en_home.select_one("article").get_text()
    )
