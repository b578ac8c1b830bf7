"""Translations that stay in sync (issue 30): a change of the original is found, readers of both
pages are told, the writer sees it in `coursebook translations`, `check` and the build, and
`coursebook translate --synced` clears it."""

from __future__ import annotations

import contextlib
import io
import re
import shutil
import subprocess
from datetime import date

from bs4 import BeautifulSoup

from coursebook.cli import main
from coursebook.strings import format_day
from sitebuild import ROOT, run_build

ORIGINAL = "docs/blog/posts/training-infra/tensor-pipeline.md"  # lesson 3: no English version yet
TRANSLATION = "docs/en/blog/posts/training-infra/tensor-pipeline.md"


def coursebook(site, *args: str) -> subprocess.CompletedProcess:
    """`coursebook ARGS` run in ``site``, in this process (as sitebuild runs builds): its exit
    code and what it printed."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.chdir(site), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return subprocess.CompletedProcess(["coursebook", *args], code, out.getvalue(), err.getvalue())


def states(site) -> dict[str, str]:
    listed = coursebook(site, "translations")
    assert listed.returncode == 0, listed.stderr
    return dict(re.findall(r"^(\S+) -> \S+: (.+)$", listed.stdout, re.MULTILINE))


def page(build, path: str) -> BeautifulSoup:
    return BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


def test_an_edited_original_makes_its_translation_outdated_until_synced(tmp_path):
    site = tmp_path / "site"
    shutil.copytree(
        ROOT, site, ignore=shutil.ignore_patterns(".git", "site", "node_modules", ".cache", "test-artifacts")
    )
    (site / "node_modules").symlink_to(ROOT / "node_modules")
    key = "blog/posts/training-infra/tensor-pipeline.md"
    assert states(site)[key] == "missing"

    made = coursebook(site, "translate", ORIGINAL)
    assert made.returncode == 0, made.stderr
    assert states(site)[key] == "draft"
    translation = site / TRANSLATION
    translation.write_text(translation.read_text(encoding="utf-8").replace("draft: true\n", ""), encoding="utf-8")
    assert states(site)[key] == "in sync"

    original = site / ORIGINAL
    # The writer edits the original on the day translate recorded as the sync (in the site's zone).
    today = date.fromisoformat(re.search(r"synced: (\S+)", translation.read_text(encoding="utf-8"))[1])
    text = original.read_text(encoding="utf-8").replace("---\n", f"---\nupdated: {today.isoformat()}\n", 1)
    original.write_text(text + "\n补一句：空泡也和调度有关。\n", encoding="utf-8")
    assert states(site)[key] == f"outdated since {today.isoformat()}"
    build = run_build(site / "mkdocs.yml", tmp_path / "out", "--strict", "--dirty")
    assert build.returncode == 0, build.log  # news, not a failure of --strict
    line = f"en/blog/posts/training-infra/tensor-pipeline.md: 'translation': outdated since {today.isoformat()}"
    assert f"INFO    -  {line}" in build.log
    note = page(build, "en/blog/tensor-pipeline").select_one("[data-translation=outdated]")
    assert note.get_text(" ", strip=True).startswith(f"The Chinese original was updated on {format_day(today, 'en')}")
    assert note.select_one("a[hreflang=zh-CN]")["href"] == "../../../blog/tensor-pipeline/"
    behind = page(build, "blog/tensor-pipeline").select_one("[data-translation=behind]")
    assert behind.get_text(strip=True) == "英文版还没有跟上本文最近的修改。"
    checked = coursebook(site, "check")
    assert checked.returncode == 0 and line in checked.stdout and f"WARNING -  {line}" not in checked.stdout
    # A site that wants translations kept up says so: then it is a warning, and --strict stops.
    config = site / "mkdocs.yml"
    config.write_text(
        config.read_text(encoding="utf-8").replace("extra:\n", "extra:\n  translations: {strict: true}\n", 1)
    )
    strict = run_build(config, tmp_path / "strict", "--strict", "--dirty")
    assert strict.returncode != 0 and f"WARNING -  {line}" in strict.log
    checked = coursebook(site, "check")
    assert checked.returncode == 1 and f"WARNING -  {line}" in checked.stdout

    synced = coursebook(site, "translate", "--synced", TRANSLATION)
    assert synced.returncode == 0, synced.stderr
    assert states(site)[key] == "in sync"
    # From the cache of the builds above, as a writer's preview or deploy would: the two pages
    # whose translation state changed are rendered again.
    build = run_build(site / "mkdocs.yml", tmp_path / "out", "--strict", "--dirty")
    assert not page(build, "en/blog/tensor-pipeline").select("[data-translation]")
    assert not page(build, "blog/tensor-pipeline").select("[data-translation]")


def test_a_hand_made_translation_older_than_its_original_is_outdated(tmp_path):
    site = tmp_path / "site"
    shutil.copytree(
        ROOT, site, ignore=shutil.ignore_patterns(".git", "site", "node_modules", ".cache", "test-artifacts")
    )
    key = "blog/posts/training-infra/zero.md"  # lesson 2, translated by hand: no translation: record
    assert states(site)[key] == "in sync"
    original = site / "docs" / key
    original.write_text(
        original.read_text(encoding="utf-8").replace("---\n", "---\nupdated: 2026-11-30\n", 1), encoding="utf-8"
    )
    assert states(site)[key] == "outdated since 2026-11-30"
