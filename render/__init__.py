"""Pillow drawings of game views as PNG bytes. (Placeholder: being written.)"""

import io
from typing import Any

from PIL import Image, ImageDraw


def _placeholder(text: str) -> bytes:
    image = Image.new("RGB", (400, 120), "white")
    ImageDraw.Draw(image).text((10, 10), text, fill="black")
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def board_png(game_key: str, view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """A PNG of the table as `view` shows it; `names` are display names by seat."""
    return _placeholder(f"{game_key} ply {view.get('ply')}")


def hand_png(view: dict[str, Any], name: str | None = None) -> bytes:
    """A Connections player's hand, from that player's view."""
    return _placeholder(f"hand of {name}")
