"""Issue #36, the table's rough edges: a player on a break is not pinged, lobbies speak in
words, names keep their players' case, a rematch accepted by a second press, one private
line per move, /next, /history, and /help."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot_helpers import (
    actor_for,
    game_row,
    last_post,
    lobby_post,
    open_game,
    public_messages,
    state_of,
    texts_of,
)
from said_helpers import english

from rules import get_game


async def move_once(table: Any) -> Any:
    """Whoever is on turn plays their first legal move through /move."""
    row, state = await state_of(table)
    game = get_game(row.game_key)
    seat = game.to_move(state)[0]
    move = game.legal_moves(state, seat)[0]
    return await actor_for(table, row, seat).slash(table.channel, "move", move=move)


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


async def test_a_player_on_a_break_is_named_not_pinged_and_games_shows_the_break(table):
    row = await open_game(table, "pylon", [table.alice, table.bob])
    await table.bob.slash(table.channel, "away", days=3)
    await move_once(table)  # alice moves; it is bob's turn, and bob is away
    await table.env.settle()
    post = last_post(table.channel)
    text = texts_of(post)
    assert table.bob.id not in [u.id for u in post.mentions] and f"<@{table.bob.id}>" not in text
    assert "bob is away until <t:" in text and "It is bob's turn." in text
    assert "it is your turn" not in text
    # /games shows alice her opponent's break.
    listing = answer(await table.alice.slash(table.channel, "games"))
    assert f"#{row.id}" in listing and "bob is away until <t:" in listing
    # Back from the break: the next turn pings him again.
    await table.bob.slash(table.channel, "away", days=0)
    await move_once(table)
    await move_once(table)
    await table.env.settle()
    assert [u.id for u in last_post(table.channel).mentions] == [table.bob.id]


async def test_names_keep_their_case_at_the_start_of_a_sentence(table):
    phone = table.guild.add_member(table.env.create_user("iPhoneGuy"))
    await open_game(table, "synapse", [phone, table.bob])
    by_id = {phone.id: phone, table.bob.id: table.bob}
    game = get_game("synapse")
    for _ in range(100):
        row, state = await state_of(table)
        if game.is_over(state):
            break
        seat = game.to_move(state)[0]
        await by_id[row.seats[seat]].slash(table.channel, "move", move=game.legal_moves(state, seat)[0])
    await table.env.settle()
    text = texts_of(last_post(table.channel))
    assert "has no legal move" in text, text
    assert "IPhoneGuy" not in text and "Bob" not in text, text
    assert "iPhoneGuy has no legal move" in text or "bob has no legal move" in text, text


async def test_the_lobby_says_its_options_and_players_in_words(table):
    await table.alice.slash(table.channel, "game new", game="epicycle", random_setup=True)
    text = lobby_post(table.channel).embeds[0].description
    assert "**Options:** the ring pieces are shuffled at the start." in text, text
    assert "random_setup" not in text and "True" not in text
    assert "**Players:** alice (1 of 2)" in text and "needs" not in text
    await table.alice.slash(table.channel, "game cancel")
    # An option left at its default goes without saying.
    await table.alice.slash(table.channel, "game new", game="connections", rounds_per_player=1)
    await table.bob.click(lobby_post(table.channel), label="Join")
    text = lobby_post(table.channel).embeds[0].description
    assert "Options" not in text and "rounds_per_player" not in text, text
    assert "**Players:** alice and bob (2 joined; 3 to 6 can play)" in text, text
    await table.alice.slash(table.channel, "game cancel")
    await table.alice.slash(table.channel, "game new", game="connections", rounds_per_player=2)
    text = lobby_post(table.channel).embeds[0].description
    assert "**Options:** each player deals 2 rounds." in text, text


async def test_a_second_press_on_rematch_accepts_it(table):
    await open_game(table, "synapse", [table.alice, table.bob])
    await table.alice.slash(table.channel, "resign")
    await table.env.settle()
    end = last_post(table.channel)
    asked = await table.bob.click(end, label="Rematch")
    assert "starts when the other player accepts." in answer(asked), answer(asked)
    again = await table.bob.click(end, label="Rematch")
    assert "You are in this rematch already" in answer(again), answer(again)
    accepted = await table.alice.click(end, label="Rematch")
    assert answer(accepted).startswith("Rematch started"), answer(accepted)
    rematch, _ = await state_of(table)
    assert rematch.status == "active" and sorted(rematch.seats) == sorted([table.alice.id, table.bob.id])


async def test_a_three_player_rematch_counts_who_is_still_asked(table):
    await open_game(table, "cardinal", [table.alice, table.bob, table.carol], replace="none")
    await table.alice.slash(table.channel, "resign")
    await table.bob.slash(table.channel, "resign")
    await table.env.settle()
    end = last_post(table.channel)
    asked = await table.carol.click(end, label="Rematch")
    assert "starts when the 2 other players accept." in answer(asked), answer(asked)
    accepted = await table.alice.click(end, label="Rematch")
    assert answer(accepted) == (
        f"You accepted the rematch: Cardinal Connections game #{(await game_row(table)).id} "
        "starts when the other player accepts."
    ), answer(accepted)
    await table.bob.click(end, label="Rematch")
    rematch, _ = await state_of(table)
    assert rematch.status == "active" and len(rematch.seats) == 3


async def test_help_tells_a_new_player_how_to_start_move_and_find_the_rules(table):
    before = len(table.channel.history())
    result = await table.dave.slash(table.channel, "help")
    text = answer(result)
    for command in ("/game new", "**Play**", "/move", "/rules", "/games", "/next"):
        assert command in text, command
    assert len(text.splitlines()) <= 6 and len(text) < 1000
    assert len(table.channel.history()) == before  # private: nothing in the channel
    # The README's quick start says the same lines (its own line breaks aside).
    readme = " ".join((Path(__file__).resolve().parents[2] / "README.md").read_text().split())
    for line in text.splitlines()[1:]:
        assert " ".join(line.split()) in readme, line


async def test_next_says_your_turn_once(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    result = await table.alice.slash(table.channel, "next")
    text = texts_of((result.followups or [result.response])[-1].message)
    assert text.lower().count("your turn") == 1, text


async def test_a_confirmed_play_leaves_one_private_line(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    _row, state = await state_of(table)
    game = get_game("pylon")
    move = game.legal_moves(state, 0)[0]
    picker = (await table.alice.click(last_post(table.channel), label="Play")).response
    for step in game.move_steps(state, 0, game.picker_moves(state, 0))[move]:
        menu = next(
            c for r in picker.components for c in r.get("components", [])
            if str(c.get("custom_id", "")).startswith("play:s:")
        )
        await table.alice.select(picker, [step.token], custom_id=menu["custom_id"])
    posts = len(public_messages(table.channel))
    done = await table.alice.click(picker, label="Confirm")
    await table.env.settle()
    assert not done.followups  # no "Done" message besides the picker
    assert picker.content == (
        f"Done: your move, {english(game.move_words(state, 0, move))}, is stored. "
        "The board is posted in the channel."
    ), picker.content
    # The preview and its buttons are gone; what stays is the offer to plan a reply (a
    # two-player game, docs/planned-replies.md).
    assert not picker.attachments
    assert [c.get("label") for r in picker.components for c in r.get("components", [])] == ["Plan a reply"]
    assert len(public_messages(table.channel)) == posts + 1


async def test_history_numbers_only_the_moves_its_title_counts(table):
    await open_game(table, "pylon", [table.alice, table.bob])
    await move_once(table)
    await move_once(table)
    await table.alice.slash(table.channel, "resign")
    text = answer(await table.carol.slash(table.channel, "history"))
    assert ", 2 moves:" in text.splitlines()[0], text
    assert text.splitlines()[1].startswith("1. ") and text.splitlines()[2].startswith("2. "), text
    assert text.splitlines()[3] == "- alice resigned" and "3. " not in text, text


def turn_dms(member: Any) -> list[str]:
    channel = member.user.dm_channel
    return [] if channel is None else [m.content for m in channel.history() if "It is your turn" in m.content]


async def test_a_player_on_a_break_gets_no_turn_dm_either(table):
    """/notify how:dm: the turn DM is a ping too; none while away, again once back."""
    await open_game(table, "pylon", [table.alice, table.bob])
    await table.bob.slash(table.channel, "notify", how="dm")
    await table.bob.slash(table.channel, "away", days=3)
    await move_once(table)  # alice moves; it is bob's turn, and bob is away
    await table.env.settle()
    assert turn_dms(table.bob) == []
    await table.bob.slash(table.channel, "away", days=0)
    await move_once(table)
    await move_once(table)
    await table.env.settle()
    assert len(turn_dms(table.bob)) == 1
