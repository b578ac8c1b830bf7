"""Series: outlines of every course, its box on each part, landing pages, the index.

Runs after hooks/posts.py (listed after it in mkdocs.yml), whose catalog it reads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from markupsafe import escape
from mkdocs.structure.files import File
from mkdocs.structure.nav import Link, Navigation

from coursebook.lang import HTML_LANG, LANGS, in_lang, lang_of
from coursebook.series import Outline, build_outlines, index_outlines
from coursebook.state import KEY, SiteState
from coursebook.strings import LANG_NAMES, format_day, strings_for

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

INDEX = "series/index.md"


def on_files(files: Files, config: MkDocsConfig) -> Files:
    state: SiteState = config[KEY]
    for lang in LANGS:
        path = in_lang(INDEX, lang)
        if files.get_file_from_path(path) is None:
            title = strings_for(lang)["series_index_title"]
            files.append(File.generated(config, path, content=f"---\ntitle: {title}\n---\n"))
        state.series_index_urls[lang] = files.get_file_from_path(path).url
    state.set_outlines(build_outlines(state.published(), state.catalog.series))
    return files


def on_page_context(context: dict, page: Page, config: MkDocsConfig, nav: Navigation) -> dict:
    state: SiteState = config[KEY]
    src = page.file.src_uri
    lang = lang_of(src)
    context["lang_names"] = LANG_NAMES
    context["hreflang"] = HTML_LANG
    context["format_day"] = format_day
    post = state.posts.get(src)
    part = state.part_of(post) if post else None
    outline = None
    if part:
        outline, entry = part
        previous, following = outline.neighbours(entry.post)
        context["series_box"] = {"outline": outline, "entry": entry, "previous": previous, "next": following}
        # Material's footer and <link rel=prev/next> follow the course, not the global nav.
        page.previous_page = state.pages.get(previous.post.src_uri) if previous else None
        page.next_page = state.pages.get(following.post.src_uri) if following else None
    elif (landing := state.landing_of(src)) is not None:
        outline = landing
        context["series_landing"] = outline
    elif src == in_lang(INDEX, lang):
        context["series_index"] = index_outlines(state.outlines, lang)
    if outline is not None:
        context["nav"] = _course_nav(outline, state, nav)
    return context


def _course_nav(outline: Outline, state: SiteState, nav: Navigation) -> Navigation:
    """The left sidebar of a course: back to all courses, the landing page, the parts in order."""
    ui = strings_for(outline.lang)
    items: list = [Link(f"‹ {ui['all_series']}", state.series_index_urls[outline.lang])]
    landing = state.pages.get(in_lang(f"series/{outline.series_id}.md", outline.lang))
    items.append(landing or Link(escape(outline.title), outline.landing_url))
    for entry in outline.parts:
        post = entry.post
        if post.lang == outline.lang and post.src_uri in state.pages:
            items.append(state.pages[post.src_uri])
        else:
            # Material prints nav titles unescaped.
            items.append(Link(escape(f"{post.title} ({LANG_NAMES[post.lang]})"), post.url))
    course = Navigation(items, [item for item in items if getattr(item, "is_page", False)])
    course.homepage = nav.homepage
    return course
