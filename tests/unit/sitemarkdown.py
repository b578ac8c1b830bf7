"""The Markdown a site gets from Coursebook when it lists no extensions of its own
(coursebook/features/theme.py), for tests of rendered HTML."""

from __future__ import annotations

from functools import lru_cache

import markdown

from coursebook.features.theme import markdown_extensions

BUILTIN = ["toc", "tables", "fenced_code"]  # what MkDocs adds to every site's list


@lru_cache(maxsize=1)
def _site_markdown() -> dict:
    extensions = markdown_extensions()
    return {"extensions": [*BUILTIN, *extensions], "extension_configs": extensions}


def render_markdown(source: str) -> str:
    """The HTML a Coursebook site's Markdown makes of ``source``."""
    return markdown.markdown(source, **_site_markdown())
