"""Every word a player reads, in their language: the message catalogue (Fluent files in
i18n/locales/<language>/), the languages we ship and CLDR formats.

Pure like rules/: no Discord, no database. The bot decides whose language a text is in
(bot/services/languages.py); this package only says the words.
"""

from i18n.catalogue import attribute, lookup, sources, text
from i18n.formats import day, joined, moment, number
from i18n.languages import DISCORD_LOCALES, ENGLISH, LANGUAGES, NATIVE_NAMES, is_language, language_of
from i18n.saying import say, seat_name

__all__ = [
    "DISCORD_LOCALES",
    "ENGLISH",
    "LANGUAGES",
    "NATIVE_NAMES",
    "attribute",
    "day",
    "is_language",
    "joined",
    "language_of",
    "lookup",
    "moment",
    "number",
    "say",
    "seat_name",
    "sources",
    "text",
]
