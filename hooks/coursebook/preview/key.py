"""The key of everything that renders a site's pages, the same for the preview's memory and the cache on disk.

A `--dirty` build keeps a page's HTML while the page's record (coursebook/preview/record.py)
digests the same; what every page shares is in this key, so that a change of any of it
renders every page again:

- Coursebook's own code and the Node script that typesets formulas, by content;
- the installed versions of Python, KaTeX, MkDocs, Markdown, Jinja and of every
  distribution the site's configuration pulls in: its theme, every plugin and every
  Markdown extension it names (a module no distribution installs, such as a site's own
  extension beside mkdocs.yml, by its source);
- the configuration as MkDocs validated it, so what an `INHERIT:` parent or an `!ENV` value
  gave counts, and the site's `hooks:` files by content;
- the templates: the site's `overrides/` and the engine's, by content.

Paths inside the project are written relative to it: a new clone (CI's) shares the key.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import platform
from collections.abc import Mapping
from functools import cache
from importlib.metadata import PackageNotFoundError, distributions, version
from pathlib import Path
from types import FunctionType, ModuleType
from typing import TYPE_CHECKING

from coursebook.nodemodules import package_version

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig

ENGINE = Path(__file__).resolve().parents[1]  # the coursebook package
_ALWAYS = ("mkdocs", "properdocs", "markdown", "jinja2", "pypinyin")  # pypinyin: Chinese names' slugs and order
# What changes with every run or every checkout, and no page shows.
_UNRENDERED = frozenset({"config_file_path", "site_dir", "docs_dir", "dev_addr", "watch", "strict"})


def engine_templates() -> Path:
    """The engine's templates and assets: installed with the package (a wheel), or the
    repository's overrides/ beside hooks/ (a checkout installed with `pip install -e`)."""
    packaged = ENGINE / "overrides"
    return packaged if packaged.is_dir() else ENGINE.parents[1] / "overrides"


def render_key(config: MkDocsConfig) -> str:
    """The digest of everything but the pages' own sources that renders the site of ``config``."""
    project = Path(config.config_file_path).resolve().parent if config.config_file_path else Path.cwd()
    parts = [
        platform.python_version(),
        f"katex {package_version('katex', config.config_file_path) or '-'}",
        engine_digest(),
        *(_distribution_of(name) for name in _ALWAYS),
        *sorted({_code_of(module) for module in _modules_named(config)}),
        _encode(config, project),
        *(_folder_digest(folder) for folder in (config.theme.custom_dir, str(engine_templates())) if folder),
    ]
    return hashlib.blake2b("\n".join(parts).encode("utf-8", "surrogatepass"), digest_size=12).hexdigest()


@cache
def engine_digest() -> str:
    """Every file of the engine's code, by content (an edit of it needs a new process anyway)."""
    files = sorted([*ENGINE.rglob("*.py"), *ENGINE.rglob("*.cjs")])
    return _digest(*(f"{path.relative_to(ENGINE).as_posix()} {_file_digest(path)}" for path in files))


def _modules_named(config: MkDocsConfig) -> list[str]:
    """The modules the configuration names: its theme's, every plugin's, every Markdown extension's."""
    names = [f"{type(plugin).__module__}" for plugin in config.plugins.values() if not isinstance(plugin, ModuleType)]
    names += [
        f"{type(extension).__module__}" for extension in config.markdown_extensions if not isinstance(extension, str)
    ]
    for extension in config.markdown_extensions:
        if isinstance(extension, str):
            name = extension.split(":")[0]
            names.append(name if "." in name else f"markdown.extensions.{name}")  # `toc`: Markdown's own
    if config.theme.name:
        names.append(config.theme.name)
    return names


def _code_of(module: str) -> str:
    """The distribution that installs ``module`` and its version, else the module's source digest."""
    owners = _owners(module.split(".")[0])
    if owners:
        return ",".join(sorted(owners))
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        spec = None
    origin = spec.origin if spec is not None else None
    return f"{module} {_file_digest(Path(origin)) if origin and Path(origin).is_file() else '-'}"


@cache
def _owners(top: str) -> tuple[str, ...]:
    """The distributions (name and version) that install top-level module ``top``, by their
    `top_level.txt`, else their `RECORD` (importlib's packages_distributions reads every
    distribution's RECORD: half a second a process)."""
    found = []
    for dist in distributions():
        listed = dist.read_text("top_level.txt")
        if listed is not None:
            owns = top in listed.split()
        else:
            record = dist.read_text("RECORD") or ""
            owns = f"\n{top}/" in f"\n{record}" or f"\n{top}.py," in f"\n{record}"
        if owns:
            found.append(f"{dist.metadata['Name']} {dist.version}")
    return tuple(found)


def _distribution_of(name: str) -> str:
    try:
        return f"{name} {version(name)}"
    except PackageNotFoundError:
        return f"{name} -"


def _encode(value: object, project: Path, depth: int = 0) -> str:
    """``value`` as stable text: mappings and config sections sorted by key, callables and modules
    by name (a module by its source, as `hooks:` are), paths in the project relative to it."""
    if depth > 8:
        return "…"
    if isinstance(value, str):
        return json.dumps(value.replace(str(project), "<project>"), ensure_ascii=False)
    if value is None or isinstance(value, (bool, int, float)):
        return json.dumps(value)
    if isinstance(value, ModuleType):
        file = getattr(value, "__file__", None)
        return f"module {value.__name__} {_file_digest(Path(file)) if file else '-'}"
    if isinstance(value, (FunctionType, type)) or callable(value) and hasattr(value, "__qualname__"):
        return f"{getattr(value, '__module__', '?')}.{getattr(value, '__qualname__', '?')}"
    if isinstance(value, Mapping):
        items = sorted((str(key), item) for key, item in value.items() if key not in _UNRENDERED)
        return "{" + ",".join(f"{key}:{_encode(item, project, depth + 1)}" for key, item in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_encode(item, project, depth + 1) for item in value) + "]"
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(_encode(item, project, depth + 1) for item in value)) + "}"
    if hasattr(value, "config") and isinstance(value.config, Mapping):  # a plugin: by its options
        return f"{type(value).__module__}.{type(value).__qualname__}{_encode(value.config, project, depth + 1)}"
    if isinstance(getattr(value, "name", None), str) and hasattr(value, "items"):  # the theme
        return f"theme {_encode(dict(value.items()), project, depth + 1)}"
    return type(value).__qualname__  # nothing else renders: never by repr, which names an address


def _folder_digest(folder: str) -> str:
    root = Path(folder)
    if not root.is_dir():
        return "-"
    files = sorted(path for path in root.rglob("*") if path.is_file())
    return _digest(*(f"{path.relative_to(root).as_posix()} {_file_digest(path)}" for path in files))


def _file_digest(path: Path) -> str:
    try:
        return hashlib.blake2b(path.read_bytes(), digest_size=16).hexdigest()
    except OSError:
        return "-"


def _digest(*parts: str) -> str:
    return hashlib.blake2b("\n".join(parts).encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()
