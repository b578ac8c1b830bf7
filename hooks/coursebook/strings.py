"""UI strings of the project's own templates, by page language."""

from __future__ import annotations

from functools import lru_cache

from babel.dates import format_date

from coursebook.lang import DEFAULT_LANG, DEFAULT_UNIT, LOCALES, UNITS

STRINGS: dict[str, dict[str, str]] = {
    "zh": {
        "readtime": "阅读约 {n} 分钟",
        "published": "发布于",
        "updated": "更新于",
        "authors": "作者",
        "about_author": "关于作者",
        "tags": "标签",
        "draft": "草稿：只在 mkdocs serve 预览中显示，mkdocs build 不会发布。",
        "scheduled": "定时发布：{date} 之前只在预览中显示，mkdocs build 不会发布。",
        "post_meta": "文章信息",
        "series": "系列",
        "coming": "即将推出",
        "status_ongoing": "连载中",
        "status_complete": "已完结",
        "total_readtime": "全部读完约 {n} 分钟",
        "all_series": "全部课程",
        "series_index_title": "课程",
        "no_series_yet": "还没有课程。",
        "course_outline": "课程目录",
        "home_title": "首页",
        "archive_title": "归档",
        "list_page_title": "{title}（第 {n} 页）",
        "list_newer": "较新的文章",
        "list_older": "更早的文章",
        "list_position": "第 {n} 页，共 {count} 页",
        "list_pages": "翻页",
        "terms_title": "标签与分类",
        "posts_count": "{n} 篇文章",
        "posts_count_one": "1 篇文章",
        "year_count": "{n} 篇",
        "year_count_one": "1 篇",
        "latest_posts": "最近的文章",
        "courses": "课程",
        "all_courses": "全部 {n} 门课程",
        "full_archive": "全部 {n} 篇文章",
        "full_archive_one": "全部 1 篇文章",
        "tags_heading": "标签",
        "categories_heading": "分类",
        "tags_page_title": "标签：{name}",
        "categories_page_title": "分类：{name}",
        "all_terms": "全部标签与分类",
        "course_all_title": "{title}（全文）",
        "print_offline": "打印 / 离线阅读",
        "download_epub": "下载 EPUB 电子书",
        "wechat_preview": "公众号版本",
        "wechat_copy": "复制到公众号",
        "wechat_copied": "已复制：到公众号编辑器里粘贴即可",
        "wechat_back": "返回文章",
        "references": "参考链接",
        "print": "打印全课",
        "diagram_link": "（此处有一张图，请在网页上查看）",
        "diagram": "图",
        "scroll_cue": "← 左右滑动查看 →",
        "contents": "目录",
        "reset_progress": "重置阅读进度",
        "no_posts_yet": "还没有文章。",
        "tagged_pages": "笔记与页面",
        "switch_to_twin": "English",
        "switch_to_home": "本页暂无英文版 · English home",
        "translations": "其他语言",
        "subscribe": "订阅：",
        "status_to-read": "待读",
        "status_in-progress": "在读",
        "status_done": "已读",
        "notes_title": "读书笔记",
        "source": "原文",
        "source_authors": "作者",
        "source_venue": "发表于",
        "et_al": "等",
        "backlinks": "链接到本文的文章",
        "no_notes_yet": "还没有阅读笔记。",
        "moved": "本文已移至",
        "translation_outdated": "{language}原文已于 {date} 更新，本译文还没有跟上。",
        "translation_outdated_undated": "{language}原文在本译文之后改过，本译文还没有跟上。",
        "translation_read_original": "阅读原文",
        "translation_behind": "{language}版还没有跟上本文最近的修改。",
        "language_zh": "中文",
        "language_en": "英文",
        "palette_slate": "切换到深色模式",
        "palette_default": "切换到浅色模式",
        "not_found_title": "找不到这一页",
        "not_found_text": "这个地址上没有页面：也许地址写错了，也许文章已经搬走。",
        "not_found_search": "搜索全站",
        "not_found_home": "回到首页",
        "search": "搜索",
        "search_placeholder": "搜索文章、笔记与课程",
        "search_close": "关闭搜索",
        "search_loading": "正在载入索引……",
        "search_none": "没有找到与“{q}”相关的内容。",
        "search_failed": "搜索索引无法载入。",
        "search_count": "共 {n} 个结果",
        "search_count_one": "共 1 个结果",
        "search_corrected": "显示“{q}”的结果",
        "search_without": "不含“{q}”的结果",
        # What readers call the about page when they search for it (hidden on it: overrides/main.html):
        # the writer, and the page that introduces them (博主介绍, 作者简介).
        "search_about_page": "作者 · 博主 · 作者介绍 · 博主简介 · 个人简介 · 关于本站和本博客",
        # What readers call a course's landing page (hidden on it, as above): 训练基础设施课程 finds it.
        "search_course_page": "课程 · 系列 · 教程",
        "search_twin": "另有 {language} 版",
        "permalink": "永久链接",
        "search_other": "其他语言",
        "search_more": "同时搜索 {language} 页面",
        "next_reading": "接着读",
        "older_post": "较早的一篇",
        "newer_post": "较新的一篇",
        "related": "相关文章",
    },
    "en": {
        "readtime": "{n} min read",
        "published": "Published",
        "updated": "Updated",
        "authors": "By",
        "about_author": "About the author",
        "tags": "Tags",
        "draft": "Draft: shown only in the mkdocs serve preview; mkdocs build leaves it out.",
        "scheduled": "Scheduled for {date}: shown only in the preview until then; mkdocs build leaves it out.",
        "post_meta": "About this post",
        "series": "Series",
        "coming": "Coming soon",
        "status_ongoing": "Ongoing",
        "status_complete": "Complete",
        "total_readtime": "{n} min to read in all",
        "all_series": "All courses",
        "series_index_title": "Courses",
        "no_series_yet": "No courses yet.",
        "course_outline": "Course outline",
        "home_title": "Home",
        "archive_title": "Archive",
        "list_page_title": "{title} (page {n})",
        "list_newer": "Newer posts",
        "list_older": "Older posts",
        "list_position": "Page {n} of {count}",
        "list_pages": "Pages",
        "terms_title": "Tags and categories",
        "posts_count": "{n} posts",
        "posts_count_one": "1 post",
        "year_count": "{n} posts",
        "year_count_one": "1 post",
        "latest_posts": "Latest posts",
        "courses": "Courses",
        "all_courses": "All {n} courses",
        "full_archive": "All {n} posts",
        "full_archive_one": "The one post",
        "tags_heading": "Tags",
        "categories_heading": "Categories",
        "tags_page_title": "Tag: {name}",
        "categories_page_title": "Category: {name}",
        "all_terms": "All tags and categories",
        "course_all_title": "{title} (the whole course)",
        "print_offline": "Print or read offline",
        "download_epub": "Download as an EPUB book",
        "wechat_preview": "For a WeChat Official Account",
        "wechat_copy": "Copy for WeChat",
        "wechat_copied": "Copied: paste it into the WeChat editor",
        "wechat_back": "Back to the post",
        "references": "References",
        "print": "Print the course",
        "diagram_link": "(A diagram: see it on the web page.)",
        "diagram": "diagram",
        "scroll_cue": "← scroll sideways →",
        "contents": "Contents",
        "reset_progress": "Reset my progress",
        "no_posts_yet": "No posts yet.",
        "tagged_pages": "Notes and pages",
        "switch_to_twin": "中文",
        "switch_to_home": "No Chinese version of this page · 中文首页",
        "translations": "Other languages",
        "subscribe": "Subscribe: ",
        "status_to-read": "To read",
        "status_in-progress": "Reading",
        "status_done": "Read",
        "notes_title": "Reading notes",
        "source": "Source",
        "source_authors": "Authors",
        "source_venue": "Published in",
        "et_al": "et al.",
        "backlinks": "Posts that link here",
        "no_notes_yet": "No reading notes yet.",
        "moved": "This post has moved to",
        "translation_outdated": "The {language} original was updated on {date}, after this translation.",
        "translation_outdated_undated": "The {language} original has changed since this translation.",
        "translation_read_original": "Read the original",
        "translation_behind": "The {language} version does not have this page's latest changes yet.",
        "language_zh": "Chinese",
        "language_en": "English",
        "palette_slate": "Switch to dark mode",
        "palette_default": "Switch to light mode",
        "not_found_title": "Page not found",
        "not_found_text": "There is no page at this address: it may be mistyped, or the post has moved.",
        "not_found_search": "Search the site",
        "not_found_home": "English home",
        "search": "Search",
        "search_placeholder": "Search posts, notes and courses",
        "search_close": "Close search",
        "search_loading": "Loading the index…",
        "search_none": "Nothing found for “{q}”.",
        "search_failed": "The search index could not be loaded.",
        "search_count": "{n} results",
        "search_count_one": "1 result",
        "search_corrected": "Showing results for “{q}”",
        "search_without": "Results without “{q}”",
        "search_about_page": "the author · the writer of this blog · the blogger · bio · about this site",
        "search_course_page": "course · series · tutorial",
        "search_twin": "Also in {language}",
        "permalink": "Permanent link",
        "search_other": "In other languages",
        "search_more": "Also search pages in {language}",
        "next_reading": "Read next",
        "older_post": "Older post",
        "newer_post": "Newer post",
        "related": "Related posts",
    },
}


