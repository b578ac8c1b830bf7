from __future__ import annotations

import pytest

from coursebook.readtime import count_text, reading_time
from coursebook.site import Reread
from coursebook.slugs import make_slug


def test_chinese_is_read_at_about_400_characters_a_minute():
    # Material's blog plugin calls such a post a 1-minute read.
    assert reading_time("显存" * 1850) == 10


def test_english_is_read_at_about_200_words_a_minute():
    assert reading_time("word " * 400) == 2
    assert reading_time("word " * 401) == 3


def test_mixed_text_adds_both_rates():
    text = "训" * 400 + " " + "token " * 200
    assert reading_time(text) == 2


@pytest.mark.parametrize(
    "code",
    [
        "```python\n" + "x = 1\n" * 2000 + "```\n",
        "~~~\n" + "代码 " * 2000 + "\n~~~\n",
        "!!! note\n    ```bash\n" + "    echo hi\n" * 2000 + "    ```\n",
        "> ```\n" + "> 代码\n" * 2000 + "> ```\n",
    ],
    ids=["backticks", "tildes", "in-admonition", "in-quote"],
)
def test_code_blocks_are_not_counted(code):
    cjk, words = count_text("正文。\n\n" + code)
    assert cjk == 2
    assert words <= 1  # the admonition's type word, "note"


def test_inline_code_html_and_link_targets_are_not_counted():
    assert count_text("用 `torch.compile(model)` 加速 <span class='x'>很</span> [文档](https://example.com/a/b/c)") == (
        6,
        0,
    )


def test_empty_post_still_takes_a_minute():
    assert reading_time("") == 1


def test_a_build_reuses_the_last_ones_times_and_keeps_only_its_own():
    text = "并行" * 2000  # 4,000 characters: ten minutes
    read = Reread()
    read.start({}, {})
    assert read.reading_time(text) == 10
    [(key, minutes)] = read.minutes.used.items()
    assert minutes == 10
    read.start({}, {key: 7})  # a time the cache says: read as it is, not counted again
    assert read.reading_time(text) == 7 and read.minutes.used == {key: 7}
    read.start({}, {})  # the next build: this one's times, none it did not use
    assert read.reading_time("短文") == 1 and read.reading_time(text) == 7
    assert sorted(read.minutes.used.values()) == [1, 7]
    read.start({}, {})
    read.start({}, {})
    assert read.minutes.used == {}
    assert Reread().reading_time(text) == reading_time(text) == 10  # another process's: counted again


def test_a_build_reuses_the_last_ones_pinyin():
    read = Reread()
    read.start({("plain", "通信"): "tong xin"}, {})
    assert make_slug("通信", read.read_pinyin) == "tong-xin" == make_slug("通信")
    read.start({("plain", "通信"): "kept"}, {})  # what the cache says is taken as it is
    assert make_slug("通信", read.read_pinyin) == "kept"
    assert read.pinyin.used == {("plain", "通信"): "kept"}
