"""Under `mkdocs serve --dirty` a save re-renders only the pages it changes
(coursebook/features/incremental.py). After every kind of edit, the preview must hold the
same files, byte for byte, as a full build of the same sources: every series
box, landing page, index, feed and the search index."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from sitebuild import ROOT, copy_fixture, make_site, run_build, search_fragments

REBUILDER = Path(__file__).with_name("rebuilder.py")
RENDERED = re.compile(r"Incremental rebuild: (\d+) of (\d+) pages rendered again")


@dataclass
class Preview:
    """A site under a long-lived `serve --dirty`-like builder, and its sources."""

    root: Path
    process: subprocess.Popen

    @property
    def docs(self) -> Path:
        return self.root / "docs"

    @property
    def site(self) -> Path:
        return self.root / "preview"

    def rebuild(self) -> list[str]:
        """Build again after an edit, as serve does on a save; return the build's log lines."""
        self.process.stdin.write("\n")
        self.process.stdin.flush()
        return read_build(self.process)


def read_build(process: subprocess.Popen) -> list[str]:
    lines = []
    for line in process.stdout:
        lines.append(line.rstrip("\n"))
        if line.startswith(("built", "failed")):
            return lines
    raise AssertionError("the builder stopped:\n" + "\n".join(lines))


class Builder:
    """A long-lived builder process: `--dirty` like the README's preview, or `--again` for full builds."""

    def __init__(self, config: Path, site: Path, mode: str) -> None:
        self.site = site
        self.process = subprocess.Popen(
            [sys.executable, str(REBUILDER), str(config), str(site), mode],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        self.first = read_build(self.process)

    def start_rebuild(self) -> None:
        """Ask for a rebuild, as a save does; ``finish`` waits for it (two builders run side by side)."""
        self.process.stdin.write("\n")
        self.process.stdin.flush()

    def finish(self) -> list[str]:
        return read_build(self.process)

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


def full_build(root: Path, site: Path) -> list[str]:
    """A plain `mkdocs serve` build of the same sources into ``site``."""
    return finish_full_build(start_full_build(root, site))


def start_full_build(root: Path, site: Path) -> subprocess.Popen:
    """Start that build in the background (it reads the sources only: a preview may rebuild meanwhile)."""
    command = [sys.executable, str(REBUILDER), str(root / "mkdocs.yml"), str(site)]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def finish_full_build(process: subprocess.Popen) -> list[str]:
    stdout, stderr = process.communicate(timeout=600)
    assert stdout.rstrip().endswith("built"), stdout + stderr
    return stdout.splitlines()


@pytest.fixture(scope="module")
def preview(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("incremental")
    copy_fixture(root)
    process = subprocess.Popen(
        [sys.executable, str(REBUILDER), str(root / "mkdocs.yml"), str(root / "preview"), "--dirty"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert read_build(process)[-1] == "built"
        yield Preview(root, process)
    finally:
        process.stdin.close()
        process.wait(timeout=60)


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def append(path: Path, text: str) -> None:
    path.write_text(path.read_text(encoding="utf-8") + text, encoding="utf-8")


ALL = -1  # a step that may render every page again (a file that is not a page changed)
# Each step edits the sources left by the steps before it: (name, edit, most pages it may
# render again; None: any number short of all).
STEPS: list[tuple[str, Callable[[Path], None], int | None]] = [
    ("body of a part", lambda d: append(d / "blog/posts/course/lesson-2.md", "\n新加的一段 BODY-EDIT。\n"), None),
    # The post, and its course on one page in each language (series/xss/all/, en/series/xss/all/).
    ("body below the excerpt", lambda d: append(d / "blog/posts/escaping.md", "\n文末新加的一句。\n"), 3),
    # Obsidian: a page that embeds another shows the other's text; its inline tag is a new tag, with
    # a page listing it: the page, that tag page, the tags page, and the pages with a "#" in their
    # text (a #tag there links to its tag's page by name: they are rendered when any tag is new).
    ("a note embedded in a page", lambda d: append(d / "about.md", "\n![[lesson-2]]\n\n关于 #内联标签 的一句。\n"), 8),
    (
        "the embedded note edited",
        lambda d: append(d / "blog/posts/course/lesson-2.md", "\n嵌入之后改的一句 EMBED-EDIT。\n"),
        None,
    ),
    ("the inline tag given to a post", lambda d: append(d / "blog/posts/escaping.md", "\n也是 #内联标签。\n"), None),
    (
        "title of a part",
        lambda d: edit(d / "blog/posts/course/lesson-2.md", "title: 第 2 讲", "title: 第 2 讲：改过的标题"),
        None,
    ),
    (
        "tags of a post",
        lambda d: edit(d / "blog/posts/course/lesson-1.md", "series: course", "tags: [新标签]\nseries: course"),
        None,
    ),
    (
        "title of a wikilink target",
        lambda d: edit(d / "blog/posts/course/lesson-1.md", "title: 第 1 讲", "title: 第 1 讲（新）"),
        None,
    ),
    (
        "a new translation",
        lambda d: (d / "en/blog/posts/course/lesson-3.md").write_text(
            "---\ntitle: Lesson 3\ndate: 2026-09-03 10:00\nseries: course\npart: 3\n---\n\nLesson three.\n",
            encoding="utf-8",
        ),
        None,
    ),
    (
        "a new post",
        lambda d: (d / "blog/posts/new-post.md").write_text(
            "---\ntitle: 新文章\ndate: 2026-09-10\ntags: [论文]\n---\n\n新文章的正文，链接到 [[lesson-2]]。\n",
            encoding="utf-8",
        ),
        None,
    ),
    ("a post made a draft", lambda d: edit(d / "blog/posts/done-1.md", "part: 1", "part: 1\ndraft: true"), None),
    ("a part deleted", lambda d: (d / "blog/posts/course/lesson-5.md").unlink(), None),
    ("an author renamed", lambda d: edit(d / "blog/.authors.yml", 'name: "Mallory', 'name: "Mal'), None),
    ("a slug added", lambda d: edit(d / "blog/posts/done-1.md", "part: 1", "part: 1\nslug: fresh-slug"), None),
    (
        "a slug on a translated post",
        lambda d: edit(d / "blog/posts/course/lesson-1.md", "part: 1", "part: 1\nslug: lesson-one"),
        None,
    ),
    (
        "a date made impossible",
        lambda d: edit(d / "blog/posts/course/bonus.md", "date: ", "date: 2026-02-30\nold-date: "),
        None,
    ),
    (
        "the date fixed",
        lambda d: edit(d / "blog/posts/course/bonus.md", "date: 2026-02-30\nold-date: ", "date: "),
        None,
    ),
    (
        "an alias inside the feed and an old address",  # the feed one is refused, the other a redirect
        lambda d: edit(
            d / "blog/posts/done-1.md", "slug: fresh-slug", "slug: fresh-slug\naliases: [/feed.xml/, /old/a/]"
        ),
        None,
    ),
    (
        "the aliases fixed",  # the next save after a fix recovers: the old redirect goes, the new one comes
        lambda d: edit(d / "blog/posts/done-1.md", "aliases: [/feed.xml/, /old/a/]", "aliases: [/old/b/]"),
        None,
    ),
    (
        "a post opening with a long list",
        lambda d: (d / "blog/posts/links-first.md").write_text(
            "---\ntitle: 链接在前\ndate: 2026-09-11\n---\n\n"
            + "".join(f"- [链接 {n}](https://example.org/{n})\n" for n in range(40))
            + "\n列表之后的第一段。\n",
            encoding="utf-8",
        ),
        None,
    ),
    (
        "the paragraph after the list",
        lambda d: edit(d / "blog/posts/links-first.md", "列表之后的第一段。", "列表之后改过的第一段。"),
        None,
    ),
    (
        "a formula edited",  # typeset anew; every other page keeps its formulas as the last save typeset them
        lambda d: edit(d / "blog/posts/reading-note.md", "$E = mc^2$", "$E = mc^2 + \\frac{p^2}{2m}$"),
        None,
    ),
    ("an image deleted", lambda d: (d / "assets/fig.png").unlink(), ALL),
    ("a series deleted", lambda d: [(d / path).unlink() for path in ("series/course.md", "en/series/course.md")], None),
    ("a broken link on a page", lambda d: append(d / "about.md", "\n[坏链接](missing.md)\n"), 1),
    (
        "another body edit",
        lambda d: append(d / "blog/posts/escaping.md", "\n又一段。\n"),
        3,
    ),  # with its course on one page
]


def files_of(site: Path) -> dict[str, bytes]:
    """Every file of a built site, once its search index is settled: under serve, Pagefind
    indexes the pages in the background (coursebook/features/search.py) into a `.pagefind-*` folder
    that replaces `pagefind/` when it is done."""
    deadline = time.monotonic() + 60
    while any(site.glob(".pagefind-*")):
        assert time.monotonic() < deadline, f"the search index of {site} never settled"
        time.sleep(0.05)
    return {path.relative_to(site).as_posix(): path.read_bytes() for path in site.rglob("*") if path.is_file()}


def test_preview_after_each_edit_equals_a_full_build(preview, tmp_path):
    # One preview session, edited step after step as a writer would: each step
    # starts from the sources the steps before it left (one test, so that no
    # test depends on the order another one ran in).
    # The reference: full builds of the same sources by a long-lived builder (as plain `mkdocs
    # serve` makes them), run side by side with the preview's rebuild.
    full = Builder(preview.root / "mkdocs.yml", tmp_path / "full", "--again")
    try:
        for name, change, at_most in STEPS:
            change(preview.docs)
            full.start_rebuild()
            log = preview.rebuild()
            assert_same_as_full_build(preview, full, name, log, at_most)
    finally:
        full.close()

    # The last steps put a broken link on about.md, then edited another post:
    # about.md was not rendered again, and its warning is still given.
    assert any("about.md" in line and "missing.md" in line and line.startswith("WARNING") for line in log), "\n".join(
        log
    )


def assert_same_as_full_build(preview: Preview, full: Builder, name: str, log: list[str], at_most: int | None) -> None:
    """The preview rebuilt after step ``name`` (its log ``log``) holds what the full build does."""
    assert log[-1] == "built", f"after '{name}':\n" + "\n".join(log)
    counts = [match for match in map(RENDERED.search, log) if match]
    assert counts, f"after '{name}' the rebuild was not incremental:\n" + "\n".join(log)
    again, total = int(counts[0][1]), int(counts[0][2])
    assert 0 < again and (again < total or at_most == ALL), f"after '{name}': {again} of {total} pages rendered again"
    if at_most not in (None, ALL):
        assert again <= at_most, f"after '{name}': {again} pages rendered again, at most {at_most} expected"

    assert full.finish()[-1] == "built", f"the full build after '{name}' failed"
    reference = files_of(full.site)
    got = files_of(preview.site)
    missing = sorted(set(reference) - set(got))
    differ = sorted(path for path in reference if path in got and got[path] != reference[path])
    stale = sorted(set(got) - set(reference))  # old URLs, deleted files, a deleted series' feeds
    assert (missing, differ, stale) == ([], [], []), f"after '{name}': missing, different, stale pages"


def start_preview(root: Path, site: Path) -> list[str]:
    """Start a preview into a new folder (as `mkdocs serve` does), stop it after its first build; its log."""
    process = subprocess.Popen(
        [sys.executable, str(REBUILDER), str(root / "mkdocs.yml"), str(site), "--dirty"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        return read_build(process)
    finally:
        process.stdin.close()
        process.wait(timeout=60)


def test_a_preview_starts_warm_from_its_cache(tmp_path):
    root = copy_fixture(tmp_path / "project")

    cold = start_preview(root, tmp_path / "cold")
    assert cold[-1] == "built" and not [line for line in cold if RENDERED.search(line)]  # nothing to start from
    assert (root / ".cache/coursebook").is_dir()

    fulls: list[Builder] = []  # one long-lived builder of full builds, started at the first comparison

    def same_as_a_full_build(site: Path, name: str) -> None:
        if not fulls:
            fulls.append(Builder(root / "mkdocs.yml", tmp_path / "full", "--again"))
        else:
            fulls[0].start_rebuild()
            assert fulls[0].finish()[-1] == "built", name
        reference, got = files_of(fulls[0].site), files_of(site)
        assert set(got) == set(reference), name
        assert [path for path in reference if got[path] != reference[path]] == [], name

    warm = start_preview(root, tmp_path / "warm")
    counts = [match for match in map(RENDERED.search, warm) if match]
    assert counts and counts[0][1] == "0", "\n".join(warm)  # every page came from the cache
    same_as_a_full_build(tmp_path / "warm", "warm")

    append(root / "docs/blog/posts/escaping.md", "\n文末又一句。\n")  # edited while no preview ran
    edited = start_preview(root, tmp_path / "edited")
    counts = [match for match in map(RENDERED.search, edited) if match]
    # The post, and its course on one page (in Chinese only: the course has no English page).
    assert counts and counts[0][1] == "2", "\n".join(edited)
    same_as_a_full_build(tmp_path / "edited", "edited")

    for index in (root / ".cache/coursebook").rglob("index.pickle"):
        index.write_bytes(b"not a pickle")
    broken = start_preview(root, tmp_path / "broken")
    assert any("preview cache" in line and "could not be read" in line for line in broken), "\n".join(broken)
    same_as_a_full_build(tmp_path / "broken", "broken")
    fulls[0].close()


def mkdocs_build(root: Path, site: Path, *options: str, python: tuple[str, ...] = ()) -> list[str]:
    """`mkdocs build --strict OPTIONS` of the project in ``root`` into ``site``, in this process
    (sitebuild.run_build) unless Python must run with the options ``python``; its log lines."""
    if not python:
        build = run_build(root / "mkdocs.yml", site, "--strict", *options)
        assert build.returncode == 0, build.log
        return build.log.splitlines()
    result = subprocess.run(
        [
            sys.executable,
            *python,
            "-m",
            "mkdocs",
            "build",
            "--strict",
            *options,
            "-f",
            str(root / "mkdocs.yml"),
            "-d",
            str(site),
        ],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    assert result.returncode == 0, result.stderr
    return result.stderr.splitlines()


def test_a_dirty_build_renders_only_what_changed_and_equals_a_clean_build(tmp_path):
    root = copy_fixture(tmp_path / "project")
    site = tmp_path / "site"  # one folder, kept between deploys like a CI cache

    def same_as_a_clean_build(name: str) -> None:
        clean = run_build(root / "mkdocs.yml", tmp_path / f"clean-{name}", "--strict")  # in this process
        assert clean.returncode == 0, clean.log
        reference, got = files_of(tmp_path / f"clean-{name}"), files_of(site)
        assert sorted(set(got) ^ set(reference)) == [], name
        assert [path for path in reference if got[path] != reference[path]] == [], name

    cold = mkdocs_build(root, site, "--dirty")
    assert not [line for line in cold if "WARNING" in line or "stale files" in line or RENDERED.search(line)], (
        "\n".join(cold)
    )
    warm = mkdocs_build(root, site, "--dirty")
    assert [match[1] for match in map(RENDERED.search, warm) if match] == ["0"], "\n".join(warm)
    same_as_a_clean_build("warm")

    post = root / "docs/blog/posts/escaping.md"
    post.write_text(
        post.read_text(encoding="utf-8").replace("\n---\n", "\nslug: a-new-address\n---\n", 1), encoding="utf-8"
    )
    moved = mkdocs_build(root, site, "--dirty")
    again = [int(match[1]) for match in map(RENDERED.search, moved) if match]
    assert again and 0 < again[0] < len(list((root / "docs").rglob("*.md"))), "\n".join(moved)
    assert list(site.rglob("a-new-address/index.html"))
    same_as_a_clean_build("moved")  # the page at the old address is gone
    total = [int(match[2]) for match in map(RENDERED.search, moved) if match][0]
    assert len(list((root / ".cache/coursebook").glob("*/pages/*/*.pickle"))) == total  # the last build's pages only

    # A body edited: the feeds that hold the post are written again, and only they.
    feeds = {path: path.stat().st_mtime_ns for path in site.rglob("feed.xml")}
    post.write_text(post.read_text(encoding="utf-8") + "\n改过的一段，袋鼠出现了。\n", encoding="utf-8")
    mkdocs_build(root, site, "--dirty")
    rewritten = [path for path, mtime in feeds.items() if path.stat().st_mtime_ns != mtime]
    assert site / "feed.xml" in rewritten and "袋鼠出现了" in (site / "feed.xml").read_text(encoding="utf-8")
    assert len(rewritten) < len(feeds), rewritten
    same_as_a_clean_build("edited")
    (site / "feed.xml").write_text("written by another build", encoding="utf-8")  # the folder, changed since
    mkdocs_build(root, site, "--dirty")
    same_as_a_clean_build("feed changed in the folder")

    shutil.rmtree(site)  # a new machine: the cache alone starts it warm
    fresh = mkdocs_build(root, site, "--dirty")
    assert [match[1] for match in map(RENDERED.search, fresh) if match] == ["0"], "\n".join(fresh)
    same_as_a_clean_build("fresh")


def test_a_dirty_build_keeps_the_search_index_unless_a_page_it_holds_changed(tmp_path):
    # Pagefind re-reading every page was most of a warm `build --dirty`: with no page it indexes
    # rendered again, the index in place is kept (the same folder); an edited post makes a new one.
    root = copy_fixture(tmp_path / "project")
    site = tmp_path / "site"
    mkdocs_build(root, site, "--dirty")
    first = (site / "pagefind").stat().st_ino
    mkdocs_build(root, site, "--dirty")
    assert (site / "pagefind").stat().st_ino == first
    assert (site / "pagefind").stat().st_mode & 0o777 == 0o755  # readable by a web server of another user

    post = root / "docs/blog/posts/escaping.md"
    post.write_text(post.read_text(encoding="utf-8") + "\n袋鼠在这里出现了。\n", encoding="utf-8")
    mkdocs_build(root, site, "--dirty")
    assert (site / "pagefind").stat().st_ino != first
    assert any("袋鼠" in fragment["content"] for fragment in search_fragments(site))


def test_a_dirty_build_indexes_again_only_the_language_of_the_edit(tmp_path):
    # Pagefind writes each language's part of the index on its own: an English edit indexes the
    # English pages again and keeps the Chinese part in place, and the index is the one a clean
    # build writes, byte for byte.
    root = copy_fixture(tmp_path / "project")
    site = tmp_path / "site"
    mkdocs_build(root, site, "--dirty")
    edits = (
        ("docs/en/blog/posts/2025/english-only.md", "Kangaroos turned up here.", "en", "zh-cn"),
        ("docs/blog/posts/escaping.md", "袋鼠在这里出现了。", "zh-cn", "en"),
        ("docs/blog/posts/escaping.md", "鸸鹋也来了。", "zh-cn", "en"),  # with a file of the English part lost
    )
    for number, (path, words, indexed, kept) in enumerate(edits):
        if number == 2:  # the English part cannot be kept: the index is made from every page
            [meta] = (site / "pagefind").glob("pagefind.en_*.pf_meta")
            meta.unlink()
        post = root / path
        post.write_text(post.read_text(encoding="utf-8") + f"\n{words}\n", encoding="utf-8")
        log = "\n".join(mkdocs_build(root, site, "--dirty", "-v"))
        assert f"Search: indexing {indexed} again; kept from the last index: {kept}" in log, log
        assert ("search index made again from every page: FileNotFoundError" in log) == (number == 2), log
        clean = tmp_path / f"clean-{number}"
        mkdocs_build(root, clean)
        reference = {
            path.relative_to(clean): path.read_bytes() for path in (clean / "pagefind").rglob("*") if path.is_file()
        }
        got = {path.relative_to(site): path.read_bytes() for path in (site / "pagefind").rglob("*") if path.is_file()}
        assert sorted(map(str, got)) == sorted(map(str, reference))
        assert [name for name in reference if got[name] != reference[name]] == []
        assert any(words in fragment["content"] for fragment in search_fragments(site))


def test_a_dirty_build_reads_the_names_pinyin_from_the_cache(tmp_path):
    # Chinese tags' slugs and their order come from pypinyin, a quarter of a second to import:
    # a build from the cache knows the names it read before, and leaves the import out.
    root = copy_fixture(tmp_path / "project")
    site = tmp_path / "site"

    def imports_pypinyin() -> bool:
        return "pypinyin" in "\n".join(mkdocs_build(root, site, "--dirty", python=("-X", "importtime")))

    assert imports_pypinyin()
    first = sorted(path.relative_to(site).as_posix() for path in (site / "tags").rglob("index.html"))
    assert any(not name.isascii() for name in (root / "docs/tags.yml").read_text(encoding="utf-8"))
    assert not imports_pypinyin()
    assert sorted(path.relative_to(site).as_posix() for path in (site / "tags").rglob("index.html")) == first
    note = root / "docs/blog/posts/reading-note.md"
    note.write_text(note.read_text(encoding="utf-8").replace("tags: [论文]", "tags: [论文, 鸸鹋]"), encoding="utf-8")
    assert imports_pypinyin()  # a name not read before
    assert (site / "tags/er-miao/index.html").is_file()


def test_a_dirty_build_draws_only_the_diagrams_no_earlier_build_drew(tmp_path):
    # Issue 45: diagrams are drawn at build time, one Chromium run; a deploy (--dirty) or a
    # preview's save draws only what changed.
    flow = "```mermaid\nflowchart LR\n  A[{0}] --> B[模型]\n```\n"
    pages = {"index.md": "# 图\n\n" + flow.format("数据"), "about.md": "# 关于\n\n" + flow.format("日志")}
    config = make_site(tmp_path, pages, features=("authoring", "assets", "diagrams", "incremental"))
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    site = tmp_path / "site"

    def drawn() -> list[int]:
        """How many diagrams the build drew (one line, when it rendered a page with any)."""
        build = run_build(config, site, "--dirty", "-v")
        assert build.returncode == 0, build.log
        return [int(n) for n in re.findall(r"Diagrams: (\d+) drawn now, \d+ as an earlier build", build.log)]

    assert drawn() == [2]
    (tmp_path / "docs/index.md").write_text(pages["index.md"] + "\n更多。\n", encoding="utf-8")
    assert drawn() == [0]  # the home again, its diagram as drawn before
    (tmp_path / "docs/about.md").write_text("# 关于\n\n" + flow.format("指标"), encoding="utf-8")
    assert drawn() == [1]
    about = (site / "about/index.html").read_text(encoding="utf-8")
    assert "指标" in about and 'data-scheme="slate"' in about and "日志" not in about
    # The pictures (for feeds): the home's still there, though the home was not rendered again.
    pictures = [path.read_text(encoding="utf-8") for path in (site / "assets/diagrams").iterdir()]
    assert len(pictures) == 2 and any("数据" in text for text in pictures) and any("指标" in text for text in pictures)


def test_a_diagram_mermaid_cannot_draw_is_a_warning_naming_its_file(tmp_path):
    # Mermaid's own words are case-sensitive (gitGraph): a reader would see the source as code.
    pages = {"index.md": "# 图\n\n```mermaid\ngitgraph\n  commit\n```\n\n```mermaid\nflowchart LR\n  A --> B\n```\n"}
    config = make_site(tmp_path, pages, features=("authoring", "assets", "diagrams"))
    (tmp_path / "node_modules").symlink_to(ROOT / "node_modules")
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 1
    assert "WARNING -  index.md: Mermaid cannot draw the diagram that starts 'gitgraph'" in build.log
    home = (tmp_path / "site/index.html").read_text(encoding="utf-8")
    assert home.count("data-drawn=") == 1 and 'class="cb-diagram"><code>gitgraph' in home
