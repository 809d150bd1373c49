"""Answering interactions: refusals (ephemeral), board messages (new public messages),
and the apology for the unexpected."""

from __future__ import annotations

import io
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import discord

import i18n
from bot.services.refusal import Refusal
from bot.services.sessions import Change
from bot.services.stored import STORED
from bot.storage.db import CommitUnknown, DatabaseUnavailable
from bot.ui.reader import private_language, public_language

log = logging.getLogger(__name__)

# The English of each apology (tests and logs compare them); players read theirs in
# their own language (`apology_for`).
APOLOGY = i18n.text(i18n.ENGLISH, "replies-apology")
# After a commit, the truth: the change holds and will be announced.
APOLOGY_STORED = i18n.text(i18n.ENGLISH, "replies-apology-stored")
# The database is away (stopped, restarting, locked by another program) and nothing was
# stored: nothing to report, only to come back.
UNAVAILABLE = i18n.text(i18n.ENGLISH, "replies-unavailable")
# The connection broke during the commit and the bot could not find out afterwards.
UNCONFIRMED = i18n.text(i18n.ENGLISH, "replies-unconfirmed")
NO_PINGS = discord.AllowedMentions.none()
# A message holds at most 2000 characters; longer answers go out as a text file.
INLINE_LIMIT = 1900


async def respond(interaction: discord.Interaction, content: str | None = None, **kwargs: Any) -> None:
    """Answer an interaction whether or not it was already acknowledged (deferred)."""
    if interaction.response.is_done():
        await interaction.followup.send(content if content is not None else discord.utils.MISSING, **kwargs)
    else:
        await interaction.response.send_message(content, **kwargs)


def _fitted(message: str) -> str:
    # Whatever a refusal echoes (a pasted wall of text), it fits one message.
    return message if len(message) <= 1900 else message[:1899] + "…"


async def refuse(interaction: discord.Interaction, refusal: Refusal) -> None:
    """Refusals are ephemeral; a broken game is announced in the channel."""
    try:
        message = _fitted(refusal.text(await private_language(interaction)))
        await respond(interaction, message, ephemeral=True, allowed_mentions=NO_PINGS)
        if refusal.public and isinstance(interaction.channel, discord.abc.Messageable):
            # A broken game concerns the whole table, not only the one who found it.
            post = _fitted(refusal.text(await public_language(interaction)))
            await interaction.channel.send(post, allowed_mentions=NO_PINGS)
    except discord.HTTPException:
        log.warning("could not deliver a refusal to %s: %s", interaction.user, refusal.message)


@asynccontextmanager
async def guard(interaction: discord.Interaction) -> AsyncIterator[None]:
    """Every command body runs inside this: a Refusal becomes a short ephemeral reply, and
    so does a database that is away (the player may only try again: not a bug to log
    with a traceback); anything else goes on to the tree's error handler (log + apology)."""
    # A request starts with nothing stored: its task may have inherited the mark from
    # whatever created it (the commits of the bot's own start-up, say).
    STORED.set(False)
    try:
        yield
    except Refusal as refusal:
        await refuse(interaction, refusal)
    except DatabaseUnavailable as exc:
        log.warning("interaction %s: %s", interaction.id, exc)
        await _answer(interaction, exc)


def apology_for(error: BaseException, lang: str = i18n.ENGLISH) -> str:
    """The one private line for an error a player meets: truthful about what was stored."""
    if STORED.get():
        key = "replies-apology-stored"
    elif isinstance(error, CommitUnknown):
        key = "replies-unconfirmed"
    elif isinstance(error, DatabaseUnavailable):
        key = "replies-unavailable"
    else:
        key = "replies-apology"
    return i18n.text(lang, key)


async def apologise(interaction: discord.Interaction, error: BaseException) -> None:
    if isinstance(error, DatabaseUnavailable):
        # Expected while the database is away: one line in the log, no traceback.
        log.warning("interaction %s: %s", interaction.id, error)
        if interaction.type is not discord.InteractionType.autocomplete:
            await _answer(interaction, error)
        return
    command = interaction.command.qualified_name if interaction.command else None
    data: Any = interaction.data or {}
    log.error(
        "unexpected error in interaction %s (command=%s, custom_id=%s, user=%s, channel=%s)",
        interaction.id,
        command,
        data.get("custom_id"),
        interaction.user.id,
        interaction.channel_id,
        exc_info=error,
    )
    if interaction.type is discord.InteractionType.autocomplete:
        return
    await _answer(interaction, error)


