from __future__ import annotations

from datetime import date

import pytest

from coursebook.lang import HTML_LANG, in_lang, lang_of, other_lang, strip_lang
from coursebook.strings import STRINGS, format_day


@pytest.mark.parametrize(
    ("path", "lang", "twin"),
    [
        ("index.md", "zh", "en/index.md"),
        ("blog/posts/memory.md", "zh", "en/blog/posts/memory.md"),
        ("en/blog/posts/memory.md", "en", "blog/posts/memory.md"),
        ("en/series/infra.md", "en", "series/infra.md"),
        # Only the top folder counts: a zh page about English is still zh.
        ("blog/posts/en/notes.md", "zh", "en/blog/posts/en/notes.md"),
        ("english.md", "zh", "en/english.md"),
    ],
)
def test_language_comes_from_the_tree(path, lang, twin):
    assert lang_of(path) == lang
    # Translations are mirror paths: the same path in the other tree.
    assert in_lang(strip_lang(path), other_lang(lang)) == twin
    assert in_lang(strip_lang(twin), lang) == path


def test_html_language_codes():
    assert HTML_LANG == {"zh": "zh-CN", "en": "en"}
    assert in_lang("blog/x/", "en") == "en/blog/x/" and in_lang("blog/x/", "zh") == "blog/x/"


def test_both_languages_have_every_string():
    assert STRINGS["zh"].keys() == STRINGS["en"].keys()


def test_dates_are_written_as_each_language_writes_them():
    assert format_day(date(2026, 9, 1), "zh") == "2026年9月1日"
    assert format_day(date(2026, 9, 1), "en") == "September 1, 2026"
