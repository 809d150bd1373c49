"""/trade at the table: offers, answers through DM controls and commands, refusals,
lapses, closed DMs, a restart with a pending offer, /partner invite."""

from __future__ import annotations

from typing import Any

from bot_helpers import open_game, texts_of
from test_bot_cards_support import (
    GAME,
    accept_in_dm,
    cards_in,
    current,
    dms,
    hand_dms,
    hand_in_dm,
    public,
)

from bot import create_bot
from rules.connections.deck import REGION_OF


async def three(table: Any, seed: int = 7) -> tuple[Any, dict[str, Any]]:
    """alice (seat 0, on turn), bob (1), carol (2); a fixed deal, the same every run."""
    table.bot.new_seed = lambda: seed
    await open_game(table, "connections", [table.alice, table.bob, table.carol])
    return await current(table)


def carol_region(state: dict[str, Any]) -> str:
    return next(REGION_OF[c] for c in state["hands"][2] if c in REGION_OF)


def selects(message: Any) -> list[Any]:
    return [c for row in message.components for c in row.children if c.type.value == 3]


async def offer_bob_to_carol(table: Any, state: dict[str, Any], card: int = 0) -> tuple[dict[str, Any], Any]:
    give = state["hands"][1][card]
    result = await table.bob.slash(
        table.channel, "trade offer", player=table.carol, give=give, want=carol_region(state)
    )
    assert result.ephemeral and "sent" in result.response.content, result.response.content
    _, state = await current(table)
    return state["offers"][-1], (dms(table.carol) or [None])[-1]


async def test_refusals_are_ephemeral_and_change_nothing(table):
    _, state = await three(table)
    bob_hand, carol_hand = state["hands"][1], state["hands"][2]
    posted = len(public(table.channel))
    tries = [
        # The player on turn cannot trade, nor be traded with.
        (
            table.alice,
            dict(player=table.bob, give=state["hands"][0][0], want="Africa"),
            "neither of you is on turn",
        ),
        (table.bob, dict(player=table.alice, give=bob_hand[0], want="Africa"), "neither of you is on turn"),
        (
            table.bob,
            dict(player=table.carol, give=carol_hand[0], want="Africa"),
            f"You hold no {carol_hand[0]}",
        ),
        (
            table.bob,
            dict(player=table.carol, give=bob_hand[0], want=bob_hand[1]),
            f"already hold {bob_hand[1]}",
        ),
        (table.bob, dict(player=table.dave, give=bob_hand[0], want="Africa"), "dave is not a player"),
        (table.dave, dict(player=table.bob, give=bob_hand[0], want="Africa"), "not a player in this game"),
        (table.bob, dict(player=table.carol, give="Gotham", want="Africa"), "no card called Gotham"),
    ]
    for actor, options, words in tries:
        result = await actor.slash(table.channel, "trade offer", **options)
        assert result.ephemeral and words in result.response.content, (options, result.response.content)
        assert result.response.content.count(".") <= 3
    offer, dm = await offer_bob_to_carol(table, state)
    # Only the receiver answers; the offerer and the player on turn are refused.
    fits = [o.value for o in selects(dm)[0].options]
    for actor in (table.alice, table.bob):
        result = await actor.slash(table.channel, "trade accept", offer=offer["id"], card=fits[0])
        assert result.ephemeral and f"offer {offer['id']} is not for you" in result.response.content.lower()
    wrong = next(c for c in carol_hand if c not in fits)
    result = await table.carol.slash(table.channel, "trade accept", offer=offer["id"], card=wrong)
    assert result.ephemeral and "asks for" in result.response.content
    result = await table.carol.slash(table.channel, "trade accept", offer=99, card=fits[0])
    assert result.ephemeral and "no pending offer 99" in result.response.content
    _, after = await current(table)
    assert after["hands"] == [state["hands"][0], bob_hand, carol_hand] and len(after["offers"]) == 1
    assert len(public(table.channel)) == posted + 1  # the one offer line, nothing for refusals


