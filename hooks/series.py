"""Series: the box on each part, landing pages, the series index, the course sidebar.

Runs after hooks/posts.py, whose site model holds the outlines, and after
hooks/i18n.py (a course's own sidebar replaces the language navigation).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from markupsafe import escape
from mkdocs.structure.files import File
from mkdocs.structure.nav import Link, Navigation

from coursebook.lang import LANG_NAMES, in_lang, lang_of
from coursebook.pages import generated_pages
from coursebook.series import Outline, index_outlines
from coursebook.state import KEY, Build
from coursebook.strings import strings_for

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page


def on_files(files: Files, config: MkDocsConfig) -> Files:
    existing = {file.src_uri for file in files}
    for src, text in generated_pages(("series_index",), existing).items():
        files.append(File.generated(config, src, content=text))
    return files


def on_page_context(context: dict, page: Page, config: MkDocsConfig, nav: Navigation) -> dict:
    build: Build = config[KEY]
    site = build.site
    src = page.file.src_uri
    post = site.posts.get(src)
    part = site.part_of(post) if post else None
    outline = None
    if part:
        outline, entry = part
        previous, following = outline.neighbours(entry.post)
        context["series_box"] = {"outline": outline, "entry": entry, "previous": previous, "next": following}
        # Material's footer and <link rel=prev/next> follow the course, not the global nav.
        page.previous_page = build.pages.get(previous.post.src_uri) if previous else None
        page.next_page = build.pages.get(following.post.src_uri) if following else None
    elif (landing := site.landing_of(src)) is not None:
        outline = landing
        context["page_index"] = outline
    elif context.get("page_kind") == "series_index":
        context["page_index"] = index_outlines(site.outlines, lang_of(src))
    if outline is not None:
        context["nav"] = _course_nav(outline, build, nav)
    return context


def _course_nav(outline: Outline, build: Build, nav: Navigation) -> Navigation:
    """The left sidebar of a course: back to all courses, the landing page, the parts in order."""
    ui = strings_for(outline.lang)
    items: list = [Link(f"‹ {ui['all_series']}", build.index_url("series_index", outline.lang) or "")]
    landing = build.pages.get(in_lang(f"series/{outline.series_id}.md", outline.lang))
    items.append(landing or Link(escape(outline.title), outline.landing_url))
    for entry in outline.parts:
        post = entry.post
        if post.lang == outline.lang and post.src_uri in build.pages:
            items.append(build.pages[post.src_uri])
        else:
            # Material prints nav titles unescaped.
            items.append(Link(escape(f"{post.title} ({LANG_NAMES[post.lang]})"), post.url))
    course = Navigation(items, [item for item in items if getattr(item, "is_page", False)])
    course.homepage = nav.homepage
    return course
