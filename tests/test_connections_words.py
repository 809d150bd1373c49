"""Connections says *what*, never English: every phrase the engine produces (public lines,
round ends, the status line, the board in words, move labels, /history, the Play picker's
steps and questions, pending offers and invitations, refusals) is a catalogue message with
its arguments, and reads in each of the five languages with the players' names: no missing
message, no variable left unfilled, no `seat N`."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import i18n
from rules import IllegalMove
from rules.connections import CONNECTIONS as G
from rules.connections.deck import CARDS, LINKING_CARDS, REGION_NAMES
from rules.connections.positions import position
from rules.said import Said, Seat, from_data
from rules.steps.connections import trade_offers
from rules.words import resigned_line, turn_line

NAMES = ["Anna", "Bruno", "Chloé", "Diego", "Emma", "Fábio"]
SEAT_WORDS = re.compile(r"\b(seat|Platz|siège|asiento|assento) \d")
REFUSALS = {key for key in i18n.sources("en") if key.startswith("connections-refuse-")}


def strictly(lang: str, said: str | Said, names: list[str]) -> str:
    """`said` in `lang` as i18n.say words it, but failing where `lang` lacks a message or
    cannot fill it (i18n.say would quietly fall back to English there)."""
    if isinstance(said, str):
        return said
    args = {name: _argument(lang, value, names) for name, value in said.args}
    found = i18n.lookup(lang, said.key, None, args)
    assert found is not None, f"{lang}: {said.key} cannot be worded with {sorted(args)}"
    return found


def _argument(lang: str, value: Any, names: list[str]) -> Any:
    if isinstance(value, Seat):  # a seat no player holds (a mistyped number) is said by number
        return i18n.seat_name(lang, value.index, names)
    if isinstance(value, Said):
        return strictly(lang, value, names)
    if isinstance(value, tuple):
        return i18n.joined(lang, [str(_argument(lang, item, names)) for item in value])
    return value


def keys_in(said: str | Said) -> Iterator[str]:
    if isinstance(said, Said):
        yield said.key
        for _, value in said.args:
            for item in value if isinstance(value, tuple) else (value,):
                if isinstance(item, Said):
                    yield from keys_in(item)


def check_worded(said: str | Said, players: int) -> None:
    """The engine said it without words, and every language words it completely."""
    assert isinstance(said, Said), f"the engine wrote English: {said!r}"
    names = NAMES[:players]
    for lang in i18n.LANGUAGES:
        words = strictly(lang, said, names)
        assert words == i18n.say(lang, said, names)
        assert words.strip() and "{" not in words and "$" not in words, (lang, said, words)
        if said.key != "connections-refuse-seat-absent":  # no name: the seat typed is nobody's
            assert not SEAT_WORDS.search(words), (lang, said, words)


def phrases(
    state: dict[str, Any], before: dict[str, Any] | None, seat: int, move: str
) -> Iterator[str | Said]:
    """Everything the engine says about `state` (and the move that led to it)."""
    players = state["players"]
    if before is not None:
        yield from_data(G.view(state, None)["last_action"])
        note = G.public_note(before, state, seat, move)
        if note is not None:
            yield note
    yield G.status(state)
    view = G.view(state, None)
    shared = {turn_line(view), *resigned_line(view)}  # the shared rules/words helpers' own lines
    for line in G.board_words(state):
        if isinstance(line, str) and (line in shared or set(line.strip(" ,").split(", ")) <= set(CARDS)):
            continue  # a row's cards: proper names, as they are in every language
        yield line
    if G.is_over(state):
        if (why := G.end_reason(state)) is not None:
            yield why
        return
    for s in G.active_seats(state):
        yield from G.pending_words(state, s)
    rnd = random.Random(state["ply"])
    for s in range(players):
        legal = G.legal_moves(state, s)
        for move_ in rnd.sample(legal, min(8, len(legal))):
            label = G.move_label(state, s, move_)
            yield label
            yield G.move_words(state, s, move_)
            if (question := G.confirm_words(state, s, move_)) is not None:
                yield question


def picker_phrases(state: dict[str, Any], rnd: random.Random) -> Iterator[str | Said]:
    """The Play picker's steps and questions along some paths, trade offers among them."""
    for seat in G.active_seats(state):
        moves = G.picker_moves(state, seat)
        paths = G.move_steps(state, seat, moves)
        for move in rnd.sample(sorted(paths), min(6, len(paths))):
            tokens = tuple(step.token for step in paths[move])
            for depth in range(len(tokens)):
                yield G.step_prompt(state, seat, tokens[:depth])
            yield from (step.label for step in paths[move] if not isinstance(step.label, str))
            if (question := G.confirm_words(state, seat, move)) is not None:
                yield question


