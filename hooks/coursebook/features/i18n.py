"""Bilingual site: translation links, a navigation per language, the zh/en indexes and tag pages.

Runs after features/posts.py, whose site model and URLs it reads, and before
features/series.py (a course's own sidebar replaces the language navigation on
course pages).
"""

from __future__ import annotations

import json
import re
from html import unescape
from typing import TYPE_CHECKING
from urllib.parse import urljoin

from mkdocs.structure.files import File, InclusionLevel
from mkdocs.structure.nav import Navigation, Section
from mkdocs.utils import get_relative_url

from coursebook import views
from coursebook.context import LangSwitch
from coursebook.lang import DEFAULT_LANG, LANGS, OTHER_LANG, in_lang, lang_of
from coursebook.pages import archive_pages, courses_data_path, generated_pages, term_pages
from coursebook.phrases import phrases
from coursebook.series import continue_data, index_outlines
from coursebook.state import Session
from coursebook.strings import strings_for

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

    from coursebook.context import PageContext


def on_files(session: Session, files: Files, config: MkDocsConfig) -> Files:
    existing = {file.src_uri for file in files}
    for src, text in generated_pages(("archive", "terms"), existing).items():
        files.append(File.generated(config, src, content=text))
    # A page per tag: linked from the tags page and posts, never listed in a navigation MkDocs makes.
    for src, text in term_pages(session.build.site.terms, existing).items():
        files.append(File.generated(config, src, content=text, inclusion=InclusionLevel.NOT_IN_NAV))
    # A long archive goes on in pages of its own, linked from each other only.
    for src, text in archive_pages(session.build.site.listings, existing).items():
        files.append(File.generated(config, src, content=text, inclusion=InclusionLevel.NOT_IN_NAV))
    # What the home's "continue reading" needs, fetched only by a reader who has started a course.
    for lang in LANGS:
        if data := continue_data(index_outlines(session.build.site.outlines, lang)):
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
            files.append(File.generated(config, courses_data_path(lang), content=text))
    return files


def on_nav(session: Session, nav: Navigation, config: MkDocsConfig, files: Files) -> Navigation:
    session.build.navs = split_nav(nav)
    return nav


def split_nav(nav: Navigation) -> dict[str, Navigation]:
    """One navigation per language: items by their pages' tree; a top-level
    section holding only English pages (the usual "English:" entry) is unwrapped."""
    items: dict[str, list] = {lang: [] for lang in LANGS}
    for item in nav.items:
        langs = {lang_of(page.file.src_uri) for page in _pages(item)}
        if langs == {OTHER_LANG}:
            items[OTHER_LANG].extend(item.children if isinstance(item, Section) else [item])
        else:
            items[DEFAULT_LANG].append(item)
    navs = {}
    for lang, entries in items.items():
        navs[lang] = Navigation(entries, [page for entry in entries for page in _pages(entry)])
        homes = [page for page in navs[lang].pages if page.file.src_uri == in_lang("index.md", lang)]
        navs[lang].homepage = homes[0] if homes else nav.homepage
    return navs


def _pages(item) -> list:
    if getattr(item, "is_page", False):
        return [item]
    return [page for child in (item.children or []) for page in _pages(child)]


# The title of the "¶" after each heading, as Python-Markdown's toc extension writes it when the
# site does not name one (toc's permalink_title): one Markdown for both languages' pages.
_DEFAULT_PERMALINK = "Permanent link"
_PERMALINK = re.compile(r'(<a class="headerlink" href="#[^"]*" title=")Permanent link(")')


_HEADING = re.compile(r"(<h[1-6]\b[^>]*>)(.*?)(</h[1-6]>)", re.DOTALL)
_TAG = re.compile(r"(<[^>]+>)")


def on_page_content(session: Session, html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Headings that break between Chinese words (coursebook/phrases.py); a heading's permalink
    titled in the page's language (the site's own title kept)."""
    html = _HEADING.sub(lambda found: found[1] + _phrased(found[2]) + found[3], html)
    toc = config.mdx_configs.get("toc", {})
    if toc.get("permalink_title", _DEFAULT_PERMALINK) != _DEFAULT_PERMALINK or "headerlink" not in html:
        return html
    title = strings_for(lang_of(page.file.src_uri))["permalink"]
    return _PERMALINK.sub(lambda found: f"{found[1]}{title}{found[2]}", html) if title != _DEFAULT_PERMALINK else html


def _phrased(inner: str) -> str:
    """A heading's HTML with its text in phrases: not its tags, nor what is inside code or a
    formula (a heading holding one is left as it is: its TeX is typeset later)."""
    if "arithmatex" in inner or "katex" in inner:
        return inner
    pieces, depth = [], 0
    for piece in _TAG.split(inner):
        if _TAG.fullmatch(piece):
            depth += 1 if piece.startswith("<code") else -1 if piece == "</code>" else 0
            pieces.append(piece)
        else:
            pieces.append(piece if depth or not piece else str(phrases(unescape(piece))))
    return "".join(pieces)


def on_page_context(
    session: Session, context: PageContext, page: Page, config: MkDocsConfig, nav: Navigation
) -> PageContext:
    build = session.build
    shown = views.computed_once(build, page.file.src_uri, views.languages)
    context["alternates"] = [(code, _href(url, page, config)) for code, url in shown.alternates]
    # None on a site written in one language: there is nowhere to switch to.
    context["lang_switch"] = (
        LangSwitch(url=shown.switch_url, lang=shown.switch_lang, translated=shown.translated, title=shown.switch_title)
        if shown.switch_url
        else None
    )
    context["translation_note"] = views.computed_once(build, page.file.src_uri, views.translation_note)
    language_nav = build.navs.get(lang_of(page.file.src_uri))
    if language_nav is not None:
        context["nav"] = context["tabs_nav"] = language_nav
        # A course's part gets its neighbours in the course from features/series.py: set once, there.
        if "series" not in session.enabled or views.computed_once(build, page.file.src_uri, views.series_box) is None:
            _set_neighbours(page, language_nav)
    if context.get("page_kind") in ("home", "archive", "terms", "term"):
        context["page_index"] = views.computed_once(build, page.file.src_uri, views.page_index)
    return context


def _href(url: str, page: Page, config: MkDocsConfig) -> str:
    """An absolute URL when the site's address is known (as hreflang wants), else a relative one."""
    if config.site_url:
        return urljoin(config.site_url, url)
    return get_relative_url(url, page.url)


def _set_neighbours(page: Page, language_nav: Navigation) -> None:
    """Previous / next page within the page's own language (MkDocs' come from the whole nav)."""
    pages = language_nav.pages
    if page in pages:
        index = pages.index(page)
        page.previous_page = pages[index - 1] if index > 0 else None
        page.next_page = pages[index + 1] if index + 1 < len(pages) else None
