"""Diagrams drawn at build time (coursebook/diagrams.py): a ```mermaid block is a picture in the
page, with no script, in print and in feeds.

In on_env every page is rendered: the diagrams of all pages are drawn in one Chromium run, in
the light and the dark palette (started in on_files, from the ```mermaid fences of the pages'
Markdown, so that it runs while pages render; what the rendered HTML holds that this missed is
drawn in on_env), kept by source (for the rest of the process, and under --dirty
on disk), and put in the pages' HTML before the one-page courses, books and feeds read it
(features/series.py, exports.py and feeds.py run later). A drawing is named for a screen
reader by its labels. The source stays in the page, hidden (``data-drawn``): the exports draw
from it, and where the build could not draw (no Chromium, a source Mermaid rejects)
assets/javascripts/diagrams.js draws it in the reader's browser, as before. Each light drawing
is also a file (assets/diagrams/<id>.svg), the picture a feed shows.
"""

from __future__ import annotations

import html
import logging
import re
import threading
from concurrent.futures import Future
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from lxml import etree

from coursebook.diagrams import PICTURES, diagram_id, draw_in_palettes, find_browser
from coursebook.fences import DIAGRAM_CLASS
from coursebook.fragments import drawing_labels, parse_svg
from coursebook.lang import lang_of
from coursebook.nodemodules import MERMAID, find_node_file, package_version
from coursebook.state import Build, Session
from coursebook.strings import strings_for
from coursebook.text import FENCE_OPEN, closes_fence

if TYPE_CHECKING:
    from jinja2 import Environment
    from mkdocs.config.defaults import MkDocsConfig
    from mkdocs.structure.files import Files

log = logging.getLogger("mkdocs.plugins.coursebook")

# A ```mermaid block as pymdownx.superfences writes it (features/theme.py): its source, escaped.
_BLOCK = re.compile(rf'<pre class="{DIAGRAM_CLASS}"><code>(.*?)</code></pre>', re.DOTALL)
# Mermaid's version and a source -> its drawings ([] if rejected): light and dark with their
# <style> (the page), light self-contained (the exports: build.drawings)
STORE = "diagrams-drawn"
_REFERENCE = re.compile(r"#([\w.:-]+)")  # url(#marker), href="#id"
SMALLEST = 0.7  # a drawing is shrunk to the column down to this share of its size (16 px text at 11 px), then scrolls


def written_files(build: Build, config: MkDocsConfig) -> set[str]:
    """The files this feature writes besides MkDocs' pages (features/incremental.py sweeps the rest):
    the folder of the pictures, kept whole (a --dirty build knows only the drawings of the pages it
    rendered and of those it kept; a clean build writes only what the site shows)."""
    return {PICTURES} if build.drawings else set()


def picture_path(source: str) -> str:
    """Where a diagram's light drawing is in the site, as a file."""
    return f"{PICTURES}{diagram_id(source)}.svg"


def on_files(session: Session, files: Files, config: MkDocsConfig) -> Files:
    build = session.build
    prefix = (package_version("mermaid", config.config_file_path) or "") + "\n"
    kept = session.stored(config, STORE)
    build.fenced = frozenset(source for text in build.site.texts.values() for source in fenced_diagrams(text))
    if wanted := sorted(source for source in build.fenced if prefix + source not in kept):
        drawing: Future[dict[str, list[str]]] = Future()
        threading.Thread(target=_draw_into, args=(drawing, wanted, config), daemon=True).start()
        build.drawing = (wanted, drawing)
    return files


def fenced_diagrams(markdown: str) -> list[str]:
    """The source of each ```mermaid fence of ``markdown`` not inside a list or quote, as the
    rendered page holds it (the lines between the fences, without the last line break)."""
    if "mermaid" not in markdown:
        return []
    found: list[str] = []
    body: list[str] | None = None  # the lines of the fence being read
    closing = ""
    for line in markdown.split("\n"):
        if body is not None:
            if closes_fence(line, closing):
                found.append("\n".join(body))
                body = None
            else:
                body.append(line)
        elif (opening := FENCE_OPEN.match(line)) and not opening["indent"]:
            if line[opening.end() :].strip() == "mermaid":
                body, closing = [], opening["fence"]
    return found


def on_env(session: Session, env: Environment, config: MkDocsConfig, files: Files) -> Environment:
    build = session.build
    found = {
        src: [html.unescape(source) for source in _BLOCK.findall(page.content)]
        for src, page in build.pages.items()
        if page.content and DIAGRAM_CLASS in page.content
    }
    sources = sorted({source for each in found.values() for source in each})
    kept = session.stored(config, STORE)
    if not sources and not kept:
        return env  # a site without diagrams
    prefix = (package_version("mermaid", config.config_file_path) or "") + "\n"
    known = {key.removeprefix(prefix): svgs for key, svgs in kept.items() if key.startswith(prefix)}
    new = [source for source in sources if source not in known]
    tried: list[str] = []
    early: dict[str, list[str]] = {}
    if build.drawing is not None:  # on_files's, from the Markdown
        tried, drawing = build.drawing
        early = drawing.result()
    mine = {**early, **known}
    drawn = {source: mine[source] for source in sources if source in mine}
    if wanted := [source for source in sources if source not in drawn and source not in tried]:
        drawn.update(_draw(wanted, config))
    if sources:
        log.debug("Diagrams: %d drawn now, %d as an earlier build drew them", len(new), len(sources) - len(new))
    for src, each in found.items():
        for source in dict.fromkeys(each):
            if drawn.get(source) == []:  # drawn, and Mermaid said no
                first = source.strip().split("\n")[0][:60]
                log.warning(f"{src}: Mermaid cannot draw the diagram that starts '{first}'; readers see its source")
    # A --dirty build renders only the pages that changed: the others' drawings are kept while
    # their source is in a page's Markdown (the parts of a book this build makes may show them).
    still = {source: svgs for source, svgs in known.items() if source in build.fenced}
    everything = {**still, **drawn}
    session.keep(config, STORE, {prefix + source: svgs for source, svgs in everything.items()})
    build.drawings = {source: svgs[2] for source, svgs in everything.items() if svgs}
    for src, page in build.pages.items():
        if src in found:
            lang = lang_of(src)
            label = strings_for(lang)["diagram"].capitalize() + ("：" if lang == "zh" else ": ")  # 图：… / Diagram: …
            page.content = _BLOCK.sub(partial(_drawn, drawn=drawn, label=label), page.content or "")
    return env


