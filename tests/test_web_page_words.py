"""The web page's own words: words.js names exactly the words the catalogue gives the page
(bot/web/page_words.py), so each is born translated."""

from __future__ import annotations

import re
from pathlib import Path

import i18n
from bot.web.page_words import PAGE_WORDS, first_language, page_words

WORDS_JS = Path(__file__).parents[1] / "bot" / "web" / "static" / "words.js"


def test_every_word_of_the_page_is_in_the_catalogue():
    """words.js's keys are the catalogue's page words, no more and no fewer."""
    table = WORDS_JS.read_text(encoding="utf-8").split("export const WORDS = {", 1)[1].split("};", 1)[0]
    keys = set(re.findall(r"^\s+(\w+):", table, re.M))
    assert keys == set(PAGE_WORDS)


def test_each_language_has_every_page_word_with_its_placeholders():
    for lang in i18n.LANGUAGES:
        words = page_words(lang)
        assert set(words) == set(PAGE_WORDS)
        for name, (_key, slots) in PAGE_WORDS.items():
            assert all("{" + slot + "}" in words[name] for slot in slots), (lang, name)


def test_the_browsers_first_language():
    assert first_language("de-DE,de;q=0.9,en;q=0.8") == "de-DE"
    assert first_language(" fr ") == "fr"
    assert first_language("") is None and first_language(None) is None
