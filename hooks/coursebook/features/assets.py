"""Serve KaTeX's stylesheet and fonts, and Mermaid, from the site itself: no page ever asks a CDN.

Formulas are typeset at build time (features/formulas.py), so no page loads
KaTeX's JavaScript; pages that hold a formula link its stylesheet, and pages
that hold a diagram load Mermaid (overrides/main.html). ``npm ci`` puts both in
``node_modules/``; nothing is copied into ``docs/``.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from mkdocs.structure.files import File

from coursebook.nodemodules import MERMAID, find_node_file

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files

    from coursebook.state import Session

log = logging.getLogger("mkdocs.plugins.coursebook")

KATEX_DEST = "assets/katex"
STYLESHEET = "katex.min.css"
MERMAID_DEST = "assets/mermaid/mermaid.min.js"


def on_files(session: Session, files: Files, config: MkDocsConfig) -> Files:
    if (mermaid := find_node_file(MERMAID, config.config_file_path)) is not None:
        files.append(File.generated(config, MERMAID_DEST, abs_src_path=str(mermaid)))
    else:
        log.warning(
            "Mermaid not found in node_modules/: run `npm ci` in the project folder, or diagrams will show "
            "as their source"
        )
    found = find_node_file(f"katex/dist/{STYLESHEET}", config.config_file_path)
    if found is None:
        log.warning(
            "KaTeX not found in node_modules/: run `npm ci` in the project folder, or formulas will show as TeX source"
        )
        return files
    dist = found.parent
    # The text shows at once in a fallback font while KaTeX's fonts load (KaTeX asks the browser to wait).
    css = (dist / STYLESHEET).read_text(encoding="utf-8").replace("font-display:block", "font-display:swap")
    files.append(File.generated(config, f"{KATEX_DEST}/{STYLESHEET}", content=css))
    for font in sorted((dist / "fonts").glob("*")):
        files.append(File.generated(config, f"{KATEX_DEST}/fonts/{font.name}", abs_src_path=str(font)))
    return files
