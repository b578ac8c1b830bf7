"""Series: the box on each part, landing pages, the series index, the course sidebar, and
each course on one page (series/<id>/all/) for print and offline reading.

Runs after features/posts.py, whose site model holds the outlines, and after
features/i18n.py (a course's own sidebar replaces the language navigation).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from markupsafe import escape
from mkdocs.structure.files import File, InclusionLevel
from mkdocs.structure.nav import Link, Navigation
from mkdocs.structure.toc import AnchorLink, TableOfContents

from coursebook import views
from coursebook.context import OnePage
from coursebook.fences import DIAGRAM_CLASSES
from coursebook.lang import HTML_LANG, in_lang, lang_of, other_lang
from coursebook.onepage import move_part
from coursebook.pages import course_all_src, course_pages, generated_pages
from coursebook.state import Build, Session
from coursebook.strings import course_strings, strings_for

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

    from coursebook.context import PageContext
    from coursebook.model import Post
    from coursebook.series import Outline


def on_files(session: Session, files: Files, config: MkDocsConfig) -> Files:
    existing = {file.src_uri for file in files}
    for src, text in generated_pages(("series_index",), existing).items():
        files.append(File.generated(config, src, content=text))
    # A course on one page: linked from its landing page, never listed in a navigation MkDocs makes.
    for src, text in course_pages(session.build.site.outlines, existing).items():
        files.append(File.generated(config, src, content=text, inclusion=InclusionLevel.NOT_IN_NAV))
    return files


def on_env(session: Session, env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    # Every page's HTML is rendered by now, and page events have not yet added the post
    # header: what a one-page course shows of its landing page and its parts.
    build = session.build
    for (_, lang), outline in build.site.outlines.items():
        if (course := views.whole_course(build, course_all_src(outline.series_id, lang))) is not None:
            for src in course.sources:
                if (page := build.pages.get(src)) is not None:
                    build.rendered[src] = page.content or ""
    return env


def on_page_context(
    session: Session, context: PageContext, page: Page, config: MkDocsConfig, nav: Navigation
) -> PageContext:
    build = session.build
    src = page.file.src_uri
    kind = context.get("page_kind")
    if (box := views.computed_once(build, src, views.series_box)) is not None:
        context["series_box"] = box
        context["ui"] = {**context["ui"], **course_strings(box.lang, box.unit)}
        # <link rel=prev/next> (Material's keys n and p) follow the course, not the global nav.
        page.previous_page = build.pages.get(box.previous.src_uri) if box.previous else None
        page.next_page = build.pages.get(box.next.src_uri) if box.next else None
        parts = [place.part for place in box.places if place.part]
        context["nav"] = _course_nav(box.series_id, box.lang, box.title, box.landing_url, parts, build, nav)
    elif kind in ("series", "series_index"):
        context["page_index"] = outline = views.computed_once(build, src, views.page_index)
        if kind == "series" and outline is not None:
            context["ui"] = {**context["ui"], **course_strings(outline.lang, outline.unit)}
            context["nav"] = _outline_nav(outline, build, nav)
            context["course_all_url"] = build.urls.get(course_all_src(outline.series_id, outline.lang))
            context["course_terms"] = views.computed_once(build, src, views.course_terms)
    elif kind == "course_all" and (course := views.whole_course(build, src)) is not None:
        context["page_index"] = course
        context["course_all"] = _one_page(course, page.url, build)
        outline = build.site.outlines[(course.series_id, lang_of(src))]
        context["nav"] = _outline_nav(outline, build, nav)
        context["ui"] = {**context["ui"], **course_strings(outline.lang, outline.unit)}
        # Material's table of contents beside the page (its right column): the course's parts.
        page.toc = TableOfContents([AnchorLink(_toc_title(post, page), anchor, 2) for _, anchor, post in course.parts])
    return context


def _toc_title(post: Post, page: Page) -> str:
    """A part's title in the one-page course's table of contents: marked when in the other language."""
    lang = lang_of(page.file.src_uri)
    title = str(escape(post.title))
    return title if post.lang == lang else f'<span lang="{HTML_LANG[post.lang]}">{title}</span>'


def _outline_nav(outline: Outline, build: Build, nav: Navigation) -> Navigation:
    """The course sidebar of a page about a whole course (its landing page, its one page)."""
    return _course_nav(
        outline.series_id, outline.lang, outline.title, outline.landing_url, views.course_parts(outline), build, nav
    )


def _one_page(course: views.WholeCourse, page_url: str, build: Build) -> OnePage:
    """The landing page's introduction and each part's HTML, moved onto the one-page course."""
    sections = {post.url: anchor for _, anchor, post in course.parts}
    parts = {
        post.src_uri: move_part(build.rendered.get(post.src_uri, ""), anchor, post.url, page_url, sections)
        for _, anchor, post in course.parts
    }
    landing = build.pages.get(course.landing_src)
    intro = move_part(
        build.rendered.get(course.landing_src, ""),
        "intro",
        landing.url if landing else course.landing_url,
        page_url,
        sections,
    )
    shown = intro.html + "".join(moved.html for moved in parts.values())
    # main.html loads KaTeX's styles and Mermaid for a page whose content holds them: this one's is here.
    return OnePage(
        intro=intro.html,
        parts=parts,
        formulas='class="katex' in shown,
        diagrams=any(f'class="{name}">' in shown for name in DIAGRAM_CLASSES),  # not drawn at build time
    )


def _course_nav(
    series_id: str,
    lang: str,
    title: str,
    landing_url: str,
    parts: list[views.CoursePart],
    build: Build,
    nav: Navigation,
) -> Navigation:
    """The left sidebar of a course: back to all courses, the landing page, the parts in order."""
    ui = strings_for(lang)
    items: list = [Link(f"‹ {ui['all_series']}", build.index_url("series_index", lang) or "")]
    landing = build.pages.get(in_lang(f"series/{series_id}.md", lang))
    items.append(landing or _other_language_link(title, other_lang(lang), landing_url, build))  # not translated yet
    for part in parts:
        if part.lang == lang and part.src_uri in build.pages:
            items.append(build.pages[part.src_uri])
        else:
            items.append(_other_language_link(part.title, part.lang, part.url, build))
    course = Navigation(items, [item for item in items if getattr(item, "is_page", False)])
    # The header's logo leads to the home of the page's language (the English one from an English course).
    language_nav = build.navs.get(lang)
    course.homepage = language_nav.homepage if language_nav is not None else nav.homepage
    return course


def _other_language_link(title: str, lang: str, url: str, build: Build) -> Link:
    """A sidebar entry for a page in the other language (``lang``), marked as the lists mark
    one (the badge of partials/lang.html). Material prints nav titles as they are: the title
    escaped, the markup ours."""
    badge = build.templates().get_template("partials/lang.html").module.badge(lang)  # type: ignore[attr-defined]
    return Link(f'<span lang="{HTML_LANG[lang]}">{escape(title)}</span> {badge}', url)
