"""The search index (coursebook/features/search.py) of a small site: exactly the published pages, Material's
`search:` keys honoured, and a clear warning instead of a traceback when Pagefind is missing
or Material's own search plugin is still configured."""

from __future__ import annotations

import sys
from pathlib import Path

from sitebuild import make_site, run_build, search_fragments

PAGES = {
    "index.md": "# 首页\n\n欢迎。\n",
    "about.md": "# 关于\n\n写作者的自我介绍，提到袋鼠。\n",
    "boosted.md": "---\nsearch:\n  boost: 3\n---\n\n# 重点\n\n袋鼠在这里更重要。\n",
    "hidden.md": "---\nsearch:\n  exclude: true\n---\n\n# 隐藏\n\n这一页不进索引，袋鼠也不。\n",
    "blog/posts/kangaroo.md": "---\ntitle: 袋鼠的跳跃\ndate: 2026-09-01\ntags: [动物]\n---\n\n袋鼠跳得很远。\n",
    "blog/posts/draft.md": "---\ntitle: 草稿里的袋鼠\ndate: 2026-09-02\ndraft: true\n---\n\n还没写完的袋鼠。\n",
    "blog/posts/future.md": "---\ntitle: 未来的袋鼠\ndate: 2099-01-01\n---\n\n定时发布的袋鼠。\n",
    "en/index.md": "# Home\n\nWelcome.\n",
    "en/blog/posts/kangaroo.md": "---\ntitle: How kangaroos jump\ndate: 2026-09-01\n---\n\nKangaroos jump far.\n",
}


def site(root: Path, plugins: tuple[str, ...] = ()) -> Path:
    return make_site(root, PAGES, "site_url: https://example.org/\n", features=("i18n", "search"), plugins=plugins)


