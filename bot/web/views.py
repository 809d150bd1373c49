"""What the page is sent, as JSON: the state of a game for one viewer, the step of a move
being built, and the preview of a move. Every word a player wrote (names) is plain text
in a JSON string; the page shows it with textContent.

Shared web code names no game: where each choice sits on the picture comes from the
game's steps (`StepChoice.spot`) and render's `spot_boxes`, when they are there."""

from __future__ import annotations

from typing import Any

import i18n
import render
from bot.services.refusal import Refusal
from bot.services.wording import result_text, say, seat_names
from bot.storage.rows import GameRow, LogEntry
from bot.web.access import Viewer
from i18n import ENGLISH
from rules import Game, IllegalMove
from rules.record import apply_entry
from rules.record import effective as effective_entries
from rules.said import Said

State = dict[str, Any]
Urls = dict[str, str]


def may_act(viewer: Viewer) -> bool:
    return (
        viewer.seat is not None
        and viewer.running
        and bool(viewer.game.picker_moves(viewer.state, viewer.seat))
    )


# What a log entry that is not a move says in the move list.
ENTRY_WORDS = {"resign": "web-entry-resign", "timeout": "web-entry-timeout", "end": "web-entry-end"}


def move_lines(row: GameRow, game: Game, entries: list[LogEntry], lang: str = i18n.ENGLISH) -> list[str]:
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
            lines.append(f"{i}. {who}: {say(lang, words, names)}")
        else:
            key = ENTRY_WORDS.get(entry.kind)
            what = i18n.text(lang, key, player=who) if key else f"{who} {entry.kind}"
            lines.append(f"{i}. {what.strip()}")
        try:
            state = None if state is None else apply_entry(game, state, entry)
        except (IllegalMove, ValueError):
            state = None
    return lines


def away_note(row: GameRow, user_id: int, now: float, lang: str = i18n.ENGLISH) -> str | None:
    for start, until in row.away.get(user_id, []):
        if start <= now < until:
            return i18n.text(lang, "web-player-away")
    return None


def state_json(
    viewer: Viewer,
    urls: Urls,
    entries: list[LogEntry],
    now: float,
    moves: list[str] | None = None,
    lang: str = i18n.ENGLISH,
) -> dict[str, Any]:
    """`moves`: the move list in words when the caller has it already (the same for every
    viewer of a version and language)."""
    row, game, state = viewer.row, viewer.game, viewer.state
    names = seat_names(row)
    view = game.view(state, None)
    on_turn = set(game.to_move(state)) if viewer.running else set()
    over = not viewer.running
    result = result_text(game, state, names).replace("**", "") if game.is_over(state) else ""
    moves = move_lines(row, game, entries, lang) if moves is None else moves
    lines = [i18n.text(lang, "web-line-title", game=game.title, id=row.id, players=i18n.joined(lang, names))]
    if moves:
        lines.append(i18n.text(lang, "web-line-last", move=moves[-1].split(". ", 1)[-1]))
    status = say(lang, game.status(state), names)
    if status:
        lines.append(status)
    if over:
        lines.append(result)
    elif on_turn:
        turn = i18n.joined(lang, [names[s] for s in sorted(on_turn)])
        lines.append(i18n.text(lang, "web-line-turn", players=turn))
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
                "away": away_note(row, user_id, now, lang),
                "computer": user_id in row.computers,
            }
            for seat, user_id in enumerate(row.seats)
        ],
        "lines": lines,
        "board": {
            "url": urls["board"],
            "alt": render.alt_text(row.game_key, view, names, lang=lang),
        },
        "step": step_json(viewer, (), urls, lang) if acting else None,
        "hand": None,
        # Offers and invitations for the viewer alone; their answers are `step` choices.
        "offers": (
            [say(lang, line, names) for line in game.pending_words(state, viewer.seat)]
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
            "alt": render.hand_alt_text(row.game_key, own, names[viewer.seat], lang=lang),
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
            raise Refusal(Said("web-choice-gone"))
    if picked is not None and picked.move is not None:
        return [], picked
    return game.step_choices(state, seat, path), picked


def spot_boxes(viewer: Viewer, spots: list[str], lang: str = ENGLISH) -> dict[str, render.SpotBox]:
    """Where each spot sits on the pictures the page shows (render's capability): on the
    board, drawn from the public view, and on the viewer's own hand, from their view."""
    if not spots or viewer.seat is None:
        return {}
    names = seat_names(viewer.row)
    public = viewer.game.view(viewer.state, None)
    boxes = {
        spot: box
        for spot, box in render.spot_boxes(viewer.row.game_key, public, spots, names=names, lang=lang).items()
        if box.picture == "board"
    }
    if viewer.game.has_hands:
        own = viewer.game.view(viewer.state, viewer.seat)
        placed = render.spot_boxes(
            viewer.row.game_key, own, spots, names=names, hand_name=names[viewer.seat], lang=lang
        )
        boxes.update({spot: box for spot, box in placed.items() if box.picture == "hand"})
    return boxes


def step_json(
    viewer: Viewer, path: tuple[str, ...], urls: Urls, lang: str = i18n.ENGLISH
) -> dict[str, Any]:
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
            raise Refusal(Said("web-choice-gone"))
        if len(choices) == 1 and choices[0].move is not None:
            picked, path = choices[0], (*path, choices[0].token)
    so_far = [say(lang, label, names) for label in game.step_labels(state, seat, path)]
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
        answer["preview"] = preview_json(viewer, path, picked.move, urls, lang)
        return answer
    boxes = spot_boxes(viewer, [c.spot for c in choices if c.spot], lang=lang)
    answer["prompt"] = say(lang, game.step_prompt(state, seat, path), names)
    for c in choices:
        box = boxes.get(c.spot) if c.spot else None
        answer["choices"].append({
            "token": c.token,
            "label": say(lang, c.label, names),
            "spot": c.spot,
            "picture": box.picture if box is not None else None,
            "box": list(box.box) if box is not None else None,
            "completes": c.move is not None,
        })
    return answer


def preview_json(
    viewer: Viewer, path: tuple[str, ...], move: str, urls: Urls, lang: str = i18n.ENGLISH
) -> dict[str, Any]:
    game, state, seat = viewer.game, viewer.state, viewer.seat
    assert seat is not None
    names = seat_names(viewer.row)
    label = say(lang, game.move_label(state, seat, move), names)
    if label == move:  # no words of its own (a trade offer): the choices that made it
        label = " → ".join(say(lang, step, names) for step in game.step_labels(state, seat, path))
    after = game.view(game.apply(state, seat, move), None)
    return {
        "move": move,
        "words": label,
        "url": urls["preview"] + ".".join(path),
        "alt": render.alt_text(viewer.row.game_key, after, names, lang=lang),
    }
