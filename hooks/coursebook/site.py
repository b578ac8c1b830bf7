"""The site model: everything known before any page is rendered, loaded in one pass.

``load_site`` is the one loading pipeline. The build (features/posts.py), the
``coursebook check`` command and the tests call it on the same ``Sources`` and
get the same ``Site``, problems included. A ``Site`` is final once loaded: what
comes from rendering (excerpts, HTML for feeds) is kept apart, by the build.
"""

from __future__ import annotations

import hashlib
import posixpath
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime, tzinfo
from functools import partial
from unicodedata import normalize

from mkdocs.config.base import ValidationError

from coursebook.authors import parse_authors
from coursebook.breaks import vault_breaks
from coursebook.catalog import build_catalog, closest
from coursebook.dates import load_zone
from coursebook.document import Document
from coursebook.foreign import find_foreign_markup
from coursebook.indexes import Group, Listed, TaggedPage, TermGroup, group_by_term, group_by_year, listing_for
from coursebook.lang import LANGS, in_lang, lang_of, strip_lang
from coursebook.model import Catalog, Post, Problem
from coursebook.obsidian import find_tags, remove_comments
from coursebook.pages import INDEX_PAGES, output_file, page_kind, term_of_src
from coursebook.preview.memo import Kept
from coursebook.readtime import reading_time
from coursebook.redirects import Redirect, note_aliases, plan_redirects
from coursebook.schema import PageMeta, SiteSettings, Terms, check, describe
from coursebook.series import Outline, Part, build_outlines
from coursebook.slugs import fold_name, read_pinyin
from coursebook.sources import Sources
from coursebook.terms import ATTRIBUTES, Vocabulary, parse_terms
from coursebook.text import XML_ILLEGAL, find_control_characters
from coursebook.translations import TranslationState, translation_states
from coursebook.wikilinks import LinkIndex, build_index, read_links

# Front matter keys that Material or MkDocs read in a way that can stop the build.
_THEME_KEY = re.compile(r"^(?:hide|template|icon|search)\s*[:=]", re.MULTILINE)
_ALIASES_KEY = re.compile(r"^aliases\s*[:=]", re.MULTILINE)
_THEME_OR_TAGS_KEY = re.compile(
    r"^(?:hide|template|icon|search|tags)\s*[:=]", re.MULTILINE
)  # a post's tags are the catalog's


@dataclass(frozen=True)
class Identity:
    """What a site is called, says of itself and the notice in its footer, in one language."""

    name: str | None
    description: str | None
    copyright: str | None


@dataclass(frozen=True)
class Settings:
    """Coursebook's settings under ``extra:``, validated (defaults where they were wrong)."""

    zone: tzinfo
    feed_limit: int = 20
    full_content: bool = True
    cache: bool = True
    vault_root: str = ""  # extra.obsidian.root: the vault's folder inside each language's root
    obsidian_syntax: str = "all"  # extra.obsidian.syntax: where Obsidian's syntax is read (all, vault, none)
    share_image: str | None = None  # extra.share_image: the picture of a shared link
    english: Identity = field(default_factory=lambda: Identity(None, None, None))  # extra.en
    strict_translations: bool = False  # extra.translations.strict: an outdated translation is a warning
    hard_breaks: bool = False  # extra.hard_breaks: a single line break is a break (coursebook/breaks.py)
    vault_breaks: bool | None = None  # what a vault at docs/ says of it (.obsidian/app.json); None: nothing
    exports: tuple[str, ...] = ()  # extra.exports: each course also as a book, in these formats (epub)
    synonyms: tuple[tuple[str, ...], ...] = ()  # extra.search.synonyms: words read for one another

    def breaks_in(self, document: Document | None, obsidian: bool) -> bool:
        """Whether single line breaks are breaks on a page: its own ``hard_breaks:``, else its
        vault's setting (a page read as Obsidian's), else the site's."""
        own = document.meta.get("hard_breaks") if document is not None else None
        if isinstance(own, bool):
            return own
        return self.vault_breaks if obsidian and self.vault_breaks is not None else self.hard_breaks

    def reads_obsidian(self, document: Document) -> bool:
        """Whether Obsidian's syntax (wikilinks, embeds, #tags, block ids, %%comments%%) is read
        in ``document`` when its front matter does not say (``obsidian: true`` or ``false``)."""
        if self.obsidian_syntax == "none" or document.text.startswith("+++"):  # TOML: a post written for Hugo
            return False
        in_vault = strip_lang(document.src_uri).startswith(f"{self.vault_root}/")
        return self.obsidian_syntax == "all" or not self.vault_root or in_vault

    def identity(self, lang: str, own: Identity) -> Identity:
        """The site's name, description and copyright notice for readers of ``lang``; ``own``
        is mkdocs.yml's (the default language's), the fallback for each one extra.en leaves out."""
        if lang != "en":
            return own
        en = self.english
        return Identity(en.name or own.name, en.description or own.description, en.copyright or own.copyright)


