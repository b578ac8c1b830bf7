"""End-to-end fixtures: the demo site, built once per session."""

from __future__ import annotations

import pytest

from sitebuild import ROOT, Build, run_build


@pytest.fixture(scope="session")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """The demo site in docs/, built once with --strict."""
    return run_build(ROOT / "mkdocs.yml", tmp_path_factory.mktemp("demo") / "site", "--strict")


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """tests/fixture/: a small site with a course of gaps, translations and drafts."""
    return run_build(ROOT / "tests/fixture/mkdocs.yml", tmp_path_factory.mktemp("fixture") / "site", "--strict")
