"""Moving tournaments on: after a tournament game's last change, at every sweep (which
also runs once at start, so a restart picks up where the last process stopped), and
after Start. Each step is the service's `settle` (checked writes: safe to repeat, from
any process); the pairings it made get a thread each and their game."""

from __future__ import annotations

import asyncio
import logging

import discord
from discord.ext import tasks

from bot.services.sessions import Change
from bot.services.tournaments import thread_name
from bot.storage.db import CommitUnknown
from bot.storage.tournaments import Pairing
from bot.ui.base import TableBot
from bot.ui.threads import discard_thread

log = logging.getLogger(__name__)

# Enough steps for a round's results, its pairing and its games; more is a loop.
MAX_STEPS = 200


class Runner:
    def __init__(self, bot: TableBot, minutes: float) -> None:
        self.bot = bot
        self._locks: dict[int, asyncio.Lock] = {}
        self.loop = tasks.loop(minutes=minutes)(self.sweep)
        self.loop.before_loop(bot.wait_until_ready)

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def sweep(self) -> None:
        """Every live tournament of our servers, one step at a time. Never raises (a
        tasks.loop that raised would stop for good)."""
        core = self.bot.core
        try:
            live = await core.store.tournaments.live()
        except Exception:
            log.exception("tournaments: could not read the live tournaments; trying again next round")
            return
        for t in live:
            if core.shards.owns(t.guild_id):
                await self.drive(t.id)

    async def after_change(self, change: Change) -> None:
        """A notifier hook: a tournament game that just ended moves its tournament on."""
        if not change.game.is_over(change.after):
            return
        tid = await self.bot.core.tournaments.tournament_of(change.row.id)
        if tid is not None:
            await self.drive(tid)

    async def drive(self, tournament_id: int) -> None:
        lock = self._locks.setdefault(tournament_id, asyncio.Lock())
        async with lock:
            try:
                for _ in range(MAX_STEPS):
                    changed = await self.bot.core.tournaments.settle(tournament_id)
                    pending = await self.bot.core.tournaments.unstarted(tournament_id)
                    for pairing in pending:
                        await self.open_game(pairing)
                    if not changed and not pending:
                        for game_id in await self.bot.core.tournaments.computer_games(tournament_id):
                            self.bot.core.computers.kick(game_id)
                        return
                log.warning("tournament %s: still moving after %s steps", tournament_id, MAX_STEPS)
            except Exception:
                log.exception("tournament %s: could not move on; the next sweep tries again", tournament_id)

    async def open_game(self, p: Pairing) -> None:
        """The pairing's thread (made once and remembered) and its game (stored once)."""
        core = self.bot.core
        t = await core.tournaments.get(p.tournament_id)
        thread_id = p.thread_id
        if thread_id is None:
            channel = self.bot.get_channel(t.channel_id) or await self.bot.fetch_channel(t.channel_id)
            if not isinstance(channel, discord.TextChannel):
                raise RuntimeError(f"tournament {t.id}: channel {t.channel_id} cannot hold threads")
            names = {e.user_id: e.name for e in await core.store.tournaments.entrants(t.id)}
            made = await channel.create_thread(
                name=thread_name(await self.bot.notifier.public_language(t.guild_id), t, p, names),
                type=discord.ChannelType.public_thread,
                auto_archive_duration=10080,
            )
            try:
                thread_id = await core.store.tournaments.claim_thread(p, made.id)
            except CommitUnknown:
                raise  # the thread may be the pairing's now: kept
            except Exception:
                # Not remembered: the next try makes another, so this one would stay empty.
                await discard_thread(made)
                raise
            if thread_id != made.id:
                await discard_thread(made)  # another process's thread came first
        await core.tournaments.start_pairing(p, thread_id)
