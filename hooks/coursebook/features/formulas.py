"""Formulas typeset at build time (coursebook/mathtype.py): no KaTeX JavaScript in any page.

In on_env every page is rendered and excerpts are taken (features/posts.py, from
the TeX); the formulas of all pages are typeset in one batch, cached by their
TeX (for the rest of the process, and under --dirty on disk beside the page cache), and
put in the pages' HTML before the feeds read it (features/feeds.py runs later).
KaTeX's stylesheet is linked only from pages that hold a formula (overrides/main.html).
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING

from coursebook.mathtype import (
    KATEX_SCRIPT,
    MathUnavailable,
    formulas_in,
    line_of,
    replace_formulas,
    typeset,
)
from coursebook.nodemodules import find_node_file, package_version
from coursebook.preview.memo import Kept
from coursebook.state import Session

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files

log = logging.getLogger("mkdocs.plugins.coursebook")


def on_env(session: Session, env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    build = session.build
    # By a page's HTML, what the last build found and typeset in it: a preview's save changes few
    # pages (a build has no next one to keep them for).
    found_in, typeset_in = (session.page_formulas, session.typeset_html) if session.serving else (Kept(), Kept())
    found_in.start({})
    typeset_in.start({})
    found = {
        src: found_in.get(page.content, partial(formulas_in, page.content))
        for src, page in build.pages.items()
        if page.content and "arithmatex" in page.content
    }
    if not found:
        return env
    katex = find_node_file(KATEX_SCRIPT, config.config_file_path)
    name = f"formulas-katex-{package_version('katex', config.config_file_path)}"
    typeset_already = session.formulas  # by TeX, for the whole process: a preview's rebuilds reuse it
    if katex is not None:  # and a --dirty build starts with the last one's from the cache
        typeset_already.update(session.stored(config, name))
    missing = {formula for formulas in found.values() for formula in formulas if formula not in typeset_already}
    if missing:
        try:
            if katex is None:
                raise MathUnavailable("KaTeX is not in node_modules/")
            typeset_already.update(typeset(sorted(missing, key=lambda formula: formula.tex), katex))
        except MathUnavailable as err:
            log.warning(
                f"Formulas: KaTeX could not run ({err}): run `npm ci` in the project folder; formulas show "
                "as their TeX source"
            )
            return env
    # This build's formulas, for the next build: one edited away is not kept.
    session.keep(
        config, name, {formula: typeset_already[formula] for formulas in found.values() for formula in formulas}
    )
    for src, formulas in found.items():
        page = build.pages[src]
        for formula in dict.fromkeys(formulas):
            if (error := typeset_already[formula].error) is not None:
                line = line_of(formula, build.site.texts.get(src, ""))
                where = f"{src}, line {line}" if line else src
                log.warning(f"{where}: formula '{formula.tex}' is not valid KaTeX ({error}); shown as its source")
        source = page.content or ""
        page.content = typeset_in.get(source, partial(replace_formulas, source, typeset_already))
    return env
