"""`coursebook import` of bilingual blogs (issue 43, item 1): each post on its language's side
at the mirror path, pairs linked as Coursebook links translations, each language's images and
old addresses. The blogs are written here in each tool's conventions (our own text)."""

from __future__ import annotations

from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from coursebook.frontmatter import read_front_matter
from test_import import import_and_build

PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082"
)

# Hugo, one content folder per language (contentDir), a translationKey pairing two names.
HUGO_DIRS = {
    "hugo.toml": (
        'defaultContentLanguage = "zh"\n'
        '[languages.zh]\ncontentDir = "content/zh"\nweight = 1\n'
        '[languages.en]\ncontentDir = "content/en"\nweight = 2\n'
    ),
    "content/zh/posts/pipeline.md": "---\ntitle: 流水线并行\ndate: 2024-03-01\nTags: [训练]\n---\n\n气泡的大小。\n",
    "content/en/posts/pipeline.md": "---\ntitle: Pipeline parallelism\ndate: 2024-03-01\n---\n\nThe bubble.\n",
    "content/zh/posts/zero.md": (
        "---\ntitle: ZeRO 笔记\ndate: 2024-04-01\ntranslationKey: zero\n---\n\n见[流水线](pipeline.md)。\n"
    ),
    "content/en/posts/zero-notes.md": (
        "---\ntitle: Notes on ZeRO\ndate: 2024-04-01\ntranslationKey: zero\n---\n\nSee [pipeline](pipeline.md).\n"
    ),
    "content/zh/posts/bundle/index.md": "---\ntitle: 图\ndate: 2024-05-01\n---\n\n![示意](diagram.png)\n",
    "content/en/posts/bundle/index.md": "---\ntitle: Figure\ndate: 2024-05-01\n---\n\n![sketch](diagram.png)\n",
}
# Hugo, one content folder, the language in each file's name, settings in config/_default/.
HUGO_NAMES = {
    "config/_default/hugo.toml": 'defaultContentLanguage = "zh"\ndefaultContentLanguageInSubdir = false\n',
    "config/_default/languages.toml": "[zh]\nweight = 1\n[en]\nweight = 2\n",
    "config/_default/permalinks.toml": 'posts = "/:year/:slug/"\n',
    "content/posts/kv-cache/index.zh.md": "---\ntitle: KV 缓存\ndate: 2025-01-02\n---\n\n![图](cache.png)\n",
    "content/posts/kv-cache/index.en.md": "---\ntitle: The KV cache\ndate: 2025-01-02\n---\n\n![fig](cache.png)\n",
    "content/posts/flash.md": "---\ntitle: 闪存注意力\ndate: 2025-02-03\n---\n\n正文。\n",
    "content/posts/flash.en.md": "---\ntitle: Flash attention\ndate: 2025-02-03\n---\n\nText.\n",
}


def import_blog(tmp_path: Path, files: dict[str, str], pictures: list[str]) -> tuple[str, Path, object]:
    report, build = import_and_build(tmp_path, "hugo", files, dict.fromkeys(pictures, PNG))
    return report, tmp_path / "site/docs", build


def page(build, path: str) -> BeautifulSoup:
    return BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")


def alternate(build, path: str) -> str | None:
    link = page(build, path).select_one('link[rel="alternate"][hreflang="en"]')
    return link["href"] if link else None


@pytest.fixture(scope="module")
def content_dirs(tmp_path_factory):
    pictures = ["content/zh/posts/bundle/diagram.png", "content/en/posts/bundle/diagram.png"]
    return import_blog(tmp_path_factory.mktemp("dirs"), HUGO_DIRS, pictures)


@pytest.fixture(scope="module")
def file_names(tmp_path_factory):
    return import_blog(tmp_path_factory.mktemp("names"), HUGO_NAMES, ["content/posts/kv-cache/cache.png"])


def test_each_language_lands_on_its_side_at_the_mirror_path(content_dirs, file_names):
    for _, docs, _ in (content_dirs, file_names):
        zh = {path.relative_to(docs / "blog/posts").as_posix() for path in (docs / "blog/posts").rglob("*.md")}
        en = {path.relative_to(docs / "en/blog/posts").as_posix() for path in (docs / "en/blog/posts").rglob("*.md")}
        assert zh == en and zh
    assert (content_dirs[1] / "en/blog/posts/zero.md").is_file()  # translationKey: the Chinese post's name
    assert "Notes on ZeRO" in (content_dirs[1] / "en/blog/posts/zero.md").read_text(encoding="utf-8")


