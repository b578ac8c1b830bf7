"""`coursebook import` turns each tool's link and image syntax into Markdown (issue 43, item 3):
Hexo's post_link, post_path, asset_path, asset_link and HTML images in a post's asset folder;
Jekyll's Liquid addresses, {% link %} and Chirpy's prompts. Blogs written here, our own text."""

from __future__ import annotations

import os
import subprocess
from urllib.parse import unquote

from bs4 import BeautifulSoup

from coursebook.frontmatter import read_front_matter
from coursebook.importer import plan_import
from sitebuild import run_build
from test_import import import_and_build, new_site, run, write_blog
from test_import_bilingual import PNG

HEXO = {
    "_config.yml": "permalink: :year/:title/\npost_asset_folder: true\n",
    "source/_posts/overlap.md": "---\ntitle: 计算与通信重叠\ndate: 2024-01-01\n---\n\n正文。\n",
    "source/_posts/links.md": (
        "---\ntitle: 链接\ndate: 2024-02-01\n---\n\n"
        "先读 {% post_link overlap %}，或{% post_link overlap '这一篇' %}。\n\n"
        "[原文]({% post_path overlap %})\n\n"
        '<img src="timeline.png" alt="时间线" width="300">\n\n'
        "![图]({% asset_path timeline.png %})\n\n"
        "{% asset_link trace.json 下载跟踪 %}\n\n"
        "{% fold 完整配置 %}\n```yaml\nzero_stage: 3\n```\n{% endfold %}\n\n"
        "{% gallery %}\n![时间线](timeline.png)\n{% endgallery %}\n"
    ),
}
JEKYLL = {
    "_config.yml": "permalink: /:year/:title/\nbaseurl: /blog\n",
    "assets/img/arch.png": "",
    "assets/files/paper.pdf": "",
    "_posts/2023-03-03-liquid.md": (
        "---\ntitle: Liquid\n---\n\n"
        "![arch]({{ '/assets/img/arch.png' | relative_url }})\n\n"
        "![again]({{ site.baseurl }}/assets/img/arch.png)\n\n"
        "[paper]({% link assets/files/paper.pdf %})\n\n"
        "> Check the version first.\n{: .prompt-warning }\n"
    ),
}


def article(build, path: str) -> BeautifulSoup:
    page = BeautifulSoup((build.site / path / "index.html").read_text(encoding="utf-8"), "html.parser")
    return page.article


def test_hexo_post_links_asset_paths_and_html_images_are_markdown_that_holds(tmp_path):
    assets = {"source/_posts/links/timeline.png": PNG, "source/_posts/links/trace.json": b"{}"}
    report, build = import_and_build(tmp_path, "hexo", HEXO, assets)
    post = article(build, "blog/links")
    links = {a.get_text(): a["href"] for a in post.find_all("a") if not a.get("class")}
    assert links["计算与通信重叠"].rstrip("/").endswith("overlap") and links["这一篇"] == links["计算与通信重叠"]
    assert links["原文"] == links["这一篇"] and "下载跟踪" in links
    for image in post.find_all("img"):
        assert (build.site / "blog/links" / image["src"]).resolve().is_file(), image["src"]
    assert (build.site / "blog/links" / links["下载跟踪"]).resolve().is_file()
    assert "{%" not in post.get_text() and "not beside the post" not in report
    assert post.select_one("details pre").get_text().strip() == "zero_stage: 3"  # a fold holding code


def test_a_post_link_by_the_title_of_a_dated_file_leads_to_that_post(tmp_path):
    # Hexo names a post by its :title read through new_post_name: 2019-05-14-plan.md is "plan".
    dated = {
        "_config.yml": "permalink: :year/:month/:day/:title/\nnew_post_name: :year-:month-:day-:title.md\n",
        "source/_posts/2019-05-14-plan.md": "---\ntitle: 学习的计划\ndate: 2019-05-14\n---\n\n正文。\n",
        "source/_posts/2019-05-15-lesson.md": (
            "---\ntitle: 第一课\ndate: 2019-05-15\n---\n\n见{% post_link plan %}和{% post_link plan '计划' %}。\n"
        ),
    }
    _, build = import_and_build(tmp_path, "hexo", dated, {})
    post = article(build, "blog/2019-05-15-lesson")
    links = {a.get_text(): a["href"] for a in post.find_all("a") if not a.get("class")}
    assert links["学习的计划"] == links["计划"] and links["计划"].rstrip("/").endswith("2019-05-14-plan")


def test_an_html_image_whose_address_is_a_tag_after_a_stray_backtick_keeps_its_file(tmp_path):
    # A backtick with no partner before a list is a backtick (CommonMark): the tag after it is converted,
    # and the image shows its file. An HTML image whose address still holds a tag stays as written.
    blog = {
        "_config.yml": "post_asset_folder: true\n",
        "source/_posts/cookie.md": (
            "---\ntitle: Cookie\ndate: 2020-05-14\n---\n\n"
            '与`cookie`安全性`相关的标志如下图：\n<img src="{% asset_path "01.png" %}" width="800">\n'
            "* `domain`\n* `path`\n\n"
            '<img src="{{ site.cdn }}/02.png" alt="二">\n'
        ),
    }
    (write_blog(tmp_path / "blog", blog) / "source/_posts/cookie").mkdir()
    (tmp_path / "blog/source/_posts/cookie/01.png").write_bytes(PNG)
    (tmp_path / "site").mkdir()
    config = new_site(tmp_path / "site")
    code, report = run("-f", str(config), "import", "hexo", str(tmp_path / "blog"))
    assert code == 0, report
    build = run_build(config, tmp_path / "site/site")
    post = article(build, "blog/cookie")
    shown = [image["src"] for image in post.find_all("img")]
    assert any((build.site / "blog/cookie" / src).resolve().is_file() for src in shown), shown
    assert "{{ site.cdn }}/02.png" in shown  # left as written, whole, and the writer is told
    assert "blog/posts/cookie.md: the file '{{ site.cdn }}/02.png' (an HTML src) is not in docs/" in report


