"""Looney pyramid sizes, shared by the four pyramid games."""

SIZES: tuple[str, ...] = ("S", "M", "L")
PIPS: dict[str, int] = {"S": 1, "M": 2, "L": 3}
PIECES_PER_SIZE = 5  # one stash = 5 S + 5 M + 5 L


def full_stash() -> dict[str, int]:
    return {size: PIECES_PER_SIZE for size in SIZES}


def parse_size(token: str) -> str | None:
    """'s'/'small'/'1' -> 'S'; None when the token is not a size."""
    token = token.strip().upper()
    if token in PIPS:
        return token
    by_word = {"SMALL": "S", "MEDIUM": "M", "LARGE": "L", "1": "S", "2": "M", "3": "L"}
    return by_word.get(token)
