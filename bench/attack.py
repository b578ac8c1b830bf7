"""Hostile input, round 3 (issue 41): one attack per input class, each on a fresh `coursebook init` site.

Run from the repository, with Coursebook installed (`coursebook` on PATH), Chromium at
/usr/bin/chromium and Playwright for Python:

    python bench/attack.py            # prints the table, then each failure in detail
    python bench/attack.py --keep     # and leaves the temporary folder in place to look at

Each class N gets a temporary folder ``<tmp>/class-N/`` holding a new site ``site-N/`` (from
``coursebook init``; it has no node_modules/ of its own, so Coursebook takes KaTeX and Pagefind
from its own project folder: coursebook/nodemodules.py) and a sibling ``<tmp>/outside-N/``
that planted links point into. The class plants its input, runs the commands a writer would
run (one at a time, in the site's folder) and gives one row:

- inputs tried: hostile inputs planted (fields, files, paths, stored values);
- command: what ran, in order (steps without a command in parentheses);
- exit: each command's exit code (T: killed after TIMEOUT seconds);
- tracebacks: commands whose output (stdout or stderr) holds "Traceback";
- scripts run: `dialog` events (every payload calls alert) while headless Chromium loads each
  built page whose HTML contains "alert(";
- page errors: uncaught exceptions (`pageerror`) on the pages loaded;
- files outside site/ and docs/: files or links created, changed or removed under class-N/ and
  outside-N/, except in the site's site/, .cache/ and docs/;
- files lost: files listed in docs/ before the commands and missing after;
- worst time: the slowest command's wall time; worst memory: the largest peak resident size of
  one command with its child processes (GNU time's %M);
- notes: what the class checks besides; "FAIL" marks a check that did not hold.

The totals row sums the counts and gives the worst time and memory.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import quote

from playwright.sync_api import sync_playwright

from coursebook.diagrams import CHROMIUM_FLAGS

TIMEOUT = 420  # seconds for one command
GNU_TIME = "/usr/bin/time"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = list(CHROMIUM_FLAGS)
ENV = {k: v for k, v in os.environ.items() if not k.startswith(("PAGEFIND_", "SITE_URL"))} | {"NO_COLOR": "1"}
CAFE_NFC = unicodedata.normalize("NFC", "Café")
CAFE_NFD = unicodedata.normalize("NFD", "Café")
HEAD = "---\ntitle: {title}\ndate: 2026-11-20\n{extra}---\n\n{body}\n"


@dataclass
class Ran:
    """One command: how it ended, what it printed, its wall time and peak memory."""

    command: str
    code: int | str
    stdout: str
    stderr: str
    seconds: float
    kib: int

    @property
    def traceback(self) -> bool:
        return "Traceback" in self.stdout or "Traceback" in self.stderr


@dataclass
class Row:
    """One input class's results."""

    name: str
    inputs: int
    shown: list[str] = field(default_factory=list)
    ran: list[Ran] = field(default_factory=list)
    scripts: int = 0
    page_errors: int = 0
    outside: list[str] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    def step(self, text: str) -> None:
        self.shown.append(f"({text})")

    def check(self, holds: bool, text: str) -> None:
        self.notes.append(text if holds else f"FAIL: {text}")
        if not holds:
            self.failures.append(text)


