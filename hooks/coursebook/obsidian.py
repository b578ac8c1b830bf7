"""What an Obsidian vault writes besides wikilinks (coursebook/wikilinks.py), made into Markdown
that MkDocs renders as Obsidian shows it:

- ``%%comments%%``, inline or over several lines, are removed;
- ``^block-id`` at the end of a paragraph or list item, or on its own line after a
  block, becomes that block's anchor (``[[note#^block-id]]`` links to it);
- inline ``#tags`` become links to the tags page;
- ``![[note]]``, ``![[note#Heading]]`` and ``![[note#^block-id]]`` on a line of their own
  embed that note, section or block in a frame that names and links its source;
  ``![[file.pdf]]``, audio and video files embed with the browser's own players.

Everything here leaves code (fenced blocks and code spans) as written.
"""

from __future__ import annotations

import html
import posixpath
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import quote, unquote

from coursebook.frontmatter import body_of
from coursebook.model import Problem
from coursebook.text import CODE, outside_code, outside_markup
from coursebook.wikilinks import (
    RELATIVE_LINK,
    WIKILINK,
    LinkIndex,
    anchor_of,
    block_anchor,
    escape_text,
    heading_anchor,
    resolve_markdown_links,
    rewrite_wikilinks,
    shown_name,
)

_CODE_OR_COMMENT = re.compile(CODE.pattern + r"|(?P<comment>%%.*?%%)", CODE.flags)  # whichever starts first
_BLOCK_ID = r"\^(?P<id>[A-Za-z0-9-]+)"
# After a space, or right after an embed or link ("![[image.png]]^id"), as Obsidian allows.
BLOCK_AT_END = re.compile(r"(?:(?<=\S)[ \t]+|(?<=\]\])|(?<=\)))\^(?P<id>[A-Za-z0-9-]+)[ \t]*$", re.MULTILINE)
BLOCK_ALONE = re.compile(rf"^(?P<prefix>[ \t>]*){_BLOCK_ID}[ \t]*$", re.MULTILINE)
# A tag: # then letters, digits, _ - / with at least one that is not a digit (Obsidian's rule),
# after the start of a line or a space, never in a heading line.
TAG = re.compile(r"(?<!\S)#(?P<tag>[\w/-]*[^\W\d][\w/-]*)", re.UNICODE)
_HEADING_LINE = re.compile(r"^[ \t>]*#{1,6}[ \t]")
_EMBED_LINE = re.compile(r"^(?P<prefix>[ \t>]*)(?P<embed>!\[\[[^\n]*?\]\])[ \t]*$", re.MULTILINE)
_HEADING = re.compile(r"^(?P<marks>#{1,6})[ \t]+(?P<text>.+?)[ \t#]*$")
EMBED_DEPTH = 3  # a note embedded in a note embedded in a note, no deeper
EMBED_TEXT = 300_000  # characters embedded in one page in all: a long note is about 30,000


def remove_comments(markdown: str) -> str:
    """``markdown`` without Obsidian's ``%%comments%%``: a comment that starts outside code goes
    whole, code spans in it included; ``%%`` inside code stays."""
    if "%%" not in markdown:
        return markdown
    return _CODE_OR_COMMENT.sub(lambda match: "" if match["comment"] is not None else match.group(0), markdown)


def mark_blocks(markdown: str) -> str:
    """Give each block Obsidian's ``^block-id`` names an anchor with that id, hidden: at the
    end of its paragraph or item, or (an id on a line of its own, after a table, list or
    quote) just before the block."""
    if "^" not in markdown:
        return markdown
    lines = markdown.split("\n")
    fenced = _fenced_lines(lines)
    for number in reversed(range(len(lines))):  # from the end: insertions keep earlier numbers
        if number in fenced:
            continue
        if match := BLOCK_ALONE.match(lines[number]):
            end = number - 1
            while end >= 0 and not lines[end].strip():
                end -= 1
            del lines[number]
            if end >= 0:
                start = _paragraph_start(lines, end)
                prefix = lines[start][: len(lines[start]) - len(lines[start].lstrip(" \t>"))]
                lines[start:start] = [
                    f'{prefix}<div class="cb-block" id="{block_anchor(match["id"])}"></div>',
                    prefix.rstrip(),
                ]
        elif "^" in lines[number]:
            lines[number] = outside_code(
                lines[number],
                lambda text: BLOCK_AT_END.sub(
                    lambda m: f' <span class="cb-block" id="{block_anchor(m["id"])}"></span>', text
                ),
            )
    return "\n".join(lines)


def drop_block_ids(markdown: str) -> str:
    """``markdown`` without its ``^block-id`` markers (an embedded copy must not repeat the ids)."""
    return outside_code(markdown, lambda text: BLOCK_ALONE.sub("", BLOCK_AT_END.sub("", text)), fences_only=True)


def find_tags(markdown: str) -> list[str]:
    """The inline ``#tags`` of ``markdown`` (outside code and headings), in order, once each."""
    found: list[str] = []

    def note(match: re.Match[str]) -> str:
        found.append(match["tag"])
        return match.group(0)

    _each_tag(markdown, note)
    return list(dict.fromkeys(found))


