"""/games, /rules, /help and the Rules button (turn posts and lobbies)."""

from __future__ import annotations

import io
import re
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

import i18n
from bot.delivery.announcer import LATEST_POST
from bot.delivery.notifier import jump_link
from bot.features.info.help import HelpCog
from bot.services.clock import clocked_seats
from bot.services.core import Core
from bot.services.refusal import Refusal
from bot.storage.rows import GameRow
from bot.ui.base import PersistentButton, TableBot, core_of, id_in
from bot.ui.choices import GAME_CHOICES
from bot.ui.lookup import game_of_button
from bot.ui.reader import private_language
from bot.ui.replies import NO_PINGS, guard
from rules import get_game
from rules.pages import rules_page
from rules.said import Said

MAX_LISTED = 20


def rules_reply(key: str, lang: str = i18n.ENGLISH) -> dict[str, Any]:
    """The keyword arguments of a private reply with a game's rules page in `lang` (/rules
    and the table's Rules button)."""
    title = get_game(key).title
    text = rules_page(key, lang)
    if text is None:
        return {"content": i18n.text(lang, "rules-missing", game=title)}
    heading = i18n.text(lang, "rules-title", game=title)
    if len(text) <= 4000:
        return {"embed": discord.Embed(title=heading, description=text)}
    # Too long for one embed: the start inline, the whole page as a file.
    cut = text[:3900].rsplit("\n", 1)[0]
    embed = discord.Embed(title=heading, description=cut + "\n\n" + i18n.text(lang, "rules-continued"))
    file = discord.File(io.BytesIO(text.encode("utf-8")), filename=f"{key}-rules.md")
    return {"embed": embed, "file": file}


async def game_line(core: Core, row: GameRow, user_id: int, lang: str = i18n.ENGLISH) -> str:
    """One game of /games: what it is, where (a channel mention), what is up to whom, and
    a jump link to its latest post."""
    game = get_game(row.game_key)
    where = f"<#{row.channel_id}>"
    if row.status == "lobby":
        needs = game.min_players - len(row.seats)
        waiting = i18n.text(lang, "help-games-waiting", count=needs) if needs > 0 else i18n.text(
            lang, "help-games-ready"
        )
        link = jump_link(row, row.lobby_message_id)
        return i18n.text(
            lang, "help-games-lobby", game=game.title, id=str(row.id), where=where, waiting=waiting, link=link
        )
    try:
        state = await core.sessions.state_of(row)
    except Refusal:
        return i18n.text(lang, "help-games-damaged", game=game.title, id=str(row.id), where=where)
    seat = row.seat_of(user_id)
    due = game.to_move(state)
    clocked = clocked_seats(game, state)
    if seat is not None and seat in clocked:
        turn = i18n.text(lang, "help-games-your-turn")
    elif seat is not None and seat in due:
        turn = i18n.text(lang, "help-games-your-offer")
    elif clocked:
        names = [row.name_of(row.seats[s]) for s in clocked]
        turn = i18n.text(lang, "help-games-to-move", names=i18n.joined(lang, names))
    else:
        turn = i18n.text(lang, "help-games-nobody")
    deadline = row.deadline_for([row.seats[s] for s in clocked])
    if deadline is not None:
        turn += i18n.text(lang, "help-games-deadline", when=f"<t:{int(deadline)}:R>")
    turn += "".join(others_away(row, user_id, core.now(), lang))
    post = await core.store.meta.get(LATEST_POST.format(game=row.id))
    link = jump_link(row, int(post) if post else None)
    return i18n.text(
        lang, "help-games-line", game=game.title, id=str(row.id), where=where, turn=turn, link=link
    )


def others_away(row: GameRow, user_id: int, now: float, lang: str = i18n.ENGLISH) -> list[str]:
    """The other players of the game on a break (/away), with when they are back."""
    return [
        i18n.text(lang, "help-games-away", name=row.name_of(u), when=f"<t:{int(back)}:f>")
        for u in row.seats
        if u != user_id and (back := row.away_until(u, now)) is not None
    ]


