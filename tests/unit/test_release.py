"""Releases a writer can pin: each version has its changelog entry, and a tag publishes it to
PyPI by trusted publishing (no stored token)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_changelog_says_what_this_version_changed():
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"\n## {VERSION} (" in text, f"CHANGELOG.md: add a `## {VERSION} (date)` entry"


def test_a_version_tag_publishes_the_wheel_with_no_stored_secret():
    text = (ROOT / ".github/workflows/release.yml").read_text(encoding="utf-8")
    workflow = yaml.safe_load(text)
    assert workflow[True]["push"]["tags"] == ["v*"]  # YAML 1.1 reads the key `on` as true
    publish = workflow["jobs"]["publish"]
    assert publish["permissions"] == {"id-token": "write"} and publish["environment"] == "pypi"
    assert any(step.get("uses", "").startswith("pypa/gh-action-pypi-publish@") for step in publish["steps"])
    assert "secrets." not in text and "password" not in text
    build = "\n".join(step.get("run", "") for step in workflow["jobs"]["build"]["steps"])
    assert "python -m build" in build and "CHANGELOG.md" in build and "GITHUB_REF_NAME" in build
