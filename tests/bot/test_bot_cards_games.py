"""Whole Connections games at the Discord table: one public post per completed turn
(a round's summary and the final table inside it), hands by DM at every deal and edited
at every change (nothing when the hand did not change, the result at the end), older
posts losing their buttons once, trades accepted through the DM select and through
/trade accept."""

from __future__ import annotations

from typing import Any

from bot_helpers import open_game, texts_of
from test_bot_cards_support import (
    GAME,
    Posts,
    accept_in_dm,
    actor_of,
    add_players,
    cards_in,
    current,
    dms,
    hand_dms,
    hand_in_dm,
    public,
    quick_move,
    trade_pair,
)

import render

SEED3, SEED6 = 3, 6


async def trade(table: Any, members: list[Any], row: Any, state: dict[str, Any], by_select: bool) -> None:
    """One offer between two seats not on turn, accepted by the receiver."""
    pair = trade_pair(state)
    assert pair is not None
    giver, receiver, give, want = pair
    giver_actor, receiver_actor = actor_of(members, row, giver), actor_of(members, row, receiver)
    offered = await giver_actor.slash(
        table.channel, "trade offer", player=receiver_actor, give=give, want=want
    )
    # The giver is answered privately, with the cards; the channel gets one line without
    # them, naming the receiver without a ping: their DM is the one notice.
    assert offered.ephemeral and give in offered.response.content
    line = public(table.channel)[-1]
    assert "made offer" in line.content and not cards_in(line.content) and not line.attachments
    assert f"{receiver_actor.user.name}: see your DMs." in line.content and not line.mentions
    _, state = await current(table)
    offer = state["offers"][-1]
    dm = dms(receiver_actor)[-1]
    assert f"Trade offer #{offer['id']}" in dm.content and give in dm.content
    options = [
        o.value for row_ in dm.components for c in row_.children if c.type.value == 3 for o in c.options
    ]
    assert options and all(c in state["hands"][receiver] for c in options)
    card = options[0]
    if by_select:
        result = await accept_in_dm(receiver_actor, dm, card, f"cards:accept:{row.id}:{offer['id']}")
        assert result.ephemeral and "You traded" in result.response.content
    else:
        result = await receiver_actor.slash(table.channel, "trade accept", offer=offer["id"], card=card)
        assert result.ephemeral
    board = public(table.channel)[-1]
    assert "traded a card" in board.content and not cards_in(board.content)
    names = {giver_actor.user.name, receiver_actor.user.name}
    assert all(n in board.content for n in names) and not board.mentions
    _, after = await current(table)
    assert give in after["hands"][receiver] and card in after["hands"][giver]
    # Both traders got their new hand; the DM offer is marked closed.
    assert hand_in_dm(hand_dms(giver_actor)[-1].content) == after["hands"][giver]
    assert hand_in_dm(hand_dms(receiver_actor)[-1].content) == after["hands"][receiver]
    closed = next(m for m in dms(receiver_actor) if m.id == dm.id)
    assert "is closed" in closed.content and not closed.components