class Site:
    """A fresh `coursebook init` site in ``<base>/class-<name>/site-<name>``, with ``outside-<name>/``."""

    def __init__(self, base: Path, name: str) -> None:
        self.root = base / f"class-{name}"
        self.outside = base / f"outside-{name}"
        self.path = self.root / f"site-{name}"
        self.docs = self.path / "docs"
        self.root.mkdir()
        self.outside.mkdir()
        made = run(["coursebook", "init", str(self.path)], self.root)
        if made.code != 0:
            raise SystemExit(f"coursebook init failed:\n{made.stdout}{made.stderr}")

    def write(self, relative: str, text: str) -> Path:
        path = self.path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    def docs_files(self) -> set[str]:
        return {str(p.relative_to(self.docs)) for p in self.docs.rglob("*") if p.is_file() or p.is_symlink()}

    def snapshot(self) -> dict[str, tuple]:
        """Every file and link under root and outside but the site's site/, .cache/ and docs/."""
        skip = {self.path / "site", self.path / ".cache", self.docs}
        found: dict[str, tuple] = {}
        for top in (self.root, self.outside):
            for folder, folders, files in os.walk(top):
                here = Path(folder)
                folders[:] = [d for d in folders if here / d not in skip]
                for name in [*folders, *files]:
                    path = here / name
                    info = path.lstat()
                    if path.is_symlink():
                        found[str(path)] = ("link", os.readlink(path))
                    elif not path.is_dir():
                        found[str(path)] = (info.st_size, info.st_mtime_ns)
        return found

    def built_pages(self, needle: bytes = b"alert(") -> list[str]:
        site = self.path / "site"
        return sorted(
            p.relative_to(site).as_posix() for p in site.rglob("*.html") if p.is_file() and needle in p.read_bytes()
        )

    def shorten(self, text: str) -> str:
        return text.replace(str(self.path), ".").replace(str(self.root.parent), "<tmp>")


def run(args: list[str], cwd: Path) -> Ran:
    """Run ``args`` under GNU time in a process group of its own (killed whole on timeout)."""
    with tempfile.NamedTemporaryFile("r", suffix=".mem") as mem:
        start = time.perf_counter()
        process = subprocess.Popen(
            [GNU_TIME, "-f", "%M", "-o", mem.name, *args],
            cwd=cwd,
            env=ENV,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
        try:
            out, err = process.communicate(timeout=TIMEOUT)
            code: int | str = process.returncode
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            out, err = process.communicate()
            code = "T"
        seconds = time.perf_counter() - start
        lines = Path(mem.name).read_text().split()
    kib = int(lines[-1]) if lines and lines[-1].isdigit() else 0
    return Ran(shlex.join(args), code, out.decode(errors="replace"), err.decode(errors="replace"), seconds, kib)


def command(row: Row, site: Site, *args: str, cwd: Path | None = None) -> Ran:
    ran = run(list(args), cwd or site.path)
    ran.command = site.shorten(ran.command)
    row.ran.append(ran)
    row.shown.append(ran.command)
    return ran


@contextmanager
def watched(row: Row, site: Site) -> Iterator[None]:
    """Record what the commands inside changed outside site/ and docs/, and lost from docs/."""
    before, listed = site.snapshot(), site.docs_files()
    yield
    after = site.snapshot()
    changed = sorted(p for p in before.keys() | after.keys() if before.get(p) != after.get(p))
    row.outside += [site.shorten(p) for p in changed]
    row.lost += sorted(listed - site.docs_files())


class Browser:
    """Headless Chromium that loads a built site from a local server and counts scripts and errors."""

    def __init__(self) -> None:
        self.playwright = sync_playwright().start()
        self.chromium = self.playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)

    def close(self) -> None:
        self.chromium.close()
        self.playwright.stop()

    def visit(self, site: Path, pages: list[str], storage: dict[str, str] | None = None) -> tuple[int, int, list]:
        """Load ``pages`` (paths under ``site``); return (dialogs, page errors, what each page's storage became)."""
        counts = {"dialog": 0, "pageerror": 0}
        kept = []
        with served(site) as origin:
            context = self.chromium.new_context()
            context.route("**/*", lambda route: _local_only(route, origin))
            if storage:
                store = f"Object.entries({json.dumps(storage)}).forEach(e => localStorage.setItem(...e))"
                context.add_init_script(f"try {{ {store} }} catch {{}}")  # about:blank has no storage
            page = context.new_page()
            page.on("dialog", lambda dialog: (counts.__setitem__("dialog", counts["dialog"] + 1), dialog.dismiss()))
            page.on("pageerror", lambda error: counts.__setitem__("pageerror", counts["pageerror"] + 1))
            for path in pages:
                page.goto(f"{origin}/{quote(path)}", wait_until="load", timeout=30_000)
                page.wait_for_timeout(150)
                if storage:
                    kept.append(page.evaluate(f"Object.keys({json.dumps(storage)}).map(k => localStorage.getItem(k))"))
            context.close()
        return counts["dialog"], counts["pageerror"], kept


