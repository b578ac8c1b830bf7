"""The preview cache's key (coursebook/preview/store.py): anything that changes what a page
renders to starts a new cache folder."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from coursebook.preview.key import render_key


def _key(site: Path, env: dict[str, str] | None = None) -> str:
    import os

    from mkdocs.config import load_config

    old = dict(os.environ)
    os.environ.update(env or {})
    try:
        return render_key(load_config(str(site / "mkdocs.yml")))
    finally:
        os.environ.clear()
        os.environ.update(old)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(textwrap.dedent(text), encoding="utf-8")


@pytest.fixture
def site(tmp_path: Path) -> Path:
    _write(tmp_path / "docs" / "index.md", "# Home\n")
    _write(tmp_path / "hook.py", "def on_page_markdown(markdown, **kwargs):\n    return markdown + 'one'\n")
    _write(tmp_path / "base.yml", "site_name: Key\ncopyright: one\n")
    _write(
        tmp_path / "mkdocs.yml",
        """\
        INHERIT: base.yml
        site_description: !ENV [KEY_TEST_DESCRIPTION, none]
        hooks: [hook.py]
        markdown_extensions:
          - toc:
              permalink: true
        """,
    )
    return tmp_path


def test_the_render_key_follows_hooks_options_parents_and_environment(site: Path):
    """Each change here renders pages differently; a --dirty build must not keep one page of the
    last (issue 44: each was a stale deploy)."""
    first = _key(site)
    assert _key(site) == first
    config = site / "mkdocs.yml"
    config.write_text(config.read_text(encoding="utf-8") + "# a comment renders nothing\n", encoding="utf-8")
    assert _key(site) == first
    changes = {
        "hook.py": ("'one'", "'two'"),
        "mkdocs.yml": ("permalink: true", "permalink: false"),
        "base.yml": ("copyright: one", "copyright: two"),
    }
    seen = {first}
    for name, (old, new) in changes.items():
        path = site / name
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
        assert _key(site) not in seen, name
        seen.add(_key(site))
    assert _key(site, {"KEY_TEST_DESCRIPTION": "set"}) not in seen  # an !ENV value


def test_the_render_key_is_the_same_in_another_clone(site: Path, tmp_path_factory: pytest.TempPathFactory):
    import shutil

    other = tmp_path_factory.mktemp("clone") / "site"
    shutil.copytree(site, other)
    assert _key(other) == _key(site)


class _RunsACommand:
    """What an attacker would put in a restored cache: unpickling it calls os.system."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        import os

        return (os.system, (f"touch {self.marker}",))


def test_a_pickle_that_would_run_a_command_is_unreadable_and_never_run(tmp_path):
    import pickle

    from coursebook.preview.store import DiskCache, Entry

    cache = DiskCache(tmp_path / "cache")
    cache.save_index({"index.md": Entry("abc", "")}, set())
    assert cache.index() == {"index.md": Entry("abc", "")}  # the cache's own data reads back
    marker = tmp_path / "ran"
    (tmp_path / "cache" / "index.pickle").write_bytes(pickle.dumps(_RunsACommand(marker)))
    assert DiskCache(tmp_path / "cache").index() == {} and not marker.exists()
    assert pickle.loads(pickle.dumps(_RunsACommand(marker))) == 0 and marker.exists()  # what it would have done


def test_a_named_value_is_read_once_and_written_once_when_it_changed(tmp_path):
    from coursebook.preview.store import DiskCache, Stores

    cache = DiskCache(tmp_path / "cache")
    cache.save("pinyin", {"中文": "zhong wen"})
    stores = Stores()
    assert stores.get("pinyin", cache) == {"中文": "zhong wen"}
    cache.save("pinyin", {"changed": "on disk"})  # read once: the process's value from now on
    assert stores.get("pinyin", cache) == {"中文": "zhong wen"}
    assert stores.get("never-saved", cache) == {} and Stores().get("pinyin", None) == {}

    stores.put("pinyin", {"中文": "zhong wen"}, cache)  # the same value: nothing to write
    stores.save(cache)
    assert cache.load("pinyin") == {"changed": "on disk"}
    stores.put("pinyin", {"新": "xin"}, cache)
    assert cache.load("pinyin") == {"changed": "on disk"}  # written when the build ends
    stores.save(cache)
    assert cache.load("pinyin") == {"新": "xin"}
    stores.put("search-index", {"site": {"zh": "1"}}, cache, at_once=True)
    assert cache.load("search-index") == {"site": {"zh": "1"}}
