"""Planned replies as stored: one row per game holding the waiting player's plans, a tree
{their move: {"reply": my move, "then": {...}}} made at the game's `version`
(docs/planned-replies.md).

Writes lock the game's row first (a no-op UPDATE with the version check), so a plan and a
move of the same game never interleave on PostgreSQL; `revision` changes at every write,
so a firing decided from an older read is caught inside its own transaction
(`settle` raises PlansChanged, the transaction rolls back, the caller decides again)."""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass
from typing import Any

from bot.storage.db import Database, IntegrityError, Tx
from bot.storage.outbox import Announcement, enqueue

# {their move: {"reply": my move, "then": Tree}}, canonical moves as keys and values.
Tree = dict[str, dict[str, Any]]


class PlansChanged(Exception):
    """The plans of a game changed between the read a change was decided from and its
    transaction: nothing was stored; decide again."""


@dataclass(frozen=True)
class PlanRow:
    game_id: int
    planner_id: int
    version: int  # the game's version the plans are about
    tree: Tree
    revision: int


@dataclass(frozen=True)
class Settlement:
    """What a stored change does to its game's plans, inside the change's transaction:
    `seen` is the revision the change was decided from (None: there were no plans);
    `keep` the chain left after a fired reply (stored at `version`); `note` the planner's
    private line when plans are dropped: the DM's payload, what to say (worded when sent)."""

    seen: int | None
    planner_id: int | None = None
    keep: Tree | None = None
    note: dict[str, Any] | None = None


def _row(r: Any) -> PlanRow:
    return PlanRow(
        int(r["game_id"]), int(r["planner_id"]), int(r["version"]), json.loads(r["tree"]), int(r["revision"])
    )


def count_lines(tree: Tree) -> int:
    """How many if/then pairs a tree holds (each reply, chained ones too)."""
    return sum(1 + count_lines(line.get("then") or {}) for line in tree.values())


async def settle(tx: Tx, game_id: int, plan: Settlement, version: int, now: float) -> None:
    """Inside a change's transaction (after its UPDATE of the game's row): the plans it was
    decided from go, the chain after a fired reply stays for the next move, and a dropped
    plan's note goes to the planner by DM through the outbox."""
    current = await tx.fetchone("SELECT revision FROM plans WHERE game_id = ?", (game_id,))
    if (None if current is None else int(current["revision"])) != plan.seen:
        raise PlansChanged()
    if current is None:
        return
    await tx.execute("DELETE FROM plans WHERE game_id = ?", (game_id,))
    if plan.keep and plan.planner_id is not None:
        await _insert(tx, game_id, plan.planner_id, version, plan.keep, now)
    if plan.note and plan.planner_id is not None and plan.planner_id > 0:
        await enqueue(tx, game_id, [Announcement("dm", plan.planner_id, plan.note)], now)


async def _insert(tx: Tx, game_id: int, planner_id: int, version: int, tree: Tree, now: float) -> None:
    await tx.execute(
        "INSERT INTO plans (game_id, planner_id, version, tree, revision, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (game_id, planner_id, version, json.dumps(tree), secrets.randbits(31), now),
    )


class PlanRepo:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, game_id: int) -> PlanRow | None:
        r = await self.db.fetchone("SELECT * FROM plans WHERE game_id = ?", (game_id,))
        return _row(r) if r else None

    async def of_planner(self, user_id: int) -> list[PlanRow]:
        rows = await self.db.fetchall("SELECT * FROM plans WHERE planner_id = ? ORDER BY game_id", (user_id,))
        return [_row(r) for r in rows]

    async def save(
        self, game_id: int, planner_id: int, version: int, tree: Tree, seen: PlanRow | None, now: float
    ) -> bool:
        """Store `tree` as the game's plans at `version`, replacing `seen` (what the caller
        read). False, with nothing stored, when the game or its plans moved on since."""
        try:
            async with self.db.transaction() as tx:
                # Locks the game's row: a move of this game waits for this, or this sees it.
                still = await tx.execute(
                    "UPDATE games SET version = version WHERE id = ? AND version = ? AND status = 'active'",
                    (game_id, version),
                )
                if still != 1:
                    return False
                if seen is not None:
                    gone = await tx.execute(
                        "DELETE FROM plans WHERE game_id = ? AND revision = ?", (game_id, seen.revision)
                    )
                    if gone != 1:
                        return False
                else:
                    # Plans of an earlier position (none should outlive it) are replaced.
                    await tx.execute(
                        "DELETE FROM plans WHERE game_id = ? AND version != ?", (game_id, version)
                    )
                await _insert(tx, game_id, planner_id, version, tree, now)
        except IntegrityError:  # another writer created the row first
            return False
        return True

    async def clear(self, game_id: int, planner_id: int) -> int:
        """Drop the user's plans in the game; how many if/then pairs went."""
        async with self.db.transaction() as tx:
            row = await tx.fetchone(
                "SELECT * FROM plans WHERE game_id = ? AND planner_id = ?", (game_id, planner_id)
            )
            if row is None:
                return 0
            await tx.execute("DELETE FROM plans WHERE game_id = ?", (game_id,))
            return count_lines(_row(row).tree)
