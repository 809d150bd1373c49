"""Engines against the clean-room reference rules in `reference_pyramids.py`.

Seeded random games are played through the engines; at every position the engine's
public view is turned back into a reference position and the engine must agree with
the reference on the legal moves of every seat, whose turn it is, whether the game is
over and its result, the live scores, and the position the last move produced.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from reference_pyramids import SQUARES, Cardinal, Epicycle, Pylon, Synapse

from rules import IllegalMove, get_game

EXPLORE = 0.3  # share of moves chosen from the reference list instead of the engine's
MAX_PROBLEMS_SHOWN = 4


class Checker:
    """Plays one engine against its reference and collects every disagreement."""

    def __init__(self, key, ref, view_keys, policy=None):
        self.key, self.ref, self.game = key, ref, get_game(key)
        self.policy = policy
        self.refusals = 0
        self.view_keys = view_keys
        self.positions = 0
        self.endings = Counter()
        self.problems: list[str] = []

    def problem(self, what, view, **detail):
        text = f"{self.key}: {what}\n  view: {json.dumps(view, sort_keys=True)}"
        for name, value in detail.items():
            text += f"\n  {name}: {value}"
        self.problems.append(text)

    def check_position(self, state, pos, ply):
        """Compare the engine at `state` with the reference position `pos` (our replay)."""
        game, ref = self.game, self.ref
        view = game.view(state, None)
        self.positions += 1
        mine = ref.board(pos)
        theirs = {k: view[k] for k in self.view_keys}
        if mine != theirs:
            self.problem("position differs from the reference replay", view,
                         reference=json.dumps(mine, sort_keys=True))
        # From here on, work from the engine's own view (plus the history we track).
        vpos = ref.from_view(view, pos)
        if ref is Epicycle and pos["result"] is None and view["repetition"] != Epicycle.repetition(pos):
            self.problem("repetition count", view, reference=Epicycle.repetition(pos))
        if view["ply"] != ply:
            self.problem("ply", view, reference=ply)
        to_move = ref.to_move(vpos)
        if game.to_move(state) != to_move or view["to_move"] != list(to_move):
            self.problem("to_move", view, engine=game.to_move(state), reference=to_move)
        expected = ref.legal(vpos)
        for seat in range(view["players"]):
            engine_moves = game.legal_moves(state, seat)
            want = expected if seat in to_move else []
            if engine_moves != want:
                self.problem(f"legal moves of seat {seat}", view,
                             engine_only=sorted(set(engine_moves) - set(want)),
                             reference_only=sorted(set(want) - set(engine_moves)),
                             order_ok=engine_moves == sorted(set(engine_moves)))
        result = pos["result"]
        if game.is_over(state) != (result is not None) or view["over"] != (result is not None):
            self.problem("is_over", view, engine=game.is_over(state), reference=result)
        if game.result(state) != result:
            self.problem("result", view, engine=game.result(state), reference=result)
        if result is not None:
            vres = view["result"] or {}
            scores = None if result[0] is None else list(result[0])
            if (vres.get("reason"), vres.get("scores"), vres.get("winners")) != ("play", scores,
                                                                                 list(result[1])):
                self.problem("view result", view, reference=result)
        return vpos, expected

    def play(self, seed, players=2, options=None, moves=None, initial=None):
        """One game: random (seeded) unless `moves` is given. Returns the final reference
        position and the engine state."""
        game, ref = self.game, self.ref
        rng = random.Random(f"{self.key}|{players}|{seed}|{options}")
        state = game.new(players=players, seed=seed, options=options or {})
        pos = initial(game.view(state, None))
        ply = 0
        script = list(moves) if moves is not None else None
        while True:
            vpos, expected = self.check_position(state, pos, ply)
            if pos["result"] is not None or game.is_over(state):
                self.endings[self.ending(pos)] += 1
                return pos, state
            engine_moves = game.legal_moves(state, pos["mover"])
            self.check_refusals(state, vpos, expected, rng)
            if script is not None:
                if not script:
                    return pos, state
                move = script.pop(0)
            elif expected and (rng.random() < EXPLORE or not engine_moves):
                move = rng.choice(self.policy(vpos, expected, rng) if self.policy else expected)
            elif engine_moves:
                move = rng.choice(self.policy(vpos, engine_moves, rng) if self.policy else engine_moves)
            else:
                return pos, state
            try:
                state = game.apply(state, pos["mover"], move)
            except IllegalMove as exc:
                self.problem(f"engine refuses {move!r} ({exc})", game.view(state, None))
                common = sorted(set(engine_moves) & set(expected))
                if not common or script is not None:
                    return pos, state
                move = rng.choice(common)
                state = game.apply(state, pos["mover"], move)
            if move in expected:
                pos = ref.apply(vpos, move)
                if ref is Epicycle:
                    last = dict(game.view(state, None)["last_move"])
                    marks = {k: last.get(k) for k in pos["last"]}
                    if marks != pos["last"]:
                        self.problem("last_move marks", game.view(state, None), reference=pos["last"])
            else:  # the engine allowed a move the reference does not; carry on from its view
                self.problem(f"engine accepted {move!r}", game.view(state, None))
                return pos, state
            ply += 1

    def check_refusals(self, state, vpos, expected, rng):
        """Moves outside the reference list are refused; a legal move is refused to the
        wrong seat; the engine parses a legal move to itself."""
        game, seat = self.game, vpos["mover"]
        for move in random_notation(self.key, vpos, rng):
            if move in expected:
                continue
            short = short_form_of(self.key, vpos, move, expected)
            if short is not None:  # games.md: input may leave out a forced part
                try:
                    parsed = game.parse(state, seat, move)
                except IllegalMove as exc:
                    parsed = f"IllegalMove({exc})"
                if parsed != short:
                    self.problem(f"parse({move!r})", game.view(state, None), engine=parsed, reference=short)
                continue
            self.refusals += 1
            try:
                game.apply(state, seat, move)
            except IllegalMove:
                continue
            self.problem(f"engine accepted {move!r}, not legal for the reference", game.view(state, None))
        if expected:
            move = rng.choice(expected)
            if game.parse(state, seat, move) != move:
                self.problem(f"parse({move!r})", game.view(state, None), engine=game.parse(state, seat, move))
            other = (seat + 1) % game.view(state, None)["players"]
            try:
                game.apply(state, other, move)
            except IllegalMove:
                pass
            else:
                self.problem(f"seat {other} may play {move!r} out of turn", game.view(state, None))

    def ending(self, pos):
        if self.ref is Epicycle:
            return pos.get("end", "start")
        winners = pos["result"][1]
        if not winners:
            return "draw"
        return "shared" if len(winners) > 1 else "single"

    def assert_clean(self):
        shown = "\n".join(self.problems[:MAX_PROBLEMS_SHOWN])
        assert not self.problems, f"{len(self.problems)} disagreement(s); first ones:\n{shown}"


def random_notation(key, pos, rng, count=3):
    """Well-formed moves of the game, legal or not, to probe the engine's refusals."""
    sizes, dirs = ("S", "M", "L"), ("N", "E", "S", "W")
    out = []
    for _ in range(count):
        if key == "epicycle":
            out.append(f"{rng.choice(sizes)} {rng.choice(['cw', 'ccw'])}")
        elif key == "synapse":
            square = "" if rng.random() < 0.3 else f"{rng.choice(SQUARES)} "
            out.append(f"{square}{rng.choice(sizes)} {rng.choice(dirs)}")
        elif key == "pylon":
            if rng.random() < 0.5:
                out.append(f"{rng.choice(SQUARES)} {rng.choice(sizes)}")
            else:
                a = rng.choice(sorted(pos["board"]) or SQUARES)
                out.append(f"{a}-{rng.choice(SQUARES)}")
        else:
            x, y = rng.choice(sorted(pos["board"]))
            x, y = x + rng.randint(-2, 2), y + rng.randint(-2, 2)
            move = f"{rng.choice(sizes)} {x},{y} {rng.choice(('U', *dirs))}"
            if rng.random() < 0.6:
                move += f" take {x + rng.randint(-1, 1)},{y + rng.randint(-1, 1)}"
            out.append(move)
    return out


