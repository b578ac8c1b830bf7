"""Check a site's content without building it: the same warnings `mkdocs build` gives."""

from __future__ import annotations

from coursebook.authors import AUTHORS_FILE, parse_authors
from coursebook.catalog import SourceFile, build_catalog, kind_of
from coursebook.dates import DEFAULT_TIMEZONE, load_zone
from coursebook.frontmatter import page_title, read_front_matter
from coursebook.model import Problem
from coursebook.schema import SiteSettings, check
from coursebook.site import SiteFiles
from coursebook.wikilinks import build_index, rewrite_wikilinks


def check_site(site: SiteFiles) -> list[Problem]:
    """Every content mistake of ``site``: settings, front matter, series, authors, wikilinks."""
    settings, errors = check(SiteSettings, site.extra)
    problems = [Problem("mkdocs.yml", f"extra.{key}", message) for key, message in errors]
    authors_file = site.docs / AUTHORS_FILE
    authors, author_problems = parse_authors(authors_file.read_text(encoding="utf-8") if authors_file.is_file() else None)
    zone = load_zone(settings["timezone"] or DEFAULT_TIMEZONE)
    catalog = build_catalog([SourceFile(src, text) for src, text in site.pages.items() if kind_of(src)], authors, zone)
    problems += author_problems + catalog.problems
    titles = {post.src_uri: post.title for post in catalog.posts}
    for src, text in site.pages.items():
        titles.setdefault(src, page_title(text))
    index = build_index(titles, site.others)
    for src, text in site.pages.items():
        if "[[" in text:
            problems += rewrite_wikilinks(read_front_matter(text)[1], src, index)[1]
    return problems
