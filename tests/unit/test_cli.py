"""The `coursebook` command, run in a throwaway site."""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from coursebook.catalog import SourceFile, build_catalog
from coursebook.cli import main
from coursebook.slugs import make_slug


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "mkdocs.yml").write_text(
        "site_name: T\nsite_url: !ENV [SITE_URL, 'http://x/']\nextra:\n  timezone: America/New_York\n", encoding="utf-8"
    )
    docs = tmp_path / "docs"
    (docs / "series").mkdir(parents=True)
    (docs / "series/infra.md").write_text("---\ntitle: Infra\n---\n", encoding="utf-8")
    (docs / "blog/posts/infra").mkdir(parents=True)
    (docs / "blog/posts/infra/one.md").write_text(
        "---\ntitle: One\ndate: 2026-01-01\nseries: infra\npart: 3\n---\n", encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    return docs


def written(capsys) -> Path:
    """The file `coursebook new` says it wrote: its first line, a path relative to the site's folder."""
    return Path(capsys.readouterr().out.splitlines()[0]).resolve()


def parse(path: Path, docs: Path):
    src = path.relative_to(docs).as_posix()
    catalog = build_catalog(
        [SourceFile(src, path.read_text(encoding="utf-8")), SourceFile("series/infra.md", "---\ntitle: Infra\n---\n")],
        {},
        ZoneInfo("UTC"),
    )
    assert catalog.problems == ()
    return catalog.posts[0]


@pytest.mark.parametrize(
    ("title", "slug"),
    [
        ("显存账", "xian-cun-zhang"),
        ("ZeRO 的三级：切分", "zero-de-san-ji-qie-fen"),
        ("Café déjà vu", "cafe-deja-vu"),
        ("C++ & CUDA!", "c-cuda"),
        ("！？", ""),
    ],
)
def test_slugs_are_ascii(title, slug):
    assert make_slug(title) == slug


def test_new_post_joins_the_series_as_the_next_part(site, capsys):
    assert main(["new", "post", "显存账", "--series", "infra"]) == 0
    path = written(capsys)
    assert path == site / "blog/posts/infra/xian-cun-zhang.md"
    post = parse(path, site)
    assert (post.title, post.series, post.part, post.draft) == ("显存账", "infra", 4, True)
    now = datetime.now(ZoneInfo("America/New_York")).replace(tzinfo=None)
    assert abs(post.date.replace(tzinfo=None) - now) < timedelta(minutes=5)  # written in the site's zone


def test_new_post_takes_the_part_it_is_given(site, capsys):
    # An English translation of part 2, written before part 1's: the part the writer names.
    assert main(["new", "post", "Part 2: recompute", "--series", "infra", "--part", "2", "--lang", "en"]) == 0
    path = written(capsys)
    assert path == site / "en/blog/posts/infra/part-2-recompute.md"
    assert (parse(path, site).part, parse(path, site).lang) == (2, "en")


def test_new_english_post_with_a_slug(site, capsys):
    assert main(["new", "post", "GPU memory", "--lang", "en", "--slug", "gpu-memory"]) == 0
    path = written(capsys)
    assert path.parent.parent == site / "en/blog/posts" and path.name == "gpu-memory.md"
    assert parse(path, site).lang == "en"


def test_refuses_to_overwrite(site, capsys):
    assert main(["new", "post", "Same", "--slug", "same"]) == 0
    path = written(capsys)
    path.write_text("my words", encoding="utf-8")
    assert main(["new", "post", "Same", "--slug", "same"]) == 1
    assert "already exists" in capsys.readouterr().err
    assert path.read_text(encoding="utf-8") == "my words"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["new", "post", "X", "--series", "nope"], "unknown series 'nope'"),
        (["new", "post", "X", "--part", "2"], "--part needs --series"),
        (["new", "post", "X", "--series", "infra", "--part", "0"], "a number from 1"),
        (["new", "post", "X", "--slug", "显存"], "not an ASCII slug"),
    ],
)
def test_clear_errors(site, capsys, args, message):
    assert main(args) == 2
    assert message in capsys.readouterr().err