async def test_list_autocomplete_decline_and_cancel(table):
    _, state = await three(table)
    offer, dm = await offer_bob_to_carol(table, state)
    give, want = offer["give"], offer["want"]
    # The public line names no card; the DM and the ephemeral lists do.
    line = public(table.channel)[-1]
    assert "bob made offer 1 to carol" in line.content and not cards_in(line.content)
    # carol is named, not pinged: the DM is her one notice of the offer.
    assert line.content.endswith("carol: see your DMs.") and not line.mentions and not line.attachments
    listing = await table.carol.slash(table.channel, "trade list")
    assert listing.ephemeral and f"#1: bob offers you {give} for any {want} card" in listing.response.content
    listing = await table.bob.slash(table.channel, "trade list")
    assert f"#1: you offer {give} to carol for any {want} card" in listing.response.content
    # Autocomplete: the caller's cards, regions and cards to ask for, fitting answers.
    gives = await table.bob.autocomplete(table.channel, "trade offer", "give", "")
    assert [c["value"] for c in gives] == state["hands"][1]
    wants = await table.bob.autocomplete(table.channel, "trade offer", "want", "afr")
    assert wants[0]["value"] == "Africa" and len(wants) <= 25
    everything = await table.bob.autocomplete(table.channel, "trade offer", "want", "")
    assert len(everything) == 25 and not set(c["value"] for c in everything) & set(state["hands"][1])
    fits = await table.carol.autocomplete(table.channel, "trade accept", "card", "", offer=1)
    assert [c["value"] for c in fits] == [c for c in state["hands"][2] if REGION_OF.get(c) == want]
    assert await table.dave.autocomplete(table.channel, "trade offer", "give", "") == []
    offers = await table.carol.autocomplete(table.channel, "trade decline", "offer", "")
    assert [c["value"] for c in offers] == [1]
    # Decline with the DM button: the DM says closed, bob is told.
    result = await table.carol.user.click(dm, label="Decline")
    assert result.ephemeral and "declined" in result.response.content
    closed = next(m for m in dms(table.carol) if m.id == dm.id)
    assert "is closed: you declined it" in closed.content and not closed.components
    assert "carol declined your trade offer #1" in dms(table.bob)[-1].content
    # A new offer, cancelled by its maker with /trade cancel.
    offer, dm = await offer_bob_to_carol(table, state)
    result = await table.bob.slash(table.channel, "trade cancel", offer=offer["id"])
    assert result.ephemeral and f"cancelled offer #{offer['id']}" in result.response.content
    closed = next(m for m in dms(table.carol) if m.id == dm.id)
    assert "bob cancelled it" in closed.content and not closed.components
    _, after = await current(table)
    assert after["offers"] == [] and after["hands"] == state["hands"]


async def test_an_offer_lapses_when_a_party_s_turn_begins(table):
    row, state = await three(table)
    first, first_dm = await offer_bob_to_carol(table, state)
    second, second_dm = await offer_bob_to_carol(table, state, card=1)  # the same twice is refused
    # Make the proactive edit of the second DM fail, so its stale control stays clickable.
    table.env.inject_error("PATCH", f"/channels/{second_dm.channel.id}/messages/{second_dm.id}", status=500)
    await table.alice.slash(table.channel, "move", move="draw deck")
    _, mid = await current(table)
    await table.alice.slash(table.channel, "move", move=f"discard {mid['hands'][0][0]}")
    _, state = await current(table)
    assert state["turn"] == 1 and state["offers"] == []
    closed = next(m for m in dms(table.carol) if m.id == first_dm.id)
    assert "is closed: it lapsed" in closed.content and not closed.components
    stale = next(m for m in dms(table.carol) if m.id == second_dm.id)
    assert selects(stale), "the failed edit left the control in place"
    card = selects(stale)[0].options[0].value
    result = await accept_in_dm(table.carol, stale, card, f"cards:accept:{row.id}:{second['id']}")
    assert result.ephemeral and "no longer open" in result.response.content
    edited = next(m for m in dms(table.carol) if m.id == second_dm.id)
    assert "is closed" in edited.content and not edited.components
    result = await table.carol.slash(table.channel, "trade accept", offer=first["id"], card=card)
    assert result.ephemeral and f"no pending offer {first['id']}" in result.response.content
    _, after = await current(table)
    assert after["hands"][2] == state["hands"][2]


