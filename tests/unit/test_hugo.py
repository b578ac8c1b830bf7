"""Where Hugo published a post, as the importer computes its old address."""

from __future__ import annotations

from datetime import datetime

import pytest

from coursebook.blogtools.hugo import hugo_address
from coursebook.frontmatter import read_front_matter

DAY = datetime(2018, 5, 22, 10, 48)


@pytest.mark.parametrize(
    ("meta", "config", "address"),
    [
        ({"URL": "/2018/05/22/redis-sds/"}, {}, "/2018/05/22/redis-sds/"),  # Hugo's keys are any case
        ({"url": "old/page.html"}, {}, "/old/page.html"),
        ({}, {"permalinks": {"post": "/:year/:month/:day/:slug/"}}, "/2018/05/22/redis-sds/"),
        ({"slug": "sds"}, {"permalinks": {"posts": "/:year/:slug/"}}, "/2018/sds/"),  # posts for the post section
        ({"title": "Redis SDS"}, {"permalinks": {"post": "/:title/"}}, "/redis-sds/"),
        ({}, {}, "/post/redis-sds/"),
        ({"slug": "Redis SDS"}, {}, "/post/redis-sds/"),  # Hugo lowers the paths it makes, spaces as hyphens
        ({"slug": "Redis-SDS"}, {"disablePathToLower": True}, "/post/Redis-SDS/"),
        ({"URL": "/Old/Page/"}, {}, "/Old/Page/"),  # a url: of its own is kept as written
    ],
)
def test_the_old_address_follows_url_then_permalinks_then_section_and_slug(meta, config, address):
    assert hugo_address(meta, "redis-sds", "post", DAY, config) == address


def test_a_site_without_a_posts_section_has_its_dated_pages_at_the_top_of_content_as_posts(tmp_path):
    # A public Hugo site kept its 4,000 posts in content/ itself: the import found none.
    from coursebook.blogtools.hugo import _post_files

    (tmp_path / "A Post.md").write_text("+++\ntitle = 'A'\ndate = 2025-08-29T20:09:49+01:00\n+++\nText\n")
    (tmp_path / "about.md").write_text("+++\ntitle = 'About'\n+++\nWho\n")
    assert [(section, path.name) for section, path in _post_files(tmp_path)] == [("", "A Post.md")]
    assert hugo_address({}, "A Post", "", DAY, {}) == "/a-post/"


def test_the_pages_at_the_top_of_content_that_are_not_posts_are_named_in_the_report(tmp_path):
    from coursebook.importer import plan_import

    (tmp_path / "hugo.toml").write_text("title = 'T'\n")
    (tmp_path / "content").mkdir()
    (tmp_path / "content/A Post.md").write_text("+++\ntitle = 'A'\ndate = 2025-08-29T20:09:49+01:00\n+++\nText\n")
    (tmp_path / "content/About Us.md").write_text("About us, with no front matter.\n")
    notes: list[str] = []
    moved = plan_import("hugo", tmp_path, "en", notes)
    assert [post.dest for post in moved] == ["en/blog/posts/A Post.md"]
    assert any(note.startswith("content/About Us.md: no date") for note in notes), notes


@pytest.mark.parametrize(
    "opening", ["---\ntitle: Later\ndate: 2025-09-01\n---\n", "+++\ntitle = 'Later'\ndate = 2025-09-01\n+++\n"]
)
def test_front_matter_after_blank_lines_is_read_as_hugo_reads_it(tmp_path, opening):
    # Hugo skips blank lines before the front matter; two pages of a public Hugo site start so.
    from coursebook.importer import plan_import

    (tmp_path / "hugo.toml").write_text("title = 'T'\n")
    (tmp_path / "content").mkdir()
    (tmp_path / "content/later.md").write_text("\n\n" + opening + "Text\n")
    moved = plan_import("hugo", tmp_path, "en", [])
    assert [post.dest for post in moved] == ["en/blog/posts/later.md"]
    meta = read_front_matter(moved[0].text)[0]
    assert meta["title"] == "Later" and str(meta["date"]).startswith("2025-09-01"), moved[0].text
