"""Issue 41, hostile input round 3: the pure functions and small pieces behind each fix
(the sweep of a --dirty build, npm packages, writing commands' files, …)."""

from __future__ import annotations

from pathlib import Path

import pytest

from coursebook.features.incremental import _sweep_folder
from coursebook.nodemodules import HOOKS, find_node_file
from coursebook.schema import PageMeta, check


def test_the_sweep_of_a_dirty_build_never_follows_or_removes_a_link(tmp_path):
    docs = tmp_path / "docs"
    (docs / "blog").mkdir(parents=True)
    (docs / "blog/post.md").write_text("# Mine\n", encoding="utf-8")
    (tmp_path / "outside.txt").write_text("mine too\n", encoding="utf-8")
    site = tmp_path / "site"
    (site / "kept").mkdir(parents=True)
    (site / "kept/index.html").write_text("owned", encoding="utf-8")
    (site / "stale.html").write_text("stale", encoding="utf-8")
    (site / "kept/stale.html").write_text("stale", encoding="utf-8")
    (site / "src").symlink_to(Path("../docs"), target_is_directory=True)  # ln -s ../docs site/src
    (site / "kept/linked").symlink_to(docs, target_is_directory=True)
    (site / "kept/file.txt").symlink_to(tmp_path / "outside.txt")
    _sweep_folder(site, {str(site / "kept/index.html")})
    assert (docs / "blog/post.md").read_text(encoding="utf-8") == "# Mine\n"
    assert (tmp_path / "outside.txt").is_file()
    assert (site / "src").is_symlink() and (site / "kept/linked").is_symlink() and (site / "kept/file.txt").is_symlink()
    assert (site / "kept/index.html").is_file()
    assert not (site / "stale.html").exists() and not (site / "kept/stale.html").exists()


def test_npm_packages_come_from_the_site_or_coursebook_never_from_a_folder_above(tmp_path):
    planted = tmp_path / "node_modules/katex/dist/katex.js"
    planted.parent.mkdir(parents=True)
    planted.write_text("/* planted */", encoding="utf-8")
    site = tmp_path / "writer/site"
    site.mkdir(parents=True)
    found = find_node_file("katex/dist/katex.js", str(site / "mkdocs.yml"))
    assert found is None or found.resolve() == (HOOKS.parent / "node_modules/katex/dist/katex.js").resolve()
    own = site / "node_modules/katex/dist/katex.js"
    own.parent.mkdir(parents=True)
    own.write_text("/* the site's */", encoding="utf-8")
    assert find_node_file("katex/dist/katex.js", str(site / "mkdocs.yml")) == own


@pytest.mark.parametrize(
    "name", ["partials/series-box.html", "partials/header.html", ".icons/x.html", "redirect.html", "../main.html"]
)
def test_a_template_that_is_no_page_template_is_named_and_ignored(name):
    values, errors = check(PageMeta, {"template": name})
    assert [key for key, _ in errors] == ["template"] and values["template"] is None


@pytest.mark.parametrize("name", ["main.html", "blog.html", "home.html", "layouts/wide.html"])
def test_page_templates_are_kept(name):
    values, errors = check(PageMeta, {"template": name})
    assert errors == [] and values["template"] == name
