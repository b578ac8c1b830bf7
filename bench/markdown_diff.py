"""Markdown as writers write it: real posts compared block by block (issue 42, part 5c).

The repositories were picked by this rule, written down before any of them was looked at.

Five queries, one quota each, in this order:

1. Hexo: ``find_repos("hexo-blog")``, 5 repositories;
2. Hugo: ``find_repos("hugo-blog")``, 4;
3. Jekyll: ``find_repos("jekyll-blog")``, 4;
4. Obsidian: ``find_repos("obsidian-vault")``, 3;
5. Chinese Hexo: the ``search`` tool's code corpus, ``hexo 博客 source/_posts 文章``, the
   repositories it names, 2 (then ``博客 文章 markdown 笔记``, then ``学习笔记 hexo``).

Each query's repositories are taken in the order returned. One is fetched and kept when its
newest commit holds at least 10 posts of the query's tool, else the next is taken:

- Hexo: ``.md`` files under a ``source/_posts/`` folder;
- Hugo: ``.md`` files under a ``content/`` folder whose parent holds a ``config.*`` or
  ``hugo.*`` file (or a ``config/`` folder), ``_index.md`` excepted;
- Jekyll: ``.md`` and ``.markdown`` files under a ``_posts/`` folder;
- Obsidian: ``.md`` files of a repository with a ``.obsidian/`` folder, outside folders whose
  name starts with ``.``.

A repository already kept is skipped. When a ``find_repos`` list runs out, the same query
without ``-blog``/``-vault`` continues it. From each repository, the first 25 posts in path
order (git's byte order). If the total is under 300 posts, one more repository by the Hexo
query, then Hugo, Jekyll and Obsidian in turn, until it is reached.

What the rule gave (in the order taken; "no snapshot": the store had none; "N posts": fewer
than 10 of the query's tool): Hexo: Beyond1993/Hexo-Blog, koco-co/hexo-blog (no snapshot),
daichangya/hexo-blog, fightinggg/hexo-blog (1 post), PLFJY/hexo-blog-admin (0),
mushanshitiancai/hexo-blog, suyu0925/hexo-blog, wqdygkd/hexo-blog. Hugo:
abdelhadi-haddadi/hugo-blog-app, chenwenkun/my-hugo-blog, gopherine/hugo-blog,
liuchaowen/hugo-blog-papermod. Jekyll: WoojinJeonkr/old-jekyll-blog, analist0/my-jekyll-blog,
self-exiler/Jekyll-Blog-Post-Tool (no snapshot), hh54188/jekyll-blog,
Teknikaali/jekyll-blog-comments (0), vivaldi-va/jekyll-blog-publisher (0),
marcialwushu/Jekyll-Blog. Obsidian: mdelmontep/obsidian-vault, liem18112000/obsidian-vault (no
snapshot), liem18112000-axon/obsidian-vault, b-hornsby/obsidian-vault (no snapshot),
dive4dec/obsidian-vault (no snapshot), DBrinkman1710/obsidian-vault (no snapshot),
morphph/obsidian-vault-starter. Chinese Hexo, first query: zhangolve/my-blog,
PengDon/blog-comments (0), nwjf/blog (0), Attenna/Attenna.github.io (0); second query:
sfy89707/jiaojiao (0), zhourongtu/NoteForLearn (0), ZERRzZ/zerhello (0); third query:
moeyua/moeyua.github.io. 18 repositories, 419 posts: the 300 were reached.

Front matter is taken out (YAML, TOML, and Hexo's YAML that leaves out its first ``---``), then
what an extension defines differently, before both readers see the post (fenced code is kept):

- display math (``$$`` … ``$$``), Hexo and Jekyll tags (``{% … %}``, a paired tag with its body;
  ``{% raw %}`` and ``{% endraw %}`` alone, in code too, as Liquid reads them), Hugo shortcodes
  (``{{< … >}}``, ``{{% … %}}``, paired ones with their body);
- admonitions, details and content tabs (``!!!``, ``???``, ``===`` with their indented body);
- raw HTML blocks (where markdown-it-py finds one); footnote definitions and the references to
  them; definition lists (the term and its ``:`` lines); task boxes (``[ ]``, ``[x]``);
  attribute lists (``{: …}``, and ``{#id}`` or ``{.class}`` at a line's end);
- wikilinks and embeds: ``[[page|text]]`` is ``text``, ``[[page]]`` is ``page``.

The reference is markdown-it (npm) with GFM tables and strikethrough and
markdown-it-cjk-friendly, the emphasis rule issue 42 asks for next to Chinese text (it reads
Latin text as CommonMark does), run by Node in one run a repository (tests/unit/cjk_friendly.mjs).

Obsidian callouts stay: both readers make a block quote of them. Coursebook's side also takes
the steps the build takes on every page before the lists rewrite (features/authoring.py:
fences written for other tools, display math set apart, prices). Then both pages become block
trees (tests/unit/blocktree.py), read alike where only the markup differs: an emoji image is
its ``:name:``, a formula span its ``$…$``, ``<mark>`` its ``==…==``, ``<sub>`` and ``<sup>``
(pymdownx.tilde and caret) their ``~…~`` and ``^…^``; a space between two
Chinese characters is dropped on both sides (coursebook.cjkbreaks joins a line break there); a
paragraph inside an item counts as the item's text (a tight item's second paragraph has no
``<p>`` in CommonMark). Code's whitespace (tabs as four spaces, spaces on blank lines) is
compared too, but a post that differs in nothing else is counted as matching, and said.

A mismatching post is listed by its first differing block, in document order, and put in the
first category of CATEGORIES that fits (named by looking at the posts).

    python bench/markdown_diff.py            # the picked repositories (fetched to /work/.mirror),
                                             # as Coursebook reads them; every mismatch listed
    python bench/markdown_diff.py --before   # the same posts without the lists rewrite
                                             # (coursebook/lists.py), cjkemphasis, saneheaders,
                                             # inlines
    python bench/markdown_diff.py --show 0   # the tables only (--show N: N posts a category)
    python bench/markdown_diff.py DIR...     # fetched git dirs instead, each read as the first
                                             # tool of Hexo, Hugo, Jekyll, Obsidian it has 10 posts of
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "hooks"), str(ROOT / "tests" / "unit")]

import yaml  # noqa: E402
from bs4 import BeautifulSoup  # noqa: E402
from markdown_it import MarkdownIt  # noqa: E402

import blocktree  # noqa: E402
from coursebook.cjkbreaks import WIDE  # noqa: E402
from coursebook.displaymath import separate_display_math  # noqa: E402
from coursebook.fences import read_fences  # noqa: E402
from coursebook.mathguard import escape_prices, tighten_spaced_math  # noqa: E402

MIRROR = Path("/work/.mirror")
POSTS_EACH = 25
PICKED = [  # (repository, tool), in the order the rule took them
    ("Beyond1993/Hexo-Blog", "hexo"),
    ("daichangya/hexo-blog", "hexo"),
    ("mushanshitiancai/hexo-blog", "hexo"),
    ("suyu0925/hexo-blog", "hexo"),
    ("wqdygkd/hexo-blog", "hexo"),
    ("abdelhadi-haddadi/hugo-blog-app", "hugo"),
    ("chenwenkun/my-hugo-blog", "hugo"),
    ("gopherine/hugo-blog", "hugo"),
    ("liuchaowen/hugo-blog-papermod", "hugo"),
    ("WoojinJeonkr/old-jekyll-blog", "jekyll"),
    ("analist0/my-jekyll-blog", "jekyll"),
    ("hh54188/jekyll-blog", "jekyll"),
    ("marcialwushu/Jekyll-Blog", "jekyll"),
    ("mdelmontep/obsidian-vault", "obsidian"),
    ("liem18112000-axon/obsidian-vault", "obsidian"),
    ("morphph/obsidian-vault-starter", "obsidian"),
    ("zhangolve/my-blog", "hexo"),
    ("moeyua/moeyua.github.io", "hexo"),
]


# --- the posts -------------------------------------------------------------------------------


def git(git_dir: Path, *args: str) -> str:
    return subprocess.run(["git", "--git-dir", str(git_dir), *args], capture_output=True, check=True).stdout.decode(
        "utf-8", "replace"
    )


MIRROR_DIRS: dict[str, Path] = {}  # the git dirs given on the command line, by repository


def git_dir(repo: str) -> Path:
    return MIRROR_DIRS.get(repo) or MIRROR / repo.replace("/", "+") / "repo"


def posts(names: list[str], tool: str) -> list[str]:
    """The posts of ``tool`` among a commit's file ``names``, in path order (the rule)."""
    if tool == "hexo":
        found = [name for name in names if name.endswith(".md") and "/source/_posts/" in "/" + name]
    elif tool == "jekyll":
        found = [name for name in names if name.endswith((".md", ".markdown")) and "/_posts/" in "/" + name]
    elif tool == "hugo":
        found = [name for name in names if name.endswith(".md") and _hugo_content(name, names)]
    else:
        vault = any(name.startswith(".obsidian/") or "/.obsidian/" in name for name in names)
        found = [name for name in names if vault and name.endswith(".md") and not _hidden_folder(name)]
    return sorted(found, key=lambda name: name.encode())


