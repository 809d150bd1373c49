"""Refusals: a request the bot turns down, in one or two sentences for the player."""

from __future__ import annotations

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


class Unconfirmed(Refusal):
    """The connection broke during the commit and the database did not answer again in
    time: the change may be stored. Never "nothing was changed"."""

    def __init__(self) -> None:
        super().__init__(
            "I could not confirm that your change was saved: the game store stopped answering. "
            "Check the game with `/board` in a moment before you try again."
        )


class GameCorrupt(Refusal):
    def __init__(self, row: GameRow) -> None:
        super().__init__(
            f"Game #{row.id} ({row.game_key}) cannot continue: its saved position does not match its "
            "move log. A moderator can close it with `/game cancel`.",
            public=True,
        )
