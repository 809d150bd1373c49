"""The PostgreSQL backend: an asyncpg pool. Several bot processes (shards) may share one
database: writes are serialized by row locks and the games' version checks, migrations by
an advisory lock."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy
from asyncpg.transaction import Transaction

from bot.storage.db import (
    BACKENDS,
    POSTGRESQL,
    CommitUnknown,
    Database,
    DatabaseUnavailable,
    IntegrityError,
    Row,
    Tx,
)
from bot.storage.dialect import numbered_params
from bot.storage.migrations import migrate

log = logging.getLogger(__name__)

Connection = asyncpg.Connection | PoolConnectionProxy

# Any fixed number: every process takes the same lock before migrating.
MIGRATION_LOCK = 7_404_301
# The LISTEN/NOTIFY channel on which processes sharing the database say they left work.
CHANGES_CHANNEL = "pyramid_changes"
# Tries to get a working connection before a statement is sent: after a restart of the
# server the pool still holds dead connections, which fail at once and are replaced.
CONNECT_TRIES = 3
CONNECT_TIMEOUT = 5.0
# How long to keep asking what became of a COMMIT whose answer was lost (the server may be
# still committing it, or restarting) before saying "could not confirm".
COMMIT_CONFIRM_SECONDS = 6.0


async def keep_session(_conn: asyncpg.Connection) -> None:
    """The pool's reset on every release, without asyncpg's default RESET ALL / UNLISTEN * /
    CLOSE ALL / pg_advisory_unlock_all query: one round trip per statement outside a
    transaction, and per transaction, that bought nothing here. The bot sets no session
    state (isolation and advisory locks are per transaction, LISTEN has a connection of its
    own), and asyncpg still rolls back a transaction left open before calling this."""


# A statement may run this long before the server cancels it.
STATEMENT_SECONDS = 60
# What a move costs beyond its statements, kept small: every timer asyncpg arms is a heap
# entry, and several were armed per statement (issue #37 item 8, measured in bench/README.md).
POOL_TUNING: dict[str, Any] = {
    # The server ends a statement that runs too long (it was command_timeout=60, a client
    # timer armed and cancelled around every statement, BEGIN and COMMIT included).
    "server_settings": {"statement_timeout": str(STATEMENT_SECONDS * 1000)},
    # Connections stay open while idle (at most max_size), instead of a timer per release.
    "max_inactive_connection_lifetime": 0,
    # Every statement the bot sends stays prepared on each connection: no PREPARE round
    # trip once a connection has seen it, and no expiry timer per prepared statement.
    "statement_cache_size": 1024,
    "max_cached_statement_lifetime": 0,
    "reset": keep_session,
}


def unavailable(exc: BaseException) -> bool:
    """The server is gone or going (stopped, restarting, connection terminated, network):
    not a refusal of the statement itself."""
    return isinstance(
        exc,
        OSError
        | TimeoutError
        | asyncpg.PostgresConnectionError
        | asyncpg.exceptions.OperatorInterventionError
        | asyncpg.InterfaceError
        # A terminated connection can leave asyncpg's protocol mid-operation.
        | asyncpg.exceptions.InternalClientError,
    )


def _rowcount(status: str) -> int:
    """asyncpg's command status ("UPDATE 1", "INSERT 0 3", "SELECT 2") -> the row count."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresTx(Tx):
    dialect = POSTGRESQL

    def __init__(self, conn: Connection, sender: str | None = None) -> None:
        self.conn = conn
        # Who this process is on the changes channel; None: nobody listens (one process).
        self.sender = sender

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        try:
            return _rowcount(await self.conn.execute(numbered_params(sql), *params))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityError(str(exc)) from exc

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        batch = [tuple(r) for r in rows]
        if not batch:
            return
        try:
            await self.conn.executemany(numbered_params(sql), batch)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityError(str(exc)) from exc

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        try:
            row: Row | None = await self.conn.fetchrow(numbered_params(sql), *params)
            return row
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise IntegrityError(str(exc)) from exc

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.conn.fetch(numbered_params(sql), *params))

    async def changed(self) -> None:
        # NOTIFY is delivered at commit, and not at all on a rollback.
        if self.sender is not None:
            await self.conn.execute("SELECT pg_notify($1, $2)", CHANGES_CHANNEL, self.sender)


