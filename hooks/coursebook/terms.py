"""Tags and categories in two languages: the writer's mapping, and one address per term.

``docs/tags.yml`` maps a Chinese name to an English one (``通信: communication``):
the two become one term, shown in the reader's language, with a page in each
language at ``tags/<slug>/`` and ``en/tags/<slug>/`` (categories alike, under
``categories/``). A name without a mapping is a term of its own, shown as
written. Names match without regard to case or Unicode form. README, "Tags and categories".
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass

import yaml

from coursebook import yamlread
from coursebook.lang import DEFAULT_LANG, LANGS, OTHER_LANG
from coursebook.model import Problem
from coursebook.readtime import _CJK
from coursebook.slugs import Pinyin, fold_name, make_slug, read_pinyin

TERMS_FILE = "tags.yml"
ATTRIBUTES = ("tags", "categories")  # a post's keys that hold terms; each is also the folder of their pages
_EXPECTED = "expected 'Chinese name: English name', e.g. 通信: communication"


@dataclass(frozen=True)
class Term:
    """One tag or category: its address (an ASCII slug) and its name in each language."""

    slug: str
    names: tuple[tuple[str, str], ...]  # (lang, name) for each language

    def name_in(self, lang: str) -> str:
        return dict(self.names)[lang]


def parse_terms(text: str | None) -> tuple[dict[str, str], list[Problem]]:
    """The mapping in ``docs/tags.yml`` (Chinese name -> English name) and its problems; None: no file."""
    if text is None:
        return {}, []
    twice: list[str] = []
    try:
        data = yamlread.load(text, duplicates=twice)
    except yaml.YAMLError as err:
        return {}, [Problem(TERMS_FILE, "tags", f"not valid YAML: {str(err).splitlines()[0]}")]
    if data is None:
        return {}, []
    if not isinstance(data, dict):
        return {}, [Problem(TERMS_FILE, "tags", f"{_EXPECTED}, one per line")]
    pairs: dict[str, str] = {}
    problems = [
        Problem(TERMS_FILE, key, f"written twice; {str(data[key])[:60]!r} is used") for key in twice if key in data
    ]
    english: dict[str, str] = {}  # folded English name -> the Chinese name it was given to
    for key, value in data.items():
        chinese = str(key).strip()
        name = str(value).strip() if isinstance(value, (str, int, float)) and not isinstance(value, bool) else ""
        if not name or not chinese or isinstance(key, bool):
            problems.append(Problem(TERMS_FILE, chinese, f"{_EXPECTED}; ignored"))
        elif _CJK.search(name) and not _CJK.search(chinese):
            problems.append(
                Problem(TERMS_FILE, chinese, f"the Chinese name comes first: write {name}: {chinese}; ignored")
            )
        elif fold_name(name) in english:
            problems.append(
                Problem(
                    TERMS_FILE,
                    chinese,
                    f"{name!r} is already the English name of {english[fold_name(name)]!r}; ignored",
                )
            )
        else:
            english[fold_name(name)] = chinese
            pairs[chinese] = name
    return pairs, problems


class Vocabulary:
    """Every term of a site, found by any of its names: the mapped ones and the ``used`` ones,
    given as (name, language of the post using it)."""

    def __init__(self, pairs: dict[str, str], used: Iterable[tuple[str, str]], pinyin: Pinyin = read_pinyin) -> None:
        self._identity: dict[str, str] = {}  # folded name (case, Unicode form) -> the term's identity
        names: dict[str, dict[str, str]] = {}  # identity -> {lang: name}
        for chinese, english in pairs.items():
            identity = fold_name(chinese)
            self._identity.setdefault(identity, identity)
            self._identity.setdefault(fold_name(english), identity)
            names.setdefault(identity, {DEFAULT_LANG: chinese, OTHER_LANG: english})
        spellings: dict[str, dict[str, str]] = {}  # identity -> {lang: its first spelling in that language's posts}
        for name, lang in used:
            identity = self._identity.setdefault(fold_name(name), fold_name(name))
            spellings.setdefault(identity, {}).setdefault(lang, name)
        for identity, found in spellings.items():
            if identity not in names:  # no pair: shown as a language's own posts write it, else as first written
                first = next(iter(found.values()))
                names[identity] = {lang: found.get(lang, first) for lang in LANGS}
        slugs = _slugs(names, pinyin)
        self._terms = {identity: Term(slug, tuple(names[identity].items())) for identity, slug in slugs.items()}

    def term(self, name: str) -> Term | None:
        """The term ``name`` (in either language, any case) belongs to; None for a name never seen."""
        identity = self._identity.get(fold_name(name))
        return self._terms[identity] if identity is not None else None

    def name_in(self, name: str, lang: str) -> str:
        """What a reader of ``lang`` calls the term ``name``."""
        term = self.term(name)
        return term.name_in(lang) if term else name

    def names_in(self, names: Iterable[str], lang: str) -> list[str]:
        """``names`` as a reader of ``lang`` calls them, each term once (通信 and communication are one)."""
        return list(dict.fromkeys(self.name_in(name, lang) for name in names))


def _slugs(names: dict[str, dict[str, str]], pinyin: Pinyin) -> dict[str, str]:
    """An ASCII slug for each term, from its English name (pinyin for Chinese). Where two
    terms make the same slug ("C" and "C++"), the later identity adds a stable suffix."""
    slugs: dict[str, str] = {}
    taken: set[str] = set()
    for identity in sorted(names):
        base = make_slug(names[identity][OTHER_LANG], pinyin)
        digest = hashlib.sha1(identity.encode()).hexdigest()[:6]
        slug = base if base and base not in taken else f"{base or 'term'}-{digest}"
        taken.add(slug)
        slugs[identity] = slug
    return slugs