@dataclass(frozen=True)
class Site:
    """One site's content as readers will see it, before rendering. Never changed after loading."""

    settings: Settings
    now: datetime
    texts: dict[str, str]  # every readable page's Markdown, by src_uri
    documents: dict[str, Document]  # the same pages read once: front matter parsed, body (document.py)
    catalog: Catalog
    problems: tuple[Problem, ...]  # every content mistake: settings first, then by file
    posts: dict[str, Post]  # by src_uri, published or not
    titles: dict[str, str | None]  # every page's title, by src_uri (wikilinks show them)
    link_index: LinkIndex  # every name a wikilink can use
    links: dict[str, list[str]]  # src_uri -> the pages its Markdown links to, existing or not
    backlinks: dict[str, list[str]]  # src_uri -> the published posts linking to it
    listings: dict[str, list[Listed]]  # by reader's language: published posts as that reader sees them
    vocabulary: Vocabulary  # every tag and category, by any of its names
    terms: dict[tuple[str, str], list[TermGroup]]  # (lang, "tags" | "categories") -> each term's posts
    outlines: dict[tuple[str, str], Outline]  # (series id, lang) -> the course as that reader sees it
    dropped_meta: dict[str, tuple[str, ...]]  # src_uri -> front matter keys the build drops (wrong for Material)
    obsidian_pages: frozenset[str]  # the pages whose Obsidian syntax is read (Settings.reads_obsidian)
    redirects: list[Redirect]  # old addresses of published posts
    drafts: frozenset[str]  # pages other than posts and landing pages that say draft (Document.says_draft)
    translations: dict[str, TranslationState]  # by the original's src_uri and its translation's (translations.py)
    _parts: dict[str, tuple[Outline, Part]] = field(default_factory=dict, repr=False)
    _landings: dict[str, Outline | None] = field(default_factory=dict, repr=False)
    _term_groups: dict[tuple[str, str, str], TermGroup] = field(default_factory=dict, repr=False)
    _places: dict[str, dict[str, int]] = field(default_factory=dict, repr=False)
    _in_series: dict[tuple[str, str], list[Listed]] = field(default_factory=dict, repr=False)
    _years: dict[tuple[str, ...], list[Group]] = field(default_factory=dict, repr=False)  # by_year's
    _sources: dict[tuple[str, ...], tuple[str, ...]] = field(default_factory=dict, repr=False)  # sources'

    def published(self) -> list[Post]:
        """Posts that `mkdocs build` publishes, newest first."""
        return [post for post in self.catalog.posts if post.is_published(self.now)]

    def part_of(self, post: Post) -> tuple[Outline, Part] | None:
        """The outline in the post's language and the post's entry in it, if it is a part."""
        return self._parts.get(post.src_uri)

    def landing_of(self, src_uri: str) -> Outline | None:
        """The outline that the series landing page ``src_uri`` introduces, if it is one."""
        return self._landings.get(src_uri)

    def places(self, lang: str) -> dict[str, int]:
        """Each listed post's place in ``listings[lang]`` (0 for the newest), by src_uri."""
        return self._places.get(lang, {})

    def listed_in_series(self, lang: str, series: str) -> list[Listed]:
        """The entries of ``listings[lang]`` whose post is in series ``series``, newest first."""
        return self._in_series.get((lang, series), [])

    def by_year(self, key: tuple[str, ...], listed: list[Listed]) -> list[Group]:
        """``listed``, one of the site's lists named by ``key`` (a language's listing, a term's
        posts), by year: made once per build, however many pages show a part of it."""
        if (years := self._years.get(key)) is None:
            years = self._years[key] = group_by_year(listed)
        return years

    def sources(self, key: tuple[str, ...], listed: list[Listed]) -> tuple[str, ...]:
        """The src_uris of ``listed``, one of the site's lists named by ``key``: made once per build."""
        if (found := self._sources.get(key)) is None:
            found = self._sources[key] = tuple(entry.post.src_uri for entry in listed)
        return found

    def term_group(self, lang: str, attribute: str, slug: str) -> TermGroup | None:
        """The posts a reader of ``lang`` finds under the tag or category (``attribute``) ``slug``."""
        return self._term_groups.get((lang, attribute, slug))


