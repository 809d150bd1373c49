"""Words everywhere (issue #25): whole games of every game read with names, never "seat";
counts are singular where they are one; the closing count matches the stored moves; the
Text board is in words and fits a phone; /history is in words with each move's notation;
a computer's turn is never announced as "your turn"."""

from __future__ import annotations

import re
from typing import Any

import pytest
from bot_helpers import last_post, open_game, play, public_messages, state_of, texts_of
from test_bot_cards_support import actor_of, quick_move

from bot import Settings
from rules import get_game
from rules.record import effective

SEAT = re.compile(r"\bseats?\b", re.IGNORECASE)
# A count of one with a plural noun ("1 minutes", "1 games").
ONE_PLURAL = re.compile(
    r"(?<![\d.,])1 (moves|minutes|hours|days|games|cards|turns|rounds|points|draws|wins)\b"
)
# Plain text on a phone (420 px) shows about this many characters a line; names here are short.
PHONE_LINE = 50


async def result_texts(result: Any) -> list[str]:
    """What an interaction showed its user: the reply, follow-ups and any text file."""
    out = []
    for message in [result.response, *result.followups]:
        if message is None:
            continue
        out.append(texts_of(message))
        for attachment in message.attachments:
            if attachment.filename.endswith(".txt"):
                out.append((await attachment.read()).decode())
    return out


def everything_posted(table: Any, members: list[Any]) -> list[str]:
    texts = [texts_of(m) for m in table.channel.history()]
    for member in members:
        if member.user.dm_channel is not None:
            texts.extend(texts_of(m) for m in member.user.dm_channel.history())
    return texts


def custom_ids(components: Any) -> list[str]:
    out: list[str] = []
    for component in components or []:
        if isinstance(getattr(component, "custom_id", None), str):
            out.append(component.custom_id)
        out.extend(custom_ids(getattr(component, "children", None) or getattr(component, "components", None)))
    return out


def latest_table_post(table: Any) -> Any:
    """The newest post with the table's buttons (Connections also posts short notes)."""
    for message in reversed(public_messages(table.channel)):
        if any(c.startswith("table:history:") for c in custom_ids(message.components)):
            return message
    raise AssertionError("no table post")


async def look_around(table: Any, member: Any) -> list[str]:
    """/history, /board and the turn post's History and Text board, as a player sees them."""
    post = latest_table_post(table)
    texts = []
    for label in ("History", "Text board"):
        texts.extend(await result_texts(await member.click(post, label=label)))
    texts.extend(await result_texts(await member.slash(table.channel, "history")))
    texts.extend(await result_texts(await member.slash(table.channel, "board", private=True)))
    return texts


@pytest.fixture
def settings(database_url: str, computer_pool: object) -> Settings:
    # A short think keeps the computer's turns quick (as in test_bot_computer).
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


GAMES_PLAYED = [("pylon", 2), ("synapse", 2), ("epicycle", 2), ("cardinal", 3), ("connections", 3)]


@pytest.mark.parametrize(("key", "players"), GAMES_PLAYED, ids=[k for k, _ in GAMES_PLAYED])
async def test_a_whole_game_reads_with_names_never_seats(table, key, players):
    members = [table.alice, table.bob, table.carol][:players]
    options = {"rounds_per_player": 1} if key == "connections" else {}
    await open_game(table, key, members, **options)
    game = get_game(key)
    replies: list[str] = []
    for turn in range(600):
        row, state = await state_of(table)
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        move = quick_move(state, seat) if game.has_hands else game.legal_moves(state, seat)[0]
        result = await actor_of(members, row, seat).slash(table.channel, "move", move=move)
        replies.extend(await result_texts(result))
        if turn % 25 == 3:
            replies.extend(await look_around(table, members[turn % players]))
    else:
        raise AssertionError("the game did not end")
    replies.extend(await look_around(table, table.alice))
    texts = everything_posted(table, members) + replies
    for text in texts:
        assert not SEAT.search(text), text
        assert not ONE_PLURAL.search(text), text
    # The closing count is of the moves stored (the log), as /history numbers them.
    entries = await table.bot.core.store.games.log(row.id)
    moves = sum(1 for e in effective(entries) if e.kind == "move")
    assert moves == state["ply"]
    end = next(t for t in map(texts_of, reversed(public_messages(table.channel))) if "Game over:" in t)
    assert re.search(rf"\b{moves} moves? in \d+ (minute|hour|day)", end), end


async def test_text_board_is_words_that_fit_a_phone(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    for move in ("a1 S", "b1 M", "c1 L"):
        await play(table, move)
    shown = await table.carol.click(last_post(table.channel), label="Text board")
    text = shown.response.content
    assert shown.ephemeral and "```" not in text  # a code block does not wrap on a phone
    assert "a1: alice's small" in text and "b1: bob's medium" in text and "c1: alice's large" in text
    assert "bob to move." in text
    assert all(len(line) <= PHONE_LINE for line in text.splitlines()), text


async def test_history_is_in_words_with_the_notation(table):
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    await table.alice.slash(table.channel, "move", move="c3 M N")
    history = await table.carol.slash(table.channel, "history")
    assert "Synapse-Ice game #1, 1 move:\n1. alice: medium on c3 pointing North at c5 (c3 M N)" in (
        history.response.content
    )


async def test_a_computer_is_never_told_it_is_its_turn(table):
    await table.alice.slash(table.channel, "game new", game="synapse", computer="easy")
    await table.env.settle()
    row, state = await state_of(table)
    game = get_game("synapse")
    human = row.seats.index(table.alice.id)
    for _ in range(3):
        if game.is_over(state):
            break
        await table.alice.slash(table.channel, "move", move=game.legal_moves(state, human)[0])
        await table.env.settle()
        row, state = await state_of(table)
    texts = [texts_of(m) for m in public_messages(table.channel)]
    assert not any("Computer (easy), it is your turn" in t for t in texts)
    # Its turn is said as what it is doing; the person's turn still addresses them.
    assert any("Computer (easy) is choosing its move." in t for t in texts)
    assert any(f"<@{table.alice.id}>, it is your turn." in t for t in texts)
