"""The tournament's messages, posted and edited by the outbox (`tournament` items): the
sign-up message with its buttons, the one standings message edited in place after every
result, and the final post with the winners and the standings picture."""

from __future__ import annotations

import contextlib
import io
from typing import Any

import discord

import i18n
from bot.delivery.announcer import Announcer
from bot.delivery.names import users_only
from bot.features.tournaments.words import amount, format_words, note_text, shown
from bot.services.lobbies import options_in_words
from bot.services.standings import ROUND_ROBIN, SWISS
from bot.services.tournaments import Snapshot, Withdrawal
from bot.storage.outbox import OutboxItem
from render.standings import standings_pictures
from rules import get_game

ACTIONS = {
    "join": ("tournaments-button-join", discord.ButtonStyle.success),
    "leave": ("tournaments-button-leave", discord.ButtonStyle.secondary),
    "start": ("tournaments-button-start", discord.ButtonStyle.primary),
    "computer": ("tournaments-button-computer", discord.ButtonStyle.secondary),
}
NAMES_LIMIT = 3000
WINNERS_LIMIT = 900
# The tie-breaks by their full names (the text table writes S-B and says what it is).
TIE_KEYS = {
    SWISS: ("tournaments-tie-buchholz", "tournaments-tie-sonneborn-berger"),
    ROUND_ROBIN: ("tournaments-tie-head-to-head", "tournaments-tie-sonneborn-berger"),
}
SHORT = {"tournaments-tie-sonneborn-berger": "tournaments-tie-sb"}


def button_id(action: str, tournament_id: int) -> str:
    return f"tour:{action}:{tournament_id}"


def plain(name: str) -> str:
    """A name that cannot ping, format or break a code block."""
    return discord.utils.escape_mentions(name).replace("`", "'")


def tie_names(lang: str, fmt: str) -> tuple[str, str]:
    """The format's two tie-breaks by their full names in `lang` ("" for none)."""
    first, second = TIE_KEYS.get(fmt, ("", ""))
    return (i18n.text(lang, first) if first else "", i18n.text(lang, second) if second else "")


def describe(lang: str, s: Snapshot) -> str:
    t = s.t
    game = get_game(t.game_key)
    lines = [
        i18n.text(lang, "tournaments-signup-game", title=game.title, format=format_words(lang, t.format))
    ]
    if t.table_size > 2:
        lines.append(i18n.text(lang, "tournaments-signup-tables", size=t.table_size))
    if t.rounds:
        lines.append(i18n.text(lang, "tournaments-signup-rounds", rounds=t.rounds))
    if t.time_limit_hours:
        lines.append(i18n.text(lang, "tournaments-signup-time-limit", hours=t.time_limit_hours))
    # In words, as the lobby says them; the defaults go without saying.
    chosen = options_in_words(lang, game, t.options)
    if chosen:
        between = i18n.text(lang, "tournaments-signup-options-separator")
        lines.append(i18n.text(lang, "tournaments-signup-options", options=between.join(chosen)))
    return "\n".join(lines)


def signup_message(s: Snapshot, note: str | None = None, lang: str = i18n.ENGLISH) -> dict[str, Any]:
    t = s.t
    names = ", ".join(plain(e.name) for e in s.entrants) or i18n.text(lang, "tournaments-signup-nobody")
    if len(names) > NAMES_LIMIT:  # an embed's description holds 4096 characters
        names = names[:NAMES_LIMIT].rsplit(", ", 1)[0] + ", …"
    # The names go after the words: a message's variable holds at most 1000 characters.
    signed = i18n.text(lang, "tournaments-signup-entrants", count=len(s.entrants), most=t.max_players or 0)
    signed += " " + names
    lines = [describe(lang, s), "", signed]
    view: discord.ui.View | None = None
    started = i18n.text(lang, "tournaments-signup-started")
    if t.status == "signup":
        press = i18n.text(lang, "tournaments-signup-press")
        if t.signup_until:
            press += " " + i18n.text(lang, "tournaments-signup-closes", when=f"<t:{int(t.signup_until)}:R>")
        lines.append(press)
        view = discord.ui.View(timeout=None)
        for action, (key, style) in ACTIONS.items():
            label = i18n.text(lang, key)
            view.add_item(discord.ui.Button(label=label, style=style, custom_id=button_id(action, t.id)))
    elif t.status == "running":  # a note at the start (fewer rounds than asked) stays
        lines.append(" ".join(x for x in (started, note_text(lang, t.note)) if x))
    else:
        lines.append(note_text(lang, note) or note_text(lang, t.note) or started)
    title = i18n.text(lang, "tournaments-signup-title", tournament=str(t.id))
    embed = discord.Embed(title=title, description="\n".join(lines))
    return {"embed": embed, "view": view}


