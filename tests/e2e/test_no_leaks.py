"""Two languages that do not leak into each other (issue 30, "Nothing leaks", first part): a
course has a one-page version and feeds only in a language it has a page in; a course's header
leads to its language's home; feeds name their author and their items' language as readers do."""

from __future__ import annotations

import json

import feedparser
from bs4 import BeautifulSoup

from sitebuild import Build


def test_a_course_without_an_english_page_has_no_english_one_page_version_or_feeds(demo: Build):
    assert (demo.site / "series/oncall/all/index.html").is_file()
    assert not (demo.site / "en/series/oncall").exists()  # was a Chinese page and empty feeds
    assert (demo.site / "en/series/training-infra/all/index.html").is_file()  # an English landing page
    sitemap = (demo.site / "sitemap.xml").read_text(encoding="utf-8")
    assert "/en/series/oncall/" not in sitemap
    for page in demo.site.rglob("*.html"):
        assert 'href="/en/series/oncall/' not in page.read_text(encoding="utf-8"), page


def test_the_header_of_an_english_course_leads_to_the_english_home(demo: Build):
    for path, home in (("en/series/training-infra/all", "../../../"), ("en/blog/zero", "../../")):
        page = BeautifulSoup((demo.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")
        assert page.select_one("a.md-logo")["href"] == home, path


def test_feeds_name_the_author_as_their_items_do_and_mark_another_languages_items(demo: Build):
    for folder, author in (("", "乔林"), ("en/", "Lin Qiao")):
        feed = feedparser.parse((demo.site / folder / "atom.xml").read_bytes())
        assert feed.feed.author == author
        assert {entry.author for entry in feed.entries} == {author}
    atom = feedparser.parse((demo.site / "en/tags/communication/atom.xml").read_bytes())
    # Each entry's language as a reader gets it: its own xml:lang, else the feed's.
    marked = {entry.link.split("/")[-2]: entry.title_detail.language for entry in atom.entries}
    assert marked == {"tensor-pipeline": "zh-CN", "busbw": "en", "zero": "en"}  # lesson 3 is not translated
    items = json.loads((demo.site / "en/tags/communication/feed.json").read_text(encoding="utf-8"))["items"]
    languages = {item["url"].split("/")[-2]: item.get("language", "en") for item in items}
    assert languages == marked
