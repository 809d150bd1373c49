"""First light: a lobby, a join, a move, a board."""

from bot_helpers import open_game


async def test_epicycle_lobby_and_first_move(table):
    row = await open_game(table, "epicycle", [table.alice, table.bob], order="joined")
    assert row.status == "active"
    assert row.seats == [table.alice.id, table.bob.id]
    choices = await table.alice.autocomplete(table.channel, "move", "move", "")
    assert choices
    result = await table.alice.slash(table.channel, "move", move=choices[0]["value"])
    assert not result.ephemeral
    message = table.channel.last_message
    assert f"<@{table.alice.id}> played `{choices[0]['value']}`" in message.content
    assert message.attachments and message.attachments[0].filename == "board.png"