def _local_only(route, origin: str) -> None:
    if route.request.url.startswith(origin):
        route.continue_()
    else:
        route.abort()


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@contextmanager
def served(folder: Path) -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def browse(row: Row, site: Site, browser: Browser) -> None:
    """Load every built page holding "alert(" and count the scripts that ran."""
    pages = site.built_pages()
    row.scripts, row.page_errors, _ = browser.visit(site.path / "site", pages)
    row.notes.append(f"{len(pages)} pages with alert( loaded")


def post(title: str, extra: str = "", body: str = "Text.") -> str:
    return HEAD.format(title=title, extra=extra, body=body)


# The input classes ------------------------------------------------------------------------------


def dirty_through_link(base: Path, browser: Browser) -> Row:
    """1. A link in site/ to docs/, then a --dirty build: docs/ must stay whole."""
    row, site = Row("1. `--dirty` with site/src → ../docs", 1), Site(base, "1")
    with watched(row, site):
        command(row, site, "coursebook", "build")
        (site.path / "site/src").symlink_to("../docs")
        row.step("ln -s ../docs site/src")
        command(row, site, "coursebook", "build", "--dirty")
    link = site.path / "site/src"
    row.check(link.is_symlink() and os.readlink(link) == "../docs", "site/src still the link")
    row.check(not row.lost, f"docs/ whole ({len(site.docs_files())} files)")
    return row


def note_source(base: Path, browser: Browser) -> Row:
    """2. Reading notes whose work's authors, venue and address are markup."""
    row, site = Row("2. note source fields", 5), Site(base, "2")
    with watched(row, site):
        listed = site.docs_files()
        command(
            row,
            site,
            *("coursebook", "new", "note", "读论文", "--source-title", "T"),
            *("--authors", "<img src=x onerror=alert(1)>", "--venue", "<svg onload=alert(2)>"),
        )
        command(
            row,
            site,
            *("coursebook", "new", "note", "Paper", "--lang", "en", "--slug", "paper", "--source-title", "P"),
            *("--authors", "A. Writer, <svg/onload=alert(22)>", "--url", "javascript:alert(21)"),
        )
        for name in site.docs_files() - listed:
            path = site.docs / name
            path.write_text(path.read_text(encoding="utf-8").replace("draft: true\n", ""), encoding="utf-8")
        row.step("delete draft: true")
        command(row, site, "coursebook", "build")
    browse(row, site, browser)
    return row


def tags_yml(base: Path, browser: Browser) -> Row:
    """3. tags.yml: an existing tag's other name is markup, and a key that is markup."""
    row, site = Row("3. tags.yml names", 2), Site(base, "3")
    names = ['写作: "<img src=x onerror=alert(3)>"', "课程: courses", '"<svg/onload=alert(31)>": keyed']
    site.write("docs/tags.yml", "\n".join(names) + "\n")
    site.write("docs/blog/posts/keyed.md", post("键", "tags: [keyed]\n"))
    site.write("docs/en/blog/posts/keyed.md", post("Keyed", "tags: [keyed]\n"))
    with watched(row, site):
        command(row, site, "coursebook", "build")
    browse(row, site, browser)
    return row


PLANTED = "PLANTED-BY-ATTACK"