def link_tags(markdown: str, link_of: Callable[[str], str]) -> str:
    """Make each inline ``#tag`` a link shown as ``#tag``; ``link_of(tag)`` is its URL, relative to
    the page (the tags page is made by the build, so MkDocs cannot check a link to it)."""
    return _each_tag(
        markdown,
        lambda match: (
            f'<a class="cb-inline-tag" href="{html.escape(link_of(match["tag"]))}">#{html.escape(match["tag"])}</a>'
        ),
    )


def _each_tag(markdown: str, replace: Callable[[re.Match], str]) -> str:
    if TAG.search(markdown) is None:  # nothing that could be a tag anywhere (headings and "# comments" are not)
        return markdown

    def change(text: str) -> str:
        return "".join(
            line if _HEADING_LINE.match(line) or line.lstrip().startswith("<") else TAG.sub(replace, line)
            for line in text.splitlines(keepends=True)
        )

    return outside_markup(markdown, change)


@dataclass
class Vault:
    """What embedding needs: every page's text and the index that resolves names."""

    texts: dict[str, str]
    index: LinkIndex


@dataclass
class _Room:
    """What is left of one page's room for embedded text, and what was said about it (once each)."""

    left: int = EMBED_TEXT
    said: set[Problem] = field(default_factory=set)

    def say(self, problems: list[Problem], problem: Problem) -> None:
        if problem not in self.said:
            self.said.add(problem)
            problems.append(problem)


def embed_notes(
    markdown: str,
    src_uri: str,
    vault: Vault,
    problems: list[Problem],
    chain: tuple[str, ...] = (),
    room: _Room | None = None,
) -> str:
    """Replace each ``![[note…]]`` on a line of its own with the note, section or block it
    names, framed; an embed that cannot be made stays for the wikilink pass (a link, or a
    warning when the name resolves to nothing). ``chain``: the note#section embeds that
    led here (a note may embed its own sections, not one it is inside of). At most
    ``EMBED_TEXT`` characters are embedded in one page, however many embeds lead there."""
    if "![[" not in markdown:
        return markdown
    here = chain or (f"{src_uri}#",)
    room = room or _Room()
    return outside_code(
        markdown,
        lambda text: _EMBED_LINE.sub(lambda line: _embed(line, src_uri, vault, problems, here, room), text),
        fences_only=True,
    )


def _embed(
    line: re.Match, src_uri: str, vault: Vault, problems: list[Problem], here: tuple[str, ...], room: _Room
) -> str:
    """One embed line, framed, or as it was."""
    match = WIKILINK.fullmatch(line["embed"])
    if match is None or not match["target"].strip():
        return line.group(0)
    found = vault.index.find(match["target"], src_uri)
    if len(found) != 1 or not found[0].is_page or found[0].src_uri not in vault.texts:
        return line.group(0)
    target, heading = found[0], (match["heading"] or "").strip()
    key = f"{target.src_uri}#{heading}"
    if key in here or len(here) > EMBED_DEPTH:
        why = f"is more than {EMBED_DEPTH} embeds deep" if len(here) > EMBED_DEPTH else "embeds itself"
        room.say(problems, Problem(src_uri, "embed", f"{line['embed']} {why}: shown as a link"))
        return line.group(0)
    part = section_of(remove_comments(body_of(vault.texts[target.src_uri])), heading)
    if part is None:
        what = "block" if heading.startswith("^") else "heading"
        problem = Problem(src_uri, "embed", f"{line['embed']}: {target.src_uri} has no {what} {heading!r}")
        room.say(problems, problem)
        return line.group(0)
    if len(part) > room.left:
        host = here[0].removesuffix("#")
        message = f"embeds more than {EMBED_TEXT:,} characters of other notes in all; the rest are shown as links"
        room.say(problems, Problem(host, "embed", message))
        return line.group(0)
    room.left -= len(part)
    part = embed_notes(part, target.src_uri, vault, problems, (*here, key), room)
    part = rewrite_wikilinks(drop_block_ids(part), target.src_uri, vault.index)[0]
    part = resolve_markdown_links(part, target.src_uri, vault.index)
    # A link to a heading of the embedded note ([[#Heading]]) still means that note.
    part = outside_code(part, lambda text: text.replace("](#", f"]({quote(posixpath.basename(target.src_uri))}#"))
    return frame(part, target, heading, src_uri, line["prefix"])


def frame(part: str, target, heading: str, host: str, prefix: str) -> str:
    """The embedded Markdown in a frame: a link to its source, then its text with links
    made relative to ``host`` and headings that stay out of the host's table of contents."""
    here = posixpath.dirname(host)
    source = quote(posixpath.relpath(target.src_uri, here or "."))
    anchor = f"#{anchor_of(heading)}" if heading else ""
    shown = shown_name(target, heading)
    body = _rebase_links(_quiet_headings(part), posixpath.dirname(target.src_uri), here)
    lines = [
        '<div class="cb-embed" markdown="1">',
        "",
        f"[{escape_text(shown)}]({source}{anchor})",
        "{: .cb-embed__source }",
        "",
        *body.strip("\n").splitlines(),
        "",
        "</div>",
    ]
    return "\n".join(prefix + line if line else prefix.rstrip() for line in lines)


