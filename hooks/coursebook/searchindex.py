"""The search index: Pagefind, handed each page as the build writes it, the index written at the end.

Pagefind (from npm, installed by ``npm ci``) indexes every page that has a
``data-pagefind-body`` element (overrides/main.html marks the content of
posts, series landing pages and other writer's pages; index pages are left
out), splits the index by ``<html lang>`` and writes it, in fragments a
reader's browser fetches only as a query needs them, to ``site/pagefind/``.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import hashlib
import json
import logging
import os
import platform
import queue
import re
import select
import shutil
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field, replace
from html import escape, unescape
from pathlib import Path

from coursebook.excerpt import formula_text
from coursebook.nodemodules import find_node_file

log = logging.getLogger("mkdocs.plugins.coursebook")

OUTPUT = "pagefind"  # the index's folder in the site
# Never indexed: heading permalinks (the "¶" after every title), a formula's KaTeX HTML and TeX
# source (Pagefind reads the formula as text instead: readable_formulas), code's line numbers (a
# result read "3 4 5 6 7 8 9 10 def …"), diagrams' Mermaid source and their drawings' labels.
_LEFT_OUT = (
    ".headerlink",
    ".katex-html",
    "annotation",
    ".linenos",
    ".linenodiv",
    ".cb-diagram",
    ".mermaid",
    ".cb-diagram-box",
)
PAGEFIND = ".bin/pagefind"  # under node_modules/
_MACHINES = {"x86_64": "x64", "amd64": "x64", "aarch64": "arm64"}  # Python's names -> npm's
_IN_FLIGHT = 8  # pages sent to Pagefind and not yet answered: enough to keep it busy, few to hold
_SILENCE = 600  # seconds without an answer after which a run is given up (a hung Pagefind never ends a build)
# Pagefind's own search interfaces (~390 KB): the site has its own (assets/javascripts/search.js).
_UNUSED = ("pagefind-ui.*", "pagefind-component-ui.*", "pagefind-modular-ui.*")


# A typeset formula's MathML, with its TeX source at the end (KaTeX's output; math never nests).
_MATHML = re.compile(
    r'<span class="katex-mathml"><math[^>]*>.*?<annotation encoding="application/x-tex">(.*?)</annotation>'
    r"</semantics></math></span>",
    re.DOTALL,
)


# Code blocks and tables as Pagefind reads them: weighed least (a page that only shows a term
# in an example ranks below the pages about it), their text between two private-use characters
# so that the site's search (assets/javascripts/search.js) tells prose from code in a result.
CODE_OPEN, CODE_CLOSE = "\ue000", "\ue001"
CODE_WEIGHT = "0.2"
_CODE_START = re.compile(r"<(pre|table)\b([^>]*)>")
_CODE_END = re.compile(r"</(pre|table)>")
# The text of a link to another page of the site, between two other private-use characters: it
# names that page, and the site's search finds that page by it, not the page linking to it.
LINK_OPEN, LINK_CLOSE = "\ue002", "\ue003"
# Code in a line of prose, between two more: an identifier there is the prose's word, a Chinese
# word an example (a file name, a command's argument), not what the prose is about.
INLINE_OPEN, INLINE_CLOSE = "\ue004", "\ue005"
_INLINE_CODE = re.compile(r"(<code\b[^>]*>)(.*?)(</code>)", re.DOTALL)
# Bold words opening a paragraph or a list item ("**Backlinks**: at the end of each post, …"), between
# two more: the term the text after them is about, which the site's search weighs as a heading's.
DEFINED_OPEN, DEFINED_CLOSE = "\ue006", "\ue007"
_LEAD_IN = re.compile(r"(<(?:p|li)\b[^>]*>\s*(?:<p\b[^>]*>\s*)?<strong>)([^<]*)(</strong>)")
# A heading is its section's title in a result: shown as it is, with no marks.
_HEADING = re.compile(r"<(h[1-6])\b[^>]*>.*?</\1>", re.DOTALL)
_MARKS_SHOWN = re.compile("[\ue002-\ue007]")
# A link Pagefind reads a value from (a tag's filter) is left as it is.
_SITE_LINK = re.compile(
    r'(<a\b(?![^>]*\bdata-pagefind-)[^>]*\bhref="(?![a-zA-Z][a-zA-Z0-9+.-]*:|//|#)[^"]*"[^>]*>)(.*?)(</a>)', re.DOTALL
)


def searchable(page: str) -> str:
    """A page as Pagefind reads it: its formulas as text (readable_formulas), its code blocks
    and tables weighed least and marked as such, and the text of its links to the site's other
    pages, its code in lines of prose and the bold words opening a paragraph or item marked."""
    page = readable_formulas(page)
    page = _SITE_LINK.sub(lambda link: f"{link[1]}{LINK_OPEN}{link[2]}{LINK_CLOSE}{link[3]}", page)
    page = _INLINE_CODE.sub(lambda code: f"{code[1]}{INLINE_OPEN}{code[2]}{INLINE_CLOSE}{code[3]}", page)
    page = _LEAD_IN.sub(lambda bold: f"{bold[1]}{DEFINED_OPEN}{bold[2]}{DEFINED_CLOSE}{bold[3]}", page)
    page = _HEADING.sub(lambda heading: _MARKS_SHOWN.sub("", heading[0]), page)
    page = _CODE_START.sub(
        lambda tag: f'<{tag[1]}{tag[2]} data-pagefind-weight="{CODE_WEIGHT}"><span> {CODE_OPEN} </span>', page
    )
    return _CODE_END.sub(lambda tag: f"<span> {CODE_CLOSE} </span></{tag[1]}>", page)


def readable_formulas(page: str) -> str:
    """A page as Pagefind reads it: each formula's MathML replaced by its TeX as text
    (``\\frac{s}{t}`` reads "s/t"; MathML's text runs a fraction's parts together: "st").
    The page on disk keeps its MathML, for screen readers."""
    if "katex-mathml" not in page:
        return page
    return _MATHML.sub(lambda found: f"<span>{escape(formula_text(unescape(found[1])))}</span>", page)


@dataclass(frozen=True)
class Outcome:
    """How a run went: ``error`` is None when the index was written; ``refused`` names the pages
    Pagefind could not read (the index has the others). ``mixed``: a page's ``<html lang>`` was
    not the language its plan said, so the index is not known language by language; ``again``:
    a run of some languages could not be put together with the others' index in place, and
    nothing was written (the index is to be made from every page)."""

    error: str | None
    refused: tuple[str, ...] = ()
    mixed: bool = False
    again: bool = False


def remove_leftovers(site: Path) -> None:
    """Remove the folders of runs that never finished (a build stopped half-way)."""
    for folder in site.glob(".pagefind-*"):
        shutil.rmtree(folder, ignore_errors=True)


def pagefind_command(config_file: str | None) -> list[str] | None:
    """How to start Pagefind's service: its binary from npm's platform package (no Node process in
    between, 40 MiB and a start-up less), else the ``.bin/pagefind`` wrapper; None without either."""
    for name in ("PAGEFIND_EXTENDED_BINARY_PATH", "PAGEFIND_BINARY_PATH"):  # as Pagefind's own wrapper reads them
        if given := os.environ.get(name):
            return [given, "--service"]
    system = {"win32": "windows"}.get(sys.platform, sys.platform)
    machine = _MACHINES.get(platform.machine().lower(), platform.machine().lower())
    binary = "pagefind_extended" + (".exe" if system == "windows" else "")
    if found := find_node_file(f"@pagefind/{system}-{machine}/bin/{binary}", config_file):
        return [str(found), "--service"]
    if found := find_node_file(PAGEFIND, config_file):
        return [str(found), "--service"]
    return None


@dataclass(frozen=True)
class Plan:
    """The pages a build writes, in its order (site-relative output paths), and how to index them.

    ``languages`` gives each page's language as Pagefind names it (from ``<html lang>``: "zh-cn",
    "en"; None when not known, a writer's own HTML file). A plan may index only some languages
    (``wanted``) and keep the others' part of the index in place (``kept``): Pagefind writes
    each language's files on its own, so the two make the index one run over every page makes.
    """

    command: list[str]
    site: Path
    pages: list[str]
    languages: dict[str, str | None] = field(default_factory=dict)
    wanted: frozenset[str] | None = None  # None: every page
    kept: tuple[str, ...] = ()

    @functools.cached_property
    def digests(self) -> dict[str, str] | None:
        """For each language, what its part of an index depends on besides the pages' HTML: its
        pages, the selectors left out, Pagefind itself. None when a page's language is not known."""
        pages: dict[str, list[str]] = {}
        for page in self.pages:
            if (language := self.languages.get(page)) is None:
                return None
            pages.setdefault(language, []).append(page)
        return {
            language: hashlib.blake2b(
                "\n".join([*self.command, *_LEFT_OUT, "", language, *listed]).encode("utf-8"), digest_size=16
            ).hexdigest()
            for language, listed in sorted(pages.items())
        }

    def only(self, languages: set[str]) -> Plan:
        """This plan for ``languages`` alone, the others' part of the index in place kept."""
        kept = tuple(sorted(set(self.digests or {}) - languages))
        return replace(self, wanted=frozenset(languages), kept=kept)

    def start(self, background: bool = False) -> Indexer:
        return Indexer(self, background)


