"""New files for writers: a post, a series, a reading note, with valid front matter."""

from __future__ import annotations

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
) -> NewFile:
    """A post dated ``now``, in ``posts/<series>/`` or ``posts/<year>/``."""
    slug = slug or make_slug(title) or f"post-{now:%Y%m%d-%H%M}"
    _check_slug(slug)
    meta: dict[str, Any] = {"title": title, "date": now.strftime("%Y-%m-%d %H:%M")}
    if series:
        meta |= {"series": series, "part": part}
    meta |= extra or {}
    meta["draft"] = True
    folder = series or str(now.year)
    body = "写点什么。\n\n<!-- more -->\n" if lang == "zh" else "Write something.\n\n<!-- more -->\n"
    return NewFile(in_lang(f"blog/posts/{folder}/{slug}.md", lang), _document(meta, body))


def new_note(
    title: str, now: datetime, lang: str, source: dict[str, Any], status: str, slug: str | None = None
) -> NewFile:
    """A reading note: a post with ``source`` and ``status``."""
    source = {key: value for key, value in source.items() if value}
    return new_post(
        title,
        now,
        lang,
        slug,
        extra={"source": source, "status": status, "categories": ["读书笔记" if lang == "zh" else "Reading notes"]},
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
    return NewFile(in_lang(f"series/{series_id}.md", lang), _document(meta, body))


def _check_slug(slug: str) -> None:
    if not SLUG.match(slug):
        raise ValueError(f"{slug!r} is not an ASCII slug: use letters, digits and hyphens, e.g. gpu-memory")


def _document(meta: dict[str, Any], body: str) -> str:
    front = yaml.safe_dump(meta, allow_unicode=True, sort_keys=False, default_flow_style=False, width=1000)
    return f"---\n{front}---\n\n{body}"
