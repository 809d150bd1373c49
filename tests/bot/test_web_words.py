"""The web table's page in the reader's language: its own words come with the state, from
the catalogue, for a player by their /language choice (else their browser's language)
and for a watch page by the server's language (else the browser's)."""

from __future__ import annotations

import pytest
from bot_helpers import open_game
from web_helpers import browser, root_of, stop_web_after  # noqa: F401

from bot import PyramidBot, Settings


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1", web_port=0
    )


async def state(http, url: str, accept: str | None = None):
    headers = {"Accept-Language": accept} if accept else {}
    async with http.get(url, headers=headers) as answer:
        assert answer.status == 200
        return await answer.json()


async def test_the_page_words_come_in_the_readers_language(table):
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob])
    await bot.core.store.prefs.set_language(table.alice.id, "de")
    alice = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id, table.alice.id)}/state"
    bob = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id, table.bob.id)}/state"
    watch = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id)}/state"
    async with browser(bot) as http:
        german = await state(http, alice, accept="fr-FR,fr;q=0.9")  # her choice wins
        assert german["language"] == "de"
        assert german["words"]["confirm"] == "Bestätigen"
        assert german["words"]["position"] == "Stellung {n} von {total}"  # the page fills it
        assert german["words"]["done"] == "Dein Zug ist gespielt: {words}"
        french = await state(http, bob, accept="fr-FR,fr;q=0.9")  # no choice: his browser's
        assert (french["language"], french["words"]["back"]) == ("fr", "Retour")
        plain = await state(http, watch)
        assert (plain["language"], plain["words"]["confirm"]) == ("en", "Confirm")
        await bot.core.store.prefs.set_guild_language(row.guild_id, "es")
        spanish = await state(http, watch, accept="de")  # the server's language first
        assert (spanish["language"], spanish["words"]["first"]) == ("es", "Inicio")



async def test_the_pages_answers_come_in_the_readers_language(table):
    """Not only the page's own words: its lines, refusals and the one not-found answer."""
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob])
    await bot.core.store.prefs.set_language(table.alice.id, "fr")
    alice = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id, table.alice.id)}"
    watch = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id)}"
    async with browser(bot) as http:
        french = await state(http, f"{alice}/state")
        assert french["lines"][0] == f"Partie Pylon #{row.id} : alice et bob"
        assert french["lines"][-1].startswith("Au tour de : ") and "Turn" not in french["lines"][-1]
        async with http.get(f"{alice}/step?v={row.version - 1}&path=") as answer:
            stale = await answer.json()
        assert answer.status == 409 and stale["error"].startswith("La partie a avancé")
        async with http.get(f"{alice}/replay/0") as answer:
            running = await answer.json()
        assert answer.status == 409 and "encore en cours" in running["error"]
        await bot.core.store.prefs.set_guild_language(row.guild_id, "de")
        german = await state(http, f"{watch}/state", accept="en")
        assert german["lines"][0].startswith("Pylon-Partie #") and german["plans"] is None
        async with http.post(f"{watch}/move", json={"version": row.version, "path": []}) as answer:
            watching = await answer.json()
        assert answer.status == 403 and watching["error"].startswith("Diese Seite schaut der Partie nur zu")
        bad = f"{root_of(bot)}/api/t/nothing-here/state"
        async with http.get(bad, headers={"Accept-Language": "es-ES,es;q=0.9"}) as answer:
            gone = await answer.json()
        assert answer.status == 404 and gone["error"].startswith("Esta dirección no abre ninguna partida")
        async with http.get(bad) as answer:
            english = await answer.json()
        assert english["error"].startswith("This address does not open a game")
        page = f"{root_of(bot)}/t/nothing-here"
        async with http.get(page, headers={"Accept-Language": "pt-BR"}) as answer:
            html = await answer.text()
        assert answer.status == 404 and '<html lang="pt-BR">' in html and "Não encontrado" in html
