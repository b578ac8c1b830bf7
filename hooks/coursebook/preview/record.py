"""Incremental rebuilds: what each page's HTML is made from, and what the last build made of it.

MkDocs re-renders every page on each save under ``mkdocs serve``. With
``--dirty`` it re-renders only the pages whose ``File.is_modified()`` says so,
which by default compares file times and knows nothing of series boxes or
indexes. Here every page gets a fingerprint of all it shows (its own source,
its language's navigation, every part of the page as coursebook/views.py
makes it for the templates, and its link targets); a page is rendered again
exactly when its fingerprint changed. What MkDocs made of an unchanged page (title, HTML, table
of contents, anchors, warnings) is kept between rebuilds and put back, so
that every other page and the feeds see the same site as a full build.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import re
from dataclasses import dataclass, field, fields, is_dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from coursebook.frontmatter import read_front_matter
from coursebook.internals import rendered_title, restore_rendered_title
from coursebook.lang import lang_of
from coursebook.model import Post
from coursebook.obsidian import EMBED_DEPTH
from coursebook.views import PAGE_PARTS, WholeCourse, computed_once

if TYPE_CHECKING:
    from mkdocs.structure.files import Files
    from mkdocs.structure.pages import Page

    from coursebook.state import Build

# What a page's parts showed: (part, its digest) for each part, the posts it lists, the parts a
# one-page course shows (views.PAGE_PARTS).
PartsShown = tuple[tuple[tuple[str, str], ...], tuple[str, ...], tuple[str, ...]]
_HEADING_LINE = re.compile(r"^(#\s.*|.*\n=+[ \t]*)$", re.MULTILINE)


@dataclass
class Snapshot:
    """What MkDocs made of one page's Markdown, taken before ``on_env``.

    ``links_to_anchors`` is keyed by target src_uri (MkDocs keys it by File,
    and Files are new objects on every rebuild).
    """

    title: Any
    markdown: str | None
    content: str | None
    toc: Any
    meta: dict
    present_anchor_ids: set[str] | None
    links_to_anchors: dict[str, dict[str, str]] | None
    warnings: list = field(default_factory=list)  # logging.LogRecords its rendering gave
    reads: dict[str, str | None] = field(default_factory=dict)  # files its Markdown included: path -> digest

    def fresh_meta(self) -> dict:
        """A copy of the page's front matter to hand to the next build (events change it in place)."""
        return copy.deepcopy(self.meta)


@dataclass
class Memory:
    """What the last complete build of one site left, and what the current one is making.

    A build's fingerprints and snapshots become the memory only once it has
    finished (``commit``): a build that failed half-way is never trusted.
    """

    fingerprints: dict[str, str] = field(default_factory=dict)  # by src_uri
    records: dict[str, dict[str, str]] = field(default_factory=dict)  # by src_uri: what each fingerprint digests
    excerpts: dict[str, str] = field(default_factory=dict)  # by src_uri: excerpts_digest of the posts it lists
    owned: set[str] = field(default_factory=set)  # every file the build wrote or kept (absolute paths)
    snapshots: dict[str, Snapshot] = field(default_factory=dict)  # by src_uri
    pending: dict[str, str] = field(default_factory=dict)  # this build's fingerprints
    pending_records: dict[str, dict[str, str]] = field(default_factory=dict)
    pending_excerpts: dict[str, str] = field(default_factory=dict)
    listed: dict[str, tuple[str, ...]] = field(default_factory=dict)  # this build: the posts each page lists
    written: set[str] = field(default_factory=set)  # this build: the pages rendered (Markdown or template)
    pending_owned: set[str] = field(default_factory=set)
    shown: Shown | None = None  # what every page's parts showed in the last build
    pending_shown: Shown | None = None
    # This build's (src_uri, url, output), in build order.
    order: list[tuple[str, str, str]] = field(default_factory=list)
    rendered: dict[str, Snapshot] = field(default_factory=dict)  # this build's snapshots of the pages it rendered

    def unchanged(self, src: str) -> bool:
        """Whether page ``src`` shows the same as in the last build (which kept a snapshot of it)."""
        return src in self.snapshots and self.fingerprints.get(src) == self.pending.get(src)

    def commit(self, warnings: dict[str, list]) -> list[str]:
        """Make this build the memory: rendered pages get their ``warnings`` (by src_uri).
        Returns the files the last build owned and this one does not (old URLs, deleted
        files, feeds of deleted series): a full build has none of them."""
        for src, snapshot in self.rendered.items():
            snapshot.warnings = warnings.get(src, [])
        self.snapshots = {src: self.rendered.get(src) or self.snapshots[src] for src, _, _ in self.order}
        self.fingerprints, self.pending, self.rendered = self.pending, {}, {}
        self.records, self.pending_records = self.pending_records, {}
        self.excerpts, self.pending_excerpts = self.pending_excerpts, {}
        self.shown, self.pending_shown = self.pending_shown, None
        gone = sorted(self.owned - self.pending_owned)
        self.owned, self.pending_owned = self.pending_owned, set()
        return gone

    def forget(self) -> None:
        """Drop everything, so that the next build renders every page (after a failed build)."""
        self.fingerprints.clear()
        self.records.clear()
        self.excerpts.clear()
        self.snapshots.clear()
        self.rendered.clear()
        self.shown = None


