"""Where each choice of the Play picker sits on the picture: the spots (docs/spots.md).

A spot is a game's short key for a thing it draws ("f3", "stash:0:S", "card:Lagos"); a
choice (rules.base.StepChoice) carries one. The web table shows each choice of the
current step as a tappable box on the board or hand picture. The boxes come from the
same layout the drawing uses, in each game's render module (`spots`, found through
rules.GAMES like `draw`), so this module names no game.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from render.words import ENGLISH
from rules import GAMES

Box = tuple[int, int, int, int]  # x0, y0, x1, y1 in pixels of that picture, as drawn by board_png / hand_png
Picture = Literal["board", "hand"]


@dataclass(frozen=True)
class SpotBox:
    picture: Picture  # which picture the box is on
    box: Box


Locator = Callable[[dict[str, Any], list[str], list[str] | None, str | None, str], dict[str, SpotBox]]


def box_on(picture: Picture, box: tuple[float, float, float, float]) -> SpotBox:
    """A drawing's float rectangle as whole pixels, rounded outwards."""
    x0, y0, x1, y1 = box
    return SpotBox(picture, (math.floor(x0), math.floor(y0), math.ceil(x1), math.ceil(y1)))


def union(boxes: Iterable[tuple[float, float, float, float]]) -> tuple[float, float, float, float]:
    """The smallest rectangle holding all of `boxes` (a row of squares)."""
    listed = list(boxes)
    return (min(b[0] for b in listed), min(b[1] for b in listed), max(b[2] for b in listed),
            max(b[3] for b in listed))


@cache
def _locator(game_key: str) -> Locator:
    if game_key not in GAMES:
        raise ValueError(f"no picture for game {game_key!r}")
    locate: Locator = importlib.import_module(f"render.{game_key}").spots
    return locate


def spot_boxes(game_key: str, view: dict[str, Any], spots: Iterable[str | None], *,
               names: list[str] | None = None, hand_name: str | None = None,
               lang: str = ENGLISH) -> dict[str, SpotBox]:
    """Where each of `spots` is drawn; spots not drawn are left out. `view` is the one the
    pictures are drawn from (the chooser's own view for the hand), `names`, `hand_name`
    and `lang` as given to board_png and hand_png (words move what follows them)."""
    wanted = [spot for spot in dict.fromkeys(spots) if spot]
    if not wanted:
        return {}
    return _locator(game_key)(view, wanted, names, hand_name, lang)
