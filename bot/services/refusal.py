"""Refusals: a request the bot turns down, in one or two sentences for the player."""

from __future__ import annotations

from collections.abc import Callable

import i18n
from bot.storage.rows import GameRow
from rules.said import Said


class Refusal(Exception):
    """A request the bot turns down: one or two sentences for the player; nothing changed.
    `public` refusals (a broken game) are posted in the channel, the rest are ephemeral.

    What to say is a message of the catalogue (`Said(key, **args)`, names already in its
    arguments), worded in the reader's language where it is answered (`text(lang)`); an
    older refusal is one English sentence. `message` is the English, for the log."""

    def __init__(self, message: str | Said, *, public: bool = False) -> None:
        self.said = message
        self.message = i18n.say(i18n.ENGLISH, message)
        super().__init__(self.message)
        self.public = public

    def text(self, lang: str) -> str:
        return i18n.say(lang, self.said)


class Worded(Refusal):
    """A refusal whose words are made for each reader (`words(lang)`): one that wraps an
    engine's own sentence, which may be an older English string and is trimmed and joined
    to ours in the reader's language."""

    def __init__(self, words: Callable[[str], str], *, public: bool = False) -> None:
        super().__init__(words(i18n.ENGLISH), public=public)
        self.words = words

    def text(self, lang: str) -> str:
        return self.words(lang)


class Unconfirmed(Refusal):
    """The connection broke during the commit and the database did not answer again in
    time: the change may be stored. Never "nothing was changed"."""

    def __init__(self) -> None:
        super().__init__(Said("replies-unconfirmed"))


class GameCorrupt(Refusal):
    def __init__(self, row: GameRow) -> None:
        super().__init__(Said("replies-game-corrupt", id=str(row.id), game=row.game_key), public=True)
