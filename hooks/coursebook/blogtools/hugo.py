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
from pathlib import Path
from typing import TYPE_CHECKING

from coursebook.blogtools.base import Blog, BlogTool, Source, post_day, site_lang
from coursebook.blogtools.edits import asset_links, files_in
from coursebook.frontmatter import read_front_matter
from coursebook.scaffold import document_text
from coursebook.text import outside_code

if TYPE_CHECKING:
    from coursebook.importer import ImportedPost

_SECTIONS = ("posts", "post", "blog")
_SETTINGS_SUFFIXES = (".toml", ".yaml", ".yml")
_LANG_SUFFIX = re.compile(r"^(?P<stem>.+)\.(?P<code>[a-z]{2,3}(?:[-_][a-z0-9]+)?)$", re.I)  # post.en, index.zh-cn
# Hugo reads front matter keys in any case; Coursebook reads these in lower case.
_KEYS = ("title", "date", "tags", "categories", "draft", "slug", "url", "aliases", "description", "summary")


class Hugo(BlogTool):
    name = "hugo"
    settings_files = ("hugo.toml", "config.toml", "hugo.yaml", "config.yaml", "hugo.yml", "config.yml")
    posts_folder = "content/"
    served = "static"

    def settings_paths(self, root: Path) -> list[tuple[Path, str | None]]:
        """Its settings file, else its settings folder (``config/_default/``): ``hugo.toml`` (or
        ``config.toml``) at the top level, each other file under its name (``languages.toml``,
        ``permalinks.toml``)."""
        found = super().settings_paths(root)
        folder = root / "config/_default"
        if found or not folder.is_dir():
            return found
        files = sorted(
            path for path in folder.iterdir() if path.suffix in (".toml", ".yaml", ".yml") and path.is_file()
        )
        return [(path, None if path.stem in ("hugo", "config") else path.stem) for path in files]

    def posts(self, blog: Blog) -> list[Source]:
        found, unknown = [], set()
        default, in_subdir = _default_language(blog.settings)
        declared = bool(_languages(blog.settings))  # a site of one language says none
        for folder, folder_code in _content_folders(blog):
            taken = _post_files(folder)
            if taken and not taken[0][0]:  # the top of the folder: say what was not taken
                left = sorted(set(folder.glob("*.md")) - {path for _, path in taken})
                blog.notes += [
                    f"{path.relative_to(blog.root).as_posix()}: no date in its front matter, so not a post: "
                    "not moved (copy it into docs/ as a page if the site needs it)"
                    for path in left
                ]
            for section, path in taken:
                source = _source(path, folder / section, section, blog.settings)
                if source is not None:
                    code = source.prefix or folder_code or (default if declared else None)
                    source.prefix = code if code and (code != default or in_subdir) else ""
                    source.lang = site_lang(code) if code else None
                    if code and source.lang is None:
                        unknown.add(code)
                    found.append(source)
        if unknown:
            blog.notes.append(
                f"posts in {', '.join(sorted(unknown))} are imported into the language you chose: "
                "Coursebook's two languages are Chinese and English"
            )
        return found

    def convert(self, post: ImportedPost, source: Source, blog: Blog) -> None:
        bundle = source.name if source.path.stem.startswith("index") else None
        post.text = convert_shortcodes(post, bundle)
        _lower_keys(post)
        read_taxonomies(post, blog.settings)
        if bundle:  # a bundle's own images, named bare, get its folder
            post.text = asset_links(post, bundle, {file.name for file, _ in files_in(source.path.parent, "")})

    def old_url(self, post: ImportedPost, source: Source, meta: dict, blog: Blog) -> str | None:
        section = source.key.split("/", 1)[0] if source.key and "/" in source.key else "posts"
        address = hugo_address(meta, source.name, section, post_day(meta), blog.settings)
        own = any(str(key).lower() == "url" for key in meta)  # a post's own url: is from the site's root
        return f"/{source.prefix}{address}" if source.prefix and not own else address


def _default_language(settings: dict) -> tuple[str, bool]:
    """The site's default language code (Hugo's own default: en) and whether its pages are
    served under its code too (``defaultContentLanguageInSubdir``)."""
    keys = {str(key).lower(): value for key, value in settings.items()}
    code = str(keys.get("defaultcontentlanguage") or "en").lower()
    return code, bool(keys.get("defaultcontentlanguageinsubdir"))


def _languages(settings: dict) -> dict[str, dict]:
    """The site's languages by code (lower case), each its own settings."""
    found = {str(key).lower(): value for key, value in settings.items()}.get("languages")
    if not isinstance(found, dict):
        return {}
    return {str(code).lower(): (value if isinstance(value, dict) else {}) for code, value in found.items()}


def _post_files(folder: Path) -> list[tuple[str, Path]]:
    """(section, file) of each post in a content folder: those of its posts/, post/ or blog/
    section; a site with none of them keeps its posts at the top of the folder (Hugo's pages of
    no section), where a file with a date is a post."""
    found = [(section, path) for section in _SECTIONS for path in sorted((folder / section).rglob("*.md"))]
    if found or not folder.is_dir():
        return found
    return [
        ("", path)
        for path in sorted(folder.glob("*.md"))
        # Hugo reads front matter after blank lines too.
        if post_day(read_front_matter(path.read_text(encoding="utf-8", errors="replace").lstrip())[0]) is not None
    ]