# {u}: the unit (篇, lesson); {U}: capitalised; {us}: English plural. The reader's progress
# ("看过", "done") is not a reading note's status ("已读", "Read": status_done).
UNIT_STRINGS: dict[str, dict[str, str]] = {
    "zh": {
        "part_of": "第 {n} {u}，共 {total} {u}",
        "part_n": "第 {n} {u}",
        "previous_part": "上一{u}",
        "next_part": "下一{u}",
        "start_here": "从第一{u}开始",
        "read_again": "从第一{u}再读一遍",
        "published_of_planned": "已发布 {n} / {total} {u}",
        "no_parts_yet": "还没有发布的{u}。",
        "on_its_own_page": "单独阅读这一{u}",
        "links_in_part": "这一{u}中的链接",
        "read_count": "看过 {n}/{total} {u}",
        "read_mark": "看过",
        "mark_read": "这一{u}看完了",
        "keys_hint": "按 n 键到下一{u}，按 p 键回到上一{u}。",
        "continue_to": "继续阅读：{title}",
        "continue_course": "继续读《{course}》：{title}",
        "read_all": "《{course}》已全部看完",
    },
    "en": {
        "part_of": "{U} {n} of {total}",
        "part_n": "{U} {n}",
        "previous_part": "Previous",
        "next_part": "Next",
        "start_here": "Start here",
        "read_again": "Read it again from {u} 1",
        "published_of_planned": "{n} of {total} {us} published",
        "no_parts_yet": "No {us} published yet.",
        "on_its_own_page": "This {u} on its own page",
        "links_in_part": "Links in this {u}",
        "read_count": "{n} of {total} done",
        "read_mark": "done",
        "mark_read": "I have finished this {u}",
        "keys_hint": "Press n for the next {u}, p for the previous one.",
        "continue_to": "Continue: {title}",
        "continue_course": "Continue reading {course}: {title}",
        "read_all": "You have finished {course}",
    },
}


