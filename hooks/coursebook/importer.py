"""`coursebook import`: move a blog written for Hexo, Hugo, Jekyll or Material's blog into the layout.

What the build already reads as written (their front matter, TOML, display
math against text, titles from headings) is left alone. What it cannot read is
converted here: tags and shortcodes that Markdown would print as text, asset
folders, and the old addresses, which become ``aliases`` so that the build
writes a redirect at each. What cannot be converted is reported by file and
line. Planning reads only; ``write_import`` writes, and never overwrites.
"""

from __future__ import annotations

import os
import posixpath
import re
import tomllib
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from urllib.parse import unquote

import yaml

from coursebook import yamlread
from coursebook.authors import AUTHORS_FILE, merged_authors, parse_authors
from coursebook.blogtools import BLOG_TOOLS, Blog, BlogTool, Source
from coursebook.blogtools.edits import html_as_markdown, set_front
from coursebook.foreign import find_foreign_markup
from coursebook.frontmatter import TOML_RE, read_front_matter
from coursebook.importlinks import is_inside, own_anchors, relink_posts, take_linked_files
from coursebook.importmath import dollars_as_text, plain_parentheses, unescape_math
from coursebook.lang import in_lang
from coursebook.lists import commonmark_lists
from coursebook.mathguard import chinese_as_text
from coursebook.model import Problem
from coursebook.obsidian import find_tags
from coursebook.redirects import old_path
from coursebook.safewrite import rewrite
from coursebook.scaffold import document_text
from coursebook.schema import SLUG
from coursebook.slugs import make_slug
from coursebook.sources import ConfigLoader, decode_page
from coursebook.text import XML_ILLEGAL

TOOLS = tuple(BLOG_TOOLS)


@dataclass
class ImportedPost:
    """One post as it will be written: its new place, its text, the files it takes along, the report."""

    source: Path
    dest: str  # src_uri under docs/
    text: str
    assets: list[tuple[Path, str]] = field(default_factory=list)  # (file, src_uri under docs/)
    changes: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)  # what could not be converted, by line
    skip: bool = False  # not written (it could not be read)
    old_url: str | None = None  # where the old tool published it, from the site's root
    name: str = ""  # its file's name under blog/posts/, no suffix
    made: list[tuple[str, str]] = field(default_factory=list)  # (src_uri under docs/, text): pages it brings


def plan_import(tool_name: str, root: Path, lang: str = "zh", notes: list[str] | None = None) -> list[ImportedPost]:
    """What importing the blog at ``root`` (written for the tool ``tool_name``) would write, post by
    post; what concerns the whole blog (its settings) is appended to ``notes``."""
    notes = [] if notes is None else notes
    tool = BLOG_TOOLS[tool_name]
    blog = Blog(root, _site_config(tool, root, notes))
    blog.packages = tool.read_packages(root)
    blog.notes = notes
    blog.file_names = _file_names(root)
    notes += tool.unread_posts(root)
    escaped = tool.escaped_math(blog)
    formulas_off = tool.formulas_off(blog)
    breaks = tool.breaks_lines(blog)
    moved = []
    names: dict[str, set[str]] = {"zh": set(), "en": set()}  # taken, by language tree
    sources = tool.posts(blog)
    _pair_translations(sources)
    for source in sources:
        post = _moved(source, root, names[source.lang or lang], source.lang or lang)
        moved.append(post)
        if post.skip:
            continue
        _convert(tool, post, source, blog)
        if formulas_off and not _asks_for_math(post.text):
            post.text, count = dollars_as_text(post.text)
            if count:
                post.changes.append(f"{count} pair(s) of $ kept as text, not formulas ({formulas_off})")
        elif escaped is not None:
            post.text, count = unescape_math(post.text, *escaped)
            if count:
                read = f"as {tool.renderer} read them"
                post.changes.append(f"{count} formula(s) unescaped {read} (\\\\{{ is \\{{ in TeX)")
        if not formulas_off or _asks_for_math(post.text):
            post.text, count = chinese_as_text(post.text)
            if count:
                why = "the old site's MathJax showed them as text in the formula"
                post.changes.append(f"{count} formula(s) holding Chinese words: the words set in \\text{{…}} ({why})")
        if escaped is not None:
            post.text, count = plain_parentheses(post.text)
            if count:
                named = f"{count} escaped parenthes{'is' if count == 1 else 'es'} (\\( or \\))"
                why = f"{tool.renderer} showed them so; Coursebook reads \\(…\\) as a formula"
                post.changes.append(f"{named} written as ( or ) ({why})")
        if breaks:
            _keep_line_breaks(post)
        post.assets += [(file, in_lang(f"blog/posts/{dest}", source.lang or lang)) for file, dest in source.assets]
        post.assets += take_linked_files(post, tool.site_root(root), "folder" if tool.served == "." else "")
        post.text = own_anchors(post)
        post.left += [problem.message for problem in find_foreign_markup(post.dest, post.text)]
    first = next((post for post in moved if not post.skip), None)
    if first is not None:  # the blog's own files (its authors) come along with its first post
        first.assets += tool.site_files(blog)
    _series_as_courses(moved)
    relink_posts(moved, tool.list_folders(blog))
    return moved


