"""What Coursebook knows, on one object the plugin (coursebook/plugin.py) hands every feature.

``Session`` is what one MkDocs process keeps: the plugin holds it, and MkDocs
keeps a plugin that has ``on_startup`` for the whole of `mkdocs serve`, so a
preview's rebuilds share it on purpose (typeset formulas, feeds written, the
preview's memory of each page, the search run under way). Nothing else keeps
state between builds: no feature has module-level caches.

``Build`` is one build's: the ``Site`` (coursebook/site.py), everything loaded
from the sources and final before any page is rendered, plus what only MkDocs
knows as it goes. Each field has one owner, the feature and event that write
it (ARCHITECTURE.md). A new Build starts in every on_files.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from coursebook.lang import lang_of
from coursebook.pages import index_src, term_src
from coursebook.preview.carryover import CompiledTemplates, PageReads, PageWarnings
from coursebook.preview.key import render_key
from coursebook.preview.memo import Kept
from coursebook.preview.store import Stores, site_store
from coursebook.site import Identity, Reread, Site

if TYPE_CHECKING:
    from collections.abc import Callable

    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page

    from coursebook.mathtype import Formula, Typeset
    from coursebook.preview.record import Memory
    from coursebook.preview.store import DiskCache
    from coursebook.searchindex import Indexer


@dataclass
class Build:
    """One build's site model, and what MkDocs adds to it event by event."""

    site: Site  # posts.py, on_files
    urls: dict[str, str] = field(default_factory=dict)  # posts.py, on_nav: published pages' URLs by src_uri
    # posts.py, on_nav: src_uri -> {lang: src_uri}
    translations: dict[str, dict[str, str]] = field(default_factory=dict)
    navs: dict[str, Navigation] = field(default_factory=dict)  # i18n.py, on_nav: each language's navigation
    pages: dict[str, Page] = field(default_factory=dict)  # posts.py, on_env: MkDocs pages by src_uri
    env: Environment | None = None  # posts.py, on_env: the theme's templates
    excerpts: dict[str, str] = field(default_factory=dict)  # posts.py, on_env: by post src_uri
    contents: dict[str, str] = field(default_factory=dict)  # feeds.py, on_env: posts' HTML for feeds
    rendered: dict[str, str] = field(default_factory=dict)  # series.py, on_env: courses' parts and landing pages' HTML
    own: Identity = field(default_factory=lambda: Identity("", "", None))  # posts.py, on_files: mkdocs.yml's
    search: Indexer | None = None  # search.py, on_env: the search index being made as pages are written
    search_digest: dict[str, str] | None = None  # search.py, on_env: Plan.digests of this build's pages
    # search.py, on_post_build: work under way in a thread (Pagefind writing the index) that
    # the build waits for once every feature's on_post_build ran (plugin.py)
    finishing: list[Callable[[], None]] = field(default_factory=list)
    drawings: dict[str, str] = field(default_factory=dict)  # diagrams.py, on_env: a diagram's source -> its light SVG
    # diagrams.py, on_files: the diagrams of the pages' Markdown (their sources) being drawn while pages render
    drawing: tuple[list[str], Future[dict[str, list[str]]]] | None = None
    fenced: frozenset[str] = frozenset()  # diagrams.py, on_files: the sources of the pages' ```mermaid fences
    parts: dict[tuple[str, str], Any] = field(default_factory=dict)  # views.computed_once: (src_uri, part) -> its value
    served: frozenset[str] = frozenset()  # authoring.py, on_page_content: every file's path in the built site

    def templates(self) -> Environment:
        """The theme's templates; only from on_env on (features/posts.py keeps them there)."""
        if self.env is None:
            raise RuntimeError("Coursebook: a feature rendered a template before on_env")
        return self.env

    def identity(self, lang: str) -> Identity:
        """The site's name, description and copyright for readers of ``lang`` (``extra.en`` for English)."""
        return self.site.settings.identity(lang, self.own)

    def index_url(self, kind: str, lang: str) -> str | None:
        """The URL of the index page of ``kind`` (coursebook/pages.py) in ``lang``, if there is one."""
        return self.urls.get(index_src(kind, lang))

    def term_url(self, lang: str, attribute: str, name: str) -> str | None:
        """Where a reader of ``lang`` finds the posts under a tag (``attribute="tags"``) or
        category ``name``: its page, else (a term no published post has) the tags page."""
        term = self.site.vocabulary.term(name)
        own = self.urls.get(term_src(attribute, term.slug, lang)) if term else None
        return own or self.index_url("terms", lang)

    def versions_of(self, src: str) -> dict[str, str]:
        """The published versions of page ``src`` by language, itself included."""
        return self.translations.get(src) or {lang_of(src): src}


