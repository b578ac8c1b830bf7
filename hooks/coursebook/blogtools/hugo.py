"""Hugo: posts under ``content/posts/`` (``post/``, ``blog/``), a page bundle's folder its
files, settings in ``hugo.toml`` (or ``config.*``), addresses by ``permalinks``; its shortcodes
and its site's taxonomies as Markdown and front matter Coursebook reads:

- ``{{< figure >}}`` is an image, ``{{< highlight >}}`` a fenced block, ``{{< youtube ID >}}``
  a link to the video (no player from another site: nothing is fetched when a page opens);
- ``{{< relref "x.md" >}}`` and ``{{< ref "x" >}}`` name the post linked, which
  importlinks.relink_posts then makes a link to the moved file;
- a taxonomy of the site's config (``[taxonomies] tag = "tag"``) is read into ``tags`` (or
  ``categories``, for one named like them): without it the posts would lose their tags.
"""

from __future__ import annotations

import posixpath
import re
from datetime import datetime
from typing import TYPE_CHECKING

from coursebook.blogtools.base import Blog, BlogTool, Source, post_day
from coursebook.blogtools.edits import asset_links, files_in
from coursebook.frontmatter import read_front_matter
from coursebook.scaffold import document_text
from coursebook.text import outside_code

if TYPE_CHECKING:
    from coursebook.importer import Moved

_SECTIONS = ("posts", "post", "blog")


class Hugo(BlogTool):
    name = "hugo"
    settings_files = ("hugo.toml", "config.toml", "hugo.yaml", "config.yaml")
    served = "static"

    def posts(self, blog: Blog) -> list[Source]:
        found = []
        for section in _SECTIONS:
            for path in sorted((blog.root / "content" / section).rglob("*.md")):
                if path.name == "_index.md":  # a section's own page, not a post
                    continue
                if path.name == "index.md":  # a page bundle: the folder names the post, its files go along
                    found.append(Source(path, path.parent.name, files_in(path.parent, path.parent.name)))
                else:
                    found.append(Source(path, path.stem))
        return found

    def convert(self, post: Moved, source: Source, blog: Blog) -> None:
        bundle = source.name if source.path.name == "index.md" else None
        post.text = convert_shortcodes(post, bundle)
        read_taxonomies(post, blog.settings)
        if bundle:  # a bundle's own images, named bare, get its folder
            post.text = asset_links(post, bundle, {file.name for file, _ in files_in(source.path.parent, "")})

    def old_url(self, post: Moved, name: str, meta: dict, blog: Blog) -> str | None:
        parts = post.source.parts
        inside = parts[len(parts) - parts[::-1].index("content") :] if "content" in parts else parts
        return hugo_address(meta, name, inside[0] if len(inside) > 1 else "posts", post_day(meta), blog.settings)


_SHORTCODE_PAIR = re.compile(
    r"\{\{<\s*highlight\s+(?P<lang>\w+)[^>]*>\}\}\n?(?P<body>.*?)\{\{<\s*/highlight\s*>\}\}", re.DOTALL
)
_FIGURE = re.compile(r"\{\{<\s*figure\s+(?P<args>.*?)\s*/?>\}\}")
_REF = re.compile(r"""\{\{([<%])\s*(?:rel)?ref\s+["']?(?P<path>[^"'\s>%]+)["']?\s*[>%]\}\}""")
_YOUTUBE = re.compile(r"""\{\{<\s*youtube\s+(?:id=)?["']?(?P<id>[\w-]+)["']?\s*>\}\}""")
_ARG = re.compile(r'(?<!\w)(\w++)\s*+=\s*+"([^"]*+)"')  # starts at a word's start: linear
_BUILT_IN = {"tags", "categories"}


