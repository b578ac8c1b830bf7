"""A site on disk, read without MkDocs: its settings, pages and files (for the command line)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml


class _ConfigLoader(yaml.SafeLoader):
    """Reads mkdocs.yml, leaving MkDocs' own tags (!ENV, !!python/…) as None."""


_ConfigLoader.add_multi_constructor("!", lambda loader, suffix, node: None)
_ConfigLoader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


@dataclass
class SiteFiles:
    """What ``coursebook`` commands need of a site: settings, page texts, other files."""

    root: Path
    docs: Path
    extra: dict[str, Any] = field(default_factory=dict)
    pages: dict[str, str] = field(default_factory=dict)  # src_uri -> Markdown text
    others: list[str] = field(default_factory=list)  # src_uri of every other file


def read_site(config_file: Path) -> SiteFiles:
    """Read ``mkdocs.yml`` and every file under its docs_dir (dot folders and files skipped, as MkDocs does)."""
    config = yaml.load(config_file.read_text(encoding="utf-8"), Loader=_ConfigLoader) or {}
    root = config_file.resolve().parent
    docs = root / (config.get("docs_dir") or "docs")
    site = SiteFiles(root=root, docs=docs, extra=config.get("extra") or {})
    for path in sorted(docs.rglob("*")):
        relative = path.relative_to(docs)
        if not path.is_file() or any(part.startswith(".") for part in relative.parts):
            continue
        if path.suffix == ".md":
            site.pages[relative.as_posix()] = path.read_text(encoding="utf-8-sig")
        else:
            site.others.append(relative.as_posix())
    return site
