"""The base feature, run right after the theme: load the site model, give posts their URLs, set up every page.

Owns the site model (``coursebook.site.load_site``, in on_files), URLs and
translations (on_nav), the template globals and excerpts (on_env), each
page's language and the post header (on_page_context). The other features read
what this one builds from ``session.build`` (coursebook/state.py).
"""

from __future__ import annotations

import logging
import os
import re
from html import unescape
from importlib.metadata import version
from pathlib import Path
from typing import TYPE_CHECKING

from markupsafe import escape
from mkdocs.structure.files import File, InclusionLevel

from coursebook import views
from coursebook.context import HeaderPlacement, TemplateGlobals
from coursebook.excerpt import make_excerpt
from coursebook.i18n import build_translations
from coursebook.lang import DEFAULT_LANG, HTML_LANG, LANG_NAMES, lang_of, strip_lang
from coursebook.model import Problem
from coursebook.pages import generated_pages, page_kind
from coursebook.phrases import phrases
from coursebook.site import Identity, load_settings, load_site, unpublished_note
from coursebook.sources import Sources, decode_page, read_setting_files, theme_files
from coursebook.state import Build, Session
from coursebook.strings import course_strings, format_day, strings_for
from coursebook.terms import TERMS_FILE
from coursebook.text import keep_numbers
from coursebook.translations import OUTDATED

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page

    from coursebook.context import PageContext
    from coursebook.views import PostHeader

log = logging.getLogger("mkdocs.plugins.coursebook")

_LEADING_H1 = re.compile(r"^\s*<h1[^>]*>.*?</h1>", re.DOTALL)
_UNSAFE = re.compile(r"[<>&\"']")
_HEADERLINK = re.compile(r'<a class="headerlink"[^>]*>.*?</a>', re.DOTALL)  # the toc extension's ¶
_TAG = re.compile(r"<[^>]+>")


def on_files(session: Session, files: Files, config: MkDocsConfig) -> Files:
    _leave_out_links_outside(files, config.docs_dir)
    if (names := files.get_file_from_path(TERMS_FILE)) is not None:
        files.remove(names)  # the tags' names, read below, not a file of the site
    # A site without an index.md still has a home: the courses and the latest posts.
    for src, text in generated_pages(("home",), {file.src_uri for file in files}).items():
        files.append(File.generated(config, src, content=text))
    sources = _sources(files, config)
    # The builds that read the cache (--dirty) start with the names' pinyin the last one read
    # (no import of pypinyin, a quarter of a second, for names read before) and the posts'
    # reading times (0.2 s at 1,000 posts); every build, with the last one's of this process
    # (and its pages read: those are kept in this process only, not worth a file of the cache).
    enabled = load_settings(dict(config.extra))[0].cache  # the build's settings are not read yet
    read = session.reread
    read.start(session.stored(config, "pinyin", enabled), session.stored(config, "reading-times", enabled))
    site = load_site(sources, read=read)
    session.keep(config, "pinyin", read.pinyin.used)
    session.keep(config, "reading-times", read.minutes.used)
    session.current = Build(site, own=Identity(config.site_name, config.site_description, config.copyright))
    for problem in site.problems:
        log.warning(str(problem))
    for problem in sources.problems:
        if problem.key == "file" and (unreadable := files.get_file_from_path(problem.src_uri)) is not None:
            files.remove(unreadable)  # MkDocs itself would stop with a traceback
    for post in site.catalog.posts:
        if (file := files.get_file_from_path(post.src_uri)) is None:
            continue  # a post of the catalog is a page MkDocs listed
        file.dest_uri = post.url + "index.html" if config.use_directory_urls else post.url
        if not post.is_published(site.now):
            # MkDocs' own draft level: shown (marked) by `serve`, absent from `build`.
            file.inclusion = InclusionLevel.DRAFT
    for src in [page.src_uri for page in site.catalog.series if page.draft] + sorted(site.drafts):
        if (file := files.get_file_from_path(src)) is not None:
            file.inclusion = InclusionLevel.DRAFT
    _hold_back_unreadable_posts(files, {post.src_uri for post in site.catalog.posts})
    return files


