"""Plan a reply by tapping (the Play flow after Confirm): the opponent's move is chosen in
the same steps as the Play picker's (the game's `step_choices` for their seat), then your
reply (your seat, in the position after theirs), then the board after both and Confirm
plan. Private throughout, and stateless like the picker: each control's custom id
carries the game, the version, and the tokens chosen for both moves."""

from __future__ import annotations

import io
import re
from typing import Any

import discord

import render
from bot.features.plans.wording import added_text
from bot.services import drawing
from bot.services.plans import PlanService, Position
from bot.services.refusal import Refusal
from bot.services.wording import substitute
from bot.ui.base import PersistentButton, PersistentSelect, core_of, id_in
from bot.ui.lookup import game_of_button
from bot.ui.reader import private_language
from bot.ui.replies import NO_PINGS
from i18n import ENGLISH

# "plan:<control>:<game>:<version>:<their tokens>~<my tokens>" (tokens joined by '.').
PLAN = "plan:{control}:{game}:{version}:{them}~{mine}"
_PLAN = r":(?P<gid>[0-9]+):(?P<ver>[0-9]+):(?P<them>[A-Za-z0-9,_\-.]*)~(?P<mine>[A-Za-z0-9,_\-.]*)"
PREVIEW_NAME = "plan.png"
Path = tuple[str, ...]


def plan_id(control: str, game_id: int, version: int, them: Path, mine: Path) -> str:
    return PLAN.format(
        control=control, game=game_id, version=version, them=".".join(them), mine=".".join(mine)
    )


def paths_of(match: re.Match[str]) -> tuple[Path, Path]:
    return (
        tuple(match["them"].split(".")) if match["them"] else (),
        tuple(match["mine"].split(".")) if match["mine"] else (),
    )


def back_of(them: Path, mine: Path) -> tuple[Path, Path]:
    return (them, mine[:-1]) if mine else (them[:-1], ())


def completed(pos: Position, state: dict[str, Any], seat: int, chosen: Path) -> str | None:
    """The move `chosen` completes for `seat`, None while it is still on its way."""
    if not chosen:
        return None
    picked = {c.token: c for c in pos.game.step_choices(state, seat, chosen[:-1])}.get(chosen[-1])
    if picked is None:
        raise Refusal("That choice is no longer on offer. Press **Plan a reply** again to start afresh.")
    return picked.move


def moves_of(pos: Position, them: Path, mine: Path) -> tuple[str | None, str | None]:
    theirs = completed(pos, pos.state, pos.them, them)
    if theirs is None:
        return None, None
    between = pos.game.apply(pos.state, pos.them, theirs)
    return theirs, completed(pos, between, pos.me, mine)


def heading(pos: Position, lead: str) -> str:
    return f"**Plan a reply** in {pos.game.title} game #{pos.row.id} (only you see this)\n{lead}"


def step_message(pos: Position, them: Path, mine: Path) -> dict[str, Any]:
    """The next choice: their move first, then yours."""
    game, names = pos.game, pos.names
    theirs, _ = moves_of(pos, them, mine)
    opponent = names[pos.them]
    if theirs is None:
        state, seat, chosen, stage = pos.state, pos.them, them, "t"
        lead = f"If {opponent} plays…"
    else:
        state, seat, chosen, stage = game.apply(pos.state, pos.them, theirs), pos.me, mine, "m"
        words = substitute(game.move_label(pos.state, pos.them, theirs), names)
        lead = f"If {opponent} plays {words}, you play…"
    choices = game.step_choices(state, seat, chosen)
    if not choices:
        raise Refusal("That choice is no longer on offer. Press **Plan a reply** again to start afresh.")
    labels = game.step_labels(state, seat, chosen)
    if labels:
        lead += "\nSo far: " + " → ".join(substitute(label, names) for label in labels)
    options = [discord.SelectOption(label=substitute(c.label, names)[:100], value=c.token) for c in choices]
    view = discord.ui.View(timeout=None)
    view.add_item(PlanSelect(stage, pos.row.id, pos.row.version, them, mine, options))
    if them or mine:
        view.add_item(PlanBack(pos.row.id, pos.row.version, *back_of(them, mine)))
    return {"content": f"{heading(pos, lead)}\nChoose below.", "view": view, "attachments": []}


async def preview_message(
    pos: Position, them: Path, mine: Path, theirs: str, reply: str, lang: str = ENGLISH
) -> dict[str, Any]:
    """Both moves in words, the board after both, and Confirm plan / Back."""
    game, names = pos.game, pos.names
    between = game.apply(pos.state, pos.them, theirs)
    after = game.apply(between, pos.me, reply)
    view = game.view(after, None)
    picture = await drawing.board_png(pos.row.game_key, view, names, lang=lang)
    alt = render.alt_text(pos.row.game_key, view, names, lang=lang)
    line = core_words(pos, theirs, reply)
    controls = discord.ui.View(timeout=None)
    controls.add_item(PlanConfirm(pos.row.id, pos.row.version, them, mine))
    controls.add_item(PlanBack(pos.row.id, pos.row.version, *back_of(them, mine)))
    return {
        "content": f"{heading(pos, line[:1].upper() + line[1:] + '.')}\nThe board below shows both played. "
        "**Confirm plan** to keep it (nobody else sees it until it is played), or go Back.",
        "view": controls,
        "attachments": [discord.File(io.BytesIO(picture), filename=PREVIEW_NAME, description=alt[:1024])],
    }


