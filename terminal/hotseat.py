"""Hot-seat play in a terminal: `python -m terminal <game> [--players N] [--seed S]
[--option name=value ...] [--computer SEAT:LEVEL,...] [--language de]`.

Generic over `rules.GAMES`: everything comes through the rules interface. Seats are
numbered from 1 on screen ("Seat 1", as the pictures name them). Input is read line by
line until end of input, so a pipe can drive a whole game (the tests do). Games with
hidden information (Connections) show only the acting seat's private picture, clear the
screen around it, and ask for the keyboard to be passed before another seat's picture
is shown. A seat the computer plays never has its picture shown. Everything it says
comes from the message catalogue in the chosen language (`--language`, English by
default), the game's picture too (`Game.picture`: notation, and the words around it).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

import i18n
from rules import GAMES, IllegalMove, get_game
from rules.base import Game
from rules.said import Said, from_data
from rules.state import State
from terminal import cards
from terminal.computer import computer_move, parse_computers
from terminal.console import MAX_LINE, Console, shorten
from terminal.words import (
    describe_result,
    for_players,
    help_lines,
    move_for_engine,
    say,
    seat_name,
    typed_seat,
)

# Connections' older English refusals end with the bot's pointer to the Play picker.
OLD_PLAY_HINT = ", or press Play on the table to pick one step by step"
COMPUTER_ACTIONS = 500  # in a row, at most: a safety net should a computer player never stop
_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}

__all__ = ["HotSeat", "describe_result", "main", "parse_option"]


def parse_option(game: Game, text: str, lang: str = i18n.ENGLISH) -> tuple[str, Any]:
    """'random_setup=true' -> ('random_setup', True), typed by the game's Option; a
    ValueError says what is wrong in `lang`."""
    name, sep, raw = text.partition("=")
    name, raw = name.strip(), raw.strip()
    if not sep or not name:
        raise ValueError(say(lang, "terminal-error-option-shape", text=text))
    spec = next((o for o in game.options if o.name == name), None)
    if spec is None:
        known = ", ".join(o.name for o in game.options) or say(lang, "terminal-none")
        raise ValueError(say(lang, "terminal-error-option-unknown", game=game.title, name=name, known=known))
    if spec.kind is bool:
        if raw.lower() in _TRUE:
            return name, True
        if raw.lower() in _FALSE:
            return name, False
        raise ValueError(say(lang, "terminal-error-option-bool", name=name))
    try:
        value = int(raw)
    except ValueError:
        raise ValueError(say(lang, "terminal-error-option-number", name=name)) from None
    if spec.minimum is not None and value < spec.minimum:
        raise ValueError(say(lang, "terminal-error-option-least", name=name, least=spec.minimum))
    if spec.maximum is not None and value > spec.maximum:
        raise ValueError(say(lang, "terminal-error-option-most", name=name, most=spec.maximum))
    return name, value


class HotSeat:
    """One game at one keyboard."""

    def __init__(
        self,
        game: Game,
        state: State,
        inp: TextIO,
        out: TextIO,
        computers: dict[int, str] | None = None,
        seed: int = 0,
        budget_s: float = 2.0,
        interactive: bool = False,
        lang: str = i18n.ENGLISH,
    ) -> None:
        self.game, self.state = game, state
        self.lang = lang
        self.console = Console(inp, out, interactive)
        self.computers = computers or {}
        self.seed, self.budget_s = seed, budget_s
        self.hidden = bool(game.hidden_information)
        self.viewer: int | None = None  # whose private picture is on screen (hidden games)
        self.shown_ply = -1  # the ply whose picture is on screen; -1 = show it again
        self.news: list[str] = []  # public lines the next viewer has not seen (hidden games)

    def say(self, text: str | Said = "") -> None:
        self.console.say(for_players(text, self.lang))

    def words(self, key: str, **args: object) -> str:
        return say(self.lang, key, **args)

    def name(self, seat: int) -> str:
        return seat_name(seat, self.lang)

    # ---- screens --------------------------------------------------------------------
    def show_to(self, seat: int) -> bool:
        """Make `seat` the one looking at the screen; False at end of input. In a game
        with hidden cards, the screen is cleared before the keyboard changes hands and
        again before the next seat's picture, so no hand stays in sight."""
        if self.hidden and self.viewer != seat:
            self.console.clear()
            if self.console.ask(self.words("terminal-pass-keyboard", seat=self.name(seat)) + " ") is None:
                return False
            self.console.clear()
            self.viewer = seat
            self.shown_ply = -1
            for line in self.news:
                self.say(line)
            self.news = []
        return True

    def picture(self, seat: int) -> None:
        if self.hidden and self.game.has_hands:
            self.say(cards.picture(self.game, self.state, seat, self.lang))
        else:
            for line in self.game.picture(self.state, seat):
                self.say(line)

    def help(self, seat: int, word: str = "") -> None:
        moves = self.game.legal_moves(self.state, seat)
        extra = cards.off_turn_lines(self.game, self.state, seat, self.lang) if self.game.has_hands else []
        if not moves and not extra:
            self.say(self.words("terminal-no-move", seat=self.name(seat)))
        elif moves:
            for line in help_lines(self.game, self.state, seat, moves, word, self.lang):
                self.console.say(line)
        else:
            self.console.say(self.words("terminal-off-turn", seat=self.name(seat)))
        for line in extra:
            self.console.say(line)
        self.console.say(self.words("terminal-commands", example=moves[0] if moves else "help"))

    # ---- acting ---------------------------------------------------------------------
    def announce(self, seat: int, before: State, level: str | None = None) -> None:
        """Tell the table what `seat` did (`level`: the computer's); in a hidden game only
        the public wording, which names no hidden card."""
        by = self.words("terminal-computer", level=level) if level else ""
        if self.hidden:
            view = self.game.view(self.state, None)
            kind = (view["last_move"] or {}).get("kind", "moved")
            action = view.get("last_action")
            line = for_players(from_data(action), self.lang) if action else f"{self.name(seat)}: {kind}"
            if by:
                line = self.words("terminal-computer-acted", computer=by, seat=self.name(seat), action=line)
            self.say(line)
            self.news.append(line)
        else:
            move = self.state["last_move"]["move"]
            if by:
                words = for_players(self.game.move_label(before, seat, move), self.lang)
                self.say(self.words("terminal-computer-played", computer=by, seat=self.name(seat),
                                    move=words))
            else:
                self.say(self.words("terminal-played", seat=self.name(seat), move=move))
        status = self.game.status(self.state)
        if status:
            self.say(status)

    def act(self, seat: int, typed: str) -> None:
        if len(typed) > MAX_LINE:
            self.say(self.words("terminal-too-long", text=shorten(typed)))
            return
        try:
            move = move_for_engine(self.game, typed)
            before, self.state = self.state, self.game.apply(self.state, seat, move)
        except (IllegalMove, ValueError) as error:
            said = error.said if isinstance(error, IllegalMove) else str(error)
            if isinstance(said, str):
                # An older engine's English for the bot, whose list of moves is under /move.
                said = said.replace("the list under /move shows", "`help` shows").replace(OLD_PLAY_HINT, "")
            refusal = for_players(said, self.lang)
            if self.game.has_hands:
                hint = cards.region_hint(typed, refusal, self.game.view(self.state, seat)["hand"], self.lang)
                refusal = f"{refusal} ({hint})" if hint else refusal
            self.say(self.words("terminal-refused", reason=refusal))
            return
        self.announce(seat, before)

    def play_computers(self) -> None:
        """Let the computer act for its seats that may act now (its own turn first)."""
        for _ in range(COMPUTER_ACTIONS):
            due = [s for s in self.game.to_move(self.state) if s in self.computers]
            due = [s for s in due if self.game.legal_moves(self.state, s)]
            if not due:
                return
            seat = due[0]
            level = self.computers[seat]
            move = computer_move(self.game, self.state, seat, level, self.seed, self.budget_s)
            before, self.state = self.state, self.game.apply(self.state, seat, move)
            self.announce(seat, before, level)

    # ---- the loop -------------------------------------------------------------------
    def run(self) -> int:
        game = self.game
        computers = "".join(self.words("terminal-start-computer", seat=self.name(s), level=level)
                            for s, level in sorted(self.computers.items()))
        self.say(self.words("terminal-start", game=game.title, players=self.state["players"],
                            computers=computers))
        try:
            while not game.is_over(self.state):
                self.play_computers()
                if game.is_over(self.state):
                    break
                on_turn = [s for s in game.to_move(self.state) if s not in self.computers]
                if not on_turn:
                    self.say(self.words("terminal-computer-stuck"))
                    return 1
                seat = on_turn[0]
                if not self.show_to(seat):
                    return self.left()
                if self.shown_ply != self.state["ply"]:
                    self.picture(seat)
                    self.shown_ply = self.state["ply"]
                    if len(on_turn) > 1:
                        others = ", ".join(str(s + 1) for s in on_turn[1:])
                        self.say(self.words("terminal-also-act", seats=others))
                line = self.console.ask(f"{self.name(seat)}> ")
                if line is None:
                    return self.left()
                if not self.command(seat, line):
                    self.say(self.words("terminal-quit"))
                    return 0
        except KeyboardInterrupt:
            self.console.say("\n" + self.words("terminal-interrupted"))
            return 130
        if self.hidden:
            self.console.clear()  # the last private picture goes before the table is shown
        for said in game.picture(self.state, None):
            self.say(said)
        self.say(self.words("terminal-game-over", result=describe_result(game, self.state, self.lang)))
        return 0

    def command(self, seat: int, line: str) -> bool:
        """Handle one line for the seat on turn; False to quit."""
        word = line.lower()
        if not line:
            return True
        if word in ("quit", "exit"):
            return False
        if word in ("help", "?") or word.startswith("help "):
            self.help(seat, line[5:].strip())
        elif word == "board":
            self.picture(seat)
        elif word == "resign":
            self.state = self.game.resign(self.state, seat)
            self.say(self.words("terminal-resigned", seat=self.name(seat)))
        elif word == "as" or word.startswith("as "):
            self.act_as(line[2:].strip())
        else:
            self.act(seat, line)
        return True

    def act_as(self, rest: str) -> None:
        seat_text, _, move = rest.partition(" ")
        seat = typed_seat(seat_text)
        if seat is None:
            players = self.state["players"]
            self.say(self.words("terminal-as-usage", players=players))
            return
        if seat >= self.state["players"]:
            not_in = i18n.text(self.lang, "words-refuse-not-in-game", seat=self.name(seat))
            self.say(self.words("terminal-refused", reason=not_in))
            return
        if seat in self.computers:
            plays = self.words("terminal-computer-plays", seat=self.name(seat))
            self.say(self.words("terminal-refused", reason=plays))
            return
        move = move.strip()
        # In a hidden game the seat gets the keyboard first: a refusal may name its cards.
        if not self.show_to(seat):
            return
        if move.lower() in ("board", ""):
            self.picture(seat)
        elif move.lower() in ("help", "?") or move.lower().startswith("help "):
            self.help(seat, move[5:].strip())
        else:
            self.act(seat, move)

    def left(self) -> int:
        self.console.say("\n" + self.words("terminal-end-of-input"))
        return 0


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m terminal",
        description="Play a game at one keyboard (hot seat). Seats are numbered from 1, as on the "
        "pictures. Type `help` in the game for the legal moves and commands.",
    )
    parser.add_argument("game", help="one of: " + ", ".join(GAMES))
    parser.add_argument("--players", type=int, default=None, help="number of seats (default: the minimum)")
    parser.add_argument("--seed", type=int, default=0, help="the game's seed (default 0)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option, e.g. random_setup=true (repeatable)")
    parser.add_argument(
        "--computer", action="append", default=[], metavar="SEAT:LEVEL",
        help="let the computer play a seat (numbered from 1) at a level: easy, medium or hard "
        "(default hard); repeatable or comma-separated, e.g. --computer 1:hard,2:easy",
    )
    parser.add_argument("--think", type=float, default=2.0, metavar="SECONDS",
                        help="the computer's thinking time per move (default 2)")
    parser.add_argument("--language", default=i18n.ENGLISH, choices=i18n.LANGUAGES, metavar="LANGUAGE",
                        help="the language the game speaks: " + ", ".join(i18n.LANGUAGES) + " (default en)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None, inp: TextIO | None = None, out: TextIO | None = None) -> int:
    args = parse_args(argv)
    interactive = inp is None and out is None and sys.stdin.isatty() and sys.stdout.isatty()
    inp = inp if inp is not None else sys.stdin
    out = out if out is not None else sys.stdout
    lang = args.language
    try:
        if args.game.strip().lower() not in GAMES:
            raise ValueError(say(lang, "terminal-error-game", game=args.game, games=", ".join(GAMES)))
        game = get_game(args.game)
        options = dict(parse_option(game, text, lang) for text in args.option)
        players = game.min_players if args.players is None else args.players
        if not game.min_players <= players <= game.max_players:
            raise ValueError(for_players(game.player_count_said(), lang))
        state = game.new(players, seed=args.seed, options=options)
        computers = parse_computers(args.computer, game, players, lang)
    except ValueError as error:
        print(say(lang, "terminal-error", problem=str(error)), file=sys.stderr)
        return 2
    try:
        seats = HotSeat(game, state, inp, out, computers, args.seed, args.think, interactive, args.language)
        return seats.run()
    except KeyboardInterrupt:  # between prompts, e.g. while the computer thinks
        print("\n" + i18n.text(args.language, "terminal-interrupted"), file=out)
        return 130
