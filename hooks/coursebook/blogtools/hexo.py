"""Hexo: posts under ``source/_posts/`` (an asset folder beside each, named like it), settings in
``_config.yml``, tags in ``{% … %}``, addresses by its ``permalink`` pattern."""

from __future__ import annotations

import hashlib
import json
import posixpath
import re
import zlib
import zoneinfo
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import yaml

from coursebook.blogtools.base import Blog, BlogTool, Source, post_day, read_meta, said_lang
from coursebook.blogtools.edits import asset_links, date_from_history, date_from_name, files_in, first_commits
from coursebook.blogtools.liquid import expand_permalink, replace_tags
from coursebook.breaks import hexo_breaks, hexo_renders_with_marked
from coursebook.importlinks import headings, is_inside
from coursebook.importmath import MATH_AWARE_HEXO

if TYPE_CHECKING:
    from coursebook.importer import ImportedPost

NOT_MARKDOWN = (".html", ".htm", ".textile")  # posts Jekyll and Hexo render that are not Markdown


class Hexo(BlogTool):
    name = "hexo"
    settings_files = ("_config.yml",)
    posts_folder = "source/_posts/"
    served = "source"
    renderer = "marked (Hexo)"

    def read_packages(self, root: Path) -> dict:
        """The npm packages the blog names in its package.json ({} when it cannot be read)."""
        try:
            package = json.loads((root / "package.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        found = package.get("dependencies") if isinstance(package, dict) else None
        return found if isinstance(found, dict) else {}

    def posts(self, blog: Blog) -> list[Source]:
        folder = blog.root / "source/_posts"
        found = []
        for path in sorted([*folder.rglob("*.md"), *folder.rglob("*.markdown")]):
            source = Source(path, path.stem, files_in(path.with_suffix(""), path.stem))  # its asset folder
            meta = read_meta(path)
            source.lang, source.prefix = said_lang(meta, path.relative_to(folder).parts[:-1])
            # Hexo's post_link names a post by its :title (2019-05-14-plan.md by ":year-:month-:day-:title.md"
            # is "plan"): the link leads to the file it is imported as.
            named = named_title(path.relative_to(folder).as_posix(), blog.settings.get("new_post_name"))
            names = [path.relative_to(folder).with_suffix("").as_posix(), path.stem, *([named] if named else [])]
            for name in names:
                blog.post_files.setdefault(name, path.stem)
            if isinstance(title := meta.get("title"), str):
                for name in names:
                    blog.titles.setdefault(name, title)
            slug = meta.get("slug")
            source.key = str(slug) if isinstance(slug, str | int) else path.stem  # a shared slug pairs them
            found.append(source)
        return found

    def unread_posts(self, root: Path) -> list[str]:
        return unread_posts(root / "source/_posts", root)

    def site_files(self, blog: Blog) -> list[tuple[Path, str]]:
        """The files Hexo served as they are (``skip_render``: demo pages, with their scripts, that posts
        link to), each at its path under docs/, where the old site had it."""
        files = skipped_render(blog.root / "source", blog.settings.get("skip_render"))
        if files is None:
            blog.notes.append(
                f"skip_render names more than {SKIPPED_MOST} files: none was taken along; copy the ones"
                " your posts link to into docs/, at the same paths"
            )
        return files or []

    def old_name(self, blog: Blog, source: Source) -> str:
        # Hexo's :title is the file's path under source/_posts (2021/same), read through the
        # blog's new_post_name: a file named 2017-03-24-amap.md by ":year-:month-:day-:title.md"
        # has the title amap (its address /2017/03/24/amap/).
        relative = source.path.relative_to(blog.root / "source/_posts")
        named = named_title(relative.as_posix(), blog.settings.get("new_post_name"))
        return named if named is not None else relative.with_suffix("").as_posix()

    def escaped_math(self, blog: Blog) -> tuple[bool, bool] | None:
        names = " ".join(blog.packages)
        return None if any(aware in names for aware in MATH_AWARE_HEXO) else (True, True)

    def breaks_lines(self, blog: Blog) -> bool:
        return hexo_breaks(blog.settings, blog.packages)

    def formulas_off(self, blog: Blog) -> str | None:
        # A math plugin (hexo-filter-mathjax, hexo-math, a renderer that knows math) or its
        # settings in _config.yml: formulas shown. Otherwise the theme's settings decide, when
        # they name math and all of it is off (NexT's math.mathjax.enable, Butterfly's
        # mathjax.enable, Fluid's post.math.enable); a theme not in the folder: unknown.
        if any(word in name for name in blog.packages for word in _MATH_PACKAGES):
            return None
        if any(key in blog.settings for key in _MATH_KEYS):
            return None
        theme = blog.settings.get("theme")
        if not isinstance(theme, str) or not theme.strip():
            return None
        said = [found for path in _theme_settings(blog.root, theme.strip()) for found in _math_settings(path)]
        if not said or any(said):
            return None
        return f"the theme {theme.strip()} has mathjax and katex off and no math plugin is installed"

    def convert(self, post: ImportedPost, source: Source, blog: Blog) -> None:
        post.text = replace_tags(post, source.name, blog.titles, blog.post_files)
        date_from_name(post, source.path)
        if blog.added is None:
            blog.added = first_commits(blog.root)
        date_from_history(post, source.path, blog.added)
        marked = found if isinstance(found := blog.settings.get("marked"), dict) else {}
        if hexo_renders_with_marked(blog.packages) and marked.get("headerIds", True) is not False:
            post.text = keep_anchors(post, marked.get("modifyAnchors"))
        names = {file.name for file, _ in files_in(source.path.with_suffix(""), "")}
        old_dirs = (posixpath.basename(self.old_name(blog, source)), source.name)
        post.text = asset_links(post, source.name, names, old_dirs)

    def list_folders(self, blog: Blog) -> dict[str, str]:
        """Hexo's archive, tags' and categories' pages (``archive_dir``, ``tag_dir``, ``category_dir``)."""
        settings = blog.settings
        folders = {"archive_dir": "archives", "tag_dir": "tags", "category_dir": "categories"}
        named = {key: str(settings.get(key) or default).strip("/") for key, default in folders.items()}
        return {named["archive_dir"]: "archive", named["tag_dir"]: "tags", named["category_dir"]: "categories"}

    def old_url(self, post: ImportedPost, source: Source, meta: dict, blog: Blog) -> str | None:
        name = self.old_name(blog, source)
        own = meta.get("permalink")  # a post's own address, from the site's root
        if isinstance(own, str) and own.strip("/ "):
            return hexo_address(own.strip())
        pattern = str(blog.settings.get("permalink") or ":year/:month/:day/:title/")
        names = {"title": name, "name": posixpath.basename(name), "post_title": posixpath.basename(name)}
        if source.prefix:
            names["lang"] = source.prefix  # hexo-generator-i18n's :lang
        # Hexo's :id is the front matter's id (what WordPress's exporter writes), else an id of
        # Hexo's own database, which only Hexo knows (then the address is a thing to do).
        post_id = meta.get("id")
        if isinstance(post_id, str | int) and not isinstance(post_id, bool) and str(post_id).strip():
            names["id"] = str(post_id).strip()
        if ":abbrlink" in pattern and (link := abbrlink(meta.get("title"), blog)):
            names["abbrlink"] = link  # a post's own abbrlink: (written back by the plugin) wins
        day = post_day(meta)
        if ":hash" in pattern and (hashed := hexo_hash(name, day, blog.settings.get("timezone"))):
            names["hash"] = hashed
        path = expand_permalink(pattern, day, names, meta, post)
        return hexo_address(path) if path else None


SKIPPED_MOST = 5000  # files of skip_render taken along, at most (a folder of a whole other site stays)


def skipped_render(source: Path, patterns: object) -> list[tuple[Path, str]] | None:
    """The files under ``source`` that ``skip_render`` (a glob or a list of them, from source/) names,
    with their paths; posts and drafts (``_posts/``, ``_drafts/``) never; None when they are more
    than SKIPPED_MOST."""
    said = [patterns] if isinstance(patterns, str) else patterns if isinstance(patterns, list) else []
    found: dict[Path, str] = {}
    walked: set[Path] = set()  # folders read whole ("code/**" also names every folder under code/)
    for pattern in (str(one).strip().lstrip("/") for one in said if isinstance(one, str)):
        if not pattern or pattern.startswith(("..", "_")):
            continue
        for match in source.glob(pattern):
            if match.is_dir() and (match in walked or walked.intersection(match.parents)):
                continue
            walked.update([match] if match.is_dir() else [])
            for path in [match] if match.is_file() else sorted(match.rglob("*")) if match.is_dir() else []:
                relative = path.relative_to(source).as_posix()
                if path.is_file() and is_inside(path, source) and not relative.startswith("_"):
                    found.setdefault(path, relative)
                if len(found) > SKIPPED_MOST:
                    return None
    return sorted(found.items(), key=lambda item: item[1])


# What each part of Hexo's new_post_name matches in a file's name (Hexo's post processor reads it so).
_NAME_PARTS = {
    "year": r"\d{4}",
    "month": r"\d{2}",
    "day": r"\d{2}",
    "i_month": r"\d{1,2}",
    "i_day": r"\d{1,2}",
    "hash": r"[0-9a-f]{12}",
}


def named_title(relative: str, pattern: object) -> str | None:
    """The :title of a post at ``relative`` (under source/_posts) by the blog's ``new_post_name``,
    when the pattern holds more than :title and the file's path fits it; else None."""
    if not isinstance(pattern, str) or pattern.count(":title") != 1 or pattern.strip() in (":title.md", ":title"):
        return None
    parts = re.split(r":(\w+)", pattern.strip())  # literal text, then a part's name, in turn
    regex = ""
    for index, part in enumerate(parts):
        if index % 2 == 0:
            regex += re.escape(part)
        else:
            regex += "(?P<title>.+?)" if part == "title" else f"(?:{_NAME_PARTS.get(part, '[^/]+?')})"
    found = re.fullmatch(regex, relative) or re.fullmatch(regex, relative.rsplit(".", 1)[0])
    return found["title"] if found and found["title"] else None


def abbrlink(title: object, blog: Blog) -> str | None:
    """The ``:abbrlink`` hexo-abbrlink gives a post without one in its front matter, with the
    site's ``abbrlink: {alg: crc32}``: CRC-32 of the title's UTF-8, in hex or decimal (its
    ``rep``). None for its default crc16, a title that is not text, or no such plugin."""
    settings = blog.settings.get("abbrlink")
    settings = settings if isinstance(settings, dict) else {}
    if "hexo-abbrlink" not in blog.packages or settings.get("alg") != "crc32" or not isinstance(title, str):
        return None
    value = zlib.crc32(title.encode("utf-8"))
    return f"{value:x}" if settings.get("rep") == "hex" else str(value)


def hexo_hash(name: str, day: datetime | None, timezone: object) -> str | None:
    """Hexo's ``:hash`` of a post: the first 12 hex digits of SHA-1 over its name and the Unix
    time of its date, which Hexo reads in the site's ``timezone`` (checked against Hexo 7 run on
    the machine in three zones); None when that moment is not known (no date, or a date without
    an offset in a site that names no zone or an unknown one)."""
    if day is None:
        return None
    if day.tzinfo is None:
        try:
            day = day.replace(tzinfo=zoneinfo.ZoneInfo(str(timezone))) if timezone else None
        except (zoneinfo.ZoneInfoNotFoundError, ValueError):
            day = None
        if day is None:
            return None
    return hashlib.sha1(f"{name}{int(day.timestamp())}".encode()).hexdigest()[:12]


def hexo_address(path: str) -> str:
    """The address of the file Hexo wrote for the permalink ``path``, as an alias: its router
    reads a backslash as a slash and cuts a path at ``?``, and writes the rest as it is (``a#b/``
    is served as ``a%23b/``), so ``%`` and ``#`` are percent-encoded to be read back as written."""
    served = path.replace("\\", "/").split("?", 1)[0]
    return "/" + served.lstrip("/").replace("%", "%25").replace("#", "%23")


def unread_posts(folder: Path, root: Path) -> list[str]:
    """A note naming the posts in ``folder`` written in HTML or Textile, which are not moved:
    said, not dropped in silence."""
    if not folder.is_dir():
        return []
    unread = sorted(path for path in folder.iterdir() if path.is_file() and path.suffix.lower() in NOT_MARKDOWN)
    if not unread:
        return []
    first = unread[0].relative_to(root).as_posix()
    kinds = ", ".join(sorted({path.suffix.lower() for path in unread}))
    return [f"{len(unread)} posts are not Markdown ({kinds}; the first: {first}): not moved, move them by hand"]


_SPECIAL = re.compile(r"""[\s~`!@#$%^&*()\-_+=\[\]{}|\\;:"'<>,.?/]+""")


def hexo_anchor(text: str, transform: object = 0) -> str:
    """A heading's id as Hexo's renderer (marked, through hexo-util's slugize) made it: each run
    of spaces and ASCII punctuation one hyphen, none at the ends; its case kept, or lowered
    (``modifyAnchors: 1``) or raised (``2``)."""
    anchor = _SPECIAL.sub("-", re.sub(r"[\x00-\x1f]", "", text.strip())).strip("-")
    return anchor.lower() if transform == 1 else anchor.upper() if transform == 2 else anchor


def keep_anchors(post: ImportedPost, transform: object = 0) -> str:
    """``post``'s headings whose id Coursebook would write otherwise than Hexo did (``安装SSL证书``
    is ``安装ssl证书`` here) with Hexo's id set (``{#安装SSL证书}``): links to ``post#anchor``,
    from the blog itself and from elsewhere, still land on the heading."""
    from pymdownx.slugs import slugify

    lines = post.text.split("\n")
    ours, seen = slugify(case="lower"), dict[str, int]()
    for line, text, written in headings(post.text):
        old = hexo_anchor(text, transform)
        count = seen.get(old, 0)
        seen[old] = count + 1
        old = f"{old}-{count}" if count else old  # marked numbers a repeated id
        if old and old != ours(text, "-") and written is None:
            lines[line] = f"{lines[line].rstrip()} {{#{old}}}"
            post.changes.append(f"heading {text!r} keeps the anchor #{old} Hexo gave it")
    return "\n".join(lines)


_MATH_PACKAGES = ("math", "katex", "mathjax", "pandoc", "markdown-it", "kramed")
_MATH_KEYS = ("math", "mathjax", "katex")


def _theme_settings(root: Path, theme: str) -> list[Path]:
    """The theme's settings files in the blog's folder: Hexo 5's _config.<theme>.yml, and the
    theme's own _config.yml."""
    return [path for path in (root / f"_config.{theme}.yml", root / "themes" / theme / "_config.yml") if path.is_file()]


def _math_settings(path: Path) -> list[bool]:
    """Each math setting a theme's settings file holds (a key math, mathjax or katex): whether it
    is on (true, or a mapping whose enable is true); nothing for a file that cannot be read."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return []
    said: list[bool] = []

    def visit(value: object, depth: int) -> None:
        if not isinstance(value, dict) or depth > 4:
            return
        for key, inner in value.items():
            if key in _MATH_KEYS and not isinstance(inner, dict):
                said.append(inner is True)
            elif key in _MATH_KEYS and ("enable" in inner or "enabled" in inner):
                said.append(inner.get("enable", inner.get("enabled")) is True)
            visit(inner, depth + 1)

    visit(data, 0)
    return said
