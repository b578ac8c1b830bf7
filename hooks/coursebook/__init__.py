"""Coursebook: a MkDocs plugin (coursebook/plugin.py) that runs the features in
``coursebook/features/`` over a pure model (the other modules here).

The model's modules take plain values (paths, strings, dicts) and return
dataclasses from ``model``; only the features touch MkDocs' objects.
"""