def test_next_and_butterfly_tabs_become_content_tabs(tmp_path):
    blog = {
        "_config.yml": "theme: next\n",
        "source/_posts/apt.md": (
            "---\ntitle: 换源\ndate: 2024-03-01\n---\n\n两种写法：\n{% tabs apt, 1 %}\n"
            "<!-- tab 24.04 起 @ubuntu -->\n新格式：\n\n```bash\nsudo nano /etc/apt/sources.list.d/x.sources\n```\n"
            "<!-- endtab -->\n\n<!-- tab -->\n旧的 `sources.list`。\n\n{% note info %}\n先备份。\n{% endnote %}\n"
            "<!-- endtab -->\n{% endtabs %}\n\n之后更新。\n"
        ),
    }
    report, build = import_and_build(tmp_path, "hexo", blog, {})
    post = article(build, "blog/apt")
    labels = [label.get_text() for label in post.select(".tabbed-set label")]
    assert labels == ["24.04 起", "apt 2"], labels
    blocks = post.select(".tabbed-block")
    assert "x.sources" in blocks[0].select_one("pre").get_text() and "sources.list" in blocks[1].get_text()
    assert blocks[1].select_one(".admonition.info").get_text().strip() == "先备份。"  # a note in a tab
    assert "{%" not in post.get_text() and "<!--" not in str(post) and "之后更新" in post.get_text()
    assert "{% tabs %} written as content tabs" in report


def test_files_hexo_served_as_they_are_come_along_where_posts_link_to_them(tmp_path):
    # skip_render: a folder of demo pages, with their scripts, that a post links to.
    blog = {
        "_config.yml": "skip_render: 'demo/**'\n",
        "source/demo/anim/01.html": '<script src="./lib/run.js"></script>\n',
        "source/demo/anim/lib/run.js": "console.log(1)\n",
        "source/_posts/anim.md": "---\ntitle: 动画\ndate: 2019-06-24\n---\n\n[第一个例子](/demo/anim/01.html)\n",
    }
    report, build = import_and_build(tmp_path, "hexo", blog, {})
    assert (build.site / "demo/anim/01.html").read_text(encoding="utf-8") == blog["source/demo/anim/01.html"]
    assert (build.site / "demo/anim/lib/run.js").is_file()
    link = article(build, "blog/anim").find("a", string="第一个例子")
    assert (build.site / "blog/anim" / link["href"]).resolve() == (build.site / "demo/anim/01.html").resolve()


def test_jekyll_liquid_addresses_links_and_prompts_become_markdown(tmp_path):
    binary = {"assets/img/arch.png": PNG, "assets/files/paper.pdf": b"%PDF-1.4\n"}
    report, build = import_and_build(tmp_path, "jekyll", JEKYLL, binary)
    post = article(build, "blog/liquid")
    images = post.find_all("img")
    assert len(images) == 2
    for image in images:
        assert (build.site / "blog/liquid" / image["src"]).resolve().is_file(), image["src"]
    paper = post.find("a", string="paper")
    assert (build.site / "blog/liquid" / paper["href"]).resolve().is_file()
    assert post.select_one(".admonition.warning") is not None and "{{" not in post.get_text()


MATERIAL = {
    "mkdocs.yml": "site_name: Old\nplugins:\n  - blog\n",
    "docs/blog/.authors.yml": (
        "authors:\n  ada:\n    name: Ada\n    description: Writer\n    avatar: https://example.com/ada.png\n"
    ),
    "docs/blog/posts/hello.md": "---\ndate: 2024-01-05\nauthors: [ada]\n---\n\n# Hello\n\nText.\n",
}


def test_a_material_blog_s_authors_come_with_it(tmp_path):
    report, build = import_and_build(tmp_path, "material", MATERIAL, {})
    assert "copied: .authors.yml -> docs/blog/.authors.yml" in report and "0 things to do" in report
    assert "Ada" in article(build, "blog/hello").get_text()


def test_a_post_that_ends_at_its_front_matter_keeps_its_title(tmp_path):
    files = {"_posts/2021-01-01-stub.md": "---\ntitle: Only a title\n---"}
    report, build = import_and_build(tmp_path, "jekyll", files, {})
    assert article(build, "blog/stub").h1.get_text(strip=True).startswith("Only a title")


def test_a_hexo_html_link_to_another_post_leads_to_it(tmp_path):
    files = {
        "source/_posts/iis.md": "---\ntitle: IIS\ndate: 2022-01-01\n---\n\n## 安装证书\n\n步骤。\n",
        "source/_posts/acme.md": (
            "---\ntitle: ACME\ndate: 2022-02-01\n---\n\n"
            '见<a href="{% post_path \'iis\' %}" target="_blank">配置 IIS</a>。\n'
        ),
    }
    report, build = import_and_build(tmp_path, "hexo", files, {})
    link = article(build, "blog/acme").find("a", string="配置 IIS")
    assert link["target"] == "_blank" and (build.site / "blog/acme" / link["href"] / "index.html").resolve().is_file()