@dataclass
class Preview:
    """What `serve --dirty` and `build --dirty` keep between builds (features/incremental.py)."""

    active: bool = False  # --dirty: pages are fingerprinted and kept
    drafts: bool = False  # serve: a build makes drafts too
    memories: dict[tuple[str, str], Memory] = field(default_factory=dict)  # by (mkdocs.yml, site_dir)
    bytecode: CompiledTemplates = field(default_factory=CompiledTemplates)
    warnings: PageWarnings = field(default_factory=PageWarnings)
    reads: PageReads = field(default_factory=PageReads)
    code_at_start: dict[str, int] = field(default_factory=dict)  # under serve: each engine file's mtime


@dataclass
class Session:
    """What one MkDocs process keeps for Coursebook; ``build`` is the build under way."""

    command: str = "build"  # what on_startup said: build, serve or gh-deploy
    enabled: frozenset[str] = frozenset()  # the features switched on (coursebook/plugin.py)
    dirty: bool = False
    formulas: dict[Formula, Typeset] = field(default_factory=dict)  # by TeX: a preview's rebuilds reuse them
    # features/formulas.py, by a page's HTML: the formulas in it, and the HTML with them typeset
    page_formulas: Kept[str, list[Formula]] = field(default_factory=Kept)
    typeset_html: Kept[str, str] = field(default_factory=Kept)
    # features/posts.py: what the last build made of each page (site.Reread): a save reads one page again, not all
    reread: Reread = field(default_factory=Reread)
    # under serve, by folder: the installed theme's files, listed once (internals.list_theme_files_once)
    theme_files: dict[str, tuple[str, ...]] = field(default_factory=dict)
    search_lock: threading.Lock = field(default_factory=threading.Lock)
    # Under serve, by site folder: the index being written in the background.
    search_runs: dict[str, tuple[Indexer, threading.Thread]] = field(default_factory=dict)
    # plugin.py: each switched-on feature's written_files(build, config), the files it writes
    # besides MkDocs' pages (site-relative; a name ending in "/" is a folder it keeps whole)
    writers: tuple[Callable[[Build, MkDocsConfig], set[str]], ...] = ()
    stores: Stores = field(default_factory=Stores)  # what features keep between builds, by name
    keyed: tuple[object, str] | None = None  # the last configuration and its render key (coursebook/preview/key.py)
    preview: Preview = field(default_factory=Preview)
    current: Build | None = None  # features/posts.py, on_files

    @property
    def serving(self) -> bool:
        return self.command == "serve"

    def disk_cache(self, config: MkDocsConfig, enabled: bool | None = None) -> DiskCache | None:
        """The site's cache on disk (coursebook/preview/store.py) for this build, unless it is turned
        off (`extra.cache: false`, COURSEBOOK_NO_CACHE=1), in the folder of the site's render key.
        ``enabled``: the site's `extra.cache`, for a feature that reads the cache before the
        build's settings are read (by default, the build's)."""
        on = self.build.site.settings.cache if enabled is None else enabled
        return site_store(config.config_file_path, on, self.render_key(config))

    def stored(self, config: MkDocsConfig, name: str, enabled: bool | None = None) -> dict:
        """The value features keep under ``name`` (coursebook/preview/store.py's Stores): this
        process's, else, in a build that reads the cache (--dirty), the cache's; {} if none."""
        return self.stores.get(name, self._cache_read(config, enabled))

    def keep(self, config: MkDocsConfig, name: str, value: dict, at_once: bool = False) -> None:
        """Keep ``value`` under ``name`` for the next build (and the next --dirty process)."""
        self.stores.put(name, value, self._cache_read(config) if at_once else None, at_once)

    def save_stores(self, config: MkDocsConfig) -> None:
        """The build has ended: write what features kept (in the cache, under --dirty)."""
        self.stores.save(self._cache_read(config))

    def _cache_read(self, config: MkDocsConfig, enabled: bool | None = None) -> DiskCache | None:
        return self.disk_cache(config, enabled) if self.dirty else None

    def render_key(self, config: MkDocsConfig) -> str:
        """What renders the site of ``config`` (coursebook/preview/key.py), digested once per build."""
        if self.keyed is None or self.keyed[0] is not config:
            self.keyed = (config, render_key(config))
        return self.keyed[1]

    @property
    def build(self) -> Build:
        """The build under way; only from on_files on (features/posts.py makes it there)."""
        if self.current is None:
            raise RuntimeError("Coursebook: a feature read the build before on_files made it")
        return self.current
