"""A whole course printed by Chromium: each part starts a new page; two pages drawn into
test-artifacts/ (poppler's pdftoppm)."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import unicodedata

import pytest
from pypdf import PdfReader

from sitebuild import ROOT

SCREENSHOTS = ROOT / "test-artifacts/screenshots"


def plain(text: str) -> str:
    """Text as compared here: Chromium's PDF names some Han characters by their radicals
    (⼀ for 一), which NFKC maps back; spaces between Chinese and Latin are dropped."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))


@pytest.mark.parametrize("path", ["series/training-infra/all/", "en/series/training-infra/all/"])
def test_each_part_starts_a_new_printed_page(page, site_url, path, tmp_path):
    page.goto(site_url + path)
    page.wait_for_load_state("networkidle")
    titles = [plain(title) for title in page.locator(".cb-course-all__title").all_text_contents()]
    assert len(titles) == 4
    pdf = page.pdf(format="A4", print_background=True)
    pages = [plain(sheet.extract_text()) for sheet in PdfReader(io.BytesIO(pdf)).pages]
    starts = [number for number, text in enumerate(pages) for title in titles if text.startswith(title)]
    assert len(starts) == 4 and starts == sorted(starts), pages  # each title opens a page, in order
    assert not any("Coursebook" in text[:40] and "搜索" in text for text in pages)  # no header or search
    if shutil.which("pdftoppm"):
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        (tmp_path / "course.pdf").write_bytes(pdf)
        name = "course-print-en" if path.startswith("en/") else "course-print"
        for number in starts[:2]:  # the pages where parts 1 and 2 begin
            subprocess.run(
                [
                    "pdftoppm",
                    "-png",
                    "-r",
                    "60",
                    "-singlefile",
                    "-f",
                    str(number + 1),
                    "-l",
                    str(number + 1),
                    str(tmp_path / "course.pdf"),
                    str(SCREENSHOTS / f"{name}-page-{number + 1}"),
                ],
                check=True,
            )