def test_a_hexo_post_s_own_permalink_is_its_old_address(tmp_path):
    files = {"source/_posts/about-me.md": "---\ntitle: 关于\ndate: 2020-01-01\npermalink: about/\n---\n\n你好。\n"}
    report, build = import_and_build(tmp_path, "hexo", files, {})
    assert "/blog/about-me/" in (build.site / "about/index.html").read_text(encoding="utf-8")


def test_a_material_blog_s_authors_join_the_site_s_own_and_its_modified_dates_are_read(tmp_path):
    blog = write_blog(tmp_path / "blog", MATERIAL)
    post = blog / "docs/blog/posts/hello.md"
    post.write_text(
        post.read_text().replace("date: 2024-01-05", "date:\n  created: 2024-01-05\n  modified: 2024-02-01")
    )
    (tmp_path / "site").mkdir()
    config = new_site(tmp_path / "site")
    kept = "# the site's own, with a comment\nauthors:\n  me:\n    name: Me  # CHANGE\n"
    (config.parent / "docs/blog").mkdir()
    (config.parent / "docs/blog/.authors.yml").write_text(kept, encoding="utf-8")
    code, report = run("-f", str(config), "import", "material", str(blog), "--lang", "zh")
    assert code == 0 and "author(s) ada added to blog/.authors.yml" in report and "0 things to do" in report
    merged = (config.parent / "docs/blog/.authors.yml").read_text(encoding="utf-8")
    assert merged.startswith(kept) and "  ada:\n    name: Ada" in merged
    build = run_build(config, tmp_path / "site/site", "--strict")
    assert build.returncode == 0, build.log


def test_jekyll_gists_and_chirpy_videos_are_links(tmp_path):
    files = {
        "_posts/2020-05-05-embeds.md": (
            "---\ntitle: Embeds\n---\n\n{% gist octo/123abc %}\n\n{% include embed/youtube.html id='dQw4w9WgXcQ' %}\n"
        )
    }
    report, build = import_and_build(tmp_path, "jekyll", files, {})
    hrefs = [a["href"] for a in article(build, "blog/embeds").find_all("a") if a.get("href", "").startswith("https")]
    assert "https://gist.github.com/octo/123abc" in hrefs and "https://www.youtube.com/watch?v=dQw4w9WgXcQ" in hrefs


def test_a_hexo_post_s_headings_keep_the_anchors_hexo_gave_them(tmp_path):
    files = {
        "source/_posts/iis.md": (
            "---\ntitle: IIS\ndate: 2022-01-01\n---\n\n## 安装SSL证书\n\n## 中文\n\n## 安装SSL证书\n"
        ),
        "source/_posts/acme.md": "---\ntitle: ACME\ndate: 2022-02-01\n---\n\n见[证书](iis.md#安装SSL证书)。\n",
    }
    report, build = import_and_build(tmp_path, "hexo", files, {})
    ids = [heading["id"] for heading in article(build, "blog/iis").find_all("h2") if heading.get("id")]
    assert ids == ["安装SSL证书", "中文", "安装SSL证书-1"]
    link = article(build, "blog/acme").find("a", string="证书")
    assert link["href"].endswith("#安装SSL证书")


def test_links_to_a_post_s_own_headings_by_an_editor_s_anchors_lead_to_them(tmp_path):
    # A table of contents written in Typora (GitHub's anchors: lower case, punctuation dropped),
    # and a link in another case than the heading's id.
    files = {
        "source/_posts/java.md": (
            "---\ntitle: Java\ndate: 2022-01-01\n---\n\n- [异常](#32-java-中的异常处理)\n- [总结](#summary)\n\n"
            "## 3.2 Java 中的异常处理\n\n正文。\n\n## Summary\n\n完。\n"
        ),
    }
    report, build = import_and_build(tmp_path, "hexo", files, {})
    page = article(build, "blog/java")
    ids = {heading["id"] for heading in page.find_all("h2") if heading.get("id")}
    for text in ("异常", "总结"):
        assert unquote(page.find("a", string=text)["href"]).lstrip("#") in ids, (text, ids)
    assert "points at its heading's anchor here" in report


def test_the_report_names_what_strict_would_stop_on_and_theme_front_matter_is_read(tmp_path):
    files = {
        "_posts/2021-01-01-cover.md": (
            "---\ntitle: Cover\nimage:\n  path: /assets/cover.png\n  alt: A cover\ntags: [a, '']\n"
            "---\n\n"
            "Text with a bell\x07 in it, [a page](/about-the-old-site/) and [a draft](never-written.md).\n"
        ),
    }
    blog = write_blog(tmp_path / "blog", files)
    (tmp_path / "site").mkdir()
    config = new_site(tmp_path / "site")
    code, report = run("-f", str(config), "import", "jekyll", str(blog), "--lang", "en")
    assert code == 0, report
    meta = read_front_matter((config.parent / "docs/en/blog/posts/cover.md").read_text(encoding="utf-8"))[0]
    assert meta["image"] == "/assets/cover.png" and meta["tags"] == ["a"]
    build = run_build(config, tmp_path / "site/site", "--strict")
    warnings = [line.split("-  ", 1)[1] for line in build.log.splitlines() if line.startswith("WARNING")]
    assert warnings and all(warning in report for warning in warnings), (warnings, report)
    assert f"would stop on {len(warnings)} warning" in report


