"""The one line of mkdocs.yml that switches Coursebook on: ``plugins: [coursebook]``.

A MkDocs plugin (an entry point of this package, so a site needs no copy of
any file) that runs the features, each a module of event handlers in
``coursebook/features/``, in the order ``FEATURES`` fixes. Why a plugin rather
than a hook module a site lists: a hook is a path relative to the site's
mkdocs.yml, so every site would carry a copy of the engine or a path into a
checkout; a plugin is found by name wherever the package is installed, takes
its switches under its name in mkdocs.yml, and MkDocs keeps one plugin object
for the whole of `mkdocs serve` (it has ``on_startup``), which is where the
state a preview keeps between rebuilds lives (coursebook/state.py).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from mkdocs.config import config_options
from mkdocs.config.base import Config
from mkdocs.plugins import BasePlugin, event_priority

from coursebook.features import (
    assets,
    authoring,
    diagrams,
    exports,
    feeds,
    formulas,
    i18n,
    incremental,
    posts,
    redirects,
    search,
    series,
    sharing,
    theme,
)
from coursebook.state import Session

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.livereload import LiveReloadServer
    from mkdocs.structure.files import Files
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page
    from mkdocs.utils.templates import TemplateContext

# The order every event runs the features in. Each reads only what a feature above it
# wrote (ARCHITECTURE.md has the table, and tests/unit/test_architecture.py holds it to
# this list). A handler marked with mkdocs.plugins.event_priority runs before the others
# of its event (incremental's on_env and on_post_build).
FEATURES: tuple[ModuleType, ...] = (
    theme,
    posts,
    formulas,
    diagrams,
    authoring,
    i18n,
    series,
    exports,
    feeds,
    sharing,
    redirects,
    assets,
    search,
    incremental,
)
REQUIRED = ("theme", "posts")  # every other feature reads the site model these two make


_NO_WORKERS = (
    "'{}' no longer does anything: Coursebook builds pages in one process, and a deploy "
    "(`mkdocs build --dirty`) renders only the pages that changed. Remove it from the plugin's settings."
)


def feature_name(module: ModuleType) -> str:
    return module.__name__.rsplit(".", 1)[-1]


class CoursebookConfig(Config):
    """``plugins: - coursebook: {feeds: false}``: each feature but the required ones can be switched off."""

    formulas = config_options.Type(bool, default=True)
    diagrams = config_options.Type(bool, default=True)
    authoring = config_options.Type(bool, default=True)
    i18n = config_options.Type(bool, default=True)
    series = config_options.Type(bool, default=True)
    exports = config_options.Type(bool, default=True)
    feeds = config_options.Type(bool, default=True)
    sharing = config_options.Type(bool, default=True)
    redirects = config_options.Type(bool, default=True)
    assets = config_options.Type(bool, default=True)
    search = config_options.Type(bool, default=True)
    incremental = config_options.Type(bool, default=True)
    # Read and ignored with a warning: the build no longer forks workers (issue 44; 0.2.0).
    parallel = config_options.Deprecated(message=_NO_WORKERS, option_type=config_options.Type(bool))
    workers = config_options.Deprecated(message=_NO_WORKERS, option_type=config_options.Type(int))


_SWITCHES = frozenset(feature_name(module) for module in FEATURES)


def handlers(event: str, enabled: frozenset[str] | set[str]) -> list[Callable[..., Any]]:
    """The handlers of ``event`` of the ``enabled`` features, in the order they run."""
    found = [
        getattr(module, event) for module in FEATURES if feature_name(module) in enabled and hasattr(module, event)
    ]
    # sorted() is stable: the same priority keeps FEATURES' order.
    return sorted(found, key=lambda handler: -getattr(handler, "mkdocs_priority", 0))


class CoursebookPlugin(BasePlugin[CoursebookConfig]):
    """Runs every enabled feature's handler of each MkDocs event, handing it the session."""

    def __init__(self) -> None:
        self.session = Session()
        self._handlers: dict[tuple[str, frozenset[str]], list[Callable[..., Any]]] = {}

    def _read_switches(self) -> None:
        """The features switched on, read when a build starts (MkDocs loads the config anew for
        each rebuild of `serve`, so the switches may change between rebuilds)."""
        self.session.enabled = frozenset(
            {*REQUIRED, *(name for name, on in self.config.items() if on is True and name in _SWITCHES)}
        )
        self.session.writers = tuple(
            module.written_files
            for module in FEATURES
            if feature_name(module) in self.session.enabled and hasattr(module, "written_files")
        )

    def _run(self, event: str, item: Any = None, **kwargs: Any) -> Any:
        enabled = self.session.enabled
        if (found := self._handlers.get((event, enabled))) is None:  # once per event and set of switches
            found = self._handlers[event, enabled] = handlers(event, enabled)
        for handler in found:
            result = handler(self.session, item, **kwargs) if item is not None else handler(self.session, **kwargs)
            if result is not None:
                item = result
        return item

    def on_startup(self, *, command: str, dirty: bool) -> None:
        self.session.command, self.session.dirty = command, dirty
        self._read_switches()
        self._run("on_startup", command=command, dirty=dirty)

    def on_shutdown(self) -> None:
        self._run("on_shutdown")

    def on_serve(self, server: LiveReloadServer, /, *, config: MkDocsConfig, builder: Callable) -> LiveReloadServer:
        return self._run("on_serve", server, config=config, builder=builder)

    # Before other plugins' on_config: Material's search plugin already renders a template with
    # the site's language (zh-CN), which only the engine's templates have.
    @event_priority(50)
    def on_config(self, config: MkDocsConfig) -> MkDocsConfig:
        self.session.current = None  # a new build starts: nothing of the last one is read by mistake
        self._read_switches()
        return self._run("on_config", config)

    def on_files(self, files: Files, /, *, config: MkDocsConfig) -> Files:
        return self._run("on_files", files, config=config)

    def on_nav(self, nav: Navigation, /, *, config: MkDocsConfig, files: Files) -> Navigation:
        return self._run("on_nav", nav, config=config, files=files)

    def on_env(self, env: Environment, /, *, config: MkDocsConfig, files: Files) -> Environment:
        return self._run("on_env", env, config=config, files=files)

    def on_page_markdown(self, markdown: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        return self._run("on_page_markdown", markdown, page=page, config=config, files=files)

    def on_page_content(self, html: str, /, *, page: Page, config: MkDocsConfig, files: Files) -> str:
        return self._run("on_page_content", html, page=page, config=config, files=files)

    def on_page_context(
        self, context: TemplateContext, /, *, page: Page, config: MkDocsConfig, nav: Navigation
    ) -> TemplateContext:
        return self._run("on_page_context", context, page=page, config=config, nav=nav)

    def on_post_page(self, output: str, /, *, page: Page, config: MkDocsConfig) -> str:
        return self._run("on_post_page", output, page=page, config=config)

    def on_post_build(self, *, config: MkDocsConfig) -> None:
        self._run("on_post_build", config=config)
        if (build := self.session.current) is not None:
            for wait in build.finishing:  # what a feature left running meanwhile (the search index)
                wait()
            self.session.save_stores(config)  # what features kept for the next build

    def on_build_error(self, *, error: Exception) -> None:
        self._run("on_build_error", error=error)
