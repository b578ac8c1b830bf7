"""What a shared link shows (coursebook/features/sharing.py): Open Graph and Twitter tags with absolute URLs,
and JSON-LD that parses, with the properties schema.org's types need, on the demo site and on
the fixture's post whose every field holds markup."""

from __future__ import annotations

import json

import pytest
from bs4 import BeautifulSoup

from sitebuild import Build, make_site, run_build


def head(build: Build, path: str) -> tuple[dict[str, list[str]], dict]:
    """The page's share tags (name -> contents) and its JSON-LD."""
    page = BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")
    tags: dict[str, list[str]] = {}
    for meta in page.select("meta[property^='og:'], meta[property^='article:'], meta[name^='twitter:']"):
        tags.setdefault(meta.get("property") or meta["name"], []).append(meta["content"])
    (script,) = page.select("script[type='application/ld+json']")
    return tags, json.loads(script.string)


def test_a_part_is_an_article_of_its_course(demo):
    tags, data = head(demo, "blog/zero")
    site = "http://127.0.0.1:8000/"  # the demo's site_url outside CI (mkdocs.yml: SITE_URL)
    assert tags["og:type"] == ["article"] and tags["og:url"] == [site + "blog/zero/"]
    assert tags["og:title"] == ["第 2 讲：数据并行与 ZeRO：把 16 字节切开"]
    assert tags["og:locale"] == ["zh_CN"] and tags["og:locale:alternate"] == ["en_US"]  # it has a translation
    assert tags["article:published_time"] == ["2026-09-08T20:00:00+08:00"]
    assert set(tags["article:tag"]) == {"显存", "ZeRO", "数据并行", "通信"}
    assert tags["twitter:card"] == ["summary"] and "og:image" not in tags  # no image given
    assert data["@context"] == "https://schema.org" and data["@type"] == "BlogPosting"
    for key in ("headline", "datePublished", "dateModified", "author", "url", "inLanguage", "description"):
        assert data[key], key
    assert data["inLanguage"] == "zh-CN" and data["author"][0]["name"].startswith("乔林")
    assert data["isPartOf"] == {
        "@type": "Course",
        "name": "训练基础设施：从显存账到容错",
        "url": site + "series/training-infra/",
    }
    assert data["position"] == 2


def test_an_english_only_post_names_no_other_locale(demo):
    tags, data = head(demo, "en/blog/busbw")
    assert tags["og:locale"] == ["en_US"] and "og:locale:alternate" not in tags
    assert data["inLanguage"] == "en" and "isPartOf" not in data


@pytest.mark.parametrize(("path", "lang"), [("series/training-infra", "zh-CN"), ("en/series/training-infra", "en")])
def test_a_course_lists_its_parts(demo, path, lang):
    tags, data = head(demo, path)
    assert tags["og:type"] == ["website"]
    assert data["@type"] == "Course" and data["inLanguage"] == lang and data["name"] and data["description"]
    assert data["provider"]["name"] == ("乔林的训练笔记" if lang == "zh-CN" else "Lin Qiao's training notes")
    parts = data["hasPart"]["itemListElement"]
    assert [part["position"] for part in parts] == list(range(1, len(parts) + 1)) and len(parts) >= 2
    assert all(part["url"].startswith("http") and part["name"] for part in parts)


@pytest.mark.parametrize(("path", "lang"), [("", "zh-CN"), ("en", "en")])
def test_the_homes_are_the_website(demo, path, lang):
    tags, data = head(demo, path)
    name = "乔林的训练笔记" if lang == "zh-CN" else "Lin Qiao's training notes"  # the writer's site, in its language
    assert data["@type"] == "WebSite" and data["name"] == name and data["inLanguage"] == lang
    assert tags["og:locale:alternate"]  # each home has the other language's


