"""Authors from ``blog/.authors.yml``, in Material's format."""

from __future__ import annotations

import yaml

from coursebook import yamlread
from coursebook.model import Author, Problem
from coursebook.schema import AuthorMeta, check

AUTHORS_FILE = "blog/.authors.yml"


def parse_authors(text: str | None) -> tuple[dict[str, Author], list[Problem]]:
    """Return authors by id and the file's problems; ``None`` (no file) means no authors."""
    if text is None:
        return {}, []
    twice: list[str] = []
    try:
        data = yamlread.load(text, duplicates=twice) or {}
    except yaml.YAMLError as err:
        return {}, [Problem(AUTHORS_FILE, "authors", f"not valid YAML: {str(err).splitlines()[0]}")]
    problems = [Problem(AUTHORS_FILE, key, "written twice in one mapping; the last one is used") for key in twice]
    entries = data.get("authors") if isinstance(data, dict) else None
    if not isinstance(entries, dict):
        return {}, [*problems, Problem(AUTHORS_FILE, "authors", "expected a mapping 'authors:' of author ids")]
    authors: dict[str, Author] = {}
    for author_id, entry in entries.items():
        if not isinstance(entry, dict):
            problems.append(
                Problem(AUTHORS_FILE, f"authors.{author_id}", "expected a mapping with name, description, avatar, url")
            )
            continue
        values, errors = check(AuthorMeta, entry)
        problems += [Problem(AUTHORS_FILE, f"authors.{author_id}.{key}", message) for key, message in errors]
        name = values["name"] or str(author_id)
        names = tuple((lang, local) for lang, local in (values["names"] or {}).items() if local)
        lines = tuple((lang, local) for lang, local in (values["descriptions"] or {}).items() if local)
        authors[str(author_id)] = Author(
            str(author_id), name, values["description"] or "", values["avatar"] or "", values["url"] or "", names, lines
        )
    return authors, problems


def merged_authors(kept: str, brought: str) -> tuple[str, list[str]]:
    """``kept`` (the site's ``.authors.yml``) with the authors of ``brought`` (another blog's)
    that it lacks, written at the end of its ``authors:`` mapping so that its comments and
    layout stay; and their ids. ``kept`` unchanged and [] when either cannot be read."""
    try:
        node = yaml.compose(kept)
        theirs = (yamlread.load(brought) or {}).get("authors")
    except (yaml.YAMLError, AttributeError):
        return kept, []
    ours = next(
        (value for key, value in (node.value if isinstance(node, yaml.MappingNode) else []) if key.value == "authors"),
        None,
    )
    if not isinstance(ours, yaml.MappingNode) or not ours.value or not isinstance(theirs, dict):
        return kept, []
    known = {key.value for key, _ in ours.value}
    added = {key: value for key, value in theirs.items() if str(key) not in known}
    if not added:
        return kept, []
    column = ours.value[0][0].start_mark.column
    block = yaml.safe_dump(added, allow_unicode=True, sort_keys=False, default_flow_style=False)
    lines = "".join(" " * column + line + "\n" for line in block.splitlines())
    end = ours.end_mark.index
    before = kept[:end] if kept[:end].endswith("\n") else kept[:end] + "\n"
    return before + lines + kept[end:].lstrip("\n"), [str(key) for key in added]
