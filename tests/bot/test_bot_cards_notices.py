"""Who hears of an offer or an invitation, and how often (issue #36, items 3 and 13): the
receiver once (their DM; the channel's line names them without a ping, and the next turn
post pings only the player on turn); the offerer privately when it ends; the Play picker
asks a question for an offer, without a board; the same invitation is not sent twice;
closing edits of those DMs are outbox items, also the ones an older version kept."""

from __future__ import annotations

import json
from typing import Any

from bot_helpers import last_post, open_game, state_of, texts_of
from picker_helpers import walk
from test_bot_cards_support import current, dms, public

from bot import create_bot
from bot.features.connections.closing import OFFER_KEY
from rules import get_game
from rules.connections.deck import REGION_OF

GAME = get_game("connections")


def region_of_hand(hand: list[str]) -> str:
    return next(REGION_OF[c] for c in hand if c in REGION_OF)


async def offer(table: Any, giver: Any, receiver: Any, give: str, want: str) -> Any:
    result = await giver.slash(table.channel, "trade offer", player=receiver, give=give, want=want)
    assert result.ephemeral and "sent" in result.response.content, result.response.content
    return public(table.channel)[-1]


async def test_an_offer_pings_its_receiver_once_and_its_maker_hears_how_it_ended(table):
    members = [table.alice, table.bob, table.carol, table.dave]
    table.bot.new_seed = lambda: 7
    await open_game(table, "connections", members)
    _, state = await current(table)
    carol_hand, dave_hand = state["hands"][2], state["hands"][3]
    want = region_of_hand(dave_hand)
    dave_dms = len(dms(table.dave))
    line = await offer(table, table.carol, table.dave, carol_hand[0], want)
    # The channel: one line naming dave, pinging nobody; dave: one DM with the offer.
    assert line.content == "carol made offer 1 to dave. dave: see your DMs." and not line.mentions
    assert len(dms(table.dave)) == dave_dms + 1 and "Trade offer #1" in dms(table.dave)[-1].content
    # alice ends her turn: the post pings bob alone, "it is your turn", not dave again.
    await table.alice.slash(table.channel, "move", move="draw deck")
    _, now = await current(table)
    await table.alice.slash(table.channel, "move", move=f"discard {now['hands'][0][0]}")
    post = last_post(table.channel)
    assert f"<@{table.bob.id}>, it is your turn." in texts_of(post)
    assert "may act now" not in texts_of(post) and f"<@{table.dave.id}>" not in texts_of(post)
    assert [u.id for u in post.mentions] == [table.bob.id]
    # dave accepts: carol is told privately which card she got.
    _, now = await current(table)
    assert [o["id"] for o in now["offers"]] == [1]
    card = next(c for c in now["hands"][3] if REGION_OF.get(c) == want)
    await table.dave.slash(table.channel, "trade accept", offer=1, card=card)
    told = dms(table.carol)[-1].content
    head = "dave accepted your trade offer #1 in Connections game #1: you gave"
    assert told.startswith(f"{head} **{carol_hand[0]}**")
    assert f"and got **{card} ({want})**." in told
    assert card not in "".join(m.content or "" for m in public(table.channel))
    # A second offer lapses when carol's turn begins: she is told so, briefly.
    _, now = await current(table)
    await offer(table, table.carol, table.dave, now["hands"][2][0], region_of_hand(now["hands"][3]))
    for _ in range(2):  # bob's turn
        _, now = await current(table)
        move = "draw deck" if now["phase"] == "start" else f"discard {now['hands'][1][0]}"
        await table.bob.slash(table.channel, "move", move=move)
    _, now = await current(table)
    assert now["turn"] == 2 and now["offers"] == []
    assert dms(table.carol)[-1].content.startswith("Your trade offer #2 to dave (")
    assert "lapsed: your turn began." in dms(table.carol)[-1].content


