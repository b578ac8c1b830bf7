"""The structural rules of RSS 2.0, Atom 1.0 and JSON Feed 1.1, checked in code."""

from __future__ import annotations

import json
from datetime import datetime
from email.utils import parsedate_to_datetime
from pathlib import Path

import feedparser
import jsonschema
from lxml import etree

ATOM = "{http://www.w3.org/2005/Atom}"
SCHEMA = json.loads((Path(__file__).resolve().parents[1] / "jsonfeed-1.1.schema.json").read_text(encoding="utf-8"))


def rfc822(text: str | None) -> datetime:
    """Parse an RFC 822 date, refusing anything else (and naive dates)."""
    moment = parsedate_to_datetime(text or "")
    assert moment.tzinfo is not None, text
    return moment


def rfc3339(text: str | None) -> datetime:
    moment = datetime.fromisoformat((text or "").replace("Z", "+00:00"))
    assert moment.tzinfo is not None, text
    return moment


def check_rss(data: bytes) -> etree._Element:
    """Assert the rules of RSS 2.0 that readers rely on; return the channel."""
    root = etree.fromstring(data)
    assert root.tag == "rss" and root.get("version") == "2.0"
    channel = root.find("channel")
    for required in ("title", "link", "description", "language", "lastBuildDate", "generator"):
        assert channel.findtext(required), f"channel without {required}"
    rfc822(channel.findtext("lastBuildDate"))
    assert channel.findtext("link").startswith(("http://", "https://"))
    selves = [link for link in channel.findall(f"{ATOM}link") if link.get("rel") == "self"]
    assert len(selves) == 1 and selves[0].get("href").endswith("feed.xml")
    guids = []
    for item in channel.findall("item"):
        assert item.findtext("title") or item.findtext("description")
        assert item.findtext("link").startswith(("http://", "https://"))
        rfc822(item.findtext("pubDate"))
        guids.append(item.findtext("guid"))
    assert len(guids) == len(set(guids)) and all(guids)
    _parses(data)
    return channel


def check_atom(data: bytes) -> etree._Element:
    """Assert the rules of Atom 1.0 (RFC 4287) that readers rely on; return the feed."""
    feed = etree.fromstring(data)
    assert feed.tag == f"{ATOM}feed"
    for required in ("id", "title", "updated"):
        assert feed.findtext(f"{ATOM}{required}"), f"feed without {required}"
    rfc3339(feed.findtext(f"{ATOM}updated"))
    links = {link.get("rel", "alternate"): link.get("href") for link in feed.findall(f"{ATOM}link")}
    assert links["self"].endswith("atom.xml") and links["alternate"].startswith(("http://", "https://"))
    feed_author = feed.find(f"{ATOM}author") is not None
    ids = []
    for entry in feed.findall(f"{ATOM}entry"):
        for required in ("id", "title", "updated"):
            assert entry.findtext(f"{ATOM}{required}"), f"entry without {required}"
        rfc3339(entry.findtext(f"{ATOM}updated"))
        assert feed_author or entry.find(f"{ATOM}author") is not None, "an entry without an author"
        ids.append(entry.findtext(f"{ATOM}id"))
    assert len(ids) == len(set(ids))
    _parses(data)
    return feed


def check_json(text: str) -> dict:
    """Assert JSON Feed 1.1 against the schema in tests/, plus its date format; return it."""
    document = json.loads(text)
    jsonschema.validate(document, SCHEMA)
    for item in document["items"]:
        for key in ("date_published", "date_modified"):
            if key in item:
                rfc3339(item[key])
    ids = [item["id"] for item in document["items"]]
    assert len(ids) == len(set(ids))
    return document


def _parses(data: bytes) -> None:
    parsed = feedparser.parse(data)
    assert parsed.bozo == 0, parsed.get("bozo_exception")