def _leave_out_links_outside(files: Files, docs_dir: str) -> None:
    """A symbolic link in docs/ to a file outside it (``x.md -> /etc/passwd``) is not published,
    nor embedded: the site holds what docs/ holds. MkDocs follows such links."""
    docs = os.path.realpath(docs_dir)
    if not (found := _symbolic_links(docs_dir)):
        return  # the common case, told without resolving every file's path
    links: dict[str, list[File]] = {}  # the link (a file or a folder) -> the files through it
    for file in list(files):
        if file.abs_src_path is None or not _is_inside(docs_dir, os.path.abspath(file.abs_src_path)):
            continue  # generated, or the engine's own (KaTeX's fonts, say)
        parts = file.src_uri.split("/")
        if not any("/".join(parts[:end]) in found for end in range(1, len(parts) + 1)):
            continue  # no link on its way
        if not _is_inside(docs, os.path.realpath(file.abs_src_path)):
            link = next(
                "/".join(parts[:end])
                for end in range(1, len(parts) + 1)
                if not _is_inside(docs, os.path.realpath(os.path.join(docs_dir, *parts[:end])))
            )
            links.setdefault(link, []).append(file)
    for link, through in links.items():
        for file in through:
            files.remove(file)
        target = os.path.realpath(os.path.join(docs_dir, link))
        what = "" if len(through) == 1 and through[0].src_uri == link else f" ({len(through)} files)"
        log.warning(f"{link}: 'file': a link to {target}, outside the docs folder; left out{what}")


def _symbolic_links(docs_dir: str) -> set[str]:
    """The symbolic links in docs/ (files or folders, as paths under it), not followed: found from
    the folders' listings alone (no call per file), where resolving every file's path took a stat
    call per part of it."""
    found: set[str] = set()
    folders = [("", docs_dir)]
    while folders:
        under, folder = folders.pop()
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.is_symlink():
                        found.add(under + entry.name)
                    elif entry.is_dir(follow_symlinks=False):
                        folders.append((f"{under}{entry.name}/", entry.path))
        except OSError:
            continue  # unreadable: MkDocs lists nothing from it either
    return found


def _is_inside(folder: str, path: str) -> bool:
    return os.path.commonpath([os.path.abspath(folder), path]) == os.path.abspath(folder)


def _hold_back_unreadable_posts(files: Files, built: set[str]) -> None:
    """When in doubt, do not publish: a post the catalog could not read (no usable date,
    front matter that is not a mapping; its warning says why) is shown by `serve` only, and a
    post named ``.MD`` (which MkDocs would copy raw, front matter and all) is left out."""
    for file in list(files):
        if not file.src_uri.startswith(("blog/posts/", "en/blog/posts/")):
            continue
        if file.is_documentation_page():
            if page_kind(file.src_uri) == "post" and file.src_uri not in built:
                file.inclusion = InclusionLevel.DRAFT
        elif file.src_uri.lower().endswith((".md", ".markdown")):
            files.remove(file)
            log.warning(f"{file.src_uri}: 'file': a post's name ends in .md, in lower case; not published")


def _sources(files: Files, config: MkDocsConfig) -> Sources:
    """What load_site needs, from MkDocs' files (unreadable pages become problems)."""
    pages: dict[str, str] = {}
    problems: list[Problem] = []
    for file in files.documentation_pages():
        try:
            text = decode_page(file.src_uri, file.content_bytes)
        except OSError as err:
            text = Problem(file.src_uri, "file", f"cannot be read ({err.strerror}); left out of the site")
        if isinstance(text, Problem):
            problems.append(text)
        else:
            pages[file.src_uri] = text
    authors_text, terms_text, vault_text, setting_problems = read_setting_files(Path(config.docs_dir))
    return Sources(
        extra=dict(config.extra),
        pages=pages,
        others=tuple(file.src_uri for file in files if not file.is_documentation_page()),
        authors_text=authors_text,
        terms_text=terms_text,
        vault_text=vault_text,
        problems=tuple(problems + setting_problems),
        site_url=config.site_url,
        use_directory_urls=config.use_directory_urls,
        template_exists=theme_files(lambda: config.theme.get_env().loader),
    )


