from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from coursebook.dates import load_zone, localize, parse_date

SHANGHAI = ZoneInfo("Asia/Shanghai")


@pytest.mark.parametrize(
    ("value", "expected_utc"),
    [
        ("2026-08-30", datetime(2026, 8, 29, 16, 0, tzinfo=UTC)),
        (date(2026, 8, 30), datetime(2026, 8, 29, 16, 0, tzinfo=UTC)),
        ("2026-09-07 12:00", datetime(2026, 9, 7, 4, 0, tzinfo=UTC)),
        (datetime(2026, 9, 7, 12, 0), datetime(2026, 9, 7, 4, 0, tzinfo=UTC)),
        ("2026-08-30T12:00:00+08:00", datetime(2026, 8, 30, 4, 0, tzinfo=UTC)),
        ("2026-08-30T12:00:00Z", datetime(2026, 8, 30, 12, 0, tzinfo=UTC)),
        # PyYAML's own reading of an unquoted timestamp with a zone
        (datetime(2026, 8, 30, 12, 0, tzinfo=timezone(timedelta(hours=-5))), datetime(2026, 8, 30, 17, 0, tzinfo=UTC)),
    ],
)
def test_dates_without_zone_are_in_the_site_zone(value, expected_utc):
    moment = localize(parse_date(value), SHANGHAI)
    assert moment.tzinfo is not None
    assert moment == expected_utc


def test_site_zone_changes_the_instant_of_a_naive_date():
    tokyo = localize(parse_date("2026-09-07 12:00"), ZoneInfo("Asia/Tokyo"))
    assert tokyo.astimezone(UTC).hour == 3


@pytest.mark.parametrize("value", ["2026-13-01", "yesterday", "30/08/2026", 2026, None, ["2026-08-30"], True])
def test_bad_dates_are_refused_with_the_formats_to_use(value):
    with pytest.raises(ValueError, match="2026-08-30"):
        parse_date(value)


def test_unknown_zone_is_named():
    with pytest.raises(ValueError, match="Mars/Olympus"):
        load_zone("Mars/Olympus")


def test_an_hour_of_one_digit_is_read_as_hugo_and_hexo_read_it():
    from coursebook.dates import parse_date

    assert parse_date("2018-05-22T9:48:00") == parse_date("2018-05-22T09:48:00")


def test_a_day_and_an_hour_two_spaces_apart_are_read_as_yaml_and_hexo_read_them():
    # A public Hexo blog wrote 48 of its 300 dates so; each was "not a date", and left its post out.
    from coursebook.dates import parse_date

    assert parse_date("2016-07-10  12:42:49") == datetime(2016, 7, 10, 12, 42, 49)
    assert parse_date("2016/7/10 \t9:05") == datetime(2016, 7, 10, 9, 5)