def _hugo_content(name: str, names: list[str]) -> bool:
    match = re.search(r"(?:^|/)content/", name)
    if match is None or name.rsplit("/", 1)[-1] == "_index.md":
        return False
    parent = name[: match.start() + (1 if match.group().startswith("/") else 0)]
    configs = [f"{parent}{base}.{ext}" for base in ("config", "hugo") for ext in ("toml", "yaml", "yml", "json")]
    return any(path in names for path in configs) or any(path.startswith(f"{parent}config/") for path in names)


def _hidden_folder(name: str) -> bool:
    return any(part.startswith(".") for part in name.split("/")[:-1])


@dataclass
class Post:
    repo: str
    path: str
    text: str


def read_posts(repo: str, tool: str) -> tuple[str, list[Post]]:
    """The commit of ``repo``'s snapshot, and its first posts by the rule."""
    where = git_dir(repo)
    names = git(where, "ls-tree", "-r", "HEAD", "--name-only", "-z").split("\0")[:-1]
    chosen = posts(names, tool)[:POSTS_EACH]
    return git(where, "rev-parse", "HEAD").strip(), [
        Post(repo, path, git(where, "show", f"HEAD:{path}")) for path in chosen
    ]


# --- what an extension defines, taken out --------------------------------------------------------

_HEXO_FRONT = re.compile(r"\A(.+?)\n---[ \t]*(?:\n|\Z)", re.S)  # Hexo's front matter may leave out its first ---
_TAG = re.compile(r"^\s*(?:\{%-?\s*(?P<liquid>[\w/]+)|\{\{[<%]\s*(?P<hugo>/?[\w.-]+))")
_RAW = re.compile(r"\{%-?\s*(?:end)?raw\s*-?%\}")
_INLINE_TAG = re.compile(r"\{%.*?%\}|\{\{[<%].*?[%>]\}\}")
_BLOCK = re.compile(r"^(?:!!!|\?\?\?\+?|===)[ \t]")
_FOOTNOTE = re.compile(r"^\[\^([^\]\s]+)\]:")
_DEFINITION = re.compile(r"^:[ \t]+\S")
_WIKILINK = re.compile(r"!?\[\[([^\]|]*)(?:\|([^\]]*))?\]\]")
_TASK = re.compile(r"^([ \t>]*(?:[-*+]|\d+[.)])[ \t]+)\[[ xX]\](?=[ \t])")
_ATTRIBUTES = re.compile(r"\{:[^}\n]*\}|[ \t]*\{[#.][\w#. =\"'-]*\}[ \t]*$")  # attr_list, kramdown's IAL
_CODE_SPAN = re.compile(r"(`+).+?\1")
_QUOTE = re.compile(r"^(?:[ \t]*>)+")


