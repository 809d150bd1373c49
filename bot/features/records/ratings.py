"""/leaderboard, /profile and /stats: ratings and records on this server (docs/ratings.md).

Answers are private (ephemeral), like /history: anyone can ask for their own, and the
leaderboard's pages turn in place without posting to the channel.
"""

from __future__ import annotations

import io
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.services import drawing
from bot.services.clock import plural
from bot.services.refusal import Refusal
from bot.storage import rating_model as model
from bot.storage.ratings import HeadToHead, RatingRepo
from bot.ui.base import PersistentButton, core_of
from bot.ui.choices import GAME_TITLES
from bot.ui.ids import safe_id
from bot.ui.reader import private_language
from bot.ui.replies import NO_PINGS, guard
from render.rating_chart import rating_chart, rating_chart_alt
from rules import GAMES, get_game

PAGE = 10


def repo_of(interaction: discord.Interaction) -> RatingRepo:
    return core_of(interaction).store.ratings


def shown(rating: int, sigma: float) -> str:
    return f"{rating}?" if model.provisional(sigma) else str(rating)


def streak_text(streak: int) -> str:
    if streak > 0:
        return f"won {streak} in a row"
    if streak < 0:
        return f"lost {-streak} in a row"
    return "no streak"


async def leaderboard_page(guild_id: int, repo: RatingRepo, key: str, page: int) -> dict[str, Any]:
    total = await repo.count(guild_id, key)
    pages = max(1, -(-total // PAGE))
    page = max(0, min(page, pages - 1))
    title = get_game(key).title
    if total == 0:
        return {
            "content": f"Nobody has a {title} rating on this server yet: finish a rated game first.",
            "view": None,
        }
    rows = await repo.leaderboard(guild_id, key, page * PAGE, PAGE)
    lines = [f"**{title} leaderboard** · page {page + 1} of {pages}"]
    for place, r in enumerate(rows, start=page * PAGE + 1):
        lines.append(
            f"{place}. <@{r.user_id}> **{shown(r.shown, r.sigma)}** · {plural(r.games, 'game')} "
            f"({r.wins}W {r.draws}D {r.losses}L)"
        )
    lines.append(
        f"-# ? = provisional (uncertainty σ above {model.PROVISIONAL_SIGMA:g}). "
        "Rating = 1000 + 40 × (μ − 3σ)."
    )
    view = discord.ui.View(timeout=None)
    for label, target in (("◀ Previous", page - 1), ("Next ▶", page + 1)):
        button = LeaderboardPage(key, target, label)
        button.item.disabled = not 0 <= target < pages
        view.add_item(button)
    return {"content": "\n".join(lines), "view": view}


class LeaderboardPage(PersistentButton, template=r"lb:(?P<key>[a-z]+):(?P<page>-?[0-9]+)"):
    acknowledge_first = False  # the page is edited in place at once

    def __init__(self, key: str, page: int, label: str = "Page") -> None:
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, custom_id=f"lb:{key}:{page}")
        )
        self.key = key
        self.page = page

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> LeaderboardPage:
        page = match["page"]
        return cls(match["key"], -1 if page.startswith("-") else safe_id(page))

    async def press(self, interaction: discord.Interaction) -> None:
        if self.key not in GAMES or interaction.guild_id is None:
            raise Refusal("That leaderboard is not available here.")
        repo = repo_of(interaction)
        message = await leaderboard_page(interaction.guild_id, repo, self.key, self.page)
        await interaction.response.edit_message(allowed_mentions=NO_PINGS, **message)


def profile_text(member: discord.abc.User, ratings: list[Any], bests: dict[str, Any]) -> str:
    name = discord.utils.escape_markdown(member.display_name)
    if not ratings:
        return f"**{name}** has no rated games on this server yet."
    lines = [f"**{name}** on this server:"]
    for r in ratings:
        best = bests.get(r.game_key)
        best_text = f"; best win: over <@{best[1]}> ({best[2]}) in game #{best[0]}" if best else ""
        lines.append(
            f"**{get_game(r.game_key).title}**: rating **{shown(r.shown, r.sigma)}**"
            f"{' (provisional)' if r.provisional else ''} · {plural(r.games, 'game')}, "
            f"{r.wins}W {r.draws}D {r.losses}L · {streak_text(r.streak)}{best_text}"
        )
    return "\n".join(lines)


