"""An animated GIF of a whole game: one frame per position (the start, then after every
logged move), the last frame held longer. Pure: views in, bytes out.

GIF, not APNG: Discord shows APNG as a still picture. Frames share one palette taken from
the final position (boards use few colours), so each frame is a cheap lookup rather than
a fresh quantization, and Pillow stores only the changed rectangle of each frame.
"""

from __future__ import annotations

import functools
import io
import math
from collections.abc import Callable, Sequence
from typing import Any

from PIL import Image, ImageDraw

import render
from render.fonts import PHONE_WIDTH, draw_text, min_size
from render.palette import HIGHLIGHT, INK, PANEL
from render.panel import footer_height
from render.words import ENGLISH, word

FRAME_MS = 900
LAST_FRAME_MS = 4000
# Each try shrinks the frames; below the last scale, frames are skipped instead. A frame
# is never shrunk below a phone's width (PHONE_WIDTH): Discord would show it smaller than
# that, and its text (drawn at least 9 px tall at that width) would shrink below 9 px.
SCALES = (1.0, 0.75, 0.5, 0.35)


def with_footer(image: Image.Image, index: int, last: int, lang: str = ENGLISH) -> Image.Image:
    """The picture with a footer saying where in the game it is. It also keeps every frame
    distinct, so that the GIF writer never merges two frames of an unchanged board (a
    Connections offer changes no picture) and the frame count stays one per move."""
    size = min_size(image.width)
    out = Image.new("RGB", (image.width, image.height + footer_height(image.width)), PANEL)
    out.paste(image.convert("RGB"), (0, 0))
    draw = ImageDraw.Draw(out)
    fill = round(image.width * index / last) if last else image.width
    draw.rectangle((0, image.height, fill, image.height + 3), fill=HIGHLIGHT)
    label = word(lang, "replay-start") if index == 0 else word(lang, "replay-move", move=index, moves=last)
    draw_text(draw, (10, image.height + 4), label, size, bold=True, fill=INK)
    return out


def _palette_of(image: Image.Image) -> Image.Image:
    return image.quantize(colors=255, method=Image.Quantize.MEDIANCUT)


def _encode(frames: Sequence[Image.Image], durations: Sequence[int]) -> bytes:
    out = io.BytesIO()
    frames[0].save(
        out, format="GIF", save_all=True, append_images=list(frames[1:]), duration=list(durations),
        loop=0, optimize=False, disposal=1,
    )
    return out.getvalue()


def _try(images: Sequence[Image.Image], scale: float, frame_ms: int, last_ms: int) -> bytes:
    size = (max(1, round(images[-1].width * scale)), max(1, round(images[-1].height * scale)))
    # NEAREST keeps the boards' flat colours flat: smoothed edges would compress worse.
    scaled = [im if scale == 1.0 else im.resize(size, Image.Resampling.NEAREST) for im in images]
    palette = _palette_of(scaled[-1])
    frames = [im.quantize(palette=palette, dither=Image.Dither.NONE) for im in scaled]
    return _encode(frames, [frame_ms] * (len(frames) - 1) + [last_ms])


def readable_scales(width: int) -> tuple[float, ...]:
    """The SCALES that keep a frame `width` px wide at least a phone's width."""
    return tuple(s for s in SCALES if s == 1.0 or width * s >= PHONE_WIDTH)


def every_kth(images: Sequence[Image.Image], k: int) -> list[Image.Image]:
    """Every k-th picture, always keeping the start and the final position."""
    kept = list(images[:-1:k])
    return [*kept, images[-1]] if len(images) > 1 else kept


def gif_from_images(
    images: Sequence[Image.Image],
    *,
    max_bytes: int,
    frame_ms: int = FRAME_MS,
    last_ms: int = LAST_FRAME_MS,
) -> tuple[bytes, int]:
    """The animation of `images` within `max_bytes`: smaller frames first, then (at the
    smallest size) every k-th frame, always keeping the start and the end. Returns (GIF
    bytes, frames kept)."""
    if not images:
        raise ValueError("a replay needs at least one picture")
    rgb = [im.convert("RGB") for im in images]
    scales = readable_scales(rgb[-1].width)
    for scale in scales:
        data = _try(rgb, scale, frame_ms, last_ms)
        if len(data) <= max_bytes:
            return data, len(rgb)
    k = 1
    while len(data) > max_bytes:
        if len(rgb) // k < 2:
            raise ValueError(f"even two small frames exceed {max_bytes} bytes")
        # The size grows about linearly with the frames: jump near the right step at once.
        k = max(k + 1, math.ceil(k * len(data) / max_bytes * 1.1))
        kept = every_kth(rgb, k)
        data = _try(kept, scales[-1], frame_ms, last_ms)
    return data, len(kept)


def replay_gif(
    game_key: str,
    views: Sequence[dict[str, Any]],
    names: list[str] | None = None,
    *,
    max_bytes: int = 8 * 1024 * 1024,
    draw: Callable[[str, dict[str, Any], list[str] | None], Image.Image] | None = None,
    lang: str = ENGLISH,
) -> tuple[bytes, int]:
    """The GIF of a game from its public views in order (start first); returns the bytes
    and how many frames it holds (fewer than views only when the size limit forced it).
    Its words (the boards', the footers') are in `lang`."""
    drawer = draw or functools.partial(render.board_image, lang=lang)
    last = len(views) - 1
    images = [with_footer(drawer(game_key, view, names), i, last, lang) for i, view in enumerate(views)]
    return gif_from_images(images, max_bytes=max_bytes)
