"""Draw a seeded random game as a PNG: python -m render <game> [--players N] [--seed S]
[--moves K] [--hand SEAT] -o file.png

Plays up to K random legal moves (random.Random(seed) picks among the legal moves of the
first seat in to_move), then draws the public board, or with --hand that seat's hand
(games whose seats hold cards). Seats are numbered from 1, as the pictures name them ("Player 1").
A bad argument is answered with one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import sys

import render
from render.sample import play
from rules import GAMES, get_game


class Refusal(Exception):
    """A bad argument, worded for the person at the terminal."""


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m render",
        description="Draw a seeded random game as a PNG: the public board, or one seat's hand of cards.",
    )
    parser.add_argument("game", help="which game: " + ", ".join(GAMES))
    parser.add_argument("--players", type=int, default=None, metavar="N",
                        help="number of seats (default: the game's minimum)")
    parser.add_argument("--seed", type=int, default=1, metavar="S",
                        help="seeds the deal and the random moves (default 1)")
    parser.add_argument("--moves", type=int, default=20, metavar="K",
                        help="random legal moves to play before drawing; fewer if the game ends (default 20)")
    parser.add_argument("--hand", type=int, default=None, metavar="SEAT",
                        help="draw this seat's hand, not the board (games with hands); seats numbered from 1")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.png",
                        help="where to write the PNG (an existing file is replaced)")
    return parser.parse_args(argv)


def draw(args: argparse.Namespace) -> tuple[str, bytes]:
    """(one line about the picture, the PNG bytes); Refusal for a bad argument."""
    try:
        game = get_game(args.game)
    except ValueError as error:
        raise Refusal(str(error)) from None
    if args.moves < 0:
        raise Refusal("--moves must be 0 or more")
    players = game.min_players if args.players is None else args.players
    if not game.min_players <= players <= game.max_players:
        raise Refusal(game.player_count_message())
    if args.hand is not None:
        if not game.has_hands:
            raise Refusal(f"{game.title} has no hands to draw; leave out --hand to draw the board")
        if not 1 <= args.hand <= players:
            raise Refusal(f"--hand must be a seat from 1 to {players}, not {args.hand}")
    game, state = play(game.key, players, args.seed, args.moves)
    if args.hand is not None:
        data = render.hand_png(game.key, game.view(state, args.hand - 1), f"Player {args.hand}")
        what = f"Seat {args.hand}'s hand"
    else:
        data = render.board_png(game.key, game.view(state, None))
        what = "the board"
    return f"{game.title}, {what} after ply {state['ply']}", data


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        line, data = draw(args)
        try:
            with open(args.output, "wb") as out:
                out.write(data)
        except OSError as error:
            raise Refusal(f"cannot write {args.output}: {error.strerror or error}") from None
    except Refusal as refusal:
        print(f"python -m render: {refusal}", file=sys.stderr)
        return 2
    print(f"{args.output}: {line}, {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
