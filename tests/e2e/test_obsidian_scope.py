"""Obsidian's syntax where it was written for Obsidian: in the vault's folder when the site says
so, on a page whose `obsidian:` says so, never in a post written for Hugo; elsewhere `[[…]]`,
`#word` and `%%…%%` are text as Markdown reads them."""

from __future__ import annotations

from bs4 import BeautifulSoup

from sitebuild import Build, make_site, run_build

PAGES = {
    "index.md": "# 首页\n",
    "vault/idea.md": "# 想法\n\n链到 [[plan]]，标签 #idea。%%只给自己看%%\n",
    "vault/plan.md": "# 计划\n\n正文。\n",
    # A blog post beside the vault: bash and a comment that Obsidian's syntax would change.
    "blog/posts/shell.md": (
        "---\ntitle: Shell 小抄\ndate: 2026-08-30\n---\n判断文件：if [[ -f x ]] 或 [[plan]]，进度 50%%，#shell\n"
    ),
    "about.md": "---\ntitle: 关于\nobsidian: true\n---\n# 关于\n\n见 [[plan]]。\n",
    "blog/posts/maybe.md": "---\ntitle: 也许\ndate: 2026-08-30\nobsidian: maybe\n---\n正文。\n",
}
VAULT_ONLY = "extra:\n  obsidian:\n    root: vault\n    syntax: vault\n"


def text_of(build: Build, path: str) -> str:
    soup = BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")
    return " ".join(soup.select_one("article").get_text(" ", strip=True).split())


def links_of(build: Build, path: str) -> list[str]:
    """The links in the page's paragraphs."""
    soup = BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")
    return [a["href"] for a in soup.select("article p a[href]")]  # the text's links, not the next-reading box


def test_only_the_vault_and_a_page_that_asks_read_obsidians_syntax(tmp_path):
    config = make_site(tmp_path, PAGES, VAULT_ONLY, plugins=())
    built = run_build(config, tmp_path / "site")
    assert built.returncode == 0, built.log
    warnings = [line for line in built.log.splitlines() if line.startswith("WARNING")]
    assert warnings == [
        "WARNING -  blog/posts/maybe.md: 'obsidian': expected true or false, got str 'maybe';"
        " the site's setting applies"
    ]
    idea = text_of(built, "vault/idea")
    assert (
        "只给自己看" not in idea
        and "#idea" in idea
        and any(href.endswith("plan/") for href in links_of(built, "vault/idea"))
    )
    shell = text_of(built, "blog/shell")
    assert "if [[ -f x ]] 或 [[plan]]，进度 50%%，#shell" in shell and not links_of(built, "blog/shell")
    assert any(href.endswith("plan/") for href in links_of(built, "about"))
    assert not (built.site / "tags/shell").exists()  # no tag from a post not written for Obsidian


def test_everywhere_by_default_but_never_in_a_post_that_says_no_or_a_hugo_post(tmp_path):
    pages = {
        "index.md": "# 首页\n",
        "plan.md": "# 计划\n",
        "blog/posts/note.md": "---\ntitle: 笔记\ndate: 2026-08-30\n---\n见 [[plan]]。\n",
        "blog/posts/moved.md": "---\ntitle: 搬来的\ndate: 2026-08-30\nobsidian: false\n---\n见 [[plan]]。\n",
        "blog/posts/hugo.md": '+++\ntitle = "Hugo"\ndate = 2026-08-30\n+++\nSee [[plan]].\n',
    }
    built = run_build(make_site(tmp_path, pages, plugins=()), tmp_path / "site", "--strict")
    assert built.returncode == 0, built.log
    assert any(href.endswith("plan/") for href in links_of(built, "blog/note"))
    assert "见 [[plan]]。" in text_of(built, "blog/moved") and "See [[plan]]." in text_of(built, "blog/hugo")
