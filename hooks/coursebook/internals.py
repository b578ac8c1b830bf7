"""The one place that touches private attributes of MkDocs and watchdog.

Each has no public API for what Coursebook needs. tests/unit/test_internals.py
checks every one against the installed MkDocs, ProperDocs and watchdog, so that an upgrade that renames one fails there, by name, rather
than as a wrong preview.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mkdocs.config.base import BaseConfigOption, Config
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.livereload import LiveReloadServer
    from mkdocs.structure.pages import Page


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


def set_poll_interval(server: LiveReloadServer, seconds: float) -> None:
    """Make `mkdocs serve`'s file watcher poll every ``seconds`` (watchdog has no setter)."""
    for poller in (server.observer, *server.observer.emitters):
        poller._timeout = seconds
