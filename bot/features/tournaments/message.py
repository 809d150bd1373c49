"""The tournament's messages, posted and edited by the outbox (`tournament` items): the
sign-up message with its buttons, the one standings message edited in place after every
result, and the final post with the winners and the standings picture."""

from __future__ import annotations

import contextlib
import io
from typing import Any

import discord

from bot.delivery.announcer import Announcer
from bot.delivery.names import users_only
from bot.services.clock import limit_text
from bot.services.standings import ROUND_ROBIN, SWISS, show
from bot.services.tournaments import Snapshot, Withdrawal
from bot.services.wording import substitute
from bot.storage.outbox import OutboxItem
from render.standings import standings_pictures
from rules import get_game

ACTIONS = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "computer": ("Add computer", discord.ButtonStyle.secondary),
}
NAMES_LIMIT = 3000
# The tie-breaks by their full names (the text table writes S-B and says what it is).
TIE_NAMES = {SWISS: ("Buchholz", "Sonneborn-Berger"), ROUND_ROBIN: ("Head-to-head", "Sonneborn-Berger")}
SHORT = {"Sonneborn-Berger": "S-B"}


def button_id(action: str, tournament_id: int) -> str:
    return f"tour:{action}:{tournament_id}"


def plain(name: str) -> str:
    """A name that cannot ping, format or break a code block."""
    return discord.utils.escape_mentions(name).replace("`", "'")


def describe(s: Snapshot) -> str:
    t = s.t
    game = get_game(t.game_key)
    lines = [f"**Game:** {game.title} · **Format:** {t.format}"]
    if t.table_size > 2:
        lines.append(f"**Tables of** {t.table_size}")
    if t.rounds:
        lines.append(f"**Rounds:** {t.rounds}")
    if t.time_limit_hours:
        lines.append(
            f"**Time limit:** {limit_text(t.time_limit_hours)}; out of time loses the game."
        )
    chosen = game.options_in_words(t.options)  # in words; the defaults go without saying
    if chosen:
        lines.append("**Options:** " + "; ".join(substitute(option, []) for option in chosen) + ".")
    return "\n".join(lines)


def signup_message(s: Snapshot, note: str | None = None) -> dict[str, Any]:
    t = s.t
    names = ", ".join(plain(e.name) for e in s.entrants) or "nobody yet"
    if len(names) > NAMES_LIMIT:  # an embed's description holds 4096 characters
        names = names[:NAMES_LIMIT].rsplit(", ", 1)[0] + ", …"
    lines = [
        describe(s),
        "",
        f"**Signed up** ({len(s.entrants)}"
        + (f" of {t.max_players}" if t.max_players else "")
        + f"): {names}",
    ]
    view: discord.ui.View | None = None
    if t.status == "signup":
        until = f" Sign-up closes <t:{int(t.signup_until)}:R>." if t.signup_until else ""
        lines.append(f"Press **Join** to play. The organiser presses **Start**.{until}")
        view = discord.ui.View(timeout=None)
        for action, (label, style) in ACTIONS.items():
            view.add_item(discord.ui.Button(label=label, style=style, custom_id=button_id(action, t.id)))
    elif t.status == "running":  # a note at the start (fewer rounds than asked) stays
        lines.append(" ".join(x for x in ("Sign-up is closed: the tournament has started.", t.note) if x))
    else:
        lines.append(note or t.note or "Sign-up is closed: the tournament has started.")
    embed = discord.Embed(title=f"Tournament #{t.id} · sign-up", description="\n".join(lines))
    return {"embed": embed, "view": view}


def standings_lines(s: Snapshot) -> list[str]:
    """One line per player, short enough for a phone: "1. bob — 2.5 pts (Buchholz 4,
    S-B 3.25; 3 games)" (the dot escaped); every number in one format
    (services/standings.show)."""
    ties = TIE_NAMES.get(s.t.format, ("", ""))
    out = []
    for r in s.rows:
        withdrawn = any(e.user_id == r.player and e.withdrawn for e in s.entrants)
        name = discord.utils.escape_markdown(plain(s.name(r.player))) + (" (withdrew)" if withdrawn else "")
        values = zip(ties, (r.tie1, r.tie2), strict=True)
        breaks = ", ".join(f"{SHORT.get(t, t)} {show(v)}" for t, v in values if t)
        games = f"{r.games} {'game' if r.games == 1 else 'games'}"
        pts = f"{show(r.points)} {'pt' if r.points == 1 else 'pts'}"
        # "1\." : a line starting "1." would be a Markdown list, which Discord renumbers
        # (two players sharing first place would read 1. and 2.).
        out.append(f"{r.place}\\. {name} — {pts} ({f'{breaks}; ' if breaks else ''}{games})")
    return out


# Discord's limit for a message's text.
TEXT_LIMIT = 2000


