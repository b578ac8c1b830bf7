"""``coursebook init``: a new site outside this repository, ready to preview, build and deploy.

The files come from ``starter/`` (beside this module): mkdocs.yml with the settings a writer
must change marked ``CHANGE``, a home and an about page in both languages, a sample course and
post, package.json with its lock for ``npm ci``, .gitignore, a Pages workflow that builds
``--strict`` and deploys, and a README. ``--demo`` puts the whole demo site in ``docs/``.
A name beginning ``dot-`` there is written with a dot (``dot-gitignore`` is ``.gitignore``):
package data would leave dotfiles out. Guide, part 1, "Starting a site".
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass
from datetime import datetime
from importlib import metadata
from pathlib import Path

from coursebook.safewrite import write_new

STARTER = Path(__file__).resolve().parent / "starter"
_PACKAGED_DEMO = Path(__file__).resolve().parent / "demo"  # a wheel's copy of the demo's docs/
_CHECKOUT_DEMO = Path(__file__).resolve().parents[2] / "docs"  # a checkout installed with `pip install -e`
_SAMPLE = "docs/"  # the starter's own content, left out when the demo's takes its place
# The demo's guide course, which the starter's nav does not list: (the line it follows, the line).
_DEMO_NAV = (
    ("  - notes.md\n", "  - series/guide.md\n"),
    ("      - en/notes.md\n", "      - en/series/guide.md\n"),
)


@dataclass(frozen=True)
class Requirement:
    """The line of requirements.txt that installs this Coursebook, and what the writer should
    know about it (None: nothing)."""

    line: str
    note: str | None = None


def write_new_site(target: Path, now: datetime, demo: bool = False) -> list[str]:
    """Write a new site into ``target`` (absent or empty) and return what the writer should
    know, one line each. Raises ValueError when ``target`` holds files already."""
    if target.is_symlink():
        raise ValueError(f"{target} is a symbolic link; nothing written (choose a real folder)")
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise ValueError(f"{target} is not an empty folder; nothing written (choose a new one)")
    version = _installed_version()
    tokens = {"@VERSION@": version, "@YEAR@": f"{now:%Y}", "@DATE@": f"{now:%Y-%m-%d %H:%M}"}
    for source in sorted(STARTER.rglob("*")):
        relative = source.relative_to(STARTER).as_posix()
        if source.is_dir() or (demo and relative.startswith(_SAMPLE)):
            continue
        text = source.read_text(encoding="utf-8")
        for token, value in tokens.items():
            text = text.replace(token, value)
        if demo and relative == "mkdocs.yml":
            text = _with_demo_nav(text)
        _write(target / relative.replace("dot-", "."), text)
    if demo:
        shutil.copytree(demo_docs(), target / "docs", dirs_exist_ok=True)
    requirement = requirement_line(version)
    _write(target / "requirements.txt", _requirements_text(requirement))
    return [requirement.note] if requirement.note else []


def demo_docs() -> Path:
    """The demo site's docs/: packaged with a wheel, or the checkout's."""
    return _PACKAGED_DEMO if _PACKAGED_DEMO.is_dir() else _CHECKOUT_DEMO


def requirement_line(version: str) -> Requirement:
    """How the new site installs the Coursebook that made it: the git URL and commit it was
    installed from, or its version from the package index; a folder or a wheel on this machine
    as it is, with a note (the site's CI cannot reach it)."""
    direct = _direct_url()
    if direct is None:
        return Requirement(f"coursebook=={version}")
    vcs = direct.get("vcs_info")
    if isinstance(vcs, dict) and vcs.get("vcs") == "git":
        return Requirement(f"coursebook @ git+{direct['url']}@{vcs.get('commit_id', '')}".rstrip("@"))
    folder = _local_path(str(direct.get("url", "")))
    remote = git_output(folder, "remote", "get-url", "origin") if folder else None
    commit = git_output(folder, "rev-parse", "HEAD") if folder else None
    if remote and commit and not remote.startswith(("/", "file:")):
        return Requirement(f"coursebook @ git+{remote}@{commit}")
    url = str(direct.get("url", ""))
    return Requirement(
        f"coursebook @ {url}" if url else f"coursebook=={version}",
        f"requirements.txt: this Coursebook was installed from {folder or url}, which works here but "
        "not in the Pages workflow; before you push, change its line to a git URL or a wheel CI can reach",
    )


def _requirements_text(requirement: Requirement) -> str:
    return (
        "# What the site's build needs. Upgrade with `python -m pip install -U -r requirements.txt`\n"
        "# (or a newer version or commit here), then run `coursebook check`.\n"
        f"{requirement.line}\n"
    )


def _with_demo_nav(text: str) -> str:
    for after, line in _DEMO_NAV:
        text = text.replace(after, after + line)
    return text


def _write(path: Path, text: str) -> None:
    write_new(path, text)


def _installed_version() -> str:
    try:
        return metadata.version("coursebook")
    except metadata.PackageNotFoundError:  # run from a checkout without installing it
        return "0.0.0"


def _direct_url() -> dict | None:
    """PEP 610's record of where pip installed Coursebook from; None: from a package index."""
    try:
        text = metadata.distribution("coursebook").read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        return None
    try:
        data = json.loads(text) if text else None
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def _local_path(url: str) -> str | None:
    return url.removeprefix("file://") if url.startswith("file://") else None


def git_output(folder: str, *args: str, timeout: float = 10) -> str | None:
    """What ``git -C folder args…`` prints, stripped; None when it fails, or git is not there."""
    try:
        done = subprocess.run(
            ["git", "-C", folder, *args], capture_output=True, text=True, timeout=timeout, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return (done.stdout.strip() or None) if done.returncode == 0 else None
