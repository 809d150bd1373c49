"""The closed sets of words the database stores, as types mypy checks.

The schema's CHECK constraints (migrations.py) hold the same sets.
"""

from typing import Literal

GameStatus = Literal["lobby", "active", "finished", "cancelled", "abandoned"]
# Who moves first: seats drawn at random at the start, or in the order players joined.
OrderMode = Literal["random", "joined"]
# What one move-log row records.
ChangeKind = Literal["move", "resign", "end", "undo", "timeout"]
ProposalKind = Literal["end", "undo"]
ProposalStatus = Literal["open", "accepted", "declined", "void"]
# What an outbox item becomes in Discord (bot/delivery/announcer.py builds each).
# `dm`: a private line to one user (channel_id holds the user id), e.g. dropped plans.
AnnouncementKind = Literal[
    "change", "start", "line", "lobby", "proposal", "unbutton", "tournament", "close_dm", "dm"
]
# Edits of an older message: each runs in its channel's own lane (bot/delivery/outbox.py),
# so a failing edit never holds back a game's next post.
EDIT_KINDS: frozenset[AnnouncementKind] = frozenset(("unbutton", "close_dm"))
# Where an outbox item stands: waiting (or retrying), delivered, or given up on.
OutboxStatus = Literal["pending", "done", "failed"]
NotifyMode = Literal["mention", "both", "dm", "off", "digest"]
TournamentFormat = Literal["round-robin", "swiss", "knockout"]
TournamentStatus = Literal["signup", "running", "finished", "cancelled"]
# A cancelled tournament's note (tournaments.note): who cancelled it, in words that name
# nobody (notes stored before named the member; deleting their data rewrites those).
CancelNote = Literal[
    "The organiser cancelled the tournament.",
    "A member with Manage Server cancelled the tournament.",
]
