"""Tags and categories as readers see them: one tag in two languages, a page and feeds per tag.

tests/fixture/docs/tags.yml maps 显存 to memory and 随笔 to Essays; the
English lesson 1 is tagged "Memory" (another case), the Chinese posts 显存.
"""

from __future__ import annotations

import feedparser
from bs4 import BeautifulSoup

from feedcheck import check_atom, check_json, check_rss
from sitebuild import Build, make_site, resolve, run_build


def soup(build: Build, path: str) -> BeautifulSoup:
    assert build.returncode == 0, build.log
    return BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


def listed(page: BeautifulSoup) -> list[tuple[str, str | None]]:
    """Each post a page lists: its title, and its language when it is the other one."""
    return [
        (li.select_one(".cb-index__title").get_text(strip=True), li.get("data-lang"))
        for li in page.select("li.cb-index__post")
    ]


def test_the_tags_page_lists_each_tag_once_in_the_readers_language_with_its_count(fixture_site):
    chinese = {
        a["data-term"]: (a["data-count"], resolve("tags/", a["href"]))
        for a in soup(fixture_site, "tags/").select("[data-terms=tags] a")
    }
    english = {
        a["data-term"]: (a["data-count"], resolve("en/tags/", a["href"]))
        for a in soup(fixture_site, "en/tags/").select("[data-terms=tags] a")
    }
    # 显存: the Chinese lesson 1, the old notes; memory: the English lesson 1 and the old notes (untranslated).
    assert chinese["显存"] == ("2", "tags/memory/") and "memory" not in chinese and "Memory" not in chinese
    assert english["memory"] == ("2", "en/tags/memory/") and "显存" not in english
    assert english["R&D"][1] == "en/tags/r-d/"
    for path in [target for _, target in [*chinese.values(), *english.values()]]:
        assert (fixture_site.site / path / "index.html").is_file(), path


def test_a_tag_page_lists_its_posts_by_year_with_language_badges(fixture_site):
    page = soup(fixture_site, "en/tags/memory/")
    assert page.title.get_text().startswith("Tag: memory")
    assert listed(page) == [("Lesson 1", None), ("去年的笔记", "zh")]
    foreign = page.select_one("li[data-lang=zh] .cb-index__title")
    assert foreign["lang"] == "zh-CN" and page.select_one("li[data-lang=zh] .cb-lang-badge").get_text() == "中文"
    assert [span.get("lang") for span in page.select(".cb-index__excerpt")] == [None, "zh-CN"]  # its summary too
    assert [(year["data-year"], year["data-count"]) for year in page.select("[data-year]")] == [
        ("2026", "1"),
        ("2025", "1"),
    ]
    assert page.select_one("[data-term-page=tags]")["data-total"] == "2"
    chinese = soup(fixture_site, "tags/memory/")
    assert chinese.title.get_text().startswith("标签：显存")
    assert listed(chinese) == [("第 1 讲", None), ("去年的笔记", None)]
    # Each version of the page names the other: the language switch and hreflang.
    assert {link["hreflang"] for link in chinese.select("link[rel=alternate][hreflang]")} >= {"zh-CN", "en"}


def test_each_tag_page_has_feeds_that_list_its_posts(fixture_site):
    page = soup(fixture_site, "en/tags/memory/")
    feeds = {link["href"] for link in page.select("head link[rel=alternate][type]")}
    assert {"feed.xml", "atom.xml", "feed.json"} <= feeds  # RSS, Atom and JSON in the page's own folder
    assert "../../feed.xml" in feeds  # and the language's
    folder = fixture_site.site / "en/tags/memory"
    check_rss((folder / "feed.xml").read_bytes())
    check_atom((folder / "atom.xml").read_bytes())
    check_json((folder / "feed.json").read_text(encoding="utf-8"))
    parsed = feedparser.parse((folder / "feed.xml").read_bytes())
    assert parsed.feed.title.startswith("Tag: memory")
    assert [entry.link.rsplit("/", 2)[-2] for entry in parsed.entries] == ["lesson-1", "old-notes"]
    assert all("content" not in entry for entry in parsed.entries)  # summaries: whole posts are in the language's feed
    assert all(entry.summary for entry in parsed.entries)
    assert page.select_one("[data-subscribe]") is not None


def test_categories_get_pages_too_and_share_the_mapping(fixture_site):
    chinese = soup(fixture_site, "categories/essays/")
    assert chinese.title.get_text().startswith("分类：随笔")
    assert listed(chinese) == [("去年的笔记", None), ("An English-only post", "en")]
    assert soup(fixture_site, "en/categories/essays/").title.get_text().startswith("Category: Essays")


def test_a_posts_tags_link_to_their_pages_named_in_its_language(fixture_site):
    header = soup(fixture_site, "en/blog/lesson-1/").select_one("[data-post-header]")
    assert {a.get_text(): resolve("en/blog/lesson-1/", a["href"]) for a in header.select("a.md-tag")} == {
        "memory": "en/tags/memory/"
    }
    header = soup(fixture_site, "blog/old-notes/").select_one("[data-post-header]")
    assert {a.get_text(): resolve("blog/old-notes/", a["href"]) for a in header.select("a.md-tag")} == {
        "R&D": "tags/r-d/",
        "显存": "tags/memory/",
    }


