"""Ids read from custom ids, which a client can forge: anything SQLite cannot hold becomes
0, an id no row has, so the usual "not available" refusal answers it (never a crash)."""

MAX_DIGITS = 18  # below 2**63: every stored id fits


def safe_id(text: str) -> int:
    return int(text) if text.isdigit() and len(text) <= MAX_DIGITS else 0
