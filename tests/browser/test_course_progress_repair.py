"""Reading progress that this browser holds in a shape course.js does not write (edited by hand,
damaged, from another script; issue 41, item 10): the page reads on without an error, and the
stored progress is repaired, keeping the entries of the right shape."""

from __future__ import annotations

import json

import pytest

KEY = "coursebook.progress:/"  # the demo site, served at the server's root
COURSE = "training-infra"
MEMORY = "blog/posts/training-infra/memory-budget.md"  # part 1, in both languages
ZERO = "blog/posts/training-infra/zero.md"  # part 2
DAY = 1_700_000_000_000  # a time read, as Date.now() gives it


def is_progress(value: object) -> bool:
    """Whether ``value`` has the shape course.js writes: {course: {part: time read, or 0}}."""
    return isinstance(value, dict) and all(
        isinstance(parts, dict)
        and all(isinstance(time, int | float) and not isinstance(time, bool) and time >= 0 for time in parts.values())
        for parts in value.values()
    )


@pytest.mark.parametrize(
    ("stored", "kept"),
    [
        ("null", {}),
        ("[]", {}),
        ("5", {}),
        ('"read"', {}),
        ("not json", {}),
        ('{"x": 5}', {}),
        (json.dumps({COURSE: 5}), {}),
        (json.dumps({COURSE: [DAY]}), {}),
        (  # the entries of the right shape are kept, the others dropped
            json.dumps({COURSE: {ZERO: DAY, "a": "yes", "b": None, "c": -1, "d": {}}, "other": {"e": 0}, "f": "g"}),
            {COURSE: {ZERO: DAY}, "other": {"e": 0}},
        ),
    ],
)
def test_malformed_progress_is_repaired_and_reading_still_counts(tab, site_url, stored, kept):
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.set_default_timeout(10_000)
    tab.add_init_script(f"localStorage.setItem({json.dumps(KEY)}, {json.dumps(stored)})")  # before the page's scripts
    tab.goto(site_url + "blog/memory-budget/")
    tab.locator("nav[data-series]").scroll_into_view_if_needed()  # reading to the end counts the part as read
    tab.wait_for_selector("nav[data-series] li.cb-series__current[data-read=true]")
    assert errors == []
    progress = json.loads(tab.evaluate(f"localStorage.getItem({json.dumps(KEY)})"))
    assert is_progress(progress), progress
    parts = progress[COURSE]
    assert parts.pop(MEMORY) > 0  # the part just read
    if not parts:
        del progress[COURSE]
    assert progress == kept


def test_malformed_progress_with_nothing_to_keep_is_removed(tab, site_url):
    errors: list[str] = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    tab.add_init_script(f"localStorage.setItem({json.dumps(KEY)}, 'not json')")
    tab.goto(site_url + "series/training-infra/")  # a landing page reads the progress and marks nothing
    tab.wait_for_load_state("networkidle")
    assert errors == []
    assert tab.evaluate(f"localStorage.getItem({json.dumps(KEY)})") is None
    assert tab.locator("[data-series-parts] [data-read=true], a[data-continue]").count() == 0
