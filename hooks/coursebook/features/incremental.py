"""Fast previews: under `mkdocs serve --dirty` a save re-renders only the pages it changes.

`mkdocs build` and plain `mkdocs serve` are untouched. Under `serve --dirty`
(and `build --dirty`, which starts from the cache on disk like a preview)
each page gets a fingerprint of everything it shows (coursebook/preview/record.py);
MkDocs renders again exactly the pages whose fingerprint changed, and every
other page gets back what the last build made of it, so that series boxes,
indexes and feeds come out as a full build makes them.

Runs last (coursebook/plugin.py): it reads what the other features built in
on_files and on_nav. What it keeps between rebuilds is the session's
``preview`` (coursebook/state.py), which lives as long as the process.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from mkdocs.plugins import event_priority
from mkdocs.structure.files import InclusionLevel

from coursebook.excerpt import make_excerpt
from coursebook.internals import (
    current_page_src,
    mark_modified,
    page_of,
    set_poll_interval,
    watch_snippet_lookups,
)
from coursebook.preview.carryover import reads_unchanged, replay
from coursebook.preview.key import ENGINE  # an edit of its code needs a restart
from coursebook.preview.record import (
    Memory,
    digest,
    excerpt_digests,
    excerpts_digest,
    page_fingerprints,
    restore_snapshot,
    take_snapshot,
    title_hint,
    why_rendered,
)
from coursebook.preview.store import DiskCache
from coursebook.preview.warm import load_shown, save_pages, warm_start
from coursebook.state import Build, Preview, Session

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.livereload import LiveReloadServer
    from mkdocs.structure.files import File, Files
    from mkdocs.structure.nav import Navigation

log = logging.getLogger("mkdocs.plugins.coursebook")

# MkDocs' caution about --dirty, and its advice to use --clean: the sweep below removes stale files.
_DIRTY_NOTES = ("A 'dirty' build is being performed", "The directory contains stale files")
POLL_SECONDS = 0.1


def _inclusion(preview: Preview) -> Callable[[InclusionLevel], bool]:
    """The pages a build makes: with drafts under serve, without under build."""
    return InclusionLevel.is_in_serve if preview.drafts else InclusionLevel.is_included


def on_startup(session: Session, command: str, dirty: bool) -> None:
    preview = session.preview
    preview.active = dirty and command in ("serve", "build")
    preview.drafts = command == "serve"
    if command == "serve":
        preview.code_at_start.update(_engine_files())
    if command == "serve" and not dirty:
        log.info(
            "Coursebook: `mkdocs serve --dirty` shows a save in about a second: it renders again only the "
            "pages the save changes"
        )
    if preview.active:
        # This module keeps every page right under --dirty; MkDocs' own caution does not apply.
        logging.getLogger("mkdocs.commands.build").addFilter(
            lambda record: not record.getMessage().startswith(_DIRTY_NOTES)
        )
        logging.getLogger("mkdocs").addHandler(preview.warnings)


def on_shutdown(session: Session) -> None:
    logging.getLogger("mkdocs").removeHandler(session.preview.warnings)


def on_serve(session: Session, server: LiveReloadServer, config: MkDocsConfig, builder: Callable) -> LiveReloadServer:
    server.watch(str(ENGINE))  # an edit of the engine needs a restart: the next build says so
    if session.preview.active:
        # MkDocs polls the watched files every 0.5 s (watchdog's PollingObserver, which
        # works on every file system); polling every 0.1 s sees a save 0.2 s sooner on
        # average for a few hundred stat calls a poll. watchdog has no setter for this.
        set_poll_interval(server, POLL_SECONDS)
    return server


def _engine_files() -> dict[str, int]:
    return {str(path): path.stat().st_mtime_ns for path in sorted(ENGINE.rglob("*.py"))}


def on_config(session: Session, config: MkDocsConfig) -> MkDocsConfig:
    preview = session.preview
    preview.warnings.current = preview.reads.current = lambda: current_page_src(config)
    preview.warnings.records, preview.reads.records = {}, {}
    if preview.active:
        watch_snippet_lookups(preview.reads.see)
    started = preview.code_at_start
    changed = [path for path, stamp in _engine_files().items() if started.get(path) != stamp] if started else []
    if changed:
        # Python imports the engine once per process: the running preview still uses the old code.
        log.warning(
            f"{Path(changed[0]).relative_to(ENGINE.parent).as_posix()} changed since the preview started: "
            "stop it and run `mkdocs serve --dirty` again to use the new code"
        )
    return config


def on_nav(session: Session, nav: Navigation, config: MkDocsConfig, files: Files) -> Navigation:
    preview = session.preview
    if not preview.active:
        return nav
    build = session.build
    memory = _memory_of(preview, config)
    pages = files.documentation_pages(inclusion=_inclusion(preview))
    memory.order = [(file.src_uri, page_of(file, config).url, file.abs_dest_path) for file in pages]
    urls = {src: url for src, url, _ in memory.order}
    cache = _cache_of(session, config)
    if memory.shown is None and cache is not None:  # the first build of this process: the last one's
        memory.shown = load_shown(cache)
    found = page_fingerprints(build, urls, _site_digest(session, config, files), _nav_digests(build), memory.shown)
    memory.pending, memory.listed, memory.pending_shown = found.pages, found.listed, found.shown
    memory.pending_records = found.records
    if cache is not None and not memory.snapshots:
        warm_start(memory, cache, pages)
    again = {file.src_uri: why for file in pages if (why := _why_again(memory, file))}
    kept = [file for file in pages if file.src_uri not in again]
    if memory.fingerprints and log.isEnabledFor(logging.DEBUG):  # `mkdocs serve -v`
        for src, why in again.items():
            log.debug(f"Coursebook: {src} is rendered again: {why}")
    # With --dirty, MkDocs reads and renders a page only when is_modified() says so.
    for file in pages:
        mark_modified(file, True)
    for file in kept:
        mark_modified(file, False)
        snapshot = memory.snapshots[file.src_uri]
        restore_snapshot(page_of(file, config), snapshot, files)
        replay(snapshot.warnings)  # the page's warnings, as a full build gives them
    return nav


def _why_again(memory: Memory, file: File) -> str | None:
    """Why page ``file`` is rendered again (its record's fields that changed, or what else), None
    when what the last build made of it is put back."""
    src = file.src_uri
    if not memory.unchanged(src):
        return why_rendered(memory.records.get(src), memory.pending_records.get(src, {}))
    if not os.path.isfile(file.abs_dest_path):
        return "its HTML is not in the site folder"
    if not reads_unchanged(memory.snapshots[src].reads):
        return "a file it includes changed"
    return None


def _cache_of(session: Session, config: MkDocsConfig) -> DiskCache | None:
    """The preview's cache on disk, unless turned off (`extra.cache: false`, COURSEBOOK_NO_CACHE=1)."""
    return session.disk_cache(config)


def _nav_digests(build: Build) -> dict[str, str]:
    """Each language's navigation as every page of it shows it: titles (from their sources) and URLs."""
    texts = build.site.texts
    return {
        lang: digest([(p.file.src_uri, p.url, title_hint(texts.get(p.file.src_uri, ""))) for p in language.pages])
        for lang, language in build.navs.items()
    }


def _memory_of(preview: Preview, config: MkDocsConfig) -> Memory:
    # `mkdocs serve -f site.yml` loads its first config from the file click opened (a relative
    # path) and every rebuild's by its absolute path: one site, one memory.
    site = os.path.abspath(config.config_file_path) if config.config_file_path else ""
    return preview.memories.setdefault((site, os.path.abspath(config.site_dir)), Memory())


def _site_digest(session: Session, config: MkDocsConfig, files: Files) -> str:
    """What every page shows or depends on: everything that renders the site (its render key:
    code, packages, configuration, hooks, templates), its URL, whether drafts are built, the
    URL of every file that is not a page (pages say which pages they link to: the record)."""
    others = sorted((file.src_uri, file.url) for file in files if not file.is_documentation_page())
    return digest(session.render_key(config), config.site_url, _inclusion(session.preview).__name__, others)


@event_priority(100)  # before the other features change titles and metadata in on_env
def on_env(session: Session, env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    preview = session.preview
    if not preview.active:
        return env
    build = session.build
    memory = _memory_of(preview, config)
    pages = files.documentation_pages(inclusion=_inclusion(preview))
    for file in pages:
        if file.page is not None and file.is_modified():
            memory.rendered[file.src_uri] = snapshot = take_snapshot(file.page)
            snapshot.reads = preview.reads.records.get(file.src_uri, {})
    _render_pages_whose_excerpts_changed(build, memory, pages)
    memory.pending_owned, kept = _owned(session, config, files)
    if not memory.owned:  # the first build of this process: the folder may hold an older build's files
        _sweep_folder(Path(config.site_dir), memory.pending_owned, kept)
    memory.written = {file.src_uri for file in pages if file.is_modified()}
    if memory.fingerprints:
        again = sum(file.is_modified() for file in pages)
        log.info(f"Incremental rebuild: {again} of {len(pages)} pages rendered again, the others unchanged")
    return env


def _render_pages_whose_excerpts_changed(build: Build, memory: Memory, pages: Sequence[File]) -> None:
    """Every post is rendered by now, so its excerpt is known: a page kept as it was whose
    listed posts' excerpts changed has its template rendered again (its Markdown was not)."""
    posts = build.site.posts
    excerpts = excerpt_digests(
        {
            src: make_excerpt(file.page.content or "", posts[src].description)
            for file in pages
            if (src := file.src_uri) in posts and file.page is not None
        }
    )
    for file in pages:
        memory.pending_excerpts[file.src_uri] = shown = excerpts_digest(memory.listed.get(file.src_uri, ()), excerpts)
        if not file.is_modified() and memory.excerpts.get(file.src_uri) != shown:
            mark_modified(file, True)
            log.debug(f"Coursebook: {file.src_uri} is rendered again: the excerpts of the posts it lists")


def _owned(session: Session, config: MkDocsConfig, files: Files) -> tuple[set[str], tuple[str, ...]]:
    """Every file this build writes or keeps (absolute paths): MkDocs' files and what each feature
    declares it writes (its ``written_files``); and the top-level folders a feature keeps whole."""
    site = Path(config.site_dir)
    included = _inclusion(session.preview)
    owned = {file.abs_dest_path for file in files if included(file.inclusion)}
    folders = []
    for written in session.writers:
        for path in written(session.build, config):
            if path.endswith("/"):
                folders.append(path.strip("/"))
            else:
                owned.add(str(site / path))
    return owned, tuple(folders)


@event_priority(50)  # before features/search.py indexes the pages
def on_post_build(session: Session, config: MkDocsConfig) -> None:
    preview = session.preview
    if not preview.active:
        return
    memory = _memory_of(preview, config)
    written, outputs = memory.written, {src: output for src, _, output in memory.order}
    for output in memory.commit(preview.warnings.records):
        _remove(Path(output), Path(config.site_dir))
    if (cache := _cache_of(session, config)) is not None:
        save_pages(memory, cache, written, outputs)


def _sweep_folder(site: Path, owned: set[str], kept: tuple[str, ...] = ()) -> None:
    """Before anything is written: remove every file of ``site`` this build will not own (as
    `mkdocs build` empties the folder, names starting with a dot are left alone, and the
    top-level folders ``kept``). Files the build writes from now on (templates, feeds) are
    written again anyway. A symbolic link is never followed or removed: the build wrote none,
    and what it points to may be the writer's (`ln -s ../docs site/src`)."""
    if not site.is_dir() or site.is_symlink():
        return
    for top in site.iterdir():
        if top.name.startswith(".") or top.name in kept or top.is_symlink():
            continue
        for path in [top] if top.is_file() else _files_under(top):
            if str(path) not in owned:
                _remove(path, site)


def _files_under(folder: Path) -> list[Path]:
    """The plain files under ``folder``, without entering a linked folder or listing a link."""
    found = []
    for parent, _, names in os.walk(folder, followlinks=False):
        found += [path for name in names if not (path := Path(parent, name)).is_symlink() and path.is_file()]
    return sorted(found)


def _remove(path: Path, site: Path) -> None:
    """Remove a file a full build would not write, and the folders it leaves empty. A path
    that is no longer a file (a folder of the same name now, or a file where its folder was:
    the site changed under it) is left to the build that writes it, and so is one reached
    through a symbolic link (it is not the site's)."""
    if not _really_under(path, site):
        return
    try:
        path.unlink(missing_ok=True)
    except (NotADirectoryError, IsADirectoryError, PermissionError):
        return
    for folder in path.parents:
        if folder == site or not folder.is_relative_to(site) or any(folder.iterdir()):
            break
        folder.rmdir()


def _really_under(path: Path, site: Path) -> bool:
    """Whether ``path`` is a file or nothing inside ``site`` with no symbolic link on the way."""
    if path.is_symlink() or not path.is_relative_to(site):
        return False
    real = Path(os.path.realpath(path.parent))
    return real == Path(os.path.realpath(site)) / path.parent.relative_to(site)


def on_build_error(session: Session, error: Exception) -> None:
    for memory in session.preview.memories.values():
        memory.forget()
