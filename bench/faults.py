"""Faults at a larger scale than tests/test_faults.py, each against `python -m humanizer serve`
in a subprocess on loopback, each checking that nothing was lost.

    .venv/bin/python bench/faults.py                    # every scenario
    .venv/bin/python bench/faults.py sigkill --rounds 5 # one scenario

Scenarios:
  sigkill   rounds of: 24 charged streaming requests, SIGKILL the server at a random moment,
            restart it; then the database opens, check_integrity() is empty, no request is
            charged twice, no run is left 'running', the engine workers died with their
            server, and every key still gets its two concurrent requests (no stuck slot).
  disk      a 16 MiB tmpfs (root): requests under load while the disk fills: only 200s and
            clean 500 internal_error JSON, none slower than 10 s; the disk is freed and the
            service answers 200 again; the books agree.
  slow      16 clients reading one byte a second on tiny buffers; 300-word requests on other
            keys keep their latency (compared with the same requests before).
  fuzz      hypothesis bodies built from the served OpenAPI document (valid and mutated),
            with the built-in engine, and raw malformed HTTP at volume (50 of each kind, 10
            at a time): no 5xx, no hang, every error of ours in the spec's JSON shape.

Writes bench/out/faults.json and prints a summary.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.test_faults import (  # noqa: E402 (the same helpers as the fast tests)
    MALFORMED,
    alive,
    descendants,
    long_text,
    make_keys,
    post,
    raw_request,
    served,
    store_run,
)

OUT = ROOT / "bench" / "out"


def books(db: str) -> dict[str, Any]:
    async def read(store: Any) -> dict[str, Any]:
        runs = await store._all("SELECT status, COUNT(*) FROM task_runs GROUP BY status")
        charges = await store._all(
            "SELECT request_id, COUNT(*) FROM ledger WHERE reason != 'refund' "
            "GROUP BY request_id HAVING COUNT(*) > 1")
        refunds = await store._all(
            "SELECT request_id, COUNT(*) FROM ledger WHERE reason = 'refund' "
            "GROUP BY request_id HAVING COUNT(*) > 1")
        return {"problems": await store.check_integrity(), "runs": dict(runs),
                "charged_twice": len(charges), "refunded_twice": len(refunds)}

    result: dict[str, Any] = store_run(db, read)
    return result


def sigkill(rounds: int) -> dict[str, Any]:
    report: dict[str, Any] = {"rounds": []}
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "h.db")
        keys = make_keys(db, 24)
        sizes = [50, 300, 1000, 2900]
        for n in range(rounds):
            statuses: Counter[str] = Counter()
            streaming = threading.Semaphore(0)
            with served(db) as (url, process):
                def stream(key: str, words: int, statuses: Counter[str] = statuses,
                           streaming: threading.Semaphore = streaming) -> None:
                    try:
                        with httpx.stream("POST", url + "/api/v1/humanize",
                                          json={"text": long_text(words),
                                                "ultraMode": words > 1000},
                                          headers={"Authorization": f"Bearer {key}"},
                                          timeout=30) as r:
                            streaming.release()
                            for _ in r.iter_raw():
                                pass
                            statuses[str(r.status_code)] += 1
                    except httpx.HTTPError as exc:
                        statuses[exc.__class__.__name__] += 1

                threads = [threading.Thread(target=stream, args=(k, sizes[i % len(sizes)]))
                           for i, k in enumerate(keys)]
                for t in threads:
                    t.start()
                streaming.acquire(timeout=20)  # at least one charged stream has started
                time.sleep(random.uniform(0.0, 0.8))
                family = descendants(process.pid)
                process.kill()
                process.wait(10)
                for t in threads:
                    t.join(30)
            deadline = time.monotonic() + 10
            while any(alive(p) for p in family) and time.monotonic() < deadline:
                time.sleep(0.05)
            orphans = [p for p in family if alive(p)]
            with served(db) as (url, _):
                state = books(db)
                with ThreadPoolExecutor(8) as pool:
                    slots = list(pool.map(lambda k: post(url, k, long_text(300)).status_code,
                                          [k for k in keys[:4] for _ in range(2)]))
            entry = {"round": n + 1, "client_outcomes": dict(statuses), **state,
                     "orphan_workers": len(orphans), "slots_after": dict(Counter(slots))}
            report["rounds"].append(entry)
            print(f"  sigkill round {n + 1}: {entry}", flush=True)
    report["ok"] = all(not r["problems"] and not r["charged_twice"] and not r["refunded_twice"]
                       and "running" not in r["runs"] and not r["orphan_workers"]
                       and r["slots_after"] == {200: 8} for r in report["rounds"])
    return report


def disk() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        mount = Path(tmp) / "disk"
        mount.mkdir()
        if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(mount)],
                          capture_output=True).returncode != 0:
            return {"ok": None, "skipped": "cannot mount a tmpfs (needs root)"}
        try:
            db = str(mount / "h.db")
            keys = make_keys(db, 16)
            outcomes: Counter[str] = Counter()
            slowest = 0.0
            bad_bodies = 0
            with served(db, HUMANIZER_RATE_LIMIT="100000") as (url, _):
                stop = threading.Event()

                def load(key: str) -> None:
                    nonlocal slowest, bad_bodies
                    n = 0
                    while not stop.is_set():
                        n += 1
                        started = time.monotonic()
                        try:
                            r = post(url, key, f"{long_text(300)} {n}")
                        except httpx.HTTPError as exc:
                            outcomes[exc.__class__.__name__] += 1
                            continue
                        slowest = max(slowest, time.monotonic() - started)
                        outcomes[str(r.status_code)] += 1
                        if r.status_code != 200:
                            body = r.json()
                            if body.get("error") != "internal_error" or set(body) != {
                                    "error", "message"}:
                                bad_bodies += 1

                threads = [threading.Thread(target=load, args=(k,)) for k in keys[:8]]
                for t in threads:
                    t.start()
                time.sleep(1)
                filler = mount / "filler"
                with open(filler, "wb") as handle, contextlib.suppress(OSError):
                    while True:
                        handle.write(b"\0" * 65536)
                        handle.flush()
                time.sleep(3)
                full = dict(outcomes)
                filler.unlink()
                time.sleep(2)
                stop.set()
                for t in threads:
                    t.join(30)
                after = post(url, keys[9], long_text(300) + " after").status_code
                state = books(db)
        finally:
            subprocess.run(["umount", "-l", str(mount)], capture_output=True)
    ok = (not state["problems"] and after == 200 and bad_bodies == 0 and slowest < 10
          and set(outcomes) <= {"200", "500"} and "500" in full)
    return {"ok": ok, "outcomes_while_full": full, "outcomes": dict(outcomes),
            "slowest_s": round(slowest, 2), "bad_error_bodies": bad_bodies,
            "after_freeing": after, **state}


def slow() -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "h.db")
        keys = make_keys(db, 20)
        with served(db) as (url, _):
            port = int(url.rsplit(":", 1)[1])

            def timings(key: str, n: int) -> list[float]:
                out = []
                for _ in range(n):
                    started = time.monotonic()
                    assert post(url, key, long_text(300)).status_code == 200
                    out.append((time.monotonic() - started) * 1000)
                return out

            before = timings(keys[0], 10)
            body = json.dumps({"text": long_text(2900)}).encode()
            sockets = []
            for key in keys[2:18]:
                for _ in range(1):
                    sock = socket.socket()
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
                    sock.connect(("127.0.0.1", port))
                    sock.sendall(raw_request(port, key, body))
                    sockets.append(sock)
            for sock in sockets:
                sock.recv(1)
            try:
                during = timings(keys[1], 10)
                for _ in range(3):  # keep them reading, one byte a second
                    time.sleep(1)
                    for sock in sockets:
                        sock.recv(1)
            finally:
                for sock in sockets:
                    sock.close()
    report = {"slow_clients": len(sockets),
              "other_key_ms_before": round(statistics.median(before), 1),
              "other_key_ms_during": round(statistics.median(during), 1),
              "other_key_ms_during_max": round(max(during), 1)}
    report["ok"] = report["other_key_ms_during"] < 3 * report["other_key_ms_before"] + 100
    return report


def fuzz(examples: int) -> dict[str, Any]:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    statuses: Counter[str] = Counter()
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        db = str(Path(tmp) / "h.db")
        keys = make_keys(db, 40)
        with served(db, HUMANIZER_RATE_LIMIT="100000", HUMANIZER_MAX_IN_FLIGHT="100") as (
                url, _):
            document = httpx.get(url + "/api/v1/openapi.json", timeout=10).json()
            schema = document["components"]["schemas"]["HumanizeRequest"]
            props = schema["properties"]
            valid = {
                "text": st.text(min_size=0, max_size=300) | st.sampled_from(
                    [long_text(50), "Hello.", "", "   ", "—", "日本語のテキストです。"]),
                "tone": st.sampled_from(props["tone"]["enum"]),
                "modelVersion": st.sampled_from(props["modelVersion"]["enum"]),
                "ultraMode": st.booleans(),
                "isRehumanization": st.booleans(),
                "teamId": st.none() | st.text(max_size=20),
            }
            anything = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                        | st.text(max_size=30) | st.lists(st.integers(), max_size=3))
            field_value = st.sampled_from(list(valid)).flatmap(
                lambda name: st.tuples(st.just(name), valid[name] | anything))
            bodies = st.lists(field_value | st.tuples(st.text(max_size=10), anything),
                              max_size=7).map(dict)
            client = httpx.Client(timeout=30)

            @settings(max_examples=examples, deadline=None, database=None,
                      suppress_health_check=list(HealthCheck))
            @given(body=bodies, key=st.sampled_from(keys))
            def hit(body: dict[str, Any], key: str) -> None:
                r = client.post(url + "/api/v1/humanize", content=json.dumps(body),
                                headers={"Authorization": f"Bearer {key}",
                                         "Content-Type": "application/json"})
                statuses[str(r.status_code)] += 1
                if r.status_code >= 500:
                    failures.append(f"{r.status_code} for {body!r}: {r.text[:200]}")
                elif r.status_code != 200:
                    got = r.json()
                    if not (set(got) <= {"error", "message", "resetAt"} and got["error"]
                            and got["message"]):
                        failures.append(f"bad error shape for {body!r}: {got}")

            started = time.monotonic()
            hit()
            client.close()
            fuzz_seconds = time.monotonic() - started

            port = int(url.rsplit(":", 1)[1])
            raw_statuses: Counter[str] = Counter()

            def raw(payload: bytes) -> None:
                with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
                    with contextlib.suppress(OSError):
                        sock.sendall(payload)
                        sock.shutdown(socket.SHUT_WR)
                    reply = b""
                    with contextlib.suppress(ConnectionResetError):
                        while chunk := sock.recv(65536):
                            reply += chunk
                status = reply.split(b" ", 2)[1].decode() if reply else "closed"
                raw_statuses[status] += 1
                if reply and int(status) >= 500:
                    failures.append(f"raw {payload[:60]!r}: {reply[:200]!r}")
                if reply and b"x-request-id" in reply.lower():
                    body = reply.split(b"\r\n\r\n", 1)[1]
                    if b'"error"' not in body:
                        failures.append(f"raw {payload[:60]!r}: not our JSON: {reply[:200]!r}")

            started = time.monotonic()
            with ThreadPoolExecutor(10) as pool:
                list(pool.map(raw, [m for m in MALFORMED for _ in range(50)]))
            raw_seconds = time.monotonic() - started
            healthy = httpx.get(url + "/healthz", timeout=5).status_code
    return {"ok": not failures and healthy == 200, "examples": sum(statuses.values()),
            "statuses": dict(statuses), "seconds": round(fuzz_seconds, 1),
            "raw_requests": sum(raw_statuses.values()), "raw_statuses": dict(raw_statuses),
            "raw_seconds": round(raw_seconds, 1), "failures": failures[:20],
            "healthy_after": healthy}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("scenarios", nargs="*", default=["sigkill", "disk", "slow", "fuzz"])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--examples", type=int, default=500)
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    report: dict[str, Any] = {"command": " ".join(["python", *sys.argv])}
    for name in args.scenarios:
        started = time.monotonic()
        print(f"{name} ...", flush=True)
        if name == "sigkill":
            result = sigkill(args.rounds)
        elif name == "disk":
            result = disk()
        elif name == "slow":
            result = slow()
        elif name == "fuzz":
            result = fuzz(args.examples)
        else:
            raise SystemExit(f"unknown scenario {name}")
        result["seconds_total"] = round(time.monotonic() - started, 1)
        report[name] = result
        print(f"{name}: {json.dumps(result)}", flush=True)
    (OUT / "faults.json").write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    asyncio.set_event_loop_policy(None)
    main()
