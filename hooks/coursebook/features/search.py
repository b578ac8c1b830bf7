"""Search: a Pagefind index of the built site, made while the pages are written.

Pagefind runs beside the build as a service (coursebook/searchindex.py): each
page is handed to it once written, so it parses pages on the other processor
while MkDocs renders the next ones, and reads only the pages it indexes.
`mkdocs build` waits for the index at its end; a `--dirty` build that renders
no page Pagefind could index keeps the last index. Under `mkdocs serve` the index is
written in the background once the pages are, so a save shows at once and
search follows a moment later (the README, "Search"). The page side (the search
button and dialog, and which part of each page is indexed) is in
overrides/main.html, overrides/partials/site-search.html and
overrides/assets/ (search.js, and the end of coursebook.css: site files that come with the theme).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from mkdocs.plugins import event_priority

from coursebook.lang import HTML_LANG, lang_of
from coursebook.pages import page_kind
from coursebook.searchindex import ENTRY, OUTPUT, Indexer, Outcome, Plan, pagefind_command, remove_leftovers

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import File, Files
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page

    from coursebook.context import PageContext
    from coursebook.state import Build, Session

log = logging.getLogger("mkdocs.plugins.coursebook")

_INDEXED_KINDS = ("post", "series", "page")  # what overrides/main.html may mark for the index
_CACHE_NAME = "search-index"  # in the cache: by site folder, the digest of the pages its index holds


def on_config(session: Session, config: MkDocsConfig) -> MkDocsConfig:
    if session.serving:
        _stop(session, config.site_dir)  # a rebuild starts: the pages that run was reading are about to change
    if "material/search" in config.plugins:
        log.warning(
            "mkdocs.yml: `search` under `plugins:` is Material's search, which Coursebook replaces with "
            "Pagefind; remove it (its index is never loaded and it doubles the build time)"
        )
    return config


def on_env(session: Session, env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    command = pagefind_command(config.config_file_path)
    if command is None:
        log.warning(
            "Search: Pagefind not found in node_modules/: run `npm ci` in the project folder; the site has "
            "no search index"
        )
        return env
    site = Path(config.site_dir)
    site.mkdir(parents=True, exist_ok=True)
    if not session.serving:
        remove_leftovers(site)
    # The order MkDocs writes them in: a writer's own HTML files first (copied before any page), then the pages.
    static = [file.dest_uri for file in files.static_pages() if file.dest_uri.endswith(".html")]
    pages = files.documentation_pages()
    # Each page's <html lang> (features/posts.py gives Material the page's language); a writer's own
    # HTML file's is not known, and a site with one is indexed whole every time.
    languages = {file.dest_uri: HTML_LANG[lang_of(file.src_uri)].lower() for file in pages}
    plan = Plan(command, site, static + list(languages), {**dict.fromkeys(static), **languages})
    build = session.build
    build.search_digest = plan.digests
    if session.dirty and (stale := _stale_languages(session, config, plan, pages)) is not None:
        if not stale:
            return env  # the index in place holds these pages as they are
        if set(plan.digests or {}) - stale:
            plan = plan.only(stale)  # the other languages' part of the index in place is kept
            log.debug(
                f"Search: indexing {', '.join(sorted(stale))} again; kept from the last index: {', '.join(plan.kept)}"
            )
    build.search = _start(session, config, plan)
    return env


def _stale_languages(session: Session, config: MkDocsConfig, plan: Plan, pages: Sequence[File]) -> set[str] | None:
    """Under --dirty, the languages whose part of the index in place is out of date: their pages
    are not those it was made from, or one of them is rendered again. None when the index in
    place is not known language by language (then it is made again from every page)."""
    recorded = _indexed(session, config)
    if not isinstance(recorded, dict) or plan.digests is None or not (plan.site / OUTPUT / ENTRY).exists():
        return None
    changed = {
        language
        for language in plan.digests.keys() | recorded.keys()
        if recorded.get(language) != plan.digests.get(language)
    }
    # MkDocs renders exactly the pages is_modified() says (features/incremental.py decided, in its on_env).
    rendered = {
        plan.languages[file.dest_uri]
        for file in pages
        if file.is_modified() and page_kind(file.src_uri) in _INDEXED_KINDS
    }
    return changed | {language for language in rendered if language is not None}


def on_page_context(
    session: Session, context: PageContext, page: Page, config: MkDocsConfig, nav: Navigation
) -> PageContext:
    build = session.build
    # Every page before this one is written (or, under --dirty, kept): Pagefind reads them meanwhile.
    # Not under serve, where the index follows the rebuild and a save must show at once.
    if build.search is not None and not session.serving:
        build.search.written_before(page.file.dest_uri)
    return context


def written_files(build: Build, config: MkDocsConfig) -> set[str]:
    """The index's folder, kept or replaced whole by this feature (a name ending in "/")."""
    return {f"{OUTPUT}/"}


