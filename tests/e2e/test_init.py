"""`coursebook init`: a new site outside the repository that builds, previews and deploys as
its README and workflow say; and every site an earlier `init` wrote still builds."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest
import yaml
from bs4 import BeautifulSoup

from sitebuild import ROOT
from test_serve import fetch, free_port, wait_for

KEPT = sorted((ROOT / "tests/sites").glob("init-*"))  # sites as earlier versions' init wrote them
BANNER = "end of life"  # Material 9's notice, which the site's commands must not print


# The `coursebook` command pip installed, as a writer runs it (its script's name is what Material
# looks at before printing its notice); without one, the same function.
SCRIPT = shutil.which("coursebook")
COMMAND = (
    [SCRIPT] if SCRIPT else [sys.executable, "-c", "import sys; from coursebook.cli import main; sys.exit(main())"]
)
WRITER_ENV = {key: value for key, value in os.environ.items() if key != "NO_MKDOCS_2_WARNING"}  # their shell


def coursebook(*args: str, cwd: Path, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([*COMMAND, *args], cwd=cwd, capture_output=True, text=True, env=WRITER_ENV, timeout=timeout)


def link_node_modules(site: Path) -> None:
    """What the README's `npm ci` installs, from this checkout's."""
    if (ROOT / "node_modules").is_dir():
        (site / "node_modules").symlink_to(ROOT / "node_modules")


@pytest.fixture(scope="module")
def new_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    parent = tmp_path_factory.mktemp("writer")
    made = coursebook("init", "my-site", cwd=parent)
    assert made.returncode == 0, made.stderr
    assert "cd my-site" in made.stdout and "coursebook serve --dirty" in made.stdout
    link_node_modules(parent / "my-site")
    return parent / "my-site"


@pytest.fixture(scope="module")
def built(new_site: Path) -> subprocess.CompletedProcess:
    return coursebook("build", "--strict", cwd=new_site)


def test_a_new_site_builds_strict_as_written_with_both_languages(new_site, built):
    assert built.returncode == 0, built.stderr
    assert "WARNING" not in built.stderr and BANNER not in built.stderr.lower()
    home = BeautifulSoup((new_site / "site/index.html").read_text(encoding="utf-8"), "html.parser")
    en_home = BeautifulSoup((new_site / "site/en/index.html").read_text(encoding="utf-8"), "html.parser")
    assert home.html["lang"] == "zh-CN" and en_home.html["lang"] == "en"
    assert "第一门课" in home.get_text() and "A first course" in en_home.get_text()
    assert en_home.select_one(".md-copyright__highlight").get_text(strip=True).startswith("Copyright ©")
    course = (new_site / "site/en/series/first-course/index.html").read_text(encoding="utf-8")
    assert "splitting it into parts" in course
    part = BeautifulSoup((new_site / "site/blog/first-course-1/index.html").read_text(encoding="utf-8"), "html.parser")
    assert part.select_one(".katex") is not None and part.select_one(".admonition.tip") is not None
    assert (new_site / "site/about/index.html").is_file() and (new_site / "site/en/about/index.html").is_file()
    # The writer first (issue 45): their card on each home, their logo and icon, files they replace.
    for soup, name in ((home, "王小明"), (en_home, "Wang Xiaoming")):
        card = soup.select_one("[data-author-card][data-site-writers]")
        assert card is not None and card.select_one(".cb-author-card__name").get_text(strip=True) == name
        assert card.select_one("img")["src"].endswith("assets/images/avatar.svg")
        assert soup.select_one(".md-logo img")["src"].endswith("assets/images/logo.svg")
        assert soup.select_one('link[rel="icon"]')["href"].endswith("assets/images/favicon.svg")
    for name in ("avatar", "logo", "favicon"):
        assert (new_site / f"site/assets/images/{name}.svg").is_file()


def test_its_settings_to_change_are_marked(new_site):
    config = (new_site / "mkdocs.yml").read_text(encoding="utf-8")
    marked = {line.split(":")[0].strip() for line in config.splitlines() if "# CHANGE" in line}
    assert {"site_name", "site_description", "site_author", "copyright"} <= marked
    assert "plugins:\n  - coursebook\n" in config and "SITE_URL" in config


def assert_builds_strict_and_deploys_without_tests(path: Path, build_command: str) -> None:
    workflow = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert workflow[True]["push"]["branches"] == ["main"]  # PyYAML reads the key `on` as True
    build, deploy = workflow["jobs"]["build"], workflow["jobs"]["deploy"]
    assert deploy["needs"] == "build" and "needs" not in build and set(workflow["jobs"]) == {"build", "deploy"}
    runs = "\n".join(step.get("run", "") for step in build["steps"])
    assert "npm ci" in runs and build_command in runs
    assert "pytest" not in runs and "test" not in runs.lower()
    uses = [step.get("uses", "") for job in (build, deploy) for step in job["steps"]]
    assert any(use.startswith("actions/upload-pages-artifact") for use in uses)
    assert any(use.startswith("actions/deploy-pages") for use in uses)


def test_its_workflow_builds_strict_and_deploys_without_running_tests(new_site):
    path = new_site / ".github/workflows/pages.yml"
    assert_builds_strict_and_deploys_without_tests(path, "coursebook build --strict --dirty")
    assert "pip install -r requirements.txt" in path.read_text(encoding="utf-8")
    # A deploy starts from the last one's rendered pages: the cache is restored before the build.
    steps = yaml.safe_load(path.read_text(encoding="utf-8"))["jobs"]["build"]["steps"]
    [cache] = [place for place, step in enumerate(steps) if step.get("uses", "").startswith("actions/cache@")]
    [build] = [place for place, step in enumerate(steps) if "coursebook build" in step.get("run", "")]
    assert cache < build and steps[cache]["with"]["path"] == ".cache/coursebook"
    assert steps[cache]["with"]["restore-keys"] == "coursebook-"


def test_this_repositorys_workflow_deploys_the_demo_without_its_tests_as_a_gate():
    assert_builds_strict_and_deploys_without_tests(ROOT / ".github/workflows/pages.yml", "mkdocs build --strict")


def test_its_readme_gitignore_and_npm_files_are_what_its_commands_need(new_site):
    readme = (new_site / "README.md").read_text(encoding="utf-8")
    assert "python3 -m venv .venv" in readme and "pip install -r requirements.txt && npm ci" in readme
    assert "coursebook serve --dirty" in readme
    ignored = (new_site / ".gitignore").read_text(encoding="utf-8").split()
    assert {".venv/", "site/", ".cache/", "node_modules/"} <= set(ignored)
    engine = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]
    package = json.loads((new_site / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((new_site / "package-lock.json").read_text(encoding="utf-8"))
    assert package["dependencies"] == engine == lock["packages"][""]["dependencies"]
    assert "coursebook" in (new_site / "requirements.txt").read_text(encoding="utf-8")


def test_it_previews_without_the_end_of_life_banner(new_site, built):
    port = free_port()
    log = new_site / "serve.log"
    process = subprocess.Popen(
        [*COMMAND, "serve", "--dirty", "-a", f"127.0.0.1:{port}"],
        cwd=new_site,
        stdout=log.open("w"),
        stderr=subprocess.STDOUT,
        env=WRITER_ENV,
    )
    try:
        home = wait_for(lambda: fetch(f"http://127.0.0.1:{port}/en/"), 180, "coursebook serve to answer")
        assert "A first course" in home
    finally:
        process.terminate()
        process.wait(timeout=30)
    assert BANNER not in log.read_text(encoding="utf-8").lower()


def test_init_writes_nothing_into_a_folder_that_has_files(tmp_path):
    (tmp_path / "notes.md").write_text("mine\n", encoding="utf-8")
    refused = coursebook("init", str(tmp_path), cwd=tmp_path)
    assert refused.returncode == 2 and "not an empty folder" in refused.stderr
    assert [path.name for path in tmp_path.iterdir()] == ["notes.md"]


@pytest.mark.demo
def test_init_with_the_demo_builds_strict_with_the_guide_in_its_nav(tmp_path):
    made = coursebook("init", "demo-site", "--demo", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    site = tmp_path / "demo-site"
    link_node_modules(site)
    assert not (site / "docs/blog/posts/hello.md").exists()  # the demo's content, not the sample's
    built = coursebook("build", "--strict", cwd=site)
    assert built.returncode == 0, built.stderr
    nav = BeautifulSoup((site / "site/en/index.html").read_text(encoding="utf-8"), "html.parser").select(".md-nav")
    assert any("Guide" in item.get_text() for item in nav)
    assert (site / "site/series/training-infra/index.html").is_file()


@pytest.mark.parametrize("kept", KEPT, ids=[path.name for path in KEPT])
def test_a_site_an_earlier_init_wrote_still_builds_strict(kept, tmp_path):
    site = tmp_path / kept.name
    shutil.copytree(kept, site)
    link_node_modules(site)
    built = coursebook("build", "--strict", cwd=site)
    assert built.returncode == 0, built.stderr
    assert "WARNING" not in built.stderr
    assert (site / "site/index.html").is_file() and (site / "site/en/index.html").is_file()
    assert (site / "site/feed.xml").is_file() and (site / "site/pagefind").is_dir()


def test_a_site_as_this_version_of_init_writes_it_is_kept():
    version = metadata.version("coursebook")
    assert (ROOT / f"tests/sites/init-{version}/mkdocs.yml").is_file(), (
        f"a new version: keep a site as its init writes it (cd tests/sites && coursebook init init-{version})"
    )
