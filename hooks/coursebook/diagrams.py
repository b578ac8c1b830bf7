"""Mermaid diagrams drawn to SVG by a headless Chromium: in the site's pages at build time
(features/diagrams.py), and for places where no script runs (a book, a 公众号 article).

Mermaid lays text out with a browser's font metrics, so it needs one: the site's own
copy of Mermaid (node_modules/, as the site serves it) runs in a page that Chromium
loads from a temporary folder and prints as its DOM once every diagram is drawn
(``--dump-dom``). One Chromium run draws all of a build's diagrams. Labels are drawn as
SVG text, not HTML inside ``<foreignObject>``, which EPUB readers and 公众号's editor
drop; and each drawing's look is written into its elements' attributes from the browser's
computed styles, its ``<style>`` removed (that editor drops it too). Where Chromium or
Mermaid is missing, nothing is drawn and the caller keeps each diagram's source.
"""

from __future__ import annotations

import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from coursebook.fragments import parse_svg

# Where a Chromium or Chrome is found: CHROMIUM_PATH first (as the tests read it), then the PATH.
_BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome")
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--allow-file-access-from-files",
)
_RESULT = re.compile(r'<pre id="cb-drawn">(.*?)</pre>', re.DOTALL)
_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><script src="mermaid.min.js"></script></head><body>
<script id="cb-sources" type="application/json">{sources}</script>
<script>
(async () => {{
  const sources = JSON.parse(document.getElementById("cb-sources").textContent);
  const ids = {ids};
  // Each drawing made self-contained: the look its <style> gives (by id and class) written into
  // each element's attributes, and the <style> removed, since a 公众号 editor drops it.
  const LOOK = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-dasharray", "opacity",
                "font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline", "color"];
  const drawn = sources.map(() => []);
  for (const [theme, background] of {themes}) {{
   // Labels on the page's own background (the dark theme's grey one is under 4.5:1), in its font.
   mermaid.initialize({{startOnLoad: false, securityLevel: "strict", theme: theme, htmlLabels: false,
                        flowchart: {{htmlLabels: false}}, fontFamily: {font},
                        themeVariables: {{edgeLabelBackground: background}}}});
   for (let i = 0; i < sources.length; i++) {{
    try {{
      const holder = document.createElement("div");
      holder.innerHTML = (await mermaid.render(ids[i] + "-" + theme, sources[i])).svg;
      document.body.appendChild(holder);
      const svg = holder.querySelector("svg");
      const styled = svg.outerHTML;  // for a page, where its <style> works
      svg.querySelectorAll("*").forEach((node) => {{
        if (node.tagName === "style") return;
        const look = getComputedStyle(node);
        LOOK.forEach((name) => node.setAttribute(name, look.getPropertyValue(name)));
        node.removeAttribute("style");
      }});
      svg.querySelectorAll("style").forEach((style) => style.remove());
      drawn[i].push([styled, svg.outerHTML]);
      holder.remove();
    }} catch (error) {{ drawn[i].push(null); }}
   }}
  }}
  const result = document.createElement("pre");
  result.id = "cb-drawn";
  result.textContent = JSON.stringify(drawn);
  document.body.appendChild(result);
}})();
</script></body></html>
"""


def find_browser() -> str | None:
    """A Chromium or Chrome to draw with, or None."""
    if (named := os.environ.get("CHROMIUM_PATH")) and Path(named).is_file():
        return named
    return next((found for name in _BROWSERS if (found := shutil.which(name))), None)


# The palettes a page's diagram is drawn in: Mermaid's theme, and the page's background there
# (Material's default and slate schemes).
LIGHT, DARK = ("default", "#ffffff"), ("dark", "#1e2029")
# Material's text font (a site without web fonts), then Chinese ones: the labels' widths are
# measured in the first one this machine has.
FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, "Noto Sans CJK SC", "PingFang SC", sans-serif'


PICTURES = "assets/diagrams/"  # the light drawings of a site's diagrams as files (features/diagrams.py), for feeds


def diagram_id(source: str) -> str:
    """An id for a diagram's drawing, the same in every build and page (its markers are found by it)."""
    return "cb-d" + hashlib.sha1(source.encode("utf-8", "surrogatepass")).hexdigest()[:10]


def draw_diagrams(sources: list[str], mermaid: Path, browser: str) -> list[str | None] | None:
    """Each Mermaid source drawn as self-contained SVG markup (well-formed XML) in the light
    palette, None where Mermaid rejected it; None for all when the browser failed.
    ``mermaid``: mermaid.min.js; ``browser``: a Chromium's path."""
    drawn = draw_in_palettes(sources, mermaid, browser, (LIGHT,))
    return None if drawn is None else [each[0][1] if each else None for each in drawn]


# One drawing, two ways: with Mermaid's <style> (a page), and self-contained (its look in its
# elements' attributes: a book, a 公众号 article).
Drawing = tuple[str, str]


def draw_in_palettes(
    sources: list[str], mermaid: Path, browser: str, palettes: tuple[tuple[str, str], ...] = (LIGHT, DARK)
) -> list[tuple[Drawing, ...] | None] | None:
    """Each Mermaid source drawn once per palette (one Chromium run), None where Mermaid rejected
    it; None for all when the browser failed."""
    if not sources:
        return []
    with tempfile.TemporaryDirectory(prefix="coursebook-diagrams-") as folder:
        shutil.copyfile(mermaid, Path(folder) / "mermaid.min.js")
        page = Path(folder) / "draw.html"
        text = json.dumps(sources, ensure_ascii=False).replace("</", "<\\/")
        ids = json.dumps([diagram_id(source) for source in sources])
        page.write_text(
            _PAGE.format(sources=text, ids=ids, themes=json.dumps(palettes), font=json.dumps(FONT)), encoding="utf-8"
        )
        profile = f"--user-data-dir={Path(folder) / 'profile'}"  # runs at the same time never share one
        try:
            run = subprocess.run(
                [browser, *CHROMIUM_FLAGS, profile, "--virtual-time-budget=60000", "--dump-dom", page.as_uri()],
                capture_output=True,
                text=True,
                timeout=120,
            )
        except (OSError, subprocess.TimeoutExpired):
            return None
    found = _RESULT.search(run.stdout)
    drawn = json.loads(html.unescape(found.group(1))) if found else []
    if len(drawn) != len(sources):
        return None
    return [tuple((pair[0], pair[1]) for pair in each) if _readable(each, len(palettes)) else None for each in drawn]


def _readable(drawings: list, palettes: int) -> bool:
    """Whether Chromium gave one drawing of each palette, both ways, each well-formed XML."""
    return len(drawings) == palettes and all(
        isinstance(pair, list) and len(pair) == 2 and all(svg and parse_svg(svg) is not None for svg in pair)
        for pair in drawings
    )
