"""Liquid-style tags and permalinks, as Hexo and Jekyll (both Liquid's heirs) write them: the
``{% … %}`` tags that have a Markdown equivalent, and ``:year/:title``-style address patterns."""

from __future__ import annotations

import posixpath
import re
from datetime import datetime
from typing import TYPE_CHECKING

import yaml

from coursebook import yamlread
from coursebook.slugs import make_slug
from coursebook.text import CODE, outside_code

if TYPE_CHECKING:
    from coursebook.importer import ImportedPost

# Hexo tags (Hexo's own, the Fluid, Butterfly and Volantis themes', hexo-math's): {% name args %} … {% endname %},
# from the last opening before the end (an inline {% spoiler text %} earlier in the post is no opening).
_PAIR = re.compile(
    r"\{%-?\s*(?P<name>codeblock|note|fold|folding|spoiler|blockquote|cq|pullquote|highlight|math|mathjax|katex|gallery|flink|tabs)\b(?P<args>[^%]*?)-?%\}\n?(?P<body>(?:(?!\{%-?\s*(?P=name)\b).)*?)\{%-?\s*end(?P=name)\s*-?%\}",
    re.DOTALL,
)
_SINGLE = re.compile(
    r"\{%-?\s*(?P<name>asset_img|asset_image|asset_path|asset_link|post_link|post_path|raw|endraw|post_url|link"
    r"|gist|include|spoiler|iframe|image|button|img)\b"
    r"(?P<args>[^%]*?)-?%\}"
)
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
# The colours and kinds of the Volantis and Stellar themes' one-line {% note colour, text %}.
_NOTE_COLOURS = {
    "red": "danger",
    "error": "danger",
    "danger": "danger",
    "yellow": "warning",
    "orange": "warning",
    "warning": "warning",
    "green": "success",
    "done": "success",
    "success": "success",
    "blue": "info",
    "cyan": "info",
    "info": "info",
    "quote": "quote",
}


def replace_tags(
    post: ImportedPost,
    asset_folder: str | None,
    titles: dict[str, str] | None = None,
    files: dict[str, str] | None = None,
) -> str:
    """Replace the tags that have a Markdown equivalent, outside code (``titles``: the blog's
    posts' titles by name, the text of Hexo's ``post_link`` when it gives none; ``files``: the file
    each post is imported as, by the names ``post_link`` may call it)."""

    def pairs_in(text: str) -> str:
        # A pair's body may hold code (a folded block often does): a pair is read from any tag that
        # does not open inside a fence.
        fences = [(code.start(), code.end()) for code in CODE.finditer(text) if code["fence"]]
        return _PAIR.sub(lambda found: found.group(0) if _inside(found, fences) else pair(found), text)

    def pair(match: re.Match) -> str:
        body = pairs_in(match["body"].rstrip("\n"))  # a pair inside (a note in a tab) first
        if match["name"] == "tabs":  # NexT's and Butterfly's tabs
            if (tabs := content_tabs(match["args"], body)) is None:
                return match.group(0)  # no <!-- tab --> in it: reported as a tag left
            post.changes.append("{% tabs %} written as content tabs")
            return tabs
        if match["name"] == "flink":  # Butterfly's link cards
            if (links := link_groups(body)) is None:
                return match.group(0)  # not the links it should hold: reported as a tag left
            post.changes.append("{% flink %} written as a list of links (their avatars left out)")
            return links
        post.changes.append(f"{{% {match['name']} %}} written as Markdown")
        return pair_markdown(match["name"], words(match["args"]), body)

    def single(match: re.Match) -> str:
        tag, args = match["name"], [arg.strip(",") for arg in words(match["args"])]
        if tag in ("raw", "endraw"):
            post.changes.append(f"{{% {tag} %}} removed (Markdown shows the text as written)")
            return ""
        if tag == "post_url" and args:
            post.changes.append("{% post_url %} written as a link to the post's file")
            return re.sub(r"^\d{4}-\d{1,2}-\d{1,2}-", "", args[0]) + ".md"
        if tag == "link" and args and args[0].startswith("_posts/"):
            post.changes.append("{% link _posts/… %} written as a link to the post's file")
            return re.sub(r"^\d{4}-\d{1,2}-\d{1,2}-", "", posixpath.basename(args[0])).rsplit(".", 1)[0] + ".md"
        if tag == "link" and args:
            post.changes.append(f"{{% link {args[0]} %}} written as the file's address")
            return "/" + args[0].lstrip("/")
        if tag in ("asset_img", "asset_image") and args and asset_folder:
            file, caption = args[0], " ".join(args[1:])
            post.changes.append(f"{{% {tag} {file} %}} written as an image")
            return f"![{caption}]({asset_folder}/{file})"
        if tag in ("asset_path", "asset_link") and args and asset_folder:
            post.changes.append(f"{{% {tag} {args[0]} %}} written as the file's path")
            target = f"{asset_folder}/{args[0]}"
            return target if tag == "asset_path" else f"[{' '.join(args[1:]) or args[0]}]({target})"
        if tag == "spoiler":  # hexo-spoiler's inline text, hidden until clicked: shown
            post.changes.append("{% spoiler … %} written as its text (hexo-spoiler hid it until clicked)")
            return match["args"].strip()
        if tag == "iframe" and args:  # Hexo's frame: no page from another site in the post, a link to it
            post.changes.append(f"{{% iframe {args[0]} %}} written as a link (no frame from another site)")
            framed = "https:" + args[0] if args[0].startswith("//") else args[0]
            return f"[{framed}]({framed})"
        # Hexo's {% img %} and its other name {% image %}; Stellar's and Volantis' {% image url caption %}.
        if tag in ("img", "image") and (image := hexo_img(args)) is not None:
            markdown, sized = image
            left_out = " (its size and settings left out)" if sized else ""
            post.changes.append(f"{{% {tag} … %}} written as an image{left_out}")
            return markdown
        if tag == "button" and (url := next((arg for arg in args if _ADDRESS.match(arg)), None)):
            at = args.index(url)  # Stellar's "text url", Volantis' "text, url" or "url, text"
            text = " ".join(args[:at]) or " ".join(arg for arg in args[at + 1 :] if not re.match(r"^[\w-]+:", arg))
            post.changes.append("{% button … %} written as a link")
            return f"[{text or url}]({url})"
        if tag == "gist" and args:  # no script from another site: a link to the gist
            post.changes.append(f"{{% gist {args[0]} %}} written as a link to the gist")
            return f"[Gist {args[0]}](https://gist.github.com/{args[0]})"
        video = re.search(r"""id=["']?([\w-]+)""", " ".join(args[1:])) if tag == "include" and args else None
        if video and "youtube" in args[0]:  # Chirpy's embed/youtube.html
            post.changes.append(f"{{% include {args[0]} %}} written as a link to the video")
            return f"[YouTube: {video[1]}](https://www.youtube.com/watch?v={video[1]})"
        if tag in ("post_link", "post_path") and args:
            said = args[0].removesuffix(".md")
            name = _first((files or {}), said) or posixpath.basename(said)
            post.changes.append(f"{{% {tag} {args[0]} %}} written as a link to the post's file")
            if tag == "post_path":
                return f"{name}.md"
            text = (
                " ".join(arg for arg in args[1:] if arg not in ("true", "false")) or _first(titles or {}, said) or name
            )
            return f"[{text}]({name}.md)"
        return match.group(0)

    text = pairs_in(post.text)
    fences = [(code.start(), code.end()) for code in CODE.finditer(text) if code["fence"]]
    text = _THEME_LINE.sub(lambda found: found.group(0) if _inside(found, fences) else theme_line(post, found), text)
    return outside_code(text, lambda part: _SINGLE.sub(single, part))


