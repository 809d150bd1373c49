"""The replay message: one position's picture, a line on the move that led to it, and the
First / Back / Forward / Last buttons with a select to jump to a move. The controls are
dynamic items: the custom id carries the game and the position to show, so a replay
opened before a restart still steps after it."""

from __future__ import annotations

import io
import re
from typing import Any

import discord

import i18n
from bot.features.replay.frames import Replay, load_replay
from bot.services import drawing
from bot.services.wording import seat_names
from bot.ui.base import PersistentButton, PersistentSelect, core_of, id_in
from bot.ui.ids import safe_id
from bot.ui.lookup import game_of_button
from bot.ui.reader import private_language

PICTURE = "replay.png"
SELECT_OPTIONS = 25  # Discord's limit for one select


def escape(text: str) -> str:
    return discord.utils.escape_mentions(discord.utils.escape_markdown(text))


def step_text(replay: Replay, index: int, lang: str = i18n.ENGLISH) -> str:
    """What led to position `index`, with names and the public form of the move."""
    if index == 0:
        return i18n.text(lang, "replay-start")
    entry = replay.steps[index - 1]
    names = seat_names(replay.row)
    who = escape(names[entry.seat]) if entry.seat is not None and entry.seat < len(names) else ""
    if entry.kind == "move":
        return i18n.text(lang, "replay-step-move", who=who, move=replay.game.public_move(entry.move))
    if entry.kind in ("resign", "timeout", "end"):
        return i18n.text(lang, f"replay-step-{entry.kind}", who=who)
    return entry.kind


def caption(replay: Replay, index: int, lang: str = i18n.ENGLISH) -> str:
    row = replay.row
    where = {"game": replay.game.title, "id": str(row.id), "move": index, "last": replay.last}
    lines = [i18n.text(lang, "replay-caption", **where), step_text(replay, index, lang)]
    if index == replay.last and replay.game.is_over(replay.frames[index]):
        lines.append(_result(replay, index, lang))
    elif index == replay.last and row.status == "active":
        lines.append(i18n.text(lang, "replay-goes-on"))
    return "\n".join(lines)


def _result(replay: Replay, index: int, lang: str) -> str:
    """How the game ended: who won (or a draw), how, and the final scores. A claim on time
    is a resignation to the engine: the log says which it was."""
    last = replay.steps[-1] if replay.steps else None
    state = replay.frames[index]
    result = replay.game.result(state)
    if result is None:
        return ""
    scores, winners = result
    names = [escape(n) for n in seat_names(replay.row)]
    reason = "timeout" if last is not None and last.kind == "timeout" else str(state["finish"]["reason"])
    how = i18n.text(lang, "replay-result-how", reason=reason)
    if not winners:
        line = i18n.text(lang, "replay-result-draw", how=how)
    elif len(winners) == 1:
        line = i18n.text(lang, "replay-result-win", winner=names[winners[0]], how=how)
    else:
        together = i18n.joined(lang, [names[s] for s in winners])
        line = i18n.text(lang, "replay-result-share", winners=together, how=how)
    if scores is not None:
        each = ", ".join(f"{names[s]} {scores[s]}" for s in range(len(scores)))
        line += i18n.text(lang, "replay-result-scores", scores=each)
    return line


def jump_choices(replay: Replay, index: int) -> list[int]:
    """Up to 25 positions around the current one, always with the start and the end."""
    if replay.last + 1 <= SELECT_OPTIONS:
        return list(range(replay.last + 1))
    inner = SELECT_OPTIONS - 2
    low = max(1, min(index - inner // 2, replay.last - inner))
    return [0, *range(low, low + inner), replay.last]


def controls(replay: Replay, index: int, lang: str = i18n.ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    back, forward = max(0, index - 1), min(replay.last, index + 1)
    targets = {"first": 0, "back": back, "next": forward, "last": replay.last}
    for tag, target in targets.items():
        step = ReplayStep(tag, replay.row.id, target, lang)
        step.item.disabled = target == index
        view.add_item(step)
    if replay.last > 0:
        options = [
            discord.SelectOption(
                label=i18n.text(lang, "replay-jump-move", move=i)[:100],
                description=step_text(replay, i, lang).replace("`", "")[:100],
                value=str(i),
                default=i == index,
            )
            for i in jump_choices(replay, index)
        ]
        view.add_item(ReplayJump(replay.row.id, options, lang))
    return view


async def replay_message(replay: Replay, index: int, lang: str = i18n.ENGLISH) -> dict[str, Any]:
    """Keyword arguments for sending or editing the replay at position `index`."""
    index = max(0, min(index, replay.last))
    view, names = replay.view(index), seat_names(replay.row)
    picture = await drawing.board_png(replay.row.game_key, view, names, lang=lang)
    return {
        "content": caption(replay, index, lang),
        "view": controls(replay, index, lang),
        "allowed_mentions": discord.AllowedMentions.none(),
        "file": discord.File(io.BytesIO(picture), filename=PICTURE),
    }


# The catalogue's replay-button-<tag>.
STEP_TAGS = ("first", "back", "next", "last")


async def show_position(interaction: discord.Interaction, game_id: int, index: int) -> None:
    """Edit the replay message in place to show position `index` (only its viewer sees it)."""
    row = await game_of_button(interaction, game_id)
    await interaction.response.defer()  # drawing may take a moment; the edit follows
    lang = await private_language(interaction)
    message = await replay_message(await load_replay(core_of(interaction), row), index, lang)
    file = message.pop("file")
    await interaction.edit_original_response(attachments=[file], **message)


class ReplayStep(
    PersistentButton, template=r"replay:(?P<tag>first|back|next|last):(?P<gid>[0-9]+):(?P<to>[0-9]+)"
):
    acknowledge_first = False  # show_position defers (it edits the replay in place)

    def __init__(self, tag: str, game_id: int, target: int, lang: str = i18n.ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=i18n.text(lang, f"replay-button-{tag}"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"replay:{tag}:{game_id}:{target}",
            )
        )
        self.game_id = game_id
        self.target = target

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> ReplayStep:
        return cls(match["tag"], id_in(match, "gid"), id_in(match, "to"))

    async def press(self, interaction: discord.Interaction) -> None:
        await show_position(interaction, self.game_id, self.target)


class ReplayJump(PersistentSelect, template=r"replay:jump:(?P<gid>[0-9]+)"):
    acknowledge_first = False  # show_position defers (it edits the replay in place)

    def __init__(
        self, game_id: int, options: list[discord.SelectOption] | None = None, lang: str = i18n.ENGLISH
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"replay:jump:{game_id}",
                placeholder=i18n.text(lang, "replay-jump-placeholder"),
                options=options or [discord.SelectOption(label=i18n.text(lang, "replay-start"), value="0")],
            )
        )
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> ReplayJump:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        values = self.item.values or ["0"]
        await show_position(interaction, self.game_id, safe_id(str(values[0])))
