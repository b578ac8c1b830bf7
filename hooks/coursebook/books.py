"""A course as an EPUB 3 book: the parts in course order, one chapter each.

Each chapter is a part's HTML as the one-page course shows it (coursebook/onepage.py:
ids prefixed with the part's section id, links between parts turned into links to
those sections), made fit for a reading app:

- a formula becomes the MathML that KaTeX wrote beside its HTML (an EPUB reader
  has no KaTeX stylesheet or fonts; MathML is what EPUB 3 reads);
- a link to another part leads to that part's chapter; any other link inside the
  site leads to the page on the site (its address from ``site_url``);
- a picture of the site is put inside the book; one it cannot find stays a link,
  with a problem reported;
- what only print or the site's own scripts use is left out (print's link numbers,
  heading permalinks).

ebooklib writes the package (manifest, spine, navigation document, NCX); each
chapter is serialised here, because ebooklib pretty-prints a chapter's HTML, which
adds lines and spaces inside ``<pre>``: a code block would change.
"""

from __future__ import annotations

import hashlib
import io
import mimetypes
import posixpath
import re
import zipfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from dataclasses import replace as replaced
from datetime import UTC, datetime
from urllib.parse import unquote, urljoin, urlsplit

from ebooklib import epub
from lxml import etree
from lxml import html as lxml_html

from coursebook.fragments import (
    DIAGRAMS,
    FORMULAS,
    drawing_labels,
    drop,
    for_export,
    parse_svg,
    replace,
)

MATHML = "http://www.w3.org/1998/Math/MathML"
STYLESHEET = "style/book.css"
# Picture types EPUB 3 readers must show (its "core media types").
_PICTURES = {"image/png", "image/jpeg", "image/gif", "image/svg+xml", "image/webp"}


@dataclass(frozen=True)
class Chapter:
    """One part of the course in the book."""

    anchor: str  # its section id on the one-page course (part-2): its ids start with it
    title: str  # as the table of contents shows it: "第 2 课：…" / "Lesson 2: …"
    lang: str  # the part's language (zh-CN, en): a course may hold a part of the other language
    html: str  # its HTML as the one-page course shows it (onepage.move_part)
    source: str = ""  # its file in docs/, which a problem names

    @property
    def file_name(self) -> str:
        return f"{self.anchor}.xhtml"


@dataclass(frozen=True)
class Book:
    """What a course's EPUB holds."""

    identifier: str  # the course's address on the site (or another stable name)
    title: str
    lang: str  # zh-CN or en
    authors: tuple[str, ...]
    description: str | None
    site_url: str  # the deployed site's address, ending in "/" ("" when the site names none)
    page_url: str  # the one-page course's URL within the site, whose relative links the chapters hold
    chapters: tuple[Chapter, ...]
    modified: datetime  # when its newest part was written or updated (the book's dcterms:modified)
    cover_lines: tuple[str, ...] = ()  # what the cover says under the title and author (the site's name, …)
    stylesheet: str = ""  # besides the book's own: the code colours of the site's highlighter
    drawings: Mapping[str, str] = field(default_factory=dict)  # a diagram's source -> its SVG (else: its source)


@dataclass
class _Pictures:
    """The site's pictures the chapters show, put in the book under a name made from their content."""

    read: Callable[[str], bytes | None]  # a site path -> its bytes, None if the site has no such file
    placed: dict[str, tuple[str, str, bytes]] = field(default_factory=dict)  # site path -> (name, type, bytes)
    problems: list[str] = field(default_factory=list)

    def place(self, site_path: str) -> str | None:
        """The picture's name in the book, or None when the site has no picture there."""
        if site_path not in self.placed:
            kind = mimetypes.guess_type(site_path)[0]
            content = self.read(site_path) if kind in _PICTURES else None
            if kind is None or content is None:
                return None
            digest = hashlib.sha256(content).hexdigest()[:16]
            self.placed[site_path] = (f"images/{digest}{posixpath.splitext(site_path)[1].lower()}", kind, content)
        return self.placed[site_path][0]


@dataclass(frozen=True)
class BookFiles:
    """A book's content before it is packaged: what a build compares with the last one's."""

    chapters: tuple[tuple[Chapter, bytes, tuple[str, ...]], ...]  # each chapter, its XHTML, its manifest properties
    pictures: tuple[tuple[str, str, bytes], ...]  # (name in the book, media type, content)
    problems: tuple[str, ...]  # a picture the site does not have, …
    digest: str  # of the book's metadata and every file: the same digest, the same EPUB