async def test_closed_dms_get_one_notice_per_round_and_hand_still_works(table):
    dm_channel = table.carol.user.dm_channel
    table.env.inject_error("POST", f"/channels/{dm_channel.id}/messages", status=403, code=50007, times=None)
    _, state = await three(table)
    notice = f"I could not DM <@{table.carol.id}> their hand; use `/hand`"

    def notices() -> list[Any]:
        return [m for m in public(table.channel) if notice in m.content]

    assert len(notices()) == 1 and not cards_in(notices()[0].content)
    # carol's hand changes twice on her turn and an offer is made to her: still one notice.
    await offer_bob_to_carol(table, state)
    for move in ("draw deck", "discard {0}", "draw deck", "discard {1}"):
        _, now = await current(table)
        seat = now["turn"]
        actor = [table.alice, table.bob, table.carol][seat]
        await actor.slash(
            table.channel, "move", move=move.format(now["hands"][seat][0], now["hands"][seat][0])
        )
    _, now = await current(table)
    assert now["turns_taken"] == [1, 1, 0] and now["turn"] == 2
    await table.carol.slash(table.channel, "move", move="draw deck")
    assert len(notices()) == 1
    hand = await table.carol.slash(table.channel, "hand")
    shown = hand.response
    assert hand.ephemeral and shown.attachments[0].filename == "hand.png" and "Your hand" in shown.content
    assert dms(table.carol) == []
    # The others still get theirs: alice's one hand message of the round, kept up to date.
    _, now = await current(table)
    assert len(hand_dms(table.alice)) == 1 and hand_in_dm(hand_dms(table.alice)[0].content) == now["hands"][0]


async def test_a_pending_offer_survives_a_restart(table, settings):
    row, state = await three(table)
    offer, dm = await offer_bob_to_carol(table, state)
    fresh = create_bot(settings)
    await table.env.restart_bot(fresh)
    card = selects(dm)[0].options[0].value
    result = await accept_in_dm(table.carol, dm, card, f"cards:accept:{row.id}:{offer['id']}")
    assert result.ephemeral and "You traded" in result.response.content
    _, after = await current(table)
    assert offer["give"] in after["hands"][2] and card in after["hands"][1]
    # Nothing visible on the table changed: one short line, no picture, nobody pinged.
    line = public(table.channel)[-1]
    assert "traded a card" in line.content and not cards_in(line.content)
    assert not line.attachments and not line.mentions
    assert hand_in_dm(hand_dms(table.carol)[-1].content) == after["hands"][2]
    closed = next(m for m in dms(table.carol) if m.id == dm.id)
    assert f"you gave {card} for {offer['give']}" in closed.content


