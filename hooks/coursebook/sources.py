"""What a site is made from: its settings and the text of every file under ``docs/``.

The build (features/posts.py, from MkDocs' files) and the ``coursebook`` command
(from disk) both fill a ``Sources`` and hand it to ``site.load_site``: one
loading pipeline, so both report the same mistakes.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml
from jinja2 import BaseLoader, TemplateNotFound

from coursebook import yamlread
from coursebook.authors import AUTHORS_FILE
from coursebook.breaks import APP_SETTINGS
from coursebook.model import Problem
from coursebook.terms import TERMS_FILE


@dataclass(frozen=True)
class Sources:
    """A site's inputs: ``extra:`` settings, page texts, other files, the authors file."""

    extra: dict[str, Any] = field(default_factory=dict)
    pages: dict[str, str] = field(default_factory=dict)  # src_uri -> Markdown text, readable pages only
    others: tuple[str, ...] = ()  # src_uri of every file that is not a page
    authors_text: str | None = None  # blog/.authors.yml, None when there is none
    terms_text: str | None = None  # tags.yml, the tags' names in both languages; None when there is none
    vault_text: str | None = None  # .obsidian/app.json of a vault at docs/ (coursebook/breaks.py); None: none
    problems: tuple[Problem, ...] = ()  # files that could not be read: left out
    site_url: str | None = None
    use_directory_urls: bool = True
    # Whether the theme has a template or icon file (``template:``, ``icon:``); None: not checked.
    template_exists: Callable[[str], bool] | None = None


def decode_page(src_uri: str, data: bytes) -> str | Problem:
    """A page's bytes as text, or a problem naming the line.

    Read as MkDocs reads a page: a UTF-8 BOM dropped, CRLF and CR line ends as LF.
    """
    try:
        return data.decode("utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError as err:
        line = data[: err.start].count(b"\n") + 1
        message = f"not UTF-8 text (byte {data[err.start]:#04x} on line {line}); left out of the site: save it as UTF-8"
        return Problem(src_uri, "file", message)


def read_setting_files(docs: Path) -> tuple[str | None, str | None, str | None, list[Problem]]:
    """The texts of the authors file, of the tags' names and of a vault's Obsidian settings
    (None when absent), and a problem for each that cannot be read."""
    texts: list[str | None] = []
    problems = []
    for name, key in ((AUTHORS_FILE, "authors"), (TERMS_FILE, "tags"), (APP_SETTINGS, "obsidian")):
        try:
            texts.append((docs / name).read_text(encoding="utf-8"))
        except FileNotFoundError:
            texts.append(None)
        except (OSError, UnicodeDecodeError) as err:
            texts.append(None)
            problems.append(Problem(name, key, f"cannot be read ({err})"))
    return texts[0], texts[1], texts[2], problems


class ConfigLoader(yaml.SafeLoader):
    """Reads mkdocs.yml (or another tool's YAML settings), leaving their own tags (!ENV, !!python/…) as None."""


ConfigLoader.add_multi_constructor("!", lambda loader, suffix, node: None)
ConfigLoader.add_multi_constructor("tag:yaml.org,2002:python/", lambda loader, suffix, node: None)


def read_config(config_file: Path) -> tuple[dict[str, Any], Path]:
    """``mkdocs.yml`` as a mapping (MkDocs' own tags as None) and the docs folder it names."""
    config = yamlread.load(config_file.read_text(encoding="utf-8"), ConfigLoader) or {}
    if not isinstance(config, dict):
        raise ValueError("not a mapping of settings (site_name: …)")
    return config, config_file.resolve().parent / (config.get("docs_dir") or "docs")


def read_sources(config_file: Path) -> Sources:
    """Read a site from disk without MkDocs (dot folders and files skipped, as MkDocs does)."""
    config, docs = read_config(config_file)
    pages: dict[str, str] = {}
    others: list[str] = []
    problems: list[Problem] = []
    for path in sorted(docs.rglob("*")):
        relative = path.relative_to(docs)
        if not path.is_file() or any(part.startswith(".") for part in relative.parts):
            continue
        if not path.resolve().is_relative_to(docs.resolve()):
            continue  # a link to outside docs/, which the build leaves out (features/posts.py)
        src = relative.as_posix()
        if path.suffix != ".md":
            others.append(src)
            continue
        text = decode_page(src, path.read_bytes())
        if isinstance(text, Problem):
            problems.append(text)
        else:
            pages[src] = text
    authors_text, terms_text, vault_text, setting_problems = read_setting_files(docs)
    return Sources(
        extra=extra if isinstance(extra := config.get("extra"), dict) else {},
        pages=pages,
        others=tuple(o for o in others if o != TERMS_FILE),
        authors_text=authors_text,
        terms_text=terms_text,
        vault_text=vault_text,
        problems=tuple(problems + setting_problems),
        site_url=config.get("site_url") if isinstance(config.get("site_url"), str) else None,
        use_directory_urls=config.get("use_directory_urls", True) is not False,
        template_exists=theme_files(lambda: _theme_loader(config.get("theme"), config_file.resolve().parent)),
    )


def theme_files(make_loader: Callable[[], BaseLoader | None]) -> Callable[[str], bool]:
    """Whether the theme has a file (a template, an icon); its loader is made on the first question.

    With no loader (no such theme installed), every file counts as there: the build says what is wrong.
    """

    @cache
    def loader() -> BaseLoader | None:
        return make_loader()

    def exists(name: str) -> bool:
        if (found := loader()) is None:
            return True
        try:
            found.get_source(None, name)  # type: ignore[arg-type]  # a file system loader needs no environment
        except TemplateNotFound:
            return False
        return True

    return exists


def _theme_loader(theme: object, root: Path) -> BaseLoader | None:
    """The template loader of the theme named in mkdocs.yml (with its custom_dir), as MkDocs makes it."""
    name = theme.get("name") if isinstance(theme, dict) else theme
    custom_dir = theme.get("custom_dir") if isinstance(theme, dict) else None
    if not isinstance(name, str):
        return None
    # Material prints its end-of-life notice when its theme loads; `coursebook` is not MkDocs.
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    from mkdocs.theme import Theme

    try:
        return (
            Theme(name=name, custom_dir=str(root / custom_dir) if isinstance(custom_dir, str) else None)
            .get_env()
            .loader
        )
    except (LookupError, OSError):
        return None
