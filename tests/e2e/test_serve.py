"""`mkdocs serve --dirty`, run as the README says: a saved change is rebuilt
(only the pages it changes: coursebook/features/incremental.py) and the browser is told to
reload (live reload on, whatever click version pip chose)."""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from sitebuild import ROOT

RELOAD_SCRIPT = re.compile(r"livereload\((\d+),\s*(\d+)\)")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def fetch(url: str, timeout: float = 5) -> str:
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.read().decode("utf-8")


def wait_for(check, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            result = check()
        except OSError:
            result = None
        if result:
            return result
        time.sleep(0.3)
    pytest.fail(f"timed out after {timeout} s waiting for {what}")


def make_project(root: Path) -> Path:
    """A copy of the demo site (docs/, mkdocs.yml) in ``root``, safe to edit, with an overrides/ of
    its own, served by a copy of the engine in engine/ (its code may be edited too: `server`
    imports it)."""
    for name in ("hooks", "overrides"):
        ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
        shutil.copytree(ROOT / name, root / "engine" / name, ignore=ignore)
    shutil.copytree(ROOT / "docs", root / "docs")
    config = (
        (ROOT / "mkdocs.yml").read_text(encoding="utf-8").replace("theme:\n", "theme:\n  custom_dir: overrides\n", 1)
    )
    (root / "mkdocs.yml").write_text(config, encoding="utf-8")
    (root / "overrides/partials").mkdir(parents=True)
    (root / "overrides/partials/copyright.html").write_text(
        "<p data-own-copyright>© the writer</p>\n", encoding="utf-8"
    )
    if (ROOT / "node_modules").is_dir():
        (root / "node_modules").symlink_to(ROOT / "node_modules")
    return root


@pytest.fixture
def project(tmp_path: Path, warm_preview: Path) -> Path:
    """The demo's copy (make_project), with the cache its first preview left: as a writer's
    project is the second time they run `mkdocs serve --dirty` (tests/e2e/test_incremental.py
    and test_init.py start previews with no cache)."""
    shutil.copytree(warm_preview, tmp_path / ".cache")
    return make_project(tmp_path)


def start_serve(project: Path, port: int) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "serve", "--dirty", "-a", f"127.0.0.1:{port}"],
        cwd=project,
        stdout=(project / "serve.log").open("w"),
        stderr=subprocess.STDOUT,
        # The engine's copy first on the path: the installed package's entry point loads it from there.
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(project / "engine/hooks")},
    )


@pytest.fixture
def server(project: Path, preview_port: int):
    process = start_serve(project, preview_port)
    base = f"http://127.0.0.1:{preview_port}/"
    try:
        wait_for(lambda: fetch(base), 180, "mkdocs serve to answer")
        yield base
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_saved_change_is_rebuilt_and_the_browser_told_to_reload(project, server):
    page_url = server + "blog/zero/"
    page = fetch(page_url)
    reload = RELOAD_SCRIPT.search(page)
    assert reload, "mkdocs serve did not inject its live-reload script: live reload is off"
    epoch, request_id = int(reload[1]), reload[2]

    answer: list[str] = []
    poll = threading.Thread(
        target=lambda: answer.append(fetch(f"{server}livereload/{epoch}/{request_id}", timeout=120)),
        daemon=True,
    )
    poll.start()

    marker = f"LIVE-EDIT-{time.time_ns()}"
    post = project / "docs/blog/posts/training-infra/zero.md"
    post.write_text(post.read_text(encoding="utf-8") + f"\n\n{marker}\n", encoding="utf-8")

    wait_for(lambda: marker in fetch(page_url), 120, "the edited post to be served")
    poll.join(timeout=30)
    assert answer and int(answer[0]) > epoch, "the live-reload endpoint did not announce the rebuild"


def test_drafts_show_in_the_preview_with_a_banner(server):
    draft = fetch(server + "blog/draft-moe-routing/")
    assert "data-draft" in draft and "草稿" in draft
    scheduled = fetch(server + "blog/scheduled-elastic-training/")
    assert "data-draft" in scheduled and "定时发布" in scheduled


def test_adding_and_renumbering_a_part_updates_every_box_and_the_landing_page(project, server):
    landing = server + "series/training-infra/"
    assert fetch(landing).count("data-part=") == 4
    extra = project / "docs/blog/posts/training-infra/elastic.md"
    extra.write_text(
        "---\ntitle: 第 5 讲：弹性训练\ndate: 2026-09-29 20:00\nseries: training-infra\npart: "
        "5\n---\n\n节点增减时不停机。\n",
        encoding="utf-8",
    )
    wait_for(lambda: "第 5 讲：弹性训练" in fetch(landing), 120, "the new part on the landing page")
    assert 'data-part="4" data-parts="5"' in fetch(server + "blog/checkpointing/")
    assert 'rel="next"' in fetch(server + "blog/checkpointing/")

    # Renumbered to come first: every box moves along.
    extra.write_text(extra.read_text(encoding="utf-8").replace("part: 5", "part: 1"), encoding="utf-8")
    memory = project / "docs/blog/posts/training-infra/memory-budget.md"
    memory.write_text(memory.read_text(encoding="utf-8").replace("part: 1", "part: 6"), encoding="utf-8")
    wait_for(lambda: 'data-part="6" data-parts="6"' in fetch(server + "blog/memory-budget/"), 120, "renumbered boxes")
    first = fetch(server + "blog/elastic/")
    assert 'data-part="1"' in first and 'rel="prev"' not in first


def test_a_retitled_part_shows_on_every_page_that_names_it(project, server):
    post = project / "docs/blog/posts/training-infra/zero.md"
    new_title = f"第 2 讲：改名 {time.time_ns()}"
    post.write_text(
        post.read_text(encoding="utf-8").replace("第 2 讲：数据并行与 ZeRO：把 16 字节切开", new_title),
        encoding="utf-8",
    )
    wait_for(lambda: new_title in fetch(server + "blog/zero/"), 120, "the retitled post")
    # Its neighbours' boxes and footers, the course page, the home, the archive and the feeds.
    for url in ("blog/memory-budget/", "blog/tensor-pipeline/", "series/training-infra/", "", "archive/"):
        assert new_title in BeautifulSoup(fetch(server + url), "html.parser").get_text(), url  # as a reader reads it
    for url in ("feed.xml", "feed.json"):
        assert new_title in fetch(server + url), url


def test_the_sites_own_template_wins_its_edit_is_served_and_an_engine_edit_asks_for_a_restart(project, server):
    assert "data-own-copyright" in fetch(server + "about/")  # the site's overrides/ comes before the engine's
    marker = f"TEMPLATE-EDIT-{time.time_ns()}"
    (project / "overrides/partials/copyright.html").write_text(
        f"<p data-own-copyright>{marker}</p>\n", encoding="utf-8"
    )
    wait_for(lambda: marker in fetch(server + "about/") and marker in fetch(server + "en/"), 120, "the edited template")

    engine = project / "engine/hooks/coursebook/features/feeds.py"
    engine.write_text(engine.read_text(encoding="utf-8") + "\n# edited\n", encoding="utf-8")
    restart = (
        "coursebook/features/feeds.py changed since the preview started: stop it and run `mkdocs serve --dirty` again"
    )
    wait_for(
        lambda: restart in (project / "serve.log").read_text(encoding="utf-8"),
        120,
        "the warning that the engine needs a restart",
    )
