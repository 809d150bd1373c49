"""Every state-changing command under each Discord fault (issue: every stored change is
acknowledged at once, announced exactly once, and told truthfully).

For each command: the interaction callback answered `404/10062 Unknown interaction`, the
followup failing with `500`, DMs refused with `403/50007`, and the channel post
rate-limited with `429`. The change must be stored once, announced in the channel once
(after the fault clears: the outbox retries), and no message may say nothing changed.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest
from bot_helpers import (
    last_post,
    lobby_post,
    open_game,
    outbox_catches_up,
    play,
    public_messages,
    state_of,
    texts_of,
)
from test_bot_cards_support import dms

from bot import create_bot
from rules import get_game
from rules.connections.deck import REGION_OF

HOUR = 3600


def inject_callback(table: Any) -> None:
    table.env.inject_error(
        "POST", "/interactions/*/callback", status=404, code=10062, message="Unknown interaction"
    )


def inject_followup(table: Any) -> None:
    table.env.inject_error("*", "/webhooks/*", status=500)


def inject_dms(table: Any) -> None:
    """Every DM refused for the rest of the test, as for players who closed their DMs."""
    closed = dict(status=403, code=50007, message="Cannot send messages to this user", times=None)
    table.env.inject_error("POST", "/users/@me/channels", **closed)
    for member in table.players():
        dm = table.bot.get_user(member.id) and table.bot.get_user(member.id).dm_channel
        if dm is not None:
            table.env.inject_error("POST", f"/channels/{dm.id}/messages", **closed)


def inject_rate_limit(table: Any) -> None:
    table.env.inject_error(
        "POST", f"/channels/{table.channel.id}/messages", status=429, message="You are being rate limited."
    )


FAULTS: dict[str, Callable[[Any], None]] = {
    "callback 404/10062": inject_callback,
    "followup 500": inject_followup,
    "DMs 403/50007": inject_dms,
    "channel 429": inject_rate_limit,
}


@dataclass
class Scenario:
    """`setup` brings the table to just before the command and returns what `act` needs;
    `act` runs the command; `stored` says whether the change is in the database; `marker`
    is a phrase of the one public message that announces it."""

    setup: Callable[[Any], Awaitable[Any]]
    act: Callable[[Any, Any], Awaitable[Any]]
    stored: Callable[[Any], Awaitable[bool]]
    marker: str


# ---- the table before each command ------------------------------------------------------
async def pylon_game(table: Any) -> None:
    await open_game(table, "pylon", [table.alice, table.bob])


async def pylon_after_one_move(table: Any) -> None:
    await pylon_game(table)
    await play(table, "a1 S")


async def pylon_lobby(table: Any) -> Any:
    await table.alice.slash(table.channel, "game new", game="pylon", order="joined")
    return lobby_post(table.channel)


async def cardinal_lobby_of_three(table: Any) -> None:
    lobby = await pylon_lobby_of(table, "cardinal")
    for player in (table.bob, table.carol):
        await player.click(lobby, label="Join")


async def pylon_lobby_of(table: Any, key: str) -> Any:
    await table.alice.slash(table.channel, "game new", game=key, order="joined")
    return lobby_post(table.channel)


async def proposal_of(table: Any, command: str) -> Any:
    await pylon_after_one_move(table)
    await table.alice.slash(table.channel, command)
    return last_post(table.channel)


async def end_proposal(table: Any) -> Any:
    return await proposal_of(table, "game end")


async def undo_proposal(table: Any) -> Any:
    return await proposal_of(table, "undo")


async def timed_out_game(table: Any) -> None:
    await open_game(table, "pylon", [table.alice, table.bob], time_limit_hours=1)
    await play(table, "a1 S")
    await table.env.advance_time(HOUR + 60)


async def connections_of_three(table: Any) -> dict[str, Any]:
    """alice on turn; bob and carol may trade. A fixed deal."""
    table.bot.new_seed = lambda: 7
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    _, state = await state_of(table)
    return state


def offer_options(table: Any, state: dict[str, Any]) -> dict[str, Any]:
    want = next(REGION_OF[c] for c in state["hands"][2] if c in REGION_OF)
    return dict(player=table.carol, give=state["hands"][1][0], want=want)


async def open_offer(table: Any) -> dict[str, Any]:
    state = await connections_of_three(table)
    result = await table.bob.slash(table.channel, "trade offer", **offer_options(table, state))
    assert "sent" in result.response.content, result.response.content
    _, state = await state_of(table)
    return state


def fitting_card(state: dict[str, Any]) -> str:
    offer = state["offers"][0]
    want = offer["want"]
    return next(c for c in state["hands"][2] if c == want or REGION_OF.get(c) == want)


async def linked_connections(table: Any) -> None:
    """Seed 32: alice melds, links Chicago and may invite bob to partner it."""
    table.bot.new_seed = lambda: 32
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    actors = [table.alice, table.bob, table.carol]
    await table.alice.slash(table.channel, "move", move="meld Boston Montreal Atlanta")
    await table.alice.slash(table.channel, "move", move="draw deck")
    for seat in (1, 2):
        await actors[seat].slash(table.channel, "move", move="draw deck")
        _, now = await state_of(table)
        card = next(c for c in now["hands"][seat] if c != "San Francisco")
        await actors[seat].slash(table.channel, "move", move=f"discard {card}")
    await table.alice.slash(table.channel, "move", move="link Chicago Atlantic North America")
    await table.alice.slash(table.channel, "move", move="draw deck")


# ---- what is stored after each command --------------------------------------------------
async def status_is(table: Any, status: str) -> bool:
    rows = await table.bot.core.store.db.fetchall(
        "SELECT status FROM games WHERE channel_id = ?", (table.channel.id,)
    )
    return [r["status"] for r in rows] == [status]


async def ply_is(table: Any, ply: int) -> bool:
    _, state = await state_of(table)
    return bool(state["ply"] == ply)


async def proposal_open(table: Any, kind: str) -> bool:
    row = await table.bot.core.store.games.latest_in_channel(table.channel.id)
    return row is not None and await table.bot.core.store.proposals.open_proposal(row.id, kind) is not None


async def offers_are(table: Any, count: int) -> bool:
    _, state = await state_of(table)
    return len(state["offers"]) == count


async def bob_invited(table: Any) -> bool:
    _, state = await state_of(table)
    return any(link["invited"] == 1 for link in state["links"])


async def click(actor: Any, message: Any, label: str) -> Any:
    return await actor.click(message, label=label)


async def trade_question_in_dm(table: Any) -> Any:
    """An open offer, and carol's card chosen in its DM: the bot asks her to confirm."""
    state = await open_offer(table)
    offer = state["offers"][0]
    dm = next(m for m in reversed(dms(table.carol)) if f"Trade offer #{offer['id']}" in m.content)
    row, _ = await state_of(table)
    asked = await table.carol.user.select(
        dm, [fitting_card(state)], custom_id=f"cards:accept:{row.id}:{offer['id']}"
    )
    assert "Confirm the trade" in str(asked.response.components)
    return asked.response


