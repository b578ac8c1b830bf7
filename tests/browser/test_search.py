"""Search as a reader uses it (coursebook/features/search.py, assets/javascripts/search.js), from a
Chinese page and from an English page, in both languages: the page's own language
first, the other's after it and marked; nothing loaded before search opens; no
console error, no failed request, nothing from another host."""

from __future__ import annotations

import random
import re
import string
import time
from typing import NamedTuple

import pytest
from heldout_queries import HELDOUT
from heldout_queries_2 import HELDOUT_2
from heldout_queries_3 import HELDOUT_3
from heldout_queries_4 import HELDOUT_4
from heldout_queries_5 import HELDOUT_5
from heldout_queries_6 import HELDOUT_6
from heldout_queries_7 import HELDOUT_7
from heldout_queries_8 import HELDOUT_8
from heldout_queries_9 import HELDOUT_9
from heldout_queries_10 import HELDOUT_10
from heldout_queries_11 import HELDOUT_11
from heldout_queries_12 import HELDOUT_12
from heldout_queries_13 import HELDOUT_13
from heldout_queries_14 import HELDOUT_14
from heldout_queries_15 import HELDOUT_15
from heldout_queries_16 import HELDOUT_16
from heldout_queries_17 import HELDOUT_17
from heldout_queries_18 import HELDOUT_18
from playwright.sync_api import Error as PlaywrightError
from search_queries import QUERIES, Query

from sitebuild import ROOT
from test_serve import fetch, project, server, wait_for  # noqa: F401 - project and server are fixtures


class Reader:
    """One tab, and every request and console error it saw."""

    def __init__(self, tab, site_url: str) -> None:
        self.tab, self.site_url = tab, site_url
        self.requests: list[str] = []
        self.problems: list[str] = []
        tab.on("request", lambda request: self.requests.append(request.url))
        tab.on("requestfailed", lambda request: self.problems.append(f"failed: {request.url}"))
        tab.on(
            "console",
            lambda message: self.problems.append(message.text) if message.type in ("error", "warning") else None,
        )
        tab.on("pageerror", lambda error: self.problems.append(str(error)))

    def open(self, path: str) -> None:
        self.tab.goto(self.site_url + path)
        self.tab.keyboard.press("/")
        self.tab.locator("dialog[data-search][open] .cb-search__input").wait_for()

    def search(self, query: str) -> list[tuple[str, str | None]]:
        """(path, language badge or None) of each result, in order."""
        self.type(query)
        return self.results_of(query)

    def type(self, query: str) -> None:
        self.tab.fill(".cb-search__input", query)

    def results_of(self, query: str) -> list[tuple[str, str | None]]:
        """The results once those of ``query`` (typed last) are shown."""
        self.tab.wait_for_function("q => document.querySelector('.cb-search__results').dataset.query === q", arg=query)
        return self.results()

    def results(self) -> list[tuple[str, str | None]]:
        return [
            (href.split("?")[0].removeprefix(self.site_url), badge)
            for href, badge in self.tab.locator(".cb-search__result > a.cb-search__link").evaluate_all(
                "links => links.map(a => [a.href, a.querySelector('.cb-search__badge')?.textContent ?? null])"
            )
        ]

    def wasm_modules(self) -> list[str]:
        return sorted({url.rsplit("/", 1)[1] for url in self.pagefind_requests() if "/wasm." in url})

    def pagefind_requests(self) -> list[str]:
        return [url for url in self.requests if "/pagefind/" in url]


@pytest.fixture
def reader(tab, site_url):
    reader = Reader(tab, site_url)
    yield reader
    assert reader.problems == []
    assert {url.split("/")[2] for url in reader.requests} == {site_url.split("/")[2]}  # nothing from another host


# (query, a page that must be among the first three) from an English page: the words a new
# reader tried, which Material's search missed, and a plural that must stem to its singular.
ENGLISH = [
    ("memory", "en/blog/memory-budget/"),
    ("memories", "en/blog/memory-budget/"),
    ("training", "en/series/training-infra/"),
    ("pipeline", "en/blog/megatron-notes/"),
    ("parallelism", "en/blog/zero/"),
    ("communication", "en/blog/zero/"),
    ("gradients", "en/blog/zero/"),
    ("train", "en/blog/memory-budget/"),
    ("bandwidth", "en/blog/busbw/"),
]


def test_english_words_from_an_english_page(reader):
    reader.open("en/")
    for query, expected in ENGLISH:
        results = reader.search(query)
        assert results, query
        assert expected in [path for path, _ in results[:3]], (query, results)
        assert results[0][0].startswith("en/") and results[0][1] is None, (query, results)


# (query, the page it must find first) from a Chinese page: a word that appears only inside
# sentences, words the segmenter must keep whole, and a query mixing both scripts.
CHINESE = [
    ("空泡", "blog/tensor-pipeline/"),
    ("流水线并行", "blog/tensor-pipeline/"),
    ("检查点", "blog/checkpointing/"),
    ("显存", "blog/memory-budget/"),
    ("ZeRO 显存", "blog/zero-paper-notes/"),
]


def test_chinese_words_from_a_chinese_page(reader):
    reader.open("")
    for query, expected in CHINESE:
        results = reader.search(query)
        assert results and results[0] == (expected, None), (query, results)


def test_the_other_language_follows_marked(reader):
    reader.open("")
    results = reader.search("显存")
    assert len(results) >= 3 and all(badge is None for _, badge in results)  # found in Chinese pages
    # One entry per post: the lesson's English version is offered on it, not listed.
    twin = reader.tab.locator(".cb-search__result:first-child .cb-search__twin")
    assert results[0] == ("blog/memory-budget/", None)
    assert twin.inner_text() == "另有 English 版"
    assert twin.get_attribute("href").startswith("/en/blog/memory-budget/?h=")
    assert reader.wasm_modules() == ["wasm.unknown.pagefind"]  # the English index is not loaded
    more = reader.tab.locator("[data-search-more]")
    assert more.inner_text() == "同时搜索 English 页面"
    more.click()
    reader.tab.wait_for_function("() => document.querySelector('.cb-search__result[lang=en]')")
    assert reader.tab.evaluate("document.activeElement.closest('.cb-search__result').lang") == "en"
    results = reader.results()
    assert ("en/blog/memory-budget/", "English") in results  # asked for: the English results listed whole
    languages = [badge for _, badge in results]
    assert languages == sorted(languages, key=lambda badge: badge is not None)  # own language first
    assert reader.tab.locator("[data-search-more]").count() == 0
    results = reader.search("bandwidth")  # the English index is loaded now: its results follow at once
    assert results[0] == ("en/blog/busbw/", "English")  # no Chinese page has the word


def test_a_query_lists_the_same_pages_whatever_was_searched_before_it(reader):
    reader.open("")
    first = reader.search("显存")  # enough Chinese results: the English ones offered, not listed
    assert len(first) >= 3 and reader.tab.locator("[data-search-more]").count() == 1
    assert reader.search("busbw") == [("en/blog/busbw/", "English")]  # too few: the English index came in
    assert reader.search("显存") == first  # the same list as before, the English results still offered
    assert reader.tab.locator("[data-search-more]").count() == 1


