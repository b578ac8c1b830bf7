"""Benchmark: Coursebook (A) against a plain Material blog (B) on the same corpus.

    python bench/run.py --posts 100 300 1000 [--repeats 3] [--serve 300] [--start 1000] [--search 1000]
                        [--writers 300 1000] [--write report.md]
    python bench/run.py --posts --writers 300 1000      # the commands writers run, alone

For each N it generates the corpus (bench/generate.py), builds once each as a
warm-up, then alternates A B A B, and reports medians, A/B, peak memory, the
share of A's build spent in Coursebook's hooks (one extra run under cProfile)
and t(max N)/t(min N). With --serve N it measures, under `mkdocs serve`, the
time from saving an edit to the rebuilt page being served, with the README's
`mkdocs serve --dirty` and with plain `mkdocs serve`. With --start N it times
the start of `mkdocs serve --dirty` with no cache on disk and with a warm one,
and `mkdocs build` against `mkdocs build --dirty` from the cache. With
--search N it measures in Chromium what search fetches: on page load, and
for a first query. With --writers N... it times the commands writers run: the
Pages workflow's first and warm deploys (`mkdocs build --strict --dirty`), a
preview's start from its cache and a save, beside a plain `mkdocs build` and
the plain blog's.
Run by hand; never from the test suite.
"""

from __future__ import annotations

import argparse
import cProfile  # noqa: F401 - run as `python -m cProfile` below
import gzip
import os
import platform
import pstats
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from generate import generate
from proctree import watch

REPO = Path(__file__).resolve().parents[1]
BENCH = REPO / "bench"
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def prepare(posts: int, root: Path) -> dict[str, Path]:
    """Write the corpus and both configs under ``root``; return the config paths."""
    generate(posts, root)
    (root / "docs/blog/index.md").write_text("# Blog\n", encoding="utf-8")
    (root / "node_modules").symlink_to(REPO / "node_modules")
    configs = {}
    for name, template in (("A", "coursebook.yml"), ("B", "material-blog.yml")):
        config = root / template
        config.write_text((BENCH / template).read_text(encoding="utf-8").replace("{repo}", str(REPO)), encoding="utf-8")
        configs[name] = config
    return configs


def build(config: Path, engine: str = "mkdocs", *flags: str) -> tuple[float, float]:
    """One build in a fresh process with ``engine`` (mkdocs or properdocs): (seconds, peak MiB of
    every process of the build at once, bench/proctree.py)."""
    measured = build_tree(config, engine, *flags)
    return measured["seconds"], measured["peak_mib"]


def build_tree(config: Path, engine: str = "mkdocs", *flags: str) -> dict:
    """One build, watched: its time, peak and each process's (bench/proctree.py)."""
    site = config.parent / f"site-{config.stem}"
    measured = watch([sys.executable, "-m", engine, "build", "-q", *flags, "-f", str(config), "-d", str(site)], ENV)
    if measured["code"] != 0:
        raise SystemExit(f"build of {config} failed: {measured['stderr']}")
    return measured


def processes(measured: dict) -> str:
    """The build's processes other than its own, as `name 1.2 s from 3.4 s, 56 MiB`."""
    return "; ".join(
        f"{child['name']} {child['seconds']:.1f} s from {child['start']:.1f} s, {child['peak_mib']:.0f} MiB"
        for child in measured["processes"][1:]
    )


def hooks_share(config: Path) -> float:
    """Share of A's build spent in Coursebook's event handlers (one run under cProfile)."""
    profile = config.parent / "a.prof"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "cProfile",
            "-o",
            str(profile),
            "-m",
            "mkdocs",
            "build",
            "-q",
            "-f",
            str(config),
            "-d",
            str(config.parent / "site-prof"),
        ],
        capture_output=True,
        env=ENV,
        check=True,
    )
    stats = pstats.Stats(str(profile)).stats
    total = max(entry[3] for entry in stats.values())
    # The plugin's event methods: every feature's handlers, and the build's wait at its end
    # for what a feature left running meanwhile (Pagefind writing the index, Build.finishing).
    ours = sum(
        entry[3]
        for (path, _, name), entry in stats.items()
        if name.startswith("on_") and Path(path) == REPO / "hooks/coursebook/plugin.py"
    )
    return ours / total


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def fetch(url: str) -> str:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.read().decode("utf-8")
    except OSError:
        return ""


