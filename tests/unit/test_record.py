from __future__ import annotations

import os
import pickle
import subprocess
import sys

import pytest

from coursebook.preview.record import (
    Memory,
    Shown,
    Snapshot,
    digest,
    page_fingerprints,
    title_hint,
    why_rendered,
)
from test_views import PAGES, SERIES, build_of, part


def snapshot(content: str = "") -> Snapshot:
    return Snapshot(
        title=None,
        markdown="",
        content=content,
        toc=[],
        meta={"tags": ["a"]},
        present_anchor_ids=set(),
        links_to_anchors={},
    )


def test_digest_is_stable_and_tells_values_apart():
    assert digest("a", [1, 2]) == digest("a", [1, 2])
    assert digest("a", [1, 2]) != digest("a", [2, 1])
    assert digest("ab", "c") != digest("a", "bc")


@pytest.mark.parametrize(
    ("before", "after", "same"),
    [
        ("---\ntitle: A\n---\n\nText.\n", "---\ntitle: A\n---\n\nOther text.\n", True),
        ("---\ntitle: A\n---\n\nText.\n", "---\ntitle: B\n---\n\nText.\n", False),
        ("# Title\n\nText.\n", "# Title\n\nMore text.\n", True),
        ("# Title\n\nText.\n", "# New title\n\nText.\n", False),
        ("Title\n=====\n\nText.\n", "New title\n=====\n\nText.\n", False),
        ("# Title\n\n## Section\n", "# Title\n\n## Another section\n", True),
    ],
)
def test_title_hint_changes_with_what_a_nav_title_comes_from(before, after, same):
    assert (title_hint(before) == title_hint(after)) is same


def test_commit_keeps_unrendered_pages_and_their_warnings():
    memory = Memory()
    memory.order = [("a.md", "a/", "/site/a/index.html"), ("b.md", "b/", "/site/b/index.html")]
    memory.pending = {"a.md": "1", "b.md": "2"}
    memory.rendered = {"a.md": snapshot("A"), "b.md": snapshot("B")}
    memory.pending_owned = {"/site/a/index.html", "/site/b/index.html", "/site/img.png"}
    assert memory.commit({"b.md": ["a warning"]}) == []
    assert memory.snapshots["b.md"].warnings == ["a warning"]

    # b.md is rendered again, a.md is kept as it was, c.md is new; then a.md is deleted.
    memory.order = [
        ("a.md", "a/", "/site/a/index.html"),
        ("b.md", "b/", "/site/b/index.html"),
        ("c.md", "c/", "/site/c/index.html"),
    ]
    memory.pending = {"a.md": "1", "b.md": "2b", "c.md": "3"}
    memory.rendered = {"b.md": snapshot("B2"), "c.md": snapshot("C")}
    memory.pending_owned = {"/site/a/index.html", "/site/b/index.html", "/site/c/index.html", "/site/img.png"}
    memory.commit({})
    assert [memory.snapshots[src].content for src in ("a.md", "b.md", "c.md")] == ["A", "B2", "C"]
    assert memory.fingerprints == {"a.md": "1", "b.md": "2b", "c.md": "3"}
    assert memory.snapshots["b.md"].warnings == []

    # a.md is deleted and the image with it: what the last build owned and this one does not is gone.
    memory.order = memory.order[1:]
    memory.pending = {"b.md": "2b", "c.md": "3"}
    memory.rendered = {}
    memory.pending_owned = {"/site/b/index.html", "/site/c/index.html"}
    assert memory.commit({}) == ["/site/a/index.html", "/site/img.png"]


def test_snapshot_hands_out_a_fresh_copy_of_the_front_matter():
    kept = snapshot()
    meta = kept.fresh_meta()
    meta["tags"].append("b")
    assert kept.meta == {"tags": ["a"]}


EDITS = {
    "a body": ("blog/posts/b.md", part(2, "A whole new opening.")),
    "a title": ("blog/posts/b.md", part(2).replace("Part 2 zh", "Renamed")),
    "a tag": ("blog/posts/b.md", part(2).replace("part: 2", "part: 2\ntags: [通信]")),
    "a date in the future": ("blog/posts/b.md", part(2).replace("2026-09-02", "2027-01-02")),
    "a new post": ("blog/posts/c.md", "---\ntitle: C\ndate: 2026-10-01\n---\n\nSee [[a]].\n"),
    "a landing page": ("series/infra.md", SERIES.replace("parts: 3", "parts: 4")),
}


def fingerprints_of(build, last=None):
    urls = {src: build.urls.get(src, src) for src in build.site.texts}
    return page_fingerprints(build, urls, "site", {}, last)


@pytest.mark.parametrize("edit", EDITS)
def test_parts_kept_from_the_last_build_give_the_fingerprints_computed_anew(edit):
    """A save that changes nothing the parts read keeps every page's parts; any other save
    computes them again: either way each page's fingerprint is what a first build computes."""
    last = fingerprints_of(build_of(PAGES)).shown
    src, text = EDITS[edit]
    edited = build_of({**PAGES, src: text})
    kept, anew = fingerprints_of(edited, last), fingerprints_of(edited)
    assert kept.pages == anew.pages and kept.listed == anew.listed
    assert (kept.shown.model == last.model) is (edit == "a body")