def take_snapshot(page: Page) -> Snapshot:
    """What MkDocs made of a page it has just read and rendered."""
    return Snapshot(
        title=rendered_title(page),
        markdown=page.markdown,
        content=page.content,
        toc=page.toc,
        meta=copy.deepcopy(dict(page.meta)),
        present_anchor_ids=getattr(page, "present_anchor_ids", None),
        links_to_anchors={
            f.src_uri: dict(links) for f, links in (getattr(page, "links_to_anchors", None) or {}).items()
        },
    )


def restore_snapshot(page: Page, snapshot: Snapshot, files: Files) -> None:
    """Give ``page`` what ``snapshot`` took, as if MkDocs had just read and rendered it (its
    warnings are the caller's to give again)."""
    page.markdown = snapshot.markdown
    page.meta = snapshot.fresh_meta()
    page.content = snapshot.content
    page.toc = snapshot.toc
    restore_rendered_title(page, snapshot.title)
    page.present_anchor_ids = snapshot.present_anchor_ids
    if snapshot.links_to_anchors is not None:
        page.links_to_anchors = {
            target: links
            for src, links in snapshot.links_to_anchors.items()
            if (target := files.get_file_from_path(src))
        }


def digest(*parts: object) -> str:
    """A short stable hash of ``parts`` (through ``repr``: dataclasses, lists, text)."""
    return hashlib.blake2b(repr(parts).encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()


def title_hint(text: str) -> object:
    """What a page's title in the navigation can come from: front matter ``title`` and heading lines.

    Coarser than MkDocs' rule (it changes on any heading-1 line), never finer.
    """
    meta, body, _ = read_front_matter(text)
    return meta.get("title"), _HEADING_LINE.findall(body)


@dataclass(frozen=True)
class Shown:
    """What the parts (views.PAGE_PARTS) of each page showed, for one state of what they read
    (``model``, model_digest's): a build whose model digests the same shows the same parts on
    every page, so a save that changes a post's body alone computes no page's parts again."""

    model: str
    # src_uri -> ((part, its digest) for each part, the posts it lists, the parts a one-page course shows)
    pages: dict[str, PartsShown]

    def to_data(self) -> tuple[str, dict[str, PartsShown]]:
        """Plain values, for the cache on disk (coursebook/preview/store.py reads nothing else)."""
        return self.model, self.pages

    @staticmethod
    def from_data(data: object) -> Shown | None:
        """What ``to_data`` gave, read back from the cache; None when it is not that shape."""
        if not (isinstance(data, tuple) and len(data) == 2 and isinstance(data[0], str) and isinstance(data[1], dict)):
            return None
        for src, entry in data[1].items():
            if not (
                isinstance(src, str)
                and isinstance(entry, tuple)
                and len(entry) == 3
                and all(isinstance(part, tuple) and all(isinstance(item, str) for item in part) for part in entry[1:])
                and isinstance(entry[0], tuple)
                and all(isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[1], str) for pair in entry[0])
            ):
                return None
        return Shown(data[0], data[1])


@dataclass
class Fingerprints:
    """What each page shows, before rendering: its fingerprint, and the posts whose excerpts it lists."""

    pages: dict[str, str] = field(default_factory=dict)  # src_uri -> fingerprint (its record's digest)
    records: dict[str, dict[str, str]] = field(default_factory=dict)  # src_uri -> what it shows, by name
    listed: dict[str, tuple[str, ...]] = field(default_factory=dict)  # src_uri -> posts it lists, by src_uri
    shown: Shown = field(default_factory=lambda: Shown("", {}))


