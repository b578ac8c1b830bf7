"""The catalog: one test per kind of content mistake, each checking that the
message names the file and the key, as a writer reads it in the build log."""

from __future__ import annotations

from zoneinfo import ZoneInfo

import pytest

from coursebook.authors import parse_authors
from coursebook.catalog import SourceFile, build_catalog
from coursebook.model import Author
from coursebook.pages import page_kind
from coursebook.site import Reread, load_site
from coursebook.sources import Sources

ZONE = ZoneInfo("Asia/Shanghai")
AUTHORS = {"lq": Author("lq", "Lin Qiao")}
SERIES = SourceFile("series/infra.md", "---\ntitle: Infra\nparts: 4\n---\nIntro\n")


def post(path: str, front: str, body: str = "Body text.") -> SourceFile:
    return SourceFile(path, f"---\n{front}\n---\n\n{body}\n")


def problems_of(*sources: SourceFile) -> list[str]:
    return [str(p) for p in build_catalog([SERIES, *sources], AUTHORS, ZONE).problems]


@pytest.mark.parametrize(
    ("front", "key", "says"),
    [
        ("date: 2026-08-30", "title", "missing"),
        ("title: ''\ndate: 2026-08-30", "title", "empty"),
        ("title: T", "date", "missing"),
        ("title: T\ndate: 2026-02-30", "date", "not a date"),
        ("title: T\ndate: next week", "date", "2026-08-30 12:00"),
        ("title: T\ndate: {created: 2026-08-30, edited: 2026-09-01}", "date", "edited"),
        ("title: T\ndate: 2026-08-30\nseries: nope", "series", "unknown series 'nope'"),
        ("title: T\ndate: 2026-08-30\nauthors: [lq, ghost]", "authors", "unknown author 'ghost'"),
        ("title: T\ndate: 2026-08-30\nstatus: reading", "status", "to-read, in-progress, done"),
        ("title: T\ndate: 2026-08-30\nseries: infra\npart: 0", "part", "1 or more"),
        ("title: T\ndate: 2026-08-30\npart: 2", "part", "needs a series"),
        ("title: T\ndate: 2026-08-30\ntags: python, ml", "tags", "expected a list"),
        ("title: T\ndate: 2026-08-30\ndraft: maybe", "draft", "true or false"),
        ("title: T\ndate: 2026-08-30\nslug: 显存", "slug", "not an ASCII slug"),
        ("title: T\ndate: 2026-08-30\nreadtime: -3", "readtime", "1 or more"),
        ("title: T\ndate: 2026-08-30\nsource: {url: 'https://arxiv.org'}", "source", "'title': missing"),
    ],
)
def test_each_mistake_names_file_and_key(front, key, says):
    found = problems_of(post("blog/posts/2026/x.md", front))
    assert len(found) == 1, found
    assert found[0].startswith(f"blog/posts/2026/x.md: '{key}': ")
    assert says in found[0]


def test_broken_yaml_is_a_warning_with_the_line_not_a_traceback():
    found = problems_of(SourceFile("blog/posts/bad.md", "---\ntitle: [oops\ndate: 2026-08-30\n---\nText\n"))
    assert found == [found[0]] and found[0].startswith(
        "blog/posts/bad.md: 'front matter': front matter is not valid YAML at line"
    )


def test_front_matter_that_is_not_a_mapping():
    found = problems_of(SourceFile("blog/posts/list.md", "---\n- a\n- b\n---\nText\n"))
    assert found == ["blog/posts/list.md: 'front matter': front matter must be a mapping of keys, got list"]


def test_two_posts_with_the_same_part_in_one_language():
    found = problems_of(
        post("blog/posts/a.md", "title: A\ndate: 2026-08-30\nseries: infra\npart: 2"),
        post("blog/posts/b.md", "title: B\ndate: 2026-08-31\nseries: infra\npart: 2"),
    )
    assert found == ["blog/posts/b.md: 'part': part 2 of 'infra' is also blog/posts/a.md"]


