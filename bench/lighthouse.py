"""Lighthouse scores of the demo site, as a reader's phone and desktop would load it.

    python bench/lighthouse.py [--runs 3] [--presets mobile desktop] [--pages "one-page course" ...] [--write report.md]

Builds the demo site (mkdocs.yml), serves it on a local port with gzip, as GitHub
Pages and most hosts do, and runs Lighthouse (npm `lighthouse`, fetched by npx on
first use; not a project dependency) in Debian's Chromium on one page of each kind
(PAGES), with Lighthouse's mobile preset (a throttled mid-range phone) and its
desktop preset (`--presets mobile` for one). Prints the
median of each score over the runs, and the bytes a first load of each page
transfers.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIGHTHOUSE = "lighthouse@12.8.2"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROME_FLAGS = (
    "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update "
    "--disable-sync --no-first-run"
)
PAGES = {
    "home": "",
    "English home": "en/",
    "part with formulas": "blog/memory-budget/",
    "part without formulas": "blog/xid-errors/",
    "part with a diagram": "blog/tensor-pipeline/",
    "English post": "en/blog/zero/",
    "reading note": "blog/zero-paper-notes/",
    "course landing": "series/training-infra/",
    "one-page course": "series/training-infra/all/",
    "archive": "archive/",
    "tags": "tags/",
    "a tag": "tags/memory/",
    "not found": "404.html",
}
CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]
COMPRESSED = (".html", ".css", ".js", ".json", ".xml", ".svg", ".txt", ".mjs")


class GzipHandler(SimpleHTTPRequestHandler):
    """Serves the site's files, text ones gzipped when the browser accepts it."""

    def log_message(self, format, *args):  # noqa: A002 - the stdlib's name
        pass

    def send_head(self):
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not (path.suffix in COMPRESSED and path.is_file() and "gzip" in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        body = gzip.compress(path.read_bytes())
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
        return None


def serve(site: Path) -> tuple[ThreadingHTTPServer, str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(GzipHandler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def lighthouse(url: str, preset: str, out: Path) -> dict:
    """One Lighthouse run: its JSON report."""
    command = [
        "npx",
        "--yes",
        LIGHTHOUSE,
        url,
        "--quiet",
        "--output=json",
        f"--output-path={out}",
        f"--chrome-flags={CHROME_FLAGS}",
        f"--only-categories={','.join(CATEGORIES)}",
    ]
    if preset == "desktop":
        command.append("--preset=desktop")
    subprocess.run(command, check=True, env={**os.environ, "CHROME_PATH": CHROMIUM}, timeout=600)
    return json.loads(out.read_text(encoding="utf-8"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--presets", nargs="+", choices=("mobile", "desktop"), default=["mobile", "desktop"])
    parser.add_argument("--write", type=Path, help="also write the table to this file")
    parser.add_argument("--pages", nargs="+", choices=PAGES, metavar="PAGE", help="only these (names of PAGES)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as work:
        site = Path(work) / "site"
        subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(ROOT / "mkdocs.yml"), "-d", str(site)],
            check=True,
            env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
        )
        server, base = serve(site)
        rows = []
        speeds = []  # Lighthouse's BenchmarkIndex of this machine, each run: the scores depend on it
        try:
            for preset in args.presets:
                for name, path in PAGES.items():
                    if args.pages and name not in args.pages:
                        continue
                    reports = [
                        lighthouse(base + path, preset, Path(work) / f"report-{run}.json") for run in range(args.runs)
                    ]
                    scores = [
                        statistics.median(round(100 * report["categories"][category]["score"]) for report in reports)
                        for category in CATEGORIES
                    ]
                    transfer = statistics.median(
                        report["audits"]["total-byte-weight"]["numericValue"] for report in reports
                    )
                    requests = len(reports[0]["audits"]["network-requests"]["details"]["items"])
                    speeds += [report["environment"]["benchmarkIndex"] for report in reports]
                    rows.append((preset, name, *scores, round(transfer / 1024), requests))
        finally:
            server.shutdown()

    version = reports[0]["lighthouseVersion"]
    lines = [
        f"Lighthouse {version} in {CHROMIUM}, demo site served with gzip, median of {args.runs} runs:",
        "",
        # Lighthouse slows the CPU four times whatever the machine: on a slower machine the pages
        # block longer. It warns below 1000, a machine about half as fast as the one it expects.
        f"This machine's BenchmarkIndex (Lighthouse's measure of its speed): {min(speeds):.0f} to"
        f" {max(speeds):.0f}, median {statistics.median(speeds):.0f}.",
        "",
        "| preset | page | performance | accessibility | best practices | SEO | transferred (KiB) | requests |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        *(f"| {' | '.join(str(cell) for cell in row)} |" for row in rows),
    ]
    print("\n".join(lines))
    if args.write:
        args.write.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
