"""Front matter the old blog read one way and Coursebook would read another (coursebook/importer.py)."""

from __future__ import annotations

from pathlib import Path

from coursebook.frontmatter import read_front_matter
from coursebook.importer import plan_import


def _hexo_blog(root: Path, posts: dict[str, str]) -> Path:
    (root / "_config.yml").write_text("title: T\nlanguage: zh-CN\n")
    (root / "source/_posts").mkdir(parents=True)
    for name, text in posts.items():
        (root / f"source/_posts/{name}.md").write_text(text)
    return root


def test_a_post_behind_a_password_arrives_as_a_draft_without_its_password(tmp_path):
    # A public Hexo blog (hexo-blog-encrypt) had one: the import published it, and its feeds' copy, in the clear.
    blog = _hexo_blog(
        tmp_path,
        {
            "secret": "---\ntitle: 部署笔记\ndate: 2023-01-02 10:00:00\npassword: hunter2\n---\n只给朋友看。\n",
            "open": "---\ntitle: 公开\ndate: 2023-01-03 10:00:00\n---\n大家都能看。\n",
        },
    )
    moved = {post.name: post for post in plan_import("hexo", blog, "zh", [])}
    meta, body, _ = read_front_matter(moved["secret"].text)
    assert meta["draft"] is True and "password" not in meta and "hunter2" not in moved["secret"].text
    assert body.strip() == "只给朋友看。"
    assert any("password" in line and "draft" in line for line in moved["secret"].left)
    opened, _, _ = read_front_matter(moved["open"].text)
    assert "draft" not in opened and not moved["open"].left


def test_an_empty_slug_is_left_out_and_said(tmp_path):
    # A public Hugo site wrote slug: "" on every post (no slug, to Hugo): every page stopped a strict build.
    (tmp_path / "hugo.toml").write_text("title = 'T'\n")
    (tmp_path / "content/posts").mkdir(parents=True)
    (tmp_path / "content/posts/acme.md").write_text('---\ntitle: ACME\ndate: 2024-03-01\nslug: ""\n---\nText\n')
    (post,) = plan_import("hugo", tmp_path, "en", [])
    meta, _, _ = read_front_matter(post.text)
    assert "slug" not in meta and meta["title"] == "ACME"
    assert any("empty slug" in change for change in post.changes)


def test_an_empty_slug_on_a_chinese_file_name_gives_way_to_the_names_pinyin(tmp_path):
    (tmp_path / "hugo.toml").write_text("title = 'T'\n")
    (tmp_path / "content/posts").mkdir(parents=True)
    (tmp_path / "content/posts/部署.md").write_text('---\ntitle: 部署\ndate: 2024-03-01\nslug: ""\n---\n正文\n')
    (post,) = plan_import("hugo", tmp_path, "zh", [])
    assert read_front_matter(post.text)[0]["slug"] == "bu-shu"
