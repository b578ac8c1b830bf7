"""`coursebook import`: blogs written for Hexo, Hugo, Jekyll and Material's blog (tests/foreign/sources/)
move into a site that then builds with --strict, keeping images, code, notes and old addresses."""

from __future__ import annotations

import contextlib
import io
import shutil
from pathlib import Path
from urllib.parse import quote

import pytest
from bs4 import BeautifulSoup

from coursebook.cli import main
from coursebook.frontmatter import read_front_matter
from coursebook.importer import plan_import
from coursebook.redirects import old_path
from sitebuild import ROOT, run_build

SOURCES = ROOT / "tests/foreign/sources"


def new_site(root: Path) -> Path:
    """An empty Coursebook site (the settings of tests/foreign/mkdocs.yml) in ``root``."""
    config = (ROOT / "tests/foreign/mkdocs.yml").read_text(encoding="utf-8").replace("../../", f"{ROOT.as_posix()}/")
    (root / "mkdocs.yml").write_text(config, encoding="utf-8")
    (root / "docs/en").mkdir(parents=True)
    (root / "docs/index.md").write_text("# 首页\n", encoding="utf-8")
    (root / "docs/en/index.md").write_text("# Home\n", encoding="utf-8")
    return root / "mkdocs.yml"


def run(*args: str) -> tuple[int, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(list(args))
    return code, out.getvalue()


@pytest.fixture(scope="module")
def imported(tmp_path_factory: pytest.TempPathFactory):
    """Every fixture blog imported into one site, then built with --strict."""
    root = tmp_path_factory.mktemp("imported")
    config = new_site(root)
    reports = {}
    for tool, lang in (("hexo", "zh"), ("hugo", "en"), ("jekyll", "en"), ("material", "en")):
        code, reports[tool] = run("-f", str(config), "import", tool, str(SOURCES / tool), "--lang", lang)
        assert code == 0, reports[tool]
    build = run_build(config, root / "site", "--strict")
    return build, reports


def page(imported, path: str) -> BeautifulSoup:
    return BeautifulSoup((imported[0].site / path).read_text(encoding="utf-8"), "html.parser")


def test_the_imported_site_builds_strict_with_nothing_left_to_do(imported):
    build, reports = imported
    assert build.returncode == 0 and "Traceback" not in build.log, build.log
    for report in reports.values():
        assert "TO DO" not in report, report
        assert report.rstrip().endswith("0 things to do by hand"), report


def test_hexo_tags_become_markdown_and_the_asset_folder_comes_along(imported):
    article = page(imported, "blog/value-baseline/index.html").select_one("article")
    image = article.find("img", alt="批量越大方差越小")
    assert image is not None and image["src"] == "../posts/value-baseline/curve.png"  # resolves to the copied file
    assert (imported[0].site / "blog/posts/value-baseline/curve.png").is_file()
    assert article.select_one(".admonition.info .arithmatex") is not None  # {% note info %} with its formula
    assert "advantage = returns" in article.select_one("pre code").get_text()  # {% codeblock %}
    assert article.select_one("details summary").get_text(strip=True) == "为什么期望为零"  # {% fold %}
    assert len(article.select("div.arithmatex")) == 1 and article.find("em") is None
    assert "{%" not in article.get_text()


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("2021/03/04/value-baseline/index.html", "blog/value-baseline/"),  # Hexo's :year/:month/:day/:title/
        ("posts/ckpt/index.html", "en/blog/ckpt/"),  # Hugo's section/slug
        ("2023/01/02/ckpt.html", "en/blog/ckpt/"),  # Hugo's own aliases, kept
        ("systems/2022/06/01/nccl-ring/index.html", "en/blog/nccl-ring/"),  # Jekyll's pretty permalink
        ("nccl.html", "en/blog/nccl-ring/"),  # Jekyll's redirect_from, kept
        ("blog/2024/01/15/internal-links-in-a-course/index.html", "en/blog/internal-links/"),  # Material's blog
        ("blog/2025/05/14/注册域名并创建域名邮箱/index.html", "en/blog/domain-mail/"),  # its Chinese title kept
    ],
)
def test_old_addresses_redirect_to_the_new_ones(imported, old, new):
    redirect = page(imported, old)
    assert redirect.find("link", rel="canonical")["href"] == f"https://moved.example/{new}"