class PostgresDatabase(Database):
    dialect = POSTGRESQL

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self.pool = pool
        self.url = url
        self._sender: str | None = None
        self._listener: asyncpg.Connection | None = None

    @classmethod
    async def connect(cls, url: str, *, max_size: int = 10) -> PostgresDatabase:
        # timeout: a server that does not answer at all is reported within seconds, not a
        # minute. min_size=0: no background task re-opening a floor of connections while the
        # server is away (with a backoff of up to a minute, a traceback each time); the
        # next statement connects, so the bot serves again as soon as the server is back.
        pool = await asyncpg.create_pool(
            url,
            min_size=0,
            max_size=max_size,
            timeout=CONNECT_TIMEOUT,
            **POOL_TUNING,
        )
        db = cls(pool, url)
        try:
            async with db.transaction() as tx:
                # Two processes starting at once: the second waits, then finds the schema current.
                await tx.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))
                await migrate(tx)
        except DatabaseUnavailable as exc:
            await pool.close()
            # At start the driver's own error is reported (one line, bot/__main__.py).
            cause = exc.__cause__
            raise (cause if isinstance(cause, Exception) else exc) from None
        except BaseException:
            await pool.close()
            raise
        return db

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Tx]:
        conn, transaction = await self._begin()
        lost: BaseException | None = None
        try:
            try:
                yield PostgresTx(conn, self._sender)
                # The transaction's id (NULL when it wrote nothing), recorded before the
                # COMMIT: if its answer is lost, another connection asks the server what
                # became of it by this id (`_settle`). Lazily, not after BEGIN: a caller may
                # still set the transaction's isolation first (migrate-db).
                txid: int | None = await conn.fetchval("SELECT txid_current_if_assigned()")
            except BaseException as exc:
                with contextlib.suppress(Exception):  # a dead connection rolls back by itself
                    await transaction.rollback()
                if unavailable(exc):
                    raise DatabaseUnavailable(f"the database stopped answering: {exc!r}") from exc
                raise
            try:
                await transaction.commit()
            except asyncpg.IntegrityConstraintViolationError as exc:
                raise IntegrityError(str(exc)) from exc
            except BaseException as exc:
                if not unavailable(exc):
                    raise
                # COMMIT was sent, and the connection failed before its answer came.
                lost = exc
        finally:
            # After an acknowledged COMMIT, a failure to hand the connection back (it died
            # a moment later) changes nothing that was stored: it must not escape.
            await self._release(conn)
        if lost is not None:
            if txid is None:
                raise DatabaseUnavailable(f"the connection failed during COMMIT: {lost!r}") from lost
            # Whether the server applied it is asked on a fresh connection, not guessed:
            # returns when it did (the caller goes on as after any commit), raises
            # DatabaseUnavailable when it did not, CommitUnknown when no answer came.
            await self._settle(int(txid), lost)

    async def outcome(self, txid: int) -> bool | None:
        """What became of transaction `txid`: True committed (and visible to every new
        snapshot, so a read that follows finds what it stored), False rolled back (or
        lost with a crashed server), None still in progress. One look; raises
        DatabaseUnavailable when the server does not answer."""
        row = await self.fetchone(
            "SELECT txid_status(?) AS status, txid_visible_in_snapshot(?, txid_current_snapshot()) AS seen",
            (txid, txid),
        )
        status = row["status"] if row is not None else None
        if status == "committed":
            return True if row is not None and row["seen"] else None
        if status == "aborted":
            return False
        # 'in progress' (the server is still committing it, or has not received the
        # COMMIT yet), or NULL (too old to tell: never within the seconds asked here).
        return None

    async def _settle(self, txid: int, lost: BaseException) -> None:
        """The connection failed during the COMMIT of transaction `txid`: find out from
        the server what became of it, for up to COMMIT_CONFIRM_SECONDS (it may be still
        committing, or restarting). Committed: return. Rolled back: DatabaseUnavailable
        (nothing was stored). No answer in time: CommitUnknown, never "not stored"."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + COMMIT_CONFIRM_SECONDS
        delay = 0.05
        last: BaseException = lost
        while True:
            try:
                outcome = await self.outcome(txid)
            except DatabaseUnavailable as exc:
                outcome, last = None, exc
            if outcome is True:
                log.info("transaction %s was committed although its COMMIT failed to answer: %r", txid, lost)
                return
            if outcome is False:
                raise DatabaseUnavailable(
                    f"the connection failed during COMMIT, which did not happen: {lost!r}"
                ) from lost
            if loop.time() + delay > deadline:
                log.warning("cannot tell whether transaction %s was committed: %r", txid, last)
                raise CommitUnknown(f"the connection failed during COMMIT: {lost!r}", txid=txid) from lost
            await asyncio.sleep(delay)
            delay = min(delay * 2, 1.0)

    async def _acquire(self) -> PoolConnectionProxy:
        try:
            conn: PoolConnectionProxy = await self.pool.acquire()
            return conn
        except Exception as exc:
            if unavailable(exc):
                raise DatabaseUnavailable(f"cannot reach the database: {exc!r}") from exc
            raise

    async def _release(self, conn: PoolConnectionProxy) -> None:
        try:
            await self.pool.release(conn)
        except Exception as exc:
            log.info("a database connection could not be handed back (closed instead): %r", exc)
            with contextlib.suppress(Exception):
                conn.terminate()

    async def _begin(self) -> tuple[PoolConnectionProxy, Transaction]:
        """A connection with an open transaction. A connection that fails before anything
        was sent on it is replaced (the server restarted, a pooler dropped it)."""
        last: BaseException | None = None
        for attempt in range(CONNECT_TRIES):
            conn = await self._try(attempt)
            if conn is None:
                continue
            transaction = conn.transaction()
            try:
                await transaction.start()
                return conn, transaction
            except Exception as exc:
                await self._release(conn)
                if not unavailable(exc):
                    raise
                last = exc
                await self._stale(exc, attempt)
        raise DatabaseUnavailable(f"the database is not answering: {last!r}") from last

    async def _try(self, attempt: int) -> PoolConnectionProxy | None:
        """A connection from the pool; None when it could not be had but another try may."""
        try:
            return await self._acquire()
        except DatabaseUnavailable as exc:
            if attempt + 1 >= CONNECT_TRIES:
                raise
            await self._stale(exc, attempt)
            return None

    async def _stale(self, exc: BaseException, attempt: int) -> None:
        # Routine: the outcome (served, or DatabaseUnavailable) is what gets reported.
        log.debug("database connection failed (attempt %s), reconnecting: %r", attempt + 1, exc)
        # Every idle connection of the pool is likely as dead as this one.
        await self.pool.expire_connections()
        await asyncio.sleep(0.1 * (attempt + 1))

    async def _read(self, how: str, sql: str, params: Sequence[Any]) -> Any:
        """A read, tried again on a fresh connection if the connection failed (reads
        change nothing, so a second try is always safe)."""
        last: BaseException | None = None
        for attempt in range(CONNECT_TRIES):
            conn = await self._try(attempt)
            if conn is None:
                continue
            try:
                return await getattr(conn, how)(numbered_params(sql), *params)
            except Exception as exc:
                if not unavailable(exc):
                    raise
                last = exc
            finally:
                await self._release(conn)
            await self._stale(last or DatabaseUnavailable(), attempt)
        raise DatabaseUnavailable(f"the database is not answering: {last!r}")

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        row: Row | None = await self._read("fetchrow", sql, params)
        return row

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self._read("fetch", sql, params))

    async def listen(self, me: str, on_change: Callable[[], None]) -> bool:
        self._sender = me
        if self._listener is not None and not self._listener.is_closed():
            return True

        def heard(_conn: Connection, _pid: int, _channel: str, sender: object) -> None:
            if sender != me:  # this process knows of its own changes already
                on_change()

        listener: asyncpg.Connection | None = None
        try:
            listener = await asyncpg.connect(self.url)
            await listener.add_listener(CHANGES_CHANNEL, heard)
        except (OSError, asyncpg.PostgresError) as exc:
            if listener is not None:
                listener.terminate()
            log.warning("cannot hear other processes' changes (looking every few seconds instead): %s", exc)
            return False
        self._listener = listener
        on_change()  # whatever was stored while nobody listened
        return True

    async def close(self) -> None:
        if self._listener is not None:
            try:
                await self._listener.close(timeout=5)
            except (OSError, asyncpg.PostgresError, TimeoutError):
                self._listener.terminate()
            self._listener = None
        try:
            await asyncio.wait_for(self.pool.close(), timeout=10)
        except TimeoutError:
            self.pool.terminate()


BACKENDS[POSTGRESQL] = PostgresDatabase.connect
