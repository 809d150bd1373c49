"""The computer players' worker processes end when the bot process dies, SIGKILL included
(an out-of-memory kill gives no chance to clean up): nothing stays behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")

# Starts the pool the bot uses, makes both workers take a job, then waits to be killed.
BOT = """
import os, sys, time
from bot.computer_pool import shared_pool

if __name__ == "__main__":
    pool = shared_pool(2)
    jobs = [pool.submit(time.sleep, 0.5) for _ in range(2)]
    for job in jobs:
        job.result()
    print("ready", flush=True)
    time.sleep(120)
"""


def stat(pid: int) -> tuple[int, str, str] | None:
    """(parent pid, state, start time) of a live process; None once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2 :].split()
    return int(fields[1]), fields[0], fields[19]


def descendants(root: int) -> dict[int, str]:
    """Every process below `root`, with its start time (so a reused pid is not mistaken)."""
    parents: dict[int, tuple[int, str]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (info := stat(int(entry.name))) is not None:
            parents[int(entry.name)] = (info[0], info[2])
    found: dict[int, str] = {}
    frontier = {root}
    while frontier:
        frontier = {pid for pid, (ppid, _) in parents.items() if ppid in frontier and pid not in found}
        found.update({pid: parents[pid][1] for pid in frontier})
    return found


def alive(pid: int, started: str) -> bool:
    info = stat(pid)
    # A zombie has ended; it only waits for whoever adopted it to collect its status.
    return info is not None and info[2] == started and info[1] != "Z"


def test_workers_end_within_seconds_when_the_bot_is_killed() -> None:
    bot = subprocess.Popen(
        [sys.executable, "-c", BOT], stdout=subprocess.PIPE, text=True, cwd=Path(__file__).parent.parent
    )
    left: dict[int, str] = {}
    try:
        assert bot.stdout is not None
        assert bot.stdout.readline().strip() == "ready"
        left = descendants(bot.pid)
        # The fork server, the resource tracker and the two workers.
        assert len(left) >= 3, left
        os.kill(bot.pid, signal.SIGKILL)
        bot.wait(timeout=10)
        deadline = time.monotonic() + 8
        while time.monotonic() < deadline and any(alive(p, s) for p, s in left.items()):
            time.sleep(0.1)
        survivors = [p for p, s in left.items() if alive(p, s)]
        assert survivors == [], f"still running 8 s after the bot was killed: {survivors}"
    finally:
        if bot.poll() is None:
            bot.kill()
            bot.wait()
        # A failed run must not leave its own orphans on the machine.
        for pid, started in left.items():
            if alive(pid, started):
                os.kill(pid, signal.SIGKILL)
