"""Obsidian wikilinks: ``[[name]]``, ``[[name|text]]``, ``[[name#Heading]]``, ``![[image.png]]``.

Resolved against every page and file of the site, the page's own language
first, and rewritten as ordinary relative Markdown links so that MkDocs
checks them like any other link.
"""

from __future__ import annotations

import posixpath
import re
from collections import defaultdict
from dataclasses import dataclass, field
from urllib.parse import quote, unquote

from pymdownx.slugs import slugify

from coursebook.lang import lang_of
from coursebook.model import Problem
from coursebook.text import outside_code

WIKILINK = re.compile(r"(?P<embed>!?)\[\[(?P<target>[^\[\]|#\n]*)(?:#(?P<heading>[^\[\]|\n]*))?(?:\|(?P<alias>[^\[\]\n]*))?\]\]")
heading_anchor = slugify(case="lower")


@dataclass(frozen=True)
class Target:
    """Something a wikilink can name: a page (with its title) or another file."""

    src_uri: str
    title: str | None = None  # None for images and other files

    @property
    def lang(self) -> str:
        return lang_of(self.src_uri)


@dataclass
class LinkIndex:
    """Every name a target answers to: path, file name (with and without extension), title."""

    names: dict[str, list[Target]] = field(default_factory=lambda: defaultdict(list))

    def add(self, target: Target) -> None:
        stem, extension = posixpath.splitext(target.src_uri)
        keys = {target.src_uri, posixpath.basename(target.src_uri)}
        if extension == ".md":
            keys |= {stem, posixpath.basename(stem)}
        if target.title:
            keys.add(target.title)
        for key in keys:
            self.names[key.casefold()].append(target)

    def find(self, name: str, lang: str) -> list[Target]:
        """The targets ``name`` may mean, those in ``lang`` only when there are any."""
        found = list(dict.fromkeys(self.names.get(name.strip().casefold(), [])))
        mine = [target for target in found if target.lang == lang]
        return sorted(mine or found, key=lambda t: t.src_uri)


def build_index(pages: dict[str, str], files: list[str]) -> LinkIndex:
    """Index pages (src_uri -> title) and other files (src_uri) by every name they answer to."""
    index = LinkIndex()
    for src, title in pages.items():
        index.add(Target(src, title))
    for src in files:
        index.add(Target(src))
    return index


def rewrite_wikilinks(markdown: str, src_uri: str, index: LinkIndex) -> tuple[str, list[Problem], list[str]]:
    """Replace the wikilinks of ``markdown`` (the page ``src_uri``) with Markdown links.

    Returns the new text, a problem for each link that resolves to nothing or
    to several targets (shown as plain text), and the src_uri of each page linked.
    """
    problems: list[Problem] = []
    linked: list[str] = []

    def replace(match: re.Match) -> str:
        text, target = _link(match, src_uri, index, problems)
        if target is not None and target.title is not None:
            linked.append(target.src_uri)
        return text

    return outside_code(markdown, lambda text: WIKILINK.sub(replace, text)), problems, linked


def _link(match: re.Match, src_uri: str, index: LinkIndex, problems: list[Problem]) -> tuple[str, Target | None]:
    name, heading, alias = match["target"].strip(), (match["heading"] or "").strip(), match["alias"]
    anchor = f"#{heading_anchor(heading, '-')}" if heading else ""
    if not name:  # [[#Heading]]: a heading of this page
        return f"[{escape_text(alias or heading)}]({anchor})", None
    found = index.find(name, lang_of(src_uri))
    if len(found) != 1:
        what = "matches no page or file" if not found else "is ambiguous: " + ", ".join(t.src_uri for t in found)
        problems.append(Problem(src_uri, "wikilink", f"{match.group(0)} {what}"))
        return escape_text(alias or (f"{name} › {heading}" if heading else name)), None
    target = found[0]
    path = quote(posixpath.relpath(target.src_uri, posixpath.dirname(src_uri) or "."))
    if match["embed"] and target.title is None:
        width = alias.strip() if alias and alias.strip().isdigit() else None
        shown = "" if width else escape_text(alias or posixpath.basename(name))
        return f"![{shown}]({path})" + (f'{{ width="{width}" }}' if width else ""), target
    shown = alias or (f"{target.title or name} › {heading}" if heading else target.title or name)
    return f"[{escape_text(shown)}]({path}{anchor})", target


def escape_text(text: str) -> str:
    """Make ``text`` literal inside Markdown link text: no emphasis, no brackets, no HTML."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return re.sub(r"([\\`*_\[\]{}!|$])", r"\\\1", text)


_MARKDOWN_LINK = re.compile(r"\]\((?P<path>(?![A-Za-z][A-Za-z0-9+.-]*:)[^)\s#]+\.md)(?:#[^)\s]*)?\)")  # no scheme: a page of this site


def read_links(markdown: str, src_uri: str, index: LinkIndex) -> tuple[list[str], list[Problem]]:
    """The pages that ``markdown`` (the body of ``src_uri``) links to, and its wikilinks that miss.

    Pages by wikilink, and by relative Markdown link to any ``.md`` path,
    existing or not (a page that appears later changes the link).
    """
    linked, problems = [], []
    if "[[" in markdown:
        _, problems, linked = rewrite_wikilinks(markdown, src_uri, index)
    if ".md" in markdown:
        directory = posixpath.dirname(src_uri)
        linked += [posixpath.normpath(posixpath.join(directory, unquote(m["path"]))) for m in _MARKDOWN_LINK.finditer(markdown)]
    return list(dict.fromkeys(linked)), problems