def test_a_material_blog_drafted_in_obsidian_keeps_its_embeds(tmp_path):
    files = {
        "mkdocs.yml": "site_name: Old\nplugins:\n  - blog\n",
        "docs/blog/posts/shots.md": "---\ndate: 2025-01-28\n---\n\n# Shots\n\n![[Pasted image 2025.png]]\n",
    }
    report, build = import_and_build(tmp_path, "material", files, {"docs/blog/posts/_media/Pasted image 2025.png": PNG})
    assert "obsidian: false" not in report
    image = article(build, "blog/shots").find("img")
    assert image is not None and (build.site / "blog/shots" / unquote(image["src"])).resolve().is_file()


def test_a_hexo_post_dated_only_by_its_file_name_is_published_and_a_percent_slug_is_read(tmp_path):
    files = {
        "source/_posts/2011-10-21-notes.md": "---\ntitle: 零碎总结\ntags: [后端]\n---\n\n正文。\n",
        "source/_posts/2012-01-02-dance.md": (
            "---\ntitle: 舞\ndate: 2012-01-02\nslug: google-dance%e7%9a%84%e7%a7%98%e5%af%86\n---\n\n正文。\n"
        ),
        # Named as a public Hexo blog names 15 of its 17 posts (none has a date: it was left out).
        "source/_posts/20200728_xshell_vm.md": "---\ntitle: Xshell 连虚拟机\ncategories: 工具\n---\n\n正文。\n",
        "source/_posts/20201399_notes.md": "---\ntitle: 不是日期\n---\n\n正文。\n",
    }
    blog = write_blog(tmp_path / "blog", files)
    (tmp_path / "site").mkdir()
    config = new_site(tmp_path / "site")
    code, report = run("-f", str(config), "import", "hexo", str(blog), "--lang", "zh")
    assert code == 0 and "date 2020-07-28 taken from the file name" in report
    assert "20201399_notes.md: 'date': missing" in report  # not a day: the report names it
    (config.parent / "docs/blog/posts/20201399_notes.md").unlink()
    build = run_build(config, tmp_path / "site/site", "--strict")
    assert build.returncode == 0, build.log
    assert (build.site / "blog/20200728_xshell_vm/index.html").is_file()
    assert "date 2011-10-21 taken from the file name" in report
    assert (build.site / "blog/2011-10-21-notes/index.html").is_file()
    assert "/blog/2011-10-21-notes/" in (build.site / "2011/10/21/2011-10-21-notes/index.html").read_text()
    assert (build.site / "blog/google-dance-de-mi-mi/index.html").is_file()


def test_authors_a_hugo_blog_names_join_the_sites_authors_and_show_on_their_posts(tmp_path):
    # A Hugo blog keeps no authors file: before, each post naming one was a warning (a public
    # Hugo blog of 4,205 posts stopped a strict build on 4,174 of them), and `author:` was ignored.
    files = {
        "hugo.toml": 'title = "Notes"\n',
        "content/posts/first.md": '---\ntitle: "First"\ndate: 2023-02-01\nauthors: ["Mei Lin"]\n---\n\nOne.\n',
        "content/posts/second.md": "---\ntitle: Second\ndate: 2023-03-01\nauthor: Kai\n---\n\nTwo.\n",
        "content/posts/third.md": "---\ntitle: Third\ndate: 2023-04-01\nauthor:\n  name: Kai\n---\n\nThree.\n",
    }
    report, build = import_and_build(tmp_path, "hugo", files, {}, lang="en")
    assert "author Mei Lin added to blog/.authors.yml" in report and "author Kai added" in report
    assert report.count("author Kai added") == 1 and "authors: [Kai] (from author:" in report
    authors = (tmp_path / "site/docs/blog/.authors.yml").read_text(encoding="utf-8")
    assert "Mei Lin:\n    name: Mei Lin" in authors and "Kai:\n    name: Kai" in authors
    for slug, name in (("first", "Mei Lin"), ("second", "Kai"), ("third", "Kai")):
        assert name in article(build, f"en/blog/{slug}").get_text(), slug


def test_a_hexo_post_converted_from_html_or_full_of_code_shows_its_text_as_hexo_did(tmp_path):
    # What marked shows as text and Python-Markdown would read as a formula, a link or a wikilink:
    # escaped parentheses (an HTML-to-Markdown converter escapes each), C++ in prose, a LeetCode input.
    files = {
        "source/_posts/hive.md": (
            "---\ntitle: Hive 函数\ndate: 2022-01-01\n---\n\n"
            "| 函数 | 说明 |\n| --- | --- |\n"
            '| to\\_date\\(string\\) | to\\_date\\("1970\\-01\\-01 00:00:00"\\) = "1970\\-01\\-01" |\n\n'
            "比较器：auto f = [](int a, int b) { return a < b; };\n\n"
            "输入：[[[1,3]],[],[]]\n\n质能方程 $E = mc^2$ 照旧是公式。\n"
        )
    }
    report, build = import_and_build(tmp_path, "hexo", files, {})
    post = article(build, "blog/hive")
    text = post.get_text()
    assert 'to_date("1970-01-01 00:00:00") = "1970-01-01"' in text
    assert "auto f = [](int a, int b) { return a < b; };" in text and "[[[1,3]],[],[]]" in text
    assert len(post.select(".arithmatex, .katex")) >= 1 and "\\(" not in text  # the one formula, typeset
    assert "escaped parentheses (\\( or \\)) written as ( or )" in report


