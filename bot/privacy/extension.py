"""The Discord side of privacy (a discord.py extension): `/privacy`, its Delete my data
and Confirm buttons, and the background job that deletes the data of servers that
removed the bot FORGET_SERVERS_AFTER_DAYS before. The work itself is in service.py.

The buttons are dynamic items without ids in them: they sit on an ephemeral message only
its user sees, and act on whoever presses them, so they keep working after a restart and
nobody can press them for someone else."""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.privacy.service import PrivacyService
from bot.privacy.wording import CONFIRM_TEXT, KEPT_TEXT, done_text, privacy_text
from bot.replies import NO_PINGS, apologise

if TYPE_CHECKING:
    from bot.app import PyramidBot

log = logging.getLogger(__name__)

# How often the job looks for servers whose time is up.
CHECK_HOURS = 1.0


def service_of(bot: PyramidBot) -> PrivacyService:
    return PrivacyService(bot.repo, bot.sessions, bot.now)


def known_names(user: discord.abc.User) -> list[str]:
    """The names Discord shows for the user now, beside the ones stored with their games."""
    return [n for n in {user.name, user.display_name, user.global_name or ""} if n]


STYLES = {
    "delete": ("Delete my data", discord.ButtonStyle.danger),
    "confirm": ("Confirm", discord.ButtonStyle.danger),
    "keep": ("Keep my data", discord.ButtonStyle.secondary),
}


class PrivacyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"privacy:(?P<action>delete|confirm|keep)",
):
    def __init__(self, action: str) -> None:
        label, style = STYLES[action]
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"privacy:{action}"))
        self.action = action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PrivacyButton:
        return cls(match["action"])

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast("PyramidBot", interaction.client)
        try:
            if self.action == "delete":
                view = buttons_view("confirm", "keep")
                await interaction.response.send_message(
                    CONFIRM_TEXT, view=view, ephemeral=True, allowed_mentions=NO_PINGS
                )
            elif self.action == "keep":
                await interaction.response.edit_message(content=KEPT_TEXT, view=None)
            else:
                # Acknowledged first: resigning games and rewriting rows may take a while.
                await interaction.response.defer(ephemeral=True, thinking=True)
                done = await service_of(bot).forget_user(interaction.user.id, known_names(interaction.user))
                await interaction.followup.send(done_text(done), ephemeral=True, allowed_mentions=NO_PINGS)
        except Exception as exc:
            await apologise(interaction, exc)


def buttons_view(*actions: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in actions:
        view.add_item(PrivacyButton(action))
    return view


class PrivacyCog(commands.Cog):
    def __init__(self, bot: PyramidBot) -> None:
        self.bot = bot
        self.loop = tasks.loop(hours=CHECK_HOURS)(self.forget_departed)
        self.loop.before_loop(self.bot.wait_until_ready)

    async def cog_load(self) -> None:
        self.loop.start()

    async def cog_unload(self) -> None:
        self.loop.cancel()

    @app_commands.command(name="privacy", description="What the bot stores about you, and deleting it")
    async def privacy(self, interaction: discord.Interaction) -> None:
        try:
            await interaction.response.defer(ephemeral=True, thinking=True)
            about = await service_of(self.bot).describe_user(interaction.user.id)
            text = privacy_text(about, self.bot.settings.forget_servers_after_days)
            await interaction.followup.send(
                text, view=buttons_view("delete"), ephemeral=True, allowed_mentions=NO_PINGS
            )
        except Exception as exc:
            await apologise(interaction, exc)

    async def forget_departed(self) -> list[int]:
        """One round of the job, for this process's shards. Never raises: a failed round
        is logged and the next one tries again (a tasks.loop that raised would stop)."""
        bot = self.bot

        def present(guild_id: int) -> bool:
            # After ready the cache holds every server the bot is in (unavailable ones too).
            return bot.get_guild(guild_id) is not None

        try:
            privacy = service_of(bot)
            await privacy.note_missing_guilds(bot.shard_set, present)
            return await privacy.forget_departed_guilds(
                bot.settings.forget_servers_after_days, bot.shard_set, present
            )
        except Exception:
            log.exception("privacy: could not delete the data of departed servers; trying again later")
            return []


async def setup(bot: PyramidBot) -> None:
    bot.add_dynamic_items(PrivacyButton)
    await bot.add_cog(PrivacyCog(bot))
