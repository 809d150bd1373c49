"""/review: only finished games; exact values for the solved games, moves that threw a
result away marked; nothing hidden shown."""

from __future__ import annotations

from bot_helpers import open_game, play, play_to_end


def answer(result):
    return (result.followups or [result.response])[-1]


async def test_review_refuses_a_running_game_and_reviews_a_finished_one(table):
    await open_game(table, "epicycle", [table.alice, table.bob], order="joined")
    await play(table, "L ccw")
    refused = answer(await table.bob.slash(table.channel, "review"))
    assert refused.ephemeral and "not finished" in refused.content
    row, _ = await play_to_end(table)
    shown = answer(await table.carol.slash(table.channel, "review"))
    assert shown.ephemeral and f"Review of Epicycle game #{row.id}" in shown.content
    assert "Values are exact" in shown.content
    body = (await shown.attachments[0].read()).decode()
    lines = body.splitlines()
    log = [e for e in await table.bot.core.store.games.log(row.id) if e.kind == "move"]
    assert len(lines) == len(log)
    # Every line gives the mover's exact value before and after, in words.
    assert all(any(w in line for w in ("win →", "draw →", "loss →")) for line in lines)
    assert lines[0].startswith("1. alice: Large into the gap")
    marked = [line for line in lines if "threw away" in line]
    assert ("No move threw a result away." in shown.content) == (not marked)


async def test_review_of_an_unknown_game_is_refused(table):
    refused = answer(await table.alice.slash(table.channel, "review", game=999))
    assert refused.ephemeral and "no such game" in refused.content
