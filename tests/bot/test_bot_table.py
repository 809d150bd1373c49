"""The turn post as players see it: one post per turn, its pings, its alt text, and the
buttons under it (History, Rules, Text board, My hand, Rematch), also after a restart."""

from __future__ import annotations

from typing import Any

from bot_helpers import game_row, last_post, open_game, play, play_to_end, public_messages, state_of, texts_of

from bot import create_bot
from rules import get_game

V2 = 1 << 15


def button_ids(message: Any) -> list[str]:
    found: list[str] = []

    def walk(components: Any) -> None:
        for c in components:
            if getattr(c, "custom_id", None):
                found.append(str(c.custom_id))
            walk(getattr(c, "children", None) or getattr(c, "components", None) or [])

    walk(message.components)
    return found


def gallery_descriptions(message: Any) -> list[str]:
    found: list[str] = []

    def walk(components: Any) -> None:
        for c in components:
            for item in getattr(c, "items", []) or []:
                found.append(str(getattr(item, "description", "") or ""))
            walk(getattr(c, "children", None) or getattr(c, "components", None) or [])

    walk(message.components)
    return found


async def test_every_turn_is_one_post_with_alt_text_and_one_mention(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    for move, mover, nxt in (("a1 S", table.alice, table.bob), ("b2 M", table.bob, table.alice)):
        before = len(public_messages(table.channel))
        await play(table, move)
        posts = public_messages(table.channel)[before:]
        assert len(posts) == 1
        post = posts[0]
        assert post.flags.value & V2
        alt = gallery_descriptions(post)
        assert len(alt) == 1 and alt[0].startswith("Pylon") and len(alt[0]) <= 256
        # The mover is named, not pinged; the player to move is the only mention.
        assert [u.id for u in post.mentions] == [nxt.id]
        assert f"<@{mover.id}>" not in texts_of(post)
        assert "seat 0" not in texts_of(post) and "seat 1" not in texts_of(post)


async def test_history_rules_and_text_board_buttons_answer_privately(table, settings):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    await play(table, "a1 S")
    post = last_post(table.channel)
    history = await table.carol.click(post, label="History")
    assert history.ephemeral and "1. alice: small on a1 (a1 S)" in history.response.content
    rules = await table.bob.click(post, label="Rules")
    assert rules.ephemeral and "Pylon" in rules.response.embeds[0].title
    text = await table.bob.click(post, label="Text board")
    # In words, as plain lines (a code block does not wrap on a phone).
    content = text.response.content
    assert text.ephemeral and "```" not in content and "a1: alice's small" in content
    # The buttons keep working after a restart.
    old = table.bot
    await table.env.restart_bot(create_bot(settings))
    await old.core.store.db.close()
    again = await table.alice.click(post, label="History")
    assert again.ephemeral and "a1 S" in again.response.content


async def test_my_hand_button_shows_only_the_presser_s_hand(table):
    players = [table.alice, table.bob, table.carol]
    await open_game(table, "connections", players, order="joined")
    post = next(m for m in reversed(public_messages(table.channel)) if m.flags.value & V2)
    shown = await table.bob.click(post, label="My hand")
    assert shown.ephemeral
    message = shown.followups[0] if shown.followups else shown.response
    assert "Your hand" in message.content and message.attachments[0].filename == "hand.png"
    stranger = await table.dave.click(post, label="My hand")
    assert stranger.ephemeral and "not a player" in (stranger.followups or [stranger.response])[0].content


async def test_only_the_latest_post_keeps_its_buttons_each_older_one_edited_once(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    seen = len(table.env.http_requests)
    for move in ("a1 S", "b2 M", "c3 S"):
        await play(table, move)
    posts = [m for m in public_messages(table.channel) if m.flags.value & V2]
    assert len(posts) == 4  # the start and three turns
    *older, latest = posts
    assert "table:history" in str(button_ids(latest))
    for post in older:
        # The picture and the words stay; the buttons go.
        assert not button_ids(post) and post.attachments and gallery_descriptions(post)
        assert "Pylon" in texts_of(post)
    edits = [
        r.path
        for r in table.env.http_requests[seen:]
        if r.method == "PATCH" and f"/channels/{table.channel.id}/messages/" in r.path
    ]
    assert sorted(edits) == sorted(f"/channels/{table.channel.id}/messages/{p.id}" for p in older)


async def test_a_button_removal_that_cannot_be_made_never_holds_back_the_turns(table):
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    start = [m for m in public_messages(table.channel) if m.flags.value & V2][-1]
    table.env.inject_error(
        "PATCH", f"/channels/{table.channel.id}/messages/{start.id}", status=403, code=50001, times=None
    )
    for move in ("a1 S", "b2 M"):
        await play(table, move)
    posts = [m for m in public_messages(table.channel) if m.flags.value & V2]
    assert len(posts) == 3  # both turns were posted although the first edit was refused
    assert button_ids(posts[0])  # given up: it keeps its buttons
    assert not button_ids(posts[1]) and button_ids(posts[2])


async def test_the_end_pings_everyone_once_and_rematch_swaps_the_seats(table):
    row = await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    first = row.seats
    row, state = await play_to_end(table)
    end = last_post(table.channel)
    assert sorted(u.id for u in end.mentions) == sorted(first)
    text = texts_of(end)
    assert "Game over:" in text and "moves in" in text
    stranger = await table.carol.click(end, label="Rematch")
    assert stranger.ephemeral and "Only the players" in stranger.response.content
    result = await table.bob.click(end, label="Rematch")
    # The rematch asks first: a challenge pinging the opponent, nothing started yet.
    assert result.ephemeral and "starts when the other player accepts" in result.response.content
    asked = await game_row(table)
    assert asked.status == "lobby" and asked.id != row.id
    invitation = last_post(table.channel)
    assert [u.id for u in invitation.mentions] == [first[0]] and "rematch" in invitation.content
    intruder = await table.carol.click(invitation, label="Join")
    assert intruder.ephemeral and "only they may join" in intruder.response.content
    accepted = await table.alice.click(invitation, label="Join")
    assert accepted.ephemeral
    rematch, state = await state_of(table)
    assert rematch.id == asked.id and rematch.status == "active"
    assert rematch.seats == [first[1], first[0]]
    assert get_game("synapse").to_move(state) == (0,)
    assert [u.id for u in last_post(table.channel).mentions] == [first[1]]
    # A second press cannot open a second game.
    twice = await table.alice.click(end, label="Rematch")
    assert twice.ephemeral and "already has an unfinished" in twice.response.content


async def test_game_rematch_rotates_three_seats_and_refuses_before_the_end(table):
    early = await table.alice.slash(table.channel, "game rematch")
    assert early.ephemeral and "No game has finished in this channel yet" in early.response.content
    players = [table.alice, table.bob, table.carol]
    # replace:none: the resignations end the game (no computer substitutes).
    row = await open_game(table, "cardinal", players, order="joined", replace="none")
    first = row.seats
    running = await table.alice.slash(table.channel, "game rematch")
    assert running.ephemeral and "once this game is over" in running.response.content
    await table.alice.slash(table.channel, "resign")
    await table.bob.slash(table.channel, "resign")
    result = await table.carol.slash(table.channel, "game rematch")
    assert result.ephemeral and "starts when the 2 other players accept" in result.response.content
    invitation = last_post(table.channel)
    assert sorted(u.id for u in invitation.mentions) == sorted([first[0], first[1]])
    intruder = await table.dave.click(invitation, label="Join")
    assert intruder.ephemeral and "only the last game's players" in intruder.response.content
    await table.alice.click(invitation, label="Join")
    waiting = await game_row(table)
    assert waiting.status == "lobby"  # one of two has accepted: not yet
    await table.bob.click(invitation, label="Join")
    rematch, _ = await state_of(table)
    assert rematch.id != row.id and rematch.status == "active"
    assert rematch.seats == [first[1], first[2], first[0]]
    assert rematch.options == row.options and rematch.game_key == "cardinal"
