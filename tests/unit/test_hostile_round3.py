"""Issue 41, hostile input round 3: the pure functions and small pieces behind each fix
(the sweep of a --dirty build, npm packages, writing commands' files, …)."""

from __future__ import annotations

from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from coursebook.catalog import build_catalog
from coursebook.document import Document
from coursebook.features.incremental import _sweep_folder
from coursebook.nodemodules import HOOKS, find_node_file
from coursebook.redirects import plan_redirects
from coursebook.schema import PageMeta, PostMeta, check
from coursebook.terms import Vocabulary

ZONE = ZoneInfo("Asia/Shanghai")


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


def test_one_tag_written_composed_and_decomposed_or_in_other_case_is_one_term():
    vocabulary = Vocabulary({}, [("Caf\u00e9", "zh"), ("cafe\u0301", "zh"), ("CAF\u00c9", "en")])
    terms = {vocabulary.term(name) for name in ("Caf\u00e9", "cafe\u0301", "CAF\u00c9")}
    assert len(terms) == 1 and None not in terms


@pytest.mark.parametrize("alias", ["/a\\b/", "/..\\..\\escape/", "/old%5Cname/"])
def test_an_alias_with_a_backslash_is_refused(alias):
    post = next(
        iter(
            build_catalog(
                [Document("blog/posts/p.md", f"---\ntitle: P\ndate: 2026-01-01\naliases: ['{alias}']\n---\n")], {}, ZONE
            ).posts
        )
    )
    redirects, problems = plan_redirects([post], set())
    assert redirects == [] and "backslash" in problems[0].message


def test_a_wrong_address_in_a_note_s_source_drops_the_address_not_the_source():
    source = {"title": "Paper", "url": "javascript:alert(1)", "authors": ["A. Writer"], "venue": "SC 2020"}
    values, errors = check(PostMeta, {"date": "2026-01-01", "source": source})
    assert values["source"]["authors"] == ["A. Writer"] and values["source"]["url"] is None
    assert [key for key, _ in errors] == ["source"] and "'url'" in errors[0][1]
    values, errors = check(PostMeta, {"date": "2026-01-01", "source": {"url": "https://x.example/"}})
    assert values["source"] is None and "'title'" in dict(errors)["source"]  # no title: no source
