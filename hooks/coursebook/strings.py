"""UI strings of the project's own templates, by page language."""

from __future__ import annotations

from babel.dates import format_date

from coursebook.lang import DEFAULT_LANG

STRINGS: dict[str, dict[str, str]] = {
    "zh": {
        "readtime": "阅读约 {n} 分钟",
        "published": "发布于",
        "updated": "更新于",
        "authors": "作者",
        "tags": "标签",
        "draft": "草稿：只在 mkdocs serve 预览中显示，mkdocs build 不会发布。",
        "scheduled": "定时发布：{date} 之前只在预览中显示，mkdocs build 不会发布。",
        "post_meta": "文章信息",
    },
    "en": {
        "readtime": "{n} min read",
        "published": "Published",
        "updated": "Updated",
        "authors": "By",
        "tags": "Tags",
        "draft": "Draft: shown only in the mkdocs serve preview; mkdocs build leaves it out.",
        "scheduled": "Scheduled for {date}: shown only in the preview until then; mkdocs build leaves it out.",
        "post_meta": "About this post",
    },
}

_LOCALES = {"zh": "zh_Hans_CN", "en": "en"}


def strings_for(lang: str) -> dict[str, str]:
    """Return the UI strings of ``lang`` (the default language's for an unknown one)."""
    return STRINGS.get(lang, STRINGS[DEFAULT_LANG])


def format_day(moment, lang: str) -> str:
    """Format a date as a reader of ``lang`` writes it: 2026年8月30日 / August 30, 2026."""
    return format_date(moment, format="long", locale=_LOCALES.get(lang, _LOCALES[DEFAULT_LANG]))
