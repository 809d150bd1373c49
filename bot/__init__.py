"""The Discord layer: commands -> sessions -> rules -> storage -> render -> replies."""

from bot.app import PyramidBot, create_bot
from bot.settings import Settings

__all__ = ["PyramidBot", "Settings", "create_bot"]