def test_a_query_in_chinese_characters_searches_chinese_pages_from_an_english_page(reader):
    reader.open("en/")
    results = reader.search("显存")
    # Found in the Chinese pages; a post translated into English is listed as the English post, first,
    # its Chinese version offered on it and its excerpt the Chinese text holding the query.
    assert results[0] == ("en/blog/memory-budget/", None) and ("en/blog/zero/", None) in results, results
    first = reader.tab.locator(".cb-search__result").first
    assert first.get_attribute("lang") is None
    assert first.locator(".cb-search__title").first.inner_text().startswith("Lesson 1")
    twin = first.locator(".cb-search__twin")
    assert twin.get_attribute("lang") == "zh-cn" and twin.get_attribute("href").startswith("/blog/memory-budget/?h=")
    assert "显存" in first.locator(".cb-search__excerpt[lang='zh-cn'] mark").first.inner_text()
    # A post only in Chinese follows, under its language's heading and badge.
    assert ("blog/zero-paper-notes/", "中文") in results, results
    assert [path for path, badge in results] == sorted(
        (path for path, _ in results), key=lambda path: not path.startswith("en/")
    ), results
    assert "In other languages" in reader.tab.locator(".cb-search__group").first.inner_text()
    assert len(results) == len({path.removeprefix("en/") for path, _ in results})  # one entry a post


def test_few_results_bring_in_the_other_language(reader):
    reader.open("")
    results = reader.search("busbw")  # no Chinese page has the word (Pagefind's own match found one)
    assert results == [("en/blog/busbw/", "English")]
    results = reader.search("memories")  # stemmed to the word the pages have (Chinese lessons hold it too)
    assert ("blog/memory-budget/", None) in results[:3]
    twins = reader.tab.locator(".cb-search__twin").evaluate_all("links => links.map(a => a.pathname)")
    assert "/en/blog/memory-budget/" in twins  # one entry a post: its English version offered on it
    assert reader.wasm_modules() == ["wasm.en.pagefind", "wasm.unknown.pagefind"]


def test_a_page_holding_every_word_comes_before_pages_holding_some_in_another_language(reader):
    reader.open("en/")
    # No English page holds both words (the Megatron notes hold "loss"); the Chinese post on loss
    # scaling (损失缩放) holds both, in its code, so it alone is listed.
    assert reader.search("loss scaling") == [("blog/number-formats/", "中文")]


def test_a_question_typed_in_chinese_searches_its_words(reader):
    reader.open("")
    # 怎么 asks; no page holds the question as typed, and the ZeRO lesson and notes hold 省 and 显存.
    results = reader.search("怎么省显存")
    assert ("blog/zero/", None) in results and len(results) <= 3, results
    assert reader.tab.locator(".cb-search__result:first-child mark").all_inner_texts(), "no word marked"


def test_words_of_a_query_held_together_come_before_words_held_apart(reader):
    reader.open("en/")
    results = [path for path, _ in reader.search("translate a post")]
    assert results[0] == "en/blog/guide-languages/", results  # the part on translations
    # The moving and vaults parts hold "translate" and "post" only in separate sections.
    assert "en/blog/guide-moving/" not in results and "en/blog/guide-vaults/" not in results, results


def test_a_chinese_word_of_two_held_only_apart_is_left_out_beside_a_page_holding_it_whole(reader):
    # 作者卡片 is one word typed of two: the part on starting a site says it; the parts naming 作者 in
    # one place and 卡片 in another were listed beside it (four of five results).
    reader.open("")
    results = [path for path, _ in reader.search("作者卡片")]
    assert "blog/guide-start/" in results and len(results) <= 2, results
    assert not {"blog/guide-languages/", "blog/guide-moving/", "blog/guide-writing/"} & set(results), results


def test_a_page_naming_the_query_in_passing_is_left_out_beside_pages_about_it(reader):
    reader.open("en/")
    # The lessons tagged memory hold it in their titles and tags; the guide's parts (tagged
    # Coursebook) name it in their prose only, and share no topic with the lessons.
    results = [path for path, _ in reader.search("memory")]
    assert "en/blog/memory-budget/" in results and "en/blog/zero/" in results, results
    assert not [path for path in results if "guide" in path], results
    # With no page about the query, a page naming it in its prose is found.
    assert reader.search("averages") == [("en/blog/zero/", None)]


def test_a_course_part_naming_the_query_in_passing_is_left_out_beside_the_part_about_it(reader):
    reader.open("")
    # The guide's part on languages holds 订阅 (feeds) in its headings; three other parts of the
    # guide name feeds in their prose only, and share the guide's tags and course with it.
    results = [path for path, _ in reader.search("订阅")]
    assert "blog/guide-languages/" in results, results
    assert not {"blog/guide-start/", "blog/guide-writing/", "blog/guide-vaults/"} & set(results), results
    # A course's landing page is about every part: the English one names checkpoints in its prose
    # only, and stays beside the (Chinese) lesson on them.
    reader.open("en/")
    results = [path for path, _ in reader.search("checkpoint")]
    assert {"en/series/training-infra/", "blog/checkpointing/"} <= set(results), results


def test_a_word_is_not_found_inside_a_longer_one_and_a_page_about_it_is_not_hidden(reader):
    reader.open("en/")
    # "mode" is not the start of "model" (the memory lesson's title): an ending may follow, not more.
    assert ("en/blog/memory-budget/", None) not in reader.search("mode")
    assert ("en/blog/memory-budget/", None) in reader.search("memories")  # memor- + ies
    # With no page holding KaTeX in a title or heading, the part using it throughout is listed and
    # the parts naming it once or twice are left out beside it.
    assert reader.search("KaTeX") == [("en/blog/guide-writing/", None)]
    # Pages holding "reading" and "time" only far apart tell nothing about the query: the part on
    # reading time is not left out because one of them shares its course.
    assert ("en/blog/guide-writing/", None) in reader.search("reading time")


def test_a_typo_is_answered_as_the_pages_spell_it_and_the_reader_is_told(reader):
    reader.open("")
    # One Chinese character wrong: the pages say 混合精度.
    assert "blog/number-formats/" in [path for path, _ in reader.search("混和精度")]
    assert "“混合精度”" in reader.tab.locator(".cb-search__status").inner_text()
    assert "混合精度" in reader.tab.locator(".cb-search__result mark").all_inner_texts()
    reader.open("en/")
    # Two letters swapped, in a query of two words: the other word is kept.
    assert "en/blog/guide-vaults/" in [path for path, _ in reader.search("obsidain vault")]
    assert "Showing results for “obsidian vault”" in reader.tab.locator(".cb-search__status").inner_text()
    # A word the pages write with a hyphen, typed without one.
    assert "blog/xid-errors/" in [path for path, _ in reader.search("oncall")]
    assert "“on-call”" in reader.tab.locator(".cb-search__status").inner_text()
    # A word the pages hold is never taken for another, nor a short one ("huge" is no typo of Hugo),
    # nor one no page holds anything like.
    for query in ("memory", "huge", "kubernetes"):
        reader.search(query)
        assert "Showing" not in reader.tab.locator(".cb-search__status").inner_text(), query


def test_a_page_runs_only_the_opener_and_the_search_comes_when_the_reader_opens_it(reader):
    # A phone parses search.js only when its reader opens search; keys typed while it comes are kept.
    reader.tab.goto(reader.site_url + "en/")
    scripts = [url.rsplit("/", 1)[1] for url in reader.requests if "/javascripts/search" in url]
    assert scripts == ["search-loader.js"]
    reader.tab.keyboard.press("/")
    reader.tab.keyboard.type("ZeRO")
    assert "en/blog/zero/" in [path for path, _ in reader.results_of("ZeRO")]
    assert reader.tab.input_value(".cb-search__input") == "ZeRO"
    assert [url for url in reader.requests if url.endswith("/javascripts/search.js")]


