"""Feeds: RSS 2.0, Atom and JSON Feed 1.1 of a list of posts.

RSS and Atom are written by feedgen (which escapes and formats for us);
JSON Feed, which feedgen does not know, by the standard json module.
"""

from __future__ import annotations

import functools
import html
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from urllib.parse import urljoin

from feedgen.feed import FeedGenerator
from lxml import etree
from lxml import html as lxml_html

from coursebook.diagrams import PICTURES
from coursebook.fences import DIAGRAM_CLASSES
from coursebook.lang import LANGS, in_lang
from coursebook.text import XML_ILLEGAL, html_out

GENERATOR = "Coursebook"
JSON_FEED_VERSION = "https://jsonfeed.org/version/1.1"
# The date of an empty feed: fixed, so that rebuilding the same content changes nothing.
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


@dataclass
class FeedItem:
    """One post in a feed; ``url`` absolute, dates aware."""

    title: str
    url: str
    published: datetime
    updated: datetime | None = None
    authors: list[str] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)
    summary: str = ""
    content_html: str | None = None
    language: str | None = None  # an item in another language than its feed's (a tag's feed): "zh-CN"

    @property
    def last_change(self) -> datetime:
        return self.updated or self.published


@dataclass
class Feed:
    """A feed in the three formats; ``urls`` maps "rss", "atom", "json" to their absolute URLs."""

    title: str
    link: str
    description: str
    language: str
    urls: dict[str, str]
    items: list[FeedItem] = field(default_factory=list)
    author: str = ""

    @property
    def updated(self) -> datetime:
        """The latest change of any item: the same content always gives the same date."""
        return max((item.last_change for item in self.items), default=EPOCH)


# Page furniture that means nothing in a feed reader: permalink signs, line
# numbers and their anchors, HTML comments (such as <!-- more -->).
_NOT_FOR_FEEDS = (
    "//a[contains(@class,'headerlink')] | //td[contains(@class,'linenos')]"
    " | //span[contains(@class,'linenos')] | //a[starts-with(@id,'__codelineno')] | //comment()"
)


_KATEX_HTML = "//span[contains(concat(' ', @class, ' '), ' katex-html ')]"


@functools.lru_cache(maxsize=4096)  # a preview rebuild feeds the same posts again
def absolute_html(fragment: str, base_url: str, diagram_link: str = "", site_root: str = "") -> str:
    """Return ``fragment`` as a feed carries it: absolute links and images, formulas as MathML,
    no permalink signs or line numbers; a diagram drawn at build time is its picture (the file
    under ``site_root``, else its light drawing), one drawn only by the page's script becomes a
    link to the page that says ``diagram_link``."""
    if not fragment.strip():
        return ""
    root = lxml_html.fragment_fromstring(fragment, create_parent="div")
    # A formula as MathML alone: a feed carries no stylesheet for KaTeX's visual HTML, and a
    # reader that renders MathML shows the formula.
    for visual in root.xpath(_KATEX_HTML):
        visual.drop_tree()  # its tail text stays
    for element in root.xpath(_NOT_FOR_FEEDS):
        element.drop_tree()
    _drawn_as_pictures(root, site_root)
    for diagram in root.xpath(
        " | ".join(f"//*[contains(concat(' ', @class, ' '), ' {name} ')]" for name in DIAGRAM_CLASSES)
    ):
        link = lxml_html.Element("p")
        anchor = lxml_html.Element("a", href=base_url)
        anchor.text = diagram_link or base_url
        link.append(anchor)
        link.tail = diagram.tail
        diagram.getparent().replace(diagram, link)
    # What Markdown pages link with; lxml's make_links_absolute also reads every
    # style and every other attribute, at twice the cost of the rest of this function.
    for link in root.xpath("//@href | //@src | //@poster"):
        link.getparent().set(link.attrname, urljoin(base_url, link.strip()))
    return "".join(html_out(child) for child in root) if len(root) else root.text or ""


def _drawn_as_pictures(root: lxml_html.HtmlElement, site_root: str) -> None:
    """Each diagram drawn at build time (features/diagrams.py) as one picture: a feed has no
    stylesheet to choose between the light and the dark drawing, and no use for the source."""
    for source in root.xpath("//pre[@data-drawn]"):
        source.drop_tree()
    for box in root.xpath("//div[@data-drawn]"):
        light = box.xpath("./*[local-name()='svg' and @data-scheme='default']")
        label = light[0].get("aria-label", "") if light else ""
        holder = lxml_html.Element("p")
        if site_root:
            picture = urljoin(site_root, f"{PICTURES}{box.get('data-drawn')}.svg")
            holder.append(lxml_html.Element("img", src=picture, alt=label))
        elif light:
            holder.append(light[0])
        holder.tail = box.tail
        box.getparent().replace(box, holder)


def _xml(text: str) -> str:
    """``text`` without what XML cannot hold (lxml would refuse the whole feed)."""
    return XML_ILLEGAL.sub("", text)