def section_of(body: str, heading: str) -> str | None:
    """The whole ``body`` (no heading), the section under ``heading`` (the last of ``A#B``), or
    the block ``^id``; None when the note has no such heading or block."""
    if not heading:
        return body
    lines = body.splitlines()
    fenced = _fenced_lines(lines)
    if heading.startswith("^"):
        return _block(lines, fenced, heading[1:])
    wanted = heading_anchor(heading.split("#")[-1].strip(), "-")
    start: int | None = None
    level = 0
    for number, line in enumerate(lines):
        if number in fenced or not (match := _HEADING.match(line)):
            continue
        if start is None and heading_anchor(match["text"], "-") == wanted:
            start, level = number, len(match["marks"])
        elif start is not None and len(match["marks"]) <= level:
            return "\n".join(lines[start:number])
    return None if start is None else "\n".join(lines[start:])


def _block(lines: list[str], fenced: set[int], block_id: str) -> str | None:
    """The paragraph or list item that ends with ``^block_id``, or the block before a
    ``^block_id`` line of its own."""
    for number, line in enumerate(lines):
        if number in fenced:
            continue
        if (match := BLOCK_AT_END.search(line)) and match["id"] == block_id:
            if re.match(r"[ \t]*(?:[-*+]|\d+[.)])[ \t]", line):
                return line.strip()  # a list item: that item alone
            return "\n".join(lines[_paragraph_start(lines, number) : number + 1])
        if (match := BLOCK_ALONE.match(line)) and match["id"] == block_id:
            end = number - 1
            while end >= 0 and not lines[end].strip():
                end -= 1
            return "\n".join(lines[_paragraph_start(lines, end) : end + 1]) if end >= 0 else None
    return None


def _paragraph_start(lines: list[str], number: int) -> int:
    while number > 0 and lines[number - 1].strip():
        number -= 1
    return number


def _fenced_lines(lines: list[str]) -> set[int]:
    """The numbers of the lines inside fenced code blocks (fences included)."""
    text = "\n".join(lines)
    fenced: set[int] = set()
    for code in CODE.finditer(text):
        if code["fence"]:
            first = text.count("\n", 0, code.start())
            fenced |= set(range(first, first + code.group(0).count("\n") + 1))
    return fenced


def _quiet_headings(markdown: str) -> str:
    """Headings as bold paragraphs with the heading's look: an embedded note's headings stay
    out of the host's table of contents and outline."""
    lines = markdown.splitlines()
    fenced = _fenced_lines(lines)
    return "\n".join(
        f'<p class="cb-embed__heading" markdown="span">{match["text"]}</p>'
        if number not in fenced and (match := _HEADING.match(line))
        else line
        for number, line in enumerate(lines)
    )


def _rebase_links(markdown: str, source_folder: str, host_folder: str) -> str:
    """Relative Markdown links and images written from ``source_folder``, made relative to ``host_folder``."""
    if source_folder == host_folder:
        return markdown

    def rebase(match: re.Match) -> str:
        path = posixpath.normpath(posixpath.join(source_folder, unquote(match["path"])))
        relative = quote(posixpath.relpath(path, host_folder or "."))
        return f"{match['open']}{relative}{match['anchor'] or ''}{match['close']}"

    return outside_code(markdown, lambda text: RELATIVE_LINK.sub(rebase, text))


_MEDIA_IMAGE = re.compile(r'<img (?P<attrs>[^>]*?)class="cb-media cb-media--(?P<kind>pdf|audio|video)"(?P<rest>[^>]*)>')
_SRC = re.compile(r'\bsrc="(?P<src>[^"]*)"')
_ALT = re.compile(r'\balt="(?P<alt>[^"]*)"')


def media_elements(html: str) -> str:
    """Turn the placeholders for embedded files (images of class ``cb-media``, whose ``src``
    MkDocs has made relative to the page) into the browser's own viewer and players."""
    if "cb-media" not in html:
        return html

    def element(match: re.Match) -> str:
        attrs = match["attrs"] + match["rest"]
        src = (_SRC.search(attrs) or {"src": ""})["src"]
        alt = (_ALT.search(attrs) or {"alt": ""})["alt"]
        link = f'<a href="{src}">{alt or posixpath.basename(src)}</a>'
        if match["kind"] == "pdf":
            return f'<object class="cb-media cb-media--pdf" data="{src}" type="application/pdf">{link}</object>'
        kind = match["kind"]
        return f'<{kind} class="cb-media cb-media--{kind}" src="{src}" controls preload="metadata">{link}</{kind}>'

    return _MEDIA_IMAGE.sub(element, html)
