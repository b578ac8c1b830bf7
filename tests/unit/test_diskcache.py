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