def test_hugo_bundles_and_shortcodes(imported):
    article = page(imported, "en/blog/ckpt/index.html").select_one("article")
    image = article.find("img", alt="Bytes per parameter, by part")
    assert image is not None and (imported[0].site / "en/blog/posts/ckpt/sizes.png").is_file()
    code = page(imported, "en/blog/restart/index.html").select_one("article pre code")
    assert "torch.save(state, path)" in code.get_text()


def test_jekyll_links_between_posts_and_raw_text(imported):
    article = page(imported, "en/blog/nccl-ring/index.html").select_one("article")
    assert article.find("a", string="the next post")["href"] == "../nccl-tree/"
    assert "bytes_sent = 2" in article.select_one("pre code").get_text()
    assert "{{ page.title }}" in article.get_text() and "{%" not in article.get_text()
    tree = page(imported, "en/blog/nccl-tree/index.html")
    assert tree.select_one("[data-post-header] time")["datetime"].startswith("2022-06-02")  # date from the file name


def test_dry_run_writes_nothing_and_nothing_is_overwritten(tmp_path):
    config = new_site(tmp_path)
    code, report = run("-f", str(config), "import", "hexo", str(SOURCES / "hexo"), "--dry-run")
    assert code == 0 and "would move 2 posts and 3 files" in report
    assert not (tmp_path / "docs/blog").exists()
    mine = tmp_path / "docs/blog/posts/value-baseline.md"
    mine.parent.mkdir(parents=True)
    mine.write_text("---\ntitle: Mine\ndate: 2026-01-01\n---\nMine.\n", encoding="utf-8")
    code, report = run("-f", str(config), "import", "hexo", str(SOURCES / "hexo"))
    assert "blog/posts/value-baseline.md: already exists; not written" in report
    assert mine.read_text(encoding="utf-8").endswith("Mine.\n")


def test_a_folder_without_posts_is_a_clear_error(tmp_path, capsys):
    config = new_site(tmp_path)
    empty = tmp_path / "empty"
    empty.mkdir()
    assert main(["-f", str(config), "import", "hugo", str(empty)]) == 2
    said = capsys.readouterr().err
    assert "no hugo posts found" in said and "under content/ in the folder that holds hugo.toml or" in said
    shutil.rmtree(empty)


def test_unreadable_posts_are_reported_not_a_traceback(tmp_path):
    config = new_site(tmp_path)
    blog = tmp_path / "blog/content/posts"
    blog.mkdir(parents=True)
    (blog / "broken.md").write_text("+++\ntitle = not quoted\n+++\nBody\n", encoding="utf-8")
    (blog / "latin.md").write_bytes(b'+++\ntitle = "Caf\xe9"\n+++\nBody\n')
    code, report = run("-f", str(config), "import", "hugo", str(tmp_path / "blog"))
    assert code == 0
    assert "TO DO: line 1: the TOML front matter is not valid" in report
    assert "TO DO: not UTF-8 text (byte 0xe9 on line 2): not moved" in report
    assert report.rstrip().endswith("moved 1 posts and 0 files; 2 things to do by hand")
    assert not (tmp_path / "docs/blog/posts/latin.md").exists()


def test_a_post_with_a_chinese_file_name_gets_its_slug_written(tmp_path):
    # Hexo names posts by their title; without a slug of its own every build would warn about it.
    posts = tmp_path / "blog/source/_posts"
    posts.mkdir(parents=True)
    text = "---\ntitle: 显存笔记\ndate: 2021-03-04 10:20\n---\n\n正文。\n"
    (posts / "显存笔记.md").write_text(text, encoding="utf-8")
    (moved,) = plan_import("hexo", tmp_path / "blog")
    assert moved.dest == "blog/posts/显存笔记.md"
    assert read_front_matter(moved.text)[0]["slug"] == "xian-cun-bi-ji"
    assert any("slug: xian-cun-bi-ji" in change for change in moved.changes)


