"""Issue #36 in the Play picker: choices in the order the board is drawn, each step saying
what it asks, no step with a single option, a draw played on the tap that chooses it,
Epicycle's losing swap flagged, and refusals pointing to Play."""

from __future__ import annotations

from typing import Any

from bot_helpers import actor_for, last_post, open_game, play, public_messages, state_of
from picker_helpers import controls, picker_select, walk

from rules import get_game


def option_labels(picker: Any) -> list[str]:
    return [str(o["label"]) for o in picker_select(picker)["options"]]


async def press_play(table: Any) -> tuple[Any, Any, int, Any]:
    """The seat on turn presses the table's Play: (its actor, the private picker, its seat, state)."""
    row, state = await state_of(table)
    seat = get_game(row.game_key).to_move(state)[0]
    mover = actor_for(table, row, seat)
    opened = await mover.click(last_post(table.channel), label="Play")
    assert opened.ephemeral and opened.response is not None
    return mover, opened.response, seat, state


async def test_pylon_rows_come_top_to_bottom_and_the_step_says_what_it_asks(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    mover, picker, _, _ = await press_play(table)
    assert option_labels(picker) == ["Row 5", "Row 4", "Row 3", "Row 2", "Row 1"]  # as drawn
    assert "**Which row?**" in picker.content and "Choose below" not in picker.content
    await mover.select(picker, ["r3"], custom_id=picker_select(picker)["custom_id"])
    assert option_labels(picker) == [f"Square {c}3" for c in "abcdef"]
    assert "**Which square?**" in picker.content and "So far: Row 3" in picker.content
    await mover.select(picker, ["c3"], custom_id=picker_select(picker)["custom_id"])
    assert "**Which size?**" in picker.content
    assert [o["value"] for o in picker_select(picker)["options"]] == ["S", "M", "L"]


async def test_cardinal_facings_by_the_compass_name_whose_edge_they_point_at(table):
    await open_game(table, "cardinal", [table.alice, table.bob])
    mover, picker, seat, state = await press_play(table)
    game = get_game("cardinal")
    paths = game.move_steps(state, seat, game.picker_moves(state, seat))
    # A square whose piece is chosen by size, then facing (no take to choose).
    path = next(p for p in paths.values() if len(p) == 3 and (p[-1].spot or "").startswith("facing:"))
    await walk(mover, picker, path[:-1])
    assert "**Which way does it face?**" in picker.content
    facings = [o["value"] for o in picker_select(picker)["options"]]
    assert facings == [f for f in ("N", "E", "S", "W", "U") if f in facings] and len(facings) > 1
    words = " | ".join(option_labels(picker))
    # Two players: alice sits South, bob North; East and West belong to nobody.
    row, _ = await state_of(table)
    south, north = (actor_for(table, row, s).name for s in (0, 1))
    assert f"North, at {north}'s edge" in words or f"South, at {south}'s edge" in words, words
    assert "seat " not in words


async def test_a_step_with_one_option_is_taken_for_the_player(table):
    """Connections after the draw, with nothing to play down: no "what will you do" menu
    whose only option is "Discard a card"; Play opens at the cards."""
    table.bot.new_seed = lambda: 0  # a deal where seat 0 has no meld or lay after drawing
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    await play(table, "draw deck")
    await table.env.settle()
    _row, state = await state_of(table)
    game = get_game("connections")
    seat = game.to_move(state)[0]
    assert [c.token for c in game.step_choices(state, seat, ())] == ["ds"]
    _, picker, _, _ = await press_play(table)
    assert "**Which card do you discard?**" in picker.content
    assert "So far: Discard a card" in picker.content
    assert not any(label == "Back" for label in (c.get("label") for c in controls(picker)))
    assert all(label.startswith("Discard ") for label in option_labels(picker))


async def test_a_connections_draw_is_played_on_the_tap_that_chooses_it(table):
    """Two taps (Play, then the draw), no preview: a draw shows the others nothing new."""
    table.bot.new_seed = lambda: 0
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    await play(table, "draw deck")
    row, state = await state_of(table)
    game = get_game("connections")
    moves = game.legal_moves(state, game.to_move(state)[0])
    await play(table, next(m for m in moves if m.startswith("discard ")))
    await table.env.settle()
    mover, picker, _, state = await press_play(table)
    assert "**What will you do?**" in picker.content
    top = state["discard"][-1]
    assert option_labels(picker)[:2] == ["Draw from the deck", f"Take {top} from the discard pile"]
    posts = len(public_messages(table.channel))
    done = await mover.select(picker, ["de"], custom_id=picker_select(picker)["custom_id"])
    await table.env.settle()
    log = await table.bot.core.store.games.log(row.id)
    assert log[-1].move == "draw deck" and len(log) == 3
    assert not picker.attachments and not controls(picker)  # no preview, no Confirm; the picker is spent
    assert "Draw from the deck" in picker.content
    answer = done.followups[-1]
    assert answer.ephemeral and "Your turn goes on: press **Play** below to finish it." in answer.content
    assert len(public_messages(table.channel)) == posts  # the turn's post waits for the discard


async def test_an_epicycle_swap_that_loses_at_once_says_so(table):
    await open_game(table, "epicycle", [table.alice, table.bob])
    for move in ("L ccw", "L ccw", "S ccw"):
        await play(table, move)
    await table.env.settle()
    _, picker, _, _ = await press_play(table)
    assert "**Which piece do you take?**" in picker.content
    labels = option_labels(picker)
    losing = [label for label in labels if "you would lose at once" in label]
    assert len(losing) == 1 and "(M ccw)" in losing[0], labels


async def test_a_refusal_points_to_play_as_well_as_the_list(table):
    await open_game(table, "epicycle", [table.alice, table.bob])
    refused = await table.alice.slash(table.channel, "move", move="Z up")
    text = refused.response.content
    assert "the list under /move shows all" in text and "press Play on the table" in text, text