def test_same_part_in_two_languages_or_in_a_draft_is_fine():
    assert (
        problems_of(
            post("blog/posts/a.md", "title: A\ndate: 2026-08-30\nseries: infra\npart: 2"),
            post("en/blog/posts/a.md", "title: A\ndate: 2026-08-30\nseries: infra\npart: 2"),
            post("blog/posts/c.md", "title: C\ndate: 2026-08-30\nseries: infra\npart: 2\ndraft: true"),
        )
        == []
    )


def test_series_page_without_title_and_with_bad_status():
    found = problems_of(SourceFile("series/ml.md", "---\nstatus: finished\n---\nIntro\n"))
    assert found == [
        "series/ml.md: 'title': missing: this key is required",
        "series/ml.md: 'status': 'finished' is not one of: ongoing, complete",
    ]


def test_every_mistake_of_a_file_is_reported_not_only_the_first():
    found = problems_of(post("blog/posts/x.md", "title: 3.5\ndate: 2026-08-30\nstatus: x\ntags: {y: 1}\npart: 0"))
    assert [p.split("'")[1] for p in found] == ["tags", "part", "status"]


def test_unknown_keys_pass_silently_for_material():
    assert problems_of(post("blog/posts/x.md", "title: T\ndate: 2026-08-30\npin: true\nhide: [toc]")) == []


@pytest.mark.parametrize(
    ("path", "front", "url"),
    [
        ("blog/posts/memory.md", "", "blog/memory/"),
        ("blog/posts/2026/deep/memory.md", "", "blog/memory/"),
        ("en/blog/posts/memory.md", "", "en/blog/memory/"),
        ("blog/posts/memory.md", "\nslug: gpu-memory", "en/blog/gpu-memory/".removeprefix("en/")),
    ],
)
def test_urls_come_from_the_file_name_or_slug_never_the_folder(path, front, url):
    catalog = build_catalog([post(path, "title: 显存账\ndate: 2026-08-30" + front)], {}, ZONE)
    assert catalog.problems == ()
    assert catalog.posts[0].url == url


def test_chinese_file_name_gets_a_stable_ascii_url_and_a_warning():
    catalog = build_catalog([post("blog/posts/显存账.md", "title: 显存账\ndate: 2026-08-30")], {}, ZONE)
    again = build_catalog([post("blog/posts/显存账.md", "title: 显存账\ndate: 2026-08-30")], {}, ZONE)
    assert catalog.posts[0].url.isascii() and catalog.posts[0].url == again.posts[0].url
    assert str(catalog.problems[0]).startswith("blog/posts/显存账.md: 'slug': ")


def test_two_posts_with_one_url_both_survive():
    catalog = build_catalog(
        [
            post("blog/posts/2025/notes.md", "title: A\ndate: 2025-01-01"),
            post("blog/posts/2026/notes.md", "title: B\ndate: 2026-01-01"),
        ],
        {},
        ZONE,
    )
    assert len({p.url for p in catalog.posts}) == 2
    assert [str(p).split(":")[0] for p in catalog.problems] == ["blog/posts/2026/notes.md"]
    assert "same URL as blog/posts/2025/notes.md" in str(catalog.problems[0])


def test_post_fields():
    text = (
        "title: 显存账\ndate: {created: 2026-09-07 12:00, updated: 2026-09-08}\nauthors: [lq]\ntags: [显存, 2026]\n"
        "series: infra\npart: 1\nreadtime: 7\nsource: {title: ZeRO, authors: [A, B], venue: SC}\nstatus: done"
    )
    (built,) = build_catalog([SERIES, post("blog/posts/m.md", text)], AUTHORS, ZONE).posts
    assert built.lang == "zh" and built.title == "显存账"
    assert built.date.isoformat() == "2026-09-07T12:00:00+08:00"
    assert built.updated.isoformat() == "2026-09-08T00:00:00+08:00"
    assert [a.name for a in built.authors] == ["Lin Qiao"]
    assert built.tags == ["显存", "2026"] and built.readtime == 7
    assert (built.series, built.part, built.status) == ("infra", 1, "done")
    assert built.source.title == "ZeRO" and built.source.authors == ("A", "B")


