"""Edits every tool's conversion makes to a post: front matter keys, files beside the post,
images named bare."""

from __future__ import annotations

import posixpath
import re
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from coursebook.frontmatter import read_front_matter
from coursebook.importlinks import is_inside
from coursebook.text import outside_code

if TYPE_CHECKING:
    from coursebook.importer import Moved


def set_front(text: str, key: str, value: object) -> str:
    """``text`` with ``key`` set in its front matter: added as a line, or, when the key is there, the
    front matter written again (its comments and layout are lost then, its values kept)."""
    meta, body, error = read_front_matter(text)
    if key not in meta or error:
        return add_front(text, {key: value})
    meta[key] = value
    return "---\n" + yaml.safe_dump(meta, allow_unicode=True, sort_keys=False) + "---\n\n" + body


def add_front(text: str, values: dict) -> str:
    """``text`` with ``values`` added to its YAML front matter (made when there is none); nothing else moves."""
    lines = yaml.safe_dump(values, allow_unicode=True, sort_keys=False, default_flow_style=False)
    if text.startswith("---\n"):
        end = text.find("\n---", 3)
        if end != -1:
            return text[: end + 1] + lines + text[end + 1 :]
    return f"---\n{lines}---\n\n{text}"


def files_in(folder: Path, under: str) -> list[tuple[Path, str]]:
    """Every file in ``folder`` but Markdown, with its path under ``under``."""
    if not folder.is_dir():
        return []
    return [
        (path, posixpath.join(under, path.relative_to(folder).as_posix()))
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.suffix not in (".md", ".markdown") and is_inside(path, folder)
    ]


_BARE_IMAGE = re.compile(r"(?P<open>!\[[^\]]*\]\()(?:<(?P<angled>[^>/\n]+)>|(?P<bare>[^)\s/<]+))\)")


def asset_links(post: Moved, folder: str, names: set[str]) -> str:
    """Images that name a file of the post's asset folder bare (``a.png``, or ``<a b.png>`` as
    CommonMark writes a name with spaces) get the folder (``name/a.png``)."""

    def link(match: re.Match) -> str:
        name = match["angled"] if match["angled"] is not None else match["bare"]
        if name not in names:
            return match.group(0)
        post.changes.append(f"image {name} found in the post's folder")
        target = f"<{folder}/{name}>" if match["angled"] is not None else f"{folder}/{name}"
        return f"{match['open']}{target})"

    return outside_code(post.text, lambda text: _BARE_IMAGE.sub(link, text), fences_only=True)
