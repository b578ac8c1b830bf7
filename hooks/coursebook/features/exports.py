"""Courses as books: with ``extra.exports: [epub]`` each course that has a one-page
version is also written as an EPUB beside its landing page (series/<id>/<id>.epub, and
under en/ for the English one), and the landing page links it.

Runs after features/series.py, which keeps each part's rendered HTML (build.rendered)
for the one-page course; the book is made from the same HTML (coursebook/books.py).
`coursebook export epub COURSE` builds the site with this switched on for one course.

Under serve, a post's version for 公众号's editor is at WECHAT + its URL, made when asked
(coursebook/wechat.py), and each post links it: nothing of it is in a built site.
"""

from __future__ import annotations

import logging
import posixpath
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urljoin, urlsplit

from mkdocs.exceptions import ConfigurationError
from mkdocs.utils.yaml import yaml_load

from coursebook import views
from coursebook.books import Book, Chapter, book_files, package_book
from coursebook.exporting import local_address_problems, wechat_article
from coursebook.fragments import Article, code_colours
from coursebook.lang import HTML_LANG, lang_of
from coursebook.onepage import move_part
from coursebook.pages import course_all_src
from coursebook.state import Build, Session
from coursebook.strings import course_strings, strings_for

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.livereload import LiveReloadServer
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page

    from coursebook.context import PageContext
    from coursebook.series import Outline

log = logging.getLogger("mkdocs.plugins.coursebook")
WECHAT = "/.coursebook/wechat/"  # under serve: the address of a post for 公众号 (a post's URL follows)


def book_paths(build: Build) -> dict[tuple[str, str], str]:
    """(series id, lang) -> the site path of its EPUB, for every course with a one-page version."""
    if "epub" not in build.site.settings.exports:
        return {}
    found = {}
    for key, outline in build.site.outlines.items():
        all_url = build.urls.get(course_all_src(*key))
        if all_url is not None and outline.parts:
            found[key] = posixpath.join(posixpath.dirname(all_url.rstrip("/")), f"{outline.series_id}.epub")
    return found


def written_files(build: Build, config: MkDocsConfig) -> set[str]:
    """The files this feature writes besides MkDocs' pages (features/incremental.py sweeps the rest)."""
    return set(book_paths(build).values())