def _series_as_courses(moved: list[ImportedPost]) -> None:
    """A blog's own series (``series: 勇者故事系列``, as Hexo and Jekyll themes and Hugo's series
    taxonomy write it) as Coursebook's courses: each name gets an ASCII id (pinyin for Chinese; a
    name that is one already keeps it) and a landing page titled with the name, in the language of
    its posts, brought by the first post that names it. The posts then name the course by its id."""
    ids: dict[str, str] = {}  # a series' name -> its id
    landing: set[str] = set()  # landing pages planned
    for post in moved:
        meta, body, error = read_front_matter(post.text) if not post.skip else ({}, "", None)
        value = meta.get("series")
        named = [str(item).strip() for item in (value if isinstance(value, list) else [value]) if item is not None]
        named = [name for name in named if name]
        if error or not named:
            continue
        name = named[0]
        if name not in ids:
            course = name if SLUG.match(name) else make_slug(name) or "series"
            ids[name] = _unique(course, {each.casefold() for each in ids.values()})
        course = ids[name]
        page = in_lang(f"series/{course}.md", "en" if post.dest.startswith("en/") else "zh")
        if page not in landing:
            landing.add(page)
            post.made.append((page, document_text({"title": name}, "")))
        if value == course:
            continue
        meta["series"] = course
        if len(named) > 1:
            tags = meta.get("tags")
            meta["tags"] = [*(tags if isinstance(tags, list) else [tags] if tags else []), *named[1:]]
        post.text = document_text(meta, body.lstrip("\n"))
        others = f"; {', '.join(named[1:])} kept as tags (a post is in one course)" if len(named) > 1 else ""
        post.changes.append(f"series: {name} is the course {course} ({page}){others}")


def _pair_translations(sources: list[Source]) -> None:
    """Give each translation its original's name (``pair_name``), so that the two are written at
    mirror paths, which is what pairs them in Coursebook: posts of the same ``key`` in the two
    languages, the Chinese one leading."""
    groups: dict[str, list[Source]] = {}
    for source in sources:
        if source.key is not None and source.lang is not None:
            groups.setdefault(source.key, []).append(source)
    for group in groups.values():
        if len({source.lang for source in group}) < 2:
            continue
        leader = next(source for source in group if source.lang == "zh")
        for source in group:
            if source is not leader and source.name != leader.name:
                source.pair_name = leader.name


