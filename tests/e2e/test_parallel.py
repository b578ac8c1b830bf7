"""A build shared by several processes (features/parallel.py) makes the same site as one
process, gives each warning once, and `--strict` still stops on them."""

from __future__ import annotations

from pathlib import Path

from sitebuild import copy_fixture, make_site, run_build

SHARED = "Coursebook: 2 processes build the pages"


def with_workers(config: Path, workers: int) -> Path:
    """``config`` (the fixture's mkdocs.yml) with the plugin's `workers` set."""
    text = config.read_text(encoding="utf-8")
    config.write_text(
        text.replace("  - coursebook:\n", f"  - coursebook:\n      workers: {workers}\n", 1), encoding="utf-8"
    )
    return config


def files_of(site: Path) -> dict[str, bytes]:
    return {path.relative_to(site).as_posix(): path.read_bytes() for path in sorted(site.rglob("*")) if path.is_file()}


def test_two_processes_make_the_same_site_as_one(tmp_path):
    one = run_build(with_workers(copy_fixture(tmp_path / "one") / "mkdocs.yml", 1), tmp_path / "one/site", "-v")
    two = run_build(with_workers(copy_fixture(tmp_path / "two") / "mkdocs.yml", 2), tmp_path / "two/site", "-v")
    assert one.returncode == 0 and two.returncode == 0, one.log + two.log
    assert SHARED in two.log and SHARED not in one.log
    made_by_one, made_by_two = files_of(one.site), files_of(two.site)
    assert made_by_two.keys() == made_by_one.keys()
    assert [name for name in made_by_one if made_by_two[name] != made_by_one[name]] == []
    assert any(name.startswith("pagefind/") for name in made_by_one)  # the search index too
    # Every warning of the one-process build, once each: the same lines, whichever process gave them.
    assert sorted(warnings(two.log)) == sorted(warnings(one.log))
    assert "Page skipped" not in two.log  # MkDocs' word on the pages another process wrote


def warnings(log: str) -> list[str]:
    return [line for line in log.splitlines() if line.startswith("WARNING")]


def posts_with_broken_links(root: Path, count: int) -> Path:
    """A site of ``count`` posts, each linking to a page that does not exist."""
    pages = {"index.md": "# 首页\n"}
    for number in range(count):
        pages[f"blog/posts/p{number}.md"] = (
            f"---\ntitle: 第 {number} 篇\ndate: 2025-03-{1 + number:02d}\n---\n\n见 [别处](missing-{number}.md)。\n"
        )
    return make_site(root, pages, "validation:\n  links:\n    not_found: warn\n", plugins=())


def test_every_process_s_warnings_are_given_once_and_strict_stops_on_them(tmp_path):
    build = run_build(posts_with_broken_links(tmp_path, 24), tmp_path / "site", "--strict", "-v")
    assert SHARED in build.log
    assert build.returncode != 0
    for number in range(24):
        said = [line for line in warnings(build.log) if f"missing-{number}.md" in line]
        assert len(said) == 1 and f"p{number}.md" in said[0], said
    assert "Aborted with 24 warnings in strict mode!" in build.log


def test_a_plugin_with_page_events_keeps_the_build_in_one_process(tmp_path):
    config = posts_with_broken_links(tmp_path, 24)
    config.write_text(config.read_text(encoding="utf-8").replace("plugins:\n", "plugins:\n  - tags\n"), "utf-8")
    build = run_build(config, tmp_path / "site", "-v")
    assert build.returncode == 0, build.log
    assert SHARED not in build.log
    said = [line for line in build.log.splitlines() if "one process builds the pages" in line]
    assert len(said) == 1 and "tags has page events" in said[0], said
