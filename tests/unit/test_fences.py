"""Fences as Docusaurus, VitePress and Quartz write them, read as superfences reads a fence."""

from __future__ import annotations

import markdown
import pytest

from coursebook.fences import FenceChange, read_fences


@pytest.mark.parametrize(
    ("info", "read", "dropped"),
    [
        ('ts title="a.ts" {2,3}', 'ts title="a.ts" hl_lines="2 3"', ()),
        ("ts{1,3-4}", 'ts hl_lines="1 3-4"', ()),
        ("js /useState/ showLineNumbers", 'js linenums="1"', ("/useState/",)),
        ("jsx title=src/App.jsx ins={4} collapse", 'jsx title="src/App.jsx"', ("ins={4}", "collapse")),
        ("python title='a.py'", 'python title="a.py"', ()),
    ],
)
def test_metadata_becomes_superfences_options_or_is_named_as_dropped(info, read, dropped):
    text, changes = read_fences(f"Before\n\n```{info}\nx = 1\n```\n")
    assert text == f"Before\n\n```{read}\nx = 1\n```\n"
    assert changes == [FenceChange(3, dropped)]


@pytest.mark.parametrize("info", ["python", 'python linenums="1"', 'py title="a b.py"', "{.python .x}", "mermaid", ""])
def test_a_fence_superfences_reads_already_is_left_alone(info):
    source = f"```{info}\nx\n```\n"
    assert read_fences(source) == (source, [])


def test_the_code_stays_code_and_what_follows_it_stays_prose():
    source = "Intro\n\n```js /useState/ {2}\nconst a = 1;\nconst b = useState(0);\n```\n\n# After\n\nText.\n"
    html = markdown.markdown(read_fences(source)[0], extensions=["pymdownx.superfences", "pymdownx.highlight"])
    assert "<h1>After</h1>" in html and "<p>Text.</p>" in html
    assert '<span class="hll">' in html and "useState" in html.split("<h1>")[0]


def test_lines_inside_a_fence_are_never_read_as_a_fence():
    source = "````md\n```ts {1}\n````\n"
    assert read_fences(source) == (source, [])


def test_the_diagrams_a_page_holds_are_read_from_its_markdown_as_the_page_will_hold_them():
    from coursebook.features.diagrams import fenced_diagrams

    text = "前文\n```mermaid\nflowchart LR\n  A-->B\n```\n\n```python\nmermaid = 1\n```\n~~~~ mermaid\nC\n~~~~\n"
    assert fenced_diagrams(text) == ["flowchart LR\n  A-->B", "C"]
    assert fenced_diagrams("- 列表\n  ```mermaid\n  B\n  ```\n") == []  # drawn from the page's HTML instead