def _inside(match: re.Match, fences: list[tuple[int, int]]) -> bool:
    """Whether ``match`` starts inside one of ``fences`` (code, left as written)."""
    return any(start <= match.start() < end for start, end in fences)


def _first(found: dict[str, str], said: str) -> str | None:
    """What ``found`` holds for a post named ``said`` (a path under source/_posts, or a name alone)."""
    return found.get(said) or found.get(posixpath.basename(said))


def hexo_img(args: list[str]) -> tuple[str, bool] | None:
    """Hexo's ``{% img [class …] src [width] [height] [title [alt]] %}`` as a Markdown image, and
    whether it gave a size (left out); None without a source."""
    at = next((index for index, arg in enumerate(args) if _ADDRESS.match(arg)), None)
    if at is None:
        return None
    rest = args[at + 1 :]
    sized = 0
    while sized < min(2, len(rest)) and re.fullmatch(r"\d+(px|%)?", rest[sized]):
        sized += 1
    settings = [arg for arg in rest[sized:] if re.match(r"^[\w-]+[:=]", arg)]  # a theme's width:300px, bg:…
    # What follows, read as Hexo reads it: a title, then an alt text, each quoted or not.
    meta = re.match(
        r"""["']?([^"']+)?["']?\s*["']?([^"']+)?["']?""", " ".join(a for a in rest[sized:] if a not in settings)
    )
    text = ((meta and (meta[2] or meta[1])) or "").strip()  # its alt text, else its title
    return f"![{text}]({args[at]})", bool(sized or settings)


def theme_line(post: ImportedPost, match: re.Match) -> str:
    """A theme's one-line tag alone on its line (_THEME_LINE): {% note style, text %} as a note,
    {% checkbox [colour] [checked], text %} (also as a list's item) as an item of a task list.
    A head holding a word that is no style (a title?) leaves the tag as it is, reported."""
    head, text = match["head"].split(), match["text"].strip()
    styles = (
        _NOTE_COLOURS
        if match["tag"] == "note"
        else {**_NOTE_COLOURS, "checked": "", "plus": "", "minus": "", "times": ""}
    )
    if not text or any(word not in styles for word in head):
        return match.group(0)
    if match["tag"] == "checkbox":
        post.changes.append("{% checkbox … %} written as an item of a task list")
        box = f"[{'x' if 'checked' in head else ' '}] {' '.join(text.split())}"
        return f"{match['item'] or '- '}{box}"
    if match["item"]:  # a note cannot be a list's item
        return match.group(0)
    kind = next((_NOTE_COLOURS[word] for word in head), "note")
    post.changes.append("{% note …, text %} written as a note")
    return f'!!! {kind} ""\n\n' + indent(text)