def versus_text(a: discord.abc.User, b: discord.abc.User, tallies: dict[str, Any]) -> str:
    an, bn = (discord.utils.escape_markdown(m.display_name) for m in (a, b))
    if not tallies:
        return f"**{an}** and **{bn}** have not finished a game together on this server."
    lines = [f"**{an}** vs **{bn}** on this server:"]
    for key, t in sorted(tallies.items()):
        lines.append(f"**{get_game(key).title}**: {plural(t.games, 'game')} · {an} {record_text(t)}")
    return "\n".join(lines)


def record_text(t: HeadToHead) -> str:
    """A head-to-head record from the first player's side, as sports write it: won-lost
    ("2-0"), or won-drawn-lost ("2-1-0") once they have finished level (a draw, or both
    beaten by a third player)."""
    if t.level:
        return f"{t.a_ahead}-{t.level}-{t.b_ahead} (won-drawn-lost)"
    return f"{t.a_ahead}-{t.b_ahead} (won-lost)"


def days_text(days: float | None) -> str:
    if days is None:
        return "-"
    # One decimal: "1.0 days" reads as a whole number of days, so it is said in the singular.
    value, unit = (days, "day") if days >= 1 else (days * 24, "hour")
    shown = f"{value:.1f}"
    return f"{shown} {unit}" if shown == "1.0" else f"{shown} {unit}s"


class RatingsCog(commands.Cog):
    @app_commands.command(name="leaderboard", description="The server's best players at a game")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_TITLES)
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        async with guard(interaction):
            if game not in GAMES:
                raise Refusal(f"There is no game {game[:40]!r}: pick one from the list.")
            message = await leaderboard_page(interaction.guild_id or 0, repo_of(interaction), game, 0)
            if message["view"] is None:
                message.pop("view")
            await interaction.response.send_message(ephemeral=True, allowed_mentions=NO_PINGS, **message)

    @app_commands.command(name="profile", description="Ratings and records of a player, or two head to head")
    @app_commands.describe(user="Whose profile (default: yours)", versus="Compare with this player")
    @app_commands.guild_only()
    async def profile(
        self,
        interaction: discord.Interaction,
        user: discord.User | None = None,
        versus: discord.User | None = None,
    ) -> None:
        async with guard(interaction):
            guild_id = interaction.guild_id or 0
            who = user or interaction.user
            repo = repo_of(interaction)
            if versus is not None:
                if versus.id == who.id:
                    raise Refusal("Pick two different players to compare.")
                text = versus_text(who, versus, await repo.head_to_head(guild_id, who.id, versus.id))
                await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
                return
            await interaction.response.defer(ephemeral=True, thinking=True)
            ratings = await repo.ratings_of(guild_id, who.id)
            bests = {r.game_key: await repo.best_win(guild_id, who.id, r.game_key) for r in ratings}
            text = profile_text(who, ratings, bests)
            kwargs: dict[str, Any] = {}
            if ratings:
                series = {get_game(k).title: v for k, v in (await repo.history(guild_id, who.id)).items()}
                title = f"{who.display_name}: rating over time"
                lang = await private_language(interaction)
                chart = await drawing.draw_in_pool(rating_chart, series, title, lang)
                alt = rating_chart_alt(series, title, lang)
                kwargs["file"] = discord.File(io.BytesIO(chart), filename="rating.png", description=alt)
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_PINGS, **kwargs)

    @app_commands.command(name="stats", description="How a game goes on this server")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_TITLES)
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, game: str) -> None:
        async with guard(interaction):
            if game not in GAMES:
                raise Refusal(f"There is no game {game[:40]!r}: pick one from the list.")
            s = await repo_of(interaction).stats(interaction.guild_id or 0, game)
            title = get_game(game).title
            if s.games == 0:
                text = f"No {title} game has finished on this server yet."
            else:
                moves = "-" if s.median_moves is None else f"{s.median_moves:g}"
                moves += " move" if moves == "1" else " moves"
                text = (
                    f"**{title}** on this server: {plural(s.games, 'game')} finished ({s.rated} rated). "
                    f"First player won {s.first_player_wins} ({100 * s.first_player_wins / s.games:.0f}%); "
                    f"{plural(s.draws, 'draw')}. Median length: {moves}, "
                    f"{days_text(s.median_days)}."
                )
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
