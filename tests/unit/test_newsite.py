"""Where a site made by `coursebook init` installs Coursebook from: the line of its requirements.txt."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from coursebook import newsite


def with_direct_url(monkeypatch: pytest.MonkeyPatch, record: dict | None) -> None:
    monkeypatch.setattr(newsite, "_direct_url", lambda: record)


def test_from_a_package_index_the_version_is_pinned(monkeypatch):
    with_direct_url(monkeypatch, None)
    assert newsite.requirement_line("0.3.1") == newsite.Requirement("coursebook==0.3.1")


def test_from_a_git_url_the_same_url_and_commit(monkeypatch):
    record = {"url": "https://github.com/someone/coursebook", "vcs_info": {"vcs": "git", "commit_id": "abc123"}}
    with_direct_url(monkeypatch, record)
    assert newsite.requirement_line("0.3.1").line == "coursebook @ git+https://github.com/someone/coursebook@abc123"


def git(folder: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(folder), *args], capture_output=True, text=True, check=True).stdout.strip()


def test_from_a_checkout_with_a_remote_its_remote_at_the_checked_out_commit(monkeypatch, tmp_path):
    git(tmp_path, "init", "-q")
    git(tmp_path, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "one")
    git(tmp_path, "remote", "add", "origin", "https://example.org/engine.git")
    with_direct_url(monkeypatch, {"url": f"file://{tmp_path}", "dir_info": {"editable": True}})
    requirement = newsite.requirement_line("0.3.1")
    assert requirement == newsite.Requirement(
        f"coursebook @ git+https://example.org/engine.git@{git(tmp_path, 'rev-parse', 'HEAD')}"
    )


def test_from_a_folder_no_ci_can_reach_the_writer_is_told_what_to_change(monkeypatch, tmp_path):
    with_direct_url(monkeypatch, {"url": f"file://{tmp_path}", "dir_info": {}})
    requirement = newsite.requirement_line("0.3.1")
    assert requirement.line == f"coursebook @ file://{tmp_path}"  # what works on this machine
    assert requirement.note is not None and str(tmp_path) in requirement.note and "requirements.txt" in requirement.note
