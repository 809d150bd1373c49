"""/notify digest_hour timezone quiet: the digest at the player's hour in their own time
zone, once a day (never two within 20 hours: the 23:50 / 00:00 double send), none when
nothing waits; quiet hours for turn DMs; a bad time zone refused, nothing stored.
(SimCord's clock starts at 2026-01-01 00:00 UTC.)"""

from __future__ import annotations

import datetime as dt
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from bot_helpers import open_game, play

HOUR = 3600
DAY = 24 * HOUR
BERLIN = ZoneInfo("Europe/Berlin")


@pytest.fixture(autouse=True)
def patient(table: Any) -> None:
    # A day of reminder rounds on a busy machine outlasts SimCord's default 5 s wait.
    table.env.settle_timeout = 60.0


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


def digests_of(actor: Any) -> list[Any]:
    channel = actor.user.dm_channel
    return [m for m in channel.history() if "daily digest" in m.content] if channel else []


def turn_dms(actor: Any) -> list[Any]:
    channel = actor.user.dm_channel
    return [m for m in channel.history() if "your turn" in m.content] if channel else []


async def test_digest_comes_at_the_players_hour_once_a_day_never_twice_around_midnight(table):
    told = answer(await table.alice.slash(
        table.channel, "notify", how="digest", digest_hour=9, timezone="Europe/Berlin"
    ))
    assert "Your digest comes at 09:00 (Europe/Berlin)" in told
    await open_game(table, "pylon", [table.alice, table.bob])  # alice moves first
    await table.env.settle()
    # Midnight in UTC and in Berlin passes: nothing (the old digest was keyed on the UTC
    # day and came at 23:50 and again at 00:00).
    await table.env.advance_time(7 * HOUR + 50 * 60)  # 07:50 UTC, 08:50 in Berlin
    assert digests_of(table.alice) == []
    await table.env.advance_time(23 * HOUR)  # through the next midnight, to 06:50 UTC
    sent = digests_of(table.alice)
    assert len(sent) == 1
    assert sent[0].created_at.astimezone(BERLIN).hour == 9  # at her hour, in her zone
    await table.env.advance_time(2 * HOUR)
    sent = digests_of(table.alice)
    assert len(sent) == 2 and sent[1].created_at.astimezone(BERLIN).hour == 9
    assert sent[1].created_at - sent[0].created_at >= dt.timedelta(hours=20)
    # She moves a day later at 10:00: nothing waits for her, so no digest the next day.
    await play(table, "a1 S")
    await table.env.advance_time(DAY)
    assert len(digests_of(table.alice)) == 2


async def test_a_later_hour_the_same_day_does_not_bring_a_second_digest(table):
    await table.alice.slash(table.channel, "notify", how="digest", digest_hour=0)
    await open_game(table, "pylon", [table.alice, table.bob])
    await table.env.advance_time(HOUR)
    assert len(digests_of(table.alice)) == 1
    # Moving the hour to later today: today's digest came already (under 20 hours ago).
    await table.alice.slash(table.channel, "notify", digest_hour=3)
    await table.env.advance_time(5 * HOUR)
    assert len(digests_of(table.alice)) == 1
    await table.env.advance_time(DAY)  # the next day at 03:00
    later = digests_of(table.alice)
    assert len(later) == 2 and later[1].created_at.hour == 3


async def test_a_bad_time_zone_or_quiet_hours_are_refused_and_change_nothing(table):
    refused = answer(await table.alice.slash(
        table.channel, "notify", how="digest", digest_hour=5, timezone="Mars/Olympus"
    ))
    assert "`Mars/Olympus` is not a time zone I know" in refused and "Europe/Berlin" in refused
    refused = answer(await table.alice.slash(table.channel, "notify", how="dm", quiet="late"))
    assert "e.g. `22-7`" in refused
    prefs = table.bot.core.store.prefs
    schedule = await prefs.schedule(table.alice.id)
    assert (schedule.hour, schedule.zone, schedule.quiet) == (8, "UTC", None)
    assert (await prefs.notify_modes([table.alice.id]))[table.alice.id] == "mention"
    # The time zones are offered as she types.
    offered = await table.alice.autocomplete(table.channel, "notify", "timezone", "berl")
    assert [c["value"] for c in offered] == ["Europe/Berlin"]


async def test_no_turn_dm_in_quiet_hours(table):
    told = answer(await table.bob.slash(table.channel, "notify", how="dm", quiet="22-7"))
    assert "no turn DMs from 22:00 to 07:00" in told
    await open_game(table, "pylon", [table.alice, table.bob])
    await play(table, "a1 S")  # 00:00 UTC: bob's turn, in his quiet hours
    await table.env.settle()
    assert turn_dms(table.bob) == []
    await table.env.advance_time(8 * HOUR)
    await play(table, "b1 S")
    await play(table, "c1 S")  # 08:00: his turn again, and now he hears of it
    await table.env.settle()
    assert len(turn_dms(table.bob)) == 1
