"""Settings from the environment and an optional `.env` file (no extra dependency)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


def read_dotenv(path: str | Path = ".env") -> dict[str, str]:
    """KEY=VALUE lines; blank lines and # comments skipped; quotes around values removed."""
    values: dict[str, str] = {}
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError:
        return values
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.removeprefix("export ").partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key.strip()] = value
    return values


LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class SettingsError(ValueError):
    """A setting with a value the bot cannot use: one line naming it and what is allowed."""


def whole_number(name: str, text: str | None, default: int, low: int, high: int) -> int:
    if text is None:
        return default
    if not text.isdigit() or not low <= int(text) <= high:
        raise SettingsError(f"{name}={text!r} is not allowed: use a whole number from {low} to {high}.")
    return int(text)


@dataclass
class Settings:
    """Everything the bot needs to run; `create_bot` needs no token."""

    database_path: str = "data/games.db"
    token: str | None = None
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    # Default reminder interval for servers that never ran /settings.
    reminder_hours: int = 24
    # How often the reminder loop looks for players to remind.
    reminder_check_minutes: float = 10.0
    # Tests may turn command syncing off; a real bot syncs (only when changed).
    sync_commands: bool = True
    # A lobby nobody starts closes after this many days.
    lobby_expiry_days: int = 7
    # How long a computer player may think about one move, in seconds.
    computer_seconds: float = 2.0
    # Processes that computer players think in.
    computer_workers: int = 1

    @classmethod
    def from_env(
        cls, environ: Mapping[str, str] | None = None, dotenv: str | Path | None = ".env"
    ) -> Settings:
        """The environment wins over `.env`, as usual for twelve-factor settings."""
        values = read_dotenv(dotenv) if dotenv is not None else {}
        values.update(os.environ if environ is None else environ)

        def get(name: str) -> str | None:
            value = values.get(name, "").strip()
            return value or None

        guild = get("DEV_GUILD_ID")
        if guild is not None and not guild.isdigit():
            raise SettingsError(
                f"DEV_GUILD_ID={guild!r} is not allowed: use a server id (digits only), or leave it out."
            )
        level = (get("LOG_LEVEL") or "INFO").upper()
        if level not in LOG_LEVELS:
            raise SettingsError(f"LOG_LEVEL={level!r} is not allowed: use one of {', '.join(LOG_LEVELS)}.")
        path = get("DATABASE_PATH") or "data/games.db"
        return cls(
            database_path=path,
            token=get("DISCORD_TOKEN"),
            dev_guild_id=int(guild) if guild else None,
            log_level=level,
            reminder_hours=whole_number("REMINDER_HOURS", get("REMINDER_HOURS"), 24, 1, 720),
            reminder_check_minutes=float(
                whole_number("REMINDER_CHECK_MINUTES", get("REMINDER_CHECK_MINUTES"), 10, 1, 1440)
            ),
            lobby_expiry_days=whole_number("LOBBY_EXPIRY_DAYS", get("LOBBY_EXPIRY_DAYS"), 7, 1, 365),
            computer_seconds=float(whole_number("COMPUTER_SECONDS", get("COMPUTER_SECONDS"), 2, 1, 30)),
            computer_workers=whole_number("COMPUTER_WORKERS", get("COMPUTER_WORKERS"), 1, 1, 8),
        )
