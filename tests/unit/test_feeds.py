from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import feedparser
import pytest
from lxml import etree

from coursebook.feeds import EPOCH, Feed, FeedItem, absolute_html, feed_urls, render_atom, render_json, render_rss
from feedcheck import check_atom, check_json, check_rss  # tests/e2e/, on pytest's pythonpath

SHANGHAI = ZoneInfo("Asia/Shanghai")
TRICKY = 'Escaping <script>alert(1)</script> & "quotes" 🚀'


def feed(*items: FeedItem, language: str = "zh-CN") -> Feed:
    return Feed(
        "Site & <Co>",
        "https://example.org/",
        "About R&D",
        language,
        feed_urls("https://example.org/", ""),
        list(items),
        "Lin",
    )


def item(title: str = TRICKY, day: str = "2026-09-07 12:00", **kwargs) -> FeedItem:
    return FeedItem(
        title, "https://example.org/blog/x/", datetime.fromisoformat(day).replace(tzinfo=SHANGHAI), **kwargs
    )


def test_pubdate_is_rfc822_in_utc():
    channel = check_rss(render_rss(feed(item())))
    assert channel.find("item").findtext("pubDate") == "Mon, 07 Sep 2026 04:00:00 +0000"


def test_titles_and_categories_stay_text_in_every_format():
    rendered = feed(item(categories=["R&D", "<b>"], summary="1 < 2 & 3", content_html="<p>x &amp; y</p>"))
    for data in (render_rss(rendered), render_atom(rendered)):
        parsed = feedparser.parse(data)
        assert parsed.bozo == 0
        assert parsed.feed.title == "Site & <Co>"
        assert parsed.entries[0].title == TRICKY
        assert [tag.term for tag in parsed.entries[0].tags] == ["R&D", "<b>"]
    document = check_json(render_json(rendered))
    assert document["items"][0]["title"] == TRICKY and document["items"][0]["tags"] == ["R&D", "<b>"]


def test_newest_first_and_a_stable_build_date():
    old, new = item("old", "2026-01-01"), item("new", "2026-05-01", updated=datetime(2026, 6, 1, tzinfo=SHANGHAI))
    new.url = "https://example.org/blog/new/"
    channel = check_rss(render_rss(feed(new, old)))
    assert [i.findtext("title") for i in channel.findall("item")] == ["new", "old"]
    assert channel.findtext("lastBuildDate") == "Sun, 31 May 2026 16:00:00 +0000"
    assert render_rss(feed(new, old)) == render_rss(feed(new, old))


@pytest.mark.parametrize("language", ["zh-CN", "en"])
def test_empty_feeds_are_valid(language):
    empty = feed(language=language)
    assert check_rss(render_rss(empty)).findtext("language") == language
    assert check_atom(render_atom(empty)).get("{http://www.w3.org/XML/1998/namespace}lang") == language
    assert check_json(render_json(empty))["items"] == []
    assert empty.updated == EPOCH


def test_self_links_and_home_link():
    rendered = feed(item())
    channel = etree.fromstring(render_rss(rendered)).find("channel")
    assert channel.findtext("link") == "https://example.org/"
    document = check_json(render_json(rendered))
    assert document["feed_url"] == "https://example.org/feed.json"


def test_content_gets_absolute_links_and_loses_page_furniture():
    html = (
        '<h2 id="a">A<a class="headerlink" href="#a">¶</a></h2><!-- more -->'
        '<p><a href="../y/">y</a> <img src="img.png" alt=""></p>'
        '<div class="highlight"><pre><code><span id="__span-0-1"><a id="__codelineno-0-1" '
        'href="#__codelineno-0-1"></a>x = 1</span></code></pre></div>'
    )
    out = absolute_html(html, "https://example.org/blog/x/")
    assert 'href="https://example.org/blog/y/"' in out and 'src="https://example.org/blog/x/img.png"' in out
    assert "¶" not in out and "more" not in out and "__codelineno" not in out and "x = 1" in out


def test_feeds_keep_mathml_and_drop_katex_visual_html():
    html = (
        '<p>a <span class="katex"><span class="katex-mathml"><math><mi>x</mi></math></span>'
        '<span class="katex-html" aria-hidden="true">x</span></span> b</p>'
    )
    assert (
        absolute_html(html, "https://example.org/blog/x/")
        == '<p>a <span class="katex"><span class="katex-mathml"><math><mi>x</mi></math></span></span> b</p>'
    )
