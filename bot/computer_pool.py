"""The process pool where computer players think, and the jobs sent to it.

Jobs take and return plain strings (encoded states, moves) so they cross the process
boundary cheaply; the search itself (`ai/`) never runs on the bot's event loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import os
import threading
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import asdict
from multiprocessing.connection import Connection
from typing import Any

_POOL: ProcessPoolExecutor | None = None
# The bot's end of the workers' lifeline: never written to, never closed while the bot
# runs. When the bot dies in any way (SIGKILL included) the OS closes it, and every
# worker reads end-of-file and exits.
_LIFELINE: Connection | None = None


def shared_pool(workers: int = 1) -> ProcessPoolExecutor:
    """One pool per process, started on first use. `forkserver`: workers are not forked
    from the bot itself, whose threads (database, drawing) must not be copied mid-work.
    A worker's parent is the fork server, which outlives a killed bot, so the workers
    watch a pipe from the bot rather than their parent process id."""
    global _POOL, _LIFELINE
    if _POOL is None:
        context = multiprocessing.get_context("forkserver")
        # The read end stays open here too: workers started later get a copy of it.
        watched, _LIFELINE = context.Pipe(duplex=False)
        _POOL = ProcessPoolExecutor(
            max_workers=workers, mp_context=context, initializer=watch_bot, initargs=(watched,)
        )
    return _POOL


def watch_bot(lifeline: Connection) -> None:
    """In each worker, before its first job: exit as soon as the bot is gone."""
    threading.Thread(target=exit_when_closed, args=(lifeline,), name="watch-bot", daemon=True).start()


def exit_when_closed(lifeline: Connection) -> None:
    with contextlib.suppress(EOFError, OSError):
        lifeline.recv_bytes()  # the bot never sends: this returns only at end-of-file
    # The bot that would take this worker's answer is gone; nothing here needs cleaning up.
    os._exit(0)


def choose_job(game_key: str, encoded: str, seat: int, level: str, seed: int, budget_s: float) -> str:
    # Imported here, in the worker: the bot process itself never loads the search code.
    import ai
    from rules import get_game

    state = get_game(game_key).decode(encoded)
    return ai.choose_move(game_key, state, seat, level=level, seed=seed, budget_s=budget_s)


def end_job(game_key: str, encoded: str, seat: int, budget_s: float) -> bool:
    """Whether ending now gives `seat` at least what playing on is worth to it."""
    import ai
    from rules import get_game

    game = get_game(game_key)
    state = game.decode(encoded)
    players = len(state.get("resigned", [])) + len(game.active_seats(state))
    winners = (game.result(game.end_now(state)) or (None, ()))[1]
    # A draw is everyone's share; a shared win is split among the winners.
    share = 1.0 / len(winners) if seat in winners else 0.0
    if_ended = share if winners else 1.0 / max(players, 1)
    return if_ended >= ai.worth_playing_on(game_key, state, seat, budget_s=budget_s) - 1e-9


async def choose_in_pool(
    pool: Executor, game_key: str, encoded: str, seat: int, *, level: str, seed: int, budget_s: float
) -> str:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(pool, choose_job, game_key, encoded, seat, level, seed, budget_s)


async def end_is_acceptable_in_pool(
    pool: Executor, game_key: str, encoded: str, seat: int, budget_s: float
) -> bool:
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(pool, end_job, game_key, encoded, seat, budget_s)


# How long the engine may look at each position of a game it cannot solve exactly (/review).
ESTIMATE_SECONDS = 0.05


def review_job(
    game_key: str, players: int, seed: int, options: dict[str, Any], log: list[tuple[int, str]]
) -> list[dict[str, Any]]:
    """In the pool: the review as plain dicts (they cross the process boundary)."""
    # Imported here, in the worker, as in choose_job.
    from ai.review import review

    return [asdict(r) for r in review(game_key, players, seed, options, log, budget_s=ESTIMATE_SECONDS)]