def short_form_of(key, pos, move, expected):
    """The canonical move a short input stands for (Cardinal without its only possible
    `take`, Synapse without its forced square), or None."""
    if key == "cardinal" and " take " not in move:
        full = [m for m in expected if m.startswith(move + " take ")]
        # the take part may be left out only when exactly one piece can be taken at all
        return full[0] if len(full) == 1 else None
    if key == "synapse" and pos["forced"] is not None and len(move.split()) == 2:
        full = f"{pos['forced']} {move}"
        return full if full in expected else None
    return None


def epicycle_policy(vpos, moves, rng):
    """Mostly avoid moves that lose at once, so games last and repetitions happen."""
    if rng.random() < 0.2:
        return moves
    safe = [m for m in moves if Epicycle.apply(vpos, m)["result"] != (None, (1 - vpos["mover"],))]
    return safe or moves


def cardinal_policy(vpos, moves, rng):
    """Mostly take a piece back to the pool, so games last longer than three turns."""
    takes = [m for m in moves if " take " in m]
    return takes if takes and rng.random() < 0.85 else moves


def cardinal_checker():
    return Checker("cardinal", Cardinal, ["directions", "board", "centre_height", "pool", "scores",
                                          "extent"], cardinal_policy)


def cardinal_initial(view):
    return Cardinal.initial(view["players"])


