"""A post left out of the build is never a surprise: the build and `coursebook check` end with
one line naming the drafts and scheduled posts."""

from __future__ import annotations

import contextlib
import io

from coursebook.cli import main
from sitebuild import make_site, run_build

PAGES = {
    "index.md": "# Home\n",
    "blog/posts/out.md": "---\ntitle: Out\ndate: 2026-08-30\n---\nPublished.\n",
    "blog/posts/draft.md": "---\ntitle: Draft\ndate: 2026-08-30\ndraft: true\n---\nNot yet.\n",
    "blog/posts/later.md": "---\ntitle: Later\ndate: 2099-01-01 09:00\n---\nOne day.\n",
}
LINE = (
    "2 posts not published (shown only by `mkdocs serve`): blog/posts/draft.md (draft), "
    "blog/posts/later.md (scheduled for 2099-01-01 09:00)"
)


def test_the_build_and_check_name_the_posts_left_out(tmp_path):
    config = make_site(tmp_path, PAGES, features=(), plugins=())
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    assert [line for line in build.log.splitlines() if "not published" in line] == [f"INFO    -  Coursebook: {LINE}"]
    assert not (build.site / "blog/draft").exists() and (build.site / "blog/out/index.html").is_file()
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["-f", str(config), "check"]) == 0  # not a mistake: check passes
    assert out.getvalue().splitlines()[-1] == LINE


def test_nothing_is_said_when_every_post_is_published(tmp_path):
    config = make_site(tmp_path, {"index.md": "# Home\n", "blog/posts/out.md": PAGES["blog/posts/out.md"]}, features=())
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0 and "not published" not in build.log, build.log


def test_a_draft_landing_page_is_left_out_named_and_its_course_keeps_the_other_languages(tmp_path):
    pages = {
        "index.md": "# 首页\n",
        "en/index.md": "# Home\n",
        "series/gpu.md": "---\ntitle: 显存课\nparts: 2\n---\n# 显存课\n",
        "en/series/gpu.md": "---\ntitle: The memory course\nparts: 2\ndraft: true\n---\n# The memory course\n",
        "blog/posts/one.md": "---\ntitle: 第一讲\ndate: 2026-08-30\nseries: gpu\npart: 1\n---\n正文。\n",
    }
    config = make_site(tmp_path, pages, features=("i18n", "series"), plugins=())
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    line = "1 landing page not published (shown only by `mkdocs serve`): en/series/gpu.md (draft)"
    assert f"INFO    -  Coursebook: {line}" in build.log.splitlines()
    assert not (build.site / "en/series/gpu/index.html").exists() and (build.site / "series/gpu/index.html").is_file()
    courses = (build.site / "en/series/index.html").read_text(encoding="utf-8").replace("<wbr>", "")  # as read
    assert "The memory course" not in courses and "显存课" in courses  # the published landing page's course


def test_a_post_that_cannot_be_read_is_not_published_and_a_post_named_MD_is_not_copied_raw(tmp_path):
    pages = {
        "index.md": "# Home\n",
        "blog/posts/bad-date.md": "---\ntitle: Secret\ndate: 2026-02-30\ndraft: true\n---\nNot yet.\n",
        "blog/posts/no-date.md": "---\ntitle: Secret too\n---\nNot yet.\n",
        "blog/posts/a-list.md": "---\n- a\n- b\n---\nNot yet.\n",
        "blog/posts/upper.MD": "---\ntitle: Upper\ndate: 2026-08-30\ndraft: true\n---\nNot yet.\n",
    }
    build = run_build(make_site(tmp_path, pages, features=(), plugins=()), tmp_path / "site")
    assert build.returncode == 0 and "Traceback" not in build.log, build.log
    published = {path.relative_to(build.site).as_posix() for path in build.site.rglob("*") if path.is_file()}
    assert not [path for path in published if "bad-date" in path or "no-date" in path or "a-list" in path], published
    assert not [path for path in published if "upper" in path.lower()], published
    assert "Not yet." not in "".join(
        path.read_text(encoding="utf-8", errors="replace")
        for path in build.site.rglob("*")
        if path.suffix in (".html", ".xml", ".json")
    )
    assert "blog/posts/upper.MD: 'file': a post's name ends in .md, in lower case; not published" in build.log
