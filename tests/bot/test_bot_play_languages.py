"""Moving in the player's own language: /move and the Play button (every step, Confirm and
the private line after it), the refusals a mover meets, /board, /history, /away, /next,
Add computer and the apology, for German and French players at an English table."""

from __future__ import annotations

import sys
from typing import Any

from bot_helpers import last_post, lobby_post, open_game, state_of
from picker_helpers import controls, picker_select, walk

from bot.services.clock import duration_text, limit_text
from rules import get_game

# The bot's own words in English: none of them may reach a German or French player in
# the answers below (the games' own step words come from the engines).
ENGLISH = (
    "Your move",
    "So far",
    "Confirm",
    "Back",
    "Done",
    "The board below",
    "Choose",
    "Start again",
    "It is not your turn",
    "That move is not legal",
    "not yours",
    "has moved on",
)


def answer(result: Any) -> str:
    assert result.ephemeral, result
    return str((result.followups or [result.response])[-1].content)


def labels(message: Any) -> list[str]:
    return [str(c.get("label")) for c in controls(message) if c.get("type") == 2]


def no_english(text: str) -> None:
    for words in ENGLISH:
        assert words not in text, (words, text)


async def path_to(table: Any, seat: int, pick: int = 0) -> tuple[str, Any]:
    """A legal move of `seat` that takes more than one step, and its steps."""
    _row, state = await state_of(table)
    game = get_game("pylon")
    paths = game.move_steps(state, seat, game.picker_moves(state, seat))
    move = sorted(paths)[pick]
    return move, paths[move]


async def test_a_german_player_moves_with_play_every_step_in_german(table, locales):
    locales[table.alice.id] = "de"
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    opened = await table.alice.click(last_post(table.channel), label="Play")
    picker = opened.response
    assert picker.content.startswith("**Dein Zug** in der Pylon-Partie #")
    assert picker_select(picker)["placeholder"] == "Wähle …"
    no_english(picker.content)
    move, path = await path_to(table, 0, pick=5)
    await walk(table.alice, picker, path)
    # The preview: the board after the move, Confirm and Back, all German.
    preview = "Das Brett unten zeigt die Stellung nach dem Zug. Drücke **Bestätigen**, um ihn zu spielen"
    assert preview in picker.content
    assert labels(picker) == ["Bestätigen", "Zurück"]
    assert picker.attachments and picker.attachments[0].filename == "vorschau.png"
    no_english(picker.content)
    await table.alice.click(picker, label="Zurück")
    assert not picker.attachments and "**Dein Zug**" in picker.content
    no_english(picker.content)
    await walk(table.alice, picker, path)
    await table.alice.click(picker, label="Bestätigen")
    await table.env.settle()
    assert picker.content.startswith("Erledigt: Dein Zug, ")
    assert picker.content.endswith("ist gespeichert. Das Brett steht im Kanal.")
    no_english(picker.content)
    row, _ = await state_of(table)
    assert [e.move for e in await table.bot.core.store.games.log(row.id)] == [move]
    # The table's post stays in the server's language (English here).
    assert "Play" in str(last_post(table.channel).components)


async def test_a_german_player_moves_by_slash_and_meets_refusals_in_german(table, locales):
    locales[table.alice.id] = "de"
    locales[table.bob.id] = "de"
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    early = answer(await table.bob.slash(table.channel, "move", move="a1 S"))
    assert early == "Du bist nicht am Zug: alice ist am Zug. Du wirst erwähnt, sobald du dran bist."
    illegal = answer(await table.alice.slash(table.channel, "move", move="z9 S"))
    assert illegal.startswith("Dieser Zug ist nicht erlaubt: ")
    no_english(illegal)
    done = answer(await table.alice.slash(table.channel, "move", move="a1 S"))
    assert done == "Erledigt: Dein Zug ist gespeichert. Das Brett folgt im Kanal."
    await table.env.settle()
    # Play pressed by the player who is not on turn.
    waiting = answer(await table.alice.click(last_post(table.channel), label="Play"))
    assert waiting == "bob ist am Zug, nicht du; du wirst erwähnt, sobald du dran bist."
    # A stale picker: bob opens Play, then moves with /move; the old picker says so.
    opened = await table.bob.click(last_post(table.channel), label="Play")
    picker = opened.response
    _move, path = await path_to(table, 1)
    await table.bob.slash(table.channel, "move", move="b2 S")
    await table.bob.select(picker, [path[0].token], custom_id=picker_select(picker)["custom_id"])
    assert "ist weitergegangen, seit du das geöffnet hast" in picker.content
    assert labels(picker) == ["Neu beginnen"]
    no_english(picker.content)


