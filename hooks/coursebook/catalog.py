"""Build the catalog of posts and series pages from their source files."""

from __future__ import annotations

import difflib
import hashlib
import posixpath
from collections import defaultdict
from collections.abc import Callable, Collection, Iterable
from dataclasses import replace
from datetime import tzinfo
from functools import partial
from typing import Any

from coursebook.dates import localize
from coursebook.document import Document
from coursebook.frontmatter import first_heading
from coursebook.lang import DEFAULT_LANG, in_lang, lang_of, strip_lang
from coursebook.model import Author, Catalog, Post, Problem, SeriesPage, Source
from coursebook.obsidian import find_tags, remove_comments
from coursebook.pages import folder_url, output_file, page_kind
from coursebook.preview.memo import Kept
from coursebook.readtime import reading_time
from coursebook.redirects import is_address
from coursebook.schema import SLUG, PostMeta, SeriesMeta, check
from coursebook.slugs import Pinyin, fold_name, is_device_name, make_slug, read_pinyin

# A page as the catalog reads it: the loading pipeline's parsed document (coursebook/document.py).
SourceFile = Document


def build_catalog(
    sources: list[SourceFile],
    authors: dict[str, Author],
    zone: tzinfo,
    use_directory_urls: bool = True,
    obsidian: Collection[str] | None = None,
    made: Kept[tuple[object, ...], tuple[Post | None, list[Problem]]] | None = None,
    pinyin: Pinyin = read_pinyin,
    minutes: Callable[[str], int] = reading_time,
) -> Catalog:
    """Read and validate every post and series page among ``sources``; check what spans files.

    Other pages are skipped. Posts come out newest first, with their final
    URLs; a post whose date is missing or broken is left out. Inline ``#tags`` are read in
    the posts of ``obsidian`` (None: in every post). ``made``: what the last build made of
    each post, by everything build_post reads (a post is read again only when one changed).
    ``pinyin`` and ``minutes``: how a name reads and how long a text takes (remembered ones, in a build).
    """
    posts: list[Post] = []
    series: list[SeriesPage] = []
    problems: list[Problem] = []
    made = made or Kept()
    shared = (repr(sorted(authors.items())), repr(zone), use_directory_urls)  # what every post is read with
    for source in sorted(sources, key=lambda s: s.src_uri):
        kind = page_kind(source.src_uri)
        if kind == "post":
            inline_tags = obsidian is None or source.src_uri in obsidian
            post, found = made.get(
                (source.src_uri, source.text, inline_tags, *shared),
                partial(build_post, source, authors, zone, use_directory_urls, inline_tags, pinyin, minutes),
            )
            posts += [post] if post is not None else []
        elif kind == "series":
            page, found = build_series_page(source, use_directory_urls)
            series += [page] if page is not None else []
        else:
            continue
        problems += found
    pages = {
        output_file(source.src_uri, use_directory_urls): source.src_uri
        for source in sources
        if page_kind(source.src_uri) != "post"
    }
    posts, clashes = check_slugs(posts, use_directory_urls, pages)
    problems += clashes + check_series_membership(posts, series)
    # A post left out (no usable date) still names a series that does not exist.
    built = {post.src_uri for post in posts}
    known = {page.id for page in series}
    for source in sources:
        wanted = source.meta.get("series")
        if page_kind(source.src_uri) == "post" and source.src_uri not in built and isinstance(wanted, str):
            if wanted not in known:
                problems.append(Problem(source.src_uri, "series", _unknown_series(wanted, known)))
    posts.sort(key=lambda p: (p.date, p.src_uri), reverse=True)
    problems.sort(key=lambda p: p.src_uri)
    return Catalog(tuple(posts), tuple(series), tuple(problems))


