"""Markdown's tables put in their scrolling box by the build, not by the reader's browser.

Material's script moves each table without a class into its scrolling box
(``.md-typeset__scrollwrap``) once the page has loaded, and the browser then styles the moved
text anew: on a post with one table, 300 ms of a slow phone's first second (Chromium, CPU 4x;
ARCHITECTURE.md, "What templates receive"). The build writes the same boxes around each table and
gives it the class ``cb-table``, which Material's script passes over; coursebook.css gives
such a table Material's look. Nothing moves, and the table is drawn in its box from the first
frame.
"""

from __future__ import annotations

import re

TABLE_CLASS = "cb-table"  # a table the build boxed (coursebook.css styles it as Material does a table)
_OPEN = f'<div class="md-typeset__scrollwrap"><div class="md-typeset__table"><table class="{TABLE_CLASS}">'
_CLOSE = "</table></div></div>"

# A comment, a bare <table> (Markdown's: the ones Material moves), another table tag, an end tag.
_TOKEN = re.compile(r"<!--.*?-->|<table>|<table\b[^>]*>|</table\s*>", re.DOTALL | re.IGNORECASE)


def box_tables(html: str) -> str:
    """``html`` with each bare ``<table>…</table>`` in Material's scrolling box, classed ``cb-table``
    (nested tables matched by depth; tables with attributes, and anything in a comment, left as
    they are: Material boxes a table with attributes but no class as before)."""
    if "<table>" not in html:
        return html
    pieces: list[str] = []
    opened: list[bool] = []  # for each table open: whether it was boxed
    last = 0
    for token in _TOKEN.finditer(html):
        text = token.group(0)
        if text.startswith("<!--"):
            continue
        pieces.append(html[last : token.start()])
        last = token.end()
        if text.startswith("</"):
            boxed = opened.pop() if opened else False
            pieces.append(_CLOSE if boxed else text)
            continue
        bare = text.lower() == "<table>"
        opened.append(bare)
        pieces.append(_OPEN if bare else text)
    pieces.append(html[last:])
    if opened:  # a table never closed: the page as it was, rather than a box left open
        return html
    return "".join(pieces)
