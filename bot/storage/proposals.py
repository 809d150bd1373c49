"""Proposals answered by the other players: ending by agreement and take-backs."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import cast

from bot.storage.db import Database, Row
from bot.storage.kinds import ProposalKind, ProposalStatus
from bot.storage.outbox import Announcement, enqueue


@dataclass
class Proposal:
    id: int
    game_id: int
    kind: ProposalKind
    proposer_seat: int
    voters: list[int]
    accepted: list[int]
    game_version: int
    status: ProposalStatus
    created_at: float = field(default=0.0)

    @classmethod
    def from_row(cls, row: Row) -> Proposal:
        return cls(
            id=row["id"],
            game_id=row["game_id"],
            kind=cast(ProposalKind, row["kind"]),
            proposer_seat=row["proposer_seat"],
            voters=json.loads(row["voters"]),
            accepted=json.loads(row["accepted"]),
            game_version=row["game_version"],
            status=cast(ProposalStatus, row["status"]),
            created_at=row["created_at"],
        )


class ProposalRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def open_proposal(self, game_id: int, kind: ProposalKind) -> Proposal | None:
        row = await self.db.fetchone(
            "SELECT * FROM proposals WHERE game_id = ? AND kind = ? AND status = 'open'", (game_id, kind)
        )
        return Proposal.from_row(row) if row else None

    async def get_proposal(self, proposal_id: int) -> Proposal | None:
        row = await self.db.fetchone("SELECT * FROM proposals WHERE id = ?", (proposal_id,))
        return Proposal.from_row(row) if row else None

    async def create_proposal(
        self,
        game_id: int,
        kind: ProposalKind,
        proposer_seat: int,
        voters: list[int],
        game_version: int,
        now: float,
        announce: Callable[[int], list[Announcement]] | None = None,
    ) -> Proposal:
        async with self.db.transaction() as tx:
            inserted = await tx.fetchone(
                "INSERT INTO proposals (game_id, kind, proposer_seat, voters, game_version, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
                (game_id, kind, proposer_seat, json.dumps(voters), game_version, now),
            )
            assert inserted is not None
            pid = int(inserted["id"])
            if announce is not None:
                await enqueue(tx, game_id, announce(pid), now)
        proposal = await self.get_proposal(pid)
        assert proposal is not None
        return proposal

    async def update_proposal(
        self,
        proposal: Proposal,
        accepted: list[int],
        status: ProposalStatus,
        announce: list[Announcement] | None = None,
        now: float = 0.0,
    ) -> bool:
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE proposals SET accepted = ?, status = ? WHERE id = ? AND status = 'open'",
                (json.dumps(accepted), status, proposal.id),
            )
            if changed == 1:
                await enqueue(tx, proposal.game_id, announce or [], now)
            return changed == 1