def without_front_matter(text: str, tool: str) -> str:
    """``text`` from the line after its front matter (YAML between ``---``, TOML between ``+++``)."""
    text = text.replace("\r\n", "\n").removeprefix("\ufeff")
    lines = text.split("\n")
    opener = lines[0].rstrip()
    if opener in ("---", "+++"):
        closers = ("---", "...") if opener == "---" else ("+++",)
        end = next((index for index in range(1, len(lines)) if lines[index].rstrip() in closers), None)
        return "\n".join(lines[end + 1 :]) if end is not None else text
    if tool == "hexo" and (match := _HEXO_FRONT.match(text)) and isinstance(_yaml(match[1]), dict):
        return text[match.end() :]
    return text


def _yaml(text: str) -> object:
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return None


def without_extensions(text: str) -> str:
    """``text`` (its front matter gone) without what an extension defines (the module's list)."""
    lines = _RAW.sub("", text).split("\n")  # Liquid reads these before Markdown, in code too
    fenced = _fenced(lines)
    for drop in (_display_math, _tags, _blocks, _footnotes, _definitions):
        for index in drop(lines, fenced):
            lines[index] = ""
    notes = {match[1] for line in text.split("\n") if (match := _FOOTNOTE.match(line))}
    lines = [line if index in fenced else _inline(line, notes) for index, line in enumerate(lines)]
    return "\n".join(_without_html(lines))


def _fenced(lines: list[str]) -> set[int]:
    """The lines of fenced code, the fences included, where markdown-it-py finds them (a fence in a
    quote or an item ends with it)."""
    tokens = MarkdownIt("commonmark").parse("\n".join(lines))
    return {index for token in tokens if token.type == "fence" and token.map for index in range(*token.map)}


def _display_math(lines: list[str], fenced: set[int]) -> list[int]:
    found, inside = [], False
    for index, line in enumerate(lines):
        text = line.strip(" \t>")
        if index in fenced:
            continue
        if inside:
            found.append(index)
            inside = not text.endswith("$$")
        elif text.startswith("$$"):
            found.append(index)
            inside = text == "$$" or not text.endswith("$$")
    return found


