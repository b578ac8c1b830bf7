"""Input written to hurt the build (issue 28) is refused with a warning, read in bounded time and
memory, and never published by mistake: the pure functions behind each rule."""

from __future__ import annotations

import time
from zoneinfo import ZoneInfo

import pytest
import yaml

from coursebook import yamlread
from coursebook.authors import parse_authors
from coursebook.catalog import build_catalog
from coursebook.document import Document
from coursebook.frontmatter import read_front_matter
from coursebook.redirects import is_address, plan_redirects
from coursebook.schema import TERMS_PER_POST, PostMeta, check
from coursebook.slugs import is_device_name
from coursebook.terms import parse_terms

ZONE = ZoneInfo("Asia/Shanghai")


def laughs(depth: int = 8, key: str = "title") -> str:
    """The "billion laughs": each level lists the one below nine times (9**depth values)."""
    lines = ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    lines += [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, depth + 1)]
    return "\n".join([*lines, f"{key}: *l{depth}"])


def test_a_billion_laughs_in_front_matter_is_refused_at_once_naming_the_aliases():
    started = time.perf_counter()
    meta, body, error = read_front_matter(f"---\n{laughs()}\ndate: 2026-01-01\n---\n# Kept\n")
    assert time.perf_counter() - started < 1  # generous: the refusal reads 1 KB, it does not expand 43 million
    assert meta == {} and error == "not read: its aliases (*name) repeat more than 10,000 values"
    assert "# Kept" in body  # nothing a writer wrote is dropped


def test_aliases_used_as_writers_use_them_are_read():
    meta, _, error = read_front_matter("---\nbase: &b {title: x, venue: y}\nsource: *b\ntags: &t [a, b]\nx: *t\n---\n")
    assert error is None and meta["source"] == {"title": "x", "venue": "y"} and meta["x"] == ["a", "b"]


def test_a_list_that_holds_itself_counts_as_too_large_rather_than_looping():
    looped: list = [1]
    looped.append(looped)
    assert yamlread.expanded_size(looped) > yamlread.MOST_VALUES
    assert read_front_matter("---\na: &x [1, *x]\n---\n")[2] is not None


def test_a_deeply_nested_value_is_counted_without_exhausting_the_stack():
    nested: list = []
    for _ in range(100_000):
        nested = [nested]
    assert yamlread.expanded_size(nested) > yamlread.MOST_VALUES


@pytest.mark.parametrize("text", ["{}", "[]", "a: 1", "a: [1, [2, {b: 3}]]"])
def test_expanded_size_counts_every_value(text):
    data = yaml.safe_load(text)
    assert yamlread.expanded_size(data) == {"{}": 1, "[]": 1, "a: 1": 3, "a: [1, [2, {b: 3}]]": 9}[text]


def test_duplicate_keys_of_tags_yml_and_authors_are_named_and_the_last_one_used():
    pairs, problems = parse_terms("训练: training\n通信: communication\n训练: train\n")
    assert pairs["训练"] == "train"
    assert [(p.src_uri, p.key) for p in problems] == [("tags.yml", "训练")] and "twice" in problems[0].message
    authors, problems = parse_authors("authors:\n  lin:\n    name: Lin\n  lin:\n    name: Qiao\n")
    assert authors["lin"].name == "Qiao"
    assert [(p.src_uri, p.key) for p in problems] == [("blog/.authors.yml", "lin")]


def test_a_laughing_tags_yml_is_not_read():
    _, problems = parse_terms(laughs(key="通信"))
    assert problems and "repeat more than" in problems[0].message


@pytest.mark.parametrize(
    ("front", "draft"),
    [
        ("draft: true", True),
        ("draft: yes please", True),  # not false: when in doubt, do not publish
        ("draft: false", False),
        ("title: x", False),
        ("draft: true\ntitle: [unclosed", True),  # unreadable, yet it says draft
        ("Draft: TRUE\ntitle: [unclosed", True),
        ("draft: false\ntitle: [unclosed", False),
        ("title: [unclosed", False),
    ],
)
def test_a_page_that_says_draft_is_one_even_when_its_front_matter_cannot_be_read(front, draft):
    assert Document("about.md", f"---\n{front}\n---\nText\n").says_draft is draft


