"""Unit tests import the hooks' package directly (pyproject puts hooks/ on sys.path)."""
