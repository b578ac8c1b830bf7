"""Random edits, side by side: a `serve --dirty`-like builder and full builds of the same sources
after every edit must hold the same files, byte for byte (coursebook/features/incremental.py).

Seeded, so a failure repeats: `pytest tests/e2e/test_random_edits.py` runs 1 seed x 30 edits
(sized to the suite's time: each field of a page's record has its own deterministic test in
tests/unit/test_record.py; these find what no one thought of, and run longer by hand).
A longer run, by hand (other seeds than CI's):
COURSEBOOK_RANDOM_EDITS=120 COURSEBOOK_RANDOM_SEEDS=12 COURSEBOOK_RANDOM_FIRST_SEED=100 \
    pytest tests/e2e/test_random_edits.py
"""

from __future__ import annotations

import os
import random
import re
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from sitebuild import ROOT
from test_incremental import Builder, files_of

EDITS = int(os.environ.get("COURSEBOOK_RANDOM_EDITS", "30"))
_FIRST = int(os.environ.get("COURSEBOOK_RANDOM_FIRST_SEED", "1"))
SEEDS = range(_FIRST, _FIRST + int(os.environ.get("COURSEBOOK_RANDOM_SEEDS", "1")))


def posts(docs: Path) -> list[Path]:
    return sorted(path for path in docs.rglob("*.md") if "/blog/posts/" in f"/{path.relative_to(docs).as_posix()}")


def front_set(path: Path, key: str, value: str | None) -> None:
    """Set (or, with None, remove) one front matter line of a post."""
    text = path.read_text(encoding="utf-8")
    head, sep, body = text[4:].partition("\n---\n")
    lines = [line for line in head.split("\n") if not line.startswith(f"{key}:")]
    if value is not None:
        lines.append(f"{key}: {value}")
    path.write_text("---\n" + "\n".join(lines) + sep + body, encoding="utf-8")


