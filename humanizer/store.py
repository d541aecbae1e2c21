"""The only module with SQL: schema, migrations and every transaction, on SQLite in WAL mode.

Writes go through one connection guarded by a lock and run as `BEGIN IMMEDIATE`
transactions, so a balance check and its debit are one atomic step even across processes
(SQLite's write lock) and across coroutines (the lock). Reads use a second connection, which
in WAL mode never waits for the writer. sqlite errors never leave this module: they become
`StoreError` (500 internal_error).
"""

from __future__ import annotations

import asyncio
import secrets
import sqlite3
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import wraps
from typing import Any, ParamSpec, TypeVar

import aiosqlite
import anyio

from humanizer import billing, keys
from humanizer.errors import Conflict, Forbidden, InsufficientCredits, NotFound, StoreError

P = ParamSpec("P")
T = TypeVar("T")
Clock = Callable[[], datetime]

MIGRATIONS: tuple[tuple[str, str], ...] = (
    (
        "0001_initial",
        """
        CREATE TABLE accounts (
            id TEXT PRIMARY KEY,
            email TEXT NOT NULL UNIQUE COLLATE NOCASE,
            plan TEXT NOT NULL,
            password_hash TEXT,
            created_at TEXT NOT NULL
        );
        CREATE TABLE api_keys (
            id TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES accounts(id),
            name TEXT NOT NULL,
            key_hash TEXT NOT NULL UNIQUE,
            hint TEXT NOT NULL,
            created_at TEXT NOT NULL,
            expires_at TEXT NOT NULL,
            last_used_at TEXT,
            revoked_at TEXT,
            revoked_reason TEXT
        );
        CREATE INDEX api_keys_account ON api_keys(account_id);
        CREATE TABLE teams (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            owner_id TEXT NOT NULL REFERENCES accounts(id),
            api_access INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL
        );
        CREATE TABLE team_members (
            team_id TEXT NOT NULL REFERENCES teams(id),
            account_id TEXT NOT NULL REFERENCES accounts(id),
            added_at TEXT NOT NULL,
            PRIMARY KEY (team_id, account_id)
        );
        CREATE TABLE balances (
            account_id TEXT NOT NULL REFERENCES accounts(id),
            period TEXT NOT NULL,
            quota INTEGER NOT NULL CHECK (quota >= 0),
            used INTEGER NOT NULL CHECK (used >= 0 AND used <= quota),
            PRIMARY KEY (account_id, period)
        );
        CREATE TABLE ledger (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            request_id TEXT NOT NULL,
            account_id TEXT NOT NULL,
            payer_id TEXT NOT NULL,
            period TEXT NOT NULL,
            words INTEGER NOT NULL,
            reason TEXT NOT NULL,
            task_id TEXT,
            created_at TEXT NOT NULL
        );
        CREATE INDEX ledger_payer_period ON ledger(payer_id, period);
        CREATE UNIQUE INDEX ledger_once ON ledger(request_id, reason);
        CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
            BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
        CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
            BEGIN SELECT RAISE(ABORT, 'the ledger is append-only'); END;
        CREATE TABLE tasks (
            id TEXT PRIMARY KEY,
            payer_id TEXT NOT NULL,
            input_hash TEXT NOT NULL,
            latest_output_hash TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX tasks_input ON tasks(payer_id, input_hash);
        CREATE INDEX tasks_output ON tasks(payer_id, latest_output_hash);
        CREATE TABLE task_runs (
            request_id TEXT PRIMARY KEY,
            task_id TEXT NOT NULL REFERENCES tasks(id),
            attempt INTEGER NOT NULL,
            account_id TEXT NOT NULL,
            payer_id TEXT NOT NULL,
            key_id TEXT,
            period TEXT NOT NULL,
            words INTEGER NOT NULL,
            free INTEGER NOT NULL,
            status TEXT NOT NULL,
            instance TEXT NOT NULL,
            output_hash TEXT,
            created_at TEXT NOT NULL,
            finished_at TEXT
        );
        CREATE INDEX task_runs_task ON task_runs(task_id);
        CREATE INDEX task_runs_status ON task_runs(status);
        """,
    ),
    (
        "0002_web",
        """
        CREATE TABLE web_sessions (
            token_hash TEXT PRIMARY KEY,
            account_id TEXT NOT NULL REFERENCES accounts(id),
            created_at TEXT NOT NULL,
            expires_at TEXT NOT NULL
        );
        CREATE INDEX web_sessions_account ON web_sessions(account_id);
        """,
    ),
)