async def test_partner_invitation_and_a_partnered_round_summary(table):
    # Seed 32 deals alice Boston, Montreal, Atlanta and Chicago; bob San Francisco.
    _, state = await three(table, seed=32)
    assert {"Boston", "Montreal", "Atlanta", "Chicago"} <= set(state["hands"][0])
    assert "San Francisco" in state["hands"][1]
    actors = [table.alice, table.bob, table.carol]

    async def move(seat: int, text: str) -> None:
        result = await actors[seat].slash(table.channel, "move", move=text)
        assert result.ephemeral and result.response.content.startswith("Done"), result.response.content

    posted = len(public(table.channel))
    await move(0, "meld Boston Montreal Atlanta")
    # A meld is part of the turn: no post of its own; the turn's one post tells it.
    assert len(public(table.channel)) == posted
    await move(0, "draw deck")
    assert len(public(table.channel)) == posted + 1
    turn_post = texts_of(public(table.channel)[-1])
    assert "Boston" in turn_post and turn_post.index("Boston") < turn_post.index("drew")
    for seat in (1, 2):
        await move(seat, "draw deck")
        _, now = await current(table)
        await move(seat, f"discard {next(c for c in now['hands'][seat] if c != 'San Francisco')}")
    refused = await table.alice.slash(table.channel, "partner invite", player=table.bob, link="Chicago")
    assert refused.ephemeral and "Chicago is not on the table" in refused.response.content
    await move(0, "link Chicago Atlantic North America")
    await move(0, "draw deck")
    links = await table.alice.autocomplete(table.channel, "partner invite", "link", "")
    assert [c["value"] for c in links] == ["Chicago"]
    result = await table.alice.slash(table.channel, "partner invite", player=table.bob, link="Chicago")
    assert result.ephemeral and "invitation" in result.response.content
    line = public(table.channel)[-1]
    # One short line without a picture, naming the invitee without a ping: the DM is
    # their one notice.
    assert "alice invited bob to partner Chicago" in line.content and not line.attachments
    assert line.content.endswith("bob: see your DMs.") and not line.mentions
    invitation = dms(table.bob)[-1].content
    assert "invites you to partner their link **Chicago**" in invitation and "/move lay <card>" in invitation
    assert invitation.startswith(f"<@{table.bob.id}>")
    await move(1, "lay San Francisco")
    _, now = await current(table)
    assert now["links"][0]["partner"] == 1
    # End now by agreement: the round summary shows the partnership and its split.
    await table.alice.slash(table.channel, "game end")
    proposal = public(table.channel)[-1]
    assert "If everyone agrees" not in proposal.content  # hidden cards: no score preview
    await table.bob.click(proposal, label="Accept")
    await table.carol.click(proposal, label="Accept")
    # The round's summary and the final table are part of the game's last post.
    post = texts_of(public(table.channel)[-1])
    assert "All players agreed to end the game now." in post
    summary = post[post.index("**Points in round 1:**") :]
    assert "owner, with partner bob" in summary and "partner of alice" in summary
    assert not cards_in(summary)
    final = summary[summary.index("**Final table**") :]
    _, end = await current(table)
    assert GAME.is_over(end)
    assert all(f"{name}: {end['scores'][i]}" in final for i, name in enumerate(("alice", "bob", "carol")))
    assert final.count("Game over:") == 1 and "Final scores" not in final


async def test_an_offer_through_move_by_a_player_off_turn_is_accepted(table):
    # Offers are free actions of seats not on turn; /move must ask the engine, not
    # refuse with "not your turn" (legal_moves does not list every offer).
    _, state = await three(table)
    give = state["hands"][1][0]
    result = await table.bob.slash(
        table.channel, "move", move=f"offer {give} for {carol_region(state)} to 2"
    )
    assert result.ephemeral and result.response.content.startswith("Done"), result.response.content
    _, state = await current(table)
    assert [(o["from"], o["to"], o["give"]) for o in state["offers"]] == [(1, 2, give)]
    assert give not in "".join(m.content or "" for m in public(table.channel))


async def test_a_turn_action_off_turn_is_refused_with_whose_turn_it_is(table):
    _, state = await three(table)
    result = await table.bob.slash(table.channel, "move", move="draw deck")
    assert result.ephemeral and "alice" in result.response.content, result.response.content
    _, after = await current(table)
    assert after == state


async def test_choosing_a_card_in_the_dm_asks_before_trading(table):
    row, state = await three(table)
    offer, dm = await offer_bob_to_carol(table, state)
    # The offer DM says which region the offered card is in, and leads back to the game.
    assert f"**{offer['give']} ({REGION_OF[offer['give']]})**" in dm.content
    assert f"/channels/{table.guild.id}/{table.channel.id})" in dm.content
    card = selects(dm)[0].options[0].value
    asked = await table.carol.user.select(dm, [card], custom_id=f"cards:accept:{row.id}:{offer['id']}")
    assert asked.ephemeral and f"Give your **{card}" in asked.response.content
    _, now = await current(table)
    assert [o["id"] for o in now["offers"]] == [offer["id"]]
    assert now["hands"][2] == state["hands"][2]  # nothing traded yet
    done = await table.carol.user.click(asked.response, label="Confirm the trade")
    assert done.ephemeral and f"You traded your {card}" in (done.followups or [done.response])[0].content
    _, after = await current(table)
    assert after["offers"] == [] and offer["give"] in after["hands"][2]


