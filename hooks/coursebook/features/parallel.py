"""Every processor for `mkdocs build`: the pages are shared with forked workers.

MkDocs reads (Markdown to HTML) and writes (template to file) a site's pages one after
the other, on one processor. A plain `mkdocs build` of enough pages on Linux forks
workers (coursebook/workers.py) twice, each with a fixed share of the pages:

- on_nav, last: each worker reads its pages and sends back what MkDocs made of each
  (coursebook/preview/record.py's Snapshot) while the main process reads its own (the plugin
  hands MkDocs empty Markdown for the others); on_env, first, puts the workers' pages in
  place as if MkDocs had read them, before any feature looks at a page.
- on_page_context of the first page: each worker writes its pages while the main process
  writes its own (the others get a template that writes nothing); on_post_build, first,
  waits for them.

The site is the same as one process makes (tests/e2e/test_parallel.py compares every
file); a worker's warnings are given after the main process's own. One process builds
with the plugin's `parallel: false` or `workers: 1`, under `mkdocs serve` and `--dirty`
(they render few pages), beside another plugin or hook with page events (what it keeps of
a page would stay in the worker), and on Windows and macOS (guide, part 1).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import InclusionLevel

from coursebook.internals import current_page_src, page_of, read_page, write_page
from coursebook.preview.carryover import replay
from coursebook.preview.record import Snapshot, restore_snapshot, take_snapshot
from coursebook.state import Sharing
from coursebook.workers import (
    HeldRecords,
    Progress,
    Result,
    can_fork,
    finish_workers,
    in_page_order,
    plan_share,
    processors_free,
    start_workers,
    stop_workers,
)

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import File, Files
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page

    from coursebook.context import PageContext
    from coursebook.state import Session

log = logging.getLogger("mkdocs.plugins.coursebook")

ELSEWHERE = "coursebook-elsewhere.html"  # overrides/: the template of a page written elsewhere
PAGE_EVENTS = (
    "on_pre_page",
    "on_page_read_source",
    "on_page_markdown",
    "on_page_content",
    "on_page_context",
    "on_post_page",
)
_NO_TEMPLATE = object()


@event_priority(-100)  # after every feature's on_nav: a worker starts from the whole site model
def on_nav(session: Session, nav: Navigation, config: MkDocsConfig, files: Files) -> Navigation:
    pages = _pages(files)
    if (why := _one_process(session, config)) is not None:
        log.debug(f"Coursebook: one process builds the pages ({why})")
        return nav
    if (share := plan_share([file.src_uri for file in pages], session.workers or processors_free())) is None:
        return nav  # too few pages, or one processor
    log.debug(f"Coursebook: {share.processes} processes build the pages")
    sharing = session.build.parallel = Sharing(share)
    where = _where(config, pages)
    sharing.workers = start_workers(share, lambda number, _: _read(sharing, number, pages, config, files), where)
    sharing.held = HeldRecords(where).hold()  # given with the workers', in the order of pages
    return nav


def _where(config: MkDocsConfig, pages: list[File]) -> Callable[[], int | None]:
    """Which page (its place in ``pages``) the build is reading or writing now."""
    places = {file.src_uri: place for place, file in enumerate(pages)}
    return lambda: places.get(current_page_src(config) or "")


def _read(sharing: Sharing, number: int, pages: list[File], config: MkDocsConfig, files: Files) -> list:
    """In worker ``number``: read and render its pages' Markdown, as MkDocs would."""
    taken: list[tuple[str, Snapshot]] = []
    for file in pages:
        if sharing.share.of[file.src_uri] == number:
            page = page_of(file, config)
            read_page(page, config, files)
            taken.append((file.src_uri, take_snapshot(page)))
    return taken


