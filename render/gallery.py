"""Regenerate docs/gallery/: python -m render.gallery [folder]

Each game mid-game, from seeded play. Plain random play is dull to look at (Cardinal
ends in a few turns, Connections players never meld), so the players here lean
towards the moves that make a board worth showing; every move is still legal.
"""

import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import render
from render import sample
from render.deck import card_regions
from rules import get_game

NAMES = ["Ada", "Bram", "Chen", "Dara", "Emeka", "Fatima"]
DOWN = {"meld": 0, "link": 1, "lay": 2, "invite": 3}


def _connections_move(game: Any, state: dict, seat: int, legal: list[str], rnd: random.Random) -> str:
    """Play down when possible; keep cards of regions already collected."""
    down = [m for m in legal if m.split()[0] in DOWN]
    if down:
        best = min(DOWN[m.split()[0]] for m in down)
        return rnd.choice([m for m in down if DOWN[m.split()[0]] == best])
    view = game.view(state, seat)
    counts = Counter(card_regions(view, c)[0] for c in view["hand"] if len(card_regions(view, c)) == 1)
    top = view.get("discard_top")
    if "draw discard" in legal and top and any(counts[r] >= 1 for r in card_regions(view, top)):
        return "draw discard"
    discards = [m for m in legal if m.startswith("discard ")]
    if discards:
        def keep(move: str) -> tuple[int, str]:
            regions = card_regions(view, move[len("discard "):])
            return (99 if len(regions) > 1 else counts[regions[0]], move)
        return min(discards, key=keep)
    return "draw deck" if "draw deck" in legal else rnd.choice(legal)


def _cardinal_move(legal: list[str], rnd: random.Random) -> str:
    """Prefer taking an upright piece back, which keeps the pool (and game) going."""
    takes = [m for m in legal if " take " in m]
    return rnd.choice(takes if takes and rnd.random() < 0.85 else legal)


def _showy_move(game: Any, state: dict, seat: int, legal: list[str], rnd: random.Random) -> str:
    if game.key == "connections":
        return _connections_move(game, state, seat, legal, rnd)
    if game.key == "cardinal":
        return _cardinal_move(legal, rnd)
    return rnd.choice(legal)


def play(key: str, players: int, seed: int, moves: int) -> tuple[Any, dict]:
    return sample.play(key, players, seed, moves, choose=_showy_move)


def connections_table() -> tuple[Any, dict]:
    """A Connections round well under way: rows, a partnered link, an invitation,
    a link bridging two rows; random play seldom gets there, so the position is
    set up (rules.connections.positions) and then two real actions are played."""
    from rules.connections.positions import position

    game = get_game("connections")
    state = position(
        4,
        [["Atlanta", "Lagos", "Sydney", "Warsaw", "Tehran"],
         ["Montreal", "Nairobi", "Melbourne", "Kyiv", "Bangkok", "Berlin"],
         ["Madrid", "Johannesburg", "Dubai", "Lima", "Singapore"],
         ["Auckland", "Moscow", "Jakarta", "Honolulu", "Cairo"]],
        discard=["Baghdad", "Manila"],
        rows=[(0, ["New York", "Boston", "Toronto"]), (0, ["Los Angeles", "Seattle", "Vancouver"]),
              (1, ["San Francisco", "Anchorage"]), (1, ["Havana", "Kingston", "San Juan"]),
              (2, ["London", "Paris", "Amsterdam"]), (2, ["Rome", "Athens", "Tunis"]),
              (3, ["Tokyo", "Seoul", "Shanghai", "Beijing"])],
        links=[{"card": "Chicago", "owner": 0, "anchor": "Atlantic North America", "partner": 1},
               {"card": "Panama City", "owner": 1, "anchor": "Caribbea", "invited": 2},
               {"card": "Gibraltar", "owner": 2, "anchor": "Western Europe"}],
        turn=0, turns_taken=[5, 5, 4, 4],
    )
    for move in ("lay Atlanta", "draw discard"):
        state = game.apply(state, 0, move)
    return game, state


# (file, game, players, seed, moves)
PICTURES = [
    ("epicycle", "epicycle", 2, 3, 3),
    ("synapse", "synapse", 2, 5, 11),
    ("pylon", "pylon", 2, 2, 38),
    ("cardinal", "cardinal", 4, 16, 10),
]
HAND_SEAT = 1


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    folder = Path(argv[0] if argv else "docs/gallery")
    folder.mkdir(parents=True, exist_ok=True)
    for file, key, players, seed, moves in PICTURES:
        game, state = play(key, players, seed, moves)
        data = render.board_png(key, game.view(state, None), NAMES[:players])
        (folder / f"{file}.png").write_bytes(data)
        print(f"{file}.png: ply {state['ply']}, {len(data)} bytes")
    game, state = connections_table()
    pictures = {
        "connections.png": render.board_png("connections", game.view(state, None), NAMES[:4]),
        "connections-hand.png": render.hand_png(game.view(state, HAND_SEAT), NAMES[HAND_SEAT]),
    }
    for name, data in pictures.items():
        (folder / name).write_bytes(data)
        print(f"{name}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
