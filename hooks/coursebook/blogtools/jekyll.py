"""Jekyll: posts under ``_posts/`` named ``2020-01-31-title.md``, settings in ``_config.yml``,
Liquid tags, addresses by its ``permalink`` pattern."""

from __future__ import annotations

import re
import unicodedata
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from coursebook.blogtools.base import Blog, BlogTool, Source, post_day, read_meta, said_lang
from coursebook.blogtools.edits import date_from_name
from coursebook.blogtools.hexo import unread_posts
from coursebook.blogtools.liquid import expand_permalink, replace_tags
from coursebook.text import outside_code

if TYPE_CHECKING:
    from coursebook.importer import ImportedPost

_DATED = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})-")
# Liquid that writes a site address: '/a.png' | relative_url (absolute_url, prepend: site.baseurl),
# and {{ site.url }} or {{ site.baseurl }} before a path; the path is what stays.
_FILTERED = re.compile(
    r"""\{\{-?\s*(?P<quote>['"])(?P<path>[^'"\n]*)(?P=quote)\s*\|\s*"""
    r"""(?:relative_url|absolute_url|prepend:\s*site\.(?:baseurl|url))\s*-?\}\}"""
)
_SITE_VARIABLE = re.compile(r"\{\{-?\s*site\.(?:url|baseurl)\s*-?\}\}(?=/)")
# Chirpy's prompts: a block quote, then {: .prompt-tip } on the line under it.
_PROMPT = re.compile(r"(?P<quote>(?:^>.*\n)+)\{:\s*\.prompt-(?P<kind>tip|info|warning|danger)\s*\}[ \t]*$", re.M)


class Jekyll(BlogTool):
    name = "jekyll"
    settings_files = ("_config.yml",)
    posts_folder = "_posts/"
    renderer = "kramdown"

    def posts(self, blog: Blog) -> list[Source]:
        folder = blog.root / "_posts"
        found = []
        default = str(blog.settings.get("default_lang") or "")  # jekyll-polyglot's
        for path in sorted([*folder.rglob("*.md"), *folder.rglob("*.markdown")]):
            source = Source(path, _DATED.sub("", path.stem))
            meta = read_meta(path)
            source.lang, code = said_lang(meta, path.relative_to(folder).parts[:-1])
            source.prefix = code if code and default and code != default else ""  # polyglot serves others at /en/
            link = meta.get("permalink")
            source.key = link if isinstance(link, str) else source.name  # polyglot pairs by permalink
            found.append(source)
        return found

    def unread_posts(self, root: Path) -> list[str]:
        return unread_posts(root / "_posts", root)

    def escaped_math(self, blog: Blog) -> tuple[bool, bool] | None:
        return (False, True)  # kramdown reads $…$ as Markdown, its own $$…$$ raw

    def convert(self, post: ImportedPost, source: Source, blog: Blog) -> None:
        post.text = replace_tags(post, None)
        post.text = outside_code(post.text, lambda part: _site_addresses(part, post))
        post.text = outside_code(post.text, lambda part: _PROMPT.sub(lambda match: _callout(match, post), part))
        date_from_name(post, source.path)

    def old_url(self, post: ImportedPost, source: Source, meta: dict, blog: Blog) -> str | None:
        day = post_day(meta)
        if day is None and (match := _DATED.match(post.source.stem)):
            day = datetime(int(match[1]), int(match[2]), int(match[3]))
        config = blog.settings
        collections = found if isinstance(found := config.get("collections"), dict) else {}
        posts = found if isinstance(found := collections.get("posts"), dict) else {}
        own = meta.get("permalink")
        pattern = str(
            (own if isinstance(own, str) and own.strip() else None)
            or _default_permalink(config, post.source.relative_to(blog.root).as_posix())
            or posts.get("permalink")
            or config.get("permalink")
            or "/:categories/:year/:month/:day/:title:output_ext"
        )
        pattern = {
            "date": "/:categories/:year/:month/:day/:title:output_ext",
            "pretty": "/:categories/:year/:month/:day/:title/",
        }.get(pattern, pattern)
        path = expand_permalink(pattern, day, jekyll_names(post.source, meta), meta, post)
        if path and source.prefix:
            path = f"/{source.prefix}{path}"
        return jekyll_address(path) if path else None


def _site_addresses(text: str, post: ImportedPost) -> str:
    """``text`` with Liquid that writes a site address as the address itself (``/a.png``)."""
    text, filtered = _FILTERED.subn(lambda match: match["path"], text)
    text, variables = _SITE_VARIABLE.subn("", text)
    if filtered or variables:
        post.changes.append(
            f"{filtered + variables} Liquid address(es) ('…' | relative_url, site.baseurl) written as paths"
        )
    return text


def _callout(match: re.Match, post: ImportedPost) -> str:
    """A Chirpy prompt as the callout Coursebook reads (``> [!tip]``)."""
    post.changes.append(f"a .prompt-{match['kind']} quote written as a callout")
    return f"> [!{match['kind']}]\n{match['quote'].rstrip()}"


def _default_permalink(config: dict, path: str) -> str | None:
    """The ``permalink`` the site's front matter ``defaults:`` give a post at ``path`` (a theme's
    ``/posts/:title/``, Chirpy's): the last entry whose scope is posts (or a folder holding it)."""
    found = None
    for entry in config.get("defaults") or []:
        if not isinstance(entry, dict) or not isinstance(entry.get("values"), dict):
            continue
        scope = found_scope if isinstance(found_scope := entry.get("scope"), dict) else {}
        kind, folder = scope.get("type"), str(scope.get("path") or "")
        if kind not in (None, "posts") or not path.startswith(folder.strip("/")):
            continue
        if isinstance(link := entry["values"].get("permalink"), str) and link.strip():
            found = link
    return found


_JEKYLL_POST_FILE = re.compile(r"^\d{2,4}-\d{1,2}-\d{1,2}-(.*)\.[^.]+$")
_JEKYLL_URL_SAFE = set("._~!$&'()+,;=@")  # kept by Jekyll's "pretty" slugs, with letters and digits


def jekyll_names(source: Path, meta: dict) -> dict[str, str]:
    """The parts of a Jekyll post's address that its file name (or its own ``slug:``) gives, as
    Jekyll writes them: ``:title`` keeps case and URL-safe punctuation, ``:slug`` and ``:name``
    are lower case; any other run of characters (``#``, ``?``, spaces) is one hyphen."""
    found = _JEKYLL_POST_FILE.match(source.name)
    slug = (found[1] if found else source.stem).rstrip(".")
    own = meta.get("slug")
    slug = own if isinstance(own, str) else slug
    return {
        "title": slugify_like_jekyll(slug, pretty=True),
        "slug": slugify_like_jekyll(slug).lower(),
        "name": slugify_like_jekyll(source.stem).lower(),
    }


def slugify_like_jekyll(text: str, pretty: bool = False) -> str:
    """``text`` as Jekyll's ``slugify`` writes it, case kept: letters, marks and digits stay (and
    ``._~!$&'()+,;=@`` when ``pretty``), each run of anything else is one hyphen, none at the ends."""

    def kept(character: str) -> bool:
        kind = unicodedata.category(character)
        return kind[0] in "LM" or kind == "Nd" or (pretty and character in _JEKYLL_URL_SAFE)

    return re.sub(r"-+", "-", "".join(c if kept(c) else "-" for c in text)).strip("-")


def jekyll_address(path: str) -> str:
    """A Jekyll post's address as Jekyll cleans it: ``..`` read as ``/``, ``./`` dropped, one slash at a time."""
    return re.sub(r"/{2,}", "/", path.replace("..", "/").replace("./", ""))
