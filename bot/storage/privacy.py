"""Privacy queries: what is stored about a user, erasing a user's traces, and deleting a
server's data some days after it removed the bot (docs/privacy.md lists every field).

A former player keeps their seat in the games others played (results and ratings of the
others stay as they were), under a negative id like a computer's (never a Discord user,
never mentioned) and the name "a former player"."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, get_args

from bot.shards import EVERY_SHARD, ShardSet
from bot.storage.db import Database, Tx
from bot.storage.kinds import CancelNote
from bot.storage.plans import count_lines

FORMER_PLAYER = "a former player"
# Outbox payload fields that hold an engine's encoded state or a move: never rewritten.
_OPAQUE = frozenset(("before", "after", "between", "state", "move"))


@dataclass(frozen=True)
class StoredAbout:
    """What the database holds about one user (counts, and the names it knows them by)."""

    names: tuple[str, ...]
    unfinished: tuple[int, ...]  # game ids: lobbies and running games they sit in
    finished: int  # finished (or abandoned, cancelled) games they played
    ratings: int  # rating rows (one per server and game)
    rating_changes: int
    notify: int | None  # the stored /notify code, None without a row
    language: str | None = None  # the player's /language choice
    noted_locale: str | None = None  # their Discord client's locale, as last seen
    plans: int = 0  # planned replies (if/then pairs) waiting in running games


def _names_like(user_id: int) -> str:
    # games.names is JSON {"<user id>": name}: the quoted key names the user.
    return f'%"{user_id}"%'


async def about_user(db: Database, user_id: int) -> StoredAbout:
    rows = await db.fetchall(
        "SELECT id, status, names FROM games WHERE creator_id = ? OR names LIKE ? "
        "OR id IN (SELECT game_id FROM game_players WHERE user_id = ?) ORDER BY id",
        (user_id, _names_like(user_id), user_id),
    )
    names: list[str] = []
    for row in rows:
        name = json.loads(row["names"]).get(str(user_id))
        if name and name not in names:
            names.append(name)
    ratings = await db.fetchone("SELECT COUNT(*) AS n FROM ratings WHERE user_id = ?", (user_id,))
    changes = await db.fetchone("SELECT COUNT(*) AS n FROM rating_history WHERE user_id = ?", (user_id,))
    prefs = await db.fetchone(
        "SELECT notify, language, last_locale FROM user_prefs WHERE user_id = ?", (user_id,)
    )
    trees = await db.fetchall("SELECT tree FROM plans WHERE planner_id = ?", (user_id,))
    return StoredAbout(
        names=tuple(names),
        unfinished=tuple(r["id"] for r in rows if r["status"] in ("lobby", "active")),
        finished=sum(1 for r in rows if r["status"] not in ("lobby", "active")),
        ratings=int(ratings["n"]) if ratings else 0,
        rating_changes=int(changes["n"]) if changes else 0,
        notify=None if prefs is None else int(prefs["notify"]),
        language=None if prefs is None else prefs["language"],
        noted_locale=None if prefs is None else prefs["last_locale"],
        plans=sum(count_lines(json.loads(r["tree"])) for r in trees),
    )


def _scrub(value: Any, user_id: int, names: Sequence[str], key: str = "") -> Any:
    """An outbox payload without the user: their id dropped from lists (no mention), their
    names replaced in words. Encoded states and moves are left alone (they hold seats)."""
    if key in _OPAQUE:
        return value
    if isinstance(value, dict):
        return {k: _scrub(v, user_id, names, k) for k, v in value.items()}
    if isinstance(value, list):
        return [_scrub(v, user_id, names) for v in value if v != user_id and v != str(user_id)]
    if isinstance(value, str):
        value = value.replace(f"<@{user_id}>", FORMER_PLAYER).replace(str(user_id), "")
        for name in names:
            value = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", FORMER_PLAYER, value)
        return value
    return value


async def erase_user(db: Database, user_id: int, extra_names: Iterable[str] = ()) -> int:
    """Every row naming the user, in one transaction: their seat in each game gets a
    negative id and the name FORMER_PLAYER; their ratings, rating history, settings and
    hand-message notes go; outbox items are rewritten without them. Their unfinished games
    must be resigned (and lobbies left) first, through the normal paths. Returns how many
    games named them."""
    async with db.transaction() as tx:
        rows = await tx.fetchall(
            "SELECT id, seats, names, creator_id, opponent_id, replaced, away FROM games WHERE "
            "id IN (SELECT game_id FROM game_players WHERE user_id = ?) OR creator_id = ? OR opponent_id = ? "
            "OR names LIKE ?",
            (user_id, user_id, user_id, _names_like(user_id)),
        )
        names = [n for n in extra_names if n]
        for row in rows:
            old = json.loads(row["names"]).get(str(user_id))
            if old and old not in names:
                names.append(old)
        for row in rows:
            await _rename_in_game(tx, row, user_id)
        await tx.execute("DELETE FROM rating_history WHERE user_id = ?", (user_id,))
        await tx.execute("DELETE FROM ratings WHERE user_id = ?", (user_id,))
        await tx.execute("DELETE FROM user_prefs WHERE user_id = ?", (user_id,))
        await tx.execute("DELETE FROM away_periods WHERE user_id = ?", (user_id,))
        await tx.execute("DELETE FROM digests WHERE user_id = ?", (user_id,))
        await tx.execute("DELETE FROM plans WHERE planner_id = ?", (user_id,))
        # Notes such as "cards:hand:<game>:<user>" (where this round's hand DM is).
        mentioned = f"%{user_id}%"
        await tx.execute("DELETE FROM meta WHERE key LIKE ? OR value LIKE ?", (mentioned, mentioned))
        games = [int(row["id"]) for row in rows]
        await _scrub_outbox(tx, user_id, sorted(names, key=len, reverse=True), games)
        await _unname_cancel_notes(tx, user_id, names)
        await _rename_in_tournaments(tx, user_id)
        return len(rows)


# Notes stored before CancelNote said who cancelled by name: "<name> cancelled the tournament."
_CANCELLED = " cancelled the tournament."
UNNAMED_CANCEL = "The organiser or a member with Manage Server cancelled the tournament."


async def _unname_cancel_notes(tx: Tx, user_id: int, names: list[str]) -> None:
    """An older cancelled tournament's note that names the user (one of their names, or
    any name in an event they organised) loses the name, and so do the announcements of
    those events still stored."""
    entered = await tx.fetchall("SELECT DISTINCT name FROM tournament_entrants WHERE user_id = ?", (user_id,))
    theirs = {*names, *(str(r["name"]) for r in entered)}
    unnamed: set[int] = set()
    for row in await tx.fetchall(
        "SELECT id, organiser_id, note FROM tournaments WHERE note LIKE ?", (f"%{_CANCELLED}",)
    ):
        note = str(row["note"])
        if note in get_args(CancelNote) or note == UNNAMED_CANCEL:
            continue
        if row["organiser_id"] == user_id or note.removesuffix(_CANCELLED) in theirs:
            await tx.execute("UPDATE tournaments SET note = ? WHERE id = ?", (UNNAMED_CANCEL, row["id"]))
            unnamed.add(int(row["id"]))
    for item in await tx.fetchall(
        "SELECT id, payload FROM outbox WHERE kind = 'tournament' AND payload LIKE ?", (f"%{_CANCELLED}%",)
    ):
        payload = json.loads(item["payload"])
        note = str(payload.get("note", ""))
        if not note.endswith(_CANCELLED) or note in get_args(CancelNote) or note == UNNAMED_CANCEL:
            continue
        if payload.get("tournament") in unnamed or note.removesuffix(_CANCELLED) in theirs:
            payload["note"] = UNNAMED_CANCEL
            await tx.execute("UPDATE outbox SET payload = ? WHERE id = ?", (json.dumps(payload), item["id"]))


async def _rename_in_tournaments(tx: Tx, user_id: int) -> None:
    """Their entries stay (the others' pairings and standings hold), under a negative id
    and FORMER_PLAYER, as in games; an event they organised keeps no id of theirs."""
    entered = await tx.fetchall("SELECT tournament_id FROM tournament_entrants WHERE user_id = ?", (user_id,))
    for row in entered:
        tid = int(row["tournament_id"])
        lowest = await tx.fetchone(
            "SELECT MIN(user_id) AS low FROM tournament_entrants WHERE tournament_id = ?", (tid,)
        )
        former = min(0, int(lowest["low"]) if lowest and lowest["low"] is not None else 0) - 1
        await tx.execute(
            "UPDATE tournament_entrants SET user_id = ?, name = ? WHERE tournament_id = ? AND user_id = ?",
            (former, FORMER_PLAYER, tid, user_id),
        )
        pairings = await tx.fetchall(
            "SELECT round, slot, leg, seats, places FROM tournament_games WHERE tournament_id = ?", (tid,)
        )
        for p in pairings:
            seats = [former if s == user_id else s for s in json.loads(p["seats"])]
            places = json.loads(p["places"]) if p["places"] else None
            if places is not None:
                places = {str(former) if k == str(user_id) else k: v for k, v in places.items()}
            await tx.execute(
                "UPDATE tournament_games SET seats = ?, places = ? "
                "WHERE tournament_id = ? AND round = ? AND slot = ? AND leg = ?",
                (
                    json.dumps(seats),
                    None if places is None else json.dumps(places),
                    tid,
                    p["round"],
                    p["slot"],
                    p["leg"],
                ),
            )
    await tx.execute("UPDATE tournaments SET organiser_id = 0 WHERE organiser_id = ?", (user_id,))


async def _rename_in_game(tx: Tx, row: Any, user_id: int) -> None:
    seats: list[int] = json.loads(row["seats"])
    names: dict[str, str] = json.loads(row["names"])
    # Below every seat of the game (computers count down from -1): unique in the game.
    former = min([0, *seats]) - 1
    # A seat they left to a computer (/game new replace:computer) is theirs in the record.
    replaced: dict[str, int] = json.loads(row["replaced"])
    seated = user_id in seats or user_id in replaced.values()
    seats = [former if s == user_id else s for s in seats]
    replaced = {k: former if v == user_id else v for k, v in replaced.items()}
    away: dict[str, Any] = json.loads(row["away"])
    away.pop(str(user_id), None)
    names.pop(str(user_id), None)
    if seated:
        names[str(former)] = FORMER_PLAYER
    creator = former if row["creator_id"] == user_id else row["creator_id"]
    opponent = None if row["opponent_id"] == user_id else row["opponent_id"]
    # The version moves on: a writer holding the old row (and old names) cannot store over it.
    await tx.execute(
        "UPDATE games SET seats = ?, names = ?, creator_id = ?, opponent_id = ?, replaced = ?, away = ?, "
        "version = version + 1 WHERE id = ?",
        (
            json.dumps(seats),
            json.dumps(names),
            creator,
            opponent,
            json.dumps(replaced),
            json.dumps(away),
            row["id"],
        ),
    )
    for table in ("game_players", "result_players"):
        await tx.execute(
            f"UPDATE {table} SET user_id = ? WHERE game_id = ? AND user_id = ?", (former, row["id"], user_id)
        )


async def _scrub_outbox(tx: Tx, user_id: int, names: Sequence[str], games: Sequence[int]) -> None:
    # Direct messages to them are theirs alone: dropped, delivered or not.
    await tx.execute("DELETE FROM outbox WHERE kind = 'dm' AND channel_id = ?", (user_id,))
    if not games:
        return
    # Only their games' items: a name that is also a common word stays in everyone else's.
    patterns = [f"%{user_id}%", *(f"%{json.dumps(n)[1:-1]}%" for n in names)]
    mentions = " OR ".join("payload LIKE ?" for _ in patterns)
    ours = ", ".join("?" * len(games))
    for item in await tx.fetchall(
        f"SELECT id, payload FROM outbox WHERE game_id IN ({ours}) AND ({mentions})", [*games, *patterns]
    ):
        payload = _scrub(json.loads(item["payload"]), user_id, names)
        await tx.execute("UPDATE outbox SET payload = ? WHERE id = ?", (json.dumps(payload), item["id"]))


# ---- servers that removed the bot ------------------------------------------------------
async def note_departure(db: Database, guild_id: int, now: float) -> None:
    """The bot was removed from the server: the clock to its deletion starts (once)."""
    async with db.transaction() as tx:
        await tx.execute(
            "INSERT INTO departed_guilds (guild_id, left_at) VALUES (?, ?) ON CONFLICT(guild_id) DO NOTHING",
            (guild_id, now),
        )


async def cancel_departure(db: Database, guild_id: int) -> bool:
    """The bot is back in the server before its data was deleted: nothing will be."""
    async with db.transaction() as tx:
        return await tx.execute("DELETE FROM departed_guilds WHERE guild_id = ?", (guild_id,)) == 1


async def guilds_with_data(db: Database, shards: ShardSet | None = None) -> set[int]:
    """Servers of `shards` that anything is stored for, and that are not marked departed."""
    ours, params = (shards or EVERY_SHARD).where("guild_id")
    tables = ("games", "ratings", "guild_settings", "guild_options", "guild_away", "tournaments")
    held = " UNION ".join(
        f"SELECT guild_id FROM {table} WHERE guild_id IS NOT NULL AND {ours}" for table in tables
    )
    rows = await db.fetchall(
        f"SELECT guild_id FROM ({held}) AS held WHERE guild_id NOT IN (SELECT guild_id FROM departed_guilds)",
        params * len(tables),
    )
    return {int(r["guild_id"]) for r in rows}


async def departed_before(db: Database, before: float, shards: ShardSet | None = None) -> list[int]:
    """Servers of `shards` that removed the bot before `before` (oldest first)."""
    ours, params = (shards or EVERY_SHARD).where("guild_id")
    rows = await db.fetchall(
        f"SELECT guild_id FROM departed_guilds WHERE left_at < ? AND {ours} ORDER BY left_at LIMIT 100",
        (before, *params),
    )
    return [int(r["guild_id"]) for r in rows]


async def erase_guild(db: Database, guild_id: int, *, departed_before: float | None = None) -> bool:
    """Delete every row of a server: games (with their moves, players, proposals,
    results), ratings, settings, outbox items and notes. With `departed_before`, only a
    server still marked as departed before then, and the mark goes in the same
    transaction: two processes (or two rounds) cannot both delete it. True if deleted."""
    async with db.transaction() as tx:
        if departed_before is not None:
            gone = await tx.execute(
                "DELETE FROM departed_guilds WHERE guild_id = ? AND left_at < ?", (guild_id, departed_before)
            )
            if gone != 1:
                return False
        else:
            await tx.execute("DELETE FROM departed_guilds WHERE guild_id = ?", (guild_id,))
        games = await tx.fetchall("SELECT id FROM games WHERE guild_id = ?", (guild_id,))
        await _delete_meta_of(tx, [int(r["id"]) for r in games])
        # Items without a game (a post's unbutton edit, tournament messages) go by channel.
        await tx.execute(
            "DELETE FROM outbox WHERE game_id IS NULL AND (channel_id IN "
            "(SELECT channel_id FROM games WHERE guild_id = ?) OR channel_id IN "
            "(SELECT channel_id FROM tournaments WHERE guild_id = ?))",
            (guild_id, guild_id),
        )
        of_events = "tournament_id IN (SELECT id FROM tournaments WHERE guild_id = ?)"
        for table in ("tournament_games", "tournament_entrants"):
            await tx.execute(f"DELETE FROM {table} WHERE {of_events}", (guild_id,))
        await tx.execute("DELETE FROM tournaments WHERE guild_id = ?", (guild_id,))
        of_server = "game_id IN (SELECT id FROM games WHERE guild_id = ?)"
        for table in ("outbox", "moves", "proposals", "plans", "game_players", "result_players"):
            await tx.execute(f"DELETE FROM {table} WHERE {of_server}", (guild_id,))
        await tx.execute(f"DELETE FROM rating_history WHERE {of_server}", (guild_id,))
        by_guild = (
            "game_results",
            "ratings",
            "rating_history",
            "guild_settings",
            "guild_options",
            "guild_away",
            "games",
        )
        for table in by_guild:
            await tx.execute(f"DELETE FROM {table} WHERE guild_id = ?", (guild_id,))
        return True


async def _delete_meta_of(tx: Tx, games: list[int]) -> None:
    # Notes are keyed "<kind>:<game id>[:...]" ("post:12", "cards:hand:12:<user>"): the
    # first number in the key is its game.
    if not games:
        return
    wanted = {str(g) for g in games}
    keys = [r["key"] for r in await tx.fetchall("SELECT key FROM meta WHERE key LIKE '%:%'")]
    doomed = [k for k in keys if next((p for p in k.split(":") if p.isdigit()), None) in wanted]
    await tx.executemany("DELETE FROM meta WHERE key = ?", [(k,) for k in doomed])
