"""Privacy: `/privacy` (what the bot stores about you) with its Delete my data and Confirm
buttons; servers that remove the bot are noted, and their data is deleted
FORGET_SERVERS_AFTER_DAYS later by a background job on this process's shards, unless the
bot comes back. The work itself is the Discord-free PrivacyService's.

The buttons are dynamic items without ids in them: they sit on an ephemeral message only
its user sees, and act on whoever presses them, so they keep working after a restart and
nobody can press them for someone else."""

from __future__ import annotations

import logging
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

import i18n
from bot.features.privacy.wording import confirm_text, done_text, kept_text, privacy_text
from bot.ui.base import PersistentButton, TableBot, core_of
from bot.ui.reader import private_language
from bot.ui.replies import NO_PINGS, guard

log = logging.getLogger(__name__)

# How often the job looks for servers whose time is up.
CHECK_HOURS = 1.0

STYLES = {
    "delete": ("privacy-button-delete", discord.ButtonStyle.danger),
    "confirm": ("privacy-button-confirm", discord.ButtonStyle.danger),
    "keep": ("privacy-button-keep", discord.ButtonStyle.secondary),
}


def known_names(user: discord.abc.User) -> list[str]:
    """The names Discord shows for the user now, beside the ones stored with their games."""
    return [n for n in {user.name, user.display_name, user.global_name or ""} if n]


class PrivacyButton(PersistentButton, template=r"privacy:(?P<action>delete|confirm|keep)"):
    acknowledge_first = False  # Delete asks first; Keep edits the message; Confirm defers

    def __init__(self, action: str, lang: str = i18n.ENGLISH) -> None:
        key, style = STYLES[action]
        label = i18n.text(lang, key)
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"privacy:{action}"))
        self.action = action

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PrivacyButton:
        return cls(match["action"])

    async def press(self, interaction: discord.Interaction) -> None:
        lang = await private_language(interaction)
        if self.action == "delete":
            view = buttons_view(lang, "confirm", "keep")
            await interaction.response.send_message(
                confirm_text(lang), view=view, ephemeral=True, allowed_mentions=NO_PINGS
            )
        elif self.action == "keep":
            await interaction.response.edit_message(content=kept_text(lang), view=None)
        else:
            # Acknowledged first: resigning games and rewriting rows may take a while.
            await interaction.response.defer(ephemeral=True, thinking=True)
            privacy = core_of(interaction).privacy
            done = await privacy.forget_user(interaction.user.id, known_names(interaction.user))
            await interaction.followup.send(done_text(done, lang), ephemeral=True, allowed_mentions=NO_PINGS)


def buttons_view(lang: str, *actions: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for action in actions:
        view.add_item(PrivacyButton(action, lang))
    return view


class PrivacyCog(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.loop = tasks.loop(hours=CHECK_HOURS)(self.forget_departed)
        self.loop.before_loop(self.bot.wait_until_ready)

    async def cog_load(self) -> None:
        self.loop.start()

    async def cog_unload(self) -> None:
        self.loop.cancel()

    @app_commands.command(name="privacy", description="What the bot stores about you, and deleting it")
    async def privacy(self, interaction: discord.Interaction) -> None:
        async with guard(interaction):
            await interaction.response.defer(ephemeral=True, thinking=True)
            core = core_of(interaction)
            about = await core.privacy.describe_user(interaction.user.id)
            lang = await private_language(interaction)
            text = privacy_text(about, core.settings.forget_servers_after_days, lang)
            await interaction.followup.send(
                text, view=buttons_view(lang, "delete"), ephemeral=True, allowed_mentions=NO_PINGS
            )

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        # The server was deleted, or the bot was removed from it: its games end now (upkeep),
        # its data goes later (the job below).
        await self.bot.core.privacy.guild_left(guild.id)
        log.info(
            "server %s removed the bot: its data is deleted in %s days unless it comes back",
            guild.id,
            self.bot.core.settings.forget_servers_after_days,
        )

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        if await self.bot.core.privacy.guild_returned(guild.id):
            log.info("server %s added the bot back: its data is kept", guild.id)

    async def forget_departed(self) -> list[int]:
        """One round of the job, for this process's shards. Never raises: a failed round
        is logged and the next one tries again (a tasks.loop that raised would stop)."""
        bot, core = self.bot, self.bot.core

        def present(guild_id: int) -> bool:
            # After ready the cache holds every server the bot is in (unavailable ones too).
            return bot.get_guild(guild_id) is not None

        try:
            await core.privacy.note_missing_guilds(core.shards, present)
            return await core.privacy.forget_departed_guilds(
                core.settings.forget_servers_after_days, core.shards, present
            )
        except Exception:
            log.exception("privacy: could not delete the data of departed servers; trying again later")
            return []


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(PrivacyButton)
    cog = PrivacyCog(bot)
    await bot.add_cog(cog)
    # Background work stops when this process loses its shards to another one.
    bot.background_stops.append(cog.loop.cancel)
