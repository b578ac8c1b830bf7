"""Every private attribute Coursebook relies on (coursebook/internals.py), checked
against the installed MkDocs, ProperDocs and watchdog. A failure here
names what an upgrade changed."""

from __future__ import annotations

import inspect
from pathlib import Path
from types import SimpleNamespace

import pytest
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File
from mkdocs.structure.pages import Page
from watchdog.observers.polling import PollingObserver

from coursebook import internals
from coursebook.schema import PostMeta


def test_schema_options_lists_every_key_in_order():
    keys = [key for key, _ in internals.schema_options(PostMeta)]
    assert keys[:3] == ["title", "date", "updated"] and "readtime" in keys


@pytest.mark.parametrize("engine", ["mkdocs", "properdocs"])
def test_the_build_names_the_current_page_on_the_config(engine):
    build = pytest.importorskip(f"{engine}.commands.build")
    source = inspect.getsource(build)
    assert "config._current_page = page" in source and "config._current_page = None" in source


def page_of(config: MkDocsConfig) -> Page:
    file = File("a.md", "/docs", "/site", use_directory_urls=True)
    return Page(None, file, config)


def test_a_restored_title_is_the_page_title():
    config = MkDocsConfig()
    config.load_dict({"site_name": "T"})
    config.validate()
    config._current_page = page = page_of(config)
    assert internals.current_page_src(config) == "a.md"
    assert internals.rendered_title(page) is None
    page.markdown, page.content, page.meta = "Text", "<p>Text</p>", {}  # as a restored page has them
    internals.restore_rendered_title(page, "From the heading")
    assert page.title == "From the heading" and internals.rendered_title(page) == "From the heading"


def test_the_poll_interval_reaches_the_observer_and_its_emitters(tmp_path):
    observer = PollingObserver(timeout=0.5)
    observer.schedule(object.__new__(type("Handler", (), {"dispatch": lambda self, event: None})), str(tmp_path))
    internals.set_poll_interval(SimpleNamespace(observer=observer), 0.1)
    assert observer.timeout == 0.1
    assert [emitter.timeout for emitter in observer.emitters] == [0.1]


@pytest.mark.parametrize("engine", ["mkdocs", "properdocs"])
def test_the_theme_files_listed_once_are_those_mkdocs_lists(engine, monkeypatch, tmp_path):
    # Under serve every rebuild lists the theme's files (14,541 for Material): the installed theme's
    # folders are listed once. What the build adds from the theme must be the same files.
    config_module = pytest.importorskip(f"{engine}.config")
    files_module = pytest.importorskip(f"{engine}.structure.files")
    monkeypatch.chdir(Path(__file__).parent.parent / "fixture")
    own = tmp_path / "overrides"
    (own / "assets").mkdir(parents=True)
    (own / "assets" / "mine.css").write_text("p {}", encoding="utf-8")

    def theme_files(listed: dict | None) -> list[tuple[str, str | None]]:
        config = config_module.load_config("mkdocs.yml", theme={"name": "material", "custom_dir": str(own)}, plugins=[])
        if listed is not None:
            internals.list_theme_files_once(config.theme, listed, [str(own)])
        files = files_module.Files([])
        files.add_files_from_theme(config.theme.get_env(), config)
        return [(file.src_uri, file.abs_src_path) for file in files]

    listed: dict[str, tuple[str, ...]] = {}
    plain = theme_files(None)
    assert len(plain) > 20 and ("assets/mine.css", str(own / "assets" / "mine.css")) in plain
    assert theme_files(listed) == plain
    assert listed and str(own) not in listed  # the site's own folder is listed on every build
    (own / "assets" / "new.css").write_text("p {}", encoding="utf-8")  # a file added during the preview
    assert ("assets/new.css", str(own / "assets" / "new.css")) in theme_files(listed)
    assert theme_files(listed) == theme_files(None)


def test_the_snippets_a_page_includes_are_seen_where_they_are_looked_for(tmp_path):
    import markdown

    from coursebook.internals import watch_snippet_lookups

    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "part.md").write_text("PART\n", encoding="utf-8")
    seen: list[str] = []
    watch_snippet_lookups(seen.extend)
    watch_snippet_lookups(seen.extend)  # made again by the next build: still one patch
    html = markdown.markdown(
        '--8<-- "part.md"\n',
        extensions=["pymdownx.snippets"],
        extension_configs={"pymdownx.snippets": {"base_path": [str(tmp_path / "a"), str(tmp_path / "b")]}},
    )
    assert "PART" in html
    assert seen == [str(tmp_path / "a" / "part.md"), str(tmp_path / "b" / "part.md"), str(tmp_path / "b" / "part.md")]
