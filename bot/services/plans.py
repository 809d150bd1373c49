"""Planned replies, without Discord (docs/planned-replies.md): the waiting player of a
two-player game plans "if they play X, I play Y" lines, chained as deep as they like.
Ids in, results or Refusals out: `/plan`, the Play flow and the web table call it.

A plan is checked when made (each move legal in turn, from the position now) and again
when it fires (bot/services/firing.py, inside the opponent's move's transaction)."""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.services.firing import move_words
from bot.services.refusal import Refusal
from bot.services.sessions import Sessions
from bot.services.wording import seat_names, substitute
from bot.storage.plans import Tree, count_lines
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from rules import Game, IllegalMove, get_game

State = dict[str, Any]
# At most this many if/then pairs per game (each one is checked at every move).
MAX_LINES = 50
# What each move of a line is called where players type it (/plan add's options).
OPTIONS = ("if_they_play", "i_play", "then_if", "then_play")
STALE = (
    "The game moved on while you were planning, so this plan no longer fits. "
    "Plan again from the board as it is now."
)


@dataclass(frozen=True)
class Position:
    """A game the caller may plan in: they wait (`me`), their opponent is to move (`them`)."""

    row: GameRow
    game: Game
    state: State
    me: int
    them: int

    @property
    def names(self) -> list[str]:
        return seat_names(self.row)


@dataclass(frozen=True)
class Added:
    words: str  # the line as planned, in words
    replaced: bool  # an earlier reply to the same move (and what followed it) was replaced
    total: int  # if/then pairs planned in the game now


def option_name(index: int) -> str:
    return OPTIONS[index] if index < len(OPTIONS) else f"move {index + 1}"


def plannable(row: GameRow, game: Game, state: State, user_id: int) -> bool:
    """Whether the user may plan replies now (the Play flow offers "Plan a reply" then)."""
    try:
        check(row, game, state, user_id)
    except Refusal:
        return False
    return True


def check(row: GameRow, game: Game, state: State, user_id: int) -> Position:
    me = row.seat_of(user_id)
    if me is None:
        raise Refusal("You are not a player in this game, so you cannot plan replies in it.")
    if len(row.seats) != 2 or game.off_turn_actions or game.hidden_information:
        raise Refusal(
            f"Planned replies are only for two-player games with nothing hidden; this {game.title} game "
            f"has {len(row.seats)} players."
        )
    if row.status != "active" or game.is_over(state):
        raise Refusal("This game is over, so there is nothing to plan.")
    on_turn = tuple(game.to_move(state))
    if on_turn == (me,):
        raise Refusal(
            "It is your turn: make your move first, then plan your replies to your opponent's answer."
        )
    them = 1 - me
    if on_turn != (them,):
        raise Refusal("Replies can be planned only while your opponent is to move.")
    return Position(row, game, state, me, them)