def test_a_post_whose_text_obsidian_would_change_is_marked_not_written_for_obsidian(tmp_path):
    posts = tmp_path / "blog/source/_posts"
    posts.mkdir(parents=True)
    front = "---\ntitle: Shell\ndate: 2021-03-04 10:20\n---\n\n"
    (posts / "shell.md").write_text(front + "if [[ -f x ]]; then echo 50%%; fi\n", encoding="utf-8")
    (posts / "plain.md").write_text(front + "No double brackets here.\n", encoding="utf-8")
    moved = {post.dest: post for post in plan_import("hexo", tmp_path / "blog")}
    shell, plain = moved["blog/posts/shell.md"], moved["blog/posts/plain.md"]
    assert read_front_matter(shell.text)[0]["obsidian"] is False
    assert any(change.startswith("obsidian: false") for change in shell.changes)
    assert "obsidian" not in read_front_matter(plain.text)[0] and not any("obsidian" in c for c in plain.changes)


def test_double_brackets_naming_no_file_of_the_blog_are_text(tmp_path):
    # A LeetCode post's input in prose ([[1,3]] as Obsidian would link it), beside a post drafted in
    # Obsidian that links another post of the blog by its file name.
    posts = tmp_path / "blog/source/_posts"
    posts.mkdir(parents=True)
    front = "---\ntitle: Pick\ndate: 2021-03-04 10:20\n---\n\n"
    (posts / "pick.md").write_text(front + 'Input:\n[[[1,3]],[],[]]\nPeak windows: [["06:20", "06:30"]]\n', "utf-8")
    (posts / "drafted.md").write_text(front + "As in [[pick]] and [[pick|the last post]].\n", encoding="utf-8")
    moved = {post.dest: post for post in plan_import("hexo", tmp_path / "blog")}
    assert read_front_matter(moved["blog/posts/pick.md"].text)[0]["obsidian"] is False
    assert "obsidian" not in read_front_matter(moved["blog/posts/drafted.md"].text)[0]


@pytest.mark.parametrize(
    ("post", "alt", "copied"),
    [
        ("blog/returns/index.html", "回报曲线", "img/rl/returns.png"),  # Hexo's source/ is the site's root
        ("blog/returns/index.html", "同一张图", "img/rl/returns.png"),  # ../img/… as an editor previewed it
        ("en/blog/restart/index.html", "Where the restart picks up", "images/restart-timeline.png"),  # Hugo's static/
        ("en/blog/nccl-tree/index.html", "The ring, for comparison", "assets/img/ring.png"),  # Jekyll's root folders
    ],
)
def test_images_from_the_old_sites_root_come_along_and_show(imported, post, alt, copied):
    image = page(imported, post).select_one("article").find("img", alt=alt)
    assert (imported[0].site / copied).is_file()
    assert (imported[0].site / post).parent.joinpath(image["src"]).resolve() == (imported[0].site / copied).resolve()


def test_links_between_posts_by_old_address_or_file_name_lead_to_the_moved_posts(imported):
    returns = page(imported, "blog/returns/index.html").select_one("article")
    assert returns.find("a", string="上一篇")["href"] == "../value-baseline/"  # Hexo's /2021/03/04/value-baseline/
    tree = page(imported, "en/blog/nccl-tree/index.html").select_one("article")
    assert tree.find("a", string="the ring post")["href"] == "../nccl-ring/"  # Jekyll's 2022-06-01-nccl-ring.md


def test_a_link_missing_its_https_is_told_apart_from_a_missing_script(tmp_path):
    posts = tmp_path / "blog/source/_posts"
    posts.mkdir(parents=True)
    body = "正文见 [Hugo](gohugo.io)，示例脚本 [datetime.php](datetime.php)。\n"
    (posts / "a.md").write_text("---\ntitle: A\ndate: 2021-03-04\n---\n\n" + body, "utf-8")
    (moved,) = plan_import("hexo", tmp_path / "blog")
    assert moved.left == [
        "line 6: gohugo.io looks like a web address without its https://: write https://gohugo.io",
        "line 6: datetime.php is not beside the post or in the blog's source/ folder: it will be missing",
    ]


def test_a_file_the_old_site_does_not_have_is_a_thing_to_do_by_line(tmp_path):
    posts = tmp_path / "blog/source/_posts"
    posts.mkdir(parents=True)
    (posts / "a.md").write_text("---\ntitle: A\ndate: 2021-03-04\n---\n\n正文\n\n![丢了](/img/gone.png)\n", "utf-8")
    (moved,) = plan_import("hexo", tmp_path / "blog")
    assert moved.left == ["line 8: /img/gone.png is not in the blog's source/ folder: it will be missing"]


