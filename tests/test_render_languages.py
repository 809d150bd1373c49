"""Issue #34: pictures drawn for a German (French, Spanish, Portuguese) reader carry that
reader's words, and their alt text too; the longer words fit the phone-width layouts.

The words are checked as they are handed to the drawing (every string reaches a picture
through render.fonts), not as pixels."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import i18n
import render
from render import board_grid, cardinal, epicycle
from render.fonts import text_width
from render.panel import LINE, PAD, SMALL, UNIT, WIDTH, Panel
from render.rating_chart import rating_chart, rating_chart_alt
from render.replay import replay_gif, with_footer
from render.standings import standings_pictures
from render.stash import counts_width
from rules import GAMES, get_game

NAMES = ["Ada", "Bram", "Chen", "Dara", "Emeka", "Fatima"]
TRANSLATED = [lang for lang in i18n.LANGUAGES if lang != i18n.ENGLISH]

Drawn = list[tuple[str, tuple[int, int, int, int], tuple[int, int]]]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    """(string, its box, the size of the picture it went on) for every string drawn,
    cached backgrounds (drawn once per language) drawn afresh."""
    import render.fonts as fonts

    found: Drawn = []
    pending: list[str] = []
    real_mask, real_blit = fonts._mask, fonts._blit

    def mask(text: str, *args: Any) -> Any:
        pending.append(text)
        return real_mask(text, *args)

    def blit(draw: Any, xy: tuple[int, int], bitmap: Any, fill: Any) -> None:
        w, h = bitmap.size
        found.append((pending.pop(), (xy[0], xy[1], xy[0] + w, xy[1] + h), draw.im.size))
        real_blit(draw, xy, bitmap, fill)

    monkeypatch.setattr(fonts, "_mask", mask)
    monkeypatch.setattr(fonts, "_blit", blit)
    epicycle._background.cache_clear()
    board_grid._background.cache_clear()
    cardinal._background.cache_clear()
    yield found
    epicycle._background.cache_clear()
    board_grid._background.cache_clear()
    cardinal._background.cache_clear()


def texts(found: Drawn) -> list[str]:
    return [text for text, *_ in found]


def showcase(key: str) -> tuple[dict[str, Any], list[str]]:
    game = get_game(key)
    state = game.showcase()
    return game.view(state, None), NAMES[: state["players"]]


def board_words(found: Drawn, key: str, lang: str, view: dict[str, Any] | None = None,
                names: list[str] | None = None) -> list[str]:
    found.clear()
    if view is None:
        view, names = showcase(key)
    render.board_image(key, view, names, lang)
    return texts(found)


# Words each game's showcase draws, in German and in English.
GERMAN = {
    "epicycle": (["Uhrzeigersinn", "Lücke", "zuletzt gelegt"], ["clockwise", "gap", "last placed"]),
    "synapse": (["letzter Zug", "nächste Figur: d4"], ["last move", "next piece: d4"]),
    "pylon": (["letzter Zug", "Stapelhöhe", "geräumt", "17 Punkte"],
              ["last move", "stack height", "vacated", "score 17"]),
    "cardinal": (["letzte Figur", "verändert", "genommen", "Pool:", "N: Chen", "E: Dara"],
                 ["last piece", "turned or stood up", "taken"]),
    "connections": (["Ablage", "Runde 1 von 4 · Nachziehstapel 7", "5 auf der Hand · 0 Pkt.", "mit Bram",
                     "Einladung an Chen"], ["discard", "5 in hand · 0 pts", "with Bram", "invited Chen"]),
}


@pytest.mark.parametrize("key", list(GAMES))
def test_a_german_board_carries_german_words(drawn: Drawn, key: str) -> None:
    view, names = showcase(key)
    german_words, english_words = GERMAN[key]
    english = board_words(drawn, key, "en")
    german = board_words(drawn, key, "de")
    for word in german_words:
        assert word in german, (word, german)
    for word in english_words:
        assert word in english, (word, english)  # what the German replaces
        assert word not in german, (word, german)
    assert render.board_png(key, view, names, "de") != render.board_png(key, view, names)


def test_a_french_board_and_a_spanish_one(drawn: Drawn) -> None:
    french = board_words(drawn, "pylon", "fr")
    assert {"dernier coup", "hauteur de pile", "libérée", "17 points"} <= set(french), french
    spanish = board_words(drawn, "epicycle", "es")
    assert {"sentido horario", "hueco", "última colocada"} <= set(spanish), spanish
    assert "clockwise" not in spanish and "gap" not in spanish


def test_a_player_without_a_name_and_one_who_resigned(drawn: Drawn) -> None:
    game = get_game("cardinal")
    view = game.view(game.resign(game.new(3, 2), 0), None)
    words = board_words(drawn, "cardinal", "de", view, None)
    assert any("Spieler 1" in w for w in words) and not any("Player" in w for w in words), words
    game = get_game("pylon")
    view = game.view(game.resign(game.new(2, 1), 0), None)
    assert "aufgegeben" in board_words(drawn, "pylon", "de", view, ["Ada", "Bram"])


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("key", list(GAMES))
def test_no_english_word_of_the_catalogue_reaches_a_translated_picture(drawn: Drawn, key: str,
                                                                       lang: str) -> None:
    """Every fixed word of the pictures' catalogue that reads differently in `lang` is
    drawn in `lang`'s form only."""
    english = set(board_words(drawn, key, "en"))
    translated = set(board_words(drawn, key, lang))
    for message, source in i18n.sources(i18n.ENGLISH).items():
        if not message.startswith("pictures-") or source.variables or source.value is None:
            continue
        if source.value != i18n.text(lang, message) and source.value in english:
            assert source.value not in translated, (message, lang)
    assert translated != english


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("key", ["epicycle", "synapse", "pylon", "cardinal"])
def test_the_keys_under_a_board_fit_their_one_line(
    monkeypatch: pytest.MonkeyPatch, drawn: Drawn, key: str, lang: str
) -> None:
    """The legend has room for one line of keys: longer words must not wrap onto a second
    line that the picture has no room for; nothing is drawn off the picture."""
    lines: list[float] = []
    real = Panel.legend_line

    def legend_line(self: Panel, items: list[tuple[str, str]]) -> None:
        before = self.y
        real(self, items)
        lines.append((self.y - before) / LINE)

    monkeypatch.setattr(Panel, "legend_line", legend_line)
    view, names = showcase(key)
    view["repetition"] = 12  # Epicycle's longest key: "position seen 12×"
    board_words(drawn, key, lang, view, names)
    assert lines == [1], (key, lang, lines)
    for text, (x0, y0, x1, y1), (w, h) in drawn:
        assert x0 >= 0 and y0 >= 0 and x1 <= w and y1 <= h, (key, lang, text)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_cardinals_pool_line_stays_clear_of_the_pool(lang: str) -> None:
    """The centre stack in words, before the pool's pieces, in regular weight at least."""
    room = WIDTH - 2 * PAD - counts_width(UNIT, {"S": 1, "M": 1, "L": 1}) - 8
    label = i18n.text(lang, "pictures-cardinal-centre-pool", height=4)
    assert text_width(label, SMALL) <= room, (lang, label)


