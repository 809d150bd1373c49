"""/about for server admins (version, uptime, shards, storage, games stored, latency), and
.env.example documenting every setting the bot reads."""

import math
import re
from importlib import metadata
from pathlib import Path
from types import SimpleNamespace

import discord
import pytest
import simcord
from bot_helpers import open_game

import bot.settings as settings_module
from ai import compiled
from bot import Settings, create_bot
from bot.features.admin.about import games_words, latency_words, shard_words, uptime_words

ROOT = Path(__file__).resolve().parents[2]


def admin_of(table):
    role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    return table.guild.add_member(table.env.create_user("ada"), roles=[role])


async def test_about_tells_an_admin_what_runs(table, database_url):
    await open_game(table, "pylon", [table.alice, table.bob])
    lobby_channel = table.guild.create_text_channel("lobby-here")
    await table.carol.slash(lobby_channel, "game new", game="synapse")
    await table.env.settle()
    result = await admin_of(table).slash(table.channel, "about")
    assert result.ephemeral
    text = result.response.content
    backend = "PostgreSQL" if database_url.startswith("postgresql") else "SQLite"
    assert f"Storage: {backend}" in text
    assert "Games stored: 1 being played, 1 lobby, 0 finished" in text
    assert metadata.version("pyramid-table") in text
    assert "this server is on shard 0; this process runs shard 0 of 1" in text
    assert re.search(r"Discord answers in: (\d+ ms|unknown)", text)
    assert "Running for: less than a minute" in text
    # Where the data lives stays private: no URL, no path, no password.
    assert "://" not in text and "games.db" not in text


async def test_about_uptime_counts_from_the_start(table):
    # As if the bot had started 2 hours, 5 minutes and 10 seconds ago.
    table.bot.get_cog("AboutCog").loaded_at -= 2 * 3600 + 5 * 60 + 10
    result = await admin_of(table).slash(table.channel, "about")
    assert "Running for: 2 hours 5 minutes" in result.response.content


async def test_about_is_for_admins_only(table):
    # Discord hides it from members without Manage Server...
    with pytest.raises(simcord.SetupError, match="not visible"):
        await table.alice.slash(table.channel, "about")
    # ...and when a server lets them see it anyway, the bot still refuses.
    commands = await table.bot.tree.fetch_commands()
    about = next(c for c in commands if c.name == "about")
    table.guild.set_command_permissions(about, {table.alice: True})
    result = await table.alice.slash(table.channel, "about")
    assert result.ephemeral and result.response.content == "Only members with Manage Server can see this."


def test_about_words():
    assert uptime_words(5) == "less than a minute"
    assert uptime_words(61) == "1 minute"
    assert uptime_words(3 * 86400 + 4 * 3600 + 59) == "3 days 4 hours"
    assert uptime_words(86400 + 30 * 60) == "1 day"
    words = games_words({"active": 12, "lobby": 3, "finished": 140})
    assert words == "12 being played, 3 lobbies, 140 finished"
    assert games_words({"abandoned": 1}) == "0 being played, 0 lobbies, 0 finished, 1 abandoned"
    assert latency_words(0.0421) == "42 ms"
    assert latency_words(math.inf) == latency_words(math.nan) == "unknown"


def test_about_shards_of_a_sharded_process(tmp_path):
    sharded = create_bot(Settings(database_path=str(tmp_path / "g.db"), shard_count=4, shard_ids=(1, 3)))
    guild = SimpleNamespace(shard_id=3)
    assert shard_words(sharded, guild) == "this server is on shard 3; this process runs shards 1, 3 of 4"
    everything = create_bot(Settings(database_path=str(tmp_path / "g.db"), shard_count=2))
    assert shard_words(everything, None).endswith("this process runs shards 0, 1 of 2")


def test_env_example_mentions_every_setting():
    source = Path(settings_module.__file__).read_text(encoding="utf-8")
    read = set(re.findall(r"""\bget\(\s*["']([A-Z][A-Z0-9_]*)["']""", source))
    assert {"DISCORD_TOKEN", "DATABASE_URL", "SHARD_COUNT", "SHARD_IDS"} <= read  # the pattern still works
    example = (ROOT / ".env.example").read_text(encoding="utf-8")
    documented = set(re.findall(r"(?m)^([A-Z][A-Z0-9_]*)=", example))
    assert read - documented == set()


async def test_about_says_which_computer_search_plays(table, monkeypatch):
    admin = admin_of(table)
    result = await admin.slash(table.channel, "about")
    assert "Computer search: compiled" in result.response.content
    # An install without a C compiler: the searches did not build.
    monkeypatch.setattr(compiled, "load", lambda name: None)
    result = await admin.slash(table.channel, "about")
    assert "Computer search: Python (slower: the C extension was not built)" in result.response.content