async def play_whole_game(
    table: Any, members: list[Any], trade_every: int, seed: int
) -> tuple[Any, dict[str, Any]]:
    table.bot.new_seed = lambda: seed  # the same deal every run
    row = await open_game(table, "connections", members, rounds_per_player=1)
    n = len(members)
    _, state = await current(table)
    for seat in range(n):
        dealt = hand_dms(actor_of(members, row, seat))
        assert len(dealt) == 1 and hand_in_dm(dealt[0].content) == state["hands"][seat]
        assert dealt[0].attachments[0].filename == "hand.png"
        # The picture carries alt text: the hand in words, for screen readers.
        alt = dealt[0].attachments[0].description or ""
        hand = state["hands"][seat]
        assert alt.startswith(f"Your hand: {len(hand)} cards. ") and all(c in alt for c in hand)
    dm_ids = [actor_of(members, row, s).user.dm_channel.id for s in range(n)]
    posts = Posts(table.env)
    turns = trades = 0
    numbers = [0]  # each turn post's "move N"
    while True:
        row, state = await current(table)
        if GAME.is_over(state):
            await check_the_count(table, row, state, numbers[-1])
            return row, state
        if state["phase"] == "start" and turns % trade_every == trade_every - 1 and trade_pair(state):
            await trade(table, members, row, state, by_select=trades % 2 == 0)
            trades += 1
            row, state = await current(table)
            posts.new()
        seat = state["turn"]
        move = quick_move(state, seat)
        result = await actor_of(members, row, seat).slash(table.channel, "move", move=move)
        assert result.ephemeral and result.response.content.startswith("Done"), (move, result)
        turns += move.startswith("discard")
        row, after = await current(table)
        sent = posts.new()
        if move == "draw deck" and after["round"] == state["round"]:
            # A draw is answered privately (the card and the hand); the channel gets nothing.
            assert f"Done: you drew **{after['drawn'][seat]}**." in result.response.content
            assert "Your hand in Connections" in result.response.content
            assert table.channel.id not in sent
        new_round = after["round"] != state["round"] or GAME.is_over(after)
        over = GAME.is_over(after)
        # One public post per completed turn, the round's end included; none for a draw.
        completed = new_round or after["turn"] != state["turn"]
        assert len(sent.get(table.channel.id, [])) == completed, (move, sent.get(table.channel.id))
        # Only the latest post keeps its buttons: the one before loses them, once.
        assert len(posts.edits.get(table.channel.id, [])) == completed, (move, posts.edits)
        if completed:
            *older, latest = [m for m in public(table.channel) if m.attachments]
            assert any("table:history" in i for i in custom_ids(latest))
            assert older and not custom_ids(older[-1])
            # "move N" counts the stored moves as /history numbers them: it grows with
            # every post and never starts again at a new round.
            number = int(texts_of(latest).split("\n")[0].rsplit(" move ", 1)[1])
            log = await table.bot.core.store.games.log(row.id)
            assert number == after["ply"] == sum(1 for e in log if e.kind == "move") > numbers[-1]
            numbers.append(number)
        if new_round:
            check_round_end(table, row, state, after, seat, move)
        for s in range(n):
            got = [t for t in sent.get(dm_ids[s], []) if "Your hand in Connections" in t]
            edited = [t for t in posts.edits.get(dm_ids[s], []) if "Your hand in Connections" in t]
            # A new DM at every deal; any other change to a hand edits that round's hand
            # message; a hand that did not change gets nothing; at the end the hand
            # message says the result.
            fresh = new_round and not over
            changed = after["hands"][s] != state["hands"][s]
            assert len(got) == fresh, (move, s, got)
            assert len(edited) == ((changed and not fresh) or over), (move, s, edited)
            if over:
                assert edited[0].startswith("Game over: ") and "Your hand in Connections" in edited[0]
            elif fresh or changed:
                shown = (got or edited)[0]
                assert hand_in_dm(shown) == after["hands"][s]
                assert f"(round {after['round']} of {after['rounds']}" in shown
                drew = move == "draw deck" and s == seat and not new_round
                assert shown.startswith(f"You drew {after['drawn'][seat]}.") == drew
    raise AssertionError("unreachable")


def custom_ids(message: Any) -> list[str]:
    found: list[str] = []

    def walk(components: Any) -> None:
        for c in components:
            if getattr(c, "custom_id", None):
                found.append(c.custom_id)
            walk(getattr(c, "children", None) or getattr(c, "components", None) or [])

    walk(message.components)
    return found


