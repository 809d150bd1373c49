"""Pillow drawings of game views as PNG bytes.

Renderers read views only (docs/views.md), never states: a public view holds
nothing hidden, so a public picture cannot show a hidden card.
"""

import importlib
from collections.abc import Callable
from typing import Any

from PIL import Image

from render import hand
from render.alt import alt_text, hand_alt_text
from render.png import encode
from rules import GAMES

Drawer = Callable[[dict[str, Any], list[str] | None], Image.Image]


def _drawer(game_key: str) -> Drawer:
    """Each game's picture is `draw(view, names)` in render/<its key>.py, as its computer
    player is ai/<its key>.py: the table follows rules.GAMES and names no game."""
    draw: Drawer = importlib.import_module(f"render.{game_key}").draw
    return draw


_BOARDS: dict[str, Drawer] = {key: _drawer(key) for key in GAMES}


def board_image(game_key: str, view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    """The picture as a Pillow image (board_png without the encoding)."""
    try:
        drawer = _BOARDS[game_key]
    except KeyError:
        raise ValueError(f"no picture for game {game_key!r}") from None
    return drawer(view, names)


def board_png(game_key: str, view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """A PNG of the table as `view` shows it; `names` are display names by seat."""
    return encode(board_image(game_key, view, names))


def hand_png(view: dict[str, Any], name: str | None = None, *, names: list[str] | None = None) -> bytes:
    """A player's hand of cards (games that have hands), from that player's view;
    `names` (optional, by seat) name the other side of pending trade offers."""
    return encode(hand.draw(view, name, names))


__all__ = ["alt_text", "board_image", "board_png", "hand_alt_text", "hand_png"]