def wait_for(check, timeout: float = 300) -> float:
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        if check():
            return time.perf_counter() - start
        time.sleep(0.05)
    raise SystemExit("timed out")


def serve_latency(config: Path, flags: tuple[str, ...], repeats: int = 3) -> dict[str, float]:
    """Median seconds from saving an edit to the rebuilt page being served by `mkdocs serve *flags`."""
    port = free_port()
    base = f"http://127.0.0.1:{port}/"
    server = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "serve", *flags, "-f", str(config), "-a", f"127.0.0.1:{port}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=ENV,
    )
    try:
        wait_for(lambda: fetch(base))
        post = config.parent / "docs/blog/posts/2024/post-2.md"  # part 2 of series s0
        original = post.read_text(encoding="utf-8")
        body, title = [], []
        landing, first = base + "series/s0/", base + "blog/post-0/"  # show part 2's title
        for round_ in range(repeats):
            marker = f"EDIT-{round_}-{time.time_ns()}"
            post.write_text(original + f"\n\n{marker}\n", encoding="utf-8")
            body.append(wait_for(lambda marker=marker: marker in fetch(base + "blog/post-2/")))
            new_title = f"Renamed {round_} {time.time_ns()}"
            post.write_text(
                re.sub(r"^title: .*$", f"title: {new_title}", original, count=1, flags=re.M), encoding="utf-8"
            )
            title.append(
                wait_for(lambda new_title=new_title: new_title in fetch(landing) and new_title in fetch(first))
            )
            post.write_text(original, encoding="utf-8")  # untimed: the next body edit starts from the original
            wait_for(lambda new_title=new_title: new_title not in fetch(landing))
        post.write_text(original, encoding="utf-8")
        return {"body": statistics.median(body), "title": statistics.median(title)}
    finally:
        server.terminate()
        server.wait(timeout=30)


def start_time(config: Path, cache: str, port: int) -> float:
    """Seconds from starting `mkdocs serve --dirty` to its home page being served.

    ``cache``: "cold" (no cache on disk), "warm" (the last preview's, nothing changed since) or
    "warm, 1 post edited" (one post's body changed since). The same ``port`` every time: the
    preview's address is in its pages (hreflang links), so another port is another site.
    """
    if cache == "cold":
        shutil.rmtree(config.parent / ".cache", ignore_errors=True)
    if cache.endswith("edited"):
        edit_a_post(config)
    start = time.perf_counter()
    server = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "serve", "--dirty", "-f", str(config), "-a", f"127.0.0.1:{port}"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=ENV,
    )
    try:
        wait_for(lambda: fetch(f"http://127.0.0.1:{port}/"))
        return time.perf_counter() - start
    finally:
        server.terminate()
        server.wait(timeout=30)


def edit_a_post(config: Path) -> None:
    post = config.parent / "docs/blog/posts/2024/post-2.md"
    post.write_text(post.read_text(encoding="utf-8") + f"\n\nEDIT-{time.time_ns()}\n", encoding="utf-8")


def build_time(config: Path, cache: str) -> float:
    """Seconds of `mkdocs build` ("cold": a clean build, no cache) or `mkdocs build --dirty` from the
    last build's cache ("warm", nothing changed; "warm, 1 post edited")."""
    if cache == "cold":
        shutil.rmtree(config.parent / ".cache", ignore_errors=True)
        build(config, "mkdocs", "--dirty")  # leaves the cache and the site the warm builds start from
        return build(config)[0]
    if cache.endswith("edited"):
        edit_a_post(config)
    return build(config, "mkdocs", "--dirty")[0]