def standings_lines(s: Snapshot, lang: str = i18n.ENGLISH) -> list[str]:
    """One line per player, short enough for a phone: "1\\. bob — 2.5 pts (Buchholz 4,
    S-B 3.25; 3 games)" (the dot escaped); every number in one format (words.amount)."""
    keys = TIE_KEYS.get(s.t.format, ("", ""))
    between = i18n.text(lang, "tournaments-standings-tie-separator")
    out = []
    for r in s.rows:
        withdrawn = any(e.user_id == r.player and e.withdrawn for e in s.entrants)
        name = discord.utils.escape_markdown(plain(s.name(r.player)))
        if withdrawn:
            name = i18n.text(lang, "tournaments-withdrew", name=name)
        values = zip(keys, (r.tie1, r.tie2), strict=True)
        ties = between.join(
            i18n.text(
                lang, "tournaments-standings-tie", name=i18n.text(lang, SHORT.get(k, k)), value=amount(v)
            )
            for k, v in values
            if k
        )
        if ties:
            ties += i18n.text(lang, "tournaments-standings-tie-end")
        # "1\." : a line starting "1." would be a Markdown list, which Discord renumbers
        # (two players sharing first place would read 1. and 2.).
        out.append(
            i18n.text(
                lang,
                "tournaments-standings-line",
                place=r.place,
                name=name,
                points=amount(r.points),
                ties=ties,
                games=r.games,
            )
        )
    return out


# Discord's limit for a message's text.
TEXT_LIMIT = 2000


def standings_text(s: Snapshot, lang: str = i18n.ENGLISH) -> str:
    """The standings as one message's text, within Discord's 2000 characters: a long
    table is cut after the row that still fits (the final picture shows everyone), and
    the games in play are listed while there is room."""
    t = s.t
    if t.status == "cancelled":
        state = i18n.text(lang, "tournaments-standings-cancelled", note=note_text(lang, t.note)).strip()
    elif t.status == "finished":
        state = i18n.text(lang, "tournaments-standings-finished", note=note_text(lang, t.note)).strip()
    else:
        state = i18n.text(lang, "tournaments-standings-round", round=t.round, rounds=t.rounds or 0)
    head = i18n.text(lang, "tournaments-standings-head", tournament=str(t.id), state=state) + "\n"
    uses_sb = "tournaments-tie-sonneborn-berger" in TIE_KEYS.get(t.format, ())
    legend = "\n" + i18n.text(lang, "tournaments-standings-legend") if uses_sb else ""
    lines = standings_lines(s, lang)
    budget = TEXT_LIMIT - len(head) - len(legend) - 40  # and a "more" line
    kept: list[str] = []
    for line in lines:
        if sum(len(x) + 1 for x in kept) + len(line) + 1 > budget:
            break
        kept.append(line)
    more = len(lines) - len(kept)
    body = head + "\n".join(kept)
    if more:
        body += "\n" + i18n.text(lang, "tournaments-more", count=more)
    body += legend
    if t.status == "running":
        playing = [p for p in s.pairings if p.round == t.round and p.places is None and p.thread_id]
        heading = "\n" + i18n.text(lang, "tournaments-standings-playing")
        listed = ""
        for p in playing:
            entry = f"\n<#{p.thread_id}>"
            if len(body) + len(heading) + len(listed) + len(entry) > TEXT_LIMIT:
                break
            listed += entry
        if listed:
            body += heading + listed
    return body


