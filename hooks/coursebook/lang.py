"""Languages: which tree a page is in, its HTML language code, its twin path."""

from __future__ import annotations

DEFAULT_LANG = "zh"
OTHER_LANG = "en"
LANGS = (DEFAULT_LANG, OTHER_LANG)

# What goes in <html lang> and hreflang: a region for Chinese, since the
# writing is Simplified Chinese as read in mainland China.
HTML_LANG = {"zh": "zh-CN", "en": "en"}

_EN_PREFIX = "en/"


def lang_of(src_uri: str) -> str:
    """Return "en" for a page under ``en/``, else the default "zh"."""
    return OTHER_LANG if src_uri.startswith(_EN_PREFIX) else DEFAULT_LANG


def strip_lang(src_uri: str) -> str:
    """Return the path inside its language tree: ``en/a/b.md`` -> ``a/b.md``."""
    return src_uri[len(_EN_PREFIX):] if src_uri.startswith(_EN_PREFIX) else src_uri


def twin_path(src_uri: str) -> str:
    """Return the mirror path in the other language (translations are mirror paths)."""
    if src_uri.startswith(_EN_PREFIX):
        return strip_lang(src_uri)
    return _EN_PREFIX + src_uri


def in_lang(path: str, lang: str) -> str:
    """Return ``path`` (relative to a language root) placed in ``lang``'s tree."""
    return path if lang == DEFAULT_LANG else _EN_PREFIX + path