async def check_the_count(table: Any, row: Any, state: dict[str, Any], last: int) -> None:
    """The last post's "move N", /history (its count and its last number), the closing
    "N moves" line and the stored length of the game are one number."""
    history = (await table.alice.slash(table.channel, "history")).response
    text = history.content if not history.attachments else (await history.attachments[0].read()).decode()
    assert f", {last} moves:" in text.split("\n")[0], text.split("\n")[0]
    assert text.rstrip().split("\n")[-1].startswith(f"{last}. "), text[-200:]
    assert f"\n{last} moves in " in texts_of(public(table.channel)[-1])
    query = "SELECT moves FROM game_results WHERE game_id = ?"
    stored = await table.bot.core.store.db.fetchone(query, (row.id,))
    assert stored["moves"] == last == state["ply"]


def check_round_end(
    table: Any, row: Any, before: dict[str, Any], after: dict[str, Any], seat: int, move: str
) -> None:
    """The round's summary is part of the turn's one post, as a clean list (one item per
    player), and names no card. Each thing is said once: the headline says what ended the
    round (the discard, named: it was public) and how the round ended, the list each
    player's points, the status line (or at the end the final table) the totals, the
    summary who deals next, the result line the winner."""
    names = [row.name_of(uid) for uid in row.seats]
    message = public(table.channel)[-1]
    post = texts_of(message)
    breakdown = after["round_scores"][-1]
    headline = post.split("\n")[1]
    over = f"Round {before['round']} of {before['rounds']} is over ("
    assert post.count(" is over") == 1 and over in headline, headline  # not again in the summary
    if move.startswith("discard"):
        assert headline.startswith(f"{names[seat]} discarded {move.split(' ', 1)[1]}. {over}"), headline
    summary = post[post.index(f"**Points in round {before['round']}:**") :]
    assert not cards_in(summary)
    lines = summary.split("\n")
    items = lines[1 : 1 + len(breakdown["players"])]
    for player, item in zip(breakdown["players"], items, strict=True):
        total = player["total"]  # signed, and a plain 0 (never "+0")
        assert item.startswith(f"- **{names[player['seat']]}** {f'{total:+d}' if total else '0'}: "), item
    assert lines[1 + len(breakdown["players"])] == ""  # a blank line ends the list
    assert "seat" not in post
    totals = ", ".join(f"{names[s]} {t}" for s, t in enumerate(breakdown["totals"]))
    # The totals once: the status line mid-game, the final table at the end.
    assert "Totals" not in post and post.count(totals) <= 1
    if GAME.is_over(after):
        final = summary[summary.index("**Final table**") :]
        for seat, score in enumerate(after["scores"]):
            assert f"{names[seat]}: {score}" in final
        assert "Final scores" not in post and "Scores:" not in post
        winners = after["finish"]["winners"]
        assert post.count("Game over:") == 1 and "Winner" not in post
        result = post[post.index("Game over:") :].split("\n")[0]
        assert all(names[seat] in result for seat in winners), result
    else:
        assert post.count(totals) == 1 and f"Scores: {totals}." in post
        assert f"Round {after['round']} is dealt by {names[after['dealer']]}" in summary
        assert post.count("dealt") == 1 and post.count("starts") == 1


async def test_three_player_game_with_trades(table):
    members = [table.alice, table.bob, table.carol]
    row, state = await play_whole_game(table, members, trade_every=4, seed=SEED3)
    assert row.status == "finished" and len(state["round_scores"]) == 3
    assert "Game over:" in "\n".join(texts_of(m) for m in public(table.channel)[-3:])


async def test_six_player_game_with_trades(table, monkeypatch):
    # Six rounds of six players: the pictures are tested elsewhere; a stub keeps this quick.
    tiny = render.hand_png(GAME.key, GAME.view(GAME.new(3, 0), 0))
    monkeypatch.setattr(render, "board_png", lambda *args, **kwargs: tiny)
    monkeypatch.setattr(render, "hand_png", lambda *args, **kwargs: tiny)
    members = [table.alice, table.bob, table.carol, table.dave, *add_players(table, "erin", "frank")]
    row, state = await play_whole_game(table, members, trade_every=9, seed=SEED6)
    assert row.status == "finished" and len(state["round_scores"]) == 6
