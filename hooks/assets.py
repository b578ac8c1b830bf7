"""Serve KaTeX from the site itself: its npm package's files become site files.

``npm ci`` puts KaTeX in ``node_modules/``; nothing is copied into ``docs/``
and no page ever asks a CDN.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from mkdocs.structure.files import File

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files

log = logging.getLogger("mkdocs.hooks.coursebook")

KATEX_DEST = "assets/katex"
# What the pages load (see extra_css / extra_javascript), plus the fonts the CSS names.
_KATEX_FILES = ("katex.min.css", "katex.min.js", "contrib/auto-render.min.js")


def on_files(files: Files, config: MkDocsConfig) -> Files:
    dist = Path(config.config_file_path).parent / "node_modules" / "katex" / "dist"
    if not (dist / "katex.min.js").is_file():
        log.warning(
            f"KaTeX not found in {dist}: run `npm ci` in the project folder, "
            "or formulas will show as TeX source"
        )
        return files
    wanted = [dist / name for name in _KATEX_FILES] + sorted((dist / "fonts").glob("*"))
    for path in wanted:
        uri = f"{KATEX_DEST}/{path.relative_to(dist).as_posix()}"
        files.append(File.generated(config, uri, abs_src_path=str(path)))
    return files
