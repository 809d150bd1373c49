"""Where the Play picker's choices sit on the pictures (render.spot_boxes): for every game
over sample, showcase and seeded random positions, every step of every path of the seat on
turn. A choice with a spot has a box inside its picture, the boxes of one step never
overlap, each box covers what it names (a piece, a card, an empty square), and the
choices that are squares, pieces or cards all have spots."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PIL import Image

import render
from render.palette import GRID_DARK, GRID_LIGHT, TARGET, VACATED
from rules import GAMES, get_game
from rules.base import Game, Step
from rules.state import State

NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]
EMPTY = {GRID_LIGHT, GRID_DARK, TARGET, VACATED}  # an empty square's fills


def positions(game: Game, count: int = 10) -> Iterator[State]:
    """The showcase, then seeded random play (the game's own sample moves) with a few
    positions kept from each game."""
    if game.showcase_sample is not None:
        yield game.showcase()
    for seed in range(2):
        rnd = random.Random(seed)
        state = game.new(players=max(game.min_players, 3 if game.max_players > 3 else 2), seed=seed)
        kept = 0
        for ply in range(400):
            on_turn = game.to_move(state)
            if not on_turn or kept >= count // 2:
                break
            if ply % 7 == 0 or ply < 2:
                kept += 1
                yield state
            seat = on_turn[0]
            state = game.apply(state, seat, game.sample_move(state, seat, game.legal_moves(state, seat), rnd))


def steps_of(game: Game, state: State, seat: int) -> dict[tuple[str, ...], list[Step]]:
    """Every step of every path: the choices after each prefix, in order (as step_choices
    gives them, built from the same move_steps)."""
    tree: dict[tuple[str, ...], dict[str, Step]] = {}
    for path in game.move_steps(state, seat, game.picker_moves(state, seat)).values():
        for depth, step in enumerate(path):
            prefix = tuple(s.token for s in path[:depth])
            tree.setdefault(prefix, {}).setdefault(step.token, step)
    return {prefix: list(choices.values()) for prefix, choices in tree.items()}


def overlap(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def share_empty(image: Image.Image, box: tuple[int, int, int, int]) -> float:
    """The share of the box (its inner half, away from marks on the rim) in an empty
    square's colours."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    inner = image.crop((x0 + w // 4, y0 + h // 4, x1 - w // 4, y1 - h // 4)).convert("RGB")
    counts = inner.getcolors(maxcolors=w * h + 1) or []
    return sum(n for n, colour in counts if colour in EMPTY) / max(1, sum(n for n, _ in counts))


def covers(key: str, state: State, seat: int, spot: str, image: Image.Image, box: Any) -> None:
    """The box shows what the spot names: a piece or stack is drawn there, an empty square
    is empty, a card is a chip (not the background)."""
    if spot.startswith(("row:", "facing:", "deck", "discard")):
        return  # a row, a direction, the top bar: nothing one colour says
    if spot.startswith(("stash:", "pool:", "card:", "offer:")):
        inner = image.crop(box).convert("RGB")
        colours = inner.getcolors(maxcolors=(box[2] - box[0]) * (box[3] - box[1]) + 1) or []
        assert len(colours) > 3, f"{key}: nothing drawn at {spot} {box}"
        return
    if key == "epicycle":  # a space whose piece is taken: there is a piece on it
        assert share_empty(image, box) < 0.9, f"no piece at {spot}"
        return
    if key == "cardinal":
        occupied = spot in state["board"] and bool(state["board"][spot])
    elif key == "pylon":
        occupied = spot in state["board"]
    else:
        occupied = spot in state["board"]
    empty = share_empty(image, box)
    if occupied:
        assert empty < 0.9, f"{key}: {spot} holds a piece, its box looks empty ({empty:.2f})"
    else:
        assert empty > 0.5, f"{key}: {spot} is empty, its box looks full ({empty:.2f})"


@pytest.mark.parametrize("key", list(GAMES))
def test_every_choice_with_a_spot_has_a_box_that_shows_it(key: str) -> None:
    game = get_game(key)
    checked = with_spot = total = 0
    for state in positions(game):
        for seat in game.to_move(state)[:1]:
            view = game.view(state, seat)
            names = NAMES[: state["players"]]
            pictures = {"board": render.board_image(key, view, names)}
            if game.has_hands:
                pictures["hand"] = Image.open(io.BytesIO(render.hand_png(key, view, "Alice", names=names)))
            tree = steps_of(game, state, seat)
            assert [(c.token, c.spot) for c in game.step_choices(state, seat, ())] == [
                (s.token, s.spot) for s in tree[()]
            ]
            for prefix, choices in tree.items():
                spots = [c.spot for c in choices if c.spot is not None]
                assert len(spots) == len(set(spots)), f"{key} {prefix}: two choices share a spot"
                boxes = render.spot_boxes(key, view, spots, names=names, hand_name="Alice")
                assert set(boxes) == set(spots), f"{key} {prefix}: not drawn: {set(spots) - set(boxes)}"
                placed = list(boxes.items())
                for i, (spot, where) in enumerate(placed):
                    image = pictures[where.picture]
                    x0, y0, x1, y1 = where.box
                    assert 0 <= x0 < x1 <= image.width and 0 <= y0 < y1 <= image.height, (spot, where)
                    for other, there in placed[i + 1 :]:
                        if there.picture == where.picture:
                            assert not overlap(where.box, there.box), f"{key}: {spot} overlaps {other}"
                    covers(key, state, seat, spot, image, where.box)
                total += len(choices)
                with_spot += len(spots)
                checked += 1
    assert checked > 5
    # Squares, pieces and cards all have spots; only what is drawn nowhere lacks one
    # (Connections' kinds of action, melds, offers' regions; a Cardinal piece whose size
    # and facing share a step).
    assert with_spot / total > (0.5 if key == "connections" else 0.95), (with_spot, total)


@pytest.mark.parametrize("key", ["synapse", "cardinal"])
def test_directions_are_big_enough_for_a_finger(key: str) -> None:
    """A direction's box is a whole square (at 390 px CSS for a 600 px picture, 44 px of
    finger are 68 px of picture; the smallest squares of a sprawling board are smaller,
    so the check is on the sample positions)."""
    game = get_game(key)
    state = game.showcase()
    seat = game.to_move(state)[0]
    view = game.view(state, seat)
    for prefix in steps_of(game, state, seat):
        choices = game.step_choices(state, seat, prefix)
        spots = [c.spot for c in choices if c.spot and (c.spot.startswith("facing:") or c.move)]
        for spot, where in render.spot_boxes(key, view, spots).items():
            x0, y0, x1, y1 = where.box
            assert min(x1 - x0, y1 - y0) >= 44 * 600 / 390 * 0.85, (prefix, spot, where.box)


def test_connections_cards_are_located_in_the_hand() -> None:
    game = get_game("connections")
    state = game.new(players=3, seed=4)
    seat = game.to_move(state)[0]
    state = game.apply(state, seat, "draw deck")
    view = game.view(state, seat)
    hand = Image.open(io.BytesIO(render.hand_png("connections", view, "Alice")))
    spots = [f"card:{card}" for card in view["hand"]]
    boxes = render.spot_boxes("connections", view, spots, hand_name="Alice")
    assert set(boxes) == set(spots)
    assert {b.picture for b in boxes.values()} == {"hand"}
    assert all(b.box[3] <= hand.height for b in boxes.values())
    assert render.spot_boxes("connections", view, ["deck"])["deck"].picture == "board"


def test_connections_offers_to_answer_or_cancel_are_located_in_the_hand() -> None:
    game = get_game("connections")
    state = game.new(players=3, seed=4)
    state = game.apply(state, 0, "draw deck")
    for maker, to in ((1, 2), (2, 1), (1, 2)):
        offer = next(m for m in game.picker_moves(state, maker) if m.endswith(f" to {to}"))
        state = game.apply(state, maker, offer)
    for seat, kind in ((2, "ao"), (1, "co"), (1, "ao")):
        view = game.view(state, seat)
        hand = Image.open(io.BytesIO(render.hand_png("connections", view, "Alice")))
        choices = game.step_choices(state, seat, (kind,))
        spots = [c.spot for c in choices]
        assert spots and all(spot and spot.startswith("offer:") for spot in spots), spots
        boxes = render.spot_boxes("connections", view, spots, hand_name="Alice")
        assert set(boxes) == set(spots)
        placed = [b.box for b in boxes.values()]
        assert all(b.picture == "hand" and b.box[3] <= hand.height for b in boxes.values())
        assert not any(overlap(a, b) for i, a in enumerate(placed) for b in placed[i + 1 :])
        for spot, where in boxes.items():
            covers("connections", state, seat, spot, hand, where.box)


def test_unknown_spots_are_left_out() -> None:
    game = get_game("pylon")
    view = game.view(game.new(players=2), 0)
    assert render.spot_boxes("pylon", view, ["z9", "card:Lagos", "row:8", "stash:7:S", "c3"]).keys() == {"c3"}
