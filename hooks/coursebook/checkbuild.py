"""What `mkdocs build --strict` would warn about, without writing the site: `coursebook check`
builds it into a temporary folder and keeps the warnings (search and the preview cache off,
which only make the build slower)."""

from __future__ import annotations

import logging
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException

if TYPE_CHECKING:
    from coursebook.site import Site


class WarningLog(logging.Handler):
    """The messages of every warning and error, in order."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def build_warnings(config_file: Path) -> tuple[list[str], Site | None]:
    """The warnings and errors of a build of the site whose mkdocs.yml is ``config_file``, and
    the site Coursebook loaded for it (None when the site does not switch Coursebook on)."""
    collect = WarningLog()
    site = None
    logger = logging.getLogger("mkdocs")
    propagate, logger.propagate = logger.propagate, False  # kept here, not printed by logging's last resort
    logger.addHandler(collect)
    try:
        with tempfile.TemporaryDirectory(prefix="coursebook-check-") as folder:
            config = load_config(str(config_file), site_dir=folder)
            if (plugin := config.plugins.get("coursebook")) is not None:
                plugin.config["search"] = False
                plugin.config["incremental"] = False
            config.plugins.on_startup(command="build", dirty=False)
            try:
                build(config)
                if plugin is not None and plugin.session.current is not None:
                    site = plugin.session.current.site
            finally:
                config.plugins.on_shutdown()
    except MkDocsException as err:
        collect.messages.append(f"mkdocs.yml: {err}")
    finally:
        logger.removeHandler(collect)
        logger.propagate = propagate
    return collect.messages, site