def test_posts_are_newest_first_and_undated_posts_are_left_out():
    catalog = build_catalog(
        [
            post("blog/posts/a.md", "title: A\ndate: 2026-01-01"),
            post("blog/posts/b.md", "title: B\ndate: 2026-03-01"),
            post("blog/posts/c.md", "title: C"),
        ],
        {},
        ZONE,
    )
    assert [p.title for p in catalog.posts] == ["B", "A"]
    assert [str(p) for p in catalog.problems] == [
        "blog/posts/c.md: 'date': missing: every post needs a date, e.g. date: 2026-08-30"
    ]


def test_urls_follow_use_directory_urls():
    sources = [
        SERIES,
        post("blog/posts/a.md", "title: A\ndate: 2026-01-01"),
        post("en/blog/posts/b.md", "title: B\ndate: 2026-01-01\nslug: bee"),
    ]
    assert [p.url for p in build_catalog(sources, {}, ZONE).posts] == ["en/blog/bee/", "blog/a/"]
    flat = build_catalog(sources, {}, ZONE, use_directory_urls=False)
    assert [p.url for p in flat.posts] == ["en/blog/bee.html", "blog/a.html"]
    assert flat.series[0].url == "series/infra.html"


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("blog/posts/a.md", "post"),
        ("en/blog/posts/2026/a.md", "post"),
        ("series/infra.md", "series"),
        ("en/series/infra.md", "series"),
        ("series/index.md", "series_index"),
        ("en/series/index.md", "series_index"),
        ("series/infra/extra.md", "page"),
        ("about.md", "page"),
        ("blog/index.md", "page"),
        ("index.md", "home"),
        ("en/index.md", "home"),
        ("en/archive.md", "archive"),
        ("tags.md", "terms"),
        ("notes.md", "notes"),
    ],
)
def test_page_kind(path, kind):
    assert page_kind(path) == kind


def test_authors_file_in_material_format():
    authors, problems = parse_authors(
        "authors:\n  lq:\n    name: Lin\n    avatar: a.png\n  bad:\n    description: no name\n"
    )
    assert authors["lq"].name == "Lin" and authors["lq"].avatar == "a.png"
    assert [str(p) for p in problems] == ["blog/.authors.yml: 'authors.bad.name': missing: this key is required"]


@pytest.mark.parametrize("text", ["authors: [a, b]", "authors:\n  x: [1\n", "- 1"])
def test_broken_authors_file_is_one_warning(text):
    authors, problems = parse_authors(text)
    assert authors == {} and len(problems) == 1 and str(problems[0]).startswith("blog/.authors.yml: 'authors")


@pytest.mark.parametrize(
    ("body", "title", "problems"),
    [
        ("# From the heading\n\nText.", "From the heading", []),
        ("```bash\n# not a heading\n```\n\n# The heading\n", "The heading", []),
        ("Text only.", "a", ["blog/posts/a.md: 'title': missing: write title: …, or start the post with a # heading"]),
    ],
)
def test_a_post_without_title_takes_its_first_heading(body, title, problems):
    catalog = build_catalog([post("blog/posts/a.md", "date: 2026-08-30", body)], {}, ZONE)
    assert catalog.posts[0].title == title
    assert [str(p) for p in catalog.problems] == problems


@pytest.mark.parametrize(
    ("name", "url", "warned"),
    [
        ("Internal links", "blog/internal-links/", False),
        ("My_Post (2)", "blog/my-post-2/", False),
        ("GPU-Memory", "blog/GPU-Memory/", False),
        ("显存账", "blog/xian-cun-zhang/", True),
        ("！？", None, True),
    ],
)
def test_file_names_become_ascii_urls(name, url, warned):
    catalog = build_catalog([post(f"blog/posts/{name}.md", "title: T\ndate: 2026-08-30")], {}, ZONE)
    assert catalog.posts[0].url == url or (url is None and catalog.posts[0].url.startswith("blog/post-"))
    assert bool(catalog.problems) is warned


