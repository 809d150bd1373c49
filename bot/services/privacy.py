"""Privacy, without Discord: what is stored about a user, deleting a user's data on their
request, and deleting a server's data after it removed the bot (bot.md "Privacy",
docs/privacy.md). Takes ids; the /privacy command (bot/features/privacy/) and
`python -m bot forget` (bot/ops/forget.py) call it."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import i18n
from bot.services.languages import Languages
from bot.services.refusal import Refusal
from bot.services.sessions import Sessions
from bot.shards import ShardSet
from bot.storage import privacy as store
from bot.storage.outbox import Announcement
from bot.storage.privacy import FORMER_PLAYER, StoredAbout
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from rules import get_game
from rules.said import Said

log = logging.getLogger(__name__)

DAY = 86400.0

__all__ = ["FORMER_PLAYER", "Forgotten", "PrivacyService", "StoredAbout"]


@dataclass(frozen=True)
class Forgotten:
    """What deleting a user's data did."""

    resigned: tuple[int, ...]  # games they resigned
    lobbies: tuple[int, ...]  # lobbies they left, or closed when they had opened them
    games: int  # games (finished or not) whose rows no longer name them


class PrivacyService:
    def __init__(
        self, store: Storage, sessions: Sessions, now: Callable[[], float], languages: Languages
    ) -> None:
        self.store = store
        self.db = store.db
        self.sessions = sessions
        self.now = now
        self.languages = languages

    async def describe_user(self, user_id: int) -> StoredAbout:
        return await store.about_user(self.db, user_id)

    async def forget_user(self, user_id: int, names: Iterable[str] = ()) -> Forgotten:
        """Resign the user's running games (announced like /resign), leave or close their
        lobbies, then erase them from every row: their name becomes "a former player" in
        finished games; ratings, rating history and settings go. `names`: names the caller
        knows them by beyond the stored ones (their current display name)."""
        resigned: list[int] = []
        lobbies: list[int] = []
        for game_id in (await self.describe_user(user_id)).unfinished:
            row = await self.store.games.get(game_id)
            if row is None:
                continue
            if row.status == "lobby" and await self._leave_lobby(row, user_id):
                lobbies.append(game_id)
            elif row.status == "active" and await self._resign(row, user_id):
                resigned.append(game_id)
        games = await store.erase_user(self.db, user_id, names)
        # Cached rows and states may hold the old seats and names.
        self.sessions.forget_all()
        log.info("privacy: user data deleted on request (%s game(s) renamed)", games)
        return Forgotten(tuple(resigned), tuple(lobbies), games)

    async def _resign(self, row: GameRow, user_id: int) -> bool:
        game = get_game(row.game_key)
        try:
            state = await self.sessions.state_of(row)
            seat = row.seat_of(user_id)
            if seat is None or seat not in game.active_seats(state):
                return False  # already out of it (resigned before)
            # A plain drop-out, never a substitute: a computer's seat would keep their id.
            await self.sessions.resign(row.id, user_id, replace=False)
        except Refusal as refusal:
            # The game ended meanwhile, or is damaged and cannot continue: the user's
            # data is erased all the same.
            log.info("privacy: game %s not resigned: %s", row.id, refusal.message)
            return False
        return True

    async def _leave_lobby(self, row: GameRow, user_id: int) -> bool:
        async with self.sessions.lock(row.id):
            fresh = await self.store.games.get(row.id)
            if fresh is None or fresh.status != "lobby":
                return False
            title = get_game(fresh.game_key).title
            if user_id == fresh.creator_id:
                said = Said("lobby-closed-creator-left", game=title, id=str(fresh.id))
                text = i18n.say(await self.languages.public(fresh.guild_id), said)
                announce = [
                    Announcement("lobby", fresh.channel_id),
                    Announcement("line", fresh.channel_id, {"content": text, "users": []}),
                ]
                return await self.store.lobbies.cancel(fresh, self.now(), announce=announce)
            seats = [u for u in fresh.seats if u != user_id]
            names = {k: v for k, v in fresh.names.items() if k != str(user_id)}
            return await self.store.lobbies.update_lobby(fresh, seats, names, self.now())

    # ---- servers -------------------------------------------------------------------
    async def forget_guild(self, guild_id: int) -> bool:
        """Delete every row of the server at once (an admin's `python -m bot forget`)."""
        deleted = await store.erase_guild(self.db, guild_id)
        self.sessions.forget_all()
        return deleted

    async def guild_left(self, guild_id: int) -> None:
        await store.note_departure(self.db, guild_id, self.now())

    async def guild_returned(self, guild_id: int) -> bool:
        return await store.cancel_departure(self.db, guild_id)

    async def note_missing_guilds(self, shards: ShardSet, present: Callable[[int], bool]) -> list[int]:
        """Servers with data that the bot is not in (it was removed while no process ran
        their shard, so no event said so): noted as departed from now."""
        missing = sorted(g for g in await store.guilds_with_data(self.db, shards) if not present(g))
        for guild_id in missing:
            await store.note_departure(self.db, guild_id, self.now())
        if missing:
            log.info("privacy: %s server(s) with data no longer have the bot: noted as left", len(missing))
        return missing

    async def forget_departed_guilds(
        self, after_days: int, shards: ShardSet, present: Callable[[int], bool] = lambda _: False
    ) -> list[int]:
        """One round of the background job: servers of `shards` that removed the bot more
        than `after_days` ago lose their data, each exactly once. `present`: the bot is in
        that server again (added back while this process was away): nothing is deleted."""
        before = self.now() - after_days * DAY
        deleted: list[int] = []
        for guild_id in await store.departed_before(self.db, before, shards):
            if present(guild_id):
                await store.cancel_departure(self.db, guild_id)
            elif await store.erase_guild(self.db, guild_id, departed_before=before):
                deleted.append(guild_id)
        if deleted:
            self.sessions.forget_all()
            log.info("privacy: deleted the data of %s server(s) that removed the bot", len(deleted))
        return deleted
