"""Plan a reply by tapping (the Play flow after Confirm): the opponent's move is chosen in
the same steps as the Play picker's (the game's `step_choices` for their seat), then your
reply (your seat, in the position after theirs), then the board after both and Confirm
plan; then "Then if they play…" extends that line by the next pair, "Plan another" starts
a new one. Private throughout, and stateless like the picker: each control's custom id
carries the game, the version, the line planned before it (bot/services/plan_steps.py)
and the tokens chosen for both moves."""

from __future__ import annotations

import io
import re
from typing import Any

import discord

import render
from bot.features.plans.wording import added_text, line_text
from bot.services import drawing
from bot.services.plan_steps import GONE, Draft, Path, back_of, code_of, draft
from bot.services.plans import PlanService, Position
from bot.services.refusal import Refusal
from bot.services.wording import say
from bot.ui.base import PersistentButton, PersistentSelect, core_of, id_in
from bot.ui.lookup import game_of_button
from bot.ui.reader import private_language
from bot.ui.replies import NO_PINGS
from rules.said import Said

# "plan:<control>:<game>:<version>:<earlier line>/<their tokens>~<my tokens>" (tokens
# joined by '.'; the earlier line's code and its '/' are left out when there is none).
_PLAN = (
    r":(?P<gid>[0-9]+):(?P<ver>[0-9]+):(?:(?P<code>[0-9.]*)/)?"
    r"(?P<them>[A-Za-z0-9,_\-.]*)~(?P<mine>[A-Za-z0-9,_\-.]*)"
)
MAX_ID = 100  # Discord's limit on a custom id


def plan_id(control: str, game_id: int, version: int, code: str, them: Path, mine: Path) -> str:
    earlier = f"{code}/" if code else ""
    return f"plan:{control}:{game_id}:{version}:{earlier}{'.'.join(them)}~{'.'.join(mine)}"


def paths_of(match: re.Match[str]) -> tuple[str, Path, Path]:
    return (
        match["code"] or "",
        tuple(match["them"].split(".")) if match["them"] else (),
        tuple(match["mine"].split(".")) if match["mine"] else (),
    )


def heading(lang: str, pos: Position, lead: str) -> str:
    title = say(lang, Said("plans-flow-heading", game=pos.game.title, id=pos.row.id))
    return f"{title}\n{lead}"


def earlier_words(lang: str, d: Draft) -> str:
    """The line this pair follows, when it extends one ("After: if bob plays …")."""
    if not d.earlier:
        return ""
    walked = PlanService.walk(d.pos, d.earlier)
    line = PlanService.line_words(d.pos, walked)
    return say(lang, Said("plans-flow-after", line=line)) + "\n"


def step_message(lang: str, d: Draft) -> dict[str, Any]:
    """The next choice: their move first, then yours."""
    pos, names = d.pos, d.pos.names
    opponent = names[pos.them]
    if d.theirs is None:
        lead = say(lang, Said("plans-flow-if", player=opponent))
    else:
        theirs = pos.game.move_label(d.start, pos.them, d.theirs)
        lead = say(lang, Said("plans-flow-if-you", player=opponent, theirs=say(lang, theirs, names)))
    choices = d.choices()
    labels = d.labels()
    if labels:
        steps = " → ".join(say(lang, label, names) for label in labels)
        lead += "\n" + say(lang, Said("plans-flow-so-far", steps=steps))
    options = [discord.SelectOption(label=say(lang, c.label, names)[:100], value=c.token) for c in choices]
    ids = (pos.row.id, pos.row.version, code_of(pos, d.earlier))
    view = discord.ui.View(timeout=None)
    view.add_item(PlanSelect(d.stage, *ids, d.them, d.mine, options, say(lang, Said("plans-choose"))))
    if d.them or d.mine:
        view.add_item(PlanBack(*ids, *back_of(d.them, d.mine), label=say(lang, Said("plans-back"))))
    content = heading(lang, pos, earlier_words(lang, d) + lead)
    return {"content": f"{content}\n{say(lang, Said('plans-flow-choose'))}", "view": view, "attachments": []}


async def preview_message(lang: str, d: Draft) -> dict[str, Any]:
    """Both moves in words, the board after both, and Confirm plan / Back."""
    pos, names = d.pos, d.pos.names
    view = pos.game.view(d.after(), None)
    picture = await drawing.board_png(pos.row.game_key, view, names, lang=lang)
    alt = render.alt_text(pos.row.game_key, view, names, lang=lang)
    assert d.theirs is not None and d.reply is not None
    walked = [(pos.them, d.start, d.theirs), (pos.me, d.between, d.reply)]
    line = line_text(lang, PlanService.line_words(pos, walked))
    ids = (pos.row.id, pos.row.version, code_of(pos, d.earlier))
    controls = discord.ui.View(timeout=None)
    controls.add_item(PlanConfirm(*ids, d.them, d.mine, label=say(lang, Said("plans-confirm"))))
    controls.add_item(PlanBack(*ids, *back_of(d.them, d.mine), label=say(lang, Said("plans-back"))))
    text = earlier_words(lang, d) + line + ".\n" + say(lang, Said("plans-flow-preview"))
    return {
        "content": heading(lang, pos, text),
        "view": controls,
        "attachments": [
            discord.File(
                io.BytesIO(picture), filename=say(lang, Said("plans-preview-file")), description=alt[:1024]
            )
        ],
    }


