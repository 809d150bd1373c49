"""create_bot(settings): the commands.Bot with storage, sessions, cogs and buttons."""

from __future__ import annotations

import hashlib
import json
import logging
import secrets
from collections.abc import Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.announce import Announcer
from bot.cards import setup as setup_cards
from bot.commands.admin import AdminCog
from bot.commands.board import BoardCog
from bot.commands.connections import ConnectionsCog
from bot.commands.game import GameCog
from bot.commands.info import InfoCog
from bot.commands.move import MoveCog
from bot.commands.review import ReviewCog
from bot.computer import Computers
from bot.computer_pool import shared_pool
from bot.lifecycle import Lifecycle
from bot.notify import Notifier
from bot.outbox import Outbox
from bot.reminders import Reminders
from bot.replay.setup import setup as setup_replays
from bot.replies import apologise
from bot.sessions import Sessions
from bot.settings import Settings
from bot.storage import Database, GameRepo
from bot.storage.outbox import OutboxRepo
from bot.table.buttons import TableButton
from bot.views import ComputerLevelSelect, LobbyButton, ProposalButton

log = logging.getLogger(__name__)

# Adding a command group (e.g. Connections' /trade) = one more cog here.
COGS: list[Callable[[], commands.Cog]] = [
    GameCog, MoveCog, BoardCog, InfoCog, ConnectionsCog, AdminCog, ReviewCog
]
COMMAND_HASH_KEY = "command_hash"


class Tree(app_commands.CommandTree):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        original = getattr(error, "original", error)
        await apologise(interaction, original)


class PyramidBot(commands.Bot):
    db: Database
    repo: GameRepo
    sessions: Sessions
    outbox: Outbox
    computers: Computers

    def __init__(self, settings: Settings) -> None:
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
        )
        self.settings = settings
        self.notifier = Notifier(self)
        self.reminders = Reminders(self, settings.reminder_check_minutes)
        self.new_seed: Callable[[], int] = lambda: secrets.randbelow(2**31)

    @staticmethod
    def now() -> float:
        # discord.utils.utcnow, so that test clocks (SimCord) move it too.
        return discord.utils.utcnow().timestamp()

    async def setup_hook(self) -> None:
        self.db = await Database.open(self.settings.database)
        self.repo = GameRepo(self.db)
        self.outbox = Outbox(
            OutboxRepo(self.db),
            Announcer(self).deliver,
            self.now,
            signal=lambda: self.dispatch("outbox_kick"),
            wait=self._wait_for_kick,
            ready=self.wait_until_ready,
        )
        self.sessions = Sessions(self.repo, self.now, on_stored=self.outbox.kick)
        self.computers = Computers(
            self.repo,
            self.sessions,
            lambda: shared_pool(self.settings.computer_workers),
            float(self.settings.computer_seconds),
        )
        self.sessions.on_change = lambda row: self.computers.kick(row.id) if row.computers else None
        self.add_dynamic_items(LobbyButton, ProposalButton, TableButton, ComputerLevelSelect)
        for cog in COGS:
            await self.add_cog(cog())
        await self.add_cog(Lifecycle(self))  # games whose channel or server is gone
        await setup_cards(self)  # Connections' DMs, /trade, /partner
        await setup_replays(self)  # /replay, /export, ratings, the Replay GIF button
        if self.settings.sync_commands:
            await self.sync_commands()
        self.reminders.start()
        # What is pending from before a restart goes out now.
        self.outbox.start()
        # A computer whose turn it was before a restart moves now.
        await self.computers.resume_all()

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
            if await self.repo.get_meta(COMMAND_HASH_KEY) == digest:
                log.info("commands unchanged since the last sync; not syncing")
                return
            await self.tree.sync()
            await self.repo.set_meta(COMMAND_HASH_KEY, digest)
            log.info("commands synced globally")
        except discord.HTTPException as exc:
            log.error("command sync failed (the bot keeps running): %s", exc)

    async def close(self) -> None:
        self.reminders.stop()
        computers = getattr(self, "computers", None)
        if computers is not None:
            await computers.close()
        outbox = getattr(self, "outbox", None)
        if outbox is not None:
            await outbox.stop()
        await super().close()
        db = getattr(self, "db", None)
        if db is not None:
            await db.close()


def create_bot(settings: Settings | None = None) -> PyramidBot:
    """A fresh bot; call again for a restart on the same database."""
    return PyramidBot(settings or Settings())