def test_pairs_are_linked_as_translations_and_pages_say_their_language(content_dirs, file_names):
    for path in ("blog/pipeline", "blog/zero", "blog/bundle"):
        assert alternate(content_dirs[2], path), path
        assert page(content_dirs[2], f"en/{path}").html["lang"] == "en"
    assert alternate(file_names[2], "blog/flash") and alternate(file_names[2], "blog/kv-cache")
    assert page(content_dirs[2], "blog/pipeline").html["lang"] == "zh-CN"


def test_each_language_keeps_its_images(content_dirs, file_names):
    for build, path in ((content_dirs[2], "blog/bundle"), (file_names[2], "blog/kv-cache")):
        for where in (path, f"en/{path}"):
            image = page(build, where).select_one("article img")
            assert image is not None and (build.site / where / image["src"]).resolve().is_file(), where


@pytest.mark.parametrize(
    ("blog", "old", "new"),
    [
        ("dirs", "posts/pipeline", "blog/pipeline"),
        ("dirs", "en/posts/pipeline", "en/blog/pipeline"),
        ("dirs", "en/posts/zero-notes", "en/blog/zero"),
        ("names", "2025/flash", "blog/flash"),  # permalinks.toml in config/_default/
        ("names", "en/2025/flash", "en/blog/flash"),
        ("names", "en/2025/kv-cache", "en/blog/kv-cache"),
    ],
)
def test_each_language_s_old_addresses_redirect(content_dirs, file_names, blog, old, new):
    build = (content_dirs if blog == "dirs" else file_names)[2]
    redirect = (build.site / old / "index.html").read_text(encoding="utf-8")
    assert f"/{new}/" in redirect


def test_links_between_posts_stay_in_their_language_and_tags_in_any_case_are_kept(content_dirs):
    docs = content_dirs[1]
    assert "(pipeline.md)" in (docs / "en/blog/posts/zero.md").read_text(encoding="utf-8")
    meta = read_front_matter((docs / "blog/posts/pipeline.md").read_text(encoding="utf-8"))[0]
    assert meta["tags"] == ["训练"] and "Tags" not in meta


# Hexo: an English post in _posts/en/ beside the Chinese one, and a pair by `lang:` and a shared slug.
HEXO = {
    "_config.yml": "permalink: :year/:title/\n",
    "source/_posts/ring.md": "---\ntitle: 环形 AllReduce\ndate: 2024-06-01\n---\n\n两步。\n",
    "source/_posts/en/ring.md": "---\ntitle: Ring AllReduce\ndate: 2024-06-01\n---\n\nTwo phases.\n",
    "source/_posts/tree-zh.md": "---\ntitle: 树形规约\ndate: 2024-07-01\nslug: tree\nlang: zh-CN\n---\n\n树。\n",
    "source/_posts/tree-en.md": "---\ntitle: Tree reduce\ndate: 2024-07-01\nslug: tree\nlang: en\n---\n\nA tree.\n",
}
# Jekyll with jekyll-polyglot: `lang:` in each post, pairs by permalink, the other language at /en/.
JEKYLL = {
    "_config.yml": 'languages: ["zh", "en"]\ndefault_lang: "zh"\n',
    "_posts/2023-05-06-ring.md": "---\ntitle: 环\nlang: zh\npermalink: /notes/ring/\n---\n\n环。\n",
    "_posts/2023-05-06-ring-en.md": "---\ntitle: Ring\nlang: en\npermalink: /notes/ring/\n---\n\nRing.\n",
}
# Jekyll with a theme's front matter defaults (Chirpy's /posts/:title/), one language.
CHIRPY = {
    "_config.yml": (
        "defaults:\n  - scope:\n      path: ''\n      type: posts\n    values:\n      layout: post\n"
        "      permalink: /posts/:title/\n"
    ),
    "_posts/2022-02-02-hello-world.md": "---\ntitle: Hello\n---\n\nHi.\n",
}


@pytest.mark.parametrize(
    ("tool", "files", "pairs", "redirects"),
    [
        ("hexo", HEXO, ["ring", "tree"], {"2024/ring": "blog/ring", "2024/en/ring": "en/blog/ring"}),
        ("jekyll", JEKYLL, ["ring"], {"notes/ring": "blog/ring", "en/notes/ring": "en/blog/ring"}),
        ("jekyll", CHIRPY, [], {"posts/hello-world": "blog/hello-world"}),
    ],
)
def test_hexo_and_jekyll_conventions_pair_posts_and_keep_old_addresses(tmp_path, tool, files, pairs, redirects):
    _, build = import_and_build(tmp_path, tool, files, {})
    for name in pairs:
        assert alternate(build, f"blog/{name}"), name
        assert page(build, f"en/blog/{name}").html["lang"] == "en"
    for old, new in redirects.items():
        assert f"/{new}/" in (build.site / old / "index.html").read_text(encoding="utf-8"), old
