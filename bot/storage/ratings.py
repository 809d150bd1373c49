"""Results, ratings and their history: written with a game's end, read by the leaderboard,
profiles and statistics.

`store_result` runs inside the transaction that stores a game's end (GameRepo.record), so
the end, its result row and every rating change commit together or not at all: a crash
or restart between the end and its announcement can neither lose nor repeat an update
(the result row's primary key refuses a second one as well).
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass

from bot.storage import rating_model as model
from bot.storage.db import POSTGRESQL, Database, Row, Tx
from bot.storage.rows import GameRow
from rules import get_game


async def store_result(tx: Tx, row: GameRow, now: float) -> bool:
    """The result of a game that just ended, and its rating update when it is rated; in
    the caller's transaction. False when this game's result was already stored."""
    game = get_game(row.game_key)
    state = game.decode(row.state or "{}")
    result = game.result(state)
    if result is None:
        return False
    log = await tx.fetchall("SELECT seat, kind FROM moves WHERE game_id = ? ORDER BY n", (row.id,))
    standing_log: list[tuple[int | None, str]] = []
    for entry in log:
        if entry["kind"] == "undo":
            if standing_log:
                standing_log.pop()
        else:
            standing_log.append((entry["seat"], entry["kind"]))
    moves_by_seat = [0] * len(row.seats)
    for seat, kind in standing_log:
        if kind == "move" and seat is not None and 0 <= seat < len(moves_by_seat):
            moves_by_seat[seat] += 1
    reason = "timeout" if standing_log and standing_log[-1][1] == "timeout" else state["finish"]["reason"]
    first_seat = next((seat for seat, kind in standing_log if kind == "move"), None)
    # A computer that took a leaver's seat does not make the game unrated: its place is
    # the leaver's, rated as a loss (bot/services/substitutes.py).
    substitutes = {row.seats[s] for s in row.replaced}
    # A tournament opened with rated:false: each of its games is unrated.
    event = await tx.fetchone(
        "SELECT t.rated FROM tournament_games g JOIN tournaments t ON t.id = g.tournament_id "
        "WHERE g.game_id = ?",
        (row.id,),
    )
    unrated = model.why_unrated(
        has_computer=bool(set(row.computers) - substitutes),
        in_server=row.guild_id is not None,
        reason=reason,
        moves_by_seat=moves_by_seat,
        unrated_event=event is not None and not event["rated"],
    )
    inserted = await tx.execute(
        "INSERT INTO game_results (game_id, guild_id, game_key, rated, unrated_reason, moves, "
        "reason, winners, first_seat, started_at, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (game_id) DO NOTHING",
        (
            row.id,
            row.guild_id,
            row.game_key,
            int(unrated is None),
            unrated,
            game.turns_played(state),
            reason,
            json.dumps(list(result[1])),
            first_seat,
            row.created_at,
            now,
        ),
    )
    if inserted != 1:
        return False  # stored before: never a second update
    resigned = list(state.get("resigned", []))
    left = [s for s in row.replaced if s not in resigned]
    places = [
        dataclasses.replace(p, outcome="loss") if p.seat in row.replaced else p
        for p in model.standings(result, resigned + left, len(row.seats))
    ]
    people = dataclasses.replace(row, seats=row.people())
    await tx.executemany(
        "INSERT INTO result_players (game_id, user_id, seat, rank, outcome, score) VALUES (?, ?, ?, ?, ?, ?)",
        [(row.id, people.seats[p.seat], p.seat, p.rank, p.outcome, p.score) for p in places],
    )
    if unrated is None:
        await _rate(tx, people, places, now)
    return True


async def _rate(tx: Tx, row: GameRow, places: list[model.Standing], now: float) -> None:
    if tx.dialect == POSTGRESQL:
        # Read-then-write of shared rating rows: two games of the same players ending at
        # once (two processes) would lose an update. One lock per leaderboard serializes
        # them (one lock per transaction: no deadlock).
        board = f"ratings:{row.guild_id}:{row.game_key}"
        await tx.execute("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", (board,))
    before: list[tuple[float, float, int, int, int, int, int]] = []
    for place in places:
        found = await tx.fetchall(
            "SELECT mu, sigma, games, wins, draws, losses, streak FROM ratings "
            "WHERE guild_id = ? AND game_key = ? AND user_id = ?",
            (row.guild_id, row.game_key, row.seats[place.seat]),
        )
        fresh = (model.START_MU, model.START_SIGMA, 0, 0, 0, 0, 0)
        before.append(tuple(found[0]) if found else fresh)
    after = model.updated([(b[0], b[1]) for b in before], [p.rank for p in places])
    for place, old, (mu, sigma) in zip(places, before, after, strict=True):
        user = row.seats[place.seat]
        win, draw, loss = (place.outcome == o for o in ("win", "draw", "loss"))
        await tx.execute(
            "INSERT INTO ratings (guild_id, game_key, user_id, mu, sigma, games, wins, draws, losses, "
            "streak, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(guild_id, game_key, user_id) DO UPDATE SET mu = excluded.mu, "
            "sigma = excluded.sigma, "
            "games = excluded.games, wins = excluded.wins, draws = excluded.draws, losses = excluded.losses, "
            "streak = excluded.streak, updated_at = excluded.updated_at",
            (
                row.guild_id,
                row.game_key,
                user,
                mu,
                sigma,
                old[2] + 1,
                old[3] + win,
                old[4] + draw,
                old[5] + loss,
                model.next_streak(old[6], place.outcome),
                now,
            ),
        )
        await tx.execute(
            "INSERT INTO rating_history (game_id, user_id, guild_id, game_key, mu_before, sigma_before, mu, "
            "sigma, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (row.id, user, row.guild_id, row.game_key, old[0], old[1], mu, sigma, now),
        )


# ---- reads ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Rating:
    user_id: int
    game_key: str
    mu: float
    sigma: float
    games: int
    wins: int
    draws: int
    losses: int
    streak: int

    @property
    def shown(self) -> int:
        return model.display(self.mu, self.sigma)

    @property
    def provisional(self) -> bool:
        return model.provisional(self.sigma)


def _rating(r: Row) -> Rating:
    return Rating(
        r["user_id"],
        r["game_key"],
        r["mu"],
        r["sigma"],
        r["games"],
        r["wins"],
        r["draws"],
        r["losses"],
        r["streak"],
    )


@dataclass(frozen=True)
class HeadToHead:
    games: int
    a_ahead: int  # games in which a finished above b
    b_ahead: int
    level: int  # equal places (draws, or both lost to a third player)


@dataclass(frozen=True)
class Stats:
    games: int
    rated: int
    first_player_wins: int
    draws: int
    median_moves: float | None
    median_days: float | None


def median(values: list[float]) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


class RatingRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def leaderboard(self, guild_id: int, game_key: str, offset: int, limit: int) -> list[Rating]:
        """Best first by the shown number (mu - 3 sigma), then by games played."""
        rows = await self.db.fetchall(
            "SELECT * FROM ratings WHERE guild_id = ? AND game_key = ? "
            "ORDER BY mu - 3 * sigma DESC, games DESC, user_id LIMIT ? OFFSET ?",
            (guild_id, game_key, limit, offset),
        )
        return [_rating(r) for r in rows]

    async def count(self, guild_id: int, game_key: str) -> int:
        row = await self.db.fetchone(
            "SELECT COUNT(*) AS n FROM ratings WHERE guild_id = ? AND game_key = ?", (guild_id, game_key)
        )
        return int(row["n"]) if row else 0

    async def ratings_of(self, guild_id: int, user_id: int) -> list[Rating]:
        rows = await self.db.fetchall(
            "SELECT * FROM ratings WHERE guild_id = ? AND user_id = ? ORDER BY games DESC, game_key",
            (guild_id, user_id),
        )
        return [_rating(r) for r in rows]

    async def history(self, guild_id: int, user_id: int) -> dict[str, list[tuple[float, int]]]:
        """Per game: (time, shown rating) after each rated game, oldest first, with the
        starting value before the first."""
        rows = await self.db.fetchall(
            "SELECT game_key, mu_before, sigma_before, mu, sigma, at FROM rating_history "
            "WHERE guild_id = ? AND user_id = ? ORDER BY at, game_id",
            (guild_id, user_id),
        )
        out: dict[str, list[tuple[float, int]]] = {}
        for r in rows:
            series = out.setdefault(r["game_key"], [])
            if not series:
                series.append((r["at"], model.display(r["mu_before"], r["sigma_before"])))
            series.append((r["at"], model.display(r["mu"], r["sigma"])))
        return out

    async def best_win(self, guild_id: int, user_id: int, game_key: str) -> tuple[int, int, int] | None:
        """The rated win over the strongest opponent: (game id, opponent, their shown
        rating before that game)."""
        row = await self.db.fetchone(
            "SELECT h.game_id, h.user_id AS opponent, h.mu_before - 3 * h.sigma_before AS strength, "
            "h.mu_before, h.sigma_before FROM rating_history h "
            "JOIN result_players me ON me.game_id = h.game_id AND me.user_id = ? AND me.outcome = 'win' "
            "JOIN result_players them ON them.game_id = h.game_id AND them.user_id = h.user_id "
            "WHERE h.guild_id = ? AND h.game_key = ? AND h.user_id != ? AND them.outcome != 'win' "
            "ORDER BY strength DESC, h.game_id LIMIT 1",
            (user_id, guild_id, game_key, user_id),
        )
        if row is None:
            return None
        return row["game_id"], row["opponent"], model.display(row["mu_before"], row["sigma_before"])

    async def head_to_head(self, guild_id: int, a: int, b: int) -> dict[str, HeadToHead]:
        """Per game: finished games in this server where both sat, rated or not."""
        rows = await self.db.fetchall(
            "SELECT r.game_key, pa.rank AS ra, pb.rank AS rb FROM game_results r "
            "JOIN result_players pa ON pa.game_id = r.game_id AND pa.user_id = ? "
            "JOIN result_players pb ON pb.game_id = r.game_id AND pb.user_id = ? "
            "WHERE r.guild_id = ? ORDER BY r.game_id",
            (a, b, guild_id),
        )
        tally: dict[str, list[int]] = {}
        for r in rows:
            t = tally.setdefault(r["game_key"], [0, 0, 0, 0])
            t[0] += 1
            t[1] += r["ra"] < r["rb"]
            t[2] += r["rb"] < r["ra"]
            t[3] += r["ra"] == r["rb"]
        return {key: HeadToHead(*t) for key, t in tally.items()}

    async def stats(self, guild_id: int, game_key: str) -> Stats:
        rows = await self.db.fetchall(
            "SELECT rated, moves, winners, first_seat, started_at, ended_at FROM game_results "
            "WHERE guild_id = ? AND game_key = ?",
            (guild_id, game_key),
        )
        winners = [json.loads(r["winners"]) for r in rows]
        return Stats(
            games=len(rows),
            rated=sum(r["rated"] for r in rows),
            first_player_wins=sum(
                1
                for r, w in zip(rows, winners, strict=True)
                if r["first_seat"] is not None and w == [r["first_seat"]]
            ),
            draws=sum(1 for w in winners if not w),
            median_moves=median([float(r["moves"]) for r in rows]),
            median_days=median([(r["ended_at"] - r["started_at"]) / 86400 for r in rows]),
        )

    async def rated_count(self, game_id: int) -> int:
        """How many rating changes a game made (0 or its number of players)."""
        row = await self.db.fetchone("SELECT COUNT(*) AS n FROM rating_history WHERE game_id = ?", (game_id,))
        return int(row["n"]) if row else 0