def on_serve(session: Session, server: LiveReloadServer, config: MkDocsConfig, builder: Any) -> LiveReloadServer:
    """Under serve, WECHAT + a post's URL is the post as 公众号's editor takes it, made when asked."""
    served = server.get_app()
    if served is None:
        return server

    def app(environ: dict, start_response: Callable) -> Iterable[bytes]:
        path, build = environ.get("PATH_INFO", ""), session.current  # read once: a rebuild may replace it
        page = _post_at(build, path.removeprefix(WECHAT)) if path.startswith(WECHAT) and build is not None else None
        if build is None or page is None:
            return served(environ, start_response)
        start_response("200 OK", [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")])
        return [_wechat_preview(build, page, config).encode("utf-8")]

    server.set_app(app)
    return server


def on_page_context(
    session: Session, context: PageContext, page: Page, config: MkDocsConfig, nav: Navigation
) -> PageContext:
    if session.serving and session.build.site.posts.get(page.file.src_uri) is not None:
        context["wechat_preview_url"] = WECHAT + page.url  # a link only the preview shows
    outline = context.get("page_index")
    if context.get("page_kind") == "series" and outline is not None:
        path = book_paths(session.build).get((outline.series_id, outline.lang))
        if path is not None:
            context["course_book_url"] = path
    return context


def on_post_build(session: Session, config: MkDocsConfig) -> None:
    build = session.build
    site = Path(config.site_dir)
    books = {
        (key, path): book
        for key, path in book_paths(build).items()
        if (book := course_book(build, build.site.outlines[key], config)) is not None
    }
    drawings = build.drawings  # features/diagrams.py drew every page's diagrams
    written, last = {}, session.stored(config, _WRITTEN).get(config.site_dir, {})
    for ((series_id, _), path), book in books.items():
        book = replace(book, drawings=drawings)
        files = book_files(book, lambda site_path: _read(site, site_path))
        for problem in files.problems:
            log.warning("%s (in the EPUB of course '%s')", problem, series_id)  # the problem names its file
        written[path] = files.digest
        if last.get(path) != files.digest or not (site / path).is_file():  # else the same book is there
            (site / path).parent.mkdir(parents=True, exist_ok=True)
            (site / path).write_bytes(package_book(book, files))
    session.keep(config, _WRITTEN, {config.site_dir: written})


def course_book(build: Build, outline: Outline, config: MkDocsConfig) -> Book | None:
    """What the EPUB of ``outline`` holds, from the HTML its one-page course shows."""
    src = course_all_src(outline.series_id, outline.lang)
    course, page_url = views.whole_course(build, src), build.urls.get(src)
    if course is None or page_url is None:
        return None
    sections = {post.url: anchor for _, anchor, post in course.parts}
    part_n = course_strings(outline.lang, outline.unit)["part_n"]
    separator = "：" if outline.lang == "zh" else ": "
    chapters = tuple(
        Chapter(
            anchor=anchor,
            title=_numbered(post.title, part_n.format(n=position), separator),
            lang=HTML_LANG[post.lang],
            source=post.src_uri,
            html=move_part(build.rendered.get(post.src_uri, ""), anchor, post.url, page_url, sections).html,
        )
        for position, anchor, post in course.parts
    )
    authors = tuple(
        dict.fromkeys(author.name_in(outline.lang) for _, _, post in course.parts for author in post.authors)
    )
    site_name = build.identity(outline.lang).name or config.site_name
    return Book(
        identifier=urljoin(config.site_url, outline.landing_url) if config.site_url else f"coursebook:{src}",
        title=outline.title,
        lang=HTML_LANG[outline.lang],
        authors=authors,
        description=outline.description,
        site_url=config.site_url or "",
        page_url=page_url,
        chapters=chapters,
        modified=max(post.updated or post.date for _, _, post in course.parts),
        cover_lines=(site_name,),
        stylesheet=code_colours(),
    )


# The session's and the cache's store: the site folder -> each book's path there -> its digest
# (a book is written again only when its digest changed).
_WRITTEN = "books"


def _post_at(build: Build, url: str) -> Page | None:
    """The post whose URL is ``url``, None for any other page."""
    return next((page for src, page in build.pages.items() if page.url == url and src in build.site.posts), None)


def _wechat_preview(build: Build, page: Page, config: MkDocsConfig) -> str:
    """The preview's page of a post for 公众号: the article and its copy button (wechat-preview.html)."""
    lang = lang_of(page.file.src_uri)
    deployed, problems = _deployed_address(config.config_file_path)
    article = Article(page.title or "", page.content or "", page.url, deployed, lang)
    try:
        body, more = wechat_article(article, config.config_file_path, Path(config.site_dir), build.drawings)
    except (OSError, ValueError) as err:  # a file gone mid-rebuild, a result it could not read
        body, more = "", [f"the 公众号 version could not be made: {err}"]
    problems += more
    if build.env is None:
        return body
    return build.env.get_template("wechat-preview.html").render(
        lang=HTML_LANG[lang],
        title=article.title,
        article=body,
        problems=problems,
        back=urlsplit(config.site_url or "/").path + page.url,
        ui=strings_for(lang),
    )


def _deployed_address(config_file: str | None) -> tuple[str, list[str]]:
    """The address the site is published at, as mkdocs.yml gives it (!ENV and INHERIT read as MkDocs
    reads them), and a problem when it is none or this machine's. Under serve, site_url is the
    preview's own address, from which 公众号's editor could not fetch a picture."""
    try:
        with open(config_file or "mkdocs.yml", "rb") as file:
            address = yaml_load(file).get("site_url")
    except (OSError, ConfigurationError) as err:
        return "", [f"mkdocs.yml could not be read ({err}): pictures and links have no address"]
    if not isinstance(address, str) or not address:
        return "", ["site_url is not set: pictures and links to the site have no address"]
    return address, local_address_problems(address)


def _numbered(title: str, number: str, separator: str) -> str:
    """A part's title after its number ("第 2 讲：…", "Lesson 2: …"), unless it starts with it."""
    return title if title.startswith(number) else f"{number}{separator}{title}"


def _read(site: Path, site_path: str) -> bytes | None:
    """A file of the built site, or None (outside the site, or missing)."""
    target = (site / site_path).resolve()
    if not target.is_relative_to(site.resolve()) or not target.is_file():
        return None
    return target.read_bytes()