def bad_inputs(state: dict[str, Any], seat: int) -> list[str]:
    """Inputs, mostly refused, that reach the engine's refusals from many sides."""
    n = state["players"]
    hand = state["hands"][seat]
    other = (seat + 1) % n
    moves = [
        ",", "draw", "draw hand", "fly to paris", "discard pariss", "lay africa", "meld lagos nairobi",
        "meld lagos lagos nairobi", "link africa chicago", "announce now", "invite chicago", "invite",
        "offer lagos to 2", "offer lagos for africa nairobi to 2", "accept nairobi", "accept",
        "decline 4 5", "discard Lagos", "draw deck", "draw discard", "announce", "meld Lagos Nairobi Rome",
        "meld Lagos Nairobi Chicago", "lay Chicago", "link Lagos Africa", "link Chicago Africa", "link Cairo",
        f"invite {seat} Chicago", "invite 9 Chicago", f"invite {other} Lagos", "accept 999 Lagos",
        "cancel 999", f"offer Lagos for Africa to {other}", f"offer Lagos for Lagos to {other}",
        f"offer Lagos for Africa to {seat}",
    ]
    moves += [f"lay {c}" for c in hand] + [f"link {c}" for c in hand if c in LINKING_CARDS]
    moves += [f"meld {' '.join(hand[i:i + 3])}" for i in range(0, max(0, len(hand) - 2), 2)]
    moves += [f"invite {s} {lk['card']}" for lk in state["links"] for s in range(n)]
    for offer in state["offers"]:
        moves += [f"accept {offer['id']} {c}" for c in hand[:3]] + [f"cancel {offer['id']}",
                                                                    f"decline {offer['id']}"]
    if hand:
        moves += [f"offer {hand[0]} for {c} to {s}" for c in (hand[-1], "Africa") for s in range(n)]
    return moves


def refusals(state: dict[str, Any]) -> Iterator[Said]:
    """What the engine says when refusing, from every seat (resigned ones among them)."""
    for seat in range(state["players"]):
        for move in bad_inputs(state, seat):
            try:
                canonical = G.parse(state, seat, move)
            except IllegalMove as refused:
                if isinstance(refused.said, Said):  # the shared base's own are not Connections'
                    yield refused.said
                continue
            if (again := G.refuse_new(state, seat, canonical)) is not None:
                assert isinstance(again, Said)
                yield again


def random_step(state: dict[str, Any], rnd: random.Random) -> tuple[int, str]:
    """Mostly the turn's own play, often trades, answers and invitations."""
    roll = rnd.random()
    if roll < 0.15:
        seat = rnd.choice(G.active_seats(state))
        if offers := trade_offers(G, state, seat):
            return seat, rnd.choice(offers)
    if roll < 0.4:
        extra = [(s, m) for s in G.active_seats(state) for m in G.legal_moves(state, s)
                 if m.split()[0] in ("accept", "decline", "cancel", "invite")]
        if extra:
            return rnd.choice(extra)
    seat = state["turn"]
    return seat, G.sample_move(state, seat, G.legal_moves(state, seat), rnd)


