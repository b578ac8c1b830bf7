"""`coursebook export epub|pdf COURSE`: the site built once, in this process, into a folder
of its own, and the course taken out of it: its EPUB (the build writes it with
``extra.exports: [epub]`` switched on), or its one-page version printed to a PDF by a
headless Chromium, A4, with the site's print styles and every diagram drawn.

The build is the site's own (its settings, its pages as a reader gets them), so the book
holds what the site shows; it writes nothing in the site's folder or its cache.
"""

from __future__ import annotations

import json
import logging
import posixpath
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Mapping
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING

from coursebook.checkbuild import WarningLog
from coursebook.diagrams import CHROMIUM_FLAGS, draw_diagrams, find_browser
from coursebook.fragments import Article, code_colours, diagram_sources, is_local
from coursebook.lang import HTML_LANG, LANGS, lang_of
from coursebook.nodemodules import MERMAID, find_node_file
from coursebook.wechat import formulas_of, wechat_html
from coursebook.zhihu import article_markdown

if TYPE_CHECKING:
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.pages import Page

SVG_SCRIPT = Path(__file__).with_name("typeset_svg.cjs")

FORMATS = ("epub", "pdf")  # a course's
POST_FORMATS = ("wechat", "zhihu")  # a post's
_NO_BROWSER = (
    "coursebook: a PDF is printed by Chromium or Chrome and none was found: "
    "install one (Debian: apt-get install chromium) or set CHROMIUM_PATH to it"
)
# Added to the one-page course before it is printed: A4 paper, and every diagram the build
# could not draw (features/diagrams.py) drawn first (assets/javascripts/diagrams.js draws one only
# as it nears the screen; print.js scales what is wider than the paper when printing starts).
_PRINT_PAGE = """<style>@page { size: A4; }</style>
<script>
addEventListener("load", function () {
  if (window.coursebookDiagrams) window.coursebookDiagrams.drawAll();
});
</script>
"""


def export_course(
    config_file: Path, fmt: str, course: str, lang: str, out: Path | None, say: Callable[[str], None]
) -> int:
    """Write ``course`` in ``lang`` as ``fmt`` (epub, pdf) to ``out`` (default: ./COURSE.epub,
    ./COURSE.en.pdf, …); the exit code. ``say`` prints a line for the writer."""
    browser = find_browser()
    if fmt == "pdf" and browser is None:
        say(_NO_BROWSER)
        return 2
    target = out or Path(f"{course}.{fmt}" if lang == LANGS[0] else f"{course}.{lang}.{fmt}")

    def write(config: MkDocsConfig, site: Path, scratch: Path, warnings: list[str]) -> tuple[int, str, tuple]:
        found = _courses(site, lang, fmt)
        if course not in found:
            return 2, _no_course(course, lang, found, config), ()
        build = config.plugins["coursebook"].session.build  # type: ignore[attr-defined]
        outline = build.site.outlines.get((course, lang))
        sources = (f"'{course}'", *(part.post.src_uri for part in outline.parts)) if outline else ()
        target.parent.mkdir(parents=True, exist_ok=True)
        if fmt == "epub":
            shutil.copyfile(found[course], target)
        elif browser is not None and not _print(found[course], target, browser, scratch):
            return 1, f"coursebook: Chromium ({browser}) did not print {course}; try again", sources
        return 0, f"wrote {target}", sources

    return _exporting(config_file, fmt == "epub", write, say)


def export_post(
    config_file: Path,
    fmt: str,
    post: str,
    lang: str,
    out: Path | None,
    say: Callable[[str], None],
    flavour: str = "zhihu",
) -> int:
    """Write ``post`` (its file, or its slug in ``lang``) as ``fmt`` to ``out``; the exit code.
    wechat: one HTML file for 公众号's editor (./SLUG.wechat.html); zhihu: Markdown for 知乎's
    importer, or of ``flavour`` markdown for 掘金 and CSDN (./SLUG.zhihu.md, ./SLUG.md)."""

    def write(config: MkDocsConfig, site: Path, scratch: Path, warnings: list[str]) -> tuple[int, str, tuple]:
        pages = config.plugins["coursebook"].session.build.pages  # type: ignore[attr-defined]
        page = _find_post(pages, post, lang, Path(config.docs_dir))
        if page is None:
            other = LANGS[1] if lang == LANGS[0] else LANGS[0]
            there = _find_post(pages, post, other, Path(config.docs_dir)) is not None
            hint = f" (there is one in {other}: add --lang {other})" if there else ""
            return 2, f"coursebook: no published post '{post}' in {lang}{hint}: give its file or its slug", ()
        article = Article(
            page.title or "", page.content or "", page.url, config.site_url or "", lang_of(page.file.src_uri)
        )
        slug = _slug(page.url) or "index"
        if fmt == "wechat":
            drawings = config.plugins["coursebook"].session.build.drawings  # type: ignore[attr-defined]
            body, problems = wechat_article(article, config.config_file_path, site, drawings)
            text, target = _page(article, body), out or Path(f"{slug}.wechat.html")
        else:
            text, problems = article_markdown(article, flavour, lambda path: (site / path).is_file())
            target = out or Path(f"{slug}.zhihu.md" if flavour == "zhihu" else f"{slug}.md")
        warnings += problems
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        return 0, f"wrote {target}", (page.file.src_uri,)

    return _exporting(config_file, False, write, say)


