"""What the page is sent, as JSON: the state of a game for one viewer, the step of a move
being built, and the preview of a move. Every word a player wrote (names) is plain text
in a JSON string; the page shows it with textContent.

Shared web code names no game: where each choice sits on the picture comes from the
game's steps (`StepChoice.spot`) and render's `spot_boxes`, when they are there."""

from __future__ import annotations

from typing import Any

import render
from bot.services.refusal import Refusal
from bot.services.wording import english, join_names, result_text, seat_names, substitute, whose_turn
from bot.storage.rows import GameRow, LogEntry
from bot.web.access import Viewer
from rules import Game, IllegalMove
from rules.record import apply_entry
from rules.record import effective as effective_entries

State = dict[str, Any]
Urls = dict[str, str]


def may_act(viewer: Viewer) -> bool:
    return (
        viewer.seat is not None
        and viewer.running
        and bool(viewer.game.picker_moves(viewer.state, viewer.seat))
    )


def move_lines(row: GameRow, game: Game, entries: list[LogEntry]) -> list[str]:
    """The standing moves in words, numbered (replayed: a move's words need the position
    before it). Hidden cards stay hidden: the public words of each move."""
    names = seat_names(row)
    state: State | None = game.new(len(row.seats), row.seed, row.options)
    lines = []
    for i, entry in enumerate(effective_entries(entries), start=1):
        who = names[entry.seat] if entry.seat is not None and entry.seat < len(names) else ""
        if entry.kind == "move":
            words = (
                game.public_move(entry.move)
                if state is None or game.hidden_information
                else game.move_words(state, int(entry.seat or 0), entry.move)
            )
            lines.append(f"{i}. {who}: {substitute(words, names)}")
        else:
            what = {"resign": "resigned", "timeout": "ran out of time", "end": "ended by agreement"}
            lines.append(f"{i}. {who} {what.get(entry.kind, entry.kind)}".replace(".  ", ". "))
        try:
            state = None if state is None else apply_entry(game, state, entry)
        except (IllegalMove, ValueError):
            state = None
    return lines


def away_note(row: GameRow, user_id: int, now: float) -> str | None:
    for start, until in row.away.get(user_id, []):
        if start <= now < until:
            return "away"
    return None


def state_json(
    viewer: Viewer, urls: Urls, entries: list[LogEntry], now: float, moves: list[str] | None = None
) -> dict[str, Any]:
    """`moves`: the move list in words when the caller has it already (the same for every
    viewer of a version)."""
    row, game, state = viewer.row, viewer.game, viewer.state
    names = seat_names(row)
    view = game.view(state, None)
    on_turn = set(game.to_move(state)) if viewer.running else set()
    over = not viewer.running
    result = result_text(game, state, names).replace("**", "") if game.is_over(state) else ""
    moves = move_lines(row, game, entries) if moves is None else moves
    lines = [f"{game.title} game #{row.id}: {join_names(names)}"]
    if moves:
        lines.append(f"Last move: {moves[-1].split('. ', 1)[-1]}")
    status = substitute(game.status(state), names)
    if status:
        lines.append(status)
    lines.append(result if over else f"Turn: {whose_turn(game, state, row)}.")
    acting = may_act(viewer)
    data: dict[str, Any] = {
        "game": {
            "id": row.id,
            "key": row.game_key,
            "title": game.title,
            "version": row.version,
            "over": over,
            "result": result or None,
        },
        "viewer": {
            "seat": viewer.seat,
            "name": names[viewer.seat] if viewer.seat is not None else None,
            "may_act": acting,
        },
        "players": [
            {
                "seat": seat,
                "name": names[seat],
                "on_turn": seat in on_turn,
                "away": away_note(row, user_id, now),
                "computer": user_id in row.computers,
            }
            for seat, user_id in enumerate(row.seats)
        ],
        "lines": lines,
        "board": {
            "url": urls["board"],
            "alt": render.alt_text(row.game_key, view, names),
        },
        "step": step_json(viewer, (), urls) if acting else None,
        "hand": None,
        # Offers and invitations for the viewer alone; their answers are `step` choices.
        "offers": (
            [substitute(line, names) for line in game.pending_words(state, viewer.seat)]
            if viewer.seat is not None and viewer.running
            else []
        ),
        "moves": moves,
        "replay": {"length": len(effective_entries(entries)) + 1, "url": urls["replay"]} if over else None,
    }
    if game.has_hands and viewer.seat is not None and viewer.running:
        own = game.view(state, viewer.seat)
        data["hand"] = {
            "url": urls["hand"],
            "alt": render.hand_alt_text(row.game_key, own, names[viewer.seat]),
        }
    return data


