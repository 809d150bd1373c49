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
from bot.services.said_names import with_names
from bot.services.sessions import Sessions
from bot.services.wording import say, seat_names
from bot.storage.plans import Tree, count_lines
from bot.storage.rows import GameRow
from bot.storage.store import Storage
from i18n import ENGLISH
from rules import Game, IllegalMove, get_game
from rules.said import Said

State = dict[str, Any]
# At most this many if/then pairs per game (each one is checked at every move).
MAX_LINES = 50
# What each move of a line is called where players type it (/plan add's options).
OPTIONS = ("if_they_play", "i_play", "then_if", "then_play")
STALE = Said("plans-refuse-stale")
NOT_PLAYER = Said("plans-refuse-not-player")


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
    words: Said  # the line as planned (names in place), to be worded for its reader
    replaced: bool  # an earlier reply to the same move (and what followed it) was replaced
    total: int  # if/then pairs planned in the game now


def option_name(index: int) -> str | Said:
    """The move's place in a line: /plan add's option for the first four, else "move N"
    (a chain planned by steps), worded for its reader."""
    return OPTIONS[index] if index < len(OPTIONS) else Said("plans-option-move", n=index + 1)


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
        raise Refusal(NOT_PLAYER)
    if len(row.seats) != 2 or game.off_turn_actions or game.hidden_information:
        raise Refusal(Said("plans-refuse-two-players", game=game.title, players=len(row.seats)))
    if row.status != "active" or game.is_over(state):
        raise Refusal(Said("plans-refuse-over"))
    on_turn = tuple(game.to_move(state))
    if on_turn == (me,):
        raise Refusal(Said("plans-refuse-own-turn"))
    them = 1 - me
    if on_turn != (them,):
        raise Refusal(Said("plans-refuse-not-waiting"))
    return Position(row, game, state, me, them)


