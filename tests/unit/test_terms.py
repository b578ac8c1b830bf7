"""Tags and categories in two languages (coursebook/terms.py) and their groups (coursebook/indexes.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from coursebook.indexes import Listed, group_by_term
from coursebook.model import Post
from coursebook.terms import Vocabulary, parse_terms


def post(name: str, lang: str, tags=(), categories=()) -> Post:
    path = f"blog/posts/{name}.md" if lang == "zh" else f"en/blog/posts/{name}.md"
    return Post(
        path,
        lang,
        name,
        datetime(2026, 9, 1, tzinfo=UTC),
        name,
        path,
        "",
        1,
        tags=list(tags),
        categories=list(categories),
    )


def test_a_mapped_term_has_both_names_and_an_english_slug():
    pairs, problems = parse_terms("通信: communication\n训练基础设施: Training infrastructure\n")
    assert problems == []
    words = Vocabulary(pairs, [("通信", "zh"), ("Communication", "en"), ("training infrastructure", "en")])
    assert words.term("通信") is words.term("COMMUNICATION")
    assert (words.term("通信").slug, words.term("通信").name_in("en"), words.term("通信").name_in("zh")) == (
        "communication",
        "communication",
        "通信",
    )
    assert words.term("Training Infrastructure").slug == "training-infrastructure"


def test_an_unmapped_term_keeps_its_name_in_both_languages_with_a_pinyin_slug():
    words = Vocabulary({}, [("值班", "zh"), ("NCCL", "zh"), ("nccl", "zh")])
    assert (words.term("值班").name_in("en"), words.term("值班").slug) == ("值班", "zhi-ban")
    assert words.term("nccl") is words.term("NCCL") and words.term("nccl").name_in("zh") == "NCCL"  # as first written
    # Each language's own posts' spelling: an English #nccl does not rename a Chinese post's NCCL.
    mixed = Vocabulary({}, [("nccl", "en"), ("NCCL", "zh")]).term("NCCL")
    assert (mixed.name_in("zh"), mixed.name_in("en")) == ("NCCL", "nccl")
    assert Vocabulary({}, [("MoE", "zh")]).term("moe").name_in("en") == "MoE"  # else as the other language writes it
    assert words.term("never used") is None and words.name_in("never used", "en") == "never used"


def test_terms_whose_slugs_collide_get_distinct_stable_ones():
    words = Vocabulary({}, [("C++", "zh"), ("C", "zh"), ("!!!", "zh")])
    assert words.term("C").slug == "c"
    assert words.term("C++").slug.startswith("c-") and words.term("!!!").slug.startswith("term-")
    assert (
        Vocabulary({}, [("C++", "zh"), ("C#", "zh"), ("C", "en")]).term("C++").slug == words.term("C++").slug
    )  # a new tag changes no address


@pytest.mark.parametrize(
    ("text", "key", "message"),
    [
        ("通信: [a, b]\n", "通信", "expected 'Chinese name: English name'"),
        ("communication: 通信\n", "communication", "the Chinese name comes first: write 通信: communication"),
        ("通信: communication\n交流: Communication\n", "交流", "'Communication' is already the English name of '通信'"),
        ("- 通信\n", "tags", "expected 'Chinese name: English name'"),
        ("通信: [communication\n", "tags", "not valid YAML"),
    ],
)
def test_each_mistake_in_the_mapping_names_the_file_and_the_key(text, key, message):
    _pairs, (problem,) = parse_terms(text)
    assert (problem.src_uri, problem.key) == ("tags.yml", key)
    assert message in problem.message


def test_a_valid_line_survives_a_wrong_one():
    pairs, problems = parse_terms("通信: communication\n显存:\n")
    assert pairs == {"通信": "communication"} and len(problems) == 1


def test_a_term_in_either_language_is_one_group_named_in_the_readers_language():
    posts = [
        post("a", "zh", tags=["通信", "值班"]),
        post("b", "en", tags=["communication", "NCCL"]),
        post("c", "zh", tags=["通信", "communication"]),
    ]
    words = Vocabulary({"通信": "communication"}, [(tag, p.lang) for p in posts for tag in p.tags])
    listed = [Listed(p, foreign=p.lang == "en") for p in posts]
    groups = group_by_term(listed, "tags", words, "zh")
    assert [(g.name, g.count) for g in groups] == [("通信", 3), ("NCCL", 1), ("值班", 1)]  # c counted once
    assert [g.name_lang for g in groups] == ["zh", "en", "zh"]  # NCCL: only an English post uses it
    english = group_by_term([Listed(p, foreign=p.lang == "zh") for p in posts], "tags", words, "en")
    assert english[0].name == "communication" and english[0].term is groups[0].term
