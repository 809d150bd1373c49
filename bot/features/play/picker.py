"""The turn post's Play button: a private picker that builds a move in steps (the game's
own `step_choices`), shows the board after it, and stores it on Confirm exactly as
`/move` does.

The picker keeps no state of its own: each control's custom id carries the game, the
version the choices were made at and the tokens chosen so far, so it survives a restart
and a stale one is told apart from a fresh one.
"""

from __future__ import annotations

import io
import logging
import re
from typing import Any

import discord

import render
from bot.features.play.move import PLAY_AGAIN, still_on_turn, within_turn_reply
from bot.services import drawing
from bot.services.core import Core
from bot.services.refusal import Refusal
from bot.services.wording import english, join_names, seat_names, small_first, substitute
from bot.storage.rows import GameRow
from bot.ui.base import PersistentButton, PersistentSelect, bot_of, core_of, id_in
from bot.ui.lookup import game_of_button
from bot.ui.plan_offer import plan_offer
from bot.ui.replies import NO_PINGS, confirm, planned_reply_text, respond
from bot.ui.web_links import web_buttons
from rules import Game, get_game
from rules.base import StepChoice
from rules.said import Said

# "play:<control>:<game id>:<version>:<tokens joined by '.'>": Discord allows 100
# characters; four short tokens leave room to spare.
PICK = "play:{control}:{game}:{version}:{path}"
_PICK = r":(?P<gid>[0-9]+):(?P<ver>[0-9]+):(?P<path>[A-Za-z0-9,_\-.]*)"
PREVIEW_NAME = "preview.png"
log = logging.getLogger(__name__)
State = dict[str, Any]


def pick_id(control: str, game_id: int, version: int, chosen: tuple[str, ...]) -> str:
    return PICK.format(control=control, game=game_id, version=version, path=".".join(chosen))


def path_of(match: re.Match[str]) -> tuple[str, ...]:
    text = match["path"]
    return tuple(text.split(".")) if text else ()


def seat_that_may_act(row: GameRow, game: Game, state: State, user_id: int) -> int:
    """The presser's seat when they have something to pick now; else the private line
    saying whose turn it is."""
    names = seat_names(row)
    on_turn = join_names([names[s] for s in game.to_move(state)])
    seat = row.seat_of(user_id)
    if seat is None:
        raise Refusal(f"You are not playing in this game; it is {on_turn}'s turn.")
    if not game.picker_moves(state, seat):
        raise Refusal(f"It is {on_turn}'s turn, not yours; you will be mentioned when it is yours.")
    return seat


async def current(core: Core, row: GameRow, user_id: int) -> tuple[Game, State, int]:
    if row.status != "active":
        raise Refusal("This game is over, so there is no move to make. Start a new one with `/game new`.")
    game = get_game(row.game_key)
    state = await core.sessions.state_of(row)
    return game, state, seat_that_may_act(row, game, state, user_id)


def heading(game: Game, row: GameRow, labels: list[str | Said], names: list[str]) -> str:
    lines = [f"**Your move** in {game.title} game #{row.id}"]
    if labels:
        lines.append("So far: " + " → ".join(substitute(label, names) for label in labels))
    return "\n".join(lines)


def step_message(
    row: GameRow, game: Game, state: State, seat: int, chosen: tuple[str, ...], choices: list[StepChoice]
) -> dict[str, Any]:
    """The message at one step: what is chosen so far, what this step asks, and a select
    of what comes next (`choices`, those of the step after `chosen`)."""
    names = seat_names(row)
    options = [discord.SelectOption(label=substitute(c.label, names)[:100], value=c.token) for c in choices]
    view = discord.ui.View(timeout=None)
    view.add_item(PlaySelect(row.id, row.version, chosen, options))
    back = game.step_back(state, seat, chosen)
    if back is not None:
        view.add_item(PlayBack(row.id, row.version, back))
    text = heading(game, row, game.step_labels(state, seat, chosen), names)
    prompt = substitute(game.step_prompt(state, seat, chosen), names)
    return {"content": f"{text}\n**{prompt}**", "view": view, "attachments": []}


