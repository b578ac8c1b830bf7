"""ASCII slugs for URLs, from titles or file names."""

from __future__ import annotations

import re
import unicodedata

from coursebook.preview.memo import Kept

# What pypinyin read each text as, by (style, text): a build that reads the cache (--dirty)
# starts with the last one's (features/posts.py), and then imports pypinyin (a quarter of a
# second) only for a name it has not seen. pypinyin's version is part of the cache's key.
READINGS: Kept[tuple[str, str], str] = Kept()


def _pinyin(text: str, style: str) -> str:
    def read() -> str:
        from pypinyin import Style, lazy_pinyin  # only for text that needs it

        if style == "tone3":
            return " ".join(lazy_pinyin(text, style=Style.TONE3, errors="default"))
        return " ".join(lazy_pinyin(text))

    return READINGS.get((style, text), read)


def fold_name(text: str) -> str:
    """``text`` as a file system that ignores case and Unicode form sees it (macOS, Windows):
    two names that fold alike are one file there, and one name to a reader (``Café`` written
    composed or decomposed, ``Hello`` and ``hello``)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).casefold())


def make_slug(text: str) -> str:
    """An ASCII slug for ``text``: Chinese as pinyin, accents dropped, words joined by hyphens, lower case.

    Empty when nothing ASCII is left (punctuation only).
    """
    if not text.isascii():
        text = _pinyin(text, "plain")
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return re.sub(r"-{2,}", "-", slug)[:80].strip("-")


def collation_key(name: str) -> tuple[str, str]:
    """Sort key for a name as a Chinese reader orders names: by pinyin (a dictionary's order:
    分配器 fēn, 混合精度 hùn, 论文 lùn, 通信 tōng, 注意力 zhù), with Latin names among them by
    their letters, case ignored (the order of an English index). Ties by the name itself."""
    key = name.casefold()
    if not name.isascii():
        key = _pinyin(key, "tone3")
    return key, name


# Names Windows keeps for devices, with any extension (CON, aux.txt): a clone of the site on
# Windows cannot hold a file or folder of that name, and some tools hang on one.
_DEVICE_NAME = re.compile(r"^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.[^/]*)?$", re.IGNORECASE)


def is_device_name(name: str) -> bool:
    """Whether ``name`` (one segment of a path) is a name Windows reserves for a device."""
    return _DEVICE_NAME.match(name.strip()) is not None
