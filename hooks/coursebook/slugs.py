"""ASCII slugs for URLs, from titles or file names."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

# How a text reads in pinyin, by (text, style: "plain" or "tone3"). A build passes one that
# remembers what the last build read (site.Reread.pinyin): a build that reads the cache
# (--dirty) then imports pypinyin (a quarter of a second) only for a name it has not seen.
Pinyin = Callable[[str, str], str]


def read_pinyin(text: str, style: str) -> str:
    """``text`` in pinyin, syllables split by spaces; "tone3" puts each tone's number after it."""
    from pypinyin import Style, lazy_pinyin  # only for text that needs it

    if style == "tone3":
        return " ".join(lazy_pinyin(text, style=Style.TONE3, errors="default"))
    return " ".join(lazy_pinyin(text))


def fold_name(text: str) -> str:
    """``text`` as a file system that ignores case and Unicode form sees it (macOS, Windows):
    two names that fold alike are one file there, and one name to a reader (``Café`` written
    composed or decomposed, ``Hello`` and ``hello``)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", text).casefold())


def make_slug(text: str, pinyin: Pinyin = read_pinyin) -> str:
    """An ASCII slug for ``text``: Chinese as pinyin, accents dropped, words joined by hyphens, lower case.

    Empty when nothing ASCII is left (punctuation only).
    """
    if not text.isascii():
        text = pinyin(text, "plain")
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return re.sub(r"-{2,}", "-", slug)[:80].strip("-")


def collation_key(name: str, pinyin: Pinyin = read_pinyin) -> tuple[str, str]:
    """Sort key for a name as a Chinese reader orders names: by pinyin (a dictionary's order:
    分配器 fēn, 混合精度 hùn, 论文 lùn, 通信 tōng, 注意力 zhù), with Latin names among them by
    their letters, case ignored (the order of an English index). Ties by the name itself."""
    key = name.casefold()
    if not name.isascii():
        key = pinyin(key, "tone3")
    return key, name


# Names Windows keeps for devices, with any extension (CON, aux.txt): a clone of the site on
# Windows cannot hold a file or folder of that name, and some tools hang on one.
_DEVICE_NAME = re.compile(r"^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(?:\.[^/]*)?$", re.IGNORECASE)


def is_device_name(name: str) -> bool:
    """Whether ``name`` (one segment of a path) is a name Windows reserves for a device."""
    return _DEVICE_NAME.match(name.strip()) is not None
