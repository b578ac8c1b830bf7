"""An Obsidian note published as it is: callouts, wikilinks, embeds, the source card (tests/fixture/)."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from sitebuild import Build, resolve

NOTE = "blog/reading-note/"


def soup(build: Build, path: str) -> BeautifulSoup:
    assert build.returncode == 0, build.log
    return BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


@pytest.fixture(scope="module")
def note(fixture_site) -> BeautifulSoup:
    return soup(fixture_site, NOTE).find("article")


def test_callouts_become_admonitions_and_details(note):
    info = note.select_one("div.admonition.info")
    assert info.select_one(".admonition-title").get_text(strip=True) == "信息标题"
    folded = note.select_one("details.tip")
    assert folded is not None and not folded.has_attr("open")
    assert folded.find("summary").get_text(strip=True) == "折叠的提示"
    opened = note.select_one("details.note")
    assert opened.has_attr("open")
    assert note.select_one("div.admonition.warning .admonition-title") is not None  # a default title
    outer = note.select_one("div.admonition.question")
    assert outer.select_one("div.admonition.bug") is not None
    assert "[!" not in note.get_text()
    assert note.find("blockquote").get_text(strip=True) == "普通的引用。"


def test_wikilinks_are_working_links(fixture_site, note):
    links = {a.get_text(): resolve(NOTE, a["href"]) for a in note.select("p a") if not a.get("class")}
    assert links["第 1 讲"] == "blog/lesson-1/"
    assert links["第二讲"] == "blog/lesson-2/"
    assert links["Lesson 7 (English only)"] == "en/blog/lesson-7-en-only/"
    heading = next(a for a in note.select("p a") if "小结" in a.get_text())
    assert heading["href"].endswith("#小结")
    target = soup(fixture_site, "blog/lesson-1/")
    assert target.find(id="小结") is not None
    assert "[[" not in note.get_text().replace("`[[lesson-1]]`", "").replace("[[lesson-1]]", "", 1)


def test_embedded_image_points_to_the_file(fixture_site, note):
    image = note.find("img")
    path = resolve(NOTE, image["src"]).rstrip("/")
    assert (fixture_site.site / path).is_file()


def test_code_and_dollars_are_left_alone(note):
    assert [code.get_text() for code in note.select("p code")] == ["[[lesson-1]]"]
    maths = [span.select_one("annotation").get_text() for span in note.select(".arithmatex")]
    assert maths == ["E = mc^2"]  # the one formula, typeset (its TeX is the MathML's annotation)
    assert "花 $5 和 $10" in note.get_text()


def test_source_card_and_status_badge(note):
    card = note.select_one("[data-source]")
    title = card.select_one("a.cb-source__title")
    assert title.get_text() == "A Paper <i>about</i> & Things" and title["href"] == "https://example.org/paper"
    assert card.select_one("[data-source-authors]").get_text() == "A. Author, B. Author"
    assert card.select_one("[data-source-venue]").get_text() == "Conf 2026"
    assert note.select_one("[data-post-header] .cb-note-status").get_text() == "在读"


def test_archive_and_tag_pages_show_the_badge(fixture_site):
    for path in ("archive/", "tags/lun-wen/"):
        entry = next(li for li in soup(fixture_site, path).select("li.cb-index__post") if "测试笔记" in li.get_text())
        assert entry.select_one(".cb-note-status")["data-status"] == "in-progress"


@pytest.mark.parametrize(("path", "heading"), [("notes/", "在读"), ("en/notes/", "Reading")])
def test_reading_notes_page_groups_by_status(fixture_site, path, heading):
    group = soup(fixture_site, path).select_one("[data-status-group=in-progress]")
    assert group.find("h2").get_text().startswith(heading)
    assert "读论文：测试笔记" in group.get_text()


def test_backlinks_list_the_posts_that_link_here(fixture_site):
    backlinks = soup(fixture_site, "blog/lesson-1/").select_one("[data-backlinks]")
    assert [resolve("blog/lesson-1/", a["href"]) for a in backlinks.select("a")] == [NOTE]
    english = soup(fixture_site, "en/blog/lesson-1/").select_one("[data-backlinks]")
    (entry,) = english.select("li")
    assert (
        entry["data-lang"] == "zh" and "Reading" in english.get_text() or "Posts that link here" in english.get_text()
    )
