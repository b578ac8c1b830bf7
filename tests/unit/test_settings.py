"""Coursebook's settings under `extra:` in mkdocs.yml, read as the build reads them."""

from __future__ import annotations

from coursebook.site import load_settings


def test_search_synonyms_are_groups_of_words_and_a_wrong_one_is_a_warning_naming_the_key():
    settings, problems = load_settings({"search": {"synonyms": [["检查点", "checkpoint", " ckpt "]]}})
    assert settings.synonyms == (("检查点", "checkpoint", "ckpt"),) and not problems
    for wrong in (["OOM"], [["OOM"]], [["OOM", ""]], "OOM, 显存"):
        settings, problems = load_settings({"search": {"synonyms": wrong}})
        assert settings.synonyms == ()
        assert [(problem.src_uri, problem.key) for problem in problems] == [("mkdocs.yml", "extra.search")]
        assert "groups of two or more words" in problems[0].message
