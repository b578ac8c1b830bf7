"""A long archive or tag goes on in pages (pages.LIST_PAGE posts each), so that no list page
grows with the site: every post is on exactly one page, in order, and the pages lead to each
other in the reader's language."""

from __future__ import annotations

import json
from pathlib import Path

from bs4 import BeautifulSoup

from sitebuild import make_site, resolve, run_build

POSTS = 230  # three pages of 100: 100, 100, 30


def long_site(root: Path) -> Path:
    pages = {"index.md": "# 首页\n\n欢迎。\n", "en/index.md": "# Home\n\nWelcome.\n"}
    for number in range(POSTS):
        day = f"2025-{1 + number // 28:02d}-{1 + number % 28:02d}"
        pages[f"blog/posts/p{number}.md"] = (
            f"---\ntitle: 第 {number} 篇\ndate: {day}\ntags: [训练]\n---\n\n第 {number} 篇的正文。\n"
        )
    return make_site(root, pages, "site_url: https://example.org/\n", features=("i18n",))


def page(site: Path, path: str) -> BeautifulSoup:
    return BeautifulSoup((site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


def walk(site: Path, first: str) -> list[tuple[str, BeautifulSoup]]:
    """The pages of a list from its first, following "older posts" (and checking "newer" leads back)."""
    pages, path = [], first
    while True:
        html = page(site, path)
        pages.append((path, html))
        older = html.select_one(".cb-pager__older")
        if older is None:
            return pages
        following = resolve(path, older["href"])
        newer = page(site, following).select_one(".cb-pager__newer")
        assert resolve(following, newer["href"]) == path
        path = following


def listed(html: BeautifulSoup) -> list[str]:
    return [link.get_text(strip=True) for link in html.select(".cb-index__title")]


def test_the_archive_and_a_tag_go_on_in_pages_holding_every_post_once(tmp_path):
    build = run_build(long_site(tmp_path), tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    newest_first = [f"第 {number} 篇" for number in reversed(range(POSTS))]
    tag = resolve("blog/p0/", page(build.site, "blog/p0/").select_one("a.md-tag")["href"])  # the post's tag's page
    for first in ("archive/", tag):
        pages = walk(build.site, first)
        assert [len(listed(html)) for _, html in pages] == [100, 100, 30], first
        assert [title for _, html in pages for title in listed(html)] == newest_first, first
        positions = [html.select_one(".cb-pager__position").get_text(strip=True) for _, html in pages]
        assert positions == ["第 1 页，共 3 页", "第 2 页，共 3 页", "第 3 页，共 3 页"]
        # Each page says which it is, and every page still counts the whole list.
        assert pages[1][1].title.get_text().startswith(pages[0][1].h1.get_text(strip=True) + "（第 2 页）")
        assert all("230" in html.select_one(".cb-index__total").get_text() for _, html in pages)
        # A year spread over pages says on each how many posts it has, not how many are on that page.
        assert [[year["data-count"] for year in html.select(".cb-index__year")] for _, html in pages] == [["230"]] * 3
    # The English archive (the same posts, shown to an English reader) pages in English.
    english = walk(build.site, "en/archive/")
    assert [len(listed(html)) for _, html in english] == [100, 100, 30]
    assert english[1][1].select_one(".cb-pager__position").get_text(strip=True) == "Page 2 of 3"


def test_the_home_lists_the_latest_posts_not_a_whole_busy_year(tmp_path):
    build = run_build(long_site(tmp_path), tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    home = page(build.site, "")
    assert len(listed(home)) == 30  # 230 posts in 2025: the home shows the newest 30 of them
    assert [year["data-count"] for year in home.select(".cb-index__year")] == ["230"]


def test_a_short_list_has_no_pages_to_turn(tmp_path):
    config = make_site(
        tmp_path,
        {"index.md": "# 首页\n", "blog/posts/a.md": "---\ntitle: 一篇\ndate: 2025-01-01\n---\n\n正文。\n"},
        "site_url: https://example.org/\n",
        features=("i18n",),
    )
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    assert page(build.site, "archive/").select(".cb-pager") == []
    assert not (build.site / "archive/page").exists()


COURSES = 14  # more than the home shows (views.HOME_COURSES)


def test_the_home_shows_the_latest_courses_and_leaves_continue_data_to_a_file(tmp_path):
    pages = {"index.md": "# 首页\n\n欢迎。\n"}
    for number in range(COURSES):
        pages[f"series/c{number}.md"] = f"---\ntitle: 课程 {number}\n---\n\n第 {number} 门课。\n"
        front = f"title: 课程 {number} 第一讲\ndate: 2025-05-{1 + number:02d}\nseries: c{number}\npart: 1"
        pages[f"blog/posts/c{number}-1.md"] = f"---\n{front}\n---\n\n正文。\n"
    build = run_build(make_site(tmp_path, pages, features=("i18n", "series")), tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    home = page(build.site, "")
    cards = [card["data-series-id"] for card in home.select("[data-series-cards] a")]
    assert cards == [f"c{number}" for number in reversed(range(COURSES))][:12]  # the latest part first
    [everything] = [link for link in home.select("a") if "门课程" in link.get_text()]
    assert everything.get_text(strip=True) == "全部 14 门课程 ›"
    assert resolve("", everything["href"]) == "series/"
    assert len(page(build.site, "series").select("[data-series-index] li")) == COURSES  # every course there
    # "Continue reading" reads every course from a file the home names, not from the home itself.
    assert home.select_one("#cb-courses") is None
    data = json.loads((build.site / resolve("", home.select_one("[data-series-cards]")["data-courses"])).read_text())
    assert [course["id"] for course in data] == [f"c{number}" for number in reversed(range(COURSES))]
    assert data[0]["parts"] == [{"key": "blog/posts/c13-1.md", "url": "blog/c13-1/", "title": "课程 13 第一讲"}]
