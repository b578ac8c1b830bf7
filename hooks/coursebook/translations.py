"""Whether each translation still says what its original says (guide, part 3, "Keeping a
translation in sync").

A post or landing page and the page at its mirror path are one page in two languages. The
translation is the one with ``translation:`` in its front matter (``coursebook translate``
writes it), else the one in the other language than the site's first. Its state:

- ``draft``: written, not published yet;
- ``in sync``: the digest it was made or last synced from (``translation.source``) is the
  original's digest now; for a translation made by hand (no digest), the original was not
  ``updated:`` after the translation's own date;
- ``outdated``: the original changed since; ``since`` is the original's ``updated:`` date
  when it says one on or after the day of the last sync.

``coursebook translate --synced PATH`` records that a translation was brought up to date.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from mkdocs.utils.meta import YAML_RE

from coursebook.dates import parse_date
from coursebook.document import Document
from coursebook.lang import DEFAULT_LANG, lang_of
from coursebook.model import Post
from coursebook.pages import page_kind
from coursebook.translate import mirror_src, source_digest

DRAFT, IN_SYNC, OUTDATED, MISSING = "draft", "in sync", "outdated", "missing"


@dataclass(frozen=True)
class TranslationState:
    """A page and its translation: which is which, and whether the translation is current."""

    original: str  # src_uri
    translation: str  # src_uri, the original's mirror path
    state: str  # DRAFT, IN_SYNC, OUTDATED or MISSING
    since: date | None = None  # for OUTDATED: when the original changed, when it says so

    def describe(self) -> str:
        """The state as `coursebook translations` prints it."""
        if self.state == OUTDATED:
            return f"outdated since {self.since.isoformat()}" if self.since else "outdated"
        return self.state


def translation_states(documents: dict[str, Document], posts: dict[str, Post]) -> dict[str, TranslationState]:
    """The state of every post and landing page with a translation or without one, keyed by the
    original's src_uri and by its translation's (one state, found from either page). ``posts``
    gives posts' dates (``updated:``, ``date:``) as validated."""
    states: dict[str, TranslationState] = {}
    for src, document in sorted(documents.items()):
        if page_kind(src) not in ("post", "series") or document.error:
            continue
        twin = documents.get(mirror_src(src))
        original, translation = _roles(document, twin)
        if original.src_uri in states or original.src_uri != src:
            continue
        if translation is None:
            states[src] = TranslationState(src, mirror_src(src), MISSING)
        else:
            states[src] = states[translation.src_uri] = _state(original, translation, posts)
    return states


def _roles(document: Document, twin: Document | None) -> tuple[Document, Document | None]:
    """(original, translation) of a page and its mirror."""
    if twin is None:
        return document, None
    if _recorded(twin) is not None or (_recorded(document) is None and lang_of(document.src_uri) == DEFAULT_LANG):
        return document, twin
    return twin, document


def _recorded(document: Document) -> dict | None:
    found = document.meta.get("translation")
    return found if isinstance(found, dict) else None


def _state(original: Document, translation: Document, posts: dict[str, Post]) -> TranslationState:
    pair = (original.src_uri, translation.src_uri)
    if translation.meta.get("draft") is True or translation.says_draft:
        return TranslationState(*pair, DRAFT)
    recorded = _recorded(translation) or {}
    synced = _day(recorded.get("synced"))
    changed = _changed(original.src_uri, original, posts)
    if recorded.get("source"):
        if recorded["source"] == source_digest(original):
            return TranslationState(*pair, IN_SYNC)
        return TranslationState(*pair, OUTDATED, changed if changed and (synced is None or changed >= synced) else None)
    # Made by hand: the original's update against the translation's own date.
    own = synced or _changed(translation.src_uri, translation, posts)
    if changed and own and changed > own:
        return TranslationState(*pair, OUTDATED, changed)
    return TranslationState(*pair, IN_SYNC)


def _changed(src: str, document: Document, posts: dict[str, Post]) -> date | None:
    """When a page says it last changed: its ``updated:``, else its ``date:``."""
    if (post := posts.get(src)) is not None:
        return (post.updated or post.date).date()
    return _day(document.meta.get("updated")) or _day(document.meta.get("date"))


def _day(value: object) -> date | None:
    """A front matter date's day (as the build reads dates: dates.parse_date); None when none or wrong."""
    try:
        return parse_date(value).date() if value is not None else None
    except ValueError:
        return None


_TRANSLATION_BLOCK = re.compile(r"^translation:.*\n(?:[ \t]+.*\n)*", re.MULTILINE)


def mark_synced(text: str, original: Document, today: date) -> str:
    """The translation's file ``text`` with ``translation:`` saying it matches ``original`` as of
    ``today`` (the rest of its front matter and its text as written). Raises ValueError for a
    file without YAML front matter between ``---`` lines."""
    block = f"translation:\n  source: {source_digest(original)}\n  synced: {today.isoformat()}\n"
    if not text.startswith("---"):
        raise ValueError("it has no front matter between --- lines")
    match = YAML_RE.match(text)  # where MkDocs ends it: a closing --- or ... line
    if match is None:
        raise ValueError("its front matter has no closing --- or ... line")
    front = match.group(1)
    front = _TRANSLATION_BLOCK.sub(block, front, count=1) if _TRANSLATION_BLOCK.search(front) else front + block
    return text[: match.start(1)] + front + text[match.end(1) :]
