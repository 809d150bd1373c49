"""The web table live and safe: a stored change reaches an open page's event stream; a
running Connections game's answers never hold another seat's card; every answer has the
Content-Security-Policy; requests per address are limited."""

from __future__ import annotations

import json
from typing import Any

import pytest
from bot_helpers import actor_for, open_game, play, state_of
from test_bot_cards_support import cards_in
from web_helpers import browser, get_json, next_event, root_of, stop_web_after  # noqa: F401

from bot import PyramidBot, Settings
from rules import get_game
from rules.connections.deck import CARDS, REGION_OF


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(
        database_url=database_url, reminder_check_minutes=30, web_url="http://127.0.0.1", web_port=0
    )


async def test_a_stored_move_reaches_an_open_event_stream(table):
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob])
    watch = await bot.core.links.make(row.id)
    async with browser(bot) as http, http.get(f"{root_of(bot)}/api/t/{watch}/events") as stream:
        assert stream.status == 200 and stream.content_type == "text/event-stream"
        assert "Content-Security-Policy" in stream.headers
        first = await next_event(stream)
        assert first == {"retry": "1000", "event": "version", "data": str(row.version)}
        _, state = await state_of(table)
        await play(table, get_game("pylon").legal_moves(state, get_game("pylon").to_move(state)[0])[0])
        event = await next_event(stream)
    assert event == {"event": "version", "data": str(row.version + 1)}


async def test_a_running_card_game_shows_nobody_another_seats_cards(table):
    """Every answer to each seat's page and a watch page, at several positions: the cards
    named are the viewer's own, or public ones (the table, the discard pile)."""
    bot: PyramidBot = table.bot
    players = [table.alice, table.bob, table.carol]
    row = await open_game(table, "connections", players)
    game = get_game("connections")
    async with browser(bot) as http:
        for _ in range(3):
            row, state = await state_of(table)
            hidden = {seat: set(state["hands"][seat]) for seat in range(len(row.seats))}
            for seat in [None, *range(len(row.seats))]:
                who = WATCH_ID if seat is None else row.seats[seat]
                api = f"{root_of(bot)}/api/t/{await bot.core.links.make(row.id, who)}"
                texts, lists = await every_answer(http, api)
                others = set().union(*(cards for s, cards in hidden.items() if s != seat))
                own = hidden.get(seat, set()) if seat is not None else set()
                for text in texts:
                    leaked = set(cards_in(text)) & (others - own)
                    assert not leaked, (seat, leaked, text[:300])
                for labels in lists:
                    # A list of cards to ask for names every card of its kind one does
                    # not hold: it tells nothing of who holds which.
                    named = set(cards_in(" | ".join(labels))) - own
                    if named & others:
                        assert named >= catalogue(named, own), (seat, labels)
                if seat is not None:
                    async with http.get(f"{api}/hand.png") as picture:
                        assert picture.status == 200
                else:
                    async with http.get(f"{api}/hand.png") as picture:
                        assert picture.status == 404
            mover = actor_for(table, row, game.to_move(state)[0])
            legal = game.legal_moves(state, game.to_move(state)[0])
            move = next((m for m in legal if m.startswith("draw ")), legal[0])
            await mover.slash(table.channel, "move", move=move)


WATCH_ID = 0


def catalogue(named: set[str], own: set[str]) -> set[str]:
    """Every card of the regions (or of the linking cards) `named` touches, but one's own."""
    regions = {REGION_OF.get(card) for card in named}
    return {card for card in CARDS if REGION_OF.get(card) in regions} - own


def without_choices(answer: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in answer.items() if key != "choices"}


async def every_answer(http: Any, api: str) -> tuple[list[str], list[list[str]]]:
    """The state and the steps a page can walk to (each first-level choice, then the
    first choice at each level), as text, and apart from it each list of choices."""
    status, state = await get_json(http, f"{api}/state")
    assert status == 200
    step = state["step"]
    texts = [json.dumps({**state, "step": None})]
    if step is None:
        return texts, []
    lists = [[c["label"] for c in step["choices"]]]
    version = state["game"]["version"]
    for choice in step["choices"]:
        path = [*step["path"], choice["token"]]
        while True:
            status, answer = await get_json(http, f"{api}/step?v={version}&path={'.'.join(path)}")
            assert status == 200, answer
            texts.append(json.dumps(without_choices(answer)))
            lists.append([c["label"] for c in answer["choices"]])
            if answer["preview"] is not None or not answer["choices"]:
                break
            path = [*answer["path"], answer["choices"][0]["token"]]
    return texts, lists


async def test_every_answer_carries_the_content_security_policy(table):
    bot: PyramidBot = table.bot
    row = await open_game(table, "pylon", [table.alice, table.bob])
    token = await bot.core.links.make(row.id, table.alice.id)
    async with browser(bot) as http:
        paths = (f"/api/t/{token}/state", f"/api/t/{token}/board.png", "/api/t/bad/state", "/t/bad", "/x")
        for path in paths:
            async with http.get(f"{root_of(bot)}{path}") as answer:
                policy = answer.headers.get("Content-Security-Policy", "")
                assert "default-src 'self'" in policy and "script-src 'self'" in policy, path
                assert "unsafe-inline" not in policy
                assert answer.headers.get("Referrer-Policy") == "no-referrer"


async def test_requests_per_address_are_limited(table):
    bot: PyramidBot = table.bot
    assert bot.web is not None
    bot.web.limit.per_minute = 5  # the real limit is generous; a small one shows it works
    row = await open_game(table, "pylon", [table.alice, table.bob])
    token = await bot.core.links.make(row.id, table.alice.id)
    async with browser(bot) as http:
        statuses = [(await get_json(http, f"{root_of(bot)}/api/t/{token}/state"))[0] for _ in range(7)]
    assert statuses[:5] == [200] * 5 and statuses[5:] == [429, 429]
