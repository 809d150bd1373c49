"""When the digest is due and when turn DMs are quiet, around midnight and DST changes."""

from __future__ import annotations

import datetime as dt
import itertools

import pytest

from bot.services.digest_time import due_day, in_quiet_hours, parse_quiet, zone_choices, zone_of
from bot.services.refusal import Refusal
from bot.storage.preferences import Schedule


def at(text: str, zone: str = "UTC") -> float:
    """A local time in `zone` as a time stamp."""
    return dt.datetime.fromisoformat(text).replace(tzinfo=zone_of(zone)).timestamp()


def sent_days(schedule: Schedule, start: str, days: int, zone: str = "UTC") -> list[tuple[str, float]]:
    """Every reminder round (each 30 minutes) from `start` for `days` days: the digests sent."""
    now, out = at(start, zone), []
    for _ in range(days * 48):
        day = due_day(schedule, now)
        if day is not None and all(d != day for d, _ in out):
            out.append((day, now))
            schedule = Schedule(schedule.hour, schedule.zone, schedule.quiet, now)
        now += 1800
    return out


def test_the_old_double_send_at_2350_and_0000_cannot_happen() -> None:
    s = Schedule(hour=23, zone="UTC")
    assert due_day(s, at("2026-01-01T23:50")) == "2026-01-01"
    sent = Schedule(23, "UTC", None, at("2026-01-01T23:50"))
    assert due_day(sent, at("2026-01-02T00:00")) is None  # 10 minutes later: never
    assert due_day(sent, at("2026-01-02T23:00")) == "2026-01-02"


@pytest.mark.parametrize("hour", [0, 8, 23])
def test_one_a_day_at_the_hour_around_midnight(hour: int) -> None:
    ny = "America/New_York"
    got = sent_days(Schedule(hour=hour, zone=ny), "2026-01-01T16:00", 5, ny)  # no hour just missed
    assert len(got) >= 4
    for day, when in got:
        local = dt.datetime.fromtimestamp(when, zone_of("America/New_York"))
        assert local.hour == hour and local.date().isoformat() == day
    gaps = [b - a for (_, a), (_, b) in itertools.pairwise(got)]
    assert all(g == 24 * 3600 for g in gaps)


@pytest.mark.parametrize(
    ("start", "gap_hours"), [("2026-03-27T00:00", 23), ("2026-10-23T00:00", 25)]
)
def test_daylight_saving_changes_keep_the_local_hour(start: str, gap_hours: int) -> None:
    got = sent_days(Schedule(hour=9, zone="Europe/Berlin"), start, 4, "Europe/Berlin")
    hours = [dt.datetime.fromtimestamp(w, zone_of("Europe/Berlin")).hour for _, w in got]
    assert hours == [9, 9, 9, 9]
    gaps = sorted((b - a) / 3600 for (_, a), (_, b) in itertools.pairwise(got))
    assert gap_hours in gaps and all(g >= 20 for g in gaps)


def test_an_hour_that_does_not_exist_on_the_dst_day_still_brings_one() -> None:
    # 02:00 does not exist in Berlin on 29 March 2026: that day's digest comes once.
    got = sent_days(Schedule(hour=2, zone="Europe/Berlin"), "2026-03-28T00:00", 3, "Europe/Berlin")
    assert [d for d, _ in got] == ["2026-03-28", "2026-03-29", "2026-03-30"]


def test_quiet_hours_over_midnight_and_within_a_day() -> None:
    night = Schedule(quiet=(22, 7), zone="Europe/Berlin")
    assert in_quiet_hours(night, at("2026-01-01T22:30", "Europe/Berlin"))
    assert in_quiet_hours(night, at("2026-01-02T06:59", "Europe/Berlin"))
    assert not in_quiet_hours(night, at("2026-01-02T07:00", "Europe/Berlin"))
    day = Schedule(quiet=(9, 17))
    assert in_quiet_hours(day, at("2026-01-01T12:00")) and not in_quiet_hours(day, at("2026-01-01T17:00"))
    assert not in_quiet_hours(Schedule(), at("2026-01-01T03:00"))


def test_words_for_quiet_hours_and_zones() -> None:
    assert parse_quiet("22-7") == (22, 7) and parse_quiet("22:00 - 07:00") == (22, 7)
    assert parse_quiet("off") is None
    for bad in ("7-7", "25-3", "night", "22"):
        with pytest.raises(Refusal):
            parse_quiet(bad)
    with pytest.raises(Refusal):
        zone_of("../etc/passwd")
    assert zone_choices("new york") == ["America/New_York"]
    assert len(zone_choices("")) == 25
