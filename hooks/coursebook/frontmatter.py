"""Front matter: the YAML block at the top of a Markdown file, read as MkDocs reads it."""

from __future__ import annotations

import re
import tomllib
from typing import Any

import yaml
from mkdocs.utils.meta import YAML_RE

from coursebook import yamlread
from coursebook.text import drop_fenced_code


class _Loader(yamlread.SafeLoader):
    """Safe YAML that leaves timestamps as text for ``dates.parse_date``.

    PyYAML raises a bare ValueError on ``date: 2026-02-30``; read as text, the
    date schema can name the key instead.
    """


_Loader.add_constructor("tag:yaml.org,2002:timestamp", yamlread.SafeLoader.construct_yaml_str)


def read_front_matter(text: str) -> tuple[dict[str, Any], str, str | None]:
    """Split ``text`` into (front matter, body, error).

    Uses MkDocs' own delimiter pattern so both agree on where the body starts;
    Hugo's TOML front matter between ``+++`` lines is read too (the build
    hands it to MkDocs). On broken YAML or TOML, returns ({}, text, a message
    with the line) instead of raising.
    """
    match = YAML_RE.match(text)
    if match is None:
        return read_toml_front_matter(text)
    try:
        data = yamlread.load(match.group(1), _Loader)
    except yamlread.TooLargeError as err:
        return {}, text, f"not read: {err}"
    except yaml.YAMLError as err:
        return {}, text, _describe(err)
    except (ValueError, TypeError, RecursionError) as err:  # e.g. a key that is a list
        return {}, text, f"not read: {err}"
    if data is None:
        return {}, text[match.end() :], None
    if not isinstance(data, dict):
        return {}, text, f"front matter must be a mapping of keys, got {type(data).__name__}"
    return data, text[match.end() :].lstrip("\n"), None


def read_toml_front_matter(text: str) -> tuple[dict[str, Any], str, str | None]:
    """Split Hugo's ``+++``-delimited TOML front matter from ``text``: (front matter, body, error)."""
    match = TOML_RE.match(text)
    if match is None:
        return {}, text, None
    try:
        data = tomllib.loads(match.group(1) or "")
    except tomllib.TOMLDecodeError as err:
        return {}, text, f"TOML front matter (+++) is not valid: {err}"
    return data, text[match.end() :].lstrip("\n"), None


def front_of(text: str) -> str:
    """The front matter block of ``text`` as written (not parsed), or ""."""
    match = YAML_RE.match(text) or TOML_RE.match(text)
    return match.group(1) if match else ""


def body_of(text: str) -> str:
    """``text`` without its front matter block (not parsed: for searching the body only)."""
    match = YAML_RE.match(text) or TOML_RE.match(text)
    return text[match.end() :] if match else text


TOML_RE = re.compile(r"^\+{3}[ \t]*\n(.*?\n)?\+{3}[ \t]*(?:\n|$)", re.DOTALL)

_FIRST_H1 = re.compile(r"^#\s+(.+?)\s*#*\s*$", re.MULTILINE)


def page_title(text: str) -> str | None:
    """A page's title as a reader sees it: front matter ``title``, else its first ``# heading``."""
    meta, body, _ = read_front_matter(text)
    return title_of(meta, body)


def title_of(meta: dict[str, Any], body: str) -> str | None:
    """A page's title from its read front matter and body: ``title``, else its first ``# heading``."""
    return meta["title"] if isinstance(meta.get("title"), str) else first_heading(body)


def first_heading(body: str) -> str | None:
    """The text of the first ``# heading`` outside code (MkDocs and Material take it as the
    title), a wikilink in it as the text it shows (``# Using [[git]]`` is "Using git")."""
    if "#" not in body:
        return None
    heading = _FIRST_H1.search(drop_fenced_code(body) if "```" in body or "~~~" in body else body)
    if heading is None:
        return None
    return _LINKED.sub(_shown_text, heading.group(1))


def _shown_text(link: re.Match[str]) -> str:
    return (link["alias"] or link["target"] or link["heading"] or "").strip()


_LINKED = re.compile(r"\[\[(?P<target>[^\[\]|#\n]*)(?:#(?P<heading>[^\[\]|\n]*))?(?:\\?\|(?P<alias>[^\[\]\n]*))?\]\]")


def _describe(err: yaml.YAMLError) -> str:
    mark = getattr(err, "problem_mark", None)
    problem = getattr(err, "problem", None) or str(err).splitlines()[0]
    where = f" at line {mark.line + 2}" if mark is not None else ""  # +1 for 0-based, +1 for '---'
    return f"front matter is not valid YAML{where}: {problem}"
