"""A site adds its own HTML to every page without copying the engine's templates: three empty
partials it may override (as hugo-PaperMod gives its users), kept through upgrades."""

from __future__ import annotations

from sitebuild import make_site, run_build


def test_a_sites_own_partials_reach_the_head_the_footer_and_the_end_of_posts(tmp_path):
    config = make_site(
        tmp_path,
        {
            "index.md": "# Home\n",
            "blog/posts/hello.md": "---\ntitle: Hello\ndate: 2026-08-30\n---\n\nThe post's own text.\n",
        },
        features=(),
    )
    config.write_text(
        config.read_text(encoding="utf-8").replace("theme:\n", "theme:\n  custom_dir: overrides\n", 1), encoding="utf-8"
    )
    partials = tmp_path / "overrides" / "partials"
    partials.mkdir(parents=True)
    (partials / "extend_head.html").write_text('<meta name="site-verification" content="abc123">\n', encoding="utf-8")
    (partials / "extend_footer.html").write_text('<p class="my-footer">Hosted by me</p>\n', encoding="utf-8")
    (partials / "extend_post.html").write_text('<p class="my-ending">Thanks for reading {{ page.title }}</p>\n')
    built = run_build(config, tmp_path / "site", "--strict")
    assert built.returncode == 0, built.log

    post = (built.site / "blog" / "hello" / "index.html").read_text(encoding="utf-8")
    home = (built.site / "index.html").read_text(encoding="utf-8")
    for page in (post, home):
        head = page.split("</head>")[0]
        assert '<meta name="site-verification" content="abc123">' in head
        assert page.index('<p class="my-footer">Hosted by me</p>') > page.index("</article>")
    assert "Thanks for reading Hello" in post and post.index("The post's own text.") < post.index("my-ending")
    assert "my-ending" not in home  # only after a post


def test_without_its_own_partials_a_site_gets_nothing_from_them(tmp_path):
    config = make_site(tmp_path, {"index.md": "# Home\n"}, features=())
    built = run_build(config, tmp_path / "site", "--strict")
    assert built.returncode == 0, built.log
    assert "extend_" not in (built.site / "index.html").read_text(encoding="utf-8")
