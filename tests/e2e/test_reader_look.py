"""What a reader sees of the demo (issue 29): the writer's site, not a documentation theme's;
one course box; lists with summaries and a reading note's source; excerpts and feeds as text."""

from __future__ import annotations

import json
import re

import feedparser
import pytest
from bs4 import BeautifulSoup

from sitebuild import Build


def page(build: Build, path: str) -> BeautifulSoup:
    name = path if path.endswith(".html") else f"{path}/index.html".lstrip("/")
    return BeautifulSoup((build.site / name).read_text(encoding="utf-8"), "html.parser")


@pytest.mark.parametrize(("path", "name"), [("", "乔林的训练笔记"), ("en", "Lin Qiao's training notes")])
def test_the_header_names_the_writers_site_and_the_footer_no_generator(demo, path, name):
    home = page(demo, path)
    assert home.select_one(".md-header__topic .md-ellipsis").get_text(strip=True) == name
    assert (
        "Made with" not in home.select_one("footer").get_text()
        and "Coursebook" not in home.select_one("header").get_text()
    )


@pytest.mark.parametrize(
    ("path", "names"),
    [("", ["切换到深色模式", "切换到浅色模式"]), ("en", ["Switch to dark mode", "Switch to light mode"])],
)
def test_the_palette_toggle_speaks_the_pages_language(demo, path, names):
    toggles = page(demo, path).select("form[data-cb-palette] label[title]")
    assert [label["title"] for label in toggles] == names


@pytest.mark.parametrize("path", ["", "archive", "tags", "series", "notes", "en", "en/archive", "blog/zero"])
def test_no_documentation_paging_under_index_pages_or_course_parts(demo, path):
    assert page(demo, path).select(".md-footer__link") == []


def test_the_post_header_is_one_line_its_labels_read_aloud(demo):
    meta = page(demo, "blog/zero").select_one("[data-post-header]")
    visible = [label.get_text() for label in meta.select(".cb-post-meta__label:not(.cb-visually-hidden)")]
    assert visible == []  # 系列 / 发布于 / 作者 / 标签 are for screen readers only
    assert [label.get_text() for label in meta.select(".cb-visually-hidden")] == [
        "系列",
        "发布于",
        "作者",
        "标签",
        "分类",
    ]
    assert meta.select_one(".cb-post-meta__position").get_text() == "第 2 讲，共 4 讲"  # the course's unit


def test_a_course_says_its_unit_everywhere_and_a_course_without_one_says_pian(demo):
    box = page(demo, "blog/zero").select_one("nav[data-series]")
    assert box.select_one(".cb-series__position").get_text(strip=True) == "第 2 讲，共 4 讲"
    assert box.select_one(".cb-series__next .cb-series__dir").get_text(strip=True) == "下一讲 ›"
    assert len(box.select(".cb-series__step")) == 4 and len(box.select(".cb-series__step--here")) == 1
    assert not box.select("progress")
    english = page(demo, "en/blog/zero").select_one("nav[data-series]")
    assert english.select_one(".cb-series__position").get_text(strip=True) == "Lesson 2 of 4"
    landing = page(demo, "series/training-infra")
    assert landing.select_one("a[data-start]").get_text() == "从第一讲开始"
    # Each part's title says "第 n 讲" itself: no number line above it saying it again.
    assert landing.select(".cb-series-parts__number") == []
    titles = [re.sub(r"\s", "", a.get_text()) for a in landing.select(".cb-series-parts__title")]
    assert [title[:3] for title in titles] == [f"第{n}讲" for n in range(1, 5)]
    guide = page(demo, "blog/guide-start").select_one("nav[data-series]")  # unit: not said
    assert guide.select_one(".cb-series__position").get_text(strip=True) == "第 1 篇，共 7 篇"
    cards = {
        a["data-series-id"]: a.select_one(".cb-card__meta").get_text(" ", strip=True)
        for a in page(demo, "").select(".cb-card")
    }
    assert "4 / 4 讲" in cards["training-infra"] and "7 / 7 篇" in cards["guide"]


def test_tags_are_in_pinyin_order_among_equal_counts(demo):
    cloud = page(demo, "tags").select_one("ul.cb-terms__cloud").select(".md-tag")  # the tags' (categories follow)
    counts = [int(tag["data-count"]) for tag in cloud]
    names = [tag["data-term"] for tag in cloud]
    assert counts == sorted(counts, reverse=True)
    from pypinyin import Style, lazy_pinyin

    for count in set(counts):
        same = [name for name, n in zip(names, counts, strict=True) if n == count]
        keys = [" ".join(lazy_pinyin(name.casefold(), style=Style.TONE3)) for name in same]
        assert keys == sorted(keys), same


def test_the_archive_shows_every_posts_summary_and_a_notes_source(demo):
    archive = page(demo, "archive")
    posts = archive.select(".cb-index__post")
    assert posts and all(post.select_one(".cb-index__excerpt") for post in posts)
    note = next(post for post in posts if "ZeRO，把数据并行" in post.get_text())
    assert note.select_one("[data-source-line]").get_text(strip=True) == (
        "Samyam Rajbhandari, Jeff Rasley, Olatunji Ruwase 等 · SC 2020"
    )


def test_excerpts_hold_no_tex_and_no_inline_tag_markup(demo):
    for path in ("archive", "en/archive", "notes", "en/notes", "tags/paper"):
        for excerpt in page(demo, path).select(".cb-index__excerpt"):
            text = excerpt.get_text()
            assert "\\" not in text and not re.search(r"(^|\s)#\w", text), (path, text)
    for feed in ("feed.json", "en/feed.json"):
        for item in json.loads((demo.site / feed).read_text(encoding="utf-8"))["items"]:
            assert "\\" not in item.get("summary", ""), item["url"]


def test_feeds_show_a_diagram_as_its_picture_not_its_source(demo):
    # Issue 45: drawn at build time, a diagram is a picture in feeds too (was a link to the page).
    feed = feedparser.parse((demo.site / "feed.xml").read_bytes())
    part = next(entry for entry in feed.entries if entry.link.endswith("/blog/tensor-pipeline/"))
    content = part.content[0].value
    assert "flowchart" not in content and "-->" not in content and "<svg" not in content
    (picture,) = BeautifulSoup(content, "html.parser").select("img[src*='/assets/diagrams/']")
    assert picture["src"].startswith(feed.feed.link) and "GPU 3" in picture["alt"]
    drawn = demo.site / picture["src"].removeprefix(feed.feed.link)
    assert drawn.is_file() and "激活" in drawn.read_text(encoding="utf-8")


def test_a_one_page_course_has_its_parts_beside_it_and_a_print_button_in_its_language(demo):
    for path, button, date in (
        ("series/training-infra/all", "打印全课", "2026年9月15日"),
        ("en/series/training-infra/all", "Print the course", "September 15, 2026"),
    ):
        course = page(demo, path)
        toc = [
            a.get_text("", strip=True).replace(" ", "") for a in course.select(".md-sidebar--secondary .md-nav__link")
        ]
        titles = [h.get_text("", strip=True).replace(" ", "") for h in course.select(".cb-course-all__title")]
        assert len(toc) == 4 and toc == titles
        assert course.select_one("button[data-print]").get_text() == button
        assert date in course.select_one("[data-part='3'] .cb-course-all__meta").get_text()


def test_an_inline_formula_keeps_the_chinese_comma_after_it_on_its_line(demo):
    kept = page(demo, "blog/zero").select("span.cb-nowrap > span.arithmatex")
    assert kept and all(re.match(r"^[，。、；：！？）》」』】]", span.next_sibling or "") for span in kept)