class Indexer:
    """One Pagefind run, as a service (``pagefind --service``): the build hands it each page once
    the page is written (``written_before``), so that Pagefind parses pages on the other processor while
    MkDocs renders the next ones, and only pages it indexes are read; ``finish`` writes the index.

    Pages are added in a fixed order (the build's order of pages) whatever was rendered, so a
    ``--dirty`` build and a full one write the same index. A ``background`` run (under serve)
    yields the processor to the preview's next rebuild.
    """

    def __init__(self, plan: Plan, background: bool = False) -> None:
        self.site, self.plan = plan.site, plan
        self._order, self._next = plan.pages, 0  # the build's pages (site-relative), in the order it writes them
        self._said = tempfile.TemporaryFile()  # Pagefind's stderr: a file, which never fills as a pipe would
        self.process = subprocess.Popen(plan.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._said)
        self.mixed = False  # a page's <html lang> was not the one the plan said
        if background and hasattr(os, "setpriority"):
            with contextlib.suppress(OSError):  # it has already stopped, or the system says no
                os.setpriority(os.PRIO_PROCESS, self.process.pid, 10)
        self.errors: list[str] = []  # why the run stopped
        self.refused: list[str] = []  # "path: what Pagefind said" for each page it could not read
        self._replies = bytearray()
        self._sent = 0
        self._index = 0
        # Site-relative paths (the worker reads each file), so never full: the build never waits on it.
        self._pages: queue.Queue[str | None] = queue.Queue()  # None: no more
        self._worker = threading.Thread(target=self._feed, daemon=True)
        self._worker.start()

    def written_before(self, path: str | None) -> None:
        """Every planned page before ``path`` is on disk (rendered now or, under ``--dirty``, kept
        from the last build): index them. None: every page is."""
        end = len(self._order) if path is None else self._position.get(path, self._next)
        while self._next < end:
            self._pages.put(self._order[self._next])
            self._next += 1

    @functools.cached_property
    def _position(self) -> dict[str, int]:
        return {path: number for number, path in enumerate(self._order)}

    def stop(self) -> None:
        """Stop now, writing nothing (a newer build starts another run, or the build failed)."""
        with contextlib.suppress(OSError):
            self.process.kill()
        self._pages.put(None)  # the worker, waiting for pages, ends

    @property
    def stopped(self) -> bool:
        return self.process.poll() is not None and self.process.returncode < 0

    def finish(self) -> Outcome:
        """Write the index into a dot folder of the site and put it in place of the last one (a
        reader searching meanwhile keeps the old index until the moment it is swapped)."""
        self._pages.put(None)
        self._worker.join()
        if self.errors:
            self.stop()
            self._close()
            return Outcome(" / ".join(self.errors[-3:]))
        # A dot folder: MkDocs and the sweep of stale files leave it alone.
        output = Path(tempfile.mkdtemp(prefix=".pagefind-", dir=self.site))
        try:
            self._ask({"type": "WriteFiles", "index_id": self._index, "output_path": str(output)})
            self.process.stdin.close()  # type: ignore[union-attr]
            self.process.wait()
        except _Failed as failed:
            shutil.rmtree(output, ignore_errors=True)
            self.stop()
            return Outcome(str(failed))
        finally:
            self._close()
        if self.mixed and self.plan.kept:
            shutil.rmtree(output, ignore_errors=True)
            return Outcome(None, tuple(self.refused), mixed=True, again=True)
        if self.plan.kept and (why := merge_kept(output, self.site / OUTPUT, self.plan.kept)) is not None:
            log.debug(f"Coursebook: search index made again from every page: {why}")
            shutil.rmtree(output, ignore_errors=True)
            return Outcome(None, tuple(self.refused), again=True)
        for unused in _UNUSED:
            for path in output.glob(unused):
                path.unlink()
        output.chmod(0o755)  # mkdtemp's folder is the owner's alone: a web server running as another user needs it
        current, old = self.site / OUTPUT, output.with_name(output.name + "-old")
        if current.exists():
            current.rename(old)
        output.rename(current)
        shutil.rmtree(old, ignore_errors=True)
        return Outcome(None, tuple(self.refused), mixed=self.mixed)

    def _feed(self) -> None:
        """The worker: starts an index, then reads and sends each page, a few at a time."""
        try:
            reply = self._ask({"type": "NewIndex", "config": {"exclude_selectors": list(_LEFT_OUT)}})
            self._index = int(reply["index_id"])
            waiting: dict[int, str] = {}  # message id -> page, for the pages sent and not yet answered
            wanted, languages = self.plan.wanted, self.plan.languages
            while (path := self._pages.get()) is not None:
                if wanted is not None and languages.get(path) not in wanted:
                    continue  # its language's part of the index in place is kept
                try:
                    text = (self.site / path).read_text(encoding="utf-8")
                except (OSError, UnicodeDecodeError):
                    continue  # not written (a draft in a build, a page MkDocs left out)
                if "data-pagefind-body" not in text:
                    continue
                if (expected := languages.get(path)) is not None and page_language(text) != expected:
                    self.mixed = True
                text = searchable(text)
                message = {"type": "AddFile", "index_id": self._index, "file_path": path, "file_contents": text}
                waiting[self._send(message)] = path
                if len(waiting) >= _IN_FLIGHT:
                    self._check(waiting, *self._receive())
            while waiting:
                self._check(waiting, *self._receive())
        except Exception as failed:  # noqa: BLE001 - whatever stopped the worker is the run's error
            self.errors.append(str(failed) if isinstance(failed, _Failed) else f"{type(failed).__name__}: {failed}")
            while self._pages.get() is not None:  # let the build go on; finish() reports the error
                pass

    def _check(self, waiting: dict[int, str], number: int, reply: dict) -> None:
        """A reply to an AddFile: replies may come in any order, each names its message."""
        path = waiting.pop(number, None)
        if path is None:
            raise _Failed(f"Pagefind answered a message it was not sent ({number})")
        if reply.get("type") == "Error":
            self.refused.append(f"{path}: {reply.get('message', reply)}")

    def _ask(self, payload: dict) -> dict:
        """Send one request and wait for its answer (nothing else is under way)."""
        self._send(payload)
        reply = self._receive()[1]
        if reply.get("type") == "Error":
            raise _Failed(str(reply.get("message", reply)))
        return reply

    def _send(self, payload: dict) -> int:
        """Send ``payload``; the number of its message, which Pagefind's reply carries."""
        self._sent += 1
        message = json.dumps({"message_id": self._sent, "payload": payload}).encode("utf-8")
        try:
            self.process.stdin.write(base64.b64encode(message) + b",")  # type: ignore[union-attr]
            self.process.stdin.flush()  # type: ignore[union-attr]
        except (BrokenPipeError, OSError, ValueError):
            raise _Failed(self._why_stopped()) from None
        return self._sent

    def _receive(self) -> tuple[int, dict]:
        """Pagefind's next reply (base64 JSON, each ended by a comma): its message number and payload."""
        while (end := self._replies.find(b",")) < 0:
            try:
                stdout = self.process.stdout.fileno()  # type: ignore[union-attr]
                if os.name == "posix" and not select.select([stdout], [], [], _SILENCE)[0]:
                    self.stop()
                    raise _Failed(f"Pagefind gave no answer for {_SILENCE} s")
                chunk = os.read(stdout, 1 << 16)
            except (OSError, ValueError):
                chunk = b""
            if not chunk:
                raise _Failed(self._why_stopped())
            self._replies += chunk
        message, self._replies[: end + 1] = bytes(self._replies[:end]), b""
        try:
            reply = json.loads(base64.b64decode(message))
            return int(reply.get("message_id") or 0), dict(reply["payload"])
        except (ValueError, KeyError, TypeError, AttributeError):
            raise _Failed(f"Pagefind said something unreadable: {message[:80]!r}") from None

    def _close(self) -> None:
        """Close the pipes and Pagefind's log (a preview starts many runs)."""
        for stream in (self.process.stdin, self.process.stdout, self._said):
            with contextlib.suppress(OSError, ValueError):
                if stream is not None:
                    stream.close()

    def _why_stopped(self) -> str:
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=5)
        try:
            self._said.seek(0)
            said = self._said.read().decode("utf-8", "replace")
        except (OSError, ValueError):  # closed: the run was stopped
            said = ""
        lines = [line for line in said.splitlines() if line.strip()]
        return " / ".join(lines[-3:]) or f"Pagefind stopped with code {self.process.returncode}"


