"""Kinds of page, and the pages the build writes when the writer has not: one registry.

A page's kind decides which model it is read into (posts, series) and which
partial shows its index (overrides/partials/<kind>.html).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from coursebook.lang import LANGS, in_lang, lang_of, strip_lang
from coursebook.strings import strings_for

_POST = re.compile(r"^blog/posts/(?:.+/)?[^/]+\.md$")
_SERIES = re.compile(r"^series/(?P<id>[^/]+)\.md$")
_TERM = re.compile(r"^(?P<attribute>tags|categories)/(?P<slug>[^/]+)\.md$")
_COURSE_ALL = re.compile(r"^series/(?P<id>[^/]+)/all\.md$")
# The second and later pages of a long list (the archive, a tag's or a category's posts).
_ARCHIVE_MORE = re.compile(r"^archive/page/(?P<number>[1-9][0-9]*)\.md$")
_TERM_MORE = re.compile(r"^(?P<attribute>tags|categories)/(?P<slug>[^/]+)/page/(?P<number>[1-9][0-9]*)\.md$")
LIST_PAGE = 100  # posts on one page of the archive or of a tag: a long list goes on in pages 2, 3, …


@dataclass(frozen=True)
class IndexPage:
    """A page that lists posts or courses, at ``path`` in each language tree.

    ``title_key`` names its title in coursebook/strings.py, for when the build writes it.
    """

    path: str
    kind: str
    title_key: str


INDEX_PAGES = (
    IndexPage("index.md", "home", "home_title"),
    IndexPage("archive.md", "archive", "archive_title"),
    IndexPage("tags.md", "terms", "terms_title"),
    IndexPage("notes.md", "notes", "notes_title"),
    IndexPage("series/index.md", "series_index", "series_index_title"),
)
_INDEX_KINDS = {page.path: page.kind for page in INDEX_PAGES}


def page_kind(src_uri: str) -> str:
    """What a page is: "post", "series" (a landing page), an index kind above, or "page"."""
    path = strip_lang(src_uri)
    if _POST.match(path):
        return "post"
    if path in _INDEX_KINDS:
        return _INDEX_KINDS[path]
    if _SERIES.match(path):
        return "series"
    if _TERM.match(path) or _TERM_MORE.match(path):
        return "term"
    if _ARCHIVE_MORE.match(path):
        return "archive"
    if _COURSE_ALL.match(path):
        return "course_all"
    return "page"


def course_all_src(series_id: str, lang: str) -> str:
    """The src_uri of a whole course on one page (``series/<id>/all/``) in ``lang``'s tree."""
    return in_lang(f"series/{series_id}/all.md", lang)


def course_of_src(src_uri: str) -> str | None:
    """The series id of a whole-course page's src_uri; None for any other page."""
    found = _COURSE_ALL.match(strip_lang(src_uri))
    return found["id"] if found else None


def term_src(attribute: str, slug: str, lang: str, number: int = 1) -> str:
    """The src_uri of the page of a tag (``attribute="tags"``) or category in ``lang``'s tree
    (its page ``number`` of posts, for a long list)."""
    return in_lang(f"{attribute}/{slug}.md" if number == 1 else f"{attribute}/{slug}/page/{number}.md", lang)


def term_of_src(src_uri: str) -> tuple[str, str] | None:
    """(attribute, slug) of a term page's src_uri (any of its pages); None for any other page."""
    found = _TERM.match(strip_lang(src_uri)) or _TERM_MORE.match(strip_lang(src_uri))
    return (found["attribute"], found["slug"]) if found else None


def courses_data_path(lang: str) -> str:
    """The site file with what the home's "continue reading" needs in ``lang`` (series.continue_data)."""
    return in_lang("series/courses.json", lang)


def archive_src(lang: str, number: int = 1) -> str:
    """The src_uri of the archive's page ``number`` in ``lang``'s tree."""
    return in_lang("archive.md" if number == 1 else f"archive/page/{number}.md", lang)


def list_page(src_uri: str) -> int:
    """Which page of its list a page is: 1, or the number of a later page of the archive or a tag."""
    found = _ARCHIVE_MORE.match(strip_lang(src_uri)) or _TERM_MORE.match(strip_lang(src_uri))
    return int(found["number"]) if found else 1


