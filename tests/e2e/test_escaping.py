"""Titles, descriptions, tags, author names and series titles with <script>, &, quotes and
emoji are text everywhere a reader or a crawler meets them (tests/fixture/)."""

from __future__ import annotations

import html
import json

import feedparser
import pytest
from bs4 import BeautifulSoup

from sitebuild import Build, html_pages, make_site, run_build, search_fragments

TITLE = 'Escaping <script>alert(1)</script> & "quotes" 🚀'
DESCRIPTION = 'A description with <b>tags</b> & "quotes".'
AUTHOR = "Mallory <script>alert('author')</script> & \"Co\" 🚀"
SERIES = "Series <script>alert('series')</script> & \"quotes\" 🚀"


def soup(build: Build, path: str) -> BeautifulSoup:
    assert build.returncode == 0, build.log
    return BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


def test_no_page_runs_an_injected_script(fixture_site):
    for page in html_pages(fixture_site.site):
        tree = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        # A JSON-LD block, or the home's list of courses for "continue reading", is data the
        # browser never runs (test_sharing.py checks JSON-LD); nothing in it may end the block
        # early. Any other script must hold no title.
        data = [s for s in tree.find_all("script") if s.get("type") in ("application/ld+json", "application/json")]
        assert not [s for s in data if s.get("type") == "application/json" and "<" in (s.string or "")], page
        runnable = [s for s in tree.find_all("script") if s not in data]
        injected = [s for s in runnable if "alert(" in (s.string or "")]
        assert injected == [], page
        assert not tree.find_all("b", string="tags"), page  # the description's <b> stays text


def test_the_post_page(fixture_site):
    page = soup(fixture_site, "blog/escaping/")
    assert page.title.get_text() == f"{TITLE} - Fixture"
    assert page.find("article").find("h1").get_text() == TITLE
    # The header's title, as the reader sees it once scrolled: escaped once (the template escapes it).
    assert page.select_one('[data-md-component="header-topic"]').get_text(strip=True) == TITLE
    assert page.find("meta", attrs={"name": "description"})["content"] == DESCRIPTION
    header = page.select_one("[data-post-header]")
    assert AUTHOR in header.select_one("[data-authors]").get_text()
    assert [a.get_text() for a in header.select("a.md-tag")] == ["<script>", "R&D"]
    assert SERIES in header.get_text()
    box = page.select_one("[data-series]")
    assert box.select_one(".cb-series__title").get_text() == SERIES
    assert box.select_one("[aria-current=page]").get_text() == TITLE


@pytest.mark.parametrize("path", ["archive/", "", "tags/script/"])
def test_the_indexes(fixture_site, path):
    page = soup(fixture_site, path)
    assert TITLE in [a.get_text() for a in page.select(".cb-index__title")]


def test_the_tags_page_and_series_pages(fixture_site):
    tags = soup(fixture_site, "tags/")
    assert tags.select_one("[data-term='<script>']")["href"] == "script/"
    assert soup(fixture_site, "tags/script/").title.get_text().startswith("标签：<script>")
    landing = soup(fixture_site, "series/xss/")
    assert landing.find("article").find("h1").get_text().rstrip("¶") == SERIES
    assert landing.title.get_text() == f"{SERIES} - Fixture"
    index = soup(fixture_site, "series/")
    assert SERIES in [a.get_text() for a in index.select(".cb-series-index__title")]
    sidebar = soup(fixture_site, "blog/escaping/").select_one("nav.md-nav--primary")
    assert SERIES in sidebar.get_text() and TITLE in sidebar.get_text()


def test_the_search_index(fixture_site):
    (entry,) = [fragment for fragment in search_fragments(fixture_site.site) if fragment["url"] == "/blog/escaping/"]
    assert entry["meta"]["title"] == TITLE  # as written: search.js shows it as text, never as HTML


def test_a_description_reaches_every_surface_as_written_once(tmp_path):
    """`description:` with &, <b> and quotes, on a post and on a plain page: the same text in
    <meta name="description">, Open Graph, JSON-LD and the feed (it was escaped twice in Open Graph)."""
    written = 'R&D <b>notes</b> "quoted" it\'s'
    quoted = "'" + written.replace("'", "''") + "'"  # YAML's single-quoted scalar
    pages = {
        "index.md": f"---\ndescription: {quoted}\n---\n# Home\n\nHi.\n",
        "blog/posts/rd.md": f"---\ntitle: R&D\ndate: 2026-09-01\ndescription: {quoted}\n---\n\nBody.\n",
    }
    config = make_site(tmp_path, pages, "site_url: https://example.org/\n", features=("feeds", "sharing"), plugins=())
    build = run_build(config, tmp_path / "site", "--strict")
    for path in ("", "blog/rd/"):
        page = soup(build, path)
        assert page.find("meta", attrs={"name": "description"})["content"] == written, path
        assert page.find("meta", attrs={"property": "og:description"})["content"] == written, path
        assert json.loads(page.find("script", type="application/ld+json").string)["description"] == written, path
        assert not page.find_all("b", string="notes"), path
    for name in ("feed.xml", "atom.xml"):  # as a feed reader reads the summary: text, not markup
        (item,) = feedparser.parse((build.site / name).read_bytes()).entries
        assert (
            item.summary == html.escape(written, quote=False) if item.summary_detail.type == "text/html" else written
        ), name
    (item,) = json.loads((build.site / "feed.json").read_text(encoding="utf-8"))["items"]
    assert item["summary"] == written


SCRIPTED = {
    "index.md": "# 首页\n",
    "blog/.authors.yml": (
        "authors:\n  lq:\n    name: 乔林\n    url: '  JAVA\tSCRIPT:alert(1)'\n"
        "    avatar: 'data:image/svg+xml,<svg onload=alert(1)>'\n"
    ),
    "blog/posts/note.md": (
        "---\ntitle: 读论文\ndate: 2026-08-30\nauthors: [lq]\nimage: 'javascript:alert(1)'\n"
        "source:\n  title: ZeRO\n  url: 'javascript:alert(1)'\nstatus: done\n---\n正文。\n"
    ),
}


def test_a_link_or_picture_that_would_run_a_script_is_a_warning_and_nowhere_on_the_site(tmp_path):
    config = make_site(
        tmp_path,
        SCRIPTED,
        "site_url: https://example.org/\nextra:\n  share_image: 'javascript:x'\n",
        features=("authoring", "sharing"),
        plugins=(),
    )
    built = run_build(config, tmp_path / "site")
    warnings = [line for line in built.log.splitlines() if line.startswith("WARNING")]
    assert any("blog/posts/note.md: 'source': 'url': 'javascript:alert(1)'" in line for line in warnings), warnings
    assert any("blog/posts/note.md: 'image'" in line for line in warnings), warnings
    assert any(".authors.yml: 'authors.lq.url'" in line for line in warnings), warnings
    assert any(".authors.yml: 'authors.lq.avatar'" in line for line in warnings), warnings
    assert any("extra.share_image" in line for line in warnings), warnings
    for page in html_pages(built.site):
        text = page.read_text(encoding="utf-8").lower().replace("\t", "")
        assert 'href="javascript:' not in text and 'content="javascript:' not in text, page
        assert "data:image/svg+xml,<svg" not in text, page