def build_post(
    source: SourceFile,
    authors: dict[str, Author],
    zone: tzinfo,
    use_directory_urls: bool = True,
    inline_tags: bool = True,
    pinyin: Pinyin = read_pinyin,
    minutes: Callable[[str], int] = reading_time,
) -> tuple[Post | None, list[Problem]]:
    """Validate one post's front matter; return the post (None without a usable date) and its problems."""
    meta, body, problems = _read(source, PostMeta)
    src = source.src_uri
    title = meta["title"] or first_heading(body)
    if title is None and not any(problem.key in ("title", "front matter") for problem in problems):
        problems.insert(0, Problem(src, "title", "missing: write title: …, or start the post with a # heading"))
    # Every mistake at once: what does not need the date is checked before a post without one is left out.
    slug = meta["slug"] or _file_slug(src, problems, pinyin)
    known = [authors[a] for a in meta["authors"] if a in authors]
    for missing in (a for a in meta["authors"] if a not in authors):
        fix = closest(missing, authors) or "add it to blog/.authors.yml"
        problems.append(Problem(src, "authors", f"unknown author '{missing}': {fix}"))
    if meta["part"] is not None and meta["series"] is None:
        problems.append(Problem(src, "part", "a part number needs a series: add series: <id>"))
    if meta["date"] is None:
        return None, problems
    created, updated = meta["date"]
    updated = updated or meta["updated"] or meta["lastmod"]
    lang = lang_of(src)
    post = Post(
        src_uri=src,
        lang=lang,
        title=title or posixpath.splitext(posixpath.basename(src))[0],
        date=localize(created, zone),
        updated=localize(updated, zone) if updated else None,
        slug=slug,
        url=folder_url(in_lang(f"blog/{slug}", lang), use_directory_urls),
        readtime=meta["readtime"] or minutes(body),
        description=meta["description"],
        # The front matter's tags, then the inline #tags of a post written for Obsidian.
        tags=list(dict.fromkeys(meta["tags"] + (find_tags(remove_comments(body)) if inline_tags else []))),
        categories=list(dict.fromkeys(meta["categories"] + meta["category"])),
        authors=known,
        series=meta["series"],
        part=meta["part"] if meta["series"] else None,
        draft=meta["draft"],
        source=_source(meta["source"]),
        status=meta["status"],
        aliases=tuple(
            dict.fromkeys([a for a in meta["aliases"] if is_address(a, inline_tags)] + meta["redirect_from"])
        ),
        image=meta["image"],
    )
    return post, problems


def build_series_page(source: SourceFile, use_directory_urls: bool = True) -> tuple[SeriesPage | None, list[Problem]]:
    """Validate a series landing page; its file name is the series id."""
    meta, _body, problems = _read(source, SeriesMeta)
    series_id = posixpath.splitext(posixpath.basename(source.src_uri))[0]
    if not SLUG.match(series_id):
        problems.append(
            Problem(
                source.src_uri,
                "series",
                f"the file name {series_id!r} is the series id and must be ASCII, e.g. training-infra.md",
            )
        )
        return None, problems
    page = SeriesPage(
        src_uri=source.src_uri,
        lang=lang_of(source.src_uri),
        id=series_id,
        title=meta["title"] or series_id,
        description=meta["description"],
        status=meta["status"],
        parts=meta["parts"],
        unit=meta["unit"],
        url=folder_url(in_lang(f"series/{series_id}", lang_of(source.src_uri)), use_directory_urls),
        draft=meta["draft"] or source.says_draft,
        listed=meta["listed"],
    )
    return page, problems


def _read(source: SourceFile, schema) -> tuple[dict[str, Any], str, list[Problem]]:
    data, body, error = source.meta, source.body, source.error
    problems = [Problem(source.src_uri, "front matter", error)] if error else []
    values, errors = check(schema, data)
    if not error:
        problems += [Problem(source.src_uri, key, message) for key, message in errors]
    return values, body, problems


def _file_slug(src_uri: str, problems: list[Problem], pinyin: Pinyin = read_pinyin) -> str:
    """The slug a file name gives: itself when it is one; "Internal links" -> internal-links;
    a Chinese name its pinyin, with a warning (renaming the file would change the URL)."""
    stem = posixpath.splitext(posixpath.basename(src_uri))[0]
    if is_device_name(stem):
        fallback = f"{stem}-post"
        problems.append(
            Problem(
                src_uri,
                "slug",
                f"the file name {stem!r} is kept by Windows for a device; add e.g. slug: {fallback} (using it for now)",
            )
        )
        return fallback
    if SLUG.match(stem):
        return stem
    made = make_slug(stem, pinyin)
    if stem.isascii() and made:
        return made
    fallback = made or "post-" + hashlib.sha1(src_uri.encode()).hexdigest()[:8]
    problems.append(
        Problem(src_uri, "slug", f"the file name {stem!r} is not ASCII; add e.g. slug: {fallback} (using it for now)")
    )
    return fallback