def test_conventions_of_other_tools_are_read_with_their_meaning():
    front = (
        "title: T\ndate: 2021/3/4 10:20:30\nupdated: 2021-05-06 12:00:00 +0800\n"
        "category: 笔记\ncategories: [[机器学习, 强化学习], 论文]\ntags: RL, 价值函数，DQN\nhide: false"
    )
    catalog = build_catalog([post("blog/posts/a.md", front)], {}, ZONE)
    built = catalog.posts[0]
    assert built.date.isoformat() == "2021-03-04T10:20:30+08:00"
    assert built.updated is not None and built.updated.date().isoformat() == "2021-05-06"
    assert built.categories == ["机器学习 / 强化学习", "论文", "笔记"]
    assert built.tags == ["RL", "价值函数", "DQN"]
    assert [str(p) for p in catalog.problems] == [
        "blog/posts/a.md: 'tags': expected a list like [a, b]; read 'RL, 价值函数，DQN' as ['RL', '价值函数', 'DQN']"
    ]


def test_lastmod_is_the_updated_date():
    catalog = build_catalog([post("blog/posts/a.md", "title: T\ndate: 2021-03-04\nlastmod: 2022-01-02")], {}, ZONE)
    assert catalog.posts[0].updated.date().isoformat() == "2022-01-02" and catalog.problems == ()


def test_a_bad_date_hides_none_of_the_files_other_mistakes():
    found = problems_of(post("blog/posts/显存.md", "title: T\ndate: 2026-11-31\nseries: nope\nauthors: [ghost]"))
    assert [line.split(":")[1].strip() for line in found] == ["'date'", "'slug'", "'authors'", "'series'"]
    assert "'2026-11-31' is not a date" in found[0]
    assert "the file name '显存' is not ASCII" in found[1]
    assert "unknown author 'ghost'" in found[2] and "unknown series 'nope'" in found[3]


@pytest.mark.parametrize(
    ("front", "says"),
    [
        ("series: infr\npart: 1", "unknown series 'infr': did you mean 'infra'?"),
        ("series: gpu-memory", "unknown series 'gpu-memory': create series/gpu-memory.md"),
        ("authors: [lqq]", "unknown author 'lqq': did you mean 'lq'?"),
        ("authors: [ghost]", "unknown author 'ghost': add it to blog/.authors.yml"),
    ],
)
def test_an_unknown_id_names_the_closest_one_that_exists(front, says):
    (found,) = problems_of(post("blog/posts/p.md", f"title: T\ndate: 2026-08-30\n{front}"))
    assert found.endswith(says), found


@pytest.mark.parametrize(
    ("english", "says"),
    [
        ("series: infra\npart: 1", "'part': part 1 of 'infra', but its original blog/posts/p.md is part 2 of 'infra'"),
        ("part: 2", "'part': a part number needs a series"),
        ("", "'series': in no series, but its original blog/posts/p.md is part 2 of 'infra'"),
    ],
)
def test_a_translation_out_of_its_originals_place_is_named(english, says):
    original = post("blog/posts/p.md", "title: 二\ndate: 2026-08-30\nseries: infra\npart: 2")
    translation = post("en/blog/posts/p.md", f"title: Two\ndate: 2026-08-31\n{english}")
    found = problems_of(original, translation)
    assert found and found[0].startswith("en/blog/posts/p.md: ") and says in found[0], found


def test_a_translation_in_its_originals_place_is_fine():
    original = post("blog/posts/p.md", "title: 二\ndate: 2026-08-30\nseries: infra\npart: 2")
    translation = post("en/blog/posts/p.md", "title: Two\ndate: 2026-08-31\nseries: infra\npart: 2")
    assert problems_of(original, translation) == []


def test_a_post_left_out_for_its_date_says_once_how_its_tags_were_read():
    text = "---\ntitle: T\ndate: 2026-11-31\ntags: 显存, 重计算\n---\nText.\n"
    site = load_site(Sources(pages={"blog/posts/a.md": text}))
    said = [str(problem) for problem in site.problems if problem.key == "tags"]
    assert said == ["blog/posts/a.md: 'tags': expected a list like [a, b]; read '显存, 重计算' as ['显存', '重计算']"]


