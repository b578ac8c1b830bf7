"""Build a site the way `mkdocs serve` does, without the web server.

    python rebuilder.py CONFIG SITE_DIR --dirty   # build, then rebuild once per line read on stdin
    python rebuilder.py CONFIG SITE_DIR           # one full build, as plain `mkdocs serve` makes it
    python rebuilder.py CONFIG SITE_DIR --again   # full builds, again once per line read on stdin

Like serve's own builder (mkdocs/commands/serve.py): a fresh config for every
build, `on_startup` once, the preview address as `site_url`, drafts included.
MkDocs' log goes to stdout ("LEVEL message"); after each build one more
line, "built" once the build's background work (the search index) is done, or "failed" and
the error.
"""

from __future__ import annotations

import argparse
import logging
import sys
import threading

from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.exceptions import MkDocsException

ADDRESS = "http://127.0.0.1:8000/"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("config")
    parser.add_argument("site")
    parser.add_argument("--dirty", action="store_true")
    parser.add_argument("--again", action="store_true", help="full builds, one per line on stdin")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s", stream=sys.stdout)

    started = False

    def builder() -> None:
        nonlocal started
        config = load_config(args.config, site_dir=args.site)
        config.site_url = ADDRESS
        if not started:
            config.plugins.on_startup(command="serve", dirty=args.dirty)
            started = True
        try:
            build(config, serve_url=ADDRESS, dirty=args.dirty)
            # Settled: serve writes the search index in the background; the tests compare sites
            # once it is in place (each waits for "built" before its next edit).
            for thread in threading.enumerate():
                if thread is not threading.current_thread():
                    thread.join(timeout=120)
            print("built", flush=True)
        except MkDocsException as err:
            print(f"failed {err}", flush=True)

    builder()
    if args.dirty or args.again:
        for _ in sys.stdin:
            builder()
    load_config(args.config).plugins.on_shutdown()  # as serve does when it stops


if __name__ == "__main__":
    main()
