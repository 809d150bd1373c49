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
    """How an engine names a seat in a message; the bot substitutes display names."""
    return f"seat {seat}"


SIZE_WORDS = {"S": "small", "M": "medium", "L": "large"}
DIRECTION_WORDS = {"N": "North", "E": "East", "S": "South", "W": "West", "U": "upright"}


def count_words(counts: dict[str, int], empty: str = "none") -> str:
    """{'S': 2, 'M': 0, 'L': 5} -> '2 small, 5 large' (`empty` when all are 0)."""
    shown = [f"{counts[size]} {word}" for size, word in SIZE_WORDS.items() if counts.get(size)]
    return ", ".join(shown) or empty
