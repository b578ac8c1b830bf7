"""Next reading under a post outside a series (coursebook/indexes.py)."""

from __future__ import annotations

from datetime import UTC, datetime

from coursebook.indexes import Listed, group_by_term, next_reading
from coursebook.model import Post
from coursebook.terms import Vocabulary


def post(name: str, day: int, tags=(), categories=(), series=None, lang="zh") -> Post:
    return Post(
        f"blog/posts/{name}.md",
        lang,
        name,
        datetime(2026, 9, day, tzinfo=UTC),
        name,
        f"blog/{name}/",
        1,
        tags=list(tags),
        categories=list(categories),
        series=series,
    )


def test_neighbours_by_date_and_related_by_shared_tags_then_category():
    posts = [  # newest first, as a listing is
        post("f", 9, tags=["b"]),
        post("e", 8, tags=["a", "b"]),
        post("d", 7),
        post("here", 6, tags=["a", "b"], categories=["notes"]),
        post("c", 5),
        post("b", 4, categories=["notes"]),
        post("a", 3, tags=["a"]),
        post("z", 2, tags=["a", "b"]),
    ]
    listed = [Listed(p, foreign=False) for p in posts]
    reading = read_next(posts[3], listed)
    assert (reading.newer.post.slug, reading.older.post.slug) == ("d", "c")
    # Two shared tags first (newest first among equals), then one, then the category only.
    assert [entry.post.slug for entry in reading.related] == ["e", "z", "f"]


def test_a_post_with_nothing_in_common_has_no_related_posts():
    posts = [post("b", 5, tags=["x"]), post("a", 4, tags=["y"])]
    reading = read_next(posts[0], [Listed(p, foreign=False) for p in posts])
    assert reading.related == () and reading.newer is None and reading.older.post.slug == "a"


def read_next(post: Post, listed: list[Listed], pairs: dict[str, str] | None = None):
    """next_reading with the groups the build hands it: the reader's posts under each of the
    post's tags, categories and its series."""
    words = Vocabulary(
        pairs or {},
        ((name, entry.post.lang) for entry in listed for name in [*entry.post.tags, *entry.post.categories]),
    )

    def groups(attribute: str) -> list[list[str]]:
        by_term = {group.term: group.entries for group in group_by_term(listed, attribute, words, post.lang)}
        terms = dict.fromkeys(words.term(name) for name in getattr(post, attribute))
        return [[entry.post.src_uri for entry in by_term[term]] for term in terms]

    series = [[entry.post.src_uri for entry in listed if entry.post.series == post.series]] if post.series else []
    order = {entry.post.src_uri: place for place, entry in enumerate(listed)}
    return next_reading(post, listed, order, groups("tags"), groups("categories") + series)


def test_a_tag_named_in_the_other_language_is_shared():
    # An untranslated English post in a Chinese reader's listing, tagged with the English name.
    posts = [
        post("newer", 6),
        post("here", 5, tags=["通信"]),
        post("older", 4),
        post("english", 3, tags=["Communication"], lang="en"),
    ]
    listed = [Listed(p, foreign=p.lang == "en") for p in posts]
    assert read_next(posts[1], listed).related == ()
    related = read_next(posts[1], listed, {"通信": "communication"}).related
    assert [entry.post.slug for entry in related] == ["english"]
