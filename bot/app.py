"""create_bot(settings): the bot. It opens the storage, builds the Discord-free services
(`bot.core`) and the delivery side (outbox, announcer, notifier), loads every feature as
an extension (EXTENSIONS), and runs the background work of this process's shards."""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import secrets
import threading
import time
from collections.abc import Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.computer_pool import shared_pool
from bot.delivery.announcer import Announcer
from bot.delivery.names import plain_names
from bot.delivery.notifier import Notifier
from bot.delivery.outbox import Outbox
from bot.services.core import build_core
from bot.services.stored import mark_stored
from bot.settings import Settings
from bot.shards import CLAIM_SECONDS, RENEW_SECONDS, ShardSet, process_owner
from bot.storage import Database, Storage
from bot.storage.db import DatabaseUnavailable
from bot.storage.observed import ObservedDatabase
from bot.ui.base import TableBot
from bot.ui.replies import apologise
from bot.web.server import WebServer
from bot.web.stream import CLOSING

log = logging.getLogger(__name__)

# Every feature is one extension (a package with `async def setup(bot)`); a new feature is
# one more line here (docs/architecture.md).
EXTENSIONS = (
    "bot.features.play",
    "bot.features.lobby",
    "bot.features.tournaments",
    "bot.features.proposals",
    "bot.features.computers",
    "bot.features.connections",
    "bot.features.records",
    "bot.features.replay",
    "bot.features.info",
    "bot.features.admin",
    "bot.features.upkeep",
    "bot.features.privacy",
    "bot.features.away",
)
COMMAND_HASH_KEY = "command_hash"
# How often a process looks for work that other processes left it (sharded on PostgreSQL).
SWEEP_SECONDS = 2.0
# How long a start waits for a claim left by a process that died to lapse.
CLAIM_WAIT_SECONDS = CLAIM_SECONDS + 10


class Tree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        await apologise(interaction, original)


