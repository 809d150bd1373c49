"""The compiled part of the computer players; everything else is in pyproject.toml.

`optional=True`: on a machine without a C compiler the install still succeeds and the
players fall back on their pure Python search (ai/cardinal_fast.py says which runs).
"""

from setuptools import Extension, setup

COMMON = "ai/_search_common.h"  # both searches' random numbers and clock

setup(
    ext_modules=[
        Extension("ai._cardinal_search", ["ai/_cardinal_search.c"], depends=[COMMON], optional=True,
                  extra_compile_args=["-O2"]),
        Extension("ai._pylon_search", ["ai/_pylon_search.c"], depends=[COMMON], optional=True,
                  extra_compile_args=["-O2"]),
    ],
)
