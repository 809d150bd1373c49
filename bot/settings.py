"""Settings from the environment and an optional `.env` file (read with python-dotenv)."""

from __future__ import annotations

import io
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv.parser import parse_stream

from bot.storage.db import is_postgres_url

# Every variable the bot reads. README.md and .env.example describe each one, and
# from_env reads no other (tests/test_settings.py checks both).
ENV_NAMES = (
    "DISCORD_TOKEN",
    "DATABASE_PATH",
    "DATABASE_URL",
    "DEV_GUILD_ID",
    "LOG_LEVEL",
    "REMINDER_HOURS",
    "REMINDER_CHECK_MINUTES",
    "LOBBY_EXPIRY_DAYS",
    "COMPUTER_SECONDS",
    "COMPUTER_WORKERS",
    "FORGET_SERVERS_AFTER_DAYS",
    "SHARD_COUNT",
    "SHARD_IDS",
    "WEB_URL",
    "WEB_HOST",
    "WEB_PORT",
    "WEB_LINK_DAYS",
    "DISCORD_CLIENT_SECRET",
)


def read_dotenv(path: str | Path = ".env") -> dict[str, str]:
    """The file's KEY=VALUE lines as python-dotenv reads them: # comments (also after a
    value), quotes, `export` lines. Values are taken literally (no ${VAR} expansion), so
    a password with a `$` survives. A missing file gives nothing; a line that is not a
    setting stops the bot with one line (python-dotenv alone would skip it with a warning)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (FileNotFoundError, IsADirectoryError):
        return {}
    except (OSError, UnicodeDecodeError) as exc:
        raise SettingsError(f"{path} cannot be read ({exc}): fix it or remove it.") from None
    values: dict[str, str] = {}
    for binding in parse_stream(io.StringIO(text)):
        if binding.error:
            line = binding.original.string.strip()
            raise SettingsError(
                f"{path} line {binding.original.line} is not NAME=value: {line!r}; "
                "fix it or make it a # comment."
            )
        # A bare `KEY` line (no `=`) has the value None: not set.
        if binding.key is not None and binding.value is not None:
            values[binding.key] = binding.value
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
    # sqlite:///path or postgresql://...; when set it wins over database_path.
    database_url: str | None = None
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
    # A server that removed the bot has its data deleted after this many days.
    forget_servers_after_days: int = 30
    # Sharding: how many shards in all, and which of them this process runs (None = all).
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    # The web table (docs/web-table.md): on only when web_url is set (the address browsers
    # reach); the server listens on web_host:web_port; links last web_link_days.
    web_url: str | None = None
    web_host: str = "127.0.0.1"
    web_port: int = 8080
    web_link_days: int = 7
    # The application's OAuth2 secret: the Discord Activity signs players in with it.
    client_secret: str | None = None
    # Where the Activity's sign-in asks Discord (tests point it at a local stand-in).
    discord_api_url: str = "https://discord.com/api/v10"

    @property
    def database(self) -> str:
        """Where the data lives, as Database.open takes it."""
        return self.database_url or self.database_path

    @property
    def uses_postgres(self) -> bool:
        return is_postgres_url(self.database)

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
        url = get("DATABASE_URL")
        if url is not None and not url.startswith(("sqlite://", "postgresql://", "postgres://")):
            raise SettingsError(
                f"DATABASE_URL={url!r} is not allowed: use sqlite:///path/to/games.db or "
                "postgresql://user:password@host/database."
            )
        shard_count, shard_ids = shards(get("SHARD_COUNT"), get("SHARD_IDS"))
        if shard_ids is not None and shard_count is not None and len(shard_ids) < shard_count and not (
            url is not None and is_postgres_url(url)
        ):
            raise SettingsError(
                f"SHARD_IDS={get('SHARD_IDS')!r} is not allowed with SQLite: the other shards' processes "
                "need a shared PostgreSQL database (DATABASE_URL=postgresql://...), or run every shard here."
            )
        web_url = get("WEB_URL")
        if web_url is not None and not web_url.startswith(("http://", "https://")):
            raise SettingsError(
                f"WEB_URL={web_url!r} is not allowed: use the address browsers reach, "
                "e.g. https://games.example.org (or leave it out to turn the web table off)."
            )
        return cls(
            web_url=web_url.rstrip("/") if web_url else None,
            web_host=get("WEB_HOST") or "127.0.0.1",
            web_port=whole_number("WEB_PORT", get("WEB_PORT"), 8080, 1, 65535),
            web_link_days=whole_number("WEB_LINK_DAYS", get("WEB_LINK_DAYS"), 7, 1, 365),
            client_secret=get("DISCORD_CLIENT_SECRET"),
            database_path=path,
            database_url=url,
            shard_count=shard_count,
            shard_ids=shard_ids,
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
            forget_servers_after_days=whole_number(
                "FORGET_SERVERS_AFTER_DAYS", get("FORGET_SERVERS_AFTER_DAYS"), 30, 1, 3650
            ),
        )


def shards(count_text: str | None, ids_text: str | None) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT and SHARD_IDS (e.g. "0,1"): both checked, ids within the count."""
    if count_text is None:
        if ids_text is not None:
            raise SettingsError(
                f"SHARD_IDS={ids_text!r} is not allowed without SHARD_COUNT (how many shards in all)."
            )
        return None, None
    count = whole_number("SHARD_COUNT", count_text, 1, 1, 10_000)
    if ids_text is None:
        return count, None
    parts = [p.strip() for p in ids_text.split(",")]
    if not all(p.isdigit() and int(p) < count for p in parts) or len(set(parts)) != len(parts):
        raise SettingsError(
            f"SHARD_IDS={ids_text!r} is not allowed: use different shard numbers from 0 to {count - 1}, "
            "separated by commas (e.g. 0,1)."
        )
    return count, tuple(int(p) for p in parts)
