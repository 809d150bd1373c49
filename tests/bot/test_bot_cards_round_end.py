"""A round's end always gets its own post, with its points, also when the player whose
discard ends the round is the one who starts the next (issue #36, item 1)."""

from __future__ import annotations

from typing import Any

from bot_helpers import open_game, texts_of
from test_bot_cards_support import GAME, actor_of, current, dms, public

import render

SEED = 3


def policy(state: dict[str, Any], seat: int) -> str:
    """Round r is announced by seat (r + 1) % 3, so that the last of the two extra turns
    each is taken by seat r % 3, who starts round r + 1 (its dealer is seat r - 1)."""
    moves = GAME.legal_moves(state, seat)
    if "announce" in moves and seat == (state["round"] + 1) % 3:
        return "announce"
    if state["phase"] == "discard":
        return f"discard {state['hands'][seat][0]}"
    return "draw deck" if "draw deck" in moves else "draw discard"


async def test_a_round_s_end_is_posted_when_its_last_player_starts_the_next(table, monkeypatch):
    # The pictures are tested elsewhere; a stub keeps this quick.
    tiny = render.hand_png(GAME.key, GAME.view(GAME.new(3, 0), 0))
    monkeypatch.setattr(render, "board_png", lambda *args, **kwargs: tiny)
    monkeypatch.setattr(render, "hand_png", lambda *args, **kwargs: tiny)
    table.bot.new_seed = lambda: SEED
    members = [table.alice, table.bob, table.carol]
    row = await open_game(table, "connections", members, rounds_per_player=1)
    for member in (table.bob, table.carol):  # they end rounds 1 and 2, and start the next
        await member.slash(table.channel, "notify", how="both")
    ended = 0
    while ended < 2:
        row, state = await current(table)
        seat = state["turn"]
        move = policy(state, seat)
        actor = actor_of(members, row, seat)
        posted, dm_count = len(public(table.channel)), len(dms(actor))
        result = await actor.slash(table.channel, "move", move=move)
        assert result.ephemeral and result.response.content.startswith("Done"), (move, result)
        row, after = await current(table)
        if after["round"] == state["round"]:
            continue
        ended += 1
        # The case of the issue: the discard that ends the round is by next round's starter.
        assert move.startswith("discard") and after["turn"] == seat, (move, seat, after["turn"])
        new = public(table.channel)[posted:]
        assert len(new) == 1, [texts_of(m) for m in new]
        post = texts_of(new[0])
        number, name = state["round"], actor.user.name
        assert f"{name} discarded {move.split(' ', 1)[1]}. Round {number} of 3 is over (" in post, post
        assert f"**Points in round {number}:**" in post
        names = [row.name_of(uid) for uid in row.seats]
        totals = ", ".join(f"{names[s]} {t}" for s, t in enumerate(after["scores"]))
        assert f"Scores: {totals}." in post
        assert f"{names[after['turn']]} starts. New hands are in your DMs" in post
        # The starter is told it is their turn, once, and only they are pinged.
        assert f"<@{actor.id}>, it is your turn." in post
        assert [u.id for u in new[0].mentions] == [actor.id]
        # Who asked for a DM at their turn (/notify how:both) gets it, as at any turn.
        assert any("It is your turn in Connections game" in m.content for m in dms(actor)[dm_count:])
        # The next action of that turn is not folded into a list with the round's end.
        row, state = await current(table)
        await actor.slash(table.channel, "move", move=policy(state, seat))
        assert len(public(table.channel)) == posted + 1