def _moved(source: Source, root: Path, names: set[str], lang: str) -> ImportedPost:
    """The post ``source`` read, with its new name (unique among ``names``); ``skip`` when it is
    not moved (a link to outside the blog, or text that is not UTF-8), and said why."""
    if not is_inside(source.path, root):
        post = ImportedPost(source.path, in_lang(f"blog/posts/{_unique(source.name, names)}.md", lang), "", skip=True)
        post.left.append(f"a link to {source.path.resolve()}, outside the blog's folder: not moved")
        return post
    wanted = source.pair_name or source.name
    text = decode_page(wanted, source.path.read_bytes())
    visible = _visible_name(wanted, text if isinstance(text, str) else "", source.path)
    name = _unique(visible, names)
    post = ImportedPost(source.path, in_lang(f"blog/posts/{name}.md", lang), text if isinstance(text, str) else "")
    post.name = name
    if source.pair_name:
        post.changes.append(f"written as {wanted}.md, the name of the post it translates")
    if visible != wanted:
        hidden = f"{posixpath.basename(wanted)}.md"
        post.changes.append(
            f"{source.path.name} would be the hidden file {hidden}, which MkDocs leaves out: written as {visible}.md"
        )
    if name != visible:
        post.changes.append(f"another post is also named {visible}: written as {name}.md")
    if isinstance(text, Problem):
        post.left.append(f"{text.message.split(';')[0]}: not moved; save it as UTF-8 and import again")
        post.skip = True
    return post


def _keep_line_breaks(post: ImportedPost) -> None:
    """``hard_breaks: true`` in a post whose paragraphs break lines, as Hexo's marked showed them."""
    meta, body, error = read_front_matter(post.text)
    if error is None and "hard_breaks" not in meta and commonmark_lists(body, True) != commonmark_lists(body):
        post.text = set_front(post.text, "hard_breaks", True)
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


def _unique(name: str, taken: set[str]) -> str:
    """``name``, or ``name-2``, ``name-3``… when a post of that name is planned already (two
    folders of the blog may hold a post of the same file name: both are kept)."""
    unique, number = name, 1
    while unique.casefold() in taken:
        number += 1
        unique = f"{name}-{number}"
    taken.add(unique.casefold())
    return unique


def _site_config(tool: BlogTool, root: Path, notes: list[str]) -> dict:
    """The blog's own settings that decide its old URLs (permalink patterns, languages): its
    settings file, or each file of its settings folder under the key it is named for; {} (or
    what the other files say) and a note for a file that cannot be read."""
    config: dict = {}
    for path, key in tool.settings_paths(root):
        data = _settings_file(tool, root, path, notes)
        if key is None:
            config = {**data, **config}
        elif data:
            config[key] = data
    return config


def _settings_file(tool: BlogTool, root: Path, path: Path, notes: list[str]) -> dict:
    """One settings file's values; {} and a note when it cannot be read."""
    name = path.relative_to(root).as_posix()
    unread = f"{name} cannot be read, so old addresses follow {tool.name}'s default pattern"
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


def _with_opening_line(text: str) -> str | None:
    """``text`` with ``---`` before its front matter when it opens with one written without that
    line (``title: …`` lines, then ``---``: Hexo reads it so); None when it does not."""
    if text.startswith(("---", "+++")) or "\n---" not in text:
        return None
    opened = "---\n" + text
    meta, _, error = read_front_matter(opened)
    return opened if error is None and ("title" in meta or "date" in meta) else None