def test_a_body_edit_changes_the_fingerprint_of_the_edited_page_alone():
    first = fingerprints_of(build_of(PAGES))
    src, text = EDITS["a body"]
    again = fingerprints_of(build_of({**PAGES, src: text}), first.shown)
    changed = {page for page in first.pages if first.pages[page] != again.pages[page]}
    assert changed == {"blog/posts/b.md"}


def test_the_model_digests_the_same_in_every_process():
    """A `build --dirty` takes the parts the last process showed (from the cache) only when the
    model digests the same: sets (the site's files, the vault's pages) digest in order, whatever
    the process's hash seed."""
    script = (
        "from test_views import PAGES, build_of\n"
        "from coursebook.preview.record import model_digest\n"
        "print(model_digest(build_of(PAGES), {}))\n"
    )
    path = os.pathsep.join(sys.path)
    digests = {
        subprocess.run(
            [sys.executable, "-c", script],
            env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": path},
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for seed in ("1", "2", "3")
    }
    assert len(digests) == 1 and len(build_of(PAGES).site.link_index.known) > 3


def test_the_parts_shown_go_through_the_cache_as_plain_values_and_a_wrong_shape_is_refused():
    shown = fingerprints_of(build_of(PAGES)).shown
    assert Shown.from_data(pickle.loads(pickle.dumps(shown.to_data()))) == shown
    model, pages = shown.to_data()
    src = next(iter(pages))
    for wrong in ([model, pages], (model,), (1, pages), (model, {src: ("d", ["a"], ())}), (model, {src: ("d",)})):
        assert Shown.from_data(wrong) is None


def test_a_preview_started_with_a_relative_config_path_keeps_one_memory(monkeypatch):
    # `mkdocs serve --dirty -f mkdocs.yml`: MkDocs loads the first config from the file click
    # opened (a relative name) and each rebuild's by its absolute path. Two memories made the
    # first save load every page from the cache again, as if the preview had just started.
    from mkdocs.config import load_config

    from coursebook.features.incremental import _memory_of
    from coursebook.state import Preview

    fixture = os.path.join(os.path.dirname(__file__), os.pardir, "fixture")
    monkeypatch.chdir(fixture)
    with open("mkdocs.yml", "rb") as opened:  # as click hands it to `mkdocs serve`
        first = load_config(config_file=opened, site_dir="site-of-the-preview")
    again = load_config(config_file=opened, site_dir="site-of-the-preview")  # closed now: reopened by name
    assert first.config_file_path != again.config_file_path  # what MkDocs gives, the reason for the test
    preview = Preview()
    assert _memory_of(preview, first) is _memory_of(preview, again)
    assert len(preview.memories) == 1


# A note that shows every kind of input a page's record names, and a note it embeds.
NOTE = "# N\n\nSee [[a]] and ![[m]], [part 2](../blog/posts/b.md), #infra.\n"
RECORDED = {**PAGES, "notes/n.md": NOTE, "notes/m.md": "# M\n\nEmbedded text.\n"}


def _records(pages: dict[str, str], urls: dict[str, str] | None = None, site: str = "site", navs=None):
    build = build_of(pages)
    every = {src: build.urls.get(src, src) for src in build.site.texts} | (urls or {})
    return page_fingerprints(build, every, site, navs or {})


# Each field of a page's record, and a change that must render the page again through it alone.
RECORD_EDITS = {
    "source": ("notes/n.md", {"pages": {"notes/n.md": NOTE + "\nMore.\n"}}),
    "address": ("notes/n.md", {"urls": {"notes/n.md": "notes/moved/"}}),
    "site": ("notes/n.md", {"site": "another config"}),
    "navigation": ("notes/n.md", {"navs": {"zh": "another nav"}}),
    "part series_box": ("blog/posts/a.md", {"pages": {"blog/posts/b.md": part(2).replace("Part 2 zh", "Renamed")}}),
    "titles": ("notes/n.md", {"pages": {"index.md": "# A new home title\n"}}),
    "embeds": ("notes/n.md", {"pages": {"notes/m.md": "# M\n\nOther embedded text.\n"}}),
    "links": ("notes/n.md", {"urls": {"blog/posts/b.md": "blog/b-moved/"}}),
    "tags": ("notes/n.md", {"pages": {"blog/posts/b.md": part(2).replace("part: 2", "part: 2\ntags: [通信]")}}),
    "files": ("notes/n.md", {"pages": {"notes/new.md": "# New\n"}}),
}


@pytest.mark.parametrize("name", RECORD_EDITS)
def test_each_field_of_a_record_renders_its_page_again_when_what_it_names_changes(name):
    """Deterministic, field by field: leaving one out of what a fingerprint digests fails here
    (not only in the random-edit test), and the debug line names it (`mkdocs serve -v`)."""
    src, change = RECORD_EDITS[name]
    before = _records(RECORDED)
    after = _records(
        {**RECORDED, **change.get("pages", {})},
        change.get("urls"),
        change.get("site", "site"),
        change.get("navs"),
    )
    assert name in why_rendered(before.records[src], after.records[src]).split(", ")
    assert before.pages[src] != after.pages[src]


def test_the_debug_line_names_a_new_page_and_an_unchanged_one():
    assert why_rendered(None, {"source": "1"}) == "not rendered before"
    assert why_rendered({"source": "1"}, {"source": "1"}) == "nothing it shows changed"