SCENARIOS: dict[str, Scenario] = {
    "/move": Scenario(
        pylon_game,
        lambda t, _: t.alice.slash(t.channel, "move", move="a1 S"),
        lambda t: ply_is(t, 1),
        "played: small on a1 (a1 S)",
    ),
    "/resign": Scenario(
        pylon_game,
        lambda t, _: t.alice.slash(t.channel, "resign"),
        lambda t: status_is(t, "finished"),
        "resigned",
    ),
    "/undo": Scenario(
        pylon_after_one_move,
        lambda t, _: t.alice.slash(t.channel, "undo"),
        lambda t: proposal_open(t, "undo"),
        "asks to take back",
    ),
    "undo Accept": Scenario(
        undo_proposal, lambda t, p: click(t.bob, p, "Accept"), lambda t: ply_is(t, 0), "was taken back"
    ),
    "/game new": Scenario(
        lambda t: t.env.advance_time(0),
        lambda t, _: t.alice.slash(t.channel, "game new", game="pylon", order="joined"),
        lambda t: status_is(t, "lobby"),
        "lobby",
    ),
    "lobby Join": Scenario(
        pylon_lobby, lambda t, lobby: click(t.bob, lobby, "Join"), lambda t: status_is(t, "active"), "begins"
    ),
    "/game join": Scenario(
        pylon_lobby,
        lambda t, _: t.bob.slash(t.channel, "game join"),
        lambda t: status_is(t, "active"),
        "begins",
    ),
    "/game start": Scenario(
        cardinal_lobby_of_three,
        lambda t, _: t.alice.slash(t.channel, "game start"),
        lambda t: status_is(t, "active"),
        "begins",
    ),
    "/game cancel": Scenario(
        pylon_lobby,
        lambda t, _: t.alice.slash(t.channel, "game cancel"),
        lambda t: status_is(t, "cancelled"),
        "cancelled the",
    ),
    "/game end": Scenario(
        pylon_after_one_move,
        lambda t, _: t.alice.slash(t.channel, "game end"),
        lambda t: proposal_open(t, "end"),
        "proposes to end",
    ),
    "end Accept": Scenario(
        end_proposal, lambda t, p: click(t.bob, p, "Accept"), lambda t: status_is(t, "finished"), "Game over"
    ),
    "/game claim": Scenario(
        timed_out_game,
        lambda t, _: t.alice.slash(t.channel, "game claim"),
        lambda t: status_is(t, "finished"),
        "ran out of time",
    ),
    "/trade offer": Scenario(
        connections_of_three,
        lambda t, s: t.bob.slash(t.channel, "trade offer", **offer_options(t, s)),
        lambda t: offers_are(t, 1),
        "made offer",
    ),
    "/trade accept": Scenario(
        open_offer,
        lambda t, s: t.carol.slash(
            t.channel, "trade accept", offer=s["offers"][0]["id"], card=fitting_card(s)
        ),
        lambda t: offers_are(t, 0),
        "traded a card",
    ),
    "DM Confirm": Scenario(
        trade_question_in_dm,
        lambda t, asked: t.carol.user.click(asked, label="Confirm the trade"),
        lambda t: offers_are(t, 0),
        "traded a card",
    ),
    "/trade decline": Scenario(
        open_offer,
        lambda t, s: t.carol.slash(t.channel, "trade decline", offer=s["offers"][0]["id"]),
        lambda t: offers_are(t, 0),
        "declined offer",
    ),
    "/trade cancel": Scenario(
        open_offer,
        lambda t, s: t.bob.slash(t.channel, "trade cancel", offer=s["offers"][0]["id"]),
        lambda t: offers_are(t, 0),
        "cancelled offer",
    ),
    "/partner invite": Scenario(
        linked_connections,
        lambda t, _: t.alice.slash(t.channel, "partner invite", player=t.bob, link="Chicago"),
        bob_invited,
        "invited",
    ),
}


