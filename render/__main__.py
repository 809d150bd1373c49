"""Draw a seeded random game: python -m render <game> [--players N] [--seed S]
[--moves K] [--hand SEAT] -o file.png

Plays K random legal moves (random.Random(seed) picks among the legal moves of the
first seat in to_move), then draws the public board, or with --hand that seat's
Connections hand.
"""

import argparse
import sys

import render
from render.sample import play


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m render", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--hand", type=int, default=None, help="draw this seat's hand (Connections)")
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args(argv)
    game, state = play(args.game, args.players, args.seed, args.moves)
    if args.hand is not None:
        data = render.hand_png(game.view(state, args.hand), f"Seat {args.hand + 1}")
    else:
        data = render.board_png(game.key, game.view(state, None))
    with open(args.output, "wb") as out:
        out.write(data)
    print(f"{args.output}: {game.title}, ply {state['ply']}, {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