# An address a tag names: https://…, //… or /…
_ADDRESS = re.compile(r"^(https?:)?//|^/")
# Volantis' and Stellar's one-line tags, alone on a line (or starting a list's item).
_THEME_LINE = re.compile(
    r"^(?P<item>[ \t]*(?:[-*+]|\d+\.)[ \t]+)?\{%-?[ \t]*(?P<tag>note|checkbox)\b(?P<head>[^%,\n]*),"
    r"(?P<text>[^%]*?)-?%\}[ \t]*$",
    re.MULTILINE,
)


def pair_markdown(tag: str, args: list[str], body: str) -> str:
    """The Markdown for a paired tag and its body."""
    if tag in ("codeblock", "highlight"):
        language = next(
            (arg.split(":", 1)[1] for arg in args if arg.startswith("lang:")),
            args[0] if tag == "highlight" and args else "",
        )
        title = " ".join(arg for arg in args if not arg.startswith("lang:") and arg != language)
        head = f"```{language}" + (f' title="{title}"' if title else "")
        return f"{head}\n{body}\n```"
    if tag == "gallery":  # a theme's row of images (Butterfly, Volantis): the images, one after another
        return body.strip()
    if tag in ("math", "mathjax", "katex"):  # hexo-math's display formula
        return f"$$\n{body.strip()}\n$$"
    if tag == "note":
        kind = next((_NOTE_TYPES[arg] for arg in args if arg in _NOTE_TYPES), "note")
        return f'!!! {kind} ""\n\n' + indent(body)  # Fluid's notes have no title
    if tag in ("blockquote", "cq", "pullquote"):
        return "\n".join(f"> {line}" if line else ">" for line in body.split("\n"))
    title = " ".join(args).strip("\"'") or "…"
    return f'??? note "{title}"\n\n' + indent(body)


# A tab of NexT's and Butterfly's {% tabs %}: <!-- tab caption @icon --> … <!-- endtab -->.
_TAB = re.compile(r"<!--\s*tab\b(?P<caption>.*?)-->\n?(?P<body>.*?)<!--\s*endtab\s*-->", re.DOTALL)


def content_tabs(args: str, body: str) -> str | None:
    """``{% tabs name %}``'s body as Material's content tabs (pymdownx.tabbed), one per
    ``<!-- tab caption -->``; a tab without a caption is named as the themes name it ("name 2");
    None when the body holds no tab, or text outside its tabs (left for the writer to place)."""
    if not _TAB.search(body) or _TAB.sub("", body).strip():
        return None
    name = args.split(",")[0].strip().strip("\"'")
    tabs = []
    for number, tab in enumerate(_TAB.finditer(body), start=1):
        caption = re.sub(r"(?:^|\s)@\S+", "", tab["caption"]).strip() or f"{name} {number}".strip()
        tabs.append(f'=== "{caption.replace(chr(34), chr(39))}"\n\n' + indent(tab["body"].strip("\n")))
    return "\n" + "\n\n".join(tabs) + "\n"  # a block of its own


def link_groups(body: str) -> str | None:
    """Butterfly's ``{% flink %}`` body (YAML: groups with ``class_name``, ``class_desc`` and a
    ``link_list`` of ``name``, ``link``, ``descr``) as Markdown: each group's name and line, then
    a list of its links; None when the body is not that."""
    try:
        groups = yamlread.load(body)
    except yaml.YAMLError:
        return None
    if not isinstance(groups, list) or not groups:
        return None
    parts = []
    for group in groups:
        if not isinstance(group, dict) or not isinstance(links := group.get("link_list"), list):
            return None
        name, line = (str(group.get(key) or "").strip() for key in ("class_name", "class_desc"))
        head = " — ".join(part for part in (f"**{name}**" if name else "", line) if part)
        items = []
        for link in links:
            address = link.get("link") if isinstance(link, dict) else None
            if not isinstance(address, str) or not address.strip() or re.search(r"[\s<>]", address.strip()):
                return None
            text = _link_text(str(link.get("name") or address))
            about = f" — {link['descr']}" if link.get("descr") else ""
            items.append(f"- [{text}](<{address.strip()}>){about}")
        parts.append((f"{head}\n\n" if head else "") + "\n".join(items))
    return "\n\n".join(parts)


def _link_text(text: str) -> str:
    return re.sub(r"([\[\]\\])", r"\\\1", text.strip())


def indent(body: str) -> str:
    return "\n".join(f"    {line}" if line.strip() else "" for line in body.split("\n"))


def words(args: str) -> list[str]:
    """A tag's arguments, quoted ones (in double or single quotes) kept whole."""
    return [double or single or bare for double, single, bare in re.findall(r'"([^"]*)"|\'([^\']*)\'|(\S+)', args)]


def expand_permalink(
    pattern: str, day: datetime | None, names: dict[str, str], meta: dict, post: ImportedPost
) -> str | None:
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