@event_priority(200)  # before every feature's on_env: they read every page's HTML
def on_env(session: Session, env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    if (sharing := session.build.parallel) is None:
        return env
    for result in _finish(sharing):
        for src, snapshot in result.value:
            restore_snapshot(page_of(files.src_uris[src], config), snapshot, files)
    sharing.files = files
    return env


@event_priority(200)
def on_page_context(
    session: Session, context: PageContext, page: Page, config: MkDocsConfig, nav: Navigation
) -> PageContext:
    build = session.build
    sharing, env = build.parallel, build.env
    if sharing is None or sharing.writing or sharing.files is None or env is None:
        return context
    # The first page MkDocs writes (the main process's): every file before the pages is written.
    sharing.writing = True
    pages = _pages(sharing.files)
    where = _where(config, pages)
    sharing.workers = start_workers(
        sharing.share, lambda number, done: _write(sharing, number, pages, config, nav, env, page, done), where
    )
    sharing.held = HeldRecords(where).hold()
    sharing.progress = Progress(sharing.share, [file.src_uri for file in pages])
    sharing.dests = [file.dest_uri for file in pages]
    for file in pages:
        if sharing.share.elsewhere(file.src_uri) and file.page is not None:
            sharing.templates[file.src_uri] = file.page.meta.get("template", _NO_TEMPLATE)
            file.page.meta["template"] = ELSEWHERE
    for build_log in _BUILD_LOGS:
        build_log.addFilter(sharing.quiet)
    return context


def _write(
    sharing: Sharing,
    number: int,
    pages: list[File],
    config: MkDocsConfig,
    nav: Navigation,
    env: Environment,
    first: Page,
    done: Callable[[], None],
) -> None:
    """In worker ``number``: render and write its pages, as MkDocs would, saying when each is written."""
    first.active = False  # the main process's page, being rendered when this worker was made
    for file in pages:
        if sharing.share.of[file.src_uri] == number and file.page is not None:
            write_page(file.page, config, pages, nav, env)
            done()


@event_priority(200)  # before every feature's on_post_build: the search index reads every page
def on_post_build(session: Session, config: MkDocsConfig) -> None:
    if (sharing := session.build.parallel) is None:
        return
    try:
        _finish(sharing)
    finally:
        _put_back(sharing)


def on_build_error(session: Session, error: Exception) -> None:
    if session.current is not None and (sharing := session.current.parallel) is not None:
        stop_workers(sharing.workers)
        sharing.workers = []
        if sharing.held is not None:
            replay(sharing.held.let_go())  # what the main process said before the build stopped
            sharing.held = None
        _put_back(sharing)


def _finish(sharing: Sharing) -> list[Result]:
    """Wait for the workers running; give every process's records in the order of pages; stop
    the build if a worker failed."""
    results = finish_workers(sharing.workers)
    sharing.workers = []
    own = sharing.held.let_go() if sharing.held is not None else []
    sharing.held = None
    replay(in_page_order(own, *(result.records for result in results)))
    for result in results:
        if result.error is not None:
            raise PluginError(result.error)
    return results


def _put_back(sharing: Sharing) -> None:
    """Give the pages passed over their own templates back; let MkDocs speak of empty pages again."""
    for build_log in _BUILD_LOGS:
        build_log.removeFilter(sharing.quiet)
    for src, template in sharing.templates.items():
        page = sharing.files.src_uris[src].page if sharing.files else None
        if page is not None:
            if template is _NO_TEMPLATE:
                page.meta.pop("template", None)
            else:
                page.meta["template"] = template
    sharing.templates.clear()


# MkDocs (or ProperDocs) says "Page skipped … Generated empty output" (-v) of each page a worker writes.
_BUILD_LOGS = [logging.getLogger(f"{engine}.commands.build") for engine in ("mkdocs", "properdocs")]


def _pages(files: Files) -> list[File]:
    """The pages MkDocs reads and writes in a build, in its order."""
    return list(files.documentation_pages(inclusion=InclusionLevel.is_included))


def _one_process(session: Session, config: MkDocsConfig) -> str | None:
    """Why this build is one process's, if it is."""
    if session.serving or session.dirty or not can_fork():
        return "a preview, --dirty, or a system without fork"
    if session.workers == 1:
        return "workers: 1"
    if others := [name for name, plugin in config.plugins.items() if _has_page_events(plugin)]:
        return f"the plugin {others[0]} has page events"
    return None


def _has_page_events(plugin: Any) -> bool:
    """Whether a plugin (or a `hooks:` module) other than Coursebook handles page events."""
    if isinstance(plugin, ModuleType):
        return any(hasattr(plugin, event) for event in PAGE_EVENTS)
    own = [cls for cls in type(plugin).__mro__ if cls.__module__ not in _BASES]
    if any(cls.__module__.startswith("coursebook.") for cls in own):
        return False
    return any(event in vars(cls) for cls in own for event in PAGE_EVENTS)


_BASES = ("mkdocs.plugins", "properdocs.plugins", "builtins", "typing")  # BasePlugin, its bases