def test_a_drafts_tags_have_no_page_and_the_mapping_is_not_published(fixture_site):
    assert not (fixture_site.site / "tags/cao-gao-zhuan-yong").exists()
    assert "草稿专用" not in (fixture_site.site / "tags/index.html").read_text(encoding="utf-8")
    assert not (fixture_site.site / "tags.yml").exists()


def test_the_demo_has_one_tag_in_two_languages(demo):
    chinese = soup(demo, "tags/communication/")
    english = soup(demo, "en/tags/communication/")
    assert chinese.title.get_text().startswith("标签：通信") and english.title.get_text().startswith(
        "Tag: communication"
    )
    # The same posts, each in the reader's language where it is translated.
    assert len(listed(chinese)) == len(listed(english)) >= 3
    tags = {a["data-term"] for a in soup(demo, "en/tags/").select("[data-terms=tags] a")}
    assert "communication" in tags and "通信" not in tags


def test_a_name_only_the_other_languages_posts_use_carries_its_language(demo):
    links = {a["data-term"]: a.get("lang") for a in soup(demo, "tags/").select("[data-terms] a")}
    assert links["Notes from the cluster"] == "en"  # a category only an English post has, without a Chinese name
    assert links["通信"] is None and links["GPU"] is None  # named in Chinese, or used by a Chinese post


def test_a_site_written_in_one_language_has_nothing_empty_in_the_other(tmp_path):
    pages = {
        "index.md": "# 笔记\n",
        "两阶段锁.md": "# 两阶段锁\n\n见 [[日志]]。\n",
        "日志.md": "# 日志\n",
        "blog/posts/first.md": "---\ntitle: 第一篇\ndate: 2026-09-01\ntags: [并发]\n---\n正文。\n",
    }
    config = make_site(
        tmp_path,
        pages,
        "site_url: https://example.org/\n",
        features=("authoring", "i18n", "series", "feeds"),
        plugins=(),
    )
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    assert not (build.site / "en").exists()  # no English archive, tags, feeds
    assert (build.site / "tags/bing-fa/index.html").is_file() and (build.site / "feed.xml").is_file()
    note = soup(build, "两阶段锁")
    assert note.select_one("[data-lang-switch]") is None  # no switch to an English home that is not there
    # A navigation MkDocs makes (no `nav:`) lists the writer's pages, not a page per tag.
    assert not [a for a in note.select("nav.md-nav--primary a[href]") if "tags/bing-fa" in a["href"]]
    assert (build.site / "tags/bing-fa/index.html").is_file()


def test_a_shared_post_names_its_tags_as_its_readers_do(fixture_site):
    page = soup(fixture_site, "en/blog/lesson-1/")  # tagged "Memory", the pair of 显存
    assert [meta["content"] for meta in page.select('meta[property="article:tag"]')] == ["memory"]


DESCRIBED = {
    "index.md": "# 首页\n",
    "tags.yml": "显存: memory\n",
    "blog/posts/a.md": "---\ntitle: 显存账\ndate: 2026-08-30\ntags: [显存]\n---\n正文。\n",
    # Quartz and Hugo keep a description of each tag at its address; one for a tag no post has.
    "tags/memory.md": "---\ntitle: 显存\n---\n关于显存的文章：怎么估、怎么省。\n",
    "tags/component.md": "---\ntitle: Component\n---\nNotes on components.\n",
}


def test_a_tags_own_page_is_its_description_above_its_posts_and_one_for_an_unused_tag_a_warning(tmp_path):
    config = make_site(tmp_path, DESCRIBED, features=("i18n",), plugins=())
    strict = run_build(config, tmp_path / "strict", "--strict")
    assert strict.returncode == 1 and "Traceback" not in strict.log
    warnings = [line for line in strict.log.splitlines() if line.startswith("WARNING")]
    assert len(warnings) == 1 and "tags/component.md" in warnings[0] and "'component'" in warnings[0], warnings
    built = run_build(config, tmp_path / "site")
    page = soup(built, "tags/memory/")
    text = page.select_one("article").get_text()  # as read: a title's <wbr> (phrases.py) is no space
    assert text.index("怎么估、怎么省") < text.index("显存账")  # the description, then the posts
    plain = soup(built, "tags/component/")
    assert "Notes on components." in plain.get_text() and not plain.select("li.cb-index__post")


def test_a_notes_tags_written_as_a_name_or_a_list_list_it_on_the_tags_page(tmp_path):
    pages = {
        "index.md": "# 首页\n",
        "notes/button.md": "---\ntags: component\n---\n# Button\n\nA note.\n",  # Quartz writes a lone name
        "notes/card.md": "---\ntags: [component, layout]\n---\n# Card\n",
        "notes/odd.md": "---\ntags: {a: 1}\n---\n# Odd\n",
    }
    built = run_build(make_site(tmp_path, pages, features=("i18n",), plugins=()), tmp_path / "site")
    warnings = [line for line in built.log.splitlines() if line.startswith("WARNING")]
    assert len(warnings) == 1 and "notes/odd.md" in warnings[0] and "ignored" in warnings[0], warnings
    page = soup(built, "tags/component/")
    assert [a.get_text() for a in page.select("[data-tagged-pages] a")] == ["Button", "Card"]
    terms = {a["data-term"]: a["data-count"] for a in soup(built, "tags/").select("[data-terms=tags] a")}
    assert terms == {"component": "2", "layout": "1"}
