"""Languages on Discord's side: every command described in each shipped language, the
English catalogue of the commands made from the code, /language, /settings language,
the locale noted for unasked DMs, and /privacy showing and deleting the choice."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import discord
import pytest

import i18n
from bot.ui.translator import command_key, english_entries, ftl_of

ENGLISH_COMMANDS = Path(__file__).parents[2] / "i18n" / "locales" / "en" / "commands.ftl"


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


async def test_the_english_catalogue_of_commands_is_the_code(table: Any) -> None:
    """A changed description changes the English message, which makes the translations
    stale (`python -m i18n check`). UPDATE_CATALOGUE=1 rewrites the file."""
    made = ftl_of(list(english_entries(table.bot.tree)))
    if os.environ.get("UPDATE_CATALOGUE"):
        ENGLISH_COMMANDS.write_text(made, encoding="utf-8")
    assert ENGLISH_COMMANDS.read_text(encoding="utf-8") == made, "run with UPDATE_CATALOGUE=1"


async def test_every_command_reaches_discord_described_in_each_language(table: Any) -> None:
    tree = table.bot.tree
    for command in tree.get_commands():
        payload = await command.get_translated_payload(tree, tree.translator)
        key = command_key(command.qualified_name)
        for lang in ("de", "fr", "es", "pt-BR"):
            for locale in i18n.DISCORD_LOCALES[lang]:
                described = i18n.attribute(lang, key, "description")
                assert payload["description_localizations"][locale] == described
        # Names stay as written: replies, rules pages and docs name the commands.
        assert not payload.get("name_localizations")
        for option in payload.get("options", []):
            assert set(option["description_localizations"]) >= {"de", "fr", "es-ES", "pt-BR"}, option
            for choice in option.get("choices", []):
                assert {"de", "fr", "es-ES", "es-419", "pt-BR"} <= set(choice["name_localizations"]), choice


async def test_a_new_translation_is_a_change_to_sync(table: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    before = await table.bot.command_payload_hash()
    german = i18n.catalogue.bundle("de")
    original = german.format_pattern
    monkeypatch.setattr(german, "format_pattern", lambda p, a=None: (original(p, a)[0] + "!", []))
    assert await table.bot.command_payload_hash() != before


async def test_language_is_the_players_choice_else_their_discord_language(
    table: Any, locales: dict[int, str]
) -> None:
    locales[table.alice.id] = "fr"
    result = await table.alice.slash(table.channel, "language")
    assert answer(result).startswith("Tes réponses privées suivent la langue de ton application Discord")
    result = await table.alice.slash(table.channel, "language", language="de")
    assert answer(result).startswith("Deine privaten Antworten und DMs sind auf Deutsch.")
    assert await table.bot.core.languages.private(table.alice.id, "fr") == "de"
    result = await table.alice.slash(table.channel, "language", language="auto")
    assert "(en ce moment Français)" in answer(result)
    locales[table.alice.id] = "ja"  # a language we do not ship reads English
    assert "(now English)" in answer(await table.alice.slash(table.channel, "language"))


async def test_unasked_dms_follow_the_locale_last_seen_else_the_server(
    table: Any, locales: dict[int, str]
) -> None:
    languages = table.bot.core.languages
    assert await languages.unasked_dm(table.bob.id, table.guild.id, "pt-BR") == "pt-BR"
    locales[table.bob.id] = "es-419"
    await table.bob.slash(table.channel, "games")
    await table.env.settle()
    assert await languages.unasked_dm(table.bob.id, table.guild.id, "pt-BR") == "es"
    # Seen, not stored: an interaction writes nothing it did not ask for.
    assert await table.bot.core.store.prefs.languages(table.bob.id) == (None, None)
    # /language stores it with the choice, so it outlives a restart.
    await table.bob.slash(table.channel, "language", language="auto")
    assert await table.bot.core.store.prefs.languages(table.bob.id) == (None, "es-419")


async def test_a_server_admin_chooses_the_language_of_public_posts(table: Any) -> None:
    role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    ada = table.guild.add_member(table.env.create_user("ada"), roles=[role])
    result = await ada.slash(table.channel, "settings", language="pt-BR")
    assert "Public posts: Português (Brasil)." in answer(result)
    assert await table.bot.core.languages.public(table.guild.id, "en-US") == "pt-BR"
    result = await ada.slash(table.channel, "settings", language="server")
    assert "Public posts: English." in answer(result)  # SimCord's servers are en-US
    assert await table.bot.core.languages.public(table.guild.id, "de") == "de"


async def test_privacy_shows_the_language_and_delete_my_data_deletes_it(
    table: Any, locales: dict[int, str]
) -> None:
    locales[table.carol.id] = "de"
    await table.carol.slash(table.channel, "language", language="fr")
    shown = answer(await table.carol.slash(table.channel, "privacy"))
    # In the language she chose, which it names.
    assert "ton choix `/language` (Français)" in shown
    assert "la langue de ton application Discord au moment du choix (de), pour les MP" in shown
    await table.bot.core.privacy.forget_user(table.carol.id)
    await table.env.settle()
    assert await table.bot.core.store.prefs.languages(table.carol.id) == (None, None)


async def test_rules_come_in_the_readers_language(table: Any, locales: dict[int, str]) -> None:
    locales[table.dave.id] = "de"
    result = await table.dave.slash(table.channel, "rules", game="pylon")
    reply = (result.followups or [result.response])[-1]
    embed = reply.embeds[0]
    assert embed.title == "Pylon: Regeln"
    assert "Ein Duell der Stapel" in embed.description and "`c3-c4`" in embed.description
    await table.dave.slash(table.channel, "language", language="es")
    result = await table.dave.slash(table.channel, "rules", game="connections")
    reply = (result.followups or [result.response])[-1]
    assert reply.embeds[0].title == "Connections: reglas"
    assert "Un juego de cartas de ciudades" in reply.embeds[0].description
