"""Which release runs, and with which computer search: for `--version`, the log at start
and /about. The version is this one constant; pyproject.toml reads it from here, so the
running code and the installed package cannot disagree about it."""

from __future__ import annotations

from ai import compiled

VERSION = "0.2.0"
DISTRIBUTION = "pyramid-table"

COMPILED_WORDS = "compiled"
PYTHON_WORDS = "Python (slower: the C extension was not built)"


def search_is_compiled() -> bool:
    """True when every compiled search loaded (setup.py built them at install)."""
    return not compiled.missing()


def computer_search() -> str:
    """e.g. "compiled", or "Python (slower: ...)" where the install could not build them."""
    return COMPILED_WORDS if search_is_compiled() else PYTHON_WORDS