def test_hugo_taxonomies_of_the_sites_config_become_tags(imported):
    # hugo.toml names its taxonomy `tag`: its posts' `tag = [...]` are their tags.
    tags = page(imported, "en/blog/ckpt/index.html").select("[data-tags] .md-tag")
    assert [tag.get_text(strip=True) for tag in tags] == ["checkpointing"]
    assert (imported[0].site / "en/tags/checkpointing/index.html").is_file()


def test_hugo_refs_lead_to_the_moved_post_and_a_video_is_a_link(imported):
    article = page(imported, "en/blog/restart/index.html").select_one("article")
    assert article.find("a", string="the checkpoint sizes")["href"] == "../ckpt/"
    video = article.find("a", href="https://www.youtube.com/watch?v=dQw4w9WgXcQ")
    assert video is not None and "{{<" not in article.get_text()
    assert not article.select("iframe")  # nothing from another site loads with the page


def test_material_old_addresses_follow_the_blogs_own_url_settings(tmp_path):
    (tmp_path / "docs/blog/posts").mkdir(parents=True)
    (tmp_path / "mkdocs.yml").write_text(
        "site_name: x\nplugins:\n  - blog:\n      blog_dir: .\n      post_url_format: '{categories}/{slug}'\n",
        encoding="utf-8",
    )
    (tmp_path / "docs/blog/posts/a.md").write_text(
        "---\ndate: 2025-05-14\ncategories: [网络 工具]\n---\n\n# 注册域名\n\n正文。\n", encoding="utf-8"
    )
    (moved,) = plan_import("material", tmp_path)
    assert read_front_matter(moved.text)[0]["aliases"] == ["/网络-工具/注册域名/"]


def test_hexo_math_escaped_for_marked_and_spaced_inline_math_are_typeset_as_written(imported):
    build, reports = imported
    assert "formula(s) unescaped as marked (Hexo) read them" in reports["hexo"]
    article = page(imported, "blog/returns/index.html").select_one("article")
    formulas = [node.get_text() for node in article.select(".katex annotation")]
    assert "\\mathcal{A} = \\{a_1, a_2\\}" in formulas
    assert "G_t = \\sum_k \\gamma^k r_{t+k}" in formulas  # $ G_t = … $, written with spaces inside
    # Chinese words in a formula, which the old site's MathJax typeset as text: set in \text{…}.
    assert "O(n \\cdot \\text{最大流量})" in formulas
    assert "1 formula(s) holding Chinese words: the words set in \\text{…}" in reports["hexo"]


def test_a_reference_link_to_an_old_address_leads_to_the_moved_post(tmp_path):
    posts = tmp_path / "blog/content/post"
    posts.mkdir(parents=True)
    (tmp_path / "blog/config.toml").write_text('[permalinks]\n  post = "/:year/:month/:day/:slug/"\n', "utf-8")
    (posts / "sds.md").write_text("---\ntitle: SDS\ndate: 2018-05-22\n---\n正文。\n", "utf-8")
    (posts / "index-of-redis.md").write_text(
        "---\ntitle: Redis\ndate: 2018-05-21\n---\n先读[字符串][1]。\n\n[1]: /2018/05/22/sds/\n", "utf-8"
    )
    moved = {post.dest: post for post in plan_import("hugo", tmp_path / "blog")}
    assert "[1]: sds.md" in moved["blog/posts/index-of-redis.md"].text


def test_an_asset_image_named_in_angle_brackets_is_found(imported):
    # CommonMark writes a file name with spaces as <name with spaces.png>.
    image = page(imported, "blog/value-baseline/index.html").select_one("article").find("img", alt="按批量的方差")
    assert image is not None
    target = (imported[0].site / "blog/value-baseline" / image["src"].replace("%20", " ")).resolve()
    assert target.is_file()


def hostile_hexo_blog(root: Path, outside: Path) -> Path:
    """A Hexo blog that tries to make the import read or write outside its folders: a post that
    is a link to a file elsewhere, settings in GB 18030 with a permalink that is a list, and two
    posts of the same file name in different folders."""
    blog = root / "hostile"
    (blog / "source/_posts/2021").mkdir(parents=True)
    (blog / "_config.yml").write_bytes("title: 博客\npermalink: [1, 2]\n".encode("gb18030"))
    (outside / "secret.md").write_text("---\ntitle: secret\n---\nroot:x:0:0\n", encoding="utf-8")
    (blog / "source/_posts/passwd.md").symlink_to(outside / "secret.md")
    for folder in ("source/_posts", "source/_posts/2021"):
        (blog / folder / "same.md").write_text(
            f"---\ntitle: {folder}\ndate: 2021-03-04\n---\nText.\n", encoding="utf-8"
        )
    return blog


