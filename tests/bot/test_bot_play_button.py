"""The turn post's Play button: a private picker in steps, a preview of the board after
the move, Confirm storing it as /move would, Back, stale pickers and the wrong presser."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import actor_for, last_post, open_game, play, public_messages, state_of
from picker_helpers import controls, picker_select, walk
from simcord import actors

from rules import get_game
from rules.base import MAX_STEPS


def labels(message: Any) -> list[str]:
    return [str(c.get("label")) for c in controls(message) if c.get("type") == 2]


def players_for(table: Any, key: str) -> list[Any]:
    return [table.alice, table.bob, table.carol][: get_game(key).min_players]


async def open_picker(table: Any, key: str) -> tuple[Any, Any, str, tuple[Any, ...]]:
    """Opens a game, lets the seat on turn press Play; returns the mover, the private
    picker, a move to aim for (varied by game) and its path of steps."""
    await open_game(table, key, players_for(table, key))
    if key == "connections":  # a discard: it follows a draw (a draw needs no preview)
        await play(table, "draw deck")
        await table.env.settle()
    row, state = await state_of(table)
    game = get_game(key)
    seat = game.to_move(state)[0]
    mover = actor_for(table, row, seat)
    opened = await mover.click(last_post(table.channel), label="Play")
    assert opened.ephemeral and opened.response is not None
    moves = game.legal_moves(state, seat)
    target = next((m for m in moves if m.startswith("discard ")), moves[len(moves) // 2])
    paths = game.move_steps(state, seat, game.picker_moves(state, seat))
    return mover, opened.response, target, paths[target]


@pytest.mark.parametrize("key", ["epicycle", "synapse", "pylon", "cardinal", "connections"])
async def test_play_walks_the_steps_previews_and_confirms(table, key):
    mover, picker, target, path = await open_picker(table, key)
    assert "Your move" in picker.content and not picker.attachments
    assert "Choose below" not in picker.content and "?**" in picker.content  # the step says what it asks
    assert len(path) <= MAX_STEPS
    await walk(mover, picker, path)
    # The preview: the board after the move, the move in words, Confirm and Back.
    assert picker.attachments and picker.attachments[0].filename == "preview.png"
    assert picker.attachments[0].description  # alt text
    assert "Confirm" in labels(picker) and "Back" in labels(picker)
    assert "seat " not in picker.content
    # Back shows the last step again, without the picture; choosing again comes back.
    await mover.click(picker, label="Back")
    assert not picker.attachments and picker_select(picker)
    await walk(mover, picker, path)
    assert picker.attachments
    posts = len(public_messages(table.channel))
    await confirm(table, mover, picker)
    row, _state = await state_of(table)
    log = await table.bot.core.store.games.log(row.id)
    assert [e.move for e in log if e.kind == "move"][-1] == target  # stored exactly as chosen
    assert "Confirm" not in labels(picker)  # the spent picker keeps no buttons
    # The turn's post follows exactly once.
    assert len(public_messages(table.channel)) == posts + 1


async def confirm(table: Any, mover: Any, picker: Any) -> str:
    """Presses Confirm; returns the private answer (the one /move gives)."""
    done = await mover.click(picker, label="Confirm")
    # The spent picker itself becomes the private answer: no second message (issue #36).
    assert not done.followups, [m.content for m in done.followups]
    assert picker.content.startswith("Done") and not picker.attachments, picker.content
    await table.env.settle()
    return str(picker.content)


async def test_a_stale_picker_says_so_and_offers_a_fresh_start(table):
    mover, picker, _target, path = await open_picker(table, "pylon")
    await play(table, "a1 S")  # the same player moves another way meanwhile
    await mover.select(picker, [path[0].token], custom_id=picker_select(picker)["custom_id"])
    assert "has moved on" in picker.content
    assert labels(picker) == ["Start again"]
    row, _ = await state_of(table)
    assert len(await table.bot.core.store.games.log(row.id)) == 1


async def test_a_stale_confirm_stores_nothing(table):
    mover, picker, target, path = await open_picker(table, "synapse")
    await walk(mover, picker, path)
    other = "a1 S N" if target != "a1 S N" else "a2 S N"
    await play(table, other)
    await mover.click(picker, label="Confirm")
    assert "has moved on" in picker.content
    row, _ = await state_of(table)
    assert [e.move for e in await table.bot.core.store.games.log(row.id)] == [other]


async def test_play_pressed_by_someone_who_may_not_act(table):
    await open_game(table, "epicycle", [table.alice, table.bob])
    post = last_post(table.channel)
    waiting = await table.bob.click(post, label="Play")
    assert waiting.ephemeral and "alice's turn, not yours" in waiting.response.content
    outsider = await table.dave.click(post, label="Play")
    assert outsider.ephemeral
    assert outsider.response.content == "You are not playing in this game; it is alice's turn."
    row, _ = await state_of(table)
    assert await table.bot.core.store.games.log(row.id) == []


async def test_a_finished_post_has_no_play_button(table):
    await open_game(table, "epicycle", [table.alice, table.bob])
    assert "Play" in str(last_post(table.channel).components)
    await table.alice.slash(table.channel, "resign")
    await table.env.settle()
    assert "table:play:" not in str(last_post(table.channel).components)


@pytest.mark.parametrize("path", ["zz.zz", "0.0.0.0.0", ""])
async def test_a_forged_confirm_changes_nothing(table, path):
    """An id no picker made (a modified client): discord.py drops an id the message does not
    carry; if one got through, a short refusal. Either way nothing is stored, no error."""
    mover, picker, _target, _path = await open_picker(table, "cardinal")
    row, state = await state_of(table)
    stored = actors._visible_message(mover, picker)
    data = {"custom_id": f"play:ok:{row.id}:{row.version}:{path}", "component_type": 2}
    forged = await actors._component_interaction(mover, stored, data)
    for answer in forged.followups:
        assert "no longer on offer" in answer.content
    after, after_state = await state_of(table)
    assert (after.version, after_state) == (row.version, state)
    assert table.env.errors == []


async def test_a_player_off_turn_offers_a_trade_through_play(table):
    """Connections: a player not on turn may offer a trade; the picker reaches it and
    names the receiver, never a seat number."""
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    row, state = await state_of(table)
    game = get_game("connections")
    bob, carol = row.seat_of(table.bob.id), row.seat_of(table.carol.id)
    assert state["turn"] not in (bob, carol)
    offers = [
        m for m in game.picker_moves(state, bob) if m.startswith("offer ") and m.endswith(f" to {carol}")
    ]
    target = offers[len(offers) // 2]
    path = game.move_steps(state, bob, game.picker_moves(state, bob))[target]
    picker = (await table.bob.click(last_post(table.channel), label="Play")).response
    await walk(table.bob, picker, path)
    # An offer is a question to confirm, not a move: no board is shown (issue #36, item 3).
    assert picker.content.startswith("Offer carol your ") and "seat" not in picker.content
    assert not picker.attachments
    answer = await confirm(table, table.bob, picker)
    log = await table.bot.core.store.games.log(row.id)
    assert [e.move for e in log] == [target]
    # Bob acted off turn: he is not told that his turn goes on, but whose turn it is.
    assert "turn goes on" not in answer and "alice's turn" in answer, answer


async def test_an_action_off_turn_through_move_is_not_told_its_turn_goes_on(table):
    """An offer typed with /move by a player not on turn: the answer says whose turn it is;
    the player on turn who draws is told to finish with /move."""
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    row, state = await state_of(table)
    game = get_game("connections")
    bob, carol = row.seat_of(table.bob.id), row.seat_of(table.carol.id)
    offer = next(
        m for m in game.picker_moves(state, bob) if m.startswith("offer ") and m.endswith(f" to {carol}")
    )
    result = await table.bob.slash(table.channel, "move", move=offer)
    answer = result.response.content
    assert result.ephemeral and answer.startswith("Done"), answer
    assert "turn goes on" not in answer
    assert "It is alice's turn; you will be mentioned when it is yours." in answer
    drew = await table.alice.slash(table.channel, "move", move="draw deck")
    assert "Your turn goes on: `/move` again to finish it." in drew.response.content


async def test_a_draw_through_play_says_press_play_and_gives_the_button_again(table):
    """The player on turn who draws through Play is told to press Play (not to type /move),
    and the answer carries a Play button that opens the picker for the rest of the turn."""
    table.bot.new_seed = lambda: 0  # one deal: a random one now and then offers more than the draw
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    row, state = await state_of(table)
    game = get_game("connections")
    alice = row.seat_of(table.alice.id)
    picker = (await table.alice.click(last_post(table.channel), label="Play")).response
    posts = len(public_messages(table.channel))
    # The first turn's only move is the draw: Play goes straight to it, with no picture
    # (a draw shows nothing new).
    assert "Draw from the deck" in picker.content and not picker.attachments
    done = await table.alice.click(picker, label="Confirm")
    assert not done.followups  # the picker itself becomes the answer: no second message
    answer = picker
    assert [e.move for e in await table.bot.core.store.games.log(row.id)] == ["draw deck"]
    assert "Your turn goes on: press **Play** below to finish it." in answer.content
    assert "/move" not in answer.content and "Your hand in Connections" in answer.content
    assert labels(answer) == ["Play"]
    # The answer's Play opens the picker at the rest of the turn: the discard.
    row, state = await state_of(table)
    opened = await table.alice.click(answer, label="Play")
    assert opened.ephemeral and "Your move" in opened.response.content
    again = opened.response
    discard = game.legal_moves(state, alice)[0]
    assert discard.startswith("discard ")
    await walk(table.alice, again, game.move_steps(state, alice, game.picker_moves(state, alice))[discard])
    finished = await confirm(table, table.alice, again)
    assert "turn goes on" not in finished
    assert len(public_messages(table.channel)) == posts + 1
