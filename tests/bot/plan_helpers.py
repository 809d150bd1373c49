"""Helpers for the planned-reply tests (tests/bot/test_bot_plans*.py)."""

from __future__ import annotations

from typing import Any

from bot_helpers import open_game, play, public_messages, state_of, texts_of

from rules import get_game


async def waiting_alice(table: Any, key: str = "pylon") -> tuple[Any, dict[str, Any]]:
    """Alice (seat 0) has made her first move; Bob is to move."""
    await open_game(table, key, [table.alice, table.bob], order="joined")
    _row, state = await state_of(table)
    game = get_game(key)
    await play(table, game.legal_moves(state, 0)[0])
    await table.env.settle()
    return await state_of(table)


def line_from(key: str, state: dict[str, Any], picks: tuple[int, ...] = (0, 0)) -> list[str]:
    """Moves alternating Bob (seat 1) and Alice (seat 0) from `state`: the `picks`-th legal one each."""
    game = get_game(key)
    moves: list[str] = []
    for i, pick in enumerate(picks):
        seat = 1 if i % 2 == 0 else 0
        assert game.to_move(state) == (seat,), (key, moves)
        legal = game.legal_moves(state, seat)
        move = legal[pick % len(legal)]
        moves.append(move)
        state = game.apply(state, seat, move)
    return moves


async def plan(table: Any, moves: list[str]) -> Any:
    """Alice plans `moves` with /plan add; returns the private answer."""
    options = dict(zip(("if_they_play", "i_play", "then_if", "then_play"), moves, strict=False))
    result = await table.alice.slash(table.channel, "plan add", **options)
    assert result.ephemeral, result
    return result.response


def posts_text(table: Any) -> str:
    return "\n".join(texts_of(m) for m in public_messages(table.channel))


def dm_texts(member: Any) -> list[str]:
    """What the bot sent `member` by DM, oldest first."""
    channel = member.user.dm_channel
    return [] if channel is None else [str(m.content) for m in channel.history() if m.author.bot]