def epicycle_checker():
    return Checker("epicycle", Epicycle, ["ring", "gap", "inventories"], epicycle_policy)


def epicycle_initial(view):
    return Epicycle.initial(view["ring"])


# --------------------------------------------------------------------------- random games
@pytest.mark.parametrize("random_setup", [False, True])
def test_epicycle_random_games(random_setup):
    checker = epicycle_checker()
    for seed in range(500):
        checker.play(seed, options={"random_setup": random_setup}, initial=epicycle_initial)
    if not random_setup:
        ring = Epicycle.initial(["S", "M", "L"] * 3 + [None])["ring"]
        assert checker.game.view(checker.game.new(players=2, seed=5, options={}), None)["ring"] == ring
    checker.assert_clean()
    assert checker.positions > 15000
    for ending in ("three", "nomove", "repetition"):
        assert checker.endings[ending] > 0, checker.endings


def test_synapse_random_games():
    checker = Checker("synapse", Synapse, ["board", "forced", "stashes"])
    for seed in range(300):
        checker.play(seed, initial=lambda view: Synapse.initial())
    checker.assert_clean()
    assert checker.positions > 5000
    assert checker.endings["single"] == 300  # every game ends by a no-move loss


def test_pylon_random_games():
    checker = Checker("pylon", Pylon, ["phase", "board", "stashes", "placements", "scores"])
    game = checker.game
    for seed in range(120):
        checker.play(seed, initial=lambda view: Pylon.initial())
        # the stacking phase is started by seat 1, who placed the 30th pyramid
        s = game.new(players=2, seed=seed, options={})
        rng = random.Random(seed)
        for _ in range(30):
            (seat,) = game.to_move(s)
            s = game.apply(s, seat, rng.choice(game.legal_moves(s, seat)))
        view = game.view(s, None)
        assert (view["phase"], game.to_move(s), view["placements"]) == ("stacking", (1,), 30)
        assert game.legal_moves(s, 0) == []
    checker.assert_clean()
    assert checker.positions > 4500
    assert checker.endings["draw"] > 0 and checker.endings["single"] > 0, checker.endings


