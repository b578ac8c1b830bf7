"""The Markdown a site gets from Coursebook (coursebook/features/theme.py), as MkDocs reads
it for the demo's mkdocs.yml, for tests of rendered HTML."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import markdown
from mkdocs.config import load_config

from coursebook.features.theme import markdown_extensions

ROOT = Path(__file__).resolve().parents[2]


@lru_cache(maxsize=1)
def _site_markdown() -> dict:
    config = load_config(str(ROOT / "mkdocs.yml"))
    extensions = markdown_extensions()
    assert config.markdown_extensions == ["toc", "tables", "fenced_code"]  # the demo lists none: it gets Coursebook's
    return {"extensions": [*config.markdown_extensions, *extensions], "extension_configs": extensions}


def render_markdown(source: str) -> str:
    """The HTML the site's Markdown makes of ``source``."""
    return markdown.markdown(source, **_site_markdown())
