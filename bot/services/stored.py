"""Whether the interaction being answered has stored a change.

Set in the interaction's task by the commit path (bot/storage/observed.py calls
`mark_stored` after every commit): an error after that point must not tell the player
that nothing was changed (bot/ui/replies.py reads it).
"""

from contextvars import ContextVar

STORED: ContextVar[bool] = ContextVar("stored", default=False)


def mark_stored() -> None:
    STORED.set(True)
