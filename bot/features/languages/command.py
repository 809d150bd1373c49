"""/language: the language of a player's private replies and DMs."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.ui.base import core_of
from bot.ui.replies import guard

# "auto": follow Discord's own language (the choice is deleted).
AUTOMATIC = "auto"
LANGUAGE_CHOICES = [
    app_commands.Choice(name="Automatic (Discord's language)", value=AUTOMATIC),
    *(app_commands.Choice(name=i18n.NATIVE_NAMES[lang], value=lang) for lang in i18n.LANGUAGES),
]


class LanguageCog(commands.Cog):
    @app_commands.command(name="language", description="The language of your private replies and DMs")
    @app_commands.describe(language="Your language; Automatic follows your Discord app's language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str | None = None) -> None:
        core = core_of(interaction)
        async with guard(interaction):
            user_id = interaction.user.id
            if language is not None:
                chosen = None if language == AUTOMATIC else language
                await core.store.prefs.set_language(user_id, chosen)
                # Kept with the choice: the language of DMs they did not ask for, after a
                # restart too, when they follow Discord's (bot/services/languages.py).
                await core.store.prefs.note_locale(user_id, str(interaction.locale))
            own, _ = await core.store.prefs.languages(user_id)
            lang = await core.languages.private(user_id, str(interaction.locale))
            key = "language-chosen" if own else "language-automatic"
            answer = i18n.text(lang, key, language=i18n.NATIVE_NAMES[lang])
            await interaction.response.send_message(answer, ephemeral=True)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # In memory only: an interaction stores nothing it did not ask for.
        core_of(interaction).languages.note(interaction.user.id, str(interaction.locale))
