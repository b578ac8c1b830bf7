"""Posts layer: read every post once, give it a URL, a language and a header.

Events only: the work is in the ``coursebook`` package beside this file. The
build's state lives in ``config["coursebook"]`` (see coursebook/state.py).
"""

from __future__ import annotations

import logging
import re
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from markupsafe import escape
from mkdocs.structure.files import InclusionLevel
from mkdocs.utils import get_relative_url

from coursebook.authors import AUTHORS_FILE, parse_authors
from coursebook.catalog import SourceFile, build_catalog, kind_of
from coursebook.dates import load_zone
from coursebook.excerpt import make_excerpt
from coursebook.lang import DEFAULT_LANG, HTML_LANG, lang_of
from coursebook.schema import SiteSettings, check
from coursebook.state import KEY, SiteState
from coursebook.strings import format_day, strings_for

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import File, Files
    from mkdocs.structure.pages import Page

    from coursebook.model import Post

log = logging.getLogger("mkdocs.hooks.coursebook")

_LEADING_H1 = re.compile(r"^\s*<h1[^>]*>.*?</h1>", re.DOTALL)
_UNSAFE = re.compile(r"[<>&\"']")


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    settings, errors = check(SiteSettings, config.extra)
    for key, message in errors:
        log.warning(f"mkdocs.yml: 'extra.{key}': {message}")
    zone = load_zone(settings["timezone"])
    feeds = settings["feeds"] or {}
    config[KEY] = SiteState(
        zone=zone,
        now=datetime.now(tz=zone),
        feed_limit=feeds.get("limit") or 20,
        full_content=feeds.get("full_content", True),
    )
    config.theme["language"] = HTML_LANG[DEFAULT_LANG]
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    state: SiteState = config[KEY]
    # Every page's text, read once: posts and series pages here, wikilinks in hooks/authoring.py.
    for file in list(files.documentation_pages()):
        text = _read(file)
        if text is None:
            files.remove(file)  # MkDocs itself would stop with a traceback on it
        else:
            state.texts[file.src_uri] = text
    sources = [SourceFile(src, text) for src, text in state.texts.items() if kind_of(src)]
    authors, problems = parse_authors(_read_optional(Path(config.docs_dir) / AUTHORS_FILE))
    state.catalog = build_catalog(sources, authors, state.zone)
    for problem in problems + state.catalog.problems:
        log.warning(str(problem))
    for post in state.catalog.posts:
        file = files.get_file_from_path(post.src_uri)
        file.dest_uri = post.url + "index.html" if config.use_directory_urls else post.url.rstrip("/") + ".html"
        post.url = file.url
        if not post.is_published(state.now):
            # MkDocs' own draft level: shown (marked) by `serve`, absent from `build`.
            file.inclusion = InclusionLevel.DRAFT
    for page in state.catalog.series:
        page.url = files.get_file_from_path(page.src_uri).url
    state.posts = {post.src_uri: post for post in state.catalog.posts}
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    # Runs before Material's tags plugin (priority -50), which stops the whole
    # build on tags that are not a list: hand it the validated ones.
    post = config[KEY].posts.get(page.file.src_uri)
    if post is not None:
        page.meta["tags"] = post.tags
    elif "tags" in page.meta and not _is_text_list(page.meta["tags"]):
        log.warning(f"{page.file.src_uri}: 'tags': expected a list like [a, b]; ignored")
        del page.meta["tags"]
    return markdown


def _is_text_list(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def on_env(env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    state: SiteState = config[KEY]
    state.env = env
    validated = {post.src_uri: post.title for post in state.posts.values()}
    validated |= {page.src_uri: page.title for page in state.catalog.series}
    for file in files.documentation_pages():
        page = file.page
        if page is None:
            continue
        state.pages[file.src_uri] = page  # pages exist only once MkDocs has read them, just before this event
        _settle_title(page, validated.get(file.src_uri))
        if file.src_uri in validated:
            # `status` of notes and series is ours; Material would show a page-status icon.
            page.meta.pop("status", None)
        if (post := state.posts.get(file.src_uri)) is not None:
            # The sitemap's <lastmod>: when the post changed, not when the site was built.
            page.update_date = (post.updated or post.date).strftime("%Y-%m-%d")
            # Every page is rendered by now and indexes are not: excerpts from the page's own HTML.
            post.excerpt = make_excerpt(page.content or "", post.description)
    return env


def _settle_title(page: Page, validated: str | None) -> None:
    """Give Material a title it can print: the validated one for posts and series
    (never a list or a number from broken front matter), escaped when it holds
    <, & or quotes, since Material prints titles unescaped (nav, header, footer,
    search index). Our own templates escape on their own."""
    title = validated if validated is not None else page.title
    if title is not None and not isinstance(title, str):
        title = str(title)
    if title is not None and _UNSAFE.search(title):
        title = escape(title)
    page.title = title
    if "title" in page.meta:
        page.meta["title"] = title


def on_page_context(context: dict, page: Page, config: MkDocsConfig, nav) -> dict:
    state: SiteState = config[KEY]
    lang = lang_of(page.file.src_uri)
    # Material reads its UI strings and <html lang> from theme.language when the
    # page's template renders, right after this event: one language per page.
    config.theme["language"] = HTML_LANG[lang]
    context["page_lang"] = lang
    context["ui"] = strings_for(lang)
    post = state.posts.get(page.file.src_uri)
    if post is not None:
        context["post"] = post
        page.meta["description"] = post.excerpt
        # Our header shows the tags; Material's own tag strip would repeat them.
        page.meta["hide"] = [*page.meta.get("hide", []), "tags"]
        page.content = _with_header(page, post, state)
    if isinstance(page.meta.get("description"), str):
        # Material prints this into an attribute without escaping.
        page.meta["description"] = escape(page.meta["description"])
    return context


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    config.theme["language"] = HTML_LANG[DEFAULT_LANG]
    return output


def _with_header(page: Page, post: Post, state: SiteState) -> str:
    """Return the page's HTML with the post header after its title.

    Done here rather than in on_page_content: MkDocs renders Markdown before
    on_env, so the template environment exists only from on_page_context on.
    """
    html = page.content or ""
    heading = _LEADING_H1.match(html)
    header = state.env.get_template("partials/post-header.html").render(
        post=post,
        show_title=heading is None,
        published=post.is_published(state.now),
        part_of=state.part_of(post),
        tag_urls={tag: state.term_urls.get((post.lang, tag)) for tag in post.tags},
        ui=strings_for(post.lang),
        format_day=format_day,
        page=page,
        base_url=get_relative_url(".", page.url),  # what the `url` filter needs
    )
    if heading is None:
        return header + html
    return html[: heading.end()] + header + html[heading.end():]


def _read(file: File) -> str | None:
    try:
        return file.content_string
    except UnicodeDecodeError as err:
        line = err.object[: err.start].count(b"\n") + 1
        log.warning(f"{file.src_uri}: 'file': not UTF-8 text (byte {err.object[err.start]:#04x} on line {line}); left out of the site: save it as UTF-8")
    except OSError as err:
        log.warning(f"{file.src_uri}: 'file': cannot be read ({err.strerror}); left out of the site")
    return None


def _read_optional(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as err:
        log.warning(f"{AUTHORS_FILE}: 'authors': cannot be read ({err})")
        return None
