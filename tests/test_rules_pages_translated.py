"""The rules pages in every shipped language: one per game, the same sections as the
English page, and every piece of notation the English page shows (notation stays as it
is in every language)."""

from __future__ import annotations

import re

import pytest

import i18n
from rules import GAMES
from rules.pages import rules_page

TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != i18n.ENGLISH]
CODE = re.compile(r"`([^`]+)`")


def sections(page: str) -> int:
    return sum(1 for line in page.splitlines() if line.startswith("## "))


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("key", list(GAMES))
def test_each_game_has_its_page_in_each_language(key: str, lang: str) -> None:
    english = rules_page(key)
    page = rules_page(key, lang)
    assert english is not None and page is not None
    assert page != english, f"{lang} has no page of its own for {key}"
    assert page.splitlines()[0] == english.splitlines()[0]  # the title is the game's name
    assert sections(page) == sections(english)
    # Notation is the same everywhere; placeholders in angle brackets are words.
    notation = {span for span in CODE.findall(english) if "<" not in span}
    missing = sorted(notation - set(CODE.findall(page)))
    assert missing == [], f"{lang}/{key}.md lacks {missing}"


def test_a_language_without_a_page_reads_the_english_one() -> None:
    assert rules_page("pylon", "ja") == rules_page("pylon")
    assert rules_page("pylon", "../pylon") == rules_page("pylon")
    assert rules_page("../x", "de") is None