async def test_an_offer_dm_says_plainly_when_no_card_answers_it(table):
    """An offer the receiver cannot answer: no select to point at, so the DM says they hold
    no card that fits and can only Decline; an answerable one keeps its instructions."""
    _, state = await three(table)
    bob_hand, carol_hand = state["hands"][1], state["hands"][2]
    want = next(c for c in REGION_OF if c not in bob_hand and c not in carol_hand)
    result = await table.bob.slash(
        table.channel, "trade offer", player=table.carol, give=bob_hand[0], want=want
    )
    assert result.ephemeral and "sent" in result.response.content, result.response.content
    dm = dms(table.carol)[-1]
    assert f"You hold no card that answers it ({want}), so you can only Decline." in dm.content
    assert "Choose the card" not in dm.content and "below" not in dm.content
    assert not selects(dm) and [c.label for row in dm.components for c in row.children] == ["Decline"]
    _, fitting = await offer_bob_to_carol(table, state, card=1)
    assert "Choose the card to give below" in fitting.content and "hold no card" not in fitting.content
    assert selects(fitting)


async def test_a_replaced_invitation_s_dm_is_marked_closed_and_a_failed_edit_is_tried_again(table):
    # Seed 32 deals alice Boston, Montreal, Atlanta and Chicago; bob San Francisco.
    await three(table, seed=32)
    actors = [table.alice, table.bob, table.carol]

    async def move(seat: int, text: str) -> None:
        result = await actors[seat].slash(table.channel, "move", move=text)
        assert result.ephemeral and result.response.content.startswith("Done"), result.response.content

    async def invite(player: Any) -> Any:
        result = await table.alice.slash(table.channel, "partner invite", player=player, link="Chicago")
        assert result.ephemeral and "invitation" in result.response.content, result.response.content
        await table.env.settle()
        return dms(player)[-1]

    def now_reads(dm: Any) -> Any:
        return next(m for actor in actors for m in dms(actor) if m.id == dm.id)

    await move(0, "meld Boston Montreal Atlanta")
    await move(0, "draw deck")
    for seat in (1, 2):
        await move(seat, "draw deck")
        _, now = await current(table)
        await move(seat, f"discard {next(c for c in now['hands'][seat] if c != 'San Francisco')}")
    await move(0, "link Chicago Atlantic North America")
    await move(0, "draw deck")
    to_bob = await invite(table.bob)
    assert "invites you to partner their link **Chicago**" in to_bob.content
    # Replaced: bob's DM says so in place, and keeps no controls.
    to_carol = await invite(table.carol)
    closed = now_reads(to_bob)
    assert closed.content == (
        "alice's invitation to partner their link **Chicago** in Connections game #1 is closed: "
        "alice invited carol instead."
    )
    assert not closed.components
    assert "invites you" in now_reads(to_carol).content
    # Discord refuses the edit of carol's DM once: the re-invitation goes through all the
    # same (its line in the channel, bob's new DM), and the edit, an outbox item of its
    # own, is tried again by the outbox.
    table.env.inject_error("PATCH", f"/channels/{to_carol.channel.id}/messages/{to_carol.id}", status=500)
    again = await invite(table.bob)
    assert again.id != to_bob.id and "invites you" in again.content
    assert "alice invited bob to partner Chicago" in public(table.channel)[-1].content
    assert "invites you" in now_reads(to_carol).content  # not yet
    # bob takes the invitation up: his DM is closed at once; carol's when its retry is due.
    await move(1, "lay San Francisco")
    await table.env.settle()
    assert now_reads(again).content.endswith("is closed: you took it up and are now the link's partner.")
    await table.env.advance_time(10)
    assert now_reads(to_carol).content.endswith("is closed: alice invited bob instead.")
    assert table.env.errors == []
