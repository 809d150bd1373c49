"""Autocomplete, /board, /history, /games, /resign, /undo, /rules, /notify, /settings,
reminders."""

import discord
from bot_helpers import (
    actor_for,
    last_post,
    open_game,
    play,
    play_to_end,
    public_messages,
    state_of,
    texts_of,
)

import bot.ui.replies as replies_module
from bot.features.play.move import rank_moves
from rules import get_game
from rules.connections.deck import REGION_OF


def test_ranking_prefix_before_substring_then_order():
    moves = ["a1 S", "b1 S", "c2 M", "s1 M", "x s"]
    assert rank_moves(moves, moves, "s") == [3, 0, 1, 4]
    assert rank_moves(moves, moves, "") == [0, 1, 2, 3, 4]
    assert rank_moves(moves, moves, "zz") == []
    # Labels count too (Synapse's forced short form).
    assert rank_moves(["d1 M N", "d1 L N"], ["M N (d1)", "L N (d1)"], "l") == [1]


async def test_autocomplete_lists_legal_moves_of_the_player_on_turn(table):
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    game = get_game("pylon")
    _, state = await state_of(table)
    choices = await table.alice.autocomplete(table.channel, "move", "move", "")
    assert len(choices) == 25
    assert [c["value"] for c in choices] == game.legal_moves(state, 0)[:25]
    typed = await table.alice.autocomplete(table.channel, "move", "move", "B3")
    assert [c["value"] for c in typed] == ["b3 L", "b3 M", "b3 S"]
    # Nothing at all for those who cannot act.
    assert await table.bob.autocomplete(table.channel, "move", "move", "") == []
    assert await table.carol.autocomplete(table.channel, "move", "move", "") == []
    other = table.guild.create_text_channel("quiet")
    assert await table.alice.autocomplete(other, "move", "move", "") == []
    assert row.status == "active"


async def test_autocomplete_short_form_for_a_forced_synapse_square(table):
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    await play(table, "c3 M N")
    choices = await table.bob.autocomplete(table.channel, "move", "move", "")
    assert choices and all(c["value"].startswith("c5 ") for c in choices)
    assert all(not c["name"].startswith("c5") for c in choices)
    await table.bob.slash(table.channel, "move", move=choices[0]["value"])
    _row, state = await state_of(table)
    assert state["ply"] == 2


async def test_autocomplete_nothing_when_game_over(table):
    await open_game(table, "cardinal", [table.alice, table.bob])
    await play_to_end(table)
    for player in (table.alice, table.bob):
        assert await player.autocomplete(table.channel, "move", "move", "") == []


