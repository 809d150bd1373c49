"""Regenerate docs/gallery/: python -m render.gallery [folder]

Each game's own showcase (`Game.showcase`, declared by its rules module): a position
mid-game worth looking at, from seeded play that leans towards such boards, or laid
out by hand where random play seldom gets there. A game with hands also gets one
seat's hand. `<key>.png` and `<key>-hand.png`, for every game in rules.GAMES.
"""

import argparse
import sys
from pathlib import Path

import render
from rules import GAMES

NAMES = ["Ada", "Bram", "Chen", "Dara", "Emeka", "Fatima"]
HAND_SEAT = 1


def pictures() -> dict[str, bytes]:
    """File name -> PNG, for every game."""
    out: dict[str, bytes] = {}
    for key, game in GAMES.items():
        state = game.showcase()
        names = NAMES[: state["players"]]
        out[f"{key}.png"] = render.board_png(key, game.view(state, None), names)
        if game.has_hands:
            out[f"{key}-hand.png"] = render.hand_png(key, game.view(state, HAND_SEAT), names[HAND_SEAT])
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m render.gallery", description="Draw every game's showcase into FOLDER."
    )
    parser.add_argument("folder", nargs="?", default="docs/gallery", metavar="FOLDER",
                        help="where the PNGs go (default: docs/gallery)")
    # --help and a mistyped option end here, before any folder is made.
    folder = Path(parser.parse_args(sys.argv[1:] if argv is None else argv).folder)
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in pictures().items():
        (folder / name).write_bytes(data)
        print(f"{name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
