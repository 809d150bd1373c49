"""Planned replies in the reader's language (issue #34): /plan's answers, its autocomplete,
the Play flow's steps, buttons and menus, and the DM when plans are dropped, which is
worded when it is sent, in the language of the planner's unasked DMs."""

from __future__ import annotations

from typing import Any

from bot_helpers import last_post, open_game, state_of
from plan_helpers import dm_texts, line_from, plan, waiting_alice

from rules import get_game


def controls(message: Any) -> list[dict[str, Any]]:
    return [child for row in message.components for child in row.get("components", [])]


def labels(message: Any) -> list[str]:
    return [str(c.get("label")) for c in controls(message) if c.get("type") == 2]


def menu(message: Any, prefix: str) -> dict[str, Any]:
    (found,) = [c for c in controls(message) if str(c.get("custom_id", "")).startswith(prefix)]
    return found


async def test_plan_commands_answer_in_german(table, locales):
    locales[table.alice.id] = "de"
    _row, state = await waiting_alice(table)
    theirs, mine = line_from("pylon", state)
    answer = await plan(table, [theirs, mine])
    assert answer.content.startswith("Geplant, nur für dich: wenn bob ")
    assert "1 geplante Antwort" in answer.content and "Planned" not in answer.content
    again = await plan(table, [theirs, mine])
    assert again.content.startswith("Das hattest du schon geplant") and "already" not in again.content
    listed = await table.alice.slash(table.channel, "plan list")
    assert listed.response.content.startswith("**Deine geplanten Antworten**")
    assert "\n- Wenn bob " in listed.response.content
    cleared = await table.alice.slash(table.channel, "plan clear")
    assert cleared.response.content == "Erledigt: Deine geplante Antwort hier ist verworfen."
    none = await table.alice.slash(table.channel, "plan list")
    assert none.response.content.startswith("Du hast in dieser Partie keine geplanten Antworten")
    half = await table.alice.slash(
        table.channel, "plan add", if_they_play=theirs, i_play=mine, then_if=theirs
    )
    assert "zusammen" in half.response.content and "together" not in half.response.content
    locales[table.bob.id] = "es"
    own = await table.bob.slash(table.channel, "plan add", if_they_play=mine, i_play=theirs)
    assert own.response.content.startswith("Es tu turno:") and "your turn" not in own.response.content


async def test_the_play_flow_plans_in_german_and_chains_then(table, locales):
    locales[table.alice.id] = "de"
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    game = get_game("synapse")
    _row, state = await state_of(table)
    picker = (await table.alice.click(last_post(table.channel), label="Play")).response
    steps = game.move_steps(state, 0, game.picker_moves(state, 0))[game.legal_moves(state, 0)[0]]
    for step in steps:
        await table.alice.select(picker, [step.token], custom_id=menu(picker, "play:s:")["custom_id"])
    await table.alice.click(picker, custom_id=menu(picker, "play:ok")["custom_id"])
    assert "Antwort planen" in labels(picker) and "Plan a reply" not in labels(picker)
    await table.env.settle()
    _row, state = await state_of(table)
    line = line_from("synapse", state, (0, 0, 0, 0))
    flow = (await table.alice.click(picker, label="Antwort planen")).response
    assert flow.content.startswith("**Antwort planen** in der Synapse-Ice-Partie #")
    assert "Wenn bob zieht …" in flow.content and "If bob" not in flow.content
    assert menu(flow, "plan:t:")["placeholder"] == "Wähle …"

    async def choose(prefix: str, position: dict[str, Any], seat: int, move: str) -> None:
        for step in game.move_steps(position, seat, game.picker_moves(position, seat))[move]:
            await table.alice.select(flow, [step.token], custom_id=menu(flow, prefix)["custom_id"])

    await choose("plan:t:", state, 1, line[0])
    assert "ziehst du …" in flow.content and "Zurück" in labels(flow)
    between = game.apply(state, 1, line[0])
    await choose("plan:m:", between, 0, line[1])
    assert labels(flow) == ["Plan bestätigen", "Zurück"]
    await table.alice.click(flow, label="Plan bestätigen")
    assert flow.content.startswith("Geplant, nur für dich:")
    assert labels(flow) == ["Und wenn der Gegner dann zieht …", "Noch eine planen"]
    # Then if they play…: the next pair of the same line, after it.
    await table.alice.click(flow, label="Und wenn der Gegner dann zieht …")
    assert "Im Anschluss an: wenn bob " in flow.content
    after = game.apply(between, 0, line[1])
    await choose("plan:t:", after, 1, line[2])
    await choose("plan:m:", game.apply(after, 1, line[2]), 0, line[3])
    await table.alice.click(flow, label="Plan bestätigen")
    assert "2 geplante Antworten" in flow.content
    row, _ = await state_of(table)
    stored = await table.bot.core.store.plans.get(row.id)
    assert stored is not None and stored.tree[line[0]]["then"][line[2]]["reply"] == line[3]


async def test_a_dropped_plan_is_told_in_the_language_of_the_planners_dms(table, locales):
    locales[table.alice.id] = "fr"
    _row, state = await waiting_alice(table)
    theirs, mine = line_from("pylon", state)
    answer = await plan(table, [theirs, mine])
    assert answer.content.startswith("Prévu, en privé : si bob joue")
    other = next(m for m in get_game("pylon").legal_moves(state, 1) if m != theirs)
    before = len(dm_texts(table.alice))
    await table.bob.slash(table.channel, "move", move=other)
    await table.env.settle()
    (note,) = dm_texts(table.alice)[before:]
    assert note.startswith("Dans la partie Pylon #") and "C'est ton tour." in note
    assert "planned" not in note