def announcing(messages: list[Any], marker: str) -> list[Any]:
    return [m for m in messages if marker.lower() in texts_of(m).lower()]


def said_nothing_changed(table: Any, result: Any) -> list[str]:
    """Every text the bot showed anyone that claims nothing was changed."""
    texts = [texts_of(m) for m in table.channel.history()]
    for member in table.players():
        dm = table.bot.get_user(member.id) and table.bot.get_user(member.id).dm_channel
        if dm is not None:
            texts.extend(texts_of(m) for m in member.user.dm_channel.history())
    response = getattr(result, "response", None)
    if response is not None:
        texts.append(str(response.content or ""))
    return [t for t in texts if "nothing was changed" in t]


@pytest.mark.parametrize("fault", list(FAULTS))
@pytest.mark.parametrize("command", list(SCENARIOS))
async def test_a_fault_never_loses_doubles_or_denies_a_change(table, command, fault):
    scenario = SCENARIOS[command]
    context = await scenario.setup(table)
    before = public_messages(table.channel)
    FAULTS[fault](table)
    result = await scenario.act(table, context)
    # The outbox retries until Discord takes the post (the 429 and 500 clear after once).
    await table.env.advance_time(600)
    assert await scenario.stored(table), f"{command} under {fault}: the change was not stored"
    new = [m for m in public_messages(table.channel) if m.id not in {b.id for b in before}]
    shown = announcing(new, scenario.marker)
    assert len(shown) == 1, (command, fault, [texts_of(m) for m in new])
    assert said_nothing_changed(table, result) == []
    assert await table.bot.outbox.repo.count("pending") == 0


