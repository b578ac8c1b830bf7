"""Two languages that do not leak into each other (issue 30, "Nothing leaks", first part): a
course has a one-page version and feeds only in a language it has a page in; a course's header
leads to its language's home; feeds name their author and their items' language as readers do."""

from __future__ import annotations

import json
import posixpath
import re

import feedparser
from bs4 import BeautifulSoup

from coursebook.strings import STRINGS
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


HAN = re.compile(r"[\u3400-\u9fff\u3000-\u303f\uff01-\uff5e]")  # Chinese characters and punctuation
# What the writer wrote on the page itself (the Markdown of the page, and of the parts a one-page
# course shows): their choice of words, which may quote Chinese in English prose. Everything
# else on an English page is the engine's: its labels, lists, excerpts, navigation.


def _marked_chinese(node) -> bool:
    return any(
        (parent.get("lang") or "").startswith("zh") for parent in [node, *node.parents] if hasattr(parent, "get")
    )


_WRITERS = {"cb-course-all__intro", "cb-course-all__part"}
_ENGINES = {"cb-course-all__title", "cb-course-all__meta"}


def _writers_own(text) -> bool:
    """Whether ``text`` is the writer's (see HAN above), not the engine's furniture inside it."""
    chain = [text.parent, *text.parent.parents]

    def any_of(test) -> bool:
        return any(hasattr(element, "get") and test(element) for element in chain)

    own = any_of(lambda e: e.has_attr("data-pagefind-body") or bool(_WRITERS & set(e.get("class") or ())))
    engines = any_of(
        lambda e: (
            e.has_attr("data-post-header")
            or e.get("data-pagefind-meta") == "terms"
            or bool(_ENGINES & set(e.get("class") or ()))
        )
    )
    return own and not engines


def test_no_english_page_or_feed_holds_unmarked_chinese(demo: Build):
    leaks = []
    for path in sorted((demo.site / "en").rglob("*.html")):
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        for text in soup.find_all(string=HAN):
            if text.parent.name in ("script", "style", "code", "pre", "annotation") or _marked_chinese(text.parent):
                continue
            if not _writers_own(text):
                leaks.append((str(path.relative_to(demo.site)), text.strip()[:40]))
        for tag in soup.find_all(lambda tag: any(HAN.search(tag.get(name) or "") for name in ("title", "aria-label"))):
            if not _marked_chinese(tag):
                leaks.append((str(path.relative_to(demo.site)), tag.get("title") or tag.get("aria-label")))
    for feed in sorted((demo.site / "en").rglob("atom.xml")):
        parsed = feedparser.parse(feed.read_bytes())
        assert not HAN.search(parsed.feed.title) and not HAN.search(parsed.feed.get("author", "")), feed
        for entry in parsed.entries:
            if HAN.search(entry.title):
                assert entry.title_detail.language == "zh-CN", (feed, entry.title)
    assert leaks == []


def _page_lang_of(href: str, page_path: str) -> str | None:
    """The language of the demo page a relative link leads to; None for anything else."""
    if href.startswith(("#", "http:", "https:", "mailto:")) or not href.endswith("/"):
        return None
    target = posixpath.normpath(posixpath.join(posixpath.dirname(page_path), href))
    if target.startswith(("..", "assets", "pagefind")):
        return None
    return "en" if target == "en" or target.startswith("en/") else "zh"


def test_a_link_to_the_other_languages_page_says_so(demo: Build):
    unmarked = []
    for path in sorted(demo.site.rglob("index.html")):
        page_path = str(path.relative_to(demo.site))
        own = "en" if page_path.startswith("en/") else "zh"
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        for link in soup.select("a[href]"):
            target = _page_lang_of(link["href"], page_path)
            # Marked: hreflang, or (Material's sidebar, whose links take no attribute) the 中文/English badge.
            marked = link.get("hreflang") or link.select_one(".cb-lang-badge")
            if (
                target
                and target != own
                and not marked
                and not _writers_own(link.contents[0] if link.contents else link)
            ):
                unmarked.append((page_path, link["href"], link.get_text(strip=True)[:30]))
    assert unmarked == []


def _english_by_markup(text) -> bool:
    """Whether ``text`` is marked English: inside an element of lang="en", or the hidden words for
    search that name a page in English (a course's "course · series · tutorial")."""
    own = text.parent
    return bool(own.find_parent(lang="en")) or (own.get("lang") == "en" and own.has_attr("data-pagefind-meta"))


def test_no_chinese_page_shows_an_english_interface_string(demo: Build):
    english = {text for key, text in STRINGS["en"].items() if "{" not in text and len(text) > 6} - set(
        STRINGS["zh"].values()
    )
    found = []
    for path in sorted(demo.site.rglob("index.html")):
        if str(path.relative_to(demo.site)).startswith("en/"):
            continue
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        for text in soup.find_all(string=True):
            if text.strip() in english and not _writers_own(text) and not _english_by_markup(text):
                found.append((str(path.relative_to(demo.site)), text.strip()))
        for tag in soup.find_all(lambda tag: (tag.get("title") or tag.get("aria-label")) in english):
            found.append((str(path.relative_to(demo.site)), tag.get("title") or tag.get("aria-label")))
    assert found == []
