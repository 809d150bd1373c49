"""Signed, expiring addresses of the web table (docs/web-table.md).

A token names a game, a player (or 0: a watcher) and an expiry, signed with HMAC-SHA256
under a secret kept in the database's meta table, so every process of a sharded bot
reads the same links, and `python -m bot web-rotate-secret` makes every link ever given
out useless at once. Reading a token never says why one is bad: forged, expired and
unknown all come back as None.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.storage.meta import MetaRepo
from bot.storage.rows import GameRow
from rules import get_game

SECRET_KEY = "web_link_secret"
WATCH = 0  # the user id of a watch link: the public view
DAY = 86_400.0
# How long a process trusts the secret it read (a rotation elsewhere reaches it within this).
SECRET_TTL = 5.0
State = dict[str, Any]
_TOKEN = re.compile(r"^([0-9]{1,19})\.([0-9]{1,20})\.([0-9]{1,12})\.([A-Za-z0-9_-]{22})$")


@dataclass(frozen=True)
class Link:
    game_id: int
    user_id: int  # WATCH for a watch link
    expires: int

    @property
    def watch(self) -> bool:
        return self.user_id == WATCH


def _signature(secret: str, body: str) -> str:
    digest = hmac.new(secret.encode(), body.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode()[:22]  # 132 bits: unguessable


class WebLinks:
    def __init__(self, meta: MetaRepo, now: Callable[[], float], days: int = 7) -> None:
        self.meta = meta
        self.now = now
        self.days = days
        self._secret: tuple[float, str] | None = None

    async def secret(self) -> str:
        cached = self._secret
        if cached is not None and time.monotonic() - cached[0] < SECRET_TTL:
            return cached[1]
        value = await self.meta.get(SECRET_KEY)
        if value is None:
            value = await self.meta.set_if_absent(SECRET_KEY, secrets.token_urlsafe(32))
        self._secret = (time.monotonic(), value)
        return value

    async def rotate(self) -> None:
        """A new secret: every link given out so far stops working."""
        await self.meta.set(SECRET_KEY, secrets.token_urlsafe(32))
        self._secret = None

    async def make(self, game_id: int, user_id: int = WATCH, days: float | None = None) -> str:
        expires = int(self.now() + DAY * (self.days if days is None else days))
        body = f"{game_id}.{user_id}.{expires}"
        return f"{body}.{_signature(await self.secret(), body)}"

    async def read(self, token: str) -> Link | None:
        """The link a token stands for, or None for anything forged, damaged or expired."""
        match = _TOKEN.match(token)
        if match is None:
            return None
        game_id, user_id, expires = (int(match[i]) for i in (1, 2, 3))
        body = f"{game_id}.{user_id}.{expires}"
        if not hmac.compare_digest(_signature(await self.secret(), body), match[4]):
            return None
        if expires <= self.now():
            return None
        return Link(game_id, user_id, expires)


def may_hold(row: GameRow, user_id: int, state: State | None) -> bool:
    """Whether a personal link of `user_id` still opens `row`: they hold a seat (deleting
    one's data takes it away) and, while the game runs, have not left it."""
    seat = row.seat_of(user_id)
    if seat is None or user_id == WATCH:
        return False
    if row.status != "active" or state is None:
        return True
    return seat in get_game(row.game_key).active_seats(state)


class WebAddresses:
    """The addresses the Discord side hands out: None when the web table is off."""

    def __init__(self, links: WebLinks, base_url: str | None) -> None:
        self.links = links
        self.base_url = base_url

    @property
    def on(self) -> bool:
        return self.base_url is not None

    async def for_user(self, row: GameRow, user_id: int, state: State | None) -> str | None:
        """The player's own page when they hold a seat in the game; else a watch page."""
        if self.base_url is None:
            return None
        who = user_id if may_hold(row, user_id, state) else WATCH
        return f"{self.base_url}/t/{await self.links.make(row.id, who)}"
