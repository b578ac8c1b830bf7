"""Browser tests: the built demo site served over HTTP, driven in headless Chromium."""

from __future__ import annotations

import contextlib
import functools
import os
import sys
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from coursebook.diagrams import CHROMIUM_FLAGS

# Debian's package here; CI elsewhere (GitHub's runners) points CHROMIUM_PATH at its Chrome.
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
FLAGS = list(CHROMIUM_FLAGS)  # the engine's own (coursebook/diagrams.py): headless, no network of its own


class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # noqa: A002 - the stdlib's name
        pass


class _SubPathHandler(_QuietHandler):
    """Serves the site at the server's root and again under SUB_PATH (one origin, two sites)."""

    def translate_path(self, path: str) -> str:
        return super().translate_path("/" + path.removeprefix(SUB_PATH) if path.startswith(SUB_PATH) else path)


SUB_PATH = "/notes/"


class _Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A browser that stops reading a response (a page left while it loads) is no error of
        the site's; anything else is printed, as the standard server does."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def served(site: Path, handler: type[SimpleHTTPRequestHandler] = _QuietHandler) -> Iterator[str]:
    """A built site served on a free local port, as its address, until the block ends."""
    server = _Server(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


@pytest.fixture(scope="session")
def site_url(demo):
    """The demo site, built and served on a free local port (and under /notes/ as well)."""
    build = demo
    assert build.returncode == 0, build.log
    with served(build.site, _SubPathHandler) as url:
        yield url


@pytest.fixture
def serve():
    """``served``, for a test that builds a site of its own: ``with serve(site) as url: ...``."""
    return served


@pytest.fixture(scope="session")
def sub_path_url(site_url: str) -> str:
    """The same demo site, served from a sub-path of the same origin."""
    return site_url.rstrip("/") + SUB_PATH


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install chromium (see .ci/run)")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def contexts(browser):
    """Browser contexts by viewport width and colour scheme, kept for the worker's run: each test's
    tab is a new page in one (a new context costs the browser about a quarter second of work,
    a new page in a kept one half that). ``fresh_tab`` clears what a test's pages stored."""
    made: dict[tuple[int, str], object] = {}

    def context_for(width: int, scheme: str):
        if (width, scheme) not in made:
            context = browser.new_context(viewport={"width": width, "height": 900}, color_scheme=scheme)
            context.grant_permissions(["clipboard-read", "clipboard-write"])
            made[width, scheme] = context
        return made[width, scheme]

    yield context_for
    for context in made.values():
        context.close()


@contextlib.contextmanager
def fresh_tab(context) -> Iterator:
    """A new page in ``context``; on leaving, what its pages stored (local storage, IndexedDB,
    cookies) is cleared for every site it reached, so the next test's pages start without it
    (the browser's cache of the sites' files is kept)."""
    tab = context.new_page()
    origins: set[str] = set()
    tab.on("request", lambda request: origins.add(_origin(request.url)))
    try:
        yield tab
    finally:
        cdp = context.new_cdp_session(tab)
        for origin in sorted(origins - {""}):
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        cdp.detach()
        context.clear_cookies()
        tab.close()


def _origin(url: str) -> str:
    parts = url.split("/")
    return "/".join(parts[:3]) if url.startswith(("http://", "https://")) else ""


@pytest.fixture
def page(contexts):
    with fresh_tab(contexts(1280, "light")) as tab:
        yield tab


@pytest.fixture
def tab(contexts, request):
    """A new page; ``request.param`` may set width and colour scheme."""
    width, scheme = getattr(request, "param", (1280, "light"))
    with fresh_tab(contexts(width, scheme)) as new:
        yield new
