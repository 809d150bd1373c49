"""`.env` as people write it (python-dotenv: comments after values, quotes, `export`),
and every setting the bot reads is described in README.md and .env.example."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.settings import ENV_NAMES, Settings, SettingsError

ROOT = Path(__file__).resolve().parent.parent

DOTENV = """\
# The bot's settings
export DISCORD_TOKEN="abc.def#ghi"   # quoted: the # inside is part of the token
DATABASE_PATH=/srv/pyramid/games.db # a comment after the value
DATABASE_URL=
LOG_LEVEL = 'debug'
REMINDER_HOURS=12	# a tab before the comment
DEV_GUILD_ID=123#no space: part of the value, so refused below
COMPUTER_SECONDS="5"
SHARD_COUNT
"""


def test_dotenv_lines_read_as_people_write_them(tmp_path: Path) -> None:
    path = tmp_path / ".env"
    path.write_text(DOTENV.replace("DEV_GUILD_ID=123#no space: part of the value, so refused below\n", ""))
    settings = Settings.from_env({}, path)
    assert settings.token == "abc.def#ghi"
    assert settings.database_path == "/srv/pyramid/games.db" and settings.database_url is None
    assert settings.log_level == "DEBUG"
    assert settings.reminder_hours == 12 and settings.computer_seconds == 5.0
    assert settings.shard_count is None  # a bare name with no value is not set


def test_the_environment_wins_over_dotenv(tmp_path: Path) -> None:
    path = tmp_path / ".env"
    path.write_text("REMINDER_HOURS=12 # from the file\nLOBBY_EXPIRY_DAYS=3\n")
    settings = Settings.from_env({"REMINDER_HOURS": "6"}, path)
    assert (settings.reminder_hours, settings.lobby_expiry_days) == (6, 3)
    assert Settings.from_env({}, tmp_path / "missing.env").reminder_hours == 24


def test_a_dollar_in_a_value_is_kept(tmp_path: Path) -> None:
    path = tmp_path / ".env"
    path.write_text("DATABASE_URL=postgresql://bot:pa$$${word}@db/games\n")
    assert Settings.from_env({}, path).database_url == "postgresql://bot:pa$$${word}@db/games"


def test_python_m_bot_reads_dotenv_with_comments(tmp_path: Path) -> None:
    # The bot stops at the database check (before Discord), naming the value read from .env:
    # the comment after it was not taken as part of the path.
    (tmp_path / ".env").write_text(DOTENV.replace("/srv/pyramid/games.db", "/proc/nope/games.db"))
    env = {k: v for k, v in os.environ.items() if k not in ENV_NAMES}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    # DEV_GUILD_ID=123#no... has no space before the #: the value, refused with one line.
    assert done.stderr.strip() == (
        "DEV_GUILD_ID='123#no space: part of the value, so refused below' is not allowed: "
        "use a server id (digits only), or leave it out."
    )
    (tmp_path / ".env").write_text(
        DOTENV.replace("/srv/pyramid/games.db", "/proc/nope/games.db").replace("DEV_GUILD_ID=123#no", "#")
    )
    done = subprocess.run(
        [sys.executable, "-m", "bot"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1
    assert done.stderr.strip().startswith("DATABASE_PATH='/proc/nope/games.db' cannot be used:")


def test_env_names_lists_every_setting_the_bot_reads() -> None:
    source = (ROOT / "bot" / "settings.py").read_text()
    read = set(re.findall(r'get\("([A-Z_]+)"\)', source))
    assert read == set(ENV_NAMES), f"read but not in ENV_NAMES: {read - set(ENV_NAMES)}"


def test_every_setting_is_described_in_the_readme_and_env_example() -> None:
    readme = (ROOT / "README.md").read_text()
    table = readme[readme.index("## Settings") :]
    table = table[: table.index("\n## ")]
    example = (ROOT / ".env.example").read_text()
    documented = set(re.findall(r"^([A-Z_]+)=", example, flags=re.MULTILINE))
    for name in ENV_NAMES:
        assert f"`{name}`" in table, f"{name} is missing from the README's settings table"
        assert name in documented, f"{name} is missing from .env.example"
    # And nothing documented that the bot does not read.
    assert documented <= set(ENV_NAMES), documented - set(ENV_NAMES)
    assert set(re.findall(r"^\| `([A-Z_]+)`", table, flags=re.MULTILINE)) <= set(ENV_NAMES)



def test_a_line_that_is_not_a_setting_stops_with_one_line(tmp_path: Path) -> None:
    path = tmp_path / ".env"
    for text, line in (
        ("LOG_LEVEL=debug\nthis is not a setting\n", "line 2 is not NAME=value"),
        ('DISCORD_TOKEN="abc\nLOG_LEVEL=debug\n', "line 1 (DISCORD_TOKEN) is not NAME=value"),
    ):
        path.write_text(text)
        with pytest.raises(SettingsError) as refused:
            Settings.from_env({}, path)
        assert str(refused.value) == f"{path} {line}: fix it or make it a # comment."


TOKEN = "MTA5ODc2NTQzMjEwOTg3NjU0Mw.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB"


@pytest.mark.parametrize(
    "text",
    [
        f"DISCORD_TOKEN {TOKEN}\n",  # the = forgotten
        f'DISCORD_TOKEN="{TOKEN}\n',  # a quote not closed
        f"export DISCORD_TOKEN '{TOKEN}\n",
        f"DATABASE_URL postgresql://bot:{TOKEN}@db/games\n",
    ],
)
def test_a_malformed_line_never_shows_its_value(tmp_path: Path, text: str) -> None:
    path = tmp_path / ".env"
    path.write_text("LOG_LEVEL=INFO\n" + text)
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({}, path)
    message = str(refused.value)
    assert "line 2" in message and "\n" not in message
    for piece in TOKEN.split("."):
        assert piece not in message


def test_a_database_url_refused_never_shows_its_password() -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({"DATABASE_URL": "postgresl://bot:s3cret-pw@db.example.org/games"}, None)
    assert "s3cret-pw" not in str(refused.value)
    assert "postgresl://bot@db.example.org/games" in str(refused.value)
