"""Whose language a text is in (bot.md, "Languages"):
- private answers: the player's own choice (/language), else their interaction's locale;
- DMs they did not ask for: their choice, else the locale of their latest interaction,
  else the server's language;
- public posts: the server's choice (/settings language), else its preferred locale.
A locale we do not ship reads English."""

from __future__ import annotations

import i18n
from bot.services.lru import LRU
from bot.storage.preferences import PreferenceRepo


class Languages:
    def __init__(self, prefs: PreferenceRepo) -> None:
        self.prefs = prefs
        # The locale each player's Discord client sent with their latest interaction, as
        # this process saw it. Kept in memory: an interaction writes nothing it did not ask
        # for (a refused one included); /language stores it with the player's settings.
        self._seen: LRU[int, str] = LRU(10_000)

    def note(self, user_id: int, locale: str | None) -> None:
        if locale and user_id > 0:
            self._seen.put(user_id, locale)

    def seen(self, user_id: int) -> str | None:
        return self._seen.get(user_id)

    async def private(self, user_id: int, interaction_locale: str | None) -> str:
        chosen, _ = await self.prefs.languages(user_id)
        return str(chosen) if i18n.is_language(chosen) else i18n.language_of(interaction_locale)

    async def public(self, guild_id: int | None, preferred_locale: str | None = None) -> str:
        chosen = await self.prefs.guild_language(guild_id)
        if chosen is not None and i18n.is_language(chosen):
            return chosen
        return i18n.language_of(preferred_locale)

    async def unasked_dm(
        self, user_id: int, guild_id: int | None, preferred_locale: str | None = None
    ) -> str:
        chosen, stored = await self.prefs.languages(user_id)
        if i18n.is_language(chosen):
            return str(chosen)
        last = self.seen(user_id) or stored
        if last:
            return i18n.language_of(last)
        return await self.public(guild_id, preferred_locale)