def test_a_chinese_run_no_page_holds_whole_is_read_as_two_words_the_pages_hold(reader):
    # No page writes 检查点容错; the lesson on checkpoints holds both words, and the reader is told.
    reader.open("")
    assert reader.search("检查点容错") == [("blog/checkpointing/", None)]
    assert "“检查点 容错”" in reader.tab.locator(".cb-search__status").inner_text()
    # A query that finds pages is never read apart, nor a run no one page holds both words of (the
    # guide's part on vaults holds 双链, the lessons hold 显存).
    for query in ("检查点", "双链显存"):
        reader.search(query)
        assert "显示" not in reader.tab.locator(".cb-search__status").inner_text(), query
    # Two words one page holds are a better reading than a word one character off (构建页面).
    assert [path for path, _ in reader.search("新建页面")] == ["blog/guide-start/"]
    assert "“新建 页面”" in reader.tab.locator(".cb-search__status").inner_text()


def test_a_question_word_ending_like_a_plural_is_still_a_question_word(reader):
    # "there" and "where" are no words "ther" and "wher" a page must hold: the question finds what
    # its one word finds.
    reader.open("en/")
    courses = reader.search("courses")
    assert "en/series/training-infra/" in [path for path, _ in courses]
    assert reader.search("what courses are there") == courses


def test_small_words_of_a_sentence_do_not_choose_the_pages(reader):
    # "into" and "another" are on pages about anything: the part on vaults, which says how a note
    # embeds another's section, is the answer, not pages that happen to say "another".
    reader.open("en/")
    assert [path for path, _ in reader.search("embed a note into another note")] == ["en/blog/guide-vaults/"]


def test_a_question_typed_as_one_long_chinese_run_is_read_as_the_words_the_pages_hold(reader):
    # No page holds the run, nor all its words: the words that one page holds together answer, and
    # the status says which (the words a page lacks, 整门课, are left out).
    reader.open("")
    assert [path for path, _ in reader.search("我想把整门课导出成电子书")] == ["blog/guide-books/"]
    assert "“导出 电子书”" in reader.tab.locator(".cb-search__status").inner_text()


def test_english_and_chinese_words_typed_without_a_space_are_two_words(reader):
    # Writers of Chinese often leave no space between the two scripts: the query reads the same.
    reader.open("")
    together = reader.search("hexo迁移")
    assert "blog/guide-moving/" in [path for path, _ in together]
    assert together == reader.search("hexo 迁移")
    # 和 and 有 are read as the question's words, as "and" and "have" are.
    assert [path for path, _ in reader.search("bf16和fp16有什么区别")][:1] == ["blog/number-formats/"]


def test_english_pages_come_for_a_mixed_query_only_with_words_the_chinese_ones_lack(reader):
    reader.open("")
    # The on-call lesson is tagged GPU: English pages holding only "GPU" answer nothing more.
    results = reader.search("GPU 掉卡")
    assert results and not [path for path, _ in results if path.startswith("en/")], results
    # No Chinese page is about nccl-tests: the English post on it is listed.
    assert "en/blog/busbw/" in [path for path, _ in reader.search("nccl-tests 带宽")]
    # A Chinese lesson names 1F1B only in its code; the English notes explain it (they were kept out).
    assert reader.search("1F1B 交错调度") == [("en/blog/megatron-notes/", "English")]
    # The Chinese notes on ZeRO name Megatron only in a link to the English notes, which answer it (the
    # link's text names that page); the status names no word as left out, each language's pages hold one.
    assert ("en/blog/megatron-notes/", "English") in reader.search("Megatron 论文笔记")
    assert "不含" not in reader.tab.locator(".cb-search__status").inner_text()


def test_words_in_a_title_and_a_tag_are_not_held_apart(reader):
    # The Megatron notes are titled "Reading notes" and tagged paper: a page about "paper notes",
    # though the two words are far apart in it.
    reader.open("en/")
    assert [path for path, _ in reader.search("paper notes")][:1] == ["en/blog/megatron-notes/"]


def test_a_question_about_the_writer_finds_the_about_page(reader):
    # The guide's parts say "author" and "blog" in passing; the about page says who writes here.
    reader.open("")
    assert [path for path, _ in reader.search("博主是谁")][:1] == ["about/"]
    # The part titled on moving a blog keeps saying 写的: no cover for words held apart (about/ was lost).
    assert "about/" in [path for path, _ in reader.search("这个博客是谁写的")]
    # The page introducing the writer, asked for as such: not the guide's parts that say 作者 and 介绍.
    assert [path for path, _ in reader.search("博主介绍")] == ["about/"]
    assert [path for path, _ in reader.search("作者简介")] == ["about/"]
    reader.open("en/")
    assert [path for path, _ in reader.search("author")][:1] == ["en/about/"]
    assert [path for path, _ in reader.search("blogger")] == ["en/about/"]
    # "who" asks for the writer: the about page, not the guide's parts on writing and blogs.
    assert [path for path, _ in reader.search("who writes this blog")] == ["en/about/"]
    # Its excerpt opens on its first sentence, not on the stop left where the hidden words were.
    assert reader.tab.locator(".cb-search__excerpt").first.inner_text().startswith("About. I am")
    # ...when the about page holds the question's other words: who proposed ZeRO is no question about
    # the writer (the guide's parts name authors and ZeRO in passing).
    assert "en/about/" not in [path for path, _ in reader.search("who proposed zero")]
    assert not [path for path, _ in reader.search("who proposed zero") if "guide" in path]


def test_a_chinese_question_is_searched_by_the_words_between_its_question_words(reader):
    # 要 and 多少 are the question, as "need" and "much" are in English; 模型 and 显存 are what it asks
    # about (the browser's segmenter cuts 显存 into 显|存: the run between question words stays whole).
    reader.open("")
    assert [path for path, _ in reader.search("7B 模型的梯度要占多少显存")][:1] == ["blog/memory-budget/"]


def test_a_course_is_found_by_its_name_and_the_word_course(reader):
    # The landing pages never say 课程 or "course" of themselves; a reader typing it wants them.
    reader.open("")
    assert [path for path, _ in reader.search("值班课程")] == ["series/oncall/"]
    reader.open("en/")
    assert [path for path, _ in reader.search("training infrastructure course")][:1] == ["en/series/training-infra/"]


def test_a_course_is_found_by_the_tags_all_its_parts_carry(reader):
    # Every part of the on-call course is tagged 值班 (on-call in English): its landing page, in Chinese
    # only, is found from both homes, with its lesson.
    for home in ("en/", ""):
        reader.open(home)
        assert "series/oncall/" in [path for path, _ in reader.search("on-call")], home
    # A course is found as one in the other language too: "on-call course" is no guide part that names
    # the on-call course in English, but the course, whose landing page says 课程.
    assert [path for path, _ in reader.search("on-call course")] == ["series/oncall/"]


def test_a_query_held_only_in_code_finds_nothing_unless_it_is_an_identifier(reader):
    # "elastic" is on no published page (the post on elastic training is scheduled); "training" is
    # in the guide's part only in a command. A lone identifier is still found in code.
    reader.open("en/")
    assert reader.search("elastic training") == []
    assert [path for path, _ in reader.search("dmesg")] == ["blog/xid-errors/"]
    # A Chinese word only in code is an example's: the guide's first part has 梯度累积 only in a file name
    # (code in a line of prose) and a command.
    reader.open("")
    assert reader.search("梯度累积") == []


def test_a_page_naming_the_query_only_in_a_link_to_another_page_is_left_out_beside_pages_about_it(reader):
    # The ZeRO notes name Megatron-LM only in the title of the note they link to: that note and the lesson
    # on tensor parallelism, which describes Megatron-LM's split, are listed; the ZeRO notes are not.
    reader.open("")
    found = [path for path, _ in reader.search("Megatron")]
    assert "blog/zero-paper-notes/" not in found
    assert "en/blog/megatron-notes/" in found and "blog/tensor-pipeline/" in found