@pytest.mark.parametrize("players,games", [(2, 250), (3, 250), (4, 250)])
def test_cardinal_random_games(players, games):
    checker = cardinal_checker()
    for seed in range(games):
        checker.play(seed, players=players, initial=cardinal_initial)
    checker.assert_clean()
    assert checker.positions > 2500
    assert checker.endings["shared"] > 0, checker.endings


# --------------------------------------------------------------------------- end conditions
# Found by a breadth-first search with the reference rules from the standard setup.
CYCLE_TO_START = ["L ccw", "S cw", "M cw", "L ccw", "S cw", "M cw"]
THREE_AND_NO_MOVE = ["L ccw", "M cw", "S cw", "L ccw", "L ccw", "S ccw", "S ccw", "M ccw"]

def test_epicycle_threefold_counts_the_start():
    """A 6-move cycle back to the start: the start is occurrence 1, so the draw comes at
    the end of the second cycle (ply 12), not the third."""
    cycle = CYCLE_TO_START
    checker = epicycle_checker()
    pos, state = checker.play(0, options={}, initial=epicycle_initial, moves=cycle)
    assert pos["result"] is None and Epicycle.repetition(pos) == 2
    assert checker.game.view(state, None)["repetition"] == 2
    pos, state = checker.play(0, options={}, initial=epicycle_initial, moves=cycle * 2)
    assert pos["result"] == (None, ()) and pos["end"] == "repetition"
    assert checker.game.result(state) == (None, ())
    checker.assert_clean()


def test_epicycle_three_of_a_kind_before_no_move():
    """The last move leaves the mover with three of a kind AND the opponent without a
    move: the three-of-a-kind loss is checked first, so the mover loses."""
    checker = epicycle_checker()
    pos, state = checker.play(0, options={}, initial=epicycle_initial, moves=THREE_AND_NO_MOVE)
    mover = (len(THREE_AND_NO_MOVE) - 1) % 2
    assert pos["end"] == "three" and pos["result"] == (None, (1 - mover,))
    assert not Epicycle._moves_for(pos["ring"], pos["inv"][1 - mover])
    assert checker.game.result(state) == (None, (1 - mover,))
    checker.assert_clean()


def test_epicycle_no_move_at_the_start():
    """Random setups where seat 0 cannot move at all: seat 0 loses at once (the no-move
    loss; games.md states it after a move only)."""
    checker = epicycle_checker()
    for seed in (72, 241, 599):
        pos, _ = checker.play(seed, options={"random_setup": True}, initial=epicycle_initial)
        assert pos["result"] == (None, (1,))
    checker.assert_clean()


def test_cardinal_all_tie_and_nobodys_direction():
    """Two players face S and N; pieces pointing E score for nobody. Three plays that turn
    nothing end the game 2-2: both players win."""
    checker = cardinal_checker()
    pos, state = checker.play(0, players=2, initial=cardinal_initial,
                              moves=["L 3,0 E", "M 4,0 E", "S 5,0 E"])
    assert pos["result"] == ((2, 2), (0, 1)) == checker.game.result(state)
    checker.assert_clean()


def test_cardinal_take_from_the_centre_then_turn():
    """Take the top of the centre stack; a flat L turns the smaller flats around it."""
    checker = cardinal_checker()
    pos, state = checker.play(0, players=4, initial=cardinal_initial,
                              moves=["L 1,1 W take 0,0", "L 1,-1 N take 0,0"])
    assert pos["centre"] == 2 and pos["pool"] == {"S": 1, "M": 1, "L": 1}
    assert pos["board"][(1, 0)] == [("M", "N")] and pos["board"][(0, 1)] == [("M", "W")]
    assert pos["board"][(0, -1)] == [("M", "N")]
    assert Cardinal.scores(pos) == checker.game.view(state, None)["scores"]
    checker.assert_clean()
