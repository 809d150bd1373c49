"""Preferences: how each player hears about their turn (/notify) and each server's
settings (/settings)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.db import Database
from bot.storage.kinds import NotifyMode

# /notify: stored as a small number (0 and 1 were the old off/on, which meant mention only
# and mention plus DM, so old rows keep their meaning).
NOTIFY_MODES: tuple[NotifyMode, ...] = ("mention", "both", "dm", "off", "digest")
NOTIFY_CODES = {mode: code for code, mode in enumerate(NOTIFY_MODES)}


@dataclass(frozen=True)
class Schedule:
    """A player's hours (/notify): the digest's hour in their time zone (IANA name), the
    quiet hours of turn DMs (from, to; None: none), and when the last digest was sent."""

    hour: int = 8
    zone: str = "UTC"
    quiet: tuple[int, int] | None = None
    last_digest_at: float | None = None


class PreferenceRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def set_notify(self, user_id: int, mode: NotifyMode) -> None:
        """How a player hears that it is their turn: one of NOTIFY_MODES."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO user_prefs (user_id, notify) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET notify = excluded.notify",
                (user_id, NOTIFY_CODES[mode]),
            )

    async def notify_modes(self, user_ids: list[int] | tuple[int, ...]) -> dict[int, NotifyMode]:
        """Each user's mode; 'mention' for anyone who never chose."""
        modes: dict[int, NotifyMode] = dict.fromkeys(user_ids, "mention")
        people = [u for u in user_ids if u > 0]
        if people:
            marks = ",".join("?" * len(people))
            rows = await self.db.fetchall(
                f"SELECT user_id, notify FROM user_prefs WHERE user_id IN ({marks})", people
            )
            for r in rows:
                modes[r["user_id"]] = (
                    NOTIFY_MODES[r["notify"]] if 0 <= r["notify"] < len(NOTIFY_MODES) else "mention"
                )
        return modes

    async def notify_wanted(self, user_ids: list[int]) -> set[int]:
        """Who wants a DM when it becomes their turn."""
        modes = await self.notify_modes(user_ids)
        return {u for u, mode in modes.items() if mode in ("dm", "both")}

    async def schedule(self, user_id: int) -> Schedule:
        """The player's digest hour, time zone and quiet hours (the defaults if never set)."""
        row = await self.db.fetchone(
            "SELECT digest_hour, timezone, quiet_from, quiet_to, last_digest_at FROM user_prefs "
            "WHERE user_id = ?",
            (user_id,),
        )
        if row is None:
            return Schedule()
        quiet = None if row["quiet_from"] is None else (int(row["quiet_from"]), int(row["quiet_to"]))
        last = None if row["last_digest_at"] is None else float(row["last_digest_at"])
        return Schedule(int(row["digest_hour"]), str(row["timezone"]), quiet, last)

    async def set_hours(
        self,
        user_id: int,
        *,
        mode: NotifyMode | None,
        hour: int | None,
        zone: str | None,
        quiet: tuple[int, int] | None,
        set_quiet: bool,
    ) -> None:
        """/notify in one transaction: the values given change, the others stay (checked by
        the caller first, so that bad input changes nothing)."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO user_prefs (user_id) VALUES (?) ON CONFLICT(user_id) DO NOTHING", (user_id,)
            )
            if mode is not None:
                await tx.execute(
                    "UPDATE user_prefs SET notify = ? WHERE user_id = ?", (NOTIFY_CODES[mode], user_id)
                )
            if hour is not None:
                await tx.execute("UPDATE user_prefs SET digest_hour = ? WHERE user_id = ?", (hour, user_id))
            if zone is not None:
                await tx.execute("UPDATE user_prefs SET timezone = ? WHERE user_id = ?", (zone, user_id))
            if set_quiet:
                start, end = quiet if quiet is not None else (None, None)
                await tx.execute(
                    "UPDATE user_prefs SET quiet_from = ?, quiet_to = ? WHERE user_id = ?",
                    (start, end, user_id),
                )

    async def not_pinged(self, user_ids: list[int] | tuple[int, ...]) -> frozenset[int]:
        """Who asked not to be mentioned in the channel (DM only, off, or a daily digest)."""
        modes = await self.notify_modes(user_ids)
        return frozenset(u for u, mode in modes.items() if mode in ("dm", "off", "digest"))

    async def set_threads(self, guild_id: int, on: bool) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_options (guild_id, threads) VALUES (?, ?) "
                "ON CONFLICT(guild_id) DO UPDATE SET threads = excluded.threads",
                (guild_id, int(on)),
            )

    async def threads_default(self, guild_id: int | None) -> bool:
        """Whether this server opens every new game in its own thread."""
        if guild_id is None:
            return False
        row = await self.db.fetchone("SELECT threads FROM guild_options WHERE guild_id = ?", (guild_id,))
        return bool(row and row["threads"])

    async def set_reminder_hours(self, guild_id: int, hours: int) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_settings (guild_id, reminder_hours) VALUES (?, ?) "
                "ON CONFLICT(guild_id) DO UPDATE SET reminder_hours = excluded.reminder_hours",
                (guild_id, hours),
            )

    async def reminder_hours(self, guild_id: int | None, default: int) -> int:
        row = await self.db.fetchone(
            "SELECT reminder_hours FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        return int(row["reminder_hours"]) if row else default

    async def set_language(self, user_id: int, language: str | None) -> None:
        """A player's own language for private text (/language); None: follow Discord's."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO user_prefs (user_id, language) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET language = excluded.language",
                (user_id, language),
            )

    async def note_locale(self, user_id: int, locale: str) -> None:
        """The Discord locale of the player's latest interaction (for DMs they did not ask for)."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO user_prefs (user_id, last_locale) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET last_locale = excluded.last_locale",
                (user_id, locale),
            )

    async def languages(self, user_id: int) -> tuple[str | None, str | None]:
        """(the player's own choice, the locale of their latest interaction)."""
        row = await self.db.fetchone(
            "SELECT language, last_locale FROM user_prefs WHERE user_id = ?", (user_id,)
        )
        return (row["language"], row["last_locale"]) if row else (None, None)

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        async with self.db.transaction() as tx:
            await tx.execute(
                "INSERT INTO guild_options (guild_id, language) VALUES (?, ?) "
                "ON CONFLICT(guild_id) DO UPDATE SET language = excluded.language",
                (guild_id, language),
            )

    async def guild_language(self, guild_id: int | None) -> str | None:
        """A server's language for its public posts, when its admins chose one."""
        if guild_id is None:
            return None
        row = await self.db.fetchone("SELECT language FROM guild_options WHERE guild_id = ?", (guild_id,))
        return row["language"] if row else None
