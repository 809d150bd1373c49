"""The interface every game offers (see docs/rules-interface.md) and what they share.

An engine subclasses `Game` and fills in the underscored hooks. The public methods
here do what is the same for every game: seat and game-over checks, copying the
state before a change, encoding, resignation, ending by agreement, results and the
common header of every view.

Every state is a JSON-able dict holding, besides the game's own keys:
  game, players, seed, options   what `new` was called with
  ply                            moves applied so far
  resigned                       seats that resigned, in order
  last_move                      None or {"seat", "move", ...marks for the picture}
  finish                         None while playing, else {"reason": "play" |
                                 "resign" | "agreement", "scores": list | None,
                                 "winners": list}
"""

from __future__ import annotations

import random
import re
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules import samples
from rules.errors import IllegalMove
from rules.notation import normalize, seat_label
from rules.said import Said
from rules.samples import Sample
from rules.state import State, clone, decode, encode

Result = tuple[tuple[int, ...] | None, tuple[int, ...]]

# The Play button's limits (Discord: a select holds at most 25 options; the spec: at
# most four choices lead to any move).
MAX_STEP_CHOICES = 25
MAX_STEPS = 4
# Where refusals point besides /move's list: the turn post's Play picker (issue #36).
PLAY_HINT = ", or press Play on the table to pick one step by step"


@dataclass(frozen=True)
class Step:
    """One choice on the way to a move in the Play picker: a short token (it travels in
    a custom id, so no ':' or '.'), the choice in words (`seat N` placeholders), and the
    spot: the game's key of what the choice is on the picture ("f3", "stash:S",
    "card:Anchorage"; see docs/spots.md), None when it is nothing drawn."""

    token: str
    label: str | Said
    spot: str | None = None


@dataclass(frozen=True)
class StepChoice:
    """One option of a picker step; `move` is the canonical move when it completes one."""

    token: str
    label: str | Said
    move: str | None
    spot: str | None = None


@dataclass(frozen=True)
class Option:
    """A game option a lobby may set (Epicycle's random_setup, Connections' rounds)."""

    name: str
    kind: type  # bool or int
    default: Any
    description: str
    minimum: int | None = None
    maximum: int | None = None
    # How a lobby shows the option when it is not the default: for a bool, what True
    # does ("ring pieces shuffled at the start"); for a number, "{}" stands for it.
    words: str = ""

    def in_words(self, value: Any) -> str:
        if not self.words:
            return f"{self.name.replace('_', ' ')}: {value}"
        if self.kind is bool:
            return self.words if value else f"not: {self.words}"
        return self.words.format(value)


