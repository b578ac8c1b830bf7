"""Front matter and site settings as MkDocs ``Config`` schemas.

``check`` validates every key (MkDocs' own ``Config.validate`` stops at the
first failure) and returns one message per wrong key.
"""

from __future__ import annotations

import re
import reprlib
from typing import Any

from mkdocs.config.base import BaseConfigOption, Config, ValidationError

from coursebook.dates import DEFAULT_TIMEZONE, load_zone, parse_date
from coursebook.internals import schema_options
from coursebook.lang import UNIT_NAMES
from coursebook.slugs import is_device_name
from coursebook.text import XML_ILLEGAL

OBSIDIAN_SYNTAX = ("all", "vault", "none")  # extra.obsidian.syntax
COURSE_PARTS = 1000  # the most parts a course may number or plan
TERMS_PER_POST = 100  # the most tags, categories or old addresses one page may have (each tag is a page and feeds)
SLUG_LENGTH = 200  # characters of a slug: a file name holds 255 bytes on most file systems
SLUG = re.compile(r"^[A-Za-z0-9]+(?:[._-]+[A-Za-z0-9]+)*$")
NOTE_STATUSES = ("to-read", "in-progress", "done")
SERIES_STATUSES = ("ongoing", "complete")


class PostDate(BaseConfigOption):
    """A date, or Material's ``{created: …, updated: …}``; yields (created, updated), naive or aware."""

    def run_validation(self, value: object):
        if value is None:
            raise ValidationError("missing: every post needs a date, e.g. date: 2026-08-30")
        if isinstance(value, dict):
            unknown = set(value) - {"created", "updated"}
            if unknown:
                raise ValidationError(f"unknown field(s) {sorted(unknown)}; use created and updated")
            if "created" not in value:
                raise ValidationError("a date mapping needs 'created'")
            created = _parse(value["created"])
            updated = _parse(value["updated"]) if value.get("updated") is not None else None
            return created, updated
        return _parse(value), None


_YEARS = range(1900, 3000)  # a post's date, in zone arithmetic any machine can do (feeds use UTC)


def _parse(value: object):
    try:
        moment = parse_date(value)
    except ValueError as err:
        raise ValidationError(str(err)) from err
    if moment.year not in _YEARS:
        raise ValidationError(
            f"{_SHORT.repr(value)} is not a date of a post (years {_YEARS.start} to {_YEARS.stop - 1})"
        )
    return moment


class Text(BaseConfigOption):
    """A non-empty string; ``needed`` makes a missing value an error, and an empty one is one
    when ``needed`` or ``blank_is_mistake`` (a title); else empty is no value (Hugo's
    ``description: ''``)."""

    def __init__(self, needed: bool = False, blank_is_mistake: bool = False) -> None:
        super().__init__()
        self.needed = needed
        self.blank_is_mistake = needed or blank_is_mistake

    def run_validation(self, value: object):
        if value is None:
            if self.needed:
                raise ValidationError("missing: this key is required")
            return None
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = str(value)  # `title: 2026` is a title, not a mistake
        if not isinstance(value, str):
            raise ValidationError(f"expected text, got {_kind(value)}")
        value = _visible(value, self.warnings)
        if not value.strip():
            if self.blank_is_mistake:
                raise ValidationError("must not be empty")
            return None
        return value.strip()


def _visible(text: str, warnings: list[str]) -> str:
    """``text`` without invisible control characters (a NUL, a pasted backspace), which no
    feed can hold; a warning when there were any."""
    found = XML_ILLEGAL.search(text)
    if found is None:
        return text
    warnings.append(f"holds an invisible control character (U+{ord(found[0]):04X}); removed")
    return XML_ILLEGAL.sub("", text)


class Address(Text):
    """A link a reader follows or a picture a page shows: a web address (http, https; and
    mailto for a person) or a path on the site. ``javascript:``, ``data:`` and any other
    scheme are refused: a link must never run a script (browsers also read ``  JAVA\tscript:``)."""

    def __init__(self, mail: bool = False) -> None:
        super().__init__()
        self.schemes = ("http", "https", "mailto") if mail else ("http", "https")

    def run_validation(self, value: object):
        text = super().run_validation(value)
        if text is None:
            return None
        squeezed = re.sub(r"[\x00-\x20]", "", text).lower()
        scheme = re.match(r"^([a-z][a-z0-9+.-]*):", squeezed)
        if scheme and scheme[1] not in self.schemes:
            allowed = ", ".join(f"{name}:" for name in self.schemes)
            raise ValidationError(f"{text[:60]!r} is not a web address ({allowed}) or a path on the site; ignored")
        return text