async def preview_message(
    row: GameRow, game: Game, state: State, seat: int, chosen: tuple[str, ...], move: str
) -> dict[str, Any]:
    """The board as it would be after `move` (the public view: no hidden card of anyone),
    the move in words, and Confirm / Back. A proposal (a trade offer) is a question
    instead, without a board: nothing on it changes."""
    names = seat_names(row)
    label = game.move_label(state, seat, move)
    if label == move:  # no words of its own (a trade offer): the choices that made it
        label = " → ".join(english(step) for step in game.step_labels(state, seat, chosen))
    words = substitute(label, names)
    controls = discord.ui.View(timeout=None)
    controls.add_item(PlayConfirm(row.id, row.version, chosen))
    back = game.step_back(state, seat, chosen)
    if back is not None:
        controls.add_item(PlayBack(row.id, row.version, back))
    question = game.confirm_words(state, seat, move)
    if question is not None:  # a proposal (a trade offer): a question, with no board
        text = f"{substitute(question, names)}\nConfirm" + (", or go Back." if back is not None else ".")
        return {"content": text, "view": controls, "attachments": []}
    head = f"**Your move** in {game.title} game #{row.id}: {words}\n"
    if not game.needs_preview(state, seat, move):  # the only move, and nothing new to show
        return {"content": head + "Confirm to play it.", "view": controls, "attachments": []}
    after = game.apply(state, seat, move)
    view = game.view(after, None)
    picture = await drawing.board_png(row.game_key, view, names)
    alt = render.alt_text(row.game_key, view, names)
    return {
        "content": head + "The board below shows it played. Confirm to play it"
        + (", or go Back." if back is not None else "."),
        "view": controls,
        "attachments": [discord.File(io.BytesIO(picture), filename=PREVIEW_NAME, description=alt[:1024])],
    }


def stale_message(game: Game, row: GameRow) -> dict[str, Any]:
    """The game moved on since these choices were made: say so, and offer a fresh start."""
    view = discord.ui.View(timeout=None)
    view.add_item(PlayButton(row.id, label="Start again"))
    return {
        "content": f"The {game.title} game #{row.id} has moved on since you opened this, "
        "so these choices may no longer fit. Start again from the position as it is now.",
        "view": view,
        "attachments": [],
    }


async def show(interaction: discord.Interaction, game_id: int, version: int, chosen: tuple[str, ...]) -> None:
    """Edit the picker in place to the step after `chosen` (or the preview of a move)."""
    core = core_of(interaction)
    row = await game_of_button(interaction, game_id)
    await interaction.response.defer()  # a preview is drawn: acknowledge before it
    if row.version != version:  # first: a stale picker says so, whoever is on turn now
        message = stale_message(get_game(row.game_key), row)
    else:
        game, state, seat = await current(core, row, interaction.user.id)
        move = picked_choice(game, state, seat, chosen).move if chosen else None
        if move is not None and not game.needs_preview(state, seat, move):
            # Nothing new to show others (a draw): the tap itself plays it, as Confirm would.
            words = confirmed_words(row, game, state, seat, chosen, move)
            await store(interaction, row, move, version, words)
            return
        message = await message_for(row, game, state, seat, chosen)
    await interaction.edit_original_response(allowed_mentions=NO_PINGS, **message)


def picked_choice(game: Game, state: State, seat: int, chosen: tuple[str, ...]) -> StepChoice:
    """The choice the last token of `chosen` names, at the step before it."""
    token = chosen[-1] if chosen else ""
    picked = {c.token: c for c in game.step_choices(state, seat, chosen[:-1])}.get(token)
    if picked is None:
        raise Refusal("That choice is no longer on offer. Press Play on the table to start again.")
    return picked


async def message_for(
    row: GameRow, game: Game, state: State, seat: int, chosen: tuple[str, ...]
) -> dict[str, Any]:
    """The step after `chosen` (steps with a single choice taken on the player's behalf),
    or the preview of the move `chosen` completes."""
    if chosen:
        picked = picked_choice(game, state, seat, chosen)
        if picked.move is not None:
            return await preview_message(row, game, state, seat, chosen, picked.move)
    chosen, choices = game.picker_step(state, seat, chosen)
    if not choices:
        raise Refusal("That choice is no longer on offer. Press Play on the table to start again.")
    only = choices[0]
    if len(choices) == 1 and only.move is not None:  # the only move left: straight to its preview
        return await preview_message(row, game, state, seat, (*chosen, only.token), only.move)
    return step_message(row, game, state, seat, chosen, choices)


class PlayButton(PersistentButton, template=r"table:play:(?P<gid>[0-9]+)"):
    """The turn post's Play: opens the picker privately to whoever may act."""

    def __init__(self, game_id: int, label: str = "Play") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.primary, custom_id=f"table:play:{game_id}"
            )
        )
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlayButton:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        core = core_of(interaction)
        row = await game_of_button(interaction, self.game_id)
        game, state, seat = await current(core, row, interaction.user.id)
        message = await message_for(row, game, state, seat, ())
        files = message.pop("attachments")
        for button in await web_buttons(core, row, interaction.user.id, state, activity=True):
            message["view"].add_item(button)  # the web table (docs/web-table.md), when on
        await interaction.followup.send(ephemeral=True, allowed_mentions=NO_PINGS, files=files, **message)