def _generator(feed: Feed, kind: str) -> FeedGenerator:
    generator = FeedGenerator()
    generator.load_extension("dc")
    generator.title(_xml(feed.title))
    generator.id(feed.urls["atom"])
    # feedgen gives RSS's <link> the last link added: the self link goes first.
    generator.link(href=feed.urls[kind], rel="self", type=MEDIA_TYPES[kind])
    generator.link(href=feed.link, rel="alternate")
    generator.description(_xml(feed.description or feed.title))
    generator.language(feed.language)
    generator.generator(GENERATOR)
    generator.lastBuildDate(_utc(feed.updated))
    if feed.author:
        generator.author(name=_xml(feed.author))
    # feedgen prepends entries; add oldest first so the newest comes first.
    for item in reversed(feed.items):
        entry = generator.add_entry()
        entry.id(item.url)
        entry.guid(item.url, permalink=True)
        entry.title(_xml(item.title))
        entry.link(href=item.url)
        entry.published(_utc(item.published))
        entry.updated(_utc(item.last_change))
        summary = _xml(item.summary or item.title)  # text
        # RSS readers read <description> as HTML, Atom's <summary> is text (its default type).
        entry.description(html.escape(summary, quote=False) if kind == "rss" else summary, isSummary=True)
        if item.content_html:
            entry.content(_xml(item.content_html), type="html")
        for name in map(_xml, item.authors):
            entry.author(name=name)
            entry.dc.dc_creator(name)
        if item.categories:  # in one call: feedgen redoes an entry's RSS categories at each call
            entry.category([{"term": term} for term in map(_xml, item.categories)])
    return generator


def render_rss(feed: Feed) -> bytes:
    """RSS 2.0, with an atom:link to itself; dates in RFC 822 at UTC."""
    return _generator(feed, "rss").rss_str(pretty=True)


def render_atom(feed: Feed) -> bytes:
    """Atom 1.0, with a self link; an entry in another language than the feed's says so
    (``xml:lang``, which feedgen cannot write)."""
    document = _generator(feed, "atom").atom_str(pretty=True)
    languages = {item.url: item.language for item in feed.items if item.language}
    if not languages:
        return document
    root = etree.fromstring(document)
    for entry in root.iterfind("{http://www.w3.org/2005/Atom}entry"):
        if (found := languages.get(entry.findtext("{http://www.w3.org/2005/Atom}id") or "")) is not None:
            entry.set("{http://www.w3.org/XML/1998/namespace}lang", found)
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def render_json(feed: Feed) -> str:
    """JSON Feed 1.1."""
    document = {
        "version": JSON_FEED_VERSION,
        "title": feed.title,
        "home_page_url": feed.link,
        "feed_url": feed.urls["json"],
        "description": feed.description or feed.title,
        "language": feed.language,
        "items": [_json_item(item) for item in feed.items],
    }
    return json.dumps(document, ensure_ascii=False, indent=2) + "\n"


def _json_item(item: FeedItem) -> dict:
    entry: dict = {"id": item.url, "url": item.url, "title": item.title}
    if item.language:
        entry["language"] = item.language
    entry["content_html" if item.content_html else "content_text"] = item.content_html or item.summary or item.title
    if item.summary:
        entry["summary"] = item.summary
    entry["date_published"] = _utc(item.published).isoformat()
    if item.updated:
        entry["date_modified"] = _utc(item.updated).isoformat()
    if item.authors:
        entry["authors"] = [{"name": name} for name in item.authors]
    if item.categories:
        entry["tags"] = item.categories
    return entry


def feed_urls(site_url: str, folder: str) -> dict[str, str]:
    """Absolute URLs of the three files of a feed kept in ``folder`` (site-relative, "" or ending in /)."""
    return {kind: urljoin(site_url, folder + name) for kind, name in FEED_FILES.items()}


FEED_FILES = {"rss": "feed.xml", "atom": "atom.xml", "json": "feed.json"}
FORMAT_NAMES = {"rss": "RSS", "atom": "Atom", "json": "JSON Feed"}
MEDIA_TYPES = {"rss": "application/rss+xml", "atom": "application/atom+xml", "json": "application/feed+json"}


def _utc(moment: datetime) -> datetime:
    return moment.astimezone(UTC)


def series_folder(series_id: str, lang: str) -> str:
    """The folder of a series' feeds in ``lang``'s tree."""
    return in_lang(f"series/{series_id}/", lang)


def term_folder(attribute: str, slug: str, lang: str) -> str:
    """The folder of a tag's (``attribute="tags"``) or category's feeds in ``lang``'s tree: its page's."""
    return in_lang(f"{attribute}/{slug}/", lang)


def feed_paths(outlines: Iterable[tuple[str, str]], terms: Iterable[tuple[str, str, str]]) -> list[str]:
    """Every feed file of a site with the series ``outlines`` ((series id, lang) pairs) and
    the tags and categories ``terms`` ((attribute, slug, lang)), as site paths."""
    folders = [in_lang("", lang) for lang in LANGS] + [series_folder(series_id, lang) for series_id, lang in outlines]
    folders += [term_folder(*term) for term in terms]
    return [folder + name for folder in folders for name in FEED_FILES.values()]
