"""Formulas typeset at build time (coursebook/mathtype.py): no KaTeX JavaScript in any page.

In on_env every page is rendered and excerpts are taken (hooks/posts.py, from
the TeX); the formulas of all pages are typeset in one batch, cached by their
TeX (for the rest of the process, and under --dirty on disk beside the page cache), and
put in the pages' HTML before the feeds read it (hooks/feeds.py comes later in
`hooks:`). KaTeX's stylesheet is linked only from pages that hold a formula
(overrides/main.html).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from coursebook.diskcache import site_cache
from coursebook.mathtype import (
    KATEX_SCRIPT,
    Formula,
    MathUnavailable,
    Typeset,
    formulas_in,
    line_of,
    replace_formulas,
    typeset,
)
from coursebook.nodemodules import find_node_file, package_version
from coursebook.state import KEY, Build

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files

log = logging.getLogger("mkdocs.hooks.coursebook")

HOOKS = Path(__file__).resolve().parent
_typeset: dict[Formula, Typeset] = {}  # by TeX, for the whole process: a preview's rebuilds reuse it
_loaded: set[str] = set()  # the caches on disk read into _typeset
_dirty = False  # `serve --dirty` or `build --dirty`: the builds that use the cache on disk


def on_startup(command: str, dirty: bool) -> None:
    global _dirty
    _dirty = dirty


def on_env(env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    build: Build = config[KEY]
    found = {src: formulas_in(page.content) for src, page in build.pages.items() if page.content and "arithmatex" in page.content}
    if not found:
        return env
    katex = find_node_file(KATEX_SCRIPT, config.config_file_path)
    cache = site_cache(config.config_file_path, build.site.settings.cache, HOOKS) if _dirty else None
    name = f"formulas-katex-{package_version('katex', config.config_file_path)}"
    if cache is not None and katex is not None and f"{cache.folder}/{name}" not in _loaded:
        _loaded.add(f"{cache.folder}/{name}")
        if isinstance(saved := cache.load(name), dict):
            _typeset.update(saved)
    missing = {formula for formulas in found.values() for formula in formulas if formula not in _typeset}
    if missing:
        try:
            if katex is None:
                raise MathUnavailable("KaTeX is not in node_modules/")
            _typeset.update(typeset(sorted(missing, key=lambda formula: formula.tex), katex))
        except MathUnavailable as err:
            log.warning(f"Formulas: KaTeX could not run ({err}): run `npm ci` in the project folder; formulas show as their TeX source")
            return env
        if cache is not None:  # this build's formulas: one edited away is not kept
            cache.save(name, {formula: _typeset[formula] for formulas in found.values() for formula in formulas})
    for src, formulas in found.items():
        page = build.pages[src]
        for formula in dict.fromkeys(formulas):
            if (error := _typeset[formula].error) is not None:
                line = line_of(formula, build.site.texts.get(src, ""))
                where = f"{src}, line {line}" if line else src
                log.warning(f"{where}: formula '{formula.tex}' is not valid KaTeX ({error}); shown as its source")
        page.content = replace_formulas(page.content, _typeset)
    return env
