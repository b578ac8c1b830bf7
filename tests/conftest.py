"""Before any test runs: say what the selected tests need and how to get it, once."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
KATEX = ROOT / "node_modules/katex/dist/katex.min.js"
CHROMIUM = Path(os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium"))


# Fixtures that build or serve the demo site (docs/, mkdocs.yml): a test using one is about the demo.
DEMO_FIXTURES = {"demo", "site_url", "sub_path_url", "project", "reader"}


@pytest.fixture(scope="session")
def preview_port() -> int:
    """The address this worker's previews of the demo are served at: the same for each, since the
    preview's address is in its pages (another address is another site, with a cold cache)."""
    from test_serve import free_port

    return free_port()


@pytest.fixture(scope="session")
def warm_preview(tmp_path_factory: pytest.TempPathFactory, preview_port: int) -> Path:
    """The cache a first `mkdocs serve --dirty` of the demo's copy leaves (test_serve.make_project),
    made once per worker, for each test's project to start from."""
    from test_serve import fetch, make_project, start_serve, wait_for

    project = make_project(tmp_path_factory.mktemp("warm-preview"))
    process = start_serve(project, preview_port)
    try:
        wait_for(lambda: fetch(f"http://127.0.0.1:{preview_port}/"), 180, "the first preview to answer")
    finally:
        process.terminate()
        process.wait(timeout=60)
    assert (project / ".cache").is_dir(), (project / "serve.log").read_text(encoding="utf-8")
    return project / ".cache"


@pytest.fixture(scope="session")
def demo(tmp_path_factory: pytest.TempPathFactory):
    """The demo site in docs/, built once per run with --strict, for the end-to-end tests to
    read and the browser tests to serve (none writes in it)."""
    from sitebuild import shared_build

    return shared_build(tmp_path_factory, "demo", ROOT / "mkdocs.yml")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if DEMO_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.demo)
    folders = {Path(item.fspath).parent.name for item in items}
    missing = []
    if folders & {"e2e", "browser"} and not KATEX.is_file():
        missing.append(f"KaTeX ({KATEX.relative_to(ROOT)}), which the site serves: run `npm ci` in {ROOT}")
    if "browser" in folders and not CHROMIUM.is_file():
        missing.append(
            f"Chromium at {CHROMIUM}, for tests/browser/: `apt-get install chromium` (Debian), or set CHROMIUM_PATH "
            "to a Chrome or Chromium; or leave the browser tests out with `python -m pytest --ignore=tests/browser`"
        )
    on_java = sorted({Path(item.fspath).name for item in items} & {"test_valid_html.py", "test_exports.py"})
    if on_java and shutil.which("java") is None:
        missing.append(
            "Java, for the HTML validator and EPUBCheck (tests/e2e/" + ", ".join(on_java) + "): "
            "`apt-get install default-jre-headless` (Debian); or leave them out with --deselect"
        )
    if missing:
        pytest.exit("The tests need:\n  - " + "\n  - ".join(missing), returncode=pytest.ExitCode.USAGE_ERROR)
