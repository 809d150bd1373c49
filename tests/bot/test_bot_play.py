"""Whole games of all five games, played through slash commands by simulated members."""

import pytest
from bot_helpers import open_game, play, play_to_end, public_messages, state_of

from rules import get_game


@pytest.mark.parametrize(("key", "pick"), [("epicycle", -1), ("synapse", 0), ("pylon", 0), ("cardinal", -1)])
async def test_two_player_game_to_the_end(table, key, pick):
    row = await open_game(table, key, [table.alice, table.bob])
    start = table.channel.last_message
    assert "begins" in start.content and start.attachments[0].filename == "board.png"
    row, state = await play_to_end(table, pick=pick)
    game = get_game(key)
    assert row.status == "finished" and game.is_over(state)
    last = table.channel.last_message
    assert "Game over:" in last.content
    scores, winners = game.result(state)
    if winners:
        names = {table.alice.id: "alice", table.bob.id: "bob"}
        for seat in winners:
            assert names[row.seats[seat]] in last.content
    else:
        assert "a draw" in last.content
    if scores is not None:
        assert "Final scores:" in last.content
    log = await table.bot.repo.log(row.id)
    assert [e.kind for e in log] == ["move"] * state["ply"]
    # /games no longer lists it.
    listing = await table.alice.slash(table.channel, "games")
    assert "no unfinished games" in listing.response.content


async def test_each_accepted_move_is_a_new_public_message(table):
    await open_game(table, "synapse", [table.alice, table.bob])
    before = len(public_messages(table.channel))
    row, state = await state_of(table)
    moves = get_game("synapse").legal_moves(state, 0)
    await play(table, moves[0])
    await play(table, get_game("synapse").legal_moves((await state_of(table))[1], 1)[0])
    after = public_messages(table.channel)
    assert len(after) == before + 2
    assert after[-1].id != after[-2].id
    for message in after[-2:]:
        assert message.embeds[0].image.url == "attachment://board.png"
        assert message.attachments[0].filename == "board.png"
    # The next player is mentioned.
    row, state = await state_of(table)
    nxt = row.seats[get_game("synapse").to_move(state)[0]]
    assert f"<@{nxt}>, it is your turn." in after[-1].content
    assert "stashes left" in after[-1].embeds[0].description


async def test_cardinal_three_players_to_the_end(table):
    row = await open_game(table, "cardinal", [table.alice, table.bob, table.carol])
    assert len(row.seats) == 3
    row, _state = await play_to_end(table, pick=0)
    assert row.status == "finished"
    assert "Game over:" in table.channel.last_message.content


async def test_connections_until_a_round_ends_then_end_by_agreement(table):
    players = [table.alice, table.bob, table.carol]
    row = await open_game(table, "connections", players, rounds_per_player=1)
    game = get_game("connections")
    for _ in range(200):
        row, state = await state_of(table)
        if game.view(state, None)["round"] > 1:
            break
        await play(table, game.legal_moves(state, game.to_move(state)[0])[0])
    else:
        raise AssertionError("round 1 did not end")
    # Connections' public line never names a drawn card.
    boards = [m for m in public_messages(table.channel) if m.attachments]
    assert "round 1 is over" in boards[-1].content.lower()
    dms_before = [m for m in table.alice.user.dm_channel.history() if m.author.bot]
    hand = await table.alice.slash(table.channel, "hand")
    assert hand.ephemeral and hand.response.attachments[0].filename == "hand.png"
    assert "Your hand" in hand.response.content
    # bot.md: /hand is also re-sent by DM.
    dms_after = [m for m in table.alice.user.dm_channel.history() if m.author.bot]
    assert len(dms_after) == len(dms_before) + 1
    assert dms_after[-1].content == hand.response.content
    assert dms_after[-1].attachments[0].filename == "hand.png"
    proposal = await table.alice.slash(table.channel, "game end")
    message = proposal.response
    assert not message.ephemeral
    await table.bob.click(message, label="Accept")
    row, state = await state_of(table)
    assert row.status == "active"
    await table.carol.click(message, label="Accept")
    row, state = await state_of(table)
    assert row.status == "finished" and state["finish"]["reason"] == "agreement"
    log = await table.bot.repo.log(row.id)
    assert log[-1].kind == "end"
    final = [m for m in public_messages(table.channel) if "Game over:" in m.content]
    assert final and "by agreement" in final[-1].content
