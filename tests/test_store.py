"""The store: migrations, the append-only ledger, lazy refills, and balances that always equal
quota minus the period's ledger under any interleaving of concurrent charges and refunds."""

from __future__ import annotations

import asyncio
import sqlite3
import tempfile
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from humanizer.errors import Conflict, InsufficientCredits, NotFound, StoreError
from humanizer.store import MIGRATIONS, Store


class Clock:
    def __init__(self, moment: datetime) -> None:
        self.moment = moment

    def __call__(self) -> datetime:
        return self.moment


def run(coro_fn, path: Path, clock=None):  # type: ignore[no-untyped-def]
    async def go():  # type: ignore[no-untyped-def]
        store = await Store.open(str(path), clock)
        try:
            return await coro_fn(store)
        finally:
            await store.close()

    return asyncio.run(go())


def test_migrations_apply_once_from_an_empty_file(tmp_path: Path) -> None:
    async def check(store: Store) -> None:
        assert await store.migrate() == []  # already applied by open()
        rows = await store._all("SELECT name FROM schema_migrations")
        assert [r[0] for r in rows] == [name for name, _ in MIGRATIONS]
        mode = await store._one("PRAGMA journal_mode")
        assert mode[0] == "wal"

    run(check, tmp_path / "a.db")
    run(check, tmp_path / "a.db")


def test_ledger_rows_cannot_be_edited_or_deleted(tmp_path: Path) -> None:
    async def check(store: Store) -> None:
        account = await store.create_account("a@x.io", "max")
        await store.charge(request_id="r", account_id=account.id, payer_id=account.id,
                           key_id=None, words=5, input_hash="h", is_rehumanization=False)
        for sql in ("UPDATE ledger SET words = 0", "DELETE FROM ledger"):
            with pytest.raises(sqlite3.IntegrityError, match="append-only"):
                await store._writer.execute(sql)

    run(check, tmp_path / "a.db")


def test_refill_is_lazy_and_monthly(tmp_path: Path) -> None:
    clock = Clock(datetime(2026, 1, 31, 23, 59, tzinfo=UTC))

    async def check(store: Store) -> None:
        account = await store.create_account("a@x.io", "pro")
        await store.charge(request_id="r1", account_id=account.id, payer_id=account.id,
                           key_id=None, words=29_000, input_hash="h", is_rehumanization=False)
        with pytest.raises(InsufficientCredits) as caught:
            await store.charge(request_id="r2", account_id=account.id, payer_id=account.id,
                               key_id=None, words=1_001, input_hash="h2",
                               is_rehumanization=False)
        assert caught.value.reset_at == datetime(2026, 2, 1, tzinfo=UTC)
        clock.moment = datetime(2026, 2, 1, 0, 0, 1, tzinfo=UTC)
        balance = await store.balance(account.id)
        assert (balance.period, balance.remaining) == ("2026-02", 30_000)
        # a refund lands in the period it was charged in
        await store.refund_run("r1")
        assert (await store.balance(account.id)).remaining == 30_000
        assert await store.ledger_sum(account.id, "2026-01") == 0
        assert await store.check_integrity() == []

    run(check, tmp_path / "a.db", clock)


def test_plan_change_sets_this_months_quota(tmp_path: Path) -> None:
    async def check(store: Store) -> None:
        account = await store.create_account("a@x.io", "max")
        await store.charge(request_id="r1", account_id=account.id, payer_id=account.id,
                           key_id=None, words=5_000, input_hash="h", is_rehumanization=False)
        await store.set_plan("a@x.io", "free")
        balance = await store.balance(account.id)
        assert (balance.quota, balance.remaining) == (5_000, 0)  # used words stay used
        await store.set_plan("a@x.io", "max")
        assert (await store.balance(account.id)).remaining == 85_000
        assert await store.check_integrity() == []

    run(check, tmp_path / "a.db")


def test_accounts_keys_and_teams_errors(tmp_path: Path) -> None:
    async def check(store: Store) -> None:
        account = await store.create_account("A@x.io", "max")
        with pytest.raises(Conflict):
            await store.create_account("a@X.io", "free")
        with pytest.raises(NotFound):
            await store.account_by_email("nobody@x.io")
        with pytest.raises(ValueError):
            await store.create_account("not-an-email")
        for _ in range(10):
            await store.create_key(account.id, "k")
        with pytest.raises(Conflict, match="at most 10"):
            await store.create_key(account.id, "k")
        first = (await store.list_keys(account.id))[0]
        new, secret = await store.regenerate_key(first.id)
        assert new.name == first.name and secret.startswith("hmz_")
        states = {k.id: k.state(store.clock()).value for k in await store.list_keys(account.id)}
        assert states[first.id] == "revoked" and states[new.id] == "active"
        with pytest.raises(NotFound):
            await store.revoke_key("key_nope")
        with pytest.raises(NotFound):
            await store.add_member("team_nope", account.id)

    run(check, tmp_path / "a.db")


def test_interrupted_runs_of_another_instance_are_refunded(tmp_path: Path) -> None:
    async def crash(store: Store) -> str:
        account = await store.create_account("a@x.io", "max")
        await store.charge(request_id="r1", account_id=account.id, payer_id=account.id,
                           key_id=None, words=40, input_hash="h", is_rehumanization=False)
        return account.id

    account_id = run(crash, tmp_path / "a.db")

    async def restart(store: Store) -> None:
        assert await store.recover_interrupted() == 1
        assert await store.recover_interrupted() == 0
        assert (await store.balance(account_id)).remaining == 90_000
        assert await store.check_integrity() == []

    run(restart, tmp_path / "a.db")


def test_unreadable_database_is_a_store_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"this is not a database" * 100)
    with pytest.raises(StoreError):
        run(lambda s: s.balance("x"), bad)


operation = st.tuples(st.sampled_from(["charge", "refund", "finish"]),
                      st.integers(1, 400), st.sampled_from(["a", "b"]))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(operation, min_size=1, max_size=40), st.integers(0, 2**16))
def test_balances_match_the_ledger_under_any_interleaving(ops, shuffle_seed) -> None:  # type: ignore[no-untyped-def]
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "h.db"

        async def scenario(store: Store) -> None:
            ids = {}
            for name in "ab":
                account = await store.create_account(f"{name}@x.io", "free")  # 3,000 words
                ids[name] = account.id
            charged: dict[str, list[str]] = {"a": [], "b": []}

            async def do(n: int, kind: str, words: int, who: str) -> None:
                await asyncio.sleep(((n * 7919 + shuffle_seed) % 5) / 1000)
                if kind == "charge":
                    try:
                        await store.charge(request_id=f"r{n}", account_id=ids[who],
                                           payer_id=ids[who], key_id=None, words=words,
                                           input_hash=f"h{n}", is_rehumanization=False)
                        charged[who].append(f"r{n}")
                    except InsufficientCredits:
                        pass
                elif charged[who]:
                    request_id = charged[who][(n + shuffle_seed) % len(charged[who])]
                    if kind == "refund":
                        await store.refund_run(request_id)
                    else:
                        await store.finish_run(request_id, output_hash="o", delivered=True)

            await asyncio.gather(*(do(n, *op) for n, op in enumerate(ops)))
            assert await store.check_integrity() == []
            for who in "ab":
                balance = await store.balance(ids[who])
                assert 0 <= balance.remaining <= 3_000
                assert balance.used == await store.ledger_sum(ids[who], balance.period)

        run(scenario, path)
