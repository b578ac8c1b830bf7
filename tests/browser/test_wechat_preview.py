"""Under `coursebook serve`, a post's 公众号 version and its copy button (features/exports.py,
overrides/wechat-preview.html), as a writer uses them before pasting into the editor."""

from __future__ import annotations

import pytest

from sitebuild import ROOT
from test_serve import project, server  # noqa: F401 - fixtures

SCREENSHOTS = ROOT / "test-artifacts/screenshots"

CLIPBOARD_HTML = """async () => {
    const [item] = await navigator.clipboard.read();
    return await (await item.getType("text/html")).text();
}"""


@pytest.mark.parametrize("tab", [(390, "light")], indirect=True)
def test_a_posts_wechat_version_is_linked_in_the_preview_and_copied_as_rich_text(tab, server):  # noqa: F811
    tab.goto(server + "blog/memory-budget/")
    tab.click("[data-wechat-preview]")
    tab.wait_for_url("**/.coursebook/wechat/blog/memory-budget/")
    assert tab.locator("#article svg").count() > 10  # the formulas, drawn
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(SCREENSHOTS / "wechat-preview-390.png"), full_page=True)
    tab.get_by_role("button", name="复制到公众号").click()
    tab.wait_for_function("document.getElementById('status').textContent.length > 0")
    copied = tab.evaluate(CLIPBOARD_HTML)
    assert "<svg" in copied and "style=" in copied and "<script" not in copied and "class=" not in copied
    assert "已复制" in tab.locator("#status").inner_text()
    tab.click("text=返回文章")
    tab.wait_for_url(server + "blog/memory-budget/")
