"""A page's text, read once: every reader of a page's front matter or body gets it from here.

``load_site`` (site.py) makes one ``Document`` per page; the catalog, the titles and
aliases, the links and the build's Hugo TOML front matter (features/posts.py) all
read the same parsed front matter, instead of parsing it again each.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from mkdocs.utils.meta import YAML_RE

from coursebook.frontmatter import TOML_RE, read_front_matter, title_of

_DRAFT_LINE = re.compile(r"^draft[ \t]*[:=](?![ \t]*(?:false|no|off)[ \t]*$)", re.MULTILINE | re.IGNORECASE)


@dataclass(frozen=True)
class Document:
    """A Markdown file as read from ``docs/``: its path there and its text; the rest is parsed
    from the text on first use, once."""

    src_uri: str
    text: str

    @cached_property
    def _parsed(self) -> tuple[dict[str, Any], str, str | None]:
        return read_front_matter(self.text)

    @property
    def meta(self) -> dict[str, Any]:
        """The front matter (YAML, or Hugo's TOML): {} when there is none or it cannot be read."""
        return self._parsed[0]

    @property
    def body(self) -> str:
        """The text after the front matter (all of it when the front matter cannot be read)."""
        return self._parsed[1]

    @property
    def error(self) -> str | None:
        """Why the front matter cannot be read (with its line), or None."""
        return self._parsed[2]

    @cached_property
    def front(self) -> str:
        """The front matter block as written (not parsed), or ""."""
        match = YAML_RE.match(self.text) or TOML_RE.match(self.text)
        return match.group(1) if match else ""

    @cached_property
    def after_front(self) -> str:
        """The text after the front matter block, whether or not it could be read."""
        match = YAML_RE.match(self.text) or TOML_RE.match(self.text)
        return self.text[match.end() :] if match else self.text

    @property
    def lines_before_body(self) -> int:
        """How many lines of the file come before the Markdown MkDocs renders (the front matter
        and the blank lines after it): add it to a line of the body to name the file's line."""
        return self.text[: len(self.text) - len(self.after_front.lstrip("\n"))].count("\n")

    @property
    def says_draft(self) -> bool:
        """Whether the page is a draft, failing closed: ``draft:`` set to anything but false, or a
        ``draft:`` line in front matter that cannot be read."""
        if self.error is None:
            return self.meta.get("draft") not in (None, False)
        return _DRAFT_LINE.search(self.front) is not None

    @cached_property
    def digest(self) -> str:
        """A digest of the text: what a page's fingerprint holds of it (a preview's rebuild takes
        the Document of an unchanged page again, digest included)."""
        return hashlib.blake2b(self.text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()

    @property
    def title(self) -> str | None:
        """``title:``, else the first ``# heading`` of the body."""
        return title_of(self.meta, self.body)