ENTRY = "pagefind-entry.json"  # Pagefind's list of the index's languages, with each one's files
_HTML_LANG = re.compile(r"<html\b[^>]*?\blang=[\"']?([^\"'\s>]+)", re.IGNORECASE)


def page_language(page: str) -> str:
    """The language Pagefind files ``page`` under: its ``<html lang>``, lower case."""
    found = _HTML_LANG.search(page, 0, 4096)
    return found[1].lower() if found else "unknown"


def merge_kept(output: Path, current: Path, kept: tuple[str, ...]) -> str | None:
    """Put the ``kept`` languages' part of the index in place (``current``) into the index just
    written to ``output`` from the other languages' pages: the files Pagefind names by
    language, and their entries in pagefind-entry.json, as one run over every page writes them
    (each language's files depend on its pages alone). None when done, else why it cannot be."""
    try:
        written = (output / ENTRY).read_text(encoding="utf-8")
        entry, last = json.loads(written), json.loads((current / ENTRY).read_text(encoding="utf-8"))
        if _entry_text(entry) != written:
            return f"Pagefind's {ENTRY} is not written as this merge writes it"
        if {key: value for key, value in entry.items() if key != "languages"} != {
            key: value for key, value in last.items() if key != "languages"
        }:
            return f"the index in place is of another Pagefind or settings ({ENTRY})"
        if set(entry["languages"]) & set(kept):
            return "the run indexed a page of a language it keeps"
        for language in kept:
            if (files := last["languages"].get(language)) is None:
                continue  # the index in place holds no page in it
            names = [f"pagefind.{files['hash']}.pf_meta"]
            if files.get("wasm"):
                names.append(f"wasm.{files['wasm']}.pagefind")
            for folder in ("index", "fragment", "filter"):
                names += [f"{folder}/{path.name}" for path in (current / folder).glob(f"{language}_*")]
            for name in names:
                if not (output / name).exists():
                    (output / name).parent.mkdir(exist_ok=True)
                    shutil.copyfile(current / name, output / name)
            entry["languages"][language] = files
        entry["languages"] = dict(sorted(entry["languages"].items()))
        (output / ENTRY).write_text(_entry_text(entry), encoding="utf-8")
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as failed:
        return f"{type(failed).__name__}: {failed}"
    return None


def _entry_text(entry: dict) -> str:
    """pagefind-entry.json as Pagefind writes it: compact, characters as they are."""
    return json.dumps(entry, ensure_ascii=False, separators=(",", ":"))


class _Failed(Exception):
    """Pagefind stopped or refused a request; the message says what it said."""