def _states(key: str, players: int, seed: int) -> list[dict[str, Any]]:
    game = get_game(key)
    state = game.new(players, seed)
    out = [state]
    rnd = random.Random(seed)
    for _ in range(60):
        to_move = game.to_move(state)
        if not to_move:
            break
        state = game.apply(state, to_move[0], rnd.choice(game.legal_moves(state, to_move[0])))
        out.append(state)
    return out


@pytest.mark.parametrize("lang", TRANSLATED)
def test_nothing_is_drawn_off_the_picture_in_any_language(drawn: Drawn, lang: str) -> None:
    for key, players in [("epicycle", 2), ("synapse", 2), ("pylon", 2), ("cardinal", 4), ("connections", 6)]:
        game = get_game(key)
        for state in _states(key, players, 3)[::12]:
            board_words(drawn, key, lang, game.view(state, None), NAMES[:players])
            for text, (x0, y0, x1, y1), (w, h) in drawn:
                assert x0 >= 0 and y0 >= 0 and x1 <= w and y1 <= h, (key, lang, text)


def test_a_german_hand_and_its_alt_text(drawn: Drawn) -> None:
    game = get_game("connections")
    state = game.showcase()
    own = game.view(state, 1)
    render.hand_png("connections", own, "Bram", names=NAMES[:4], lang="de")
    german = texts(drawn)
    assert {"Hand von Bram", "Runde 1 von 4 · 6 Karten", "Verbindungskarten", "(gelb)"} <= set(german), german
    assert "Du bist am Zug: auslegen oder" in german and "ziehen" in german  # wrapped, not cut
    assert not {"Linking cards", "(yellow)", "Hand of Bram"} & set(german)
    drawn.clear()
    render.hand_png("connections", own, "Bram", names=NAMES[:4], lang="pt-BR")
    assert {"Mão de Bram", "Cartas de ligação", "(amarelo)"} <= set(texts(drawn))
    alt = render.hand_alt_text("connections", own, lang="de")
    assert alt.startswith("Deine Hand: 6 Karten. ") and "Verbindungskarten: Berlin" in alt, alt
    assert "Your hand" not in alt and "Linking" not in alt
    empty = dict(own, hand=[])
    assert render.hand_alt_text("connections", empty, "Bram", lang="de") == "Hand von Bram: keine Karten."


def test_the_hands_tap_targets_follow_its_german_layout() -> None:
    """The web table's spots sit where the German picture draws the cards: its status line
    takes two lines there, so every card is lower than in English."""
    game = get_game("connections")
    own = game.view(game.showcase(), 1)
    wanted = [f"card:{card}" for card in own["hand"]]
    english = render.spot_boxes("connections", own, wanted, names=NAMES[:4], hand_name="Bram")
    german = render.spot_boxes("connections", own, wanted, names=NAMES[:4], hand_name="Bram", lang="de")
    assert set(german) == set(english) == set(wanted)
    assert all(german[s].box[1] > english[s].box[1] for s in wanted)


