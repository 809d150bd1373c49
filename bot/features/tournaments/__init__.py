"""Tournaments: /tournament ..., the sign-up message and its buttons, the standings
message, the final post, and the runner that moves rounds on by themselves."""

from __future__ import annotations

from bot.features.tournaments.buttons import TournamentButton
from bot.features.tournaments.commands import TournamentCog
from bot.features.tournaments.message import tournament_builder
from bot.ui.base import TableBot


async def setup(bot: TableBot) -> None:
    cog = TournamentCog(bot)
    await bot.add_cog(cog)
    bot.add_dynamic_items(TournamentButton)
    bot.announcer.register("tournament", tournament_builder(bot.announcer))
    bot.notifier.add_hook(cog.runner.after_change)
    # Background work stops when this process loses its shards to another one.
    bot.background_stops.append(cog.runner.stop)
