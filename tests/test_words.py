"""Words for players, outside Discord: rules pages that flow as paragraphs, the text board
in short lines of words, moves in words with their notation, head-to-head records,
round points and whose turn it is."""

from __future__ import annotations

import itertools
import random
import re

import pytest

import i18n
from bot.features.connections.wording import final_table, signed
from bot.features.records.ratings import record_text
from bot.services.clock import duration_text
from bot.services.wording import substitute, turn_prompt
from bot.storage.ratings import HeadToHead
from rules import GAMES, get_game
from rules.pages import rules_page
from rules.words import LINE

NAMES = ["alice", "bob", "carol", "dave", "erin", "frank"]


def positions(key: str, players: int, games: int = 3, seed: int = 7) -> list[dict]:
    """Every position of a few random games of `key` (the end positions included)."""
    game = get_game(key)
    rnd = random.Random(seed)
    out = []
    for g in range(games):
        state = game.new(players, seed + g)
        out.append(state)
        while not game.is_over(state) and len(out) < 400 * (g + 1):
            seat = game.to_move(state)[0]
            state = game.apply(state, seat, rnd.choice(game.legal_moves(state, seat)))
            out.append(state)
    return out


@pytest.mark.parametrize("key", sorted(GAMES))
def test_rules_pages_flow_as_paragraphs_for_players(key):
    page = rules_page(key)
    assert page is not None
    lines = page.splitlines()
    for before, line in itertools.pairwise(lines):
        # A line that continues the one before it is a hard wrap (Discord shows it as a break).
        continues = before.strip() and line.strip() and not before.startswith("#")
        new_block = line.startswith("#") or re.match(r"\s*(- |\d+\. )", line)
        assert not continues or new_block, f"hard wrap in {key}.md: {before!r} / {line!r}"
    assert not re.search(r"\bseats?\b", page, re.IGNORECASE)
    assert "program" not in page and "seed" not in page  # notes for developers stay out


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_text_board_is_short_lines_of_words(key):
    game = get_game(key)
    players = max(game.min_players, 3) if game.max_players >= 3 else 2
    for state in positions(key, players):
        lines = [substitute(line, NAMES) for line in game.board_words(state)]
        assert lines and all(len(line) <= LINE + 4 for line in lines), lines
        assert not any(re.search(r"\bseat\b", line) for line in lines), lines
        # No terminal shorthand (seat digits glued to a size: "1M", "0Lx3S").
        assert not any(re.search(r"\b[0-5][SML]\b|x\d[SML]", line) for line in lines), lines


def test_the_text_board_names_whose_pieces_they_are():
    game = get_game("pylon")
    state = game.new(2, 0)
    for move in ("a1 S", "a2 L"):
        state = game.apply(state, game.to_move(state)[0], move)
    state = game.apply(state, 0, "b1 M")
    lines = [substitute(line, ["alice", "bob"]) for line in game.board_words(state)]
    assert "a1: alice's small" in lines and "a2: bob's large" in lines and "b1: alice's medium" in lines


@pytest.mark.parametrize("key", sorted(GAMES))
def test_moves_in_words_end_with_their_notation(key):
    game = get_game(key)
    players = game.min_players
    states = positions(key, players, games=1)
    for before, after in itertools.pairwise(states):
        last = after["last_move"]
        words = i18n.say("en", game.move_words(before, last["seat"], last["move"]))
        public = game.public_move(last["move"])
        if public != last["move"]:
            assert words == public  # a hidden card stays hidden in /history
            continue
        assert words.endswith(f" ({last['move']})"), words


def test_move_words_read_as_the_issue_asks():
    pylon, synapse = get_game("pylon"), get_game("synapse")
    assert pylon.move_words(pylon.new(2, 0), 0, "f3 S") == "small on f3 (f3 S)"
    # A forced square's short form in lists; the canonical move in the history.
    state = synapse.apply(synapse.new(2, 0), 0, "c3 M N")
    assert synapse.move_words(state, 1, "c5 S E") == "small on c5 pointing East at d5 (c5 S E)"


def test_head_to_head_is_won_lost_or_won_drawn_lost():
    assert record_text(HeadToHead(games=2, a_ahead=2, b_ahead=0, level=0)) == "2-0 (won-lost)"
    assert record_text(HeadToHead(games=3, a_ahead=2, b_ahead=0, level=1)) == "2-1-0 (won-drawn-lost)"


def test_round_points_never_read_plus_zero():
    assert [signed(p) for p in (0, 3, -20)] == ["0", "+3", "-20"]
    view = {
        "scores": [3, 0],
        "result": {"scores": [3, 0], "winners": [0]},
        "resigned": [],
        "round_scores": [{"points": [0, 0]}, {"points": [3, 0]}],
    }
    table = final_table(view, ["alice", "bob"])
    assert "1. alice: 3 (by round: 0, +3)" in table and "+0" not in table


def test_durations_and_turns_in_words():
    assert duration_text(30) == "1 minute" and duration_text(3600 + 60) == "1 hour 1 minute"
    assert turn_prompt(["<@1>"], []) == "<@1>, it is your turn."
    assert turn_prompt([], ["Computer (easy)"]) == "Computer (easy) is choosing its move."
    assert "your turn" not in turn_prompt([], ["Computer (easy)", "Computer (hard)"])