# After incremental's on_post_build (it removes the pages no longer built), before the other
# features': Pagefind writes its index while they write feeds and redirects, and the build
# waits for it at its end (Build.finishing).
@event_priority(40)
def on_post_build(session: Session, config: MkDocsConfig) -> None:
    build = session.build
    if (indexer := build.search) is None:
        return  # no Pagefind, or (--dirty) the index in place holds the pages as they are
    if not session.serving:
        indexer.written_before(None)
        build.finishing.append(_finish_meanwhile(session, config, indexer, build.search_digest))
        return
    with session.search_lock:
        _stop(session, config.site_dir)
        thread = threading.Thread(
            target=_finish_in_background, args=(session, config, indexer, build.search_digest), daemon=True
        )
        session.search_runs[config.site_dir] = (indexer, thread)
        thread.start()


def on_build_error(session: Session, error: Exception) -> None:
    if session.current is not None and session.current.search is not None:
        session.current.search.stop()  # no index of a build that stopped half-way


def _stop(session: Session, site: str) -> None:
    """Stop the run still indexing ``site``, if any: a newer build will start another."""
    if (earlier := session.search_runs.pop(site, None)) is not None:
        earlier[0].stop()


def on_shutdown(session: Session) -> None:
    # The preview stops: let the last index be put in place (a moment at most).
    for _, thread in list(session.search_runs.values()):
        thread.join(timeout=60)


def _finish_meanwhile(
    session: Session, config: MkDocsConfig, indexer: Indexer, digest: dict[str, str] | None
) -> Callable[[], None]:
    """Let Pagefind write the index in a thread (it waits for Pagefind, which works on the other
    processor); what the build calls at its end to wait for it and say how it went."""
    outcomes: list[Outcome] = []

    def finish() -> None:
        run = indexer
        try:
            outcome = run.finish()
            if outcome.again:  # a run of some languages that could not be put with the others' index
                run = _whole(run, background=False)
                outcome = run.finish()
            outcomes.append(outcome)
        except Exception as failed:  # noqa: BLE001 - told as the run's error, not as a traceback
            run.stop()
            outcomes.append(Outcome(f"{type(failed).__name__}: {failed}"))

    thread = threading.Thread(target=finish, name="coursebook-search", daemon=True)
    thread.start()

    def wait() -> None:
        thread.join()
        outcome = outcomes[0] if outcomes else Outcome("the index was not written")
        _report(outcome)
        _record(session, config, _known(outcome, digest))

    return wait


def _finish_in_background(
    session: Session, config: MkDocsConfig, indexer: Indexer, digest: dict[str, str] | None
) -> None:
    indexer.written_before(None)
    outcome = indexer.finish()
    if outcome.again:
        with session.search_lock:
            if session.search_runs.get(config.site_dir, (None,))[0] is not indexer:
                return  # stopped for a newer rebuild meanwhile, which makes its own index
            indexer = _whole(indexer, background=True)
            session.search_runs[config.site_dir] = (indexer, threading.current_thread())
        outcome = indexer.finish()
    if not indexer.stopped:  # not a run stopped for a newer one
        _report(outcome)
        _record(session, config, _known(outcome, digest))


def _whole(run: Indexer, background: bool) -> Indexer:
    """A run of every page of ``run``'s plan, every page written."""
    whole = replace(run.plan, wanted=None, kept=()).start(background)
    whole.written_before(None)
    return whole


def _known(outcome: Outcome, digest: dict[str, str] | None) -> dict[str, str] | None:
    """What the index in place is known to hold after ``outcome``, language by language."""
    return digest if outcome.error is None and not outcome.mixed else None


def _start(session: Session, config: MkDocsConfig, plan: Plan) -> Indexer:
    # Until this run has written its index, the one in place is of unknown pages: a run stopped
    # half-way (a newer save under serve) must not leave a record that the old index is current.
    if _indexed(session, config) is not None:
        _record(session, config, None)
    return plan.start(background=session.serving)


def _indexed(session: Session, config: MkDocsConfig) -> dict[str, str] | None:
    """The digests of the pages the site's current index was made from, by language
    (Plan.digests), if known: the preview's own last run, else the one the cache recorded
    (``extra.cache``)."""
    found = session.stored(config, _CACHE_NAME).get(config.site_dir)
    return found if isinstance(found, dict) else None  # an older cache's single digest: unknown


def _record(session: Session, config: MkDocsConfig, digest: dict[str, str] | None) -> None:
    """Remember which pages the index in place was made from (None: unknown, make it again)."""
    # At once: under serve the index is written by a thread that may outlive the build.
    saved = session.stored(config, _CACHE_NAME)
    session.keep(config, _CACHE_NAME, {**saved, config.site_dir: digest}, at_once=True)


def _report(outcome: Outcome) -> None:
    for refused in outcome.refused:
        log.warning(f"Search: Pagefind could not index {refused}; the page is not in the search index")
    if outcome.error is not None:
        log.warning(f"Search: Pagefind could not index the site: {outcome.error}")
