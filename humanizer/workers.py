"""The built-in engine in worker processes: every core rewrites, and the event loop never
waits on the engine's CPU work (threads would share one GIL with it).

Each worker is a process forked from a forkserver that has the engine imported, talking over
its own pipe. A job sends the text and options; the worker sends each chunk the moment the
engine yields it, then an end (or error) message, so streams stay incremental. The event loop
reads the pipe with `add_reader`, with no thread hop per chunk. Long jobs may hold all but
`reserved` workers, so short requests always find one free (fairness across keys).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import signal
from collections.abc import AsyncGenerator
from multiprocessing.connection import Connection
from typing import Any

from humanizer.engine import RewriteOptions

log = logging.getLogger("humanizer")

# A job of at least this many words counts as long: it may not take the reserved workers.
LONG_JOB_WORDS = 1000
WORKER_NICENESS = 10
_WARM_UP_TEXT = "It is important to note that this is a test. Furthermore, it works well."


def default_processes() -> int:
    """Four per core, at most 64. More workers than cores is deliberate: a job holds its worker
    from first chunk to last, so with one per core a request waits for a whole earlier job
    before its first byte; with four, the scheduler interleaves them (300 words x 8
    concurrent on 2 cores, bench/load.py: TTFB p50 71 -> 18 ms, 67 -> 92 req/s). A worker
    costs ~70 MB (PSS; the engine's pages are shared with the forkserver)."""
    return min(4 * (os.cpu_count() or 1), 64)


class WorkerDied(Exception):
    """The worker process went away mid-job (killed, out of memory)."""


class EngineError(Exception):
    """The engine raised in a worker; the message names the exception."""


def _worker_main(conn: Connection) -> None:
    """A worker's whole life: load the engine, then serve jobs until the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when workers stop
    # Below the event loop's priority: the loop that answers every connection runs the moment
    # it has work, instead of getting 1/(workers + 1) of a core from the scheduler.
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICENESS)
    from humanizer.engine import build_default_registry

    registry = build_default_registry()
    for version in registry:
        for ultra in (False, True):
            for _ in registry.get(version).rewrite(_WARM_UP_TEXT, RewriteOptions(ultra=ultra)):
                pass
    conn.send(("ready",))
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message[0] != "job":
            continue  # a cancel that arrived after its job had ended
        _, version, text, tone, ultra, seed = message
        try:
            for chunk in registry.get(version).rewrite(text, RewriteOptions(tone, ultra, seed)):
                conn.send(("chunk", chunk))
                if conn.poll() and conn.recv()[0] == "cancel":
                    break
            conn.send(("end",))
        except (BrokenPipeError, EOFError, OSError):
            return
        except Exception as exc:  # noqa: BLE001 (reported to the parent, which refunds)
            try:
                conn.send(("error", f"{exc.__class__.__name__}: {exc}"))
            except OSError:
                return


def _wake(readable: asyncio.Future[None]) -> None:
    if not readable.done():
        readable.set_result(None)


class _Worker:
    def __init__(self, context: Any) -> None:
        self.conn, child = context.Pipe(duplex=True)
        self.process = context.Process(target=_worker_main, args=(child,), daemon=True,
                                       name="humanizer-engine")
        self.process.start()
        child.close()
        self.ready = False

    async def recv(self) -> Any:
        """The next message, waiting on the pipe in the event loop (no thread)."""
        while not self.conn.poll():
            loop = asyncio.get_running_loop()
            readable: asyncio.Future[None] = loop.create_future()
            fd = self.conn.fileno()
            loop.add_reader(fd, _wake, readable)
            try:
                await readable
            finally:
                loop.remove_reader(fd)
        try:
            return self.conn.recv()
        except (EOFError, OSError) as exc:
            raise WorkerDied(f"engine worker {self.process.pid} died") from exc

    def stop(self) -> None:
        with contextlib.suppress(OSError):
            self.conn.close()
        if self.process.is_alive():
            self.process.kill()
        self.process.join(2)


class EnginePool:
    """`processes` engine workers; use `async with EnginePool(n) as pool` in a lifespan."""

    def __init__(self, processes: int = 0, reserved: int = 1) -> None:
        self.processes = processes or default_processes()
        self.reserved = min(reserved, self.processes - 1)
        self._context = multiprocessing.get_context("forkserver")
        self._context.set_forkserver_preload(["humanizer.engine.pipeline"])
        self._idle: asyncio.Queue[_Worker] = asyncio.Queue()
        self._long = asyncio.Semaphore(self.processes - self.reserved)
        self._workers: set[_Worker] = set()
        self._pumps: set[asyncio.Task[None]] = set()

    async def __aenter__(self) -> EnginePool:
        for _ in range(self.processes):
            self._add_worker()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        for task in list(self._pumps):
            task.cancel()
        for worker in list(self._workers):
            worker.stop()
        self._workers.clear()

    def _add_worker(self) -> None:
        worker = _Worker(self._context)
        self._workers.add(worker)
        self._idle.put_nowait(worker)

    def _discard(self, worker: _Worker) -> None:
        worker.stop()
        self._workers.discard(worker)
        self._add_worker()

    async def _take(self) -> _Worker:
        worker = await self._idle.get()
        if not worker.ready:
            try:
                message = await worker.recv()
            except WorkerDied:
                # Failed to start: this job fails (and is refunded); a replacement starts, but
                # no loop of retries, which a worker that can never start would make endless.
                self._discard(worker)
                raise
            if message[0] != "ready":
                self._discard(worker)
                raise WorkerDied(f"engine worker sent {message[0]!r} before it was ready")
            worker.ready = True
        return worker

    async def rewrite(self, version: str, text: str, options: RewriteOptions,
                      words: int = 0) -> AsyncGenerator[str, None]:
        """The engine's chunks for one job, each as soon as the worker yields it. Raises
        EngineError or WorkerDied if the engine fails.

        A pump task reads the worker's pipe as fast as the worker writes, whatever pace the
        consumer reads at: the worker goes back to the pool the moment the engine is done,
        so a client that reads one byte a second holds a buffer, never a worker."""
        long_job = words >= LONG_JOB_WORDS
        if long_job:
            await self._long.acquire()
        try:
            worker = await self._take()
        except BaseException:
            if long_job:
                self._long.release()
            raise
        messages: asyncio.Queue[tuple[str, ...]] = asyncio.Queue()
        try:
            worker.conn.send(("job", version, text, options.tone, options.ultra,
                              options.seed))
        except OSError as exc:
            self._discard(worker)
            if long_job:
                self._long.release()
            raise WorkerDied(f"engine worker {worker.process.pid} died") from exc
        pump = asyncio.get_running_loop().create_task(self._pump(worker, messages, long_job))
        self._pumps.add(pump)
        pump.add_done_callback(self._pumps.discard)
        try:
            pending: tuple[str, ...] | None = None
            while True:
                message, pending = pending or await messages.get(), None
                if message[0] == "chunk":
                    # Chunks that have already arrived go out together: one write to the
                    # client instead of one per sentence when the reader has fallen behind.
                    text = message[1]
                    while not messages.empty():
                        pending = messages.get_nowait()
                        if pending[0] != "chunk":
                            break
                        text, pending = text + pending[1], None
                    yield text
                elif message[0] == "end":
                    return
                elif message[0] == "error":
                    raise EngineError(message[1])
                else:
                    raise WorkerDied(message[1])
        finally:
            if not pump.done():  # the consumer left mid-job: the worker may stop early
                with contextlib.suppress(OSError):
                    worker.conn.send(("cancel",))

    async def _pump(self, worker: _Worker, messages: asyncio.Queue[tuple[str, ...]],
                    long_job: bool) -> None:
        try:
            while True:
                message = await worker.recv()
                messages.put_nowait(message)
                if message[0] != "chunk":
                    break
        except WorkerDied as exc:
            messages.put_nowait(("died", str(exc)))
            self._discard(worker)
        else:
            self._idle.put_nowait(worker)
        finally:
            if long_job:
                self._long.release()

    def pids(self) -> list[int]:
        return [w.process.pid for w in self._workers if w.process.pid is not None]


__all__ = ["LONG_JOB_WORDS", "EngineError", "EnginePool", "WorkerDied", "default_processes"]
