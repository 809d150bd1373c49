"""Tournaments as players read them: the game's title in /tournament list, thread names in
words, both players told their game exists (each pinged once), and a finished tournament
still found by /tournament standings and /tournament list."""

from __future__ import annotations

import re
from typing import Any

import pytest
from bot_helpers import public_messages, texts_of

from bot import Settings
from bot.services.tournaments import THREAD_NAME_LIMIT, thread_name
from bot.storage.tournaments import Pairing


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


async def test_a_pairing_in_words_both_told_and_standings_after_the_end(table):
    table.env.settle_timeout = 60.0
    made = await table.alice.slash(table.channel, "tournament new", game="synapse", format="swiss")
    tid = int(re.search(r"#(\d+)", answer(made))[1])
    for player in (table.bob, table.carol):
        assert "Done" in answer(await player.slash(table.channel, "tournament join"))
    listed = answer(await table.dave.slash(table.channel, "tournament list"))
    assert f"#{tid} Synapse-Ice, Swiss: sign-up open" in listed and "synapse swiss" not in listed
    await table.alice.slash(table.channel, "tournament start")
    await table.env.settle()

    (thread,) = table.channel.threads
    (pairing,) = await table.bot.core.store.tournaments.pairings(tid)
    names = {table.bob.id: "bob", table.carol.id: "carol"}
    first, second = pairing.seats
    assert thread.name == f"Tournament {tid}, round 1: {names[first]} v {names[second]}"
    # One line tells both players their game exists (the second is pinged there, the first
    # mover by the board): each is pinged exactly once.
    posts = public_messages(thread)
    told = posts[0].content
    assert told.startswith(f"Tournament {tid}, round 1: ") and "Your game is in this thread" in told
    assert names[first] in told and f"<@{second}>" in told and f"{names[first]} moves first" in told
    pings = [u.id for m in posts for u in m.mentions]
    assert sorted(pings) == sorted([first, second])

    # The end: the tournament is over, and its standings are still there to read.
    loser = table.bob if first == table.bob.id else table.carol
    await loser.slash(thread, "resign")
    await table.env.settle()
    assert (await table.bot.core.store.tournaments.get(tid)).status == "finished"
    standings = answer(await table.dave.slash(table.channel, "tournament standings"))
    assert f"Tournament #{tid} standings" in standings and "Finished" in standings
    # For a phone: one line a player in words (no code block to scroll sideways), one
    # number format, the final picture's alt text carrying the table.
    assert "```" not in standings
    winner = names[second] if loser.id == first else names[first]
    assert f"1\\. {winner} — 1 pt (Buchholz 0, S-B 0; 1 game)" in standings
    final = public_messages(table.channel)[-1]
    (picture,) = final.attachments
    alt = str(picture.description)
    assert alt.startswith(f"Tournament #{tid} · Synapse-Ice · final standings · 1 game each.")
    assert f"1. {winner}: 1 point · Buchholz 0 · Sonneborn-Berger 0 · 1 game." in alt
    listed = answer(await table.dave.slash(table.channel, "tournament list"))
    assert f"#{tid} Synapse-Ice, Swiss: finished" in listed
    # A command that acts on a live tournament still finds none here.
    refused = answer(await table.bob.slash(table.channel, "tournament withdraw"))
    assert refused.startswith("There is no tournament in this channel")


def test_thread_names_fit_discords_limit_and_name_everyone() -> None:
    long = {1: "b" * 80, 2: "c" * 80}
    p = Pairing(12, round=3, slot=0, leg=1, seats=(1, 2), thread_id=None, game_id=None, places=None)
    t: Any = type("T", (), {"id": 12})()
    name = thread_name("en", t, p, long)
    assert len(name) <= THREAD_NAME_LIMIT
    assert name.startswith("Tournament 12, round 3, replay 1: bbb") and " v ccc" in name
    assert thread_name("en", t, p, {1: "bob", 2: "carol"}) == "Tournament 12, round 3, replay 1: bob v carol"


async def test_a_signup_names_its_options_in_words(table):
    """The game's options as the lobby says them: in words, defaults left out (issue #36)."""
    await table.alice.slash(
        table.channel, "tournament new", game="epicycle", format="swiss", random_setup=True
    )
    await table.env.settle()
    signup = "\n".join(texts_of(m) for m in public_messages(table.channel))
    assert "the ring pieces are shuffled at the start" in signup
    assert "random_setup" not in signup and "= True" not in signup
