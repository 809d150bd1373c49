"""The versioned schema: ordered migrations, applied at start inside one transaction.

One history for both backends. Statements are written in SQLite's words; on PostgreSQL
they pass through dialect.postgres_ddl (wider types). Three steps have a PostgreSQL twin
(POSTGRES_STEPS): two where SQLite must rebuild a table to change a CHECK (PostgreSQL
alters it in place), and one that reads JSON (SQLite's json_extract, PostgreSQL's ->>).
The same columns and constraints either way."""

from __future__ import annotations

from collections.abc import Iterable

from bot.storage.db import POSTGRESQL, Database, Tx
from bot.storage.dialect import postgres_ddl

# Each entry moves the schema from version i to i + 1. Never edit a shipped entry;
# append a new one.
# The sends table of step 10, the same on both backends (only reading the old intents differs).
SENDS_TABLE = (
    # Indented as when step 10 was first written: SQLite keeps this text in its schema.
    """CREATE TABLE sends (
            item_id INTEGER NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
            slot TEXT NOT NULL,               -- 'post', or 'to:<person>:<what>'
            at REAL NOT NULL,                 -- when it was about to be sent
            signature TEXT NOT NULL,          -- what it says, hashed (bot/delivery/signature.py)
            message_id INTEGER,               -- the message it became, once the item is done
            PRIMARY KEY (item_id, slot)
        )""",
    "CREATE INDEX sends_by_message ON sends(message_id)",
)

