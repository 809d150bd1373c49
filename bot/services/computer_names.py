"""A computer seat's name, stored with the game like its players' names."""

from __future__ import annotations

import i18n


def computer_name(level: str, number: int = 1, lang: str = i18n.ENGLISH) -> str:
    """In the server's language, as its posts show names to everyone ("Computer (mittel)");
    `number` tells two computers of one level apart."""
    return i18n.text(lang, "computers-name", number=number, level=level)