def test_a_word_every_page_found_is_tagged_with_does_not_list_the_pages_naming_the_other_in_passing(reader):
    # Every part of the guide is tagged Coursebook; the first is about `coursebook init`, others name it once.
    for home, start in (("", "blog/guide-start/"), ("en/", "en/blog/guide-start/")):
        reader.open(home)
        assert [path for path, _ in reader.search("coursebook init")] == [start], home


def test_a_page_naming_the_query_only_in_its_description_is_left_out_beside_pages_titled_with_it(reader):
    reader.open("")
    # The lesson on tensor parallelism names ZeRO in its description, to say what ZeRO does not split.
    found = [path for path, _ in reader.search("ZeRO")]
    assert "blog/tensor-pipeline/" not in found and {"blog/zero/", "blog/zero-paper-notes/"} <= set(found), found
    # No page is titled 中英双语: the part whose description opens with it is the answer.
    assert "blog/guide-languages/" in [path for path, _ in reader.search("中英双语")]


def test_when_every_page_names_the_query_in_passing_the_ones_naming_it_least_are_left_out(reader):
    # The paper's author is in the reading notes' source and once in a command in the guide's first part.
    reader.open("en/")
    assert reader.search("Rajbhandari") == [("blog/zero-paper-notes/", "中文")]
    reader.open("")
    # Mermaid is no page's title, tag or heading: the parts that keep naming it, not the one naming it once.
    assert "blog/guide-start/" not in [path for path, _ in reader.search("mermaid")]


def test_when_no_page_holds_every_word_the_pages_holding_the_rarer_one_are_listed(reader):
    # No page holds both: the post on XID errors, not every lesson tagged with training.
    reader.open("en/")
    assert reader.search("xid training") == [("blog/xid-errors/", "中文")]
    # A word rare here but common in English ("maintain", once in the guide) does not outrank a page
    # titled with the other word.
    assert reader.search("maintains nccl") == [("en/blog/busbw/", None)]
    # Rarer in the whole index, not only among the pages found: "save" is on eight pages, "checkpoint" on two.
    # "How often" asks how often, as "how much" asks how much.
    found = [path for path, _ in reader.search("how often should I save a checkpoint")]
    assert "blog/checkpointing/" in found and "en/blog/zero/" not in found, found


def test_a_word_no_page_holds_leaves_the_pages_of_the_other_words_when_they_are_few(reader):
    # No page says "migration": the pages on Hugo, not the page Pagefind's own matching picked.
    reader.open("en/")
    assert [path for path, _ in reader.search("hugo migration")] == ["en/blog/guide-moving/"]
    # The reader is told: the results are without the word left out.
    assert reader.tab.locator(".cb-search__status").inner_text() == "Results without “migration” · 1 result"
    reader.open("")
    reader.search("hugo 迁徙")
    assert reader.tab.locator(".cb-search__status").inner_text().startswith("不含“迁徙”的结果 · ")
    reader.open("en/")
    # "training" is on most pages: a topic the blog lacks does not list them all (without the rule on
    # half the pages, "elastic training" listed five).
    assert len(reader.search("elastic training")) <= 1


def test_the_pages_holding_the_other_words_are_counted_as_they_hold_them_not_as_pagefind_matched(reader):
    # No page says 区别. Pagefind matches ZeRO-1 as "zero" and "1", on most pages; two hold ZeRO-1, -2
    # and -3, and the lesson on ZeRO is one of them (it was left out, as if the words were everywhere).
    reader.open("")
    paths = [path for path, _ in reader.search("ZeRO-1 ZeRO-2 ZeRO-3 区别")]
    assert paths == ["blog/zero/", "blog/zero-paper-notes/"]


def test_an_error_message_pasted_whole_finds_the_page_quoting_it(reader):
    # The guide's part on writing quotes the build's warning in a code block; other parts say "not" and
    # "date" in their prose. From either home, the part quoting it is the answer.
    for home, path in (("", "blog/guide-writing/"), ("en/", "en/blog/guide-writing/")):
        reader.open(home)
        assert reader.search("is not a date") == [(path, None)], home
        # Its excerpt is the line quoting it, not the prose naming "date" first.
        excerpt = reader.tab.locator(".cb-search__result > a .cb-search__excerpt").first.inner_text()
        assert "is not a date" in excerpt, excerpt


def test_a_page_about_one_word_stays_beside_a_page_in_the_other_language_holding_both_together(reader):
    # From the Chinese home, the lesson tagged pipeline parallelism, which writes "bubble" in its
    # formula, is listed first; the English notes saying "pipeline bubble" follow, marked.
    reader.open("")
    assert reader.search("pipeline bubble") == [("blog/tensor-pipeline/", None), ("en/blog/megatron-notes/", "English")]


def test_a_counting_word_inside_a_chinese_question_is_left_out(reader):
    # 写一篇文章: the part titled 写文章和课程, not the part whose heading says 一篇文章 in another sense.
    reader.open("")
    assert reader.search("怎么写一篇文章") == [("blog/guide-writing/", None)]


def test_a_short_chinese_word_is_found_with_a_counting_word_inside(reader):
    # The guide's first part is titled 建一个站; a reader types 建站.
    reader.open("")
    assert [path for path, _ in reader.search("怎么建站")][0] == "blog/guide-start/"


def test_a_word_a_heading_holds_and_one_character_more_is_read_as_that_word(reader):
    # No page writes 激活值占 (激活值 + 占, "take up"); the lesson has a heading on 激活值. It was read as
    # 激活值各, a run one character off that the course's landing page holds.
    reader.open("")
    assert reader.search("激活值占多少显存") == [("blog/memory-budget/", None)]
    assert "“激活值多少显存”" in reader.tab.locator(".cb-search__status").inner_text()


def test_an_excerpt_keeps_the_word_of_a_page_s_tag(reader):
    # The guide's parts are tagged Coursebook: the hidden tag line is taken out of the excerpt once, not
    # every "Coursebook" of the text ("outside 's repository" was shown).
    reader.open("en/")
    assert reader.search("coursebook init") == [("en/blog/guide-start/", None)]
    excerpt = reader.tab.locator(".cb-search__result > a .cb-search__excerpt").first.inner_text()
    assert "Coursebook" in excerpt and " 's " not in excerpt, excerpt


def test_a_part_of_a_course_is_found_by_its_number(reader):
    # The reader types the number as the course says it, or another way (第一讲 for 第 1 讲, "the
    # third lesson"), with or without the course's name; the unit named tells two courses apart.
    reader.open("")
    assert reader.search("第一讲") == [("blog/memory-budget/", None)]
    assert reader.search("使用指南 第 4 篇") == [("blog/guide-vaults/", None)]
    assert reader.search("值班手册 第一篇") == [("blog/xid-errors/", None)]
    reader.open("en/")
    before = len(reader.requests)
    assert reader.search("guide part 6") == [("en/blog/guide-deploying/", None)]
    assert reader.search("lesson 2") == [("en/blog/zero/", None)]
    # Found in the reader's language: the other language's index is not fetched.
    assert not [url for url in reader.requests[before:] if "/wasm.unknown." in url]
    # The third lesson is written only in Chinese: it is listed, marked, and not the guide's part 3.
    assert reader.search("the third lesson") == [("blog/tensor-pipeline/", "中文")]
    # No course has a tenth lesson: nothing is found, and 第十讲 is not taken for a typo of 第一讲.
    reader.open("")
    assert reader.search("第十讲") == []
    assert "第一讲" not in reader.tab.locator(".cb-search__status").inner_text()


