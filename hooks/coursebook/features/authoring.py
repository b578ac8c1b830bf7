"""Authoring: Obsidian's syntax (wikilinks, embeds, block ids, inline tags, comments), backlinks,
display math against text, prices that are not math, the reading-notes page.

Callouts are turned into admonitions by mkdocs-callouts' parser, first (unless
the site lists the ``callouts`` plugin itself); Mermaid diagrams are drawn by
Material (pymdownx.superfences) with Mermaid from node_modules/ (features/assets.py).
Wikilinks are resolved, and their misses reported, by coursebook.site.load_site;
here they, and the rest of a vault's syntax (coursebook/obsidian.py), are
rewritten as Markdown just before MkDocs renders a page.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from mkdocs.structure.files import File
from mkdocs.utils import get_relative_url
from mkdocs_callouts.utils import CalloutParser

from coursebook import views
from coursebook.bounds import bound_markdown
from coursebook.displaymath import separate_display_math
from coursebook.fences import read_fences
from coursebook.htmlblocks import markdown_in_html
from coursebook.htmlpaths import page_relative_sources
from coursebook.lang import in_lang, lang_of
from coursebook.lists import commonmark_lists
from coursebook.mathguard import escape_prices, raw_formulas, tighten_spaced_math
from coursebook.model import Problem
from coursebook.obsidian import Vault, embed_notes, link_tags, mark_blocks, media_elements, remove_comments
from coursebook.pages import folder_url, generated_pages
from coursebook.state import Build, Session
from coursebook.wikilinks import resolve_markdown_links, rewrite_wikilinks

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page

    from coursebook.context import PageContext

log = logging.getLogger("mkdocs.plugins.coursebook")


def on_files(session: Session, files: Files, config: MkDocsConfig) -> Files:
    existing = {file.src_uri for file in files}
    for src, text in generated_pages(("notes",), existing).items():
        files.append(File.generated(config, src, content=text))
    return files


def on_page_markdown(session: Session, markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    build = session.build
    src = page.file.src_uri
    document = build.site.documents.get(src)
    before = document.lines_before_body if document else 0  # to name a line of the file
    # HTML blocks first, while the lines are the file's (the steps below add some).
    markdown, unclosed = markdown_in_html(markdown)
    for line, tag in unclosed:
        log.warning(
            f"{src}: 'text': line {line + 1 + before}: <{tag}> is never closed, so the rest of the page is "
            f"inside it (as in a browser); close it with </{tag}> where it ends"
        )
    if "pymdownx.superfences" in config.markdown_extensions:
        markdown = _read_fences(markdown, src, build)
    if "callouts" not in config.plugins and "[!" in markdown:
        markdown = CalloutParser(convert_aliases=True, breakless_lists=True).parse(markdown)
    obsidian = src in build.site.obsidian_pages  # a page written for Obsidian (guide, part 4)
    if obsidian:
        markdown = remove_comments(markdown)
    if obsidian and "![[" in markdown:
        problems: list[Problem] = []
        markdown = embed_notes(markdown, src, Vault(build.site.texts, build.site.link_index), problems)
        for problem in problems:
            log.warning(str(problem))
    if obsidian:
        markdown = link_tags(mark_blocks(markdown), lambda tag: _tag_link(build, page, tag))
    markdown = _read_math(separate_display_math(markdown), src, before)
    if obsidian and "[[" in markdown:
        markdown = rewrite_wikilinks(markdown, src, build.site.link_index)[0]
    # Bounded first (Markdown's time), then read as the writer's editor reads it (CommonMark).
    markdown, bounded = bound_markdown(resolve_markdown_links(markdown, src, build.site.link_index), src, before)
    for problem in bounded:
        log.warning(str(problem))
    return commonmark_lists(markdown, build.site.settings.breaks_in(document, obsidian))


def _read_math(markdown: str, src: str, before: int) -> str:
    """Inline math as Typora and Hexo writers type it, prices kept from becoming formulas, and a
    warning for each formula left as written because it holds Chinese prose."""
    if "$" not in markdown:
        return markdown
    markdown = tighten_spaced_math(markdown)
    for line, span in raw_formulas(markdown):
        log.warning(
            f"{src}: 'text': line {line + before}: {span} reads as a formula but holds Chinese prose: shown "
            "as written; put the Chinese in \\text{…} to typeset it"
        )
    return escape_prices(markdown)


def on_page_content(session: Session, html: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    build = session.build
    if not build.served:
        build.served = frozenset(file.dest_uri for file in files)
    return media_elements(page_relative_sources(html, page, files, build.served))


def on_page_context(
    session: Session, context: PageContext, page: Page, config: MkDocsConfig, nav: Navigation
) -> PageContext:
    build = session.build
    if (listed := views.computed_once(build, page.file.src_uri, views.backlinks)) is not None:
        context["backlinks"] = listed
    if (following := views.computed_once(build, page.file.src_uri, views.reading_next)) is not None:
        context["next_reading"] = following
    if context.get("page_kind") == "notes":
        context["page_index"] = views.computed_once(build, page.file.src_uri, views.page_index)
    return context


def _read_fences(markdown: str, src: str, build: Build) -> str:
    """Fences written for Docusaurus, VitePress or Quartz (```ts title="a.ts" {2,3}) in superfences'
    terms (coursebook/fences.py); what has no equivalent is said, once per page, by file line."""
    markdown, changes = read_fences(markdown)
    lost = [change for change in changes if change.dropped]
    if lost:
        document = build.site.documents.get(src)
        before = document.lines_before_body if document else 0
        where = ", ".join(str(change.line + before) for change in lost)
        what = ", ".join(dict.fromkeys(token for change in lost for token in change.dropped))
        log.info(f"{src}: code fences on line {where}: {what} has no equivalent here; the code is shown without it")
    return markdown


def _tag_link(build: Build, page: Page, tag: str) -> str:
    """Where an inline #tag links: the tag's page in the page's language, else the tags page."""
    lang = lang_of(page.file.src_uri)
    url = build.term_url(lang, "tags", tag) or folder_url(in_lang("tags", lang), page.file.use_directory_urls)
    return get_relative_url(url, page.url)
