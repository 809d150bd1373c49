"""First light: a lobby, a join, a move, a board."""

from bot_helpers import last_post, open_game, texts_of


async def test_epicycle_lobby_and_first_move(table):
    row = await open_game(table, "epicycle", [table.alice, table.bob], order="joined")
    assert row.status == "active"
    assert row.seats == [table.alice.id, table.bob.id]
    choices = await table.alice.autocomplete(table.channel, "move", "move", "")
    assert choices
    result = await table.alice.slash(table.channel, "move", move=choices[0]["value"])
    assert result.ephemeral and result.response.content.startswith("Done")
    message = last_post(table.channel)
    # The mover is named, not pinged; the next player is the post's only mention.
    # The move in words (the autocomplete's label), its notation in brackets.
    label = choices[0]["name"]
    assert f"alice played: {label[:1].lower()}{label[1:]}." in texts_of(message)
    assert f"({choices[0]['value']})" in label
    assert [u.id for u in message.mentions] == [table.bob.id]
    assert message.attachments and message.attachments[0].filename == "board.png"
