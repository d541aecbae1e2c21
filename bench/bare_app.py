"""The baseline for bench/load.py: the same engine on the same Hypercorn, streamed by a bare
Starlette app with no auth, limits, database, request ids or logging.

It runs the engine exactly as the service does (the same `humanizer.workers.EnginePool` of
worker processes, or with `--threads` one worker-thread hop per chunk, as the service with
HUMANIZER_ENGINE_PROCESSES=-1), so the throughput ratio between the two is what the service's
own machinery costs, not a difference in how the engine is driven.

    .venv/bin/python bench/bare_app.py --port 8001 [--threads]
"""

from __future__ import annotations

import argparse
import asyncio
import os
from collections.abc import AsyncIterator
from functools import partial

import anyio
import anyio.to_thread
import msgspec
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route

from humanizer.engine import RewriteOptions, build_default_registry
from humanizer.engine.language import warm_up
from humanizer.workers import EnginePool

REGISTRY = build_default_registry()
_END = object()


class Body(msgspec.Struct, rename="camel"):
    text: str
    tone: str = "standard"
    model_version: str = "v4beta"
    ultra_mode: bool = False


async def _threaded(model: object, text: str, options: RewriteOptions,
                    limiter: anyio.CapacityLimiter) -> AsyncIterator[str]:
    iterator = iter(model.rewrite(text, options))  # type: ignore[attr-defined]
    step = partial(next, iterator, _END)
    while True:
        chunk = await anyio.to_thread.run_sync(step, limiter=limiter)
        if chunk is _END:
            return
        yield chunk


def create_bare_app(threads: bool = False, processes: int = 0) -> Starlette:
    state: dict[str, object] = {}

    async def humanize(request: Request) -> Response:
        body = msgspec.json.decode(await request.body(), type=Body)
        options = RewriteOptions(body.tone, body.ultra_mode, 1)
        model = REGISTRY.get(body.model_version)
        pool = state.get("pool")
        if isinstance(pool, EnginePool):
            chunks = pool.rewrite(body.model_version, body.text, options,
                                  len(body.text.split()))
        else:
            chunks = _threaded(model, body.text, options, state["limiter"])  # type: ignore[arg-type]

        async def encoded() -> AsyncIterator[bytes]:
            async for chunk in chunks:
                yield chunk.encode("utf-8")

        return StreamingResponse(encoded(), media_type="text/plain; charset=utf-8")

    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        await anyio.to_thread.run_sync(warm_up)
        state["limiter"] = anyio.CapacityLimiter(os.cpu_count() or 1)
        if threads:
            yield
        else:
            async with EnginePool(processes) as pool:
                state["pool"] = pool
                yield

    from contextlib import asynccontextmanager

    return Starlette(routes=[Route("/api/v1/humanize", humanize, methods=["POST"])],
                     lifespan=asynccontextmanager(lifespan))


def main() -> None:
    from hypercorn.asyncio import serve
    from hypercorn.config import Config

    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=8001)
    parser.add_argument("--threads", action="store_true", help="engine in threads, not processes")
    parser.add_argument("--processes", type=int, default=0, help="engine workers; 0: the default")
    args = parser.parse_args()
    config = Config()
    config.bind = [f"127.0.0.1:{args.port}"]
    config.accesslog = None
    config.errorlog = "-"
    asyncio.run(serve(create_bare_app(args.threads, args.processes), config))  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
