"""Post dates: what a writer may type, and the aware datetime it means."""

from __future__ import annotations

from datetime import date, datetime, time, tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

DEFAULT_TIMEZONE = "Asia/Shanghai"



def parse_date(value: object) -> datetime:
    """Turn a front-matter date into a datetime, naive when the writer gave no zone.

    Accepts what PyYAML yields (``date``, ``datetime``) and the strings
    ``2026-08-30``, ``2026-08-30 12:00``, ``2026-08-30T12:00:00+08:00``.
    Raises ValueError with a message fit for a writer.
    """
    if isinstance(value, datetime):
        return value
    if isinstance(value, date):
        return datetime.combine(value, time())
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value.strip())
        except ValueError:
            pass
    raise ValueError(
        f"{value!r} is not a date; write 2026-08-30, 2026-08-30 12:00 "
        "or 2026-08-30T12:00:00+08:00"
    )


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