def _plant_node_modules(folder: Path, marker: Path) -> int:
    """A node_modules/ whose KaTeX, Mermaid and Pagefind write ``marker`` when run; the count planted."""
    write = f"require('fs').writeFileSync({json.dumps(str(marker))}, 'ran');\n"
    files = {
        "katex/package.json": json.dumps({"name": "katex", "version": "0.16.99", "main": "dist/katex.js"}),
        "katex/dist/katex.js": write + "module.exports = {renderToString: () => '<b>owned</b>', ParseError: Error};\n",
        "katex/dist/katex.min.css": f"/* {PLANTED} */\n",
        "mermaid/dist/mermaid.min.js": f"/* {PLANTED} */\n",
    }
    script = f"#!/bin/sh\necho ran > {shlex.quote(str(marker))}\nexit 1\n"
    for machine in ("x64", "arm64"):
        files[f"@pagefind/linux-{machine}/bin/pagefind_extended"] = script
    files[".bin/pagefind"] = script
    for relative, text in files.items():
        path = folder / "node_modules" / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        path.chmod(0o755)
    return len(files)


def parent_node_modules(base: Path, browser: Browser) -> Row:
    """4. A node_modules/ in the folder above the site: none of it may run or be copied."""
    site = Site(base, "4")
    marker = site.outside / "marker"
    row = Row("4. parent folder's node_modules", _plant_node_modules(site.root, marker))
    row.check(not (site.path / "node_modules").exists(), "site has no node_modules/")
    with watched(row, site):
        command(row, site, "coursebook", "build")
    row.check(not marker.exists(), "marker absent")
    copied = [p for p in (site.path / "site").rglob("*") if p.is_file() and PLANTED.encode() in p.read_bytes()]
    owned = site.built_pages(b"<b>owned</b>")
    row.check(not copied and not owned, f"no planted file in site/ ({len(copied)} copied, {len(owned)} owned)")
    return row


def _written_paths(base: Path, commands: list[list[str]]) -> list[str]:
    """Where each command writes in a fresh site (docs/-relative), found by running it in a probe site."""
    probe, paths = Site(base, "5-probe"), []
    for args in commands:
        listed = probe.docs_files()
        run(args, probe.path)
        paths += sorted(probe.docs_files() - listed)
    return paths


def writes_through_links(base: Path, browser: Browser) -> Row:
    """5. A dangling link where `new` and `translate` write: the link's target must stay absent."""
    commands = [
        ["coursebook", "new", "post", "X", "--slug", "x"],
        ["coursebook", "new", "note", "Y", "--source-title", "T", "--slug", "y"],
        ["coursebook", "translate", "docs/blog/posts/hello.md"],
    ]
    paths = _written_paths(base, commands)
    row, site = Row("5. dangling links at written paths", len(paths)), Site(base, "5")
    targets = []
    for number, relative in enumerate(paths):
        link, target = site.docs / relative, site.outside / f"target-{number}.md"
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(target)
        targets.append(target)
    row.notes.append("links at " + ", ".join(f"docs/{p}" for p in paths))
    with watched(row, site):
        for args in commands:
            command(row, site, *args)
    row.check(not any(t.exists() for t in targets), "targets absent")
    row.check(all((site.docs / p).is_symlink() for p in paths), "links left as they were")
    return row


def synced_dots(base: Path, browser: Browser) -> Row:
    """6. `translate --synced` on a translation whose front matter closes with `...`."""
    row, site = Row("6. `--synced`, front matter closed by `...`", 1), Site(base, "6")
    with watched(row, site):
        command(row, site, "coursebook", "translate", "docs/blog/posts/hello.md")
        path = site.docs / "en/blog/posts/hello.md"
        head, _, body = path.read_text(encoding="utf-8").partition("\n---\n")
        head = re.sub(r"\ntranslation:\n(?:  .*\n?)*", "\n", head + "\n").rstrip("\n")
        body += "\n---\n\nA rule above; `translation:` only in code.\n"
        path.write_text(f"{head}\n...\n{body}", encoding="utf-8")
        row.step("close its front matter with ..., drop translation:, add a --- rule")
        command(row, site, "coursebook", "translate", "--synced", "docs/en/blog/posts/hello.md")
    head_after, _, body_after = path.read_text(encoding="utf-8").partition("\n...\n")
    row.check(body_after == body, "body unchanged")
    row.check("translation:" in head_after, "translation: in the front matter")
    return row


