"""Pillow drawings of game views as PNG bytes.

Renderers read views only (docs/views.md), never states: a public view holds
nothing hidden, so a public picture cannot show a hidden card.

Each game's drawings live in its own module, render/<its key> (a module or a package),
as its computer player is ai/<its key>: this table follows rules.GAMES and names no
game. Every game's module offers `draw(view, names, lang)`, the public picture; a game
with hands (`Game.has_hands`) also offers `draw_hand(view, name, names, lang)` and
`hand_alt_text(view, name, limit, lang)`, for the picture only its player sees. Every
game's module offers `spots(view, spots, names, hand_name, lang)` too: where the Play
picker's choices are drawn (render/spots.py, docs/spots.md).

Every word drawn comes from the catalogue (render/words.py) in `lang`, the language of the
post or reply the picture belongs to (English by default); the caller decides it.
"""

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from PIL import Image

from render.alt import LIMIT, alt_text
from render.png import encode
from render.spots import SpotBox, spot_boxes
from render.words import ENGLISH
from rules import GAMES

Drawer = Callable[[dict[str, Any], list[str] | None, str], Image.Image]


@dataclass(frozen=True)
class Hands:
    """A game's drawing of one player's hand, and that picture in words."""

    draw: Callable[[dict[str, Any], str | None, list[str] | None, str], Image.Image]
    words: Callable[[dict[str, Any], str | None, int, str], str]


def _module(game_key: str) -> ModuleType:
    return importlib.import_module(f"render.{game_key}")


_BOARDS: dict[str, Drawer] = {key: _module(key).draw for key in GAMES}
_HANDS: dict[str, Hands] = {
    key: Hands(_module(key).draw_hand, _module(key).hand_alt_text)
    for key, game in GAMES.items()
    if game.has_hands
}


def board_image(
    game_key: str, view: dict[str, Any], names: list[str] | None = None, lang: str = ENGLISH
) -> Image.Image:
    """The picture as a Pillow image (board_png without the encoding)."""
    try:
        drawer = _BOARDS[game_key]
    except KeyError:
        raise ValueError(f"no picture for game {game_key!r}") from None
    return drawer(view, names, lang)


def board_png(
    game_key: str, view: dict[str, Any], names: list[str] | None = None, lang: str = ENGLISH
) -> bytes:
    """A PNG of the table as `view` shows it; `names` are display names by seat, its words
    are in `lang`."""
    return encode(board_image(game_key, view, names, lang))


def _hands(game_key: str) -> Hands:
    try:
        return _HANDS[game_key]
    except KeyError:
        raise ValueError(f"no hands to draw for game {game_key!r}") from None


def hand_png(
    game_key: str, view: dict[str, Any], name: str | None = None, *, names: list[str] | None = None,
    lang: str = ENGLISH,
) -> bytes:
    """A player's hand (games that have hands), from that player's view; `names`
    (optional, by seat) name the other side of pending trade offers; words in `lang`."""
    return encode(_hands(game_key).draw(view, name, names, lang))


def hand_alt_text(
    game_key: str, view: dict[str, Any], name: str | None = None, *, limit: int = LIMIT, lang: str = ENGLISH
) -> str:
    """The hand picture in words, in at most `limit` characters (a media gallery item's
    limit by default), for screen readers, in `lang`."""
    return _hands(game_key).words(view, name, limit, lang)


__all__ = ["SpotBox", "alt_text", "board_image", "board_png", "hand_alt_text", "hand_png", "spot_boxes"]
