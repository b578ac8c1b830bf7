"""A whole course on one page (``series/<id>/all/``), for print and offline reading.

Each part's HTML is taken as it was rendered and rewritten for its new place:
its ids get the part's prefix (two parts may both have a "summary" heading, or
a footnote 1); its headings move one level down, under the part's title; a link
to another part of the course becomes a link to that part's section here; any
other relative link is made relative to this page; and each link to another
site gets a number that only print shows, its address listed at the end of
the part.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote, urljoin, urlsplit

from lxml import html as lxml_html
from mkdocs.utils import get_relative_url

from coursebook.text import html_out

_LEADING_H1 = re.compile(r"^\s*<h1[^>]*>.*?</h1>", re.DOTALL)
_HEADINGS = ("h5", "h4", "h3", "h2", "h1")  # deepest first, so that each moves down once
# Attributes that hold an address, by element.
_ADDRESSES = (
    ("a", "href"),
    ("img", "src"),
    ("source", "src"),
    ("video", "poster"),
    ("audio", "src"),
    ("iframe", "src"),
    ("embed", "src"),
    ("object", "data"),
)


@dataclass(frozen=True)
class PartOnPage:
    """A part's HTML rewritten for the one-page course, and the addresses of its links to other sites."""

    html: str
    external: tuple[str, ...]


def part_anchor(position: int) -> str:
    """The id of part ``position``'s section on the one-page course."""
    return f"part-{position}"


def move_part(html: str, prefix: str, part_url: str, page_url: str, sections: dict[str, str]) -> PartOnPage:
    """A page's rendered ``html`` (its page at ``part_url``) as the one-page course at
    ``page_url`` shows it, its ids prefixed with ``prefix`` (its section's id there).
    ``sections``: every part's URL -> its section's id."""
    html = _LEADING_H1.sub("", html, count=1)  # the one-page course shows each title itself
    if not html.strip():
        return PartOnPage("", ())
    root = lxml_html.fragment_fromstring(html, create_parent="div")
    # XPath finds the few elements with an id in C: a formula alone is hundreds of elements. A
    # drawing's ids are its own already (features/diagrams.py), and its <style> and markers name them.
    for element in root.xpath(".//*[@id][not(ancestor-or-self::*[local-name()='svg'])]"):
        if found := element.get("id"):
            element.set("id", f"{prefix}-{found}")
    for level in _HEADINGS:
        for heading in root.iter(level):
            heading.tag = f"h{int(level[1]) + 1}"
    external: list[str] = []
    for tag, attribute in _ADDRESSES:
        for element in root.iter(tag):
            if (value := element.get(attribute)) is None:
                continue
            moved = _move(value, prefix, part_url, page_url, sections)
            element.set(attribute, moved)
            if tag == "a" and urlsplit(moved).scheme in ("http", "https"):
                external.append(moved)
                _add_print_number(element, len(external))
    inner = (root.text or "") + "".join(html_out(child) for child in root)
    return PartOnPage(inner, tuple(external))


def _move(value: str, prefix: str, part_url: str, page_url: str, sections: dict[str, str]) -> str:
    """An address in a part, as the one-page course needs it."""
    split = urlsplit(value)
    if split.scheme or split.netloc or value.startswith("/"):
        return value  # another site, mail, or a root-relative address: the same from here
    fragment = f"#{split.fragment}" if split.fragment else ""
    section_id = unquote(split.fragment)  # an id as written (a Chinese heading's), not %-encoded
    if not split.path and not split.query:
        return f"#{prefix}-{section_id}" if section_id else f"#{prefix}"
    target = urljoin("/" + part_url, split.path).lstrip("/")
    if target in sections:
        return f"#{sections[target]}-{section_id}" if section_id else f"#{sections[target]}"
    query = f"?{split.query}" if split.query else ""
    return get_relative_url(target, page_url) + query + fragment


def _add_print_number(link, number: int) -> None:
    """``[n]`` after a link, shown in print only, where the list of the part's addresses says where it goes."""
    mark = lxml_html.Element("sup", {"class": "cb-print-only cb-print-ref"})
    mark.text = f"[{number}]"
    mark.tail = link.tail
    link.tail = None
    link.addnext(mark)
