"""Time at the bounds of coursebook/bounds.py: how long Python-Markdown, with the Markdown a
Coursebook site uses, takes over one paragraph of the worst text tried, at the paragraph
bound, once bound_markdown has read it; a whole build of a page that is one 5 MB line; and one
of a page whose code block is one 100,000-character line (minified JSON, a log line).

    python bench/bounds.py            # the table, then the builds (about a minute)
"""

from __future__ import annotations

import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "hooks"))

import markdown  # noqa: E402
from mkdocs.config import load_config  # noqa: E402

from coursebook.bounds import PARAGRAPH_CHARS, bound_markdown  # noqa: E402

# Each repeated to the bound: the ones Python-Markdown reads in time worse than linear.
UNITS = ["a`b <d ", "a`b [e](f ", "[a][", "[a](", "a<b ", "`a", "\\\\", "<b>", "\\(", "[^a", "![a", "word 词 "]
SITE = "site_name: Bounds\ntheme:\n  name: material\nplugins:\n  - coursebook\n"


def markdown_seconds(text: str, config) -> float:
    bounded, _ = bound_markdown(text, "p.md")
    reader = markdown.Markdown(extensions=config.markdown_extensions, extension_configs=config.mdx_configs)
    started = time.perf_counter()
    reader.convert(bounded)
    return time.perf_counter() - started


def one_line_build(folder: Path, size: int, fenced: bool = False) -> tuple[float, int, list[str]]:
    """A site whose one post is a single line of ``size`` characters (``fenced``: of JSON, in a
    code block): build time, peak KiB, warnings."""
    (folder / "docs/blog/posts").mkdir(parents=True)
    (folder / "mkdocs.yml").write_text(SITE, encoding="utf-8")
    line = ("训练 the model [link](http://x.y) `code` **bold** <b> " * (size // 50 + 1))[:size]
    if fenced:
        line = "```json\n" + ('{"key": [1, 2, 3], "name": "value"}, ' * (size // 36 + 1))[:size] + "\n```"
    (folder / "docs/blog/posts/long.md").write_text(f"---\ntitle: Long\ndate: 2026-01-01\n---\n{line}\n", "utf-8")
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    started = time.perf_counter()
    run = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build"], cwd=folder, capture_output=True, text=True, check=False
    )
    seconds = time.perf_counter() - started
    peak = max(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, before)
    return seconds, peak, [line for line in run.stderr.splitlines() if "long.md" in line] or [f"exit {run.returncode}"]


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "mkdocs.yml").write_text(SITE, encoding="utf-8")
        (Path(folder) / "docs").mkdir()
        config = load_config(str(Path(folder) / "mkdocs.yml"))
        config.plugins.on_config(config)  # the Markdown extensions Coursebook adds
    print(f"| text repeated to {PARAGRAPH_CHARS:,} characters | Markdown (s) |")
    print("| --- | ---: |")
    for unit in UNITS:
        text = unit * (PARAGRAPH_CHARS // len(unit))
        print(f"| {unit!r} | {markdown_seconds(text, config):.2f} |", flush=True)
    with tempfile.TemporaryDirectory() as folder:
        seconds, peak, said = one_line_build(Path(folder), 5_000_000)
    print(f"\nA post of one 5,000,000-character line: built in {seconds:.1f} s, peak {peak // 1024} MiB")
    print("\n".join(said))
    with tempfile.TemporaryDirectory() as folder:
        seconds, peak, said = one_line_build(Path(folder), 100_000, fenced=True)
    print(f"\nA post whose code block is one 100,000-character line: built in {seconds:.1f} s, peak {peak // 1024} MiB")


if __name__ == "__main__":
    main()
