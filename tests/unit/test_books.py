"""coursebook/books.py: a course's parts as the chapters of an EPUB."""

from __future__ import annotations

import io
import zipfile
from dataclasses import replace
from datetime import UTC, datetime

from lxml import etree

from coursebook.books import Book, Chapter, make_epub
from coursebook.fragments import diagram_sources

XHTML = {"x": "http://www.w3.org/1999/xhtml", "m": "http://www.w3.org/1998/Math/MathML"}
FORMULA = (
    '<span class="arithmatex"><span class="katex"><span class="katex-mathml">'
    '<math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>m</mi></mrow>'
    '<annotation encoding="application/x-tex">m</annotation></semantics></math></span>'
    '<span class="katex-html" aria-hidden="true"><span class="mord mathnormal">m</span></span></span></span>'
)
DISPLAY = FORMULA.replace('<span class="katex">', '<span class="katex-display"><span class="katex">', 1).replace(
    "</span></span></span></span>", "</span></span></span></span></span>", 1
)
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 16


def book(*chapters: Chapter, site_url: str = "https://example.org/notes/") -> Book:
    return Book(
        identifier="https://example.org/notes/series/c/",
        title="显存课",
        lang="zh-CN",
        authors=("乔林",),
        description="四讲",
        site_url=site_url,
        page_url="series/c/all/",
        chapters=chapters,
        modified=datetime(2026, 9, 8, 10, 0, tzinfo=UTC),
    )


def chapter_xml(epub: bytes, name: str) -> etree._Element:
    with zipfile.ZipFile(io.BytesIO(epub)) as archive:
        return etree.fromstring(archive.read(f"EPUB/{name}"))


def test_a_formula_becomes_its_mathml_and_the_chapter_says_it_holds_mathml():
    html = f"<p>一阶矩 {FORMULA}。</p><div class='arithmatex'>{DISPLAY}</div>"
    epub, problems = make_epub(book(Chapter("part-1", "第 1 讲：显存", "zh-CN", html)), lambda path: None)
    page = chapter_xml(epub, "part-1.xhtml")
    maths = page.findall(".//m:math", XHTML)
    assert len(maths) == 2 and maths[1].get("display") == "block" and maths[0].get("display") is None
    # Nothing of KaTeX's HTML is left: the paragraph's text is its own and the formula's TeX.
    assert page.xpath("string(.//x:p)", namespaces=XHTML) == "一阶矩 m" + "m。"  # <mi>m</mi>, then its annotation
    assert not page.xpath(".//*[contains(@class, 'katex')]")
    assert manifest_properties(epub)["part-1.xhtml"] == "mathml"  # EPUBCheck requires it
    assert problems == []


def manifest_properties(epub: bytes) -> dict[str, str | None]:
    with zipfile.ZipFile(io.BytesIO(epub)) as archive:
        opf = etree.fromstring(archive.read("EPUB/content.opf"))
    return {item.get("href"): item.get("properties") for item in opf.iterfind(".//{*}item")}


def test_links_lead_to_chapters_inside_the_book_and_to_the_site_outside_it():
    first = Chapter("part-1", "第 1 讲", "zh-CN", '<h2 id="part-1-a">A</h2>')
    html = (
        '<p><a href="#part-1-a">一</a> <a href="#part-1">二</a> <a href="../../../about/">关于</a>'
        ' <a href="https://pytorch.org/">外</a> <a href="#part-2-b">本讲</a></p><h2 id="part-2-b">B</h2>'
    )
    epub, _ = make_epub(book(first, Chapter("part-2", "第 2 讲", "zh-CN", html)), lambda path: None)
    links = [a.get("href") for a in chapter_xml(epub, "part-2.xhtml").iter("{*}a")]
    assert links == [
        "part-1.xhtml#part-1-a",
        "part-1.xhtml",
        "https://example.org/notes/about/",
        "https://pytorch.org/",
        "part-2.xhtml#part-2-b",
    ]


