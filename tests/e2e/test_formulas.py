"""Formulas typeset at build time (coursebook/features/formulas.py) on a small site: a formula KaTeX
rejects is one warning naming the file, the line and KaTeX's message, and shows as its
source; without KaTeX the build says what to run."""

from __future__ import annotations

from pathlib import Path

from bs4 import BeautifulSoup

from sitebuild import make_site, run_build

POST = """---
title: 公式
date: 2026-09-01
---

好的公式 $E = mc^2$ 在前。

坏的公式在第十一行：

$$
\\frac{1}{
$$

后面还有 $a^2 + b^2$。
"""


def site(root: Path) -> Path:
    extensions = "markdown_extensions:\n  - pymdownx.arithmatex:\n      generic: true\n"
    pages = {"index.md": "# 首页\n", "blog/posts/formulas.md": POST}
    return make_site(root, pages, extensions, features=("formulas",), plugins=())


def test_a_formula_katex_rejects_is_named_and_shown_as_written(tmp_path):
    build = run_build(site(tmp_path), tmp_path / "site", "--strict")
    assert build.returncode == 1  # --strict stops on the warning
    warnings = [line for line in build.log.splitlines() if line.startswith("WARNING")]
    assert len(warnings) == 1, build.log
    assert "blog/posts/formulas.md, line 11: formula '\\frac{1}{' is not valid KaTeX" in warnings[0]
    assert "(KaTeX parse error: Unexpected end of input" in warnings[0]  # KaTeX's own message
    assert "Traceback" not in build.log

    page = BeautifulSoup((tmp_path / "site/blog/formulas/index.html").read_text(encoding="utf-8"), "html.parser")
    good, bad, last = page.select(".arithmatex")
    assert good.select_one("math annotation").get_text() == "E = mc^2"
    assert last.select_one(".katex") is not None
    assert bad.select_one(".katex") is None and bad.select_one("code.cb-math-source").get_text() == "\\frac{1}{"


def test_without_katex_the_build_says_what_to_run(tmp_path):
    build = run_build(site(tmp_path / "site-src"), tmp_path / "site", engine="elsewhere")  # no node_modules/ above it
    assert build.returncode == 0, build.log
    assert "Formulas: KaTeX could not run (KaTeX is not in node_modules/): run `npm ci`" in build.log
    assert "\\(E = mc^2\\)" in (tmp_path / "site/blog/formulas/index.html").read_text(encoding="utf-8")


def test_formulas_are_kept_on_disk_only_under_dirty_and_a_broken_file_is_ignored(tmp_path):
    config = site(tmp_path)
    assert run_build(config, tmp_path / "site").returncode == 0
    assert not list(tmp_path.glob(".cache/coursebook/*/formulas-*.pickle"))  # plain builds write no cache
    assert run_build(config, tmp_path / "site-dirty", "--dirty").returncode == 0
    (kept,) = tmp_path.glob(".cache/coursebook/*/formulas-katex-*.pickle")
    kept.write_bytes(b"not a pickle")
    build = run_build(config, tmp_path / "site-again", "--dirty")
    assert build.returncode == 0 and "Traceback" not in build.log
    page = (tmp_path / "site-again/blog/formulas/index.html").read_text(encoding="utf-8")
    assert 'class="katex"' in page


MATHJAX_NOTE = """---
title: 复杂度类
date: 2026-09-01
---

$\\require{cancel}$ 在 Typora 里常见；$P = co\\mbox{-}P$ 是已知的结论。

$$
NP = co\\mbox{-}NP \\label{eq:open}
$$
"""


def test_mathjax_commands_from_obsidian_and_typora_notes_are_typeset(tmp_path):
    pages = {"index.md": "# 首页\n", "blog/posts/classes.md": MATHJAX_NOTE}
    extensions = "markdown_extensions:\n  - pymdownx.arithmatex:\n      generic: true\n"
    config = make_site(tmp_path, pages, extensions, features=("formulas",), plugins=())
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    page = BeautifulSoup((tmp_path / "site/blog/classes/index.html").read_text(encoding="utf-8"), "html.parser")
    required, inline, display = page.select(".arithmatex")
    assert all(formula.select_one(".katex") is not None for formula in (required, inline, display))
    assert "co-P" in inline.select_one(".katex-html").get_text()  # \mbox's text, as text
    assert "eq:open" not in display.select_one(".katex-html").get_text()  # a label is not printed
