"""New files for writers: a post, a series, a reading note, with valid front matter."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import yaml

from coursebook.frontmatter import read_front_matter
from coursebook.lang import in_lang, lang_of
from coursebook.pages import page_kind
from coursebook.schema import SLUG
from coursebook.slugs import make_slug


@dataclass(frozen=True)
class NewFile:
    """A file to write: its path under docs/ and its text."""

    src_uri: str
    text: str


def next_part(pages: dict[str, str], series: str, lang: str) -> int:
    """The part number after the highest one that ``series`` has in ``lang``."""
    numbers = [0]
    for src, text in pages.items():
        if page_kind(src) == "post" and lang_of(src) == lang:
            meta = read_front_matter(text)[0]
            if meta.get("series") == series and isinstance(meta.get("part"), int):
                numbers.append(meta["part"])
    return max(numbers) + 1


def new_post(
    title: str,
    now: datetime,
    lang: str,
    slug: str | None = None,
    series: str | None = None,
    part: int | None = None,
    extra: dict[str, Any] | None = None,
    authors: list[str] | None = None,
) -> NewFile:
    """A post dated ``now``, in ``posts/<series>/`` or ``posts/<year>/``, with the keys a
    writer fills in next (description, tags) empty and ``authors`` named."""
    slug = slug or make_slug(title) or f"post-{now:%Y%m%d-%H%M}"
    _check_slug(slug)
    meta: dict[str, Any] = {"title": title, "date": now.strftime("%Y-%m-%d %H:%M"), "description": None}
    meta |= {"authors": authors or [], "tags": []}
    if series:
        meta |= {"series": series, "part": part}
    meta |= extra or {}
    meta["draft"] = True
    folder = series or str(now.year)
    body = "写点什么。\n\n<!-- more -->\n" if lang == "zh" else "Write something.\n\n<!-- more -->\n"
    return NewFile(in_lang(f"blog/posts/{folder}/{slug}.md", lang), document_text(meta, body))


def new_note(
    title: str,
    now: datetime,
    lang: str,
    source: dict[str, Any],
    status: str,
    slug: str | None = None,
    authors: list[str] | None = None,
) -> NewFile:
    """A reading note: a post with ``source`` and ``status``."""
    source = {key: value for key, value in source.items() if value}
    return new_post(
        title,
        now,
        lang,
        slug,
        extra={"source": source, "status": status, "categories": ["读书笔记" if lang == "zh" else "Reading notes"]},
        authors=authors,
    )


def new_series(
    series_id: str, title: str, lang: str, parts: int | None = None, description: str | None = None
) -> NewFile:
    """A series landing page; its file name is the series id."""
    _check_slug(series_id)
    meta: dict[str, Any] = {"title": title}
    if description:
        meta["description"] = description
    meta["status"] = "ongoing"
    if parts:
        meta["parts"] = parts
    body = "这门课讲什么，写给谁。\n" if lang == "zh" else "What this course covers, and for whom.\n"
    return NewFile(in_lang(f"series/{series_id}.md", lang), document_text(meta, body))


def _check_slug(slug: str) -> None:
    if not SLUG.match(slug):
        raise ValueError(f"{slug!r} is not an ASCII slug: use letters, digits and hyphens, e.g. gpu-memory")


def document_text(meta: dict[str, Any], body: str) -> str:
    """A Markdown file: ``meta`` as YAML front matter (in its order), then ``body``."""
    front = yaml.dump(meta, Dumper=_FrontMatterDumper, allow_unicode=True, sort_keys=False, width=1000)
    return f"---\n{front}---\n\n{body}"


class _FrontMatterDumper(yaml.SafeDumper):
    """YAML as writers write front matter: ``tags: [a, b]``, and a date read as text (the
    front matter reader keeps dates as written) written back bare, not as '2026-08-01'."""


def _represent_text(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    if _DATE_TEXT.match(value):
        return dumper.represent_scalar("tag:yaml.org,2002:timestamp", value)
    return dumper.represent_str(value)


def _represent_nothing(dumper: yaml.SafeDumper, _value: None) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:null", "")  # `description:`, to fill in


def _represent_list(dumper: yaml.SafeDumper, value: list) -> yaml.SequenceNode:
    flat = all(isinstance(item, (str, int, float)) for item in value)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=flat)


_DATE_TEXT = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_FrontMatterDumper.add_representer(str, _represent_text)
_FrontMatterDumper.add_representer(list, _represent_list)
_FrontMatterDumper.add_representer(type(None), _represent_nothing)
