"""Threads the bot made for something that was then not stored (a lobby, a tournament
pairing): removed again, so that failed tries leave no empty threads behind."""

from __future__ import annotations

import logging

import discord

log = logging.getLogger(__name__)


async def discard_thread(thread: discord.Thread) -> None:
    """Delete a thread nothing was stored for (best effort: a moderator can remove it)."""
    try:
        await thread.delete()
    except discord.HTTPException as exc:
        log.info("could not delete the unused thread %s: %s", thread.id, exc)