def _tags(lines: list[str], fenced: set[int]) -> list[int]:
    """Lines that are a Hexo, Jekyll or Hugo tag, and the bodies of paired tags."""
    found: list[int] = []
    index = 0
    while index < len(lines):
        match = _TAG.match(lines[index]) if index not in fenced else None
        if match is None:
            index += 1
            continue
        name = match["liquid"] or match["hugo"]
        end = _closing(lines, index, name)
        found += range(index, end + 1)
        index = end + 1
    return found


def _closing(lines: list[str], start: int, name: str) -> int:
    """The line that closes the tag ``name`` opened at ``start`` (``start`` itself if none does)."""
    if name.startswith(("end", "/")):
        return start
    closing = re.compile(r"\{%-?\s*end" + re.escape(name) + r"\b|\{\{[<%]\s*/" + re.escape(name) + r"\b")
    for index in range(start, len(lines)):
        if closing.search(lines[index]):
            return index
    return start


def _indented_body(lines: list[str], start: int) -> int:
    """The end (exclusive) of the lines after ``start`` that are blank or indented four spaces,
    trailing blank lines left out."""
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or lines[end].startswith(("    ", "\t"))):
        end += 1
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1
    return end


def _blocks(lines: list[str], fenced: set[int]) -> list[int]:
    """Admonitions, details and content tabs, with their bodies."""
    found: list[int] = []
    for index, line in enumerate(lines):
        if index not in fenced and _BLOCK.match(line):
            found += range(index, _indented_body(lines, index))
    return found


def _footnotes(lines: list[str], fenced: set[int]) -> list[int]:
    found: list[int] = []
    for index, line in enumerate(lines):
        if index not in fenced and _FOOTNOTE.match(line):
            found += range(index, _indented_body(lines, index))
    return found


def _definitions(lines: list[str], fenced: set[int]) -> list[int]:
    """Definition lists: each ``:`` line with its body, and the term above it."""
    found: list[int] = []
    for index, line in enumerate(lines):
        if index in fenced or not _DEFINITION.match(line):
            continue
        term = index - 1 if index and lines[index - 1].strip() else index - 2
        if term >= 0 and lines[term].strip() and index - 1 not in found:
            found.append(term)
        found += range(index, _indented_body(lines, index))
    return found


def _inline(line: str, notes: set[str]) -> str:
    """``line`` with its inline tags gone, wikilinks as their text, task boxes and footnote
    references gone; code spans as they are."""
    line = _TASK.sub(r"\1", line)
    pieces, last = [], 0
    for match in _CODE_SPAN.finditer(line):
        pieces += [_inline_text(line[last : match.start()], notes), match.group()]
        last = match.end()
    return "".join([*pieces, _inline_text(line[last:], notes)])


def _inline_text(text: str, notes: set[str]) -> str:
    text = _ATTRIBUTES.sub("", _INLINE_TAG.sub("", text))
    text = _WIKILINK.sub(lambda match: match[2] if match[2] is not None else match[1], text)
    for label in notes:
        text = text.replace(f"[^{label}]", "")
    return text


def _without_html(lines: list[str]) -> list[str]:
    """``lines`` with each raw HTML block that markdown-it-py finds left out (its quote marks kept)."""
    tokens = MarkdownIt("commonmark").parse("\n".join(lines))
    for token in tokens:
        if token.type == "html_block" and token.map:
            for index in range(*token.map):
                quote = _QUOTE.match(lines[index])
                lines[index] = quote.group() if quote else ""
    return lines


# --- both readers, block by block ----------------------------------------------------------------

_PUNCTUATION = r"\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65"
_WIDE_SPACE = re.compile(rf"(?<=[{WIDE}]) (?=[{WIDE}])|(?<=[{_PUNCTUATION}]) | (?=[{_PUNCTUATION}])")


def before_coursebook() -> None:
    """Coursebook as it read Markdown before issue 42: no lists rewrite, saneheaders, cjkemphasis, inlines."""
    extensions = blocktree.markdown_extensions

    def older() -> dict:
        return {name: config for name, config in extensions().items() if name not in _NEWER}

    blocktree.commonmark_lists = lambda text: text
    blocktree.markdown_extensions = older


_NEWER = ("pymdownx.saneheaders", "coursebook.cjkemphasis", "coursebook.inlines")


def as_the_build_reads(markdown: str) -> str:
    """``markdown`` after the steps before the lists rewrite that the build takes on every page
    (features/authoring.py): fences written for other tools, display math, prices."""
    markdown = separate_display_math(read_fences(markdown)[0])
    return escape_prices(tighten_spaced_math(markdown)) if "$" in markdown else markdown


