"""Languages, all in one place: which tree a page is in, its codes, its name, its locale."""

from __future__ import annotations

DEFAULT_LANG = "zh"
OTHER_LANG = "en"
LANGS = (DEFAULT_LANG, OTHER_LANG)

# What goes in <html lang> and hreflang: a region for Chinese, since the
# writing is Simplified Chinese as read in mainland China.
HTML_LANG = {"zh": "zh-CN", "en": "en"}
# Each language named in itself: the badge on a post in the other language.
LANG_NAMES = {"zh": "中文", "en": "English"}
# Babel's locale for dates.
LOCALES = {"zh": "zh_Hans_CN", "en": "en"}

_EN_PREFIX = "en/"


def lang_of(src_uri: str) -> str:
    """Return "en" for a page under ``en/``, else the default "zh"."""
    return OTHER_LANG if src_uri.startswith(_EN_PREFIX) else DEFAULT_LANG


def other_lang(lang: str) -> str:
    """The other of the two languages."""
    return OTHER_LANG if lang == DEFAULT_LANG else DEFAULT_LANG


def strip_lang(src_uri: str) -> str:
    """Return the path inside its language tree: ``en/a/b.md`` -> ``a/b.md``."""
    return src_uri[len(_EN_PREFIX) :] if src_uri.startswith(_EN_PREFIX) else src_uri


def in_lang(path: str, lang: str) -> str:
    """Return ``path`` (relative to a language root) placed in ``lang``'s tree."""
    return path if lang == DEFAULT_LANG else _EN_PREFIX + path


# A course's unit, chosen once by its landing page (`unit:`): the word every string about its
# parts uses (part 2 of 8, next part, start at the first part). The key is the English word; a
# Chinese site may write the Chinese one.
UNITS: dict[str, dict[str, str]] = {
    "part": {"zh": "篇", "en": "part"},
    "lesson": {"zh": "讲", "en": "lesson"},
    "chapter": {"zh": "章", "en": "chapter"},
}
UNIT_NAMES = {"篇": "part", "讲": "lesson", "章": "chapter", **{unit: unit for unit in UNITS}}
DEFAULT_UNIT = "part"