def deploy(config: Path, cache: str) -> dict:
    """The Pages workflow's build (`mkdocs build --strict --dirty`) on a fresh checkout: no site/
    folder, and ``cache`` "none" (the first deploy) or "last deploy's, 1 post edited" (what
    actions/cache restores after a push that edited one post)."""
    site = config.parent / "site-deploy"
    shutil.rmtree(site, ignore_errors=True)
    if cache == "none":
        shutil.rmtree(config.parent / ".cache", ignore_errors=True)
    else:
        edit_a_post(config)
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--dirty", "-q", "-f", str(config), "-d", str(site)]
    measured = watch(command, ENV)
    if measured["code"] != 0:
        raise SystemExit(f"deploy of {config} failed: {measured['stderr']}")
    return measured


def writers_commands(posts: int, root: Path, repeats: int) -> list[str]:
    """The commands the Pages workflow and the guide give, at ``posts`` posts, beside a plain
    `mkdocs build` and the plain Material blog's: medians of ``repeats`` alternating runs."""
    configs = prepare(posts, root)
    for config in configs.values():
        build(config)  # warm-up
    runs: dict[str, list[tuple[float, float]]] = {
        "plain blog": [],
        "plain build": [],
        "first deploy": [],
        "warm deploy": [],
    }
    for _ in range(repeats):
        runs["plain blog"].append(build(configs["B"]))
        runs["plain build"].append(build(configs["A"]))
        for name, cache in (("first deploy", "none"), ("warm deploy", "last deploy's, 1 post edited")):
            measured = deploy(configs["A"], cache)
            runs[name].append((measured["seconds"], measured["peak_mib"]))
    seconds = {name: statistics.median(t for t, _ in found) for name, found in runs.items()}
    peaks = {name: max(m for _, m in found) for name, found in runs.items()}
    port = free_port()
    start_time(configs["A"], "cold", port)  # leaves the cache the warm start reads
    starts = [start_time(configs["A"], "warm", port) for _ in range(repeats)]
    save = serve_latency(configs["A"], ("--dirty",), repeats)
    blog = seconds["plain blog"]
    return [
        f"| {posts} | {blog:.2f} | {seconds['plain build']:.2f} ({seconds['plain build'] / blog:.2f}) | "
        f"{seconds['first deploy']:.2f} ({seconds['first deploy'] / blog:.2f}) | "
        f"{seconds['warm deploy']:.2f} ({seconds['warm deploy'] / seconds['first deploy']:.2f}) | "
        f"{statistics.median(starts):.2f} | {save['body']:.2f} / {save['title']:.2f} | "
        f"{peaks['plain blog']:.0f} / {peaks['first deploy']:.0f} |"
    ]