class PlaySelect(PersistentSelect, template=r"play:s" + _PICK):
    """One step of the picker: choosing an option moves on to the next step."""

    acknowledge_first = False  # `show` edits the picker in place

    def __init__(
        self, game_id: int, version: int, chosen: tuple[str, ...], options: list[discord.SelectOption]
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=pick_id("s", game_id, version, chosen),
                placeholder="Choose…",
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.game_id, self.version, self.chosen = game_id, version, chosen

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlaySelect:
        return cls(id_in(match, "gid"), id_in(match, "ver"), path_of(match), [])

    async def press(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        token = str(values[0]) if values else ""
        await show(interaction, self.game_id, self.version, (*self.chosen, token))


class PlayBack(PersistentButton, template=r"play:b" + _PICK):
    """Back: the step before (the custom id holds the path to go back to)."""

    acknowledge_first = False

    def __init__(self, game_id: int, version: int, chosen: tuple[str, ...]) -> None:
        super().__init__(
            discord.ui.Button(
                label="Back",
                style=discord.ButtonStyle.secondary,
                custom_id=pick_id("b", game_id, version, chosen),
            )
        )
        self.game_id, self.version, self.chosen = game_id, version, chosen

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlayBack:
        return cls(id_in(match, "gid"), id_in(match, "ver"), path_of(match))

    async def press(self, interaction: discord.Interaction) -> None:
        await show(interaction, self.game_id, self.version, self.chosen)


class PlayConfirm(PersistentButton, template=r"play:ok" + _PICK):
    """Confirm: the move is stored through the path /move takes (same checks, refusals,
    announcement and private answer), at the version it was chosen at."""

    acknowledge_first = False  # acknowledged as an update of the picker, which then loses its buttons

    def __init__(self, game_id: int, version: int, chosen: tuple[str, ...]) -> None:
        super().__init__(
            discord.ui.Button(
                label="Confirm",
                style=discord.ButtonStyle.success,
                custom_id=pick_id("ok", game_id, version, chosen),
            )
        )
        self.game_id, self.version, self.chosen = game_id, version, chosen

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlayConfirm:
        return cls(id_in(match, "gid"), id_in(match, "ver"), path_of(match))

    async def press(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()  # before any database work (the 3-second deadline)
        core = core_of(interaction)
        row = await game_of_button(interaction, self.game_id)
        if row.version != self.version:
            stale = stale_message(get_game(row.game_key), row)
            await interaction.edit_original_response(allowed_mentions=NO_PINGS, **stale)
            return
        game, state, seat = await current(core, row, interaction.user.id)
        move = picked_choice(game, state, seat, self.chosen).move
        if move is None:
            raise Refusal("That move is no longer on offer. Press Play on the table to start again.")
        words = confirmed_words(row, game, state, seat, self.chosen, move)
        await store(interaction, row, move, self.version, words)


async def store(interaction: discord.Interaction, row: GameRow, move: str, version: int, words: str) -> None:
    """Store `move` through the path /move takes (same checks, refusals and announcement),
    at the version it was chosen at; the spent picker then becomes the one private answer
    (no second message), with Play for the rest of a turn or Plan a reply after one."""
    change = await core_of(interaction).sessions.play(
        row.id, interaction.user.id, move, interaction.user.display_name, expected_version=version
    )
    reply = within_turn_reply(bot_of(interaction), change, PLAY_AGAIN)
    if reply is None and change.planned is not None:
        reply = planned_reply_text(change)
    text = reply or f"Done: your move, {words}, is stored. The board is posted in the channel."
    goes_on = reply is not None and still_on_turn(change)
    view: discord.ui.View | None
    if goes_on:
        view = discord.ui.View(timeout=None)
        view.add_item(PlayButton(row.id))  # the rest of the turn
    else:
        view = plan_offer(change, interaction.user.id)
    try:  # the spent picker becomes the one private line: no second message
        await interaction.edit_original_response(
            content=text, view=view, attachments=[], allowed_mentions=NO_PINGS
        )
    except discord.HTTPException as exc:
        log.info("game %s: the played picker could not be edited: %s", row.id, exc)
        if goes_on:
            await answer_with_play(interaction, row.id, text)
        else:
            await confirm(interaction, change, text, view=view)


def confirmed_words(
    row: GameRow, game: Game, state: State, seat: int, chosen: tuple[str, ...], move: str
) -> str:
    """The confirmed move in words with its notation ("small on f3 (f3 S)"), as previewed."""
    label = game.move_label(state, seat, move)
    if label == move:  # no words of its own (a trade offer): the choices that made it
        label = " → ".join(english(step) for step in game.step_labels(state, seat, chosen))
    return substitute(small_first(label), seat_names(row))


async def answer_with_play(interaction: discord.Interaction, game_id: int, text: str) -> None:
    """The private answer to an action that leaves the mover's turn running, with a Play
    button that opens the picker for the rest of it. A failure here loses nothing (the
    move is stored and the table's own Play button still works)."""
    view = discord.ui.View(timeout=None)
    view.add_item(PlayButton(game_id))
    try:
        await respond(interaction, text, ephemeral=True, allowed_mentions=NO_PINGS, view=view)
    except discord.HTTPException as exc:
        log.info("game %s: stored; the private answer failed: %s", game_id, exc)