def test_board_alt_text_in_german_and_french() -> None:
    game = get_game("pylon")
    view = game.view(game.apply(game.new(2, 1), 0, "a1 S"), None)
    alt = render.alt_text("pylon", view, ["Ada", "Bram"], "de")
    assert alt == "Pylon. Punkte: Ada 1, Bram 0. Bram ist am Zug. Letzter Zug: Ada, a1 S.", alt
    assert render.alt_text("pylon", view, ["Ada", "Bram"]) == (
        "Pylon. Scores: Ada 1, Bram 0. Bram to move. Last move: Ada, a1 S."
    )
    over = dict(view, result={"winners": [0, 1], "scores": [3, 3]})
    names = ["Ada", "Bram"]
    assert "Partie beendet: Ada und Bram haben gewonnen" in render.alt_text("pylon", over, names, "de")
    assert "Partie terminée : Ada et Bram ont gagné" in render.alt_text("pylon", over, names, "fr")
    assert "Spieler 2 ist am Zug" in render.alt_text("pylon", view, None, "de")


ROWS = [
    ("1", "Ada", "3.5", "6.25", "4", "4"),
    ("2", "Bram", "2.5", "5", "3.5", "4"),
    ("3", "Chen", "1", "4", "1", "4"),
    ("4", "Dara", "1", "3", "0.5", "4"),
]


def test_german_standings_differ_and_carry_german_words(drawn: Drawn) -> None:
    ties = ("Buchholz", "Sonneborn-Berger")
    [(english_png, english_alt)] = standings_pictures("Turnier #3 · Pylon", ties, ROWS)
    english = texts(drawn)
    drawn.clear()
    [(german_png, german_alt)] = standings_pictures("Turnier #3 · Pylon", ties, ROWS, lang="de")
    german = texts(drawn)
    assert german_png != english_png
    assert {"3,5 Punkte", "1 Punkt", "Buchholz 6,25 · Sonneborn-Berger 4"} <= set(german), german
    assert any("je 4 Partien" in line for line in german), german
    assert "3.5 points" in english and "3.5 points" not in german and "1 point" not in german
    assert german_alt.startswith(
        "Turnier #3 · Pylon · je 4 Partien. 1. Ada: 3,5 Punkte · Buchholz 6,25 · Sonneborn-Berger 4"
        " · 4 Partien. 2. Bram: 2,5 Punkte · Buchholz 5 · Sonneborn-Berger 3,5 · 4 Partien."
        " 3. Chen: 1 Punkt ·"
    ), german_alt
    assert "points" in english_alt and "points" not in german_alt


def test_long_german_standings_are_numbered_and_say_how_many_more(drawn: Drawn) -> None:
    rows = [(str(i + 1), f"Player number {i + 1}", "2.5", "1", "0", str(3 + i % 2)) for i in range(90)]
    pictures = standings_pictures("Turnier #4", ("Buchholz", ""), rows, lang="de")
    assert len(pictures) > 1 and all(" von " in alt.split(".")[0] for _, alt in pictures)
    assert any(t.startswith("… und ") and t.endswith(" weitere: /tournament standings") for t in texts(drawn))
    assert any(t == "3 Partien" or "3 Partien" in t for t in texts(drawn))


def test_rating_chart_in_german(drawn: Drawn) -> None:
    series = {"Pylon": [(0.0, 1500), (1.0, 1516)], "Epicycle": [(0.0, 1500), (1.0, 1484), (2.0, 1490)]}
    rating_chart(series, lang="de")
    german = texts(drawn)
    assert {"Wertung im Verlauf", "gespielte Partien →"} <= set(german), german
    assert "games played →" not in german
    alt = rating_chart_alt(series, "Ada: Wertung", "de")
    assert "Pylon: 1500 bis 1516 in 1 Partie, niedrigste 1500, höchste 1516." in alt, alt
    assert "Epicycle: 1500 bis 1490 in 2 Partien" in alt
    drawn.clear()
    rating_chart({}, lang="de")
    assert "Noch keine gewerteten Partien." in texts(drawn)
    assert rating_chart_alt({}, lang="es") == "Evolución de la puntuación. Aún no hay partidas puntuadas."


def test_replay_frames_in_german(drawn: Drawn) -> None:
    game = get_game("synapse")
    views = [game.view(state, None) for state in _states("synapse", 2, 5)[:4]]
    frame = with_footer(render.board_image("synapse", views[1], NAMES[:2], "de"), 1, 3, "de")
    assert frame.height > 0 and "Zug 1 von 3" in texts(drawn)
    drawn.clear()
    data, kept = replay_gif("synapse", views, NAMES[:2], lang="de")
    words = texts(drawn)
    assert data.startswith(b"GIF") and kept == len(views)
    assert {"Anfang", "Zug 3 von 3", "letzter Zug"} <= set(words), words
    assert "Start" not in words and "last move" not in words
