"""Compiled templates kept for the next process (coursebook/preview/carryover.py): a new process
renders from the compiled code, and that code is kept only where this user alone may write."""

from __future__ import annotations

import os
import stat
import tempfile

import pytest
from jinja2 import DictLoader, Environment

from coursebook.preview.carryover import CompiledTemplates

TEMPLATES = {"page.html": "<h1>{{ title }}</h1>"}


def compiles(cache: CompiledTemplates, monkeypatch: pytest.MonkeyPatch, heading: str = "h1") -> int:
    """Render page.html in a new environment with ``cache``: how many times it was compiled."""
    compiled = []
    real = Environment.compile

    def counting(self, *args, **kwargs):
        compiled.append(args[1] if len(args) > 1 else kwargs.get("name"))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Environment, "compile", counting)
    env = Environment(loader=DictLoader(TEMPLATES), bytecode_cache=cache)
    assert env.get_template("page.html").render(title="课") == f"<{heading}>课</{heading}>"
    monkeypatch.setattr(Environment, "compile", real)
    return len(compiled)


@pytest.fixture
def private_temp(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.delenv("COURSEBOOK_NO_CACHE", raising=False)
    return tmp_path


@pytest.mark.skipif(os.name != "posix", reason="the folder's owner and mode are checked on POSIX")
def test_a_new_process_renders_from_the_templates_the_last_one_compiled(private_temp, monkeypatch):
    assert compiles(CompiledTemplates(), monkeypatch) == 1
    assert compiles(CompiledTemplates(), monkeypatch) == 0  # a new process: from disk
    [folder] = [path for path in private_temp.iterdir() if path.name.startswith("_jinja2-cache")]
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700  # this user's alone
    TEMPLATES["page.html"] = "<h2>{{ title }}</h2>"  # an edited template is compiled again
    try:
        assert compiles(CompiledTemplates(), monkeypatch, "h2") == 1
    finally:
        TEMPLATES["page.html"] = "<h1>{{ title }}</h1>"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="needs a folder another user owns")
def test_a_folder_another_user_owns_is_not_used(private_temp, monkeypatch):
    theirs = private_temp / f"_jinja2-cache-{os.getuid()}"
    theirs.mkdir(mode=0o700)
    os.chown(theirs, 12345, -1)  # someone else could put compiled code there
    assert compiles(CompiledTemplates(), monkeypatch) == 1
    assert compiles(CompiledTemplates(), monkeypatch) == 1  # kept in memory only, never read from there
    assert not list(theirs.iterdir())


@pytest.mark.parametrize("switch", ["COURSEBOOK_NO_CACHE=1", "extra.cache: false"])
def test_the_cache_turned_off_keeps_them_in_memory_only(private_temp, monkeypatch, switch):
    def made() -> CompiledTemplates:
        cache = CompiledTemplates()
        cache.on_disk = switch != "extra.cache: false"  # what features/incremental.py sets from the site's
        return cache

    if switch.startswith("COURSEBOOK_NO_CACHE"):
        monkeypatch.setenv("COURSEBOOK_NO_CACHE", "1")
    cache = made()
    assert compiles(cache, monkeypatch) == 1
    assert compiles(cache, monkeypatch) == 0  # the same process: from memory
    assert compiles(made(), monkeypatch) == 1
    assert not list(private_temp.iterdir())