def _convert(tool: BlogTool, post: ImportedPost, source: Source, blog: Blog) -> None:
    """Change ``post.text`` so that the build reads it: front matter, what only ``tool`` writes,
    the old URL (from the name the old tool knew the post by)."""
    if post.text[:1].isspace() and post.text.lstrip().startswith(("---", "+++")):
        # Hugo and Hexo read front matter after blank lines; MkDocs only on line 1.
        post.text = post.text.lstrip()
        post.changes.append("blank lines before the front matter removed (MkDocs reads it only on line 1)")
    if tool.name == "hexo" and (opened := _with_opening_line(post.text)) is not None:
        post.text = opened
        post.changes.append("--- added before the front matter (Hexo reads it without one; MkDocs does not)")
    if TOML_RE.match(post.text):
        try:
            post.text = _toml_to_yaml(post.text)
            post.changes.append("TOML front matter written as YAML")
        except tomllib.TOMLDecodeError as err:
            post.left.append(f"line 1: the TOML front matter is not valid ({err}); fix it by hand")
            return
    _open_front_matter(post)
    tool.convert(post, source, blog)
    post.text = html_as_markdown(post)
    post.text, controls = XML_ILLEGAL.subn("", post.text)
    if controls:
        post.changes.append(f"{controls} invisible control character(s) removed (feeds cannot hold them)")
    meta = read_front_matter(post.text)[0]  # as the tool's conversion left it: a date from the file name counts
    if "authors" not in meta and (named := _authors_named(meta.get("author"))):
        # Hugo, Hexo and Jekyll themes read `author:`; Material and Coursebook `authors:` only.
        post.text = set_front(post.text, "authors", named)
        post.changes.append(f"authors: [{', '.join(named)}] (from author:, which the build does not read)")
    old = post.old_url = tool.old_url(post, source, meta, blog)
    if old and (why := _unredirectable(old)) is not None:
        post.left.append(f"the old address {old} {why}: redirect it to the new address by hand")
    elif old:
        kept = meta.get("aliases")
        aliases = [*([kept] if isinstance(kept, str) else kept if isinstance(kept, list) else []), old]
        post.text = set_front(post.text, "aliases", list(dict.fromkeys(aliases)))
        post.changes.append(f"old address {old} kept as an alias (a redirect to the new one)")
    stem = posixpath.basename(post.name)
    if not str(meta.get("slug") or "").strip() and not stem.isascii() and (slug := make_slug(stem)):
        # The build would read the same pinyin, warning on every build that a renamed file moves the post.
        post.text = set_front(post.text, "slug", slug)
        post.changes.append(f"slug: {slug} (the file name is not ASCII: the address stays when the file is renamed)")
    _plain_front_matter(post)  # after the old address, which a slug of the old site's gives
    body = read_front_matter(post.text)[1]
    if "obsidian" not in meta and _obsidian_would_change(body, blog.file_names):
        # Text that Obsidian's syntax would change ([[ … ]] in bash, a #include, 50%%): read as Markdown.
        post.text = set_front(post.text, "obsidian", False)
        post.changes.append("obsidian: false (written for another tool: [[…]], #word and %%…%% are kept as text)")


def _asks_for_math(text: str) -> bool:
    """Whether a post's front matter turns formulas on for it (``mathjax: true``, as themes that
    load MathJax per page read it)."""
    meta = read_front_matter(text)[0]
    return any(meta.get(key) is True for key in ("mathjax", "katex", "math"))


def _authors_named(value: object) -> list[str]:
    """The authors an ``author:`` names: a name, a list of names, or a mapping with a name."""
    values = value if isinstance(value, list) else [value]
    names = [each.get("name") if isinstance(each, dict) else each for each in values]
    return [name.strip() for name in names if isinstance(name, str) and name.strip()]


# A wikilink or embed as Obsidian writes one: no space after [[ (bash's test is "[[ -f x ]]").
_OBSIDIAN_LINK = re.compile(r"!?\[\[(?P<target>[^\[\]\s|#][^\[\]\n|#]*)[^\[\]\n]*\]\]")


def _obsidian_would_change(body: str, names: set[str]) -> bool:
    """Whether Obsidian's syntax would change text a post written for another tool means as
    text: ``[[`` that is no wikilink, ``%%``, a ``#word``. A post whose ``[[…]]`` are all links
    and embeds as Obsidian writes them, each naming a file of the blog (a blog drafted in
    Obsidian: ``![[Pasted image.png]]``), is read as Obsidian reads it; ``[[1,3]]`` in a
    LeetCode post names nothing and is text."""

    def unless_a_link(match: re.Match) -> str:
        named = posixpath.basename(match["target"].strip()).lower()
        return "" if named in names else match.group(0)

    return "[[" in _OBSIDIAN_LINK.sub(unless_a_link, body) or "%%" in body or bool(find_tags(body))