def convert_shortcodes(post: Moved, bundle: str | None) -> str:
    """``post``'s text with the shortcodes that have a Markdown equivalent written as Markdown;
    a figure of a bundle's own file gets the bundle's folder."""

    def figure(match: re.Match) -> str:
        args = dict(_ARG.findall(match["args"]))
        src = args.get("src", "")
        if bundle and src and "/" not in src:
            src = f"{bundle}/{src}"
        post.changes.append("{{< figure >}} written as an image")
        return f"![{args.get('caption') or args.get('title') or args.get('alt', '')}]({src})"

    def highlight(match: re.Match) -> str:
        post.changes.append("{{< highlight >}} written as a fenced code block")
        return f"```{match['lang']}\n{match['body'].rstrip()}\n```"

    def ref(match: re.Match) -> str:
        path, anchor = (match["path"].split("#", 1) + [""])[:2]
        name = posixpath.basename(path.rstrip("/")) or path
        target = name if name.endswith((".md", ".markdown")) else f"{name}.md"
        post.changes.append(f"{{{{< ref {match['path']} >}}}} written as a link to {target}")
        return target + (f"#{anchor}" if anchor else "")

    def youtube(match: re.Match) -> str:
        post.changes.append("{{< youtube >}} written as a link to the video")
        return f"[YouTube: {match['id']}](https://www.youtube.com/watch?v={match['id']})"

    def convert(part: str) -> str:
        part = _FIGURE.sub(figure, _SHORTCODE_PAIR.sub(highlight, part))
        return _YOUTUBE.sub(youtube, _REF.sub(ref, part))

    return outside_code(post.text, convert, fences_only=True)


def hugo_address(meta: dict, name: str, section: str, day: datetime | None, config: dict) -> str:
    """Where Hugo published a post: its own ``url:`` (any case: Hugo's keys are), else the
    site's ``permalinks`` pattern for its section, else the section and the slug."""
    keys = {str(key).lower(): value for key, value in meta.items()}
    own = keys.get("url")
    if isinstance(own, str) and own.strip("/ "):
        path = own.strip().strip("/")
        return f"/{path}" if posixpath.splitext(path)[1] else f"/{path}/"
    slug = str(keys.get("slug") or name)
    found = config.get("permalinks")
    patterns = {str(key).lower(): value for key, value in found.items()} if isinstance(found, dict) else {}
    pattern = patterns.get(section) or patterns.get(f"{section}s") or patterns.get(section.rstrip("s"))
    if not isinstance(pattern, str) or (day is None and ":year" in pattern):
        return f"/{section}/{slug}/"
    title = str(keys.get("title") or name)
    values = {
        ":slug": slug,
        ":title": re.sub(r"[\s_]+", "-", title.strip().lower()),
        ":filename": name,
        ":contentbasename": name,
        ":section": section,
    }
    if day is not None:
        values |= {":year": f"{day:%Y}", ":month": f"{day:%m}", ":day": f"{day:%d}"}
    path = re.sub(r":[a-z]+", lambda token: values.get(token[0], token[0]), pattern)
    return "/" + path.strip("/") + ("/" if not posixpath.splitext(path)[1] else "")


def read_taxonomies(post: Moved, config: dict) -> None:
    """Move the terms of the site's own taxonomies (config ``[taxonomies]``: singular = plural,
    the plural being the front matter key) into ``tags``, or ``categories`` for a taxonomy
    named like it."""
    taxonomies = config.get("taxonomies")
    if not isinstance(taxonomies, dict):
        return
    meta, body, error = read_front_matter(post.text)
    if error:
        return
    moved = False
    for singular, plural in taxonomies.items():
        key = str(plural)
        if key in _BUILT_IN or key not in meta:
            continue
        into = "categories" if "categor" in f"{singular}{key}".lower() else "tags"
        values = meta.pop(key)
        terms = values if isinstance(values, list) else [values]
        kept = meta.get(into)
        kept = kept if isinstance(kept, list) else [kept] if isinstance(kept, str) else []
        meta[into] = [*kept, *(str(term) for term in terms if term is not None)]
        post.changes.append(f"'{key}' (a taxonomy of the site's config) read as {into}")
        moved = True
    if moved:
        post.text = document_text(meta, body.lstrip("\n"))  # as `coursebook new` writes front matter
