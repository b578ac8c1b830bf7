"""The one place that touches private attributes of MkDocs, Material and watchdog.

Each has no public API for what Coursebook needs. tests/unit/test_internals.py
checks every one against the installed MkDocs, ProperDocs, Material and
watchdog, so that an upgrade that renames one fails there, by name, rather
than as a wrong preview.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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


def search_plugin(config: MkDocsConfig) -> Any:
    """Material's search plugin of this build, or None when the site does not use it."""
    return config.plugins.get("material/search")


def replace_search_entries(plugin: Any, entries: list[dict]) -> None:
    """Make ``entries`` the search index the plugin writes after this build.

    Its own --dirty merge assumes one changed page per rebuild; ours are complete.
    """
    plugin.search_index.entries = entries
    plugin.search_index_prev = None


def search_entries(plugin: Any) -> list[dict]:
    """The search entries the plugin collected from the pages rendered in this build."""
    index = getattr(plugin, "search_index", None)
    return list(getattr(index, "entries", []))
