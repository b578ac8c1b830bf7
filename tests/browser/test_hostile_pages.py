"""The hostile corpus (tests/hostile/) in a reader's browser: writer text that is markup (a
note's authors and venue, a tag's name in tags.yml, titles, …) is shown as text on every page
that prints it, in both languages; no page opens a dialog (issue 41)."""

from __future__ import annotations

import json
import shutil

import pytest
from bs4 import BeautifulSoup

from sitebuild import ROOT, html_pages, run_build

PAYLOADS = ("source-authors", "source-venue", "tags-yml", "tags-key")


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    project = tmp_path_factory.mktemp("hostile-browser") / "project"
    shutil.copytree(ROOT / "tests/hostile", project)
    build = run_build(project / "mkdocs.yml", project / "site")
    assert build.returncode == 0 and "Traceback" not in build.log, build.log[-3000:]
    return build.site


def test_writer_markup_is_text_in_every_page(hostile_site):
    printing = {name: [] for name in PAYLOADS}
    for path in html_pages(hostile_site):
        text = path.read_text(encoding="utf-8")
        tree = BeautifulSoup(text, "html.parser")
        handlers = [(tag.name, name) for tag in tree.find_all(True) for name in tag.attrs if name.startswith("on")]
        assert handlers == [], path
        for name in PAYLOADS:
            if name in tree.get_text():
                printing[name].append(path.relative_to(hostile_site).as_posix())
    # Each payload is printed somewhere, as text, in both languages: the test looks where it is shown.
    assert all(
        any(p.startswith("en/") for p in pages) and any(not p.startswith("en/") for p in pages)
        for name, pages in printing.items()
        if name.startswith("source")
    ), printing
    assert all(printing.values()), printing


def test_no_page_that_prints_writer_markup_runs_it(hostile_site, serve, page):
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    shown = [path for path in html_pages(hostile_site) if "alert(" in path.read_text(encoding="utf-8")]
    assert len(shown) >= 8, shown  # the home, archive, category and tag pages, the posts, in both languages
    with serve(hostile_site) as url:
        for path in shown:
            page.goto(url + path.relative_to(hostile_site).as_posix(), wait_until="load")
    assert dialogs == []


@pytest.mark.parametrize("stored", ["null", "[]", "5", '{"c": 5}', "not json", '{"__proto__": {"x": "y"}}'])
def test_progress_that_does_not_parse_is_reset_on_the_hostile_course(hostile_site, serve, page, stored):
    # Issue 41, item 10: malformed progress threw uncaught TypeErrors and was never repaired.
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    key = json.dumps("coursebook.progress:/")
    page.add_init_script(f"localStorage.setItem({key}, {json.dumps(stored)})")
    with serve(hostile_site) as url:
        page.goto(url + "series/course/", wait_until="load")
        kept = page.evaluate(f"localStorage.getItem({key})")
    assert errors == []
    assert kept is None or all(isinstance(parts, dict) for parts in json.loads(kept).values())
