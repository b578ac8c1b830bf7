"""`coursebook import`: move a blog written for Hexo, Hugo, Jekyll or Material's blog into the layout.

What the build already reads as written (their front matter, TOML, display
math against text, titles from headings) is left alone. What it cannot read is
converted here: tags and shortcodes that Markdown would print as text, asset
folders, and the old addresses, which become ``aliases`` so that the build
writes a redirect at each. What cannot be converted is reported by file and
line. Planning reads only; ``write_import`` writes, and never overwrites.
"""

from __future__ import annotations

import json
import posixpath
import re
import tomllib
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import yaml

from coursebook import yamlread
from coursebook.breaks import hexo_breaks
from coursebook.dates import parse_date
from coursebook.foreign import find_foreign_markup
from coursebook.frontmatter import TOML_RE, first_heading, read_front_matter
from coursebook.hugo import convert_shortcodes, hugo_address, read_taxonomies
from coursebook.importlinks import is_inside, relink_posts, take_linked_files
from coursebook.importmath import escaped_math, unescape_math
from coursebook.lang import in_lang
from coursebook.lists import commonmark_lists
from coursebook.model import Problem
from coursebook.obsidian import find_tags
from coursebook.redirects import old_path
from coursebook.slugs import make_slug
from coursebook.sources import ConfigLoader, decode_page
from coursebook.text import outside_code

TOOLS = ("hexo", "hugo", "jekyll", "material")


@dataclass
class Moved:
    """One post as it will be written: its new place, its text, the files it takes along, the report."""

    source: Path
    dest: str  # src_uri under docs/
    text: str
    assets: list[tuple[Path, str]] = field(default_factory=list)  # (file, src_uri under docs/)
    changes: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)  # what could not be converted, by line
    skip: bool = False  # not written (it could not be read)
    old_url: str | None = None  # where the old tool published it, from the site's root


def plan_import(tool: str, root: Path, lang: str = "zh", notes: list[str] | None = None) -> list[Moved]:
    """What importing the blog at ``root`` (written for ``tool``) would write, post by post;
    what concerns the whole blog (its settings) is appended to ``notes``."""
    notes = [] if notes is None else notes
    config = _site_config(tool, root, notes)
    notes += _unread_posts(tool, root)
    dependencies = _dependencies(root) if tool == "hexo" else {}
    escaped = escaped_math(tool, dependencies)
    breaks = tool == "hexo" and hexo_breaks(config, dependencies)
    moved = []
    names: set[str] = set()
    for source, written_as, assets in _posts(tool, root):
        if not is_inside(source, root):
            post = Moved(source, in_lang(f"blog/posts/{_unique(written_as, names)}.md", lang), "", skip=True)
            post.left.append(f"a link to {source.resolve()}, outside the blog's folder: not moved")
            moved.append(post)
            continue
        text = decode_page(written_as, source.read_bytes())
        visible = _visible_name(written_as, text if isinstance(text, str) else "", source)
        name = _unique(visible, names)
        post = Moved(source, in_lang(f"blog/posts/{name}.md", lang), text if isinstance(text, str) else "")
        if visible != written_as:
            hidden = f"{posixpath.basename(written_as)}.md"
            post.changes.append(
                f"{source.name} would be the hidden file {hidden}, which MkDocs leaves out: written as {visible}.md"
            )
        if name != visible:
            post.changes.append(f"another post is also named {visible}: written as {name}.md")
        if isinstance(text, Problem):
            post.left.append(f"{text.message.split(';')[0]}: not moved; save it as UTF-8 and import again")
            post.skip = True
            moved.append(post)
            continue
        _convert(tool, post, name, _old_name(tool, root, source, written_as), config)
        if escaped is not None:
            post.text, count = unescape_math(post.text, *escaped)
            if count:
                renderer = "marked (Hexo)" if tool == "hexo" else "kramdown"
                post.changes.append(f"{count} formula(s) unescaped as {renderer} read them (\\\\{{ is \\{{ in TeX)")
        if breaks:
            _keep_line_breaks(post)
        post.assets += [(file, in_lang(f"blog/posts/{dest}", lang)) for file, dest in assets]
        post.assets += take_linked_files(post, _SITE_ROOT[tool](root))
        post.left += [problem.message for problem in find_foreign_markup(post.dest, post.text)]
        moved.append(post)
    relink_posts(moved)
    return moved


