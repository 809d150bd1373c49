"""No hidden card ever reaches the channel: over many random actions (moves, offers,
answers through DM controls and commands, invitations), no card in any hand at that
moment appears in a channel message (content, embeds, file names) or in the public view
a board picture is drawn from."""

from __future__ import annotations

import json
import random
from typing import Any

from bot_helpers import open_game
from test_bot_cards_support import (
    GAME,
    accept_in_dm,
    cards_in,
    current,
    dms,
    message_texts,
    public,
)

import render
from rules.connections.deck import CARDS, REGION_NAMES

TURN_WORDS = ("draw", "discard", "meld", "link", "lay", "announce")


async def random_trade_action(
    table: Any, members: list[Any], state: dict[str, Any], rng: random.Random
) -> str:
    """An offer, or an answer to a pending one (accept by select or command, decline,
    cancel); refusals are fine (they must leak nothing either)."""
    channel = table.channel
    if state["offers"] and rng.random() < 0.6:
        offer = rng.choice(state["offers"])
        receiver, giver = members[offer["to"]], members[offer["from"]]
        pick = rng.random()
        if pick < 0.2:
            await giver.slash(channel, "trade cancel", offer=offer["id"])
            return "cancel"
        if pick < 0.35:
            await receiver.slash(channel, "trade decline", offer=offer["id"])
            return "decline"
        dm = next((m for m in reversed(dms(receiver)) if f"Trade offer #{offer['id']}**" in m.content), None)
        menus = [c for row in (dm.components if dm else []) for c in row.children if c.type.value == 3]
        if menus and pick < 0.7:
            card = rng.choice([o.value for o in menus[0].options])
            await accept_in_dm(receiver, dm, card, menus[0].custom_id)
            return "accept by select"
        card = rng.choice(state["hands"][offer["to"]] or ["Lagos"])
        await receiver.slash(channel, "trade accept", offer=offer["id"], card=card)
        return "accept by command"
    others = [s for s in range(len(members)) if s != state["turn"]]
    giver, receiver = rng.sample(others, 2)
    hand = state["hands"][giver]
    if not hand:
        return "none"
    want = rng.choice([*REGION_NAMES, *(c for c in CARDS if c not in hand)])
    await members[giver].slash(
        channel, "trade offer", player=members[receiver], give=rng.choice(hand), want=want
    )
    return "offer"


async def test_no_card_in_a_hand_ever_reaches_the_channel(table, monkeypatch):
    views: list[dict[str, Any]] = []
    tiny = render.hand_png(GAME.key, GAME.view(GAME.new(3, 0), 0))

    def board(key: str, view: dict[str, Any], names: Any = None, lang: str = "en") -> bytes:
        views.append(view)  # the public view each board picture is drawn from
        return tiny

    monkeypatch.setattr(render, "board_png", board)
    monkeypatch.setattr(render, "hand_png", lambda *args, **kwargs: tiny)
    members = [table.alice, table.bob, table.carol, table.dave]
    table.bot.new_seed = lambda: 5  # a fixed deal, so that the run is the same every time
    await open_game(table, "connections", members, rounds_per_player=1)
    rng = random.Random(20260101)
    seen_messages = seen_views = 0
    done: dict[str, int] = {}
    # One action per step: a message may name a card that a later action takes into a hand
    # (a discard taken from the pile), so each is checked against the hands of its moment.
    for _ in range(160):
        _, state = await current(table)
        if GAME.is_over(state):
            break
        roll = rng.random()
        invites = [(s, m) for s in range(4) for m in GAME.legal_moves(state, s) if m.startswith("invite")]
        if roll < 0.3:
            kind = await random_trade_action(table, members, state, rng)
        elif roll < 0.33:
            await members[0].slash(table.channel, "board")
            kind = "board"
        elif roll < 0.4 and invites:
            seat, invite = rng.choice(invites)
            _, other, link = invite.split(" ", 2)
            await members[seat].slash(table.channel, "partner invite", player=members[int(other)], link=link)
            kind = "invite"
        else:
            seat = state["turn"]
            moves = [m for m in GAME.legal_moves(state, seat) if m.split()[0] in TURN_WORDS]
            move = "announce" if "announce" in moves else rng.choice(moves)
            await members[seat].slash(table.channel, "move", move=move)
            kind = move.split()[0]
        done[kind] = done.get(kind, 0) + 1
        _, now = await current(table)
        hidden = {card for hand in now["hands"] for card in hand}
        # The one exception: the discard that ended a round is named as that discard (it
        # was public when played; the next deal is shuffled from the whole deck).
        ended_by = move.split(" ", 1)[1] if kind == "discard" and now["round"] != state["round"] else None
        messages = public(table.channel)
        for message in messages[seen_messages:]:
            for text in message_texts(message):
                named = set(cards_in(text)) & hidden
                if ended_by in named:
                    assert f"discarded {ended_by}. Round {state['round']} of" in text, text
                    named.discard(ended_by)
                assert not named, (kind, text)
        for view in views[seen_views:]:
            named = set(cards_in(json.dumps(view))) & hidden
            if ended_by in named and f"discarded {ended_by}. Round" in view["last_action"]:
                named.discard(ended_by)
            assert not named, kind
        seen_messages, seen_views = len(messages), len(views)
    _, final = await current(table)
    assert final["round"] >= 2 and seen_views > 50, done
    assert (
        done.get("offer", 0) >= 5 and done.get("accept by select", 0) + done.get("accept by command", 0) >= 2
    ), done