class TextList(BaseConfigOption):
    """A list of non-empty strings (a single string is refused: say which to use)."""

    def run_validation(self, value: object):
        if value is None:
            return []
        if not isinstance(value, list):
            raise ValidationError(f"expected a list like [a, b], got {_kind(value)}")
        items = []
        for item in value:
            if isinstance(item, (int, float)) and not isinstance(item, bool):
                item = str(item)
            if not isinstance(item, str) or not item.strip():
                raise ValidationError(f"every item must be text, got {_kind(item)}")
            item = _visible(item, self.warnings)
            if item.strip() and item.strip() not in items:
                items.append(item.strip())
        return items


class Terms(TextList):
    """Tags or categories as writers of other tools give them.

    A nested list is one path (Hexo's ``[[机器学习, 强化学习], 笔记]`` gives
    "机器学习 / 强化学习" and "笔记"); a single string is split on commas, with a
    warning; a lone name is a list of one.
    """

    def run_validation(self, value: object):
        if isinstance(value, str):
            items = [part.strip() for part in re.split(r"[,，]", value) if part.strip()]
            if len(items) > 1:
                self.warnings.append(f"expected a list like [a, b]; read {_SHORT.repr(value)} as {_SHORT.repr(items)}")
            value = items
        if isinstance(value, list):
            value = [" / ".join(map(str, item)) if _is_path(item) else item for item in value]
        items = super().run_validation(value)
        if len(items) > TERMS_PER_POST:
            self.warnings.append(f"{len(items)} names, more than {TERMS_PER_POST}; the first {TERMS_PER_POST} are used")
        return items[:TERMS_PER_POST]


def _is_path(item: object) -> bool:
    return isinstance(item, list) and bool(item) and all(isinstance(part, str) and part.strip() for part in item)


class Addresses(BaseConfigOption):
    """Old addresses of a page: one, or a list (Hugo's ``aliases``, Jekyll's ``redirect_from``)."""

    def run_validation(self, value: object):
        if value is None:
            return []
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list) or not all(isinstance(item, str) and item.strip() for item in items):
            raise ValidationError(
                f"expected an address like /2021/03/04/old-post/ or a list of them, got {_kind(value)}"
            )
        if len(items) > TERMS_PER_POST:
            raise ValidationError(f"{len(items)} addresses, more than {TERMS_PER_POST}; none is used")
        return [item.strip() for item in items]


class Number(BaseConfigOption):
    """A number (``search.boost``)."""

    def run_validation(self, value: object):
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))):
            raise ValidationError(f"expected a number, got {_kind(value)}")
        return value


# Templates that are not a page's: pieces of one (folders), or pages the engine and Material
# render with a context of their own (a redirect, a forked worker's page, a post of Material's blog).
_NOT_PAGE_FOLDERS = ("partials/", ".icons/", "assets/", "hooks/")
_NOT_PAGE_TEMPLATES = frozenset({"redirect.html", "blog-post.html"})


class Template(BaseConfigOption):
    """A page template's file name, e.g. ``page.html`` (whether the theme has it is checked with
    the theme): not a partial, an icon or a template the engine renders with its own context."""

    def run_validation(self, value: object):
        if value is not None and not (isinstance(value, str) and value.endswith(".html")):
            raise ValidationError(f"expected a template file name like main.html, got {_kind(value)}; ignored")
        if value is not None and (
            value.startswith(_NOT_PAGE_FOLDERS) or value in _NOT_PAGE_TEMPLATES or ".." in value.split("/")
        ):
            raise ValidationError(
                f"{value!r} is not a page template (one that extends main.html, e.g. in overrides/); ignored"
            )
        return value


class OptionalDate(BaseConfigOption):
    """A date when given (``updated``, ``lastmod``); None when not."""

    def run_validation(self, value: object):
        return None if value is None else _parse(value)


