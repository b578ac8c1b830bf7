"""UI strings of the project's own templates, by page language."""

from __future__ import annotations

from functools import lru_cache

from babel.dates import format_date

from coursebook.lang import DEFAULT_LANG, LOCALES

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
        "series": "系列",
        "part_of": "第 {n} 篇，共 {total} 篇",
        "part_n": "第 {n} 篇",
        "previous_part": "上一篇",
        "next_part": "下一篇",
        "coming": "即将推出",
        "start_here": "从第一篇开始",
        "status_ongoing": "连载中",
        "status_complete": "已完结",
        "published_of_planned": "已发布 {n} / {total} 篇",
        "total_readtime": "全部读完约 {n} 分钟",
        "all_series": "全部课程",
        "series_index_title": "课程",
        "no_parts_yet": "还没有发布的篇目。",
        "no_series_yet": "还没有课程。",
        "course_progress": "课程进度",
        "course_outline": "课程目录",
        "archive_title": "归档",
        "terms_title": "标签与分类",
        "posts_count": "{n} 篇文章",
        "posts_count_one": "1 篇文章",
        "year_count": "{n} 篇",
        "year_count_one": "1 篇",
        "latest_posts": "最近的文章",
        "courses": "课程",
        "full_archive": "全部文章",
        "tags_heading": "标签",
        "categories_heading": "分类",
        "no_posts_yet": "还没有文章。",
        "switch_to_twin": "English",
        "switch_to_home": "本页暂无英文版 · English home",
        "translations": "其他语言",
        "subscribe": "订阅",
        "status_to-read": "待读",
        "status_in-progress": "在读",
        "status_done": "已读",
        "notes_title": "读书笔记",
        "source": "原文",
        "source_authors": "作者",
        "source_venue": "发表于",
        "backlinks": "链接到本文的文章",
        "no_notes_yet": "还没有阅读笔记。",
        "moved": "本文已移至",
        "search": "搜索",
        "search_placeholder": "搜索文章、笔记与课程",
        "search_close": "关闭搜索",
        "search_loading": "正在载入索引……",
        "search_none": "没有找到与“{q}”相关的内容。",
        "search_failed": "搜索索引无法载入。",
        "search_count": "共 {n} 个结果",
        "search_other": "其他语言",
        "search_more": "同时搜索 {language} 页面",
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
        "series": "Series",
        "part_of": "Part {n} of {total}",
        "part_n": "Part {n}",
        "previous_part": "Previous",
        "next_part": "Next",
        "coming": "Coming soon",
        "start_here": "Start here",
        "status_ongoing": "Ongoing",
        "status_complete": "Complete",
        "published_of_planned": "{n} of {total} parts published",
        "total_readtime": "{n} min to read in all",
        "all_series": "All courses",
        "series_index_title": "Courses",
        "no_parts_yet": "No parts published yet.",
        "no_series_yet": "No courses yet.",
        "course_progress": "Course progress",
        "course_outline": "Course outline",
        "archive_title": "Archive",
        "terms_title": "Tags and categories",
        "posts_count": "{n} posts",
        "posts_count_one": "1 post",
        "year_count": "{n} posts",
        "year_count_one": "1 post",
        "latest_posts": "Latest posts",
        "courses": "Courses",
        "full_archive": "All posts",
        "tags_heading": "Tags",
        "categories_heading": "Categories",
        "no_posts_yet": "No posts yet.",
        "switch_to_twin": "中文",
        "switch_to_home": "No Chinese version of this page · 中文首页",
        "translations": "Other languages",
        "subscribe": "Subscribe",
        "status_to-read": "To read",
        "status_in-progress": "Reading",
        "status_done": "Read",
        "notes_title": "Reading notes",
        "source": "Source",
        "source_authors": "Authors",
        "source_venue": "Published in",
        "backlinks": "Posts that link here",
        "no_notes_yet": "No reading notes yet.",
        "moved": "This post has moved to",
        "search": "Search",
        "search_placeholder": "Search posts, notes and courses",
        "search_close": "Close search",
        "search_loading": "Loading the index…",
        "search_none": "Nothing found for “{q}”.",
        "search_failed": "The search index could not be loaded.",
        "search_count": "{n} results",
        "search_other": "In other languages",
        "search_more": "Also search pages in {language}",
    },
}


def strings_for(lang: str) -> dict[str, str]:
    """Return the UI strings of ``lang`` (the default language's for an unknown one)."""
    return STRINGS.get(lang, STRINGS[DEFAULT_LANG])


def format_day(moment, lang: str) -> str:
    """Format a date as a reader of ``lang`` writes it: 2026年8月30日 / August 30, 2026."""
    return _format_day(moment.date() if hasattr(moment, "date") else moment, lang)


@lru_cache(maxsize=4096)
def _format_day(day, lang: str) -> str:
    # Babel takes ~0.2 ms a call and indexes repeat each date on many pages.
    return format_date(day, format="long", locale=LOCALES.get(lang, LOCALES[DEFAULT_LANG]))
