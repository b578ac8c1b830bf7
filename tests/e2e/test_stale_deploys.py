"""A deploy (`mkdocs build --dirty`, as the Pages workflow runs it) shows what a clean build shows,
whatever changed between two deploys besides the pages: each change below left the old text on
every page before the render key covered it (issue 44)."""

from __future__ import annotations

import os
import shutil
import textwrap
from pathlib import Path

from sitebuild import plugin_lines, run_build

_PLUGIN = """\
from mkdocs.plugins import BasePlugin


class Stamp(BasePlugin):
    def on_page_content(self, html, **kwargs):
        return html + "<p>PLUGIN-{version}</p>"
"""


def _install_plugin(packages: Path, version: str) -> None:
    """A plugin distribution `stamp` at ``version``, as pip would install it in ``packages``."""
    for old in packages.glob("stamp-*.dist-info"):
        shutil.rmtree(old)
    (packages / "stamp").mkdir(parents=True, exist_ok=True)
    (packages / "stamp" / "__init__.py").write_text(_PLUGIN.format(version=version), encoding="utf-8")
    info = packages / f"stamp-{version}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: stamp\nVersion: {version}\n", encoding="utf-8")
    (info / "top_level.txt").write_text("stamp\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[mkdocs.plugins]\nstamp = stamp:Stamp\n", encoding="utf-8")


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, (path, old)
    path.write_text(text.replace(old, new), encoding="utf-8")


def test_a_deploy_after_a_change_outside_the_pages_shows_it(tmp_path):
    root, packages, site = tmp_path / "project", tmp_path / "packages", tmp_path / "site"
    _install_plugin(packages, "1.0")
    _write(root / "hook.py", "def on_page_markdown(markdown, **kwargs):\n    return markdown + '\\n\\nHOOK-ONE\\n'\n")
    (root / "base.yml").write_text(  # the Markdown as a shared parent config gives it
        "copyright: PARENT-ONE\n"
        "markdown_extensions:\n"
        "  - toc:\n      permalink: PERMALINK-ONE\n"
        "  - pymdownx.snippets:\n"
        f"      base_path: [{root / 'snippets'}, {root / 'docs'}]\n",
        encoding="utf-8",
    )
    _write(root / "snippets" / "outside.md", "OUTSIDE-ONE\n")
    _write(root / "docs" / "inside.md", "INSIDE-ONE\n")
    _write(root / "docs" / "index.md", '# Home\n\n## A heading\n\n--8<-- "outside.md"\n\n--8<-- "inside.md"\n')
    (root / "mkdocs.yml").write_text(
        "INHERIT: base.yml\n"
        "site_name: Deploys\n"
        "site_description: !ENV [DEPLOY_DESCRIPTION, ENV-ONE]\n"
        "theme:\n  name: material\n  language: en\n  font: false\n"
        "hooks: [hook.py]\n"
        "plugins:\n  - stamp\n" + plugin_lines(("incremental",)),
        encoding="utf-8",
    )
    env = {"PYTHONPATH": os.pathsep.join(filter(None, [str(packages), os.environ.get("PYTHONPATH")]))}

    def deploy(description: str = "ENV-ONE") -> str:
        built = run_build(root / "mkdocs.yml", site, "--dirty", env={**env, "DEPLOY_DESCRIPTION": description})
        assert built.returncode == 0, built.log
        return (site / "index.html").read_text(encoding="utf-8")

    first = deploy()
    for shown in ("HOOK-ONE", "PERMALINK-ONE", "PLUGIN-1.0", "PARENT-ONE", "ENV-ONE", "OUTSIDE-ONE", "INSIDE-ONE"):
        assert shown in first, shown
    assert "Incremental rebuild: 0 of" in run_build(root / "mkdocs.yml", site, "--dirty", env=env).log

    _edit(root / "hook.py", "HOOK-ONE", "HOOK-TWO")
    assert "HOOK-TWO" in deploy(), "the site's hook changed"
    _edit(root / "base.yml", "PERMALINK-ONE", "PERMALINK-TWO")
    assert "PERMALINK-TWO" in deploy(), "a Markdown extension's option changed"
    _install_plugin(packages, "1.1")
    assert "PLUGIN-1.1" in deploy(), "a plugin's version changed"
    _edit(root / "base.yml", "PARENT-ONE", "PARENT-TWO")
    assert "PARENT-TWO" in deploy(), "the INHERIT parent changed"
    assert "ENV-TWO" in deploy("ENV-TWO"), "an !ENV value changed"
    _edit(root / "snippets" / "outside.md", "OUTSIDE-ONE", "OUTSIDE-TWO")
    assert "OUTSIDE-TWO" in deploy("ENV-TWO"), "a snippet outside docs/ changed"
    _edit(root / "docs" / "inside.md", "INSIDE-ONE", "INSIDE-TWO")
    assert "INSIDE-TWO" in deploy("ENV-TWO"), "a snippet inside docs/ changed"
    _write(root / "docs" / "outside.md", "FOUND-FIRST\n")  # not where it was found, but where it is looked for
    _write(root / "snippets" / "outside.md", "")
    (root / "snippets" / "outside.md").unlink()
    assert "FOUND-FIRST" in deploy("ENV-TWO"), "a snippet found in another base folder"