def load_settings(extra: dict) -> tuple[Settings, list[Problem]]:
    """``extra:`` of mkdocs.yml as settings, and a problem for each wrong key."""
    values, errors = check(SiteSettings, extra)
    feeds = values["feeds"] or {}
    vault_root = ((values["obsidian"] or {}).get("root") or "").strip("/")
    english = values["en"] or {}
    settings = Settings(
        load_zone(values["timezone"]),
        feeds.get("limit") or 20,
        feeds.get("full_content", True),
        values["cache"],
        vault_root,
        (values["obsidian"] or {}).get("syntax") or "all",
        values["share_image"],
        Identity(english.get("site_name"), english.get("site_description"), english.get("copyright")),
        strict_translations=bool((values["translations"] or {}).get("strict")),
        hard_breaks=values["hard_breaks"],
        exports=values["exports"],
        synonyms=(values["search"] or {}).get("synonyms") or (),
    )
    return settings, [Problem("mkdocs.yml", f"extra.{key}", message) for key, message in errors]


@dataclass
class Reread:
    """What the last build of this process made of each page, kept for the next: a preview's save
    changes one page of hundreds. A page's is taken again only when its text is the same (and,
    for a post, what else it is read with: the authors, the time zone, the URL style)."""

    documents: Kept[tuple[str, str], Document] = field(default_factory=Kept)
    posts: Kept[tuple[object, ...], tuple[Post | None, list[Problem]]] = field(default_factory=Kept)
    # Also kept in the cache, for the next --dirty process (features/posts.py): what pypinyin
    # read each name as, by (style, text), and each post's minutes, by a digest of its text.
    pinyin: Kept[tuple[str, str], str] = field(default_factory=Kept)
    minutes: Kept[str, int] = field(default_factory=Kept)

    def start(self, pinyin: dict[tuple[str, str], str], minutes: dict[str, int]) -> None:
        """A build starts: it may take what the last one made (and keeps only what it uses), and
        the readings and minutes the cache kept."""
        self.documents.start({})
        self.posts.start({})
        self.pinyin.start(pinyin)
        self.minutes.start(minutes)

    def read_pinyin(self, text: str, style: str) -> str:
        """slugs.read_pinyin, remembered."""
        return self.pinyin.get((style, text), partial(read_pinyin, text, style))

    def reading_time(self, markdown: str) -> int:
        """readtime.reading_time, remembered."""
        key = hashlib.blake2b(markdown.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()
        return self.minutes.get(key, partial(reading_time, markdown))


def load_site(sources: Sources, now: datetime | None = None, read: Reread | None = None) -> Site:
    """Read, validate and index a whole site; ``now`` (default: the clock) decides what is published.
    ``read``: what the last build of this process made of the same pages (Reread)."""
    settings, problems = load_settings(sources.extra)
    settings = replace(settings, vault_breaks=vault_breaks(sources.vault_text))
    now = now or datetime.now(tz=settings.zone)
    authors, author_problems = parse_authors(sources.authors_text)
    pairs, term_problems = parse_terms(sources.terms_text)
    texts = sources.pages
    read = read or Reread()
    # Each page parsed once, here (or by the last build, when its text is the same).
    documents = {src: read.documents.get((src, text), partial(Document, src, text)) for src, text in texts.items()}
    obsidian_pages, obsidian_problems = _obsidian_pages(documents, settings)
    catalog = build_catalog(
        list(documents.values()),
        authors,
        settings.zone,
        sources.use_directory_urls,
        obsidian_pages,
        read.posts,
        read.read_pinyin,
        read.reading_time,
    )
    posts = {post.src_uri: post for post in catalog.posts}
    titles, names, dropped, page_problems = _read_pages(documents, posts, sources.template_exists)
    link_index = build_index(titles, list(sources.others), names, settings.vault_root)
    links, link_problems = _read_links(documents, link_index, obsidian_pages)
    link_problems += [problem for src, text in texts.items() for problem in find_foreign_markup(src, text)]
    link_problems += [problem for src, text in texts.items() for problem in _control_characters(src, text)]
    link_problems += _alike_files([*texts, *sources.others])
    published = [post for post in catalog.posts if post.is_published(now)]
    redirects, redirect_problems = plan_redirects(published, _site_files(sources, catalog), sources.use_directory_urls)
    # A course that says `listed: false` (a site's manual, say) is read in the course only.
    unlisted = {page.id for page in catalog.series if not page.listed}
    streamed = [post for post in published if post.series not in unlisted]
    listings = {lang: listing_for(streamed, lang) for lang in LANGS}
    outlines = build_outlines(published, [page for page in catalog.series if not page.draft])
    drafts = frozenset(
        src for src, document in documents.items() if page_kind(src) not in ("post", "series") and document.says_draft
    )
    tagged = _tagged_pages({src: doc for src, doc in documents.items() if src not in drafts}, titles, obsidian_pages)
    vocabulary = Vocabulary(
        pairs,
        [
            *(
                (name, post.lang)
                for post in catalog.posts
                for attribute in ATTRIBUTES
                for name in getattr(post, attribute)
            ),
            *(
                (name, lang)
                for lang, pages in tagged.items()
                for page in pages
                for _, names in page.terms
                for name in names
            ),
        ],
        read.read_pinyin,
    )
    terms = {
        (lang, attribute): group_by_term(listings[lang], attribute, vocabulary, lang, tagged[lang], read.read_pinyin)
        for lang in LANGS
        for attribute in ATTRIBUTES
    }
    found = [
        *sources.problems,
        *author_problems,
        *term_problems,
        *obsidian_problems,
        *catalog.problems,
        *page_problems,
        *link_problems,
        *redirect_problems,
    ]
    term_groups = {
        (lang, attribute, group.term.slug): group for (lang, attribute), groups in terms.items() for group in groups
    }
    found += _unused_term_pages(documents, term_groups)
    by_file = sorted(found, key=lambda p: p.src_uri)
    return Site(
        settings=settings,
        now=now,
        texts=texts,
        documents=documents,
        catalog=catalog,
        problems=(*problems, *by_file),
        posts=posts,
        titles=titles,
        link_index=link_index,
        links=links,
        backlinks=_backlinks(published, links, texts),
        listings=listings,
        vocabulary=vocabulary,
        terms=terms,
        outlines=outlines,
        dropped_meta=dropped,
        obsidian_pages=obsidian_pages,
        redirects=redirects,
        drafts=drafts,
        translations=translation_states(documents, posts),
        _parts={
            entry.post.src_uri: (outline, entry)
            for (_, lang), outline in outlines.items()
            for entry in outline.parts
            if entry.post.lang == lang
        },
        _landings={page.src_uri: outlines.get((page.id, page.lang)) for page in catalog.series},
        _term_groups=term_groups,
        _places={
            lang: {entry.post.src_uri: place for place, entry in enumerate(listed)} for lang, listed in listings.items()
        },
        _in_series=_by_series(listings),
    )


def _by_series(listings: dict[str, list[Listed]]) -> dict[tuple[str, str], list[Listed]]:
    grouped: dict[tuple[str, str], list[Listed]] = {}
    for lang, listed in listings.items():
        for entry in listed:
            if entry.post.series:
                grouped.setdefault((lang, entry.post.series), []).append(entry)
    return grouped


def _unused_term_pages(documents: dict[str, Document], term_groups: dict[tuple, TermGroup]) -> list[Problem]:
    """A page the writer put at ``tags/<slug>.md`` (a tag's description, as Quartz and Hugo keep
    them) for a tag or category no published post has: shown as a plain page, with a warning."""
    problems = []
    for src in documents:
        if (found := term_of_src(src)) is None or (lang_of(src), *found) in term_groups:
            continue
        attribute, slug = found
        known = [key[2] for key in term_groups if key[:2] == (lang_of(src), attribute)]
        noun = "tag" if attribute == "tags" else "category"
        hint = closest(slug, known) or f"a {noun}'s page is named for its address (the page at {attribute}/<slug>/)"
        message = f"no published post has the {noun} '{slug}': this page lists nothing and is shown as written; {hint}"
        problems.append(Problem(src, attribute, message))
    return problems


UNPUBLISHED_NAMED = 10  # files a note names at most; the rest are counted


def unpublished_note(site: Site) -> str | None:
    """One line naming the posts and landing pages a build leaves out, drafts and scheduled
    posts (None when everything is published): a page missing from the site is never a surprise."""
    waiting = {
        post.src_uri: "draft" if post.draft else f"scheduled for {post.date:%Y-%m-%d %H:%M}"
        for post in site.catalog.posts
        if not post.is_published(site.now)
    }
    waiting |= {page.src_uri: "draft" for page in site.catalog.series if page.draft}
    waiting |= {src: "draft" for src in site.drafts}
    if not waiting:
        return None
    named = [f"{src} ({why})" for src, why in sorted(waiting.items())[:UNPUBLISHED_NAMED]]
    more = f" and {len(waiting) - UNPUBLISHED_NAMED} more" if len(waiting) > UNPUBLISHED_NAMED else ""
    posts = sum(src in site.posts for src in waiting)
    count = " and ".join(
        f"{number} {noun}{'s' if number != 1 else ''}"
        for number, noun in (
            (posts, "post"),
            (len(waiting) - posts - len(site.drafts), "landing page"),
            (len(site.drafts), "page"),
        )
        if number
    )
    return f"{count} not published (shown only by `mkdocs serve`): {', '.join(named)}{more}"


def _site_files(sources: Sources, catalog: Catalog) -> set[str]:
    """The files the site is made of (pages' HTML, generated index pages, other files): no redirect replaces one."""
    urls = sources.use_directory_urls
    posts = {post.src_uri: post for post in catalog.posts}
    files = {output_file(src, urls) for src in sources.pages if src not in posts}
    files |= {post.url + "index.html" if urls else post.url for post in catalog.posts}
    files |= {output_file(in_lang(page.path, lang), urls) for page in INDEX_PAGES for lang in LANGS}
    return files | set(sources.others)


def _read_pages(
    documents: dict[str, Document], posts: dict[str, Post], template_exists: Callable[[str], bool] | None
) -> tuple[dict[str, str | None], dict[str, tuple[str, ...]], dict[str, tuple[str, ...]], list[Problem]]:
    """Every page's title (a post's validated one) and Obsidian ``aliases`` (names, not old
    addresses); the keys of each page's front matter that Material or MkDocs would stop the
    build on, which the build drops; and their problems."""
    titles: dict[str, str | None] = {}
    names: dict[str, tuple[str, ...]] = {}
    dropped: dict[str, tuple[str, ...]] = {}
    problems = []
    for src, document in documents.items():
        front, meta = document.front, document.meta
        if src in posts:  # validated by the catalog: here only for a key Material reads, or aliases
            titles[src] = posts[src].title
            if not _THEME_KEY.search(front) and not _ALIASES_KEY.search(front):
                continue
        else:
            titles[src] = document.title
            problems += _page_front_problems(src, document)
            if "title" in meta and not _is_title(meta["title"]):
                dropped[src] = ("title",)
        if alias_names := note_aliases(meta.get("aliases")):
            names[src] = alias_names
        if not (_THEME_KEY if src in posts else _THEME_OR_TAGS_KEY).search(front):
            continue
        values, wrong = check(PageMeta, meta)
        quiet: tuple[str, ...] = ()  # dropped from what Material reads, and said already (or read fine)
        if src not in posts and "tags" in meta and not _is_text_list(meta["tags"]):  # Material's tags plugin would stop
            if page_kind(src) == "post":
                quiet = ("tags",)  # a post left out (no usable date): the catalog said how it read them
            else:
                read, said = _page_terms(meta["tags"])
                quiet = ("tags",) if read is not None else ()
                wrong += [("tags", message) for message in said]
        wrong += _missing_templates(values, template_exists, {key for key, _ in wrong})
        if wrong or quiet:
            dropped[src] = dropped.get(src, ()) + tuple(key for key, _ in wrong) + quiet
            problems += [Problem(src, key, message) for key, message in wrong]
    return titles, names, dropped, problems


def _page_front_problems(src: str, document: Document) -> list[Problem]:
    """What is wrong with the front matter of a page that is neither a post nor a landing page
    (the catalog reads those): front matter that cannot be read, a title that is not text."""
    if page_kind(src) in ("post", "series"):
        return []
    if document.error is not None:
        held = "; the page is not published until it can be" if document.says_draft else ""
        return [Problem(src, "front matter", f"{document.error}{held}")]
    title = document.meta.get("title")
    if title is None or _is_title(title):
        return []
    return [Problem(src, "title", f"expected text, got {describe(title)}; the first # heading is used")]


def _is_title(value: object) -> bool:
    """Text, or a number (``title: 2026`` is a title, as in a post)."""
    return isinstance(value, (str, int, float)) and not isinstance(value, bool)


def _alike_files(names: Iterable[str]) -> list[Problem]:
    """Files of docs/ whose names differ only in letter case or Unicode form (``Café.md``
    composed and decomposed): one file on macOS and Windows, where a clone keeps one of them."""
    first: dict[str, str] = {}
    problems = []
    for name in sorted(names):
        other = first.setdefault(fold_name(name), name)
        if other != name:
            how = (
                "in another Unicode form"
                if normalize("NFC", other) == normalize("NFC", name)
                else "but for letter case"
            )
            shown = f"{ascii(other)[1:-1]} {how} ({ascii(name)[1:-1]})"
            message = f"same name as {shown}: one replaces the other on macOS and Windows; rename one"
            problems.append(Problem(name, "file", message))
    return problems


def _control_characters(src: str, text: str) -> list[Problem]:
    """An invisible control character (a pasted backspace): feeds cannot hold it."""
    if not XML_ILLEGAL.search(text):
        return []
    found = find_control_characters(text)
    lines = ", ".join(str(line) for line, _ in found[:5]) + (" …" if len(found) > 5 else "")
    code = f"U+{ord(found[0][1]):04X}"
    message = f"line {lines}: an invisible control character ({code}) that feeds cannot hold; delete it"
    return [Problem(src, "text", message)]


def _page_terms(value: object) -> tuple[list[str] | None, list[str]]:
    """A page's ``tags:`` read as a post's are (a lone name, comma-separated names), and what
    to say about it; None when it cannot be read (then it is ignored, and said so)."""
    option = Terms()
    try:
        return option.validate(value), list(option.warnings)
    except ValidationError as err:
        return None, [f"{err}; ignored"]


def _tagged_pages(
    documents: dict[str, Document], titles: dict[str, str | None], obsidian: frozenset[str]
) -> dict[str, tuple[TaggedPage, ...]]:
    """The pages that are not posts (a vault's notes, an about page) with tags or categories,
    by language: in front matter, and inline ``#tags`` where Obsidian's syntax is read."""
    found: dict[str, list[TaggedPage]] = {lang: [] for lang in LANGS}
    for src, document in documents.items():
        if page_kind(src) != "page":
            continue
        terms = []
        for attribute in ATTRIBUTES:
            names = _page_terms(document.meta.get(attribute))[0] or []
            if attribute == "tags" and src in obsidian:
                names = list(dict.fromkeys([*names, *find_tags(remove_comments(document.body))]))
            if names:
                terms.append((attribute, tuple(names)))
        if terms:
            title = titles.get(src) or posixpath.splitext(posixpath.basename(src))[0]
            found[lang_of(src)].append(TaggedPage(src, title, tuple(terms)))
    return {lang: tuple(pages) for lang, pages in found.items()}


def _is_text_list(value: object) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


def _missing_templates(
    values: dict, template_exists: Callable[[str], bool] | None, wrong: set[str]
) -> list[tuple[str, str]]:
    """``template`` and ``icon`` (validated ``values``) naming files the theme does not have."""
    if template_exists is None:
        return []
    missing = []
    if values["template"] and "template" not in wrong and not template_exists(values["template"]):
        missing.append(("template", f"the theme has no template {values['template']!r}; ignored"))
    if values["icon"] and "icon" not in wrong and not template_exists(f".icons/{values['icon']}.svg"):
        missing.append(
            ("icon", f"no icon {values['icon']!r} (see Material's icon search, e.g. material/school); ignored")
        )
    return missing


def _read_links(
    documents: dict[str, Document], index: LinkIndex, obsidian_pages: frozenset[str]
) -> tuple[dict[str, list[str]], list[Problem]]:
    """The pages each page links to (by wikilink, where Obsidian's syntax is read, or by
    relative Markdown link), and wikilinks that miss."""
    links = {}
    problems = []
    for src, document in documents.items():
        body = document.after_front
        obsidian = src in obsidian_pages
        links[src], missed = (
            read_links(remove_comments(body) if obsidian else body, src, index, wikilinks=obsidian)
            if "[[" in body or ".md" in body
            else ([], [])
        )
        problems += missed
    return links, problems


def _obsidian_pages(documents: dict[str, Document], settings: Settings) -> tuple[frozenset[str], list[Problem]]:
    """The pages whose Obsidian syntax is read: as their ``obsidian:`` says, else as the site's
    ``extra.obsidian.syntax`` does (guide, part 4, "Where Obsidian's syntax is read")."""
    pages, problems = set(), []
    for src, document in documents.items():
        own = document.meta.get("obsidian")
        if own is not None and not isinstance(own, bool):
            message = f"expected true or false, got {describe(own)}; the site's setting applies"
            problems.append(Problem(src, "obsidian", message))
            own = None
        if settings.reads_obsidian(document) if own is None else own:
            pages.add(src)
    return frozenset(pages), problems


def _backlinks(published: list[Post], links: dict[str, list[str]], texts: dict[str, str]) -> dict[str, list[str]]:
    """Each page's published linkers, in file order."""
    backlinks: dict[str, list[str]] = {}
    for src in sorted(post.src_uri for post in published):
        for target in links[src]:
            if target != src and target in texts:
                backlinks.setdefault(target, []).append(src)
    return backlinks