def page_fingerprints(
    build: Build, urls: dict[str, str], site: str, navs: dict[str, str], last: Shown | None = None
) -> Fingerprints:
    """The fingerprint of every page in ``urls`` (src_uri -> URL): equal fingerprints, equal HTML but
    for the excerpts of the posts the page lists, which exist only once posts are rendered
    (``excerpts_digest`` covers them).

    ``site`` digests what every page shows (config, templates, the files that
    are not pages); ``navs`` each language's navigation (titles and URLs); ``last`` what the
    pages' parts showed in the last build (taken again when the model they read is the same).
    """
    titles = digest(sorted(build.site.titles.items()))
    # An inline #tag links to its tag's page, found by any of its names, when a post has it; a
    # Markdown link may name a file by its name alone, found wherever it is.
    tags = digest(
        sorted(
            (lang, group.term.slug, group.term.names)
            for (lang, attribute), groups in build.site.terms.items()
            if attribute == "tags"
            for group in groups
        )
    )
    files = digest(sorted(build.site.link_index.known))
    memo: dict[int, tuple[object, str, tuple[str, ...]]] = {}  # what _encode has read, for the next pages
    model = model_digest(build, memo)
    known = last.pages if last is not None and last.model == model else {}
    found = Fingerprints(shown=Shown(model, {}))
    for src in urls:
        if (shown := known.get(src)) is None:
            shown = _parts_shown(build, src, memo)
        found.shown.pages[src] = shown
        text = build.site.texts.get(src, "")
        document = build.site.documents.get(src)
        record = {
            "source": document.digest if document is not None else digest(text),
            "address": urls[src],
            "site": site,
            "navigation": navs.get(lang_of(src), ""),
            **{f"part {name}": value for name, value in shown[0]},
        }
        if "#" in text:
            record["tags"] = tags  # an inline #tag links to its tag's page
        if "](" in text:
            record["files"] = files  # a Markdown link may name a file by its name alone
        if "[[" in text:
            record["titles"] = titles  # a wikilink shows its target's title
        if "![[" in text:
            record["embeds"] = digest(_embedded_texts(build, src))  # an embed shows another note's text
        if links := build.site.links.get(src):
            # A link shows its target's URL (MkDocs checks anchors after every build, from kept data).
            record["links"] = digest([(target, urls.get(target)) for target in links])
        found.records[src] = record
        found.listed[src] = shown[1]
    # A course on one page shows its parts' HTML: it changes when one of them does.
    for src, (_, _, sources) in found.shown.pages.items():
        if sources:
            found.records[src]["course parts"] = digest([_fingerprint(found.records.get(part)) for part in sources])
    found.pages = {src: _fingerprint(record) for src, record in found.records.items()}
    return found


def _fingerprint(record: dict[str, str] | None) -> str:
    return digest(sorted(record.items())) if record is not None else digest(None)


def why_rendered(last: dict[str, str] | None, now: dict[str, str]) -> str:
    """What made a page render again, named by its record's fields (``last``: the last build's)."""
    if not last:
        return "not rendered before"
    changed = sorted(name for name in last.keys() | now.keys() if last.get(name) != now.get(name))
    return ", ".join(changed) if changed else "nothing it shows changed"


def _parts_shown(build: Build, src: str, memo: dict[int, tuple[object, str, tuple[str, ...]]]) -> PartsShown:
    """What page ``src``'s parts show (each part's digest, by name), the posts it lists, and the
    parts a one-page course shows."""
    parts = {part.__name__: computed_once(build, src, part) for part in PAGE_PARTS}
    shown = {name: _encode(value, memo) for name, value in parts.items()}
    listed = tuple(dict.fromkeys(shown["page_index"][1] + shown["backlinks"][1]))
    sources = parts["page_index"].sources if isinstance(parts["page_index"], WholeCourse) else ()
    return tuple((name, digest(text)) for name, (text, _) in shown.items()), listed, sources


# What the parts never read of a Site: pages' texts (a page's own is in its fingerprint), the
# problems, the clock (they read only Post.is_published of it: model_digest digests which posts
# are), and the private fields Site derives from the others to answer its methods.
_SITE_UNREAD = frozenset({"texts", "documents", "problems", "now"})
# Of a Build at on_nav: the site (field by field, above), each language's navigation (an input of
# every page of that language), and what features keep running (templates, Pagefind).
_BUILD_UNREAD = frozenset({"site", "navs", "env", "search", "search_digest", "finishing"})


def model_digest(build: Build, memo: dict[int, tuple[object, str, tuple[str, ...]]]) -> str:
    """What every page's parts (views.PAGE_PARTS) may read of ``build`` at on_nav, digested:
    every field of its Site and of itself but those named unread above. Equal digests, equal
    parts on every page. A new field is digested unless named there."""
    site = build.site
    read = [
        _encode(getattr(site, item.name), memo)[0]
        for item in fields(site)
        if item.name not in _SITE_UNREAD and not item.name.startswith("_")
    ]
    read += [_encode(getattr(build, item.name), memo)[0] for item in fields(build) if item.name not in _BUILD_UNREAD]
    return digest(read, [src for src, post in site.posts.items() if post.is_published(site.now)])


