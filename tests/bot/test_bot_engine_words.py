"""The pyramid engines' words reach each player in their own language: the Play picker's
choices and questions, and a refused /move (issue #34: engines say what, the bot words
it for the reader)."""

from __future__ import annotations

from typing import Any

from bot_helpers import actor_for, last_post, open_game, state_of
from picker_helpers import picker_select

from rules import get_game


def option_labels(picker: Any) -> list[str]:
    return [str(o["label"]) for o in picker_select(picker)["options"]]


async def press_play(table: Any) -> tuple[Any, Any, int, Any]:
    row, state = await state_of(table)
    seat = get_game(row.game_key).to_move(state)[0]
    mover = actor_for(table, row, seat)
    opened = await mover.click(last_post(table.channel), label="Play")
    assert opened.ephemeral and opened.response is not None
    return mover, opened.response, seat, state


async def test_a_german_player_picks_a_pylon_move_in_german(table: Any, locales: dict[int, str]) -> None:
    await open_game(table, "pylon", [table.alice, table.bob])
    row, state = await state_of(table)
    mover = actor_for(table, row, get_game("pylon").to_move(state)[0])
    locales[mover.id] = "de"
    _, picker, _, _ = await press_play(table)
    assert option_labels(picker) == ["Reihe 5", "Reihe 4", "Reihe 3", "Reihe 2", "Reihe 1"]
    assert "**Welche Reihe?**" in picker.content and "Which row?" not in picker.content
    await mover.select(picker, ["r3"], custom_id=picker_select(picker)["custom_id"])
    assert option_labels(picker) == [f"Feld {c}3" for c in "abcdef"]
    assert "**Welches Feld?**" in picker.content and "Reihe 3" in picker.content
    assert "Row 3" not in picker.content and "Which square?" not in picker.content
    await mover.select(picker, ["c3"], custom_id=picker_select(picker)["custom_id"])
    assert "**Welche Größe?**" in picker.content
    assert option_labels(picker) == ["Klein (noch 5)", "Mittel (noch 5)", "Groß (noch 5)"]
    await mover.select(picker, ["M"], custom_id=picker_select(picker)["custom_id"])
    # The preview names the move in German, with its notation.
    assert "Mittlere auf c3 (c3 M)" in picker.content and "Medium on c3" not in picker.content


async def test_a_french_player_sees_whose_edge_a_cardinal_facing_points_at(
    table: Any, locales: dict[int, str]
) -> None:
    await open_game(table, "cardinal", [table.alice, table.bob])
    row, state = await state_of(table)
    game = get_game("cardinal")
    seat = game.to_move(state)[0]
    mover = actor_for(table, row, seat)
    locales[mover.id] = "fr"
    _, picker, _, _ = await press_play(table)
    paths = game.move_steps(state, seat, game.picker_moves(state, seat))
    path = next(p for p in paths.values() if len(p) == 3 and (p[-1].spot or "").startswith("facing:"))
    for step in path[:-1]:
        await mover.select(picker, [step.token], custom_id=picker_select(picker)["custom_id"])
    assert "**Dans quelle direction ?**" in picker.content
    words = " | ".join(option_labels(picker))
    south, north = (actor_for(table, row, s).name for s in (0, 1))
    assert f"Plein nord, vers le bord de {north}" in words or f"Plein sud, vers le bord de {south}" in words
    assert "edge" not in words and "seat " not in words and "siège" not in words


async def test_a_refused_move_is_explained_in_the_players_language(
    table: Any, locales: dict[int, str]
) -> None:
    await open_game(table, "synapse", [table.alice, table.bob], order="joined")
    locales[table.alice.id] = "de"
    result = await table.alice.slash(table.channel, "move", move="g7 M N")
    text = str(result.response.content)
    assert result.ephemeral
    assert text.startswith(
        "Dieser Zug ist nicht erlaubt: `g7` ist kein Feld; die Felder reichen von a1 bis f5;"
    )
    assert "zum Beispiel `a1 L E`" in text and "legalen Züge" in text
    assert "not legal" not in text and "is not a square" not in text
    # Bob, not on turn, reads whose turn it is in Spanish: alice by name.
    locales[table.bob.id] = "es"
    refused = await table.bob.slash(table.channel, "move", move="c3 M N")
    assert "alice" in str(refused.response.content)


async def test_an_english_refusal_reads_as_before(table: Any) -> None:
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    result = await table.alice.slash(table.channel, "move", move="d2 Q")
    assert str(result.response.content).startswith(
        "That move is not legal: `d2 q` is not a move; in the placement phase moves look like `d2 L` "
        "(a square, then a size S/M/L); for example `a1 L`; the list under /move shows all 90 legal moves"
    )
