"""When a player hears from the bot, in their own time zone: the daily digest's hour
(/notify digest_hour timezone) and the quiet hours of turn DMs (/notify quiet). Pure: a
time stamp in, an answer out."""

from __future__ import annotations

import datetime as dt
import re
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

import i18n
from bot.services.refusal import Refusal
from bot.storage.preferences import Schedule
from rules.said import Said

# Never two digests within this long, whatever the hour, zone or clock changes do.
MIN_GAP_SECONDS = 20 * 3600
# A digest missed at its hour (the bot was down, Discord failed) is still sent this long
# after it; later than that, the next day's comes at its hour.
LATE_SECONDS = 6 * 3600
EXAMPLE_ZONE = "Europe/Berlin"


def zone_of(name: str) -> ZoneInfo:
    """The IANA time zone `name`; a Refusal with an example for anything else."""
    try:
        return ZoneInfo(name.strip())
    except (ZoneInfoNotFoundError, ValueError, OSError):
        shown = name.strip()[:40].replace("`", "'")
        raise Refusal(Said("digest-refuse-zone", zone=shown, example=EXAMPLE_ZONE)) from None


def stored_zone(name: str) -> ZoneInfo:
    """A stored zone name; UTC should it no longer be known (an older tz database)."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return ZoneInfo("UTC")


def zone_choices(typed: str, limit: int = 25) -> list[str]:
    """Time zones whose name contains what was typed (spaces read as underscores)."""
    needle = typed.strip().lower().replace(" ", "_")
    names = sorted(z for z in available_timezones() if needle in z.lower())
    # The best-known first: a region and a city, not the legacy aliases.
    names.sort(key=lambda z: ("/" not in z, z.startswith(("Etc/", "SystemV/")), z))
    return names[:limit]


def parse_quiet(text: str) -> tuple[int, int] | None:
    """"22-7" -> (22, 7); "off" -> None. A Refusal for anything else."""
    words = text.strip().lower()
    if words in ("off", "none", "no"):
        return None
    m = re.fullmatch(r"(\d{1,2})(?::00)?\s*-\s*(\d{1,2})(?::00)?", words)
    if m is None or int(m[1]) > 23 or int(m[2]) > 23 or m[1] == m[2]:
        raise Refusal(Said("digest-refuse-quiet"))
    return int(m[1]), int(m[2])


def in_quiet_hours(schedule: Schedule, now: float) -> bool:
    if schedule.quiet is None:
        return False
    start, end = schedule.quiet
    hour = dt.datetime.fromtimestamp(now, stored_zone(schedule.zone)).hour
    return start <= hour < end if start < end else hour >= start or hour < end


def due_day(schedule: Schedule, now: float) -> str | None:
    """The local date (YYYY-MM-DD) whose digest is due at `now`, or None: due from the
    chosen hour in the player's zone until LATE_SECONDS after it, and never within
    MIN_GAP_SECONDS of the last one. Keyed on the local date, not the UTC day, so that a
    day's digest is one digest wherever midnight falls."""
    if schedule.last_digest_at is not None and now - schedule.last_digest_at < MIN_GAP_SECONDS:
        return None
    zone = stored_zone(schedule.zone)
    local = dt.datetime.fromtimestamp(now, zone)
    for back in (0, 1):  # today's hour, or yesterday's still within LATE_SECONDS
        day = local.date() - dt.timedelta(days=back)
        at = dt.datetime.combine(day, dt.time(schedule.hour), tzinfo=zone).timestamp()
        if at <= now < at + LATE_SECONDS:
            return day.isoformat()
    return None


def hours_text(schedule: Schedule, lang: str = i18n.ENGLISH) -> str:
    """The player's hours in words, for /notify's answer (in the player's language)."""
    hour = f"{schedule.hour:02d}"
    if schedule.quiet is None:
        return i18n.text(lang, "digest-hours", hour=hour, zone=schedule.zone)
    start, end = schedule.quiet
    return i18n.text(
        lang, "digest-hours-quiet", hour=hour, zone=schedule.zone, start=f"{start:02d}", end=f"{end:02d}"
    )