def test_dollars_in_a_blog_whose_theme_showed_no_formulas_stay_text(tmp_path):
    # The theme's own settings turn MathJax and KaTeX off (Butterfly's keys); a post that asks for
    # MathJax in its front matter (as such themes read it) keeps its formula.
    files = {
        "_config.yml": "title: 旧博客\ntheme: butterfly\n",
        "_config.butterfly.yml": "mathjax:\n  enable: false\n  per_page: false\nkatex:\n  enable: false\n",
        "source/_posts/url.md": (
            "---\ntitle: URL 里的保留字符\ndate: 2022-01-01\n---\n\n"
            "路径里允许 $&'()*+,;=$ 这些字符，一杯咖啡 $5，一块蛋糕 $10。\n"
        ),
        "source/_posts/energy.md": "---\ntitle: 质能\ndate: 2022-01-02\nmathjax: true\n---\n\n质能方程 $E = mc^2$。\n",
    }
    report, build = import_and_build(tmp_path, "hexo", files, {})
    url = article(build, "blog/url")
    assert "路径里允许 $&'()*+,;=$ 这些字符，一杯咖啡 $5，一块蛋糕 $10。" in url.get_text()
    assert not url.select(".arithmatex, .katex")
    assert article(build, "blog/energy").select(".katex")
    assert "kept as text, not formulas (the theme butterfly has mathjax and katex off" in report


def test_butterflys_link_cards_become_a_list_of_links(tmp_path):
    # Butterfly's {% flink %}: groups of links written as YAML; a body that is not that stays,
    # reported as a tag Markdown prints as text.
    files = {
        "_config.yml": "title: 旧博客\ntheme: butterfly\n",
        "source/_posts/links.md": (
            "---\ntitle: 收藏的网站\ndate: 2023-07-19\n---\n\n{% flink %}\n"
            "- class_name: 图片接口\n  class_desc: 平时用到的\n  link_list:\n\n"
            "  - name: 随机图 [二次元]\n    link: https://img.example/?post=93\n"
            "    avatar: https://img.example/a.jpg\n    descr: 每次刷新换一张\n"
            "  - name: Lorem Picsum\n    link: https://picsum.example/\n"
            "{% endflink %}\n\n后记。\n"
        ),
    }
    report, build = import_and_build(tmp_path, "hexo", files, {})
    post = article(build, "blog/links")
    assert post.find("strong").get_text() == "图片接口" and "平时用到的" in post.get_text()
    links = [(a.get_text(), a["href"]) for a in post.select("li > a")]
    assert links == [("随机图 [二次元]", "https://img.example/?post=93"), ("Lorem Picsum", "https://picsum.example/")]
    assert "每次刷新换一张" in post.select_one("li").get_text()
    assert "written as a list of links (their avatars left out)" in report
    blog = tmp_path / "blog"
    (blog / "source/_posts/links.md").write_text(
        "---\ntitle: t\n---\n\n{% flink %}\n只是一句话\n{% endflink %}\n", "utf-8"
    )
    (moved,) = plan_import("hexo", blog)
    assert "{% flink %}" in moved.text and any("{% flink %} is a Hexo or Jekyll tag" in left for left in moved.left)


def test_hexo_spoilers_inline_show_their_text_and_folded_ones_fold(tmp_path):
    # hexo-spoiler's inline {% spoiler text %} hid its text until clicked: the text is shown, and
    # the report says so; a theme's paired {% spoiler title %}…{% endspoiler %} still folds.
    blog = tmp_path / "blog"
    (blog / "source/_posts").mkdir(parents=True)
    (blog / "_config.yml").write_text("title: 旧博客\n", "utf-8")
    (blog / "source/_posts/quiz.md").write_text(
        "---\ntitle: 小测验\ndate: 2018-08-02\n---\n\n答案是{% spoiler 四十二，别告诉别人%}。\n\n"
        "空的：{% spoiler   %}完。\n\n{% spoiler 解析 %}\n因为 *六乘七*。\n{% endspoiler %}\n",
        "utf-8",
    )
    (moved,) = plan_import("hexo", blog)
    assert "答案是四十二，别告诉别人。" in moved.text and "空的：完。" in moved.text
    assert '??? note "解析"\n\n    因为 *六乘七*。' in moved.text
    assert "{% spoiler … %} written as its text (hexo-spoiler hid it until clicked)" in moved.changes
    assert not moved.left


