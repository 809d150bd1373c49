"""The pyramid engines say what, the catalogue words it (issue #34): every refusal of
Epicycle, Synapse-Ice, Pylon, Cardinal Connections and the shared rules, and every word of
random games (picker steps and questions, move labels, status, the text board, end
reasons), worded in all five languages with names: no missing message, no placeholder
left over, no "seat N", and each message present in every language (not an English
fallback)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import i18n
from i18n.catalogue import sources
from rules import IllegalMove, get_game
from rules.base import Game
from rules.cardinal import brute_frontier
from rules.said import Said, Seat

PYRAMIDS = ("epicycle", "synapse", "pylon", "cardinal")
NAMES = ["Ada", "Bo", "Cy", "Di"]
State = dict[str, Any]


def keys_in(said: Any) -> Iterator[str]:
    if isinstance(said, Said):
        yield said.key
        for _, value in said.args:
            yield from keys_in(value)
    elif isinstance(said, tuple):
        for item in said:
            yield from keys_in(item)


def seats_in(said: Any) -> Iterator[int]:
    if isinstance(said, Seat):
        yield said.index
    elif isinstance(said, Said):
        for _, value in said.args:
            yield from seats_in(value)
    elif isinstance(said, tuple):
        for item in said:
            yield from seats_in(item)


NOTATION = re.compile(r"^\s*([a-f][1-5], )*[a-f][1-5],?$")  # a list of squares (Pylon's empty ones)


def worded(said: str | Said) -> dict[str, str]:
    """`said` in every language, with names; checked as it is worded."""
    if isinstance(said, str) and NOTATION.match(said):
        return {lang: said for lang in i18n.LANGUAGES}
    assert isinstance(said, Said), f"an engine still writes English: {said!r}"
    out = {}
    for lang in i18n.LANGUAGES:
        for key in keys_in(said):
            assert key in sources(lang), f"{key} has no {lang} words"
        text = i18n.say(lang, said, NAMES)
        assert text.strip(), said
        assert "{" not in text and "}" not in text, (lang, text)
        assert not re.search(r"\b(seat|Platz|siège|asiento|assento) \d", text), (lang, text)
        assert all(NAMES[s] in text for s in seats_in(said)), (lang, text)
        out[lang] = text
    return out


def refusal(game: Game, state: State, seat: int, text: str) -> Said:
    with pytest.raises(IllegalMove) as refused:
        game.apply(state, seat, text)
    said = refused.value.said
    assert isinstance(said, Said), said
    worded(said)
    return said


# ---- every refusal path ------------------------------------------------------------------

def epicycle_refusals() -> list[Said]:
    game = get_game("epicycle")
    start = game.new(2)
    few = game.new(2)
    few["inventories"][0] = ["S", "S", "M"]
    holes = game.new(2)
    holes["ring"][0] = None  # a second gap cannot arise in play: the refusal guards it
    return [
        refusal(game, start, 0, "xyz"),
        refusal(game, few, 0, "L cw"),
        refusal(game, holes, 0, "S cw"),
        refusal(game, start, 0, "L cw"),
        refusal(game, start, 1, "S ccw"),
        refusal(game, start, 0, ""),
        refusal(game, start, 3, "S ccw"),
        refusal(game, game.end_now(start), 0, "S ccw"),
    ]


def synapse_refusals() -> list[Said]:
    game = get_game("synapse")
    start = game.new(2)
    forced = game.apply(start, 0, "c3 M N")
    free = dict(forced, forced=None)
    empty = game.new(2)
    empty["stashes"][0]["L"] = 0
    return [
        refusal(game, start, 0, "M N"),
        refusal(game, start, 0, "xyz"),
        refusal(game, forced, 1, "xyz"),
        refusal(game, start, 0, "g7 M N"),
        refusal(game, forced, 1, "a1 M N"),
        refusal(game, free, 1, "c3 M E"),
        refusal(game, empty, 0, "c3 L N"),
        refusal(game, start, 0, "a1 L W"),
        refusal(game, free, 1, "c1 M N"),
    ]


def pylon_stacking(board: dict[str, list[str]]) -> State:
    state = get_game("pylon").new(2)
    state["board"] = {sq: list(stack) for sq, stack in board.items()}
    state["stashes"] = [{"S": 0, "M": 0, "L": 0}, {"S": 0, "M": 0, "L": 0}]
    state["placements"] = 30
    return state


def pylon_refusals() -> list[Said]:
    game = get_game("pylon")
    start = game.new(2)
    placed = game.apply(start, 0, "c3 S")
    empty = game.new(2)
    empty["stashes"][0]["L"] = 0
    stacks = pylon_stacking({"c3": ["0L"], "c4": ["1S"], "b3": ["1M"], "a1": ["0S"], "a2": ["1M"]})
    return [
        refusal(game, start, 0, "c3-c4"),
        refusal(game, start, 0, "xyz"),
        refusal(game, placed, 1, "c3 M"),
        refusal(game, empty, 0, "d2 L"),
        refusal(game, stacks, 0, "c3 S"),
        refusal(game, stacks, 0, "c3-"),
        refusal(game, stacks, 0, "d4-c4"),
        refusal(game, stacks, 0, "a1-c3"),
        refusal(game, stacks, 0, "c3-d3"),
        refusal(game, stacks, 0, "c3-c4"),
    ]


def cardinal_refusals() -> list[Said]:
    game = get_game("cardinal")
    start = game.new(2)
    dry = game.new(2)
    dry["pool"]["S"] = 0
    two = game.new(2)
    two["board"]["1,0"] = ["MU"]
    two["frontier"] = brute_frontier(two["board"])
    three = game.new(3)
    gone = game.resign(three, 2)
    return [
        refusal(game, start, 0, "xyz"),
        refusal(game, dry, 0, "S 0,3 N"),
        refusal(game, start, 0, "S 0,1 N"),
        refusal(game, start, 0, "S 5,5 N"),
        refusal(game, two, 0, "S 1,1 N"),
        refusal(game, start, 0, "S 1,1 N take 2,2"),
        refusal(game, gone, 2, "S 0,3 N"),
    ]


REFUSALS: dict[str, Callable[[], list[Said]]] = {
    "epicycle": epicycle_refusals,
    "synapse": synapse_refusals,
    "pylon": pylon_refusals,
    "cardinal": cardinal_refusals,
}


@pytest.mark.parametrize("key", PYRAMIDS)
def test_every_refusal_of_a_game_is_worded_in_every_language(key: str) -> None:
    said = REFUSALS[key]()
    raised = {k for s in said for k in keys_in(s)}
    own = {k for k in sources(i18n.ENGLISH) if k.startswith(f"{key}-refuse-")}
    assert own <= raised, f"refusals never raised here: {sorted(own - raised)}"


def test_the_shared_refusals_and_hints_are_worded_in_every_language() -> None:
    raised = {k for make in REFUSALS.values() for s in make() for k in keys_in(s)}
    game = get_game("pylon")
    state = game.new(2)
    extra = [
        Said("words-refuse-nobody"),
        game.examples_hint(state, 1),  # not on turn: no legal move
    ]
    cardinal = get_game("cardinal")
    with pytest.raises(IllegalMove) as refused:
        cardinal.resign(cardinal.resign(cardinal.new(3), 2), 2)
    extra.append(refused.value.said)
    for said in extra:
        worded(said)
    raised |= {k for s in extra for k in keys_in(s)}
    shared = {k for k in sources(i18n.ENGLISH) if k.startswith(("words-refuse-", "words-hint-"))}
    shared -= {"words-refuse-illegal", "words-refuse-illegal-hint", "words-refuse-resign"}  # the bot's
    assert shared <= raised, sorted(shared - raised)


def test_a_refusal_reads_as_a_sentence_in_german() -> None:
    game = get_game("synapse")
    said = refusal(game, game.apply(game.new(2), 0, "c3 M N"), 1, "a1 M N")
    words = worded(said)
    assert words["de"].startswith("die nächste Pyramide muss auf c5, wohin die letzte zeigt; zum Beispiel")
    assert words["en"].startswith("the next piece must go on c5, where the last piece points; for example")


# ---- the words of random games ---------------------------------------------------------------

def words_of_position(game: Game, state: State) -> list[Said | str]:
    said: list[Said | str] = [game.status(state), *game.board_words(state)]
    if game.is_over(state):
        for why in (game.end_reason(state), game.end_phrase(state)):
            if why is not None:
                said.append(why)
        return said
    seat = game.to_move(state)[0]
    moves = game.legal_moves(state, seat)
    for move in moves[:3] + moves[-2:]:
        said += [game.move_label(state, seat, move), game.move_phrase(state, seat, move),
                 game.move_words(state, seat, move)]
    chosen: tuple[str, ...] = ()
    while True:
        chosen, choices = game.picker_step(state, seat, chosen)
        said.append(game.step_prompt(state, seat, chosen))
        said += [choice.label for choice in choices]
        if not choices or choices[0].move is not None:
            break
        chosen = (*chosen, random.Random(len(chosen)).choice(choices).token)
    said += game.step_labels(state, seat, chosen)
    return said


@pytest.mark.parametrize(("key", "players"), [(k, 2) for k in PYRAMIDS] + [("cardinal", 3), ("cardinal", 4)])
def test_random_games_are_worded_in_every_language(key: str, players: int) -> None:
    game = get_game(key)
    seen: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new(players, seed=seed)
        for ply in range(400):
            if ply % 3 == 0 or game.is_over(state):
                for said in words_of_position(game, state):
                    if said:  # '' is an empty line the callers drop
                        worded(said)
                        seen |= set(keys_in(said))
            if game.is_over(state):
                break
            seat = game.to_move(state)[0]
            state = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))
    assert any(k.startswith(f"{key}-") for k in seen) and any(k.startswith("words-turn") for k in seen)


@pytest.mark.parametrize("key", PYRAMIDS)
def test_the_player_count_and_options_are_worded_in_every_language(key: str) -> None:
    game = get_game(key)
    assert worded(game.player_count_said())["en"] == game.player_count_message()
    for option in game.options:
        if option.said:
            worded(option.in_words(not option.default if option.kind is bool else option.maximum))


def test_german_words_are_not_english() -> None:
    pylon = get_game("pylon")
    state = pylon.apply(pylon.new(2), 0, "d2 L")
    assert worded(pylon.status(state))["de"] == "Setzphase: 1 von 30 Feldern belegt. Punkte: Ada 1, Bo 0."
    assert worded(pylon.move_label(state, 1, "a1 S"))["de"] == "Kleine auf a1 (a1 S)"
    lines = [worded(line)["de"] for line in pylon.board_words(state) if line]
    assert "d2: große Pyramide von Ada" in lines and "Bo am Zug." in lines