def test_exactly_the_published_pages_with_material_search_keys(tmp_path):
    build = run_build(site(tmp_path), tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    fragments = {fragment["url"]: fragment for fragment in search_fragments(build.site)}
    assert sorted(fragments) == ["/about/", "/blog/kangaroo/", "/boosted/", "/en/blog/kangaroo/"]
    assert fragments["/en/blog/kangaroo/"]["lang"] == "en" and fragments["/blog/kangaroo/"]["lang"] == "zh-cn"
    assert fragments["/blog/kangaroo/"]["filters"] == {"tag": ["动物"]}
    assert 'data-pagefind-weight="3"' in (build.site / "boosted/index.html").read_text(encoding="utf-8")
    assert "data-pagefind-body" not in (build.site / "hidden/index.html").read_text(encoding="utf-8")


def test_without_pagefind_the_build_says_what_to_run(tmp_path):
    config = make_site(tmp_path / "project", PAGES, features=("i18n", "search"), plugins=())
    build = run_build(config, tmp_path / "site", "--strict", engine="elsewhere")  # no node_modules/ above it
    assert build.returncode == 1
    assert "Search: Pagefind not found in node_modules/: run `npm ci`" in build.log
    assert "Traceback" not in build.log


def test_material_search_plugin_left_on_is_named(tmp_path):
    build = run_build(site(tmp_path, plugins=("search",)), tmp_path / "site")
    assert build.returncode == 0, build.log
    assert "mkdocs.yml: `search` under `plugins:` is Material's search" in build.log


def test_pagefind_stopping_half_way_is_a_warning_not_a_traceback(tmp_path):
    # A Pagefind that says something and stops before answering (a broken install, memory
    # running out): the pages are built, the site has no index, and the warning says why.
    broken = tmp_path / "pagefind"
    broken.write_text("#!/bin/sh\necho 'out of memory' >&2\nexit 3\n", encoding="utf-8")
    broken.chmod(0o755)
    build = run_build(site(tmp_path), tmp_path / "site", env={"PAGEFIND_EXTENDED_BINARY_PATH": str(broken)})
    assert build.returncode == 0, build.log
    assert "Search: Pagefind could not index the site: out of memory" in build.log
    assert "Traceback" not in build.log
    assert (build.site / "blog/kangaroo/index.html").is_file() and not (build.site / "pagefind").exists()
    assert not list(build.site.glob(".pagefind-*"))  # no half-written index left behind


FAKE_PAGEFIND = r"""#!/usr/bin/env python3
# Pagefind's service protocol, answered as a busy Pagefind may: pairs out of order, one page refused.
import base64, json, os, sys
held, buffer = [], b""
def reply(number, payload):
    sys.stdout.buffer.write(base64.b64encode(json.dumps({"message_id": number, "payload": payload}).encode()) + b",")
    sys.stdout.flush()
while chunk := os.read(0, 65536):
    buffer += chunk
    while b"," in buffer:
        raw, buffer = buffer.split(b",", 1)
        message = json.loads(base64.b64decode(raw))
        number, payload = message["message_id"], message["payload"]
        if payload["type"] == "NewIndex":
            reply(number, {"type": "NewIndex", "index_id": 0})
        elif payload["type"] == "AddFile":
            refused = "袋鼠跳得很远" in payload["file_contents"]
            held.append((number, {"type": "Error", "message": "cannot parse"} if refused else {"type": "IndexedFile"}))
            if len(held) == 2:  # the second page's answer first
                for answer in reversed(held):
                    reply(*answer)
                held = []
        elif payload["type"] == "WriteFiles":
            for answer in reversed(held):
                reply(*answer)
            with open(os.path.join(payload["output_path"], "pagefind-entry.json"), "w") as entry:
                entry.write("{}")
            reply(number, {"type": "WriteFiles", "output_path": payload["output_path"]})
"""


def test_a_page_pagefind_refuses_is_named_and_the_rest_is_indexed(tmp_path):
    # Replies come back out of order; the one refused is matched to its page by its message number.
    fake = tmp_path / "pagefind"
    fake.write_text(FAKE_PAGEFIND.replace("#!/usr/bin/env python3", f"#!{sys.executable}"), encoding="utf-8")
    fake.chmod(0o755)
    build = run_build(site(tmp_path), tmp_path / "site", env={"PAGEFIND_EXTENDED_BINARY_PATH": str(fake)})
    assert build.returncode == 0, build.log
    warnings = [line for line in build.log.splitlines() if "Search: Pagefind could not index" in line]
    assert len(warnings) == 1 and "blog/kangaroo/index.html: cannot parse" in warnings[0], build.log
    assert (build.site / "pagefind/pagefind-entry.json").is_file()
    assert "Traceback" not in build.log


def test_a_formula_is_searched_and_shown_as_text_and_the_page_keeps_its_mathml(tmp_path):
    pages = {
        "index.md": "# 首页\n",
        "blog/posts/rate.md": (
            "---\ntitle: 吞吐\ndate: 2026-09-01\n---\n\n吞吐是 $B = N \\cdot \\frac{s}{t}$，且 $x < y$。\n"
        ),
    }
    config = make_site(tmp_path, pages, "site_url: https://example.org/\n", features=("search", "formulas"), plugins=())
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    [post] = [fragment for fragment in search_fragments(build.site) if fragment["url"] == "/blog/rate/"]
    assert "B = N ·s/t" in post["content"] and "x < y" in post["content"], post["content"]
    assert "N⋅st" not in post["content"]  # MathML's text: the fraction's bar lost
    html = (build.site / "blog/rate/index.html").read_text(encoding="utf-8")
    assert "<mfrac>" in html and 'class="katex-mathml"' in html  # what screen readers read


def test_pagefind_stopping_while_it_writes_the_index_fails_strict_and_the_feeds_are_written(tmp_path):
    # The index is written while the feeds are (features/search.py): a Pagefind that stops
    # then is still reported before the build ends, so --strict stops on it.
    fake = tmp_path / "pagefind"
    stopping = FAKE_PAGEFIND.replace(
        'elif payload["type"] == "WriteFiles":',
        'elif payload["type"] == "WriteFiles":\n            sys.stderr.write("disk full\\n"); sys.exit(5)',
    ).replace("#!/usr/bin/env python3", f"#!{sys.executable}")
    fake.write_text(stopping, encoding="utf-8")
    fake.chmod(0o755)
    config = make_site(tmp_path, PAGES, "site_url: https://example.org/\n", features=("i18n", "search", "feeds"))
    build = run_build(config, tmp_path / "site", "--strict", env={"PAGEFIND_EXTENDED_BINARY_PATH": str(fake)})
    assert build.returncode == 1, build.log
    assert "Search: Pagefind could not index the site: disk full" in build.log
    assert "Aborted with" in build.log and "Traceback" not in build.log
    assert "袋鼠的跳跃" in (build.site / "feed.xml").read_text(encoding="utf-8")
    assert not (build.site / "pagefind").exists() and not list(build.site.glob(".pagefind-*"))


def test_a_course_landing_page_is_searched_by_the_tags_all_its_parts_carry(tmp_path):
    pages = {
        "index.md": "# 首页\n\n欢迎。\n",
        "en/index.md": "# Home\n\nWelcome.\n",
        "tags.yml": "动物: animals\n跳跃: jumping\n",
        "series/zoo.md": "---\ntitle: 动物园手册\ndescription: 两课讲完。\nparts: 2\n---\n\n# 动物园手册\n\n两课。\n",
        "blog/posts/one.md": (
            "---\ntitle: 第一课\ndate: 2026-09-01\nseries: zoo\npart: 1\ntags: [动物, 跳跃]\n---\n\n袋鼠。\n"
        ),
        "blog/posts/two.md": (
            "---\ntitle: 第二课\ndate: 2026-09-02\nseries: zoo\npart: 2\ntags: [animals]\n---\n\n考拉。\n"
        ),
    }
    config = make_site(
        tmp_path, pages, "site_url: https://example.org/\n", features=("i18n", "series", "search"), plugins=("tags",)
    )
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    landing = next(f for f in search_fragments(build.site) if f["url"] == "/series/zoo/")
    # Both parts carry 动物 (one names it in English): the landing page is found by it in either
    # language, and as a course in either ("animals course"). Only one carries 跳跃: that is the
    # lesson's, not the course's.
    assert "动物" in landing["meta"]["about"] and "课程" in landing["meta"]["about"]
    assert landing["meta"]["terms"] == "animals · course · series · tutorial"
    assert "跳跃" not in landing["meta"]["about"] and "jumping" not in landing["content"]
    # Its description, apart from its tags: search weighs a word named only there less when another
    # page has it in its title (search.js, describedInPassing).
    assert landing["meta"]["described"] == "两课讲完。" and "两课讲完" not in landing["meta"]["about"]
