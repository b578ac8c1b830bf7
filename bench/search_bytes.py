"""What a reader's first search downloads: the bytes fetched from opening the search box to the
first query's results, from either home, on a built site (README, "Search quality").

    python bench/search_bytes.py [SITE]      # SITE: a built site (default: build the demo into a temp folder)

Each query runs in a fresh browser context (nothing cached), on the home it is typed on. The
bytes are the response bodies as received (Pagefind's files are already compressed), counted
from the moment the search box opens; the page itself and its own assets are not counted.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests/browser"), str(ROOT / "tests")]

from conftest import CHROMIUM, FLAGS, served  # noqa: E402

# One query of each kind a reader types first: a Chinese term, an English term, a question, mixed.
QUERIES = (("", "显存"), ("", "流水线并行"), ("", "GPU 掉卡"), ("en/", "ZeRO"), ("en/", "how to save a checkpoint"))


def first_query_bytes(site: Path) -> list[tuple[str, str, int, int]]:
    """(home, query, requests, bytes) of each query's first search."""
    rows = []
    with served(site) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        for home, query in QUERIES:
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            tab = context.new_page()
            tab.goto(url + home, wait_until="networkidle")
            fetched: list[int] = []
            tab.on(
                "requestfinished", lambda request, fetched=fetched: fetched.append(request.sizes()["responseBodySize"])
            )
            tab.keyboard.press("/")
            tab.fill(".cb-search__input", query)
            tab.wait_for_function("q => document.querySelector('.cb-search__results').dataset.query === q", arg=query)
            tab.wait_for_load_state("networkidle")
            rows.append((home or "(zh)", query, len(fetched), sum(fetched)))
            context.close()
        browser.close()
    return rows


def main() -> None:
    if len(sys.argv) > 1:
        site = Path(sys.argv[1])
    else:
        site = Path(tempfile.mkdtemp()) / "site"
        env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
        subprocess.run(["mkdocs", "build", "-q", "-d", str(site)], cwd=ROOT, check=True, env=env)
    print("| home | query | requests | KB |\n| --- | --- | ---: | ---: |")
    for home, query, requests, size in first_query_bytes(site):
        print(f"| {home} | {query} | {requests} | {size / 1024:.1f} |")


if __name__ == "__main__":
    main()