def test_a_word_no_page_holds_leaves_the_pages_about_the_others_not_those_naming_them(reader):
    # No page says 搬迁 or "relocation": the part about moving a Hexo blog, not the part on writing
    # that names Hexo in its prose (it listed both).
    reader.open("")
    assert reader.search("Hexo 搬迁") == [("blog/guide-moving/", None)]
    reader.open("en/")
    assert reader.search("hexo relocation") == [("en/blog/guide-moving/", None)]


def test_chinese_words_a_page_holds_in_prose_far_apart_find_it(reader):
    # The on-call post says “行重映射” in one paragraph and 备用行已经用完 a few lines on: held apart,
    # the page scored as little as one holding the words only in code, and was left out (nothing found).
    reader.open("")
    assert reader.search("行重映射 备用行用完") == [("blog/xid-errors/", None)]


def test_a_page_holding_one_word_in_a_heading_and_another_in_passing_is_not_about_both(reader):
    # The part on writing has the heading "Drafts and scheduled posts"; the part on languages a heading
    # on posts and "scheduled" once in its prose (it was listed too).
    reader.open("en/")
    assert reader.search("scheduled posts") == [("en/blog/guide-writing/", None)]


def test_words_typed_apart_or_together_are_read_as_the_pages_write_them(reader):
    # The guide writes "wikilinks" and "front matter": "wiki" was left out (three parts naming links
    # were listed), and "frontmatter" found nothing but a page naming "fields".
    reader.open("en/")
    assert reader.search("wiki links") == [("en/blog/guide-vaults/", None)]
    assert reader.tab.locator(".cb-search__status").inner_text() == "Showing results for “wikilinks” · 1 result"
    assert reader.search("frontmatter fields")[0] == ("en/blog/guide-writing/", None)
    assert reader.tab.locator(".cb-search__status").inner_text().startswith("Showing results for “front matter fields”")


def test_a_word_a_part_opens_an_item_with_in_bold_finds_that_part(reader):
    # Three guide parts name backlinks once; the part on vaults has an item "**Backlinks**: …" (all
    # three were listed).
    reader.open("en/")
    assert reader.search("backlinks") == [("en/blog/guide-vaults/", None)]


def test_a_word_in_a_title_covers_the_page_when_it_keeps_to_the_other_word(reader):
    # The part titled on Obsidian vaults has an item opening "**双链（wikilink）**": not "apart" (the part
    # on books, naming Obsidian and 双链 once each, was listed alone). A post tagged reading-notes that
    # says "time" once is still no answer to "reading time".
    reader.open("")
    assert reader.search("obsidian 双链") == [("blog/guide-vaults/", None)]
    reader.open("en/")
    assert "en/blog/megatron-notes/" not in [path for path, _ in reader.search("reading time")]


def test_a_run_of_chinese_no_page_holds_is_read_as_its_word_a_section_is_about(reader):
    # No page says 预览太慢 (nor 太慢): the guide's part with the section 预览 answers it, and the status
    # says how the query was read (it found nothing). Not when the query's other word is on no page
    # either: a topic the site lacks, not the part on deploying.
    reader.open("")
    assert reader.search("预览太慢")[0] == ("blog/guide-start/", None)
    assert reader.tab.locator(".cb-search__status").inner_text().startswith("显示“预览”的结果")
    assert reader.search("vLLM 推理部署") == []


def test_a_word_two_slips_from_a_page_s_word_keeps_its_first_letter(reader):
    # No page says "inference"; "reference" is two letters off but no typing slip of it (it listed three
    # guide parts that say "reference"). One slip may change the first letter: "latex" is KaTeX.
    reader.open("en/")
    assert reader.search("inference") == []
    assert [path for path, _ in reader.search("latex formulas")] == ["en/blog/guide-writing/"]


def test_a_word_readers_type_for_the_pages_word_finds_it_through_the_writers_synonyms(reader):
    # The demo's mkdocs.yml lists [检查点, checkpoint, 断点续训, ckpt] and [搜索, search, 站内搜索, …]:
    # no page says 断点续训, 站内搜索 or ckpt, and each found nothing.
    reader.open("")
    assert reader.search("断点续训") == [("blog/checkpointing/", None)]
    assert reader.tab.locator(".cb-search__status").inner_text().startswith("显示“检查点”的结果")
    assert "blog/guide-languages/" in [path for path, _ in reader.search("站内搜索")]
    reader.open("en/")
    assert "blog/checkpointing/" in [path for path, _ in reader.search("ckpt")]
    # Named as the writer wrote it: [显存, GPU memory, OOM, …].
    reader.search("OOM")
    assert reader.tab.locator(".cb-search__status").inner_text().startswith("Showing results for “GPU memory”")


def test_a_post_named_in_passing_in_one_language_is_left_out_in_both(reader):
    reader.open("")
    # The Chinese lesson on the memory bill names BF16 once, far below the post on number formats;
    # its English version, in a list of its own, is left out with it.
    assert reader.search("BF16") == [("blog/number-formats/", None)]
    # The post on XID errors is tagged engineering-notes; the post on NCCL's bus bandwidth,
    # notes-from-the-cluster: a shared word ("notes") is not a shared topic, and the post naming
    # NCCL in its prose only is left out.
    results = [path for path, _ in reader.search("NCCL")]
    assert "en/blog/busbw/" in results and "blog/xid-errors/" not in results, results
    # A page holding the query's words far apart is left out when another holds them together.
    reader.open("en/")
    assert [path for path, _ in reader.search("ZeRO paper")] == ["blog/zero-paper-notes/"]


def test_search_that_could_not_load_its_index_tries_again_on_the_next_query(reader):
    # A network blip, or a preview writing its index anew: the first query fails, and says so.
    reader.tab.route("**/pagefind/pagefind.js*", lambda route: route.abort())
    reader.open("")
    reader.tab.fill(".cb-search__input", "显存")
    status = reader.tab.locator(".cb-search__status")
    status.filter(has_text="搜索索引无法载入").wait_for()
    reader.tab.unroute("**/pagefind/pagefind.js*")
    # The reader types on, on the same page: search loads now.
    assert ("blog/zero/", None) in reader.search("ZeRO")
    reader.problems.clear()  # the blocked request, reported as it should be


def test_nothing_is_loaded_before_search_opens(reader, site_url):
    reader.tab.goto(site_url + "blog/zero/")
    reader.tab.wait_for_load_state("networkidle")
    assert reader.pagefind_requests() == []
    reader.tab.keyboard.press("s")
    reader.search("显存")
    assert reader.pagefind_requests()  # now it is


def test_a_result_opens_its_page_with_the_words_highlighted(reader):
    reader.open("")
    reader.search("空泡")
    reader.tab.locator(".cb-search__result > a").first.click()
    reader.tab.wait_for_url("**/blog/tensor-pipeline/?h=*")
    marks = reader.tab.locator("[data-pagefind-body] mark")
    marks.first.wait_for()
    assert marks.first.inner_text() == "空泡"


def test_nothing_found_says_so_and_escape_closes(reader):
    reader.open("en/")
    assert reader.search("zyzzyva") == []
    assert "Nothing found" in reader.tab.locator(".cb-search__status").inner_text()
    reader.tab.keyboard.press("Escape")
    assert not reader.tab.locator("dialog[data-search]").evaluate("d => d.open")


@pytest.mark.parametrize("tab", [(390, "dark")], indirect=True)
def test_on_a_phone_in_dark_mode(reader):
    reader.tab.emulate_media(color_scheme="dark")
    reader.tab.goto(reader.site_url)
    reader.tab.locator("[data-search-open]").click()
    box = reader.tab.locator("dialog[data-search]").bounding_box()
    assert box["width"] == 390  # the whole screen
    background = reader.tab.locator("dialog[data-search]").evaluate("d => getComputedStyle(d).backgroundColor")
    red, green, blue = (int(part.strip(" )")) for part in background[background.index("(") + 1 :].split(",")[:3])
    assert red + green + blue < 200, background  # Material's dark background, not white
    assert reader.search("显存")