def play_and_check(players: int, seed: int, plies: int, found: set[str]) -> None:
    rnd = random.Random(seed)
    state = G.new(players, seed)
    check_worded(from_data(state["last_action"]), players)
    before: dict[str, Any] | None = None
    seat, move = 0, ""
    for ply in range(plies):
        for said in phrases(state, before, seat, move):
            check_worded(said, players)
            found.update(keys_in(said))
        if ply % 25 == 0:
            for said in (*picker_phrases(state, rnd), *refusals(state)):
                check_worded(said, players)
                found.update(keys_in(said))
        if G.is_over(state):
            return
        if ply == plies // 2 and players > 3:
            state = G.resign(state, players - 1)  # a resignation mid-round
            check_worded(from_data(state["last_action"]), players)
            before = None
            continue
        seat, move = random_step(state, rnd)
        before, state = state, G.apply(state, seat, move)
    state = G.end_now(state)  # an agreed end scores the open round
    check_worded(from_data(state["last_action"]), players)
    found.update(keys_in(from_data(state["last_action"])))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_games_say_everything_in_every_language(players: int) -> None:
    found: set[str] = set()
    for seed in range(2):
        play_and_check(players, seed + 10 * players, 150, found)
    # The common phrases all came up: public lines, round ends, labels, the picker.
    for key in ("connections-did-discard", "connections-did-offer", "connections-status",
                "connections-label-discard", "connections-step-give", "connections-board-player"):
        assert key in found, key


def rare_refusals() -> Iterator[tuple[dict[str, Any], int, str]]:
    """Positions for refusals random play seldom meets."""
    hands = [["Lagos", "Nairobi", "Lima", "Chicago", "Cairo"], ["Rome", "Tokyo", "Athens"],
             ["Seoul", "Tunis"], ["Paris", "Madrid"]]
    rows = [(0, ["New York", "Boston"]), (0, ["Los Angeles", "Seattle"])]
    state = position(4, hands, rows=rows, discard=["Kyiv"])
    yield state, 0, "link Chicago Atlantic North America"  # a row too short
    yield state, 0, "link Cairo"  # no row there
    yield state, 0, "link Chicago Africa"  # not one of its regions
    yield state, 0, "announce"  # too early
    yield state, 0, "discard Lima"  # discard first
    yield state, 1, "draw deck"  # not this seat's turn
    rows3 = [(0, ["New York", "Boston", "Toronto"]), (0, ["Los Angeles", "Seattle", "Vancouver"])]
    state = position(4, hands, rows=rows3)
    yield state, 0, "link Chicago"  # which row?
    yield state, 0, "draw discard"  # the discard pile is empty
    one_row = position(4, hands, rows=[(0, ["Los Angeles", "Seattle", "Vancouver"]), (0, ["New York"])])
    yield one_row, 0, "link Chicago Atlantic North America"  # fits the other row only
    played = G.apply(position(4, hands, discard=["Kyiv"]), 0, "draw discard")
    yield played, 0, "lay Lagos"  # discard after drawing
    melded = position(4, [["Lagos", "Nairobi", "Johannesburg", "Lima"], ["Rome"], ["Tokyo"], ["Seoul"]])
    melded = G.apply(melded, 0, "meld Lagos Nairobi Johannesburg")
    yield melded, 0, "lay Lima"  # drawing finishes a turn with a play-down
    empty = position(4, hands, deck=[], discard=["Kyiv"], fill_deck=False)
    yield empty, 0, "draw deck"
    last = position(3, [["Lima"], ["Rome"], ["Tokyo"]], turns_taken=[9, 9, 9], round_number=3)
    yield last, 0, "announce"
    announced = position(4, hands, turns_taken=[9, 9, 9, 9], announced_by=2, turns_left=[2, 2, 0, 2])
    yield announced, 0, "announce"
    links = [{"card": "Dakar", "owner": 0, "anchor": "Africa", "partner": 1},
             {"card": "Panama City", "owner": 0, "anchor": "Caribbea", "invited": 2}]
    hands = [["Lima", "Chicago", "Cairo", "Berlin"], ["Rome", "Tokyo", "Athens"], ["Seoul", "Tunis"],
             ["Paris", "Madrid"]]
    linked = position(4, hands, rows=[(0, ["Lagos", "Nairobi", "Johannesburg"]),
                                      (0, ["Havana", "Kingston", "San Juan"])],
                      links=links)
    for move in ("invite 2 Dakar", "invite 3 Cairo", "invite 1 Berlin"):
        yield linked, 0, move
    yield linked, 1, "invite 2 Dakar"  # not the owner
    yield linked, 0, "invite 2 Panama City"  # invited already (refuse_new)
    resigned = G.resign(linked, 3)
    yield resigned, 0, "invite 3 Panama City"
    trade = position(4, [["Lima"], ["Rome", "Athens"], ["Tokyo", "Lagos"], ["Seoul", "Tunis"]], turn=0)
    trade = G.apply(trade, 1, "offer Rome for Mediterranea to 2")
    trade = G.apply(trade, 3, "offer Seoul for Lagos to 2")
    yield trade, 2, "accept 1 Tokyo"  # not of the region asked
    yield trade, 2, "accept 2 Tokyo"  # not the card asked
    yield trade, 3, "cancel 1"  # not this seat's offer
    yield trade, 3, "accept 1 Tunis"  # not for this seat
    yield trade, 1, "offer Athens for Seoul to 0"  # the seat on turn
    yield trade, 1, "offer Athens for Rome to 2"  # a card it holds
    yield trade, 1, "offer Athens for Rome to 1"  # itself


