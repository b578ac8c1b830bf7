"""Files that `npm ci` installs (KaTeX, Pagefind), found where a project keeps them."""

from __future__ import annotations

import json
from pathlib import Path

HOOKS = Path(__file__).resolve().parents[1]  # hooks/: its parent is Coursebook's own project folder
MERMAID = "mermaid/dist/mermaid.min.js"  # what the site serves, and what draws a book's diagrams


def find_node_file(relative: str, config_file: str | None) -> Path | None:
    """``node_modules/<relative>`` in the folder of ``config_file``, else in Coursebook's own
    project folder (a site kept elsewhere that uses these hooks). Never a folder above the
    site's: whatever a parent folder's ``node_modules/`` holds would run in every build."""
    start = Path(config_file or ".").resolve().parent
    for folder in (start, HOOKS.parent):
        if (folder / "node_modules" / relative).is_file():
            return folder / "node_modules" / relative
    return None


def package_version(name: str, config_file: str | None) -> str | None:
    """The version of npm package ``name`` as installed for the site, None when it is not."""
    found = find_node_file(f"{name}/package.json", config_file)
    try:
        return str(json.loads(found.read_text(encoding="utf-8"))["version"]) if found else None
    except (OSError, ValueError, KeyError):
        return None