def _content_folders(blog: Blog) -> list[tuple[Path, str | None]]:
    """Each folder of posts with the language its files are in when they do not say (None: the
    default): one per language with its own ``contentDir``, else ``content/``."""
    folders: list[tuple[Path, str | None]] = []
    for code, settings in _languages(blog.settings).items():
        folder = {str(key).lower(): value for key, value in settings.items()}.get("contentdir")
        if isinstance(folder, str) and folder.strip("/"):
            folders.append((blog.root / folder.strip("/"), code))
    return folders or [(blog.root / "content", None)]


def _source(path: Path, section_folder: Path, section: str, settings: dict) -> Source | None:
    """The post at ``path``: its name (a bundle's folder's), its language code from its file
    name (``post.en.md``, ``index.en.md``) in ``prefix`` ("" when it names none), the key that
    pairs it with its translations (``translationKey``, else its path with no language in it,
    as Hugo pairs them); None for a section's own page."""
    stem, file_code = path.stem, None
    if (match := _LANG_SUFFIX.match(stem)) and _is_language(match["code"], settings):
        stem, file_code = match["stem"], match["code"].lower()
    if stem == "_index":
        return None
    bundle = stem == "index"
    name = path.parent.name if bundle else stem
    folder = path.parent.relative_to(section_folder).as_posix()
    where = posixpath.join(folder, "" if bundle else stem).rstrip("/") or name
    meta = read_front_matter(path.read_text(encoding="utf-8", errors="replace"))[0] if path.is_file() else {}
    own_key = {str(key).lower(): value for key, value in meta.items()}.get("translationkey")
    key = f"{section}/{own_key}" if isinstance(own_key, str) and own_key else f"{section}/{where}"
    assets = files_in(path.parent, name) if bundle else []
    return Source(path, name, assets, key=key, prefix=file_code or "")


def _is_language(code: str, settings: dict) -> bool:
    """Whether a file name's last part is a language code: one of the site's languages, or,
    when it names none, a code Coursebook has (en, zh, zh-cn…)."""
    languages = _languages(settings)
    return code.lower() in languages if languages else site_lang(code) is not None


def _lower_keys(post: ImportedPost) -> None:
    """Front matter keys Hugo reads in any case (``Tags:``, ``Categories:``) in lower case."""
    meta, body, error = read_front_matter(post.text)
    renamed = {key: key.lower() for key in meta if isinstance(key, str) and key.lower() in _KEYS and key != key.lower()}
    if error or not renamed or any(new in meta for new in renamed.values()):
        return
    meta = {renamed.get(key, key): value for key, value in meta.items()}
    post.text = document_text(meta, body.lstrip("\n"))
    post.changes.append(f"front matter keys {', '.join(renamed)} written in lower case, as Coursebook reads them")


_SHORTCODE_PAIR = re.compile(
    r"\{\{<\s*highlight\s+(?P<lang>\w+)[^>]*>\}\}\n?(?P<body>.*?)\{\{<\s*/highlight\s*>\}\}", re.DOTALL
)
_FIGURE = re.compile(r"\{\{<\s*figure\s+(?P<args>.*?)\s*/?>\}\}")
_REF = re.compile(r"""\{\{([<%])\s*(?:rel)?ref\s+["']?(?P<path>[^"'\s>%]+)["']?\s*[>%]\}\}""")
_YOUTUBE = re.compile(r"""\{\{<\s*youtube\s+(?:id=)?["']?(?P<id>[\w-]+)["']?\s*>\}\}""")
_ARG = re.compile(r'(?<!\w)(\w++)\s*+=\s*+"([^"]*+)"')  # starts at a word's start: linear
_BUILT_IN = {"tags", "categories"}


def convert_shortcodes(post: ImportedPost, bundle: str | None) -> str:
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
    site's ``permalinks`` pattern for its section, else the section and the slug. A path Hugo
    makes is in lower case, spaces as hyphens, unless the site says ``disablePathToLower``."""
    keys = {str(key).lower(): value for key, value in meta.items()}
    own = keys.get("url")
    if isinstance(own, str) and own.strip("/ "):
        path = own.strip().strip("/")
        return f"/{path}" if posixpath.splitext(path)[1] else f"/{path}/"
    made = _made_address(keys, name, section, day, config)
    lower = {str(key).lower(): value for key, value in config.items()}.get("disablepathtolower") is not True
    made = re.sub(r"\s+", "-", made)
    return made.lower() if lower else made


def _made_address(keys: dict, name: str, section: str, day: datetime | None, config: dict) -> str:
    """hugo_address without a ``url:``, as the pattern gives it."""
    slug = str(keys.get("slug") or name).strip()
    found = config.get("permalinks")
    patterns = {str(key).lower(): value for key, value in found.items()} if isinstance(found, dict) else {}
    pattern = patterns.get(section) or patterns.get(f"{section}s") or patterns.get(section.rstrip("s"))
    if not isinstance(pattern, str) or (day is None and ":year" in pattern):
        return f"/{section}/{slug}/" if section else f"/{slug}/"
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


def read_taxonomies(post: ImportedPost, config: dict) -> None:
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
        if key in _BUILT_IN or key == "series" or key not in meta:
            continue  # a series is a course (importer._series_as_courses)
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