def coursebook_tree(source: str) -> tuple:
    """Coursebook's blocks, inline syntax read back as written: an emoji image as its ``:name:``,
    a formula as ``$…$``, ``<mark>`` as ``==…==``, ``<ins>`` as ``^^…^^``, ``<sub>`` as ``~…~``
    and ``<sup>`` as ``^…^`` (pymdownx.tilde and caret: GFM has only ``~~``)."""
    page = BeautifulSoup(blocktree.coursebook_html(as_the_build_reads(source)), "html.parser")
    for image in page.select("img.twemoji, img.emojione"):
        image.replace_with(image.get("title") or image.get("alt") or "")
    for formula in page.select(".arithmatex"):
        text = formula.get_text()
        inline = text.startswith("\\(") and text.endswith("\\)")
        formula.replace_with(f"${text[2:-2]}$" if inline else f"$${text[2:-2]}$$")
    for element, marks in (("mark", "=="), ("ins", "^^"), ("sub", "~"), ("sup", "^")):
        for found in page.find_all(element):
            found.insert(0, marks)
            found.append(marks)
    return _joined(blocktree.block_tree(str(page)))


def commonmark_tree(html: str) -> tuple:
    return _joined(blocktree.block_tree(html))


def _joined(tree: tuple) -> tuple:
    """``tree`` with no space between two wide characters (coursebook.cjkbreaks' rule), and the
    paragraphs of an item in its text (a tight item's second paragraph has no <p> in CommonMark)."""
    joined = []
    for kind, text, children in tree:
        if kind == "table":
            rows = tuple(tuple(_WIDE_SPACE.sub("", cell) for cell in row) for row in children)
            joined.append((kind, text, rows))
        elif kind == "pre":
            joined.append((kind, text, children))
        else:
            if kind == "li":
                text = " ".join([text, *(sub for name, sub, below in children if name == "p" and not below)]).strip()
                children = tuple(child for child in children if child[0] != "p" or child[2])
            joined.append((kind, _WIDE_SPACE.sub("", text), _joined(children)))
    return tuple(joined)


def code_spaced(tree: tuple) -> tuple:
    """``tree`` with its code's whitespace as Python-Markdown writes it: tabs as four spaces, no
    spaces on a blank line, no blank first or last line."""
    spaced = []
    for kind, text, children in tree:
        if kind == "pre":
            lines = [line.expandtabs(4).rstrip() for line in text.split("\n")]
            spaced.append((kind, "\n".join(lines).strip("\n"), children))
        else:
            spaced.append((kind, text, code_spaced(children) if kind != "table" else children))
    return tuple(spaced)


@dataclass
class Node:
    path: str  # the kinds of its ancestors and its own, "ul>li>p"
    block: tuple


def flat(tree: tuple, above: str = "") -> list[Node]:
    nodes = []
    for block in tree:
        path = f"{above}>{block[0]}" if above else block[0]
        nodes.append(Node(path, block))
        if block[0] not in ("table", "pre"):
            nodes += flat(block[2], path)
    return nodes


def first_difference(ours: tuple, theirs: tuple) -> tuple[Node | None, Node | None] | None:
    """The first block, in document order, where the two trees differ; None if they match."""
    left, right = flat(ours), flat(theirs)
    for index in range(max(len(left), len(right))):
        one = left[index] if index < len(left) else None
        other = right[index] if index < len(right) else None
        if one is None or other is None or _own(one) != _own(other):
            return one, other
    return None


def _own(node: Node) -> tuple:
    kind, text, children = node.block
    return (node.path, text, children) if kind in ("table", "pre") else (node.path, text, len(children))


def shape(block: tuple) -> str:
    """A block's kind with its nested blocks' kinds: ``ul(li, li(ul(li)))``."""
    kind, _, children = block
    if kind in ("pre", "table") or not children:
        return kind
    return f"{kind}({', '.join(shape(child) for child in children)})"


def described(node: Node | None, width: int = 40) -> str:
    """``node`` as its ancestors' kinds and its shape, and its text cut at ``width`` (none at 0)."""
    if node is None:
        return "(nothing)"
    kind, text, rows = node.block
    where = f"{node.path[: -len(kind)]}{shape(node.block)}"
    where = where if len(where) <= 60 else where[:59] + "…"
    if not width:
        return f"{where} ({len(rows)} rows)" if kind == "table" else where
    text = text if kind != "table" else " | ".join(" ".join(row) for row in rows[:1])
    text = " ".join(text.split())
    return f"{where} «{text if len(text) <= width else text[: width - 1] + '…'}»"


@dataclass
class Result:
    post: Post
    difference: tuple[Node | None, Node | None] | None
    spacing_only: bool = False  # the trees differ in code's whitespace only
    category: str = ""


def source_of(post: Post, tool: str) -> str:
    """What both readers read of ``post``: no front matter, nothing an extension defines."""
    return without_extensions(without_front_matter(post.text, tool))


