"""What a site gets by switching Coursebook on: Material with the engine's templates under
the site's own, Coursebook's Markdown, and no font fetched from the web.

Runs first: every other feature renders with these templates and reads pages
rendered with this Markdown. A site that writes ``markdown_extensions`` itself
keeps exactly its own list; one that writes none gets ``MARKDOWN`` (the demo's
mkdocs.yml writes none).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from mkdocs.exceptions import PluginError

from coursebook import yamlread
from coursebook.fences import DIAGRAM_CLASS
from coursebook.internals import list_theme_files_once
from coursebook.lang import DEFAULT_LANG, HTML_LANG
from coursebook.preview.key import engine_templates
from coursebook.tables import box_tables

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.livereload import LiveReloadServer
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

    from coursebook.state import Session

log = logging.getLogger("mkdocs.plugins.coursebook")

# Material's features the templates lean on: footer neighbours (a course's previous and next part),
# the copy button of code blocks, mounted as each block comes into view ("content.lazy"), not
# all at once when the page loads: each mount forced the page's style and layout (the copy strip
# is drawn by the stylesheet before it, so nothing moves).
FEATURES = ("navigation.footer", "content.code.copy", "content.lazy")


def markdown_extensions() -> dict[str, dict[str, Any]]:
    """Coursebook's Markdown: every extension the writing guide documents, and its settings."""
    from material.extensions.emoji import to_svg, twemoji
    from pymdownx.slugs import slugify
    from pymdownx.superfences import fence_code_format

    return {
        "abbr": {},
        "admonition": {},
        "attr_list": {},
        "def_list": {},
        "footnotes": {},
        "md_in_html": {},
        # A numbered list keeps its first number (4. then 5. is steps 4 and 5, as in CommonMark).
        "sane_lists": {},
        "tables": {},
        # Unicode anchors: a Chinese heading gets a readable id, and [[page#标题]] can name it.
        "toc": {"permalink": True, "slugify": slugify(case="lower")},
        "pymdownx.arithmatex": {"generic": True},
        "pymdownx.betterem": {},
        "pymdownx.caret": {},
        "pymdownx.details": {},
        # Icons and emoji inlined as SVG from Material's own files: nothing is fetched.
        "pymdownx.emoji": {"emoji_index": twemoji, "emoji_generator": to_svg},
        # Plain line numbers: no <a name> without href, no tiny links to tap.
        "pymdownx.highlight": {"anchor_linenums": False, "line_spans": "__span", "pygments_lang_class": True},
        "pymdownx.inlinehilite": {},
        "pymdownx.keys": {},
        "pymdownx.mark": {},
        # A heading needs the space after its #s, as in CommonMark: an Obsidian #tag at a line's start stays a tag.
        "pymdownx.saneheaders": {},
        # ```mermaid blocks become diagrams, drawn in the reader's browser by assets/javascripts/diagrams.js
        # with Mermaid from node_modules/ (features/assets.py), once a diagram nears the screen.
        "pymdownx.superfences": {
            "custom_fences": [{"name": "mermaid", "class": DIAGRAM_CLASS, "format": fence_code_format}]
        },
        "pymdownx.tabbed": {"alternate_style": True},
        "pymdownx.tasklist": {"custom_checkbox": True},
        "pymdownx.tilde": {},
        # A line break between two Chinese characters is no space (hard-wrapped Markdown).
        "coursebook.cjkbreaks": {},
        # **粗体** next to Chinese text pairs as the writer means (coursebook/cjkemphasis.py).
        "coursebook.cjkemphasis": {},
        # Backslash escapes, inline HTML and code spans' spaces as CommonMark reads them (coursebook/inlines.py).
        "coursebook.inlines": {},
    }


# What MkDocs and Material give a site that says nothing: Markdown's three built-in extensions, Roboto.
_BUILTIN_EXTENSIONS = ["toc", "tables", "fenced_code"]
_MATERIAL_FONT = {"text": "Roboto", "code": "Roboto Mono"}


def on_config(session: Session, config: MkDocsConfig) -> MkDocsConfig:
    if config.theme.name != "material":
        raise PluginError(
            "mkdocs.yml: 'theme.name': Coursebook needs Material for MkDocs (name: material), not "
            f"{config.theme.name!r}"
        )
    for key in ("extra", "nav", "markdown_extensions", "mdx_configs", "plugins"):
        value = config.get(key)
        if yamlread.expanded_size(dict(value) if isinstance(value, Mapping) else value) > yamlread.MOST_VALUES:
            raise PluginError(f"mkdocs.yml: {key!r}: {yamlread.TooLargeError()}")  # a billion laughs
    config.theme["language"] = HTML_LANG[DEFAULT_LANG]  # features/posts.py sets each page's own
    templates = str(engine_templates())
    if templates not in config.theme.dirs:  # a site's own custom_dir comes first and wins
        config.theme.dirs.insert(1 if config.theme.custom_dir else 0, templates)
    if session.serving:  # a rebuild loads the theme anew: the installed theme's files are listed once
        changing = [folder for folder in (config.theme.custom_dir, templates) if folder]
        list_theme_files_once(config.theme, session.theme_files, changing)
    config.theme["features"] = [
        *config.theme.get("features", []),
        *(f for f in FEATURES if f not in config.theme.get("features", [])),
    ]
    # The footer names the writer's site, not its generator: Material's "Made with Material for
    # MkDocs" only where the site writes `extra: {generator: true}`.
    config.extra.setdefault("generator", False)
    font = config.theme.get("font")
    if font == _MATERIAL_FONT:
        config.theme["font"] = False  # Material would load Roboto from Google Fonts
    elif font is not False:
        log.warning(
            "mkdocs.yml: 'theme.font': Material loads this font from Google Fonts, which is slow or blocked for many "
            "readers in mainland China; write `font: false` to use the reader's own fonts"
        )
    if config.markdown_extensions == _BUILTIN_EXTENSIONS:  # the site lists none of its own
        for name, settings in markdown_extensions().items():
            if name not in config.markdown_extensions:
                config.markdown_extensions.append(name)
            config.mdx_configs[name] = settings
    return config


def on_env(session: Session, env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    # Every build (and every rebuild of a preview) makes a new template environment: compiled
    # templates are kept, for the process and on disk (Jinja compares each template's source with
    # the one it was compiled from), which saves compiling the theme's templates in every build,
    # whichever features are on.
    env.bytecode_cache = session.preview.bytecode
    session.preview.bytecode.on_disk = session.build.site.settings.cache
    return env


def on_post_page(session: Session, output: str, page: Page, config: MkDocsConfig) -> str:
    # Each Markdown table in Material's scrolling box from the build, not moved there by Material's
    # script after the page has loaded (coursebook/tables.py: what the move cost a phone).
    return box_tables(output)


def on_serve(session: Session, server: LiveReloadServer, config: MkDocsConfig, builder: Any) -> LiveReloadServer:
    # MkDocs watches docs/ and mkdocs.yml; the theme's folders only with --watch-theme. A template
    # edit changes what every page shows (features/incremental.py fingerprints them).
    for folder in (config.theme.custom_dir, str(engine_templates())):
        if folder:
            server.watch(folder)
    return server