async def open_lines(core: Core, guild_id: int, lang: str = i18n.ENGLISH) -> list[str]:
    """/games which:open: this server's lobbies anyone may join, with links."""
    lines = []
    for row in await core.store.games.open_lobbies(guild_id, MAX_LISTED):
        game = get_game(row.game_key)
        needs = game.min_players - len(row.seats)
        joined = i18n.text(lang, "help-open-joined", count=len(row.seats), players=game.max_players)
        waiting = i18n.text(lang, "help-open-needs", count=needs) if needs > 0 else i18n.text(
            lang, "help-open-ready"
        )
        link = jump_link(row, row.lobby_message_id)
        where = f"<#{row.channel_id}>"
        lines.append(
            i18n.text(lang, "help-open-lobby", game=game.title, id=str(row.id), where=where, joined=joined,
                      waiting=waiting, link=link)
        )
    for event in await core.store.tournaments.open_signups(guild_id):
        entrants = len(await core.store.tournaments.entrants(event.id))
        link = jump_link(event, event.signup_message_id)
        lines.append(
            i18n.text(lang, "help-open-tournament", game=get_game(event.game_key).title, id=str(event.id),
                      format=event.format, where=f"<#{event.channel_id}>", signed=entrants, link=link)
        )
    return lines[: MAX_LISTED * 2]


class InfoCog(commands.Cog):
    @app_commands.command(name="games", description="Your unfinished games everywhere, with whose turn it is")
    @app_commands.describe(
        which="mine: your unfinished games (default); open: lobbies and tournament sign-ups you can join here"
    )
    async def games(self, interaction: discord.Interaction, which: Literal["mine", "open"] = "mine") -> None:
        core = core_of(interaction)
        async with guard(interaction):
            if which == "open":
                if interaction.guild_id is None:
                    raise Refusal(Said("help-open-refuse-server"))
                lang = await private_language(interaction)
                lines = await open_lines(core, interaction.guild_id, lang)
                text = "\n".join(lines) if lines else i18n.text(lang, "help-open-none")
                await interaction.response.send_message(text, ephemeral=True, allowed_mentions=NO_PINGS)
                return
            lang = await private_language(interaction)
            rows = await core.store.games.open_for_user(interaction.user.id)
            if not rows:
                await interaction.response.send_message(i18n.text(lang, "help-games-none"), ephemeral=True)
                return
            lines = [await game_line(core, row, interaction.user.id, lang) for row in rows[:MAX_LISTED]]
            if len(rows) > MAX_LISTED:
                lines.append(i18n.text(lang, "help-games-more", count=len(rows) - MAX_LISTED))
            await interaction.response.send_message(
                "\n".join(lines), ephemeral=True, allowed_mentions=NO_PINGS
            )

    @app_commands.command(name="rules", description="The rules, our rulings and the move notation of a game")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        async with guard(interaction):
            lang = await core_of(interaction).languages.private(interaction.user.id, str(interaction.locale))
            await interaction.response.send_message(ephemeral=True, **rules_reply(game, lang))


class RulesButton(PersistentButton, template=r"table:rules:(?P<gid>[0-9]+)"):
    acknowledge_first = False  # a read: the answer comes at once

    def __init__(self, game_id: int) -> None:
        super().__init__(discord.ui.Button(custom_id=f"table:rules:{game_id}"))
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> RulesButton:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        row = await game_of_button(interaction, self.game_id, lobby_too=True)  # the lobby has Rules too
        lang = await core_of(interaction).languages.private(interaction.user.id, str(interaction.locale))
        await interaction.response.send_message(ephemeral=True, **rules_reply(row.game_key, lang))


async def setup(bot: TableBot) -> None:
    await bot.add_cog(InfoCog())
    await bot.add_cog(HelpCog())
    bot.add_dynamic_items(RulesButton)
