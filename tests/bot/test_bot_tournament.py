"""Tournaments end to end through SimCord: sign-up, Start, games in threads, rounds that
start by themselves, the standings message, the final post; refusals; restarts.

Results are scripted: in each game a chosen player resigns, so the results are known and
the standings can be recomputed here, independently of bot/services/standings.py."""

from __future__ import annotations

import itertools
import re
from collections import defaultdict
from fractions import Fraction
from typing import Any

import pytest
import simcord
from bot_helpers import public_messages, texts_of

from bot import Settings, create_bot
from rules import get_game


@pytest.fixture
def settings(database_url: str, computer_pool: object) -> Settings:
    # Computer seats think briefly, so that the games they play stay quick.
    return Settings(database_url=database_url, reminder_check_minutes=30, computer_seconds=0.2)


@pytest.fixture(autouse=True)
def patient(table: Any) -> None:
    # One result can set off a whole round: the count, the next pairing, a thread and a
    # game per pairing, all settled within the interaction that ended the last game. On
    # PostgreSQL on a busy machine that outlasts SimCord's default 5 s wait.
    table.env.settle_timeout = 60.0


def more_players(table: Any, *names: str) -> list[simcord.MemberActor]:
    return [table.guild.add_member(table.env.create_user(n)) for n in names]


def signup_post(channel: simcord.ChannelHandle) -> Any:
    for message in reversed(list(channel.history())):
        if message.embeds and "sign-up" in str(message.embeds[0].title):
            return message
    raise AssertionError("no sign-up message")


def standings_post(channel: simcord.ChannelHandle) -> Any:
    posts = [m for m in public_messages(channel) if "standings**" in str(m.content or "")]
    assert len(posts) == 1, [m.content for m in posts]  # one message, edited in place
    return posts[0]


def shown_points(channel: simcord.ChannelHandle, names: dict[int, str]) -> dict[str, Fraction]:
    """Points per name, read from the standings message: one line per player, "1\\. bob —
    2.5 pts (Buchholz 4, S-B 3.25; 3 games)" (the dot escaped: no Markdown list)."""
    text = str(standings_post(channel).content)
    table = [line for line in text.splitlines()[1:] if not line.startswith("-# ")]
    out: dict[str, Fraction] = {}
    for line in table:
        m = re.fullmatch(r"(\d+)\\\. (.+?)(?: \(withdrew\))? — (\d+(?:\.\d{1,2})?) pts? \(.*\)", line)
        assert m, line
        out[m[2]] = Fraction(m[3])
    return out


async def open_tournament(
    table: Any, players: list[simcord.MemberActor], computers: int = 0, **options: Any
) -> int:
    result = await table.alice.slash(table.channel, "tournament new", **options)
    assert result.ephemeral and "Done" in result.response.content, result.response.content
    signup = signup_post(table.channel)
    for p in players:
        r = await p.click(signup, label="Join")
        assert "Done" in r.response.content, r.response.content
    for _ in range(computers):
        r = await table.alice.click(signup_post(table.channel), label="Add computer")
        assert "Done" in r.response.content, r.response.content
    tid = int(re.search(r"#(\d+)", str(signup.embeds[0].title))[1])
    return tid


async def active_games(table: Any, tid: int) -> list[Any]:
    store = table.bot.core.store
    rows = []
    for p in await store.tournaments.pairings(tid):
        if p.game_id is not None:
            row = await store.games.get(p.game_id)
            if row is not None and row.status == "active":
                rows.append(row)
    return rows


def thread_of(table: Any, channel_id: int) -> simcord.ChannelHandle:
    return next(t for t in table.channel.threads if t.id == channel_id)