def compare(post: Post, source: str, reference: str) -> Result:
    """``post`` (as ``source``) read by Coursebook and compared with ``reference``, the HTML
    markdown-it and markdown-it-cjk-friendly made of it."""
    ours, theirs = coursebook_tree(source), commonmark_tree(reference)
    if ours == theirs:
        return Result(post, None)
    result = Result(post, first_difference(code_spaced(ours), code_spaced(theirs)))
    result.spacing_only = result.difference is None
    if result.difference:
        result.category = category(source, *result.difference)
    return result


# --- what kind of difference ---------------------------------------------------------------------


@dataclass
class Case:
    """A first difference: Coursebook's block (``ours``) and CommonMark's (``theirs``), the source's
    lines and the line where the difference is (None when its text is not found)."""

    ours: tuple
    theirs: tuple
    path: str
    lines: list[str]
    at: int | None

    def kinds(self) -> tuple[str, str]:
        return self.ours[0], self.theirs[0]

    def texts(self) -> tuple[str, str]:
        return self.ours[1], self.theirs[1]


_NOTHING = ("", "", ())
_WORDS = re.compile(rf"[\w{WIDE}]{{3,}}")
_ITEM = re.compile(r"^(?P<indent>[ \t]*)(?P<marker>[-*+]|\d+[.)])(?P<gap>[ \t]+)\S")
_OPENER = re.compile(r"^(?P<indent>[ \t]*)(?:`{3,}|~{3,})")
_EMPHASIS = re.compile(r"[*_]")
_REFERENCE = re.compile(r"\]\[[^\]]*\]|[\[\]]")
_CJK_MARK = re.compile(rf"[{WIDE}][*_]|[*_][{WIDE}]")


def category(source: str, ours: Node | None, theirs: Node | None) -> str:
    lines = source.split("\n")
    case = Case(ours.block if ours else _NOTHING, theirs.block if theirs else _NOTHING, "", lines, None)
    case.path = (ours or theirs).path if (ours or theirs) else ""
    case.at = _located(lines, case.theirs) if theirs else None
    if case.at is None and ours:
        case.at = _located(lines, case.ours)
    return next(name for name, holds in CATEGORIES if holds(case))


def _located(lines: list[str], block: tuple) -> int | None:
    """The first line holding the first words of ``block``'s text (or of its first block's)."""
    text = block[1] or next((child[1] for child in block[2] if isinstance(child, tuple) and child[1:2]), "")
    words = [word[:8] for word in _WORDS.findall(text if isinstance(text, str) else "")[:3]]
    if not words:
        return None
    return next((index for index, line in enumerate(lines) if all(word in line for word in words)), None)


def _before(case: Case, found: list[int]) -> bool:
    """Whether one of the lines ``found`` comes at most 3 lines after the difference's."""
    return any(case.at is None or index <= case.at + 3 for index in found)


def _fence_leaves_item(case: Case) -> bool:
    """A fence right after an item's line, left of the item's content: CommonMark ends the list there."""
    found = []
    for index, line in enumerate(case.lines):
        opener = _OPENER.match(line)
        if opener and index and case.lines[index - 1].strip():
            column = _item_column(case.lines, index - 1)
            if column is not None and len(opener["indent"].expandtabs(4)) < column:
                found.append(index)
    listed = {"ul", "ol", "li", "pre"} & {*case.kinds(), *case.path.split(">")}
    return bool(listed) and _before(case, found)


def _item_column(lines: list[str], index: int) -> int | None:
    """The content column of the item whose lines run, without a blank line, up to ``index``."""
    while index >= 0 and lines[index].strip():
        item = _ITEM.match(lines[index].expandtabs(4))
        if item:
            return len(item["indent"]) + len(item["marker"]) + min(len(item["gap"]), 4)
        index -= 1
    return None


def _fence_in_paragraph(case: Case) -> bool:
    return case.ours[0] == "p" and "pre" in {child[0] for child in case.ours[2]}


def _fence_otherwise(case: Case) -> bool:
    kinds, (ours, theirs) = case.kinds(), case.texts()
    return (kinds[0] == "p" and ours[:3] in ("```", "~~~")) or (kinds == ("pre", "pre") and ours.startswith(theirs))


def _quoted_list(case: Case) -> bool:
    shapes = shape(case.ours) + shape(case.theirs)
    return "blockquote" in case.path and ("ul" in shapes or "ol" in shapes)


def _quotes_apart(case: Case) -> bool:
    ours, theirs = case.ours, case.theirs
    return ours[0] == theirs[0] == "blockquote" and len(ours[2]) > len(theirs[2])