def list_pages(count: int) -> int:
    """How many pages a list of ``count`` posts takes."""
    return max(1, -(-count // LIST_PAGE))


def page_title(title: str, number: int, lang: str) -> str:
    """A later page's title: "归档（第 2 页）", "Archive (page 2)"."""
    return title if number == 1 else strings_for(lang)["list_page_title"].format(title=title, n=number)


def term_title(attribute: str, name: str, lang: str) -> str:
    """A term page's title: "标签：通信", "Tag: communication"."""
    return strings_for(lang)[f"{attribute}_page_title"].format(name=name)


def index_src(kind: str, lang: str) -> str:
    """The src_uri of the index page of ``kind`` in ``lang``'s tree."""
    return in_lang(next(page.path for page in INDEX_PAGES if page.kind == kind), lang)


def written_languages(existing: set[str]) -> list[str]:
    """The languages whose tree holds a page (``existing``: src_uris): a site written in one
    language gets no empty indexes in the other."""
    return [lang for lang in LANGS if any(src.endswith(".md") and lang_of(src) == lang for src in existing)]


def generated_pages(kinds: tuple[str, ...], existing: set[str]) -> dict[str, str]:
    """The index pages of ``kinds`` the writer has not written, in each language written in:
    src_uri -> Markdown."""
    missing = {}
    for lang in written_languages(existing):
        for page in INDEX_PAGES:
            src = in_lang(page.path, lang)
            if page.kind in kinds and src not in existing:
                missing[src] = f"---\ntitle: {strings_for(lang)[page.title_key]}\n---\n"
    return missing


def course_pages(outlines: dict[tuple[str, str], Any], existing: set[str]) -> dict[str, str]:
    """A one-page course for each course with a published part, in each language written in:
    src_uri -> Markdown."""
    languages = written_languages(existing)
    missing = {}
    for (series_id, lang), outline in outlines.items():
        src = course_all_src(series_id, lang)
        if outline.parts and outline.in_own_language and lang in languages and src not in existing:
            title = json.dumps(strings_for(lang)["course_all_title"].format(title=outline.title), ensure_ascii=False)
            missing[src] = f"---\ntitle: {title}\n---\n"
    return missing


def term_pages(terms: dict[tuple[str, str], list], existing: set[str]) -> dict[str, str]:
    """A page for each tag and category a reader finds posts under (``Site.terms``), and its
    later pages when it has more posts than one holds, in each language written in, unless the
    writer wrote it: src_uri -> Markdown."""
    missing = {}
    languages = written_languages(existing)
    for (lang, attribute), groups in terms.items():
        for group in groups if lang in languages else ():
            for number in range(1, list_pages(len(group.entries)) + 1):
                src = term_src(attribute, group.term.slug, lang, number)
                if src not in existing:
                    title = page_title(term_title(attribute, group.name, lang), number, lang)
                    # Quoted: any name is safe YAML.
                    missing[src] = f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\n---\n"
    return missing


def archive_pages(listings: dict[str, list], existing: set[str]) -> dict[str, str]:
    """The archive's later pages, for a language whose readers have more posts than one page
    holds (its first page is an index page: ``generated_pages``): src_uri -> Markdown."""
    missing = {}
    for lang in written_languages(existing):
        for number in range(2, list_pages(len(listings.get(lang, []))) + 1):
            if (src := archive_src(lang, number)) not in existing:
                title = page_title(strings_for(lang)["archive_title"], number, lang)
                missing[src] = f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\n---\n"
    return missing


def output_file(src_uri: str, use_directory_urls: bool) -> str:
    """The HTML file MkDocs writes for a page that keeps its place (``about.md`` -> ``about/index.html``)."""
    stem = src_uri.removesuffix(".md")
    if stem == "index" or stem.endswith("/index") or stem == "README" or stem.endswith("/README"):
        return stem.rpartition("/")[0] + ("/" if "/" in stem else "") + "index.html"
    return f"{stem}/index.html" if use_directory_urls else f"{stem}.html"


def folder_url(folder: str, use_directory_urls: bool) -> str:
    """The URL MkDocs gives a page written for ``folder`` (``blog/x`` -> ``blog/x/`` or ``blog/x.html``)."""
    return f"{folder}/" if use_directory_urls else f"{folder}.html"