async def test_a_french_player_moves_and_reads_the_board_in_french(table, locales):
    locales[table.bob.id] = "fr"
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    history = answer(await table.bob.slash(table.channel, "history"))
    assert history.startswith("Partie Pylon #") and history.endswith(" : aucun coup pour l'instant.")
    early = answer(await table.bob.slash(table.channel, "move", move="a1 S"))
    assert early.startswith("Ce n'est pas ton tour : c'est à alice de jouer. On te mentionnera")
    await table.alice.slash(table.channel, "move", move="a1 S")
    await table.env.settle()
    opened = await table.bob.click(last_post(table.channel), label="Play")
    picker = opened.response
    assert picker.content.startswith("**Ton coup** dans la partie Pylon #")
    assert picker_select(picker)["placeholder"] == "Choisis…"
    _move, path = await path_to(table, 1, pick=3)
    await walk(table.bob, picker, path)
    assert labels(picker) == ["Confirmer", "Retour"]
    assert "Le plateau ci-dessous le montre joué." in picker.content
    await table.bob.click(picker, label="Confirmer")
    assert picker.content.startswith("C'est fait : ton coup, ")
    no_english(picker.content)
    history = answer(await table.bob.slash(table.channel, "history"))
    assert ", 2 coups :" in history and "1. alice : " in history
    undo = answer(await table.bob.slash(table.channel, "undo"))
    assert undo == "C'est fait : ta demande est publiée dans le salon."


async def test_a_german_player_takes_a_break_and_finds_the_next_game(table, locales):
    locales[table.alice.id] = "de"
    none = answer(await table.alice.slash(table.channel, "next"))
    assert none.startswith("Gerade wartet keine Partie auf dich.")
    away = answer(await table.alice.slash(table.channel, "away", days=3))
    assert away.startswith("Du machst bis <t:") and "Du hast dieses Jahr noch 27 Pausentage (von 30)." in away
    back = answer(await table.alice.slash(table.channel, "away", days=0))
    assert back.startswith("Willkommen zurück: Deine Uhren laufen wieder")
    again = answer(await table.alice.slash(table.channel, "away", days=0))
    assert again.startswith("Du machst gerade keine Pause, also gibt es nichts zu beenden")
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")
    nxt = await table.alice.slash(table.channel, "next")
    shown = str(nxt.followups[-1].components) if nxt.followups else str(nxt.response.components)
    assert "Du bist am Zug in der **Pylon**-Partie #" in shown
    assert "Die Partie, die am längsten auf dich wartet." in shown
    assert "Your turn in" not in shown and "waited longest" not in shown


async def test_a_german_creator_adds_a_computer_in_german(table, locales):
    locales[table.alice.id] = "de"
    await table.alice.slash(table.channel, "game new", game="cardinal", order="joined")
    await table.env.settle()
    lobby = lobby_post(table.channel)
    offered = await table.alice.click(lobby, label="Add computer")
    assert answer(offered) == "Auf welcher Stufe soll der Computer spielen?"
    menu = next(c for c in controls(offered.response) if c.get("type") == 3)
    assert menu["placeholder"] == "Wähle seine Stufe"
    assert [o["label"] for o in menu["options"]] == ["Leicht", "Mittel", "Schwer"]
    chosen = await table.alice.select(offered.response, ["hard"])
    assert answer(chosen).endswith("ist der Lobby der Partie #1 beigetreten.")


async def test_a_german_player_meets_the_apology_in_german(table, locales, monkeypatch):
    locales[table.alice.id] = "de"
    empty = table.guild.create_text_channel("empty")
    no_game = answer(await table.alice.slash(empty, "move", move="a1 S"))
    assert no_game == "In diesem Kanal läuft keine Partie. Starte eine mit `/game new game:<name>`."
    await open_game(table, "pylon", [table.alice, table.bob], order="joined")

    async def broken_confirm(*args: Any, **kwargs: Any) -> None:
        raise RuntimeError("boom after the commit")

    monkeypatch.setattr(sys.modules["bot.features.play.move"], "confirm", broken_confirm)
    result = answer(await table.alice.slash(table.channel, "move", move="a1 S"))
    assert result.startswith("Deine Änderung ist gespeichert, aber beim Antworten ist etwas schiefgegangen.")
    assert any("boom after the commit" in str(e) for e in table.env.errors)


def test_durations_and_time_limits_in_each_language():
    hour = 3600
    assert duration_text(3 * hour + 11 * 60 + 5, "de") == "3 Stunden 12 Minuten"
    assert duration_text(50 * hour, "es") == "2 días y 2 horas"
    assert duration_text(49 * hour, "fr") == "2 jours 1 heure"
    assert duration_text(10, "pt-BR") == "1 minuto"
    assert duration_text(2 * hour) == "2 hours"  # English unless a language is given
    assert limit_text(24, "de") == "24 Std. pro Zug" and limit_text(24) == "24 h per move"
