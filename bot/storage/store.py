"""Every repository over one database, built once per bot."""

from __future__ import annotations

from dataclasses import dataclass

from bot.storage.away import AwayRepo
from bot.storage.db import Database
from bot.storage.digests import DigestRepo
from bot.storage.games import GameRepo
from bot.storage.lobbies import LobbyRepo
from bot.storage.meta import MetaRepo
from bot.storage.outbox import OutboxRepo
from bot.storage.plans import PlanRepo
from bot.storage.preferences import PreferenceRepo
from bot.storage.proposals import ProposalRepo
from bot.storage.ratings import RatingRepo
from bot.storage.shards import ShardClaims
from bot.storage.tournaments import TournamentRepo


@dataclass(frozen=True)
class Storage:
    db: Database
    games: GameRepo
    lobbies: LobbyRepo
    proposals: ProposalRepo
    prefs: PreferenceRepo
    meta: MetaRepo
    outbox: OutboxRepo
    ratings: RatingRepo
    claims: ShardClaims
    away: AwayRepo
    digests: DigestRepo
    tournaments: TournamentRepo
    plans: PlanRepo

    @classmethod
    def over(cls, db: Database) -> Storage:
        return cls(
            db=db,
            games=GameRepo(db),
            lobbies=LobbyRepo(db),
            proposals=ProposalRepo(db),
            prefs=PreferenceRepo(db),
            meta=MetaRepo(db),
            outbox=OutboxRepo(db),
            ratings=RatingRepo(db),
            claims=ShardClaims(db),
            away=AwayRepo(db),
            digests=DigestRepo(db),
            tournaments=TournamentRepo(db),
            plans=PlanRepo(db),
        )