def test_under_serve_search_follows_a_save(tab, project, server):  # noqa: F811 - fixtures from test_serve
    # The README's preview: the saved page shows at once, its words are searchable a moment later.
    word = "quokka" + "".join(random.choice(string.ascii_lowercase) for _ in range(8))
    post = project / "docs/blog/posts/training-infra/zero.md"
    post.write_text(post.read_text(encoding="utf-8") + f"\n\n训练日志里出现了 {word}。\n", encoding="utf-8")
    wait_for(lambda: word in fetch(server + "blog/zero/"), 120, "the edited post to be served")
    reader = Reader(tab, server)
    # A try that meets the index half-written, or live reload, fails; the next one starts at once
    # rather than after Playwright's 30 s.
    tab.set_default_timeout(5_000)
    deadline = time.monotonic() + 120
    while True:
        # A fresh page each time: the preview's live reload may reload the page under us.
        try:
            reader.open("")
            if ("blog/zero/", None) in reader.search(word):
                break
        except PlaywrightError:
            pass
        assert time.monotonic() < deadline, f"the preview's search never found the saved word: {reader.problems}"
        time.sleep(0.5)
    # Reloads cut live reload's long poll short; anything else is a problem.
    reader.problems[:] = [problem for problem in reader.problems if "livereload" not in problem]


def test_the_query_set_finds_what_it_must_and_little_else(reader):
    """Every query of search_queries.py: each relevant page returned, no result without the
    query's terms (显存 never marks 保存), excerpts of the page's prose only, one entry a
    page. Precision and recall over the set go to test-artifacts/ (quoted in the README)."""
    judged = judge(reader, QUERIES, "search-quality.md")
    # Recall at least 0.95 (issue 45's bar). Precision was 0.952 until 2026-12-05 (52 of 55 since):
    # this set accepts the guide's parts for "memory" and 显存, which name them in passing, and the
    # held-out set below, the one issue 45 is judged by, counts them against precision; search now
    # leaves them out (test_a_page_naming_the_query_in_passing_is_left_out_beside_pages_about_it),
    # which lowers this set's share of good results. Its BF16 -> blog/memory-budget/ (a lesson
    # naming BF16 in passing) is another judgement the two sets disagree on. 0.96 since a post named
    # in passing in one language is left out in both (test_a_post_named_in_passing_...).
    assert judged.precision >= 0.95 and judged.recall >= 0.95, judged.report


