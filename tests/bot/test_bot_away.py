"""/away (clocks and reminders pause, the table says so, a yearly allowance), /next (the
game that has waited longest, privately), /games which:open and /notify how:digest (one DM
a day, once, through restarts)."""

from __future__ import annotations

import datetime as dt
from typing import Any

import discord
from bot_helpers import last_post, open_game, run_sql, state_of, texts_of

from bot import create_bot
from bot.services.away import AwayService
from rules import get_game

HOUR = 3600
DAY = 24 * HOUR


def utc_day(now: float) -> str:
    """The digest's day for a player in UTC (the default time zone): the date."""
    return dt.datetime.fromtimestamp(now, dt.UTC).strftime("%Y-%m-%d")


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


def reply_of(result: Any) -> Any:
    return (result.followups or [result.response])[-1]


async def admin(table: Any) -> Any:
    role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    return table.guild.add_member(table.env.create_user("ada"), roles=[role])


async def end_periods(table: Any) -> None:
    """As if the away periods had run their course (without ticking through the days)."""
    await run_sql(table.bot.core.store.db, "UPDATE away_periods SET ends_at = started_at")


def reminders(table: Any) -> list[Any]:
    return [m for m in table.channel.history() if "a reminder" in m.content]


async def test_away_pauses_the_clock_and_it_resumes_with_the_time_left(table, settings):
    await open_game(table, "pylon", [table.alice, table.bob], time_limit_hours=2)
    await table.env.advance_time(30 * 60)
    result = await table.alice.slash(table.channel, "away", days=1)
    assert "You are away until" in answer(result) and "29 away days left" in answer(result)
    row, _ = await state_of(table)
    assert row.away_until(table.alice.id, table.bot.core.now()) is not None
    # The table says so, and a claim is refused while alice is away, well past her 2 hours.
    await table.bob.slash(table.channel, "board")
    assert "alice is away until <t:" in texts_of(last_post(table.channel))
    await table.env.advance_time(3 * HOUR)
    await table.env.restart_bot(create_bot(settings))  # the break is stored, not remembered
    refused = await table.bob.slash(table.channel, "game claim")
    assert "alice is away until" in answer(refused) and "paused" in answer(refused)
    assert (await state_of(table))[0].status == "active"
    # Back after 3 hours: the clock resumes with the 1 h 30 min she had left.
    back = await table.alice.slash(table.channel, "away", days=0)
    assert "Welcome back" in answer(back) and "29 away days left" in answer(back)
    refused = await table.bob.slash(table.channel, "game claim")
    assert "alice still has 1 hour 30 minutes to move" in answer(refused)
    await table.env.advance_time(HOUR + 31 * 60)
    won = await table.bob.slash(table.channel, "game claim")
    assert answer(won).startswith("Done")
    row, state = await state_of(table)
    assert row.status == "finished" and get_game("pylon").result(state)[1] == (1,)


async def test_a_game_started_during_a_break_waits_for_the_player(table):
    await table.alice.slash(table.channel, "away", days=1)
    row = await open_game(table, "pylon", [table.alice, table.bob], time_limit_hours=2)
    now = table.bot.core.now()
    assert row.away_until(table.alice.id, now) is not None
    assert row.deadline_for([table.alice.id]) == row.away_until(table.alice.id, now) + 2 * HOUR
    refused = await table.bob.slash(table.channel, "game claim")
    assert "alice is away until" in answer(refused)


async def test_away_days_allowance_and_refusals(table):
    ada = await admin(table)
    await ada.slash(table.channel, "settings", away_days=3)
    away = table.bot.core.store.away
    assert "nothing to end" in answer(await table.alice.slash(table.channel, "away", days=0))
    refused = await table.alice.slash(table.channel, "away", days=4)
    assert "You have 3 away days left this year; ask for 3 or fewer." in answer(refused)
    assert await away.current(table.alice.id, table.bot.core.now()) is None
    assert "0 away days left" in answer(await table.alice.slash(table.channel, "away", days=3))
    await end_periods(table)  # as if the three days had passed
    assert await away.current(table.alice.id, table.bot.core.now()) is None
    refused = await table.alice.slash(table.channel, "away", days=1)
    assert "You have used all 3 away days of this year" in answer(refused)
    # Another player's allowance is their own.
    assert "2 away days left" in answer(await table.bob.slash(table.channel, "away", days=1))


async def test_ending_early_returns_the_unused_days(table):
    # The service on its own clock: ten days into the year, then 2 days 1 hour later.
    start = dt.datetime(2026, 1, 10, tzinfo=dt.UTC).timestamp()
    clock = {"now": start}
    service = AwayService(table.bot.core.store.away, lambda: clock["now"])
    assert (await service.set_away(table.alice.id, table.guild.id, 10)).left == 20
    clock["now"] = start + 2 * DAY + HOUR  # a started day counts: 3 used
    back = await service.set_away(table.alice.id, table.guild.id, 0)
    assert back.until is None and back.left == 27
    # A new break straight after counts from the 27 left.
    assert (await service.set_away(table.alice.id, table.guild.id, 27)).left == 0


async def test_reminders_pause_while_away(table):
    await (await admin(table)).slash(table.channel, "settings", reminder_hours=2)
    await open_game(table, "pylon", [table.alice, table.bob])
    await table.alice.slash(table.channel, "away", days=2)
    await table.env.advance_time(3 * HOUR)
    assert reminders(table) == []
    await table.alice.slash(table.channel, "away", days=0)
    await table.env.advance_time(3 * HOUR)
    assert reminders(table) and f"<@{table.alice.id}>" in reminders(table)[-1].content


