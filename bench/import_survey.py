"""Bring any blog (issue 43, item 6): public blogs imported as a new user would, one row each.

For each blog of ``bench/survey_blogs.json`` (the repositories a stated rule picked, fetched to
/work/.mirror; the rule is in the file) or of the git dirs given (``DIR:TOOL[:ROOT]``):

1. its newest commit is exported (``git archive``) to ``<tmp>/<n>/blog``;
2. ``coursebook init <tmp>/<n>/site`` makes a new site, outside this repository;
3. ``coursebook import TOOL blog --lang L`` moves it in (an Obsidian vault is copied into
   ``docs/vault/`` with ``extra.obsidian.root: vault``, as the guide says to publish one); L is
   zh when a third or more of the posts' letters are Chinese, else en;
4. ``mkdocs build`` builds it; a small hook (written into the site's folder and named in its
   ``hooks:``, recording only) says which page each Markdown file became.

Per blog, one row:

- posts in: Markdown posts (notes) of the blog; out: imported pages built;
- tracebacks: commands whose output holds "Traceback";
- images: Markdown and HTML images in the imported posts outside code / on their built pages /
  of those, local files missing;
- links: links on the built pages to the site itself, and how many lead to a file that exists;
- old addresses: aliases the import wrote / redirect pages built at them (an Obsidian note's
  ``aliases`` are other names, not addresses: not counted);
- pairs: imported pages with a translation linked (``<link rel=alternate hreflang>``);
- raw: pages showing a tool's markup outside code (``{%``, ``{{<``, ``{{%``, ``{{ … }}``);
- warnings: the build's WARNING lines (``--strict`` fails on any: strict passes when 0); when it
  fails, how many of them the import's report names (its check build lists them);
- to do: the count on the import report's last line;
- absent: files of the blog the fetched snapshot lacks (the store leaves out some large files:
  images among them show as missing).

    python bench/import_survey.py                 # the picked blogs
    python bench/import_survey.py --keep          # and keep <tmp> to look at
    python bench/import_survey.py --show 3        # and the first 3 warnings, to-dos of each
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

from bs4 import BeautifulSoup

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "hooks"))
from coursebook.frontmatter import read_front_matter  # noqa: E402
from coursebook.redirects import old_path  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PICKED = ROOT / "bench/survey_blogs.json"
TIMEOUT = 1800
_CJK = re.compile(r"[\u4e00-\u9fff]")
_LETTER = re.compile(r"[A-Za-z\u4e00-\u9fff]")
_IMAGE = re.compile(r"!\[[^\]\n]*\]\(|!\[\[[^\]\n]+\.(?:png|jpe?g|gif|svg|webp|avif|bmp)\b|<img\b", re.I)
_RAW = re.compile(r"\{%|\{\{[<%]|\{\{\s*[\w.'\"]")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})[^\n]*\n.*?^ {0,3}\1[ \t]*$", re.M | re.S)
RECORDER = '''"""Records which page each Markdown file became (bench/import_survey.py); changes nothing."""
import json, pathlib
PAGES = {}
def on_post_page(output, page, config):
    PAGES[page.file.src_uri] = page.file.dest_uri
    return output
def on_post_build(config):
    pathlib.Path(config.config_file_path).with_name("pages.json").write_text(json.dumps(PAGES))
'''


@dataclass
class Blog:
    repo: str
    tool: str
    git_dir: Path
    root: str = ""
    category: str = ""


@dataclass
class Row:
    blog: Blog
    posts_in: int = 0
    posts_out: int = 0
    tracebacks: int = 0
    images_source: int = 0
    images_shown: int = 0
    images_missing: int = 0
    links: int = 0
    links_ok: int = 0
    aliases: int = 0
    redirects: int = 0
    pairs: int = 0
    raw_pages: int = 0
    warnings: list[str] = field(default_factory=list)
    to_do: int | None = None
    to_do_lines: list[str] = field(default_factory=list)
    lang: str = "zh"
    failed: str = ""  # a step that did not finish
    absent: int = 0  # files the fetched snapshot lacks
    named: int | None = None  # build warnings the import's report names (None: no import)


def run(command: list[str], cwd: Path) -> tuple[int, str]:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        return -1, "timed out"
    return done.returncode, done.stdout + done.stderr


def export(blog: Blog, into: Path) -> tuple[Path, int]:
    """The blog's newest commit, its folder ``root`` only, written out under ``into``; and how
    many of its files the snapshot lacks (the store leaves out some large files)."""
    git = ["git", "--git-dir", str(blog.git_dir)]
    listing = subprocess.run(
        [*git, "ls-tree", "-r", "-z", "HEAD", "--", blog.root or "."], capture_output=True, check=True
    )
    entries = []
    for entry in listing.stdout.split(b"\0"):
        if entry:
            head, path = entry.split(b"\t", 1)
            mode, kind, sha = head.split()
            if kind == b"blob" and mode != b"120000":  # links are not followed, as a checkout on Windows would
                entries.append((sha.decode(), path.decode("utf-8", "replace")))
    batch = subprocess.run(
        [*git, "cat-file", "--batch"], input="".join(f"{sha}\n" for sha, _ in entries).encode(), capture_output=True
    ).stdout
    missing, position = 0, 0
    for _, path in entries:
        end = batch.index(b"\n", position)
        header = batch[position:end].split()
        if header[-1] == b"missing":
            missing, position = missing + 1, end + 1
            continue
        size = int(header[2])
        target = into / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(batch[end + 1 : end + 1 + size])
        position = end + 1 + size + 1
    return (into / blog.root if blog.root else into), missing


def language(texts: list[str]) -> str:
    texts = [prose(text) for text in texts]  # code is in English whatever the posts are
    letters = sum(len(_LETTER.findall(text)) for text in texts)
    return "zh" if letters and 3 * sum(len(_CJK.findall(text)) for text in texts) >= letters else "en"


def prose(text: str) -> str:
    """``text`` without its fenced code and code spans."""
    return re.sub(r"`[^`\n]+`", "", _FENCE.sub("", text))


def survey(blog: Blog, work: Path, show: int) -> Row:
    row = Row(blog)
    source, row.absent = export(blog, work / "blog")
    code, output = run(["coursebook", "init", str(work / "site")], work)
    if code != 0:
        row.failed = f"init: {output.strip()[-200:]}"
        return row
    site = work / "site"
    docs = site / "docs"
    before = {path.relative_to(docs).as_posix() for path in docs.rglob("*.md")}
    if blog.tool == "obsidian":
        notes = [
            p for p in source.rglob("*.md") if not any(part.startswith(".") for part in p.relative_to(source).parts)
        ]
        row.lang = language([p.read_text(encoding="utf-8", errors="replace") for p in notes])
        vault = docs / ("vault" if row.lang == "zh" else "en/vault")
        shutil.copytree(source, vault, ignore=shutil.ignore_patterns(".git", ".trash"))
        config = (site / "mkdocs.yml").read_text(encoding="utf-8")
        (site / "mkdocs.yml").write_text(config.replace("\nextra:\n", "\nextra:\n  obsidian:\n    root: vault\n", 1))
        report = ""
    else:
        code, plan = run(["coursebook", "import", blog.tool, str(source), "--dry-run"], site)
        texts = [line for line in plan.splitlines() if "->" in line]
        posts = [source / line.split(" -> ")[0].strip() for line in texts]
        row.lang = language([p.read_text(encoding="utf-8", errors="replace") for p in posts if p.is_file()])
        code, report = run(["coursebook", "import", blog.tool, str(source), "--lang", row.lang], site)
        row.tracebacks += "Traceback" in report
        if code != 0:
            row.failed = f"import exit {code}: {report.strip()[-200:]}"
            return row
        last = report.strip().splitlines()[-1] if report.strip() else ""
        found = re.search(r"(\d+) things? to do", last)
        row.to_do = int(found[1]) if found else None
        row.to_do_lines = [
            line.strip()
            for line in report.splitlines()
            if "TO DO:" in line or line.startswith(("note:", "not written:"))
        ]
    imported = sorted({path.relative_to(docs).as_posix() for path in docs.rglob("*.md")} - before)
    row.posts_in = len(imported)
    wanted: set[str] = set()  # the old addresses the import wrote
    for path in imported:
        text = (docs / path).read_text(encoding="utf-8", errors="replace")
        row.images_source += len(_IMAGE.findall(prose(text)))
        meta = read_front_matter(text)[0]
        aliases = meta.get("aliases") if isinstance(meta.get("aliases"), list) and blog.tool != "obsidian" else []
        row.aliases += len(aliases)
        wanted.update(str(alias) for alias in aliases)
    config = (site / "mkdocs.yml").read_text(encoding="utf-8")
    (site / "recorder.py").write_text(RECORDER, encoding="utf-8")
    (site / "mkdocs.yml").write_text(config + "\nhooks:\n  - recorder.py\n", encoding="utf-8")
    code, log = run(["mkdocs", "build"], site)  # not -q: it silences warnings
    row.tracebacks += "Traceback" in log
    row.warnings = [line for line in log.splitlines() if line.startswith("WARNING")]
    (work / "build.log").write_text(log, encoding="utf-8")
    (work / "report.txt").write_text(report, encoding="utf-8")
    said = [line.split("-  ", 1)[-1].strip() for line in row.warnings]
    row.named = None if blog.tool == "obsidian" else sum(warning in report for warning in said)
    pages_file = site / "pages.json"
    if not pages_file.is_file():
        row.failed = f"build exit {code}: {log.strip()[-300:]}"
        return row
    pages = json.loads(pages_file.read_text())
    built = site / "site"
    for path in imported:
        if path not in pages:
            continue
        row.posts_out += 1
        page_file = built / pages[path]
        html = BeautifulSoup(page_file.read_text(encoding="utf-8"), "html.parser")
        article = html.article or html
        row.pairs += html.select_one('link[rel="alternate"][hreflang]:not([hreflang="x-default"])') is not None
        for element in article.select("pre, code"):
            element.decompose()
        row.raw_pages += bool(_RAW.search(article.get_text()))
        for image in article.find_all("img"):
            if "twemoji" in (image.get("class") or []):
                continue
            row.images_shown += 1
            target = resolve(image.get("src", ""), page_file, built)
            row.images_missing += target is not None and not exists(target)
        for link in article.find_all("a", href=True):
            if "headerlink" in (link.get("class") or []) or "footnote" in " ".join(link.get("class") or []):
                continue
            target = resolve(link["href"], page_file, built)
            if target is None:
                continue
            row.links += 1
            row.links_ok += exists(target)
    row.redirects = sum(1 for alias in wanted if (file := old_path(alias)) and (built / file).is_file())
    return row


def resolve(address: str, page: Path, built: Path) -> Path | None:
    """The file a link or image on ``page`` leads to in the built site; None when it leaves the site."""
    parts = urlsplit(address)
    if parts.scheme or parts.netloc or not parts.path:
        return None
    path = unquote(parts.path)
    target = (built / path.lstrip("/")) if path.startswith("/") else (page.parent / path)
    try:
        target = Path(str(target.resolve()))
        return target / "index.html" if path.endswith("/") or target.is_dir() else target
    except OSError:  # a name no file system holds (too long): it leads nowhere
        return built / "\0"


def exists(path: Path) -> bool:
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def blogs(args: argparse.Namespace) -> list[Blog]:
    if args.dirs:
        found = []
        for spec in args.dirs:
            where, tool, *root = spec.split(":")
            repo = Path(where).resolve().parent.name.replace("+", "/", 1)
            found.append(Blog(repo, tool, Path(where), root[0] if root else "", tool))
        return found
    picked = json.loads(PICKED.read_text(encoding="utf-8"))["picked"]
    return [
        Blog(b["repo"], b["tool"], Path(b["git_dir"]), b.get("root", ""), b.get("category", b["tool"])) for b in picked
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("dirs", nargs="*", help="DIR:TOOL[:ROOT] instead of the picked blogs")
    parser.add_argument("--keep", action="store_true")
    parser.add_argument("--show", type=int, default=0, help="warnings and to-dos shown per blog")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="survey-"))
    rows = []
    for number, blog in enumerate(blogs(args)):
        print(f"{blog.repo} ({blog.category})…", file=sys.stderr, flush=True)
        folder = work / str(number)
        folder.mkdir()
        rows.append(survey(blog, folder, args.show))
    print_rows(rows, args.show)
    if args.keep:
        print(f"\nkept: {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)


def print_rows(rows: list[Row], show: int) -> None:
    columns = (
        "blog | kind | lang | posts in/out | tracebacks | images src/shown/missing | links ok/all | "
        "aliases/redirects | pairs | raw | warnings | strict | to do | absent"
    )
    print(f"| {columns} |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |")
    for row in rows:
        if row.failed:
            failed = f"fails: {row.failed}"
            name = f"{row.blog.repo} | {row.blog.category} | {row.lang}"
            print(f"| {name} | — | {row.tracebacks} | | | | | | | {failed} | | |")
            continue
        strict = "passes" if not row.warnings else f"fails: {'—' if row.named is None else row.named} named"
        print(
            f"| {row.blog.repo} | {row.blog.category} | {row.lang} | "
            f"{row.posts_in}/{row.posts_out} | {row.tracebacks} | "
            f"{row.images_source}/{row.images_shown}/{row.images_missing} | {row.links_ok}/{row.links} | "
            f"{row.aliases}/{row.redirects} | {row.pairs} | {row.raw_pages} | {len(row.warnings)} | {strict} | "
            f"{'' if row.to_do is None else row.to_do} | {row.absent} |"
        )
    for row in rows:
        if show and (row.warnings or row.to_do_lines):
            print(f"\n{row.blog.repo}:")
            for line in row.warnings[:show]:
                print(f"  {line[:300]}")
            for line in row.to_do_lines[:show]:
                print(f"  {line[:300]}")


if __name__ == "__main__":
    main()
