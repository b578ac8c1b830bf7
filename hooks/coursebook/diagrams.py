"""Mermaid diagrams drawn to SVG by a headless Chromium, for places where no script runs
(a book, a 公众号 article).

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
  mermaid.initialize({{startOnLoad: false, securityLevel: "strict", theme: {theme}, htmlLabels: false,
                      flowchart: {{htmlLabels: false}}}});
  const sources = JSON.parse(document.getElementById("cb-sources").textContent);
  // Each drawing made self-contained: the look its <style> gives (by id and class) written into
  // each element's attributes, and the <style> removed, since a 公众号 editor drops it.
  const LOOK = ["fill", "fill-opacity", "stroke", "stroke-width", "stroke-dasharray", "opacity",
                "font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline", "color"];
  const drawn = [];
  for (let i = 0; i < sources.length; i++) {{
    try {{
      const holder = document.createElement("div");
      holder.innerHTML = (await mermaid.render("cb-diagram-" + i, sources[i])).svg;
      document.body.appendChild(holder);
      const svg = holder.querySelector("svg");
      svg.querySelectorAll("*").forEach((node) => {{
        if (node.tagName === "style") return;
        const look = getComputedStyle(node);
        LOOK.forEach((name) => node.setAttribute(name, look.getPropertyValue(name)));
        node.removeAttribute("style");
      }});
      svg.querySelectorAll("style").forEach((style) => style.remove());
      drawn.push(svg.outerHTML);
      holder.remove();
    }} catch (error) {{ drawn.push(null); }}
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


def draw_diagrams(sources: list[str], mermaid: Path, browser: str, theme: str = "default") -> list[str | None] | None:
    """Each Mermaid source drawn as SVG markup (well-formed XML), None where Mermaid rejected it;
    None for all when the browser failed. ``mermaid``: mermaid.min.js; ``browser``: a Chromium's path."""
    if not sources:
        return []
    with tempfile.TemporaryDirectory(prefix="coursebook-diagrams-") as folder:
        shutil.copyfile(mermaid, Path(folder) / "mermaid.min.js")
        page = Path(folder) / "draw.html"
        text = json.dumps(sources, ensure_ascii=False).replace("</", "<\\/")
        page.write_text(_PAGE.format(sources=text, theme=json.dumps(theme)), encoding="utf-8")
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
    return [svg if svg is not None and parse_svg(svg) is not None else None for svg in drawn]
