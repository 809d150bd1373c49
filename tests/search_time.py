"""The CPU time a search spends, measured so that a test worker's own heap does not count.

Computers run in their own process (bot/computer_pool), whose heap is small. A test worker's
heap holds every earlier test's objects, and a full garbage collection of them (0.2 s for three
million objects) can fall inside a 0.2 s search and blow its budget on nobody's account but the
worker's. Collecting first leaves the search only its own garbage to pay for.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def cpu_seconds(search: Callable[..., T], *args: Any, **kwargs: Any) -> tuple[T, float]:
    """(what `search(*args, **kwargs)` returned, the CPU seconds this process spent in it)."""
    gc.collect()
    start = time.process_time()
    result = search(*args, **kwargs)
    return result, time.process_time() - start