def _exporting(
    config_file: Path,
    books: bool,
    write: Callable[[MkDocsConfig, Path, Path, list[str]], tuple[int, str, tuple]],
    say: Callable[[str], None],
) -> int:
    """The site built into a temporary folder (with its books when ``books``), and ``write``
    (config, built site, scratch folder, warnings) run on it: its exit code, and its last line
    said after the warnings that concern what it wrote (the build's that name one of the sources
    it returns, and its own); the build's others are counted. A failure is one line, never a
    traceback."""
    from mkdocs.exceptions import Abort, MkDocsException

    log = WarningLog()
    logger = logging.getLogger("mkdocs")
    propagate, logger.propagate = logger.propagate, False
    logger.addHandler(log)
    built: list[str] = []
    sources: tuple = ()
    try:
        with tempfile.TemporaryDirectory(prefix="coursebook-export-") as folder:
            config = _build(config_file, Path(folder) / "site", books)
            built, log.messages = log.messages, local_address_problems(config.site_url)
            code, last, sources = write(config, Path(folder) / "site", Path(folder), log.messages)
    except (MkDocsException, Abort) as err:
        code, last = 1, f"coursebook: the site did not build: {err}"
    except OSError as err:
        code, last = 1, f"coursebook: cannot write {err.filename or ''} ({err.strerror or err})"
    finally:
        logger.removeHandler(log)
        logger.propagate = propagate
    concerned = [line for line in built if any(source in line for source in sources)]
    for line in [*concerned, *log.messages]:
        say(f"warning: {line}")
    if others := len(built) - len(concerned):
        say(f"note: the build gave {others} more warnings about other pages: `coursebook check` lists them")
    say(last)
    return code


def _slug(url: str) -> str:
    """The last part of a page's URL: blog/zero/ and blog/zero.html (use_directory_urls: false) are zero."""
    return posixpath.basename(url.rstrip("/")).removesuffix(".html")


def _no_course(course: str, lang: str, found: dict[str, Path], config: MkDocsConfig) -> str:
    """What to say when the build holds no ``course`` to export."""
    if config.plugins["coursebook"].config.get("exports") is False:
        return "coursebook: the exports feature is switched off in mkdocs.yml (coursebook: {exports: false})"
    known = ", ".join(sorted(found)) or "none"
    return f"coursebook: no course '{course}' with published parts in {lang}; courses: {known}"


def local_address_problems(site_url: str | None) -> list[str]:
    """A warning when the site's address is this machine's (the `coursebook init` default when
    SITE_URL is unset): links and pictures would lead nowhere for a reader."""
    if site_url and is_local(site_url):
        return [
            f"site_url is {site_url}, this machine: links and pictures would point at it; set SITE_URL "
            "(or site_url in mkdocs.yml) to the address the site is published at"
        ]
    return []


def _find_post(pages: dict, wanted: str, lang: str, docs: Path) -> Page | None:
    """The page of ``wanted``: a file (as a path from here or from docs/), or a slug in ``lang``."""
    for candidate in (Path(wanted), docs / wanted):
        if candidate.is_file():
            src = (
                candidate.resolve().relative_to(docs.resolve()).as_posix()
                if candidate.resolve().is_relative_to(docs.resolve())
                else None
            )
            return pages.get(src) if src else None
    slug = _slug(wanted)
    found = [page for src, page in pages.items() if _slug(page.url) == slug and lang_of(src) == lang]
    return found[0] if len(found) == 1 else None