def test_markup_in_every_field_stays_text_and_an_image_is_absolute(fixture_site):
    tags, data = head(fixture_site, "blog/escaping")
    assert data["headline"] == 'Escaping <script>alert(1)</script> & "quotes" 🚀'
    assert (
        "</script"
        not in (fixture_site.site / "blog/escaping/index.html")
        .read_text(encoding="utf-8")
        .split('application/ld+json">')[1]
        .split("</script>")[0]
    )
    assert tags["og:title"] == ['Escaping <script>alert(1)</script> & "quotes" 🚀']
    assert tags["og:image"] == ["https://fixture.example/assets/fig.png"] and data["image"] == tags["og:image"][0]
    assert tags["twitter:card"] == ["summary_large_image"]
    assert data["isPartOf"]["name"].startswith("Series <script>")


IDENTITY_PAGES = {
    "index.md": "# 首页\n",
    "en/index.md": "# Home\n",
    "blog/.authors.yml": "authors:\n  lq:\n    name: 乔林\n    names:\n      en: Lin Qiao\n",
    "blog/posts/memory.md": "---\ntitle: 显存账\ndate: 2026-09-01\nauthors: [lq]\n---\n正文。\n",
    "en/blog/posts/memory.md": "---\ntitle: The memory bill\ndate: 2026-09-01\nauthors: [lq]\n---\nText.\n",
}
IDENTITY = """\
site_url: https://identity.example/
site_description: 中文站的介绍
copyright: 版权所有 © 2026 乔林
extra:
  en:
    site_name: Field Notes
    site_description: The English site, described in English
    copyright: Copyright © 2026 Lin Qiao
"""


@pytest.fixture(scope="module")
def identity(tmp_path_factory: pytest.TempPathFactory) -> Build:
    root = tmp_path_factory.mktemp("identity")
    config = make_site(root, IDENTITY_PAGES, IDENTITY, features=("authoring", "i18n", "feeds", "sharing"), plugins=())
    return run_build(config, root / "site", "--strict")


def test_each_language_has_its_own_site_name_description_and_author_names(identity):
    assert identity.returncode == 0, identity.log
    zh = BeautifulSoup((identity.site / "blog/memory/index.html").read_text(encoding="utf-8"), "html.parser")
    en = BeautifulSoup((identity.site / "en/blog/memory/index.html").read_text(encoding="utf-8"), "html.parser")
    assert zh.title.get_text() == "显存账 - Mistakes" and en.title.get_text() == "The memory bill - Field Notes"
    assert (
        "Field Notes" in en.select_one(".md-header__title").get_text()
        and "Mistakes" not in en.select_one(".md-header").get_text()
    )
    assert "Mistakes" in zh.select_one(".md-header__title").get_text()
    assert en.select_one("[data-authors]").get_text(strip=True).endswith("Lin Qiao")
    assert zh.select_one("[data-authors]").get_text(strip=True).endswith("乔林")
    assert en.select_one(".md-copyright__highlight").get_text(strip=True) == "Copyright © 2026 Lin Qiao"
    assert zh.select_one(".md-copyright__highlight").get_text(strip=True) == "版权所有 © 2026 乔林"
    en_home = BeautifulSoup((identity.site / "en/index.html").read_text(encoding="utf-8"), "html.parser")
    assert en_home.find("meta", attrs={"name": "description"})["content"] == "The English site, described in English"
    assert json.loads(en_home.select_one("script[type='application/ld+json']").string)["name"] == "Field Notes"
    assert json.loads(en.select_one("script[type='application/ld+json']").string)["author"][0]["name"] == "Lin Qiao"


def test_each_language_feed_is_titled_and_described_in_its_language(identity):
    import feedparser

    en = feedparser.parse((identity.site / "en/feed.xml").read_bytes())
    zh = feedparser.parse((identity.site / "feed.xml").read_bytes())
    assert (en.feed.title, en.feed.subtitle) == ("Field Notes", "The English site, described in English")
    assert (zh.feed.title, zh.feed.subtitle) == ("Mistakes", "中文站的介绍")
    assert en.entries[0].author == "Lin Qiao" and zh.entries[0].author == "乔林"
