"""Run MkDocs as if Coursebook were installed away from its project folder (a wheel in
site-packages): node_modules/ is looked for only above the site's own mkdocs.yml.

    python tests/e2e/elsewhere.py build -f CONFIG -d SITE
"""

from __future__ import annotations

import sys
from pathlib import Path

import coursebook.nodemodules

coursebook.nodemodules.HOOKS = Path("/nonexistent/hooks")  # no project folder of Coursebook's to fall back on

from mkdocs.__main__ import cli  # noqa: E402  (after the patch, as a site elsewhere would see it)

sys.exit(cli())