def standings_text(s: Snapshot) -> str:
    """The standings as one message's text, within Discord's 2000 characters: a long
    table is cut after the row that still fits (the final picture shows everyone), and
    the games in play are listed while there is room."""
    t = s.t
    if t.status == "cancelled":
        state = f"Cancelled. {t.note or ''}".strip()
    elif t.status == "finished":
        state = f"Finished. {t.note or ''}".strip()
    else:
        total = f" of {t.rounds}" if t.rounds else ""
        state = f"Round {t.round}{total}."
    head = f"**Tournament #{t.id} standings** · {state}\n"
    legend = "\n-# S-B = Sonneborn-Berger." if "Sonneborn-Berger" in TIE_NAMES.get(t.format, ()) else ""
    lines = standings_lines(s)
    budget = TEXT_LIMIT - len(head) - len(legend) - 40  # and a "more" line
    kept: list[str] = []
    for line in lines:
        if sum(len(x) + 1 for x in kept) + len(line) + 1 > budget:
            break
        kept.append(line)
    more = len(lines) - len(kept)
    body = head + "\n".join(kept)
    if more:
        body += f"\n…and {more} more."
    body += legend
    if t.status == "running":
        playing = [p for p in s.pairings if p.round == t.round and p.places is None and p.thread_id]
        listed = ""
        for p in playing:
            entry = f"\n<#{p.thread_id}>"
            if len(body) + len("\nPlaying now:") + len(listed) + len(entry) > TEXT_LIMIT:
                break
            listed += entry
        if listed:
            body += "\nPlaying now:" + listed
    return body


def withdrawal_text(tournament_id: int, done: Withdrawal) -> str:
    """The private answer to /tournament withdraw: what happened to each game, truthfully."""
    text = f"Done: you have withdrawn from tournament #{tournament_id} ({done.resigned} game(s) resigned)."
    if done.unconfirmed:
        games = ", ".join(f"#{g}" for g in done.unconfirmed)
        text += (
            f" I could not confirm that your resignation was saved in game(s) {games}: the game store "
            "stopped answering. Check them with `/board` in their threads in a moment."
        )
    if done.failed:
        games = ", ".join(f"#{g}" for g in done.failed)
        text += (
            f" The game store did not answer for game(s) {games}, which are not resigned yet: "
            "run `/tournament withdraw` again in a moment."
        )
    return text


def final_post(s: Snapshot) -> dict[str, Any]:
    t = s.t
    humans = [w for w in s.winners if w > 0]
    if t.status == "cancelled":
        return {
            "content": f"Tournament #{t.id} was cancelled. {t.note or ''}".strip(),
            "allowed_mentions": users_only([]),
        }
    names = [f"<@{w}>" if w > 0 else plain(s.name(w)) for w in s.winners]
    verb = "wins" if len(names) == 1 else "share the win"
    content = f"Tournament #{t.id} is over: {' and '.join(names)} {verb}! Final standings below."
    if t.note:  # why it ended early
        content += f" {t.note}"
    ties = TIE_NAMES.get(t.format, ("", ""))
    withdrawn = {e.user_id for e in s.entrants if e.withdrawn}
    rows = [
        (
            str(r.place),
            s.name(r.player) + (" (withdrew)" if r.player in withdrawn else ""),
            show(r.points),
            show(r.tie1),
            show(r.tie2),
            str(r.games),
        )
        for r in s.rows
    ]
    pictures = standings_pictures(
        f"Tournament #{t.id} · {get_game(t.game_key).title} · final standings", ties, rows
    )
    files = [
        discord.File(io.BytesIO(png), filename=f"tournament-{t.id}-{n + 1}.png", description=alt)
        for n, (png, alt) in enumerate(pictures)
    ]
    return {"content": content, "files": files, "allowed_mentions": users_only(humans)}


def tournament_builder(announcer: Announcer) -> Any:
    async def build(item: OutboxItem) -> None:
        tournaments = announcer.core.tournaments
        repo = announcer.core.store.tournaments
        s = await tournaments.snapshot(int(item.payload["tournament"]))
        channel = await announcer.channel(item.channel_id)
        if item.payload.get("final"):
            await announcer.poster.send(item.id, channel, **final_post(s))
            return
        partial = announcer.client.get_partial_messageable(s.t.channel_id)
        signup = signup_message(s, item.payload.get("note"))
        if s.t.signup_message_id:
            with contextlib.suppress(discord.NotFound):
                await partial.get_partial_message(s.t.signup_message_id).edit(**signup)
        else:
            message = await announcer.poster.send(item.id, channel, **signup)
            await repo.set_message(s.t.id, "signup_message_id", message.id)
            return
        if s.t.status == "signup":
            return
        text = standings_text(s)
        if s.t.standings_message_id:
            try:
                await partial.get_partial_message(s.t.standings_message_id).edit(content=text)
                return
            except discord.NotFound:
                pass
        message = await announcer.poster.send(item.id, channel, text, allowed_mentions=users_only([]))
        await repo.set_message(s.t.id, "standings_message_id", message.id)

    return build