def _embedded_texts(build: Build, src: str) -> list[tuple[str, str | None]]:
    """The texts of the pages ``src`` links to, and of those they link to, as deep as an
    embed may go: everything an embed in ``src`` may show (more than it shows, never less)."""
    seen, frontier = {src}, [src]
    for _ in range(EMBED_DEPTH):
        frontier = [
            target
            for page in frontier
            if "![[" in build.site.texts.get(page, "")
            for target in build.site.links.get(page, [])
            if target not in seen
        ]
        seen.update(frontier)
    return [(page, build.site.texts.get(page)) for page in sorted(seen - {src})]


def excerpts_digest(listed: tuple[str, ...], excerpts: dict[str, str]) -> str:
    """What a page shows of the posts it lists that only rendering makes: their excerpts
    (``excerpts``: each post's digest of its own, excerpt_digests')."""
    each = (excerpts.get(src) or digest(src, None) for src in listed)  # None: not rendered (a draft in a build)
    return hashlib.blake2b("".join(each).encode(), digest_size=16).hexdigest()


def excerpt_digests(excerpts: dict[str, str]) -> dict[str, str]:
    """Each post's excerpt (by src_uri) as digested once per build, for excerpts_digest: a post's
    excerpt is on many pages."""
    return {src: digest(src, excerpt) for src, excerpt in excerpts.items()}


def _encode(value: object, memo: dict[int, tuple[object, str, tuple[str, ...]]]) -> tuple[str, tuple[str, ...]]:
    """A part's value as text that changes exactly when what the page shows of it does (``repr``
    for plain values, a post by its digest), and the posts inside it (by src_uri). Posts, lists
    and dataclasses are encoded once per build (``memo``, by id; it holds each value, so no id
    is reused meanwhile): the same posts and groups are on hundreds of pages."""
    kind: type = type(value)
    if kind in _SCALARS:  # most values: told apart before anything else is looked up
        return repr(value), ()
    if (known := memo.get(id(value))) is not None:
        return known[1], known[2]
    posts: tuple[str, ...]
    shape = _shape(kind)
    if shape == "post":
        text, posts = digest(value), (value.src_uri,)  # type: ignore[attr-defined]
    elif shape == "sequence":
        inside = [_encode(item, memo) for item in value]  # type: ignore[attr-defined]
        text, posts = "[" + ",".join(part for part, _ in inside) + "]", _joined(inside)
    elif shape == "set":  # in order: a set's own depends on the process (hash seeds)
        inside = sorted(_encode(item, memo) for item in value)  # type: ignore[attr-defined]
        text, posts = "set(" + ",".join(part for part, _ in inside) + ")", _joined(inside)
    elif shape == "mapping":
        mapping: dict = value  # type: ignore[assignment]
        inside = [_encode(item, memo) for item in mapping.values()]
        keyed = (f"{key!r}:{part}" for key, (part, _) in zip(mapping, inside, strict=True))
        text, posts = "{" + ",".join(keyed) + "}", _joined(inside)
    elif shape == "dataclass":
        inside = [_encode(getattr(value, name), memo) for name in _field_names(kind)]
        text, posts = f"{kind.__name__}(" + ",".join(part for part, _ in inside) + ")", _joined(inside)
    elif shape == "plain" and hasattr(value, "__dict__"):
        # One of the model's plain classes (terms.Vocabulary): by what it holds (its repr is its address).
        text, posts = _encode(vars(value), memo)
        text = f"{kind.__name__}{text}"
    else:
        return repr(value), ()
    memo[id(value)] = (value, text, posts)
    return text, posts


_SCALARS = frozenset({str, int, float, bool, type(None), datetime, date})


@functools.cache
def _shape(kind: type) -> str:
    """How _encode reads a value of type ``kind`` (decided once per type)."""
    if issubclass(kind, Post):
        return "post"
    if issubclass(kind, (list, tuple)):
        return "sequence"
    if issubclass(kind, (set, frozenset)):
        return "set"
    if issubclass(kind, dict):
        return "mapping"
    if is_dataclass(kind) and not issubclass(kind, type):
        return "dataclass"
    return "plain" if kind.__module__.startswith("coursebook.") else "other"


def _joined(inside: list[tuple[str, tuple[str, ...]]]) -> tuple[str, ...]:
    return tuple(src for _, posts in inside for src in posts)


@functools.cache
def _field_names(kind: type) -> tuple[str, ...]:
    return tuple(item.name for item in fields(kind))
