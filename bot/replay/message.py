"""The replay message: one position's picture, a line on the move that led to it, and the
First / Back / Forward / Last buttons with a select to jump to a move (buttons.py)."""

from __future__ import annotations

import io
from typing import Any

import discord

from bot import drawing
from bot.messages import seat_names, substitute
from bot.replay.frames import Replay

PICTURE = "replay.png"
SELECT_OPTIONS = 25  # Discord's limit for one select


def escape(text: str) -> str:
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))


def step_text(replay: Replay, index: int) -> str:
    """What led to position `index`, with names and the public form of the move."""
    if index == 0:
        return "The start"
    entry = replay.steps[index - 1]
    names = seat_names(replay.row)
    who = escape(names[entry.seat]) if entry.seat is not None and entry.seat < len(names) else ""
    if entry.kind == "move":
        return f"{who}: `{replay.game.public_move(entry.move)}`"
    words = {"resign": f"{who} resigned", "timeout": f"{who} ran out of time", "end": "Ended by agreement"}
    return words.get(entry.kind, entry.kind)


def caption(replay: Replay, index: int) -> str:
    row = replay.row
    lines = [
        f"**Replay** · {replay.game.title} · game #{row.id} · move {index} of {replay.last}",
        step_text(replay, index),
    ]
    if index == replay.last and replay.game.is_over(replay.frames[index]):
        lines.append(escape(substitute(_result(replay, index), seat_names(row))))
    elif index == replay.last and row.status == "active":
        lines.append("-# The game goes on: this is its latest position.")
    return "\n".join(lines)


def _result(replay: Replay, index: int) -> str:
    from bot.messages import result_text

    last = replay.steps[-1] if replay.steps else None
    reason = "timeout" if last is not None and last.kind == "timeout" else None
    return result_text(replay.game, replay.frames[index], seat_names(replay.row), reason).replace("**", "")


def jump_choices(replay: Replay, index: int) -> list[int]:
    """Up to 25 positions around the current one, always with the start and the end."""
    if replay.last + 1 <= SELECT_OPTIONS:
        return list(range(replay.last + 1))
    inner = SELECT_OPTIONS - 2
    low = max(1, min(index - inner // 2, replay.last - inner))
    return [0, *range(low, low + inner), replay.last]


def controls(replay: Replay, index: int) -> discord.ui.View:
    from bot.replay.buttons import ReplayJump, ReplayStep

    view = discord.ui.View(timeout=None)
    back, forward = max(0, index - 1), min(replay.last, index + 1)
    targets = {"first": 0, "back": back, "next": forward, "last": replay.last}
    for tag, target in targets.items():
        step = ReplayStep(tag, replay.row.id, target)
        step.item.disabled = target == index
        view.add_item(step)
    if replay.last > 0:
        options = [
            discord.SelectOption(
                label=f"Move {i}"[:100],
                description=step_text(replay, i).replace("`", "")[:100],
                value=str(i),
                default=i == index,
            )
            for i in jump_choices(replay, index)
        ]
        view.add_item(ReplayJump(replay.row.id, options))
    return view


async def replay_message(replay: Replay, index: int) -> dict[str, Any]:
    """Keyword arguments for sending or editing the replay at position `index`."""
    index = max(0, min(index, replay.last))
    picture = await drawing.board_png(replay.row.game_key, replay.view(index), seat_names(replay.row))
    return {
        "content": caption(replay, index),
        "view": controls(replay, index),
        "allowed_mentions": discord.AllowedMentions.none(),
        "file": discord.File(io.BytesIO(picture), filename=PICTURE),
    }
