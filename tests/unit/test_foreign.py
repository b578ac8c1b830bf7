"""Markup of other tools (Hexo, Jekyll, Hugo) is reported with its line and what to write instead."""

from __future__ import annotations

from coursebook.foreign import find_foreign_markup

POST = """---
title: T
date: 2021-03-04
---

正文 {% asset_img fig.png 一张图 %}

{% spoiler 答案 %}
藏起来的内容
{% endspoiler %}

{{< figure src="a.png" title="Fig" >}}

```liquid
{% raw %}code is left alone{% endraw %}
```

Inline `{% note %}` is code too, and so is a template indented as a code block:

    {% if name %}
      <h1>Hello {{ name }}!</h1>
    {% endif %}
"""


def test_tags_and_shortcodes_are_reported_by_line_outside_code():
    problems = [str(problem) for problem in find_foreign_markup("blog/posts/a.md", POST)]
    assert problems == [
        "blog/posts/a.md: 'markup': line 6: {% asset_img fig.png 一张图 %} is a Hexo or Jekyll tag, which "
        "Markdown prints as text:"
        " write ![caption](file.png) with the image in the post's folder",
        "blog/posts/a.md: 'markup': line 8: {% spoiler 答案 %} is a Hexo or Jekyll tag, which Markdown prints as text:"
        ' write a collapsible block (??? note "Title") or a folded callout (> [!note]-)',
        'blog/posts/a.md: \'markup\': line 12: {{< figure src="a.png" title="Fig" >}} is a Hugo shortcode, '
        "which Markdown prints as text:"
        " write ![caption](path.png)",
    ]


def test_plain_text_with_braces_is_not_markup():
    assert find_foreign_markup("a.md", "A set {1, 2} and a dict {'a': 1} and 50% off {x}.\n") == []


def test_a_tag_after_inline_code_at_a_lines_start_is_reported():
    # The code is blanked to keep line numbers; blanked as spaces, the line read as indented code.
    text = "---\ntitle: T\n---\n\n正文。\n\n`code`{% checkbox checked, 完成 %}\n"
    (problem,) = find_foreign_markup("blog/posts/a.md", text)
    assert "line 7: {% checkbox checked, 完成 %} is a Hexo or Jekyll tag" in str(problem)
