"""One loading pipeline: any sensible set of features builds the demo, and
`coursebook check` reports exactly the content warnings `mkdocs build` gives."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from coursebook.cli import main
from sitebuild import FEATURES, ROOT, make_site, plugin_lines, run_build
from test_mistakes import ODD_FILES, PAGES

# Our warnings name a file and a key: "WARNING -  blog/posts/x.md: 'date': …" (MkDocs' own do not).
CONTENT_WARNING = re.compile(r"^WARNING -  \S+\.(?:md|yml): '")

ALL = FEATURES
SUBSETS = {
    "posts alone": (),
    "posts and authoring": ("authoring",),
    "posts and feeds": ("feeds",),
    "without i18n": ("authoring", "series", "feeds", "assets"),
    "without series": ("authoring", "i18n", "feeds", "assets"),
    "without search and previews": tuple(name for name in ALL if name not in ("search", "incremental")),
    "all": ALL,
}


def demo_with(root: Path, features: tuple[str, ...]) -> Path:
    """The demo's mkdocs.yml with only ``features`` on, written into ``root``."""
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    assert "plugins:\n  - coursebook\n" in config  # the demo's one line
    config = config.replace("plugins:\n  - coursebook\n", "plugins:\n" + plugin_lines(features))
    (root / "mkdocs.yml").write_text(f"docs_dir: {ROOT / 'docs'}\n" + config, encoding="utf-8")
    (root / "node_modules").symlink_to(ROOT / "node_modules")  # the assets feature serves KaTeX from there
    return root / "mkdocs.yml"


@pytest.mark.demo
@pytest.mark.parametrize("features", SUBSETS.values(), ids=SUBSETS.keys())
def test_any_sensible_set_of_features_builds_the_demo(tmp_path, features):
    build = run_build(demo_with(tmp_path, features), tmp_path / "site")
    assert build.returncode == 0 and "Traceback" not in build.log and "ERROR" not in build.log, build.log
    assert not [line for line in build.log.splitlines() if CONTENT_WARNING.match(line)], build.log
    part = BeautifulSoup((build.site / "blog/zero/index.html").read_text(encoding="utf-8"), "html.parser")
    assert part.select_one("[data-post-header]") is not None  # the posts feature alone makes the header
    assert (part.select_one("[data-series]") is not None) == ("series" in features)
    assert (part.select_one("[data-backlinks]") is not None) == ("authoring" in features)
    assert (build.site / "feed.xml").is_file() == ("feeds" in features)
    assert (build.site / "pagefind").is_dir() == ("search" in features)
    assert (part.select_one('meta[property="og:title"]') is not None) == ("sharing" in features)


def check(config: Path) -> list[str]:
    """What `coursebook check -f config` prints as warnings."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["-f", str(config), "check"])
    return [line for line in out.getvalue().splitlines() if line.startswith("WARNING")]


def build_warnings(config: Path, site: Path) -> list[str]:
    build = run_build(config, site)
    assert "Traceback" not in build.log, build.log
    return [line for line in build.log.splitlines() if CONTENT_WARNING.match(line)]


def test_check_and_build_agree_on_a_site_full_of_mistakes(tmp_path):
    pages = {**PAGES, "about.md": "---\ntags: {oops: 1}\n---\n# About\n"}
    config = make_site(tmp_path, pages, "extra:\n  timezone: Mars/Olympus\n")
    for name, data in ODD_FILES.items():
        (tmp_path / "docs" / name).write_bytes(data)
    warnings = build_warnings(config, tmp_path / "site")
    assert "WARNING -  about.md: 'tags': expected a list like [a, b], got a mapping; ignored" in warnings
    assert any("latin1.md: 'file': not UTF-8" in line for line in warnings)
    assert warnings[0].startswith("WARNING -  mkdocs.yml: 'extra.timezone'")
    assert check(config) == warnings


def test_check_and_build_agree_on_the_demo(demo):
    # The demo as the other tests read it: built once per run, with --strict.
    assert "Traceback" not in demo.log, demo.log
    assert check(ROOT / "mkdocs.yml") == [] == [line for line in demo.log.splitlines() if CONTENT_WARNING.match(line)]


def test_check_says_all_that_a_strict_build_says(tmp_path):
    """Content mistakes, and what only rendering finds: a link to no page, an anchor no page has,
    a formula KaTeX rejects. `coursebook check` exits 1, and its warnings are the build's."""
    pages = {
        "index.md": "# Home\n\nSee [the post](blog/posts/bad.md#nowhere).\n",
        "blog/posts/bad.md": (
            "---\ntitle: Bad\ndate: 2026-08-30\nseries: nope\n---\n\n$\\frac{1}{$ and [gone](gone.md).\n"
        ),
        "blog/posts/late.md": "---\ntitle: Late\ndate: 2026-02-30\nauthors: [ghost]\n---\nText.\n",
    }
    extensions = "markdown_extensions:\n  - pymdownx.arithmatex:\n      generic: true\nvalidation:\n  anchors: warn\n"
    config = make_site(tmp_path, pages, extensions, features=("formulas",), plugins=())
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 1
    said = [line for line in build.log.splitlines() if line.startswith("WARNING")]
    assert len(said) == 6, build.log
    for text in ("'date'", "'authors'", "'series'", "gone.md", "#nowhere", "not valid KaTeX"):
        assert any(text in line for line in said), (text, said)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["-f", str(config), "check"]) == 1
    assert sorted(line for line in out.getvalue().splitlines() if line.startswith("WARNING")) == sorted(said)
