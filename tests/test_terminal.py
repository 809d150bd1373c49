"""`python -m terminal`: hot-seat play driven through a pipe."""

import io
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from said_helpers import english

from rules import GAMES
from rules.connections.deck import LINK_REGIONS, REGION_OF
from rules.epicycle import Epicycle
from terminal.hotseat import HotSeat, describe_result, main, parse_option
from terminal.words import move_for_engine, move_for_players, seat_name

ROOT = Path(__file__).resolve().parent.parent


def playout(key, seed, options=None, pick=random.Random.choice):
    """A seeded random game: its moves and its final state."""
    game = GAMES[key]
    rng = random.Random(seed)
    state = game.new(2, seed=0, options=options)
    moves = []
    while not game.is_over(state):
        seat = game.to_move(state)[0]
        move = pick(rng, game.legal_moves(state, seat))
        moves.append(move)
        state = game.apply(state, seat, move)
    return moves, state


def run(args, lines):
    out = io.StringIO()
    code = main(args, inp=io.StringIO("".join(f"{line}\n" for line in lines)), out=out)
    return code, out.getvalue()


def test_pipe_plays_an_epicycle_game_to_its_end():
    moves, final = playout("epicycle", 3)
    # Typed loosely, with a refusal, help and board on the way.
    lines = ["help", "L cw", "board", *[m.lower().replace(" ", "   ") for m in moves]]
    proc = subprocess.run([sys.executable, "-m", "terminal", "epicycle"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "Seat 1> " in out
    assert "legal moves for Seat 1 (2):\n  Large into the gap" in out
    assert "(L ccw)" in out and "(S ccw)" in out
    assert "refused: you must take a piece of another size than L" in out
    # Each accepted move is echoed right after its prompt.
    assert out.count("> Seat 1 played") + out.count("> Seat 2 played") == len(moves)
    winner = GAMES["epicycle"].result(final)[1]
    expected = "the game is a draw" if not winner else f"Seat {winner[0] + 1} wins"
    assert f"game over: {expected}" in out
    assert "end of input" not in out


def test_synapse_with_short_forms_and_labels():
    moves, final = playout("synapse", 5)
    typed = [moves[0]] + [m.split(" ", 1)[1] for m in moves[1:]]  # the square is forced
    code, out = run(["synapse"], [typed[0], "help", *typed[1:]])
    assert code == 0
    assert f"game over: Seat {final['last_move']['seat'] + 1} wins" in out
    # help lists the moves in words, with the short form of the forced square, e.g. `(M N)`.
    forced = GAMES["synapse"].apply(GAMES["synapse"].new(2), 0, moves[0])["forced"]
    help_line = out.split("legal moves for Seat 2")[1].split("commands:")[0]
    assert f" on {forced} pointing" in help_line and f"({forced} " not in help_line


def test_pylon_result_in_words_with_scores():
    moves, final = playout("pylon", 8)
    code, out = run(["pylon", "--seed", "4"], moves)
    assert code == 0
    scores, _ = GAMES["pylon"].result(final)
    assert f"scores: Seat 1 {scores[0]}, Seat 2 {scores[1]}" in out
    assert "game over: " + describe_result(GAMES["pylon"], final) in out


def test_options_seed_and_players():
    code, out = run(["epicycle", "--seed", "7", "--option", "random_setup=true"], ["quit"])
    assert code == 0
    ring = GAMES["epicycle"].new(2, seed=7, options={"random_setup": True})["ring"]
    assert "piece: " + " ".join(f"{p or '__':>2}" for p in ring) in out
    assert "left the game unfinished" in out
    assert parse_option(GAMES["epicycle"], "random_setup = no") == ("random_setup", False)


def test_bad_arguments_exit_2(capsys):
    assert main(["nope"], inp=io.StringIO(""), out=io.StringIO()) == 2
    assert "unknown game 'nope'" in capsys.readouterr().err
    assert main(["pylon", "--option", "x=1"], inp=io.StringIO(""), out=io.StringIO()) == 2
    assert "Pylon has no option x" in capsys.readouterr().err
    assert main(["epicycle", "--option", "random_setup=maybe"], inp=io.StringIO(""), out=io.StringIO()) == 2
    assert main(["epicycle", "--players", "3"], inp=io.StringIO(""), out=io.StringIO()) == 2
    assert "exactly 2 players" in capsys.readouterr().err


def test_end_of_input_and_resign():
    code, out = run(["synapse"], ["c3 M N"])
    assert code == 0 and "end of input" in out
    code, out = run(["pylon"], ["a1 L", "resign"])
    assert "Seat 2 resigned" in out
    assert "game over: Seat 1 wins (by resignation); scores: Seat 1 1, Seat 2 0" in out


def test_as_lets_another_seat_act():
    typed = ["as 2 S ccw", "as 9 S ccw", "as x", "as 0 help", "L ccw", "as 1 help", "quit"]
    _, out = run(["epicycle"], typed)
    assert "refused: it is Seat 1's turn" in out
    assert "refused: Seat 9 is not in this game" in out
    assert out.count("type `as <seat> <move>` with a seat from 1 to 2") == 2  # `x` and `0`
    assert "Seat 1 played L ccw" in out
    assert "Seat 1 has no legal move now" in out


class Secretive(Epicycle):
    """Epicycle dressed up as a game with hidden information."""

    hidden_information = True

    def text(self, state, seat=None):
        return f"private picture of seat {seat}"

    def picture(self, state, seat=None):
        return [self.text(state, seat)]


def test_hidden_information_passes_the_keyboard():
    game = Secretive()
    lines = ["", "L ccw", "", "as 1 board", "", "", "board", "quit"]
    out = io.StringIO()
    HotSeat(game, game.new(2), io.StringIO("".join(f"{x}\n" for x in lines)), out).run()
    text = out.getvalue()
    order = [
        "pass the keyboard to Seat 1", "private picture of Seat 1", "Seat 1: moved",
        "pass the keyboard to Seat 2", "Seat 1: moved", "private picture of Seat 2",
        "pass the keyboard to Seat 1", "private picture of Seat 1",
        "pass the keyboard to Seat 2", "private picture of Seat 2", "private picture of Seat 2",
        "left the game unfinished",
    ]
    at = 0
    for piece in order:
        at = text.index(piece, at) + len(piece)
    assert "played L ccw" not in text  # moves of hidden games are not echoed
    assert "private picture of seat None" not in text


def test_describe_result():
    game = GAMES["pylon"]
    state = game.new(2)
    assert describe_result(game, state) == "the game is not over"
    assert describe_result(game, game.end_now(state)) == (
        "the game is a draw (ended by agreement); scores: Seat 1 0, Seat 2 0")
    epicycle = GAMES["epicycle"]
    assert describe_result(epicycle, epicycle.resign(epicycle.new(2), 0)) == "Seat 2 wins (by resignation)"
    assert seat_name(0) == "Seat 1"


# ---- the newcomer's path (issue 16) -----------------------------------------------------
def test_connections_clears_the_screen_around_each_hand():
    game = GAMES["connections"]
    state = game.new(3)
    hands = [set(game.view(state, s)["hand"]) for s in range(3)]
    out = io.StringIO()
    lines = ["", "draw deck", "as 2 help", "", "quit"]
    HotSeat(game, state, io.StringIO("".join(f"{x}\n" for x in lines)), out).run()
    text = out.getvalue()
    first, rest = text.split("pass the keyboard to Seat 2", 1)
    # Seat 1's hand, by region, is followed by a clearing divider before the keyboard passes.
    assert "your hand (8 cards), by region:" in first and "-" * 40 in first.rsplit("by region", 1)[1]
    assert "your hand (" not in rest.split("Seat 2 is not on turn")[0]
    # The next viewer is told, in public words, what happened while they looked away.
    assert "Seat 1 drew from the deck" in rest
    # Off turn, help lists what that seat may do: trade offers, not "no legal move".
    assert "Seat 2 is not on turn; what it may do now:" in rest
    assert "offer <your card> for <a region or a card> to <seat number>` (to Seat 3;" in rest
    assert "no legal move" not in text
    # Card names from the first hand never reach the second viewer's screen.
    seen_by_2 = rest.split("pass the keyboard to Seat 1")[0]
    assert not any(card in seen_by_2 for card in hands[0] - hands[1])


def test_connections_counts_seats_from_1_to_the_end():
    """The per-seat counts (turns this round, cards in hand) name seats as players read
    them, also in the table shown when the game is over."""
    game = GAMES["connections"]
    out = io.StringIO()
    lines = ["", "draw deck", "", "resign", "", "resign", ""]
    HotSeat(game, game.new(3), io.StringIO("".join(f"{x}\n" for x in lines)), out).run()
    text = out.getvalue()
    assert "turns this round: Seat 1 (0), Seat 2 (0), Seat 3 (0)" in text
    final = text.rsplit("-" * 40, 1)[1]
    assert "game over: Seat 3 wins" in final
    assert "hands: Seat 1 (9 cards), Seat 2 (8 cards), Seat 3 (8 cards)" in final
    assert not re.search(r"\b\d+:\d+\b", text), text


def test_connections_hand_by_region_and_region_refusal():
    game = GAMES["connections"]
    hand = game.view(game.new(3), 0)["hand"]
    _, out = run(["connections", "--players", "3"], ["", "draw deck", "discard the Caribbean Sea", "quit"])
    shown = out.split("by region:\n", 1)[1].split("Seat 1>")[0]
    for card in hand:  # every card of the hand is shown with its region (or the regions it links)
        line = next(line for line in shown.splitlines() if card in line)
        assert REGION_OF.get(card, "linking cards") in line or all(r in line for r in LINK_REGIONS[card])
    refusal = out.split("refused: ", 1)[1].splitlines()[0]
    assert "Caribbea is a region, not a card; " in refusal
    assert "the regions are Atlantic North America, Pacific North America, Western Europe" in refusal
    # Where the engine already says "is a region", the hint adds the seat's cards and the list.
    region = REGION_OF[next(c for c in hand if c in REGION_OF)]
    _, out = run(["connections", "--players", "3"], ["", "draw deck", f"discard {region}", "quit"])
    refusal = out.split("refused: ", 1)[1].splitlines()[0]
    assert refusal.count("is a region") == 1 and f"your {region} cards: " in refusal
    assert "the regions are " in refusal


def test_long_help_is_grouped_by_square():
    _, out = run(["synapse"], ["help", "help c3", "help zz", "quit"])
    assert "legal moves for Seat 1 (228), by square; type `help <square>` for one group" in out
    assert "\n  a1 (6), a2 (7)" in out
    assert out.split("with c3 (9):\n")[1].split("commands:")[0].count("\n") == 9
    assert "none of the 228 legal moves of Seat 1 is on or starts with `zz`" in out
    assert len(out.split("by square")[1].split("commands:")[0].splitlines()) < 10  # no flood


def test_typed_escape_sequences_are_never_echoed_and_long_input_is_shortened():
    _, out = run(["epicycle"], ["\x1b[A\x1b[Bhelp", "\x1b[31mxyz", "q" * 500, "quit"])
    assert "\x1b" not in out
    assert "legal moves for Seat 1 (2)" in out
    assert out.count("Seat 1> refused: ") == 2  # `xyz` (cleaned) and the long line
    assert f"refused: `{'q' * 39}…` is too long for a move" in out and "q" * 41 not in out


def test_end_reason_in_words():
    moves, final = playout("epicycle", 3)
    _, out = run(["epicycle"], moves)
    why = GAMES["epicycle"].end_phrase(final)
    assert why, "Epicycle says why a game ended"
    assert out.rstrip().endswith(describe_result(GAMES["epicycle"], final))
    assert describe_result(GAMES["epicycle"], final).split(": ", 1)[1].startswith(
        english(why, ["Seat 1", "Seat 2"]).split(";")[0])


def test_ctrl_c_and_ctrl_d_end_with_one_line():
    class Interrupting(io.StringIO):
        def readline(self, *args):
            raise KeyboardInterrupt

    out = io.StringIO()
    assert main(["pylon"], inp=Interrupting(), out=out) == 130
    assert out.getvalue().endswith("\n(interrupted: the game is left unfinished)\n")
    proc = subprocess.run([sys.executable, "-m", "terminal", "pylon"], input="a1 L\n", capture_output=True,
                          text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.endswith("(end of input: the game is left unfinished)\n")


def test_computer_plays_its_seat_and_its_hand_stays_hidden(monkeypatch):
    calls = []

    def fake_computer(game, state, seat, level, seed, budget_s):
        calls.append((seat, level))
        return game.legal_moves(state, seat)[-1]

    monkeypatch.setattr("terminal.hotseat.computer_move", fake_computer)
    code, out = run(["connections", "--players", "3", "--computer", "2:easy", "--computer", "3"],
                    ["", "draw deck", "discard " + GAMES["connections"].new(3)["hands"][0][0], "quit"])
    assert code == 0
    assert {(1, "easy"), (2, "hard")} <= set(calls)
    assert "Seat 2 is the computer (easy); Seat 3 is the computer (hard)" in out
    assert "Computer (easy) for Seat 2: Seat 2 " in out
    assert "pass the keyboard to Seat 2" not in out and "pass the keyboard to Seat 3" not in out
    _, out = run(["connections", "--players", "3", "--computer", "2:easy"], ["", "as 2 board", "quit"])
    assert "refused: the computer plays Seat 2" in out


def test_computer_in_a_board_game_says_its_move_in_words(monkeypatch):
    monkeypatch.setattr("terminal.hotseat.computer_move",
                        lambda game, state, seat, level, seed, budget_s: "b2 M")
    _, out = run(["pylon", "--computer", "2:medium"], ["a1 L", "quit"])
    assert "Computer (medium) played for Seat 2: " + english(GAMES["pylon"].move_label(
        GAMES["pylon"].apply(GAMES["pylon"].new(2), 0, "a1 L"), 1, "b2 M")) in out


def test_computer_arguments(capsys):
    for argv, message in (
        (["pylon", "--computer", "3:hard"], "--computer takes seats from 1 to 2, like 1:hard, not '3:hard'"),
        (["pylon", "--computer", "0"], "--computer takes seats from 1 to 2, like 1:hard, not '0'"),
        (["pylon", "--computer", "1:genius"],
         "unknown computer level 'genius'; choose from easy, medium, hard"),
    ):
        assert main(argv, inp=io.StringIO(""), out=io.StringIO()) == 2
        assert capsys.readouterr().err == f"python -m terminal: {message}\n"
    with pytest.raises(SystemExit):
        main(["--help"])
    assert "numbered from 1" in " ".join(capsys.readouterr().out.split())


def test_connections_seat_numbers_in_moves_count_from_1():
    game = GAMES["connections"]
    assert move_for_engine(game, "offer Lagos for Africa to 3") == "offer Lagos for Africa to 2"
    assert move_for_engine(game, "Invite Seat 2 Panama") == "Invite Seat 1 Panama"
    assert move_for_players(game, "invite 0 Panama") == "invite 1 Panama"
    with pytest.raises(ValueError, match="seats are numbered from 1"):
        move_for_engine(game, "offer Lagos for Africa to 0")


def test_python_m_rules_points_to_the_terminal_player():
    proc = subprocess.run([sys.executable, "-m", "rules", "epicycle"], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode != 0 and proc.stdout == ""
    assert proc.stderr.strip() == (
        "usage: python -m rules replay RECORD.json (to play a game: python -m terminal <game>)")


def test_a_refusal_at_the_terminal_names_help_not_the_bots_play_button():
    _, out = run(["epicycle"], ["Z up", "quit"])
    refusal = out.split("refused: ", 1)[1].splitlines()[0]
    assert "`help` shows all" in refusal and "Play" not in refusal and "/move" not in refusal, refusal


def test_the_terminal_speaks_the_chosen_language():
    moves, final = playout("pylon", 8)
    code, out = run(["pylon", "--language", "de"], ["help c3", "c3-c4", *moves])
    assert code == 0
    assert "Pylon, Platz 1 am Zug; Setzphase" in out
    assert "legale Züge für Platz 1 mit c3 (3):\n  Große auf c3 (c3 L)" in out
    assert "abgelehnt: gestapelt wird erst, wenn das Brett voll ist (0 von 30 gesetzt)" in out
    assert "`help` zeigt alle 90 legalen Züge" in out and "/move" not in out
    assert "Platz 1 (du): 0 Punkte, Vorrat S5 M5 L5" in out
    scores, _ = GAMES["pylon"].result(final)
    assert f"Spiel vorbei: {describe_result(GAMES['pylon'], final, 'de')}" in out
    assert f"Punkte: Platz 1 {scores[0]}, Platz 2 {scores[1]}" in out
    for word in ("to move", "legal moves", "refused", "game over", "score"):
        assert word not in out, word


def test_a_refusal_in_french_at_the_terminal():
    code, out = run(["synapse", "--language", "fr"], ["g7 M N", "quit"])
    assert code == 0
    assert "refusé : `g7` n'est pas une case ; les cases vont de a1 à f5" in out
    assert "Synapse-Ice, au tour de Siège 1 ; la première pyramide peut aller n'importe où" in out


def test_bad_arguments_in_the_chosen_language(capsys):
    assert main(["pylon", "--language", "de", "--players", "3"], inp=io.StringIO(""), out=io.StringIO()) == 2
    assert capsys.readouterr().err == "python -m terminal: Pylon ist für genau 2 Spieler\n"
    assert main(["nope", "--language", "es"], inp=io.StringIO(""), out=io.StringIO()) == 2
    assert "juego desconocido 'nope'" in capsys.readouterr().err
