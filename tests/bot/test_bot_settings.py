"""Settings from the environment and `.env`; `python -m bot` ends with one clear line."""

import discord
import pytest

import bot.__main__ as main_module
from bot import Settings, create_bot


def test_settings_from_env_and_dotenv(tmp_path):
    dotenv = tmp_path / ".env"
    dotenv.write_text(
        "# comment\nDISCORD_TOKEN='abc'\nDATABASE_PATH=/tmp/x.db\nDEV_GUILD_ID=123\nexport LOG_LEVEL=debug\n"
    )
    settings = Settings.from_env({"DATABASE_PATH": "/data/games.db"}, dotenv)
    assert settings.token == "abc"
    assert settings.database_path == "/data/games.db"  # the environment wins
    assert settings.dev_guild_id == 123 and settings.log_level == "DEBUG"
    defaults = Settings.from_env({}, tmp_path / "missing.env")
    assert defaults.database_path == "data/games.db" and defaults.token is None
    assert defaults.reminder_hours == 24


def test_bot_has_no_privileged_intents(tmp_path):
    bot = create_bot(Settings(database_path=str(tmp_path / "g.db")))
    assert not bot.intents.message_content and not bot.intents.members and not bot.intents.presences


def test_missing_token_is_one_line(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main_module.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "DISCORD_TOKEN" in err and "Traceback" not in err


WELL_SHAPED = "MTA5ODc2NTQzMjEwOTg3NjU0Mw.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB"


def test_rejected_token_is_one_line(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    # Shaped like a token (so it reaches Discord), but not a real one.
    monkeypatch.setenv("DISCORD_TOKEN", WELL_SHAPED)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "g.db"))

    def rejected(self, *args, **kwargs):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(main_module.create_bot(Settings()).__class__, "run", rejected)
    assert main_module.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and "rejected" in err


def test_the_console_script_reads_its_own_arguments(monkeypatch, capsys, tmp_path):
    # `pyramid-table backup` calls main() with no arguments: they come from sys.argv.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.argv", ["pyramid-table", "backup"])
    assert main_module.main() != 0
    assert "backup" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("token", "hint"),
    [
        ("x", "It has 1 parts."),
        ("Bot " + WELL_SHAPED, "Leave out the word Bot before it."),
        (WELL_SHAPED + ".extra", "It has 4 parts."),
        (WELL_SHAPED.replace("GhIjKl", "Gh Kl"), ""),
    ],
)
def test_a_token_of_the_wrong_shape_is_one_line_before_discord(token, hint, monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", token)
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "data" / "g.db"))

    def contacted(self, *args, **kwargs):
        raise AssertionError("Discord was contacted")

    monkeypatch.setattr(main_module.create_bot(Settings()).__class__, "run", contacted)
    assert main_module.main([]) == 1
    err = capsys.readouterr().err.strip()
    assert err.count("\n") == 0 and hint in err
    assert err.startswith("DISCORD_TOKEN does not look like a bot token")
    assert "abcdefghij" not in err  # the token itself is never shown
    assert not (tmp_path / "data").exists()  # a failed start leaves nothing behind


def test_a_misspelt_setting_is_pointed_out_at_start(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    (tmp_path / ".env").write_text(f"DISCORD_TOKN={WELL_SHAPED}\nLOGLEVEL=debug\nMY_OWN_THING=1\n")
    monkeypatch.setenv("SHARD_ID", "0")
    assert main_module.main([]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        "Warning: DISCORD_TOKN is not a setting; did you mean DISCORD_TOKEN?",
        "Warning: LOGLEVEL is not a setting; did you mean LOG_LEVEL?",
        "Warning: SHARD_ID is not a setting; did you mean SHARD_IDS?",
        "DISCORD_TOKEN is not set: put it in .env or the environment (see README).",
    ]
