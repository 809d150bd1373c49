"""What a tournament's rounds are made of: the next round's tables, a finished game's
places, the standings. Pure functions over stored rows (the service does the I/O)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.services.pairing_knockout import knockout_first_round, knockout_next_round
from bot.services.pairing_swiss import Ledger, SwissPlayer, swiss_round
from bot.services.pairing_tables import round_robin_tables
from bot.services.standings import KNOCKOUT, SWISS, Result, Row, scores, standings
from bot.storage.rows import GameRow
from bot.storage.tournaments import Entrant, Pairing, TournamentRow
from rules import get_game


def places_of(row: GameRow, pairing: Pairing) -> dict[int, int]:
    """Each entrant's place at a finished game (0 = first), over the pairing's entrants
    only: the winners first; then the others by score when the game keeps one, else
    level; seats that resigned after the others, the first to resign last; then the
    players a computer replaced (a substitute's place is not the entrant's: the computer
    is left out and the player who left is placed after everyone still playing, the first
    to leave last); entrants of the pairing who have no seat in the game (they withdrew
    before it started), after everyone."""
    game = get_game(row.game_key)
    state = game.decode(row.state or "{}")
    result = game.result(state)
    seats = row.seats
    playing = [s for s in range(len(seats)) if s not in row.replaced]
    order: dict[int, tuple[int, float, int]] = {}
    if result is None:  # cancelled or abandoned: nobody is ahead
        order = {seats[s]: (0, 0.0, 0) for s in playing}
    else:
        points, winners = result
        resigned: list[int] = list(state.get("resigned", []))
        for s in playing:
            if s in winners or (not winners and s not in resigned):
                order[seats[s]] = (0, 0.0, 0)
            elif s in resigned:
                order[seats[s]] = (2, 0.0, -resigned.index(s))
            else:
                order[seats[s]] = (1, -float(points[s]) if points is not None else 0.0, 0)
    # A substitute's id is one below every id seated before it, so the higher the
    # computer's id, the earlier its seat's player left.
    for s, leaver in row.replaced.items():
        order[leaver] = (3, 0.0, seats[s])
    for p in pairing.seats:
        if p not in order:
            order[p] = (4, 0.0, 0)
    ranked = sorted(set(order.values()))
    places = {p: ranked.index(v) for p, v in order.items() if p in pairing.seats}
    return _dense(places)


def forfeit_places(pairing: Pairing, withdrawn: set[int]) -> dict[int, int]:
    """A pairing that cannot be played for withdrawals: who stayed shares first. When
    everyone withdrew, the first seat is placed first, so that a knockout slot still has
    a winner (rather than a draw to replay for ever)."""
    if all(p in withdrawn for p in pairing.seats):
        return {p: (0 if i == 0 else 1) for i, p in enumerate(pairing.seats)}
    return {p: (1 if p in withdrawn else 0) for p in pairing.seats}


def _dense(places: dict[int, int]) -> dict[int, int]:
    """Places renumbered by how many are ahead (two level firsts: the next is third)."""
    return {p: sum(1 for q in places.values() if q < v) for p, v in places.items()}


def latest_legs(pairings: Sequence[Pairing], rnd: int) -> list[Pairing]:
    """The pairings of round `rnd`, a knockout slot by its last leg only."""
    by_slot: dict[int, Pairing] = {}
    for p in pairings:
        if p.round == rnd and (p.slot not in by_slot or p.leg > by_slot[p.slot].leg):
            by_slot[p.slot] = p
    return [by_slot[s] for s in sorted(by_slot)]


def is_draw(p: Pairing) -> bool:
    return p.places is not None and len(p.seats) > 1 and len(set(p.places.values())) == 1


def slot_winner(p: Pairing) -> int | None:
    if p.places is None or is_draw(p):
        return None
    return min(p.places, key=lambda e: p.places[e] if p.places else 0)


def first_tables(
    t: TournamentRow, entrants: Sequence[Entrant], seeded: Sequence[int]
) -> list[tuple[int, ...]]:
    ids = [e.user_id for e in entrants if not e.withdrawn]
    if t.format == KNOCKOUT:
        return [s.players for s in knockout_first_round(seeded)]
    if t.format == SWISS:
        return next_swiss(entrants, [])
    return round_robin_tables(ids, t.table_size)


def next_tables(
    t: TournamentRow, entrants: Sequence[Entrant], pairings: Sequence[Pairing]
) -> list[tuple[int, ...]]:
    if t.format == SWISS:
        return next_swiss(entrants, pairings)
    winners = [slot_winner(p) for p in latest_legs(pairings, t.round)]
    return [s.players for s in knockout_next_round([w for w in winners if w is not None])]


def next_swiss(entrants: Sequence[Entrant], pairings: Sequence[Pairing]) -> list[tuple[int, ...]]:
    results, byes = results_of(pairings)
    ids = [e.user_id for e in entrants]
    score = scores(ids, results, byes)
    ledger = Ledger()
    for p in pairings:
        if not p.bye:
            ledger.add(p.seats)
    players = [
        SwissPlayer(
            id=e.user_id,
            score=float(score[e.user_id]),
            rank=rank,
            opponents=frozenset(ledger.opponents.get(e.user_id, set())),
            seats=tuple(ledger.seats.get(e.user_id, [])),
            had_bye=e.user_id in byes,
        )
        for rank, e in enumerate(entrants)
        if not e.withdrawn
    ]
    rnd = swiss_round(players)
    tables: list[tuple[int, ...]] = list(rnd.games)
    if rnd.bye is not None:
        tables.append((rnd.bye,))
    return tables


def results_of(pairings: Sequence[Pairing]) -> tuple[list[Result], list[int]]:
    results: list[Result] = []
    byes: list[int] = []
    for p in pairings:
        if p.places is None:
            continue
        if p.bye:
            byes.append(p.seats[0])
        else:
            results.append(Result(p.places))
    return results, byes


def table_of(t: TournamentRow, entrants: Sequence[Entrant], pairings: Sequence[Pairing]) -> list[Row]:
    """The standings as shown: Swiss and round robin by points and tie-breaks; knockout by
    the round reached (the champion ahead of the final's loser), then points."""
    ids = [e.user_id for e in entrants]
    results, byes = results_of(pairings)
    if t.format != KNOCKOUT:
        return standings(t.format, ids, results, byes)
    rows = standings(SWISS, ids, results, byes)
    reached = {p: 0 for p in ids}
    for p in pairings:
        for e in p.seats:
            reached[e] = max(reached[e], p.round * 2)
        w = slot_winner(p)
        if w is not None:
            reached[w] = max(reached[w], p.round * 2 + 1)
    order = sorted(rows, key=lambda r: (-reached[r.player], -r.points))
    out: list[Row] = []
    for i, r in enumerate(order):
        tied = out and reached[out[-1].player] == reached[r.player] and out[-1].points == r.points
        place = out[-1].place if tied else i + 1
        out.append(Row(r.player, place, r.points, r.tie1, r.tie2, r.games))
    return out
