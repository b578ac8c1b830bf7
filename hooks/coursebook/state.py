"""What one build knows, shared by the hook modules through ``config["coursebook"]``.

The ``Site`` (coursebook/site.py) is everything loaded from the sources, final
before any page is rendered. ``Build`` adds what only MkDocs knows as it goes:
each field has one owner, the hook module and event that write it (the table
in the README's developer section). Kept on the config object rather than in
module globals: MkDocs makes a new config for every build, so `mkdocs serve`
starts each rebuild afresh.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from coursebook.lang import lang_of
from coursebook.pages import index_src, term_src

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.structure.nav import Navigation
    from mkdocs.structure.pages import Page

    from coursebook.site import Site

KEY = "coursebook"


@dataclass
class Build:
    """One build's site model, and what MkDocs adds to it event by event."""

    site: Site  # posts.py, on_files
    urls: dict[str, str] = field(default_factory=dict)  # posts.py, on_nav: published pages' URLs by src_uri
    translations: dict[str, dict[str, str]] = field(default_factory=dict)  # posts.py, on_nav: src_uri -> {lang: src_uri}
    navs: dict[str, Navigation] = field(default_factory=dict)  # i18n.py, on_nav: each language's navigation
    pages: dict[str, Page] = field(default_factory=dict)  # posts.py, on_env: MkDocs pages by src_uri
    env: Environment | None = None  # posts.py, on_env: the theme's templates
    excerpts: dict[str, str] = field(default_factory=dict)  # posts.py, on_env: by post src_uri
    contents: dict[str, str] = field(default_factory=dict)  # feeds.py, on_env: posts' HTML for feeds
    rendered: dict[str, str] = field(default_factory=dict)  # series.py, on_env: courses' parts and landing pages' HTML
    names: tuple[str, str] = ("", "")  # posts.py, on_files: mkdocs.yml's site_name and site_description

    def identity(self, lang: str) -> tuple[str, str]:
        """The site's name and description for readers of ``lang`` (``extra.en`` for English)."""
        return self.site.settings.identity(lang, *self.names)

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