def test_volantis_and_stellar_one_line_tags_become_markdown(tmp_path):
    # Found importing yeshan333/actions-for-hexo-blog (Stellar theme): notes, checkboxes, images and
    # buttons written on one line, and Hexo's own {% iframe %}, which would embed another site.
    blog = tmp_path / "blog"
    (blog / "source/_posts").mkdir(parents=True)
    (blog / "_config.yml").write_text("title: 旧博客\n", "utf-8")
    (blog / "source/_posts/io.md").write_text(
        "---\ntitle: I/O 模型\ndate: 2020-03-02\n---\n\n五种模型：\n\n"
        "{% checkbox red checked, 阻塞式 I/O %}\n{% checkbox cyan, 异步 I/O %}\n\n"
        "- {% checkbox green checked, 多路复用 %}\n\n"
        "{% note yellow, 单机连接数 = IP 数 × 端口数 %}\n\n"
        "{% image https://example.org/a.png 新主题 width:300px %}\n\n"
        "{% button Raycast https://www.raycast.com/ icon:solar:play %}\n\n"
        "幻灯片：\n\n{% iframe https://slides.example.org/2020/ %}\n\n"
        "句中的 {% note red, 不是一行 %} 留着。\n\n{% note color:cyan 标题, 正文 %}\n\n"
        '{% image fancybox /img/a.png 300 200 "封面" %}\n\n{% button /p/, 上一页 %}\n\n'
        "{% iframe //player.example.org/v?id=1 %}\n\n`code`{% checkbox checked, 不是一行 %}\n",
        "utf-8",
    )
    (moved,) = plan_import("hexo", blog)
    assert "- [x] 阻塞式 I/O\n- [ ] 异步 I/O\n\n- [x] 多路复用\n" in moved.text
    assert '!!! warning ""\n\n    单机连接数 = IP 数 × 端口数' in moved.text
    assert "![新主题](https://example.org/a.png)" in moved.text
    assert "[Raycast](https://www.raycast.com/)" in moved.text
    assert "[https://slides.example.org/2020/](https://slides.example.org/2020/)" in moved.text
    assert "{% iframe https://slides.example.org/2020/ %} written as a link (no frame from another site)" in (
        moved.changes
    )
    # Inside a sentence a note cannot be a block: it stays, and is reported.
    assert "句中的 {% note red, 不是一行 %} 留着。" in moved.text
    # A head with words that are no style (a title?) is not thrown away: the tag stays, reported.
    assert "{% note color:cyan 标题, 正文 %}" in moved.text
    # Hexo's own {% image %} (another name of {% img %}); a button whose address comes first;
    # a frame's address without its scheme; a tag right after inline code is not alone on its line.
    assert "![封面](/img/a.png)" in moved.text and "[上一页](/p/)" in moved.text
    assert "[https://player.example.org/v?id=1](https://player.example.org/v?id=1)" in moved.text
    assert "`code`{% checkbox checked, 不是一行 %}" in moved.text
    for left in ("{% note red", "{% note color:cyan", "{% checkbox checked, 不是一行"):  # each reported
        assert any(left in line for line in moved.left), (left, moved.left)


def test_math_under_hexo_renderer_markdown_is_left_as_written(tmp_path):
    # niemingzhao's hexo-renderer-markdown runs markdown-it-katex: its writers wrote TeX as TeX
    # (yeshan333/actions-for-hexo-blog); under marked the same text would have been unescaped.
    blog = tmp_path / "blog"
    (blog / "source/_posts").mkdir(parents=True)
    (blog / "_config.yml").write_text("title: 旧博客\n", "utf-8")
    (blog / "package.json").write_text('{"dependencies": {"hexo-renderer-markdown": "^1.6.5"}}', "utf-8")
    formula = "$$ f(x)=\\left\\{\n\\begin{aligned}\nx & = \\cos(t) \\\\\ny & = \\sin(t)\n\\end{aligned}\n\\right. $$"
    (blog / "source/_posts/latex.md").write_text(f"---\ntitle: LaTeX\ndate: 2019-05-01\n---\n\n{formula}\n", "utf-8")
    (moved,) = plan_import("hexo", blog)
    assert formula in moved.text


def test_hexo_file_names_by_new_post_name_and_img_tags_by_old_address(tmp_path):
    # Found importing zhulichao/hexo-blog: files named by ":year-:month-:day-:title.md" were
    # published at /:year/:month/:day/:title/ (Hexo reads the title out of the name), and their
    # pictures, kept in the post's asset folder, named by that address in Hexo's {% img %} tag.
    blog = tmp_path / "blog"
    (blog / "source/_posts/2017-03-24-amap").mkdir(parents=True)
    (blog / "_config.yml").write_text(
        "title: 旧博客\npermalink: :year/:month/:day/:title/\nnew_post_name: :year-:month-:day-:title.md\n"
        "post_asset_folder: true\n",
        "utf-8",
    )
    (blog / "source/_posts/2017-03-24-amap/key.png").write_bytes(b"\x89PNG")
    (blog / "source/_posts/2017-03-24-amap/O(n).png").write_bytes(b"\x89PNG")
    (blog / "source/_posts/2017-03-24-amap.md").write_text(
        "---\ntitle: 高德地图\ndate: 2017-03-24\n---\n\n{% img /2017/03/24/amap/key.png 200 申请 Key %}\n\n"
        '![复杂度](/2017/03/24/amap/O(n).png)\n\n{% img left /images/logo.png \'"标志" "站点标志"\' %}\n',
        "utf-8",
    )
    (moved,) = plan_import("hexo", blog)
    assert moved.old_url == "/2017/03/24/amap/"
    assert "![申请 Key](2017-03-24-amap/key.png)" in moved.text
    assert "{% img … %} written as an image (its size and settings left out)" in moved.changes
    assert "![复杂度](2017-03-24-amap/O(n).png)" in moved.text
    assert "![站点标志](/images/logo.png)" in moved.text


def test_links_by_the_blogs_earlier_dated_addresses_lead_to_the_posts(tmp_path):
    # Found importing ZvonimirSun/my-hexo-blog: its permalink is posts/:title/ now, and its posts
    # still link to each other by Hexo's default /:year/:month/:day/:title/.
    blog = tmp_path / "blog"
    (blog / "source/_posts").mkdir(parents=True)
    (blog / "_config.yml").write_text("title: 旧博客\npermalink: posts/:title/\n", "utf-8")
    valine = "---\ntitle: Valine 评论\ndate: 2018-04-01 10:20:00\n---\n\n正文。\n"
    (blog / "source/_posts/Valine.md").write_text(valine, "utf-8")
    (blog / "source/_posts/admin.md").write_text(
        "---\ntitle: Valine Admin\ndate: 2018-04-02\n---\n\n先看[上一篇](/2018/04/01/Valine/)，"
        "再看[不存在的](/2018/04/03/Valine/)。\n",
        "utf-8",
    )
    moved = {post.name: post for post in plan_import("hexo", blog)}
    assert "[上一篇](Valine.md)" in moved["admin"].text
    assert "[不存在的](/2018/04/03/Valine/)" in moved["admin"].text  # another day: no post of it


