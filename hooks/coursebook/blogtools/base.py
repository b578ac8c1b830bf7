"""What `coursebook import` asks of each tool a blog was written for: one small interface.

A tool reads its blog's settings, lists its posts (with the files each takes along and its
language), converts what only it writes (tags, shortcodes, asset folders) and says where it
published each post. Everything else (front matter, old addresses as aliases, links between
posts, the report) is the import's own (coursebook/importer.py), the same for every tool.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from coursebook.dates import parse_date
from coursebook.frontmatter import read_front_matter

if TYPE_CHECKING:
    from coursebook.importer import ImportedPost


@dataclass
class Source:
    """One post of the blog: its file, the name it gets (a path under blog/posts/, no suffix),
    the files it takes along (each with its path under blog/posts/), and its language when the
    blog says (None: the language the writer imports into)."""

    path: Path
    name: str
    assets: list[tuple[Path, str]] = field(default_factory=list)
    lang: str | None = None  # "zh" or "en" when the blog says
    key: str | None = None  # what pairs it with its translation (the same key in each language)
    prefix: str = ""  # the old site's folder for its language ("en" for /en/…; "" when none)
    pair_name: str | None = None  # the name it is written under, when its pair's differs (the import's)


@dataclass
class Blog:
    """A blog as its tool's settings describe it: the settings, and what the tool read from the
    folder besides (Hexo's npm packages)."""

    root: Path
    settings: dict
    packages: dict = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # what the report says of the whole blog
    titles: dict[str, str] = field(default_factory=dict)  # its posts' titles by name (links' text)
    # The file a post is imported as (its name, without suffix), by each name the tool's links call it
    # (Hexo's post_link: its :title read through new_post_name, as well as its file's name).
    post_files: dict[str, str] = field(default_factory=dict)
    # What an Obsidian wikilink could name: each file's name in the folder, with and without its
    # suffix, in lower case (importer.py: a [[…]] naming none is text).
    file_names: set[str] = field(default_factory=set)
    added: dict[Path, str] | None = None  # the day git history first has each file (edits.first_commits)


class BlogTool:
    """The interface; each tool's module subclasses it (blogtools/hexo.py, hugo.py, jekyll.py,
    material.py)."""

    name = ""
    settings_files: tuple[str, ...] = ()  # the first that exists is the blog's settings
    posts_folder = ""  # where its posts are, in the blog's folder (for a message)
    served = "."  # the folder the tool serves at the site's root (where /img/a.png is)
    renderer = ""  # what read the posts' formulas as Markdown, for the report ("" : nothing did)

    def site_root(self, root: Path) -> Path:
        return root / self.served

    def settings_paths(self, root: Path) -> list[tuple[Path, str | None]]:
        """The files of the blog's settings, each with the key its values go under (None: the
        top level): the first of ``settings_files`` that exists."""
        found = next((root / name for name in self.settings_files if (root / name).is_file()), None)
        return [(found, None)] if found else []

    def read_packages(self, root: Path) -> dict:
        """What the tool reads from the folder besides its settings (Hexo: its npm packages)."""
        return {}

    def posts(self, blog: Blog) -> list[Source]:
        raise NotImplementedError

    def site_files(self, blog: Blog) -> list[tuple[Path, str]]:
        """Files of the whole blog that come along, each with its path under docs/ (Material's
        authors)."""
        return []

    def unread_posts(self, root: Path) -> list[str]:
        """Notes naming posts the tool renders that are not Markdown (not moved)."""
        return []

    def old_name(self, blog: Blog, source: Source) -> str:
        """The name the old tool knew the post by (its addresses use it)."""
        return source.name

    def escaped_math(self, blog: Blog) -> tuple[bool, bool] | None:
        """Which formulas the tool's renderer read as Markdown: (display, inline); None: none."""
        return None

    def breaks_lines(self, blog: Blog) -> bool:
        """Whether the tool showed a single line break in a paragraph as a break."""
        return False

    def formulas_off(self, blog: Blog) -> str | None:
        """Why the old site showed no formula unless a post asked for one (its front matter's
        ``mathjax``, ``katex`` or ``math``), for the report; None when it may have shown them."""
        return None

    def convert(self, post: ImportedPost, source: Source, blog: Blog) -> None:
        """Write what only this tool writes (tags, shortcodes, asset folders) as Markdown."""

    def old_url(self, post: ImportedPost, source: Source, meta: dict, blog: Blog) -> str | None:
        """Where the tool published the post, from the site's root (None: unknown)."""
        return None

    def list_folders(self, blog: Blog) -> dict[str, str]:
        """The folders of the pages the tool made to list posts, each to "archive", "tags" or
        "categories" (links to them lead to the site's own lists)."""
        return {}


def site_lang(code: object) -> str | None:
    """Coursebook's language for a blog's language code (``zh-cn``, ``zh_Hans``, ``en-US``):
    "zh", "en", or None for any other."""
    found = _LANG_CODE.fullmatch(str(code).lower())
    return found[1] if found else None


_LANG_CODE = re.compile(r"(zh|en)(?:[-_][a-z0-9]+)*")


def said_lang(meta: dict, folders: tuple[str, ...]) -> tuple[str | None, str]:
    """The language a Hexo or Jekyll post says it is in, and its code as the blog writes it: its
    ``lang:`` (or ``language:``) key, else the first folder it is in under the posts' folder
    when that is a language code (``_posts/en/``); (None, "") when neither says."""
    for value in (meta.get("lang"), meta.get("language"), *folders[:1]):
        if isinstance(value, str) and (lang := site_lang(value)):
            return lang, value
    return None, ""


def post_day(meta: dict) -> datetime | None:
    """The day a post's front matter says it was written (Material's ``date: {created: …}``
    too); None when it says none or one that is no date."""
    written = meta.get("date")
    if isinstance(written, dict):
        written = written.get("created")
    try:
        return parse_date(written) if written is not None else None
    except ValueError:
        return None


def read_meta(path: Path) -> dict:
    """A post's front matter, for what the tool needs before the import reads it ({} when it
    has none, or cannot be read)."""
    try:
        return read_front_matter(path.read_text(encoding="utf-8-sig"))[0]
    except (OSError, UnicodeDecodeError):
        return {}
