"""Names as a channel may show them: no markdown, no mentions, except the mentions meant."""

from __future__ import annotations

import discord

from bot.services.wording import seat_names
from bot.storage.rows import GameRow


def plain(text: str) -> str:
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))


def plain_names(row: GameRow) -> list[str]:
    """Display names safe to put in a message: no markdown, no mentions."""
    return [plain(n) for n in seat_names(row)]


def pingable(
    row: GameRow, seats: list[int] | tuple[int, ...] | range, quiet: frozenset[int] = frozenset()
) -> tuple[int, ...]:
    """The user ids of `seats` that may be pinged: people who did not turn mentions off."""
    return tuple(row.seats[s] for s in seats if row.seats[s] > 0 and row.seats[s] not in quiet)


def mention(row: GameRow, seat: int, names: list[str], quiet: frozenset[int] = frozenset()) -> str:
    """A mention, or the plain name for a computer seat or a player who chose `/notify` dm or off."""
    uid = row.seats[seat]
    return f"<@{uid}>" if uid > 0 and uid not in quiet else names[seat]


def users_only(ids: list[int] | tuple[int, ...]) -> discord.AllowedMentions:
    return discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False, users=[discord.Object(u) for u in ids if u > 0]
    )