async def run_to_end(
    table: Any,
    tid: int,
    loser: Any,
    extra: list[Any] = (),
    limit: int = 60,
    left: dict[int, list[int]] | None = None,
) -> list[dict[int, int]]:
    """Until the tournament ends: in each active game, resign the seats `loser(row)` names
    (humans only), one at a time. Returns each counted result; `left` gets, per game, the
    players who resigned in order."""
    by_id = {m.id: m for m in [*table.players(), table.mod, *extra]}
    for _ in range(limit):
        t = await table.bot.core.store.tournaments.get(tid)
        if t.status != "running":
            break
        rows = await active_games(table, tid)
        assert rows, "a running tournament with no game to play"
        for row in rows:
            game = get_game(row.game_key)
            state = game.decode(row.state)
            for seat in loser(row, state):
                if row.seats[seat] in by_id and seat in game.active_seats(state):
                    r = await by_id[row.seats[seat]].slash(thread_of(table, row.channel_id), "resign")
                    assert r.ephemeral, r
                    if left is not None:
                        left.setdefault(row.id, []).append(row.seats[seat])
                    break
        await table.env.settle()
    else:
        raise AssertionError("the tournament did not end")
    return [p.places for p in await table.bot.core.store.tournaments.pairings(tid) if p.places is not None]


def first_seat_resigns(row: Any, state: Any) -> list[int]:
    return [0]


def recompute(entrants: list[int], results: list[dict[int, int]]) -> dict[int, Fraction]:
    """Points by the spec's words: 1 for first down to 0 for last, shared places split."""
    points: dict[int, Fraction] = defaultdict(Fraction)
    for places in results:
        n = len(places)
        if n == 1:
            points[next(iter(places))] += 1
            continue
        for p, place in places.items():
            level = sorted(places.values())
            first = level.index(place)
            count = level.count(place)
            points[p] += sum(Fraction(n - 1 - i, n - 1) for i in range(first, first + count)) / count
    return {e: points[e] for e in entrants}


async def test_round_robin_of_five_runs_to_final_standings(table):
    five = [*table.players(), table.mod]
    tid = await open_tournament(table, five, game="synapse", format="round-robin")
    refused = await table.bob.click(signup_post(table.channel), label="Start")
    assert refused.ephemeral and "Only the organiser" in refused.response.content
    started = await table.alice.click(signup_post(table.channel), label="Start")
    assert "Done" in started.response.content
    await table.env.settle()
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    assert len(pairings) == 10  # every pair once, all at once
    assert {frozenset(p.seats) for p in pairings} == {
        frozenset(c) for c in itertools.combinations([m.id for m in five], 2)
    }
    assert len(table.channel.threads) == 10
    results = await run_to_end(table, tid, first_seat_resigns)
    assert len(results) == 10
    t = await table.bot.core.store.tournaments.get(tid)
    assert t.status == "finished"
    names = {m.id: m.name for m in five}
    expected = recompute(list(names), results)
    shown = shown_points(table.channel, names)
    assert shown == {names[p]: v for p, v in expected.items()}
    final = public_messages(table.channel)[-1]
    assert f"Tournament #{tid} is over" in final.content and final.attachments
    best = max(expected.values())
    # The winner(s) are mentioned, and only players on the best score can be.
    assert any(f"<@{p}>" in final.content for p, v in expected.items() if v == best)
    assert not any(f"<@{p}>" in final.content for p, v in expected.items() if v != best)
    # Nothing counted twice: a sweep after the end changes nothing.
    await table.bot.get_cog("TournamentCog").runner.sweep()
    assert [p.places for p in await table.bot.core.store.tournaments.pairings(tid) if p.places] == results


async def test_swiss_of_seven_with_byes_and_a_restart(table, settings):
    extra = more_players(table, "erin", "finn")
    seven = [*table.players(), table.mod, *extra]
    tid = await open_tournament(table, seven, game="synapse", format="swiss")
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    t = await table.bot.core.store.tournaments.get(tid)
    assert t.rounds == 3
    # A restart in the middle: the round goes on, nothing is paired twice.
    await table.env.restart_bot(create_bot(settings))
    await table.env.settle()

    def human_loses(row: Any, state: Any) -> list[int]:
        return [s for s, u in enumerate(row.seats) if u > 0][:1]

    await run_to_end(table, tid, human_loses, extra)
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    byes = [p.seats[0] for p in pairings if p.bye]
    assert len(byes) == 3 and len(set(byes)) == 3
    games = [frozenset(p.seats) for p in pairings if not p.bye]
    assert len(games) == len(set(games)) == 9  # no repeat pairing
    assert {p.round for p in pairings} == {1, 2, 3}
    t = await table.bot.core.store.tournaments.get(tid)
    assert t.status == "finished"