def walk(viewer: Viewer, path: tuple[str, ...]) -> tuple[list[Any], Any]:
    """The choices after `path` and the choice its last token picked (None for no path).
    A token not on offer is refused: the page was drawn for another position or forged."""
    game, state, seat = viewer.game, viewer.state, viewer.seat
    assert seat is not None
    picked = None
    for i, token in enumerate(path):
        offered = {c.token: c for c in game.step_choices(state, seat, path[:i])}
        picked = offered.get(token)
        if picked is None or (picked.move is not None and i != len(path) - 1):
            raise Refusal("That choice is no longer on offer. Start the move again.")
    if picked is not None and picked.move is not None:
        return [], picked
    return game.step_choices(state, seat, path), picked


def spot_boxes(viewer: Viewer, spots: list[str]) -> dict[str, render.SpotBox]:
    """Where each spot sits on the pictures the page shows (render's capability): on the
    board, drawn from the public view, and on the viewer's own hand, from their view."""
    if not spots or viewer.seat is None:
        return {}
    names = seat_names(viewer.row)
    public = viewer.game.view(viewer.state, None)
    boxes = {
        spot: box
        for spot, box in render.spot_boxes(viewer.row.game_key, public, spots, names=names).items()
        if box.picture == "board"
    }
    if viewer.game.has_hands:
        own = viewer.game.view(viewer.state, viewer.seat)
        placed = render.spot_boxes(
            viewer.row.game_key, own, spots, names=names, hand_name=names[viewer.seat]
        )
        boxes.update({spot: box for spot, box in placed.items() if box.picture == "hand"})
    return boxes


def step_json(viewer: Viewer, path: tuple[str, ...], urls: Urls) -> dict[str, Any]:
    """The step after `path` as the Play picker shows it: steps with a single choice taken
    on the player's behalf (the answer's `path` includes them), the only move left going
    straight to its preview; `back` is the path Back shows (null: nothing to go back to)."""
    game, state, seat = viewer.game, viewer.state, viewer.seat
    assert seat is not None
    names = seat_names(viewer.row)
    choices, picked = walk(viewer, path)
    if picked is None or picked.move is None:
        path, choices = game.picker_step(state, seat, path)
        if not choices:
            raise Refusal("That choice is no longer on offer. Start the move again.")
        if len(choices) == 1 and choices[0].move is not None:
            picked, path = choices[0], (*path, choices[0].token)
    so_far = [substitute(label, names) for label in game.step_labels(state, seat, path)]
    back = game.step_back(state, seat, path)
    answer: dict[str, Any] = {
        "path": list(path),
        "back": None if back is None else list(back),
        "so_far": so_far,
        "prompt": None,
        "choices": [],
        "preview": None,
    }
    if picked is not None and picked.move is not None:
        answer["preview"] = preview_json(viewer, path, picked.move, urls)
        return answer
    boxes = spot_boxes(viewer, [c.spot for c in choices if c.spot])
    answer["prompt"] = substitute(game.step_prompt(state, seat, path), names)
    for c in choices:
        box = boxes.get(c.spot) if c.spot else None
        answer["choices"].append({
            "token": c.token,
            "label": substitute(c.label, names),
            "spot": c.spot,
            "picture": box.picture if box is not None else None,
            "box": list(box.box) if box is not None else None,
            "completes": c.move is not None,
        })
    return answer


def preview_json(viewer: Viewer, path: tuple[str, ...], move: str, urls: Urls) -> dict[str, Any]:
    game, state, seat = viewer.game, viewer.state, viewer.seat
    assert seat is not None
    names = seat_names(viewer.row)
    label = game.move_label(state, seat, move)
    if label == move:  # no words of its own (a trade offer): the choices that made it
        label = " → ".join(english(step) for step in game.step_labels(state, seat, path))
    after = game.view(game.apply(state, seat, move), None)
    return {
        "move": move,
        "words": substitute(label, names),
        "url": urls["preview"] + ".".join(path),
        "alt": render.alt_text(viewer.row.game_key, after, names),
    }
