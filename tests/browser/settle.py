"""Waiting for a page to be what a reader sees, without Playwright's ``networkidle``.

``networkidle`` waits for half a second with no request, on every page, whether or not
anything is still coming. A page here is ready when it has loaded, its fonts are in, and
every diagram in its first screen is drawn (diagrams.js fetches Mermaid only for those).
"""

from __future__ import annotations

# Every diagram whose box is on the first screen has been replaced by its drawing.
FIRST_SCREEN_DRAWN = """() => [...document.querySelectorAll('.cb-diagram')].every(block => {
    const box = block.getBoundingClientRect();
    return block.hidden || box.top >= innerHeight || box.bottom <= 0;
})"""


# No transition or animation under way (one that never ends aside): colours as a reader sees them
# once the page is still, which is what axe's contrast check reads.
STILL = """() => document.getAnimations().every(animation =>
    animation.playState !== 'running' || animation.effect.getComputedTiming().iterations === Infinity)"""


def settle(tab, timeout: float = 20_000) -> None:
    """Wait until the page has loaded, its fonts are ready, the diagrams in view are drawn and
    nothing on it is moving or fading."""
    tab.wait_for_load_state("load")
    tab.evaluate("document.fonts.ready.then(() => true)")
    tab.wait_for_function(FIRST_SCREEN_DRAWN, timeout=timeout)
    tab.wait_for_function(STILL, timeout=timeout)


# Bring each box matching the selector into view in turn, as a reader scrolling down reaches
# it (what is measured or drawn as it nears the screen is then done), and back to the top.
_READ_THROUGH = """async selector => {
    for (const box of document.querySelectorAll(selector)) {
        box.scrollIntoView({block: 'center'});
        await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
    scrollTo(0, 0);
}"""


def read_through(tab, selector: str) -> None:
    """Scroll to each element ``selector`` matches, as a reader reading down the page would."""
    tab.evaluate(_READ_THROUGH, selector)