def _file_names(root: Path) -> set[str]:
    """Blog.file_names of the blog at ``root`` (not in hidden folders or node_modules)."""
    names = set()
    for _, subfolders, files in os.walk(root):
        subfolders[:] = [name for name in subfolders if not name.startswith(".") and name != "node_modules"]
        for name in files:
            names |= {name.lower(), posixpath.splitext(name)[0].lower()}
    return names


_BARE_FRONT = re.compile(r"\A(?:[A-Za-z_][\w-]*:[^\n]*\n(?:[ \t-][^\n]*\n)*)+---[ \t]*\n")


_IMAGE_KEYS = ("path", "src", "url")


def _plain_front_matter(post: ImportedPost) -> None:
    """Front matter themes write that Coursebook reads otherwise, as it reads it: an ``image:``
    mapping (Chirpy's ``{path: …, alt: …}``) as its path, empty tags dropped, a percent-encoded
    slug as the pinyin slug of what it encodes, an empty slug (none, to Hugo and Jekyll) dropped,
    and a post shown only behind a password (``password:``, Hexo's hexo-blog-encrypt) made a
    draft without it: Coursebook has no passwords, and would show it, feeds included, to everyone."""
    meta, body, error = read_front_matter(post.text)
    if error:
        return
    changed = []
    if meta.get("password") not in (None, ""):
        del meta["password"]
        meta["draft"] = True
        changed.append("draft: true, its password: left out")
        post.left.append(
            "it was shown only behind a password (password:), which Coursebook cannot do: imported as a draft "
            "(draft: true), the password left out; delete draft: true to publish it to everyone"
        )
    if "slug" in meta and not str(meta["slug"] or "").strip():
        del meta["slug"]
        changed.append("an empty slug: left out (the old blog used the file's name, as Coursebook does)")
    image = meta.get("image")
    if isinstance(image, dict) and (path := next((image[key] for key in _IMAGE_KEYS if image.get(key)), None)):
        meta["image"] = str(path)
        changed.append(f"image: its {', '.join(key for key in image if key in _IMAGE_KEYS)} taken as the image")
    slug = meta.get("slug")
    if isinstance(slug, str) and "%" in slug and (readable := make_slug(unquote(slug))):
        meta["slug"] = readable  # WordPress's percent-encoded Chinese slugs; the old address stays an alias
        changed.append(f"slug: {readable} (the old slug was percent-encoded: {slug})")
    tags = meta.get("tags")
    if isinstance(tags, list) and any(tag is None or (isinstance(tag, str) and not tag.strip()) for tag in tags):
        meta["tags"] = [tag for tag in tags if tag is not None and (not isinstance(tag, str) or tag.strip())]
        changed.append("empty tags dropped")
    if changed:
        post.text = document_text(meta, body.lstrip("\n"))
        post.changes += changed


def _open_front_matter(post: ImportedPost) -> None:
    """Front matter as Hexo reads it and MkDocs does not: with no opening ``---`` (``title: …``
    on the first line, a ``---`` line closing it). (After blank lines: ``_convert``.)"""
    text = post.text
    if re.fullmatch(r"---[ \t]*\n.*\n(?:---|\.\.\.)[ \t]*", text, re.S):  # the file ends at its front matter
        post.text = text = text + "\n"
        post.changes.append("a line break added after the front matter, which ends the file (MkDocs reads it then)")
    if not text.startswith(("---", "+++")) and (bare := _BARE_FRONT.match(text)):
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


def _unredirectable(address: str) -> str | None:
    """Why a redirect page cannot be written where the old site served ``address``, or None."""
    path = old_path(address)
    if path is None:
        return "names no file (the site's root, . or ..), so no redirect page can be written there"
    if any(part.startswith(".") for part in path.split("/")):
        return "names a hidden file, so no redirect page can be written there"
    return None