@pytest.mark.parametrize("slug", ["init__weights", "v1.2-notes", "a_b", "x--y"])
def test_slugs_may_repeat_separators(slug):
    catalog = build_catalog([post("blog/posts/a.md", f"title: T\ndate: 2026-01-01\nslug: {slug}")], {}, ZONE)
    assert catalog.problems == () and catalog.posts[0].url == f"blog/{slug}/"


@pytest.mark.parametrize("slug", ["_lead", "trail-", "a b", "a/b"])
def test_a_slug_still_starts_and_ends_with_a_letter_or_digit(slug):
    catalog = build_catalog([post("blog/posts/a.md", f"title: T\ndate: 2026-01-01\nslug: '{slug}'")], {}, ZONE)
    assert [problem.key for problem in catalog.problems] == ["slug"]


def test_an_empty_description_is_none_not_a_mistake():
    catalog = build_catalog([post("blog/posts/a.md", "title: T\ndate: 2026-01-01\ndescription: ''")], {}, ZONE)
    assert catalog.problems == () and catalog.posts[0].description is None


@pytest.mark.parametrize(
    ("front", "says"), [("date: 0001-01-01", "years 1900 to 2999"), ("slug: " + "a" * 300, "longer than 200")]
)
def test_a_date_or_slug_no_build_can_write_is_a_warning(front, says):
    text = f"title: T\ndate: 2026-01-01\n{front}" if front.startswith("slug") else f"title: T\n{front}"
    catalog = build_catalog([post("blog/posts/a.md", text)], {}, ZONE)
    assert any(says in problem.message for problem in catalog.problems), catalog.problems


@pytest.mark.parametrize("front", ["series: infra\npart: 10000000000", "series: infra\npart: 200000"])
def test_a_part_number_beyond_any_course_is_a_warning_not_a_page_without_bound(front):
    catalog = build_catalog(
        [post("blog/posts/a.md", f"title: T\ndate: 2026-01-01\n{front}"), post("series/infra.md", "title: Infra")],
        {},
        ZONE,
    )
    assert [problem.key for problem in catalog.problems] == ["part"]
    assert "more than 1000" in catalog.problems[0].message and catalog.posts[0].part is None


def test_a_huge_value_is_named_short_in_its_warning():
    catalog = build_catalog(
        [post("blog/posts/a.md", "title: T\ndate: 2026-01-01\nreadtime: '" + "x" * 10**6 + "'")], {}, ZONE
    )
    assert all(len(problem.message) < 200 for problem in catalog.problems) and catalog.problems


def test_a_rebuild_reads_again_only_the_posts_whose_text_or_authors_changed():
    """A preview's save takes each unchanged post as the last build made it; a post edited, or
    every post when the authors file changes, is read again, with the same result as a first read."""
    pages = {
        "blog/posts/a.md": "---\ntitle: A\ndate: 2026-09-01\nauthors: [lin]\n---\n\nText.\n",
        "blog/posts/b.md": "---\ntitle: B\ndate: 2026-09-02\n---\n\nText.\n",
    }
    authors = "authors:\n  lin:\n    name: 林\n"
    read = Reread()

    def posts_of(pages: dict[str, str], authors: str) -> dict[str, object]:
        read.start({}, {})
        return load_site(Sources(pages=pages, authors_text=authors), read=read).posts

    first = posts_of(pages, authors)
    edited = {**pages, "blog/posts/b.md": pages["blog/posts/b.md"].replace("title: B", "title: B2")}
    again = posts_of(edited, authors)
    assert again["blog/posts/a.md"] is first["blog/posts/a.md"] and again["blog/posts/b.md"].title == "B2"
    renamed = posts_of(edited, authors.replace("林", "乔林"))
    assert renamed["blog/posts/a.md"].authors[0].name == "乔林"
    assert renamed == load_site(Sources(pages=edited, authors_text=authors.replace("林", "乔林"))).posts


def test_an_authors_line_may_differ_by_language():
    authors, problems = parse_authors(
        "authors:\n  lq:\n    name: 乔林\n    description: 训练基础设施工程师\n"
        "    descriptions: {en: ML infrastructure engineer}\n"
    )
    assert problems == []
    assert authors["lq"].description_in("en") == "ML infrastructure engineer"
    assert authors["lq"].description_in("zh") == "训练基础设施工程师"