async def test_next_shows_the_game_that_waited_longest_privately(table):
    other = table.guild.create_text_channel("more-games")
    first = await open_game(table, "pylon", [table.alice, table.bob])
    await table.env.advance_time(HOUR)
    second = await open_game(table, "synapse", [table.alice, table.carol], channel=other)
    before = len(table.channel.history()) + len(other.history())
    result = await table.alice.slash(other, "next")
    reply = reply_of(result)
    assert result.ephemeral and reply.attachments[0].filename == "board.png"
    text = texts_of(reply.message)
    assert f"game #{first.id}" in text and f"<#{table.channel.id}>" in text and "1 other game" in text
    assert f"https://discord.com/channels/{table.guild.id}/{table.channel.id}" in text
    assert len(table.channel.history()) + len(other.history()) == before  # nothing public
    # bob waits for nobody: it is alice's turn in his only game.
    assert "No game is waiting for you" in answer(await table.bob.slash(table.channel, "next"))
    assert second.id != first.id


async def test_games_which_open_lists_this_servers_open_lobbies(table):
    other = table.guild.create_text_channel("lobbies")
    await table.alice.slash(table.channel, "game new", game="cardinal")
    await table.bob.slash(other, "game new", game="pylon", opponent=table.carol.user)  # a challenge
    elsewhere = table.env.create_guild("Other Club")
    far = elsewhere.create_text_channel("x")
    stranger = elsewhere.add_member(table.env.create_user("zed"))
    await stranger.slash(far, "game new", game="synapse")
    events = table.guild.create_text_channel("events")
    await table.bob.slash(events, "tournament new", game="epicycle", format="swiss")
    await table.carol.slash(events, "tournament join")
    listing = answer(await table.dave.slash(table.channel, "games", which="open"))
    assert "**Cardinal Connections** lobby" in listing and f"<#{table.channel.id}>" in listing
    assert "[join](" in listing
    assert "Pylon" not in listing and "Synapse" not in listing
    # Tournament sign-ups are listed too, with a link to sign up.
    assert "**Epicycle** tournament #" in listing and "1 signed up" in listing and "[sign up](" in listing
    assert f"<#{events.id}>" in listing and "seat" not in listing
    # /games alone stays the caller's own games.
    assert "no unfinished games" in answer(await table.dave.slash(table.channel, "games"))
    mine = answer(await table.alice.slash(table.channel, "games"))
    assert "Cardinal" in mine and "lobby" in mine


def digests_of(actor: Any) -> list[str]:
    channel = actor.user.dm_channel
    return [m.content for m in channel.history() if "daily digest" in m.content] if channel else []


async def test_digest_is_one_dm_a_day_and_no_per_turn_ping(table, settings):
    result = await table.alice.slash(table.channel, "notify", how="digest")
    assert "Once a day" in answer(result)
    await open_game(table, "pylon", [table.alice, table.bob])
    await table.env.settle()
    start = last_post(table.channel)
    assert table.alice.id not in [u.id for u in start.mentions]  # named, not pinged
    await table.env.advance_time(9 * HOUR)  # past 08:00 UTC, the default hour
    digests = digests_of(table.alice)
    assert len(digests) == 1 and "1 game waiting for you" in digests[0] and "Pylon" in digests[0]
    # More rounds the same day: nothing more.
    tick = table.bot.get_cog("UpkeepCog").reminders.tick  # type: ignore[union-attr]
    await tick()
    await tick()
    assert len(digests_of(table.alice)) == 1
    # A restart the same day: still one (the claim is stored).
    await table.env.restart_bot(create_bot(settings))
    await table.bot.get_cog("UpkeepCog").reminders.tick()  # type: ignore[union-attr]
    assert len(digests_of(table.alice)) == 1
    # The next day, another.
    await table.env.advance_time(DAY)
    assert len(digests_of(table.alice)) == 2
    assert digests_of(table.bob) == []


async def test_digest_claim_is_taken_once(table):
    repo = table.bot.core.store.digests
    now = table.bot.core.now()
    assert await repo.claim(table.alice.id, "2030-01-01", now)
    assert not await repo.claim(table.alice.id, "2030-01-01", now)
    # A claim that was never confirmed (the process died while sending) is retried later.
    assert await repo.claim(table.alice.id, "2030-01-01", now + 3600)
    await repo.sent(table.alice.id, "2030-01-01")
    assert not await repo.claim(table.alice.id, "2030-01-01", now + 7200)


async def test_a_digest_that_discord_refused_is_sent_on_the_next_round(table):
    await table.alice.slash(table.channel, "notify", how="digest", digest_hour=0)  # due now
    await open_game(table, "pylon", [table.alice, table.bob])
    await table.env.settle()
    tick = table.bot.get_cog("UpkeepCog").reminders.tick  # type: ignore[union-attr]
    # Discord fails once as the DM starts: nothing sent, and the day's digest is not lost.
    table.env.inject_error("POST", "/users/@me/channels", status=500, times=1)
    await tick()
    assert digests_of(table.alice) == []
    assert not await table.bot.core.store.digests.was_sent(table.alice.id, utc_day(table.bot.core.now()))
    await tick()
    await tick()
    assert len(digests_of(table.alice)) == 1