def wechat_article(
    article: Article, config_file: str | None, site: Path, drawings: Mapping[str, str]
) -> tuple[str, list[str]]:
    """``article`` as 公众号's editor takes it (coursebook/wechat.py), with its formulas and diagrams
    drawn, and what the writer should know. ``site``: the built site, whose files it checks;
    ``drawings``: the build's (features/diagrams.py), a diagram's source -> its self-contained SVG."""
    problems = []
    formulas = formulas_of(article.html)
    svgs = _mathjax(formulas, config_file)
    if formulas and svgs is None:
        problems.append("formulas are shown as TeX: Node.js or MathJax (npm ci) is missing")
    sources = diagram_sources(article.html)
    drawn: list[str | None] = [drawings.get(source) for source in sources]
    missing = [source for source, svg in zip(sources, drawn, strict=True) if svg is None]
    mermaid, browser = find_node_file(MERMAID, config_file), find_browser()
    if missing and mermaid and browser:  # the build did not draw them (its diagrams switched off)
        late = dict(zip(missing, draw_diagrams(missing, mermaid, browser) or [], strict=False))
        drawn = [svg if svg is not None else late.get(source) for source, svg in zip(sources, drawn, strict=True)]
    body, more = wechat_html(
        article,
        svgs or [None] * len(formulas),
        drawn,
        lambda path: (site / path).is_file(),
        code_colours(),
    )
    return body, problems + more


def _page(article: Article, body: str) -> str:
    """The file `coursebook export wechat` writes: the article alone, to open and copy."""
    lang = HTML_LANG.get(article.lang, article.lang)
    return (
        f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(article.title)}</title>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def _mathjax(formulas: list[tuple[str, bool]], config_file: str | None) -> list[str | None] | None:
    """Each formula as SVG by MathJax in Node (typeset_svg.cjs), None for one it rejected; None
    when Node or MathJax is missing."""
    node, mathjax = shutil.which("node"), find_node_file("mathjax/package.json", config_file)
    if not formulas:
        return []
    if node is None or mathjax is None:
        return None
    batch = json.dumps([{"tex": tex, "display": display} for tex, display in formulas])
    try:
        run = subprocess.run(
            [node, str(SVG_SCRIPT), str(mathjax.parent)], input=batch, capture_output=True, text=True, timeout=600
        )
        results = json.loads(run.stdout)
    except (OSError, subprocess.TimeoutExpired, json.JSONDecodeError):
        return None
    return [result.get("svg") for result in results]


def _build(config_file: Path, site: Path, books: bool) -> MkDocsConfig:
    """`mkdocs build` of the site into ``site``, without its cache; with its books when ``books``."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    config = load_config(str(config_file), site_dir=str(site))
    config.extra["exports"] = ["epub"] if books else []
    config.extra["cache"] = False
    config.plugins.on_startup(command="build", dirty=False)
    try:
        build(config)
    finally:
        config.plugins.on_shutdown()
    return config


def _courses(site: Path, lang: str, fmt: str) -> dict[str, Path]:
    """What a build wrote of each course in ``lang``, by course id: its book (features/exports.py:
    series/<id>/<id>.epub), or its one-page version (series/<id>/all/); under en/ in English."""
    root = site / "en" if lang == "en" else site
    found = {}
    for folder in sorted((root / "series").glob("*/")):
        made = [folder / f"{folder.name}.epub"] if fmt == "epub" else [folder / "all/index.html", folder / "all.html"]
        if existing := [path for path in made if path.is_file()]:
            found[folder.name] = existing[0]
    return found


def _print(page: Path, target: Path, browser: str, scratch: Path) -> bool:
    """The one-page course at ``page`` printed by Chromium to ``target``; whether it was."""
    printed = page.with_name(".coursebook-print.html")  # beside it: the page's own relative addresses
    html = page.read_text(encoding="utf-8")
    printed.write_text(html.replace("</body>", _PRINT_PAGE + "</body>", 1), encoding="utf-8")
    pdf = scratch / "course.pdf"
    try:
        subprocess.run(
            [
                browser,
                *CHROMIUM_FLAGS,
                f"--user-data-dir={scratch / 'profile'}",
                "--no-pdf-header-footer",
                "--virtual-time-budget=60000",  # the page's scripts (Mermaid) run before it prints
                f"--print-to-pdf={pdf}",
                printed.as_uri(),
            ],
            capture_output=True,
            timeout=300,
        )
    except (OSError, subprocess.TimeoutExpired):
        return False
    if not pdf.is_file() or pdf.stat().st_size == 0:
        return False
    shutil.copyfile(pdf, target)
    return True
