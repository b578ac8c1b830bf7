"""What a preview keeps on disk between runs, so that `mkdocs serve --dirty` starts warm.

In ``.cache/coursebook/<key>/`` beside mkdocs.yml: for each page rendered,
what MkDocs made of it and the HTML written for it, filed under the page's
fingerprint (coursebook/preview/record.py), and an index of the last build's
fingerprints. ``key`` digests everything that renders the site's pages but
their own sources (coursebook/preview/key.py: code, packages, configuration,
hooks, templates), so an upgrade, an edit of the engine or of the configuration
starts a new folder (and the old one is deleted). Only the last build's pages are kept. A file that cannot be
read back is ignored (the page is rendered), never trusted.

The files are pickles, read by an unpickler that builds only the few classes the cache
holds (Python's own advice for untrusted pickles, "Restricting Globals"): the cache may come
back from a CI cache or a shared folder, and a pickle that names any other callable, as one
that would run a command does, is unreadable, never run.
"""

from __future__ import annotations

import os
import pickle
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from coursebook.preview.record import Snapshot


@dataclass(frozen=True)
class Entry:
    """One page in the index: its fingerprint and what it showed of the posts it lists."""

    fingerprint: str
    excerpts: str
    record: tuple[tuple[str, str], ...] = ()  # what the fingerprint digests, by name (record.py)


CACHE_DIR = ".cache/coursebook"

# Every class the cache's files hold, and nothing else: data, with no behaviour on loading.
_ALLOWED = frozenset(
    {
        ("coursebook.preview.store", "Entry"),
        ("coursebook.preview.record", "Snapshot"),
        ("coursebook.mathtype", "Formula"),
        ("coursebook.mathtype", "Typeset"),
        ("mkdocs.structure.toc", "TableOfContents"),
        ("mkdocs.structure.toc", "AnchorLink"),
        ("logging", "LogRecord"),  # the warnings a page's rendering gave, repeated when it is not rendered
        *(("datetime", name) for name in ("date", "datetime", "time", "timedelta", "timezone")),
        *(("builtins", name) for name in ("set", "frozenset", "bytearray")),
    }
)


class _DataUnpickler(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> type:
        if (module, name) not in _ALLOWED:
            raise pickle.UnpicklingError(f"{module}.{name} is not data the cache holds")
        return super().find_class(module, name)


def site_store(config_file: str | None, enabled: bool, key: str) -> DiskCache | None:
    """The cache of the site whose mkdocs.yml is ``config_file``, in the folder of ``key``
    (coursebook/preview/key.py: what renders the site); None when it is turned off
    (``enabled`` false, or COURSEBOOK_NO_CACHE set)."""
    if not enabled or os.environ.get("COURSEBOOK_NO_CACHE") or not config_file:
        return None
    return DiskCache(Path(config_file).parent / CACHE_DIR / key)


class DiskCache:
    """The cache folder of one site and one key; every read that fails counts in ``unreadable``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.unreadable = 0

    def index(self) -> dict[str, Entry]:
        """The last build's pages (src_uri -> entry), or {} when there is none or it cannot be read."""
        loaded = self._load(self.folder / "index.pickle")
        return loaded if isinstance(loaded, dict) else {}

    def page(self, fingerprint: str) -> tuple[Snapshot, bytes] | None:
        """What a page with ``fingerprint`` (its own and its listed excerpts') was rendered to:
        its snapshot and its HTML."""
        loaded = self._load(self._page_file(fingerprint))
        if (
            isinstance(loaded, tuple)
            and len(loaded) == 2
            and isinstance(loaded[0], Snapshot)
            and isinstance(loaded[1], bytes)
        ):
            return loaded
        if loaded is not None:
            self.unreadable += 1
        return None

    def save_page(self, fingerprint: str, snapshot: Snapshot, html: bytes) -> None:
        path = self._page_file(fingerprint)
        if not path.exists():
            self._dump(path, (snapshot, html))

    def save_index(self, index: dict[str, Entry], keep: set[str]) -> None:
        """Save the last build's index and drop what no later build can use: pages not in
        ``keep`` (the fingerprints of the pages just built) and the folders of other keys
        (older versions of the packages or the engine)."""
        self._dump(self.folder / "index.pickle", index)
        for folder in (self.folder / "pages").glob("*"):
            for path in folder.glob("*.pickle"):
                if path.stem not in keep:
                    path.unlink(missing_ok=True)
        for other in self.folder.parent.iterdir():
            if other != self.folder and other.is_dir() and (other / "index.pickle").exists():
                shutil.rmtree(other, ignore_errors=True)

    def load(self, name: str) -> object:
        """The value saved under ``name``, or None (never saved, or unreadable)."""
        return self._load(self.folder / f"{name}.pickle")

    def save(self, name: str, value: object) -> None:
        self._dump(self.folder / f"{name}.pickle", value)

    def _page_file(self, fingerprint: str) -> Path:
        return self.folder / "pages" / fingerprint[:2] / f"{fingerprint}.pickle"

    def _load(self, path: Path) -> object:
        try:
            with path.open("rb") as file:
                return _DataUnpickler(file).load()  # our own kind of file, or nothing
        except FileNotFoundError:
            return None
        except Exception:  # noqa: BLE001 - a truncated or foreign file: whatever unpickling raises
            self.unreadable += 1
            return None

    def _dump(self, path: Path, value: object) -> None:
        """Write atomically: a build stopped half-way leaves the old file or none, never half a file."""
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as file:
                pickle.dump(value, file, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, path)
        except Exception:  # noqa: BLE001 - a cache that cannot be written must never stop a build
            Path(temporary).unlink(missing_ok=True)


class Stores:
    """The named values features keep from one build to the next (formulas typeset, posts' HTML
    as feeds carry it, the pinyin of names, …): in this process for a preview's next rebuild,
    and in the cache for the next `--dirty` process. A feature asks for a value by name and hands
    back this build's; only this class reads and writes them, each once: a value is read from
    the cache the first time it is asked for, and what changed is written when the build ends
    (coursebook/plugin.py), or at once when the feature must not wait (the search index's
    record, written by a thread that may outlive the build)."""

    def __init__(self) -> None:
        self._values: dict[str, dict] = {}
        self._unsaved: set[str] = set()

    def get(self, name: str, cache: DiskCache | None) -> dict:
        """The value kept under ``name`` (read-only: ``put`` a new one), {} when there is none."""
        if name not in self._values:
            saved = cache.load(name) if cache is not None else None
            self._values[name] = saved if isinstance(saved, dict) else {}
        return self._values[name]

    def put(self, name: str, value: dict, cache: DiskCache | None, at_once: bool = False) -> None:
        """Keep ``value`` under ``name``; in ``cache`` when the build ends, or now (``at_once``)."""
        if self._values.get(name) != value:
            self._values[name] = value
            self._unsaved.add(name)
        if at_once:
            self.save(cache, {name})

    def save(self, cache: DiskCache | None, names: set[str] | None = None) -> None:
        """Write the values put since they were last written (``names`` only, when given)."""
        for name in sorted(self._unsaved if names is None else self._unsaved & names):
            if cache is not None:
                cache.save(name, self._values[name])
            self._unsaved.discard(name)
