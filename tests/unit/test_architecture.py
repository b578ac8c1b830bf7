"""ARCHITECTURE.md's table of who owns what is the code's: the features in the order the
plugin runs them, each with exactly the MkDocs events its module defines."""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.plugins import EVENTS

from coursebook.internals import schema_options
from coursebook.plugin import FEATURES, REQUIRED, CoursebookConfig, CoursebookPlugin, feature_name

ROOT = Path(__file__).resolve().parents[2]


def table() -> list[tuple[str, list[str]]]:
    """(feature, events) of each row of the table under "## Who owns what"."""
    text = (ROOT / "ARCHITECTURE.md").read_text(encoding="utf-8")
    section = text.split("## Who owns what", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `(\w+)` \| ([^|]+) \|", section, flags=re.MULTILINE)
    return [(name, [event.strip() for event in events.split(",")]) for name, events in rows]


def events_of(module) -> list[str]:
    """The MkDocs events a feature module handles, in MkDocs' order of events."""
    return [event for event in EVENTS if callable(getattr(module, f"on_{event}", None))]


def test_the_table_lists_the_features_in_the_order_they_run():
    assert [name for name, _ in table()] == [feature_name(module) for module in FEATURES]


def test_the_table_lists_each_features_events():
    assert {name: set(events) for name, events in table()} == {feature_name(m): set(events_of(m)) for m in FEATURES}


def test_every_feature_but_the_required_ones_has_a_switch():
    switches = {key for key, _ in schema_options(CoursebookConfig)} - {"workers"}  # parallel's one setting
    assert switches == {feature_name(m) for m in FEATURES} - set(REQUIRED)


def test_the_plugin_runs_every_event_a_feature_handles():
    handled = {event for module in FEATURES for event in events_of(module)}
    assert {event for event in handled if f"on_{event}" not in vars(CoursebookPlugin)} == set()
