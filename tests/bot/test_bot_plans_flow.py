"""Planned replies from the Play flow (Plan a reply after Confirm), /plan's autocomplete,
a computer opponent, and a take-back (bot.md "Planned replies", issue #35)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from bot_helpers import last_post, open_game, public_messages, state_of, texts_of
from plan_helpers import dm_texts, line_from, plan, posts_text, waiting_alice

import bot.services.computers as computers_module
from bot import Settings
from rules import get_game


def controls(message: Any) -> list[dict[str, Any]]:
    return [child for row in message.components for child in row.get("components", [])]


def select_of(message: Any, prefix: str) -> dict[str, Any]:
    found = [c for c in controls(message) if str(c.get("custom_id", "")).startswith(prefix)]
    assert len(found) == 1, message.components
    return found[0]


def labels(message: Any) -> list[str]:
    return [str(c.get("label")) for c in controls(message) if c.get("type") == 2]


async def choose(actor: Any, message: Any, prefix: str, path: Any) -> None:
    for step in path:
        menu = select_of(message, prefix)
        assert step.token in [o["value"] for o in menu["options"]]
        await actor.select(message, [step.token], custom_id=menu["custom_id"])


async def test_plan_a_reply_from_the_play_flow(table):
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    game = get_game("synapse")
    _row, state = await state_of(table)
    first = game.legal_moves(state, 0)[0]
    picker = (await table.alice.click(last_post(table.channel), label="Play")).response
    steps = game.move_steps(state, 0, game.picker_moves(state, 0))
    await choose(table.alice, picker, "play:s:", steps[first])
    done = await table.alice.click(picker, label="Confirm")
    assert not done.followups  # the spent picker itself is the answer, with the button
    answer = picker
    assert answer.content.startswith("Done") and "Plan a reply" in labels(answer)
    await table.env.settle()
    _row, state = await state_of(table)
    theirs, mine = line_from("synapse", state)
    between = game.apply(state, 1, theirs)
    flow = (await table.alice.click(answer, label="Plan a reply")).response
    assert flow.content.startswith("**Plan a reply**") and "If bob plays…" in flow.content
    await choose(table.alice, flow, "plan:t:", game.move_steps(state, 1, game.picker_moves(state, 1))[theirs])
    assert "you play…" in flow.content
    # Back returns to Bob's last step; choosing it again comes back to Alice's reply.
    await table.alice.click(flow, label="Back")
    assert "If bob plays…" in flow.content
    last = game.move_steps(state, 1, game.picker_moves(state, 1))[theirs][-1]
    await table.alice.select(flow, [last.token], custom_id=select_of(flow, "plan:t:")["custom_id"])
    replies = game.move_steps(between, 0, game.picker_moves(between, 0))
    await choose(table.alice, flow, "plan:m:", replies[mine])
    assert flow.attachments and flow.attachments[0].description  # the board after both, with alt text
    assert "Confirm plan" in labels(flow)
    await table.alice.click(flow, label="Confirm plan")
    assert flow.content.startswith("Planned, privately")
    assert labels(flow) == ["Then if they play…", "Plan another"]
    posts = len(public_messages(table.channel))
    assert "planned" not in posts_text(table).lower()
    # Bob presses nothing special: his ordinary move brings Alice's reply at once.
    await table.bob.slash(table.channel, "move", move=theirs)
    await table.env.settle()
    assert len(public_messages(table.channel)) == posts + 1
    assert "(planned)" in texts_of(last_post(table.channel))
    row, _ = await state_of(table)
    assert [e.move for e in (await table.bot.core.store.games.log(row.id))[-2:]] == [theirs, mine]


async def test_a_move_that_fires_a_plan_offers_no_plan_button(table):
    """Bob's move brings Alice's reply at once: it is his turn again, nothing to plan."""
    _row, state = await waiting_alice(table, "synapse")
    game = get_game("synapse")
    theirs, mine = line_from("synapse", state)
    await plan(table, [theirs, mine])
    picker = (await table.bob.click(last_post(table.channel), label="Play")).response
    await choose(table.bob, picker, "play:s:", game.move_steps(state, 1, game.picker_moves(state, 1))[theirs])
    assert not (await table.bob.click(picker, label="Confirm")).followups
    answer = picker
    assert "planned reply" in answer.content and "your turn again" in answer.content
    assert "Plan a reply" not in labels(answer)
    listed = await table.bob.slash(table.channel, "plan list")
    assert listed.ephemeral and "no planned replies" in listed.response.content


async def test_autocomplete_offers_the_legal_moves_at_each_point(table):
    _row, state = await waiting_alice(table, "synapse")
    game = get_game("synapse")
    theirs, mine, then_if = line_from("synapse", state, (0, 0, 0))
    first = await table.alice.autocomplete(table.channel, "plan add", "if_they_play", "")
    assert [c["value"] for c in first] == game.legal_moves(state, 1)[:25]
    between = game.apply(state, 1, theirs)
    second = await table.alice.autocomplete(table.channel, "plan add", "i_play", "", if_they_play=theirs)
    assert [c["value"] for c in second] == game.legal_moves(between, 0)[:25]
    after = game.apply(between, 0, mine)
    third = await table.alice.autocomplete(
        table.channel, "plan add", "then_if", "", if_they_play=theirs, i_play=mine
    )
    assert [c["value"] for c in third] == game.legal_moves(after, 1)[:25]
    assert all("seat " not in c["name"] for c in first + second + third)
    # Nothing for someone who cannot plan: Bob on turn, Carol not playing.
    assert await table.bob.autocomplete(table.channel, "plan add", "if_they_play", "") == []
    assert await table.carol.autocomplete(table.channel, "plan add", "if_they_play", "") == []
    assert then_if in {c["value"] for c in third} or len(third) == 25


async def test_a_take_back_drops_the_plans_with_a_private_note(table):
    _row, state = await waiting_alice(table)
    await plan(table, line_from("pylon", state))
    before = len(dm_texts(table.alice))
    await table.alice.slash(table.channel, "undo")
    await table.bob.click(last_post(table.channel), label="Accept")
    await table.env.settle()
    row, _ = await state_of(table)
    assert await table.bot.core.store.plans.get(row.id) is None
    notes = dm_texts(table.alice)[before:]
    assert len(notes) == 1 and "taken back" in notes[0]
    assert "planned" not in posts_text(table).lower()


async def test_a_resignation_ends_the_game_and_its_plans(table):
    _row, state = await waiting_alice(table)
    await plan(table, line_from("pylon", state))
    before = len(dm_texts(table.alice))
    await table.bob.slash(table.channel, "resign")
    await table.env.settle()
    row, _ = await state_of(table)
    assert row.status == "finished" and await table.bot.core.store.plans.get(row.id) is None
    assert not any("planned" in t for t in dm_texts(table.alice)[before:])  # ended, not dropped
    theirs, mine = line_from("pylon", state)
    over = await table.alice.slash(table.channel, "plan add", if_they_play=theirs, i_play=mine)
    assert over.ephemeral and "is over" in over.response.content
    assert await table.bot.core.store.plans.get(row.id) is None


async def test_an_abandoned_game_keeps_no_plans(table):
    _row, state = await waiting_alice(table)
    await plan(table, line_from("pylon", state))
    cancelled = await table.mod.slash(table.channel, "game cancel")
    assert cancelled.ephemeral
    row, _ = await state_of(table)
    assert row.status == "cancelled" and await table.bot.core.store.plans.get(row.id) is None


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


async def test_a_plan_against_the_computer_fires_when_it_moves(table, monkeypatch):
    gate = asyncio.Event()
    gate.set()

    async def first_legal(pool: Any, key: str, encoded: str, seat: int, **_: Any) -> str:
        await table.env.external_wait(gate.wait(), reason="held while Alice plans")
        game = get_game(key)
        return game.legal_moves(game.decode(encoded), seat)[0]

    monkeypatch.setattr(computers_module, "choose_in_pool", first_legal)
    await table.alice.slash(table.channel, "game new", game="pylon", computer="easy", order="joined")
    await table.env.settle()
    row, state = await state_of(table)
    game = get_game("pylon")
    me = row.seats.index(table.alice.id)
    assert game.to_move(state) == (me,)
    gate.clear()
    await table.alice.slash(table.channel, "move", move=game.legal_moves(state, me)[0])
    row, state = await state_of(table)
    theirs = game.legal_moves(state, 1 - me)[0]
    mine = game.legal_moves(game.apply(state, 1 - me, theirs), me)[0]
    answer = await table.alice.slash(table.channel, "plan add", if_they_play=theirs, i_play=mine)
    assert answer.response.content.startswith("Planned"), answer.response.content
    gate.set()
    await table.env.settle()
    row, state = await state_of(table)
    moves = [e.move for e in await table.bot.core.store.games.log(row.id)]
    assert moves[1:3] == [theirs, mine] and len(moves) == 4  # then the computer answered the reply
    assert game.to_move(state) == (me,)
    assert "(planned)" in posts_text(table)