def search_bytes(config: Path, queries: dict[str, list[str]]) -> list[tuple[str, str, int, int, int]]:
    """Build ``config`` and open pages in Chromium: (page, query, index bytes fetched on load,
    bytes a first query fetches, its results). Bytes are gzipped sizes (what a server that
    compresses sends; Pagefind's index files are gzipped already)."""
    from playwright.sync_api import sync_playwright

    site = config.parent / "site-search"
    subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(config), "-d", str(site)], env=ENV, check=True
    )
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "-d", str(site)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}/"
    wait_for(lambda: fetch(base))

    def gzipped(url: str) -> int:
        data = (site / urllib.parse.urlsplit(url).path.lstrip("/")).read_bytes()
        return len(data) if data[:2] == b"\x1f\x8b" else len(gzip.compress(data))

    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path="/usr/bin/chromium", args=["--headless", "--no-sandbox", "--disable-gpu"]
            )
            for path, words in queries.items():
                for query in words:
                    tab = browser.new_page()
                    seen: list[str] = []
                    tab.on("request", lambda request, seen=seen: seen.append(request.url))
                    tab.goto(base + path, wait_until="networkidle")
                    on_load = sum(gzipped(url) for url in seen if "/pagefind/" in url)
                    seen.clear()
                    tab.keyboard.press("/")
                    tab.fill(".cb-search__input", query)
                    tab.wait_for_function(
                        "q => document.querySelector('.cb-search__results').dataset.query === q", arg=query
                    )
                    tab.wait_for_load_state("networkidle")
                    first = sum(gzipped(url) for url in set(seen) if "/pagefind/" in url)
                    rows.append((path or "/", query, on_load, first, tab.locator(".cb-search__result").count()))
                    tab.close()
            browser.close()
    finally:
        server.terminate()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--posts", type=int, nargs="*", default=[100, 300, 1000], help="corpus sizes to build (none: only --serve)"
    )
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--serve", type=int, help="also measure mkdocs serve latency at this N")
    parser.add_argument(
        "--start", type=int, help="also measure how long `mkdocs serve --dirty` takes to start at this N, cold and warm"
    )
    parser.add_argument("--search", type=int, help="also measure what search fetches at this N, in Chromium")
    parser.add_argument(
        "--writers",
        type=int,
        nargs="*",
        default=[],
        help="time the commands writers run (deploy, preview, save) at these N",
    )
    parser.add_argument("--write", type=Path, help="also write the report to this file")
    args = parser.parse_args()
    try:
        version("mkdocs-rss-plugin")
    except PackageNotFoundError:
        raise SystemExit(
            "bench/run.py: the plain Material blog it compares with (bench/material-blog.yml) needs "
            "mkdocs-rss-plugin: python -m pip install -e '.[bench]'"
        ) from None

    lines = [
        f"Machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
        f"MkDocs {version('mkdocs')}, Material {version('mkdocs-material')}, mkdocs-rss-plugin "
        f"{version('mkdocs-rss-plugin')}.",
        f"Medians of {args.repeats} alternating runs (A B A′ A B A′ …, A′ = A built by ProperDocs "
        f"{version('properdocs')}) "
        "after one warm-up each; wall time of one build in a fresh process; peak: the most memory "
        "its processes held at once (MkDocs, Node, Pagefind; bench/proctree.py).",
    ]
    if args.posts:
        lines += [
            "",
            "| posts | A Coursebook (s) | B Material blog (s) | A/B | A on ProperDocs (s) | A peak (MiB) | B "
            "peak (MiB) | hooks' share of A |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
    if args.writers:
        lines += [
            "",
            "The commands writers run (medians of the repeats, alternating; one process each):",
            "plain blog: `mkdocs build` of B; plain build: `mkdocs build` of A (its ratio to the plain blog);",
            "first deploy: the Pages workflow's `mkdocs build --strict --dirty` with no cache and no site/ (ratio",
            "to the plain blog); warm deploy: the same after one post's body was edited, from the last deploy's",
            "cache and no site/ (ratio to the first deploy); preview start: `mkdocs serve --dirty` until its home",
            "is served, from its cache; save: from saving a post to its page served (body / title edit);",
            "peak: the most memory all processes of the plain blog's build / the first deploy held at once.",
            "",
            "| posts | plain blog (s) | plain build (s) | first deploy (s) | warm deploy (s) | preview start (s) "
            "| save (s) | peak MiB |",
            "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
    medians = {}
    children: dict[int, str] = {}  # by N: A's processes besides MkDocs', in its last run
    work = Path(tempfile.mkdtemp(prefix="coursebook-bench-"))
    try:
        for posts in args.posts:
            configs = prepare(posts, work / str(posts))
            for config in configs.values():
                build(config)  # warm-up
            runs = {"A": [], "B": [], "A-properdocs": []}
            for _ in range(args.repeats):
                watched = build_tree(configs["A"])
                children[posts] = processes(watched)
                runs["A"].append((watched["seconds"], watched["peak_mib"]))
                runs["B"].append(build(configs["B"]))
                runs["A-properdocs"].append(build(configs["A"], engine="properdocs"))
            a = statistics.median(t for t, _ in runs["A"])
            b = statistics.median(t for t, _ in runs["B"])
            a_pd = statistics.median(t for t, _ in runs["A-properdocs"])
            medians[posts] = a
            share = hooks_share(configs["A"])
            lines.append(
                f"| {posts} | {a:.2f} | {b:.2f} | {a / b:.2f} | {a_pd:.2f} | {max(m for _, m in runs['A']):.0f} | "
                f"{max(m for _, m in runs['B']):.0f} | {share:.1%} |"
            )
            print(lines[-1], flush=True)
        if children:
            lines += ["", "A's other processes (last run): start, time and peak of each:", ""]
            lines += [f"- {posts} posts: {listed or 'none'}" for posts, listed in children.items()]
        if len(medians) > 1:
            low, high = min(medians), max(medians)
            lines += [
                "",
                f"Scaling: t({high})/t({low}) = {medians[high] / medians[low]:.2f} for {high / low:.0f}× the posts.",
            ]
        for posts in args.writers:
            lines += writers_commands(posts, work / f"writers-{posts}", args.repeats)
            print(lines[-1], flush=True)
        if args.serve:
            configs = prepare(args.serve, work / f"serve-{args.serve}")
            lines += [
                "",
                f"Save → rebuilt page served at {args.serve} posts (median of {args.repeats}; the title edit "
                "waits for the series landing page and the series box on part 1):",
                "",
                "| command | body edit (s) | title edit (s) |",
                "| --- | ---: | ---: |",
            ]
            for flags in (("--dirty",), ()):
                latency = serve_latency(configs["A"], flags, args.repeats)
                command = " ".join(["mkdocs serve", *flags])
                lines.append(
                    f"| `{command}`{' (the README’s)' if flags else ''} | {latency['body']:.2f} | "
                    f"{latency['title']:.2f} |"
                )
                print(lines[-1], flush=True)
        if args.start:
            config = prepare(args.start, work / f"start-{args.start}")["A"]
            lines += [
                "",
                f"`mkdocs serve --dirty` started, until its home page is served, at {args.start} posts "
                f"(median of {args.repeats}, alternating):",
                "",
                "| cache | start (s) |",
                "| --- | ---: |",
            ]
            times: dict[str, list[float]] = {"cold": [], "warm": [], "warm, 1 post edited": []}
            port = free_port()
            for _ in range(args.repeats):
                for cache in times:  # cold first: it leaves the cache the warm starts use
                    times[cache].append(start_time(config, cache, port))
            for cache, runs in times.items():
                lines.append(f"| {cache} | {statistics.median(runs):.2f} |")
            print("\n".join(lines[-3:]), flush=True)
            lines += [
                "",
                "`mkdocs build` (cold: clean, no cache) and `mkdocs build --dirty` from the cache at "
                f"{args.start} posts "
                f"(median of {args.repeats}, alternating):",
                "",
                "| cache | build (s) |",
                "| --- | ---: |",
            ]
            times = {"cold": [], "warm": [], "warm, 1 post edited": []}
            for _ in range(args.repeats):
                for cache in times:
                    times[cache].append(build_time(config, cache))
            for cache, runs in times.items():
                lines.append(f"| {cache} | {statistics.median(runs):.2f} |")
            print("\n".join(lines[-3:]), flush=True)
        if args.search:
            config = prepare(args.search, work / f"search-{args.search}")["A"]
            lines += [
                "",
                f"Search at {args.search} posts, in Chromium (gzipped bytes under `/pagefind/`):",
                "",
                "| page | query | on page load | first query | results |",
                "| --- | --- | ---: | ---: | ---: |",
            ]
            for page, query, on_load, first, found in search_bytes(
                config, {"blog/post-2/": ["显存", "memory"], "en/blog/post-1/": ["memory", "显存 通信"]}
            ):
                lines.append(f"| {page} | {query} | {on_load:,} | {first:,} | {found} |")
            print("\n".join(lines[-4:]), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report = "\n".join(lines) + "\n"
    print(report)
    if args.write:
        args.write.write_text(report, encoding="utf-8")


if __name__ == "__main__":
    main()
