"""What the built demo site promises its readers (the README's writing guide)."""

from __future__ import annotations

import gzip
import json
import re

import pytest
from bs4 import BeautifulSoup

from sitebuild import Build, html_pages, search_fragments

DRAFT_MARKERS = ["draft-moe-routing", "MoE 路由的负载均衡", "scheduled-elastic-training", "弹性训练"]


def soup(build: Build, path: str) -> BeautifulSoup:
    return BeautifulSoup((build.site / path).read_text(encoding="utf-8"), "html.parser")


def test_demo_builds_strict_without_a_warning(demo):
    assert demo.returncode == 0, demo.log
    assert "WARNING" not in demo.log
    assert "Traceback" not in demo.log


def every_output_text(build: Build):
    """(path, text) of every output file, gzip opened and JSON decoded."""
    for path in sorted(p for p in build.site.rglob("*") if p.is_file()):
        data = path.read_bytes()
        if data.startswith(b"\x1f\x8b"):  # sitemap.xml.gz, the search index's fragments
            data = gzip.decompress(data)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            continue  # fonts and images
        if path.suffix == ".json":
            text += json.dumps(json.loads(text), ensure_ascii=False)
        yield path, text.replace("\u200b", "")  # Pagefind marks word breaks in Chinese text


@pytest.mark.parametrize("marker", DRAFT_MARKERS)
def test_drafts_and_future_posts_leave_no_trace(demo, marker):
    leaks = [str(path.relative_to(demo.site)) for path, text in every_output_text(demo) if marker in text]
    assert leaks == []


def test_search_index_and_sitemap_were_checked(demo):
    # Guard the test above: the files it must read are really there.
    names = {p.name for p in demo.site.rglob("*")}
    assert {"pagefind-entry.json", "sitemap.xml", "sitemap.xml.gz"} <= names
    assert any(fragment["url"] == "/blog/zero/" for fragment in search_fragments(demo.site))


def test_the_search_index_holds_exactly_the_published_pages(demo):
    # Published: every page but the pages that list or gather others (tag pages, one-page courses), the redirects,
    # the 404 page.
    listing = {
        "",
        "en/",
        "archive/",
        "en/archive/",
        "tags/",
        "en/tags/",
        "notes/",
        "en/notes/",
        "series/",
        "en/series/",
    }
    published = set()
    for page in html_pages(demo.site):
        relative = page.relative_to(demo.site).as_posix()
        url = relative.removesuffix("index.html")
        is_gathering = url.removeprefix("en/").startswith(("tags/", "categories/")) or url.endswith(
            "/all/"
        )  # or a whole course
        if (
            relative != "404.html"
            and url not in listing
            and not is_gathering
            and 'http-equiv="refresh"' not in page.read_text(encoding="utf-8")
        ):
            published.add("/" + url)
    fragments = search_fragments(demo.site)
    assert sorted(fragment["url"] for fragment in fragments) == sorted(published)
    languages = {fragment["url"]: fragment["lang"] for fragment in fragments}
    assert {url for url, lang in languages.items() if lang == "en"} == {
        url for url in published if url.startswith("/en/")
    }
    assert set(languages.values()) == {"en", "zh-cn"}


def test_search_results_carry_title_series_date_and_tags(demo):
    (part,) = [fragment for fragment in search_fragments(demo.site) if fragment["url"] == "/blog/zero/"]
    assert part["meta"]["title"] == "第 2 讲：数据并行与 ZeRO：把 16 字节切开"
    assert part["meta"]["series"] == "第 2 讲 · 训练基础设施：从显存账到容错"  # the course's unit: lesson (讲)
    assert part["meta"]["date"] == "2026年9月8日"
    assert set(part["filters"]["tag"]) == {"显存", "ZeRO", "数据并行", "通信"}
    # The post header and heading permalinks are not searchable text; the body is.
    assert "阅读约" not in part["content"] and "¶" not in part["content"]
    assert "数据并行本身不省显存" in part["content"]


def test_pages_load_no_search_index_and_no_search_plugin_output(demo):
    assert not (demo.site / "search").exists()  # no search_index.json: nothing is loaded up front
    assert not list(demo.site.glob("pagefind/pagefind-*ui*"))  # Pagefind's own interfaces are not deployed
    home = soup(demo, "index.html")
    assert home.select_one("dialog[data-search] .cb-search__input") is not None
    assert home.select_one("button[data-search-open][hidden]") is not None  # shown by the script only
    assert "pagefind" not in " ".join(str(tag) for tag in home.find_all(["script", "link"]))