class PositiveInt(BaseConfigOption):
    """An integer ≥ 1 (``true`` is not a number), at most ``most`` when given: a part number
    or a course's ``parts:`` beyond any course would make pages without bound."""

    def __init__(self, most: int | None = None) -> None:
        super().__init__()
        self.most = most

    def run_validation(self, value: object):
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValidationError(f"expected a whole number ≥ 1, got {_kind(value)}")
        if value < 1:
            raise ValidationError(f"must be 1 or more, got {_kind(value)}")
        if self.most is not None and value > self.most:
            raise ValidationError(f"{_kind(value)} is more than {self.most}; ignored")
        return value


class Slug(BaseConfigOption):
    """An ASCII URL segment: letters, digits and ``-``, ``_``, ``.`` between them."""

    def run_validation(self, value: object):
        if value is None:
            return None
        if not isinstance(value, str) or not SLUG.match(value):
            raise ValidationError(
                f"{_SHORT.repr(value)} is not an ASCII slug; use letters, digits and hyphens, e.g. gpu-memory"
            )
        if is_device_name(value):
            raise ValidationError(
                f"{value!r} is a name Windows keeps for a device (no clone on Windows can hold it); choose another"
            )
        if len(value) > SLUG_LENGTH:
            raise ValidationError(f"{value[:40]}… is longer than {SLUG_LENGTH} characters, more than a file name holds")
        return value


class Flag(BaseConfigOption):
    """``true`` or ``false``; ``default`` when unset."""

    def __init__(self, default: bool | None = False) -> None:
        super().__init__()
        self.default = default

    def run_validation(self, value: object):
        if value is None:
            return self.default
        if not isinstance(value, bool):
            raise ValidationError(f"expected true or false, got {_kind(value)}")
        return value


class OneOf(BaseConfigOption):
    """One of a fixed list of words."""

    def __init__(self, choices: tuple[str, ...], default: str | None = None) -> None:
        super().__init__()
        self.choices = choices
        self.default = default

    def run_validation(self, value: object):
        if value is None:
            return self.default
        if value not in self.choices:
            raise ValidationError(f"{_SHORT.repr(value)} is not one of: {', '.join(self.choices)}")
        return value


class Formats(BaseConfigOption):
    """A list of words from ``choices`` (``exports: [epub]``); one word alone is read as a list of it."""

    def __init__(self, choices: tuple[str, ...]) -> None:
        super().__init__()
        self.choices = choices
        self.default: tuple[str, ...] = ()

    def run_validation(self, value: object):
        if value is None:
            return ()
        items = [value] if isinstance(value, str) else value
        if not isinstance(items, list) or any(item not in self.choices for item in items):
            raise ValidationError(f"{_SHORT.repr(value)}: expected a list of {', '.join(self.choices)}, like [epub]")
        return tuple(dict.fromkeys(items))


class Synonyms(BaseConfigOption):
    """Groups of words a reader may type for one another (``extra.search.synonyms``): a list of
    lists of two or more words or phrases, ``[[OOM, out of memory, 显存不足]]``."""

    def __init__(self) -> None:
        super().__init__()
        self.default: tuple[tuple[str, ...], ...] = ()

    def run_validation(self, value: object):
        if value is None:
            return ()
        groups = value if isinstance(value, list) else None
        if groups is None or not all(_is_group(group) for group in groups):
            raise ValidationError(
                f"{_SHORT.repr(value)}: expected a list of groups of two or more words that mean the same,"
                " like [[OOM, out of memory, 显存不足]]; ignored"
            )
        return tuple(tuple(word.strip() for word in group) for group in groups)


def _is_group(group: object) -> bool:
    """Whether ``group`` is a list of two or more words (``extra.search.synonyms``)."""
    return isinstance(group, list) and len(group) >= 2 and all(isinstance(word, str) and word.strip() for word in group)


class Unit(BaseConfigOption):
    """A course's unit word (coursebook/strings.py, UNITS): part, lesson, chapter, or 篇, 讲, 章."""

    def run_validation(self, value: object):
        if value is None:
            return None
        if not isinstance(value, str) or value.strip().lower() not in UNIT_NAMES:
            raise ValidationError(f"{_SHORT.repr(value)} is not one of: {', '.join(UNIT_NAMES)}")
        return UNIT_NAMES[value.strip().lower()]


