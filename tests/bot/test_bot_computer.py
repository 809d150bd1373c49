"""Computer seats in Discord: /game new computer:, the lobby's Add computer, moves posted
like any turn (never pinged, never DMed), answers to proposals, and resuming after a restart."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import last_post, lobby_post, public_messages, state_of, texts_of

from bot import Settings, create_bot
from rules import get_game


@pytest.fixture
def settings(database_url: str, computer_pool: object) -> Settings:
    # A short think keeps the tests quick; the pool is the real one.
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


def answer_text(result: Any) -> str:
    """The private answer of a deferred interaction (its last followup)."""
    return str((result.followups or [result.response])[-1].content)


async def open_row(table: Any) -> Any:
    row = await table.bot.core.store.games.open_in_channel(table.channel.id)
    assert row is not None
    return row


async def human_turn(table: Any, human_id: int) -> tuple[Any, dict[str, Any]]:
    """Settle until the computer has answered; then it is the person's turn (or the end)."""
    await table.env.settle()
    row = await table.bot.core.store.games.get(
        (await table.bot.core.store.games.latest_in_channel(table.channel.id)).id
    )
    state = await table.bot.core.sessions.state_of(row)
    game = get_game(row.game_key)
    assert game.is_over(state) or [row.seats[s] for s in game.to_move(state)] == [human_id]
    return row, state


async def test_a_whole_game_against_the_computer(table):
    result = await table.alice.slash(table.channel, "game new", game="pylon", computer="easy")
    assert result.ephemeral and "against the computer (easy) begins" in answer_text(result)
    row, state = await human_turn(table, table.alice.id)
    assert set(row.names.values()) == {"alice", "Computer (easy)"}
    assert row.computers == {row.seats[1 - row.seats.index(table.alice.id)]: "easy"}
    game = get_game("pylon")
    for _ in range(80):
        if game.is_over(state):
            break
        seat = row.seats.index(table.alice.id)
        await table.alice.slash(table.channel, "move", move=game.legal_moves(state, seat)[0])
        row, state = await human_turn(table, table.alice.id)
    assert game.is_over(state) and row.status == "finished"
    computer_id = next(iter(row.computers))
    posts = public_messages(table.channel)
    computer_turns = [m for m in posts if "Computer (easy) played: " in texts_of(m)]
    assert len(computer_turns) >= 10
    # The computer is named, never pinged (it has no Discord account to ping).
    for message in posts:
        assert computer_id not in [u.id for u in message.mentions]
        assert f"<@{computer_id}>" not in texts_of(message)
    # Everyone real is pinged once at the end.
    assert [u.id for u in last_post(table.channel).mentions] == [table.alice.id]


async def test_add_computer_button_fills_a_lobby(table):
    await table.alice.slash(table.channel, "game new", game="cardinal", order="joined")
    await table.env.settle()
    await table.bob.click(lobby_post(table.channel), label="Join")
    # Only the creator may seat a computer.
    refused = await table.bob.click(lobby_post(table.channel), label="Add computer")
    assert refused.ephemeral and "Only the lobby's creator" in answer_text(refused)
    offered = await table.alice.click(lobby_post(table.channel), label="Add computer")
    assert offered.ephemeral
    choice = await table.alice.select(offered.response, ["medium"])
    assert choice.ephemeral
    await table.env.settle()
    row = await open_row(table)
    assert row.status == "lobby" and len(row.seats) == 3
    assert "Computer (medium)" in texts_of(lobby_post(table.channel))
    await table.alice.slash(table.channel, "game start")
    await table.env.settle()
    row = await open_row(table)
    assert row.status == "active" and list(row.computers.values()) == ["medium"]


async def test_computer_fills_connections_and_answers_without_dms(table):
    await table.alice.slash(table.channel, "game new", game="connections", computer="easy")
    await table.env.settle()
    row = await open_row(table)
    assert len(row.seats) == 3 and len(row.computers) == 2
    game = get_game("connections")
    seat = row.seats.index(table.alice.id)
    for _ in range(12):  # alice plays her turns; the computers play theirs in between
        row, state = await state_of(table)
        if game.is_over(state) or seat not in game.to_move(state):
            break
        await table.alice.slash(table.channel, "move", move=game.legal_moves(state, seat)[0])
        await table.env.settle()
    movers = {e.seat for e in await table.bot.core.store.games.log(row.id)}
    assert {row.seats.index(c) for c in row.computers} <= movers
    # Only alice gets hand DMs; nobody is told that a computer's DMs are closed.
    assert table.alice.user.dm_channel is not None
    assert not any("DM" in texts_of(m) for m in public_messages(table.channel))


async def test_computer_answers_proposals(table):
    await table.alice.slash(table.channel, "game new", game="pylon", computer="hard")
    row, state = await human_turn(table, table.alice.id)
    seat = row.seats.index(table.alice.id)
    await table.alice.slash(table.channel, "move", move=get_game("pylon").legal_moves(state, seat)[0])
    await table.env.settle()
    # The computer has already replied: the take-back is refused in words.
    refused = await table.alice.slash(table.channel, "undo")
    assert refused.ephemeral and "already answered your move" in answer_text(refused)
    # Ending now: the computer agrees only when that does not cost it the game.
    answer = await table.alice.slash(table.channel, "game end")
    assert answer.ephemeral
    text = answer_text(answer)
    row = await table.bot.core.store.games.get(row.id)
    if "the computer agreed" in text:
        assert row.status == "finished"
    else:
        assert "does not agree" in text and row.status == "active"


async def test_the_computer_moves_after_a_restart(table):
    bot = table.bot
    await table.alice.slash(table.channel, "game new", game="pylon", computer="easy")
    row, state = await human_turn(table, table.alice.id)
    seat = row.seats.index(table.alice.id)
    # The computer's thinking is switched off, as if the process died before it moved.
    bot.core.computers._closed = True
    await table.alice.slash(table.channel, "move", move=get_game("pylon").legal_moves(state, seat)[0])
    await table.env.settle()
    row = await table.bot.core.store.games.get(row.id)
    stalled = await table.bot.core.sessions.state_of(row)
    assert row.seats[get_game("pylon").to_move(stalled)[0]] in row.computers
    await table.env.restart_bot(create_bot(bot.settings))
    row, state = await human_turn(table, table.alice.id)
    assert row.version > 0 and not get_game("pylon").is_over(state)
