"""`python -m rules`: hot-seat play driven through a pipe."""

import io
import random
import subprocess
import sys
from pathlib import Path

from rules import GAMES
from rules.cli import HotSeat, describe_result, main, parse_option
from rules.epicycle import Epicycle

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
    proc = subprocess.run([sys.executable, "-m", "rules", "epicycle"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "seat 0> " in out
    assert "legal moves for seat 0 (2): Large into the gap" in out and "(L ccw)" in out and "(S ccw)" in out
    assert "refused: you must take a piece of another size than L" in out
    # Each accepted move is echoed right after its prompt.
    assert out.count("> seat 0 played") + out.count("> seat 1 played") == len(moves)
    winner = GAMES["epicycle"].result(final)[1]
    expected = "the game is a draw" if not winner else f"seat {winner[0]} wins"
    assert f"game over: {expected}" in out
    assert "end of input" not in out


def test_synapse_with_short_forms_and_labels():
    moves, final = playout("synapse", 5)
    typed = [moves[0]] + [m.split(" ", 1)[1] for m in moves[1:]]  # the square is forced
    code, out = run(["synapse"], [typed[0], "help", *typed[1:]])
    assert code == 0
    assert f"game over: seat {final['last_move']['seat']} wins" in out
    # help lists the moves in words, with the short form of the forced square, e.g. `(M N)`.
    forced = GAMES["synapse"].apply(GAMES["synapse"].new(2), 0, moves[0])["forced"]
    help_line = out.split("legal moves for seat 1")[1].split("\n")[0]
    assert f" on {forced} pointing" in help_line and f"({forced} " not in help_line


def test_pylon_result_in_words_with_scores():
    moves, final = playout("pylon", 8)
    code, out = run(["pylon", "--seed", "4"], moves)
    assert code == 0
    scores, _ = GAMES["pylon"].result(final)
    assert f"scores: seat 0 {scores[0]}, seat 1 {scores[1]}" in out
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
    assert "seat 1 resigned" in out
    assert "game over: seat 0 wins (by resignation); scores: seat 0 1, seat 1 0" in out


def test_as_lets_another_seat_act():
    _, out = run(["epicycle"], ["as 1 S ccw", "as 9 S ccw", "as x", "L ccw", "as 0 help", "quit"])
    assert "refused: it is seat 0's turn" in out
    assert "refused: seat 9 is not in this game" in out
    assert "type `as <seat> <move>`" in out
    assert "seat 0 played L ccw" in out
    assert "seat 0 has no legal move now" in out


class Secretive(Epicycle):
    """Epicycle dressed up as a game with hidden information."""

    hidden_information = True

    def text(self, state, seat=None):
        return f"private picture of seat {seat}"


def test_hidden_information_passes_the_keyboard():
    game = Secretive()
    lines = ["", "L ccw", "", "as 0 board", "", "", "board", "quit"]
    out = io.StringIO()
    HotSeat(game, game.new(2), io.StringIO("".join(f"{x}\n" for x in lines)), out).run()
    text = out.getvalue()
    order = [
        "pass the keyboard to seat 0", "private picture of seat 0", "seat 0: moved",
        "pass the keyboard to seat 1", "private picture of seat 1",
        "pass the keyboard to seat 0", "private picture of seat 0",
        "pass the keyboard to seat 1", "private picture of seat 1", "private picture of seat 1",
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
        "the game is a draw (ended by agreement); scores: seat 0 0, seat 1 0")
    epicycle = GAMES["epicycle"]
    assert describe_result(epicycle, epicycle.resign(epicycle.new(2), 0)) == "seat 1 wins (by resignation)"
