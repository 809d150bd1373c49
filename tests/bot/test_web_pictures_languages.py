"""Issue #34 on the web table: the page's pictures (board, hand, preview) and their alt
text come in the page's language, and the spots a player taps are where that language's
picture draws them."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import actor_for, open_game
from web_helpers import browser, get_json, root_of, stop_web_after  # noqa: F401

import render
import render.fonts
from bot import PyramidBot, Settings
from bot.services.wording import seat_names
from rules import get_game


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1", web_port=0
    )


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    found: list[str] = []
    real = render.fonts._mask

    def mask(text: str, *args: Any) -> Any:
        found.append(text)
        return real(text, *args)

    monkeypatch.setattr(render.fonts, "_mask", mask)
    return found


async def picture(http: Any, url: str, accept: str | None = None) -> bytes:
    async with http.get(url, headers={"Accept-Language": accept} if accept else {}) as answer:
        assert answer.status == 200, url
        return await answer.read()


async def test_a_german_players_page_draws_and_describes_in_german(table: Any, drawn: list[str]) -> None:
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await bot.core.store.prefs.set_language(table.alice.id, "de")
    alice = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id, table.alice.id)}"
    watch = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id)}"
    async with browser(bot) as http:
        _, state = await get_json(http, f"{alice}/state")
        assert state["language"] == "de"
        assert state["board"]["alt"] == "Pylon. Punkte: alice 0, bob 0. alice ist am Zug.", state["board"]
        version = state["game"]["version"]
        drawn.clear()
        german = await picture(http, f"{alice}/board.png?v={version}")
        assert "Spieler" not in drawn and "alice" in drawn
        assert "letzter Zug" in drawn or "Stapelhöhe" in drawn, drawn
        assert "stack height" not in drawn
        _, watched = await get_json(http, f"{watch}/state")
        assert watched["board"]["alt"] == "Pylon. Scores: alice 0, bob 0. alice to move."
        drawn.clear()
        english = await picture(http, f"{watch}/board.png?v={version}")
        assert "stack height" in drawn and "Stapelhöhe" not in drawn, drawn
    assert german != english


async def test_a_german_hands_spots_are_where_the_german_hand_draws_the_cards(table: Any) -> None:
    bot: PyramidBot = table.bot
    row = await open_game(table, "connections", [table.alice, table.bob, table.carol], order="joined")
    game = get_game("connections")
    state = game.decode(row.state)
    seat = game.to_move(state)[0]
    mover = actor_for(table, row, seat)
    draw = next(m for m in game.legal_moves(state, seat) if m.startswith("draw "))
    await mover.slash(table.channel, "move", move=draw)
    row = await bot.core.store.games.get(row.id)
    assert row is not None and row.state is not None
    own = game.view(game.decode(row.state), seat)
    names = seat_names(row)
    api = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id, mover.id)}"
    german_browser = {"Accept-Language": "de-DE,de;q=0.9"}
    async with browser(bot) as http, http.get(f"{api}/state", headers=german_browser) as answer:
        page = await answer.json()
    assert page["language"] == "de" and page["hand"]["alt"].startswith(f"Hand von {names[seat]}: ")
    placed = {c["spot"]: c["box"] for c in page["step"]["choices"] if c["box"] is not None}
    assert placed, page["step"]
    hand_name = names[seat]
    german = render.spot_boxes("connections", own, list(placed), names=names, hand_name=hand_name, lang="de")
    assert placed == {spot: list(box.box) for spot, box in german.items()}