def test_links_relative_to_a_posts_old_address_lead_to_the_posts(tmp_path):
    # Found importing Annilla/anny-hexo-blog: posts link by ../../../../../2019/04/05/UXUI/rally/,
    # relative to their own old address, and one links to itself.
    blog = tmp_path / "blog"
    (blog / "source/_posts/UXUI").mkdir(parents=True)
    (blog / "_config.yml").write_text("permalink: :year/:month/:day/:title/\n", "utf-8")
    rally = "---\ntitle: Rally\ndate: 2019-04-05\n---\n\n[本篇](../../../../../2019/04/05/UXUI/rally/)\n"
    (blog / "source/_posts/UXUI/rally.md").write_text(rally, "utf-8")
    (blog / "source/_posts/UXUI/reply.md").write_text(
        "---\ntitle: Reply\ndate: 2019-04-06\n---\n\n见[上一篇](../../../../../2019/04/05/UXUI/rally/)。\n", "utf-8"
    )
    moved = {post.name: post for post in plan_import("hexo", blog)}
    assert "[上一篇](rally.md)" in moved["reply"].text
    assert "[本篇](rally.md)" in moved["rally"].text  # its own old address: itself


def test_a_hexo_post_with_no_date_is_dated_by_the_commit_that_added_it(tmp_path):
    # Found importing baimohui/jankin-hexo-blog: no post has a date (Hexo took the file's time).
    blog = tmp_path / "blog"
    (blog / "source/_posts").mkdir(parents=True)
    (blog / "_config.yml").write_text("title: 笔记\n", "utf-8")
    (blog / "source/_posts/链表.md").write_text("---\ntitle: 链表\ntags: [算法]\n---\n\n正文。\n", "utf-8")
    env = {
        **os.environ,
        "GIT_AUTHOR_DATE": "2022-04-28T10:00:00+08:00",
        "GIT_COMMITTER_DATE": "2022-04-28T10:00:00+08:00",
    }
    git = ["git", "-C", str(blog), "-c", "user.name=w", "-c", "user.email=w@example.com"]
    subprocess.run([*git, "init", "-q"], check=True, env=env)
    subprocess.run([*git, "add", "."], check=True, env=env)
    subprocess.run([*git, "commit", "-q", "-m", "posts"], check=True, env=env)
    (post,) = plan_import("hexo", blog)
    assert read_front_matter(post.text)[0]["date"] == "2022-04-28"
    assert "date 2022-04-28 taken from the commit that added the file (it has no date; check it)" in post.changes


def test_a_link_typed_in_lower_case_leads_to_the_post_whose_address_has_capitals(tmp_path):
    # Found importing bofeng/hexo-blog: Hexo keeps a file name's case in the address, and a post
    # linked to /2022/05/09/algorand-og-governor-nft/ for the file Algorand-OG-Governor-NFT.md.
    blog = tmp_path / "blog"
    (blog / "source/_posts").mkdir(parents=True)
    (blog / "_config.yml").write_text("title: Old\npermalink: /:year/:month/:day/:title/\n", "utf-8")
    (blog / "source/_posts/Governor-NFT.md").write_text("---\ntitle: NFT\ndate: 2022-05-09\n---\n\nText.\n", "utf-8")
    (blog / "source/_posts/mint.md").write_text(
        "---\ntitle: Mint\ndate: 2022-05-10\n---\n\nSee [the NFT](/2022/05/09/governor-nft/).\n", "utf-8"
    )
    moved = {post.name: post for post in plan_import("hexo", blog)}
    assert "[the NFT](Governor-NFT.md)" in moved["mint"].text, moved["mint"].text


def test_pictures_in_an_asset_folder_whose_name_holds_spaces_and_quotes_stay_pictures(tmp_path):
    # Found importing smallyunet/hexo-blog-en: a folder named after a title with quotes in it; the
    # picture's path was cut at the first quote, and the picture lost.
    blog = tmp_path / "blog"
    folder = blog / 'source/_posts/On "Egocentrism"'
    folder.mkdir(parents=True)
    (blog / "_config.yml").write_text("title: Old blog\npost_asset_folder: true\n", "utf-8")
    (folder / "1.png").write_bytes(b"\x89PNG")
    (folder / "2.png").write_bytes(b"\x89PNG")
    (blog / 'source/_posts/On "Egocentrism".md').write_text(
        '---\ntitle: On "Egocentrism"\ndate: 2021-10-29\n---\n\n<img src="1.png" width="40%">\n\n![two](2.png)\n',
        "utf-8",
    )
    (moved,) = plan_import("hexo", blog, lang="en")
    assert "On%20%22Egocentrism%22/1.png" in moved.text
    assert '![two](<On "Egocentrism"/2.png>)' in moved.text