async def test_play_asks_a_question_for_an_offer_without_a_board(table):
    table.bot.new_seed = lambda: 7
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    row, state = await state_of(table)
    bob = row.seat_of(table.bob.id)
    target = f"offer Anchorage for Africa to {row.seat_of(table.carol.id)}"
    assert state["hands"][bob][0] == "Anchorage"
    path = GAME.move_steps(state, bob, GAME.picker_moves(state, bob))[target]
    picker = (await table.bob.click(last_post(table.channel), label="Play")).response
    await walk(table.bob, picker, path)
    assert picker.content == "Offer carol your Anchorage for any Africa card?\nConfirm, or go Back."
    assert not picker.attachments and "Your move" not in picker.content
    done = await table.bob.click(picker, label="Confirm")
    assert not done.followups and picker.content.startswith("Done"), picker.content
    _, after = await state_of(table)
    assert [(o["give"], o["want"]) for o in after["offers"]] == [("Anchorage", "Africa")]


async def test_the_invited_player_is_not_invited_again(table):
    # Seed 32 deals alice Boston, Montreal, Atlanta and Chicago.
    table.bot.new_seed = lambda: 32
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    actors = [table.alice, table.bob, table.carol]

    async def move(seat: int, text: str) -> Any:
        result = await actors[seat].slash(table.channel, "move", move=text)
        assert result.ephemeral and result.response.content.startswith("Done"), result.response.content
        return result

    await move(0, "meld Boston Montreal Atlanta")
    await move(0, "draw deck")
    for seat in (1, 2):
        await move(seat, "draw deck")
        _, now = await current(table)
        await move(seat, f"discard {now['hands'][seat][0]}")
    await move(0, "link Chicago Atlantic North America")
    await move(0, "draw deck")
    invited = await table.alice.slash(table.channel, "partner invite", player=table.bob, link="Chicago")
    assert invited.ephemeral and "invitation" in invited.response.content
    _, state = await current(table)
    posts, bob_dms = len(public(table.channel)), len(dms(table.bob))
    refusal = "You already invited bob to partner Chicago; wait for their answer or invite someone else."
    again = await table.alice.slash(table.channel, "partner invite", player=table.bob, link="Chicago")
    assert again.ephemeral and again.response.content == refusal
    typed = await table.alice.slash(table.channel, "move", move="invite 1 Chicago")
    assert typed.ephemeral and typed.response.content == refusal
    choices = await table.alice.autocomplete(table.channel, "move", "move", "invite")
    assert [c["value"] for c in choices] == ["invite 2 Chicago"]
    _, after = await current(table)
    assert after == state and len(public(table.channel)) == posts and len(dms(table.bob)) == bob_dms


async def test_closing_edits_an_older_version_kept_are_made_by_the_outbox(table, settings):
    table.bot.new_seed = lambda: 7
    row = await open_game(table, "connections", [table.alice, table.bob, table.carol])
    _, state = await current(table)
    await offer(table, table.bob, table.carol, state["hands"][1][0], region_of_hand(state["hands"][2]))
    dm = dms(table.carol)[-1]
    # As an older version left it: the refused edit kept in `meta`, the offer's note gone.
    meta = table.bot.core.store.meta
    await meta.set(OFFER_KEY.format(game=row.id, offer=1), "")
    words = "Trade offer #1 is closed: seat 1 cancelled it."
    await meta.set(f"cards:unclosed:{row.id}", json.dumps([[dm.channel.id, dm.id, words, 2]]))
    await table.env.restart_bot(create_bot(settings))
    await table.env.settle()
    edited = next(m for m in dms(table.carol) if m.id == dm.id)
    assert edited.content == "Trade offer #1 is closed: bob cancelled it." and not edited.components
    assert await table.env.bot.core.store.meta.get(f"cards:unclosed:{row.id}") is None
    assert table.env.errors == []


async def test_an_offer_whose_dm_cannot_be_sent_pings_its_receiver_once_in_the_channel(table):
    dm_channel = table.carol.user.dm_channel
    table.env.inject_error("POST", f"/channels/{dm_channel.id}/messages", status=403, code=50007, times=None)
    table.bot.new_seed = lambda: 7
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    _, state = await current(table)
    posted = len(public(table.channel))
    give = state["hands"][1][0]
    await offer(table, table.bob, table.carol, give, region_of_hand(state["hands"][2]))
    line, notice = public(table.channel)[posted:]
    assert line.content.startswith("bob made offer 1 to carol.") and not line.mentions
    assert notice.content == (
        f"<@{table.carol.id}>, I could not DM you trade offer #1 from bob; see it with `/trade list`."
    )
    assert [u.id for u in notice.mentions] == [table.carol.id] and give not in notice.content
