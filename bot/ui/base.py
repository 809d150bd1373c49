"""What features see of the bot, and the base of every persistent control.

`TableBot` is the bot type features are written against (app.py builds the concrete one);
`bot_of(interaction)` is the one way a feature reaches it. `PersistentButton` and
`PersistentSelect` carry the shared boilerplate of a control that outlives the process:
parsing its custom id defensively, the refusal guard and the apology.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, ClassVar, Self, cast

import discord
from discord.ext import commands

from bot.delivery.announcer import Announcer
from bot.delivery.notifier import Notifier
from bot.delivery.outbox import Outbox
from bot.services.core import Core
from bot.services.sessions import Change
from bot.ui.ids import safe_id
from bot.ui.replies import acknowledge, apologise, guard

# A template nothing matches: the bases below are never matched themselves.
NEVER = r"(?!)"
# What the mover alone sees after an action within a turn ("you drew ..."), in the
# mover's language (the second argument), or None.
PrivateNote = Callable[[Change, str], str | None]


class TableBot(commands.Bot):
    """The bot as features know it: the Discord-free services (`core`) and the delivery
    side (outbox, announcer, notifier)."""

    core: Core
    outbox: Outbox
    announcer: Announcer
    notifier: Notifier
    # Features add theirs at setup (the card table: the drawn card and the hand).
    private_notes: list[PrivateNote]
    # How to stop a feature's background loop (when another process took these shards).
    background_stops: list[Callable[[], None]]


def bot_of(interaction: discord.Interaction) -> TableBot:
    return cast(TableBot, interaction.client)


def core_of(interaction: discord.Interaction) -> Core:
    return bot_of(interaction).core


def id_in(match: re.Match[str], group: str) -> int:
    """A number from a custom id, which a client can forge (bot/ui/ids.py)."""
    return safe_id(match[group])


class _Persistent:
    """What every persistent control shares: it is rebuilt from its custom id
    (`from_match`, which reads numbers with `id_in`); `press` runs inside the refusal
    guard, and anything unexpected is logged and apologised for. With
    `acknowledge_first`, the interaction is acknowledged before any work (needed before a
    database write or a drawing: Discord's 3-second deadline)."""

    acknowledge_first: ClassVar[bool] = True

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> Self:
        raise NotImplementedError

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls.from_match(match, item)

    async def press(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            async with guard(interaction):
                if self.acknowledge_first:
                    await acknowledge(interaction)
                await self.press(interaction)
        except Exception as exc:
            await apologise(interaction, exc)


class PersistentButton(_Persistent, discord.ui.DynamicItem[discord.ui.Button[Any]], template=NEVER):
    """A button that outlives the process: subclass with `template=`, a constructor,
    `from_match` and `press`."""


class PersistentSelect(_Persistent, discord.ui.DynamicItem[discord.ui.Select[Any]], template=NEVER):
    """A select menu that outlives the process: subclass as PersistentButton."""
