"""Authoring: Obsidian wikilinks, backlinks, prices that are not math, the reading-notes page.

Callouts are rendered by the mkdocs-callouts plugin (see mkdocs.yml).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from mkdocs.structure.files import File

from coursebook.frontmatter import page_title
from coursebook.indexes import listing_for
from coursebook.lang import LANGS, in_lang, lang_of
from coursebook.mathguard import escape_prices
from coursebook.notes import group_notes
from coursebook.state import KEY, SiteState
from coursebook.strings import strings_for
from coursebook.wikilinks import build_index, linked_pages, rewrite_wikilinks

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

log = logging.getLogger("mkdocs.hooks.coursebook")

NOTES = "notes.md"


def on_files(files: Files, config: MkDocsConfig) -> Files:
    state: SiteState = config[KEY]
    for lang in LANGS:
        if files.get_file_from_path(in_lang(NOTES, lang)) is None:
            title = strings_for(lang)["notes_title"]
            files.append(File.generated(config, in_lang(NOTES, lang), content=f"---\ntitle: {title}\n---\n"))
    texts = state.texts
    state.titles = {src: _title(src, text, state) for src, text in texts.items()}
    others = [file.src_uri for file in files if not file.is_documentation_page()]
    state.link_index = build_index(state.titles, others)
    state.links = {src: linked_pages(text, src, state.link_index) for src, text in texts.items()}
    published = {post.src_uri for post in state.published()}
    for src in sorted(published):
        for target in state.links[src]:
            if target != src and target in texts:
                state.backlinks.setdefault(target, []).append(src)
    return files


def _title(src: str, text: str, state: SiteState) -> str | None:
    post = state.posts.get(src)
    return post.title if post is not None else page_title(text)


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    state: SiteState = config[KEY]
    if "$" in markdown:
        markdown = escape_prices(markdown)
    if "[[" in markdown and state.link_index is not None:
        markdown, problems, _ = rewrite_wikilinks(markdown, page.file.src_uri, state.link_index)
        for problem in problems:
            log.warning(str(problem))
    return markdown


def on_page_context(context: dict, page: Page, config: MkDocsConfig, nav) -> dict:
    state: SiteState = config[KEY]
    src = page.file.src_uri
    lang = lang_of(src)
    if src in state.posts:
        versions = set(state.translations.get(src, {src: src}).values())
        linkers = dict.fromkeys(s for s in state.backlinks.get(src, []) + _twin_backlinks(state, src) if s not in versions)
        linking = sorted((state.posts[s] for s in linkers), key=lambda post: post.date, reverse=True)
        listed = listing_for(linking, lang)
        if listed:
            context["backlinks"] = listed
    if src == in_lang(NOTES, lang):
        context["notes"] = group_notes(state.listings.get(lang, []))
    return context


def _twin_backlinks(state: SiteState, src: str) -> list[str]:
    """Posts linking to this post's translation count too (a reader can follow either)."""
    twin = state.translations.get(src, {})
    return [linker for version in twin.values() if version != src for linker in state.backlinks.get(version, [])]