class _Page(epub.EpubHtml):
    """A chapter whose XHTML is written here, byte for byte (ebooklib's own would reindent ``<pre>``)."""

    def __init__(self, xhtml: bytes, **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.xhtml = self.content = xhtml

    def get_content(self, default: object = None) -> bytes:
        return self.xhtml


def make_epub(book: Book, read_picture: Callable[[str], bytes | None]) -> tuple[bytes, list[str]]:
    """The EPUB of ``book``, and the problems met (a picture the site does not have, …).
    ``read_picture``: a path of the built site -> its bytes, or None."""
    files = book_files(book, read_picture)
    return package_book(book, files), list(files.problems)


def book_files(book: Book, read_picture: Callable[[str], bytes | None]) -> BookFiles:
    """Each chapter as XHTML, and the pictures they show (``read_picture``: a site path -> its bytes)."""
    pictures = _Pictures(read_picture)
    names = {chapter.anchor: chapter.file_name for chapter in book.chapters}
    chapters = []
    for chapter in book.chapters:
        body, has_math, has_svg = _chapter_body(chapter, book, names, pictures)
        properties = ("mathml",) * has_math + ("svg",) * has_svg
        chapters.append((chapter, _document(chapter.title, chapter.lang, body), properties))
    digest = hashlib.sha256(repr(replaced(book, chapters=())).encode())
    for _, xhtml, properties in chapters:
        digest.update(xhtml + repr(properties).encode())
    for name, _, content in pictures.placed.values():
        digest.update(name.encode() + content)
    return BookFiles(tuple(chapters), tuple(pictures.placed.values()), tuple(pictures.problems), digest.hexdigest())


def package_book(book: Book, files: BookFiles) -> bytes:
    """The EPUB file: ebooklib's package (manifest, spine, navigation) around ``files``."""
    result = epub.EpubBook()
    result.set_identifier(book.identifier)
    result.set_title(book.title)
    result.set_language(book.lang)
    for number, author in enumerate(book.authors, 1):
        result.add_author(author, uid=f"creator-{number}")
    if book.description:
        result.add_metadata("DC", "description", book.description)
    if book.site_url:
        result.add_metadata("DC", "source", urljoin(book.site_url, book.page_url))
    result.add_item(epub.EpubItem(uid="style", file_name=STYLESHEET, media_type="text/css", content=_css(book)))
    cover = _Page(_cover(book), title=book.title, file_name="cover.xhtml", lang=book.lang)
    pages = [cover]
    for chapter, xhtml, properties in files.chapters:
        page = _Page(xhtml, title=chapter.title, file_name=chapter.file_name)
        page.lang = chapter.lang
        page.properties += list(properties)
        pages.append(page)
    for page in pages:
        result.add_item(page)
    for name, kind, content in dict((picture[0], picture) for picture in files.pictures).values():
        result.add_item(
            epub.EpubItem(uid=f"img-{posixpath.basename(name)}", file_name=name, media_type=kind, content=content)
        )
    result.toc = pages[1:]
    result.add_item(epub.EpubNcx())
    nav = epub.EpubNav()
    nav.add_link(href=STYLESHEET, rel="stylesheet", type="text/css")
    result.add_item(nav)
    result.spine = [cover, "nav", *pages[1:]]
    out = io.BytesIO()
    when = max(book.modified.astimezone(UTC).replace(tzinfo=None), datetime(1980, 1, 1))  # zip's first day
    epub.write_epub(out, result, {"mtime": when})
    return _stamped(out.getvalue(), when)


def _stamped(archive: bytes, when: datetime) -> bytes:
    """``archive`` with every entry dated ``when``, not the moment it was written: two builds of
    the same course make the same file."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(archive)) as source, zipfile.ZipFile(out, "w") as target:
        for entry in source.infolist():
            stamped = zipfile.ZipInfo(entry.filename, date_time=when.timetuple()[:6])
            stamped.compress_type = entry.compress_type
            target.writestr(stamped, source.read(entry))
    return out.getvalue()


def _chapter_body(chapter: Chapter, book: Book, files: dict[str, str], pictures: _Pictures) -> tuple[str, bool, bool]:
    """The chapter's body as XHTML, and whether it holds MathML, and SVG."""
    root = for_export(chapter.html)
    has_math = _formulas_as_mathml(root)
    has_svg = _diagrams_as_pictures(root, chapter, book.drawings, pictures.problems)
    has_svg = _svg_as_xml(root) or has_svg
    _xml_names_only(root, chapter, pictures.problems)
    _without_scripts_or_frames(root, chapter, book, pictures.problems)
    for link in root.iter("a"):
        if (href := link.get("href")) is not None:
            link.set("href", _address(href, book, files))
    for image in root.iter("img"):
        if (src := image.get("src")) is not None:
            image.set("src", _picture(src, chapter, book, pictures))
            image.attrib.pop("srcset", None)
    heading = etree.Element("h1")
    heading.text = chapter.title
    body = etree.tostring(heading, encoding="unicode", method="xml")
    body += etree.tostring(root, encoding="unicode", method="xml", with_tail=False)
    return body, has_math, has_svg


def _formulas_as_mathml(root: etree._Element) -> bool:
    """Each KaTeX formula replaced by its MathML; whether there was one."""
    found = False
    for formula in root.xpath(FORMULAS):
        maths = formula.xpath(".//*[local-name()='math']")
        if not maths:
            continue
        math = maths[0]
        math.attrib.pop("display", None)
        if formula.get("class") == "katex-display":
            math.set("display", "block")
        replace(formula, math)
        found = True
    return found


def _diagrams_as_pictures(
    root: etree._Element, chapter: Chapter, drawings: Mapping[str, str], problems: list[str]
) -> bool:
    """Each diagram with a drawing replaced by it, named by its labels; whether there was one."""
    found = False
    for block in root.xpath(DIAGRAMS):
        svg = drawings.get(block.text_content())
        drawing = parse_svg(svg) if svg else None
        if drawing is None:
            problems.append(f"{chapter.source}: a diagram Mermaid did not draw is shown as its source in the book")
            continue
        drawing.set("role", "img")
        drawing.set("aria-label", " · ".join(drawing_labels(drawing)) or "diagram")
        figure = lxml_html.Element("div", {"class": "diagram"})
        figure.append(drawing)
        replace(block, figure)
        found = True
    return found


# SVG's names in camelCase, which the HTML parser lowercased and XHTML (a book) reads by case.
_SVG_NAMES = {
    name.lower(): name
    for name in (
        "viewBox preserveAspectRatio gradientUnits gradientTransform patternUnits patternTransform "
        "patternContentUnits clipPathUnits maskUnits maskContentUnits markerWidth markerHeight markerUnits "
        "refX refY stdDeviation textLength lengthAdjust pathLength startOffset spreadMethod baseFrequency "
        "numOctaves kernelMatrix filterUnits primitiveUnits linearGradient radialGradient clipPath textPath "
        "foreignObject feGaussianBlur feOffset feBlend feColorMatrix feFlood feComposite feMerge feMergeNode"
    ).split()
}


def _svg_as_xml(root: etree._Element) -> bool:
    """The writer's own inline SVG (an icon, say) with its names' case back; whether there is one."""
    found = False
    for svg in root.iter("svg"):
        found = True
        svg.set("xmlns", "http://www.w3.org/2000/svg")  # HTML lets a page leave it out; XHTML needs it
        for element in svg.iter():
            if isinstance(element.tag, str) and element.tag in _SVG_NAMES:
                element.tag = _SVG_NAMES[element.tag]
            for name in [name for name in element.attrib if name in _SVG_NAMES]:
                element.set(_SVG_NAMES[name], element.attrib.pop(name))
            if "xlink:href" in element.attrib:  # SVG 2 reads href; the xlink: prefix is unbound here
                element.set("href", element.attrib.pop("xlink:href"))
    return found


def _without_scripts_or_frames(root: etree._Element, chapter: Chapter, book: Book, problems: list[str]) -> None:
    """A book runs no script and loads no page from elsewhere: a script is left out and an embedded
    page (a video's player) becomes a link to it, each said."""
    for script in list(root.iter("script")):
        drop(script)
        problems.append(f"{chapter.source}: a <script> is left out of the book")
    for frame in list(root.iter("iframe", "embed", "object")):
        address = frame.get("src") or frame.get("data") or ""
        link = lxml_html.Element("a", {"href": urljoin(urljoin(book.site_url, book.page_url), address)})
        link.text = frame.get("title") or address
        holder = lxml_html.Element("p")
        holder.append(link)
        replace(frame, holder)
        problems.append(f"{chapter.source}: the embedded {address} is a link in the book")


def _xml_names_only(root: etree._Element, chapter: Chapter, problems: list[str]) -> None:
    """Attributes whose names XML cannot hold (v-on:click, 1a) left out of the book, said once."""
    dropped = set()
    for element in root.iter():
        if not isinstance(element.tag, str):
            continue
        for name in list(element.attrib):
            if not _XML_NAME.fullmatch(name) and not name.startswith("{"):
                del element.attrib[name]
                if not name.startswith("xmlns:"):  # a namespace the book does not use: nothing lost
                    dropped.add(name)
    if dropped:
        problems.append(f"{chapter.source}: attributes left out of the book (not XML): {', '.join(sorted(dropped))}")


_XML_NAME = re.compile(r"[A-Za-z_][\w.-]*")


def _address(href: str, book: Book, files: dict[str, str]) -> str:
    """A link in a chapter, as the book needs it: to a chapter, or to the site."""
    split = urlsplit(href)
    if split.scheme or split.netloc:
        return href
    if not split.path and split.fragment:  # a section of the one-page course: a part's chapter
        section = unquote(split.fragment)
        anchor = next((anchor for anchor in files if section == anchor or section.startswith(anchor + "-")), None)
        if anchor is not None:
            return files[anchor] + ("" if section == anchor else "#" + split.fragment)
        return urljoin(book.site_url, book.page_url) + "#" + split.fragment if book.site_url else href
    target = urljoin("/" + book.page_url, href)
    return urljoin(book.site_url, target.lstrip("/")) if book.site_url else href


def _picture(src: str, chapter: Chapter, book: Book, pictures: _Pictures) -> str:
    """A picture's address in the book: inside it when the site has the file."""
    split = urlsplit(src)
    if split.scheme or split.netloc:
        return src  # another site's: a reading app online shows it
    site_path = unquote(urljoin("/" + book.page_url, split.path)).lstrip("/")
    if (name := pictures.place(site_path)) is not None:
        return name
    pictures.problems.append(f"{chapter.source}: the picture '{src}' is not in the built site; the book links to it")
    return urljoin(book.site_url, site_path) if book.site_url else src


def _document(title: str, lang: str, body: str) -> bytes:
    """A chapter as an XHTML document."""
    root = etree.fromstring(
        '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">'
        f'<head><title/><link rel="stylesheet" type="text/css" href="{STYLESHEET}"/></head><body/></html>'
    )
    root.set("lang", lang)
    root.set("{http://www.w3.org/XML/1998/namespace}lang", lang)
    root[0][0].text = title
    # The body's elements parsed into the XHTML namespace (MathML keeps its own).
    wrapped = etree.fromstring(f'<body xmlns="http://www.w3.org/1999/xhtml">{body}</body>')
    root.replace(root[1], wrapped)
    return b"<?xml version='1.0' encoding='utf-8'?>\n<!DOCTYPE html>\n" + etree.tostring(root, encoding="utf-8")


def _cover(book: Book) -> bytes:
    """The first page: the course's title, its authors, its description."""
    parts = [("h1", book.title, "cover-title")]
    parts += [("p", author, "cover-author") for author in book.authors]
    if book.description:
        parts.append(("p", book.description, "cover-description"))
    parts += [("p", line, "cover-line") for line in book.cover_lines]
    section = etree.Element("section", {"class": "cover"})
    for tag, text, name in parts:
        etree.SubElement(section, tag, {"class": name}).text = text
    return _document(book.title, book.lang, etree.tostring(section, encoding="unicode"))


def _css(book: Book) -> bytes:
    own = """
body { line-height: 1.6; }
h1 { font-size: 1.5em; margin: 0 0 1em; }
pre { white-space: pre-wrap; font-size: 0.85em; background: #f5f5f5; padding: 0.6em; }
code { font-family: monospace; }
table { border-collapse: collapse; margin: 1em 0; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.5em; }
img { max-width: 100%; height: auto; }
math[display="block"] { display: block; margin: 1em 0; }
.diagram { margin: 1em 0; text-align: center; }
.diagram svg { max-width: 100%; height: auto; }
.admonition, details { border-left: 4px solid #448aff; padding: 0.2em 0.8em; margin: 1em 0; background: #f5f8ff; }
.admonition-title, summary { font-weight: bold; }
.footnote { font-size: 0.9em; border-top: 1px solid #ccc; margin-top: 2em; }
.cover { text-align: center; margin-top: 20%; }
.cover-title { font-size: 2em; }
.cover-author { font-size: 1.2em; }
.cover-description { color: #555; }
"""
    return (own + book.stylesheet).encode("utf-8")
