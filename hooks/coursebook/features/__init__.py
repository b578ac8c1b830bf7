"""Coursebook's features: each module is the event handlers of one feature.

coursebook/plugin.py runs them in the order its ``FEATURES`` fixes and hands
each handler the session (coursebook/state.py) as its first argument; the rest
are MkDocs' own arguments of that event. A module turns MkDocs objects into the
model's values, calls the pure package, and hands the result to the templates.
"""