def core_words(pos: Position, theirs: str, reply: str) -> str:
    between = pos.game.apply(pos.state, pos.them, theirs)
    return PlanService.line_words(pos, [(pos.them, pos.state, theirs), (pos.me, between, reply)])


async def position(interaction: discord.Interaction, game_id: int) -> Position:
    row = await game_of_button(interaction, game_id)
    return await core_of(interaction).plans.position(row.id, interaction.user.id)


async def show(interaction: discord.Interaction, game_id: int, version: int, them: Path, mine: Path) -> None:
    """Edit the plan message in place to the step after these choices (or the preview)."""
    await interaction.response.defer()  # a preview is drawn: acknowledge before it
    pos = await position(interaction, game_id)
    if pos.row.version != version:
        message = stale_message(pos)
    else:
        theirs, reply = moves_of(pos, them, mine)
        if theirs is not None and reply is not None:
            lang = await private_language(interaction)
            message = await preview_message(pos, them, mine, theirs, reply, lang=lang)
        else:
            message = step_message(pos, them, mine)
    await interaction.edit_original_response(allowed_mentions=NO_PINGS, **message)


def stale_message(pos: Position) -> dict[str, Any]:
    view = discord.ui.View(timeout=None)
    view.add_item(PlanStart(pos.row.id, label="Start again"))
    return {
        "content": f"The {pos.game.title} game #{pos.row.id} has moved on since you opened this, so these "
        "choices may no longer fit. Start again from the position as it is now.",
        "view": view,
        "attachments": [],
    }


class PlanStart(PersistentButton, template=r"table:plan:(?P<gid>[0-9]+)"):
    """"Plan a reply" (offered with the answer to a confirmed move): opens the steps."""

    def __init__(self, game_id: int, label: str = "Plan a reply") -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.secondary, custom_id=f"table:plan:{game_id}"
            )
        )
        self.game_id = game_id

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlanStart:
        return cls(id_in(match, "gid"))

    async def press(self, interaction: discord.Interaction) -> None:
        pos = await position(interaction, self.game_id)
        message = step_message(pos, (), ())
        message.pop("attachments")
        await interaction.followup.send(ephemeral=True, allowed_mentions=NO_PINGS, **message)


class PlanSelect(PersistentSelect, template=r"plan:(?P<stage>t|m)" + _PLAN):
    """One step: `t` adds to their move's choices, `m` to your reply's."""

    acknowledge_first = False  # `show` edits the message in place

    def __init__(
        self,
        stage: str,
        game_id: int,
        version: int,
        them: Path,
        mine: Path,
        options: list[discord.SelectOption],
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=plan_id(stage, game_id, version, them, mine),
                placeholder="Choose…",
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.stage, self.game_id, self.version, self.them, self.mine = stage, game_id, version, them, mine

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlanSelect:
        return cls(match["stage"], id_in(match, "gid"), id_in(match, "ver"), *paths_of(match), [])

    async def press(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        token = str(values[0]) if values else ""
        if self.stage == "t":
            await show(interaction, self.game_id, self.version, (*self.them, token), ())
        else:
            await show(interaction, self.game_id, self.version, self.them, (*self.mine, token))


class PlanBack(PersistentButton, template=r"plan:b" + _PLAN):
    """Back: the step before (the custom id holds the choices to go back to)."""

    acknowledge_first = False

    def __init__(self, game_id: int, version: int, them: Path, mine: Path) -> None:
        super().__init__(
            discord.ui.Button(
                label="Back",
                style=discord.ButtonStyle.secondary,
                custom_id=plan_id("b", game_id, version, them, mine),
            )
        )
        self.game_id, self.version, self.them, self.mine = game_id, version, them, mine

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlanBack:
        return cls(id_in(match, "gid"), id_in(match, "ver"), *paths_of(match))

    async def press(self, interaction: discord.Interaction) -> None:
        await show(interaction, self.game_id, self.version, self.them, self.mine)


class PlanConfirm(PersistentButton, template=r"plan:ok" + _PLAN):
    """Confirm plan: stored by the plan service (the same checks as /plan add), at the
    version it was chosen at."""

    acknowledge_first = False

    def __init__(self, game_id: int, version: int, them: Path, mine: Path) -> None:
        super().__init__(
            discord.ui.Button(
                label="Confirm plan",
                style=discord.ButtonStyle.success,
                custom_id=plan_id("ok", game_id, version, them, mine),
            )
        )
        self.game_id, self.version, self.them, self.mine = game_id, version, them, mine

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlanConfirm:
        return cls(id_in(match, "gid"), id_in(match, "ver"), *paths_of(match))

    async def press(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()  # before any database work
        pos = await position(interaction, self.game_id)
        if pos.row.version != self.version:
            await interaction.edit_original_response(allowed_mentions=NO_PINGS, **stale_message(pos))
            return
        theirs, reply = moves_of(pos, self.them, self.mine)
        if theirs is None or reply is None:
            raise Refusal("That plan is not complete. Press **Plan a reply** again to start afresh.")
        plans = core_of(interaction).plans
        added = await plans.add(pos.row.id, interaction.user.id, [theirs, reply], version=self.version)
        view = discord.ui.View(timeout=None)
        view.add_item(PlanStart(pos.row.id, label="Plan another"))
        text = added_text(added) + " Chains (then if they play…): `/plan add` with `then_if` and `then_play`."
        await interaction.edit_original_response(
            content=text, view=view, attachments=[], allowed_mentions=NO_PINGS
        )
