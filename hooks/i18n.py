"""Bilingual site: translation links, a navigation per language, the zh/en indexes.

Runs after hooks/posts.py and before hooks/series.py (a course's own sidebar
replaces the language navigation on course pages).
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import urljoin

from mkdocs.structure.files import File
from mkdocs.structure.nav import Navigation, Section
from mkdocs.utils import get_relative_url

from coursebook.i18n import alternates, build_translations
from coursebook.indexes import group_by_term, group_by_year, listing_for, years_of_latest
from coursebook.lang import DEFAULT_LANG, HTML_LANG, LANGS, OTHER_LANG, in_lang, lang_of
from coursebook.series import index_outlines
from coursebook.state import KEY, SiteState
from coursebook.strings import strings_for

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

# Generated pages (unless the writer wrote them): path in each language tree -> title key.
GENERATED = {"archive.md": "archive_title", "tags.md": "terms_title"}
HOME_LATEST = 10  # the home page lists whole years until it holds this many posts


def on_files(files: Files, config: MkDocsConfig) -> Files:
    state: SiteState = config[KEY]
    for lang in LANGS:
        for path, title_key in GENERATED.items():
            if files.get_file_from_path(in_lang(path, lang)) is None:
                title = strings_for(lang)[title_key]
                files.append(File.generated(config, in_lang(path, lang), content=f"---\ntitle: {title}\n---\n"))
        state.listings[lang] = listing_for(state.published(), lang)
        tags_url = files.get_file_from_path(in_lang("tags.md", lang)).url
        for attribute in ("tags", "categories"):
            groups = group_by_term(state.listings[lang], attribute)
            state.terms[(lang, attribute)] = groups
            state.term_urls.update({(lang, group.name): f"{tags_url}#{group.anchor}" for group in groups if attribute == "tags"})
    return files


def on_nav(nav: Navigation, config: MkDocsConfig, files: Files) -> Navigation:
    state: SiteState = config[KEY]
    published = [file for file in files.documentation_pages() if not file.inclusion.is_excluded()]
    state.urls = {file.src_uri: file.url for file in published}
    state.translations = build_translations(state.urls)
    state.navs = split_nav(nav)
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


def on_page_context(context: dict, page: Page, config: MkDocsConfig, nav: Navigation) -> dict:
    state: SiteState = config[KEY]
    src = page.file.src_uri
    lang = lang_of(src)
    versions = state.translations.get(src, {lang: src})
    context["alternates"] = [
        (HTML_LANG.get(code, code), _href(state.urls[target], page, config)) for code, target in alternates(versions)
    ]
    other = OTHER_LANG if lang == DEFAULT_LANG else DEFAULT_LANG
    twin = versions.get(other)
    context["lang_switch"] = {
        "url": state.urls[twin] if twin else state.urls.get(in_lang("index.md", other), ""),
        "lang": HTML_LANG[other],
        "translated": twin is not None,
    }
    language_nav = state.navs.get(lang)
    if language_nav is not None:
        context["nav"] = language_nav
        _set_neighbours(page, language_nav)
    _add_index(context, state, src, lang)
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


def _add_index(context: dict, state: SiteState, src: str, lang: str) -> None:
    """Give the home, archive and tags pages the index they show."""
    listed = state.listings.get(lang, [])
    if src == in_lang("index.md", lang):
        context["home"] = {
            "groups": years_of_latest(group_by_year(listed), HOME_LATEST),
            "latest": HOME_LATEST,
            "series": index_outlines(state.outlines, lang),
            "total": len(listed),
            "archive_url": state.urls.get(in_lang("archive.md", lang)),
        }
    elif src == in_lang("archive.md", lang):
        context["archive"] = {"groups": group_by_year(listed), "total": len(listed)}
    elif src == in_lang("tags.md", lang):
        context["terms"] = {
            "tags": state.terms.get((lang, "tags"), []),
            "categories": state.terms.get((lang, "categories"), []),
        }