class Mapping(BaseConfigOption):
    """A nested mapping validated by its own schema; all wrong sub-keys in one message. A wrong
    sub-key is ignored and the others kept (a note's ``source:`` with a wrong ``url`` keeps its
    title and authors); a missing or wrong required one drops the mapping."""

    def __init__(self, schema: type[Config]) -> None:
        super().__init__()
        self.schema = schema

    def run_validation(self, value: object):
        if value is None:
            return None
        if not isinstance(value, dict):
            keys = ", ".join(key for key, _ in schema_options(self.schema))
            raise ValidationError(f"expected a mapping of {keys}, got {_kind(value)}")
        values, errors = check(self.schema, value)
        needed = {key for key, option in schema_options(self.schema) if getattr(option, "needed", False)}
        said = "; ".join(f"'{key}': {message}" for key, message in errors)
        if any(key in needed for key, _ in errors):
            raise ValidationError(said)
        if errors:
            self.warnings.append(said)
        return values


class SourceMeta(Config):
    """``source:`` of a reading note."""

    title = Text(needed=True)
    url = Address()
    authors = TextList()
    venue = Text()


class TranslationMeta(Config):
    """``translation:`` of a translated page: what it was made from (coursebook/translate.py)."""

    source = Text()  # a digest of the original's title, description and text
    synced = OptionalDate()  # when the translation last matched it


class PostMeta(Config):
    """Front matter of a post (README, "Front matter of a post"); no title: the first # heading."""

    title = Text(blank_is_mistake=True)
    date = PostDate()
    updated = OptionalDate()  # also date: {updated: …}; Hugo's lastmod
    lastmod = OptionalDate()
    description = Text()
    slug = Slug()
    tags = Terms()
    categories = Terms()
    category = Terms()  # Hexo's singular
    authors = TextList()
    series = Slug()
    part = PositiveInt(most=COURSE_PARTS)
    draft = Flag()
    source = Mapping(SourceMeta)
    status = OneOf(NOTE_STATUSES)
    readtime = PositiveInt()
    aliases = Addresses()  # Hugo
    redirect_from = Addresses()  # Jekyll
    image = Address()  # a shared link's picture: a URL, or a path from the site's root
    translation = Mapping(TranslationMeta)


class SeriesMeta(Config):
    """Front matter of a series landing page (README, "Front matter of a series landing page")."""

    title = Text(needed=True)
    description = Text()
    status = OneOf(SERIES_STATUSES, default="ongoing")
    parts = PositiveInt(most=COURSE_PARTS)
    unit = Unit()  # what a part is called: part (篇), lesson (讲), chapter (章)
    draft = Flag()  # a translation not ready yet (coursebook translate writes one): like a draft post
    translation = Mapping(TranslationMeta)
    # false: the parts are read in the course only, not in the blog's lists (home, archive, tags, the site's feeds)
    listed = Flag(default=True)


class Hide(BaseConfigOption):
    """Material's ``hide``: what not to show (navigation, toc, footer, tags, …).
    Hexo Fluid's ``hide: false`` means nothing."""

    def run_validation(self, value: object):
        if value is None or value is False:
            return None
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise ValidationError(f"expected a list like [toc, navigation], got {_kind(value)}; ignored")
        return value


class SearchMeta(Config):
    """Material's ``search:`` of a page."""

    exclude = Flag()
    boost = Number()


class PageMeta(Config):
    """The keys of any page that Material and MkDocs read; a wrong one would stop the build, so it is dropped."""

    hide = Hide()
    template = Template()
    icon = Text()
    search = Mapping(SearchMeta)
    hard_breaks = Flag(default=None)  # coursebook/breaks.py: the page's own, over the site's (None: unset)


class AuthorNames(Config):
    """``names:`` (or ``descriptions:``) of an author: the name (the line about them) to show in
    each language, where it differs."""

    zh = Text()
    en = Text()


class AuthorMeta(Config):
    """One entry of ``blog/.authors.yml``."""

    name = Text(needed=True)
    description = Text()
    avatar = Address()
    url = Address(mail=True)
    names = Mapping(AuthorNames)
    descriptions = Mapping(AuthorNames)