def on_nav(session: Session, nav: Navigation, config: MkDocsConfig, files: Files) -> Navigation:
    build = session.build
    published = [file for file in files.documentation_pages() if not file.inclusion.is_excluded()]
    build.urls = {file.src_uri: file.url for file in published}
    build.translations = build_translations(build.urls)
    return nav


def on_page_markdown(session: Session, markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    # Runs before Material's plugins (the tags plugin at priority -50) and
    # templates, which stop the whole build on a wrong `tags`, `hide`,
    # `template`, `icon` or `search`: drop those (load_site warned), and hand
    # the tags plugin a post's validated tags.
    site = session.build.site
    document = site.documents.get(page.file.src_uri)
    if markdown.startswith("+++") and document is not None and document.front and document.error is None:
        # Hugo's TOML front matter, which MkDocs leaves in the text (load_site read it as ours).
        page.meta.update(document.meta)
        markdown = document.body
    if document is not None and document.error is not None:
        page.meta.clear()  # what MkDocs read of it, if anything (it does not bound YAML aliases)
    for key in site.dropped_meta.get(page.file.src_uri, ()):
        page.meta.pop(key, None)
    if (post := site.posts.get(page.file.src_uri)) is not None:
        page.meta["tags"] = list(post.tags)
    return markdown


def on_env(session: Session, env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    build = session.build
    build.env = env
    # Every template's helpers, registered once (coursebook/context.py lists them).
    helpers = TemplateGlobals(
        format_day=format_day,
        lang_names=LANG_NAMES,
        hreflang=HTML_LANG,
        excerpts=build.excerpts,
        mirror_path=strip_lang,
        material_version=version("mkdocs-material"),
        course_ui=course_strings,
        strings_in=strings_for,
        synonyms=[list(group) for group in build.site.settings.synonyms],
    )
    env.globals.update(helpers)
    env.filters["keep_numbers"] = keep_numbers  # kept for sites' own templates; the engine's use phrases
    env.filters["phrases"] = phrases
    site = build.site
    validated = {post.src_uri: post.title for post in site.catalog.posts}
    validated |= {page.src_uri: page.title for page in site.catalog.series}
    for file in files.documentation_pages():
        page = file.page
        if page is None:
            continue
        build.pages[file.src_uri] = page  # pages exist only once MkDocs has read them, just before this event
        _settle_title(page, validated.get(file.src_uri))
        if file.src_uri in validated:
            # `status` of notes and series is ours; Material would show a page-status icon.
            page.meta.pop("status", None)
        if (post := site.posts.get(file.src_uri)) is not None:
            # The sitemap's <lastmod>: when the post changed, not when the site was built.
            page.update_date = (post.updated or post.date).strftime("%Y-%m-%d")
            # Every page is rendered by now and indexes are not: excerpts from the page's own HTML.
            build.excerpts[post.src_uri] = make_excerpt(page.content or "", post.description)
    return env


def _settle_title(page: Page, validated: str | None) -> None:
    """Give Material a title it can print: the validated one for posts and series (never a
    list or a number from broken front matter). ``page.title`` is escaped when it holds <, &
    or quotes, since Material's navigation, footer and table of contents print it as it is;
    ``page.meta["title"]`` stays the text as written (the templates that print it escape it:
    main.html's <title>, partials/header.html)."""
    title = validated if validated is not None else page.title
    if title is not None and not isinstance(title, str):
        title = str(title)
    if "title" in page.meta:
        page.meta["title"] = title
    page.title = escape(title) if title is not None and _UNSAFE.search(title) else title


def on_page_context(
    session: Session, context: PageContext, page: Page, config: MkDocsConfig, nav: Navigation
) -> PageContext:
    build = session.build
    src = page.file.src_uri
    lang = lang_of(src)
    # Material reads its UI strings and <html lang> from theme.language when the
    # page's template renders, right after this event: one language per page.
    config.theme["language"] = HTML_LANG[lang]
    # The same for the site's name and description (the header, <title>, the description of a
    # page without one) and the footer's copyright: each language's, from extra.en for English
    # (guide, part 1, "Site settings").
    _show_identity(config, build.identity(lang))
    context["page_lang"] = lang
    context["page_kind"] = page_kind(src)
    # The about page (about.md in each language's tree) answers questions about the writer and the site (search).
    context["about_page"] = strip_lang(src) == "about.md"
    context["ui"] = strings_for(lang)
    post = build.site.posts.get(src)
    description = page.meta.get("description")
    # <meta name="description">, as written (the template escapes it): a post's excerpt, else the page's own.
    context["page_description"] = (
        build.excerpts.get(src, "") if post is not None else description if isinstance(description, str) else None
    )
    if post is not None:
        context["post"] = post
        # Our header shows the tags; Material's own tag strip would repeat them.
        hide = page.meta.get("hide")  # a list, or absent, or Fluid's `false` (load_site dropped the rest)
        page.meta["hide"] = [*(hide if isinstance(hide, list) else []), "tags"]
        if (header := views.computed_once(build, src, views.post_header)) is not None:
            titled = isinstance(page.meta.get("title"), str)  # a title in front matter, not from a heading
            context["post_header"] = _header_placement(page.content or "", header, titled)
    return context


def on_post_build(session: Session, config: MkDocsConfig) -> None:
    # The build's last word on content: the posts it left out, by name (`coursebook check` says the same).
    if (note := unpublished_note(session.build.site)) is not None:
        log.info(f"Coursebook: {note}")
    # One line per translation behind its original: news (--strict does not stop on it), unless
    # the site says a translation must keep up (extra.translations.strict: a warning).
    site = session.build.site
    say = log.warning if site.settings.strict_translations else log.info
    for src, state in sorted(site.translations.items()):
        if src == state.translation and state.state == OUTDATED:
            say(
                f"{state.translation}: 'translation': {state.describe()} (its original {state.original} changed); "
                f"once it is brought up to date: coursebook translate --synced {state.translation}"
            )


def on_post_page(session: Session, output: str, page: Page, config: MkDocsConfig) -> str:
    config.theme["language"] = HTML_LANG[DEFAULT_LANG]
    _show_identity(config, session.build.own)
    return output


def _show_identity(config: MkDocsConfig, identity: Identity) -> None:
    config.site_name = identity.name or ""
    config.site_description, config.copyright = identity.description, identity.copyright


def _header_placement(html: str, header: PostHeader, titled: bool) -> HeaderPlacement:
    """Where partials/content.html puts the post header: after the page's leading <h1> when
    that heading is the post's title; else first, after the post's title shown as the <h1>
    (unless the title came from a heading further down, which then stays the page's title)."""
    heading = _LEADING_H1.match(html)
    if heading is not None and (not titled or _same_text(heading.group(0), header.post.title)):
        return HeaderPlacement(header, html[: heading.end()], html[heading.end() :], show_title=False)
    return HeaderPlacement(header, "", html, show_title=titled or "<h1" not in html)


def _same_text(heading_html: str, title: str) -> bool:
    text = _TAG.sub("", _HEADERLINK.sub("", heading_html))
    return " ".join(unescape(text).split()).casefold() == " ".join(title.split()).casefold()