def test_a_picture_of_the_site_is_put_inside_the_book_and_a_missing_one_is_reported():
    html = '<p><img alt="图" src="../../../assets/fig.png"><img alt="无" src="../../../assets/gone.png"></p>'
    site = {"assets/fig.png": PNG}
    epub, problems = make_epub(book(Chapter("part-1", "第 1 讲", "zh-CN", html, source="blog/posts/one.md")), site.get)
    sources = [image.get("src") for image in chapter_xml(epub, "part-1.xhtml").iter("{*}img")]
    assert sources[0].startswith("images/") and sources[0].endswith(".png")
    assert sources[1] == "https://example.org/notes/assets/gone.png"
    with zipfile.ZipFile(io.BytesIO(epub)) as archive:
        assert archive.read("EPUB/" + sources[0]) == PNG
    assert problems == [
        "blog/posts/one.md: the picture '../../../assets/gone.png' is not in the built site; the book links to it"
    ]


def test_code_keeps_every_space_and_line_and_loses_its_line_number_column():
    code = "def f():\n    return 1\n\n\nprint(f())"
    html = (
        '<div class="highlight"><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv">'
        "<pre><span></span>1\n2\n3\n4\n5</pre></div></td>"
        f'<td class="code"><div><pre><span></span><code>{code}</code></pre></div></td></tr></table></div>'
    )
    epub, _ = make_epub(book(Chapter("part-1", "第 1 讲", "zh-CN", html)), lambda path: None)
    page = chapter_xml(epub, "part-1.xhtml")
    assert [pre.xpath("string()") for pre in page.iter("{*}pre")] == [code]
    assert not page.xpath(".//x:table", namespaces=XHTML)


def test_a_line_break_chance_stays_empty_and_print_only_marks_go():
    html = (
        '<h2 id="part-1-x"><span class="cb-phrases">常见<wbr>编号<wbr>怎么处理</span>'
        '<a class="headerlink" href="#part-1-x">¶</a></h2>'
        '<p><a href="https://a.example/">甲</a><sup class="cb-print-only cb-print-ref">[1]</sup>，乙</p>'
    )
    epub, _ = make_epub(book(Chapter("part-1", "第 1 讲", "zh-CN", html)), lambda path: None)
    page = chapter_xml(epub, "part-1.xhtml")
    heading = page.find(".//x:h2", XHTML)
    assert heading.xpath("string()") == "常见编号怎么处理" and all(len(wbr) == 0 for wbr in heading.iter("{*}wbr"))
    assert page.xpath("string(.//x:p)", namespaces=XHTML) == "甲，乙"


def test_a_drawn_diagram_replaces_its_source_and_is_named_by_its_labels():
    html = '<pre class="cb-diagram"><code>flowchart LR\n  A["段 1"] --&gt; B["段 2"]</code></pre><p>后</p>'
    assert diagram_sources(html) == ['flowchart LR\n  A["段 1"] --> B["段 2"]']
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>#d{fill:#333}</style>'
        "<text><tspan>段 1</tspan></text><text><tspan>段</tspan><tspan>2</tspan></text></svg>"
    )
    chapter = Chapter("part-1", "第 1 讲", "zh-CN", html)
    source = diagram_sources(html)[0]
    epub, _ = make_epub(replace(book(chapter), drawings={source: svg}), lambda path: None)
    page = chapter_xml(epub, "part-1.xhtml")
    drawing = page.find(".//{http://www.w3.org/2000/svg}svg")
    assert drawing.get("role") == "img" and drawing.get("aria-label") == "段 1 · 段 2"
    assert not page.xpath(".//x:pre", namespaces=XHTML)
    assert page.xpath("string(.//x:p)", namespaces=XHTML) == "后"
    assert manifest_properties(epub)["part-1.xhtml"] == "svg"
    kept = chapter_xml(make_epub(book(chapter), lambda path: None)[0], "part-1.xhtml")  # not drawn
    assert kept.xpath("string(.//x:pre)", namespaces=XHTML).startswith("flowchart LR")  # its source, not lost


