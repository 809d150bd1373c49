"""Tournament pairings, pure: round robin (pairs or tables), Swiss and knockout.

No I/O and no clock: every function takes the entrants and what happened so far and
returns the next games, deterministically, so a pairing recomputed after a restart is
the same pairing. A table is a tuple of entrant ids in seat order (seat 0 moves first).
Entrant ids are opaque ints (the bot uses Discord user ids and computer seat ids).

Why this is written here rather than taken from PyPI: see docs/tournaments.md.

The pairings live in one module per format: pairing_tables (round robin, pairs or
tables), pairing_swiss and pairing_knockout. This module is their common name."""

from __future__ import annotations

from bot.services.pairing_knockout import (
    KnockoutSlot,
    bracket_order,
    knockout_first_round,
    knockout_next_round,
    seed_order,
)
from bot.services.pairing_swiss import Ledger, SwissPlayer, SwissRound, swiss_round, swiss_rounds_default
from bot.services.pairing_tables import (
    TABLES_MOST_ENTRANTS,
    Table,
    balance_seats,
    round_robin_most,
    round_robin_pairs,
    round_robin_tables,
)

__all__ = [
    "TABLES_MOST_ENTRANTS",
    "KnockoutSlot",
    "Ledger",
    "SwissPlayer",
    "SwissRound",
    "Table",
    "balance_seats",
    "bracket_order",
    "knockout_first_round",
    "knockout_next_round",
    "round_robin_most",
    "round_robin_pairs",
    "round_robin_tables",
    "seed_order",
    "swiss_round",
    "swiss_rounds_default",
]
