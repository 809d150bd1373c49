"""Whole games of all five games, played through slash commands by simulated members."""

import pytest
from bot_helpers import last_post, open_game, play, play_to_end, public_messages, state_of, texts_of

from rules import get_game


@pytest.mark.parametrize(("key", "pick"), [("epicycle", -1), ("synapse", 0), ("pylon", 0), ("cardinal", -1)])
async def test_two_player_game_to_the_end(table, key, pick):
    row = await open_game(table, key, [table.alice, table.bob])
    start = last_post(table.channel)
    assert "begins" in texts_of(start) and start.attachments[0].filename == "board.png"
    row, state = await play_to_end(table, pick=pick)
    game = get_game(key)
    assert row.status == "finished" and game.is_over(state)
    last = last_post(table.channel)
    text = texts_of(last)
    assert "Game over:" in text
    scores, winners = game.result(state)
    if winners:
        names = {table.alice.id: "alice", table.bob.id: "bob"}
        for seat in winners:
            assert names[row.seats[seat]] in text
    else:
        assert "a draw" in text
    if scores is not None:
        # The scores once: the result's "Final scores", not the status line's "Score:" too.
        assert text.count("Final scores:") == 1 and "Score:" not in text
    # The end pings every player once, and nobody else.
    assert sorted(u.id for u in last.mentions) == sorted([table.alice.id, table.bob.id])
    log = await table.bot.core.store.games.log(row.id)
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
        assert message.flags.value & (1 << 15)  # Components V2: the board at full width
        assert message.attachments[0].filename == "board.png"
    # The next player is mentioned, and only they.
    row, state = await state_of(table)
    nxt = row.seats[get_game("synapse").to_move(state)[0]]
    assert f"<@{nxt}>, it is your turn." in texts_of(after[-1])
    assert [u.id for u in after[-1].mentions] == [nxt]
    assert "Pieces left: alice 5 small, 5 medium, 4 large" in texts_of(after[-1])


async def test_cardinal_three_players_to_the_end(table):
    row = await open_game(table, "cardinal", [table.alice, table.bob, table.carol])
    assert len(row.seats) == 3
    row, _state = await play_to_end(table, pick=0)
    assert row.status == "finished"
    assert "Game over:" in texts_of(last_post(table.channel))


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
    assert "round 1 of 3 is over" in texts_of(boards[-1]).lower()
    dms_before = [m for m in table.alice.user.dm_channel.history() if m.author.bot]
    hand = await table.alice.slash(table.channel, "hand")
    assert hand.ephemeral and hand.response.attachments[0].filename == "hand.png"
    assert "Your hand" in hand.response.content
    # /hand also brings the round's hand message in the DMs up to date: edited in place
    # (one hand message per round), not sent again.
    dms_after = [m for m in table.alice.user.dm_channel.history() if m.author.bot]
    assert len(dms_after) == len(dms_before)
    assert dms_after[-1].content.startswith(hand.response.content)
    assert dms_after[-1].attachments[0].filename == "hand.png"
    proposal = await table.alice.slash(table.channel, "game end")
    assert proposal.ephemeral
    message = last_post(table.channel)
    assert "proposes to end" in message.content
    await table.bob.click(message, label="Accept")
    row, state = await state_of(table)
    assert row.status == "active"
    await table.carol.click(message, label="Accept")
    row, state = await state_of(table)
    assert row.status == "finished" and state["finish"]["reason"] == "agreement"
    log = await table.bot.core.store.games.log(row.id)
    assert log[-1].kind == "end"
    final = [m for m in public_messages(table.channel) if "Game over:" in texts_of(m)]
    assert final and "by agreement" in texts_of(final[-1])
