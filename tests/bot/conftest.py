"""Fixtures for the bot tests: a fresh database per test and a SimCord world with players."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Any

import discord
import pytest
import simcord
import simcord.interactions

from bot import PyramidBot, Settings, create_bot
from bot.computer_pool import choose_job, shared_pool
from bot.storage import Database
from rules import get_game


@pytest.fixture(autouse=True)
async def close_every_database(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[None]:
    """Close every database a bot opened in the test (restarted bots too), even when the
    test fails: SimCord does not close bots, and an open aiosqlite thread would keep the
    pytest process from ever exiting."""
    opened: list[Database] = []
    original = Database.open.__func__  # type: ignore[attr-defined]

    async def tracking_open(cls: type[Database], url: str) -> Database:
        db = await original(cls, url)
        opened.append(db)
        return db

    monkeypatch.setattr(Database, "open", classmethod(tracking_open))
    yield
    for db in opened:
        with contextlib.suppress(Exception):
            await db.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Any) -> str:
    """Every bot test runs on both backends: a fresh SQLite file, and a fresh database on
    the test run's own PostgreSQL server."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.db'}"
    url: str = request.getfixturevalue("postgres_url")
    return url


@pytest.fixture
def settings(database_url: str) -> Settings:
    return Settings(database_url=database_url, reminder_check_minutes=30)


@pytest.fixture
def simcord_bot(settings: Settings) -> PyramidBot:
    return create_bot(settings)


@dataclass
class Table:
    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    alice: simcord.MemberActor
    bob: simcord.MemberActor
    carol: simcord.MemberActor
    dave: simcord.MemberActor
    mod: simcord.MemberActor

    @property
    def bot(self) -> PyramidBot:
        return self.env.bot  # type: ignore[return-value]

    def players(self) -> list[simcord.MemberActor]:
        return [self.alice, self.bob, self.carol, self.dave]


@pytest.fixture
async def table(simcord_env: simcord.Env) -> AsyncIterator[Table]:
    env = simcord_env
    guild = env.create_guild("Pyramid Club")
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol", "dave")]
    mod_role = guild.create_role("mods", permissions=discord.Permissions(manage_messages=True))
    mod = guild.add_member(env.create_user("mo"), roles=[mod_role])
    yield Table(env, guild, channel, *members, mod)
    await env.settle()  # close_every_database closes the bots' databases after this


@pytest.fixture(scope="session")
def computer_pool() -> Executor:
    """The computer players' process pool, started with its search code loaded before the
    first test of a process that plays a computer (ask for it in that module's `settings`).
    A cold start (the fork server, a worker, its imports) takes seconds on a busy machine;
    inside the first computer move's settle it counted against SimCord's 5 s deadline."""
    pool = shared_pool(Settings.computer_workers)
    pylon = get_game("pylon")
    pool.submit(choose_job, "pylon", pylon.encode(pylon.new(2, 0)), 0, "easy", 0, 0.01).result()
    return pool


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Per user, the locale their Discord client sends with each interaction (SimCord
    sends en-US): `locales[member.id] = "de"`."""
    chosen: dict[int, str] = {}
    original = simcord.interactions.base_payload

    def with_locale(*args: Any, **kwargs: Any) -> Any:
        record, payload = original(*args, **kwargs)
        if kwargs["user_id"] in chosen:
            payload["locale"] = chosen[kwargs["user_id"]]
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locale)
    return chosen