def withdrawal_text(tournament_id: int, done: Withdrawal, lang: str = i18n.ENGLISH) -> str:
    """The private answer to /tournament withdraw: what happened to each game, truthfully."""
    text = i18n.text(lang, "tournaments-done-withdraw", tournament=str(tournament_id), count=done.resigned)
    for key, games in (
        ("tournaments-withdraw-unconfirmed", done.unconfirmed),
        ("tournaments-withdraw-failed", done.failed),
    ):
        if games:
            listed = i18n.joined(lang, [f"#{g}" for g in games])
            text += " " + i18n.text(lang, key, games=listed, count=len(games))
    return text


def final_post(s: Snapshot, lang: str = i18n.ENGLISH) -> dict[str, Any]:
    t = s.t
    tid = str(t.id)
    humans = [w for w in s.winners if w > 0]
    note = note_text(lang, t.note)
    if t.status == "cancelled":
        return {
            "content": i18n.text(lang, "tournaments-final-cancelled", tournament=tid, note=note).strip(),
            "allowed_mentions": users_only([]),
        }
    names = [f"<@{w}>" if w > 0 else plain(s.name(w)) for w in s.winners]
    while len(names) > 1 and sum(len(n) + 2 for n in names) > WINNERS_LIMIT:
        names = [*names[:-2], "…"]  # a message's variable holds at most 1000 characters
    content = i18n.text(
        lang,
        "tournaments-final-over",
        tournament=tid,
        winners=i18n.joined(lang, names),
        count=len(names),
        note=note,  # why it ended early
    ).strip()
    withdrawn = {e.user_id for e in s.entrants if e.withdrawn}
    rows = [
        (
            str(r.place),
            i18n.text(lang, "tournaments-withdrew", name=s.name(r.player))
            if r.player in withdrawn
            else s.name(r.player),
            shown(lang, r.points),
            shown(lang, r.tie1),
            shown(lang, r.tie2),
            str(r.games),
        )
        for r in s.rows
    ]
    title = i18n.text(lang, "tournaments-final-picture", tournament=tid, title=get_game(t.game_key).title)
    pictures = standings_pictures(title, tie_names(lang, t.format), rows, lang=lang)
    files = [
        discord.File(
            io.BytesIO(png),
            filename=i18n.text(lang, "tournaments-final-file", tournament=tid, page=str(n + 1)),
            description=alt,
        )
        for n, (png, alt) in enumerate(pictures)
    ]
    return {"content": content, "files": files, "allowed_mentions": users_only(humans)}


def tournament_builder(announcer: Announcer) -> Any:
    async def build(item: OutboxItem) -> None:
        tournaments = announcer.core.tournaments
        repo = announcer.core.store.tournaments
        s = await tournaments.snapshot(int(item.payload["tournament"]))
        channel = await announcer.channel(item.channel_id)
        # Worded once per post, in the server's language as it is at delivery.
        lang = await announcer.notifier.public_language(s.t.guild_id)
        if item.payload.get("final"):
            await announcer.poster.send(item.id, channel, **final_post(s, lang))
            return
        partial = announcer.client.get_partial_messageable(s.t.channel_id)
        signup = signup_message(s, item.payload.get("note"), lang)
        if s.t.signup_message_id:
            with contextlib.suppress(discord.NotFound):
                await partial.get_partial_message(s.t.signup_message_id).edit(**signup)
        else:
            message = await announcer.poster.send(item.id, channel, **signup)
            await repo.set_message(s.t.id, "signup_message_id", message.id)
            return
        if s.t.status == "signup":
            return
        text = standings_text(s, lang)
        if s.t.standings_message_id:
            try:
                await partial.get_partial_message(s.t.standings_message_id).edit(content=text)
                return
            except discord.NotFound:
                pass
        message = await announcer.poster.send(item.id, channel, text, allowed_mentions=users_only([]))
        await repo.set_message(s.t.id, "standings_message_id", message.id)

    return build
