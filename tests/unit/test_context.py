"""The templates read only what coursebook/context.py declares (or MkDocs and Material give
them): a name a template reads that no feature fills fails here, by template and name."""

from __future__ import annotations

import pytest
from jinja2 import meta, nodes
from mkdocs.config import load_config
from mkdocs.utils.templates import TemplateContext

from coursebook.context import PageContext, TemplateGlobals
from coursebook.features.theme import engine_templates
from coursebook.phrases import phrases
from coursebook.text import keep_numbers

DECLARED = {*PageContext.__annotations__, *TemplateGlobals.__annotations__, *TemplateContext.__annotations__}
# What Material's base.html sets for every template it includes: its translations and the theme's features.
MATERIAL = {"lang", "features"}
# Names a template gets from the one that includes it, or from its own render call.
GIVEN = {
    "partials/post-header.html": {"header", "show_title"},  # partials/content.html: {% with %}
    "partials/index/pager.html": {"pager"},  # partials/index/archive.html and term.html: {% with %}
    "partials/author-card.html": {"card_authors"},  # partials/index/home.html: {% with %} (a post's: unset)
    "redirect.html": {"lang", "title", "url", "canonical", "ui"},  # features/redirects.py renders it alone
    # features/exports.py renders it alone, under serve
    "wechat-preview.html": {"lang", "title", "article", "problems", "back", "ui"},
    # Material's own header and footer, copied: set in one branch and read in another.
    "partials/header.html": {"search"},
    "partials/footer.html": {"hidden"},
}
TEMPLATES = sorted(path.relative_to(engine_templates()).as_posix() for path in engine_templates().rglob("*.html"))


@pytest.fixture(scope="module")
def env(tmp_path_factory):
    site = tmp_path_factory.mktemp("site")
    (site / "docs").mkdir()
    (site / "mkdocs.yml").write_text("site_name: T\ntheme:\n  name: material\nplugins:\n  - coursebook\n")
    config = load_config(str(site / "mkdocs.yml"))
    environment = config.theme.get_env()
    environment.filters["keep_numbers"] = keep_numbers
    environment.filters["phrases"] = phrases
    return environment


@pytest.mark.parametrize("name", TEMPLATES)
def test_a_template_reads_only_declared_names(env, name):
    source = (engine_templates() / name).read_text(encoding="utf-8")
    read = meta.find_undeclared_variables(env.parse(source))
    assert read - DECLARED - MATERIAL - GIVEN.get(name, set()) == set()


def _unescaped_outputs(node: nodes.Node, escaping: bool = False) -> list[int]:
    """The lines of ``{{ … }}`` outside every ``{% autoescape true %}`` (a macro escapes by
    where it is written: each macro body needs its own block, as Jinja scopes one)."""
    if isinstance(node, nodes.ScopedEvalContextModifier):
        for option in node.options:
            if option.key == "autoescape":
                escaping = isinstance(option.value, nodes.Const) and option.value.value is True
    found = []
    if isinstance(node, nodes.Output) and not escaping:
        found += [child.lineno for child in node.nodes if not isinstance(child, nodes.TemplateData)]
    for child in node.iter_child_nodes():
        found += _unescaped_outputs(child, escaping)
    return found


@pytest.mark.parametrize("name", TEMPLATES)
def test_every_value_a_template_prints_is_escaped(env, name):
    # MkDocs' environment does not escape, and Material's templates print writer text as written
    # (issue 41: a note's authors and a tag's other-language name ran scripts). HTML the engine
    # made itself is printed with `| safe`, in the template, where a reviewer sees it.
    source = (engine_templates() / name).read_text(encoding="utf-8")
    assert _unescaped_outputs(env.parse(source)) == []
