"""The site's own Markdown settings (mkdocs.yml), as MkDocs reads them, for tests of rendered HTML."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import markdown
from mkdocs.config import load_config

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=1)
def _site_markdown() -> dict:
    config = load_config(str(ROOT / "mkdocs.yml"))
    return {"extensions": config.markdown_extensions, "extension_configs": config.mdx_configs}


def render_markdown(source: str) -> str:
    """The HTML the site's Markdown makes of ``source``."""
    return markdown.markdown(source, **_site_markdown())