class PyramidBot(TableBot):
    def __init__(self, settings: Settings, **shard_options: Any) -> None:
        # A game bot never joins voice: no start-up warnings about voice libraries.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        # No privileged intents: slash commands and buttons need none.
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            tree_cls=Tree,
            # Nobody is pinged unless a message names them: never @everyone or a role, even
            # when a display name reads "@everyone" or "<@&id>".
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=True, replied_user=False
            ),
            **shard_options,
        )
        self.settings = settings
        self.shard_set = ShardSet.of(settings.shard_count, settings.shard_ids)
        self.owner = process_owner()
        self.started_at = time.time()
        self._sweeps: list[asyncio.Task[None]] = []
        self._sweep_due = False
        self._heartbeat_stop = threading.Event()
        self.private_notes = []
        self.background_stops = []
        self.new_seed: Callable[[], int] = lambda: secrets.randbelow(2**31)
        self.web: WebServer | None = None

    @staticmethod
    def now() -> float:
        # discord.utils.utcnow, so that test clocks (SimCord) move it too.
        return discord.utils.utcnow().timestamp()

    async def setup_hook(self) -> None:
        # Every commit passes through `_committed` (the one path after a stored change).
        db = ObservedDatabase(await Database.open(self.settings.database), self._committed, self._kick)
        store = Storage.over(db)
        self.claims = store.claims
        await self._claim_shards()
        self.core = build_core(
            self.settings,
            store,
            self.shard_set,
            self.now,
            lambda: self.new_seed(),
            lambda: shared_pool(self.settings.computer_workers),
            names=plain_names,
        )
        self.notifier = Notifier(self, store.prefs)
        self.announcer = Announcer(self, self.core, self.notifier)
        self.outbox = Outbox(
            store.outbox,
            self.announcer.deliver,
            self.now,
            signal=lambda: self.dispatch("outbox_kick"),
            wait=self._wait_for_kick,
            ready=self.wait_until_ready,
            shards=self.shard_set,
            # Other processes store changes this one must announce: look every few seconds.
            poll=None if self.shard_set.everything else SWEEP_SECONDS,
            sent=self.announcer.poster.sent,
        )
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        if self.settings.sync_commands:
            await self.sync_commands()
        # What is pending from before a restart goes out now.
        self.outbox.start()
        # A computer whose turn it was before a restart moves now.
        await self.core.computers.resume_all(self.shard_set)
        self._start_heartbeat()
        await self._start_web()
        if not self.shard_set.everything:
            # Other processes store changes this one must announce or answer with a
            # computer's move: they say so at once (LISTEN), and a sweep looks anyway.
            await db.listen(self.owner, self._changed_elsewhere)
            self._sweeps.append(asyncio.create_task(self._sweep(), name="sweep"))

    def _committed(self, announced: bool) -> None:
        """After every commit: the interaction's change is stored (an error from here on
        must not say "nothing was changed"), and what it announces goes out now."""
        mark_stored()
        if announced:
            self._kick()
        if self.web is not None:
            self.web.changes.wake()  # open pages hear of it (bot/web/events.py)

    async def _start_web(self) -> None:
        """The web table, when WEB_URL is set (docs/web-table.md): every process serves it."""
        if self.settings.web_url is None:
            return
        self.web = WebServer(
            self.core,
            application_id=lambda: self.application_id,
            can_see=self._can_see,
            signal=lambda: self.dispatch("web_change"),
            wait=lambda timeout: self.wait_for("web_change", timeout=timeout),
            publish=lambda game_id: self.dispatch("web_version", game_id),
            wait_for=lambda game_id, timeout: self.wait_for(
                "web_version", check=lambda changed: changed in (game_id, CLOSING), timeout=timeout
            ),
        )
        await self.web.start(self.settings.web_host, self.settings.web_port)

    async def _can_see(self, user_id: int, channel_id: int) -> bool:
        """Whether the user may read the channel (the Activity opens only such a game)."""
        channel = self.get_channel(channel_id)
        guild = getattr(channel, "guild", None)
        if channel is None or guild is None:
            return False
        try:
            member = guild.get_member(user_id) or await guild.fetch_member(user_id)
        except discord.HTTPException:
            return False
        return bool(channel.permissions_for(member).view_channel)  # type: ignore[union-attr]

    def _kick(self) -> None:
        outbox = getattr(self, "outbox", None)
        if outbox is not None:
            outbox.kick()

    async def _claim_shards(self) -> None:
        """Take this process's shards, waiting out a claim left by a process that died;
        a live process on one of them stops this start (ShardsTaken)."""
        deadline = time.monotonic() + CLAIM_WAIT_SECONDS
        while True:
            conflict = await self.claims.claim(
                self.owner, self.shard_set.count, self.shard_set.ids, time.time(), CLAIM_SECONDS
            )
            if conflict is None:
                log.info("running %s", self.shard_set.describe())
                return
            if time.monotonic() > deadline:
                raise ShardsTaken(
                    f"Shard {conflict.shard_id} of {conflict.shard_count} is run by another process "
                    f"({conflict.owner}): stop it, or give this process other SHARD_IDS."
                )
            log.warning(
                "shard %s is held by %s; waiting for its claim to lapse", conflict.shard_id, conflict.owner
            )
            await asyncio.sleep(5)

    def _start_heartbeat(self) -> None:
        """Renew the shard claim every RENEW_SECONDS of wall-clock time, from a thread: the
        lease is about real time (a test clock that runs days ahead must not renew it
        thousands of times, nor let it lapse)."""
        loop = asyncio.get_running_loop()

        def beat() -> None:
            while not self._heartbeat_stop.wait(RENEW_SECONDS):
                if loop.is_closed():
                    return  # the loop is gone: so is this bot
                renew = self._renew_claims()
                try:
                    renewal = asyncio.run_coroutine_threadsafe(renew, loop)
                except RuntimeError:
                    renew.close()
                    return
                try:
                    if not renewal.result(timeout=RENEW_SECONDS):
                        return
                except DatabaseUnavailable as exc:
                    # Expected while the database is away: one line, not a traceback per beat.
                    log.warning("could not renew the shard claim (%s); trying again", exc)
                except Exception:
                    log.exception("could not renew the shard claim; trying again")

        threading.Thread(target=beat, name="shard claim", daemon=True).start()

    async def _renew_claims(self) -> bool:
        """False when the claim is lost: another bot took these shards over (this one
        stalled past the lease, or was replaced), so its background work is theirs now.
        Commands stay safe (row locks and version checks)."""
        if await self.claims.renew(self.owner, time.time()) > 0:
            return True
        log.critical("this bot's shards were taken over; its background work stops")
        await self._stop_background()
        return False

    async def _stop_background(self) -> None:
        for stop in self.background_stops:
            stop()
        for task in self._sweeps:
            if task is not asyncio.current_task():
                task.cancel()
        outbox = getattr(self, "outbox", None)
        if outbox is not None:
            await outbox.stop()

    def _changed_elsewhere(self) -> None:
        """Another process stored a change: an announcement of ours may wait, or a
        computer of ours may have to move."""
        self.outbox.kick()
        self._sweep_due = True
        if self.web is not None:
            self.web.changes.wake()
        self.dispatch("changed_elsewhere")

    async def _sweep(self) -> None:
        """Computers of ours to move after other processes' changes: at once when told,
        every SWEEP_SECONDS in any case. Each round also re-opens a lost listener."""
        await self.wait_until_ready()
        while True:
            if not self._sweep_due:
                with contextlib.suppress(TimeoutError):
                    await self.wait_for("changed_elsewhere", timeout=SWEEP_SECONDS)
            self._sweep_due = False
            try:
                await self.core.store.db.listen(self.owner, self._changed_elsewhere)
                await self.core.computers.resume_all(self.shard_set)
            except Exception:
                log.exception("sweep failed; trying again")

    async def _wait_for_kick(self, timeout: float | None) -> None:
        await self.wait_for("outbox_kick", timeout=timeout)

    def command_payload_hash(self) -> str:
        payload = [c.to_dict(self.tree) for c in self.tree.get_commands()]
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()

    async def sync_commands(self) -> None:
        """The dev guild at once; globally only when the commands changed since the last
        sync, so restarts do not run into Discord's sync rate limit."""
        try:
            if self.settings.dev_guild_id:
                guild = discord.Object(self.settings.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
                log.info("commands synced to the dev guild %s", self.settings.dev_guild_id)
                return
            digest = self.command_payload_hash()
            if await self.core.store.meta.get(COMMAND_HASH_KEY) == digest:
                log.info("commands unchanged since the last sync; not syncing")
                return
            await self.tree.sync()
            await self.core.store.meta.set(COMMAND_HASH_KEY, digest)
            log.info("commands synced globally")
        except discord.HTTPException as exc:
            log.error("command sync failed (the bot keeps running): %s", exc)

    async def close(self) -> None:
        self._heartbeat_stop.set()
        if self.web is not None:
            await self.web.stop()
            self.web = None
        await self._stop_background()
        claims = getattr(self, "claims", None)
        if claims is not None:
            with contextlib.suppress(Exception):
                await claims.release(self.owner)
        core = getattr(self, "core", None)
        if core is not None:
            await core.computers.close()
        await super().close()
        if core is not None:
            await core.store.db.close()


class ShardedPyramidBot(PyramidBot, commands.AutoShardedBot):
    """The bot for SHARD_COUNT / SHARD_IDS: one gateway connection per shard it runs."""


def create_bot(settings: Settings | None = None) -> PyramidBot:
    """A fresh bot; call again for a restart on the same database."""
    settings = settings or Settings()
    if settings.shard_count is None:
        return PyramidBot(settings)
    ids = list(settings.shard_ids) if settings.shard_ids is not None else None
    return ShardedPyramidBot(settings, shard_count=settings.shard_count, shard_ids=ids)


class ShardsTaken(RuntimeError):
    """Another live process runs one of this process's shards."""
