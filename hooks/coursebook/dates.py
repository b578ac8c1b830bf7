"""Post dates: what a writer may type, and the aware datetime it means."""

from __future__ import annotations

import re
from datetime import date, datetime, time, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

DEFAULT_TIMEZONE = "Asia/Shanghai"
# Hexo and Jekyll also write 2021/3/4 and 2021-3-4.
_SLASHED_DAY = re.compile(r"^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?=$|[ T])")
_SHORT_HOUR = re.compile(r"(?<=[ T])(\d)(?=:\d{2})")  # 2018-05-22T9:48:00, as Hugo and Hexo read it
_SPACED_HOUR = re.compile(r"^(\d{4}[-/]\d{1,2}[-/]\d{1,2})[ \t]{2,}(?=\d)")  # 2016-07-10  12:42, as YAML reads it


def _padded(match: re.Match) -> str:
    return f"{match[1]}-{int(match[2]):02d}-{int(match[3]):02d}"


def parse_date(value: object) -> datetime:
    """Turn a front-matter date into a datetime, naive when the writer gave no zone.

    Accepts what PyYAML yields (``date``, ``datetime``) and the strings
    ``2026-08-30``, ``2026-08-30 12:00``, ``2026-08-30T12:00:00+08:00``,
    ``2026-08-30 12:00:00 +0800`` (Jekyll), ``2026/8/30 12:00`` (Hexo), ``2026-08-30T9:48`` (an
    hour of one digit).
    Raises ValueError with a message fit for a writer.
    """
    if isinstance(value, datetime):
        return value
    if isinstance(value, date):
        return datetime.combine(value, time())
    if isinstance(value, str):
        try:
            written = _SPACED_HOUR.sub(r"\1 ", value.strip())
            return datetime.fromisoformat(_SHORT_HOUR.sub(r"0\1", _SLASHED_DAY.sub(_padded, written), count=1))
        except ValueError:
            pass
    shown = repr(value) if isinstance(value, (str, int, float)) and len(repr(value)) <= 60 else type(value).__name__
    raise ValueError(f"{shown} is not a date; write 2026-08-30, 2026-08-30 12:00 or 2026-08-30T12:00:00+08:00")


def localize(moment: datetime, zone: tzinfo) -> datetime:
    """Return ``moment`` as an aware datetime: a naive one is read in ``zone``."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=zone)
    return moment


def load_zone(name: str) -> ZoneInfo:
    """Return the IANA zone ``name``; raises ValueError naming it when unknown."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError) as err:
        raise ValueError(f"unknown time zone {name!r} (use an IANA name such as Asia/Shanghai)") from err
