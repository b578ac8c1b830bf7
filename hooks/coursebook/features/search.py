"""Search: a Pagefind index of the built site, written at the end of every build.

`mkdocs build` waits for the index. Under `mkdocs serve` the index is made in
the background once the pages are written, so a save shows at once and search
follows a moment later (the README, "Search"). The page side (the search
button and dialog, and which part of each page is indexed) is in
overrides/main.html, overrides/partials/site-search.html and
overrides/assets/ (search.js, and the end of coursebook.css: site files that come with the theme).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from coursebook.nodemodules import find_node_file
from coursebook.searchindex import PAGEFIND, Run, finish, remove_leftovers, start

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig

    from coursebook.state import Session

log = logging.getLogger("mkdocs.plugins.coursebook")


def on_config(session: Session, config: MkDocsConfig) -> MkDocsConfig:
    if session.serving:
        _stop(session, config.site_dir)  # a rebuild starts: the pages that run was reading are about to change
    if "material/search" in config.plugins:
        log.warning(
            "mkdocs.yml: `search` under `plugins:` is Material's search, which Coursebook replaces with "
            "Pagefind; remove it (its index is never loaded and it doubles the build time)"
        )
    return config


def on_post_build(session: Session, config: MkDocsConfig) -> None:
    site = Path(config.site_dir)
    pagefind = find_node_file(PAGEFIND, config.config_file_path)
    if pagefind is None:
        log.warning(
            "Search: Pagefind not found in node_modules/: run `npm ci` in the project folder; the site has "
            "no search index"
        )
        return
    if not session.serving:
        remove_leftovers(site)
        _report(finish(start(pagefind, site)).error)
        return
    with session.search_lock:
        _stop(session, str(site))
        run = start(pagefind, site, background=True)
        thread = threading.Thread(target=_finish_in_background, args=(run,), daemon=True)
        session.search_runs[str(site)] = (run, thread)
        thread.start()


def _stop(session: Session, site: str) -> None:
    """Stop the run still indexing ``site``, if any: a newer build will start another."""
    if (earlier := session.search_runs.pop(site, None)) is not None and earlier[0].process.poll() is None:
        earlier[0].process.kill()


def on_shutdown(session: Session) -> None:
    # The preview stops: let the last index be put in place (a moment at most).
    for _, thread in list(session.search_runs.values()):
        thread.join(timeout=60)


def _finish_in_background(run: Run) -> None:
    outcome = finish(run)
    if run.process.returncode >= 0:  # not a run stopped for a newer one
        _report(outcome.error)


def _report(error: str | None) -> None:
    if error is not None:
        log.warning(f"Search: Pagefind could not index the site: {error}")
