"""Coursebook's model: pure code that the hook modules in ``hooks/`` call.

Nothing here is listed under ``hooks:`` in ``mkdocs.yml``; modules take plain
values (paths, strings, dicts) and return dataclasses from ``model``.
"""