def test_every_page_has_the_language_of_its_tree(demo):
    pages = html_pages(demo.site)
    assert len(pages) >= 15
    for page in pages:
        relative = page.relative_to(demo.site).as_posix()
        expected = "en" if relative.startswith("en/") else "zh-CN"
        assert soup(demo, relative).html["lang"] == expected, relative


def test_english_pages_are_english_from_top_to_bottom(demo):
    page = soup(demo, "en/blog/zero/index.html")
    assert page.find("input", attrs={"name": "q"})["placeholder"] == "Search posts, notes and courses"
    assert page.select_one("[data-search-open]")["title"] == "Search"
    assert json.loads(page.select_one("[data-search]")["data-strings"])["none"].startswith("Nothing found")
    zh = soup(demo, "blog/zero/index.html")
    assert zh.find("input", attrs={"name": "q"})["placeholder"] == "搜索文章、笔记与课程"
    assert (
        zh.select_one("[data-search]")["data-lang"] == "zh-cn" and page.select_one("[data-search]")["data-lang"] == "en"
    )


RESOURCE_RELS = {"stylesheet", "icon", "preload", "modulepreload", "manifest", "preconnect", "dns-prefetch", "prefetch"}
REMOTE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//", re.IGNORECASE)


def test_no_page_loads_anything_from_another_host(demo):
    remote = []
    for page in html_pages(demo.site):
        tree = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        for tag in tree.find_all(src=True):
            if REMOTE.match(tag["src"]):
                remote.append((page.name, tag["src"]))
        for tag in tree.find_all("link", href=True):
            if RESOURCE_RELS & set(tag.get("rel", [])) and REMOTE.match(tag["href"]):
                remote.append((page.name, tag["href"]))
        for tag in tree.find_all(style=True):
            if re.search(r"url\(\s*['\"]?(?:https?:)?//", tag["style"]):
                remote.append((page.name, tag["style"]))
    for sheet in demo.site.rglob("*.css"):
        for url in re.findall(
            r"(?:url\(|@import)\s*['\"]?((?:https?:)?//[^'\")\s]+)", sheet.read_text(encoding="utf-8")
        ):
            remote.append((sheet.name, url))
    assert remote == []


@pytest.mark.parametrize("path", ["about/index.html", "en/about/index.html"])
def test_icon_shortcodes_are_inline_svg(demo, path):
    page = soup(demo, path)
    icons = page.select("article .twemoji svg")
    assert len(icons) >= 2 and all(icon.find("path") for icon in icons)
    assert ":material-" not in page.get_text() and ":octicons-" not in page.get_text()


def test_formulas_are_typeset_at_build_time(demo):
    page = soup(demo, "blog/zero/index.html")
    formulas = page.select(".arithmatex")
    assert len(formulas) >= 10
    for formula in formulas:  # KaTeX's HTML, and MathML with the TeX as its annotation
        assert formula.select_one(".katex .katex-html") is not None
        assert formula.select_one("math annotation[encoding='application/x-tex']").get_text().strip()
    assert not [formula for formula in formulas if "\\(" in formula.get_text() or "\\[" in formula.get_text()]
    sheets = [tag["href"] for tag in page.find_all("link", rel="stylesheet")]
    assert any(href.endswith("assets/katex/katex.min.css") for href in sheets)
    css = (demo.site / "assets/katex/katex.min.css").read_text(encoding="utf-8")
    assert "font-display:swap" in css and "font-display:block" not in css
    fonts = set(re.findall(r"url\((fonts/[^)]+\.woff2)\)", css))
    assert fonts and all((demo.site / "assets/katex" / font).is_file() for font in fonts)


def test_no_page_loads_katex_javascript_and_only_math_pages_its_styles(demo):
    with_math = 0
    for path in html_pages(demo.site):
        page = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        scripts = " ".join(tag["src"] for tag in page.find_all("script", src=True))
        sheets = " ".join(tag["href"] for tag in page.find_all("link", rel="stylesheet"))
        assert "katex" not in scripts and "auto-render" not in scripts, path
        has_math = page.select_one(".katex") is not None
        with_math += has_math
        assert ("katex" in sheets) == has_math, path
    assert with_math >= 5
    assert not (demo.site / "assets/katex/katex.min.js").exists()


