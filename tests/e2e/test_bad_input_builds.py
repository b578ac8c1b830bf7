"""Whole builds of sites with generated front matter: success, or warnings naming files (the same
as `coursebook check` gives); never a traceback."""

from __future__ import annotations

import re
import shutil
import tempfile
from pathlib import Path

import yaml
from bs4 import BeautifulSoup
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sitebuild import html_pages, make_site, run_build, run_measured_build
from test_bad_input import front_matters, hostile_texts, sources, values  # tests/unit/: its strategies
from test_pipeline import check

FILE_WARNING = re.compile(r"^WARNING -  (?:(?:en/)?(?:blog/posts|series)/[^:]+\.md|blog/\.authors\.yml|mkdocs\.yml): '")


@settings(
    max_examples=8,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(st.lists(front_matters, min_size=4, max_size=4))
def test_generated_front_matter_never_breaks_the_build(fronts):
    root = Path(tempfile.mkdtemp(prefix="coursebook-hyp-"))
    try:
        names = ["blog/posts/a.md", "blog/posts/2026/b.md", "en/blog/posts/c.md", "series/infra.md"]
        pages = {
            "index.md": "# Home\n",
            **{name: f"---\n{front}\n---\nBody text.\n" for name, front in zip(names, fronts, strict=True)},
        }
        config = make_site(root, pages)
        build = run_build(config, root / "site", "--strict")
        assert "Traceback" not in build.log, build.log
        warnings = [line for line in build.log.splitlines() if line.startswith("WARNING")]
        assert check(config) == warnings  # `coursebook check` loads the site as the build does
        if build.returncode == 0:
            assert warnings == [] and (build.site / "index.html").is_file()
        else:
            assert warnings and all(FILE_WARNING.match(line) for line in warnings), warnings
            assert f"Aborted with {len(warnings)} warnings in strict mode" in build.log
    finally:
        shutil.rmtree(root, ignore_errors=True)


def test_cases_the_property_test_found(tmp_path):
    pages = {
        "index.md": "# Home\n",
        "series/infra.md": "---\ntitle: [a, b]\ntags: "
        "1\n---\nIntro\n",  # crashed our hook, then stopped Material's tags plugin
        "about.md": "---\ntitle: {x: 1}\n---\nText\n",
        "blog/posts/p.md": "---\ntitle: P\ndate: 2026-01-01\ntags: 1\n---\nText\n",
    }
    build = run_build(make_site(tmp_path, pages), tmp_path / "site")
    assert build.returncode == 0 and "Traceback" not in build.log and "ERROR" not in build.log, build.log
    assert "series/infra.md: 'title': expected text, got a list" in build.log
    assert "series/infra.md: 'tags': expected a list like [a, b], got int 1; ignored" in build.log
    assert "blog/posts/p.md: 'tags': expected a list like [a, b], got int 1" in build.log


# Keys that Material or MkDocs read from any page, besides ours.
THEME_KEYS = [
    "hide",
    "template",
    "icon",
    "search",
    "status",
    "tags",
    "title",
    "description",
    "subtitle",
    "pin",
    "comments",
]
theme_fronts = st.dictionaries(st.sampled_from(THEME_KEYS), values, min_size=1, max_size=5).map(
    lambda d: yaml.safe_dump(d, allow_unicode=True)
)


@settings(
    max_examples=6,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(theme_fronts, theme_fronts)
def test_any_value_of_a_key_material_reads_never_breaks_the_build(page_front, post_front):
    root = Path(tempfile.mkdtemp(prefix="coursebook-keys-"))
    try:
        renamed = re.sub("^title:", "x-title:", post_front, flags=re.M)
        pages = {
            "index.md": "# Home\n",
            "about.md": f"---\n{page_front}---\n# About\n\nText.\n",
            # A valid date and title first, so the post is rendered with the generated keys.
            "blog/posts/p.md": f"---\ndate: 2026-01-01\n{renamed}---\n# P\n\nText.\n",
        }
        config = make_site(root, pages)
        build = run_build(config, root / "site")
        assert build.returncode == 0 and "Traceback" not in build.log, build.log
        assert (build.site / "about/index.html").is_file() and (build.site / "blog/p/index.html").is_file()
        warnings = [line for line in build.log.splitlines() if line.startswith("WARNING")]
        assert warnings == check(config)
    finally:
        shutil.rmtree(root, ignore_errors=True)


def test_keys_material_would_stop_on_are_dropped_with_a_warning(tmp_path):
    pages = {
        "index.md": "# Home\n",
        "about.md": "---\nhide: 1\ntemplate: nope.html\nicon: 5\nsearch: nope\n---\n# About\n",
        "blog/posts/p.md": "---\ndate: 2026-01-01\nhide: false\ntemplate: 3\n---\n# P\n\nText.\n",
    }
    config = make_site(tmp_path, pages)
    build = run_build(config, tmp_path / "site")
    assert build.returncode == 0 and "Traceback" not in build.log, build.log
    warnings = [line for line in build.log.splitlines() if line.startswith("WARNING")]
    assert warnings == [
        "WARNING -  about.md: 'hide': expected a list like [toc, navigation], got int 1; ignored",
        "WARNING -  about.md: 'search': expected a mapping of exclude, boost, got str 'nope'",
        "WARNING -  about.md: 'template': the theme has no template 'nope.html'; ignored",
        "WARNING -  about.md: 'icon': no icon '5' (see Material's icon search, e.g. material/school); ignored",
        "WARNING -  blog/posts/p.md: 'template': expected a template file name like main.html, got int 3; ignored",
    ]
    assert warnings == check(config)


def test_an_alias_over_a_generated_page_or_file_is_a_warning_never_a_replacement_or_a_traceback(tmp_path):
    aliases = ["/404.html", "/tags/common/", "/feed.xml/", "/assets/card.png/", "/a%00b/", "/" + "长" * 100 + "/"]
    pages = {
        "index.md": "# Home\n",
        "assets/card.png": "not really a png\n",
        "blog/posts/p.md": f"---\ntitle: P\ndate: 2026-01-01\ntags: [common]\naliases: {aliases!r}\n---\nText\n",
    }
    config = make_site(tmp_path, pages, "site_url: https://x.example/\n", features=("redirects", "i18n"))
    build = run_build(config, tmp_path / "site")
    assert build.returncode == 0 and "Traceback" not in build.log, build.log
    refused = [line for line in build.log.splitlines() if "'aliases'" in line and "no redirect written" in line]
    assert len(refused) == len(aliases), refused
    for kept in ("404.html", "tags/common/index.html"):  # generated pages, not redirects
        assert 'http-equiv="refresh"' not in (build.site / kept).read_text(encoding="utf-8"), kept
    assert (build.site / "assets/card.png").is_file()


# Issue 28: what an adversary would write, thrown at the build a few cases at a time, each
# bounded in time and memory (bounds, not a speed measurement: bench/ measures speed).
HOSTILE_TEXT = st.sampled_from(
    [
        "javascript:alert(1)",
        "  JAVASCRIPT:alert(1)",
        "data:text/html,<script>alert(1)</script>",
        "vbscript:msgbox",
        "../../../etc/passwd",
        "/a%00b/",
        "/404.html",
        "/feed.xml/",
        "/tags/x/",
        "CON",
        "aux.txt",
        "a" * 300,
        "长" * 150,
        "x\x00y",
        "x\x08y",
        "{{ 7*7 }}",
        "<script>alert(1)</script>",
        "{{< x",
        "2026-02-30",
        "0001-01-01",
        "9999-12-31",
        "TCP/IP",
    ]
)
HOSTILE_VALUE = st.one_of(
    HOSTILE_TEXT,
    st.sampled_from([10**12, -5, 0, True, None, [], {}]),
    st.lists(HOSTILE_TEXT, max_size=3),
    st.integers(min_value=1, max_value=60).map(lambda depth: eval("[" * depth + "]" * depth)),  # noqa: S307
)
HOSTILE_KEYS = ["title", "date", "slug", "tags", "aliases", "image", "series", "part", "draft", "status", "authors"]
LAUGHS = "\n".join(
    ["l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    + [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 9)]
)


@st.composite
def hostile_fronts(draw) -> str:
    values = draw(st.dictionaries(st.sampled_from(HOSTILE_KEYS), HOSTILE_VALUE, max_size=6))
    values.setdefault("date", "2026-01-01")
    front = yaml.safe_dump(values, allow_unicode=True)
    if draw(st.booleans()):
        front = f"{LAUGHS}\n{front}{draw(st.sampled_from(HOSTILE_KEYS[:4]))}x: *l8\n"
    return front


@settings(
    max_examples=6,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(
    st.lists(hostile_fronts(), min_size=2, max_size=2),
    st.integers(min_value=0, max_value=40),
    st.lists(HOSTILE_TEXT, max_size=4),
)
def test_hostile_front_matter_aliases_and_vault_links_build_bounded_with_warnings(fronts, embeds, links):
    root = Path(tempfile.mkdtemp(prefix="coursebook-hostile-"))
    try:
        leaf = "一段被嵌入的文字。" * 200 + "\n"
        pages = {
            "index.md": "# Home\n",
            "series/s.md": "---\ntitle: S\n---\nIntro\n",
            "blog/posts/a.md": f"---\n{fronts[0]}---\nBody [[{']] [['.join(links)}]].\n",
            "en/blog/posts/b.md": f"---\n{fronts[1]}---\nBody.\n",
            "notes/n1.md": "# n1\n\n" + "![[n2]]\n\n" * embeds + "".join(f"![[{link}]]\n\n" for link in links),
            "notes/n2.md": "# n2\n\n" + leaf + "![[n1]]\n\n" * embeds,
        }
        config = make_site(
            root,
            pages,
            "site_url: https://x.example/\n",
            features=("authoring", "i18n", "redirects", "series", "feeds"),
        )
        build, seconds, peak_kib = run_measured_build(config, root / "site", timeout=120)
        assert "Traceback" not in build.log and build.returncode == 0, build.log[-3000:]
        assert seconds < 120 and peak_kib < 1024 * 1024, (seconds, peak_kib)
        warnings = [line for line in build.log.splitlines() if line.startswith("WARNING")]
        assert all(re.match(r"^WARNING -  [^:]+: '[^']+': ", line) for line in warnings), warnings
        assert all(len(line) < 400 for line in warnings), max(warnings, key=len)[:400]
        html = "".join(path.read_text(encoding="utf-8") for path in (root / "site").rglob("*.html"))
        assert not re.search(r"""(?:href|src|content)=["']\s*(?:javascript|data|vbscript):""", html, re.IGNORECASE)
        assert "root:x:0:0" not in html  # (a page's own raw HTML is the writer's: Markdown passes it on)
    finally:
        shutil.rmtree(root, ignore_errors=True)


@settings(
    max_examples=4,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(sources, st.dictionaries(hostile_texts, hostile_texts, max_size=4), st.lists(hostile_texts, max_size=3))
def test_generated_notes_and_tag_names_are_text_on_every_page(source, names, tags):
    # Issue 41: a note's authors and venue, and a tag's other-language name, ran scripts.
    root = Path(tempfile.mkdtemp(prefix="coursebook-text-"))
    try:
        post = {"title": "Post", "date": "2026-01-02", "tags": tags}
        note = {"title": "Note", "date": "2026-01-01", "source": source, "tags": tags, "categories": ["读书笔记"]}
        pages = {
            "index.md": "# Home\n",
            "tags.yml": yaml.safe_dump(names, allow_unicode=True),
            "blog/posts/note.md": f"---\n{yaml.safe_dump(note, allow_unicode=True)}---\nText.\n",
            "en/blog/posts/post.md": f"---\n{yaml.safe_dump(post, allow_unicode=True)}---\nText.\n",
        }
        config = make_site(root, pages, features=("authoring", "i18n"))
        build = run_build(config, root / "site")
        assert build.returncode == 0 and "Traceback" not in build.log, build.log
        for page in html_pages(build.site):
            tree = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
            handlers = [(tag.name, name) for tag in tree.find_all(True) for name in tag.attrs if name.startswith("on")]
            assert handlers == [], page
    finally:
        shutil.rmtree(root, ignore_errors=True)
