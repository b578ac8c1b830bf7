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
        authors[str(author_id)] = Author(
            str(author_id), name, values["description"] or "", values["avatar"] or "", values["url"] or "", names
        )
    return authors, problems