def _after_paragraph(case: Case, pattern: str) -> bool:
    """Coursebook's paragraph holds CommonMark's and more, the more starting as ``pattern`` says."""
    (kind, other), (ours, theirs) = case.kinds(), case.texts()
    if not (kind == other == "p" and ours.startswith(theirs) and len(ours) > len(theirs)):
        return False
    return re.match(pattern, ours[len(theirs) :].lstrip()) is not None


def _size(block: tuple) -> int:
    return 0 if block[0] in ("pre", "table") else sum(1 + _size(child) for child in block[2])


def _item_holds_less(case: Case) -> bool:
    """A list whose items hold less in Coursebook: content indented 2 or 3 spaces went out of them."""
    kinds = case.kinds()
    return kinds[0] == kinds[1] and kinds[0] in ("ul", "ol") and _size(case.ours) < _size(case.theirs)


def _lists_joined(case: Case) -> bool:
    """One list in Coursebook where CommonMark ends it and starts another (another type or bullet)."""
    kinds, (ours, theirs) = case.kinds(), (case.ours, case.theirs)
    return kinds[0] == kinds[1] and kinds[0] in ("ul", "ol") and len(ours[2]) > len(theirs[2])


def _hash_heading(case: Case) -> bool:
    """A heading in Coursebook where CommonMark has text starting with # (``#tag``, ``#include``)."""
    ours, theirs = case.texts()
    if theirs.startswith(ours) and theirs[len(ours) :].lstrip().startswith("#"):
        return True  # the heading right after: the paragraph ends sooner
    return "h" in re.sub(r"[^h]", "", shape(case.ours)) and theirs.startswith("#")


def _sublist_after_loose(case: Case) -> bool:
    """An outer item right after a sublist with a blank line in it: Python-Markdown puts it in the sublist."""
    ours, theirs = case.ours, case.theirs
    if ours[0] not in ("ul", "ol") or ours[0] != theirs[0]:
        return False
    return len(ours[2]) < len(theirs[2]) and _items(ours) == _items(theirs)


def _items(block: tuple) -> int:
    return sum(1 + _items(child) for child in block[2] if child[0] == "li") + sum(
        _items(child) for child in block[2] if child[0] in ("ul", "ol")
    )


def _without(pattern: re.Pattern[str], case: Case) -> bool:
    ours, theirs = (_WIDE_SPACE.sub("", pattern.sub("", text)) for text in case.texts())
    return case.ours[1] != case.theirs[1] and ours == theirs


def _spaces_only(case: Case) -> bool:
    ours, theirs = case.texts()
    return ours != theirs and ours.replace(" ", "") == theirs.replace(" ", "")


def _kept_backslash(case: Case, at_end: bool) -> bool:
    ours, theirs = case.texts()
    if "\\" not in ours or ours.replace("\\", "").replace(" ", "") != theirs.replace("\\", "").replace(" ", ""):
        return False
    breaks = re.search(r"\\( |$)", ours) is not None
    return breaks == at_end


def _formula(case: Case) -> bool:
    """Coursebook typeset text between two ``$`` (``$JAVA\\_HOME/bin:$PATH``): read back as
    ``$…$``, it keeps the backslashes CommonMark's text drops."""
    ours, theirs = case.texts()
    return "$" in ours and ours != theirs and ours.replace("\\", "") == theirs.replace("\\", "")


def _reference(case: Case) -> bool:
    ours, theirs = case.texts()
    return _without(_REFERENCE, case) or ("]:" in theirs and "]:" not in ours)


def _html_tag(case: Case) -> bool:
    ours, theirs = case.texts()
    return "<" in theirs and len(ours) < len(theirs) and re.search(r"<[^>]*>", theirs) is not None


def _table_rows(case: Case) -> bool:
    ours, theirs = case.ours, case.theirs
    return ours[0] == theirs[0] == "table" and len(ours[2]) != len(theirs[2])


