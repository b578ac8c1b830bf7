"""Whatever a writer puts in front matter, the catalog answers with problems, never a traceback."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from coursebook.catalog import SourceFile, build_catalog
from coursebook.model import Author

KEYS = [
    "title",
    "date",
    "description",
    "slug",
    "tags",
    "categories",
    "authors",
    "series",
    "part",
    "draft",
    "source",
    "status",
    "readtime",
    "parts",
    "aliases",  # a wrong one was a TypeError in the catalog until issue 28's tests added it here
    "redirect_from",
    "image",
    "translation",
    "obsidian",
    "updated",
    "created",
    "x",
]
ODDITIES = [
    "title: [unclosed",
    "date: 2026-02-30",
    "date: 2026-13-45 25:61",
    "title: &a x\ndate: *a",
    "? [a, b]\n: c",
    "title: !!binary aGVsbG8=",
    "\ttitle: tab",
    "title: 'it''s'",
    'title: "\\u0000"',
    "date: 1e400",
    "part: 99999999999999999999999",
    "- just\n- a list",
    "just a string",
    "title: |\n  multi\n  line",
    "{}",
    "tags: {a: b}",
    "date: {created: 2026-01-01, updated: nope}",
    "source: [1, 2]",
    "title: " + "长" * 5000,
]

# Text written to hurt (issue 41): markup, names alike but for case or Unicode form, a
# backslash, a partial as a page's template, an address the build writes itself.
HOSTILE_TEXT = [
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(2)>",
    "Hello",
    "hello",
    "Caf\u00e9",
    "Cafe\u0301",
    "..\\..\\escape",
    "/TAGS/x/",
    "/404.HTML",
    "partials/series-box.html",
]
hostile_texts = st.sampled_from(HOSTILE_TEXT) | st.text(max_size=20)
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=True),
    st.text(max_size=40),
    st.dates().map(str),
    st.sampled_from(["2026-08-30", "2026-08-30 12:00", "2026-08-30T12:00:00+08:00", "infra", "to-read"]),
    st.sampled_from(HOSTILE_TEXT),
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
# A reading note's work, each field generated (its authors and venue are printed in lists).
sources = st.fixed_dictionaries(
    {"title": hostile_texts, "authors": st.lists(hostile_texts, max_size=4) | hostile_texts, "venue": hostile_texts}
)
front_matters = st.one_of(
    st.dictionaries(st.sampled_from(KEYS), values, max_size=8).map(lambda d: yaml.safe_dump(d, allow_unicode=True)),
    st.fixed_dictionaries(
        {"title": hostile_texts, "date": st.just("2026-08-30"), "source": sources},
        optional={
            "tags": st.lists(hostile_texts, max_size=3),
            "slug": hostile_texts,
            "aliases": st.lists(hostile_texts),
        },
    ).map(lambda d: yaml.safe_dump(d, allow_unicode=True)),
    st.sampled_from(ODDITIES),
    st.text(max_size=200),
)
paths = st.sampled_from(
    ["blog/posts/a.md", "blog/posts/2026/b.md", "en/blog/posts/a.md", "series/infra.md", "en/series/infra.md"]
)


@settings(max_examples=400, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(st.tuples(paths, front_matters, st.text(max_size=300)), min_size=1, max_size=5, unique_by=lambda t: t[0])
)
def test_any_front_matter_gives_problems_naming_files_never_an_exception(files):
    sources = [SourceFile(path, f"---\n{front}\n---\n{body}") for path, front, body in files]
    catalog = build_catalog(sources, {"lq": Author("lq", "Lin")}, ZoneInfo("Asia/Shanghai"))
    names = {path for path, _, _ in files}
    for problem in catalog.problems:
        assert problem.src_uri in names and problem.key and problem.message
    for post in catalog.posts:
        assert post.url.isascii() and post.date.tzinfo is not None and post.readtime >= 1