def partial_templates(base: Path, browser: Browser) -> Row:
    """7. Pages whose `template:` names a partial."""
    row, site = Row("7. `template:` naming a partial", 2), Site(base, "7")
    site.write("docs/box.md", "---\ntitle: Box\ntemplate: partials/series-box.html\n---\n\nBox.\n")
    site.write("docs/head.md", "---\ntitle: Head\ntemplate: partials/header.html\n---\n\nHead.\n")
    with watched(row, site):
        build = command(row, site, "coursebook", "build")
        check = command(row, site, "coursebook", "check")
    for ran in (build, check):
        said = ran.stdout + ran.stderr
        row.check("box.md" in said and "head.md" in said, f"`{ran.command}` names both files")
    return row


def init_bad_paths(base: Path, browser: Browser) -> Row:
    """8. `coursebook init` into a dangling link, under a regular file, and into /proc."""
    row, site = Row("8. `init` into bad paths", 3), Site(base, "8")
    (site.root / "dangling").symlink_to(site.outside / "init-target")
    (site.root / "a-file").write_text("a file\n")
    with watched(row, site):
        for folder in ("dangling", "a-file/sub", "/proc/x"):
            ran = command(row, site, "coursebook", "init", folder, cwd=site.root)
            lines = len(ran.stderr.strip().splitlines())
            row.check(ran.code == 2 and lines == 1, f"{folder}: exit {ran.code}, {lines} stderr line(s)")
    row.check(not (site.outside / "init-target").exists(), "link target absent")
    return row


def names_alike(base: Path, browser: Browser) -> Row:
    """9. Names alike but for case or Unicode form, and backslashes."""
    row, site = Row("9. case, Unicode form, backslash", 9), Site(base, "9")
    aliases = "aliases: ['/TAGS/x/', '/404.HTML', '/..\\..\\escape/']\n"
    site.write("docs/blog/posts/aliased.md", post("Aliased", f"tags: [x, {CAFE_NFC}]\n{aliases}"))
    site.write("docs/blog/posts/upper.md", post("Upper", "slug: Hello\n"))
    site.write("docs/blog/posts/lower.md", post("Lower", "slug: hello\n"))
    site.write("docs/blog/posts/decomposed.md", post("Decomposed", f"tags: [{CAFE_NFD}]\n"))
    site.write(f"docs/{CAFE_NFC.lower()}.md", post("NFC"))
    site.write(f"docs/{CAFE_NFD.lower()}.md", post("NFD"))
    with watched(row, site):
        command(row, site, "coursebook", "build")
    clashes, backslashes = _name_clashes(site.path / "site")
    row.check(not clashes, f"{len(clashes)} clashing names {clashes[:3]}")
    row.check(not backslashes, f"{len(backslashes)} names with a backslash")
    return row


def _name_clashes(site: Path) -> tuple[list[list[str]], list[str]]:
    """Files whose paths fold to one (NFC, casefold), but the two café pages; names with a backslash."""
    folded: dict[str, list[str]] = {}
    for path in site.rglob("*"):
        relative = path.relative_to(site).as_posix()
        folded.setdefault(unicodedata.normalize("NFC", relative).casefold(), []).append(relative)
    cafe = unicodedata.normalize("NFC", "café")
    clashes = [names for key, names in folded.items() if len(names) > 1 and key.split("/")[0] != cafe]
    return clashes, [p.name for p in site.rglob("*") if "\\" in p.name]


