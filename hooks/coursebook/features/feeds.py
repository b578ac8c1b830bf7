"""Feeds: RSS, Atom and JSON Feed per language, series, tag and category, and their autodiscovery links.

Posts' HTML is kept as MkDocs renders it, with formulas typeset by
features/formulas.py (on_env); the files are written
once every page is done (on_post_build). Reads the site model of
features/posts.py; needs no other feature.
"""

from __future__ import annotations

import hashlib
import logging
import os
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple
from urllib.parse import urljoin

from mkdocs.utils import get_relative_url

from coursebook import views
from coursebook.context import FeedLink, Subscribe
from coursebook.feeds import (
    FEED_FILES,
    FORMAT_NAMES,
    MEDIA_TYPES,
    Feed,
    FeedItem,
    absolute_html,
    feed_paths,
    feed_urls,
    render_atom,
    render_json,
    render_rss,
    series_folder,
    term_folder,
)
from coursebook.lang import HTML_LANG, LANGS, in_lang
from coursebook.pages import term_src, term_title
from coursebook.preview.memo import Kept
from coursebook.state import Build, Session
from coursebook.strings import strings_for

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page

    from coursebook.context import PageContext
    from coursebook.model import Post

log = logging.getLogger("mkdocs.plugins.coursebook")


def on_config(session: Session, config: MkDocsConfig) -> MkDocsConfig:
    if not config.site_url:
        log.info(
            "mkdocs.yml: no 'site_url': feeds and share cards need the site's address for their links; "
            "write site_url: https://… to have them"
        )
    return config