def test_new_note_and_series(site, capsys):
    assert (
        main(
            [
                "new",
                "note",
                "读 ZeRO",
                "--source-title",
                "ZeRO: Memory",
                "--authors",
                "A, B",
                "--venue",
                "SC 2020",
                "--status",
                "in-progress",
            ]
        )
        == 0
    )
    note = parse(written(capsys), site)
    assert (note.source.title, note.source.authors, note.status) == ("ZeRO: Memory", ("A", "B"), "in-progress")
    assert main(["new", "series", "ml-sys", "--title", "机器学习系统", "--parts", "6", "--lang", "en"]) == 0
    path = written(capsys)
    assert path == site / "en/series/ml-sys.md"
    assert "title: 机器学习系统" in path.read_text(encoding="utf-8") and "parts: 6" in path.read_text(encoding="utf-8")


def test_check_reports_mistakes_and_exits_1(site, capsys):
    assert main(["check"]) == 0
    (site / "blog/posts/infra/two.md").write_text(
        "---\ntitle: Two\ndate: soon\nseries: infra\npart: 3\n---\n[[nowhere]]\n", encoding="utf-8"
    )
    assert main(["check"]) == 1
    out = capsys.readouterr().out
    assert "blog/posts/infra/two.md: 'date': 'soon' is not a date" in out
    assert "blog/posts/infra/two.md: 'wikilink': [[nowhere]] matches no page or file" in out


def test_no_site_here(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["check"]) == 2
    assert "mkdocs.yml not found" in capsys.readouterr().err


def test_new_prints_the_path_as_typed_and_a_hint_for_a_pinyin_slug(site, capsys):
    assert main(["new", "post", "显存账"]) == 0
    first, hint = capsys.readouterr().out.splitlines()
    assert first.startswith("docs/blog/posts/") and first.endswith("/xian-cun-zhang.md")  # relative to the site
    assert hint == (
        "  the address is /blog/xian-cun-zhang/, from the title's pinyin: pass --slug to choose a shorter one"
    )
    assert main(["new", "post", "显存账二", "--slug", "memory-2"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1  # a slug of one's own needs no hint


@pytest.mark.parametrize(
    ("config", "says"),
    [
        (b"site_name: [\n", "not valid YAML at line 2"),
        (b"site_name: caf\xe9\n", "not UTF-8 text (byte 0xe9)"),
        (b"- a list\n", "not a mapping of settings"),
    ],
)
def test_a_mkdocs_yml_that_cannot_be_read_is_said_in_one_line(tmp_path, monkeypatch, capsys, config, says):
    (tmp_path / "mkdocs.yml").write_bytes(config)
    monkeypatch.chdir(tmp_path)
    assert main(["check"]) == 2
    assert says in capsys.readouterr().err


def test_new_and_translate_never_write_through_a_link_at_the_path(site, tmp_path, capsys):
    outside = tmp_path / "outside.md"
    assert main(["new", "post", "Probe", "--slug", "probe"]) == 0
    (written(capsys).parent / "linked.md").symlink_to(outside)  # dangling: nothing there yet
    assert main(["new", "post", "Linked", "--slug", "linked"]) == 1
    assert "linked.md is a symbolic link; nothing written" in capsys.readouterr().err
    (site / "en/blog/posts/infra").mkdir(parents=True)
    (site / "en/blog/posts/infra/one.md").symlink_to(tmp_path / "translated.md")
    assert main(["translate", "docs/blog/posts/infra/one.md"]) == 1
    assert not outside.exists() and not (tmp_path / "translated.md").exists()


def test_synced_writes_into_front_matter_closed_by_dots(site, capsys):
    (site / "en/series").mkdir(parents=True)
    translation = site / "en/series/infra.md"
    translation.write_text("---\ntitle: Infra (en)\n...\n# Body\n\n---\n\nAfter a rule.\n", encoding="utf-8")
    assert main(["translate", "--synced", "docs/series/infra.md"]) == 0, capsys.readouterr()
    front, body = translation.read_text(encoding="utf-8").split("\n...\n", 1)
    assert "translation:\n  source:" in front and "synced:" in front
    assert body == "# Body\n\n---\n\nAfter a rule.\n"


def test_init_into_a_link_a_file_or_proc_is_one_line(tmp_path, capsys):
    (tmp_path / "link").symlink_to(tmp_path / "nowhere")
    (tmp_path / "file").write_text("x", encoding="utf-8")
    for target in (tmp_path / "link", tmp_path / "file/site", Path("/proc/coursebook-site")):
        assert main(["init", str(target)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err and str(target) in err, err
    assert not (tmp_path / "nowhere").exists()
