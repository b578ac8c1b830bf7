"""Helpers of the end-to-end tests: run MkDocs in a subprocess, list pages.

A subprocess, because MkDocs and Markdown extensions keep module state.
"""

from __future__ import annotations

import gzip
import io
import json
import logging
import os
import shutil
import subprocess
import sys
import textwrap
import traceback
from collections.abc import Callable
from dataclasses import astuple, dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Build:
    """The outcome of one `mkdocs build`: exit code, log, output folder."""

    returncode: int
    log: str
    site: Path


def run_build(config: Path, site: Path, *args: str, env: dict[str, str] | None = None, engine: str = "mkdocs") -> Build:
    """Run `mkdocs build` (or another engine's: "properdocs", or "elsewhere" for MkDocs with
    Coursebook installed away from its project folder) on ``config`` into ``site``: in this
    process when nothing needs another (as the command does it, with its log as it prints it),
    else in a subprocess (another engine, another environment)."""
    if engine == "mkdocs" and not env and set(args) <= set(_IN_PROCESS):
        return _build_here(config, site, args)
    command = [str(Path(__file__).with_name("elsewhere.py"))] if engine == "elsewhere" else ["-m", engine]
    result = subprocess.run(
        [sys.executable, *command, "build", "-f", str(config), "-d", str(site), *args],
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1", **(env or {})},
        timeout=600,
    )
    return Build(result.returncode, result.stdout + result.stderr, site)


def shared_build(tmp_path_factory, name: str, config: Path) -> Build:
    """``config`` built once with --strict for the whole run: for the sites tests only read."""
    folder, (code, log) = shared(
        tmp_path_factory, name, lambda folder: list(astuple(run_build(config, folder / "site", "--strict"))[:2])
    )
    return Build(code, log, folder / "site")


def shared(tmp_path_factory, name: str, make: Callable[[Path], Any]) -> tuple[Path, Any]:
    """``make(folder)`` run once for the whole run, whichever pytest-xdist worker asks first (the
    others wait, then read what it returned, which JSON holds): the folder and that value."""
    from filelock import FileLock

    if not os.environ.get("PYTEST_XDIST_WORKER"):  # one process: nothing to share
        folder = tmp_path_factory.mktemp(name)
        return folder, make(folder)
    folder = tmp_path_factory.getbasetemp().parent / name
    outcome = folder.with_name(f"{name}.json")
    with FileLock(f"{folder}.lock"):
        if not outcome.is_file():
            folder.mkdir(parents=True, exist_ok=True)
            outcome.write_text(json.dumps(make(folder)), encoding="utf-8")
        return folder, json.loads(outcome.read_text(encoding="utf-8"))


_IN_PROCESS = {"--strict": "strict", "--dirty": "dirty", "-q": "quiet", "-v": "verbose"}


def _build_here(config: Path, site: Path, args: tuple[str, ...]) -> Build:
    """`mkdocs build` in this process: what its command does (mkdocs/__main__.py), its log lines
    formatted as it formats them, an error as it shows it. MkDocs' own tests build in-process
    too; it saves each build the half second of importing MkDocs, Material and the engine."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.exceptions import Abort, MkDocsException

    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.setFormatter(_CommandFormat())
    logger = logging.getLogger("mkdocs")
    level, propagate = logger.level, logger.propagate
    logger.setLevel(logging.DEBUG if "-v" in args else logging.WARNING if "-q" in args else logging.INFO)
    logger.propagate = False
    logger.addHandler(handler)
    code = 0
    # MkDocs keeps a plugin with on_startup for the whole process (as `serve` needs): each build
    # here is a new command, with new plugins.
    dict(MkDocsConfig._schema)["plugins"].plugin_cache.clear()
    try:
        settings = load_config(str(config), site_dir=str(site), strict="--strict" in args)
        settings.plugins.on_startup(command="build", dirty="--dirty" in args)
        try:
            build(settings, dirty="--dirty" in args)
        finally:
            settings.plugins.on_shutdown()
    except Abort as err:
        stream.write("\n" + err.format_message() + "\n")
        code = 1
    except MkDocsException as err:
        stream.write(f"Error: {err.format_message()}\n")
        code = 1
    except Exception:  # noqa: BLE001 - what the command would print: the traceback
        stream.write(traceback.format_exc())
        code = 1
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
        logger.propagate = propagate
    return Build(code, stream.getvalue(), site)


class _CommandFormat(logging.Formatter):
    """MkDocs' command's log line (its ColorFormatter, without a terminal): `WARNING -  text`."""

    def format(self, record: logging.LogRecord) -> str:
        return f"{record.levelname:<8}-  {super().format(record)}"


def html_pages(site: Path) -> list[Path]:
    """Every HTML file of a built site."""
    return sorted(site.rglob("*.html"))


def search_fragments(site: Path) -> list[dict]:
    """Every page in the site's Pagefind index: its fragment (url, meta, filters, content),
    with ``lang`` (the index it is in) added and Pagefind's word breaks taken out of the content."""
    fragments = []
    for path in sorted((site / "pagefind" / "fragment").glob("*.pf_fragment")):
        data = gzip.decompress(path.read_bytes())
        assert data.startswith(b"pagefind_dcd"), path
        fragment = json.loads(data[len(b"pagefind_dcd") :])
        fragment["lang"] = path.name.split("_")[0]
        fragment["content"] = fragment["content"].replace("\u200b", "")
        fragments.append(fragment)
    return fragments


