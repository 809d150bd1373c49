"""Input normalisation shared by every game's parser."""

import re
import unicodedata

_SPACES = re.compile(r"\s+")


def fold_accents(text: str) -> str:
    """'São Paulo' -> 'Sao Paulo'."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def normalize(text: str) -> str:
    """Trim, collapse runs of white space to one space, fold accents, lower-case.

    Every parser starts here so that input is case-, accent- and space-tolerant.
    """
    return _SPACES.sub(" ", fold_accents(text).strip()).casefold()


def tighten_commas(text: str) -> str:
    """'1 , -2' -> '1,-2': coordinates may be typed with spaces around the comma."""
    return re.sub(r"\s*,\s*", ",", text)


def seat_label(seat: int) -> str:
    """How an engine names a seat in its English developer picture (`text`); words for
    players name a seat as rules.said.Seat."""
    return f"seat {seat}"
