"""Translations: which pages are twins, and the links between them."""

from __future__ import annotations

from collections.abc import Iterable

from coursebook.lang import DEFAULT_LANG, LANGS, lang_of, strip_lang


def build_translations(src_uris: Iterable[str]) -> dict[str, dict[str, str]]:
    """Map each page to its versions by language, itself included.

    ``src_uris`` are the pages that are published (drafts left out): a page
    whose mirror path is not among them has only itself in its map.
    """
    by_path: dict[str, dict[str, str]] = {}
    for src in src_uris:
        by_path.setdefault(strip_lang(src), {})[lang_of(src)] = src
    return {src: versions for versions in by_path.values() for src in versions.values()}


def alternates(versions: dict[str, str]) -> list[tuple[str, str]]:
    """The (hreflang code, src_uri) links for a page's head: every version and x-default.

    Empty for an untranslated page: an hreflang set of one says nothing.
    """
    if len(versions) < 2:
        return []
    links = [(lang, versions[lang]) for lang in LANGS if lang in versions]
    return [*links, ("x-default", versions[DEFAULT_LANG])]