def resolve(page: str, href: str) -> str:
    """The site path (like ``blog/x/``, ``""`` for the home) that a relative link on ``page`` points to."""
    parts = [p for p in page.split("/") if p]
    for piece in href.split("#")[0].split("/"):
        if piece == "..":
            parts.pop()
        elif piece not in ("", "."):
            parts.append(piece)
    return "/".join(parts) + "/" if parts else ""


FEATURES = (
    "formulas",
    "diagrams",
    "authoring",
    "i18n",
    "series",
    "exports",
    "feeds",
    "sharing",
    "redirects",
    "assets",
    "search",
    "incremental",
)


def plugin_lines(features: tuple[str, ...]) -> str:
    """The `- coursebook` entry of a `plugins:` list with only ``features`` on (the required ones always are)."""
    off = [name for name in FEATURES if name not in features]
    return "  - coursebook" + (":\n" + "".join(f"      {name}: false\n" for name in off) if off else "\n")


def make_site(
    root: Path,
    pages: dict[str, str],
    extra: str = "",
    features: tuple[str, ...] = ("authoring",),
    plugins: tuple[str, ...] = ("search", "tags"),
) -> Path:
    """Write a small site with Coursebook and only ``features`` on, after the other ``plugins``
    (Material's); return its mkdocs.yml. ``extra`` is appended to the config as written."""
    for name, text in pages.items():
        path = root / "docs" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    config = root / "mkdocs.yml"
    others = "".join(f"  - {name}\n" for name in plugins)
    config.write_text(
        textwrap.dedent(
            """\
            site_name: Mistakes
            theme:
              name: material
              language: zh-CN
              font: false
            plugins:
            """
        )
        + others
        + plugin_lines(features)
        + extra,
        encoding="utf-8",
    )
    return config


def copy_fixture(root: Path) -> Path:
    """A copy of tests/fixture/ (its mkdocs.yml and docs/) in ``root``, safe to edit; the project
    folder it is in."""
    root.mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "tests/fixture/mkdocs.yml", root / "mkdocs.yml")
    shutil.copytree(ROOT / "tests/fixture/docs", root / "docs")
    return root


_MEASURED = (
    "import resource, subprocess, sys, time; started = time.monotonic(); "
    "code = subprocess.call(sys.argv[1:]); "
    "print(f'MEASURED {time.monotonic() - started:.2f} "
    "{resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}', file=sys.stderr); sys.exit(code)"
)


def run_measured_build(config: Path, site: Path, *args: str, timeout: int = 600) -> tuple[Build, float, int]:
    """`mkdocs build` as run_build runs it, and its time in seconds and the peak memory (KiB)
    of its largest process (MkDocs, Pagefind or Node, whichever is largest)."""
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            _MEASURED,
            sys.executable,
            "-m",
            "mkdocs",
            "build",
            "-f",
            str(config),
            "-d",
            str(site),
            *args,
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        timeout=timeout,
    )
    log, _, measured = (result.stdout + result.stderr).rpartition("MEASURED ")
    seconds, peak = measured.split()
    return Build(result.returncode, log, site), float(seconds), int(peak)