def closest(name: str, names: Iterable[str]) -> str | None:
    """ "did you mean 'x'?" for the known name closest to a misspelt ``name``, if one is close."""
    found = difflib.get_close_matches(name, sorted(names), n=1, cutoff=0.75)
    return f"did you mean '{found[0]}'?" if found else None


def _unknown_series(series_id: str, known: set[str]) -> str:
    return f"unknown series '{series_id}': " + (closest(series_id, known) or f"create series/{series_id}.md")


def _source(values: dict[str, Any] | None) -> Source | None:
    if not values:
        return None
    return Source(values["title"], values["url"] or "", tuple(values["authors"]), values["venue"] or "")


def check_slugs(
    posts: list[Post], use_directory_urls: bool = True, pages: dict[str, str] | None = None
) -> tuple[list[Post], list[Problem]]:
    """Give each post of a language a unique URL, one that no other page's HTML file (``pages``:
    file -> src_uri) has either; report each clash on the post (the later one of two posts).

    Returns the posts (a clashing one replaced by a copy with a new slug) and the problems.
    """
    problems = []
    seen: dict[str, str] = {}  # by folded URL: macOS and Windows keep Hello/ and hello/ as one folder
    files = {fold_name(output): src for output, src in (pages or {}).items()}
    exact = {url for output in (pages or {}) for url in (output, output.removesuffix("index.html"))}
    unique = []
    for post in posts:
        first = seen.get(fold_name(post.url)) or files.get(fold_name(_output_of(post.url)))
        if first is not None:
            alike = "" if post.url in exact else " where letter case is ignored (macOS, Windows)"
            slug = f"{post.slug}-{hashlib.sha1(post.src_uri.encode()).hexdigest()[:6]}"
            post = replace(post, slug=slug, url=folder_url(in_lang(f"blog/{slug}", post.lang), use_directory_urls))
            problems.append(
                Problem(
                    post.src_uri,
                    "slug",
                    f"same URL as {first}{alike}; give one of them another slug (using {slug} for now)",
                )
            )
        seen.setdefault(fold_name(post.url), post.src_uri)
        exact.add(post.url)
        unique.append(post)
    return unique, problems


def _output_of(url: str) -> str:
    return url + "index.html" if url.endswith("/") else url


def check_series_membership(posts: list[Post], series: list[SeriesPage]) -> list[Problem]:
    """Report unknown series ids and two posts holding the same part of a series in one language."""
    known = {page.id for page in series}
    problems = []
    holders: dict[tuple[str, str, int], list[Post]] = defaultdict(list)
    for post in posts:
        if post.series is None:
            continue
        if post.series not in known:
            problems.append(Problem(post.src_uri, "series", _unknown_series(post.series, known)))
        elif post.part is not None and not post.draft:
            holders[(post.lang, post.series, post.part)].append(post)
    for (_lang, series_id, part), holding in holders.items():
        for post in holding[1:]:
            problems.append(Problem(post.src_uri, "part", f"part {part} of '{series_id}' is also {holding[0].src_uri}"))
    return problems + check_translated_parts(posts)


def check_translated_parts(posts: list[Post]) -> list[Problem]:
    """A translation (the post at the same path under ``en/``) that sits elsewhere in its course
    than its original: a different series or part number, named on the translation."""
    originals = {post.src_uri: post for post in posts if post.lang == DEFAULT_LANG}
    problems = []
    for post in posts:
        original = originals.get(strip_lang(post.src_uri)) if post.lang != DEFAULT_LANG else None
        if original is None or (original.series, original.part) == (post.series, post.part):
            continue
        key = "series" if original.series != post.series else "part"
        where = f"part {original.part} of '{original.series}'" if original.series else "in no series"
        mine = f"part {post.part} of '{post.series}'" if post.series else "in no series"
        message = f"{mine}, but its original {original.src_uri} is {where}: a translation takes the original's place"
        problems.append(Problem(post.src_uri, key, message))
    return problems
