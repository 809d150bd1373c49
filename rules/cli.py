"""Hot-seat play in a terminal: `python -m rules <game> [--players N] [--seed S]
[--option name=value ...]`.

Generic over `rules.GAMES`: everything comes through the rules interface. Input is read
line by line until end of input, so a pipe can drive a whole game (the tests do).
Games with hidden information (a class attribute `hidden_information = True`, as
Connections has) show only the acting seat's private picture, and ask for the keyboard
to be passed before a different seat's picture is shown.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from rules import GAMES, IllegalMove, get_game
from rules.base import Game
from rules.notation import seat_label
from rules.state import State

COMMANDS = (
    "commands: a move (e.g. {example}); help = the legal moves; board = show the game again; "
    "as <seat> <move> = act for another seat (also `as <seat> help` / `as <seat> board`); "
    "resign; quit"
)
_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


def parse_option(game: Game, text: str) -> tuple[str, Any]:
    """'random_setup=true' -> ('random_setup', True), typed by the game's Option."""
    name, sep, raw = text.partition("=")
    name, raw = name.strip(), raw.strip()
    if not sep or not name:
        raise ValueError(f"options look like name=value, not {text!r}")
    spec = next((o for o in game.options if o.name == name), None)
    if spec is None:
        known = ", ".join(o.name for o in game.options) or "none"
        raise ValueError(f"{game.title} has no option {name} (options: {known})")
    if spec.kind is bool:
        if raw.lower() in _TRUE:
            return name, True
        if raw.lower() in _FALSE:
            return name, False
        raise ValueError(f"{name} must be true or false")
    try:
        return name, int(raw)
    except ValueError:
        raise ValueError(f"{name} must be a whole number") from None


def describe_result(game: Game, state: State) -> str:
    """The end of a game in words: who won (or a draw), how, and the scores."""
    result = game.result(state)
    if result is None:
        return "the game is not over"
    scores, winners = result
    if not winners:
        words = "the game is a draw"
    elif len(winners) == 1:
        words = f"{seat_label(winners[0])} wins"
    else:
        words = " and ".join(seat_label(w) for w in winners) + " share the win"
    reason = state["finish"]["reason"]
    words += {"resign": " (by resignation)", "agreement": " (ended by agreement)"}.get(reason, "")
    if scores is not None:
        words += "; scores: " + ", ".join(f"{seat_label(s)} {v}" for s, v in enumerate(scores))
    return words


class HotSeat:
    """One game at one keyboard."""

    def __init__(self, game: Game, state: State, inp: TextIO, out: TextIO) -> None:
        self.game, self.state, self.inp, self.out = game, state, inp, out
        self.hidden = bool(getattr(game, "hidden_information", False))
        self.viewer: int | None = None  # whose private picture is on screen (hidden games)
        self.shown_ply = -1  # the ply whose picture is on screen; -1 = show it again

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str | None:
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        return None if line == "" else line.rstrip("\n")

    def show_to(self, seat: int) -> bool:
        """Make `seat` the one looking at the screen; False at end of input."""
        if self.hidden and self.viewer != seat:
            self.say("\n" * 3 + "-" * 40)
            if self.ask(f"pass the keyboard to {seat_label(seat)}, then press Enter ") is None:
                return False
            self.viewer = seat
            self.shown_ply = -1
        return True

    def picture(self, seat: int) -> None:
        self.say(self.game.text(self.state, seat))

    def help(self, seat: int) -> None:
        moves = self.game.legal_moves(self.state, seat)
        if not moves:
            self.say(f"{seat_label(seat)} has no legal move now")
        else:
            labels = [self.game.move_label(self.state, seat, m) for m in moves]
            self.say(f"legal moves for {seat_label(seat)} ({len(moves)}): " + ", ".join(labels))
        self.say(COMMANDS.format(example=moves[0] if moves else "help"))

    def act(self, seat: int, move: str) -> None:
        try:
            self.state = self.game.apply(self.state, seat, move)
        except IllegalMove as refusal:
            self.say(f"refused: {refusal}")
            return
        if self.hidden:
            # The public wording only: the move itself may name a hidden card.
            last = self.game.view(self.state, None)["last_move"] or {}
            self.say(f"{seat_label(seat)}: {last.get('kind', 'moved')}")
        else:
            self.say(f"{seat_label(seat)} played {self.state['last_move']['move']}")
        status = self.game.status(self.state)
        if status:
            self.say(status)

    def run(self) -> int:
        game = self.game
        self.say(f"{game.title}, {self.state['players']} players. Type `help` for the legal moves "
                 "and commands.")
        while not game.is_over(self.state):
            on_turn = game.to_move(self.state)
            seat = on_turn[0]
            if not self.show_to(seat):
                return self.left()
            if self.shown_ply != self.state["ply"]:
                self.picture(seat)
                self.shown_ply = self.state["ply"]
                if len(on_turn) > 1:
                    others = ", ".join(str(s) for s in on_turn[1:])
                    self.say(f"(seats that may also act now: {others}; type `as <seat> <move>`)")
            line = self.ask(f"{seat_label(seat)}> ")
            if line is None:
                return self.left()
            if not self.command(seat, line.strip()):
                self.say("left the game unfinished")
                return 0
        self.say(game.text(self.state, None))
        self.say("game over: " + describe_result(game, self.state))
        return 0

    def command(self, seat: int, line: str) -> bool:
        """Handle one line for the seat on turn; False to quit."""
        word = line.lower()
        if not line:
            return True
        if word in ("quit", "exit"):
            return False
        if word in ("help", "?"):
            self.help(seat)
        elif word == "board":
            self.picture(seat)
        elif word == "resign":
            self.state = self.game.resign(self.state, seat)
            self.say(f"{seat_label(seat)} resigned")
        elif word == "as" or word.startswith("as "):
            self.act_as(line[2:].strip())
        else:
            self.act(seat, line)
        return True

    def act_as(self, rest: str) -> None:
        seat_text, _, move = rest.partition(" ")
        try:
            seat = int(seat_text)
        except ValueError:
            self.say("type `as <seat> <move>`, e.g. `as 2 help`")
            return
        if not 0 <= seat < self.state["players"]:
            self.say(f"refused: {seat_label(seat)} is not in this game")
            return
        move = move.strip()
        if move.lower() in ("help", "?", "board", ""):
            if not self.show_to(seat):
                return
            if move.lower() == "board" or not move:
                self.picture(seat)
            else:
                self.help(seat)
            return
        self.act(seat, move)

    def left(self) -> int:
        self.say("\n(end of input: the game is left unfinished)")
        return 0


def main(argv: list[str] | None = None, inp: TextIO | None = None, out: TextIO | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules", description="Play a game at one keyboard.")
    parser.add_argument("game", help="one of: " + ", ".join(GAMES))
    parser.add_argument("--players", type=int, default=None, help="number of seats (default: the minimum)")
    parser.add_argument("--seed", type=int, default=0, help="the game's seed (default 0)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option, e.g. random_setup=true (repeatable)")
    args = parser.parse_args(argv)
    inp = inp if inp is not None else sys.stdin
    out = out if out is not None else sys.stdout
    try:
        game = get_game(args.game)
        options = dict(parse_option(game, text) for text in args.option)
        players = game.min_players if args.players is None else args.players
        state = game.new(players, seed=args.seed, options=options)
    except ValueError as error:
        print(f"python -m rules: {error}", file=sys.stderr)
        return 2
    return HotSeat(game, state, inp, out).run()
