"""What a preview process carries from one rebuild to the next, besides page snapshots:
compiled templates (kept for the next process too), and the warnings each page gave while
it was rendered."""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
from collections.abc import Callable
from typing import TYPE_CHECKING

from jinja2 import BytecodeCache, FileSystemBytecodeCache

if TYPE_CHECKING:
    from jinja2.bccache import Bucket


class CompiledTemplates(BytecodeCache):
    """Compiled templates, kept in memory for the rebuilds of a preview and on disk for the
    next process (a `build --dirty`, a preview started again): about 0.5 s of compiling the
    theme's templates. On disk they are in Jinja's own FileSystemBytecodeCache, whose folder
    only this user may write (in the system's temporary folder): compiled code is run when
    loaded, so it is never kept in the site's `.cache/`, which may come from a CI cache or a
    shared folder. Jinja checks each template's source checksum; ``on_disk`` false (the site's
    `extra.cache: false`), COURSEBOOK_NO_CACHE=1, or a folder Jinja finds unsafe, keeps them in
    memory only."""

    def __init__(self) -> None:
        self.on_disk = True
        self._code: dict[str, bytes] = {}
        self._disk: BytecodeCache | None = None
        self._disk_tried = False

    def load_bytecode(self, bucket: Bucket) -> None:
        if (code := self._code.get(bucket.key)) is not None:
            bucket.bytecode_from_string(code)
        elif (disk := self._on_disk()) is not None:
            with contextlib.suppress(Exception):  # a truncated or foreign file: the template is compiled
                disk.load_bytecode(bucket)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()
        if (disk := self._on_disk()) is not None:
            with contextlib.suppress(OSError):  # a cache that cannot be written never stops a build
                disk.dump_bytecode(bucket)

    def _on_disk(self) -> BytecodeCache | None:
        if not self.on_disk:
            return None
        if not self._disk_tried:
            self._disk_tried = True
            if not os.environ.get("COURSEBOOK_NO_CACHE"):
                with contextlib.suppress(RuntimeError, OSError):  # no folder only this user may write
                    self._disk = FileSystemBytecodeCache(pattern="coursebook-%s.cache")
        return self._disk


class PageWarnings(logging.Handler):
    """Collects warnings by the page being read or rendered when they are given.

    ``current`` names that page (its src_uri), or None between pages.
    """

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.current: Callable[[], str | None] = lambda: None
        self.records: dict[str, list[logging.LogRecord]] = {}

    def emit(self, record: logging.LogRecord) -> None:
        if (src := self.current()) is not None:
            self.records.setdefault(src, []).append(record)


def replay(records: list[logging.LogRecord]) -> None:
    """Give ``records`` again, through the loggers that gave them (so `--strict` counts them)."""
    for record in records:
        logging.getLogger(record.name).handle(record)


class PageReads:
    """The files each page's Markdown read while it was rendered (pymdownx.snippets' includes),
    by the page being rendered (``current``, as PageWarnings'), each with its content's digest."""

    def __init__(self) -> None:
        self.current: Callable[[], str | None] = lambda: None
        self.records: dict[str, dict[str, str | None]] = {}

    def see(self, paths: list[str]) -> None:
        if (src := self.current()) is not None:
            self.records.setdefault(src, {}).update((path, file_digest(path)) for path in paths)


def file_digest(path: str) -> str | None:
    """The digest of the file at ``path``, None when there is none."""
    try:
        with open(path, "rb") as file:
            return hashlib.blake2b(file.read(), digest_size=16).hexdigest()
    except OSError:
        return None


def reads_unchanged(reads: dict[str, str | None]) -> bool:
    """Whether every file a page read (PageReads') is as it was."""
    return all(file_digest(path) == seen for path, seen in reads.items())
