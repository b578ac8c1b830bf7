"""The preview cache's key (coursebook/diskcache.py): anything that changes what a page
renders to starts a new cache folder."""

from __future__ import annotations

from pathlib import Path

from coursebook.diskcache import cache_key


def test_the_key_follows_katex_and_every_hook_file(tmp_path):
    hooks = tmp_path / "hooks"
    (hooks / "coursebook").mkdir(parents=True)
    (hooks / "posts.py").write_text("x = 1\n", encoding="utf-8")
    script = hooks / "coursebook" / "typeset_math.cjs"
    script.write_text("// v1\n", encoding="utf-8")
    first = cache_key(hooks, "0.19.1")
    assert cache_key(hooks, "0.19.1") == first
    assert cache_key(hooks, "0.20.0") != first  # another KaTeX typesets formulas differently
    script.write_text("// v2\n", encoding="utf-8")
    assert cache_key(hooks, "0.19.1") != first  # so does another typesetting script
    assert isinstance(cache_key(Path(hooks)), str)


class _RunsACommand:
    """What an attacker would put in a restored cache: unpickling it calls os.system."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        import os

        return (os.system, (f"touch {self.marker}",))


def test_a_pickle_that_would_run_a_command_is_unreadable_and_never_run(tmp_path):
    import pickle

    from coursebook.diskcache import DiskCache, Entry

    cache = DiskCache(tmp_path / "cache")
    cache.save_index({"index.md": Entry("abc", "")}, set())
    assert cache.index() == {"index.md": Entry("abc", "")}  # the cache's own data reads back
    marker = tmp_path / "ran"
    (tmp_path / "cache" / "index.pickle").write_bytes(pickle.dumps(_RunsACommand(marker)))
    assert DiskCache(tmp_path / "cache").index() == {} and not marker.exists()
    assert pickle.loads(pickle.dumps(_RunsACommand(marker))) == 0 and marker.exists()  # what it would have done
