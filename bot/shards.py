"""Which servers this process looks after, and the claim that keeps two processes off
the same shard.

Discord puts a server on shard (guild_id >> 22) % shard_count. Each process runs the
background work (announcements, reminders, lobby expiry, computer moves) only for games
in its own shards' servers; games outside any server (DMs) belong to shard 0. Commands
and DM controls still reach any game from any process: those changes are serialized by
the game's row lock and version check, not by shards.

A process claims its shards in the database at start and renews the claim while it runs
(storage: bot/storage/shards.py). A shard claimed by another live process refuses the
start, so a misconfigured second process cannot double the background work."""

from __future__ import annotations

import itertools
import os
import secrets
import socket
from dataclasses import dataclass

# A claim not renewed for this long belongs to a process that died: it can be taken over.
CLAIM_SECONDS = 60.0
RENEW_SECONDS = 15.0


def shard_of(guild_id: int | None, shard_count: int) -> int:
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


_bots = itertools.count(1)
# Tells apart two processes that share a host name and a pid (containers, pid 1).
_RUN = secrets.token_hex(3)


def process_owner() -> str:
    """Who holds a claim: this host, process and bot object (host:pid:run:n)."""
    return f"{socket.gethostname()}:{os.getpid()}:{_RUN}:{next(_bots)}"


def same_process(owner: str, other: str) -> bool:
    """A bot restarted inside one process takes over its predecessor's claim at once."""
    return owner.rsplit(":", 1)[0] == other.rsplit(":", 1)[0]


def died_here(owner: str) -> bool:
    """The claim's process ran on this host and is gone (a crash, kill -9, an exit without
    closing): a restart need not wait out the lease. Processes on other hosts, and any
    doubt, wait for the lease as before."""
    host, _, rest = owner.partition(":")
    pid_text = rest.split(":", 1)[0]
    if host != socket.gethostname() or not pid_text.isdigit() or int(pid_text) == os.getpid():
        return False
    try:
        os.kill(int(pid_text), 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return True
    except OSError:
        return False  # it exists (another user's process) or cannot be asked
    return False


@dataclass(frozen=True)
class ShardSet:
    count: int
    ids: tuple[int, ...]

    @classmethod
    def of(cls, count: int | None, ids: tuple[int, ...] | None) -> ShardSet:
        total = count or 1
        return cls(total, tuple(sorted(ids)) if ids is not None else tuple(range(total)))

    @property
    def everything(self) -> bool:
        return len(self.ids) == self.count

    def owns(self, guild_id: int | None) -> bool:
        return self.everything or shard_of(guild_id, self.count) in self.ids

    def where(self, guild_column: str) -> tuple[str, list[int]]:
        """An SQL condition (and its parameters) true for rows whose server is ours."""
        if self.everything:
            return "1 = 1", []
        marks = ", ".join("?" * len(self.ids))
        return f"((COALESCE({guild_column}, 0) >> 22) % ?) IN ({marks})", [self.count, *self.ids]

    def describe(self) -> str:
        if self.count == 1:
            return "shard 0 of 1"
        listed = ", ".join(str(i) for i in self.ids)
        return f"shard{'s' if len(self.ids) > 1 else ''} {listed} of {self.count}"


# The default where a caller names no shards: one process runs every server.
EVERY_SHARD = ShardSet.of(None, None)