async def test_knockout_of_five_gives_byes_to_top_seeds_and_crowns_one(table):
    five = [*table.players(), table.mod]
    tid = await open_tournament(table, five, game="synapse", format="knockout")
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    first = [p for p in await table.bot.core.store.tournaments.pairings(tid) if p.round == 1]
    assert len(first) == 4 and sum(p.bye for p in first) == 3  # byes to the top seeds
    await run_to_end(table, tid, first_seat_resigns)
    t = await table.bot.core.store.tournaments.get(tid)
    assert t.status == "finished" and t.round == 3
    final = public_messages(table.channel)[-1]
    assert "wins!" in final.content


async def test_cardinal_round_robin_in_tables_of_three(table):
    extra = more_players(table, "erin")
    six = [*table.players(), table.mod, *extra]
    tid = await open_tournament(table, six, game="cardinal", format="round-robin", table_size=3)
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    assert all(len(p.seats) == 3 for p in pairings)

    def all_humans_but_last(row: Any, state: Any) -> list[int]:
        return [s for s, u in enumerate(row.seats) if u > 0]

    # Cardinal seats a computer for each player who resigns (replace:computer), so every
    # game ends with three computers. The entrants are ranked by the script alone: the
    # last to leave first, the first to leave last, at a table of three (1, 1/2, 0); the
    # computers that took their seats are not entrants and take no place.
    left: dict[int, list[int]] = {}
    await run_to_end(table, tid, all_humans_but_last, extra, left=left)
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    expected: dict[int, Fraction] = defaultdict(Fraction)
    for p in pairings:
        assert sorted(left[p.game_id]) == sorted(p.seats)
        for place, player in enumerate(reversed(left[p.game_id])):
            expected[player] += Fraction(len(p.seats) - 1 - place, len(p.seats) - 1)
    entrants = await table.bot.core.store.tournaments.entrants(tid)
    names = {e.user_id: e.name for e in entrants}
    assert sum(expected.values()) == len(pairings) * Fraction(3, 2)
    assert shown_points(table.channel, names) == {names[e.user_id]: expected[e.user_id] for e in entrants}


async def test_refusals_are_one_private_line(table):
    r = await table.bob.slash(table.channel, "tournament join", tournament=999)
    assert r.ephemeral and "no tournament #999" in r.response.content
    tid = await open_tournament(table, [table.bob], game="synapse", format="swiss", max_players=2)
    again = await table.bob.click(signup_post(table.channel), label="Join")
    assert "already signed up" in again.response.content
    await table.carol.click(signup_post(table.channel), label="Join")
    full = await table.dave.click(signup_post(table.channel), label="Join")
    assert "is full" in full.response.content
    not_in = await table.dave.click(signup_post(table.channel), label="Leave")
    assert "not signed up" in not_in.response.content
    no = await table.bob.slash(table.channel, "tournament cancel", tournament=tid)
    assert "Only the organiser" in no.response.content
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    late = await table.dave.slash(table.channel, "tournament join", tournament=tid)
    assert "has closed" in late.response.content
    outsider = await table.dave.slash(table.channel, "tournament withdraw", tournament=tid)
    assert "not a player" in outsider.response.content
    cancelled = await table.mod.slash(table.channel, "tournament cancel", tournament=tid)
    assert "Only the organiser" in cancelled.response.content  # Manage Messages is not Manage Server
    ok = await table.alice.slash(table.channel, "tournament cancel", tournament=tid)
    assert "Done" in ok.response.content
    await table.env.settle()
    assert all(
        r.status == "cancelled"
        for r in [
            await table.bot.core.store.games.get(p.game_id)
            for p in await table.bot.core.store.tournaments.pairings(tid)
            if p.game_id
        ]
    )
    assert "cancelled" in texts_of(public_messages(table.channel)[-1])


async def test_computer_entrants_play_their_games(table):
    tid = await open_tournament(
        table, [table.alice, table.bob], computers=1, game="pylon", format="round-robin"
    )
    entrants = await table.bot.core.store.tournaments.entrants(tid)
    assert [e.name for e in entrants if e.computer] == ["Computer (medium)"]
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()

    def humans_lose(row: Any, state: Any) -> list[int]:
        return [s for s, u in enumerate(row.seats) if u > 0][:1]

    results = await run_to_end(table, tid, humans_lose)
    computer = next(e.user_id for e in entrants if e.computer)
    assert sum(1 for r in results if r.get(computer) == 0) == 2  # it won both its games


