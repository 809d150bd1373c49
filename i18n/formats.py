"""Numbers, dates and lists in a language's own way (CLDR, through Babel)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Literal

from babel import Locale
from babel.dates import format_date, format_datetime
from babel.lists import format_list
from babel.numbers import format_decimal


def _locale(lang: str) -> Locale:
    return Locale.parse(lang.replace("-", "_"))


def number(lang: str, value: float) -> str:
    """1234.5 as its readers write it: 1,234.5 / 1.234,5 / 1 234,5."""
    return str(format_decimal(value, locale=_locale(lang)))


def joined(lang: str, items: Sequence[str], style: Literal["standard", "or"] = "standard") -> str:
    """'a, b and c' / 'a, b und c' / 'a, b et c' ..."""
    # British English lists have no comma before "and", as every English line here is written.
    where = _locale("en_GB") if lang == "en" else _locale(lang)
    return str(format_list(list(items), style=style, locale=where)) if items else ""


def day(lang: str, when: datetime) -> str:
    """A date without the time: 'Nov 27, 2026' / '27.11.2026' ..."""
    return str(format_date(when, format="medium", locale=_locale(lang)))


def moment(lang: str, when: datetime) -> str:
    """A date with the time (the datetime carries its zone)."""
    return str(format_datetime(when, format="medium", tzinfo=when.tzinfo, locale=_locale(lang)))