def on_env(session: Session, env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    # Every page's HTML is rendered by now, and page events have not yet added
    # the post header. (Read here rather than in on_page_content so that pages
    # an incremental rebuild does not render again are read alike.)
    build = session.build
    if build.site.settings.full_content:
        for post in build.site.published():
            if (page := build.pages.get(post.src_uri)) is not None and page.content is not None:
                build.contents[post.src_uri] = page.content
    return env


def on_page_context(
    session: Session, context: PageContext, page: Page, config: MkDocsConfig, nav: Navigation
) -> PageContext:
    if not config.site_url:
        return context
    shown = views.computed_once(session.build, page.file.src_uri, views.feed_links)
    links = _links(in_lang("", shown.lang), config.site_name, page)
    if shown.own is not None:
        folder, title = shown.own
        links += _links(folder, f"{title} · {config.site_name}", page)
    context["feed_links"] = links
    if shown.subscribe:
        # The visible "subscribe" line: the series' or the tag's own feeds on its page.
        context["subscribe"] = Subscribe(label=strings_for(shown.lang)["subscribe"], links=links[-3:])
    return context


def _links(folder: str, title: str, page: Page) -> list[FeedLink]:
    return [
        FeedLink(
            label=FORMAT_NAMES[kind],
            type=MEDIA_TYPES[kind],
            title=f"{title} ({FORMAT_NAMES[kind]})",
            href=get_relative_url(folder + name, page.url),
        )
        for kind, name in FEED_FILES.items()
    ]


def written_files(build: Build, config: MkDocsConfig) -> set[str]:
    """Every feed file this feature writes (site-relative), for features/incremental.py's sweep."""
    if not config.site_url:
        return set()
    terms = [
        (attribute, group.term.slug, lang) for (lang, attribute), groups in build.site.terms.items() for group in groups
    ]
    courses = [key for key, outline in build.site.outlines.items() if outline.in_own_language]
    return set(feed_paths(courses, terms))


def on_post_build(session: Session, config: MkDocsConfig) -> None:
    if not (site_url := config.site_url):
        return
    build = session.build
    limit = build.site.settings.feed_limit
    site = Path(config.site_dir)
    bodies: Kept[str, str] = Kept()
    bodies.start(session.stored(config, _BODIES))
    # A post in several feeds (its language's, its series', its tags') is built and digested once.
    items: dict[tuple[str, bool, bool], tuple[FeedItem, bytes]] = {}

    def item(post: Post, whole: bool, lang: str) -> tuple[FeedItem, bytes]:
        key = (post.src_uri, whole, post.lang == lang)
        if (found := items.get(key)) is None:
            made = _item(post, build, site_url, whole, bodies)
            if post.lang != lang:  # a post in another language than the feed's (a tag's feed holds both)
                made = replace(made, language=HTML_LANG[post.lang])
            found = items[key] = (made, _digest(repr(made).encode("utf-8", "surrogatepass")).encode())
        return found

    written = _written(session, config)
    for channel in _channels(build):
        listed = [item(post, channel.whole, channel.lang) for post in channel.posts[:limit]]
        feed = Feed(
            title=channel.title,
            link=urljoin(site_url, channel.page_url),
            description=channel.description or channel.title,
            language=HTML_LANG[channel.lang],
            urls=feed_urls(site_url, channel.folder),
            author=_author(channel) or config.site_author or config.site_name,  # Atom wants an author
        )
        made = _digest(repr(feed).encode("utf-8", "surrogatepass"), *(digested for _, digested in listed))
        feed.items = [each for each, _ in listed]
        _write(site, channel.folder, feed, made, written)
    session.keep(config, _BODIES, bodies.used)
    session.keep(config, _WRITTEN, written.now)


def _author(channel: Channel) -> str | None:
    """The feed's author as its items name them: the one author of all its posts, in its
    language (乔林 in the Chinese feeds, Lin Qiao in the English ones); None for several."""
    names = {author.name_in(channel.lang) for post in channel.posts for author in post.authors}
    return names.pop() if len(names) == 1 else None


class Channel(NamedTuple):
    """One feed: where it is written, what it is called, the page it follows and its posts, newest first."""

    folder: str
    lang: str
    title: str
    page_url: str
    description: str | None
    posts: list[Post]
    # Whole posts (extra.feeds.full_content allowing), or summaries: a tag's feed, as Hugo's
    # do (the whole post is in its language's feed), which keeps 20 items of every tag cheap.
    whole: bool = True


def _channels(build: Build) -> Iterator[Channel]:
    """Every feed of the site: each language's own posts, each course's parts, and what each
    tag's and category's page lists (the other language's untranslated posts too)."""
    for lang in LANGS:
        identity = build.identity(lang)
        own = [entry.post for entry in build.site.listings.get(lang, []) if not entry.foreign]
        if not own and build.index_url("home", lang) is None:
            continue  # a site written in one language has no feed in the other
        yield Channel(in_lang("", lang), lang, identity.name or "", in_lang("", lang), identity.description, own)
    for (_, lang), outline in build.site.outlines.items():
        if not outline.in_own_language:
            continue  # no feed of a course in a language it has no page in (it would hold no item)
        parts = sorted((e.post for e in outline.parts if e.post.lang == lang), key=lambda p: p.date, reverse=True)
        title = f"{outline.title} · {build.identity(lang).name}"
        yield Channel(
            series_folder(outline.series_id, lang), lang, title, outline.landing_url, outline.description, parts
        )
    for (lang, attribute), groups in build.site.terms.items():
        for group in groups:
            if (page_url := build.urls.get(term_src(attribute, group.term.slug, lang))) is not None:
                title = f"{term_title(attribute, group.name, lang)} · {build.identity(lang).name}"
                posts = [entry.post for entry in group.entries]
                yield Channel(
                    term_folder(attribute, group.term.slug, lang), lang, title, page_url, None, posts, whole=False
                )


_BODIES = "feed-bodies"


def _body(content: str, url: str, lang: str, bodies: Kept[str, str], site_url: str = "") -> str:
    """A post's HTML as a feed carries it: formulas as MathML (a feed has no stylesheet for
    KaTeX's HTML), links absolute, diagrams as links to the page. Kept by a digest of what it
    is made from (the last build's, or a --dirty build's from the cache): most posts are as
    they were."""
    diagram_link = strings_for(lang)["diagram_link"]
    key = "\0".join((content, url, diagram_link, site_url))
    digest = hashlib.blake2b(key.encode("utf-8"), digest_size=16).hexdigest()
    return bodies.get(digest, lambda: absolute_html(content, url, diagram_link, site_url))


def _item(post: Post, build: Build, site_url: str, whole: bool, bodies: Kept[str, str]) -> FeedItem:
    url = urljoin(site_url, post.url)
    content = build.contents.get(post.src_uri) if whole else None
    return FeedItem(
        title=post.title,
        url=url,
        published=post.date,
        updated=post.updated,
        authors=[author.name_in(post.lang) for author in post.authors],
        categories=build.site.vocabulary.names_in([*post.tags, *post.categories], post.lang),
        summary=build.excerpts.get(post.src_uri, ""),
        content_html=_body(content, url, post.lang, bodies, site_url) if content is not None else None,
    )


_WRITTEN = "feeds-written"


class Written(NamedTuple):
    """Each feed folder's (by its path) digest of the feed and the size and time of its files as
    written: what the last builds that read the cache wrote, and what this one did. A feed that
    is the same, and whose files are still those written, is not written again (a `--dirty`
    build after one edit rewrites the few feeds that hold the post)."""

    known: dict[str, tuple[str, str]]
    now: dict[str, tuple[str, str]]


def _written(session: Session, config: MkDocsConfig) -> Written:
    return Written(session.stored(config, _WRITTEN), {})


def _write(site: Path, folder: str, feed: Feed, made: str, written: Written) -> None:
    """Write ``feed`` (``made``: its digest) into ``site/folder``, unless the same feed was written
    there last time and its files are still those written: the same size, modified at the same
    time (another build may have written the folder since)."""
    target = site / folder
    if (known := written.known.get(str(target))) is not None and known[0] == made and _stamp(target) == known[1]:
        written.now[str(target)] = known
        return
    files = {
        FEED_FILES["rss"]: render_rss(feed),
        FEED_FILES["atom"]: render_atom(feed),
        FEED_FILES["json"]: render_json(feed).encode("utf-8"),
    }
    target.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (target / name).write_bytes(data)
    written.now[str(target)] = (made, _stamp(target) or "")


def _stamp(folder: Path) -> str | None:
    """The size, modification time and inode of each of a feed's files; None when one is missing."""
    try:
        return " ".join(
            f"{found.st_size}:{found.st_mtime_ns}:{found.st_ino}"
            for found in (os.stat(folder / name) for name in FEED_FILES.values())
        )
    except OSError:
        return None


def _digest(*parts: bytes) -> str:
    hashed = hashlib.blake2b(digest_size=16)
    for part in parts:
        hashed.update(len(part).to_bytes(8, "big") + part)
    return hashed.hexdigest()
