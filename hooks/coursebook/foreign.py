"""Markup of other tools that Markdown would print as text: Hexo and Jekyll tags, Hugo shortcodes.

Each one found outside code is a problem naming its line and what to write
instead, so nothing reaches a reader raw without the writer being told.
"""

from __future__ import annotations

import re

from coursebook.frontmatter import body_of
from coursebook.model import Problem
from coursebook.text import CODE, indented_code

# Arguments are bounded (a tag or shortcode fits on a line or three): unbounded, a page of
# unclosed "{{<" took 35 s, each one scanned to the end of its line.
_TAG = re.compile(r"\{%-?\s*(?P<name>[A-Za-z_][\w-]*)(?P<args>[^%]{0,500}?)-?%\}")
_SHORTCODE = re.compile(
    r"\{\{(?P<open>[<%])\s*/?\s*(?P<name>[A-Za-z_][\w/.-]*)(?P<args>[^\n{]{0,500}?)(?P=open)?\s*[>%]\}\}"
)

# What to write instead, by tag name (Hexo, Hexo Fluid, Jekyll).
_TAG_ADVICE = {
    "asset_img": "write ![caption](file.png) with the image in the post's folder",
    "asset_image": "write ![caption](file.png) with the image in the post's folder",
    "img": "write ![caption](path.png)",
    "image": "write ![caption](path.png)",
    "note": "write an admonition (!!! note) or an Obsidian callout (> [!note])",
    "fold": 'write a collapsible block (??? note "Title") or a folded callout (> [!note]-)',
    "spoiler": 'write a collapsible block (??? note "Title") or a folded callout (> [!note]-)',
    "hideblock": 'write a collapsible block (??? note "Title") or a folded callout (> [!note]-)',
    "raw": "remove it: Markdown shows the text as written",
    "endraw": "remove it: Markdown shows the text as written",
    "highlight": "write a fenced code block (```python)",
    "codeblock": "write a fenced code block (```python)",
    "post_link": "write a wikilink [[post-name]] or a Markdown link to the .md file",
    "link": "write a Markdown link [text](url)",
    "include": "paste the text in, or link to the file",
    "blockquote": "write a quote (> text)",
}
_SHORTCODE_ADVICE = {
    "figure": "write ![caption](path.png)",
    "ref": "write a Markdown link to the .md file",
    "relref": "write a Markdown link to the .md file",
    "highlight": "write a fenced code block (```python)",
    "details": 'write a collapsible block (??? note "Title") or a folded callout (> [!note]-)',
}


def find_foreign_markup(src_uri: str, text: str) -> list[Problem]:
    """A problem for each Hexo/Jekyll tag and Hugo shortcode outside code in the page ``text``."""
    if "{%" not in text and "{{<" not in text and "{{%" not in text:
        return []
    body = body_of(text)
    first_line = text[: len(text) - len(body)].count("\n") + 1
    # Code made "x"s, keeping line numbers (not spaces: a line starting with inline code would read as indented code).
    blanked = CODE.sub(lambda code: re.sub(r"[^\n]", "x", code.group(0)), body)
    for start, end in indented_code(blanked):  # a template shown as an indented block is code too
        blanked = blanked[:start] + re.sub(r"[^\n]", " ", blanked[start:end]) + blanked[end:]
    problems = []
    for kind, pattern, advice in (("tag", _TAG, _TAG_ADVICE), ("shortcode", _SHORTCODE, _SHORTCODE_ADVICE)):
        for match in pattern.finditer(blanked):
            if match["name"].startswith("end") and match["name"] != "endraw":
                continue  # the closing half of a pair: the opening one is reported
            line = first_line + blanked.count("\n", 0, match.start())
            what = "a Hexo or Jekyll tag" if kind == "tag" else "a Hugo shortcode"
            instead = advice.get(match["name"], "remove it, or write Markdown or HTML instead")
            shown = match.group(0) if len(match.group(0)) <= 60 else match.group(0)[:57] + "…"
            problems.append(
                Problem(src_uri, "markup", f"line {line}: {shown} is {what}, which Markdown prints as text: {instead}")
            )
    return problems
