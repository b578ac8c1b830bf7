"""Reading notes: posts with a ``source``, grouped by how far the reading got."""

from __future__ import annotations

from coursebook.indexes import Group, Listed

# The order of the reading-notes page: what is being read, what is waiting, what is done.
STATUS_ORDER = ("in-progress", "to-read", "done")


def group_notes(listed: list[Listed]) -> list[Group]:
    """Reading notes by status (a note without one counts as done), newest first in each."""
    groups = {status: Group(status, f"status-{status}") for status in STATUS_ORDER}
    for entry in listed:
        if entry.post.source is not None or entry.post.status is not None:
            groups[entry.post.status or "done"].entries.append(entry)
    return [group for group in groups.values() if group.entries]
