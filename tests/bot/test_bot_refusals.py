"""Every refusal: an ephemeral reply saying what was wrong; nothing public; nothing stored."""

from bot_helpers import last_post, open_game, play, play_to_end, public_messages, state_of

from rules import get_game


async def refused(table, actor, name, **options):
    """Run a command that must be refused; returns the refusal text."""
    before_public = len(public_messages(table.channel))
    row = await table.bot.core.store.games.open_in_channel(table.channel.id)
    before = (row.version, len(await table.bot.core.store.games.log(row.id))) if row else None
    result = await actor.slash(table.channel, name, **options)
    assert result.ephemeral, (name, result)
    assert len(public_messages(table.channel)) == before_public
    if row is not None:
        again = await table.bot.core.store.games.get(row.id)
        assert (again.version, len(await table.bot.core.store.games.log(row.id))) == before
    text = result.response.content
    assert 0 < len(text) < 400
    return text


async def test_no_game_here(table):
    assert "no game in this channel" in await refused(table, table.alice, "move", move="M cw")
    assert "no game in this channel" in await refused(table, table.alice, "board")
    assert "no game in this channel" in await refused(table, table.alice, "history")
    assert "no game in this channel" in await refused(table, table.alice, "resign")
    assert "no game in this channel" in await refused(table, table.alice, "game join")


async def test_lobby_not_started(table):
    await table.alice.slash(table.channel, "game new", game="cardinal")
    assert "not started" in await refused(table, table.alice, "move", move="S 0,3 N")


async def test_not_a_player_not_your_turn_illegal_move(table):
    row = await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    text = await refused(table, table.carol, "move", move="c3 M N")
    assert "not a player" in text and "alice" in text
    text = await refused(table, table.bob, "move", move="c3 M N")
    assert "not your turn" in text and "alice's turn" in text
    text = await refused(table, table.alice, "move", move="a1 L S")
    # The reason, one example, and where the rest are (never a long list of moves).
    assert "not legal" in text and "points off the board" in text and "the list under /move shows all" in text
    assert text.count("for example") == 1
    assert "seat 0" not in text and "seat 1" not in text
    text = await refused(table, table.alice, "move", move="fly away")
    assert "not legal" in text
    assert "not a player" in await refused(table, table.carol, "resign")
    assert (await table.bot.core.store.games.get(row.id)).status == "active"


async def test_game_over(table):
    await open_game(table, "cardinal", [table.alice, table.bob])
    await play_to_end(table, pick=-1)
    text = await refused(table, table.alice, "move", move="S 0,3 N")
    assert "is over" in text
    assert "is over" in await refused(table, table.alice, "game end")
    assert "is over" in await refused(table, table.alice, "resign")


async def test_hand_is_for_connections_players(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    assert "Pylon, which has no hands" in await refused(table, table.alice, "hand")


async def test_hand_refused_for_a_non_player(table):
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    assert "not a player" in await refused(table, table.dave, "hand")


async def test_undo_refusals(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    assert "no move" in await refused(table, table.alice, "undo")
    await play(table, "a1 S")
    text = await refused(table, table.bob, "undo")
    assert "moved last" in text and "alice" in text


async def test_undo_not_in_connections(table):
    await open_game(table, "connections", [table.alice, table.bob, table.carol], order="joined")
    assert "no take-backs" in await refused(table, table.alice, "undo")


async def test_end_proposal_refusals(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    assert "not a player" in await refused(table, table.carol, "game end")
    asked = await table.alice.slash(table.channel, "game end")
    assert asked.ephemeral
    proposal = last_post(table.channel)
    assert "proposes to end" in proposal.content
    assert "already" in await refused(table, table.bob, "game end")
    stranger = await table.carol.click(proposal, label="Accept")
    assert stranger.ephemeral and "Only bob" in stranger.response.content
    own = await table.alice.click(proposal, label="Accept")
    assert own.ephemeral
    await table.bob.click(proposal, label="Decline")
    row, state = await state_of(table)
    assert row.status == "active" and not get_game("pylon").is_over(state)


async def test_cancel_refused_for_others(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    assert "Manage Messages" in await refused(table, table.carol, "game cancel")


async def test_unexpected_error_is_an_apology(table, monkeypatch):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    def broken(*args, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(table.bot.core.sessions, "play", broken)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert result.ephemeral and "Sorry" in result.response.content
    errors = table.env.errors
    assert any("boom" in str(e) for e in errors)


async def test_an_end_proposal_closes_when_a_player_drops_out(table):
    players = [table.alice, table.bob, table.carol]
    # replace:none: carol drops out (a computer substitute is tests/bot/test_bot_substitutes.py).
    await open_game(table, "cardinal", players, order="joined", replace="none")
    await table.alice.slash(table.channel, "game end")
    proposal = last_post(table.channel)
    await table.bob.click(proposal, label="Accept")
    await table.carol.slash(table.channel, "resign")
    # carol was asked to agree and is gone: the proposal is closed, not stuck.
    late = await table.bob.click(proposal, label="Accept")
    assert late.ephemeral and "closed" in late.response.content
    row, state = await state_of(table)
    assert row.status == "active" and not get_game("cardinal").is_over(state)
    fresh = await table.alice.slash(table.channel, "game end")
    # A new proposal among the remaining players may start.
    assert fresh.response.content.startswith("Done") and "proposes to end" in last_post(table.channel).content