def test_an_import_reads_and_writes_nothing_outside_its_folders_and_reports_exactly(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    blog = hostile_hexo_blog(tmp_path, outside)
    (tmp_path / "site").mkdir(parents=True)
    config = new_site(tmp_path / "site")
    docs = config.parent / "docs"
    (docs / "blog/posts").mkdir(parents=True)
    (docs / "blog/posts/dangle.md").symlink_to(outside / "created-by-the-import.md")  # dangling
    (docs / "blog/posts/pictures").symlink_to(outside, target_is_directory=True)

    code, dry = run("-f", str(config), "import", "hexo", str(blog), "--dry-run")
    assert code == 0, dry
    code, report = run("-f", str(config), "import", "hexo", str(blog))
    assert code == 0, report
    assert dry.splitlines()[-1].replace("would move", "moved") == report.splitlines()[-1], (dry, report)
    assert report.splitlines()[-1].startswith("moved 2 posts"), report  # the two named same.md; not passwd
    assert "note: _config.yml: 'permalink' is not a pattern" in report
    assert "passwd.md" in report and "outside the blog's folder: not moved" in report
    written = sorted(path.relative_to(docs).as_posix() for path in docs.rglob("*.md") if not path.is_symlink())
    assert written == ["blog/posts/same-2.md", "blog/posts/same.md", "en/index.md", "index.md"]
    assert sorted(path.name for path in outside.iterdir()) == ["secret.md"]  # nothing created outside
    assert "root:x" not in "".join(path.read_text(encoding="utf-8") for path in (docs / "blog/posts").glob("same*.md"))


def test_an_import_never_writes_through_a_link_in_the_site(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    blog = tmp_path / "blog"
    (blog / "source/_posts").mkdir(parents=True)
    (blog / "source/_posts/dangle.md").write_text("---\ntitle: D\ndate: 2021-03-04\n---\nText.\n", encoding="utf-8")
    (tmp_path / "site").mkdir(parents=True)
    config = new_site(tmp_path / "site")
    posts = config.parent / "docs/blog/posts"
    posts.mkdir(parents=True)
    (posts / "dangle.md").symlink_to(outside / "made.md")
    code, report = run("-f", str(config), "import", "hexo", str(blog))
    assert code == 0 and "blog/posts/dangle.md: is a link; not written" in report, report
    assert list(outside.iterdir()) == []


def write_blog(root: Path, posts: dict[str, str]) -> Path:
    """A blog at ``root`` holding ``posts`` (path from the blog's folder: text)."""
    for path, text in posts.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")
    return root


def import_and_build(tmp_path: Path, tool: str, files: dict[str, str], binary: dict[str, bytes], lang: str = "zh"):
    """A blog of ``files`` (and ``binary`` files) imported into a new site in ``tmp_path``, which
    then builds with --strict: the import's report and the build."""
    blog = write_blog(tmp_path / "blog", files)
    for path, data in binary.items():
        (blog / path).parent.mkdir(parents=True, exist_ok=True)
        (blog / path).write_bytes(data)
    (tmp_path / "site").mkdir()
    config = new_site(tmp_path / "site")
    code, report = run("-f", str(config), "import", tool, str(blog), "--lang", lang)
    assert code == 0, report
    build = run_build(config, tmp_path / "site/site", "--strict")
    assert build.returncode == 0, build.log
    return report, build


def import_into_new_site(tmp_path: Path, tool: str, blog: Path) -> tuple[str, Path]:
    """`coursebook import` of ``blog`` into a new English site: the report and the posts' folder."""
    (tmp_path / "site").mkdir(parents=True)
    config = new_site(tmp_path / "site")
    code, report = run("-f", str(config), "import", tool, str(blog), "--lang", "en")
    assert code == 0, report
    return report, config.parent / "docs/en/blog/posts"


@pytest.mark.parametrize(
    ("tool", "posts", "aliases"),
    [
        (  # two posts named same on different days: Jekyll served both under their own dates
            "jekyll",
            {
                "_posts/2020-01-01-same.md": "---\ntitle: A\n---\nA.\n",
                "_posts/2021-05-05-same.md": "---\ntitle: B\n---\nB.\n",
            },
            {"same.md": ["/2020/01/01/same.html"], "same-2.md": ["/2021/05/05/same.html"]},
        ),
        (  # Hexo's :title is the path under source/_posts
            "hexo",
            {
                "source/_posts/same.md": "---\ntitle: A\ndate: 2021-03-04\n---\nA.\n",
                "source/_posts/2021/same.md": "---\ntitle: B\ndate: 2021-03-04\n---\nB.\n",
            },
            {"same.md": ["/2021/03/04/2021/same/"], "same-2.md": ["/2021/03/04/same/"]},  # 2021/ sorts first
        ),
    ],
)
def test_a_post_renamed_for_a_duplicate_name_keeps_the_old_address_it_had(tmp_path, tool, posts, aliases):
    report, written = import_into_new_site(tmp_path, tool, write_blog(tmp_path / "blog", posts))
    assert "another post is also named same: written as same-2.md" in report
    found = {path.name: read_front_matter(path.read_text(encoding="utf-8"))[0]["aliases"] for path in written.iterdir()}
    assert found == aliases


@pytest.mark.parametrize(
    ("tool", "file", "alias", "redirect"),
    [
        # Hexo writes the file name as it is: # is served as %23; its router cuts a path at ?
        ("hexo", "source/_posts/c#-notes.md", "/2021/03/04/c%23-notes/", "2021/03/04/c#-notes/index.html"),
        ("hexo", "source/_posts/100%.md", "/2021/03/04/100%25/", "2021/03/04/100%/index.html"),
        ("hexo", "source/_posts/what?.md", "/2021/03/04/what", "2021/03/04/what/index.html"),
        # Jekyll's :title is the file name slugified: each run of # ? and the like is one hyphen
        ("jekyll", "_posts/2021-03-04-c#-tips.md", "/2021/03/04/c-tips.html", "2021/03/04/c-tips.html"),
        ("jekyll", "_posts/2021-03-04-why?.md", "/2021/03/04/why.html", "2021/03/04/why.html"),
        ("jekyll", "_posts/2021-03-04-Hello World.md", "/2021/03/04/Hello-World.html", "2021/03/04/Hello-World.html"),
    ],
)
def test_an_old_address_with_hash_or_question_mark_is_the_old_sites(tmp_path, tool, file, alias, redirect):
    blog = write_blog(tmp_path / "blog", {file: "---\ntitle: T\ndate: 2021-03-04\n---\nText.\n"})
    (moved,) = plan_import(tool, blog)
    assert read_front_matter(moved.text)[0]["aliases"] == [alias]
    assert old_path(alias) == redirect  # the file of site/ the build writes the redirect at
    assert f"old address {alias} kept as an alias (a redirect to the new one)" in moved.changes


def test_a_jekyll_post_without_a_title_in_its_file_name_gets_a_visible_name(tmp_path):
    # 2020-01-01-.md is a post to Jekyll (at /2020/01/01/.html); docs/…/.md would be a hidden file MkDocs skips.
    blog = write_blog(
        tmp_path / "blog",
        {"_posts/2020-01-01-.md": "---\ntitle: Hello World\n---\nA.\n", "_posts/2020-01-02-.md": "No front matter.\n"},
    )
    report, written = import_into_new_site(tmp_path, "jekyll", blog)
    assert sorted(path.name for path in written.iterdir()) == ["2020-01-02.md", "hello-world.md"]
    hidden = "would be the hidden file .md, which MkDocs leaves out"
    assert f"changed: 2020-01-01-.md {hidden}: written as hello-world.md" in report
    assert f"changed: 2020-01-02-.md {hidden}: written as 2020-01-02.md" in report
    # Jekyll's old addresses are hidden files too: no redirect can be written there, and the report says so.
    no_redirect = (
        "names a hidden file, so no redirect page can be written there: redirect it to the new address by hand"
    )
    assert f"TO DO: the old address /2020/01/01/.html {no_redirect}" in report
    assert f"TO DO: the old address /2020/01/02/.html {no_redirect}" in report
    assert "aliases" not in read_front_matter((written / "hello-world.md").read_text(encoding="utf-8"))[0]
    assert report.rstrip().endswith("moved 2 posts and 0 files; 2 things to do by hand"), report


def test_a_hexo_post_that_breaks_lines_keeps_its_breaks(tmp_path):
    # Issue 42: Hexo's marked shows each line break in a paragraph as a break (breaks: true).
    blog = write_blog(
        tmp_path / "blog",
        {
            "_config.yml": "title: B\n",
            "package.json": '{"dependencies": {"hexo": "7.0.0", "hexo-renderer-marked": "6.0.0"}}',
            "source/_posts/poem.md": "---\ntitle: Poem\ndate: 2021-03-04\n---\n床前明月光\n疑是地上霜\n",
            "source/_posts/prose.md": "---\ntitle: Prose\ndate: 2021-03-05\n---\nOne line.\n\nAnother.\n",
        },
    )
    report, posts = import_into_new_site(tmp_path, "hexo", blog)
    assert "hard_breaks: true (Hexo's renderer showed each line break" in report
    assert read_front_matter((posts / "poem.md").read_text(encoding="utf-8"))[0]["hard_breaks"] is True
    assert "hard_breaks" not in (posts / "prose.md").read_text(encoding="utf-8")  # no break to keep


def test_what_a_writer_trial_lost_in_a_public_hexo_and_jekyll_blog_is_moved_or_said(tmp_path):
    # Hexo reads front matter without its opening ---, after blank lines, and .markdown posts;
    # a Jekyll blog may hold posts in HTML, which Coursebook cannot read: said, not dropped.
    hexo = write_blog(
        tmp_path / "hexo",
        {
            "_config.yml": "title: B\n",
            "source/_posts/bare.md": "title: 没有开头分隔线\ndate: 2014-10-08 20:07:09\ntags: [a]\n---\n正文。\n",
            "source/_posts/blank.md": "\n\n---\ntitle: 前面有空行\ndate: 2014-10-09\n---\n正文。\n",
            "source/_posts/ext.markdown": "---\ntitle: Ext\ndate: 2014-10-10\n---\nText.\n",
        },
    )
    report, posts = import_into_new_site(tmp_path / "a", "hexo", hexo)
    metas = {path.name: read_front_matter(path.read_text(encoding="utf-8"))[0] for path in posts.glob("*.md")}
    assert metas["bare.md"]["title"] == "没有开头分隔线" and metas["bare.md"]["tags"] == ["a"]
    assert metas["blank.md"]["title"] == "前面有空行" and metas["ext.md"]["title"] == "Ext"
    assert "--- added" in report and "blank lines before the front matter removed" in report
    jekyll = write_blog(
        tmp_path / "jekyll",
        {
            "_posts/2020-01-01-a.md": "---\ntitle: A\n---\nA.\n",
            "_posts/2020-01-02-b.html": "---\ntitle: B\n---\n<p>B</p>\n",
        },
    )
    report, _ = import_into_new_site(tmp_path / "b", "jekyll", jekyll)
    assert "note: 1 posts are not Markdown (.html; the first: _posts/2020-01-02-b.html): not moved" in report


def test_hexos_id_permalinks_come_from_the_posts_own_id(tmp_path):
    # A blog moved from WordPress: each post's front matter holds WordPress's id, which Hexo's
    # :id takes (posts without one get an id of Hexo's database, unknown outside it); a link to
    # another post by its old address leads to the moved post.
    blog = tmp_path / "blog"
    posts = blog / "source/_posts/运维"
    posts.mkdir(parents=True)
    (blog / "_config.yml").write_text("permalink: :id.html\n", "utf-8")
    (posts / "测速脚本.md").write_text("---\ntitle: 测速\nid: '230'\ndate: 2019-10-25\n---\n\n正文。\n", "utf-8")
    (posts / "证书.md").write_text(
        "---\ntitle: 证书\nid: 415\ndate: 2020-03-01\n---\n\n见[测速](/230.html#用法)。\n", "utf-8"
    )
    (posts / "无编号.md").write_text("---\ntitle: 无编号\ndate: 2020-04-01\n---\n\n正文。\n", "utf-8")
    moved = {post.dest: post for post in plan_import("hexo", blog)}
    aliases = {dest: read_front_matter(post.text)[0].get("aliases") for dest, post in moved.items()}
    assert aliases["blog/posts/测速脚本.md"] == ["/230.html"]
    assert aliases["blog/posts/证书.md"] == ["/415.html"]
    assert aliases["blog/posts/无编号.md"] is None
    assert any("needs id" in left for left in moved["blog/posts/无编号.md"].left)
    assert f"]({quote('测速脚本.md')}#用法)" in moved["blog/posts/证书.md"].text


def test_hexo_abbrlinks_the_plugin_would_compute_become_aliases(tmp_path):
    # hexo-abbrlink with crc32 gives a post without an abbrlink: the CRC-32 of its title (the
    # check value of CRC-32 is cbf43926, for "123456789"); one it wrote back is the post's own.
    blog = tmp_path / "blog"
    posts = blog / "source/_posts"
    posts.mkdir(parents=True)
    (blog / "package.json").write_text('{"dependencies": {"hexo": "^7.0.0", "hexo-abbrlink": "^2.2.1"}}', "utf-8")
    settings = "permalink: :year/:month/:day/post/:abbrlink.html\nabbrlink:\n  alg: crc32\n  rep: {}\n"
    (blog / "_config.yml").write_text(settings.format("hex"), "utf-8")
    (posts / "check.md").write_text("---\ntitle: '123456789'\ndate: 2022-10-13 17:08:00\n---\n\n正文。\n", "utf-8")
    (posts / "own.md").write_text("---\ntitle: 报表统计\nabbrlink: 1a2b\ndate: 2022-10-14\n---\n\n正文。\n", "utf-8")
    aliases = {moved.dest: read_front_matter(moved.text)[0].get("aliases") for moved in plan_import("hexo", blog)}
    assert aliases == {
        "blog/posts/check.md": ["/2022/10/13/post/cbf43926.html"],
        "blog/posts/own.md": ["/2022/10/14/post/1a2b.html"],
    }
    (blog / "_config.yml").write_text(settings.format("dec"), "utf-8")
    (check, *_) = sorted(plan_import("hexo", blog), key=lambda moved: moved.dest)
    assert read_front_matter(check.text)[0]["aliases"] == [f"/2022/10/13/post/{0xCBF43926}.html"]
    (blog / "_config.yml").write_text(settings.replace("crc32", "crc16").format("hex"), "utf-8")  # not computed here
    (check, *_) = sorted(plan_import("hexo", blog), key=lambda moved: moved.dest)
    assert any("needs abbrlink" in left for left in check.left)


def test_hexos_hash_permalinks_become_aliases_as_hexo_computes_them(tmp_path):
    # The expected addresses are Hexo 7's own (`hexo.locals.get("posts")[i].path`, run with these
    # files under TZ=UTC, America/New_York and Asia/Shanghai: the same hash each time).
    blog = tmp_path / "blog"
    posts = blog / "source/_posts"
    (posts / "sub").mkdir(parents=True)
    (blog / "_config.yml").write_text("permalink: :year/:month/:day/:hash/\ntimezone: Asia/Shanghai\n", "utf-8")
    for name, day in (
        ("读书的意义", "2023-04-26 22:07:50"),
        ("Hello 2022", "2021-01-02 03:04:05"),
        ("sub/same", "2020-12-31 23:30:00"),
    ):
        (posts / f"{name}.md").write_text(f"---\ntitle: t\ndate: {day}\n---\n\n正文。\n", encoding="utf-8")
    aliases = {moved.dest: read_front_matter(moved.text)[0].get("aliases") for moved in plan_import("hexo", blog)}
    assert aliases == {
        "blog/posts/读书的意义.md": ["/2023/04/26/9c6f6a605241/"],
        "blog/posts/Hello 2022.md": ["/2021/01/02/0a3707eddc7f/"],
        "blog/posts/same.md": ["/2020/12/31/2fcec00cdad7/"],  # Hexo names it by its sub-folder too
    }
    # Without a zone, the moment of a date without an offset is the writer's machine's: a thing to do.
    (blog / "_config.yml").write_text("permalink: :year/:month/:day/:hash/\n", "utf-8")
    (moved, *_) = plan_import("hexo", blog)
    assert "aliases" not in read_front_matter(moved.text)[0]
    assert any("needs hash" in left for left in moved.left)
