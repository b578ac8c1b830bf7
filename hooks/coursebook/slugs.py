"""ASCII slugs for URLs, from titles or file names."""

from __future__ import annotations

import re
import unicodedata

# What pypinyin read each text as, by (style, text): a build that reads the cache (--dirty)
# starts with the last one's (features/posts.py), and then imports pypinyin (a quarter of a
# second) only for a name it has not seen. pypinyin's version is part of the cache's key.
_READINGS: dict[tuple[str, str], str] = {}


def readings() -> dict[tuple[str, str], str]:
    """Every text read as pinyin so far in this process, by (style, text)."""
    return dict(_READINGS)


def learn_readings(known: dict[tuple[str, str], str]) -> None:
    """Take ``known`` (what readings() returned in an earlier build) as read."""
    _READINGS.update(known)


def _pinyin(text: str, style: str) -> str:
    if (known := _READINGS.get((style, text))) is None:
        from pypinyin import Style, lazy_pinyin  # only for text that needs it

        if style == "tone3":
            known = " ".join(lazy_pinyin(text, style=Style.TONE3, errors="default"))
        else:
            known = " ".join(lazy_pinyin(text))
        _READINGS[style, text] = known
    return known


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