# ---- the soak: hundreds of actions in all five games under 20% faults --------------------
SOAK_FAULTS: list[tuple[str, str, dict[str, Any]]] = [
    ("POST", "/interactions/*/callback", dict(status=404, code=10062, message="Unknown interaction")),
    ("*", "/webhooks/*", dict(status=500)),
    ("POST", "/channels/{channel}/messages", dict(status=503)),
    ("POST", "/channels/{channel}/messages", dict(status=429, message="You are being rate limited.")),
]
# At most this many announcements wait (behind a retry) before the next action.
SOAK_BACKLOG = 4
SOAK_GAMES = [
    ("epicycle", 2, 100),
    ("synapse", 2, 100),
    ("pylon", 2, 100),
    ("cardinal", 3, 100),
    ("connections", 3, 150),
]


def table_posts(channel: Any) -> list[str]:
    """The words of every turn post (each names its game, move number and round)."""
    return [
        texts_of(m)
        for m in public_messages(channel)
        if any(type(c).__name__ == "Container" for c in getattr(m, "components", []) or [])
    ]


async def open_through_faults(table: Any, key: str, players: list[Any]) -> None:
    """Like open_game, but a fault left over from a move may delay the lobby post: the
    players wait for it as people would."""
    await players[0].slash(table.channel, "game new", game=key, order="joined")
    await table.env.advance_time(30)
    for player in players[1:]:
        await player.click(lobby_post(table.channel), label="Join")
        await table.env.advance_time(30)
    if len(players) < get_game(key).max_players:
        await players[0].slash(table.channel, "game start")
    row = await table.bot.core.store.games.open_in_channel(table.channel.id)
    assert row is not None and row.status == "active"


@pytest.mark.parametrize("key,players,actions", SOAK_GAMES)
async def test_under_twenty_percent_faults_every_change_is_posted_exactly_once(
    table, settings, key, players, actions
):
    rng = random.Random(f"soak-{key}")
    table.bot.new_seed = lambda: rng.randrange(1000)
    game = get_game(key)
    by_id = {m.id: m for m in table.players()}
    expected = stored = games = 0
    for step in range(actions):
        row = await table.bot.core.store.games.open_in_channel(table.channel.id)
        if row is None:  # the first game, or the last one ended: another one
            await open_through_faults(table, key, table.players()[:players])
            expected += 1  # its opening table
            games += 1
        row, state = await state_of(table)
        if rng.random() < 0.2:
            method, path, fault = rng.choice(SOAK_FAULTS)
            table.env.inject_error(method, path.format(channel=table.channel.id), **fault)
        if step == actions // 2:
            # A crash with the channel failing: what is pending goes out after the restart.
            table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=2)
        seat = game.to_move(state)[0]
        move = rng.choice(game.legal_moves(state, seat))
        result = await by_id[row.seats[seat]].slash(table.channel, "move", move=move)
        response = getattr(result, "response", None)
        assert response is None or "nothing was changed" not in str(response.content)
        after_row, after = await state_of(table)
        assert after_row.version == row.version + 1, f"step {step}: {move} was not stored once"
        stored += 1
        changed_turn = set(game.to_move(after)) != set(game.to_move(state))
        expected += game.is_over(after) or not game.has_hands or changed_turn
        if step == actions // 2:
            old = table.bot
            await table.env.restart_bot(create_bot(settings))
            await old.core.store.db.close()
        await table.env.advance_time(rng.choice([0, 1, 5]))
        # Moves go on while a retry waits, but players wait for a table more than a few
        # announcements behind: one wait never has to deliver a long queue at once.
        await outbox_catches_up(table, most=SOAK_BACKLOG)
    await outbox_catches_up(table)
    await table.env.advance_time(900)  # nothing more comes, however long one waits
    rows = await table.bot.core.store.db.fetchall(
        "SELECT id FROM games WHERE channel_id = ?", (table.channel.id,)
    )
    logged = [e for r in rows for e in await table.bot.core.store.games.log(r["id"]) if e.kind == "move"]
    assert len(rows) == games and len(logged) == stored == actions
    posts = table_posts(table.channel)
    assert len(posts) == len(set(posts)), "a turn was posted twice"
    assert len(posts) == expected, "a stored change was never posted"
    assert await table.bot.outbox.repo.count("pending") == 0
    assert await table.bot.outbox.repo.count("failed") == 0
