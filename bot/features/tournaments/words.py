"""The words every tournament message shares, in a reader's language: the format, the
numbers of the standings, the notes kept with a tournament."""

from __future__ import annotations

from fractions import Fraction
from typing import get_args

import i18n
from bot.storage.kinds import CancelNote
from bot.storage.privacy import UNNAMED_CANCEL
from bot.storage.tournament_rows import stored_note

# The cancel notes are stored in English (bot/storage/privacy.py finds them by their
# words); each reader reads them in their own language.
_CANCEL_NOTES = dict(
    zip(
        (*get_args(CancelNote), UNNAMED_CANCEL),
        (
            "tournaments-note-cancelled-by-organiser",
            "tournaments-note-cancelled-by-moderator",
            "tournaments-note-cancelled-unnamed",
        ),
        strict=True,
    )
)


def format_words(lang: str, fmt: str) -> str:
    """ "round robin", "Swiss", "knockout"."""
    return i18n.text(lang, "tournaments-format", format=fmt)


def amount(x: Fraction) -> int | float:
    """A score as the catalogue takes a number: whole, or at most two decimals ("0.33"),
    one format everywhere (points and tie-breaks, text and pictures)."""
    return x.numerator if x.denominator == 1 else round(float(x), 2)


def shown(lang: str, x: Fraction) -> str:
    """A score as its readers write it: 2.5 / 2,5."""
    return i18n.number(lang, amount(x))


def note_text(lang: str, note: str | None) -> str:
    """A tournament's note (why it ended or started as it did) in `lang`; a note stored
    in English before notes were worded where they are shown reads as it was stored."""
    said = stored_note(note)
    if said is None:
        return ""
    if isinstance(said, str):
        key = _CANCEL_NOTES.get(said)
        return i18n.text(lang, key) if key else said
    return i18n.say(lang, said)
