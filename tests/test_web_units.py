"""The web table's pure parts: the rate limit and the signed links' format."""

from __future__ import annotations

import sqlite3

import pytest

from bot.ops import web_secret
from bot.services.web_links import Link, WebLinks
from bot.settings import Settings, SettingsError
from bot.web.security import RateLimit
from bot.web.server import base_path


def test_the_limit_refills_over_time():
    limit = RateLimit(per_minute=60)
    assert all(limit.allow("a", now=0.0) for _ in range(60))
    assert not limit.allow("a", now=0.0)
    assert limit.allow("b", now=0.0)  # per address
    assert limit.allow("a", now=1.5)  # a second and a half later: one more


def test_web_settings_are_read_and_checked():
    settings = Settings.from_env(
        {"WEB_URL": "https://example.org/pyramid/", "WEB_PORT": "9000", "WEB_LINK_DAYS": "3"}, dotenv=None
    )
    assert (settings.web_url, settings.web_host, settings.web_port, settings.web_link_days) == (
        "https://example.org/pyramid", "127.0.0.1", 9000, 3
    )
    assert base_path(settings.web_url) == "/pyramid"
    assert Settings.from_env({}, dotenv=None).web_url is None  # off unless set
    for bad in ({"WEB_URL": "example.org"}, {"WEB_URL": "http://x", "WEB_PORT": "0"}, {"WEB_LINK_DAYS": "0"}):
        with pytest.raises(SettingsError):
            Settings.from_env(bad, dotenv=None)


class Meta:
    """The meta table, in memory."""

    def __init__(self) -> None:
        self.values: dict[str, str] = {}

    async def get(self, key: str) -> str | None:
        return self.values.get(key)

    async def set(self, key: str, value: str) -> None:
        self.values[key] = value

    async def set_if_absent(self, key: str, value: str) -> str:
        return self.values.setdefault(key, value)


async def test_a_link_reads_back_until_it_expires_and_not_after_a_rotation():
    clock = [1000.0]
    links = WebLinks(Meta(), lambda: clock[0], days=7)  # type: ignore[arg-type]
    token = await links.make(12, 34)
    assert await links.read(token) == Link(12, 34, 1000 + 7 * 86400)
    assert (await links.read(await links.make(12))).watch  # type: ignore[union-attr]
    clock[0] += 7 * 86400
    assert await links.read(token) is None  # expired
    clock[0] = 1000.0
    await links.rotate()
    assert await links.read(token) is None
    for bad in ("", "12.34", token + "x", "12.34.99999999999.AAAAAAAAAAAAAAAAAAAAAA", "../../etc"):
        assert await links.read(bad) is None


def test_rotating_the_secret_from_the_command_line(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # no .env of the developer's
    for name in ("DATABASE_URL", "DATABASE_PATH"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "games.db"))
    assert web_secret.main([]) == 0
    first = sqlite3.connect(tmp_path / "games.db").execute(
        "SELECT value FROM meta WHERE key = 'web_link_secret'"
    ).fetchone()
    assert web_secret.main([]) == 0
    second = sqlite3.connect(tmp_path / "games.db").execute(
        "SELECT value FROM meta WHERE key = 'web_link_secret'"
    ).fetchone()
    assert first and second and first != second
    assert "no longer opens" in capsys.readouterr().out
    assert web_secret.main(["now"]) == 1