def long_line(base: Path, browser: Browser) -> Row:
    """10. A post of one 5,000,000-character line."""
    row, site = Row("10. one 5,000,000-character line", 1), Site(base, "10")
    unit = "混合文字 text [a link](x) `code` <b>bold</b> \\( a_1 + b \\) [open ( $5 and *stars_ 中文。"
    line = (unit * (5_000_000 // len(unit) + 1))[:5_000_000]
    site.write("docs/blog/posts/long.md", post("Long", "", line))
    with watched(row, site):
        build = command(row, site, "coursebook", "build")
    said = build.stdout + build.stderr
    row.check("long.md" in said, "a warning names long.md")
    page = site.path / "site/blog/long/index.html"
    row.notes.append(f"page {page.stat().st_size // 1024} KiB" if page.exists() else "no page")
    return row


def _jekyll_blog(folder: Path) -> int:
    posts = {
        "2020-01-01-same.md": "First same",
        "2021-05-05-same.md": "Second same",
        "2020-02-02-c#sharp.md": "Sharp",
        "2020-01-01-.md": "No name",
    }
    (folder / "_posts").mkdir(parents=True)
    (folder / "_config.yml").write_text("title: Old\npermalink: /:year/:month/:day/:title.html\n")
    for name, title in posts.items():
        (folder / "_posts" / name).write_text(f"---\ntitle: {title}\nlayout: post\n---\n\n{title}.\n")
    return len(posts)


def jekyll_import(base: Path, browser: Browser) -> Row:
    """11. Importing a Jekyll blog with a duplicate name, a `#` and an empty name."""
    site = Site(base, "11")
    row = Row("11. `import jekyll`", _jekyll_blog(site.root / "jekyll"))
    with watched(row, site):
        listed = site.docs_files()
        moved = command(row, site, "coursebook", "import", "jekyll", "../jekyll")
        written = sorted(site.docs_files() - listed)
        command(row, site, "coursebook", "build")
    aliases = [line for name in written for line in (site.docs / name).read_text().splitlines() if "/20" in line]
    wanted = ["/2020/01/01/same.html", "/2021/05/05/same.html", "/2020/02/02/c-sharp.html"]  # Jekyll's slugs
    row.notes.append("wrote " + ", ".join(Path(n).name for n in written))
    found = "; ".join(a.strip() for a in aliases)
    row.check(all(any(w in a for a in aliases) for w in wanted), f"old addresses {found}")
    row.check(not any(Path(n).name.startswith(".") for n in written), "no hidden file")
    row.check("/2020/01/01/.html" in moved.stdout + moved.stderr, "the hidden old address is a to-do")
    return row


PROGRESS = [
    "not json",
    "null",
    "[]",
    '"text"',
    "42",
    '{"first-course": null}',
    '{"first-course": [1, 2]}',
    '{"first-course": {"1": "yesterday", "2": -5, "3": 1e999}}',
    '{"__proto__": {"1": 1}, "constructor": {"x": 1}}',
    '{"first-course": {"1": {"valueOf": 1}}}',
]


COURSE_PAGES = [
    "index.html",
    "series/first-course/index.html",
    "blog/first-course-1/index.html",
    "en/series/first-course/index.html",
    "en/blog/first-course-1/index.html",
]


def reader_storage(base: Path, browser: Browser) -> Row:
    """12. Malformed reading progress in the reader's localStorage, on course pages."""
    row, site = Row("12. malformed progress in localStorage", len(PROGRESS)), Site(base, "12")
    with watched(row, site):
        command(row, site, "coursebook", "build")
    built = site.path / "site"
    pages = [p for p in COURSE_PAGES if (built / p).is_file() and b"course.js" in (built / p).read_bytes()]
    repaired = 0
    for value in PROGRESS:
        scripts, errors, kept = browser.visit(site.path / "site", pages, {"coursebook.progress:/": value})
        row.scripts += scripts
        row.page_errors += errors
        repaired += all(v[0] != value for v in kept)
    row.step(f"load {len(pages)} course pages with each stored value")
    row.check(repaired == len(PROGRESS), f"{repaired}/{len(PROGRESS)} values repaired or removed")
    row.notes.append("pages: " + ", ".join(pages))
    return row


def script_title(base: Path, browser: Browser) -> Row:
    """13 (issue 28). A title and description that close the tag and open a script."""
    row, site = Row("13. `<script>` in a title", 2), Site(base, "13")
    title = "'</title><script>alert(13)</script>'"
    description = "description: '\"><script>alert(131)</script>'\ntags: [写作]\n"
    site.write("docs/blog/posts/script.md", post(title, description))
    with watched(row, site):
        command(row, site, "coursebook", "build")
    browse(row, site, browser)
    return row


JS_ATTRIBUTE = re.compile(rb"""(?:href|src|content)\s*=\s*["']?\s*javascript:""", re.IGNORECASE)


def javascript_image(base: Path, browser: Browser) -> Row:
    """14 (issue 28). `image: javascript:…` in a post and in a page."""
    row, site = Row("14. `image: javascript:…`", 2), Site(base, "14")
    site.write("docs/blog/posts/image.md", post("Image", "image: 'javascript:alert(14)'\n"))
    site.write("docs/shown.md", post("Shown", "image: ' JaVaScRiPt:alert(141)'\n"))
    with watched(row, site):
        command(row, site, "coursebook", "build")
    browse(row, site, browser)
    found = [p for p in site.built_pages(b"") if JS_ATTRIBUTE.search((site.path / "site" / p).read_bytes())]
    row.check(not found, f"{len(found)} pages with a javascript: address")
    return row


def billion_laughs(base: Path, browser: Browser) -> Row:
    """15 (issue 28). Front matter of nested YAML aliases, 10^9 strings when expanded."""
    row, site = Row("15. YAML billion laughs", 1), Site(base, "15")
    levels = ["a0: &a0 [ha, ha, ha, ha, ha, ha, ha, ha, ha, ha]"]
    levels += [f"a{n}: &a{n} [{', '.join([f'*a{n - 1}'] * 10)}]" for n in range(1, 9)]
    front = "\n".join(levels)
    site.write("docs/blog/posts/laughs.md", f"---\n{front}\ntitle: *a8\ntags: *a8\ndate: 2026-11-20\n---\n\nHa.\n")
    with watched(row, site):
        build = command(row, site, "coursebook", "build")
    row.check("laughs.md" in build.stdout + build.stderr, "a warning names laughs.md")
    return row


def alias_404(base: Path, browser: Browser) -> Row:
    """16 (issue 28). Aliases onto the site's 404 page."""
    row, site = Row("16. aliases to /404.html", 3), Site(base, "16")
    site.write("docs/blog/posts/moved.md", post("Moved", "aliases: ['/404.html', '/404.html/', '404.html']\n"))
    with watched(row, site):
        command(row, site, "coursebook", "build")
    page = (site.path / "site/404.html").read_text(encoding="utf-8")
    row.check('http-equiv="refresh"' not in page, "404.html still the 404 page")
    return row


def nested_embeds(base: Path, browser: Browser) -> Row:
    """17 (issue 28). A chain of 20 vault notes, each embedding the next twice, the last the first."""
    row, site = Row("17. 20 nested `![[embeds]]`", 20), Site(base, "17")
    for n in range(20):
        embeds = f"![[e{(n + 1) % 20:02}]]\n\n" * 2
        site.write(f"docs/vault/e{n:02}.md", f"# e{n:02}\n\n{embeds}Leaf text of e{n:02}.\n")
    with watched(row, site):
        build = command(row, site, "coursebook", "build")
    row.check("vault/e00.md" in build.stdout + build.stderr, "a warning names vault/e00.md")
    page = site.path / "site/vault/e00/index.html"
    row.notes.append(f"e00 page {page.stat().st_size // 1024} KiB" if page.exists() else "no e00 page")
    return row


CLASSES = [
    dirty_through_link,
    note_source,
    tags_yml,
    parent_node_modules,
    writes_through_links,
    synced_dots,
    partial_templates,
    init_bad_paths,
    names_alike,
    long_line,
    jekyll_import,
    reader_storage,
    script_title,
    javascript_image,
    billion_laughs,
    alias_404,
    nested_embeds,
]

# The report ------------------------------------------------------------------------------------

COLUMNS = [
    "class",
    "inputs tried",
    "command",
    "exit",
    "tracebacks",
    "scripts run",
    "page errors",
    "files outside site/ and docs/",
    "files lost",
    "worst time (s)",
    "worst memory (MiB)",
    "notes",
]


def cell(text: object) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def numbers(row: Row) -> list:
    return [
        row.inputs,
        sum(r.traceback for r in row.ran),
        row.scripts,
        row.page_errors,
        len(row.outside),
        len(row.lost),
        max((r.seconds for r in row.ran), default=0.0),
        max((r.kib for r in row.ran), default=0) / 1024,
    ]


def line(values: list) -> str:
    return "| " + " | ".join(cell(v) for v in values) + " |"


def table(rows: list[Row]) -> str:
    out = [line(COLUMNS), "| " + " | ".join(["---", "---:", "---", "---"] + ["---:"] * 7 + ["---"]) + " |"]
    for row in rows:
        inputs, tracebacks, scripts, errors, outside, lost, seconds, mib = numbers(row)
        shown = "; ".join(f"`{s}`" for s in row.shown)
        exits = ", ".join(str(r.code) for r in row.ran)
        counts = [tracebacks, scripts, errors, outside, lost, f"{seconds:.1f}", f"{mib:.0f}"]
        out.append(line([row.name, inputs, shown, exits, *counts, "; ".join(row.notes)]))
    all_numbers = [numbers(row) for row in rows]
    sums = [sum(column) for column in zip(*all_numbers, strict=True)]
    worst = [max(column) for column in zip(*all_numbers, strict=True)]
    totals = [*sums[:6], f"{worst[6]:.1f}", f"{worst[7]:.0f}"]
    out.append(line(["**total**", totals[0], "", "", *totals[1:], ""]))
    return "\n".join(out)


def details(rows: list[Row]) -> str:
    """Each failure in full: the check, the traceback's last lines, the files outside or lost."""
    out = []
    for row in rows:
        found = [f"- check: {text}" for text in row.failures]
        for ran in row.ran:
            if ran.traceback:
                tail = (ran.stdout + ran.stderr).strip().splitlines()[-8:]
                found.append(f"- traceback from `{ran.command}`:\n" + "\n".join(f"      {t}" for t in tail))
        found += [f"- outside: {p}" for p in row.outside]
        found += [f"- lost: docs/{p}" for p in row.lost[:20]]
        if row.scripts or row.page_errors:
            found.append(f"- {row.scripts} scripts ran, {row.page_errors} page errors")
        if found:
            out.append(f"{row.name}\n" + "\n".join(found))
    return "\n\n".join(out) or "No failures."


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keep", action="store_true", help="leave the temporary folder in place")
    parser.add_argument("--only", type=int, nargs="*", help="run only these classes (1-based)")
    options = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="coursebook-attack-"))
    browser = Browser()
    rows = []
    try:
        for number, attack in enumerate(CLASSES, 1):
            if options.only and number not in options.only:
                continue
            started = time.perf_counter()
            rows.append(attack(base, browser))
            print(f"{rows[-1].name}: {time.perf_counter() - started:.1f} s", file=sys.stderr, flush=True)
    finally:
        browser.close()
        if options.keep:
            print(f"kept {base}", file=sys.stderr)
        else:
            shutil.rmtree(base, ignore_errors=True)
    print(table(rows))
    print()
    print(details(rows))


if __name__ == "__main__":
    main()
