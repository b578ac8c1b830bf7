"""End-to-end fixtures: the test fixture's site, built once per session (the demo's is in tests/conftest.py)."""

from __future__ import annotations

import pytest

from sitebuild import ROOT, Build, shared_build


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory: pytest.TempPathFactory) -> Build:
    """tests/fixture/: a small site with a course of gaps, translations and drafts (built once per run)."""
    return shared_build(tmp_path_factory, "fixture", ROOT / "tests/fixture/mkdocs.yml")