async def reply_language(interaction: discord.Interaction) -> str:
    """The player's language for an apology or a confirmation, whatever failed: the store
    may be what did, and a stored change is confirmed all the same."""
    try:
        return await private_language(interaction)
    except Exception:  # the apology must go out all the same: the app's language will do
        return i18n.language_of(str(interaction.locale))


async def _answer(interaction: discord.Interaction, error: BaseException) -> None:
    text = apology_for(error, await reply_language(interaction))
    try:
        await respond(interaction, text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not deliver the apology for interaction %s", interaction.id)


# The private line after each kind of stored change (replies-done-<kind>).
CONFIRMED = ("move", "resign", "timeout", "end", "undo")


def confirmation(lang: str, kind: str) -> str:
    return i18n.text(lang, f"replies-done-{kind}" if kind in CONFIRMED else "replies-done")


async def tell(interaction: discord.Interaction, text: str) -> None:
    """A private line after a stored change. Its failure loses nothing (the change and its
    announcement are stored), so it is logged, never turned into an apology."""
    try:
        await respond(interaction, text, ephemeral=True, allowed_mentions=NO_PINGS)
    except discord.HTTPException as exc:
        log.info("interaction %s: the private confirmation failed: %s", interaction.id, exc)


def planned_reply_text(change: Change, lang: str = i18n.ENGLISH) -> str:
    """To the mover whose move a planned reply answered at once: their turn again."""
    assert change.planned is not None
    who = change.row.name_of(change.row.seats[change.planned.seat])
    return i18n.text(lang, "replies-done-planned", who=who)


async def confirm(
    interaction: discord.Interaction,
    change: Change,
    text: str | None = None,
    view: discord.ui.View | None = None,
) -> None:
    """The actor's own short, private confirmation; the public post comes from the outbox
    (it was stored with the change). `view`: controls offered with it (Plan a reply). A
    failure here loses nothing. `text`: worded by the caller in the player's language."""
    if text is None:
        lang = await reply_language(interaction)
        planned = change.planned is not None
        text = planned_reply_text(change, lang) if planned else confirmation(lang, change.kind)
    extra: dict[str, Any] = {"view": view} if view is not None else {}
    try:
        await respond(
            interaction,
            text,
            ephemeral=True,
            allowed_mentions=NO_PINGS,
            **extra,
        )
    except discord.HTTPException as exc:
        log.info("game %s: stored %s; the private confirmation failed: %s", change.row.id, change.kind, exc)


async def acknowledge(interaction: discord.Interaction) -> None:
    """Acknowledge at once, before any database work or drawing (Discord's 3-second
    deadline): privately, so refusals stay private; public posts go through the outbox."""
    if interaction.response.is_done():
        return
    try:
        await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.HTTPException as exc:
        # The token is dead or Discord is failing (10062, 5xx, 429): the player asked for
        # the change all the same, so it goes ahead; the channel announces it through
        # the outbox, and only the private answer is lost.
        log.info("interaction %s could not be acknowledged: %s", interaction.id, exc)


async def send_text(
    interaction: discord.Interaction, text: str, filename: str, lang: str | None = None
) -> None:
    """Short text inline; long text as an attached file (ephemeral either way). `lang`:
    the language `text` is in (by default the player's)."""
    if len(text) <= INLINE_LIMIT:
        await respond(interaction, text, ephemeral=True, allowed_mentions=NO_PINGS)
        return
    first = text[:INLINE_LIMIT].rsplit("\n", 1)[0]
    file = discord.File(io.BytesIO(text.encode("utf-8")), filename=filename)
    await respond(
        interaction,
        first + "\n" + i18n.text(lang or await private_language(interaction), "replies-attached"),
        file=file,
        ephemeral=True,
        allowed_mentions=NO_PINGS,
    )
