"""Issue #34: the pictures the bot sends carry the words of the post or reply they belong
to: a German server's turn posts are drawn in German, a French player's private board in
French, a German player's hand DM in German, a player's rating chart in their language.

The words are caught as they are handed to the drawing (every string reaches a picture
through render.fonts), and the alt text as Discord gets it."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from bot_helpers import last_post, open_game, play, play_to_end

import render.fonts


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string drawn on a picture from now on (pictures are drawn in the bot's pool)."""
    found: list[str] = []
    real = render.fonts._mask

    def mask(text: str, *args: Any) -> Any:
        found.append(text)
        return real(text, *args)

    monkeypatch.setattr(render.fonts, "_mask", mask)
    return found


def _get(thing: Any, name: str) -> Any:
    # Posts hold discord.py components; interaction responses the payload's dicts.
    return thing.get(name) if isinstance(thing, dict) else getattr(thing, name, None)


def gallery_descriptions(message: Any) -> list[str]:
    """The alt text of each picture in a post's media galleries."""
    found: list[str] = []

    def walk(components: Any) -> None:
        for c in components:
            items = _get(c, "items")
            for item in items if isinstance(items, list) else []:
                found.append(str(_get(item, "description") or ""))
            walk(_get(c, "children") or _get(c, "components") or [])

    walk(message.components)
    return found


async def server_language(table: Any, lang: str) -> None:
    role = table.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    admin = table.guild.add_member(table.env.create_user("admin"), roles=[role])
    await admin.slash(table.channel, "settings", language=lang)


async def test_a_german_servers_turn_posts_are_drawn_in_german(table: Any, drawn: list[str]) -> None:
    await server_language(table, "de")
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    drawn.clear()
    await play(table, "a1 S")
    post = last_post(table.channel)
    (alt,) = gallery_descriptions(post)
    assert alt == "Pylon. Punkte: alice 1, bob 0. bob ist am Zug. Letzter Zug: alice, a1 S.", alt
    assert "letzter Zug" in drawn and "Stapelhöhe" in drawn, drawn
    assert "last move" not in drawn and "stack height" not in drawn
    assert "to move" not in alt and "Scores" not in alt


async def test_a_private_board_is_drawn_in_the_players_language(
    table: Any, drawn: list[str], locales: dict[int, str]
) -> None:
    """The server reads English; Alice's app is French: her private board is French, the
    public one English."""
    locales[table.alice.id] = "fr"
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    await play(table, "c3 S N")
    drawn.clear()
    result = await table.alice.slash(table.channel, "board", private=True)
    reply = (result.followups or [result.response])[-1]
    assert result.ephemeral
    (alt,) = gallery_descriptions(reply)
    assert alt.startswith("Synapse-Ice. À bob de jouer. Dernier coup : alice, "), alt
    assert "dernier coup" in drawn and "last move" not in drawn, drawn
    drawn.clear()
    result = await table.alice.slash(table.channel, "board")
    reply = (result.followups or [result.response])[-1]
    (alt,) = gallery_descriptions(reply)
    assert alt.startswith("Synapse-Ice. bob to move. Last move: alice, "), alt
    assert "last move" in drawn and "dernier coup" not in drawn, drawn


def hand_dms(actor: Any) -> list[Any]:
    return [m for m in actor.user.dm_channel.history() if m.author.bot and m.attachments]


async def test_a_german_players_hand_dm_is_drawn_in_german(
    table: Any, drawn: list[str], locales: dict[int, str]
) -> None:
    """Carol's app is German: the hands the bot DMs her unasked are German; Bob's English."""
    locales[table.carol.id] = "de"
    await table.carol.slash(table.channel, "games")  # the bot sees her locale
    await open_game(table, "connections", [table.alice, table.bob, table.carol], order="joined")
    carol = hand_dms(table.carol)[-1]
    (picture,) = carol.attachments
    assert str(picture.description).startswith("Deine Hand: "), picture.description
    assert "Karten" in str(picture.description) and "Your hand" not in str(picture.description)
    assert any(t.startswith("Hand von carol") for t in drawn), drawn
    assert any(t.startswith("Runde 1 von ") for t in drawn)
    (picture,) = hand_dms(table.bob)[-1].attachments
    assert str(picture.description).startswith("Your hand: ")
    assert any(t.startswith("Hand of bob") for t in drawn)


async def test_the_rating_chart_is_drawn_in_the_readers_language(
    table: Any, drawn: list[str], locales: dict[int, str]
) -> None:
    await open_game(table, "synapse", [table.alice, table.bob])
    await play_to_end(table)
    locales[table.carol.id] = "es"
    drawn.clear()
    profile = await table.carol.slash(table.channel, "profile", user=table.alice)
    reply = (profile.followups or [profile.response])[-1]
    (chart,) = reply.attachments
    assert " en 1 partida, mínimo " in str(chart.description), chart.description
    assert "over 1 game" not in str(chart.description)
    assert "partidas jugadas →" in drawn and "games played →" not in drawn, drawn
