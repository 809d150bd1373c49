"""Pictures are drawn off the event loop in one small shared pool.

Not asyncio's default executor: its many threads each keep their own malloc arena, so
the memory of simultaneous Pillow drawings was never returned (the benchmark saw RSS
rise by 80 MB under bursts). Two threads match the two cores we plan for and keep the
peak flat; a drawing takes ~15 ms, so moves do not queue behind it for long.
"""

from __future__ import annotations

import asyncio
import functools
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import render
from i18n import ENGLISH

_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="draw")


async def draw_in_pool(fn: Any, *args: Any, **kwargs: Any) -> bytes:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(_POOL, functools.partial(fn, *args, **kwargs))


async def board_png(game_key: str, view: dict[str, Any], names: list[str], lang: str = ENGLISH) -> bytes:
    """The board, its words in `lang`: the language of the post or reply it goes in."""
    return await draw_in_pool(render.board_png, game_key, view, names, lang)


async def hand_png(
    game_key: str, view: dict[str, Any], name: str, names: list[str], lang: str = ENGLISH
) -> bytes:
    """A player's hand, its words in `lang` (theirs: only they see it)."""
    return await draw_in_pool(render.hand_png, game_key, view, name, names=names, lang=lang)
