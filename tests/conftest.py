"""Shared fixtures: a real Hypercorn server on a free loopback port, and accounts to use it."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
from hypercorn.asyncio import serve
from hypercorn.config import Config

from humanizer.app import create_app
from humanizer.engine import ModelRegistry
from humanizer.settings import Settings
from humanizer.store import Clock, Store


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class Account:
    id: str
    email: str
    key: str
    key_id: str


@dataclass
class LiveServer:
    """A running service: `url`, its settings, and helpers that reach its database."""

    url: str
    settings: Settings
    clock: Clock | None = None
    _counter: list[int] = field(default_factory=lambda: [0])

    def run(self, work: Callable[[Store], Any]) -> Any:
        """Run `await work(store)` against the server's database on a connection of its own."""

        async def go() -> Any:
            store = await Store.open(self.settings.db_path, self.clock)
            try:
                return await work(store)
            finally:
                await store.close()

        return asyncio.run(go())

    def account(self, plan: str = "max", *, email: str | None = None) -> Account:
        self._counter[0] += 1
        email = email or f"user{self._counter[0]}@example.com"

        async def make(store: Store) -> Account:
            account = await store.create_account(email, plan)
            key, secret = await store.create_key(account.id, "test")
            return Account(account.id, email, secret, key.id)

        result: Account = self.run(make)
        return result

    def new_key(self, account: Account) -> tuple[str, str]:
        async def make(store: Store) -> tuple[str, str]:
            key, secret = await store.create_key(account.id, "extra")
            return secret, key.id

        result: tuple[str, str] = self.run(make)
        return result

    def humanize(self, key: str | None, body: Any = None, **kwargs: Any) -> httpx.Response:
        headers = {"Content-Type": "application/json"}
        if key is not None:
            headers["Authorization"] = f"Bearer {key}"
        headers.update(kwargs.pop("headers", {}))
        payload = {"text": "It is important to note that tests matter."} if body is None else body
        if isinstance(payload, (bytes, str)):
            return httpx.post(f"{self.url}/api/v1/humanize", content=payload, headers=headers,
                              timeout=30, **kwargs)
        return httpx.post(f"{self.url}/api/v1/humanize", json=payload, headers=headers,
                          timeout=30, **kwargs)


@dataclass
class _Running:
    thread: threading.Thread
    loop: asyncio.AbstractEventLoop
    stop: asyncio.Event


def _start(app: Any, port: int) -> _Running:
    loop = asyncio.new_event_loop()
    stop_holder: dict[str, asyncio.Event] = {}
    ready = threading.Event()

    def main() -> None:
        asyncio.set_event_loop(loop)
        stop = asyncio.Event()
        stop_holder["stop"] = stop
        config = Config()
        config.bind = [f"127.0.0.1:{port}"]
        config.accesslog = None
        config.errorlog = None
        config.graceful_timeout = 1
        ready.set()
        loop.run_until_complete(serve(app, config, shutdown_trigger=stop.wait))
        loop.close()

    thread = threading.Thread(target=main, daemon=True)
    thread.start()
    ready.wait(10)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.05)
    else:
        raise RuntimeError("the test server did not start")
    return _Running(thread, loop, stop_holder["stop"])


def _stop(running: _Running) -> None:
    running.loop.call_soon_threadsafe(running.stop.set)
    running.thread.join(15)


def start_server(
    tmp_path: Path,
    *,
    registry: ModelRegistry | None = None,
    clock: Clock | None = None,
    **overrides: Any,
) -> tuple[LiveServer, Callable[[], None]]:
    port = free_port()
    settings = Settings(db_path=str(tmp_path / "humanizer.db"), port=port, **overrides)
    app = create_app(settings, registry=registry, clock=clock)
    running = _start(app, port)
    return LiveServer(f"http://127.0.0.1:{port}", settings, clock), lambda: _stop(running)


@contextmanager
def running_server(tmp_path: Path, **kwargs: Any) -> Iterator[LiveServer]:
    """start_server, stopped when the block ends however it ends."""
    live, stop = start_server(tmp_path, **kwargs)
    try:
        yield live
    finally:
        stop()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[LiveServer]:
    """A server with the built-in engine."""
    with running_server(tmp_path) as live:
        yield live


@pytest.fixture
def server_factory(tmp_path: Path) -> Iterator[Callable[..., LiveServer]]:
    """Start servers with a chosen registry, clock or settings; all are stopped at the end."""
    stops: list[Callable[[], None]] = []
    counter = [0]

    def make(**kwargs: Any) -> LiveServer:
        counter[0] += 1
        folder = tmp_path / f"server{counter[0]}"
        folder.mkdir()
        live, stop = start_server(folder, **kwargs)
        stops.append(stop)
        return live

    try:
        yield make
    finally:
        for stop in stops:
            stop()
