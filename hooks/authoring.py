"""Authoring: Obsidian wikilinks, backlinks, display math against text, prices that are not math, the reading-notes page.

Callouts are rendered by the mkdocs-callouts plugin (see mkdocs.yml).
Wikilinks are resolved, and their misses reported, by coursebook.site.load_site;
here they are rewritten as Markdown links just before MkDocs renders a page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mkdocs.structure.files import File

from coursebook import views
from coursebook.displaymath import separate_display_math
from coursebook.mathguard import escape_prices
from coursebook.pages import generated_pages
from coursebook.state import KEY, Build
from coursebook.wikilinks import rewrite_wikilinks

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page


def on_files(files: Files, config: MkDocsConfig) -> Files:
    existing = {file.src_uri for file in files}
    for src, text in generated_pages(("notes",), existing).items():
        files.append(File.generated(config, src, content=text))
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    build: Build = config[KEY]
    markdown = separate_display_math(markdown)
    if "$" in markdown:
        markdown = escape_prices(markdown)
    if "[[" in markdown:
        markdown = rewrite_wikilinks(markdown, page.file.src_uri, build.site.link_index)[0]
    return markdown


def on_page_context(context: dict, page: Page, config: MkDocsConfig, nav) -> dict:
    build: Build = config[KEY]
    if (listed := views.backlinks(build, page.file.src_uri)) is not None:
        context["backlinks"] = listed
    if context.get("page_kind") == "notes":
        context["page_index"] = views.page_index(build, page.file.src_uri)
    return context