class PlanService:
    def __init__(self, store: Storage, sessions: Sessions, now: Callable[[], float]) -> None:
        self.store = store
        self.sessions = sessions
        self.now = now

    async def position(self, game_id: int, user_id: int) -> Position:
        row = await self.store.games.get(game_id)
        if row is None or row.status not in ("active", "finished") or row.state is None:
            raise Refusal(Said("plans-refuse-no-game"))
        game = get_game(row.game_key)
        return check(row, game, await self.sessions.state_of(row), user_id)

    @staticmethod
    def walk(pos: Position, moves: Sequence[str]) -> list[tuple[int, State, str]]:
        """Each move in turn from the position now (theirs, mine, theirs...): its seat, the
        position it is played in, and its canonical form; a Refusal names the first that
        does not fit."""
        out: list[tuple[int, State, str]] = []
        state, names, game = pos.state, pos.names, pos.game
        for i, text in enumerate(moves):
            seat = pos.them if i % 2 == 0 else pos.me
            option = option_name(i)
            if out:
                when = (
                    Said("plans-when-after-yours", after=out[-1][2])
                    if seat == pos.me
                    else Said("plans-when-after-theirs", player=names[seat], after=out[-1][2])
                )
            else:
                when = Said("plans-when-now-theirs", player=names[seat])
            if game.is_over(state):
                raise Refusal(Said("plans-refuse-over-after", option=option, after=out[-1][2] if out else ""))
            if tuple(game.to_move(state)) != (seat,):
                prev = out[-1][2] if out else ""
                raise Refusal(
                    Said("plans-refuse-not-your-move", option=option, after=prev)
                    if seat == pos.me
                    else Said("plans-refuse-not-their-move", option=option, after=prev, player=names[seat])
                )
            try:
                canonical = game.parse(state, seat, text)
                after = game.apply(state, seat, canonical)
            except IllegalMove as exc:
                why = with_names(exc.said, names)
                if isinstance(why, str):
                    why = why.rstrip(".")
                raise Refusal(
                    Said("plans-refuse-illegal", option=option, move=text[:60], when=when, why=why)
                ) from None
            out.append((seat, state, canonical))
            state = after
        return out

    async def choices(
        self, game_id: int, user_id: int, moves: Sequence[str], lang: str = ENGLISH
    ) -> list[tuple[str, str]]:
        """For autocomplete: the legal moves (canonical, in words) that come after `moves`;
        none where the caller cannot plan, or `moves` do not fit."""
        try:
            pos = await self.position(game_id, user_id)
            walked = PlanService.walk(pos, moves)
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
        return [(m, say(lang, game.move_label(state, seat, m), names)) for m in legal]

    async def add(
        self, game_id: int, user_id: int, moves: Sequence[str], *, version: int | None = None
    ) -> Added:
        """Add one line: `moves` alternate their move and my reply (X, Y[, Z, W...]).
        `version`: refuse if the game changed since the moves were chosen."""
        if not moves or len(moves) % 2:
            raise Refusal(Said("plans-refuse-pairs"))
        async with self.sessions.lock(game_id):
            pos = await self.position(game_id, user_id)
            if version is not None and pos.row.version != version:
                raise Refusal(STALE)
            walked = PlanService.walk(pos, moves)
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
                raise Refusal(Said("plans-refuse-already", line=words))
            total = count_lines(tree)
            if total > MAX_LINES:
                raise Refusal(Said("plans-refuse-too-many", max=MAX_LINES))
            if not await self.store.plans.save(game_id, user_id, pos.row.version, tree, plan, self.now()):
                raise Refusal(STALE)
            return Added(words, replaced, total)

    @staticmethod
    def line_words(pos: Position, walked: Sequence[tuple[int, State, str]]) -> Said:
        """A line in words ("if bob plays …, you play …; then if …"), names in place."""
        names, pairs = pos.names, []
        for i in range(0, len(walked), 2):
            (seat, before, theirs), (me, between, mine) = walked[i], walked[i + 1]
            pairs.append(
                Said(
                    "plans-line-then" if i else "plans-line-if",
                    player=names[seat],
                    theirs=move_words(pos.game, before, seat, theirs, names),
                    mine=move_words(pos.game, between, me, mine, names),
                )
            )
        line = pairs[-1]
        for pair in reversed(pairs[:-1]):
            line = Said("plans-line-chain", first=pair, rest=line)
        return line

    async def lines(self, game_id: int, user_id: int) -> list[tuple[int, Said]]:
        """The caller's plans in the game, one per if/then pair (depth, the pair in words):
        chained pairs follow their parent, one deeper."""
        row = await self.store.games.get(game_id)
        me = None if row is None else row.seat_of(user_id)
        if row is None or me is None:
            raise Refusal(Said("plans-refuse-no-plans"))
        plan = await self.store.plans.get(game_id)
        if plan is None or plan.planner_id != user_id or plan.version != row.version or len(row.seats) != 2:
            return []
        # Plans exist only while the opponent is to move (any change fires or drops them).
        pos = Position(row, get_game(row.game_key), await self.sessions.state_of(row), me, 1 - me)
        out: list[tuple[int, Said]] = []
        self._words(pos, pos.state, plan.tree, 0, out)
        return out

    def _words(
        self, pos: Position, state: State, tree: Tree, depth: int, out: list[tuple[int, Said]]
    ) -> None:
        game = pos.game
        for theirs, line in tree.items():
            mine = str(line.get("reply", ""))
            try:
                between = game.apply(state, pos.them, theirs)
                pair = [(pos.them, state, theirs), (pos.me, between, mine)]
                after = game.apply(between, pos.me, mine)
            except IllegalMove:
                continue  # never stored so (checked when planned); not shown as if it were playable
            words = self.line_words(pos, pair)
            out.append((depth, Said("plans-line-then", **dict(words.args)) if depth else words))
            self._words(pos, after, line.get("then") or {}, depth + 1, out)

    async def clear(self, game_id: int, user_id: int) -> int:
        """Drop the caller's plans in the game; how many if/then pairs went."""
        row = await self.store.games.get(game_id)
        if row is None or row.seat_of(user_id) is None:
            raise Refusal(Said("plans-refuse-no-plans"))
        async with self.sessions.lock(game_id):
            return await self.store.plans.clear(game_id, user_id)

    async def count_for(self, user_id: int) -> int:
        """How many if/then pairs the user has planned, in all games (for /privacy)."""
        return sum(count_lines(p.tree) for p in await self.store.plans.of_planner(user_id))