def test_a_landing_page_that_says_draft_in_broken_front_matter_is_a_draft():
    landing = Document("series/infra.md", "---\ndraft: true\ntitle: [x\n---\nIntro\n")
    catalog = build_catalog([landing], {}, ZONE)
    assert catalog.series[0].draft


def test_a_post_at_the_address_of_a_page_moves_and_the_page_keeps_it():
    page = Document("blog/foo.md", "# A page\n")
    post = Document("blog/posts/p.md", "---\ntitle: P\ndate: 2026-01-01\nslug: foo\n---\nText\n")
    catalog = build_catalog([page, post], {}, ZONE)
    assert catalog.posts[0].url.startswith("blog/foo-") and catalog.posts[0].url != "blog/foo/"
    [problem] = catalog.problems
    assert (problem.src_uri, problem.key) == ("blog/posts/p.md", "slug") and "blog/foo.md" in problem.message


@pytest.mark.parametrize("name", ["CON", "con", "aux.txt", "NUL.tar.gz", "com1", "LPT9.md", " prn "])
def test_names_windows_keeps_for_devices_are_known(name):
    assert is_device_name(name)


@pytest.mark.parametrize("name", ["console", "auxiliary", "com", "nullable", "lpt", "icon.png"])
def test_names_that_only_begin_like_a_device_are_fine(name):
    assert not is_device_name(name)


def test_a_device_name_is_no_slug_and_no_redirect():
    post = Document("blog/posts/p.md", "---\ntitle: P\ndate: 2026-01-01\nslug: aux\naliases: [/old/con/]\n---\n")
    catalog = build_catalog([post], {}, ZONE)
    assert [p.key for p in catalog.problems] == ["slug"] and catalog.posts[0].url == "blog/p/"
    redirects, problems = plan_redirects(list(catalog.posts), set())
    assert redirects == [] and "device" in problems[0].message


def test_a_post_named_after_a_device_gets_another_slug():
    catalog = build_catalog([Document("blog/posts/con.md", "---\ntitle: C\ndate: 2026-01-01\n---\n")], {}, ZONE)
    assert catalog.posts[0].url == "blog/con-post/" and catalog.problems[0].key == "slug"


@pytest.mark.parametrize(
    ("entry", "vault", "address"),
    [
        ("/posts/old/", True, True),
        ("https://old.example/p/", True, True),
        ("old.html", True, True),
        ("TCP/IP", True, False),  # a note's other name, in a vault
        ("ZeRO notes", True, False),
        ("posts/old", False, True),  # Hugo's relative alias, in a post not written for Obsidian
        ("ZeRO notes", False, False),
    ],
)
def test_an_alias_with_a_slash_is_a_name_in_a_vault_and_an_address_elsewhere(entry, vault, address):
    assert is_address(entry, vault) is address


def test_tags_beyond_the_bound_are_cut_with_a_warning():
    values, errors = check(PostMeta, {"tags": [f"t{i}" for i in range(1000)], "aliases": ["/x/"] * 1000})
    assert len(values["tags"]) == TERMS_PER_POST
    assert dict(errors)["tags"] == f"1000 names, more than {TERMS_PER_POST}; the first {TERMS_PER_POST} are used"
    assert values["aliases"] == [] and "aliases" in dict(errors)


@pytest.mark.parametrize("key", ["slug", "status", "date", "tags"])
def test_a_wrong_value_is_named_short_whatever_its_size(key):
    _, errors = check(PostMeta, {key: "x," * 100_000})
    assert errors and all(len(message) < 300 for _, message in errors), errors
