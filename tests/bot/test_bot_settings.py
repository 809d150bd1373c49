"""Settings from the environment and `.env`; `python -m bot` ends with one clear line."""

import discord

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


def test_rejected_token_is_one_line(monkeypatch, capsys, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
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
