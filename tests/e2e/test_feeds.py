"""Every feed the build writes, parsed and checked; autodiscovery on every page."""

from __future__ import annotations

import html
import json

import feedparser
import pytest
from bs4 import BeautifulSoup

from feedcheck import check_atom, check_json, check_rss
from sitebuild import ROOT, Build, html_pages, make_site, run_build

SITE = "https://fixture.example/"
FOLDERS = ["", "en/", "series/course/", "en/series/course/", "series/empty/"]


def resolve_file(page: str, href: str) -> str:
    """The site path of the file that ``href`` names from the HTML file ``page``."""
    parts = page.split("/")[:-1]
    for piece in href.split("/"):
        if piece == "..":
            parts.pop()
        elif piece not in ("", "."):
            parts.append(piece)
    return "/".join(parts)


def feeds_of(build: Build) -> list:
    return sorted(build.site.rglob("feed.xml"))


def test_every_feed_is_valid(fixture_site, demo):
    for build in (fixture_site, demo):
        folders = feeds_of(build)
        assert len(folders) >= 4
        for rss in folders:
            check_rss(rss.read_bytes())
            check_atom((rss.parent / "atom.xml").read_bytes())
            check_json((rss.parent / "feed.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("folder", FOLDERS)
def test_language_and_series_feeds_exist_with_their_language(fixture_site, folder):
    channel = check_rss((fixture_site.site / folder / "feed.xml").read_bytes())
    assert channel.findtext("language") == ("en" if folder.startswith("en/") else "zh-CN")
    assert check_json((fixture_site.site / folder / "feed.json").read_text(encoding="utf-8"))[
        "language"
    ] == channel.findtext("language")


def test_a_course_has_no_feed_in_a_language_it_has_no_page_in(fixture_site):
    assert (fixture_site.site / "series/done/feed.xml").is_file()
    assert not (fixture_site.site / "en/series/done").exists()  # its feeds held nothing, titled in Chinese


def test_the_zone_example_and_tricky_text(fixture_site):
    parsed = feedparser.parse((fixture_site.site / "feed.xml").read_bytes())
    (entry,) = [e for e in parsed.entries if e.link == SITE + "blog/escaping/"]
    assert entry.title == 'Escaping <script>alert(1)</script> & "quotes" 🚀'
    assert entry.published == "Mon, 07 Sep 2026 04:00:00 +0000"
    assert entry.id == SITE + "blog/escaping/"
    assert {tag.term for tag in entry.tags} == {"<script>", "R&D"}
    # RSS's <description> is HTML to a reader: the summary shows as the text written, no bold.
    assert entry.summary_detail.type == "text/html" and "<b>" not in entry.summary
    assert html.unescape(entry.summary) == 'A description with <b>tags</b> & "quotes".'


def test_language_feed_holds_its_own_posts_newest_first(fixture_site):
    parsed = feedparser.parse((fixture_site.site / "en/feed.xml").read_bytes())
    assert [e.title for e in parsed.entries] == ["Lesson 7 (English only)", "Lesson 1", "An English-only post"]
    zh = feedparser.parse((fixture_site.site / "feed.xml").read_bytes())
    assert "Lesson 7 (English only)" not in [e.title for e in zh.entries]


def test_series_feed_lists_its_parts_newest_first(fixture_site):
    parsed = feedparser.parse((fixture_site.site / "series/course/feed.xml").read_bytes())
    assert [e.title for e in parsed.entries] == ["番外：答疑", "第 5 讲", "第 3 讲", "第 2 讲", "第 1 讲"]
    assert parsed.feed.title == "八讲课程 · Fixture"
    assert parsed.feed.link == SITE + "series/course/"


def test_empty_series_feed_is_valid(fixture_site):
    document = json.loads((fixture_site.site / "series/empty/feed.json").read_text(encoding="utf-8"))
    assert document["items"] == []


def test_full_content_with_absolute_links(demo):
    parsed = feedparser.parse((demo.site / "feed.xml").read_bytes())
    (zero,) = [e for e in parsed.entries if e.link.endswith("/blog/zero-paper-notes/")]
    content = zero.content[0].value
    assert 'href="../' not in content and "tensor-pipeline/" in content
    assert "<math" in content and "katex-html" not in content  # formulas as MathML
    assert "\\(" not in content and 'encoding="application/x-tex"' in content  # the TeX as its annotation


def test_drafts_and_future_posts_are_in_no_feed(fixture_site, demo):
    for build, markers in (
        (fixture_site, ["lesson-6-draft", "draft translation"]),
        (demo, ["draft-moe-routing", "scheduled-elastic"]),
    ):
        for path in build.site.rglob("*"):
            if path.name in ("feed.xml", "atom.xml", "feed.json"):
                text = path.read_text(encoding="utf-8")
                assert not any(marker in text for marker in markers), path


def test_every_page_points_to_its_language_feed(fixture_site):
    for page in html_pages(fixture_site.site):
        relative = page.relative_to(fixture_site.site).as_posix()
        if relative == "404.html":
            continue
        head = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser").head
        rss = [link["href"] for link in head.select('link[rel=alternate][type="application/rss+xml"]')]
        assert rss, relative
        expected = ("en/" if relative.startswith("en/") else "") + "feed.xml"
        assert expected in {resolve_file(relative, href) for href in rss}, relative
        assert head.select_one('link[rel=alternate][type="application/atom+xml"]') is not None
        assert head.select_one('link[rel=alternate][type="application/feed+json"]') is not None


@pytest.mark.parametrize(
    ("path", "series_feed"),
    [
        ("blog/lesson-2/", "../../series/course/feed.xml"),
        ("series/course/", "feed.xml"),
        ("en/series/course/", "feed.xml"),
    ],
)
def test_series_pages_also_point_to_the_series_feed(fixture_site, path, series_feed):
    head = BeautifulSoup((fixture_site.site / path / "index.html").read_text(encoding="utf-8"), "html.parser").head
    assert series_feed in [link["href"] for link in head.select('link[rel=alternate][type="application/rss+xml"]')]


@pytest.mark.parametrize("path", ["", "en/", "series/course/", "en/series/course/"])
def test_home_and_landing_pages_offer_a_visible_subscribe_link(fixture_site, path):
    page = BeautifulSoup((fixture_site.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")
    links = page.select("[data-subscribe] a")
    assert [a.get_text() for a in links] == ["RSS", "Atom", "JSON Feed"]


def test_two_builds_give_byte_identical_feeds(fixture_site, tmp_path):
    again = run_build(ROOT / "tests/fixture/mkdocs.yml", tmp_path / "site", "--strict", env={"TZ": "Asia/Tokyo"})
    assert again.returncode == 0, again.log
    for path in fixture_site.site.rglob("*"):
        if path.name in ("feed.xml", "atom.xml", "feed.json"):
            assert path.read_bytes() == (again.site / path.relative_to(fixture_site.site)).read_bytes(), path


def test_without_site_url_a_note_says_how_to_get_feeds_and_strict_passes(tmp_path):
    # A new site has no address yet (the Pages workflow gives one): not a mistake, but no feed
    # can hold absolute links without it, and the build says so once.
    config = tmp_path / "mkdocs.yml"
    text = (ROOT / "tests/fixture/mkdocs.yml").read_text(encoding="utf-8")
    text = text.replace("site_url: https://fixture.example/\n", "")
    config.write_text(text + f"docs_dir: {ROOT / 'tests/fixture/docs'}\n", encoding="utf-8")
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0 and "Traceback" not in build.log, build.log
    notes = [line for line in build.log.splitlines() if "site_url" in line and "mkdocs.yml" in line]
    assert notes == [
        "INFO    -  mkdocs.yml: no 'site_url': feeds and share cards need the site's address for their links; "
        "write site_url: https://… to have them"
    ]
    assert not list(build.site.rglob("feed.xml"))


def test_a_pasted_control_character_is_a_warning_and_the_feeds_are_still_written(tmp_path):
    pages = {
        "index.md": "# 首页\n",
        "blog/posts/v8.md": "---\ntitle: V8 笔记\ndate: 2026-08-30\n---\nJavaScript \x08引擎的一句。\n",
    }
    config = make_site(tmp_path, pages, "site_url: https://x.example/\n", features=("feeds",), plugins=())
    strict = run_build(config, tmp_path / "strict", "--strict")
    assert strict.returncode == 1 and "Traceback" not in strict.log
    assert "blog/posts/v8.md: 'text': line 5: an invisible control character (U+0008)" in strict.log
    built = run_build(config, tmp_path / "site")
    assert built.returncode == 0, built.log
    rss = feedparser.parse((built.site / "feed.xml").read_bytes())
    assert not rss.bozo and "JavaScript 引擎的一句" in rss.entries[0].content[0].value