class Zone(BaseConfigOption):
    """An IANA time zone name; Asia/Shanghai when unset or wrong."""

    def __init__(self) -> None:
        super().__init__()
        self.default = DEFAULT_TIMEZONE

    def run_validation(self, value: object):
        if value is None:
            value = DEFAULT_TIMEZONE
        if not isinstance(value, str):
            raise ValidationError(f"expected a zone name such as Asia/Shanghai, got {_kind(value)}")
        try:
            load_zone(value)
        except ValueError as err:
            raise ValidationError(str(err)) from err
        return value


class FeedSettings(Config):
    """``extra.feeds``: how many posts a feed holds, and whether it carries whole posts."""

    limit = PositiveInt()
    full_content = Flag(default=True)


class ObsidianSettings(Config):
    """``extra.obsidian``: where the vault's root is, inside each language's root, and where
    Obsidian's syntax is read: on every page, only in the vault's folder, or nowhere."""

    root = Text()
    syntax = OneOf(OBSIDIAN_SYNTAX, default="all")


class EnglishSite(Config):
    """``extra.en``: the English site's name, description and copyright notice (mkdocs.yml's own
    are the Chinese site's)."""

    site_name = Text()
    site_description = Text()
    copyright = Text()


class TranslationSettings(Config):
    """``extra.translations``: whether an outdated translation is a mistake (``strict: true``:
    a warning, which ``--strict`` stops on) or news (the default: one line of information)."""

    strict = Flag(default=False)


class SearchSettings(Config):
    """``extra.search``: the words a reader may type for the words the pages use."""

    synonyms = Synonyms()


class SiteSettings(Config):
    """Coursebook's settings under ``extra:`` in mkdocs.yml."""

    timezone = Zone()
    feeds = Mapping(FeedSettings)
    obsidian = Mapping(ObsidianSettings)
    share_image = Address()  # the picture of shared links to pages without their own image
    en = Mapping(EnglishSite)
    cache = Flag(default=True)  # the preview's cache on disk (.cache/coursebook/)
    translations = Mapping(TranslationSettings)
    hard_breaks = Flag(default=False)  # a single line break shown as a break (coursebook/breaks.py)
    exports = Formats(("epub",))  # each course also as a book (features/exports.py)
    search = Mapping(SearchSettings)  # synonyms the search reads (overrides/assets/javascripts/search.js)


def check(schema: type[Config], data: dict[str, Any]) -> tuple[dict[str, Any], list[tuple[str, str]]]:
    """Validate ``data`` against ``schema`` key by key.

    Returns (values, errors): a value for every key of the schema (its default
    where the writer's was wrong) and (key, message) for each wrong key, or key
    read with a guess (a warning, its value kept). Keys
    outside the schema pass through untouched (Material's own keys, say).
    """
    values: dict[str, Any] = {}
    errors: list[tuple[str, str]] = []
    for key, option in schema_options(schema):
        try:
            values[key] = option.validate(data.get(key))
            errors += [(key, warning) for warning in option.warnings]  # read, but the writer should know
        except ValidationError as err:
            errors.append((key, str(err)))
            values[key] = _fallback(option)
        finally:
            option.reset_warnings()
    return values, errors


def _fallback(option: BaseConfigOption) -> Any:
    """The value a wrong key takes, so the rest of the post still works."""
    if isinstance(option, (TextList, Addresses)):
        return []
    if isinstance(option, Flag):
        return True  # `draft`: when in doubt, do not publish (and True is the other flags' default)
    return option.default


def describe(value: object) -> str:
    """A wrong value, named short whatever its size, for a warning."""
    return _kind(value)


def _kind(value: object) -> str:
    """What a wrong value is, short whatever its size (reprlib: a YAML bomb is not printed whole)."""
    if isinstance(value, (dict, list)):
        return "a mapping" if isinstance(value, dict) else "a list"
    return f"{type(value).__name__} {_SHORT.repr(value)}"[:80]


_SHORT = reprlib.Repr()  # keyword arguments only from Python 3.12
_SHORT.maxstring, _SHORT.maxother, _SHORT.maxlong = 60, 60, 40
