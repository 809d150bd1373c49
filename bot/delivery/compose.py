"""From a stored game to the words and picture of its post (`TablePost`), in the language
of the post (the server's, bot/delivery/announcer.py; a private board: the player's).

Names, never `seat N`; the mover is named, not pinged (they know what they did); the post
pings only whoever must act next, or everyone once at the end. Computer seats (ids below
zero) are never pinged.
"""

from __future__ import annotations

from typing import Any

import i18n
import render
from bot.delivery.names import mention, pingable, plain_names
from bot.delivery.table_post import TablePost
from bot.delivery.words import sentence
from bot.services import drawing
from bot.services.clock import clocked_seats, duration_text, limit_text
from bot.services.wording import say, seat_names
from bot.storage.rows import GameRow
from render.palette import seat_colour
from rules import Game, get_game


def clock_text(
    row: GameRow, game: Game, state: dict[str, Any], names: list[str], now: float, lang: str = i18n.ENGLISH
) -> str:
    """The deadline as Discord timestamps (each reader's time zone; the relative one counts
    down), and who is away (/away: their clock is paused)."""
    away = " ".join(
        i18n.text(lang, "posts-away-until", who=names[s], until=f"<t:{int(back)}:f>")
        for s, user in enumerate(row.seats)
        if (back := row.away_until(user, now)) is not None
    )
    seats = clocked_seats(game, state)
    deadline = row.deadline_for([row.seats[s] for s in seats])
    if deadline is None or row.time_limit_hours is None or not seats:
        return away
    at = int(deadline)
    limit = i18n.text(
        lang,
        "posts-deadline",
        who=i18n.joined(lang, [names[s] for s in seats]),
        at=f"<t:{at}:f>",
        relative=f"<t:{at}:R>",
        limit=limit_text(row.time_limit_hours, lang),
    )
    return f"{limit} {away}".strip()


def turn_prompt(lang: str, people: list[str], computers: list[str], away: list[str]) -> str:
    """Whom a turn post is up to. People are addressed (mentions or names); a computer is
    only said to be moving: nobody reads "your turn" for it, and it needs no ping; nor
    does a player on a break (`away`), whose turn is only said."""
    parts = [
        i18n.text(lang, key, who=i18n.joined(lang, who), count=len(who))
        for key, who in (
            ("posts-turn-of-away", away),
            ("posts-your-turn", people),
            ("posts-computer-choosing", computers),
        )
        if who
    ]
    return " ".join(parts)


def over_line(game: Game, state: dict[str, Any], names: list[str], reason: str | None, lang: str) -> str:
    """Who won (or a draw) and how. `reason` overrides the engine's (a claim on time is a
    resignation to the engine)."""
    result = game.result(state)
    if result is None:
        return ""
    winners = result[1]
    how = reason or state["finish"]["reason"]
    how = how if how in ("resign", "agreement", "timeout") else "other"
    if not winners:
        return i18n.text(lang, "posts-over-draw", how=how)
    if len(winners) == 1:
        return i18n.text(lang, "posts-over-win", how=how, who=names[winners[0]])
    return i18n.text(lang, "posts-over-shared", how=how, who=i18n.joined(lang, [names[s] for s in winners]))


def result_lines(
    row: GameRow,
    game: Game,
    state: dict[str, Any],
    names: list[str],
    reason: str | None,
    now: float,
    quiet: frozenset[int] = frozenset(),
    scores_listed: bool = False,
    lang: str = i18n.ENGLISH,
) -> list[str]:
    """Who won and why, the final scores (unless `scores_listed`: the post ranks them
    already), the length of the game, and everyone's mention."""
    head = over_line(game, state, names, reason, lang)
    if not head:
        return []
    why = game.end_reason(state)
    if why and reason != "timeout":
        head += " " + sentence(lang, why, names)
    lines = [head]
    scores = (game.result(state) or (None, ()))[0]
    if scores is not None and not scores_listed:
        listed = ", ".join(f"{names[s]} {i18n.number(lang, scores[s])}" for s in range(len(scores)))
        lines.append(i18n.text(lang, "posts-final-scores", scores=listed))
    everyone = " ".join(mention(row, s, names, quiet) for s in range(len(row.seats)))
    # Every stored move that stands, as the header's "move N" and /history count them.
    moves = game.turns_played(state)
    took = duration_text(now - row.created_at, lang)
    lines.append(i18n.text(lang, "posts-length", moves=moves, duration=took, everyone=everyone))
    return lines


async def compose(
    row: GameRow,
    state: dict[str, Any],
    headline: str,
    *,
    now: float,
    ping: bool = True,
    finish_reason: str | None = None,
    quiet: frozenset[int] = frozenset(),
    extra: tuple[str, ...] = (),
    lang: str = i18n.ENGLISH,
) -> TablePost:
    """The post of `row` at `state` in `lang`. `headline` says what happened, with names
    already in; `extra`: further lines below the status (a round's summary)."""
    game = get_game(row.game_key)
    names = plain_names(row)
    view = game.view(state, None)
    picture = await drawing.board_png(row.game_key, view, seat_names(row), lang=lang)
    alt = render.alt_text(row.game_key, view, seat_names(row), lang=lang)
    finished = game.is_over(state)
    to_move = list(game.to_move(state))
    if finished:
        # A feature's lines on the post that ends the game are its final table (the card
        # table's ranking with each round's points): the scores are not said twice.
        listed = bool(extra)
        prompt = "\n".join(result_lines(row, game, state, names, finish_reason, now, quiet, listed, lang))
        pinged = pingable(row, range(len(row.seats)), quiet) if ping else ()
        winners = (game.result(state) or (None, ()))[1]
        accent = seat_colour(winners[0]) if len(winners) == 1 else None
    else:
        # The seats on the clock: a Connections player with an offer to answer was told
        # by DM, and is neither pinged again nor told it is their turn. A player on a break
        # (/away) is named, not pinged: the clock line says they are away.
        on_turn = clocked_seats(game, state)
        away = frozenset(u for u in row.seats if u > 0 and row.away_until(u, now) is not None)
        people = [mention(row, s, names, quiet) for s in on_turn if 0 < row.seats[s] not in away]
        resting = [names[s] for s in on_turn if row.seats[s] in away]
        prompt = turn_prompt(lang, people, [names[s] for s in on_turn if row.seats[s] <= 0], resting)
        pinged = pingable(row, on_turn, quiet | away) if ping else ()
        accent = seat_colour(to_move[0]) if to_move else None
    # Once a game with scores is over, its result lines give them (or a feature's final
    # table does): the status line would repeat them.
    scored = finished and (game.result(state) or (None, ()))[0] is not None
    status = "" if scored else say(lang, game.status(state), names)
    title = i18n.text(lang, "posts-title", title=game.title, game=str(row.id), moves=game.turns_played(state))
    return TablePost(
        game_id=row.id,
        title=title,
        headline=headline,
        picture=picture,
        alt_text=alt,
        status=status,
        clock="" if finished else clock_text(row, game, state, names, now, lang),
        prompt=prompt,
        pinged=pinged,
        accent=None if accent is None else (accent[0] << 16) | (accent[1] << 8) | accent[2],
        finished=finished,
        has_hands=game.has_hands,
        extra=extra,
        lang=lang,
    )
