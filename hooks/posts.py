"""Posts layer: read every post once, give it a URL, a language and a header.

Events only: the work is in the ``coursebook`` package beside this file.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from markupsafe import escape
from mkdocs.structure.files import InclusionLevel

from coursebook.authors import AUTHORS_FILE, parse_authors
from coursebook.catalog import SourceFile, build_catalog, kind_of
from coursebook.dates import load_zone
from coursebook.lang import DEFAULT_LANG, HTML_LANG, lang_of
from coursebook.model import Post
from coursebook.schema import SiteSettings, check
from coursebook.strings import format_day, strings_for

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import File, Files
    from mkdocs.structure.pages import Page

log = logging.getLogger("mkdocs.hooks.coursebook")

_LEADING_H1 = re.compile(r"^\s*<h1[^>]*>.*?</h1>", re.DOTALL)


@dataclass
class _State:
    zone: object = None
    now: datetime | None = None
    posts: dict[str, Post] = field(default_factory=dict)
    env: Environment | None = None


# A hook module lives as long as `mkdocs serve`: on_config starts each build afresh.
_state = _State()


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    global _state
    _state = _State()
    settings, errors = check(SiteSettings, config.extra)
    for key, message in errors:
        log.warning(f"mkdocs.yml: 'extra.{key}': {message}")
    _state.zone = load_zone(settings["timezone"])
    config.theme["language"] = HTML_LANG[DEFAULT_LANG]
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    sources = [
        SourceFile(file.src_uri, text)
        for file in files.documentation_pages()
        if kind_of(file.src_uri) and (text := _read(file)) is not None
    ]
    authors, problems = parse_authors(_read_optional(Path(config.docs_dir) / AUTHORS_FILE))
    catalog = build_catalog(sources, authors, _state.zone)
    for problem in problems + catalog.problems:
        log.warning(str(problem))
    _state.now = datetime.now(tz=_state.zone)
    for post in catalog.posts:
        file = files.get_file_from_path(post.src_uri)
        file.dest_uri = post.url + "index.html" if config.use_directory_urls else post.url.rstrip("/") + ".html"
        if not post.is_published(_state.now):
            # MkDocs' own draft level: shown (marked) by `serve`, absent from `build`.
            file.inclusion = InclusionLevel.DRAFT
    _state.posts = {post.src_uri: post for post in catalog.posts}
    return files


def on_env(env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    _state.env = env
    return env


def on_page_context(context: dict, page: Page, config: MkDocsConfig, nav) -> dict:
    lang = lang_of(page.file.src_uri)
    # Material reads its UI strings and <html lang> from theme.language when the
    # page's template renders, right after this event: one language per page.
    config.theme["language"] = HTML_LANG[lang]
    context["page_lang"] = lang
    context["ui"] = strings_for(lang)
    post = _state.posts.get(page.file.src_uri)
    if post is not None:
        context["post"] = post
        page.meta["description"] = post.excerpt
        # Our header shows the tags; Material's own tag strip would repeat them.
        page.meta["hide"] = [*page.meta.get("hide", []), "tags"]
        page.content = _with_header(page, post, config)
    if isinstance(page.meta.get("description"), str):
        # Material prints this into an attribute without escaping.
        page.meta["description"] = escape(page.meta["description"])
    return context


def _with_header(page: Page, post: Post, config: MkDocsConfig) -> str:
    """Return the page's HTML with the post header after its title.

    Done here rather than in on_page_content: MkDocs renders Markdown before
    on_env, so the template environment exists only from on_page_context on.
    """
    html = page.content or ""
    heading = _LEADING_H1.match(html)
    header = _state.env.get_template("partials/post-header.html").render(
        post=post,
        show_title=heading is None,
        published=post.is_published(_state.now),
        ui=strings_for(post.lang),
        format_day=format_day,
        config=config,
    )
    if heading is None:
        return header + html
    return html[: heading.end()] + header + html[heading.end():]


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    config.theme["language"] = HTML_LANG[DEFAULT_LANG]
    return output


def _read(file: File) -> str | None:
    try:
        return file.content_string
    except (OSError, UnicodeDecodeError) as err:
        log.warning(f"{file.src_uri}: 'file': cannot be read as UTF-8 text ({err})")
        return None


def _read_optional(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as err:
        log.warning(f"{AUTHORS_FILE}: 'authors': cannot be read ({err})")
        return None
