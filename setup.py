"""The compiled part of the computer players; everything else is in pyproject.toml.

The extensions are optional: on a machine without a C compiler the install still
succeeds and the players fall back on their pure Python search. That fallback is slower,
so a failed build ends with a warning that says so and what to install (the bot says it
again in its log at start and in /about).
"""

import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

COMMON = "ai/_search_common.h"  # both searches' random numbers and clock

WARNING = """
WARNING: the computer players' compiled search {name} could not be built ({reason}).
The bot still works, but the Pylon and Cardinal Connections computers play the slower
Python search. Install a C compiler and Python's headers (Debian: sudo apt-get install
gcc python3-dev) and install the bot again.
"""


class OptionalBuild(build_ext):
    """build_ext that turns a failed build into a clear warning instead of an error."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler at all: setuptools fails before any extension
            self.warn_failed("(all)", exc)

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:  # a compiler error: this extension is left out
            self.warn_failed(ext.name, exc)

    def warn_failed(self, name: str, exc: Exception) -> None:
        reason = str(exc).strip().splitlines()[-1] if str(exc).strip() else type(exc).__name__
        print(WARNING.format(name=name, reason=reason), file=sys.stderr)


setup(
    cmdclass={"build_ext": OptionalBuild},
    ext_modules=[
        Extension("ai._cardinal_search", ["ai/_cardinal_search.c"], depends=[COMMON], optional=True,
                  extra_compile_args=["-O2"]),
        Extension("ai._pylon_search", ["ai/_pylon_search.c"], depends=[COMMON], optional=True,
                  extra_compile_args=["-O2"]),
    ],
)
