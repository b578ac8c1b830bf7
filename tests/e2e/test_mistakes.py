"""A site full of content mistakes: warnings that name file and key, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from sitebuild import make_site, run_build

PAGES = {
    "index.md": "# Home\n",
    "series/infra.md": "---\ntitle: Infra\n---\nIntro\n",
    "series/nameless.md": "---\nstatus: done\n---\nIntro\n",
    "blog/.authors.yml": "authors:\n  lq:\n    name: Lin\n",
    "blog/posts/no-title.md": "---\ndate: 2026-08-30\n---\nText\n",
    "blog/posts/no-date.md": "---\ntitle: No date\n---\nText\n",
    "blog/posts/bad-date.md": "---\ntitle: Bad date\ndate: 2026-02-30\n---\nText\n",
    "blog/posts/broken-yaml.md": "---\ntitle: [unclosed\ndate: 2026-08-30\n---\nText\n",
    "blog/posts/unknown-series.md": "---\ntitle: U\ndate: 2026-08-30\nseries: nope\n---\nText\n",
    "blog/posts/unknown-author.md": "---\ntitle: A\ndate: 2026-08-30\nauthors: [ghost]\n---\nText\n",
    "blog/posts/part-a.md": "---\ntitle: P1\ndate: 2026-08-30\nseries: infra\npart: 1\n---\nText\n",
    "blog/posts/part-b.md": "---\ntitle: P1 again\ndate: 2026-08-31\nseries: infra\npart: 1\n---\nText\n",
    "blog/posts/bad-status.md": "---\ntitle: S\ndate: 2026-08-30\nstatus: skimmed\n---\nText\n",
    "blog/posts/fine.md": "---\ntitle: Fine\ndate: 2026-08-30\n---\nA fine post.\n",
    "notes/a/notes.md": "# Reading list\n",
    "notes/b/notes.md": "# Reading list\n",
    "tags.yml": "通信: [a, b]\ncommunication: 交流\n",
    "blog/posts/links.md": "---\ntitle: Links\ndate: 2026-08-30\n---\nSee [[nowhere]], [[reading list]] and "
    "`[[in-code]]`.\n",
}

EXPECTED = [
    "blog/posts/no-title.md: 'title': missing",
    "blog/posts/no-date.md: 'date': missing",
    "blog/posts/bad-date.md: 'date': '2026-02-30' is not a date",
    "blog/posts/broken-yaml.md: 'front matter': front matter is not valid YAML at line",
    "blog/posts/unknown-series.md: 'series': unknown series 'nope'",
    "blog/posts/unknown-author.md: 'authors': unknown author 'ghost'",
    "blog/posts/part-b.md: 'part': part 1 of 'infra' is also blog/posts/part-a.md",
    "blog/posts/bad-status.md: 'status': 'skimmed' is not one of: to-read, in-progress, done",
    "series/nameless.md: 'title': missing",
    "tags.yml: '通信': expected 'Chinese name: English name'",
    "tags.yml: 'communication': the Chinese name comes first: write 交流: communication",
    "series/nameless.md: 'status': 'done' is not one of: ongoing, complete",
    "blog/posts/links.md: 'wikilink': [[nowhere]] matches no page or file",
    # Two notes share the title: Obsidian would not resolve it either (a shared file name it would).
    "blog/posts/links.md: 'wikilink': [[reading list]] is ambiguous: notes/a/notes.md, notes/b/notes.md",
]


@pytest.fixture(scope="module")
def mistakes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_site(tmp_path_factory.mktemp("mistakes"), PAGES)


def test_strict_build_fails_naming_every_file_and_key(mistakes, tmp_path):
    build = run_build(mistakes, tmp_path / "site", "--strict")
    assert build.returncode != 0
    assert "Traceback" not in build.log
    warnings = [line for line in build.log.splitlines() if line.startswith("WARNING")]
    for expected in EXPECTED:
        assert any(expected in line for line in warnings), f"{expected!r} not in {warnings}"
    assert f"Aborted with {len(warnings)} warnings in strict mode" in build.log


def test_plain_build_keeps_going_and_loses_nothing(mistakes, tmp_path):
    build = run_build(mistakes, tmp_path / "site")
    assert build.returncode == 0, build.log
    assert "Traceback" not in build.log
    assert (build.site / "blog/fine/index.html").is_file()
    # A post that could not be placed in time is not published until it can be (when in doubt,
    # do not publish: it may be a draft); the warning names it, and `serve` shows it.
    assert not (build.site / "blog/posts/no-date").exists() and not (build.site / "blog/no-date").exists()
    assert "blog/posts/no-date.md: 'date': missing" in build.log
    # An unresolved wikilink reads as plain text, never as [[…]].
    links = (build.site / "blog/links/index.html").read_text(encoding="utf-8")
    assert "See nowhere, reading list and" in links and "<code>[[in-code]]</code>" in links


def test_bad_site_settings_are_named(tmp_path):
    config = make_site(tmp_path, {"index.md": "# Home\n"}, "extra:\n  timezone: Mars/Olympus\n")
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode != 0 and "Traceback" not in build.log
    assert "mkdocs.yml: 'extra.timezone': unknown time zone 'Mars/Olympus'" in build.log


ODD_FILES = {
    "blog/posts/empty.md": b"",
    "blog/posts/only-front.md": b"---\ntitle: Only front matter\ndate: 2026-08-30\n---\n",
    "blog/posts/bom.md": b"\xef\xbb\xbf---\ntitle: With BOM\ndate: 2026-08-30\n---\n\nBody with a BOM.\n",
    "blog/posts/crlf.md": b"---\r\ntitle: With CRLF\r\ndate: 2026-08-30\r\ntags: [a, b]\r\n---\r\n\r\n"
    b"Body with CRLF.\r\n",
    "blog/posts/latin1.md": b"---\ntitle: Caf\xe9\ndate: 2026-08-30\n---\n\nLatin-1 text.\n",
    "empty-page.md": b"",
}


def test_odd_files_give_a_clear_warning_or_a_correct_page(tmp_path):
    config = make_site(tmp_path, {"index.md": "# Home\n"})
    for name, data in ODD_FILES.items():
        path = tmp_path / "docs" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    build = run_build(config, tmp_path / "site")
    assert build.returncode == 0 and "Traceback" not in build.log, build.log
    warnings = [line for line in build.log.splitlines() if line.startswith("WARNING")]
    assert warnings == [  # by file
        "WARNING -  blog/posts/empty.md: 'title': missing: write title: …, or start the post with a # heading",
        "WARNING -  blog/posts/empty.md: 'date': missing: every post needs a date, e.g. date: 2026-08-30",
        "WARNING -  blog/posts/latin1.md: 'file': not UTF-8 text (byte 0xe9 on line 2); left out of the "
        "site: save it as UTF-8",
    ]
    for slug, title in (("only-front", "Only front matter"), ("bom", "With BOM"), ("crlf", "With CRLF")):
        page = (build.site / "blog" / slug / "index.html").read_text(encoding="utf-8")
        assert f"<h1>{title}</h1>" in page and "---" not in page.split("<article")[1]
    assert "data-tags" in (build.site / "blog/crlf/index.html").read_text(encoding="utf-8")
    assert not (build.site / "blog/latin1").exists()
    assert (build.site / "empty-page/index.html").is_file()