class PlanService:
    def __init__(self, store: Storage, sessions: Sessions, now: Callable[[], float]) -> None:
        self.store = store
        self.sessions = sessions
        self.now = now

    async def position(self, game_id: int, user_id: int) -> Position:
        row = await self.store.games.get(game_id)
        if row is None or row.status not in ("active", "finished") or row.state is None:
            raise Refusal("There is no running game here to plan replies in.")
        game = get_game(row.game_key)
        return check(row, game, await self.sessions.state_of(row), user_id)

    def walk(self, pos: Position, moves: Sequence[str]) -> list[tuple[int, State, str]]:
        """Each move in turn from the position now (theirs, mine, theirs...): its seat, the
        position it is played in, and its canonical form; a Refusal names the first that
        does not fit."""
        out: list[tuple[int, State, str]] = []
        state, names, game = pos.state, pos.names, pos.game
        for i, text in enumerate(moves):
            seat = pos.them if i % 2 == 0 else pos.me
            who = "you" if seat == pos.me else names[seat]
            earlier = f"after `{out[-1][2]}`" if out else "now"
            if game.is_over(state):
                raise Refusal(
                    f"The game would be over {earlier}, so `{option_name(i)}` has nothing to answer."
                )
            if tuple(game.to_move(state)) != (seat,):
                whose = "your" if seat == pos.me else f"{names[seat]}'s"
                raise Refusal(
                    f"It would not be {whose} move {earlier}, so `{option_name(i)}` cannot be planned."
                )
            try:
                canonical = game.parse(state, seat, text)
                after = game.apply(state, seat, canonical)
            except IllegalMove as exc:
                why = substitute(exc.said, names).rstrip(".")
                raise Refusal(
                    f"`{option_name(i)}`: `{text[:60]}` is not a legal move for {who} {earlier} ({why}). "
                    "Pick one from the list."
                ) from None
            out.append((seat, state, canonical))
            state = after
        return out

    async def choices(self, game_id: int, user_id: int, moves: Sequence[str]) -> list[tuple[str, str]]:
        """For autocomplete: the legal moves (canonical, in words) that come after `moves`;
        none where the caller cannot plan, or `moves` do not fit."""
        try:
            pos = await self.position(game_id, user_id)
            walked = self.walk(pos, moves)
        except Refusal:
            return []
        state = pos.state
        if walked:
            seat, before, move = walked[-1]
            state = pos.game.apply(before, seat, move)
        seat = pos.them if len(moves) % 2 == 0 else pos.me
        if tuple(pos.game.to_move(state)) != (seat,):
            return []
        game, names = pos.game, pos.names
        legal = game.legal_moves(state, seat)
        return [(m, substitute(game.move_label(state, seat, m), names)) for m in legal]

    async def add(
        self, game_id: int, user_id: int, moves: Sequence[str], *, version: int | None = None
    ) -> Added:
        """Add one line: `moves` alternate their move and my reply (X, Y[, Z, W...]).
        `version`: refuse if the game changed since the moves were chosen."""
        if not moves or len(moves) % 2:
            raise Refusal("Give a reply for each of their moves: `then_play` goes with `then_if`.")
        async with self.sessions.lock(game_id):
            pos = await self.position(game_id, user_id)
            if version is not None and pos.row.version != version:
                raise Refusal(STALE)
            walked = self.walk(pos, moves)
            plan = await self.store.plans.get(game_id)
            current = plan if plan is not None and plan.version == pos.row.version else None
            tree: Tree = copy.deepcopy(current.tree) if current and current.planner_id == user_id else {}
            node, replaced, new = tree, False, False
            for i in range(0, len(walked), 2):
                theirs, mine = walked[i][2], walked[i + 1][2]
                line = node.get(theirs)
                if line is None or line.get("reply") != mine:
                    replaced = replaced or line is not None
                    line = node[theirs] = {"reply": mine, "then": {}}
                    new = True
                node = line["then"]
            words = self.line_words(pos, walked)
            if not new:
                raise Refusal(f"You had already planned that: {words}.")
            total = count_lines(tree)
            if total > MAX_LINES:
                raise Refusal(
                    f"A game keeps at most {MAX_LINES} planned replies; use `/plan clear`, "
                    "then plan the likeliest ones."
                )
            if not await self.store.plans.save(game_id, user_id, pos.row.version, tree, plan, self.now()):
                raise Refusal(STALE)
            return Added(words, replaced, total)

    @staticmethod
    def line_words(pos: Position, walked: Sequence[tuple[int, State, str]]) -> str:
        names, parts = pos.names, []
        for i in range(0, len(walked), 2):
            (seat, before, theirs), (me, between, mine) = walked[i], walked[i + 1]
            head = "if" if i == 0 else "then if"
            parts.append(
                f"{head} {names[seat]} plays {move_words(pos.game, before, seat, theirs, names)}, "
                f"you play {move_words(pos.game, between, me, mine, names)}"
            )
        return "; ".join(parts)

    async def lines(self, game_id: int, user_id: int) -> list[str]:
        """The caller's plans in the game, one line per if/then pair in words (chained
        pairs follow their parent, indented)."""
        row = await self.store.games.get(game_id)
        me = None if row is None else row.seat_of(user_id)
        if row is None or me is None:
            raise Refusal("You are not a player in this game, so you have no plans in it.")
        plan = await self.store.plans.get(game_id)
        if plan is None or plan.planner_id != user_id or plan.version != row.version or len(row.seats) != 2:
            return []
        # Plans exist only while the opponent is to move (any change fires or drops them).
        pos = Position(row, get_game(row.game_key), await self.sessions.state_of(row), me, 1 - me)
        out: list[str] = []
        self._words(pos, pos.state, plan.tree, 0, out)
        return out

    def _words(self, pos: Position, state: State, tree: Tree, depth: int, out: list[str]) -> None:
        game = pos.game
        for theirs, line in tree.items():
            mine = str(line.get("reply", ""))
            try:
                between = game.apply(state, pos.them, theirs)
                text = self.line_words(pos, [(pos.them, state, theirs), (pos.me, between, mine)])
                after = game.apply(between, pos.me, mine)
            except IllegalMove:
                continue  # never stored so (checked when planned); not shown as if it were playable
            text = f"then {text}" if depth else text[:1].upper() + text[1:]
            out.append(f"{'  ' * depth}- {text}.")
            self._words(pos, after, line.get("then") or {}, depth + 1, out)

    async def clear(self, game_id: int, user_id: int) -> int:
        """Drop the caller's plans in the game; how many if/then pairs went."""
        row = await self.store.games.get(game_id)
        if row is None or row.seat_of(user_id) is None:
            raise Refusal("You are not a player in this game, so you have no plans in it.")
        async with self.sessions.lock(game_id):
            return await self.store.plans.clear(game_id, user_id)

    async def count_for(self, user_id: int) -> int:
        """How many if/then pairs the user has planned, in all games (for /privacy)."""
        return sum(count_lines(p.tree) for p in await self.store.plans.of_planner(user_id))
