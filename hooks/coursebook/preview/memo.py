"""Values of a pure function kept from one build to the next.

Every build reads every post again, and most are as they were: what a build computed from
a text (its reading time, a name's pinyin) is kept, by key, for the next build of the same
process and, through the cache, for the next `--dirty` build (features/posts.py saves and
loads ``used``). Only what a build used is kept, so nothing grows as a preview goes on.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Kept(Generic[K, V]):
    """What one function made, by key: the last build's (``start``) and this one's (``used``)."""

    def __init__(self) -> None:
        self._known: dict[K, V] = {}
        self.used: dict[K, V] = {}

    def get(self, key: K, make: Callable[[], V]) -> V:
        """The value for ``key``: this build's, the last one's, or ``make()``'s."""
        if (value := self.used.get(key)) is None:
            value = self._known[key] if key in self._known else make()
            self.used[key] = value
        return value

    def start(self, saved: dict[K, V]) -> None:
        """A build starts: it may take what the last one used and what ``saved`` (the cache's) holds."""
        self._known = {**self.used, **saved}
        self.used = {}
