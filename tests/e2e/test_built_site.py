"""The built demo site as a whole: links, sitemap, 404, reproducible output."""

from __future__ import annotations

import re
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import html5lib
import pytest
from bs4 import BeautifulSoup

from sitebuild import ROOT, Build, html_pages, run_build

SITE_URL = "http://127.0.0.1:8000/"  # mkdocs.yml's default when SITE_URL is unset
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


def target_file(site: Path, url_path: str) -> Path:
    path = site / unquote(url_path).lstrip("/")
    return path / "index.html" if url_path.endswith("/") or path.is_dir() else path


def ids_of(path: Path, cache: dict[Path, set[str]]) -> set[str]:
    if path not in cache:
        tree = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
        cache[path] = {tag.get("id") for tag in tree.find_all(id=True)} | {
            tag.get("name") for tag in tree.find_all("a", attrs={"name": True})
        }
    return cache[path]


def test_every_internal_link_and_anchor_resolves(demo: Build):
    site, broken, cache = demo.site, [], {}
    for page in html_pages(site):
        base = SITE_URL + page.relative_to(site).as_posix()
        tree = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        for tag, attribute in (("a", "href"), ("link", "href"), ("img", "src"), ("script", "src")):
            for element in tree.find_all(tag, attrs={attribute: True}):
                url = urljoin(base, element[attribute])
                if not url.startswith(SITE_URL):
                    continue  # another site: not ours to check here
                parts = urlsplit(url)
                target = target_file(site, parts.path)
                if not target.is_file():
                    broken.append(f"{page.relative_to(site)}: {element[attribute]}")
                elif (
                    parts.fragment and target.suffix == ".html" and unquote(parts.fragment) not in ids_of(target, cache)
                ):
                    broken.append(f"{page.relative_to(site)}: {element[attribute]} (no such anchor)")
    assert broken == []


def test_sitemap_lists_exactly_the_published_pages(demo: Build):
    tree = ElementTree.parse(demo.site / "sitemap.xml")
    listed = {loc.text for loc in tree.iter(f"{SITEMAP}loc")}
    pages = {
        SITE_URL + re.sub(r"index\.html$", "", page.relative_to(demo.site).as_posix())
        for page in html_pages(demo.site)
        if page.name != "404.html"
    }
    assert listed == pages
    assert not any("draft" in url or "scheduled" in url for url in listed)
    lastmod = {
        url.text: mod.text
        for url, mod in ((u.find(f"{SITEMAP}loc"), u.find(f"{SITEMAP}lastmod")) for u in tree.iter(f"{SITEMAP}url"))
    }
    assert lastmod[SITE_URL + "blog/zero/"] == "2026-09-08"  # the post's date, not the build's


def test_the_404_page_speaks_both_languages_with_search_and_both_homes(demo: Build):
    page = BeautifulSoup((demo.site / "404.html").read_text(encoding="utf-8"), "html.parser")
    assert page.html["lang"] == "zh-CN"
    title = page.find("h1")
    assert title.get_text(" ", strip=True) == "找不到这一页 Page not found" and title.select_one("[lang=en]")
    homes = {a.get("hreflang"): a["href"] for a in page.select("[data-not-found] a[href]")}
    assert homes == {"zh-CN": "/", "en": "/en/"}  # from the site's root: a 404 is served at any depth
    assert len(page.select("[data-search-open]")) == 2 and page.select_one("dialog[data-search]")
    assert not page.select(".md-sidebar, .md-tabs")  # neither language's navigation
    assert "Made with" not in page.get_text()


def test_builds_are_reproducible_whatever_the_machine_zone(demo: Build, tmp_path):
    # The run's build of the demo, in this machine's zone, beside one in a zone hours away from it.
    far = "Asia/Tokyo" if abs(time.localtime().tm_gmtoff - 9 * 3600) > 3 * 3600 else "America/New_York"
    first = demo
    second = run_build(ROOT / "mkdocs.yml", tmp_path / "far", "--strict", env={"TZ": far})
    assert first.returncode == 0 and second.returncode == 0
    a_files = sorted(p.relative_to(first.site) for p in first.site.rglob("*") if p.is_file())
    b_files = sorted(p.relative_to(second.site) for p in second.site.rglob("*") if p.is_file())
    assert a_files == b_files
    different = [str(p) for p in a_files if (first.site / p).read_bytes() != (second.site / p).read_bytes()]
    # MkDocs stamps the sitemap with the build day (SOURCE_DATE_EPOCH pins it): two builds
    # a day apart differ there and nowhere else.
    assert set(different) <= {"sitemap.xml", "sitemap.xml.gz"}


def test_every_page_is_well_formed_html5(demo: Build, fixture_site: Build):
    """The HTML5 parsing algorithm meets no error in any page (our partials included)."""
    for build in (demo, fixture_site):
        for page in html_pages(build.site):
            parser = html5lib.HTMLParser()
            parser.parse(page.read_bytes())
            assert parser.errors == [], (page.relative_to(build.site), parser.errors[:5])


def test_the_parser_does_report_broken_html():
    parser = html5lib.HTMLParser()
    parser.parse(b"<!doctype html><html><body><p>a</span></div></body></html>")
    assert parser.errors


@pytest.mark.demo
def test_properdocs_builds_the_same_site(demo: Build, tmp_path):
    """ProperDocs, the maintained MkDocs 1.x line, builds the demo strict and byte for byte
    the same, but for the generator named in each page's <meta name="generator">."""
    other = run_build(ROOT / "mkdocs.yml", tmp_path / "site", "--strict", engine="properdocs")
    assert other.returncode == 0 and "WARNING" not in other.log, other.log
    generator = re.compile(rb'<meta name="generator" content="[^"]*">')
    files = sorted(p.relative_to(demo.site) for p in demo.site.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(other.site) for p in other.site.rglob("*") if p.is_file())
    for path in files:
        if path.name in ("sitemap.xml", "sitemap.xml.gz"):
            continue  # stamped with the build day
        ours, theirs = (demo.site / path).read_bytes(), (other.site / path).read_bytes()
        assert generator.sub(b"", ours) == generator.sub(b"", theirs), path
