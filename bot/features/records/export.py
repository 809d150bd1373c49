"""/export [game]: the JSON record of a game (docs/record-format.md).

A finished game: anyone on the server may export it, and the record is complete (a
finished game has no secrets left: a Connections record holds the deal's seed and every
action with its cards), so `python -m rules replay` checks it. A game that still runs: only
its players may export it, and each gets a partial record of what their own seat may see
(no seed, other players' hands and the cards of trades between others hidden), marked as
such in the file and in the reply; anyone else is refused. The answer is always private.
"""

from __future__ import annotations

import io
import json
import time
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.services.refusal import Refusal
from bot.storage.rows import GameRow, LogEntry
from bot.ui.base import core_of
from bot.ui.lookup import GameNumber, find_game
from bot.ui.reader import private_language
from bot.ui.replies import guard
from rules import get_game
from rules.record import Entry, build_partial_record, build_record
from rules.said import Said


def _common(row: GameRow, log: list[LogEntry]) -> dict[str, Any]:
    return {
        "game_key": row.game_key,
        "game_id": row.id,
        "server_id": row.guild_id,
        "seed": row.seed,
        "options": row.options,
        "players": [
            {"name": row.name_of(uid), "discord_id": uid, "computer": row.computers.get(uid)}
            for uid in row.seats
        ],
        "entries": [Entry(e.kind, e.seat, e.move, e.at) for e in log],
        "started_at": row.created_at,
    }


def record_of(row: GameRow, log: list[LogEntry]) -> dict[str, object]:
    """A finished game's complete record."""
    return build_record(**_common(row, log), ended_at=row.updated_at)


def partial_record_of(row: GameRow, log: list[LogEntry], seat: int) -> dict[str, object]:
    """A running game's partial record: what `seat` may see of it now."""
    return build_partial_record(**_common(row, log), exported_at=time.time(), seat=seat)


class RecordsCog(commands.Cog):
    @app_commands.command(name="export", description="A game's record as JSON (only you see it)")
    @app_commands.describe(game="A game number like #12 (default: this channel's last game)")
    @app_commands.guild_only()
    async def export(self, interaction: discord.Interaction, game: GameNumber | None = None) -> None:
        async with guard(interaction):
            row = await find_game(interaction, game)
            seat = row.seat_of(interaction.user.id) if row.status == "active" else None
            if row.status != "finished" and seat is None:
                raise Refusal(Said("records-export-refuse-running", id=str(row.id)))
            await interaction.response.defer(ephemeral=True, thinking=True)
            lang = await private_language(interaction)
            log = await core_of(interaction).store.games.log(row.id)
            hidden = get_game(row.game_key).hidden_information
            key = "-hidden" if hidden else ""
            if seat is not None:
                record = partial_record_of(row, log, seat)
                name = i18n.text(lang, "records-file-partial", id=str(row.id))
                text = i18n.text(lang, f"records-export-partial{key}", id=str(row.id), seat=seat + 1)
            else:
                record = record_of(row, log)
                name = i18n.text(lang, "records-file-record", id=str(row.id))
                text = i18n.text(lang, f"records-export-complete{key}", id=str(row.id), file=name)
            data = json.dumps(record, indent=1, ensure_ascii=False).encode("utf-8")
            await interaction.followup.send(
                text,
                file=discord.File(io.BytesIO(data), filename=name),
                ephemeral=True,
                allowed_mentions=discord.AllowedMentions.none(),
            )
