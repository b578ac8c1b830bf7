"""YAML that a writer's file cannot turn against the build: aliases bounded, duplicate keys named.

A YAML alias (``*a``) repeats what its anchor (``&a``) names without copying it,
so a kilobyte of nested aliases (the "billion laughs") reads in a millisecond as
a value that printing, iterating or rendering expands to gigabytes. PyYAML has
no bound of its own; ``expanded_size`` counts what a value would expand to,
sharing and all, and ``load`` refuses a document past ``MOST_VALUES``. A
duplicate key, which YAML drops silently (the last one wins), is recorded by
``load`` so that the file's reader can name it.
"""

from __future__ import annotations

from typing import Any

import yaml

try:
    from yaml import CSafeLoader as SafeLoader
except ImportError:  # pragma: no cover - PyYAML without libyaml
    from yaml import SafeLoader

MOST_VALUES = 10_000  # lists, mappings and scalars in one document; a long front matter has about 100


class TooLargeError(yaml.YAMLError):
    """A document whose aliases expand past ``MOST_VALUES``."""

    def __init__(self) -> None:
        super().__init__(f"its aliases (*name) repeat more than {MOST_VALUES:,} values")
        self.problem = str(self)


def expanded_size(value: object, most: int = MOST_VALUES) -> int:
    """How many values ``value`` holds, counting a shared list or mapping each time it is
    reached (as printing it would); stops counting past ``most``, and a list that holds
    itself counts as past it. Iterative: a deeply nested value cannot exhaust the stack."""
    sizes: dict[int, int] = {}  # id of a list or mapping -> its expanded size
    stack: list[tuple[object, bool]] = [(value, False)]
    open_ids: set[int] = set()
    while stack:
        item, children_done = stack.pop()
        if not isinstance(item, (list, dict)):
            continue
        key = id(item)
        children = list(item.keys()) + list(item.values()) if isinstance(item, dict) else item
        if children_done:
            open_ids.discard(key)
            total = 1
            for child in children:
                total += sizes.get(id(child), 0) if isinstance(child, (list, dict)) else 1
                if total > most:
                    return most + 1
            sizes[key] = total
        elif key in open_ids:
            return most + 1  # it holds itself
        elif key not in sizes:
            open_ids.add(key)
            stack.append((item, True))
            stack.extend((child, False) for child in children if isinstance(child, (list, dict)))
    return sizes.get(id(value), 1)


def load(text: str, loader: type[SafeLoader] = SafeLoader, duplicates: list[str] | None = None) -> Any:
    """``text`` read by ``loader`` (a safe one), refused with ``TooLargeError`` when its aliases
    expand past ``MOST_VALUES``; each key written twice in one mapping is appended to
    ``duplicates`` when a list is given."""
    reader = loader(text)
    try:
        if duplicates is not None:
            reader.construct_mapping = _noting_duplicates(reader, duplicates)
        data = reader.get_single_data()
    finally:
        reader.dispose()
    if isinstance(data, (list, dict)) and expanded_size(data) > MOST_VALUES:
        raise TooLargeError()
    return data


def _noting_duplicates(reader: SafeLoader, found: list[str]):
    construct = reader.construct_mapping

    def construct_mapping(node: yaml.MappingNode, deep: bool = False) -> dict:
        seen: set[object] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode) and key_node.tag != "tag:yaml.org,2002:merge":
                key = reader.construct_object(key_node)
                if key in seen:
                    found.append(str(key))
                seen.add(key)
        return construct(node, deep)

    return construct_mapping
