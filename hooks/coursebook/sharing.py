"""What a link to a page shows when it is shared: Open Graph and Twitter card tags, and JSON-LD
(schema.org) for search engines. ``share_card`` gathers the facts of a page (a post, a
series landing page, a home, any other page); ``json_ld`` and ``meta_tags`` write them with
absolute URLs. Nothing here fetches anything: an image is the writer's (``image:`` in a
post's front matter, or ``extra.share_image``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any
from urllib.parse import urljoin

from coursebook.lang import HTML_LANG, lang_of
from coursebook.pages import page_kind

if TYPE_CHECKING:
    from coursebook.state import Build

OG_LOCALES = {"zh": "zh_CN", "en": "en_US"}


@dataclass(frozen=True)
class ShareCard:
    """The facts a shared link shows, with URLs relative to the site's root."""

    kind: str  # "post", "series", "home" or "page"
    title: str
    description: str
    url: str
    lang: str
    other_langs: tuple[str, ...]  # the languages the page is also in
    image: str | None = None
    published: datetime | None = None
    modified: datetime | None = None
    tags: tuple[str, ...] = ()
    authors: tuple[tuple[str, str], ...] = ()  # (name, URL or "")
    series: tuple[str, str, int] | None = None  # (title, landing URL, position) of a part
    parts: tuple[tuple[str, str], ...] = ()  # (title, URL) of a series' written parts


def share_card(build: Build, src: str) -> ShareCard | None:
    """The share card of a published page; None for a page without a URL (a draft in a build)."""
    site, url = build.site, build.urls.get(src)
    if url is None:
        return None
    lang = lang_of(src)
    others = tuple(sorted(code for code in build.versions_of(src) if code != lang))
    image = site.settings.share_image
    if (post := site.posts.get(src)) is not None:
        part = site.part_of(post)
        return ShareCard(
            "post",
            post.title,
            build.excerpts.get(src, ""),
            url,
            lang,
            others,  # the excerpt: description: first
            post.image or image,
            post.date,
            post.updated or post.date,
            tuple(site.vocabulary.names_in(post.tags, lang)),
            tuple((author.name_in(lang), author.url) for author in post.authors),
            (part[0].title, part[0].landing_url, part[1].position) if part else None,
        )
    page = build.pages.get(src)
    title = site.titles.get(src) or (page.title if page else "") or ""
    if (outline := site.landing_of(src)) is not None:
        parts = tuple((entry.post.title, entry.post.url) for entry in outline.parts)
        return ShareCard(
            "series", outline.title, one_line(outline.description or ""), url, lang, others, image, parts=parts
        )
    kind = "home" if page_kind(src) == "home" else "page"
    description = page.meta.get("description", "") if page else ""
    return ShareCard(
        kind, title, one_line(description if isinstance(description, str) else ""), url, lang, others, image
    )


def one_line(text: str) -> str:
    """``text`` on one line (front matter may fold a description over several)."""
    return " ".join(text.split())


def meta_tags(card: ShareCard, site_url: str, site_name: str) -> list[tuple[str, str, str]]:
    """(attribute, name, content) of each Open Graph and Twitter tag."""
    url = urljoin(site_url, card.url)
    tags = [
        ("property", "og:type", "article" if card.kind == "post" else "website"),
        ("property", "og:title", card.title or site_name),
        ("property", "og:url", url),
        ("property", "og:site_name", site_name),
        ("property", "og:locale", OG_LOCALES.get(card.lang, card.lang)),
        *(("property", "og:locale:alternate", OG_LOCALES.get(code, code)) for code in card.other_langs),
    ]
    if card.description:
        tags.append(("property", "og:description", card.description))
    if card.image:
        tags.append(("property", "og:image", urljoin(site_url, card.image)))
    if card.kind == "post":
        tags += [("property", "article:published_time", _iso(card.published))]
        tags += [("property", "article:modified_time", _iso(card.modified))]
        tags += [("property", "article:tag", tag) for tag in card.tags]
    tags.append(("name", "twitter:card", "summary_large_image" if card.image else "summary"))
    return tags


def json_ld(card: ShareCard, site_url: str, site_name: str) -> dict[str, Any]:
    """The page as schema.org sees it: a BlogPosting, a Course with its parts, or a WebSite."""
    url = urljoin(site_url, card.url)
    language = HTML_LANG.get(card.lang, card.lang)
    common: dict[str, Any] = {"@context": "https://schema.org", "url": url, "inLanguage": language}
    if card.description:
        common["description"] = card.description
    if card.image:
        common["image"] = urljoin(site_url, card.image)
    if card.kind == "post":
        data = {
            **common,
            "@type": "BlogPosting",
            "headline": card.title,
            "mainEntityOfPage": url,
            "datePublished": _iso(card.published),
            "dateModified": _iso(card.modified),
        }
        if card.authors:
            data["author"] = [
                {"@type": "Person", "name": name, **({"url": link} if link else {})} for name, link in card.authors
            ]
        if card.tags:
            data["keywords"] = list(card.tags)
        if card.series:
            title, landing, position = card.series
            data["isPartOf"] = {"@type": "Course", "name": title, "url": urljoin(site_url, landing)}
            data["position"] = position
        return data
    if card.kind == "series":
        parts = [
            {"@type": "ListItem", "position": number, "name": title, "url": urljoin(site_url, part_url)}
            for number, (title, part_url) in enumerate(card.parts, 1)
        ]
        return {
            **common,
            "@type": "Course",
            "name": card.title,
            "description": card.description or card.title,
            "provider": {"@type": "Organization", "name": site_name, "url": site_url},
            "hasPart": {"@type": "ItemList", "itemListElement": parts},
        }
    if card.kind == "home":
        return {**common, "@type": "WebSite", "name": site_name}
    return {**common, "@type": "WebPage", "name": card.title or site_name}


def _iso(moment: datetime | None) -> str:
    """A post's date in ISO 8601 (a post's card always has its dates; "" if it had none)."""
    return moment.isoformat() if moment is not None else ""


def script_json(data: dict[str, Any]) -> str:
    """JSON for a ``<script type="application/ld+json">``: nothing in it can close the script."""
    return json.dumps(data, ensure_ascii=False, indent=None).replace("<", "\\u003c")