class Game(ABC):
    key: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    # How a finished game with every active seat on the same score ends:
    # False = a draw (no winner), True = every one of them wins.
    all_tied_share_win: bool = False
    # True where seats hold cards others must not see (Connections): the terminal
    # hot-seat asks before showing another seat's picture, the bot uses DMs.
    hidden_information: bool = False
    # True where a seat may act when it is not on turn (Connections' offers, answers and
    # invitations), so callers must ask the engine rather than refuse off-turn input.
    off_turn_actions: bool = False

    # ---- hooks an engine implements -------------------------------------------------
    @abstractmethod
    def _setup(self, state: State) -> None:
        """Add the game's own keys to a fresh state (header keys already set)."""

    @abstractmethod
    def _to_move(self, state: State) -> list[int]:
        """Seats that may act now (the game is not over)."""

    @abstractmethod
    def _legal_moves(self, state: State, seat: int) -> list[str]:
        """Canonical legal moves of `seat` (the game is not over, seat is active)."""

    @abstractmethod
    def _parse(self, state: State, seat: int, text: str) -> str:
        """Canonical form of a LEGAL move, from normalized text (trimmed, single
        spaces, accents folded, lower case); raises IllegalMove with a teaching
        message otherwise."""

    @abstractmethod
    def _play(self, state: State, seat: int, move: str) -> None:
        """Apply a canonical legal move to `state` in place (it is already a copy).
        state["last_move"] is preset to {"seat", "move"}; add marks to it. When the
        game ends, call self.finish_with_scores(...) or self.finish_with_winners(...)."""

    @abstractmethod
    def _view(self, state: State, seat: int | None) -> dict[str, Any]:
        """The game's own keys of the view (see docs/views.md)."""

    @abstractmethod
    def text(self, state: State, seat: int | None = None) -> str:
        """A text picture of the game for a terminal, from `seat`'s point of view."""

    def _scores(self, state: State) -> list[int] | None:
        """Scores as the game stands; None for games without scores."""
        return None

    def _end_by_agreement(self, state: State) -> list[int] | None:
        """Called on a copy when all players agree to end now; return final scores
        (None for games without scores). Connections scores its open round here."""
        return self._scores(state)

    def _after_resign(self, state: State, seat: int) -> None:
        """A seat resigned and at least two seats remain: pass its turn on."""

    def status(self, state: State) -> str | Said:
        """One line for the message after a move: scores or stashes ('' if none)."""
        return ""

    def move_label(self, state: State, seat: int, move: str) -> str | Said:
        """How a legal move is shown in an autocomplete list (its value stays `move`)."""
        return move

    def refuse_new(self, state: State, seat: int, move: str) -> str | Said | None:
        """Why a move the rules accept (`move` is canonical) is refused when a player makes
        it now, in words with `seat N` placeholders; None: it is not. For a rule on new
        input that logs stored before it may break (a replay still accepts the move);
        `legal_moves` leaves such moves out."""
        return None

    def confirm_words(self, state: State, seat: int, move: str) -> str | Said | None:
        """For a move that is a proposal rather than a play on the board (a Connections
        trade offer or answer, an invitation): the question the Play picker asks before
        Confirm, with `seat N` placeholders ("Offer seat 1 your Anchorage for any Africa
        card?"), shown without a board. None: the board after the move is shown."""
        return None

    def move_steps(self, state: State, seat: int, moves: list[str]) -> dict[str, tuple[Step, ...]]:
        """How each of `moves` (all of `picker_moves`) is reached in the Play picker: the
        choices leading to it, at most MAX_STEPS, no path a prefix of another, at most
        MAX_STEP_CHOICES options at any step. The default: one step, the move itself in
        words, which suits a game with at most 25 moves at a time."""
        return {m: (Step(str(i), self.move_label(state, seat, m)),) for i, m in enumerate(moves)}

    def picker_moves(self, state: State, seat: int) -> list[str]:
        """Every move `seat` may make now that the Play picker offers: the legal moves, plus
        any `apply` accepts that `legal_moves` does not list (Connections' trade offers)."""
        return self.legal_moves(state, seat)

    # ---- capabilities the bot asks for, instead of naming games ------------------------
    # Whether a move may be taken back by agreement (not where cards were seen).
    supports_undo: bool = True
    # Whether seats hold private cards (the bot offers "My hand" and sends hands by DM).
    has_hands: bool = False
    # Whether, by default, a computer takes the seat of a player who leaves a 3+ player
    # game (resigns, drops out, times out) so the others play on (`/game new replace:`).
    replaces_leavers: bool = False
    # Where a move's notation names another seat by number (Connections' invitations and
    # offers): patterns with the text before the number as group 1 and the number as group 2.
    # Engines count seats from 0; whoever shows seats from 1 converts these.
    seat_in_move: tuple[re.Pattern[str], ...] = ()

    # ---- samples and targets, for the tools that draw and measure every game ---------
    # The seeded play whose position `showcase` returns (rules/samples.py); None where the
    # game lays its showcase out by hand.
    showcase_sample: Sample | None = None
    # Larger positions whose drawing is worth timing (render/timing.py), each labelled.
    timing_samples: tuple[Sample, ...] = ()
    # The player counts whose cost differs most; the benches measure each one.
    bench_players: tuple[int, ...] = (2,)
    # The benchmark's limit for the median `legal_moves` call in random games, in µs.
    legal_moves_budget_us: int

    def sample_move(self, state: State, seat: int, legal: list[str], rnd: random.Random) -> str:
        """The move a sample game plays: at random, or leaning towards a board worth
        showing (it is always one of `legal`)."""
        return rnd.choice(legal)

    def sample(self, sample: Sample) -> State:
        """The position `sample` reaches, played with `sample_move`."""
        return samples.play(self, sample.players, sample.seed, sample.moves, self.sample_move)

    def showcase(self) -> State:
        """A position mid-game worth drawing: the game's picture in the gallery."""
        if self.showcase_sample is None:
            raise NotImplementedError(f"{self.title} declares no showcase")
        return self.sample(self.showcase_sample)

    def public_move(self, move: str) -> str:
        """A logged move as everyone may see it (a game with hidden cards hides them)."""
        return move

    def public_note(self, before: State, after: State, seat: int | None, move: str) -> str | Said | None:
        """For an action that does not end its player's turn: one public line in words
        (with `seat N` placeholders), or None when the others need not hear of it."""
        return None

    def turn_mark(self, state: State) -> object:
        """A value that changes whenever a turn ends, also where the same seat is on turn
        again (a Connections round ended by the discard of the seat that starts the next):
        the bot then posts the table and restarts the clock. None where the seats on turn
        tell it alone."""
        return None

    def turns_played(self, state: State) -> int:
        """Moves stored so far (`ply`), for "move N" in a post's header, the closing "N moves"
        and a game's stored length: every action counts as /history numbers it (a
        Connections turn is a draw, plays and a discard; offers and answers count too), so
        the number grows with every move and never starts again at a new round. A
        resignation or an agreed end is not a move: it leaves the count as it was (/history
        gives it a line and a number of its own)."""
        return int(state["ply"])

    def end_reason(self, state: State) -> str | Said | None:
        """Why a game that ended in play ended, in words with `seat N` placeholders
        (None: the result says enough). Resignations and agreements are the bot's to word."""
        return None

    # ---- words for players (issue #25: words everywhere) --------------------------------
    def board_words(self, state: State) -> Sequence[str | Said]:
        """The position in words for the Text board button (screen readers, phones): short
        lines, one square, row or holding each, from the public view, with `seat N`
        placeholders. Every game says its own; this fallback is the terminal picture."""
        return self.text(state, None).splitlines()

    def move_words(self, state: State, seat: int, move: str) -> str | Said:
        """A played move for /history: in words, then its notation in brackets ("small on
        f3 (f3 S)"). `state` is the position before the move. A game whose log hides
        something (public_move differs) shows only what everyone may see."""
        public = self.public_move(move)
        if public != move:
            return public
        label = self.move_label(state, seat, move)
        if isinstance(label, Said):
            return label  # a game that says its labels words its history (its own move_words)
        if label == move:
            return move
        words = label[:1].lower() + label[1:]
        # The pyramid games' labels end in the notation, or its short form (Synapse's
        # forced square): the history shows the canonical move in its place.
        cut = words.rfind(" (")
        if words.endswith(")") and cut > 0 and move.endswith(words[cut + 2 : -1]):
            words = words[:cut]
        return f"{words} ({move})"

    # ---- the public interface ----------------------------------------------------------
    def new(self, players: int, seed: int = 0, options: dict[str, Any] | None = None) -> State:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(self.player_count_message())
        state: State = {
            "game": self.key,
            "players": players,
            "seed": int(seed),
            "options": self.resolve_options(options),
            "ply": 0,
            "resigned": [],
            "last_move": None,
            "finish": None,
        }
        self._setup(state)
        return state

    def to_move(self, state: State) -> tuple[int, ...]:
        if state["finish"] is not None:
            return ()
        return tuple(self._to_move(state))

    def legal_moves(self, state: State, seat: int) -> list[str]:
        if state["finish"] is not None or not self._is_active(state, seat):
            return []
        return sorted(set(self._legal_moves(state, seat)))

    def parse(self, state: State, seat: int, text: str) -> str:
        if state["finish"] is not None:
            raise IllegalMove("the game is over")
        if not isinstance(seat, int) or not 0 <= seat < state["players"]:
            raise IllegalMove(f"{seat_label(seat)} is not in this game")
        if seat in state["resigned"]:
            raise IllegalMove("you have resigned from this game")
        if not isinstance(text, str) or not text.strip():
            raise IllegalMove("type a move; " + self.examples_hint(state, seat))
        return self._parse(state, seat, normalize(text))

    def apply(self, state: State, seat: int, move: str) -> State:
        canonical = self.parse(state, seat, move)
        new = clone(state)
        new["last_move"] = {"seat": seat, "move": canonical}
        self._play(new, seat, canonical)
        new["ply"] += 1
        return new

    def is_over(self, state: State) -> bool:
        return state["finish"] is not None

    def end_now(self, state: State) -> State:
        if state["finish"] is not None:
            raise IllegalMove("the game is over")
        new = clone(state)
        scores = self._end_by_agreement(new)
        if scores is None:
            new["finish"] = {"reason": "agreement", "scores": None, "winners": []}
        else:
            self.finish_with_scores(new, scores, reason="agreement")
        return new

    def resign(self, state: State, seat: int) -> State:
        """2 players: the opponent wins. 3+: the seat drops out (skipped, ranked last);
        when one seat remains it wins."""
        if state["finish"] is not None:
            raise IllegalMove("the game is over")
        if not self._is_active(state, seat):
            raise IllegalMove(f"{seat_label(seat)} is not playing in this game")
        new = clone(state)
        new["resigned"].append(seat)
        active = self.active_seats(new)
        if len(active) == 1:
            scores = self._scores(new)
            new["finish"] = {"reason": "resign", "scores": scores, "winners": active}
        else:
            self._after_resign(new, seat)
        return new

    def result(self, state: State) -> Result | None:
        """(scores per seat or None, winning seats); winners () = a draw.
        None while the game is not over."""
        finish = state["finish"]
        if finish is None:
            return None
        scores = finish["scores"]
        return (tuple(scores) if scores is not None else None, tuple(finish["winners"]))

    def encode(self, state: State) -> str:
        return encode(state)

    def decode(self, text: str) -> State:
        return decode(text)

    def view(self, state: State, seat: int | None = None) -> dict[str, Any]:
        result = self.result(state)
        header: dict[str, Any] = {
            "game": self.key,
            "title": self.title,
            "players": state["players"],
            "ply": state["ply"],
            "to_move": list(self.to_move(state)),
            "over": state["finish"] is not None,
            "result": None
            if result is None
            else {
                "reason": state["finish"]["reason"],
                "scores": None if result[0] is None else list(result[0]),
                "winners": list(result[1]),
            },
            "resigned": list(state["resigned"]),
            "last_move": self._public_last_move(state, seat),
            "seat": seat,
        }
        header.update(self._view(state, seat))
        return header

    def step_choices(self, state: State, seat: int, chosen: tuple[str, ...]) -> list[StepChoice]:
        """The Play picker's options after the tokens `chosen`, in order ([] when `chosen`
        leads nowhere: a stale or forged path). Built from `move_steps`, so every move it
        completes is one of `picker_moves`."""
        moves = self.picker_moves(state, seat)
        depth = len(chosen)
        seen: dict[str, StepChoice] = {}
        for move, path in self.move_steps(state, seat, moves).items():
            if len(path) <= depth or tuple(step.token for step in path[:depth]) != chosen:
                continue
            step = path[depth]
            if step.token not in seen:
                done = move if len(path) == depth + 1 else None
                seen[step.token] = StepChoice(step.token, step.label, done, step.spot)
        return list(seen.values())

    def step_prompt(self, state: State, seat: int, chosen: tuple[str, ...]) -> str | Said:
        """What the step after `chosen` asks, in a few words ("Which row?", "Where to?"):
        the picker's and the web table's heading of the choices."""
        return "Which move?"

    def needs_preview(self, state: State, seat: int, move: str) -> bool:
        """Whether the picker shows the board after `move` and asks to confirm it. A move
        that changes nothing others see on the board (a draw from the deck) does not."""
        return True

    def picker_step(
        self, state: State, seat: int, chosen: tuple[str, ...]
    ) -> tuple[tuple[str, ...], list[StepChoice]]:
        """The step to show after `chosen`: steps offering a single choice that completes
        no move are taken on the player's behalf (a one-option menu is a wasted tap).
        Returns the path with those choices added, and the choices of the step reached."""
        choices = self.step_choices(state, seat, chosen)
        while len(choices) == 1 and choices[0].move is None and len(chosen) < MAX_STEPS:
            chosen = (*chosen, choices[0].token)
            choices = self.step_choices(state, seat, chosen)
        return chosen, choices

    def step_back(self, state: State, seat: int, chosen: tuple[str, ...]) -> tuple[str, ...] | None:
        """Where Back leads from the step after `chosen`: the last earlier step that
        offered a real choice (None: there is none, every earlier step was taken for
        the player)."""
        for depth in range(len(chosen) - 1, -1, -1):
            if len(self.step_choices(state, seat, chosen[:depth])) > 1:
                return chosen[:depth]
        return None

    def pending_words(self, state: State, seat: int) -> Sequence[str | Said]:
        """What waits on `seat` or was offered by it outside the turn order (trade offers,
        invitations), one line each with `seat N` placeholders; their answers are picker
        moves. Private to the seat: the web table shows them to it alone."""
        return []

    def step_labels(self, state: State, seat: int, chosen: tuple[str, ...]) -> list[str | Said]:
        """The words of each choice in `chosen` (for the picker's "so far" line)."""
        labels = []
        for depth, token in enumerate(chosen):
            options = {c.token: c.label for c in self.step_choices(state, seat, chosen[:depth])}
            if token not in options:
                break
            labels.append(options[token])
        return labels

    # ---- helpers for engines and the bot ---------------------------------------------
    def _public_last_move(self, state: State, seat: int | None) -> dict[str, Any] | None:
        last = state["last_move"]
        return None if last is None else dict(last)

    def _is_active(self, state: State, seat: int) -> bool:
        return isinstance(seat, int) and 0 <= seat < state["players"] and seat not in state["resigned"]

    def active_seats(self, state: State) -> list[int]:
        return [s for s in range(state["players"]) if s not in state["resigned"]]

    def next_active_seat(self, state: State, seat: int) -> int:
        """The next seat after `seat` in turn order that has not resigned."""
        n: int = state["players"]
        for step in range(1, n + 1):
            candidate = (seat + step) % n
            if candidate not in state["resigned"]:
                return candidate
        return seat

    def finish_with_scores(self, state: State, scores: list[int], reason: str = "play") -> None:
        """End the game; the top scorers among active seats win (resigned seats rank
        last). Everyone tied: a shared win or a draw, as the game says."""
        active = self.active_seats(state)
        best = max(scores[s] for s in active)
        winners = [s for s in active if scores[s] == best]
        if len(winners) == len(active) and len(active) > 1 and not self.all_tied_share_win:
            winners = []
        state["finish"] = {"reason": reason, "scores": list(scores), "winners": winners}

    def finish_with_winners(self, state: State, winners: list[int], reason: str = "play") -> None:
        state["finish"] = {"reason": reason, "scores": self._scores(state), "winners": winners}

    def require_turn(self, state: State, seat: int) -> None:
        """Raise the standard refusal when `seat` is not the one to move."""
        on_turn = self._to_move(state)
        if seat not in on_turn:
            raise IllegalMove(f"it is {seat_label(on_turn[0])}'s turn" if on_turn else "nobody can move now")

    def examples_hint(self, state: State, seat: int) -> str:
        """One example for a refusal, and where the rest are: the list of legal moves that
        `/move` (and `moves` in the terminal) shows, in words."""
        moves = self.legal_moves(state, seat)
        if not moves:
            return "you have no legal move now"
        return f"for example `{moves[0]}`; the list under /move shows all {len(moves)} legal moves{PLAY_HINT}"

    def resolve_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in; unknown names or bad values raise ValueError."""
        options = dict(options or {})
        known = {o.name: o for o in self.options}
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise ValueError(f"{self.title} has no option {', '.join(unknown)}")
        resolved: dict[str, Any] = {}
        for name, spec in known.items():
            value = options.get(name, spec.default)
            if spec.kind is bool:
                if not isinstance(value, bool):
                    raise ValueError(f"{name} must be true or false")
            else:
                if isinstance(value, bool) or not isinstance(value, int):
                    raise ValueError(f"{name} must be a whole number")
                if spec.minimum is not None and value < spec.minimum:
                    raise ValueError(f"{name} must be at least {spec.minimum}")
                if spec.maximum is not None and value > spec.maximum:
                    raise ValueError(f"{name} must be at most {spec.maximum}")
            resolved[name] = value
        return resolved

    def options_in_words(self, options: dict[str, Any]) -> list[str]:
        """The options set away from their defaults, each in words (the defaults go
        without saying)."""
        return [o.in_words(options[o.name]) for o in self.options
                if o.name in options and options[o.name] != o.default]

    def player_count_message(self) -> str:
        if self.min_players == self.max_players:
            return f"{self.title} is for exactly {self.min_players} players"
        return f"{self.title} is for {self.min_players} to {self.max_players} players"