CATEGORIES = [
    ("fence with no blank line between it and a paragraph or list", _fence_in_paragraph),
    ("fence right after a list item, left of its content", _fence_leaves_item),
    ("fence Python-Markdown reads otherwise (closing fence indented, words after the backticks)", _fence_otherwise),
    ("ATX heading without a space after # (#tag)", _hash_heading),
    ("ATX heading indented, or right after a line", lambda case: case.theirs[0][:1] == "h" and case.ours[1][:1] == "#"),
    ("setext heading under a paragraph of several lines", lambda case: case.kinds() in (("p", "h1"), ("p", "h2"))),
    ("table right after a paragraph line", lambda case: _after_paragraph(case, r"\|")),
    ("list right after a paragraph line", lambda case: _after_paragraph(case, r"(?:[-*+]|\d+[.)])(?: |$)")),
    (
        "numbered item written 1) or with no text",
        lambda case: case.kinds() == ("p", "ol") and re.match(r"\d+[.)]", case.ours[1]) is not None,
    ),
    ("block quotes with only a blank line between", _quotes_apart),
    ("list inside a block quote", _quoted_list),
    ("outer item right after a loose sublist", _sublist_after_loose),
    ("item's content indented less than four spaces (sublist, paragraph, code)", _item_holds_less),
    ("a list of another type or bullet right after a list", _lists_joined),
    ("table rows: a line without pipes after the table", _table_rows),
    ("table cells", lambda case: case.kinds() == ("table", "table")),
    ("line of a no-break space", lambda case: case.kinds() == ("p", "p") and not case.theirs[1]),
    ("link reference definition CommonMark does not accept (after a line, space before :)", _reference),
    (
        "emphasis next to Chinese text (coursebook.cjkemphasis pairs it: by design)",
        lambda case: _without(_EMPHASIS, case) and bool(_CJK_MARK.search(case.theirs[1])),
    ),
    ("emphasis in Latin text", lambda case: _without(_EMPHASIS, case)),
    ("strikethrough, sub- and superscript, mark (~ ^ ==)", lambda case: _without(re.compile(r"[\^~=]"), case)),
    ("backslash at a line's end (a hard break in CommonMark)", lambda case: _kept_backslash(case, True)),
    ("text between two $ read as a formula, its escapes kept (math: an extension's)", _formula),
    ("backslash escape Python-Markdown does not know", lambda case: _kept_backslash(case, False)),
    ("code span with a space or line break at an end", _spaces_only),
    ("< … > read as an HTML tag", _html_tag),
    ("other: structure", lambda case: case.kinds()[0] != case.kinds()[1] or case.ours[2] != case.theirs[2]),
    ("other: text", lambda case: True),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("git_dirs", nargs="*", type=Path, help="fetched git dirs (default: the picked ones)")
    parser.add_argument(
        "--before", action="store_true", help="without the lists rewrite, saneheaders, cjkemphasis, inlines"
    )
    parser.add_argument("--show", type=int, default=None, help="mismatching posts listed per category (default: all)")
    args = parser.parse_args()
    if args.before:
        before_coursebook()
    rows, results = [], []
    for repo, tool in [_named(where) for where in args.git_dirs] or PICKED:
        commit, chosen = read_posts(repo, tool)
        sources = [source_of(post, tool) for post in chosen]
        references = blocktree.cjk_friendly_html(sources)
        found = [compare(*each) for each in zip(chosen, sources, references, strict=True)]
        rows.append((repo, tool, commit, found))
        results += found
    print_tables(rows, results, args.show)


def _named(where: Path) -> tuple[str, str]:
    """``owner/name`` of a fetched git dir (/work/.mirror/owner+name/repo), and its tool: the first
    of Hexo, Hugo, Jekyll, Obsidian with 10 posts or more."""
    repo = where.resolve().parent.name.replace("+", "/", 1)
    names = git(where, "ls-tree", "-r", "HEAD", "--name-only", "-z").split("\0")[:-1]
    tool = next((tool for tool in ("hexo", "hugo", "jekyll", "obsidian") if len(posts(names, tool)) >= 10), "hexo")
    MIRROR_DIRS[repo] = where
    return repo, tool


def print_tables(rows: list, results: list[Result], show: int | None) -> None:
    print("| repository | tool | commit | posts | posts matching | share |")
    print("| --- | --- | --- | ---: | ---: | ---: |")
    for repo, tool, commit, found in rows:
        same = sum(result.difference is None for result in found)
        print(f"| {repo} | {tool} | {commit[:7]} | {len(found)} | {same} | {_share(same, len(found))} |")
    same = sum(result.difference is None for result in results)
    print(f"| **total** ({len(rows)} repositories) | | | {len(results)} | {same} | {_share(same, len(results))} |")
    spacing = sum(result.spacing_only for result in results)
    print(f"\n{spacing} of the matching posts differ in code's whitespace only (tabs, spaces on blank lines).")
    print_categories([result for result in results if result.difference], show)


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "-"


def print_categories(mismatches: list[Result], show: int | None) -> None:
    counts = Counter(result.category for result in mismatches)
    print("\n| first difference | posts | example: Coursebook made | CommonMark made |")
    print("| --- | ---: | --- | --- |")
    for name, count in counts.most_common():
        ours, theirs = next(result for result in mismatches if result.category == name).difference
        print(f"| {name} | {count} | {described(ours, 0)} | {described(theirs, 0)} |")
    for name, _ in counts.most_common():
        listed = [result for result in mismatches if result.category == name][:show]
        for result in listed:
            ours, theirs = result.difference
            print(f"\n[{name}] {result.post.repo}:{result.post.path}\n  Coursebook: {described(ours, 60)}")
            print(f"  CommonMark: {described(theirs, 60)}")


if __name__ == "__main__":
    main()
