"""Faults the service must survive with nothing lost: a SIGKILL mid-stream, a full disk, a
read-only database, slow clients, and malformed HTTP. The slower, larger versions of these
live in bench/faults.py."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from humanizer.store import Store
from tests.conftest import LiveServer, free_port, start_server

ROOT = Path(__file__).resolve().parents[1]
SENTENCES = (
    "It is important to note that the quarterly report covers 14 regions and 3 product lines. "
    "Furthermore, the team delivered a comprehensive analysis of customer retention. "
    "Moreover, the findings underscore the need for a robust strategy going forward. "
)


def long_text(words: int) -> str:
    out, count = [], 0
    paragraph: list[str] = []
    while count + len(SENTENCES.split()) <= words:
        paragraph.append(SENTENCES)
        count += len(SENTENCES.split())
        if len(paragraph) == 4:
            out.append("".join(paragraph).strip())
            paragraph = []
    if paragraph:
        out.append("".join(paragraph).strip())
    return "\n\n".join(out)


def store_run(db: str, work: Any) -> Any:
    async def go() -> Any:
        store = await Store.open(db)
        try:
            return await work(store)
        finally:
            await store.close()

    return asyncio.run(go())


def make_keys(db: str, count: int) -> list[str]:
    async def make(store: Store) -> list[str]:
        secrets = []
        for n in range(count):
            account = await store.create_account(f"fault{n}@example.com", "max")
            secrets.append((await store.create_key(account.id, "fault"))[1])
        return secrets

    result: list[str] = store_run(db, make)
    return result


def descendants(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        try:
            children = Path(f"/proc/{current}/task/{current}/children").read_text().split()
        except OSError:
            continue
        found += [int(c) for c in children]
        todo += [int(c) for c in children]
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@contextlib.contextmanager
def served(db: str, **env: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """`python -m humanizer serve` in a subprocess, as an operator runs it."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "humanizer", "serve", "--port", str(port)], cwd=ROOT,
        env={**os.environ, "HUMANIZER_DB": db, "HUMANIZER_LOG_LEVEL": "warning", **env},
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            assert process.poll() is None, "the server exited during start-up"
            try:
                if httpx.get(url + "/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.05)
        yield url, process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(10)


def post(url: str, key: str, text: str, **fields: Any) -> httpx.Response:
    return httpx.post(url + "/api/v1/humanize", json={"text": text, **fields},
                      headers={"Authorization": f"Bearer {key}"}, timeout=30)


# --- SIGKILL mid-stream ---------------------------------------------------------------------


def test_sigkill_mid_stream_loses_nothing_and_charges_nothing_twice(tmp_path: Path) -> None:
    db = str(tmp_path / "h.db")
    keys = make_keys(db, 6)
    text = long_text(2900)
    started: list[str] = []
    lock = threading.Lock()
    all_started = threading.Event()

    def stream(url: str, key: str) -> None:
        with contextlib.suppress(httpx.HTTPError):
            with httpx.stream("POST", url + "/api/v1/humanize",
                              json={"text": text, "ultraMode": True},
                              headers={"Authorization": f"Bearer {key}"}, timeout=30) as r:
                assert r.status_code == 200
                with lock:
                    started.append(r.headers["x-request-id"])
                    if len(started) == len(keys):
                        all_started.set()
                for _ in r.iter_raw():
                    pass

    with served(db) as (url, process):
        threads = [threading.Thread(target=stream, args=(url, k)) for k in keys]
        for t in threads:
            t.start()
        assert all_started.wait(20), "every stream should have started (and been charged)"
        family = descendants(process.pid)
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        for t in threads:
            t.join(10)
    # The engine workers notice their server is gone and exit.
    deadline = time.monotonic() + 10
    while any(alive(p) for p in family) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [p for p in family if alive(p)], "engine workers outlived their server"

    async def books(store: Store) -> tuple[list[str], list[Any], list[Any]]:
        runs = await store._all("SELECT request_id, status FROM task_runs")
        ledger = await store._all("SELECT request_id, reason, words FROM ledger")
        return await store.check_integrity(), runs, ledger

    with served(db) as (url, _):  # the restart refunds what the kill cut off
        problems, runs, ledger = store_run(db, books)
        assert problems == []
        assert {r[0] for r in runs} >= set(started)
        assert all(status != "running" for _, status in runs)
        for request_id in started:
            reasons = sorted(r[1] for r in ledger if r[0] == request_id)
            done = next(s for rid, s in runs if rid == request_id)
            assert reasons == (["humanize", "refund"] if done == "failed" else ["humanize"])
        # No in-flight slot is stuck: each key still takes its two concurrent requests.
        with ThreadPoolExecutor(4) as pool:
            statuses = list(pool.map(lambda k: post(url, k, long_text(1000)).status_code,
                                     [keys[0], keys[0], keys[1], keys[1]]))
        assert statuses == [200] * 4


# --- full disk and read-only database ---------------------------------------------------------


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 16 MiB tmpfs (more than one WAL auto-checkpoint, 4 MiB) (root only; skipped elsewhere)."""
    mount = tmp_path / "disk"
    mount.mkdir()
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(mount)],
                            capture_output=True)
    if result.returncode != 0:
        pytest.skip("cannot mount a tmpfs here (needs root)")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def assert_internal_error(response: httpx.Response) -> None:
    assert response.status_code == 500, response.text
    body = response.json()
    assert body["error"] == "internal_error" and set(body) == {"error", "message"}


def _fill(folder: Path) -> Path:
    filler = folder / "filler"
    with open(filler, "wb") as handle:
        with contextlib.suppress(OSError):
            while True:
                handle.write(b"\0" * 65536)
                handle.flush()
    return filler


def test_full_disk_is_a_clean_500_and_the_service_recovers(small_disk: Path) -> None:
    live, stop = start_server(small_disk, rate_limit=1000)
    try:
        account = live.account()
        text = long_text(300)
        assert live.humanize(account.key, {"text": text}).status_code == 200
        filler = _fill(small_disk)
        started = time.monotonic()
        for n in range(3):  # every write path refuses cleanly, and quickly
            assert_internal_error(live.humanize(account.key, {"text": f"{text} {n}"}))
        assert time.monotonic() - started < 10
        filler.unlink()
        response = live.humanize(account.key, {"text": text + " again"})
        assert response.status_code == 200 and response.text
        assert live.run(lambda s: s.check_integrity()) == []
    finally:
        stop()


def test_read_only_database_is_a_clean_500_and_the_service_recovers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Root ignores file modes and a tmpfs with open files cannot be remounted read-only, so
    the fault is injected in SQLite itself: `PRAGMA query_only` on the server's writer
    connection makes every write fail as on a read-only file (SQLITE_READONLY)."""
    opened: list[Store] = []
    real_open = Store.open.__func__  # type: ignore[attr-defined]

    async def capture(cls: type[Store], *args: Any, **kwargs: Any) -> Store:
        store: Store = await real_open(cls, *args, **kwargs)
        opened.append(store)
        return store

    monkeypatch.setattr(Store, "open", classmethod(capture))
    live, stop = start_server(tmp_path, rate_limit=1000)
    monkeypatch.undo()
    try:
        writer = opened[0]._writer
        account = live.account()
        assert live.humanize(account.key, {"text": "One sentence to start."}).status_code == 200
        asyncio.run(writer.execute("PRAGMA query_only = ON"))
        try:
            started = time.monotonic()
            for n in range(3):
                assert_internal_error(live.humanize(account.key, {"text": f"Words {n} here."}))
            assert time.monotonic() - started < 10
        finally:
            asyncio.run(writer.execute("PRAGMA query_only = OFF"))
        assert live.humanize(account.key, {"text": "And one more after."}).status_code == 200
        assert live.run(lambda s: s.check_integrity()) == []
    finally:
        stop()


# --- slow clients ---------------------------------------------------------------------------


def raw_request(port: int, key: str, body: bytes) -> bytes:
    return (
        f"POST /api/v1/humanize HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Authorization: Bearer {key}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode() + body


def test_slow_clients_do_not_hold_up_other_keys(server: LiveServer) -> None:
    import json

    port = int(server.url.rsplit(":", 1)[1])
    other = server.account()

    def latency() -> float:
        started = time.monotonic()
        response = server.humanize(other.key, {"text": long_text(300)})
        assert response.status_code == 200 and response.text
        return time.monotonic() - started

    before = sorted(latency() for _ in range(3))[1]
    slow_accounts = [server.account() for _ in range(4)]
    body = json.dumps({"text": long_text(2900)}).encode()
    slow = []
    for account in slow_accounts:  # 4 clients that read one byte a second, on tiny buffers
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
        sock.connect(("127.0.0.1", port))
        sock.sendall(raw_request(port, account.key, body))
        assert sock.recv(1)
        slow.append(sock)
    try:
        time.sleep(1.5)  # their rewriting is done by now; only their reading is slow
        during = sorted(latency() for _ in range(5))
        assert during[2] < 3 * before + 0.5, (before, during)
        for sock in slow:  # still streaming, one byte at a time
            assert sock.recv(1)
    finally:
        for sock in slow:
            sock.close()
    # Their slots come back when they go away.
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        if server.humanize(slow_accounts[0].key, {"text": "Slots are back."}).status_code == 200:
            break
        time.sleep(0.1)
    else:
        pytest.fail("a slow client's slot was never released")


# --- malformed HTTP -------------------------------------------------------------------------

MALFORMED = [
    b"GARBAGE\r\n\r\n",
    b"POST /api/v1/humanize HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n{",  # truncated
    b"POST /api/v1/humanize HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}",
    b"POST /api/v1/humanize HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 9\r\n"
    b"\r\n{}",
    b"POST /api/v1/humanize HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"
    b"garbage\r\n0\r\n\r\n",
    b"POST /api/v1/humanize HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 200_000 + b"\r\n\r\n",
    b"POST /api/v1/humanize HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    b"Authorization: Bearer hmz_nope\r\nContent-Length: 100\r\n\r\n{\"text\": \"hi\"}",
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + b"\x00" * 64,  # a TLS hello
]


@pytest.mark.parametrize("raw", MALFORMED, ids=range(len(MALFORMED)))
def test_malformed_http_gets_no_5xx_and_no_hang(server: LiveServer, raw: bytes) -> None:
    port = int(server.url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        with contextlib.suppress(OSError):
            sock.sendall(raw)
            sock.shutdown(socket.SHUT_WR)  # no more bytes: a truncated body must not hang
        reply = b""
        with contextlib.suppress(ConnectionResetError):
            while chunk := sock.recv(65536):
                reply += chunk
    if reply:
        status = int(reply.split(b" ", 2)[1])
        assert status < 500, reply[:300]
        if b"x-request-id" in reply.lower():  # answered by our app: the spec's JSON shape
            body = reply.split(b"\r\n\r\n", 1)[1]
            assert b'"error"' in body and b'"message"' in body, reply[:300]
    assert server.humanize(None).status_code == 401  # and the server still answers


# --- an engine worker killed mid-job -------------------------------------------------------


def test_a_worker_killed_mid_job_fails_that_job_and_is_replaced() -> None:
    from humanizer.engine import RewriteOptions
    from humanizer.workers import EnginePool, WorkerDied

    async def run() -> None:
        async with EnginePool(1) as pool:
            text = long_text(2900)
            produced = pool.rewrite("v4beta", text, RewriteOptions(ultra=True), 2900)
            await produced.__anext__()  # the job is running in the only worker
            (pid,) = pool.pids()
            os.kill(pid, signal.SIGKILL)
            with pytest.raises(WorkerDied):
                async for _ in produced:
                    pass
            # The replacement takes the next job.
            chunks = [c async for c in pool.rewrite("v4beta", "A short text. It works.",
                                                    RewriteOptions())]
            assert "".join(chunks).strip()
            assert pool.pids() != [pid]

    asyncio.run(run())