def test_every_refusal_is_said_in_every_language() -> None:
    seen: set[str] = set()
    for state, seat, move in rare_refusals():
        said = next(refusals_of(state, seat, move))
        check_worded(said, state["players"])
        seen.add(said.key)
    for players in (3, 4, 5, 6):
        rnd = random.Random(players)
        state = G.new(players, players)
        for _ in range(120):
            if G.is_over(state):
                break
            for said in refusals(state):
                check_worded(said, players)
                seen.add(said.key)
            state = G.apply(state, *random_step(state, rnd))
    assert seen >= REFUSALS, sorted(REFUSALS - seen)


def refusals_of(state: dict[str, Any], seat: int, move: str) -> Iterator[Said]:
    try:
        canonical = G.parse(state, seat, move)
    except IllegalMove as refused:
        assert isinstance(refused.said, Said), refused.said
        yield refused.said
        return
    again = G.refuse_new(state, seat, canonical)
    assert again is not None, f"{move!r} was not refused"
    yield again


def test_german_reads_german() -> None:
    """A few lines as a German reader meets them, with the names in."""
    state = position(4, [["Lagos", "Nairobi", "Johannesburg", "Lima"], ["Rome"], ["Tokyo"], ["Seoul"]],
                     discard=["Kyiv"])
    after = G.apply(state, 0, "meld Lagos Nairobi Johannesburg")
    names = NAMES[:4]
    melded = "Anna hat Lagos, Nairobi und Johannesburg ausgelegt"
    assert i18n.say("de", from_data(after["last_action"]), names) == melded
    status = "Runde 1 von 4. Punkte: Anna 0, Bruno 0, Chloé 0, Diego 0."
    assert i18n.say("de", G.status(after), names) == status
    assert i18n.say("de", G.move_label(after, 0, "draw discard"), names) == "Kyiv von der Ablage nehmen"
    with pytest.raises(IllegalMove) as refused:
        G.apply(after, 1, "draw deck")
    assert i18n.say("de", refused.value.said, names) == "Anna ist am Zug"
    assert i18n.say("fr", refused.value.said, names) == "c'est à Anna de jouer"
    assert i18n.say("en", refused.value.said, names) == "it is Anna's turn"


def test_every_card_and_region_reads_in_labels() -> None:
    """Card names stay as they are in every language; a region's name too (it is notation)."""
    for lang in i18n.LANGUAGES:
        for card in CARDS:
            label = i18n.say(lang, G.move_label(position(3, [[card], [], []], phase="discard"), 0,
                                                f"discard {card}"))
            assert card in label
        for region in REGION_NAMES:
            assert region in i18n.say(lang, Said("connections-step-any", region=region))
