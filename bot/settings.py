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
        hours = get("REMINDER_HOURS")
        return cls(
            database_path=get("DATABASE_PATH") or "data/games.db",
            token=get("DISCORD_TOKEN"),
            dev_guild_id=int(guild) if guild and guild.isdigit() else None,
            log_level=(get("LOG_LEVEL") or "INFO").upper(),
            reminder_hours=int(hours) if hours and hours.isdigit() else 24,
        )
