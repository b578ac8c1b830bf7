"""``coursebook translate PATH``: a post's or landing page's version in the other language, at its
mirror path (``blog/posts/a.md`` and ``en/blog/posts/a.md`` are one post in two languages).

The new file keeps what places the page (its date, slug, series and part: a translation takes
its original's place), names its tags and categories as ``tags.yml`` does in its language, and
starts as a draft with the original's text to translate. It records what it was made from
(``translation.source``: a digest of the original's title, description and text), so that a
later change of the original can be found. Guide, part 3, "Translating a post".
"""

from __future__ import annotations

import hashlib
from datetime import datetime
from typing import Any

from coursebook.document import Document
from coursebook.lang import in_lang, lang_of, other_lang, strip_lang
from coursebook.pages import page_kind
from coursebook.scaffold import NewFile, document_text
from coursebook.terms import ATTRIBUTES

# Keys of the original that are its own and not its translation's: its old addresses (a redirect
# from each already exists; a second page claiming one is a mistake) and whether it is a draft.
_ORIGINALS_OWN = ("aliases", "redirect_from", "draft")


def mirror_src(src_uri: str) -> str:
    """Where the translation of ``src_uri`` lives: the same path in the other language's tree."""
    return in_lang(strip_lang(src_uri), other_lang(lang_of(src_uri)))


def source_digest(document: Document) -> str:
    """What a translator translates, as a short digest: the title, description and text."""
    meta = document.meta
    text = "\0".join(str(meta.get(key) or "") for key in ("title", "description")) + "\0" + document.body
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def translation_of(document: Document, pairs: dict[str, str], now: datetime) -> tuple[NewFile, list[str]]:
    """The translation of ``document`` to write, and the keys of the original it leaves out.
    ``pairs`` is tags.yml's mapping (Chinese name -> English name). Raises ValueError for a
    page that is not a post or a landing page, or whose front matter cannot be read."""
    src = document.src_uri
    if page_kind(src) not in ("post", "series"):
        raise ValueError(f"{src} is not a post or a series landing page; copy it to {mirror_src(src)} by hand")
    if document.error:
        raise ValueError(f"{src}: its front matter cannot be read ({document.error}); fix it first")
    target = other_lang(lang_of(src))
    left = [key for key in _ORIGINALS_OWN if key in document.meta and key != "draft"]
    meta: dict[str, Any] = {key: value for key, value in document.meta.items() if key not in _ORIGINALS_OWN}
    for attribute in ATTRIBUTES:
        if isinstance(meta.get(attribute), list):
            meta[attribute] = [_term_in(name, pairs, target) for name in meta[attribute]]
    meta["translation"] = {"source": source_digest(document), "synced": now.date()}
    meta["draft"] = True
    return NewFile(mirror_src(src), document_text(meta, document.body.lstrip("\n"))), left


def _term_in(name: object, pairs: dict[str, str], lang: str) -> object:
    """A tag's or category's name in ``lang`` as tags.yml gives it; as written without a pair."""
    if not isinstance(name, str):
        return name
    wanted = name.casefold()
    for chinese, english in pairs.items():
        if wanted in (chinese.casefold(), english.casefold()):
            return english if lang == "en" else chinese
    return name
