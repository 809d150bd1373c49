"""Whose language an answer is in, from the interaction being answered (bot.md,
"Languages"): the player's own choice, else the locale their Discord app sent."""

from __future__ import annotations

from typing import Any, cast

import discord

import i18n
from bot.services.core import Core
from bot.storage.db import DatabaseUnavailable


def _core(interaction: discord.Interaction) -> Core:
    # The client is always our TableBot (bot/ui/base.py), which imports this module's users.
    return cast(Core, cast(Any, interaction.client).core)


async def private_language(interaction: discord.Interaction) -> str:
    """The language of a private answer (ephemeral reply, a DM the player asked for)."""
    try:
        return await _core(interaction).languages.private(interaction.user.id, str(interaction.locale))
    except DatabaseUnavailable:
        # The store is away (the answer may be that apology): the app's language will do.
        return i18n.language_of(str(interaction.locale))


async def public_language(interaction: discord.Interaction) -> str:
    """The language of a post in the channel: the server's."""
    preferred = str(interaction.guild_locale) if interaction.guild_locale else None
    try:
        return await _core(interaction).languages.public(interaction.guild_id, preferred)
    except DatabaseUnavailable:
        return i18n.language_of(preferred)