def on_post_build(session: Session, config: MkDocsConfig) -> None:
    site = Path(config.site_dir)
    for source, svg in session.build.drawings.items():
        path = site / picture_path(source)
        text = '<?xml version="1.0" encoding="UTF-8"?>\n' + svg
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")


def _draw_into(drawing: Future[dict[str, list[str]]], sources: list[str], config: MkDocsConfig) -> None:
    """_draw, in a thread: on_env waits for ``drawing``, which gets a result whatever happens."""
    try:
        drawing.set_result(_draw(sources, config))
    except Exception as err:  # noqa: BLE001 - a bug here must not stop the build: on_env draws them again
        log.info("Diagrams: drawing them while pages render failed (%s); they are drawn now", err)
        sources.clear()  # none was tried (before on_env wakes up and reads them)
        drawing.set_result({})


def _draw(sources: list[str], config: MkDocsConfig) -> dict[str, list[str]]:
    """The drawings of ``sources`` ([] for one Mermaid rejected); none when the build cannot draw."""
    mermaid, browser = find_node_file(MERMAID, config.config_file_path), find_browser()
    if mermaid is None or browser is None:
        missing = "Mermaid is not in node_modules/ (run `npm ci`)" if mermaid is None else "no Chromium or Chrome"
        log.info(
            "Diagrams: %s, so %d are drawn in the reader's browser instead (set CHROMIUM_PATH to draw them "
            "at build time)",
            missing,
            len(sources),
        )
        return {}
    try:
        drawings = draw_in_palettes(sources, mermaid, browser)
    except ValueError:  # Chromium's output unreadable
        drawings = None
    if drawings is None:
        log.info("Diagrams: Chromium could not draw them; they are drawn in the reader's browser instead")
        return {}
    light, dark = 0, 1
    return {
        source: [each[light][0], each[dark][0], each[light][1]] if each else []
        for source, each in zip(sources, drawings, strict=True)
    }


def _drawn(block: re.Match[str], drawn: dict[str, list[str]], label: str) -> str:
    """A diagram's block as the page shows it: its drawings (light, dark) and its source, hidden;
    the block as it was where there is no drawing."""
    source = html.unescape(block.group(1))
    svgs = drawn.get(source) or []
    pictures = [_picture(svg, scheme, label) for svg, scheme in zip(svgs[:2], ("default", "slate"), strict=False)]
    shown = [picture for picture in pictures if picture is not None]
    if len(shown) != 2:
        return block.group(0)
    opening = f'<pre class="{DIAGRAM_CLASS}">'
    hidden = block.group(0).replace(opening, opening[:-1] + " data-drawn hidden>", 1)
    return f'{hidden}<div class="cb-diagram-box" data-drawn="{diagram_id(source)}">{"".join(shown)}</div>'


def _own_ids(root: etree._Element) -> None:
    """Every id inside a drawing made its own (Mermaid names an edge L_A_B_0 in every drawing,
    and a page holds each diagram twice), with what refers to it."""
    prefix = root.get("id", "")
    renamed = {
        old: f"{prefix}-{old}"
        for element in root.iter()
        if element is not root and (old := element.get("id")) and not old.startswith(prefix)
    }
    if not renamed:
        return
    for element in root.iter():
        for name, value in element.attrib.items():
            if name == "id" and value in renamed:
                element.set(name, renamed[value])
            elif "#" in value:
                element.set(name, _REFERENCE.sub(lambda ref: "#" + renamed.get(ref.group(1), ref.group(1)), value))


def _picture(svg: str, scheme: str, label: str) -> str | None:
    """One drawing for the page: shown in ``scheme`` (Material's palette), named by its labels, as
    wide as it was drawn where the column has room, else shrunk to SMALLEST and scrolling."""
    root = parse_svg(svg)
    if root is None:
        return None
    labels = drawing_labels(root)
    view = (root.get("viewBox") or "").split()
    width = float(view[2]) if len(view) == 4 else 0.0
    for name in ("width", "height", "style"):
        root.attrib.pop(name, None)
    if width:
        root.set("style", f"width: min({width:.0f}px, max(100%, {width * SMALLEST:.0f}px))")
    _own_ids(root)
    for element in root.iter():
        element.attrib.pop("name", None)  # a sequence diagram's actor, which HTML's SVG does not allow
    root.set("data-scheme", scheme)
    root.set("role", "img")
    root.set("aria-label", label + " · ".join(labels) if labels else label.rstrip("：: "))
    root.attrib.pop("aria-roledescription", None)
    return etree.tostring(root, encoding="unicode")
