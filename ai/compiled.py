"""Loading the computer players' compiled searches (ai/_*_search.c, built by setup.py).

They are optional extensions: where no C compiler was at hand when the package was
installed they are missing, and each game's player falls back on its Python search.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def load(name: str) -> ModuleType | None:
    """The extension `ai.<name>`, or None where it was not built."""
    try:
        return importlib.import_module(f"ai.{name}")
    except ImportError:  # built without a C compiler: the Python search stands in
        return None


def required(module: ModuleType | None, what: str) -> ModuleType:
    """`module`, or a clear error naming `what` when it was not built."""
    if module is None:
        raise RuntimeError(f"the compiled {what} search is not built (reinstall with a C compiler)")
    return module


# Every compiled search the package ships (setup.py builds them).
EXTENSIONS = ("_cardinal_search", "_pylon_search")


def missing() -> tuple[str, ...]:
    """The compiled searches that did not load (not built at install): empty when all did."""
    return tuple(name for name in EXTENSIONS if load(name) is None)
