"""A --dirty build's pages kept in the cache (coursebook/preview/store.py): the first build of
a process starts from what the last one left, and each build leaves its own for the next."""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from coursebook.preview.record import Memory, Shown, digest
from coursebook.preview.store import CACHE_DIR, DiskCache, Entry

if TYPE_CHECKING:
    from mkdocs.structure.files import File

log = logging.getLogger("mkdocs.plugins.coursebook")

_SHOWN = "page-parts"  # in the cache: what every page's parts showed (record.Shown), for the next process


def load_shown(cache: DiskCache) -> Shown | None:
    """What every page's parts showed in the last build of the site, if the cache holds it."""
    return Shown.from_data(cache.load(_SHOWN))


def warm_start(memory: Memory, cache: DiskCache, pages: Sequence[File]) -> None:
    """The first build of a preview: pages whose fingerprint is in the cache get back what they
    were rendered to (their HTML is written where MkDocs would write it) instead of being rendered."""
    index = cache.index()
    for file in pages:
        entry = index.get(file.src_uri)
        if entry is None or entry.fingerprint != memory.pending.get(file.src_uri):
            continue
        if (cached := cache.page(digest(entry.fingerprint, entry.excerpts))) is None:
            continue
        snapshot, html = cached
        output = Path(file.abs_dest_path)
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_bytes(html)
        memory.snapshots[file.src_uri] = snapshot
        memory.fingerprints[file.src_uri] = entry.fingerprint
        memory.records[file.src_uri] = dict(entry.record)
        memory.excerpts[file.src_uri] = entry.excerpts
    if cache.unreadable:
        log.warning(
            f"Coursebook: {cache.unreadable} files of the preview cache in {CACHE_DIR}/ could not be read; "
            "their pages are rendered again"
        )


def save_pages(memory: Memory, cache: DiskCache, written: set[str], outputs: dict[str, str]) -> None:
    """Keep the pages this build rendered, and the index of every page, for the next preview."""
    for src in written:
        if src in memory.snapshots and os.path.isfile(outputs[src]):
            key = digest(memory.fingerprints[src], memory.excerpts.get(src, ""))
            cache.save_page(key, memory.snapshots[src], Path(outputs[src]).read_bytes())
    index = {
        src: Entry(memory.fingerprints[src], memory.excerpts.get(src, ""), tuple(sorted(memory.records[src].items())))
        for src in memory.fingerprints
    }
    cache.save_index(index, keep={digest(entry.fingerprint, entry.excerpts) for entry in index.values()})
    if memory.shown is not None:
        cache.save(_SHOWN, memory.shown.to_data())