async def test_board_public_and_private_show_the_same_picture(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    public = await table.carol.slash(table.channel, "board")
    private = await table.carol.slash(table.channel, "board", private=True)
    assert not public.ephemeral and private.ephemeral
    a, b = public.response.attachments[0], private.response.attachments[0]
    assert a.filename == b.filename == "board.png" and a.size == b.size
    assert await a.read() == await b.read()


async def test_history_inline_and_as_file_when_long(table, monkeypatch):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    for move in ("a1 S", "b1 S", "c1 S", "d1 S"):
        await play(table, move)
    short = await table.carol.slash(table.channel, "history")
    assert short.ephemeral
    # In words, each move's notation after it.
    assert (
        "Pylon game #1, 4 moves:\n1. alice: small on a1 (a1 S)\n2. bob: small on b1 (b1 S)\n"
        "3. alice: small on c1 (c1 S)\n4. bob: small on d1 (d1 S)"
    ) in short.response.content
    monkeypatch.setattr(replies_module, "INLINE_LIMIT", 40)
    long = await table.carol.slash(table.channel, "history")
    attachment = long.response.attachments[0]
    assert attachment.filename.endswith(".txt")
    text = (await attachment.read()).decode()
    assert "4. bob: small on d1 (d1 S)" in text


async def test_games_lists_unfinished_games_with_turn_and_link(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await table.alice.slash(table.channel, "game new", game="synapse", thread=True)
    listing = await table.alice.slash(table.channel, "games")
    text = listing.response.content
    assert listing.ephemeral
    assert "Pylon" in text and "**your turn**" in text and "Synapse-Ice" in text and "lobby" in text
    # A channel mention (short on a phone) and a jump link to the latest table post.
    assert f"in <#{table.channel.id}>" in text
    post = next(m for m in reversed(public_messages(table.channel)) if "game #1 · move" in texts_of(m))
    assert f"/{table.guild.id}/{table.channel.id}/{post.id})" in text and "[latest post](" in text
    bob = await table.bob.slash(table.channel, "games")
    assert "alice to move" in bob.response.content


async def test_games_says_when_an_offer_waits_for_an_answer(table):
    table.bot.new_seed = lambda: 7
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    _, state = await state_of(table)
    want = next(REGION_OF[c] for c in state["hands"][2] if c in REGION_OF)
    give = state["hands"][1][0]
    await table.bob.slash(table.channel, "trade offer", player=table.carol, give=give, want=want)
    carol = (await table.carol.slash(table.channel, "games")).response.content
    assert "**an offer for you to answer**" in carol
    bob = (await table.bob.slash(table.channel, "games")).response.content
    assert "alice to move" in bob  # the offerer waits like everyone else


async def test_resign_two_players_opponent_wins(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    result = await table.alice.slash(table.channel, "resign")
    assert result.ephemeral and "resigned" in result.response.content
    text = texts_of(last_post(table.channel))
    assert "resigned" in text and "**bob** wins by resignation" in text
    row, _ = await state_of(table)
    assert row.status == "finished"
    assert [e.kind for e in await table.bot.core.store.games.log(row.id)] == ["resign"]


async def test_resign_three_players_drops_out(table):
    # replace:none: the drop-out itself (replace:computer is tests/bot/test_bot_substitutes.py).
    row = await open_game(
        table, "cardinal", [table.alice, table.bob, table.carol], order="joined", replace="none"
    )
    await table.carol.slash(table.channel, "resign")
    row, state = await state_of(table)
    assert row.status == "active" and 2 in state["resigned"]
    assert "drops out" in texts_of(last_post(table.channel))
    await table.bob.slash(table.channel, "resign")
    row, state = await state_of(table)
    assert row.status == "finished" and get_game("cardinal").result(state)[1] == (0,)
    assert "**alice** wins" in texts_of(last_post(table.channel))


async def test_undo_declined_keeps_the_move(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    asked = await table.alice.slash(table.channel, "undo")
    assert asked.ephemeral
    request = last_post(table.channel)
    assert "asks to take back" in request.content and [u.id for u in request.mentions] == [table.bob.id]
    await table.bob.click(request, label="Decline")
    _row, state = await state_of(table)
    assert state["ply"] == 1
    assert "declined" in last_post(table.channel).content
    # A move after the request makes it void.
    await table.alice.slash(table.channel, "undo")
    request = last_post(table.channel)
    await play(table, "b1 S")
    late = await table.bob.click(request, label="Accept")
    assert late.ephemeral
    _row, state = await state_of(table)
    assert state["ply"] == 2


async def test_rules_pages(table):
    result = await table.alice.slash(table.channel, "rules", game="synapse")
    assert result.ephemeral
    shown = result.response.embeds[0].description + "".join(
        [(await a.read()).decode() for a in result.response.attachments]
    )
    assert "Synapse" in shown


async def test_notify_dm_when_it_becomes_your_turn(table):
    await table.bob.slash(table.channel, "notify", how="both")
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    dms = table.bob.user.dm_channel.history()
    assert dms and "your turn" in dms[-1].content
    # "both": the DM and the mention in the channel.
    assert [u.id for u in last_post(table.channel).mentions] == [table.bob.id]
    await table.bob.slash(table.channel, "notify", how="mention")
    await play(table, "b1 S")
    await play(table, "c1 S")
    assert len(table.bob.user.dm_channel.history()) == len(dms)
    assert [u.id for u in last_post(table.channel).mentions] == [table.bob.id]


async def test_notify_dm_only_and_off_are_never_pinged(table):
    result = await table.bob.slash(table.channel, "notify", how="dm")
    assert result.ephemeral and "DM you instead" in result.response.content
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    post = last_post(table.channel)
    # Named in words, never mentioned; the turn arrives by DM instead.
    assert post.mentions == [] and "bob, it is your turn." in texts_of(post)
    assert "your turn" in table.bob.user.dm_channel.history()[-1].content
    await table.alice.slash(table.channel, "notify", how="off")
    await play(table, "b1 S")
    post = last_post(table.channel)
    assert post.mentions == [] and "alice, it is your turn." in texts_of(post)
    assert table.alice.user.dm_channel is None or not any(
        "your turn" in m.content for m in table.alice.user.dm_channel.history()
    )
    # The end: the DM player hears by DM; nobody is pinged in the channel.
    await table.alice.slash(table.channel, "resign")
    await table.env.settle()
    post = last_post(table.channel)
    assert post.mentions == []
    assert "is over" in table.bob.user.dm_channel.history()[-1].content


async def test_settings_threads_opens_every_new_game_in_a_thread(table):
    admin_role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    admin = table.guild.add_member(table.env.create_user("ada"), roles=[admin_role])
    result = await admin.slash(table.channel, "settings", threads=True)
    assert result.ephemeral and "its own thread" in result.response.content
    result = await table.alice.slash(table.channel, "game new", game="pylon")
    await table.env.settle()
    row = await table.bot.core.store.games.open_in_channel(table.channel.id)
    assert row is None  # not in the channel itself
    rows = await table.bot.core.store.games.open_for_user(table.alice.id)
    assert len(rows) == 1 and rows[0].channel_id != table.channel.id
    # thread:false still opens one in the channel.
    await table.bob.slash(table.channel, "game new", game="synapse", thread=False)
    await table.env.settle()
    assert (await table.bot.core.store.games.open_in_channel(table.channel.id)) is not None


async def test_reminders_once_per_interval(table):
    admin_role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    admin = table.guild.add_member(table.env.create_user("ada"), roles=[admin_role])
    result = await admin.slash(table.channel, "settings", reminder_hours=2)
    assert result.ephemeral and "2 h" in result.response.content
    row = await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    def reminders():
        return [m for m in table.channel.history() if "a reminder" in m.content]

    await table.env.advance_time(3600)
    assert reminders() == []
    await table.env.advance_time(3600 + 1800)
    assert len(reminders()) == 1 and f"<@{table.alice.id}>" in reminders()[0].content
    await table.env.advance_time(3600)
    assert len(reminders()) == 1
    await table.env.advance_time(3600)
    assert len(reminders()) == 2
    # A move resets the clock: now bob is due, after a full interval.
    await play(table, "a1 S")
    await table.env.advance_time(3600)
    assert len(reminders()) == 2
    await table.env.advance_time(3600 + 1800)
    assert f"<@{table.bob.id}>" in reminders()[-1].content
    assert actor_for(table, row, 1) is table.bob
