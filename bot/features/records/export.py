"""/export [game]: the JSON record of a finished game (docs/record-format.md).

Anyone on the server may export a finished game; the answer is private. A finished game has
no secrets left, so the record is complete for every game (a Connections record holds the
deal's seed and every action with its cards) and `python -m rules replay` checks it. A game
that still runs is not exported: its seed and moves would rebuild every hidden hand.
"""

from __future__ import annotations

import io
import json

import discord
from discord import app_commands
from discord.ext import commands

from bot.storage.rows import GameRow, LogEntry
from bot.ui.base import core_of
from bot.ui.lookup import GameNumber, find_game
from bot.ui.replies import guard
from rules import get_game
from rules.record import Entry, build_record


def record_of(row: GameRow, log: list[LogEntry]) -> dict[str, object]:
    return build_record(
        game_key=row.game_key,
        game_id=row.id,
        server_id=row.guild_id,
        seed=row.seed,
        options=row.options,
        players=[
            {"name": row.name_of(uid), "discord_id": uid, "computer": row.computers.get(uid)}
            for uid in row.seats
        ],
        entries=[Entry(e.kind, e.seat, e.move, e.at) for e in log],
        started_at=row.created_at,
        ended_at=row.updated_at,
    )


class RecordsCog(commands.Cog):
    @app_commands.command(name="export", description="A finished game's record as JSON (only you see it)")
    @app_commands.describe(game="A game number like #12 (default: this channel's last game)")
    @app_commands.guild_only()
    async def export(self, interaction: discord.Interaction, game: GameNumber | None = None) -> None:
        async with guard(interaction):
            row = await find_game(interaction, game, finished_only=True)
            await interaction.response.defer(ephemeral=True, thinking=True)
            record = record_of(row, await core_of(interaction).store.games.log(row.id))
            data = json.dumps(record, indent=1, ensure_ascii=False).encode("utf-8")
            note = (
                " The game is over, so it holds every hand and trade."
                if get_game(row.game_key).hidden_information
                else ""
            )
            await interaction.followup.send(
                f"The complete record of game #{row.id}.{note} Check it with "
                f"`python -m rules replay game-{row.id}.json`.",
                file=discord.File(io.BytesIO(data), filename=f"game-{row.id}.json"),
                ephemeral=True,
                allowed_mentions=discord.AllowedMentions.none(),
            )
