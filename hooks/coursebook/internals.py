"""The one place that touches private attributes of MkDocs and watchdog.

Each has no public API for what Coursebook needs. tests/unit/test_internals.py
checks every one against the installed MkDocs, ProperDocs and watchdog, so that
an upgrade that renames one fails there, by name, rather than as a wrong preview.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING

from mkdocs.structure.pages import Page

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.base import BaseConfigOption, Config
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.livereload import LiveReloadServer
    from mkdocs.structure.files import File
    from mkdocs.theme import Theme


def schema_options(schema: type[Config]) -> list[tuple[str, BaseConfigOption]]:
    """The (key, option) pairs of a Config schema class.

    MkDocs' own Config.validate stops at the first wrong key; we want them all.
    """
    return list(schema._schema)


def current_page_src(config: MkDocsConfig) -> str | None:
    """The src_uri of the page MkDocs is reading or rendering now, None between pages."""
    page = getattr(config, "_current_page", None)
    return page.file.src_uri if page is not None else None


def rendered_title(page: Page) -> str | None:
    """The title MkDocs took from a page's first heading when it rendered it."""
    return page._title_from_render


def restore_rendered_title(page: Page, title: str | None) -> None:
    """Give a page that is not rendered again the title its last rendering found."""
    page._title_from_render = title


def page_of(file: File, config: MkDocsConfig) -> Page:
    """The page of documentation file ``file``, made as MkDocs makes one for a page outside the
    nav (it would a moment later, after on_nav), so that its URL is known in on_nav."""
    if file.page is None:
        Page(None, file, config)  # sets file.page
    assert file.page is not None
    return file.page


def mark_modified(file: File, modified: bool) -> None:
    """Answer MkDocs' "is this file modified?" (asked under --dirty, before reading and rendering
    a page) with ``modified``: MkDocs compares modification times and has no other hook for it."""
    file.is_modified = _yes if modified else _no  # type: ignore[method-assign]


def _yes() -> bool:
    return True


def _no() -> bool:
    return False


def set_poll_interval(server: LiveReloadServer, seconds: float) -> None:
    """Make `mkdocs serve`'s file watcher poll every ``seconds`` (watchdog has no setter)."""
    for poller in (server.observer, *server.observer.emitters):
        poller._timeout = seconds  # type: ignore[attr-defined]  # watchdog's emitters and observer both have it


def list_theme_files_once(theme: Theme, listed: dict[str, tuple[str, ...]], changing: Collection[str]) -> None:
    """Make the template environments of ``theme`` list the files of its folders not in
    ``changing`` once per process (``listed``, by folder), the others every time.

    MkDocs lists every file of the theme's folders when a build starts (`Files.add_files_from_theme`,
    through the environment's ``list_templates``): 14,541 for Material, a tenth of a save under
    serve, which loads the config and the theme anew for every rebuild. Names with a part that
    starts with a dot (Material's ``.icons``, most of them) are left out: MkDocs' filter of the
    theme's files leaves them out of the site anyway. Nothing else lists templates."""
    make_env, moving = theme.get_env, frozenset(changing)

    def get_env() -> Environment:
        env = make_env()
        # The folders as they are now: another plugin's on_config may have added one.
        env.list_templates = functools.partial(_theme_files, list(theme.dirs), listed, moving)  # type: ignore[method-assign]
        return env

    theme.get_env = get_env  # type: ignore[method-assign]  # MkDocs calls it once a build, after on_config


def _theme_files(
    folders: list[str],
    listed: dict[str, tuple[str, ...]],
    changing: frozenset[str],
    extensions: Collection[str] | None = None,
    filter_func: Callable[[str], bool] | None = None,
) -> list[str]:
    """What ``jinja2.Environment.list_templates`` returns for a FileSystemLoader of ``folders``, but
    for names with a dot part, the unchanging folders' names taken from ``listed``."""
    names: set[str] = set()
    for folder in folders:
        if folder in changing:
            names.update(_files_under(folder))
        else:
            if folder not in listed:
                listed[folder] = tuple(_files_under(folder))
            names.update(listed[folder])
    found = sorted(names)
    if extensions is not None:
        found = [name for name in found if "." in name and name.rsplit(".", 1)[1] in extensions]
    return [name for name in found if filter_func(name)] if filter_func is not None else found


def _files_under(folder: str) -> list[str]:
    found = []
    for top, subfolders, files in os.walk(folder):
        subfolders[:] = [name for name in subfolders if not name.startswith(".")]
        under = os.path.relpath(top, folder).replace(os.sep, "/")
        found += [name if under == "." else f"{under}/{name}" for name in files if not name.startswith(".")]
    return found


def watch_snippet_lookups(seen: Callable[[list[str]], None]) -> None:
    """Call ``seen`` with the files pymdownx.snippets looks at for each file a page includes:
    the name in each of its base folders (a file created in one may be found next time) and
    the file it found. The extension has no hook for it; it is looked up on the class, so
    this is the one patch of it, made again by each build with the build's ``seen``."""
    try:
        from pymdownx.snippets import SnippetPreprocessor
    except ImportError:
        return
    lookup = getattr(SnippetPreprocessor.get_snippet_path, "__wrapped__", SnippetPreprocessor.get_snippet_path)

    @functools.wraps(lookup)
    def get_snippet_path(self: SnippetPreprocessor, path: str) -> str | None:
        found = lookup(self, path)
        seen(
            [os.path.abspath(name) for name in [*(os.path.join(base, path) for base in self.base_path), found] if name]
        )
        return found

    SnippetPreprocessor.get_snippet_path = get_snippet_path