def write_import(moved: list[ImportedPost], docs: Path, dry_run: bool = False) -> list[str]:
    """Write the planned posts and their files under ``docs`` (``dry_run``: only say what
    would not be written); never over an existing file, through a link or outside ``docs`` (the
    site's own authors file gets the blog's authors it lacks added, its own kept).

    Returns the report lines of what was not written.
    """
    skipped = []
    copied: set[str] = set()  # a file several posts use is copied once
    for post in moved:
        if post.skip:
            continue  # the report says why
        for page, text in list(post.made):  # its course's landing page, for its other posts too
            if (docs / page).exists() and not (docs / page).is_symlink():
                post.made.remove((page, text))  # the site's own landing page stays, and is the course's
            elif (why := _unwritable(docs, page)) is not None:
                skipped.append(f"{page}: {why}; not written")
            elif not dry_run:
                _write(docs / page, text.encode("utf-8"))
        if (why := _unwritable(docs, post.dest)) is not None:
            skipped.append(f"{post.dest}: {why}; not written")
            continue
        if not dry_run:
            _write(docs / post.dest, post.text.encode("utf-8"))
        for file, dest in post.assets:
            if dest in copied:
                continue
            copied.add(dest)
            if dest == AUTHORS_FILE and (docs / dest).is_file() and not (docs / dest).is_symlink():
                _add_authors(post, file, docs / dest, dry_run)  # merged, not copied: not listed as a copy
                post.assets = [(each, where) for each, where in post.assets if where != AUTHORS_FILE]
                continue
            if (why := _unwritable(docs, dest)) is not None:
                skipped.append(f"{dest}: {why}; not copied")
            elif not dry_run:
                _write(docs / dest, file.read_bytes())
    _add_named_authors(moved, docs / AUTHORS_FILE, dry_run)
    return skipped


def _add_named_authors(moved: list[ImportedPost], kept: Path, dry_run: bool) -> None:
    """The authors the posts name that the site's ``.authors.yml`` lacks (a Hugo, Hexo or Jekyll
    blog keeps no such file), added to it with their name only, and said on the first post that
    names each; else every such post is a warning and `--strict` stops."""
    if kept.is_symlink():
        return
    text = kept.read_text(encoding="utf-8", errors="replace") if kept.is_file() else "authors:\n"
    brought = [file for post in moved for file, dest in post.assets if dest == AUTHORS_FILE]
    known = set(parse_authors(text)[0])
    for file in brought:  # a dry run has not merged them in
        known |= set(parse_authors(file.read_text(encoding="utf-8", errors="replace"))[0])
    first: dict[str, ImportedPost] = {}
    for post in moved:
        named = [] if post.skip else read_front_matter(post.text)[0].get("authors")
        for name in named if isinstance(named, list) else []:
            if isinstance(name, str) and name and name not in known:
                first.setdefault(name, post)
    if not first:
        return
    entries = yaml.safe_dump({"authors": {name: {"name": name} for name in first}}, allow_unicode=True)
    if text.strip() == "authors:":
        merged, added = "authors:\n" + "\n".join(entries.splitlines()[1:]) + "\n", list(first)
    else:
        merged, added = merged_authors(text, entries)
    if added and not dry_run and kept.exists():
        rewrite(kept, merged)
    elif added and not dry_run:
        _write(kept, merged.encode("utf-8"))
    for name in added:
        first[name].changes.append(
            f"author {name} added to {AUTHORS_FILE} with a name only: give them a picture and a line there"
        )


def _add_authors(post: ImportedPost, file: Path, kept: Path, dry_run: bool) -> None:
    """The blog's authors that the site's ``.authors.yml`` lacks, added to it (its own kept)."""
    text, added = merged_authors(kept.read_text(encoding="utf-8"), file.read_text(encoding="utf-8", errors="replace"))
    if added and not dry_run:
        rewrite(kept, text)
    if added:
        post.changes.append(f"author(s) {', '.join(added)} added to {AUTHORS_FILE}")


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
