"""What a preview process carries from one rebuild to the next, besides page snapshots:
compiled templates, and the warnings each page gave while it was rendered."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from jinja2 import BytecodeCache

if TYPE_CHECKING:
    from jinja2.bccache import Bucket


class MemoryBytecodeCache(BytecodeCache):
    """Compiled templates kept in memory (Jinja checks each template's source checksum)."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        if (code := self._code.get(bucket.key)) is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()


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