@lru_cache(maxsize=32)
def course_strings(lang: str, unit: str = DEFAULT_UNIT) -> dict[str, str]:
    """The strings about a course's parts in ``lang``, in the course's ``unit`` (UNITS)."""
    lang = lang if lang in UNIT_STRINGS else DEFAULT_LANG
    word = UNITS.get(unit, UNITS[DEFAULT_UNIT])[lang]
    words = {"{u}": word, "{U}": word.capitalize(), "{us}": word + "s"}
    return {key: _put_words(text, words) for key, text in UNIT_STRINGS[lang].items()}


def _put_words(text: str, words: dict[str, str]) -> str:
    for mark, word in words.items():
        text = text.replace(mark, word)
    return text


def strings_for(lang: str) -> dict[str, str]:
    """Return the UI strings of ``lang`` (the default language's for an unknown one)."""
    return STRINGS.get(lang, STRINGS[DEFAULT_LANG])


for _lang, _strings in STRINGS.items():  # every page has a course's strings, in the default unit
    _strings.update(course_strings(_lang))


def format_day(moment, lang: str) -> str:
    """Format a date as a reader of ``lang`` writes it: 2026年8月30日 / August 30, 2026."""
    return _format_day(moment.date() if hasattr(moment, "date") else moment, lang)


@lru_cache(maxsize=4096)
def _format_day(day, lang: str) -> str:
    # Babel takes ~0.2 ms a call and indexes repeat each date on many pages.
    return format_date(day, format="long", locale=LOCALES.get(lang, LOCALES[DEFAULT_LANG]))
