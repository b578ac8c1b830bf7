"""Files the ``coursebook`` commands write for a writer: created, never written through a link.

A command checks nothing and then writes: the check and the write are one system call,
so a file (or a dangling symbolic link) that appears at the path is never written over
or through.
"""

from __future__ import annotations

import os
from pathlib import Path

_NO_LINK = getattr(os, "O_NOFOLLOW", 0)  # Windows has no symbolic links to follow here


def write_new(path: Path, text: str) -> None:
    """Create ``path`` holding ``text`` (and the folders it needs). Raises FileExistsError
    when anything is at ``path``, a dangling link included, and OSError when it cannot be
    written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NO_LINK, 0o644)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        out.write(text)


def rewrite(path: Path, text: str) -> None:
    """Replace the text of the existing file ``path``. Raises OSError when ``path`` is a
    symbolic link (what it points to is not the site's to change) or cannot be written."""
    if path.is_symlink():
        raise OSError(f"{path} is a symbolic link; nothing written through it")
    descriptor = os.open(path, os.O_WRONLY | os.O_TRUNC | _NO_LINK)
    with os.fdopen(descriptor, "w", encoding="utf-8") as out:
        out.write(text)
