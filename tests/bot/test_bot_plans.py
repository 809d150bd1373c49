"""Planned replies (issue #35, bot.md "Planned replies"): planned with /plan, fired at
once with the move it answers (one post, "(planned)", the planner not pinged), dropped by
any other move (the planner told by DM, nothing public), chains, and refusals."""

from __future__ import annotations

from bot_helpers import last_post, open_game, play, public_messages, state_of, texts_of
from plan_helpers import dm_texts, line_from, plan, posts_text, waiting_alice

from rules import get_game


async def test_a_planned_reply_fires_in_one_post_without_pinging_the_planner(table):
    _row, state = await waiting_alice(table)
    theirs, mine = line_from("pylon", state)
    answer = await plan(table, [theirs, mine])
    assert answer.content.startswith("Planned, privately"), answer.content
    posts = len(public_messages(table.channel))
    result = await table.bob.slash(table.channel, "move", move=theirs)
    assert "planned reply" in result.response.content and "your turn again" in result.response.content
    await table.env.settle()
    assert len(public_messages(table.channel)) == posts + 1  # one post for both moves
    post = last_post(table.channel)
    words = texts_of(post)
    assert "(planned)" in words and "bob played" in words.lower() and "alice played" in words.lower()
    assert [u.id for u in post.mentions] == [table.bob.id]  # Bob's turn again; Alice not pinged
    row, state = await state_of(table)
    log = await table.bot.core.store.games.log(row.id)
    assert [e.move for e in log[-2:]] == [theirs, mine] and [e.seat for e in log[-2:]] == [1, 0]
    assert get_game("pylon").to_move(state) == (1,)
    assert await table.bot.core.store.plans.get(row.id) is None  # spent


async def test_another_move_drops_the_plans_and_tells_only_the_planner(table):
    _row, state = await waiting_alice(table)
    theirs, mine = line_from("pylon", state)
    await plan(table, [theirs, mine])
    other = next(m for m in get_game("pylon").legal_moves(state, 1) if m != theirs)
    before = len(dm_texts(table.alice))
    await table.bob.slash(table.channel, "move", move=other)
    await table.env.settle()
    row, state = await state_of(table)
    assert get_game("pylon").to_move(state) == (0,)  # Alice's turn starts as usual
    assert [u.id for u in last_post(table.channel).mentions] == [table.alice.id]
    assert await table.bot.core.store.plans.get(row.id) is None
    notes = dm_texts(table.alice)[before:]
    assert len(notes) == 1 and "planned replies" in notes[0] and "dropped" in notes[0]
    public = posts_text(table)
    assert "planned" not in public.lower()
    assert not any("planned" in t for t in dm_texts(table.bob))


async def test_a_chain_fires_twice_in_turn(table):
    _row, state = await waiting_alice(table)
    line = line_from("pylon", state, (0, 0, 0, 0))
    await plan(table, line[:2])
    extended = await plan(table, line)  # a later call extends the chain after the same pair
    assert "2 planned replies" in extended.content and "replaces" not in extended.content
    again = await plan(table, line)
    assert "already planned" in again.content
    await table.bob.slash(table.channel, "move", move=line[0])
    await table.env.settle()
    row, _ = await state_of(table)
    kept = await table.bot.core.store.plans.get(row.id)
    assert kept is not None and list(kept.tree) == [line[2]] and kept.version == row.version
    await table.bob.slash(table.channel, "move", move=line[2])
    await table.env.settle()
    row, state = await state_of(table)
    log = await table.bot.core.store.games.log(row.id)
    assert [e.move for e in log[-4:]] == line
    assert posts_text(table).count("(planned)") == 2
    assert await table.bot.core.store.plans.get(row.id) is None


async def test_plan_list_and_clear_are_private(table):
    _row, state = await waiting_alice(table)
    first = line_from("pylon", state, (0, 0))
    second = line_from("pylon", state, (1, 0, 0, 0))
    await plan(table, first)
    await plan(table, second)
    posts = len(public_messages(table.channel))
    listed = await table.alice.slash(table.channel, "plan list")
    assert listed.ephemeral
    lines = [line for line in listed.response.content.splitlines() if line.strip().startswith("- ")]
    assert len(lines) == 3 and "then if" in lines[2]
    cleared = await table.alice.slash(table.channel, "plan clear")
    assert cleared.ephemeral and "3 planned replies" in cleared.response.content
    row, _ = await state_of(table)
    assert await table.bot.core.store.plans.get(row.id) is None
    again = await table.alice.slash(table.channel, "plan list")
    assert "no planned replies" in again.response.content
    assert len(public_messages(table.channel)) == posts


async def test_refusals_change_nothing(table):
    _row, state = await waiting_alice(table)
    game = get_game("pylon")
    theirs, mine = line_from("pylon", state)
    # Bob is on turn: he has nothing to plan yet.
    own = await table.bob.slash(table.channel, "plan add", if_they_play=mine, i_play=theirs)
    assert own.ephemeral and "your turn" in own.response.content
    # Not a player.
    carol = await table.carol.slash(table.channel, "plan add", if_they_play=theirs, i_play=mine)
    assert carol.ephemeral and "not a player" in carol.response.content
    # Not legal: an occupied square (Alice's own first move) for Bob.
    first = (await table.bot.core.store.games.log(_row.id))[0].move
    illegal = await table.alice.slash(table.channel, "plan add", if_they_play=first, i_play=mine)
    assert illegal.ephemeral and "not a legal move" in illegal.response.content
    half = await table.alice.slash(
        table.channel, "plan add", if_they_play=theirs, i_play=mine, then_if=theirs
    )
    assert half.ephemeral and "together" in half.response.content
    row, _ = await state_of(table)
    assert await table.bot.core.store.plans.get(row.id) is None
    assert game.to_move(state) == (1,)


async def test_three_player_games_refuse_plans(table):
    await open_game(table, "cardinal", [table.alice, table.bob, table.carol], order="joined")
    _row, state = await state_of(table)
    game = get_game("cardinal")
    await play(table, game.legal_moves(state, 0)[0])
    _row, state = await state_of(table)
    move = game.legal_moves(state, 1)[0]
    refused = await table.alice.slash(table.channel, "plan add", if_they_play=move, i_play=move)
    assert refused.ephemeral and "only for two-player games" in refused.response.content
