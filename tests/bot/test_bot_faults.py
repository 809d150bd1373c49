"""Discord failing at the wrong moment (issue: every stored change is acknowledged at once,
announced exactly once, and told truthfully). Faults are injected into SimCord's API."""

from __future__ import annotations

import logging
import random
import sys
from typing import Any

from bot_helpers import actor_for, last_post, open_game, play, public_messages, state_of, texts_of

from bot import create_bot
from bot.ui.replies import APOLOGY
from rules import get_game


def played_posts(table: Any) -> list[Any]:
    return [m for m in public_messages(table.channel) if " played: " in texts_of(m)]


async def test_a_failed_board_post_is_retried_and_posted_once(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=2)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert result.ephemeral and result.response.content.startswith("Done")
    _row, state = await state_of(table)
    assert state["ply"] == 1
    assert played_posts(table) == []  # Discord refused it twice so far
    await table.env.advance_time(10)  # the outbox's backoff: 2 s, then 4 s
    posts = played_posts(table)
    assert len(posts) == 1 and [u.id for u in posts[0].mentions] == [table.bob.id]
    await table.env.advance_time(600)
    assert len(played_posts(table)) == 1  # exactly once
    assert await table.bot.outbox.repo.count("pending") == 0


async def test_a_pending_announcement_goes_out_after_a_restart(table, settings):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=1)
    await table.alice.slash(table.channel, "move", move="a1 S")
    assert played_posts(table) == []
    old = table.bot
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    await table.env.advance_time(5)  # the retry was due 2 s after the failure
    assert len(played_posts(table)) == 1


async def test_a_deleted_channel_is_given_up_not_retried_forever(table, caplog):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    table.env.inject_error(
        "POST", f"/channels/{table.channel.id}/messages", status=404, code=10003, message="Unknown Channel",
        times=None,
    )
    with caplog.at_level(logging.WARNING):
        await table.alice.slash(table.channel, "move", move="a1 S")
        await table.env.advance_time(60)
    assert await table.bot.outbox.repo.count("failed") == 1
    assert await table.bot.outbox.repo.count("pending") == 0
    assert any("can never be delivered" in r.getMessage() for r in caplog.records)


async def test_a_lost_answer_to_game_end_still_shows_the_proposal(table):
    """Stored, then the answer fails: the proposal is still posted, and accepting it ends the game."""
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    table.env.inject_error("POST", "/webhooks/*", status=404, code=10015, message="Unknown Webhook", times=1)
    await table.alice.slash(table.channel, "game end")
    proposal = last_post(table.channel)
    assert "proposes to end" in proposal.content and [u.id for u in proposal.mentions] == [table.bob.id]
    again = await table.alice.slash(table.channel, "game end")
    assert again.ephemeral and "already" in again.response.content
    await table.bob.click(proposal, label="Accept")
    row, _ = await state_of(table)
    assert row.status == "finished"
    assert "Game over:" in texts_of(last_post(table.channel))


async def test_after_a_commit_the_apology_says_the_change_was_saved(table, monkeypatch):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    async def broken_confirm(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom after the commit")

    # The module the running bot loaded as an extension: discord.py puts it in sys.modules
    # without setting it on its parent package, so a dotted path would not find it.
    monkeypatch.setattr(sys.modules["bot.features.play.move"], "confirm", broken_confirm)
    result = await table.alice.slash(table.channel, "move", move="a1 S")
    assert result.ephemeral and "saved" in result.response.content
    assert result.response.content != APOLOGY and "nothing was changed" not in result.response.content
    _, state = await state_of(table)
    assert state["ply"] == 1 and len(played_posts(table)) == 1
    assert any("boom after the commit" in str(e) for e in table.env.errors)


async def test_a_retried_trade_offer_is_not_made_twice(table):
    players = [table.alice, table.bob, table.carol]
    table.bot.new_seed = lambda: 3
    await open_game(table, "connections", players, order="joined")
    _, state = await state_of(table)
    give = state["hands"][1][0]
    want = "Africa"
    first = await table.bob.slash(table.channel, "trade offer", player=table.carol, give=give, want=want)
    if not first.response.content.startswith("Offer #"):
        want = "Europe"
        first = await table.bob.slash(table.channel, "trade offer", player=table.carol, give=give, want=want)
    assert first.response.content.startswith("Offer #1 sent"), first.response.content
    again = await table.bob.slash(table.channel, "trade offer", player=table.carol, give=give, want=want)
    assert again.ephemeral and "already made that offer" in again.response.content
    _, state = await state_of(table)
    assert len(state["offers"]) == 1


async def test_names_that_look_like_mentions_ping_nobody(table):
    sneaky = table.guild.add_member(table.env.create_user("@everyone <@&1>"))
    await open_game(table, "pylon", [sneaky, table.bob], order="joined")
    row, state = await state_of(table)
    game = get_game("pylon")
    for _ in range(6):
        seat = game.to_move(state)[0]
        player = sneaky if row.seats[seat] == sneaky.id else table.bob
        await player.slash(table.channel, "move", move=game.legal_moves(state, seat)[0])
        row, state = await state_of(table)
    await sneaky.slash(table.channel, "game end")
    for message in public_messages(table.channel):
        assert not message.mention_everyone
        assert not message.role_mentions
        assert all(u.id in (sneaky.id, table.bob.id) for u in message.mentions)


async def test_random_faults_every_stored_move_is_announced_exactly_once(table):
    """A soak: 20% of the bot's API calls to the channel fail (server errors) while two
    games of Synapse-Ice are played; once the faults stop, every stored move has exactly
    one post."""
    rng = random.Random(7)
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    game = get_game("synapse")
    moves = 0
    for _ in range(40):
        row, state = await state_of(table)
        if game.is_over(state):
            break
        if rng.random() < 0.2:
            table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=503, times=1)
        if rng.random() < 0.2:
            table.env.inject_error("POST", "/webhooks/*", status=503, times=1)
        seat = game.to_move(state)[0]
        move = rng.choice(game.legal_moves(state, seat))
        await actor_for(table, row, seat).slash(table.channel, "move", move=move)
        moves += 1
        await table.env.advance_time(rng.choice([0, 1, 3]))
    await table.env.advance_time(600)
    row, state = await state_of(table)
    logged = [e for e in await table.bot.core.store.games.log(row.id) if e.kind == "move"]
    assert len(logged) == state["ply"] and len(logged) >= moves - 1
    # One post per stored move: none lost, none doubled.
    assert len(played_posts(table)) == len(logged)
    assert await table.bot.outbox.repo.count("pending") == 0
