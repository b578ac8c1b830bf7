"""Markdown as writers write it, built (issue 42): a post drafted in Typora, a note from an
Obsidian vault and a post moved from Hexo show on the site what the writer's editor showed."""

from __future__ import annotations

import pytest
from bs4 import BeautifulSoup

from sitebuild import make_site, run_build

TYPORA = """---
title: 写在 Typora 里
date: 2026-01-01
---
学习内容：
- 第一项
  - 两个空格的子项
- 第二项

**加粗“引号”**后面的字，以及**中文，**逗号。

反码记作 $[-89]_反=(2^8-1)+(-89) = 166$。
"""
POEM = """---
title: 诗
date: 2026-01-02
hard_breaks: true
---
床前明月光
疑是地上霜
"""
NOTE = "# 笔记\n\n第一行\n第二行\n"
# A fold as GitHub and Typora show it: Markdown after a blank line inside the HTML.
FOLD = """---
title: 折叠的答案
date: 2026-01-04
---
<details>
<summary>答案</summary>

- 先算 **显存**
- 再算 $x^2$

</details>

之后。
"""
# A post moved from a GitHub README habit: a table under a line, code in a cell, generics, braces.
README = """---
title: 命令一览
date: 2026-01-03
---
常用命令：
| 命令 | 说明 |
| --- | --- |
| `grep a\\|b` | 找 a 或 b |
| `x == {0}` | 占位 {0} |
## 泛型

Rust 的 Vec\\<T> 和 Java 的 Map<Integer, int[]>。

> 注意：
> - 先备份
"""

# Typora writes a resized picture as HTML, its address from the file's folder (served at blog/resized/).
RESIZED = """---
title: 缩小的截图
date: 2026-01-05
---
<img src="resized/shot.png" alt="截图" style="zoom:50%;" />
<br>

<video src="resized/clip.mp4" controls></video>
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("as-written")
    pages = {
        "index.md": "# Home\n",
        "blog/posts/typora.md": TYPORA,
        "blog/posts/poem.md": POEM,
        "notes/note.md": NOTE,
        "blog/posts/readme.md": README,
        "blog/posts/fold.md": FOLD,
        "blog/posts/resized.md": RESIZED,
        "blog/posts/resized/shot.png": "",
        "blog/posts/resized/clip.mp4": "",
        ".obsidian/app.json": '{"strictLineBreaks": false}',  # a vault at docs/: Obsidian's default
    }
    build = run_build(make_site(root, pages, features=("authoring", "formulas")), root / "site", "--strict")
    assert build.returncode == 0, build.log
    return build


def article(built, path: str) -> BeautifulSoup:
    return BeautifulSoup((built.site / path / "index.html").read_text(encoding="utf-8"), "html.parser").article


def test_a_typora_post_keeps_its_lists_bold_and_formula(built):
    post = article(built, "blog/typora")
    items = post.select("ul > li")
    assert [item.contents[0].strip() for item in items if item.parent.parent.name != "li"] == ["第一项", "第二项"]
    assert post.select_one("ul > li > ul > li").get_text() == "两个空格的子项"
    assert [strong.get_text() for strong in post.find_all("strong")] == ["加粗“引号”", "中文，"]
    assert post.select_one(".katex") is not None and "$[-89]" not in post.get_text()


def test_line_breaks_show_where_the_page_or_the_vault_says(built):
    assert "床前明月光<br/>" in str(article(built, "blog/poem")).replace("<br />", "<br/>")
    assert "第一行<br/>" in str(article(built, "notes/note")).replace("<br />", "<br/>")


def test_a_readme_habit_keeps_its_table_heading_generics_and_quoted_list(built):
    post = article(built, "blog/readme")
    cells = [cell.get_text() for cell in post.select("table td")]
    assert cells == ["grep a|b", "找 a 或 b", "x == {0}", "占位 {0}"]
    assert [heading.contents[0] for heading in post.find_all("h2")] == ["泛型"]
    assert "Vec<T> 和 Java 的 Map<Integer, int[]>" in post.get_text()
    assert post.select_one("blockquote > ul > li").get_text() == "先备份"


def test_markdown_inside_an_html_fold_is_markdown(built):
    fold = article(built, "blog/fold").find("details")
    assert fold.summary.get_text() == "答案"
    assert [item.get_text() for item in fold.select("ul > li")][:1] == ["先算 显存"]
    assert fold.select_one("strong").get_text() == "显存" and fold.select_one(".katex") is not None
    assert "- 先算" not in fold.get_text()


def test_a_picture_typora_resized_in_html_shows_its_file(built):
    post = article(built, "blog/resized")
    for element in (post.find("img", alt="截图"), post.find("video")):
        assert (built.site / "blog/resized" / element["src"]).resolve().is_file(), element["src"]


def test_an_html_picture_of_a_file_that_is_not_there_is_a_warning(tmp_path):
    pages = {
        "index.md": "# Home\n",
        "blog/posts/a.md": (
            '---\ndate: 2026-01-01\n---\n# A\n\n<img src="a/gone.png" width="50%">\n\n![b](b/gone.png)\n'
        ),
    }
    build = run_build(make_site(tmp_path, pages), tmp_path / "site", "--strict")
    assert build.returncode != 0
    assert "blog/posts/a.md: the file 'a/gone.png' (an HTML src) is not in docs/" in build.log
    assert sum("b/gone.png" in line for line in build.log.splitlines()) == 1  # MkDocs warns of a Markdown image
