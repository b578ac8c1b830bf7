"""End-to-end fixtures: the test fixture's site, built once per session (the demo's is in tests/conftest.py)."""

from __future__ import annotations

import pytest

from sitebuild import ROOT, Build, run_build


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """tests/fixture/: a small site with a course of gaps, translations and drafts."""
    return run_build(ROOT / "tests/fixture/mkdocs.yml", tmp_path_factory.mktemp("fixture") / "site", "--strict")
