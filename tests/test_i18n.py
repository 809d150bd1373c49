"""The catalogue: every shipped language complete, with English's variables, up to date
with the English it was translated from; Discord's limits kept; English as the fallback
of a single message."""

from __future__ import annotations

import re

import pytest

import i18n
from i18n import catalogue
from i18n.__main__ import main as i18n_cli
from i18n.checks import check

TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != i18n.ENGLISH]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_language_is_complete_current_and_keeps_the_variables(lang: str) -> None:
    report = check(lang)
    assert report.missing == []
    assert report.variables == []
    assert report.stale == [], f"English changed since: update them, then `python -m i18n mark {lang} KEY`"
    assert report.extra == []


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_command_words_fit_discord(lang: str) -> None:
    """Discord refuses a sync with a description or a choice name over 100 characters."""
    for key, source in i18n.sources(lang).items():
        if key.startswith(("cmd-", "choice-")):
            for text in [source.value or "", *source.attributes.values()]:
                assert 0 < len(text) <= 100 or (key.startswith("cmd-") and text == ""), (lang, key, text)


def test_a_message_missing_in_a_language_falls_back_to_english_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    german = catalogue.bundle("de")
    monkeypatch.setattr(german, "has_message", lambda key: key != "language-chosen")
    assert i18n.text("de", "language-chosen", language="Deutsch").startswith("Your private replies")
    assert i18n.text("de", "language-automatic", language="Deutsch").startswith("Deine privaten")


def test_a_locale_we_do_not_ship_reads_english() -> None:
    assert i18n.language_of("ja") == "en"
    assert i18n.language_of(None) == "en"
    assert i18n.language_of("es-419") == "es"
    assert i18n.language_of("es-ES") == "es"
    assert i18n.language_of("pt-BR") == "pt-BR"
    assert i18n.language_of("de") == "de"
    assert i18n.language_of("en-GB") == "en"
    assert i18n.text("ja", "language-chosen", language="English").startswith("Your private replies")


def test_numbers_and_lists_follow_each_language() -> None:
    assert i18n.number("en", 1234.5) == "1,234.5"
    assert i18n.number("de", 1234.5) == "1.234,5"
    assert i18n.number("pt-BR", 2.25) == "2,25"
    # English as every line of the bot writes it, without a comma before "and" (en_GB).
    assert i18n.joined("en", ["alice", "bob", "carol"]) == "alice, bob and carol"
    assert i18n.joined("de", ["alice", "bob", "carol"]) == "alice, bob und carol"
    assert i18n.joined("fr", ["alice", "bob"]) == "alice et bob"
    assert i18n.joined("es", ["alice", "bob"]) == "alice y bob"


def test_variables_are_filled_and_never_isolated() -> None:
    """No Unicode isolation marks around names: Discord shows some as boxes."""
    text = i18n.text("fr", "language-chosen", language="Français")
    assert "Français" in text
    assert not re.search("[\u2068\u2069]", text)


def test_the_translators_command_lists_what_is_missing_and_stale(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert i18n_cli(["check"]) == 0
    assert "de: complete" in capsys.readouterr().out
    monkeypatch.setattr("i18n.checks.translated_from", lambda lang: {})
    assert i18n_cli(["check", "fr"]) == 1
    out = capsys.readouterr().out
    assert "fr: needs work" in out and "stale (English changed since)" in out and "language-chosen" in out


def test_what_a_pure_layer_said_is_worded_with_names_lists_and_nested_phrases() -> None:
    from fluent.runtime import FluentResource

    from rules.said import Said, Seat

    extra = "t-inner = { $who } on { $square }\nt-outer = { $what }; then { $seats }.\n"
    for lang in ("en", "de"):
        i18n.catalogue.bundle(lang).add_resource(FluentResource(extra))
    try:
        inner = Said("t-inner", who=Seat(1), square="b3")
        said = Said("t-outer", what=inner, seats=(Seat(0), Seat(1), "Eve"))
        assert i18n.say("en", said, ["ann", "Bob"]) == "Bob on b3; then ann, Bob and Eve."
        assert i18n.say("de", said, ["ann", "Bob"]) == "Bob on b3; then ann, Bob und Eve."
        # Without names a seat is the catalogue's "seat N"; an older sentence gets names only.
        assert i18n.say("de", Said("t-inner", who=Seat(0), square="a1")) == "Platz 0 on a1"
        assert i18n.say("de", "seat 1 resigned", ["ann", "Bob"]) == "Bob resigned"
    finally:
        i18n.catalogue.bundle.cache_clear()
