"""/review: a finished game, move by move, as the computer sees it.

Exact values (win / draw / loss for the mover) for the solved games, with the moves that
threw a result away marked; the `hard` engine's quick estimate for the others. Only
finished games: the product gives no hints in a running game.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.computer_pool import review_job
from bot.services.refusal import Refusal
from bot.services.wording import say, seat_names
from bot.storage.rows import GameRow
from bot.ui.base import core_of
from bot.ui.reader import private_language
from bot.ui.replies import guard
from rules import get_game
from rules.record import effective as effective_entries
from rules.said import Said

VALUE_KEYS = {1: "replay-value-win", 0: "replay-value-draw", -1: "replay-value-loss"}


def value_text(value: Any, lang: str = i18n.ENGLISH) -> str:
    if value is None:
        return i18n.text(lang, "replay-value-unknown")
    if isinstance(value, float):
        return i18n.text(lang, "replay-value-chance", percent=round(value * 100))
    key = VALUE_KEYS.get(int(value))
    return i18n.text(lang, key) if key else str(value)


def review_lines(
    row: GameRow, entries: list[dict[str, Any]], lang: str = i18n.ENGLISH
) -> tuple[list[str], list[str]]:
    """(every move's line, the lines of moves that threw a result away)."""
    game = get_game(row.game_key)
    names = seat_names(row)
    state = game.new(len(row.seats), row.seed, row.options)
    lines: list[str] = []
    marked: list[str] = []
    for entry in entries:
        seat, move = int(entry["seat"]), str(entry["move"])
        # Hidden cards stay hidden: a game with hands shows only the public wording.
        hidden = game.hidden_information
        said = game.move_label(state, seat, move)
        label = f"`{game.public_move(move)}`" if hidden else say(lang, said, names)
        state = game.apply(state, seat, move)
        before, after = entry.get("before"), entry.get("after")
        line = i18n.text(
            lang,
            "replay-review-line",
            ply=entry["ply"],
            who=names[seat],
            move=label,
            before=value_text(before, lang),
            after=value_text(after, lang),
        )
        if entry.get("threw_away"):
            line += i18n.text(lang, "replay-review-threw", value=value_text(before, lang))
            marked.append(line)
        lines.append(line)
    return lines, marked


class ReviewCog(commands.Cog):
    @app_commands.command(name="review", description="A finished game move by move, as the computer sees it")
    @app_commands.describe(game="Game number (default: this channel's last finished game)")
    @app_commands.guild_only()
    async def review(
        self, interaction: discord.Interaction, game: app_commands.Range[int, 1] | None = None
    ) -> None:
        core = core_of(interaction)
        games = core.store.games
        async with guard(interaction):
            await interaction.response.defer(ephemeral=True, thinking=True)
            row = await games.get(game) if game is not None else await games.latest_in_channel(
                interaction.channel_id or 0
            )
            if row is None or row.guild_id != interaction.guild_id:
                raise Refusal(Said("replay-review-refuse-unknown"))
            if row.status != "finished":
                raise Refusal(Said("replay-review-refuse-running", id=str(row.id)))
            log = [
                (int(e.seat or 0), e.move)
                for e in effective_entries(await games.log(row.id))
                if e.kind == "move"
            ]
            loop = asyncio.get_running_loop()
            entries = await loop.run_in_executor(
                core.computers.pool(),
                review_job,
                row.game_key,
                len(row.seats),
                row.seed,
                row.options,
                log,
            )
            lang = await private_language(interaction)
            lines, marked = review_lines(row, entries, lang)
            title = get_game(row.game_key).title
            exact = any(isinstance(e.get("before"), int) for e in entries)
            how = i18n.text(lang, "replay-review-exact" if exact else "replay-review-estimate")
            what = {"game": title, "id": str(row.id), "count": len(lines)}
            head = i18n.text(lang, "replay-review-head", how=how, **what)
            if exact:
                head += "\n" + (
                    i18n.text(lang, "replay-review-marked", count=len(marked)) + "\n" + "\n".join(marked[:10])
                    if marked
                    else i18n.text(lang, "replay-review-none-marked")
                )
            body = "\n".join(lines)
            name = i18n.text(lang, "replay-review-file", id=str(row.id))
            file = discord.File(io.BytesIO(body.encode()), filename=name)
            await interaction.followup.send(head[:1900], file=file, ephemeral=True)
