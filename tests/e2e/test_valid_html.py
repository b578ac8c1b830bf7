"""The built pages are valid HTML: the Nu Html Checker (npm `vnu-jar`, run with Java) finds no
error in markup that Coursebook's templates, hooks or configuration write. Material's own
remaining errors are listed below, each by what it is and where it comes from; the README
lists them for writers too."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from sitebuild import ROOT, Build, run_build

VNU = ROOT / "node_modules/vnu-jar/build/dist/vnu.jar"

# (message start, markup the error points at): errors in Material's base.html and toc.html.
MATERIAL = [
    # base.html: the drawer and search toggles are checkboxes with autocomplete="off"
    # (Firefox otherwise restores their state), which HTML allows on text-like inputs only.
    ("Attribute “autocomplete” is only allowed when the input type is", 'class="md-toggle" data-md-toggle='),
    # toc.html labels the table of contents for="__toc", an input Material writes only in
    # the page's own entry of the navigation: a page outside it (a post) has no such input.
    ("The value of the “for” attribute of the “label” element must be the ID", 'class="md-nav__title" for="__toc"'),
]


def nu_errors(*sites: Path) -> list[dict]:
    """Every error the Nu Html Checker reports on the HTML files of ``sites`` (one Java run)."""
    assert VNU.exists(), "run `npm ci` (vnu-jar is a dev dependency)"
    result = subprocess.run(
        # Java's quick compiler only (a third less time on a short run); the checker's schema
        # needs a deeper thread stack than that leaves it by default.
        ["java", "-XX:TieredStopAtLevel=1", "-Xss2m", "-jar", str(VNU), "--format", "json"]
        + ["--skip-non-html", *map(str, sites)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    report = json.loads(result.stderr)  # the checker writes its report to stderr
    return [message for message in report["messages"] if message["type"] in ("error", "non-document-error")]


def is_materials(error: dict) -> bool:
    return any(error["message"].startswith(start) and markup in error.get("extract", "") for start, markup in MATERIAL)


def ours(errors: list[dict]) -> list[str]:
    return [
        f"{e['url'].rsplit('/site/', 1)[-1]}:{e.get('lastLine')}: {e['message']} {e.get('extract', '')!r}"
        for e in errors
        if not is_materials(e)
    ]


def test_the_demo_site_has_no_error_of_ours(demo: Build):
    assert demo.returncode == 0, demo.log
    errors = nu_errors(demo.site)
    assert ours(errors) == []
    assert errors, "Material's known errors are gone: update MATERIAL here and the README's list"


def test_posts_written_for_other_tools_a_vault_and_the_test_fixture_are_valid(fixture_site: Build, tmp_path: Path):
    foreign = run_build(ROOT / "tests/foreign/mkdocs.yml", tmp_path / "foreign")
    vault = run_build(ROOT / "tests/vault/mkdocs.yml", tmp_path / "vault")
    assert foreign.returncode == 0 and vault.returncode == 0, foreign.log + vault.log
    assert ours(nu_errors(fixture_site.site, foreign.site, vault.site)) == []


def test_the_checker_catches_an_error_of_ours(tmp_path: Path):
    """The filter above lets nothing else through: an invalid attribute on one of our own
    elements is reported."""
    page = tmp_path / "site" / "index.html"
    page.parent.mkdir()
    page.write_text(
        '<!doctype html><html lang="en"><title>t</title><div class="cb-post-meta" aria-label="x"></div></html>'
    )
    assert ours(nu_errors(page.parent)) and not is_materials(nu_errors(page.parent)[0])
