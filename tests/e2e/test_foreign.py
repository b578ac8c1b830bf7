"""Posts written for other tools build as written (tests/foreign/): Hexo with Fluid, Hugo with
TOML, Jekyll, Material's blog and Typora's display math. What readers get: titles, URLs,
typeset formulas, dates, categories, redirects from old addresses; the one thing that cannot
be read (a Hexo tag) is the one warning."""

from __future__ import annotations

import feedparser
import pytest
from bs4 import BeautifulSoup

from sitebuild import ROOT, Build, make_site, run_build
from test_pipeline import check

CONFIG = ROOT / "tests/foreign/mkdocs.yml"
WARNINGS = [
    "WARNING -  blog/posts/hexo-fluid.md: 'markup': line 18: {% asset_img variance.png 方差随批量大小变化 %} is a "
    "Hexo or Jekyll tag,"
    " which Markdown prints as text: write ![caption](file.png) with the image in the post's folder",
]


@pytest.fixture(scope="module")
def moved(tmp_path_factory: pytest.TempPathFactory) -> Build:
    return run_build(CONFIG, tmp_path_factory.mktemp("foreign") / "site")


def soup(build: Build, path: str) -> BeautifulSoup:
    return BeautifulSoup((build.site / path).read_text(encoding="utf-8"), "html.parser")


def test_only_what_cannot_be_read_is_a_warning_and_check_agrees(moved):
    assert moved.returncode == 0 and "Traceback" not in moved.log, moved.log
    warnings = [line for line in moved.log.splitlines() if line.startswith("WARNING")]
    assert warnings == WARNINGS
    assert check(CONFIG) == WARNINGS


@pytest.mark.parametrize(
    ("path", "formulas", "sample"),
    [
        ("blog/hexo-fluid/index.html", 2, "\\nabla_\\theta J(\\theta)"),
        ("blog/typora-math/index.html", 2, "M_{score} &amp;= b"),
    ],
)
def test_display_math_against_text_is_typeset(moved, path, formulas, sample):
    article = soup(moved, path).select_one("article")
    blocks = article.select("div.arithmatex")
    assert len(blocks) == formulas
    assert article.find("em") is None  # no underscore became emphasis
    assert sample in "".join(str(block) for block in blocks)
    description = soup(moved, path).find("meta", attrs={"name": "description"})["content"]
    assert "$$" not in description and "\\left" not in description and "\\begin" not in description


def test_a_post_without_title_takes_its_heading_once(moved):
    page = soup(moved, "en/blog/internal-links/index.html")  # "Internal links.md": an ASCII URL
    assert page.title.string == "Internal links in a course - Moved"
    assert [h1.get_text(strip=True).removesuffix("¶") for h1 in page.select("article h1")] == [
        "Internal links in a course"
    ]
    assert page.find("meta", attrs={"name": "description"})["content"].startswith("Links between lessons")
    assert page.select("article .twemoji svg")  # :octicons-link-16:
    archive = soup(moved, "en/archive/index.html")
    assert "Internal links in a course" in [a.get_text(strip=True) for a in archive.select(".cb-index__title")]


def test_hugo_toml_front_matter_is_read_and_not_shown(moved):
    page = soup(moved, "en/blog/hugo-toml/index.html")
    assert page.title.string == "Checkpoint sizes at a glance - Moved"
    assert "+++" not in page.select_one("article").get_text()
    assert [time["datetime"] for time in page.select("[data-post-header] time")] == [
        "2023-01-02T10:00:00+08:00",
        "2023-02-03T09:00:00+08:00",  # date, then lastmod as updated
    ]


def test_hexo_dates_categories_and_updated(moved):
    page = soup(moved, "blog/hexo-fluid/index.html")
    assert [time["datetime"] for time in page.select("[data-post-header] time")] == [
        "2021-03-04T10:20:30+08:00",
        "2021-05-06T12:00:00+08:00",
    ]
    categories = {
        link["data-term"] for link in soup(moved, "tags/index.html").select("[data-terms=categories] a[data-term]")
    }
    assert {"机器学习 / 强化学习", "笔记"} <= categories