def _ts(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _dt(text: str | None) -> datetime | None:
    if text is None:
        return None
    return datetime.strptime(text, "%Y-%m-%dT%H:%M:%S.%fZ").replace(tzinfo=UTC)


def _new_id(prefix: str) -> str:
    return prefix + "_" + secrets.token_hex(8)


def _translated(fn: Callable[P, Awaitable[T]]) -> Callable[P, Awaitable[T]]:
    """sqlite errors become StoreError here, at the boundary."""

    @wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return await fn(*args, **kwargs)
        except sqlite3.Error as exc:
            raise StoreError(f"the database failed: {exc.__class__.__name__}") from exc

    return wrapper


@dataclass(frozen=True, slots=True)
class Account:
    id: str
    email: str
    plan: str
    created_at: datetime
    password_hash: str | None = None


@dataclass(frozen=True, slots=True)
class ApiKey:
    id: str
    account_id: str
    name: str
    hint: str
    created_at: datetime
    expires_at: datetime
    last_used_at: datetime | None
    revoked_at: datetime | None
    revoked_reason: str | None

    def state(self, now: datetime) -> keys.KeyState:
        if self.revoked_at is not None:
            return keys.KeyState.REVOKED
        return keys.KeyState.EXPIRED if now >= self.expires_at else keys.KeyState.ACTIVE


@dataclass(frozen=True, slots=True)
class Team:
    id: str
    name: str
    owner_id: str
    api_access: bool
    created_at: datetime


@dataclass(frozen=True, slots=True)
class Balance:
    account_id: str
    period: str
    quota: int
    used: int
    next_refill: datetime

    @property
    def remaining(self) -> int:
        return self.quota - self.used


@dataclass(frozen=True, slots=True)
class Charge:
    """An accepted request's debit: what it cost and which task and attempt it belongs to."""

    request_id: str
    task_id: str
    attempt: int
    payer_id: str
    words: int
    free: bool
    remaining: int


@dataclass(frozen=True, slots=True)
class LedgerRow:
    id: int
    request_id: str
    account_id: str
    payer_id: str
    period: str
    words: int
    reason: str
    task_id: str | None
    created_at: datetime


def _account(row: Any) -> Account:
    return Account(row["id"], row["email"], row["plan"], _dt(row["created_at"]),  # type: ignore[arg-type]
                   row["password_hash"])


def _api_key(row: Any) -> ApiKey:
    return ApiKey(row["id"], row["account_id"], row["name"], row["hint"],
                  _dt(row["created_at"]), _dt(row["expires_at"]),  # type: ignore[arg-type]
                  _dt(row["last_used_at"]), _dt(row["revoked_at"]), row["revoked_reason"])


def _team(row: Any) -> Team:
    return Team(row["id"], row["name"], row["owner_id"], bool(row["api_access"]),
                _dt(row["created_at"]))  # type: ignore[arg-type]


class Store:
    def __init__(self, writer: aiosqlite.Connection, reader: aiosqlite.Connection,
                 clock: Clock) -> None:
        self._writer = writer
        self._reader = reader
        self._lock = asyncio.Lock()
        self.clock = clock
        # Runs started by this process; runs of any other instance left 'running' were cut off.
        self.instance = secrets.token_hex(8)

    @classmethod
    async def open(cls, path: str, clock: Clock | None = None) -> Store:
        writer: aiosqlite.Connection | None = None
        reader: aiosqlite.Connection | None = None
        try:
            writer = await aiosqlite.connect(path, isolation_level=None)
            reader = await aiosqlite.connect(path, isolation_level=None)
            for conn in (writer, reader):
                conn.row_factory = aiosqlite.Row
                await conn.execute("PRAGMA busy_timeout = 5000")
                await conn.execute("PRAGMA foreign_keys = ON")
            await writer.execute("PRAGMA journal_mode = WAL")
            # WAL + NORMAL: a committed transaction survives a process crash; only an OS crash
            # can lose the last few, and never corrupts the file.
            await writer.execute("PRAGMA synchronous = NORMAL")
        except sqlite3.Error as exc:
            # Close what did open: a connection's thread left running keeps the process alive.
            for opened in (reader, writer):
                if opened is not None:
                    await _close_quietly(opened)
            raise StoreError(f"cannot open the database at {path}: {exc}") from exc
        assert writer is not None and reader is not None
        store = cls(writer, reader, clock or (lambda: datetime.now(UTC)))
        try:
            await store.migrate()
        except BaseException:
            await store.close()
            raise
        return store

    async def close(self) -> None:
        for conn in (self._reader, self._writer):
            await _close_quietly(conn)

    async def _write(self, work: Callable[[sqlite3.Connection], T]) -> T:
        """Run `work(conn)` as one BEGIN IMMEDIATE transaction in a single hop to the writer's
        thread: every write of the store goes through here (a statement-by-statement
        transaction would cost a thread hop per statement, ~12 for a charge). Shielded: once
        queued, the transaction and its result agree even if the caller is cancelled."""
        async with self._lock:
            with anyio.CancelScope(shield=True):
                # aiosqlite's own queue to the writer's thread (a private method; the
                # dependency is pinned below 0.23)
                result: T = await self._writer._execute(  # type: ignore[no-untyped-call]
                    _in_transaction, self._writer._conn, work)
        return result

    async def _one(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        rows = await self._reader.execute_fetchall(sql, params)  # one hop, not three
        return next(iter(rows), None)

    async def _all(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        return list(await self._reader.execute_fetchall(sql, params))

    # --- schema -------------------------------------------------------------------------

    @_translated
    async def migrate(self) -> list[str]:
        """Apply every migration not yet applied, each in its own transaction."""
        await self._write(lambda db: db.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations "
            "(name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)"
        ))
        applied_now = []
        for name, sql in MIGRATIONS:

            def apply(db: sqlite3.Connection, name: str = name, sql: str = sql) -> bool:
                if db.execute("SELECT 1 FROM schema_migrations WHERE name = ?",
                              (name,)).fetchone():
                    return False
                for statement in _statements(sql):
                    db.execute(statement)
                db.execute("INSERT INTO schema_migrations VALUES (?, ?)",
                           (name, _ts(self.clock())))
                return True

            if await self._write(apply):
                applied_now.append(name)
        return applied_now

    # --- accounts -----------------------------------------------------------------------

    @_translated
    async def create_account(self, email: str, plan: str = "free",
                             password_hash: str | None = None) -> Account:
        billing.plan_named(plan)
        email = email.strip()
        if "@" not in email or len(email) > 254:
            raise ValueError(f"not an e-mail address: {email!r}")
        account = Account(_new_id("acct"), email, plan, self.clock(), password_hash)
        try:
            await self._write(lambda db: db.execute(
                "INSERT INTO accounts VALUES (?, ?, ?, ?, ?)",
                (account.id, email, plan, password_hash, _ts(account.created_at)),
            ))
        except sqlite3.IntegrityError:
            raise Conflict(f"an account with the e-mail {email} already exists") from None
        return account

    @_translated
    async def account_by_email(self, email: str) -> Account:
        row = await self._one("SELECT * FROM accounts WHERE email = ?", (email.strip(),))
        if row is None:
            raise NotFound(f"no account with the e-mail {email}")
        return _account(row)

    @_translated
    async def account_by_id(self, account_id: str) -> Account:
        row = await self._one("SELECT * FROM accounts WHERE id = ?", (account_id,))
        if row is None:
            raise NotFound(f"no account with the id {account_id}")
        return _account(row)

    @_translated
    async def set_plan(self, email: str, plan: str) -> Account:
        """Change an account's plan. Leaving `max` revokes every active key at once; the
        current period's quota becomes the new plan's (words already used stay used)."""
        new = billing.plan_named(plan)
        now = self.clock()

        def change(db: sqlite3.Connection) -> Account:
            row = db.execute("SELECT * FROM accounts WHERE email = ?",
                             (email.strip(),)).fetchone()
            if row is None:
                raise NotFound(f"no account with the e-mail {email}")
            account = _account(row)
            db.execute("UPDATE accounts SET plan = ? WHERE id = ?", (plan, account.id))
            if account.plan == "max" and plan != "max":
                db.execute(
                    "UPDATE api_keys SET revoked_at = ?, revoked_reason = 'plan_downgrade' "
                    "WHERE account_id = ? AND revoked_at IS NULL",
                    (_ts(now), account.id),
                )
            db.execute(
                "UPDATE balances SET quota = MAX(?, used) WHERE account_id = ? AND period = ?",
                (new.words_per_month, account.id, billing.period_of(now)),
            )
            return account

        account = await self._write(change)
        return Account(account.id, account.email, plan, account.created_at, account.password_hash)

    # --- balances -----------------------------------------------------------------------

    @staticmethod
    def _ensure_balance(db: sqlite3.Connection, account_id: str, plan: str,
                        now: datetime) -> tuple[int, int, str]:
        """The lazy monthly refill: the first charge or read in a new month makes its row."""
        period = billing.period_of(now)
        db.execute(
            "INSERT OR IGNORE INTO balances VALUES (?, ?, ?, 0)",
            (account_id, period, billing.plan_named(plan).words_per_month),
        )
        quota, used = db.execute(
            "SELECT quota, used FROM balances WHERE account_id = ? AND period = ?",
            (account_id, period),
        ).fetchone()
        return int(quota), int(used), period

    @_translated
    async def balance(self, account_id: str) -> Balance:
        now = self.clock()

        def read(db: sqlite3.Connection) -> tuple[int, int, str]:
            row = db.execute("SELECT plan FROM accounts WHERE id = ?", (account_id,)).fetchone()
            if row is None:
                raise NotFound(f"no account with the id {account_id}")
            return self._ensure_balance(db, account_id, row[0], now)

        quota, used, period = await self._write(read)
        return Balance(account_id, period, quota, used, billing.next_refill(now))

    # --- keys ---------------------------------------------------------------------------

    @_translated
    async def create_key(self, account_id: str, name: str, *, prefix: str = "hmz",
                         lifetime_days: int = 90, max_active: int = 10) -> tuple[ApiKey, str]:
        """Make a key; return its record and the secret, which is never stored or shown again."""
        name = name.strip() or "default"
        if len(name) > 100:
            raise ValueError("a key name has at most 100 characters")
        now = self.clock()
        return await self._write(lambda db: _insert_key(db, account_id, name, prefix,
                                                        lifetime_days, max_active, now))

    @_translated
    async def revoke_key(self, key_id: str, *, account_id: str | None = None,
                         reason: str = "manual") -> ApiKey:
        now = self.clock()

        def revoke(db: sqlite3.Connection) -> ApiKey:
            _key_for_update(db, key_id, account_id)
            db.execute(
                "UPDATE api_keys SET revoked_at = ?, revoked_reason = ? "
                "WHERE id = ? AND revoked_at IS NULL", (_ts(now), reason, key_id),
            )
            return _api_key(db.execute("SELECT * FROM api_keys WHERE id = ?",
                                       (key_id,)).fetchone())

        return await self._write(revoke)

    @_translated
    async def regenerate_key(self, key_id: str, *, account_id: str | None = None,
                             prefix: str = "hmz", lifetime_days: int = 90,
                             max_active: int = 10) -> tuple[ApiKey, str]:
        """Revoke a key and make a new one with the same name, in one transaction."""
        now = self.clock()

        def regenerate(db: sqlite3.Connection) -> tuple[ApiKey, str]:
            old = _key_for_update(db, key_id, account_id)
            db.execute(
                "UPDATE api_keys SET revoked_at = ?, revoked_reason = 'regenerated' "
                "WHERE id = ? AND revoked_at IS NULL", (_ts(now), key_id),
            )
            return _insert_key(db, old.account_id, old.name, prefix, lifetime_days,
                               max_active, now)

        return await self._write(regenerate)

    @_translated
    async def list_keys(self, account_id: str) -> list[ApiKey]:
        rows = await self._all(
            "SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at DESC, id",
            (account_id,),
        )
        return [_api_key(r) for r in rows]

    @_translated
    async def key_by_hash(self, key_hash: str) -> tuple[ApiKey, Account] | None:
        row = await self._one(
            "SELECT k.*, a.email, a.plan, a.created_at AS a_created, a.password_hash "
            "FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.key_hash = ?",
            (key_hash,),
        )
        if row is None:
            return None
        account = Account(row["account_id"], row["email"], row["plan"],
                          _dt(row["a_created"]), None)  # type: ignore[arg-type]
        return _api_key(row), account

    # --- teams --------------------------------------------------------------------------

    @_translated
    async def create_team(self, name: str, owner_id: str) -> Team:
        name = name.strip()
        if not name or len(name) > 100:
            raise ValueError("a team name has 1 to 100 characters")
        team = Team(_new_id("team"), name, owner_id, False, self.clock())
        await self._write(lambda db: db.execute(
            "INSERT INTO teams VALUES (?, ?, ?, 0, ?)",
            (team.id, name, owner_id, _ts(team.created_at))))
        return team

    @_translated
    async def team(self, team_id: str) -> Team:
        row = await self._one("SELECT * FROM teams WHERE id = ?", (team_id,))
        if row is None:
            raise NotFound(f"no team with the id {team_id}")
        return _team(row)

    @_translated
    async def add_member(self, team_id: str, account_id: str) -> None:
        await self.team(team_id)
        await self._write(lambda db: db.execute(
            "INSERT OR IGNORE INTO team_members VALUES (?, ?, ?)",
            (team_id, account_id, _ts(self.clock()))))

    @_translated
    async def set_team_api_access(self, team_id: str, enabled: bool) -> Team:
        await self.team(team_id)
        await self._write(lambda db: db.execute(
            "UPDATE teams SET api_access = ? WHERE id = ?", (int(enabled), team_id)))
        return await self.team(team_id)

    @_translated
    async def team_members(self, team_id: str) -> list[Account]:
        rows = await self._all(
            "SELECT a.* FROM team_members m JOIN accounts a ON a.id = m.account_id "
            "WHERE m.team_id = ? ORDER BY m.added_at", (team_id,),
        )
        return [_account(r) for r in rows]

    @_translated
    async def teams_of(self, account_id: str) -> list[Team]:
        rows = await self._all(
            "SELECT DISTINCT t.* FROM teams t LEFT JOIN team_members m ON m.team_id = t.id "
            "WHERE t.owner_id = ? OR m.account_id = ? ORDER BY t.created_at",
            (account_id, account_id),
        )
        return [_team(r) for r in rows]

    @_translated
    async def team_payer(self, team_id: str, account_id: str, *, for_api: bool) -> Account:
        """The account that pays for `account_id` working in the team: its owner. An unknown
        team, a team the caller is not in and (for the API) a team without API access all give
        the same 403, so a caller learns nothing about teams it is not in."""
        denied = Forbidden(
            "this team does not exist, you are not a member, or its API access is off"
            if for_api else "this team does not exist or you are not a member"
        )
        row = await self._one(
            "SELECT t.* FROM teams t WHERE t.id = ? AND (t.owner_id = ? OR EXISTS ("
            "SELECT 1 FROM team_members m WHERE m.team_id = t.id AND m.account_id = ?))",
            (team_id, account_id, account_id),
        )
        if row is None or (for_api and not row["api_access"]):
            raise denied
        return await self.account_by_id(row["owner_id"])

    # --- charges ------------------------------------------------------------------------

    @_translated
    async def charge(self, *, request_id: str, account_id: str, payer_id: str,
                     key_id: str | None, words: int, input_hash: str,
                     is_rehumanization: bool) -> Charge:
        """Debit a request before its first byte, atomically with the balance check; find or
        start its task and decide whether it is a free rehumanization."""
        now = self.clock()

        def debit(db: sqlite3.Connection) -> Charge:
            payer_row = db.execute("SELECT plan FROM accounts WHERE id = ?",
                                   (payer_id,)).fetchone()
            if payer_row is None:
                raise NotFound(f"no account with the id {payer_id}")
            plan = billing.plan_named(payer_row[0])
            quota, used, period = self._ensure_balance(db, payer_id, plan.name, now)
            task_id = _find_task(db, payer_id, input_hash, is_rehumanization)
            free_used = attempt = 0
            if task_id is not None:
                attempt, free_used = db.execute(
                    "SELECT COUNT(*), COALESCE(SUM(free = 1 AND status != 'failed'), 0) "
                    "FROM task_runs WHERE task_id = ?", (task_id,),
                ).fetchone()
            decision = billing.decide_charge(
                words=words, remaining=quota - used, is_rehumanization=is_rehumanization,
                task_found=task_id is not None, free_used=free_used,
                free_allowance=plan.free_rehumanizations,
            )
            if not decision.allowed:
                raise InsufficientCredits(needed=words, remaining=quota - used,
                                          reset_at=billing.next_refill(now))
            if task_id is None:
                task_id = _new_id("task")
                db.execute("INSERT INTO tasks VALUES (?, ?, ?, NULL, ?, ?)",
                           (task_id, payer_id, input_hash, _ts(now), _ts(now)))
            db.execute(
                "UPDATE balances SET used = used + ? WHERE account_id = ? AND period = ?",
                (decision.words, payer_id, period),
            )
            db.execute(
                "INSERT INTO ledger (request_id, account_id, payer_id, period, words, reason, "
                "task_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (request_id, account_id, payer_id, period, decision.words,
                 "free_rehumanization" if decision.free else "humanize", task_id, _ts(now)),
            )
            db.execute(
                "INSERT INTO task_runs VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'running', ?, NULL, "
                "?, NULL)",
                (request_id, task_id, attempt, account_id, payer_id, key_id, period,
                 decision.words, int(decision.free), self.instance, _ts(now)),
            )
            if key_id is not None:
                db.execute("UPDATE api_keys SET last_used_at = ? WHERE id = ?",
                           (_ts(now), key_id))
            return Charge(request_id, task_id, int(attempt), payer_id, decision.words,
                          decision.free, quota - used - decision.words)

        return await self._write(debit)

    @_translated
    async def previous_outputs(self, task_id: str) -> set[str]:
        rows = await self._all(
            "SELECT output_hash FROM task_runs WHERE task_id = ? AND output_hash IS NOT NULL",
            (task_id,),
        )
        return {r[0] for r in rows}

    @_translated
    async def finish_run(self, request_id: str, *, output_hash: str | None,
                         delivered: bool) -> None:
        """Record how a charged run ended: `delivered` (the whole output reached the client)
        or disconnected (the client left; still charged, as decisions.md says)."""
        now = self.clock()

        def finish(db: sqlite3.Connection) -> None:
            db.execute(
                "UPDATE task_runs SET status = ?, output_hash = ?, finished_at = ? "
                "WHERE request_id = ? AND status = 'running'",
                ("done" if delivered else "disconnected", output_hash, _ts(now), request_id),
            )
            if delivered and output_hash is not None:
                db.execute(
                    "UPDATE tasks SET latest_output_hash = ?, updated_at = ? WHERE id = "
                    "(SELECT task_id FROM task_runs WHERE request_id = ?)",
                    (output_hash, _ts(now), request_id),
                )

        await self._write(finish)

    @_translated
    async def refund_run(self, request_id: str) -> int:
        """Refund a failed run in full, once: returns the words given back (0 if the run had
        already ended or cost nothing). A free rehumanization that failed is not counted."""
        now = self.clock()
        return await self._write(lambda db: _refund(db, request_id, now))

    @_translated
    async def recover_interrupted(self) -> int:
        """Refund every run another instance left 'running' (the server was killed mid-stream).
        Run at start-up, before this instance takes requests."""
        now = self.clock()

        def recover(db: sqlite3.Connection) -> int:
            stale = [row[0] for row in db.execute(
                "SELECT request_id FROM task_runs WHERE status = 'running' AND instance != ?",
                (self.instance,),
            )]
            for request_id in stale:
                _refund(db, request_id, now)
            return len(stale)

        return await self._write(recover)

    # --- reading the ledger -------------------------------------------------------------

    @_translated
    async def ledger(self, payer_id: str, *, limit: int = 50) -> list[LedgerRow]:
        rows = await self._all(
            "SELECT * FROM ledger WHERE payer_id = ? OR account_id = ? ORDER BY id DESC LIMIT ?",
            (payer_id, payer_id, limit),
        )
        return [LedgerRow(r["id"], r["request_id"], r["account_id"], r["payer_id"],
                          r["period"], r["words"], r["reason"], r["task_id"],
                          _dt(r["created_at"])) for r in rows]  # type: ignore[arg-type]

    @_translated
    async def ledger_sum(self, payer_id: str, period: str) -> int:
        row = await self._one(
            "SELECT COALESCE(SUM(words), 0) FROM ledger WHERE payer_id = ? AND period = ?",
            (payer_id, period),
        )
        return int(row[0])

    @_translated
    async def words_per_day(self, payer_id: str, period: str) -> list[tuple[str, int]]:
        rows = await self._all(
            "SELECT substr(created_at, 1, 10) AS day, SUM(words) FROM ledger "
            "WHERE payer_id = ? AND period = ? GROUP BY day ORDER BY day", (payer_id, period),
        )
        return [(r[0], int(r[1])) for r in rows]

    @_translated
    async def check_integrity(self) -> list[str]:
        """Every way the books could disagree, as sentences; an empty list means they agree."""
        problems = []
        rows = await self._all(
            "SELECT b.account_id, b.period, b.quota, b.used, COALESCE(SUM(l.words), 0) "
            "FROM balances b LEFT JOIN ledger l ON l.payer_id = b.account_id "
            "AND l.period = b.period GROUP BY b.account_id, b.period"
        )
        for account_id, period, quota, used, ledger_sum in rows:
            if used != ledger_sum:
                problems.append(f"{account_id} {period}: used {used} but ledger sums "
                                f"{ledger_sum}")
            if used > quota or used < 0:
                problems.append(f"{account_id} {period}: used {used} outside 0..{quota}")
        dupes = await self._all(
            "SELECT request_id, COUNT(*) FROM ledger WHERE reason != 'refund' "
            "GROUP BY request_id HAVING COUNT(*) > 1"
        )
        problems += [f"request {r[0]} charged {r[1]} times" for r in dupes]
        return problems


    # --- web sessions -------------------------------------------------------------------
    # Server-side sessions: the cookie holds a random token, this table only its SHA-256, so
    # a copy of the database opens no session and logging out really ends one.

    @_translated
    async def create_session(self, account_id: str, token_hash: str,
                             expires_at: datetime) -> None:
        now = self.clock()

        def create(db: sqlite3.Connection) -> None:
            db.execute("DELETE FROM web_sessions WHERE expires_at <= ?", (_ts(now),))
            db.execute("INSERT INTO web_sessions VALUES (?, ?, ?, ?)",
                       (token_hash, account_id, _ts(now), _ts(expires_at)))

        await self._write(create)

    @_translated
    async def session_account(self, token_hash: str) -> Account | None:
        """The account a live session belongs to; None for an unknown or expired session."""
        row = await self._one(
            "SELECT a.* FROM web_sessions s JOIN accounts a ON a.id = s.account_id "
            "WHERE s.token_hash = ? AND s.expires_at > ?", (token_hash, _ts(self.clock())),
        )
        return None if row is None else _account(row)

    @_translated
    async def delete_session(self, token_hash: str) -> None:
        await self._write(lambda db: db.execute(
            "DELETE FROM web_sessions WHERE token_hash = ?", (token_hash,)))


def _insert_key(db: sqlite3.Connection, account_id: str, name: str, prefix: str,
                lifetime_days: int, max_active: int, now: datetime) -> tuple[ApiKey, str]:
    (active,) = db.execute(
        "SELECT COUNT(*) FROM api_keys WHERE account_id = ? AND revoked_at IS NULL "
        "AND expires_at > ?", (account_id, _ts(now)),
    ).fetchone()
    if active >= max_active:
        raise Conflict(f"an account has at most {max_active} active keys; revoke one first")
    new = keys.generate_key(prefix)
    record = ApiKey(keys.new_key_id(), account_id, name, new.hint, now,
                    keys.expires_at(now, lifetime_days), None, None, None)
    db.execute(
        "INSERT INTO api_keys VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL)",
        (record.id, account_id, name, new.hash, new.hint, _ts(now), _ts(record.expires_at)),
    )
    return record, new.secret


def _key_for_update(db: sqlite3.Connection, key_id: str, account_id: str | None) -> ApiKey:
    row = db.execute("SELECT * FROM api_keys WHERE id = ?", (key_id,)).fetchone()
    if row is None or (account_id is not None and row["account_id"] != account_id):
        raise NotFound(f"no key with the id {key_id}")
    return _api_key(row)


def _refund(db: sqlite3.Connection, request_id: str, now: datetime) -> int:
    """Refund a run still 'running', once: the status check makes a second call a no-op."""
    row = db.execute(
        "SELECT account_id, payer_id, period, words, task_id FROM task_runs "
        "WHERE request_id = ? AND status = 'running'", (request_id,),
    ).fetchone()
    if row is None:
        return 0
    account_id, payer_id, period, words, task_id = row
    db.execute(
        "UPDATE task_runs SET status = 'failed', finished_at = ? WHERE request_id = ?",
        (_ts(now), request_id),
    )
    if words:
        db.execute(
            "UPDATE balances SET used = used - ? WHERE account_id = ? AND period = ?",
            (words, payer_id, period),
        )
        db.execute(
            "INSERT INTO ledger (request_id, account_id, payer_id, period, words, reason, "
            "task_id, created_at) VALUES (?, ?, ?, ?, ?, 'refund', ?, ?)",
            (request_id, account_id, payer_id, period, -words, task_id, _ts(now)),
        )
    return int(words)


def _in_transaction(conn: sqlite3.Connection, work: Callable[[sqlite3.Connection], T]) -> T:
    """In the writer's thread: BEGIN IMMEDIATE, work, COMMIT; ROLLBACK on any failure
    (including a failed COMMIT, which would otherwise leave the transaction open)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        result = work(conn)
        conn.execute("COMMIT")
    except BaseException:
        try:
            conn.execute("ROLLBACK")
        except sqlite3.Error:
            pass
        raise
    return result


def _find_task(db: sqlite3.Connection, payer_id: str, input_hash: str,
               is_rehumanization: bool) -> str | None:
    """A task is continued by its input text, or (for a rehumanization) by its latest output,
    so a user can paste back what they were given and ask again."""
    row = db.execute(
        "SELECT id FROM tasks WHERE payer_id = ? AND input_hash = ? "
        "ORDER BY updated_at DESC LIMIT 1", (payer_id, input_hash),
    ).fetchone()
    if row is None and is_rehumanization:
        row = db.execute(
            "SELECT id FROM tasks WHERE payer_id = ? AND latest_output_hash = ? "
            "ORDER BY updated_at DESC LIMIT 1", (payer_id, input_hash),
        ).fetchone()
    return None if row is None else str(row[0])


async def _close_quietly(conn: aiosqlite.Connection) -> None:
    try:
        await conn.close()
    except (sqlite3.Error, ValueError):
        pass


def _statements(script: str) -> list[str]:
    """Split a migration into statements, keeping trigger bodies whole."""
    statements, current = [], []
    for line in script.strip().splitlines():
        current.append(line)
        joined = "\n".join(current).strip()
        if joined.endswith(";") and sqlite3.complete_statement(joined):
            statements.append(joined)
            current = []
    if "\n".join(current).strip():
        statements.append("\n".join(current).strip())
    return statements