def test_feeds_carry_formulas_as_mathml(demo):
    for name in ("feed.xml", "atom.xml", "feed.json"):
        text = (demo.site / name).read_text(encoding="utf-8")
        assert "&lt;math" in text or "<math" in text, name
        assert "katex-html" not in text, name  # no visual HTML without its stylesheet
        assert "application/x-tex" in text, name


@pytest.mark.parametrize(
    ("path", "readtime_text", "author"),
    [("blog/memory-budget/index.html", "分钟", "乔林"), ("en/blog/memory-budget/index.html", "min read", "Lin Qiao")],
)
def test_post_header_shows_date_authors_and_reading_time(demo, path, readtime_text, author):
    header = soup(demo, path).select_one("[data-post-header]")
    assert header is not None
    readtime = header.select_one("[data-readtime]")
    assert int(readtime["data-readtime"]) >= 1
    assert readtime_text in readtime.get_text() and readtime["data-readtime"] in readtime.get_text()
    assert header.find("time")["datetime"] == "2026-09-01T20:00:00+08:00"
    assert (
        header.select_one("[data-authors]").get_text(strip=True).endswith(author)
    )  # the author's name in the page's language


def test_header_follows_the_title_once(demo):
    article = soup(demo, "blog/number-formats/index.html").find("article")
    headings = article.find_all("h1")
    assert [h.get_text() for h in headings] == ["FP16、BF16 与 FP8：训练里的数值范围与损失缩放"]
    assert headings[0].find_next_sibling()["data-post-header"] is not None


def test_posts_have_ascii_urls_from_their_file_names(demo):
    assert (demo.site / "blog/memory-budget/index.html").is_file()
    assert (demo.site / "en/blog/busbw/index.html").is_file()
    assert all(p.relative_to(demo.site).as_posix().isascii() for p in demo.site.rglob("*"))
    assert not (demo.site / "blog/posts").exists()


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        # description: wins
        ("blog/memory-budget/index.html", "混合精度加 Adam 训练时，每个参数要 16 字节的模型状态"),
        # no description: the text before <!-- more -->, clean
        ("blog/number-formats/index.html", "混合精度训练出了 NaN，十有八九不是模型的错"),
    ],
)
def test_meta_description_is_the_excerpt(demo, path, expected):
    meta = soup(demo, path).find("meta", attrs={"name": "description"})["content"]
    assert meta.startswith(expected)
    assert "<" not in meta and "`" not in meta and "**" not in meta


@pytest.mark.parametrize("path", ["blog/zero-paper-notes/index.html", "series/training-infra/index.html"])
def test_our_status_key_is_not_shown_as_a_material_page_status(demo, path):
    # Reading notes' `status: done` and series' `status: ongoing` would otherwise get Material's status icon.
    assert soup(demo, path).select(".md-status") == []


def test_no_link_without_an_address_and_no_aria_label_on_a_plain_div(demo):
    # The Nu Html Checker's errors in markup from our side (issue 16): line-number anchors
    # without href (anchor_linenums), and aria-label on a div that has no role.
    problems = []
    for path in html_pages(demo.site):
        page = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        problems += [f"{path.name}: {a}"[:120] for a in page.find_all("a") if not a.has_attr("href")]
        problems += [
            f"{path.name}: {div}"[:120]
            for div in page.find_all("div", attrs={"aria-label": True})
            if not div.has_attr("role")
        ]
    assert problems == []
    numbered = soup(demo, "blog/number-formats/index.html").select("td.linenos .normal")
    assert numbered  # line numbers are still shown, as text


def test_every_page_speaks_its_own_language_in_its_footer_and_heading_links(demo):
    # Issue 45: the Chinese pages' footer was the one English copyright line, and their headings'
    # "¶" said "Permanent link".
    checked = 0
    for path in html_pages(demo.site):
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        lang = soup.html.get("lang", "")
        copyright = soup.select_one(".md-copyright__highlight")
        if lang.startswith("zh"):
            assert copyright is not None and "版权所有" in copyright.get_text(), path
        elif lang == "en":
            assert copyright is not None and copyright.get_text(strip=True).startswith("Copyright ©"), path
        for link in soup.select("a.headerlink"):  # in the language of the text around it (a course on one page mixes)
            around = link.find_parent(attrs={"lang": True})["lang"]
            assert link["title"] == ("永久链接" if around.startswith("zh") else "Permanent link"), (path, link)
            checked += 1
    assert checked > 20  # pages with headings, in both languages