def test_updated_dates_reach_the_feeds(moved):
    feed = feedparser.parse((moved.site / "en/feed.xml").read_bytes())
    atom = feedparser.parse((moved.site / "en/atom.xml").read_bytes())
    assert "Checkpoint sizes at a glance" in [entry.title for entry in feed.entries]
    updated = {entry.title: entry.updated for entry in atom.entries}
    assert updated["Checkpoint sizes at a glance"].startswith("2023-02-03T01:00:00")


@pytest.mark.parametrize(
    ("old", "new", "lang"),
    [
        ("posts/checkpoint-sizes/index.html", "en/blog/hugo-toml/", "en"),  # Hugo aliases
        ("2023/01/02/ckpt.html", "en/blog/hugo-toml/", "en"),
        ("2022/06/01/nccl-ring.html", "en/blog/jekyll-nccl/", "en"),  # Jekyll redirect_from
    ],
)
def test_old_addresses_lead_to_the_moved_post(moved, old, new, lang):
    page = soup(moved, old)
    assert page.html["lang"] == lang
    assert page.find("link", rel="canonical")["href"] == f"https://moved.example/{new}"
    refresh = page.find("meta", attrs={"http-equiv": "refresh"})["content"]
    target = refresh.split("url=", 1)[1]
    depth = old.count("/")
    assert target == "../" * depth + new
    assert page.find("a")["href"] == target
    # An old address is not a page of the site: not in the sitemap.
    assert old.removesuffix("index.html") not in (moved.site / "sitemap.xml").read_text(encoding="utf-8")


def article_headings(build: Build, path: str) -> list[str]:
    return [h1.get_text(strip=True).removesuffix("¶") for h1 in soup(build, path).select("article h1")]


def test_a_front_matter_title_is_the_h1_whatever_headings_the_body_holds(moved):
    # Hexo's themes show title: at the top; a # heading in the body is a section.
    assert article_headings(moved, "blog/hexo-sections/index.html") == ["显存预算的两种估法", "按参数量估", "按激活估"]
    article = soup(moved, "blog/hexo-sections/index.html").select_one("article")
    first = article.select_one("h1")
    assert first.find_next(attrs={"data-post-header": True}) is not None  # the header under the title
    # A body that starts with the title as its heading shows it once.
    assert article_headings(moved, "blog/hexo-repeated/index.html") == ["检查点该多久存一次"]


def test_a_pages_title_is_its_h1_when_the_page_does_not_begin_with_one(tmp_path):
    pages = {"index.md": "# 首页\n", "about.md": "---\ntitle: 关于我\n---\n一段介绍。\n\n# 经历\n\n正文。\n"}
    built = run_build(make_site(tmp_path, pages, features=(), plugins=()), tmp_path / "site", "--strict")
    assert built.returncode == 0, built.log
    assert article_headings(built, "about/index.html") == ["关于我", "经历"]
    assert article_headings(built, "index.html") == ["首页"]


def test_a_posts_categories_are_shown_and_linked_in_its_header(moved):
    header = soup(moved, "blog/hexo-fluid/index.html").select_one("[data-categories]")
    links = {a.get_text(strip=True): a["href"] for a in header.select("a")}
    assert set(links) == {"笔记", "机器学习 / 强化学习"}  # Hexo's nested categories: one path
    for href in links.values():
        assert (moved.site / "blog/hexo-fluid" / href / "index.html").resolve().is_file(), href


def test_fences_with_another_tools_metadata_stay_code_with_their_title_and_lines(moved):
    page = soup(moved, "en/blog/docusaurus-fences/index.html")
    article = page.select_one("article")
    assert article.select_one(".highlight .filename").get_text(strip=True) == "src/config.ts"
    assert len(article.select(".highlight .hll")) == 2  # lines 2 and 3
    assert "useState(0)" in article.select(".highlight")[1].get_text()
    assert article.select_one("h2").get_text(strip=True).removesuffix("¶") == "What the numbers mean"
    assert "The batch size is per device" in article.select("p")[-1].get_text()
    said = "en/blog/posts/docusaurus-fences.md: code fences on line 14: /useState/ has no equivalent here"
    assert any(said in line for line in moved.log.splitlines() if line.startswith("INFO"))