MIGRATIONS: list[tuple[str, ...]] = [
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_key TEXT NOT NULL,
            guild_id INTEGER,
            channel_id INTEGER NOT NULL,
            creator_id INTEGER NOT NULL,
            seats TEXT NOT NULL,            -- JSON list of Discord user ids, seat order once started
            names TEXT NOT NULL,            -- JSON {user id: display name}
            status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
            seed INTEGER NOT NULL,
            options TEXT NOT NULL,          -- JSON, resolved by the engine
            order_mode TEXT NOT NULL DEFAULT 'random',
            opponent_id INTEGER,            -- a challenge: only this user may join
            state TEXT,                     -- encoded engine state, NULL while a lobby
            version INTEGER NOT NULL DEFAULT 0,
            lobby_message_id INTEGER,
            turn_since REAL,                -- when the current player(s) became due
            last_reminder_at REAL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        )""",
        # One unfinished game (or lobby) per channel or thread, enforced by the database.
        "CREATE UNIQUE INDEX games_open_by_channel ON games(channel_id) WHERE status IN ('lobby', 'active')",
        "CREATE INDEX games_by_channel ON games(channel_id, id)",
        "CREATE INDEX games_active_turn ON games(status, turn_since)",
        """CREATE TABLE game_players (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            PRIMARY KEY (game_id, user_id)
        )""",
        "CREATE INDEX game_players_by_user ON game_players(user_id, game_id)",
        """CREATE TABLE moves (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            n INTEGER NOT NULL,
            seat INTEGER,
            move TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('move', 'resign', 'end', 'undo')),
            at REAL NOT NULL,
            PRIMARY KEY (game_id, n)
        )""",
        """CREATE TABLE proposals (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            kind TEXT NOT NULL CHECK (kind IN ('end', 'undo')),
            proposer_seat INTEGER NOT NULL,
            voters TEXT NOT NULL,           -- JSON list of seats that must accept
            accepted TEXT NOT NULL DEFAULT '[]',
            game_version INTEGER NOT NULL,  -- the game's version when proposed
            status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'accepted', 'declined', 'void')),
            created_at REAL NOT NULL
        )""",
        "CREATE INDEX proposals_by_game ON proposals(game_id, status)",
        "CREATE TABLE user_prefs (user_id INTEGER PRIMARY KEY, notify INTEGER NOT NULL DEFAULT 0)",
        "CREATE TABLE guild_settings (guild_id INTEGER PRIMARY KEY, reminder_hours INTEGER NOT NULL)",
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ),
    (
        # The optional per-game move time limit; NULL = no limit.
        "ALTER TABLE games ADD COLUMN time_limit_hours INTEGER",
        # A `timeout` log kind: SQLite cannot alter a CHECK, so the log table is rebuilt
        # (same columns, rows copied in order; nothing references it).
        """CREATE TABLE moves_v2 (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            n INTEGER NOT NULL,
            seat INTEGER,
            move TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('move', 'resign', 'end', 'undo', 'timeout')),
            at REAL NOT NULL,
            PRIMARY KEY (game_id, n)
        )""",
        "INSERT INTO moves_v2 (game_id, n, seat, move, kind, at) "
        "SELECT game_id, n, seat, move, kind, at FROM moves ORDER BY game_id, n",
        "DROP TABLE moves",
        "ALTER TABLE moves_v2 RENAME TO moves",
    ),
    (
        # The outbox: what a stored change must announce, written in the change's own
        # transaction and delivered (and retried) by bot/delivery/outbox.py until Discord took it.
        """CREATE TABLE outbox (
            id INTEGER PRIMARY KEY,
            game_id INTEGER,                -- delivered in order per game
            channel_id INTEGER NOT NULL,    -- the game's channel (or the DM's user for kind dm)
            kind TEXT NOT NULL,
            payload TEXT NOT NULL,          -- JSON: what the message is built from at delivery
            status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
            attempts INTEGER NOT NULL DEFAULT 0,
            next_at REAL NOT NULL,
            last_error TEXT,
            created_at REAL NOT NULL
        )""",
        "CREATE INDEX outbox_due ON outbox(status, next_at, id)",
    ),
    (
        # Status 'abandoned' (its channel, thread or server is gone) and a mark for games
        # whose log and state disagree. SQLite cannot alter a CHECK: the table is rebuilt
        # (the runner turns foreign keys off around migrations, so dropping the old table
        # cascades nothing, and checks the keys before committing).
        """CREATE TABLE games_v4 (
            id INTEGER PRIMARY KEY,
            game_key TEXT NOT NULL,
            guild_id INTEGER,
            channel_id INTEGER NOT NULL,
            creator_id INTEGER NOT NULL,
            seats TEXT NOT NULL,
            names TEXT NOT NULL,
            status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled', 'abandoned')),
            seed INTEGER NOT NULL,
            options TEXT NOT NULL,
            order_mode TEXT NOT NULL DEFAULT 'random',
            opponent_id INTEGER,
            state TEXT,
            version INTEGER NOT NULL DEFAULT 0,
            lobby_message_id INTEGER,
            turn_since REAL,
            last_reminder_at REAL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            time_limit_hours INTEGER,
            broken_at REAL                  -- set once when its log and state disagree
        )""",
        "INSERT INTO games_v4 (id, game_key, guild_id, channel_id, creator_id, seats, names, status, seed, "
        "options, order_mode, opponent_id, state, version, lobby_message_id, turn_since, last_reminder_at, "
        "created_at, updated_at, time_limit_hours) "
        "SELECT id, game_key, guild_id, channel_id, creator_id, seats, names, status, seed, options, "
        "order_mode, opponent_id, state, version, lobby_message_id, turn_since, last_reminder_at, "
        "created_at, updated_at, time_limit_hours FROM games",
        "DROP TABLE games",
        "ALTER TABLE games_v4 RENAME TO games",
        "CREATE UNIQUE INDEX games_open_by_channel ON games(channel_id) WHERE status IN ('lobby', 'active')",
        "CREATE INDEX games_by_channel ON games(channel_id, id)",
        "CREATE INDEX games_active_turn ON games(status, turn_since)",
        "CREATE INDEX games_by_guild ON games(guild_id, status)",
    ),
    (
        # Computer seats: JSON {"<seat's user id>": level}. A computer sits under a negative
        # id (never a Discord user), so seats stay a list of ids everywhere else.
        "ALTER TABLE games ADD COLUMN computers TEXT NOT NULL DEFAULT '{}'",
        # Server options beside the reminder interval (a row may exist without one).
        "CREATE TABLE guild_options (guild_id INTEGER PRIMARY KEY, threads INTEGER NOT NULL DEFAULT 0)",
    ),
    (
        # Results of finished games, ratings per server and game, and each rating change
        # (written with a game's end: bot/storage/ratings.py, docs/ratings.md).
        # One row per finished game (rated or not): what /stats and head-to-head read.
        """CREATE TABLE game_results (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            guild_id INTEGER,
            game_key TEXT NOT NULL,
            rated INTEGER NOT NULL,
            unrated_reason TEXT,
            moves INTEGER NOT NULL,           -- turns played, as the final post says
            reason TEXT NOT NULL,             -- play | resign | agreement | timeout
            winners TEXT NOT NULL,            -- JSON list of seats; [] = a draw
            first_seat INTEGER,               -- the seat that moved first
            started_at REAL NOT NULL,
            ended_at REAL NOT NULL
        )""",
        "CREATE INDEX game_results_by_guild ON game_results(guild_id, game_key, ended_at)",
        """CREATE TABLE result_players (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            rank INTEGER NOT NULL,            -- 1 = best; equal = tied
            outcome TEXT NOT NULL CHECK (outcome IN ('win', 'draw', 'loss')),
            score INTEGER,
            PRIMARY KEY (game_id, seat)
        )""",
        "CREATE INDEX result_players_by_user ON result_players(user_id, game_id)",
        """CREATE TABLE ratings (
            guild_id INTEGER NOT NULL,
            game_key TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            mu REAL NOT NULL,
            sigma REAL NOT NULL,
            games INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            draws INTEGER NOT NULL,
            losses INTEGER NOT NULL,
            streak INTEGER NOT NULL,          -- +n wins in a row, -n losses in a row
            updated_at REAL NOT NULL,
            PRIMARY KEY (guild_id, game_key, user_id)
        )""",
        """CREATE TABLE rating_history (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            guild_id INTEGER NOT NULL,
            game_key TEXT NOT NULL,
            mu_before REAL NOT NULL,
            sigma_before REAL NOT NULL,
            mu REAL NOT NULL,
            sigma REAL NOT NULL,
            at REAL NOT NULL,
            PRIMARY KEY (game_id, user_id)
        )""",
        "CREATE INDEX rating_history_by_user ON rating_history(guild_id, user_id, game_key, at)",
    ),
    (
        # Which process runs which shard (bot/shards.py): a shard claimed by a live
        # process is not run by a second one.
        """CREATE TABLE shard_claims (
            shard_id INTEGER PRIMARY KEY,
            shard_count INTEGER NOT NULL,
            owner TEXT NOT NULL,              -- host:pid of the process
            heartbeat_at REAL NOT NULL        -- renewed while it runs
        )""",
    ),
    (
        # Servers that removed the bot: their data is deleted FORGET_SERVERS_AFTER_DAYS
        # after this (bot/services/privacy.py, bot/features/privacy/), unless the bot is added back first.
        """CREATE TABLE departed_guilds (
            guild_id INTEGER PRIMARY KEY,
            left_at REAL NOT NULL
        )""",
    ),
    (
        # /away (bot/services/away.py): each game keeps the away periods of its players
        # (JSON {user id: [[from, until], ...]}) so its clock is read from the row alone;
        # away_periods is the player's own record, for the yearly allowance.
        "ALTER TABLE games ADD COLUMN away TEXT NOT NULL DEFAULT '{}'",
        # replace:computer|none (NULL: the game's default) and who left which seat to a
        # computer (JSON {seat: user id}): the leaver's result is theirs, a loss.
        "ALTER TABLE games ADD COLUMN replace_leavers INTEGER",
        "ALTER TABLE games ADD COLUMN replaced TEXT NOT NULL DEFAULT '{}'",
        """CREATE TABLE away_periods (
            user_id INTEGER NOT NULL,
            started_at REAL NOT NULL,
            ends_at REAL NOT NULL,            -- moved to the end time when ended early
            days INTEGER NOT NULL,            -- counted against the year's allowance
            PRIMARY KEY (user_id, started_at)
        )""",
        "CREATE TABLE guild_away (guild_id INTEGER PRIMARY KEY, away_days INTEGER NOT NULL)",
        # /notify how:digest: one row per player and UTC day, claimed before the DM is
        # sent, so two processes or a restart never send a day's digest twice.
        """CREATE TABLE digests (
            user_id INTEGER NOT NULL,
            day TEXT NOT NULL,                -- YYYY-MM-DD, UTC
            status TEXT NOT NULL CHECK (status IN ('sending', 'sent')),
            at REAL NOT NULL,
            PRIMARY KEY (user_id, day)
        )""",
    ),
    (
        # Tournaments (bot/storage/tournaments.py, docs/tournaments.md): the event, its
        # entrants, and one row per pairing (a game, or a bye). A round is paired by one
        # transaction that moves `round` on with a check, so it is paired exactly once;
        # a result is counted by filling `places` where it is still NULL, exactly once.
        """CREATE TABLE tournaments (
            id INTEGER PRIMARY KEY,
            guild_id INTEGER NOT NULL,
            channel_id INTEGER NOT NULL,
            organiser_id INTEGER NOT NULL,
            game_key TEXT NOT NULL,
            format TEXT NOT NULL CHECK (format IN ('round-robin', 'swiss', 'knockout')),
            rounds INTEGER,                   -- Swiss: rounds to play (NULL until the start)
            table_size INTEGER NOT NULL,
            time_limit_hours INTEGER,
            signup_until REAL,                -- the start by itself, when enough have joined
            max_players INTEGER,
            rated INTEGER NOT NULL DEFAULT 1,
            options TEXT NOT NULL,            -- JSON, the game's own options
            status TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
            round INTEGER NOT NULL DEFAULT 0, -- the round being played (0 during sign-up)
            signup_message_id INTEGER,
            standings_message_id INTEGER,
            note TEXT,                        -- why it was cancelled
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        )""",
        "CREATE INDEX tournaments_by_guild ON tournaments(guild_id, status)",
        """CREATE TABLE tournament_entrants (
            tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,         -- a computer entrant has an id below zero
            name TEXT NOT NULL,
            computer TEXT,                    -- a computer's level
            joined_at REAL NOT NULL,
            withdrawn INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (tournament_id, user_id)
        )""",
        """CREATE TABLE tournament_games (
            tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
            round INTEGER NOT NULL,
            slot INTEGER NOT NULL,
            leg INTEGER NOT NULL DEFAULT 0,   -- knockout: a drawn game is replayed as leg + 1
            seats TEXT NOT NULL,              -- JSON entrant ids in seat order; one id = a bye
            thread_id INTEGER,
            game_id INTEGER UNIQUE REFERENCES games(id) ON DELETE SET NULL,
            places TEXT,                      -- JSON {entrant id: place}, once counted
            PRIMARY KEY (tournament_id, round, slot, leg)
        )""",
    ),
    (
        # What the outbox sends, each message's intent and, once its item is done, the
        # message it became (bot/storage/delivery.py): a look-up after a failure never
        # takes another item's identical message, and DMs get the same path as posts.
        # Intents of posts in flight move here from `meta`, where earlier versions kept them.
        *SENDS_TABLE,
        "INSERT INTO sends (item_id, slot, at, signature) "
        "SELECT o.id, 'post', json_extract(m.value, '$.at'), json_extract(m.value, '$.signature') "
        "FROM meta m JOIN outbox o ON m.key = 'outbox-post:' || o.id",
        "DELETE FROM meta WHERE key LIKE 'outbox-post:%'",
    ),
    (
        # Languages: a player's own choice (/language) and the locale of their last
        # interaction (for DMs they did not ask for); a server's choice (/settings language).
        "ALTER TABLE user_prefs ADD COLUMN language TEXT",
        "ALTER TABLE user_prefs ADD COLUMN last_locale TEXT",
        "ALTER TABLE guild_options ADD COLUMN language TEXT",
    ),
    (
        # Planned replies (bot/storage/plans.py, docs/planned-replies.md): one row per game,
        # the waiting player's plans as a tree {their move: {"reply", "then"}}, made at the
        # game's `version`; every stored change of the game fires or drops it in its own
        # transaction. `revision` changes at every write (a stale read is caught).
        """CREATE TABLE plans (
            game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            planner_id INTEGER NOT NULL,
            version INTEGER NOT NULL,
            tree TEXT NOT NULL,
            revision INTEGER NOT NULL,
            updated_at REAL NOT NULL
        )""",
        "CREATE INDEX plans_by_planner ON plans(planner_id)",
    ),
    (
        # /notify digest_hour timezone quiet: the digest comes at the player's hour in their
        # own time zone, keyed on their local date (digests.day), never within 20 hours of
        # the last one (last_digest_at); turn DMs wait out their quiet hours (NULL: none).
        "ALTER TABLE user_prefs ADD COLUMN digest_hour INTEGER NOT NULL DEFAULT 8",
        "ALTER TABLE user_prefs ADD COLUMN timezone TEXT NOT NULL DEFAULT 'UTC'",
        "ALTER TABLE user_prefs ADD COLUMN quiet_from INTEGER",
        "ALTER TABLE user_prefs ADD COLUMN quiet_to INTEGER",
        "ALTER TABLE user_prefs ADD COLUMN last_digest_at REAL",
    ),
]

# Steps (by index) whose SQLite form rebuilds a table: PostgreSQL alters the CHECK in
# place (its default constraint names are <table>_<column>_check); and one reading JSON.
POSTGRES_STEPS: dict[int, tuple[str, ...]] = {
    1: (
        "ALTER TABLE games ADD COLUMN time_limit_hours INTEGER",
        "ALTER TABLE moves DROP CONSTRAINT moves_kind_check",
        "ALTER TABLE moves ADD CONSTRAINT moves_kind_check "
        "CHECK (kind IN ('move', 'resign', 'end', 'undo', 'timeout'))",
    ),
    3: (
        "ALTER TABLE games DROP CONSTRAINT games_status_check",
        "ALTER TABLE games ADD CONSTRAINT games_status_check "
        "CHECK (status IN ('lobby', 'active', 'finished', 'cancelled', 'abandoned'))",
        "ALTER TABLE games ADD COLUMN broken_at REAL",
        "CREATE INDEX games_by_guild ON games(guild_id, status)",
    ),
    # Reading the intents' JSON: SQLite's json_extract, PostgreSQL's ->> on a cast.
    10: (
        *SENDS_TABLE,
        "INSERT INTO sends (item_id, slot, at, signature) "
        "SELECT o.id, 'post', CAST(CAST(m.value AS json) ->> 'at' AS REAL), "
        "CAST(m.value AS json) ->> 'signature' "
        "FROM meta m JOIN outbox o ON m.key = 'outbox-post:' || o.id",
        "DELETE FROM meta WHERE key LIKE 'outbox-post:%'",
    ),
}

LATEST = len(MIGRATIONS)


def statements(step: int, dialect: str) -> tuple[str, ...]:
    """Migration `step` (from version step to step + 1) as `dialect` runs it."""
    if dialect != POSTGRESQL:
        return MIGRATIONS[step]
    return tuple(postgres_ddl(s) for s in POSTGRES_STEPS.get(step, MIGRATIONS[step]))


async def tables_of(reader: Tx | Database) -> set[str]:
    """The tables the database holds (PostgreSQL: in the connection's schema)."""
    if reader.dialect == POSTGRESQL:
        rows = await reader.fetchall(
            "SELECT table_name FROM information_schema.tables "
            "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        )
    else:
        rows = await reader.fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
    return {str(r[0]) for r in rows}


def not_ours(tables: Iterable[str]) -> str | None:
    """For a database with tables and no schema_version (another program's, which the
    bot's tables must not be added to): the words that refuse it, after its name."""
    names = sorted(tables)
    if not names or "schema_version" in names:
        return None
    shown = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    return (
        f"is not this bot's database (it holds the table{'s' if len(names) > 1 else ''} {shown} and no "
        "schema_version table); name the bot's database or an empty one"
    )


async def schema_version(tx: Tx) -> int:
    foreign = not_ours(await tables_of(tx))
    if foreign:
        raise NotOurDatabase(f"it {foreign}")
    await tx.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    row = await tx.fetchone("SELECT version FROM schema_version")
    if row is None:
        await tx.execute("INSERT INTO schema_version (version) VALUES (0)")
        return 0
    return int(row[0])


class SchemaTooNew(RuntimeError):
    """The database was written by a newer version of the bot."""


class NotOurDatabase(SchemaTooNew):
    """A database holding tables and no schema_version: another program's. (A SchemaTooNew,
    so that every caller that refuses a schema it cannot use refuses this one too.)"""


async def migrate(tx: Tx) -> int:
    """Bring the schema to LATEST inside the caller's transaction; returns the version.
    On SQLite the caller runs it with foreign keys off (a table rebuild must not cascade)
    and checks the keys before committing."""
    version = await schema_version(tx)
    if version > LATEST:
        raise SchemaTooNew(
            f"The database's schema is version {version}, newer than this bot knows ({LATEST}): "
            "upgrade the bot, or point DATABASE_URL at another database."
        )
    for target in range(version, LATEST):
        for statement in statements(target, tx.dialect):
            await tx.execute(statement)
        await tx.execute("UPDATE schema_version SET version = ?", (target + 1,))
    return LATEST