@pytest.mark.parametrize(
    ("home", "name"), [("index.html", "乔林的训练笔记"), ("en/index.html", "Lin Qiao's training notes")]
)
def test_a_home_scrolled_keeps_the_sites_name_in_the_header(demo, home, name):
    # Issue 45: scrolled, the header showed the home's nav label (首页) instead of the site's name.
    soup = BeautifulSoup((demo.site / home).read_text(encoding="utf-8"), "html.parser")
    assert soup.select_one("[data-md-component=header-topic]").get_text(strip=True) == name


def test_a_post_ends_with_its_authors_card_in_the_pages_language(demo):
    # Issue 45, "the writer first": .authors.yml's avatar, name and line at the end of each post.
    cards = 0
    for path in html_pages(demo.site):
        soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        names = soup.select("[data-post-header] [data-authors] > :not(.cb-post-meta__label)")
        card = soup.select_one("[data-author-card]:not([data-site-writers])")
        if not names:
            assert card is None, path
            continue
        assert card is not None, path
        cards += 1
        name = card.select_one(".cb-author-card__name").get_text(strip=True)
        assert name == names[0].get_text(strip=True) == ("Lin Qiao" if soup.html["lang"] == "en" else "乔林"), path
        avatar = card.select_one("img.cb-author-card__avatar")["src"]
        assert (path.parent / avatar).resolve().is_file(), (path, avatar)
        line = card.select_one(".cb-author-card__line").get_text(strip=True)
        assert line == ("ML infrastructure engineer" if soup.html["lang"] == "en" else "训练基础设施工程师"), path
    assert cards > 10


@pytest.mark.parametrize(
    ("home", "name", "line"),
    [("index.html", "乔林", "训练基础设施工程师"), ("en/index.html", "Lin Qiao", "ML infrastructure engineer")],
)
def test_a_home_opens_with_its_writer_and_the_site_shows_its_own_logo_and_icon(demo, home, name, line):
    # Issue 45, "the writer first": whose site it is, before the courses and the posts; the logo
    # and the tab's icon are the site's own files, not Material's book.
    path = demo.site / home
    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    card = soup.select_one("article [data-author-card][data-site-writers]")
    assert card is not None
    assert card.find_next("h2", id="courses") is not None and card.find_next("h2", id="latest") is not None
    assert card.select_one(".cb-author-card__name").get_text(strip=True) == name
    assert card.select_one(".cb-author-card__line").get_text(strip=True) == line
    own = {"avatar": "assets/images/avatar-linqiao.svg", "logo": "assets/images/logo.svg"}
    shown = {
        "avatar": card.select_one("img.cb-author-card__avatar")["src"],
        "logo": soup.select_one(".md-header .md-logo img")["src"],
        "icon": soup.select_one('link[rel="icon"]')["href"],
    }
    for what, src in shown.items():
        found = (path.parent / src).resolve()
        assert found.is_file() and found.suffix == ".svg", (what, src)
        assert found.relative_to(demo.site.resolve()).as_posix() == own.get(what, "assets/images/favicon.svg")


def test_a_course_not_listed_is_read_in_the_course_only(demo):
    # Issue 45, "the writer first": the guide (listed: false) is not in the blog stream.
    for lang, home in (("", "index.html"), ("en/", "en/index.html")):
        soup = BeautifulSoup((demo.site / home).read_text(encoding="utf-8"), "html.parser")
        latest = soup.select_one("h2#latest").find_next("ul")
        links = [a["href"] for a in latest.select("a[href]")]
        assert links and not any("guide" in href for href in links), links
        cards = [card.get("data-series-id") for card in soup.select("[data-series-cards] a")]
        assert cards[-1] == "guide" and len(cards) > 1  # the writer's courses first
        feed = (demo.site / lang / "feed.xml").read_text(encoding="utf-8")
        assert "/blog/guide-" not in feed and "/blog/zero/" in feed
        archive = (demo.site / lang / "archive/index.html").read_text(encoding="utf-8")
        assert "/blog/guide-" not in archive
        course = (demo.site / lang / "series/guide/index.html").read_text(encoding="utf-8")
        parts = BeautifulSoup(course, "html.parser").select("article a[href*='blog/guide-']")
        assert len({a["href"] for a in parts}) >= 7
