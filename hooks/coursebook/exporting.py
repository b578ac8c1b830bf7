"""`coursebook export epub COURSE`: the site built once, in this process, into a folder
of its own with ``extra.exports: [epub]`` switched on, and the course's book copied out.

The build is the site's own (its settings, its pages as a reader gets them), so the book
holds what the site shows; it writes nothing in the site's folder or its cache.
"""

from __future__ import annotations

import logging
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from coursebook.lang import LANGS


def export_book(config_file: Path, course: str, lang: str, out: Path | None, say: Callable[[str], None]) -> int:
    """Write the EPUB of ``course`` in ``lang`` to ``out`` (default: ./COURSE.epub, ./COURSE.en.epub);
    the exit code. ``say`` prints a line for the writer."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import Abort, MkDocsException

    target = out or Path(f"{course}.epub" if lang == LANGS[0] else f"{course}.{lang}.epub")
    warnings = _Warnings()
    logging.getLogger("mkdocs").addHandler(warnings)
    try:
        with tempfile.TemporaryDirectory(prefix="coursebook-export-") as folder:
            config = load_config(str(config_file), site_dir=folder)
            config.extra["exports"], config.extra["cache"] = ["epub"], False
            config.plugins.on_startup(command="build", dirty=False)
            try:
                build(config)
            finally:
                config.plugins.on_shutdown()
            books = _books(Path(folder), lang)
            if course not in books:
                known = ", ".join(sorted(books)) or "none"
                say(f"coursebook: no course '{course}' with published parts in {lang}; courses: {known}")
                return 2
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(books[course], target)
    except (MkDocsException, Abort) as err:
        say(f"coursebook: the site did not build: {err}")
        return 1
    except OSError as err:
        say(f"coursebook: cannot write {err.filename or target} ({err.strerror or err})")
        return 1
    finally:
        logging.getLogger("mkdocs").removeHandler(warnings)
    for line in warnings.lines:
        say(f"warning: {line}")
    say(f"wrote {target}")
    return 0


def _books(site: Path, lang: str) -> dict[str, Path]:
    """The books a build wrote in ``lang``, by course id (features/exports.py: <id>/<id>.epub, under en/ in English)."""
    found = {}
    for path in site.rglob("*.epub"):
        english = path.relative_to(site).parts[0] == "en"
        if path.parent.name == path.stem and english == (lang == "en"):
            found[path.stem] = path
    return found


class _Warnings(logging.Handler):
    """The build's warnings, kept to print after it (the book is still written)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())
