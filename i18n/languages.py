"""The languages we ship, and which of Discord's locales each one answers."""

from __future__ import annotations

ENGLISH = "en"
# Ours, in the order /language lists them. Codes are Fluent/CLDR locale names.
LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "es", "pt-BR")
# Each language in its own words (what /language and /settings offer).
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "es": "Español",
    "pt-BR": "Português (Brasil)",
}
# Discord's locale codes (discord.Locale values) that each language serves; command
# names and descriptions are given to Discord under these.
DISCORD_LOCALES: dict[str, tuple[str, ...]] = {
    "en": ("en-US", "en-GB"),
    "de": ("de",),
    "fr": ("fr",),
    "es": ("es-ES", "es-419"),
    "pt-BR": ("pt-BR",),
}
_BY_DISCORD = {code.lower(): lang for lang, codes in DISCORD_LOCALES.items() for code in codes}


def language_of(locale: str | None) -> str:
    """Our language for a Discord locale (or one of our own codes); English for a locale
    we do not ship."""
    if not locale:
        return ENGLISH
    code = locale.strip().lower().replace("_", "-")
    if code in _BY_DISCORD:
        return _BY_DISCORD[code]
    for lang in LANGUAGES:
        if code == lang.lower() or code.split("-")[0] == lang.lower():
            return lang
    return ENGLISH


def is_language(code: str | None) -> bool:
    return code in LANGUAGES
