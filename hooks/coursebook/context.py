"""Everything Coursebook hands the templates, in one place.

``PageContext`` is MkDocs' page context plus each variable a feature adds in its
on_page_context (the comment names the feature); ``TemplateGlobals`` are the
helpers every template may use, registered once by features/posts.py in
on_env. tests/unit/test_context.py holds the templates to these two lists: a
template that reads a name declared nowhere fails there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypedDict

from mkdocs.structure.nav import Navigation
from mkdocs.utils.templates import TemplateContext

from coursebook.indexes import Listed
from coursebook.model import Post
from coursebook.views import CourseTerms, NextReading, PostHeader, SeriesBox, TranslationNote


@dataclass(frozen=True)
class HeaderPlacement:
    """Where partials/content.html puts the post header: after ``before`` (the page's leading
    <h1>, or nothing), with the post's title first when ``show_title``."""

    header: PostHeader
    before: str
    after: str
    show_title: bool


class LangSwitch(TypedDict):
    url: str
    lang: str
    translated: bool
    title: str  # the other version's title; empty when it is not translated


class FeedLink(TypedDict):
    label: str
    type: str
    title: str
    href: str


class Subscribe(TypedDict):
    label: str
    links: list[FeedLink]


class Share(TypedDict):
    meta: list[tuple[str, str, str]]
    json_ld: str


class OnePage(TypedDict):
    intro: str
    parts: dict[str, Any]  # by part src_uri: the part's HTML moved onto the page (coursebook/onepage.py)
    formulas: bool
    diagrams: bool


class PageContext(TemplateContext, total=False):
    """A page's template context: MkDocs' (``page``, ``nav``, ``config``, …) and Coursebook's."""

    # features/posts.py
    page_lang: str  # "zh" or "en": the page's language, from its path
    page_kind: str  # coursebook/pages.py: post, series, home, archive, …
    about_page: bool  # the site's about page (about.md in a language's tree): search finds it for the writer
    ui: dict[str, str]  # the UI strings of the page's language (coursebook/strings.py)
    post: Post  # on a post
    page_description: str | None  # <meta name="description">, as written
    post_header: HeaderPlacement  # on a post
    # features/i18n.py
    alternates: list[tuple[str, str]]  # (hreflang, URL) of every version of the page
    lang_switch: LangSwitch | None  # None on a site written in one language
    translation_note: TranslationNote | None  # a translation behind its original, on either page
    tabs_nav: Navigation  # the language's navigation, for Material's tabs (a course's part has its own `nav`)
    # features/i18n.py, features/series.py, features/authoring.py: what an index page lists
    # (partials/index/<page_kind>.html), one view of coursebook/views.py per kind
    page_index: Any
    # features/authoring.py
    backlinks: list[Listed]
    next_reading: NextReading
    # features/series.py
    series_box: SeriesBox  # on a course's part
    course_all_url: str | None  # on a landing page: its one-page course
    course_terms: CourseTerms | None  # on a landing page: the tags its parts share, for search
    course_book_url: str | None  # on a landing page, with extra.exports: its EPUB (features/exports.py)
    wechat_preview_url: str | None  # on a post, under serve only: the post for 公众号 (features/exports.py)
    course_all: OnePage  # on a one-page course
    # features/feeds.py
    feed_links: list[FeedLink]
    subscribe: Subscribe  # on a course's landing page and a tag's page
    # features/sharing.py
    share: Share


class TemplateGlobals(TypedDict):
    """The helpers every template may use (features/posts.py, on_env)."""

    format_day: Callable[[datetime, str], str]  # a date as the language writes it (Babel)
    lang_names: dict[str, str]  # "zh" -> "中文", "en" -> "English"
    hreflang: dict[str, str]  # "zh" -> "zh-CN", "en" -> "en"
    excerpts: dict[str, str]  # by post src_uri
    mirror_path: Callable[[str], str]  # a page's path without its language
    material_version: str  # for the generator tag (main.html)
    course_ui: Callable[[str, str], dict[str, str]]  # (lang, unit) -> a course's strings in its unit
    strings_in: Callable[[str], dict[str, str]]  # lang -> its UI strings, for a page of no language (404.html)
    synonyms: list[list[str]]  # extra.search.synonyms, for the search (partials/site-search.html)


# And one filter, keep_numbers (coursebook/text.py): a number and its unit kept on one line.