async def test_time_runs_out_and_loses_by_itself(table):
    tid = await open_tournament(
        table, [table.alice, table.bob], game="pylon", format="round-robin", time_limit_hours=2
    )
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    (pairing,) = await table.bot.core.store.tournaments.pairings(tid)
    row = await table.bot.core.store.games.get(pairing.game_id)
    late = row.seats[0]
    await table.env.advance_time(3 * 3600)
    await table.bot.get_cog("TournamentCog").runner.sweep()
    await table.env.settle()
    row = await table.bot.core.store.games.get(pairing.game_id)
    assert row.status == "finished"
    (pairing,) = await table.bot.core.store.tournaments.pairings(tid)
    assert pairing.places[late] == 1 and pairing.places[row.seats[1]] == 0
    assert (await table.bot.core.store.tournaments.get(tid)).status == "finished"


async def test_withdraw_loses_the_remaining_games(table):
    four = table.players()
    tid = await open_tournament(table, four, game="synapse", format="round-robin")
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    r = await table.dave.slash(table.channel, "tournament withdraw", tournament=tid)
    assert "Done" in r.response.content and "3 games resigned" in r.response.content
    again = await table.dave.slash(table.channel, "tournament withdraw", tournament=tid)
    assert "already withdrawn" in again.response.content
    await table.env.settle()
    pairings = await table.bot.core.store.tournaments.pairings(tid)
    counted = [p.places for p in pairings if table.dave.id in p.seats]
    assert all(places is not None and places[table.dave.id] == 1 for places in counted)
    await run_to_end(table, tid, first_seat_resigns)
    assert "4\\. dave (withdrew) — 0 pts" in str(standings_post(table.channel).content)


async def test_knockout_draw_is_replayed_with_seats_swapped(table):
    tid = await open_tournament(table, [table.alice, table.bob], game="synapse", format="knockout")
    await table.alice.click(signup_post(table.channel), label="Start")
    await table.env.settle()
    (first,) = await table.bot.core.store.tournaments.pairings(tid)
    thread = thread_of(table, (await table.bot.core.store.games.get(first.game_id)).channel_id)
    proposed = await table.alice.slash(thread, "game end")
    assert proposed.ephemeral, proposed
    proposal = next(m for m in reversed(public_messages(thread)) if m.components)
    await table.bob.click(proposal, label="Accept")
    await table.env.settle()
    first, replay = await table.bot.core.store.tournaments.pairings(tid)
    assert first.places == {table.alice.id: 0, table.bob.id: 0}  # the draw is counted once
    assert (replay.round, replay.slot, replay.leg) == (1, 0, 1)
    assert replay.seats == tuple(reversed(first.seats)) and replay.game_id is not None
    assert (await table.bot.core.store.tournaments.get(tid)).status == "running"
    await run_to_end(table, tid, first_seat_resigns)
    t = await table.bot.core.store.tournaments.get(tid)
    assert t.status == "finished"
    final = public_messages(table.channel)[-1]
    assert f"<@{replay.seats[1]}> wins!" in final.content


async def test_signup_closes_by_itself_and_the_tournament_starts(table):
    tid = await open_tournament(
        table, [table.alice, table.bob, table.carol], game="pylon", format="round-robin", signup_hours=2
    )
    await table.env.advance_time(3600)
    await table.bot.get_cog("TournamentCog").runner.sweep()
    assert (await table.bot.core.store.tournaments.get(tid)).status == "signup"
    await table.env.advance_time(2 * 3600)
    await table.bot.get_cog("TournamentCog").runner.sweep()
    await table.env.settle()
    assert (await table.bot.core.store.tournaments.get(tid)).status == "running"
    assert len([p for p in await table.bot.core.store.tournaments.pairings(tid) if p.game_id]) == 3
    assert not signup_post(table.channel).components  # the buttons are gone
    late = await table.dave.slash(table.channel, "tournament join", tournament=tid)
    assert "has closed" in late.response.content
