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
    switches = {key for key, _ in schema_options(CoursebookConfig)} - {"parallel", "workers"}  # read, unused
    assert switches == {feature_name(m) for m in FEATURES} - set(REQUIRED)


def test_the_plugin_runs_every_event_a_feature_handles():
    handled = {event for module in FEATURES for event in events_of(module)}
    assert {event for event in handled if f"on_{event}" not in vars(CoursebookPlugin)} == set()


def test_the_settings_of_the_removed_parallel_build_are_read_with_a_warning():
    """A site that still says `parallel: false` or `workers: 2` builds, and is told to remove it."""
    config = CoursebookConfig()
    config.load_dict({"parallel": False, "workers": 2})
    errors, warnings = config.validate()
    assert errors == []
    assert sorted(key for key, _ in warnings) == ["parallel", "workers"]
    assert all("no longer does anything" in message for _, message in warnings)


def _imports(path: Path, modules: dict[str, Path]) -> set[str]:
    """The engine's modules that module ``path`` imports, at load or inside a function (a cycle
    hidden in a function is still one), but not for type checking alone."""
    import ast

    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {
        id(inner)
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for inner in ast.walk(node)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module, *(f"{node.module}.{alias.name}" for alias in node.names)}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found & modules.keys()


def test_no_two_modules_import_each_other_through_any_path():
    package = Path(__file__).resolve().parents[2] / "hooks" / "coursebook"
    modules = {}
    for path in sorted(package.rglob("*.py")):
        name = ".".join(path.relative_to(package.parent).with_suffix("").parts).removesuffix(".__init__")
        modules[name] = path
    graph = {name: _imports(path, modules) - {name} for name, path in modules.items()}
    cycles = []
    for start in graph:
        stack, seen = [(start, [start])], set()
        while stack:
            here, trail = stack.pop()
            for after in graph[here]:
                if after == start:
                    cycles.append(" -> ".join([*trail, start]))
                elif after not in seen:
                    seen.add(after)
                    stack.append((after, [*trail, after]))
    assert cycles == []


def test_only_the_preview_package_reads_or_writes_the_cache():
    """Features keep values through Session.stored/keep (preview/store.py's Stores): no module
    outside coursebook/preview/ calls the cache's methods (features/incremental.py hands the
    cache to preview/warm.py)."""
    package = Path(__file__).resolve().parents[2] / "hooks" / "coursebook"
    found = [
        path.relative_to(package).as_posix()
        for path in package.rglob("*.py")
        if "preview" not in path.parts
        and path.name != "state.py"  # Session hands features the Stores
        and re.search(r"\bcache\.(load|save|index|page|save_page|save_index)\(", path.read_text("utf-8"))
    ]
    assert found == []
