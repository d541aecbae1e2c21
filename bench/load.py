"""Load and latency of POST /api/v1/humanize, against the bare baseline in bench/bare_app.py.

Starts two servers on loopback, each a subprocess on Hypercorn: the service as it ships
(`python -m humanizer serve`, on a fresh database in a temp dir, with many Max accounts and
keys so the load measures work rather than the 429 path) and the bare app. This process is the
client (httpx.AsyncClient, reading every stream). Cells of text size x concurrency run a
bounded time each, alternating service and bare within each repeat, so every ratio compares
runs made side by side. Then a fairness run: 50-word requests while 3,000-word Ultra requests
stream on other keys, against the same 50-word requests on the idle server.

    .venv/bin/python bench/load.py                 # 50/300/3000 words x 1/8/32, 3 repeats
    .venv/bin/python bench/load.py --quick         # 300 words x 8 only, 3 repeats
    .venv/bin/python bench/load.py --sizes 300 --concurrency 8 --repeats 5 --seconds 6

Writes bench/out/load.json and bench/out/load.md, and prints the table.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, deque
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "ai_texts.jsonl"
OUT = ROOT / "bench" / "out"
PYTHON = sys.executable


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def texts_of(words: int, variants: int = 4) -> list[str]:
    """`variants` texts of exactly `words` words from the corpus, paragraphs kept."""
    corpus = [json.loads(line)["text"] for line in CORPUS.read_text("utf-8").splitlines()
              if line.strip()]
    whole = "\n\n".join(corpus)
    spans = [m.span() for m in re.finditer(r"\S+", whole)]
    out = []
    for n in range(variants):
        start = (len(spans) // variants) * n
        if start + words > len(spans):
            start = max(0, len(spans) - words)
        out.append(whole[spans[start][0]:spans[start + words - 1][1]])
    return out


def peak_rss_mib(pid: int) -> float:
    """Peak resident memory (VmHWM) of a process and its children, in MiB."""
    total = 0
    pids = [pid]
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        pids += [int(c) for c in children]
    except OSError:
        pass
    for p in pids:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total / 1024


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of the process itself (not its engine workers)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# --- servers --------------------------------------------------------------------------------


@dataclass
class Server:
    name: str
    url: str
    process: subprocess.Popen[bytes]
    keys: list[str]

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def make_keys(db: str, count: int) -> list[str]:
    """`count` Max accounts with one key each, made before the server starts."""
    code = (
        "import asyncio, sys\n"
        "from humanizer.store import Store\n"
        "async def main():\n"
        f"    s = await Store.open({db!r})\n"
        f"    for n in range({count}):\n"
        "        a = await s.create_account(f'load{n}@example.com', 'max')\n"
        "        _, secret = await s.create_key(a.id, 'load')\n"
        "        print(secret)\n"
        "    await s.close()\n"
        "asyncio.run(main())\n"
    )
    out = subprocess.run([PYTHON, "-c", code], check=True, capture_output=True, cwd=ROOT)
    return out.stdout.decode().split()


def wait_ready(url: str, process: subprocess.Popen[bytes], path: str) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server at {url} exited with {process.returncode}")
        try:
            if path == "/healthz":
                if httpx.get(url + path, timeout=2).status_code == 200:
                    return
            elif httpx.post(url + path, json={"text": "Hello there, world."},
                            timeout=5).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"the server at {url} did not start")


def start_service(folder: Path, keys: int, env_extra: dict[str, str]) -> Server:
    db = str(folder / "humanizer.db")
    secrets = make_keys(db, keys)
    port = free_port()
    env = {**os.environ, "HUMANIZER_DB": db, **env_extra}
    log = open(folder / "service.log", "wb")  # noqa: SIM115 (lives as long as the server)
    process = subprocess.Popen([PYTHON, "-m", "humanizer", "serve", "--port", str(port)],
                               cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    wait_ready(url, process, "/healthz")
    return Server("service", url, process, secrets)


def start_bare(folder: Path, processes: int) -> Server:
    port = free_port()
    log = open(folder / "bare.log", "wb")  # noqa: SIM115
    extra = ["--threads"] if processes < 0 else ["--processes", str(processes)]
    process = subprocess.Popen([PYTHON, str(ROOT / "bench" / "bare_app.py"), "--port", str(port),
                                *extra],
                               cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                               stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    wait_ready(url, process, "/api/v1/humanize")
    return Server("bare", url, process, [])


# --- the client -----------------------------------------------------------------------------


@dataclass
class Sample:
    status: int
    ttfb: float  # seconds to the first body byte
    ttlb: float  # seconds to the last body byte


@dataclass
class CellResult:
    server: str
    words: int
    concurrency: int
    ultra: bool
    seconds: float
    ok: int
    rps: float
    words_per_s: float
    ttfb_ms: dict[str, float]
    ttlb_ms: dict[str, float]
    errors: dict[str, int]
    peak_rss_mib: float
    server_cpu_ms_per_request: float = 0.0


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


async def one_request(client: httpx.AsyncClient, url: str, key: str | None, text: str,
                      ultra: bool) -> Sample:
    headers = {"Content-Type": "application/json"}
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    body = json.dumps({"text": text, "ultraMode": ultra}).encode()
    start = time.perf_counter()
    first = None
    try:
        async with client.stream("POST", url + "/api/v1/humanize", content=body,
                                 headers=headers) as response:
            async for piece in response.aiter_raw():
                if first is None and piece:
                    first = time.perf_counter()
            status = response.status_code
    except httpx.HTTPError as exc:
        return Sample(-1 if not isinstance(exc, httpx.TimeoutException) else -2,
                      time.perf_counter() - start, time.perf_counter() - start)
    end = time.perf_counter()
    return Sample(status, (first or end) - start, end - start)


async def drive(server: Server, texts: list[str], concurrency: int, seconds: float,
                max_requests: int, ultra: bool = False,
                keys: deque[str] | None = None) -> tuple[list[Sample], float]:
    """`concurrency` workers send requests back to back until time or the budget runs out."""
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    samples: list[Sample] = []
    budget = [max_requests]
    pool = keys if keys is not None else deque(server.keys)
    async with httpx.AsyncClient(limits=limits, timeout=120) as client:
        start = time.perf_counter()
        deadline = start + seconds

        async def worker(n: int) -> None:
            i = n
            while time.perf_counter() < deadline and budget[0] > 0:
                budget[0] -= 1
                key = None
                if pool:
                    key = pool.popleft()
                sample = await one_request(client, server.url, key, texts[i % len(texts)],
                                           ultra)
                if key is not None:
                    pool.append(key)
                samples.append(sample)
                i += concurrency

        await asyncio.gather(*(worker(n) for n in range(concurrency)))
        elapsed = time.perf_counter() - start
    return samples, elapsed


def summarise(server: Server, words: int, concurrency: int, ultra: bool,
              samples: list[Sample], elapsed: float) -> CellResult:
    ok = [s for s in samples if s.status == 200]
    errors = Counter(str(s.status) for s in samples if s.status != 200)
    ttfb = [s.ttfb * 1000 for s in ok]
    ttlb = [s.ttlb * 1000 for s in ok]
    return CellResult(
        server.name, words, concurrency, ultra, round(elapsed, 3), len(ok),
        len(ok) / elapsed, len(ok) * words / elapsed,
        {f"p{q}": round(pct(ttfb, q), 2) for q in (50, 95, 99)},
        {f"p{q}": round(pct(ttlb, q), 2) for q in (50, 95, 99)},
        dict(errors), round(peak_rss_mib(server.process.pid), 1),
    )


async def run_cells(servers: list[Server], sizes: list[int], concurrencies: list[int],
                    repeats: int, seconds: float, max_requests: int) -> list[CellResult]:
    results: list[CellResult] = []
    for words in sizes:
        texts = texts_of(words)
        for concurrency in concurrencies:
            for server in servers:  # warm-up: connections, caches
                await drive(server, texts, min(concurrency, 4), 0.5, 8)
            for repeat in range(repeats):
                order = servers if repeat % 2 == 0 else list(reversed(servers))
                for server in order:
                    cpu = cpu_seconds(server.process.pid)
                    samples, elapsed = await drive(server, texts, concurrency, seconds,
                                                   max_requests)
                    cpu = cpu_seconds(server.process.pid) - cpu
                    cell = summarise(server, words, concurrency, False, samples, elapsed)
                    cell.server_cpu_ms_per_request = round(1000 * cpu / max(1, len(samples)),
                                                           2)
                    results.append(cell)
                    print(f"  {server.name:7s} {words:5d} words c={concurrency:<3d} "
                          f"run {repeat + 1}: {cell.rps:7.1f} req/s  ttfb p50 "
                          f"{cell.ttfb_ms['p50']:7.1f} ms  p99 {cell.ttfb_ms['p99']:7.1f}  "
                          f"ttlb p99 {cell.ttlb_ms['p99']:8.1f}  loop CPU "
                          f"{cell.server_cpu_ms_per_request:5.2f} ms/req  errors {cell.errors}",
                          flush=True)
    return results


async def fairness(server: Server, seconds: float, heavy_streams: int) -> dict[str, Any]:
    """TTFB of 50-word requests (2 at a time, keys of their own) on the idle server, then
    while `heavy_streams` 3,000-word Ultra requests stream back to back on other keys."""
    small = texts_of(50)
    heavy = texts_of(3000)
    light_keys = deque(server.keys[: len(server.keys) // 2])
    heavy_keys = deque(server.keys[len(server.keys) // 2:])
    idle, _ = await drive(server, small, 2, seconds, 10_000, keys=light_keys)
    stop = asyncio.Event()
    heavy_samples: list[Sample] = []

    async def background() -> None:
        async with httpx.AsyncClient(timeout=120, limits=httpx.Limits(
                max_connections=heavy_streams)) as client:

            async def loop(n: int) -> None:
                i = n
                while not stop.is_set():
                    key = heavy_keys.popleft()
                    heavy_samples.append(await one_request(client, server.url, key,
                                                           heavy[i % len(heavy)], True))
                    heavy_keys.append(key)
                    i += 1

            await asyncio.gather(*(loop(n) for n in range(heavy_streams)))

    task = asyncio.create_task(background())
    await asyncio.sleep(1.0)  # let the heavy streams get going
    loaded, _ = await drive(server, small, 2, seconds, 10_000, keys=light_keys)
    stop.set()
    await task
    idle_ttfb = [s.ttfb * 1000 for s in idle if s.status == 200]
    loaded_ttfb = [s.ttfb * 1000 for s in loaded if s.status == 200]
    heavy_ok = [s for s in heavy_samples if s.status == 200]
    return {
        "server": server.name,
        "heavy_streams": heavy_streams,
        "idle_ttfb_ms": {f"p{q}": round(pct(idle_ttfb, q), 2) for q in (50, 95, 99)},
        "loaded_ttfb_ms": {f"p{q}": round(pct(loaded_ttfb, q), 2) for q in (50, 95, 99)},
        "p99_delta_ms": round(pct(loaded_ttfb, 99) - pct(idle_ttfb, 99), 2),
        "small_requests": [len(idle_ttfb), len(loaded_ttfb)],
        "heavy_done": len(heavy_ok),
        "heavy_ttfb_p50_ms": round(pct([s.ttfb * 1000 for s in heavy_ok], 50), 1),
        "heavy_ttlb_p50_ms": round(pct([s.ttlb * 1000 for s in heavy_ok], 50), 1),
        "errors": dict(Counter(str(s.status) for s in idle + loaded + heavy_samples
                               if s.status != 200)),
    }


def medians(results: list[CellResult]) -> list[dict[str, Any]]:
    rows = []
    groups: dict[tuple[int, int], dict[str, list[CellResult]]] = {}
    for r in results:
        groups.setdefault((r.words, r.concurrency), {}).setdefault(r.server, []).append(r)
    for (words, concurrency), by_server in groups.items():
        row: dict[str, Any] = {"words": words, "concurrency": concurrency}
        for name, cells in by_server.items():
            row[name] = {
                "runs": len(cells),
                "rps": round(statistics.median(c.rps for c in cells), 2),
                "words_per_s": round(statistics.median(c.words_per_s for c in cells)),
                "ttfb_ms": {k: round(statistics.median(c.ttfb_ms[k] for c in cells), 2)
                            for k in ("p50", "p95", "p99")},
                "ttlb_ms": {k: round(statistics.median(c.ttlb_ms[k] for c in cells), 2)
                            for k in ("p50", "p95", "p99")},
                "errors": dict(sum((Counter(c.errors) for c in cells), Counter())),
                "peak_rss_mib": max(c.peak_rss_mib for c in cells),
                "server_cpu_ms_per_request": round(statistics.median(
                    c.server_cpu_ms_per_request for c in cells), 2),
            }
        if "service" in by_server and "bare" in by_server:
            ratios = [s.rps / b.rps for s, b in zip(by_server["service"], by_server["bare"],
                                                     strict=False) if b.rps]
            deltas = [s.ttfb_ms["p50"] - b.ttfb_ms["p50"]
                      for s, b in zip(by_server["service"], by_server["bare"], strict=False)]
            row["throughput_ratio"] = round(statistics.median(ratios), 3) if ratios else None
            row["ttfb_p50_delta_ms"] = round(statistics.median(deltas), 2) if deltas else None
        rows.append(row)
    return rows


def table(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| words | conc | service req/s | bare req/s | ratio | service words/s | "
        "TTFB p50/p95/p99 ms (service) | TTFB p50 (bare) | Δ TTFB p50 | "
        "TTLB p50/p95/p99 ms (service) | errors | peak RSS MiB (service / bare) | "
        "server-process CPU ms/req (service / bare) |",
        "|---:|---:|---:|---:|---:|---:|---|---:|---:|---|---|---|---|",
    ]
    for row in rows:
        s, b = row.get("service"), row.get("bare")
        if s is None:
            continue
        f, l_ = s["ttfb_ms"], s["ttlb_ms"]
        lines.append(
            f"| {row['words']} | {row['concurrency']} | {s['rps']:.1f} | "
            f"{b['rps'] if b else float('nan'):.1f} | {row.get('throughput_ratio')} | "
            f"{s['words_per_s']:,} | {f['p50']:.1f} / {f['p95']:.1f} / {f['p99']:.1f} | "
            f"{b['ttfb_ms']['p50'] if b else float('nan'):.1f} | "
            f"{row.get('ttfb_p50_delta_ms')} | "
            f"{l_['p50']:.1f} / {l_['p95']:.1f} / {l_['p99']:.1f} | {s['errors'] or '-'} | "
            f"{s['peak_rss_mib']:.0f} / {b['peak_rss_mib'] if b else float('nan'):.0f} | "
            f"{s['server_cpu_ms_per_request']:.2f} / "
            f"{b['server_cpu_ms_per_request'] if b else float('nan'):.2f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="50,300,3000")
    parser.add_argument("--concurrency", default="1,8,32")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=4.0, help="per cell and repeat")
    parser.add_argument("--max-requests", type=int, default=2000, help="per cell and repeat")
    parser.add_argument("--keys", type=int, default=400, help="Max accounts, one key each")
    parser.add_argument("--fairness-seconds", type=float, default=6.0)
    parser.add_argument("--heavy-streams", type=int, default=4)
    parser.add_argument("--no-bare", action="store_true")
    parser.add_argument("--no-fairness", action="store_true")
    parser.add_argument("--quick", action="store_true", help="300 words x 8 only")
    parser.add_argument("--env", action="append", default=[],
                        help="NAME=VALUE for the service, e.g. HUMANIZER_ENGINE_THREADS=2")
    parser.add_argument("--tag", default="load")
    args = parser.parse_args()
    if args.quick:
        args.sizes, args.concurrency = "300", "8"
    sizes = [int(s) for s in args.sizes.split(",")]
    concurrencies = [int(c) for c in args.concurrency.split(",")]
    env_extra = dict(item.split("=", 1) for item in args.env)

    OUT.mkdir(parents=True, exist_ok=True)
    started = time.time()
    with tempfile.TemporaryDirectory(prefix="humanizer-load-") as tmp:
        folder = Path(tmp)
        service = start_service(folder, args.keys, env_extra)
        servers = [service]
        try:
            if not args.no_bare:
                servers.append(start_bare(
                    folder, int(env_extra.get("HUMANIZER_ENGINE_PROCESSES", "0"))))
            print(f"service {service.url} (pid {service.process.pid}), "
                  f"{len(service.keys)} Max keys; env {env_extra}", flush=True)
            results = asyncio.run(run_cells(servers, sizes, concurrencies, args.repeats,
                                            args.seconds, args.max_requests))
            fair = None
            if not args.no_fairness:
                fair = asyncio.run(fairness(service, args.fairness_seconds,
                                            args.heavy_streams))
        finally:
            for server in servers:
                server.stop()
    rows = medians(results)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    report = {
        "command": " ".join([Path(PYTHON).name, *sys.argv]),
        "commit": commit,
        "cores": os.cpu_count(),
        "env": env_extra,
        "seconds": round(time.time() - started),
        "rows": rows,
        "fairness": fair,
        "cells": [asdict(c) for c in results],
    }
    (OUT / f"{args.tag}.json").write_text(json.dumps(report, indent=2))
    text = table(rows)
    if fair:
        text += (f"\n\nFairness ({fair['heavy_streams']} x 3,000-word Ultra streams): 50-word "
                 f"TTFB p50/p99 idle {fair['idle_ttfb_ms']['p50']}/{fair['idle_ttfb_ms']['p99']}"
                 f" ms, loaded {fair['loaded_ttfb_ms']['p50']}/{fair['loaded_ttfb_ms']['p99']}"
                 f" ms (p99 delta {fair['p99_delta_ms']} ms); heavy done {fair['heavy_done']}, "
                 f"heavy TTFB p50 {fair['heavy_ttfb_p50_ms']} ms; errors {fair['errors']}")
    (OUT / f"{args.tag}.md").write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