class Editor:
    """Random edits a writer makes, each undoable by a later one (deleted files are kept aside)."""

    def __init__(self, docs: Path, rng: random.Random) -> None:
        self.docs, self.rng = docs, rng
        self.aside: dict[Path, str] = {}  # deleted files, to bring back
        self.count = 0

    def edit(self) -> str:
        name, action = self.rng.choice(list(self.actions().items()))
        self.count += 1
        return f"{name}: {action()}"

    def actions(self) -> dict[str, Callable[[], str]]:
        return {
            "body": self.body,
            "title": self.title,
            "slug": self.slug,
            "date": self.date,
            "draft": self.draft,
            "part": self.part,
            "series": self.series,
            "tags": self.tags,
            "delete": self.delete,
            "restore": self.restore,
            "translate": self.translate,
            "rename": self.rename,
            "author": self.author,
            "landing": self.landing,
            "broken yaml": self.broken_yaml,
            "link": self.link,
        }

    def post(self) -> Path:
        return self.rng.choice(posts(self.docs))

    def rel(self, path: Path) -> str:
        return path.relative_to(self.docs).as_posix()

    def body(self) -> str:
        post = self.post()
        where = self.rng.choice(["top", "end"])
        text = post.read_text(encoding="utf-8")
        line = f"编辑 {self.count}：新的一句。\n"
        if where == "top" and "\n---\n" in text[3:]:
            head, sep, rest = text[4:].partition("\n---\n")
            text = "---\n" + head + sep + "\n" + line + "\n" + rest
        else:
            text += "\n" + line
        post.write_text(text, encoding="utf-8")
        return f"{self.rel(post)} {where}"

    def title(self) -> str:
        post = self.post()
        front_set(post, "title", f"标题 {self.count}")
        return self.rel(post)

    def slug(self) -> str:
        post = self.post()
        value = self.rng.choice([f"slug-{self.count}", None])
        front_set(post, "slug", value)
        return f"{self.rel(post)} {value}"

    def date(self) -> str:
        post = self.post()
        value = self.rng.choice(["2026-02-30", f"2026-09-{self.rng.randint(1, 28):02d} 10:00", "2030-01-01"])
        front_set(post, "date", value)
        return f"{self.rel(post)} {value}"

    def draft(self) -> str:
        post = self.post()
        value = self.rng.choice(["true", None])
        front_set(post, "draft", value)
        return f"{self.rel(post)} {value}"

    def part(self) -> str:
        post = self.post()
        value = self.rng.choice([str(self.rng.randint(1, 8)), None])
        front_set(post, "part", value)
        return f"{self.rel(post)} {value}"

    def series(self) -> str:
        post = self.post()
        value = self.rng.choice(["course", "done", "empty", None])
        front_set(post, "series", value)
        return f"{self.rel(post)} {value}"

    def tags(self) -> str:
        post = self.post()
        value = self.rng.choice(["[显存]", "[新标签, 显存]", "[communication]", None])
        front_set(post, "tags", value)
        return f"{self.rel(post)} {value}"

    def delete(self) -> str:
        post = self.post()
        self.aside[post] = post.read_text(encoding="utf-8")
        post.unlink()
        return self.rel(post)

    def restore(self) -> str:
        if not self.aside:
            return "nothing"
        path = self.rng.choice(sorted(self.aside))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(self.aside.pop(path), encoding="utf-8")
        return self.rel(path)

    def translate(self) -> str:
        post = self.post()
        rel = self.rel(post)
        twin = self.docs / (rel[3:] if rel.startswith("en/") else "en/" + rel)
        if twin.exists():
            self.aside[twin] = twin.read_text(encoding="utf-8")
            twin.unlink()
            return f"{self.rel(twin)} removed"
        twin.parent.mkdir(parents=True, exist_ok=True)
        twin.write_text(post.read_text(encoding="utf-8").replace("title: ", "title: Twin of ", 1), encoding="utf-8")
        return f"{self.rel(twin)} added"

    def rename(self) -> str:
        post = self.post()
        target = post.with_name(f"renamed-{self.count}.md")
        post.rename(target)
        return f"{self.rel(post)} -> {target.name}"

    def author(self) -> str:
        authors = self.docs / "blog/.authors.yml"
        text = authors.read_text(encoding="utf-8")
        authors.write_text(
            re.sub(r"name: \"?([^\"\n]*)", lambda m: f'name: "{m[1].split(" #")[0]} #{self.count}', text, count=1),
            encoding="utf-8",
        )
        return "renamed"

    def landing(self) -> str:
        page = self.docs / self.rng.choice(["series/course.md", "en/series/course.md", "series/done.md"])
        if page.exists():
            self.aside[page] = page.read_text(encoding="utf-8")
            page.unlink()
            return f"{self.rel(page)} deleted"
        if page in self.aside:
            page.write_text(self.aside.pop(page), encoding="utf-8")
            return f"{self.rel(page)} restored"
        return "nothing"

    def broken_yaml(self) -> str:
        post = self.post()
        text = post.read_text(encoding="utf-8")
        if "title: [broken" in text:
            post.write_text(text.replace("title: [broken", "title: fixed", 1), encoding="utf-8")
            return f"{self.rel(post)} fixed"
        front_set(post, "title", "[broken")
        return f"{self.rel(post)} broken"

    def link(self) -> str:
        post, target = self.post(), self.post()
        with post.open("a", encoding="utf-8") as file:
            file.write(f"\n见 [[{target.stem}]]。\n")
        return f"{self.rel(post)} -> {target.stem}"


@pytest.mark.parametrize("seed", SEEDS)
def test_random_edits_keep_the_preview_equal_to_a_full_build(tmp_path, seed):
    root = tmp_path
    # The fixture without search: test_incremental.py holds the preview's search index to a full
    # build's; here the pages are compared, 40 times a seed, without two Pagefind runs each time.
    config = (ROOT / "tests/fixture/mkdocs.yml").read_text(encoding="utf-8")
    assert "  - coursebook:\n      assets: false\n" in config
    config = config.replace("  - coursebook:\n", "  - coursebook:\n      search: false\n")
    (root / "mkdocs.yml").write_text(config, encoding="utf-8")
    shutil.copytree(ROOT / "tests/fixture/docs", root / "docs")
    preview = Builder(root / "mkdocs.yml", root / "preview", "--dirty")
    full = Builder(root / "mkdocs.yml", root / "full", "--again")
    editor = Editor(root / "docs", random.Random(seed))
    done: list[str] = []
    try:
        for _ in range(EDITS):
            done.append(editor.edit())
            preview.start_rebuild()
            full.start_rebuild()
            log = preview.finish()
            assert log[-1] == "built", f"seed {seed}, after {done}:\n" + "\n".join(log)
            assert full.finish()[-1] == "built"
            want, got = files_of(root / "full"), files_of(root / "preview")
            missing = sorted(set(want) - set(got))
            differ = sorted(path for path in want if path in got and got[path] != want[path])
            stale = sorted(set(got) - set(want))
            assert (missing, differ, stale) == ([], [], []), (
                f"seed {seed}, after edits {done}: missing, different, stale"
            )
    finally:
        preview.close()
        full.close()