async def position(interaction: discord.Interaction, game_id: int) -> Position:
    row = await game_of_button(interaction, game_id)
    return await core_of(interaction).plans.position(row.id, interaction.user.id)


async def show(
    interaction: discord.Interaction, game_id: int, version: int, code: str, them: Path, mine: Path
) -> None:
    """Edit the plan message in place to the step after these choices (or the preview)."""
    await interaction.response.defer()  # a preview is drawn: acknowledge before it
    lang = await private_language(interaction)
    pos = await position(interaction, game_id)
    if pos.row.version != version:
        message = stale_message(lang, pos)
    else:
        d = draft(pos, code, them, mine)
        message = await preview_message(lang, d) if d.complete else step_message(lang, d)
    await interaction.edit_original_response(allowed_mentions=NO_PINGS, **message)


def stale_message(lang: str, pos: Position) -> dict[str, Any]:
    view = discord.ui.View(timeout=None)
    view.add_item(PlanStart(pos.row.id, label=say(lang, Said("plans-start-again"))))
    return {
        "content": say(lang, Said("plans-flow-stale", game=pos.game.title, id=pos.row.id)),
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
        message = step_message(await private_language(interaction), draft(pos, "", (), ()))
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
        code: str,
        them: Path,
        mine: Path,
        options: list[discord.SelectOption],
        placeholder: str = "…",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=plan_id(stage, game_id, version, code, them, mine),
                placeholder=placeholder,
                options=options or [discord.SelectOption(label="-", value="-")],
            )
        )
        self.stage, self.game_id, self.version = stage, game_id, version
        self.code, self.them, self.mine = code, them, mine

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlanSelect:
        return cls(match["stage"], id_in(match, "gid"), id_in(match, "ver"), *paths_of(match), [])

    async def press(self, interaction: discord.Interaction) -> None:
        values = self.item.values
        token = str(values[0]) if values else ""
        them, mine = (self.them, self.mine)
        if self.stage == "t":
            them, mine = (*them, token), ()
        else:
            mine = (*mine, token)
        await show(interaction, self.game_id, self.version, self.code, them, mine)


class PlanBack(PersistentButton, template=r"plan:b" + _PLAN):
    """Back: the step before (the custom id holds the choices to go back to). With empty
    choices after a line, it is "Then if they play…": the first step after that line."""

    acknowledge_first = False

    def __init__(
        self, game_id: int, version: int, code: str, them: Path, mine: Path, label: str = "Back"
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                custom_id=plan_id("b", game_id, version, code, them, mine),
            )
        )
        self.game_id, self.version, self.code, self.them, self.mine = game_id, version, code, them, mine

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlanBack:
        return cls(id_in(match, "gid"), id_in(match, "ver"), *paths_of(match))

    async def press(self, interaction: discord.Interaction) -> None:
        await show(interaction, self.game_id, self.version, self.code, self.them, self.mine)


class PlanConfirm(PersistentButton, template=r"plan:ok" + _PLAN):
    """Confirm plan: stored by the plan service (the same checks as /plan add), at the
    version it was chosen at; then "Then if they play…" (the next pair of this line) and
    "Plan another"."""

    acknowledge_first = False

    def __init__(
        self, game_id: int, version: int, code: str, them: Path, mine: Path, label: str = "Confirm plan"
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.success,
                custom_id=plan_id("ok", game_id, version, code, them, mine),
            )
        )
        self.game_id, self.version, self.code, self.them, self.mine = game_id, version, code, them, mine

    @classmethod
    def from_match(cls, match: re.Match[str], item: discord.ui.Item[Any]) -> PlanConfirm:
        return cls(id_in(match, "gid"), id_in(match, "ver"), *paths_of(match))

    async def press(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()  # before any database work
        lang = await private_language(interaction)
        pos = await position(interaction, self.game_id)
        if pos.row.version != self.version:
            await interaction.edit_original_response(allowed_mentions=NO_PINGS, **stale_message(lang, pos))
            return
        d = draft(pos, self.code, self.them, self.mine)
        if not d.complete:
            raise Refusal(GONE)
        line = d.line()
        plans = core_of(interaction).plans
        added = await plans.add(pos.row.id, interaction.user.id, line, version=self.version)
        view = discord.ui.View(timeout=None)
        if not pos.game.is_over(d.after()):
            then = PlanBack(
                pos.row.id, self.version, code_of(pos, line), (), (), label=say(lang, Said("plans-then"))
            )
            if len(str(then.item.custom_id)) <= MAX_ID:
                view.add_item(then)
        view.add_item(PlanStart(pos.row.id, label=say(lang, Said("plans-another"))))
        await interaction.edit_original_response(
            content=added_text(lang, added), view=view, attachments=[], allowed_mentions=NO_PINGS
        )
