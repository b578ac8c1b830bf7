"""Line breaks as the source meant: a single line break shown as a break (``<br>``), where the
writer's tool showed it so.

CommonMark and Python-Markdown join a paragraph's lines into one; Hexo's default renderer
(marked, ``breaks: true``) and Obsidian (with "strict line breaks" off, its default) show each
line break. A post moved from Hexo, or a note written in Obsidian, relied on that: read the
CommonMark way its lines run together. ``extra.hard_breaks: true`` in mkdocs.yml turns breaks
on for the site, ``hard_breaks: true`` or ``false`` in a page's front matter for the page; a
vault's own ``.obsidian/app.json`` sets its notes' default. ``coursebook import hexo`` writes
``hard_breaks: true`` into the posts of a blog whose renderer had them. The breaks are written
by coursebook/lists.py, in the same reading of the page as its lists.
"""

from __future__ import annotations

import json

APP_SETTINGS = ".obsidian/app.json"  # under the vault's root: Obsidian's own settings


def vault_breaks(app_settings: str | None) -> bool | None:
    """Whether a vault shows single line breaks, from its ``.obsidian/app.json`` text: Obsidian's
    default (true) unless ``strictLineBreaks`` is on; None when there is no such file or it
    cannot be read (the site's setting holds)."""
    if app_settings is None:
        return None
    try:
        values = json.loads(app_settings)
    except ValueError:
        return None
    return not (isinstance(values, dict) and values.get("strictLineBreaks") is True)


def hexo_renders_with_marked(dependencies: dict) -> bool:
    """Whether a Hexo blog's Markdown renderer is marked: named in package.json's dependencies,
    or no other Markdown renderer is (Hexo's default)."""
    renderers = [name for name in dependencies if name.startswith("hexo-renderer-") and name != "hexo-renderer-ejs"]
    renderers = [name for name in renderers if name not in ("hexo-renderer-stylus", "hexo-renderer-pug")]
    return not renderers or "hexo-renderer-marked" in renderers


def hexo_breaks(config: dict, dependencies: dict) -> bool:
    """Whether a Hexo blog showed single line breaks: its renderer is marked (Hexo's default:
    named in package.json's dependencies, or no other renderer is) or kramed (a fork of Hexo's
    marked renderer, with the same ``breaks: true``), and its ``_config.yml`` does not turn the
    renderer's ``breaks`` off."""
    if hexo_renders_with_marked(dependencies):
        settings = config.get("marked")
    elif "hexo-renderer-kramed" in dependencies:
        settings = config.get("kramed")
    else:
        return False
    return not (isinstance(settings, dict) and settings.get("breaks") is False)
