"""The terminal side of hot-seat play: prompts with line editing and history where a
person types, plain line reading from a pipe, cleaning what was typed, and clearing
the screen between private views."""

from __future__ import annotations

import contextlib
import re
from typing import TextIO

# Escape sequences (arrow keys typed where readline is missing, pasted colours) and
# other control characters: never part of a move, never echoed back.
_CONTROL = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b[@-_]?|[\x00-\x08\x0b-\x1f\x7f]")
CLEAR = "\x1b[2J\x1b[3J\x1b[H"  # clear the screen and its scrollback, cursor home
MAX_LINE = 120  # longer than any move of any game


def clean(line: str) -> str:
    """Typed text without escape sequences or control characters, trimmed."""
    return _CONTROL.sub("", line).replace("\t", " ").strip()


def shorten(text: str, width: int = 40) -> str:
    """Typed text as a refusal may quote it."""
    return text if len(text) <= width else text[: width - 1].rstrip() + "…"


class Console:
    """Lines in, lines out. With a terminal on both sides, `input()` gives line editing
    and history (readline); otherwise lines are read as they come (a pipe, a test)."""

    def __init__(self, inp: TextIO, out: TextIO, interactive: bool = False) -> None:
        self.inp, self.out, self.interactive = inp, out, interactive
        if interactive:
            # Importing readline is what turns editing on; Windows may lack it, and
            # plain input() still works there.
            with contextlib.suppress(ImportError):
                import readline  # noqa: F401

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self, prompt: str) -> str | None:
        """One cleaned line, or None at end of input (Ctrl-D)."""
        if self.interactive:
            try:
                line = input(prompt)
            except EOFError:
                return None
        else:
            self.out.write(prompt)
            self.out.flush()
            line = self.inp.readline()
            if line == "":
                return None
        return clean(line)

    def clear(self) -> None:
        """Take what is on screen out of sight: cleared on a terminal; in a pipe or a log
        a divider marks the place (there is no screen to clear)."""
        if self.interactive:
            self.out.write(CLEAR)
            self.out.flush()
        else:
            self.say("\n" + "-" * 40)
