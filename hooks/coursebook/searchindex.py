"""The search index: Pagefind, run over the built site's HTML at the end of each build.

Pagefind (from npm, installed by ``npm ci``) reads every page that has a
``data-pagefind-body`` element (overrides/main.html marks the content of
posts, series landing pages and other writer's pages; index pages are left
out), splits the index by ``<html lang>`` and writes it, in fragments a
reader's browser fetches only as a query needs them, to ``site/pagefind/``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

OUTPUT = "pagefind"  # the index's folder in the site
# Never indexed: heading permalinks (the "¶" after every title), a formula's KaTeX HTML and TeX
# source (its MathML's text stays: "p=8", not a gap), code's line numbers (a result read
# "3 4 5 6 7 8 9 10 def …") and diagrams' Mermaid source.
_LEFT_OUT = (".headerlink", ".katex-html", "annotation", ".linenos", ".linenodiv", ".cb-diagram", ".mermaid")
PAGEFIND = ".bin/pagefind"  # under node_modules/
# Pagefind's own search interfaces (~390 KB): the site has its own (assets/javascripts/search.js).
_UNUSED = ("pagefind-ui.*", "pagefind-component-ui.*", "pagefind-modular-ui.*")


@dataclass(frozen=True)
class Outcome:
    """How a run went: ``error`` is None when the index was written."""

    error: str | None


@dataclass
class Run:
    """One Pagefind run, writing a new index into its own dot folder of the site."""

    process: subprocess.Popen
    site: Path
    output: Path


def remove_leftovers(site: Path) -> None:
    """Remove the folders of runs that never finished (a build stopped half-way)."""
    for folder in site.glob(".pagefind-*"):
        shutil.rmtree(folder, ignore_errors=True)


def start(pagefind: Path, site: Path, background: bool = False) -> Run:
    """Start indexing ``site``; ``finish`` waits for the run. Pagefind adds files to an existing
    index folder and never removes any, so each run writes a new one. A ``background`` run
    (under serve) yields the processor to the preview's next rebuild."""
    output = Path(tempfile.mkdtemp(prefix=".pagefind-", dir=site))  # MkDocs and the sweep leave dot folders alone
    process = subprocess.Popen(
        [
            str(pagefind),
            "--site",
            str(site),
            "--output-path",
            str(output),
            "--quiet",
            *(option for selector in _LEFT_OUT for option in ("--exclude-selectors", selector)),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    if background and hasattr(os, "setpriority"):
        with contextlib.suppress(OSError):  # it has already finished, or the system says no
            os.setpriority(os.PRIO_PROCESS, process.pid, 10)
    return Run(process, site, output)


def finish(run: Run) -> Outcome:
    """Wait for the run and put its index in place of the last one (a reader searching meanwhile
    keeps the old index until the moment it is swapped)."""
    output, _ = run.process.communicate()
    if run.process.returncode != 0:
        shutil.rmtree(run.output, ignore_errors=True)
        lines = [line for line in output.splitlines() if line.strip()]
        return Outcome(" / ".join(lines[-3:]) or f"Pagefind stopped with code {run.process.returncode}")
    for unused in _UNUSED:
        for path in run.output.glob(unused):
            path.unlink()
    current, old = run.site / OUTPUT, run.output.with_name(run.output.name + "-old")
    if current.exists():
        current.rename(old)
    run.output.rename(current)
    shutil.rmtree(old, ignore_errors=True)
    return Outcome(None)