def test_the_book_lists_its_chapters_in_order_with_metadata_and_a_cover():
    chapters = [Chapter(f"part-{n}", f"第 {n} 讲：题 {n}", "zh-CN", f"<p>{n}</p>") for n in (1, 2, 3)]
    epub, _ = make_epub(book(*chapters), lambda path: None)
    with zipfile.ZipFile(io.BytesIO(epub)) as archive:
        opf = etree.fromstring(archive.read("EPUB/content.opf"))
        nav = etree.fromstring(archive.read("EPUB/nav.xhtml"))
        cover = archive.read("EPUB/cover.xhtml").decode()
    ns = {"o": "http://www.idpf.org/2007/opf", "dc": "http://purl.org/dc/elements/1.1/"}
    assert opf.findtext(".//dc:title", namespaces=ns) == "显存课"
    assert opf.findtext(".//dc:language", namespaces=ns) == "zh-CN"
    assert opf.findtext(".//dc:creator", namespaces=ns) == "乔林"
    assert opf.findtext(".//dc:description", namespaces=ns) == "四讲"
    manifest = {item.get("id"): item.get("href") for item in opf.iterfind(".//o:item", ns)}
    spine = [manifest[ref.get("idref")] for ref in opf.iterfind(".//o:itemref", ns)]
    assert spine == ["cover.xhtml", "nav.xhtml", "part-1.xhtml", "part-2.xhtml", "part-3.xhtml"]
    assert [a.text for a in nav.iter("{*}a")] == ["第 1 讲：题 1", "第 2 讲：题 2", "第 3 讲：题 3"]
    assert "显存课" in cover and "乔林" in cover and "四讲" in cover
    # Dated by its newest part, not by the moment it was made: two builds make the same file.
    assert opf.findtext(".//o:meta[@property='dcterms:modified']", namespaces=ns) == "2026-09-08T10:00:00Z"
    assert make_epub(book(*chapters), lambda path: None)[0] == epub


def test_two_authors_one_picture_in_two_places_and_an_icon_make_a_valid_package():
    # Found in review: a second author repeated the id "creator"; the same picture at two paths
    # was packaged twice; an inline icon's viewBox was lowercased by the HTML parser.
    icon = '<span class="twemoji"><svg viewBox="0 0 24 24"><path d="M1 1h2"/></svg></span>'
    one = Chapter("part-1", "第 1 讲", "zh-CN", f'<p>{icon}<img alt="" src="../../../a/x.png"></p>')
    two = Chapter("part-2", "第 2 讲", "zh-CN", '<p><img alt="" src="../../../b/x.png"></p>')
    shown = replace(book(one, two), authors=("乔林", "王小明"))
    epub, problems = make_epub(shown, lambda path: PNG)
    with zipfile.ZipFile(io.BytesIO(epub)) as archive:
        names = archive.namelist()
        opf = etree.fromstring(archive.read("EPUB/content.opf"))
    assert len(names) == len(set(names)) and sum(name.startswith("EPUB/images/") for name in names) == 1
    creators = opf.findall(".//{http://purl.org/dc/elements/1.1/}creator")
    assert [c.text for c in creators] == ["乔林", "王小明"] and len({c.get("id") for c in creators}) == 2
    svg = chapter_xml(epub, "part-1.xhtml").find(".//{http://www.w3.org/2000/svg}svg")
    assert svg is not None and svg.get("viewBox") == "0 0 24 24"
    assert manifest_properties(epub)["part-1.xhtml"] == "svg" and problems == []


def test_attributes_xml_cannot_hold_are_left_out_and_said():
    html = '<div v-on:click="go" 1a="x" data-ok="y">文字</div>'
    epub, problems = make_epub(
        book(Chapter("part-1", "第 1 讲", "zh-CN", html, source="blog/posts/vue.md")), dict().get
    )
    page = chapter_xml(epub, "part-1.xhtml")
    assert page.xpath("string(.//x:div/x:div)", namespaces=XHTML) == "文字"
    assert page.find(".//x:div/x:div", XHTML).get("data-ok") == "y"
    assert problems == ["blog/posts/vue.md: attributes left out of the book (not XML): 1a, v-on:click"]


def test_a_script_is_left_out_and_an_embedded_player_becomes_a_link():
    html = (
        '<p>看视频：</p><iframe src="https://player.example/v/1" title="讲解视频"></iframe>'
        "<script>alert(1)</script><p>后文</p>"
    )
    epub, problems = make_epub(book(Chapter("part-1", "第 1 讲", "zh-CN", html, source="blog/posts/v.md")), dict().get)
    page = chapter_xml(epub, "part-1.xhtml")
    assert not page.xpath(".//x:script | .//x:iframe", namespaces=XHTML)
    link = page.find(".//x:a", XHTML)
    assert link.get("href") == "https://player.example/v/1" and link.text == "讲解视频"
    assert problems == [
        "blog/posts/v.md: a <script> is left out of the book",
        "blog/posts/v.md: the embedded https://player.example/v/1 is a link in the book",
    ]