def test_a_hexo_post_whose_front_matter_has_no_opening_line_keeps_its_title_and_date(tmp_path):
    # Hexo reads "title: …" lines ending at "---" as front matter without the opening "---"; a
    # post that only opens with a key in its text stays as it is.
    blog = tmp_path / "blog"
    (blog / "source/_posts").mkdir(parents=True)
    (blog / "_config.yml").write_text("title: 旧博客\n", "utf-8")
    (blog / "source/_posts/ssh.md").write_text(
        "title: SSH 配置小结\ndate: 2017-07-09 17:29:11\ntags:\n - Linux\n---\n\n正文。\n\n---\n\n后文。\n", "utf-8"
    )
    (blog / "source/_posts/note.md").write_text("注意: 这不是键。\n\n---\n\n后文。\n", "utf-8")
    moved = {post.name: post for post in plan_import("hexo", blog)}
    meta, body = read_front_matter(moved["ssh"].text)[:2]
    assert meta["title"] == "SSH 配置小结" and meta["tags"] == ["Linux"] and body.startswith("正文。")
    assert "后文。" in body
    assert "--- added before the front matter (Hexo reads it without one; MkDocs does not)" in moved["ssh"].changes
    assert moved["note"].text.startswith("注意: 这不是键。")  # no title or date: its text, as it is


def test_a_blog_s_own_series_become_courses_with_landing_pages(tmp_path):
    # Hexo themes name a series in words (series: 勇者故事); Coursebook's course is an ASCII id with
    # a landing page. A post in two series is in the first; the second is kept as a tag.
    blog = {
        "_config.yml": "permalink: :year/:title/\n",
        "source/_posts/one.md": "---\ntitle: 第一章\ndate: 2020-01-01\nseries: 勇者故事\n---\n\n出发。\n",
        "source/_posts/two.md": "---\ntitle: 第二章\ndate: 2020-02-01\nseries: 勇者故事\n---\n\n归来。\n",
        "source/_posts/gpu.md": "---\ntitle: 显存\ndate: 2020-03-01\nseries: [gpu-notes, 显存账]\n---\n\n算账。\n",
    }
    report, build = import_and_build(tmp_path, "hexo", blog, {})
    assert "changed: series: 勇者故事 is the course yong-zhe-gu-shi (series/yong-zhe-gu-shi.md)" in report
    assert report.count("made: docs/series/yong-zhe-gu-shi.md") == 1 and "made: docs/series/gpu-notes.md" in report
    landing = article(build, "series/yong-zhe-gu-shi")
    assert landing.h1.get_text(strip=True) == "勇者故事"
    listed = landing.select_one('[data-series-parts="yong-zhe-gu-shi"]')
    assert [a.get_text(strip=True) for a in listed.find_all("a")] == ["第一章", "第二章"]
    gpu = BeautifulSoup((build.site / "blog/gpu/index.html").read_text(encoding="utf-8"), "html.parser")
    assert gpu.select_one('[data-series="gpu-notes"]') is not None
    assert "显存账" in [a.get_text(strip=True) for a in gpu.select('a[href*="tags"]')]


def test_importing_again_brings_back_a_course_landing_page_though_its_first_post_is_there(tmp_path):
    blog = {
        "_config.yml": "permalink: :year/:title/\n",
        "source/_posts/one.md": "---\ntitle: 第一章\ndate: 2020-01-01\nseries: 勇者故事\n---\n\n出发。\n",
        "source/_posts/two.md": "---\ntitle: 第二章\ndate: 2020-02-01\nseries: 勇者故事\n---\n\n归来。\n",
    }
    write_blog(tmp_path / "blog", blog)
    (tmp_path / "site").mkdir()
    config = new_site(tmp_path / "site")
    assert run("-f", str(config), "import", "hexo", str(tmp_path / "blog"))[0] == 0
    docs = tmp_path / "site/docs"
    (docs / "series/yong-zhe-gu-shi.md").unlink()
    (docs / "blog/posts/two.md").unlink()
    code, report = run("-f", str(config), "import", "hexo", str(tmp_path / "blog"))
    assert code == 0 and "blog/posts/one.md: already exists; not written" in report
    assert (docs / "series/yong-zhe-gu-shi.md").is_file() and (docs / "blog/posts/two.md").is_file()
    assert "unknown series" not in report


def test_links_to_the_old_sites_lists_and_to_posts_by_a_relative_html_address_lead_to_the_sites_own(tmp_path):
    # Found importing Penryn/hexo-blog (its posts link to /archives/, /tags/ and a category's page)
    # and titangene/hexo-blog (permalink article/:title.html; posts link ./other.html).
    blog = {
        "_config.yml": "permalink: article/:title.html\n",
        "source/_posts/gcp.md": "---\ntitle: GCP\ndate: 2019-01-01\ncategories: [总结]\n---\n\n正文。\n",
        "source/_posts/vm.md": (
            "---\ntitle: VM\ndate: 2019-01-02\ncategories: [总结]\n---\n\n"
            "先读[上一篇](./gcp.html)。\n\n- [归档](/archives/)\n- [标签](/tags/)\n"
            "- [同分类](/categories/%E6%80%BB%E7%BB%93/)\n"
        ),
    }
    report, build = import_and_build(tmp_path, "hexo", blog, {})
    post = article(build, "blog/vm")
    links = {a.get_text(): a["href"] for a in post.find_all("a") if not a.get("class")}
    for text in ("上一篇", "归档", "标签", "同分类"):
        assert (build.site / "blog/vm" / links[text] / "index.html").resolve().is_file(), (text, links[text])
    assert links["上一篇"].rstrip("/").endswith("gcp") and links["同分类"].rstrip("/").endswith("categories/zong-jie")
