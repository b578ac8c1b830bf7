"""A course's English part 2, made as the guide says (`coursebook new post … --part 2`, then
`coursebook translate`): numbered, paired with its original, a draft until published; and a
translation placed elsewhere in its course than its original is a warning naming both."""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from coursebook.cli import main
from coursebook.frontmatter import read_front_matter
from sitebuild import make_site, run_build

PAGES = {
    "index.md": "# 首页\n",
    "en/index.md": "# Home\n",
    "tags.yml": "显存: memory\n",
    "series/gpu.md": "---\ntitle: 显存课\nparts: 3\n---\n# 显存课\n",
    "en/series/gpu.md": "---\ntitle: The memory course\nparts: 3\n---\n# The memory course\n",
    "blog/posts/gpu/one.md": "---\ntitle: 第一讲\ndate: 2026-08-30\nseries: gpu\npart: 1\n---\n正文。\n",
    "blog/posts/gpu/old.md": (
        "---\ntitle: 旧文\ndate: 2026-08-01\naliases: [/old-memory/]\ntags: [显存, CUDA]\n---\n旧的正文。\n"
    ),
}


def publish(path: Path) -> None:
    path.write_text(path.read_text(encoding="utf-8").replace("draft: true\n", ""), encoding="utf-8")


@pytest.fixture
def course(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    config = make_site(tmp_path, PAGES, features=("authoring", "i18n", "series"), plugins=())
    monkeypatch.chdir(tmp_path)
    return config


def test_part_two_and_its_translation_take_their_places_paired(course, capsys):
    docs = course.parent / "docs"
    assert main(["new", "post", "第二讲：重计算", "--series", "gpu", "--part", "2", "--slug", "recompute"]) == 0
    original = docs / "blog/posts/gpu/recompute.md"
    text = original.read_text(encoding="utf-8").replace("tags: []", "tags: [显存]").replace("draft: true\n", "")
    original.write_text(text, encoding="utf-8")
    capsys.readouterr()
    assert main(["translate", "docs/blog/posts/gpu/recompute.md"]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[0] == "docs/en/blog/posts/gpu/recompute.md" and "draft: true" in said[1]
    translation = docs / "en/blog/posts/gpu/recompute.md"
    meta = read_front_matter(translation.read_text(encoding="utf-8"))[0]
    assert (meta["series"], meta["part"], meta["tags"], meta["draft"]) == ("gpu", 2, ["memory"], True)
    assert len(meta["translation"]["source"]) == 12  # what it was made from (for staying in sync)

    draft = run_build(course, course.parent / "site", "--strict")
    assert draft.returncode == 0, draft.log
    assert "en/blog/posts/gpu/recompute.md (draft)" in draft.log  # named, not published
    assert not (draft.site / "en/blog/recompute").exists()

    publish(translation)
    built = run_build(course, course.parent / "site", "--strict")
    assert built.returncode == 0, built.log
    landing = BeautifulSoup((built.site / "en/series/gpu/index.html").read_text(encoding="utf-8"), "html.parser")
    text = " ".join(landing.get_text(" ", strip=True).split())
    assert text.index("第一讲") < text.index("第二讲：重计算")  # part 1 (Chinese only), then part 2, in order
    part = BeautifulSoup((built.site / "blog/recompute/index.html").read_text(encoding="utf-8"), "html.parser")
    assert part.find("link", hreflang="en")["href"].endswith("/en/blog/recompute/")  # paired with its translation


def test_the_originals_old_addresses_are_not_copied_and_the_writer_is_told(course, capsys):
    assert main(["translate", "docs/blog/posts/gpu/old.md"]) == 0
    out = capsys.readouterr().out
    assert "not copied: aliases" in out
    text = (course.parent / "docs/en/blog/posts/gpu/old.md").read_text(encoding="utf-8")
    assert "aliases" not in text and "tags: [memory, CUDA]\n" in text and "date: 2026-08-01\n" in text


def test_a_landing_page_translation_is_a_draft_and_an_existing_translation_is_kept(course, capsys):
    docs = course.parent / "docs"
    (docs / "en/series/gpu.md").unlink()
    assert main(["translate", "series/gpu.md"]) == 0  # a path inside docs/ works too
    meta = read_front_matter((docs / "en/series/gpu.md").read_text(encoding="utf-8"))[0]
    assert (meta["title"], meta["parts"], meta["draft"]) == ("显存课", 3, True)
    assert main(["translate", "docs/series/gpu.md"]) == 1
    assert "already exists" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("path", "message"), [("docs/index.md", "not a post or a series landing page"), ("docs/nope.md", "not a page")]
)
def test_what_cannot_be_translated_is_said(course, capsys, path, message):
    assert main(["translate", path]) == 2
    assert message in capsys.readouterr().err


def test_a_hand_made_translation_in_another_part_is_a_warning_naming_both(course):
    wrong = course.parent / "docs/en/blog/posts/gpu/one.md"
    wrong.parent.mkdir(parents=True)
    wrong.write_text("---\ntitle: Part one\ndate: 2026-08-30\nseries: gpu\npart: 3\n---\nText.\n", encoding="utf-8")
    built = run_build(course, course.parent / "site", "--strict")
    assert built.returncode == 1
    warnings = [line for line in built.log.splitlines() if line.startswith("WARNING")]
    assert any("en/blog/posts/gpu/one.md" in line and "blog/posts/gpu/one.md is part 1" in line for line in warnings)