def _dependencies(root: Path) -> dict:
    """The npm packages a Hexo blog names in its package.json ({} when it cannot be read)."""
    try:
        package = json.loads((root / "package.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    found = package.get("dependencies") if isinstance(package, dict) else None
    return found if isinstance(found, dict) else {}


def _keep_line_breaks(post: Moved) -> None:
    """``hard_breaks: true`` in a post whose paragraphs break lines, as Hexo's marked showed them."""
    meta, body, error = read_front_matter(post.text)
    if error is None and "hard_breaks" not in meta and commonmark_lists(body, True) != commonmark_lists(body):
        post.text = _set_front(post.text, "hard_breaks", True)
        post.changes.append("hard_breaks: true (Hexo's renderer showed each line break in a paragraph as a break)")


def _visible_name(name: str, text: str, source: Path) -> str:
    """``name``, or when its file would be hidden from MkDocs (Jekyll's ``2020-01-01-.md`` has
    no title after its date: ``.md``; a name starting with a dot) a visible one: the name without
    its dots, else the slug of the post's title, else its date (``2020-01-01``), else ``post``."""
    folder, stem = posixpath.split(name)
    if stem and not stem.startswith("."):
        return name
    title = read_front_matter(text)[0].get("title")
    day = re.match(r"\d{4}-\d{1,2}-\d{1,2}", source.name)
    visible = stem.lstrip(".") or (make_slug(title) if isinstance(title, str) else "") or (day[0] if day else "post")
    return posixpath.join(folder, visible)


def _old_name(tool: str, root: Path, source: Path, written_as: str) -> str:
    """The name the old tool gave the post, whatever the new file is called: Hexo's ``:title``
    is the file's path under ``source/_posts`` (``2021/same``); the others' are ``written_as``."""
    if tool == "hexo":
        return source.relative_to(root / "source/_posts").with_suffix("").as_posix()
    return written_as


def _unique(name: str, taken: set[str]) -> str:
    """``name``, or ``name-2``, ``name-3``… when a post of that name is planned already (two
    folders of the blog may hold a post of the same file name: both are kept)."""
    unique, number = name, 1
    while unique.casefold() in taken:
        number += 1
        unique = f"{name}-{number}"
    taken.add(unique.casefold())
    return unique


# The folder each tool serves at the site's root: where a post's /img/a.png is.
_SITE_ROOT = {
    "hexo": lambda root: root / "source",
    "hugo": lambda root: root / "static",
    "jekyll": lambda root: root,
    "material": lambda root: root / "docs",
}


def _site_config(tool: str, root: Path, notes: list[str]) -> dict:
    """The blog's own settings that decide its old URLs (permalink patterns); {} and a note
    when they cannot be read."""
    for name in {
        "hexo": ["_config.yml"],
        "jekyll": ["_config.yml"],
        "hugo": ["hugo.toml", "config.toml", "hugo.yaml", "config.yaml"],
        "material": ["mkdocs.yml"],
    }[tool]:
        path = root / name
        if not path.is_file():
            continue
        unread = f"{name} cannot be read, so old addresses follow {tool}'s default pattern"
        if not is_inside(path, root):
            notes.append(f"{unread}: it is a link to outside the blog's folder")
            return {}
        text = _decode_settings(path.read_bytes())
        if text is None:
            notes.append(f"{unread}: it is neither UTF-8 nor GB 18030 text")
            return {}
        try:
            data = tomllib.loads(text) if name.endswith(".toml") else yamlread.load(text, ConfigLoader)
        except (tomllib.TOMLDecodeError, yaml.YAMLError) as err:
            notes.append(f"{unread}: {str(getattr(err, 'problem', None) or err).splitlines()[0]}")
            return {}
        return _patterns_checked(data, name, notes) if isinstance(data, dict) else {}
    return {}


def _patterns_checked(config: dict, name: str, notes: list[str]) -> dict:
    """``config`` without a ``permalink`` that is not a pattern (``permalink: [1, 2]``), with a note."""
    posts = (config.get("collections") or {}).get("posts") if isinstance(config.get("collections"), dict) else None
    for holder, where in ((config, "permalink"), (posts, "collections.posts.permalink")):
        if (
            isinstance(holder, dict)
            and holder.get("permalink") is not None
            and not isinstance(holder["permalink"], str)
        ):
            notes.append(f"{name}: '{where}' is not a pattern like :year/:month/:day/:title/; the default is used")
            del holder["permalink"]
    return config


def _decode_settings(data: bytes) -> str | None:
    """A settings file's text: UTF-8 (a BOM allowed), else GB 18030 (Chinese Windows editors
    save that); None when it is neither."""
    for encoding in ("utf-8-sig", "gb18030"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return None


def _posts(tool: str, root: Path) -> list[tuple[Path, str, list[tuple[Path, str]]]]:
    """(file, new name, files to take along with their paths under blog/posts/) of every post, in a stable order."""
    found = []
    if tool == "hexo":
        posts = root / "source/_posts"
        for path in sorted([*posts.rglob("*.md"), *posts.rglob("*.markdown")]):
            folder = path.with_suffix("")  # Hexo's post asset folder
            found.append((path, path.stem, _files_in(folder, path.stem)))
    elif tool == "jekyll":
        for path in sorted([*(root / "_posts").rglob("*.md"), *(root / "_posts").rglob("*.markdown")]):
            found.append((path, re.sub(r"^\d{4}-\d{1,2}-\d{1,2}-", "", path.stem), []))
    elif tool == "hugo":
        for section in ("posts", "post", "blog"):
            for path in sorted((root / "content" / section).rglob("*.md")):
                if path.name == "_index.md":  # a section's own page, not a post
                    continue
                if path.name == "index.md":  # a page bundle: the folder names the post, its files go along
                    found.append((path, path.parent.name, _files_in(path.parent, path.parent.name)))
                else:
                    found.append((path, path.stem, []))
    else:
        posts = root / "docs/blog/posts"
        for path in sorted(posts.rglob("*.md")):
            found.append((path, path.relative_to(posts).with_suffix("").as_posix(), []))
        # Files beside the posts keep their places, so that the posts' links to them hold; each goes
        # with the post its folder is named after (Material's habit), else with the first post.
        by_name = {name: assets for _, name, assets in found}
        for file, dest in _files_in(posts, ""):
            by_name.get(dest.split("/")[0], found[0][2] if found else []).append((file, dest))
    return found


_NOT_MARKDOWN = (".html", ".htm", ".textile")  # posts Jekyll and Hexo render that are not Markdown


def _unread_posts(tool: str, root: Path) -> list[str]:
    """A note naming the posts of a Jekyll or Hexo blog written in HTML or Textile, which are
    not moved: said, not dropped in silence."""
    folder = {"jekyll": root / "_posts", "hexo": root / "source/_posts"}.get(tool)
    if folder is None or not folder.is_dir():
        return []
    unread = sorted(path for path in folder.iterdir() if path.is_file() and path.suffix.lower() in _NOT_MARKDOWN)
    if not unread:
        return []
    first = unread[0].relative_to(root).as_posix()
    kinds = ", ".join(sorted({path.suffix.lower() for path in unread}))
    return [f"{len(unread)} posts are not Markdown ({kinds}; the first: {first}): not moved, move them by hand"]


def _files_in(folder: Path, under: str) -> list[tuple[Path, str]]:
    """Every file in ``folder`` but Markdown, with its path under ``under``."""
    if not folder.is_dir():
        return []
    return [
        (path, posixpath.join(under, path.relative_to(folder).as_posix()))
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.suffix not in (".md", ".markdown") and is_inside(path, folder)
    ]


def _convert(tool: str, post: Moved, name: str, old_name: str, config: dict) -> None:
    """Change ``post.text`` so that the build reads it: front matter, tags and shortcodes, old URL
    (from ``old_name``, the name the old tool knew the post by; ``name`` is the new file's)."""
    if TOML_RE.match(post.text):
        try:
            post.text = _toml_to_yaml(post.text)
            post.changes.append("TOML front matter written as YAML")
        except tomllib.TOMLDecodeError as err:
            post.left.append(f"line 1: the TOML front matter is not valid ({err}); fix it by hand")
            return
    _open_front_matter(post)
    meta = read_front_matter(post.text)[0]
    if tool == "hexo":
        post.text = _replace_tags(post, name)
        post.text = _asset_links(post, name, {file.name for file, _ in _files_in(post.source.with_suffix(""), "")})
    elif tool == "jekyll":
        post.text = _replace_tags(post, None)
        if "date" not in meta and (day := re.match(r"^(\d{4}-\d{1,2}-\d{1,2})-", post.source.stem)):
            post.text = _add_front(post.text, {"date": day[1]})
            post.changes.append(f"date {day[1]} taken from the file name")
    elif tool == "hugo":
        bundle = name if post.source.name == "index.md" else None
        post.text = convert_shortcodes(post, bundle)
        read_taxonomies(post, config)
        if bundle:  # a bundle's own images, named bare, get its folder
            post.text = _asset_links(post, bundle, {file.name for file, _ in _files_in(post.source.parent, "")})
    old = post.old_url = _old_url(tool, post, old_name, meta, config)
    if old and (why := _unredirectable(old)) is not None:
        post.left.append(f"the old address {old} {why}: redirect it to the new address by hand")
    elif old:
        kept = meta.get("aliases")
        aliases = [*([kept] if isinstance(kept, str) else kept if isinstance(kept, list) else []), old]
        post.text = _set_front(post.text, "aliases", list(dict.fromkeys(aliases)))
        post.changes.append(f"old address {old} kept as an alias (a redirect to the new one)")
    stem = posixpath.basename(name)
    if "slug" not in meta and not stem.isascii() and (slug := make_slug(stem)):
        # The build would read the same pinyin, warning on every build that a renamed file moves the post.
        post.text = _set_front(post.text, "slug", slug)
        post.changes.append(f"slug: {slug} (the file name is not ASCII: the address stays when the file is renamed)")
    body = read_front_matter(post.text)[1]
    if "obsidian" not in meta and ("[[" in body or "%%" in body or find_tags(body)):
        # Text that Obsidian's syntax would change ([[ … ]] in bash, a #include, 50%%): read as Markdown.
        post.text = _set_front(post.text, "obsidian", False)
        post.changes.append("obsidian: false (written for another tool: [[…]], #word and %%…%% are kept as text)")


_BARE_FRONT = re.compile(r"\A(?:[A-Za-z_][\w-]*:[^\n]*\n(?:[ \t-][^\n]*\n)*)+---[ \t]*\n")


def _open_front_matter(post: Moved) -> None:
    """Front matter as Hexo reads it and MkDocs does not: after blank lines, or with no opening
    ``---`` (``title: …`` on the first line, a ``---`` line closing it)."""
    text = post.text
    if text.startswith("\n") and text.lstrip("\n").startswith("---"):
        post.text = text.lstrip("\n")
        post.changes.append("blank lines before the front matter removed (MkDocs reads it only on line 1)")
    elif not text.startswith(("---", "+++")) and (bare := _BARE_FRONT.match(text)):
        try:
            data = yaml.safe_load(bare.group(0).rsplit("---", 1)[0])
        except yaml.YAMLError:
            return
        if isinstance(data, dict):
            post.text = "---\n" + text
            post.changes.append("front matter without its opening --- line (Hexo's form): --- added")


def _toml_to_yaml(text: str) -> str:
    """Hugo's TOML front matter (``text`` starts with it: the caller checked) as YAML."""
    match = TOML_RE.match(text)
    if match is None:
        return text
    data = tomllib.loads(match.group(1) or "")
    front = yaml.safe_dump(_plain(data), allow_unicode=True, sort_keys=False)
    return f"---\n{front}---\n" + text[match.end() :]


def _plain(value: object) -> object:
    """TOML values as YAML writes them back readably (dates as text Coursebook reads)."""
    if isinstance(value, dict):
        return {key: _plain(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_plain(item) for item in value]
    if isinstance(value, datetime):
        return value.isoformat()
    return value


def _set_front(text: str, key: str, value: object) -> str:
    """``text`` with ``key`` set in its front matter: added as a line, or, when the key is there, the
    front matter written again (its comments and layout are lost then, its values kept)."""
    meta, body, error = read_front_matter(text)
    if key not in meta or error:
        return _add_front(text, {key: value})
    meta[key] = value
    return "---\n" + yaml.safe_dump(meta, allow_unicode=True, sort_keys=False) + "---\n\n" + body


def _add_front(text: str, values: dict) -> str:
    """``text`` with ``values`` added to its YAML front matter (made when there is none); nothing else moves."""
    lines = yaml.safe_dump(values, allow_unicode=True, sort_keys=False, default_flow_style=False)
    if text.startswith("---\n"):
        end = text.find("\n---", 3)
        if end != -1:
            return text[: end + 1] + lines + text[end + 1 :]
    return f"---\n{lines}---\n\n{text}"


# Hexo tags (Hexo's own and the Fluid theme's): {% name args %} … {% endname %}.
_PAIR = re.compile(
    r"\{%-?\s*(?P<name>codeblock|note|fold|folding|spoiler|blockquote|cq|pullquote|highlight)\b(?P<args>[^%]*?)-?%\}\n?(?P<body>.*?)\{%-?\s*end(?P=name)\s*-?%\}",
    re.DOTALL,
)
_SINGLE = re.compile(r"\{%-?\s*(?P<name>asset_img|asset_image|raw|endraw|post_url|link)\b(?P<args>[^%]*?)-?%\}")
_NOTE_TYPES = {
    "info": "info",
    "success": "success",
    "warning": "warning",
    "danger": "danger",
    "primary": "note",
    "secondary": "note",
    "light": "note",
    "default": "note",
}


def _asset_links(post: Moved, folder: str, names: set[str]) -> str:
    """Images that name a file of the post's asset folder bare (``a.png``, or ``<a b.png>`` as
    CommonMark writes a name with spaces) get the folder (``name/a.png``)."""

    def link(match: re.Match) -> str:
        name = match["angled"] if match["angled"] is not None else match["bare"]
        if name not in names:
            return match.group(0)
        post.changes.append(f"image {name} found in the post's folder")
        target = f"<{folder}/{name}>" if match["angled"] is not None else f"{folder}/{name}"
        return f"{match['open']}{target})"

    return outside_code(post.text, lambda text: _BARE_IMAGE.sub(link, text), fences_only=True)


_BARE_IMAGE = re.compile(r"(?P<open>!\[[^\]]*\]\()(?:<(?P<angled>[^>/\n]+)>|(?P<bare>[^)\s/<]+))\)")


def _replace_tags(post: Moved, asset_folder: str | None) -> str:
    """Replace the tags that have a Markdown equivalent, outside code."""

    def pair(match: re.Match) -> str:
        post.changes.append(f"{{% {match['name']} %}} written as Markdown")
        return _pair_markdown(match["name"], _words(match["args"]), match["body"].rstrip("\n"))

    def single(match: re.Match) -> str:
        tag, args = match["name"], _words(match["args"])
        if tag in ("raw", "endraw"):
            post.changes.append(f"{{% {tag} %}} removed (Markdown shows the text as written)")
            return ""
        if tag == "post_url" and args:
            post.changes.append("{% post_url %} written as a link to the post's file")
            return re.sub(r"^\d{4}-\d{1,2}-\d{1,2}-", "", args[0]) + ".md"
        if tag == "link" and args and args[0].startswith("_posts/"):
            post.changes.append("{% link _posts/… %} written as a link to the post's file")
            return re.sub(r"^\d{4}-\d{1,2}-\d{1,2}-", "", posixpath.basename(args[0])).rsplit(".", 1)[0] + ".md"
        if tag in ("asset_img", "asset_image") and args and asset_folder:
            file, caption = args[0], " ".join(args[1:])
            post.changes.append(f"{{% {tag} {file} %}} written as an image")
            return f"![{caption}]({asset_folder}/{file})"
        return match.group(0)

    # A pair's body may hold code spans (it is often code itself): only fences end it.
    text = outside_code(post.text, lambda part: _PAIR.sub(pair, part), fences_only=True)
    return outside_code(text, lambda part: _SINGLE.sub(single, part))


def _pair_markdown(tag: str, args: list[str], body: str) -> str:
    """The Markdown for a paired tag and its body."""
    if tag in ("codeblock", "highlight"):
        language = next(
            (arg.split(":", 1)[1] for arg in args if arg.startswith("lang:")),
            args[0] if tag == "highlight" and args else "",
        )
        title = " ".join(arg for arg in args if not arg.startswith("lang:") and arg != language)
        head = f"```{language}" + (f' title="{title}"' if title else "")
        return f"{head}\n{body}\n```"
    if tag == "note":
        kind = next((_NOTE_TYPES[arg] for arg in args if arg in _NOTE_TYPES), "note")
        return f'!!! {kind} ""\n\n' + _indent(body)  # Fluid's notes have no title
    if tag in ("blockquote", "cq", "pullquote"):
        return "\n".join(f"> {line}" if line else ">" for line in body.split("\n"))
    title = " ".join(args).strip("\"'") or "…"
    return f'??? note "{title}"\n\n' + _indent(body)


def _indent(body: str) -> str:
    return "\n".join(f"    {line}" if line.strip() else "" for line in body.split("\n"))


def _words(args: str) -> list[str]:
    """A tag's arguments, quoted ones kept whole."""
    return [quoted or bare for quoted, bare in re.findall(r'"([^"]*)"|(\S+)', args)]


def _old_url(tool: str, post: Moved, name: str, meta: dict, config: dict) -> str | None:
    """Where the post was published by its old tool, as a path from the site's root."""
    written = meta.get("date")
    if isinstance(written, dict):  # Material's {created: …, updated: …}
        written = written.get("created")
    try:
        day = parse_date(written) if written is not None else None
    except ValueError:
        day = None
    if tool == "hexo":
        pattern = str(config.get("permalink") or ":year/:month/:day/:title/")
        names = {"title": name, "name": posixpath.basename(name), "post_title": posixpath.basename(name)}
        path = _expand(pattern, day, names, meta, post)
        return _hexo_address(path) if path else None
    if tool == "jekyll":
        if day is None and (match := re.match(r"^(\d{4})-(\d{1,2})-(\d{1,2})-", post.source.stem)):
            day = datetime(int(match[1]), int(match[2]), int(match[3]))
        collections = found if isinstance(found := config.get("collections"), dict) else {}
        posts = found if isinstance(found := collections.get("posts"), dict) else {}
        pattern = str(
            posts.get("permalink") or config.get("permalink") or "/:categories/:year/:month/:day/:title:output_ext"
        )
        pattern = {
            "date": "/:categories/:year/:month/:day/:title:output_ext",
            "pretty": "/:categories/:year/:month/:day/:title/",
        }.get(pattern, pattern)
        path = _expand(pattern, day, _jekyll_names(post.source, meta), meta, post)
        return _jekyll_address(path) if path else None
    if tool == "hugo":
        parts = post.source.parts
        inside = parts[len(parts) - parts[::-1].index("content") :] if "content" in parts else parts
        return hugo_address(meta, name, inside[0] if len(inside) > 1 else "posts", day, config)
    if day is None:
        return None
    return _material_url(day, name, meta, post, config)


def _material_url(day: datetime, name: str, meta: dict, post: Moved, config: dict) -> str:
    """Where Material's blog plugin published the post: ``blog_dir``, then ``post_url_format``
    with its date format, and the title slugified as Material's default does (Unicode kept:
    a Chinese title stays Chinese in the address)."""
    from pymdownx.slugs import slugify

    settings = _blog_settings(config)
    title = str(meta.get("title") or first_heading(read_front_matter(post.text)[1]) or name)
    slug = str(meta.get("slug") or slugify(case="lower")(title, "-"))
    date = str(settings.get("post_url_date_format") or "yyyy/MM/dd")
    for token, value in (("yyyy", f"{day:%Y}"), ("MM", f"{day:%m}"), ("dd", f"{day:%d}")):
        date = date.replace(token, value)
    found = meta.get("categories")
    categories: list = found if isinstance(found, list) else []
    path = str(settings.get("post_url_format") or "{date}/{slug}")
    for token, value in (
        ("{date}", date),
        ("{slug}", slug),
        ("{file}", posixpath.basename(name)),
        ("{categories}", "/".join(slugify(case="lower")(str(c), "-") for c in categories)),
    ):
        path = path.replace(token, value)
    folder = str(settings.get("blog_dir") or "blog").strip("./")
    return "/" + "/".join(part for part in (folder, path.strip("/")) if part) + "/"


def _blog_settings(config: dict) -> dict:
    """The settings of Material's blog plugin in the site's mkdocs.yml ({} without any)."""
    for entry in config.get("plugins") or []:
        if isinstance(entry, dict) and isinstance(entry.get("blog"), dict):
            return entry["blog"]
    return {}


def _hexo_address(path: str) -> str:
    """The address of the file Hexo wrote for the permalink ``path``, as an alias: its router
    reads a backslash as a slash and cuts a path at ``?``, and writes the rest as it is (``a#b/``
    is served as ``a%23b/``), so ``%`` and ``#`` are percent-encoded to be read back as written."""
    served = path.replace("\\", "/").split("?", 1)[0]
    return "/" + served.lstrip("/").replace("%", "%25").replace("#", "%23")


_JEKYLL_POST_FILE = re.compile(r"^\d{2,4}-\d{1,2}-\d{1,2}-(.*)\.[^.]+$")
_JEKYLL_URL_SAFE = set("._~!$&'()+,;=@")  # kept by Jekyll's "pretty" slugs, with letters and digits


def _jekyll_names(source: Path, meta: dict) -> dict[str, str]:
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


def _jekyll_address(path: str) -> str:
    """A Jekyll post's address as Jekyll cleans it: ``..`` read as ``/``, ``./`` dropped, one slash at a time."""
    return re.sub(r"/{2,}", "/", path.replace("..", "/").replace("./", ""))


def _unredirectable(address: str) -> str | None:
    """Why a redirect page cannot be written where the old site served ``address``, or None."""
    path = old_path(address)
    if path is None:
        return "names no file (the site's root, . or ..), so no redirect page can be written there"
    if any(part.startswith(".") for part in path.split("/")):
        return "names a hidden file, so no redirect page can be written there"
    return None


def _expand(pattern: str, day: datetime | None, names: dict[str, str], meta: dict, post: Moved) -> str | None:
    """Fill a Hexo or Jekyll permalink pattern (``names``: the parts the post's name gives);
    None (and a note) when a part is unknown."""
    values = names | {"output_ext": ".html"}
    if day is not None:
        values |= {
            "year": f"{day:%Y}",
            "month": f"{day:%m}",
            "day": f"{day:%d}",
            "i_month": str(day.month),
            "i_day": str(day.day),
            "hour": f"{day:%H}",
            "minute": f"{day:%M}",
            "second": f"{day:%S}",
        }
    if meta.get("abbrlink") is not None:
        values["abbrlink"] = str(meta["abbrlink"])
    categories = meta.get("categories") or meta.get("category") or []
    categories = [categories] if isinstance(categories, str) else categories
    values["categories"] = "/".join(make_slug(str(c)) for c in categories if isinstance(c, str))
    values["category"] = values["categories"].split("/")[0] if values["categories"] else ""
    missing = []

    def fill(match: re.Match) -> str:
        if match[1] not in values:
            missing.append(match[1])
            return match.group(0)
        return values[match[1]]

    path = re.sub(r":(\w+)", fill, pattern)
    if missing:
        post.left.append(f"the old address ({pattern}) needs {', '.join(missing)}: add it to aliases: by hand")
        return None
    return "/" + re.sub(r"/{2,}", "/", path).lstrip("/")


def write_import(moved: list[Moved], docs: Path, dry_run: bool = False) -> list[str]:
    """Write the planned posts and their files under ``docs`` (``dry_run``: only say what
    would not be written); never over an existing file, through a link or outside ``docs``.

    Returns the report lines of what was not written.
    """
    skipped = []
    copied: set[str] = set()  # a file several posts use is copied once
    for post in moved:
        if post.skip:
            continue  # the report says why
        if (why := _unwritable(docs, post.dest)) is not None:
            skipped.append(f"{post.dest}: {why}; not written")
            continue
        if not dry_run:
            _write(docs / post.dest, post.text.encode("utf-8"))
        for file, dest in post.assets:
            if dest in copied:
                continue
            copied.add(dest)
            if (why := _unwritable(docs, dest)) is not None:
                skipped.append(f"{dest}: {why}; not copied")
            elif not dry_run:
                _write(docs / dest, file.read_bytes())
    return skipped


def _unwritable(docs: Path, dest: str) -> str | None:
    """Why the import cannot write ``dest`` under ``docs``, or None."""
    target = docs / dest
    if target.is_symlink():
        return "is a link"
    if target.exists():
        return "already exists"
    for folder in target.parents:  # the deepest folder below docs/ that is there already
        if folder == docs or not folder.is_relative_to(docs):
            break
        if folder.exists() or folder.is_symlink():
            if not folder.resolve().is_relative_to(docs.resolve()):
                return f"its folder {folder.relative_to(docs).as_posix()} is a link to outside docs/"
            break
    return None


def _write(target: Path, data: bytes) -> None:
    """Write a new file, refusing one that appeared meanwhile (or a link put in its place)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target, "xb") as out:  # "x": fails if anything, a dangling link included, is there
        out.write(data)
