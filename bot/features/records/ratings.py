"""/leaderboard, /profile and /stats: ratings and records on this server (docs/ratings.md).

Answers are private (ephemeral), like /history: anyone can ask for their own, and the
leaderboard's pages turn in place without posting to the channel.
"""

from __future__ import annotations

import io
import re
from typing import Any

import discord
from babel.numbers import format_decimal
from discord import app_commands
from discord.ext import commands

import i18n
from bot.services import drawing
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
from rules.said import Said

PAGE = 10


def repo_of(interaction: discord.Interaction) -> RatingRepo:
    return core_of(interaction).store.ratings


def shown(rating: int, sigma: float) -> str:
    return f"{rating}?" if model.provisional(sigma) else str(rating)


def streak_text(streak: int, lang: str = i18n.ENGLISH) -> str:
    if streak > 0:
        return i18n.text(lang, "records-streak-won", count=streak)
    if streak < 0:
        return i18n.text(lang, "records-streak-lost", count=-streak)
    return i18n.text(lang, "records-streak-none")


def wdl(lang: str, wins: int, draws: int, losses: int) -> str:
    return i18n.text(lang, "records-wdl", wins=wins, draws=draws, losses=losses)


async def leaderboard_page(
    guild_id: int, repo: RatingRepo, key: str, page: int, lang: str = i18n.ENGLISH
) -> dict[str, Any]:
    total = await repo.count(guild_id, key)
    pages = max(1, -(-total // PAGE))
    page = max(0, min(page, pages - 1))
    title = get_game(key).title
    if total == 0:
        return {"content": i18n.text(lang, "records-leaderboard-empty", game=title), "view": None}
    rows = await repo.leaderboard(guild_id, key, page * PAGE, PAGE)
    lines = [i18n.text(lang, "records-leaderboard-title", game=title, page=page + 1, pages=pages)]
    for place, r in enumerate(rows, start=page * PAGE + 1):
        lines.append(
            i18n.text(
                lang,
                "records-leaderboard-line",
                place=place,
                player=f"<@{r.user_id}>",
                rating=shown(r.shown, r.sigma),
                games=i18n.text(lang, "records-games", count=r.games),
                wdl=wdl(lang, r.wins, r.draws, r.losses),
            )
        )
    lines.append(i18n.text(lang, "records-leaderboard-note", sigma=f"{model.PROVISIONAL_SIGMA:g}"))
    view = discord.ui.View(timeout=None)
    for label, target in (("records-page-previous", page - 1), ("records-page-next", page + 1)):
        button = LeaderboardPage(key, target, i18n.text(lang, label))
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
            raise Refusal(Said("records-refuse-leaderboard"))
        repo = repo_of(interaction)
        lang = await private_language(interaction)
        message = await leaderboard_page(interaction.guild_id, repo, self.key, self.page, lang)
        await interaction.response.edit_message(allowed_mentions=NO_PINGS, **message)


def profile_text(
    member: discord.abc.User, ratings: list[Any], bests: dict[str, Any], lang: str = i18n.ENGLISH
) -> str:
    name = discord.utils.escape_markdown(member.display_name)
    if not ratings:
        return i18n.text(lang, "records-profile-none", name=name)
    lines = [i18n.text(lang, "records-profile-title", name=name)]
    for r in ratings:
        best = bests.get(r.game_key)
        best_text = (
            i18n.text(lang, "records-best", opponent=f"<@{best[1]}>", rating=str(best[2]), id=str(best[0]))
            if best
            else ""
        )
        lines.append(
            i18n.text(
                lang,
                "records-profile-line",
                game=get_game(r.game_key).title,
                rating=shown(r.shown, r.sigma),
                provisional=i18n.text(lang, "records-provisional") if r.provisional else "",
                games=i18n.text(lang, "records-games", count=r.games),
                wdl=wdl(lang, r.wins, r.draws, r.losses),
                streak=streak_text(r.streak, lang),
                best=best_text,
            )
        )
    return "\n".join(lines)


def versus_text(
    a: discord.abc.User, b: discord.abc.User, tallies: dict[str, Any], lang: str = i18n.ENGLISH
) -> str:
    an, bn = (discord.utils.escape_markdown(m.display_name) for m in (a, b))
    if not tallies:
        return i18n.text(lang, "records-versus-none", a=an, b=bn)
    lines = [i18n.text(lang, "records-versus-title", a=an, b=bn)]
    for key, t in sorted(tallies.items()):
        games = i18n.text(lang, "records-games", count=t.games)
        record = record_text(t, lang)
        title = get_game(key).title
        lines.append(i18n.text(lang, "records-versus-line", game=title, games=games, a=an, record=record))
    return "\n".join(lines)


def record_text(t: HeadToHead, lang: str = i18n.ENGLISH) -> str:
    """A head-to-head record from the first player's side, as sports write it: won-lost
    ("2-0"), or won-drawn-lost ("2-1-0") once they have finished level (a draw, or both
    beaten by a third player)."""
    if t.level:
        return i18n.text(lang, "records-record-won-drawn-lost", won=t.a_ahead, drawn=t.level, lost=t.b_ahead)
    return i18n.text(lang, "records-record-won-lost", won=t.a_ahead, lost=t.b_ahead)


def one_decimal(lang: str, value: float) -> str:
    return str(format_decimal(value, format="0.0", locale=lang.replace("-", "_")))


def days_text(days: float | None, lang: str = i18n.ENGLISH) -> str:
    if days is None:
        return i18n.text(lang, "records-time-none")
    # One decimal: "1.0 days" reads as a whole number of days, so it is said in the singular.
    value, unit = (days, "days") if days >= 1 else (days * 24, "hours")
    one = f"{value:.1f}" == "1.0"
    return i18n.text(lang, f"records-{unit}" + ("-one" if one else ""), count=one_decimal(lang, value))


def moves_text(median: float | None, lang: str = i18n.ENGLISH) -> str:
    if median is None:
        return i18n.text(lang, "records-moves-none")
    if f"{median:g}" == "1":
        return i18n.text(lang, "records-moves-one")
    return i18n.text(lang, "records-moves", count=int(median) if median == int(median) else median)


class RatingsCog(commands.Cog):
    @app_commands.command(name="leaderboard", description="The server's best players at a game")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_TITLES)
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        async with guard(interaction):
            if game not in GAMES:
                raise Refusal(Said("records-refuse-game", name=repr(game[:40])))
            lang = await private_language(interaction)
            message = await leaderboard_page(interaction.guild_id or 0, repo_of(interaction), game, 0, lang)
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
            lang = await private_language(interaction)
            if versus is not None:
                if versus.id == who.id:
                    raise Refusal(Said("records-refuse-same-player"))
                text = versus_text(who, versus, await repo.head_to_head(guild_id, who.id, versus.id), lang)
                await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
                return
            await interaction.response.defer(ephemeral=True, thinking=True)
            ratings = await repo.ratings_of(guild_id, who.id)
            bests = {r.game_key: await repo.best_win(guild_id, who.id, r.game_key) for r in ratings}
            text = profile_text(who, ratings, bests, lang)
            kwargs: dict[str, Any] = {}
            if ratings:
                series = {get_game(k).title: v for k, v in (await repo.history(guild_id, who.id)).items()}
                title = i18n.text(lang, "records-chart-title", name=who.display_name)
                chart = await drawing.draw_in_pool(rating_chart, series, title, lang)
                kwargs["file"] = discord.File(
                    io.BytesIO(chart),
                    filename=i18n.text(lang, "records-chart-file"),
                    description=rating_chart_alt(series, title, lang),
                )
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=NO_PINGS, **kwargs)

    @app_commands.command(name="stats", description="How a game goes on this server")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_TITLES)
    @app_commands.guild_only()
    async def stats(self, interaction: discord.Interaction, game: str) -> None:
        async with guard(interaction):
            if game not in GAMES:
                raise Refusal(Said("records-refuse-game", name=repr(game[:40])))
            lang = await private_language(interaction)
            s = await repo_of(interaction).stats(interaction.guild_id or 0, game)
            title = get_game(game).title
            if s.games == 0:
                text = i18n.text(lang, "records-stats-none", game=title)
            else:
                text = i18n.text(
                    lang,
                    "records-stats",
                    game=title,
                    games=i18n.text(lang, "records-games", count=s.games),
                    rated=s.rated,
                    wins=s.first_player_wins,
                    share=f"{100 * s.first_player_wins / s.games:.0f}",
                    draws=i18n.text(lang, "records-draws", count=s.draws),
                    moves=moves_text(s.median_moves, lang),
                    days=days_text(s.median_days, lang),
                )
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
