"""Hostile and oversized input: forged custom ids and the longest allowed options get one
short private line, change nothing, and are never logged as unexpected errors."""

from __future__ import annotations

from typing import Any

import pytest
from bot_helpers import last_post, open_game, state_of
from simcord import actors

from bot.ui.ids import safe_id
from rules import get_game


async def forged_click(actor: Any, message: Any, custom_id: str) -> Any:
    """A button press with a custom id no real button carries (a modified client).
    SimCord internals: the same call its `click` makes, with the id swapped."""
    stored = actors._visible_message(actor, message)
    data = {"custom_id": custom_id, "component_type": 2}
    return await actors._component_interaction(actor, stored, data)


@pytest.mark.parametrize(
    "custom_id",
    [
        "lobby:join:99999999999999999999999999",
        "proposal:accept:123456789012345678901234",
        "table:history:99999999999999999999999",
        "cards:decline:1:99999999999999999999999",
    ],
)
async def test_forged_custom_ids_change_nothing_and_log_nothing(table, custom_id):
    """Discord only delivers ids its message carries, and discord.py drops a dynamic item
    whose id is not on the message; if one got through, safe ids (bot/ids.py) answer it
    with the usual refusal. Either way: nothing changes, nothing is logged as an error."""
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    row, state = await state_of(table)
    await forged_click(table.alice, last_post(table.channel), custom_id)
    after, after_state = await state_of(table)
    assert (after.version, after_state) == (row.version, state)
    assert table.env.errors == []


def test_ids_too_large_for_the_database_become_an_unknown_id():
    assert safe_id("12") == 12
    assert safe_id("9" * 19) == 0 and safe_id("") == 0 and safe_id("-3") == 0


async def test_card_table_commands_on_a_pyramid_game_are_refused_quietly(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    row, state = await state_of(table)
    for name, options in (
        ("trade decline", {"offer": 5}),
        ("trade accept", {"offer": 1_000_000, "card": "Lagos"}),
        ("trade offer", {"player": table.bob, "give": "Lagos", "want": "Africa"}),
        ("hand", {}),
    ):
        result = await table.alice.slash(table.channel, name, **options)
        assert result.ephemeral and "Sorry" not in result.response.content, name
    after, after_state = await state_of(table)
    assert (after.version, after_state) == (row.version, state)
    assert table.env.errors == []


LONG = "W" * 100


async def test_the_longest_inputs_through_every_command(table):
    await open_game(table, "connections", [table.alice, table.bob, table.carol], order="joined")
    row, state = await state_of(table)
    calls = [
        ("move", {"move": LONG}),
        ("trade offer", {"player": table.bob, "give": LONG, "want": LONG}),
        ("trade accept", {"offer": 1_000_000, "card": LONG}),
        ("trade decline", {"offer": 1_000_000}),
        ("trade cancel", {"offer": 1_000_000}),
        ("partner invite", {"player": table.bob, "link": LONG}),
    ]
    for name, options in calls:
        result = await table.alice.slash(table.channel, name, **options)
        assert result.ephemeral, name
        text = result.response.content
        assert 0 < len(text) <= 2000 and "Sorry" not in text, (name, text)
    after, after_state = await state_of(table)
    assert after.version == row.version and after_state == state
    assert not get_game("connections").is_over(after_state)
    assert table.env.errors == []


async def test_a_move_over_the_limit_is_refused_by_discord_itself(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    with pytest.raises(Exception, match="100"):
        await table.alice.slash(table.channel, "move", move="x" * 101)
