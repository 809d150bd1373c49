"""`python -m bot`: settings from `.env` / the environment, then run until stopped."""

from __future__ import annotations

import logging
import sys

import aiohttp
import discord

from bot.app import create_bot
from bot.settings import Settings


def main() -> int:
    settings = Settings.from_env()
    discord.utils.setup_logging(level=getattr(logging, settings.log_level, logging.INFO))
    if not settings.token:
        print("DISCORD_TOKEN is not set: put it in .env or the environment (see README).", file=sys.stderr)
        return 1
    bot = create_bot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print(
            "Discord rejected DISCORD_TOKEN: check the token in .env (Developer Portal > Bot).",
            file=sys.stderr,
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        print("Discord refused the connection over intents; this bot needs none enabled.", file=sys.stderr)
        return 1
    except (aiohttp.ClientConnectionError, OSError) as exc:
        # No traceback for a network problem: say what failed in one line.
        print(f"Could not reach Discord ({exc.__class__.__name__}): check the network and try again.",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
