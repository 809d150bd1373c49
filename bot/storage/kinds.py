"""The closed sets of words the database stores, as types mypy checks.

The schema's CHECK constraints (migrations.py) hold the same sets.
"""

from typing import Literal, get_args

GameStatus = Literal["lobby", "active", "finished", "cancelled", "abandoned"]
# What one move-log row records.
ChangeKind = Literal["move", "resign", "end", "undo", "timeout"]
ProposalKind = Literal["end", "undo"]
ProposalStatus = Literal["open", "accepted", "declined", "void"]
# What an outbox item becomes in Discord (bot/delivery/announcer.py builds each).
AnnouncementKind = Literal["change", "start", "line", "lobby", "proposal", "unbutton", "tournament"]
NotifyMode = Literal["mention", "both", "dm", "off", "digest"]
TournamentFormat = Literal["round-robin", "swiss", "knockout"]
TournamentStatus = Literal["signup", "running", "finished", "cancelled"]

OPEN_STATUSES: tuple[GameStatus, ...] = ("lobby", "active")
GAME_STATUSES: tuple[GameStatus, ...] = get_args(GameStatus)
CHANGE_KINDS: tuple[ChangeKind, ...] = get_args(ChangeKind)