def test_the_held_out_query_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries.py, written by a reader who had not seen the set above, before any tuning
    and kept unchanged (printed, and in test-artifacts/search-heldout.md). Measured 2026-12-03:
    before ranking, precision 0.57 / 0.60 and recall 0.91 / 0.94 from the Chinese / English home;
    after, 0.76 / 0.74 and 0.95 / 0.98. 2026-12-05: 0.73 / 0.72 before and 0.74 / 0.74 after a
    page holding fewer of the query's terms than another language's page is left out; 0.80 / 0.81
    and 0.98 / 0.98 after questions in Chinese, words held apart and pages naming the query in
    passing; 0.87 / 0.87 after a course's part naming the query in passing is left out beside its
    part about it; 0.91 / 0.91 after a post named in passing in one language is left out in both, a
    shared word of two tags is no shared topic, and words held apart are left out beside words held
    together. The goal is 0.95 each (issue 45, open): what is asserted here is the floor
    reached, so that it never goes back. 2026-12-06, after tuning on the second set: 0.90 / 0.94
    (0.896 from the Chinese home: "Obsidian" now also lists the guide's landing page, which names
    it in its description; the second and third sets judge such a landing page acceptable, this
    one does not) and recall 0.98 / 0.98."""
    judged = judge(reader, HELDOUT, "search-heldout.md")
    assert_floors(judged, {"": (0.92, 0.99), "en/": (0.95, 0.99)})


def test_the_second_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_2.py: 75 queries judged on 2026-12-05 by a reader who read only docs/, before
    any tuning against them, and kept unchanged (test-artifacts/search-heldout-2.md). Its first run,
    2026-12-06, with nothing in the search changed for it: precision 0.82 and recall 0.85 (0.88 /
    0.89 from the Chinese home, 0.75 / 0.79 from the English one), against 0.91 / 0.98 on the set
    above, which the search was tuned on. The goal is 0.95 each (issue 45, open). Since 2026-12-06
    this set is a development set: the search was tuned on its misses (a word found only as the
    start of a longer one, a Chinese query on an English page, pages naming a word in passing),
    and it gives 0.87 / 0.92 (0.91 / 0.91 and 0.83 / 0.92). Asserted: that floor."""
    # A query with nothing to find that finds something counts against precision here (the first
    # run would otherwise stop at the first such query, and measure nothing).
    judged = judge(reader, HELDOUT_2, "search-heldout-2.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.95, 0.93), "en/": (0.92, 0.99)})


def test_the_third_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_3.py: 103 queries judged on 2026-12-06 by a reader who read only docs/, and
    committed (1fcf050) before the second set above was used to tune the search (that set is a
    development set since). Before that tuning: precision 0.80, recall 0.85. Its first run after
    it: 0.86 / 0.83. That tuning had made a query of two words need both; this set showed what it
    cost (a typo or an abbreviation in one of the two found nothing: "checkpoiting interval",
    "obsidain vault", "ckpt 间隔"), and the rule was taken back: 0.82 / 0.88 (0.78 / 0.84 from the
    Chinese home, 0.87 / 0.91 from the English one). So this set has been looked at once: the
    next honest measurement needs a fourth set. The goal is 0.95 each (issue 45). Asserted: that
    floor (test-artifacts/search-heldout-3.md)."""
    judged = judge(reader, HELDOUT_3, "search-heldout-3.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.89, 0.94), "en/": (0.96, 0.98)})


def test_the_fourth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_4.py: 111 queries judged on 2026-12-06 by a reader who read only docs/,
    committed (8fe1e6f) after the search of bf23f60 and run for the first time on it, with nothing
    changed since: the held-out figure for that search. First run, 2026-12-06: precision 0.81,
    recall 0.83 (0.76 / 0.79 from the Chinese home, 0.87 / 0.87 from the English one). The goal is
    0.95 each (issue 45). Asserted: the floor of that first run (test-artifacts/search-heldout-4.md).
    The next round of tuning needs a fifth set."""
    judged = judge(reader, HELDOUT_4, "search-heldout-4.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.94, 0.92), "en/": (0.96, 0.98)})


def test_the_fifth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_5.py: 106 queries judged on 2026-12-06 by a reader who read only docs/, asked
    for many typos, synonyms and queries crossing the two languages; committed (31b06b9) before the
    search's typo correction and run for the first time on 6d2aca9: precision 0.81, recall 0.76 (0.77
    / 0.72 from the Chinese home, 0.85 / 0.81 from the English one). The search of d6e40c4 gave 0.77
    / 0.71 on it. Since that run it is a development set: it showed that "GPU掉卡" was read as one
    word, that a typo was not corrected from a page's tags, and that English pages came for a mixed
    query's English word alone. Asserted: the floor reached (raised with every set's on 2026-12-07)."""
    judged = judge(reader, HELDOUT_5, "search-heldout-5.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.95, 0.90), "en/": (0.93, 0.92)})


def test_the_sixth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_6.py: 107 queries judged on 2026-12-06 by a reader who read only docs/, asked
    for the mix of queries such a blog's readers type; committed (a1cdbfe) unrun, and run once on
    357230c with nothing changed for it: precision 0.87, recall 0.89 (0.89 / 0.87 from the Chinese
    home, 0.86 / 0.91 from the English one); the search of d6e40c4 gave 0.82 / 0.86 on it. The held-out
    figure for this search; the goal is 0.95 each (issue 45). Asserted: the floor reached since
    (raised with every set's on 2026-12-07)."""
    judged = judge(reader, HELDOUT_6, "search-heldout-6.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.98, 0.94), "en/": (0.94, 0.96)})


def test_the_seventh_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_7.py: 111 queries judged on 2026-12-06 (night) by a reader who read only docs/;
    committed (a60251a) before that night's changes to the search, and run once on fa1531a, the first
    of them: precision 0.87, recall 0.92 (0.94 / 0.93 from the Chinese home, 0.81 / 0.91 from the
    English one); the search of f2d917b gave 0.85 / 0.89 on it. It was not blind for all of that run:
    a formatting check printed about a third of its queries before it ran (none was tuned for). A
    development set since. Asserted: the floor reached (raised with every set's on 2026-12-07)."""
    judged = judge(reader, HELDOUT_7, "search-heldout-7.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.95, 0.94), "en/": (0.95, 0.94)})


def test_the_eighth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_8.py: 107 queries judged on 2026-12-06 (night) by a reader who read only docs/;
    committed (4ecae05) unrun and run once on 877d881 with nothing changed for it: precision 0.90,
    recall 0.94 (0.91 / 0.93 from the Chinese home, 0.88 / 0.94 from the English one); the search of
    f2d917b gave 0.91 / 0.93 on it. The held-out figure for that search; the goal is 0.95 each
    (issue 45). A development set since (a review's findings were fixed after it ran: 0.91 / 0.94).
    Asserted: the floor reached."""
    judged = judge(reader, HELDOUT_8, "search-heldout-8.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.93, 0.96), "en/": (0.96, 0.99)})


def test_the_ninth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_9.py: 110 queries judged on 2026-12-07 by a reader who read only docs/;
    committed (76bb144) unrun, before that day's changes to the search, and run once on 9b8d64a, the
    last of them, with nothing changed for it: precision 0.96, recall 0.95 (0.975 / 0.917 from the
    Chinese home, 0.953 / 0.982 from the English one); the search of 21a395c gave 0.93 / 0.93 on it.
    The held-out figure for that search, with the tenth set's; the goal is 0.95 each (issue 45). A
    development set since. Asserted: the floor of that run."""
    judged = judge(reader, HELDOUT_9, "search-heldout-9.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.97, 0.93), "en/": (0.97, 0.98)})


def test_the_tenth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_10.py: 110 queries judged on 2026-12-07 by another reader who read only docs/;
    committed (52a8f5e) unrun, and run once on 9b8d64a with nothing changed for it: precision 0.91,
    recall 0.94 (0.913 / 0.906 from the Chinese home, 0.912 / 0.982 from the English one); the search
    of 21a395c gave 0.86 / 0.93 on it. A development set since. Asserted: the floor of that run."""
    judged = judge(reader, HELDOUT_10, "search-heldout-10.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.91, 0.94), "en/": (0.94, 0.98)})


def test_the_eleventh_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_11.py: 110 queries judged on 2026-12-07 by a third reader who read only docs/;
    committed (9b0a931) unrun, and run once on f659a28 with nothing changed for it: precision 0.91,
    recall 0.91 (0.956 / 0.849 from the Chinese home, 0.876 / 0.963 from the English one). The
    held-out figure for the search of f659a28; a development set since (0.94 / 0.91 on 4c1dac0).
    Asserted: the floor reached since."""
    judged = judge(reader, HELDOUT_11, "search-heldout-11.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.95, 0.88), "en/": (0.95, 0.96)})


def test_the_twelfth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_12.py: 110 queries judged on 2026-12-07 by a fourth reader who read only docs/;
    committed (b3803d5) unrun, and run once on the search of that session's end (the writer's
    synonyms in): precision 0.93, recall 0.95 (0.943 / 0.944 from the Chinese home, 0.909 / 0.962
    from the English one). The held-out figure for that search. Asserted: the floor of that run."""
    judged = judge(reader, HELDOUT_12, "search-heldout-12.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.95, 0.98), "en/": (0.93, 0.98)})


def test_the_thirteenth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_13.py: 110 queries judged on 2026-12-07 by a fifth reader who read only docs/;
    committed (aa3e768) unrun, and run once on 3d722db with nothing changed for it: precision 0.945,
    recall 0.926 (0.969 / 0.907 from the Chinese home, 0.925 / 0.944 from the English one). The
    held-out figure for the search of 3d722db; a development set since. Asserted: the floor reached."""
    judged = judge(reader, HELDOUT_13, "search-heldout-13.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.98, 0.96), "en/": (0.92, 0.96)})


def test_the_fourteenth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_14.py: 110 queries judged on 2026-12-07 by a sixth reader who read only docs/;
    committed (6b4bbbc) unrun and not looked at while search changed, then run once on a839aca:
    precision 0.953, recall 0.877 (0.966 / 0.849 from the Chinese home, 0.943 / 0.906 from the
    English one); the search of 3d722db gave 0.952 / 0.868 on it. The held-out figure for this
    round's search. Asserted: the floor reached."""
    judged = judge(reader, HELDOUT_14, "search-heldout-14.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.96, 0.86), "en/": (0.94, 0.90)})


def test_the_fifteenth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_15.py: 110 queries judged on 2026-12-07 by a seventh reader who read only docs/;
    committed unrun (8b3b3dc) and run once on its search (that of a839aca): precision 0.877, recall
    0.855 (0.872 / 0.836 from the Chinese home, 0.881 / 0.873 from the English one); the search of
    3d722db gave 0.849 / 0.845 on it. A development set since. Asserted: the floor reached."""
    judged = judge(reader, HELDOUT_15, "search-heldout-15.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.88, 0.89), "en/": (0.88, 0.94)})


def test_the_sixteenth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_16.py: 110 queries judged on 2026-12-07 by an eighth reader who read only docs/,
    imitating readers who paste errors and commands, know a topic by another name, look for a lesson by
    its number, or try the engine out; committed unrun (8fa5991) and run once on the search of 7bdad46:
    precision 0.907, recall 0.852 (0.919 / 0.803 from the Chinese home, 0.898 / 0.907 from the English
    one). A development set since. Asserted: a floor one query or so below its figure now (a run on a
    busy machine has differed from one on a quiet one by a query)."""
    judged = judge(reader, HELDOUT_16, "search-heldout-16.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.95, 0.84), "en/": (0.90, 0.92)})


def test_the_seventeenth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_17.py: 110 queries judged on 2026-12-07 by a ninth reader who read only docs/,
    imitating an ordinary mix of a blog's readers; committed unrun (cdc710e) after this session's changes
    and run once on them: precision 0.906, recall 0.964 (0.939 / 0.982 from the Chinese home, 0.875 /
    0.945 from the English one); the search of 7bdad46 gave 0.905 / 0.955 on it. The held-out figure
    for this session's search. Asserted: a floor one query or so below that figure."""
    judged = judge(reader, HELDOUT_17, "search-heldout-17.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.92, 0.96), "en/": (0.85, 0.92)})


def test_the_eighteenth_held_out_set_finds_what_a_reader_means_from_both_homes(reader):
    """heldout_queries_18.py: 110 queries judged on 2026-12-07 by a tenth reader who read only docs/,
    an ordinary mix again; committed unrun (6bc78ce) and run once on the search of 0556e85: precision
    0.905, recall 0.943 (0.905 / 0.943 from each home). Two changes were made after reading its results:
    a course's landing page names what it is in the other language too ("on-call course" from the
    English home found a guide part naming the on-call course, not the course), and the about page is
    also found as the writer's introduction (博主介绍, "blogger"). With them: 0.920 / 0.962 (0.921 /
    0.962 and 0.919 / 0.962). Asserted: a floor one query or so below."""
    judged = judge(reader, HELDOUT_18, "search-heldout-18.md", none_means_nothing=False)
    assert_floors(judged, {"": (0.90, 0.94), "en/": (0.90, 0.94)})


def in_order(part: str, whole: str) -> bool:
    """Whether the characters of ``part`` are in ``whole``, in that order."""
    rest = iter(whole)
    return all(character in rest for character in part)


def assert_floors(judged: Judged, floors: dict[str, tuple[float, float]]) -> None:
    """Print a set's report (test-artifacts/ has it too); fail when a home's precision or recall is
    below its floor (home -> (precision, recall))."""
    print(judged.report)
    for home, (precision, recall) in judged.by_home.items():
        assert precision >= floors[home][0] and recall >= floors[home][1], judged.report


class Judged(NamedTuple):
    precision: float
    recall: float
    by_home: dict[str, tuple[float, float]]  # home -> (precision, recall)
    missed: list[tuple[str, str]]  # (query, relevant page not returned)
    report: str


def judge(reader: Reader, queries: list[Query], artifact: str, none_means_nothing: bool = True) -> Judged:
    """Run ``queries`` as a reader would; check what every result shows; count precision (results
    judged relevant or acceptable, of all returned) and recall (relevant pages returned, of all)."""
    counts = {home: [0, 0, 0, 0] for home in ("", "en/")}  # returned, good, relevant found, relevant
    missed: list[tuple[str, str]] = []
    lines = [""] * len(queries)  # in the set's order; the queries run grouped by home
    # Two readers, each with the search dialog of one home open: a query is typed in both before
    # either's results are read, so that one waits for its results while the other searches. (Each
    # in its own context: two tabs of one window took longer than one, the hidden tab's timers slowed.)
    other = reader.tab.context.browser.new_context(viewport=reader.tab.viewport_size)
    lanes = [Lane(reader), Lane(Reader(other.new_page(), reader.site_url))]
    reopened = 0
    ordered = sorted(enumerate(queries), key=lambda numbered: numbered[1].start)
    for pair in (ordered[at : at + len(lanes)] for at in range(0, len(ordered), len(lanes))):
        for lane, (_, query) in zip(lanes, pair, strict=False):
            if query.start != lane.home:
                lane.reader.open(query.start)
                lane.home = query.start
                reopened += 1
            lane.reader.type(query.text)
        for lane, (number, query) in zip(lanes, pair, strict=False):
            count = counts[query.start]
            lines[number], missing = judge_one(lane, query, count, none_means_nothing)
            missed += [(query.text, path) for path in missing]
    second = lanes[1].reader
    assert second.problems == [], second.problems
    assert {url.split("/")[2] for url in second.requests} == {reader.site_url.split("/")[2]}
    other.close()

    def ratios(returned: int, good: int, found: int, relevant: int) -> tuple[float, float]:
        return (good / returned if returned else 1.0), (found / relevant if relevant else 1.0)

    by_home = {home: ratios(*count) for home, count in counts.items()}
    precision, recall = ratios(*(sum(column) for column in zip(*counts.values(), strict=True)))
    summary = ", ".join(
        f"from {home or 'the Chinese home'}: precision {p:.2f}, recall {r:.2f}" for home, (p, r) in by_home.items()
    )
    report = (
        f"{len(queries)} queries: precision {precision:.2f}, recall {recall:.2f} ({summary})\n\n"
        "| from | query | returned | relevant or acceptable | relevant | missed | not judged good |\n"
        "| --- | --- | --- | --- | --- | --- | --- |\n" + "\n".join(lines) + "\n"
    )
    print(f"{len(queries)} queries, {reopened} page loads")
    path = ROOT / "test-artifacts" / artifact
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(report, encoding="utf-8")
    return Judged(precision, recall, by_home, missed, report)


class Lane:
    """A tab searching from one home."""

    def __init__(self, reader: Reader) -> None:
        self.reader = reader
        self.home: str | None = None  # the home whose search dialog is open


def judge_one(lane: Lane, query: Query, count: list[int], none_means_nothing: bool) -> tuple[str, list[str]]:
    """The results of ``query`` (typed in ``lane``), checked and added to ``count``: the report's
    line and the relevant pages missed."""
    # A query lists the same pages whatever was searched before it in the tab (the test below):
    # the queries of one home run one after another in one tab.
    results = [path for path, _ in lane.reader.results_of(query.text)]
    assert len(results) == len(set(results)), query  # one entry per page
    missing = [path for path in query.relevant if path not in results]
    if not query.relevant and none_means_nothing:  # nothing real to find: the dialog says so
        status = lane.reader.tab.locator(".cb-search__status").inner_text()
        assert results == [] and ("没有找到" in status or "Nothing found" in status), (query.text, results)
    good = [path for path in results if path in query.relevant or path in query.acceptable]
    count[0] += len(results)
    count[1] += len(good)
    count[2] += len(query.relevant) - len(missing)
    count[3] += len(query.relevant)
    wrong = ", ".join(path for path in results if path not in good)
    line = (
        f"| {query.start or '(zh)'} | {query.text} | {len(results)} | {len(good)} | {len(query.relevant)} "
        f"| {', '.join(missing)} | {wrong} |"
    )
    shown = lane.reader.tab.evaluate(
        """() => [...document.querySelectorAll('.cb-search__result')].map(li => ({
            marks: [...li.querySelectorAll('mark')].map(m => m.textContent.toLowerCase()),
            excerpts: [...li.querySelectorAll('.cb-search__excerpt')].map(e => e.textContent),
            sections: [...li.querySelectorAll('.cb-search__sections .cb-search__title')].map(t => t.textContent),
            title: li.querySelector('.cb-search__title').textContent }))"""
    )
    # A query no page spells as typed is answered as the pages spell it (混和精度 as 混合精度), and says so.
    answered = lane.reader.tab.locator(".cb-search__results").get_attribute("data-answered") or query.text
    chinese_terms = [term for term in f"{query.text} {answered}".split() if not term.isascii()]
    for result in shown:
        # Marked: one of the query's Chinese terms, or its characters in order (显存 never marks 保存; 写一篇文章
        # marks 写文章, the words the search read of it).
        for mark in result["marks"]:
            assert mark.isascii() or any(in_order(mark, term) for term in chinese_terms), (query.text, result)
        for text in result["excerpts"]:
            assert not re.search(r"(\d+ ){5}", text), text  # no code line numbers
            assert "flowchart" not in text and not re.search(r"-->\s*\w+\[", text), text  # no diagram source
            assert not re.search(r"[\u4e00-\u9fff]\. ", text), text  # no ". " between Chinese text
            assert not re.search("[\ue000-\ue007]", text), text  # no mark of the index's
        assert result["title"] not in result["sections"], result  # the page is not its own section
        for text in [result["title"], *result["sections"]]:
            assert not re.search("[\ue000-\ue007]", text), text  # no mark of the index's in a title

    return line, missing


def test_the_404_page_searches_the_site(reader, site_url):
    # Its links and index are from the site's root (tests/e2e: a host serves it at any depth).
    reader.tab.goto(site_url + "404.html")
    reader.tab.locator("[data-not-found] [data-search-open]").click()
    assert ("blog/memory-budget/", None) in reader.search("显存")
