"""`python -m render`: a picture for good arguments, one line for bad ones."""

import pytest

from render.__main__ import main

PNG = b"\x89PNG\r\n\x1a\n"


def test_draws_a_board_and_a_hand(tmp_path, capsys):
    board = tmp_path / "pylon.png"
    assert main(["pylon", "--moves", "5", "-o", str(board)]) == 0
    assert board.read_bytes().startswith(PNG)
    assert "Pylon, the board after ply 5" in capsys.readouterr().out
    hand = tmp_path / "hand.png"
    assert main(["connections", "--players", "3", "--hand", "3", "-o", str(hand)]) == 0
    assert hand.read_bytes().startswith(PNG)
    assert "Seat 3's hand" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["nope"], "unknown game 'nope'; the games are epicycle"),
        (["pylon", "--players", "3"], "Pylon is for exactly 2 players"),
        (["connections", "--players", "3", "--hand", "4"], "--hand must be a seat from 1 to 3, not 4"),
        (["connections", "--players", "3", "--hand", "0"], "--hand must be a seat from 1 to 3, not 0"),
        (["epicycle", "--hand", "1"], "Epicycle has no hands to draw"),
        (["epicycle", "--moves", "-1"], "--moves must be 0 or more"),
    ],
)
def test_bad_arguments_get_one_line(tmp_path, capsys, args, message):
    out = tmp_path / "x.png"
    assert main([*args, "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert err == f"python -m render: {err.split(': ', 1)[1]}" and err.count("\n") == 1
    assert message in err
    assert not out.exists()


def test_unwritable_output_gets_one_line(tmp_path, capsys):
    assert main(["pylon", "-o", str(tmp_path / "missing" / "x.png")]) == 2
    assert capsys.readouterr().err == (
        f"python -m render: cannot write {tmp_path / 'missing' / 'x.png'}: No such file or directory\n")
    assert main(["pylon", "-o", str(tmp_path)]) == 2
    assert "Is a directory" in capsys.readouterr().err


def test_help_describes_every_argument(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    text = capsys.readouterr().out
    for words in ("which game: epicycle, synapse, pylon, cardinal, connections", "number of seats",
                  "seeds the deal", "random legal moves", "seats numbered from 1", "where to write the PNG"):
        assert words in " ".join(text.split()), words
