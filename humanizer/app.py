"""create_app(settings) -> Starlette: routes, lifespan, error handlers."""

from __future__ import annotations

import gc
import logging
import os
from collections.abc import AsyncIterator, Callable
from contextlib import AsyncExitStack, asynccontextmanager

import anyio
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from humanizer import api, web
from humanizer.engine import ModelRegistry, build_default_registry
from humanizer.engine.language import warm_up
from humanizer.errors import HumanizerError, MethodNotAllowed, NotFound, error_body
from humanizer.limits import InFlight, RateLimiter
from humanizer.middleware import RequestContextMiddleware
from humanizer.openapi import build_openapi
from humanizer.service import Services
from humanizer.settings import Settings
from humanizer.store import Clock, Store
from humanizer.workers import EnginePool

log = logging.getLogger("humanizer")


def error_response(error: HumanizerError) -> JSONResponse:
    return JSONResponse(error_body(error), status_code=error.status, headers=error.headers)


async def _humanizer_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HumanizerError)
    if exc.status >= 500:
        log.error("request %s: %s", request.state.request_id, exc.message,
                  exc_info=exc.__cause__)
    return error_response(exc)


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    if exc.status_code == 405:
        return error_response(MethodNotAllowed("this method is not allowed on this path",
                                               headers=dict(exc.headers or {})))
    if exc.status_code == 404:
        return error_response(NotFound(f"no such endpoint: {request.url.path}"))
    error = HumanizerError(str(exc.detail))
    error.status, error.code = exc.status_code, "http_error"
    return error_response(error)


async def health(request: Request) -> Response:
    return JSONResponse({"status": "ok"})


def create_app(
    settings: Settings | None = None,
    *,
    registry: ModelRegistry | None = None,
    clock: Clock | None = None,
    extra_routes: Callable[[], list[Route]] | None = None,
) -> Starlette:
    settings = settings or Settings.from_env()

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[dict[str, Services]]:
        store = await Store.open(settings.db_path, clock)
        try:
            recovered = await store.recover_interrupted()
            if recovered:
                log.warning("refunded %d runs cut off by an earlier shutdown", recovered)
            await anyio.to_thread.run_sync(warm_up)
            # The word sets just built are millions of objects that live as long as the
            # process: out of the collector's sight, full collections stop walking them.
            gc.freeze()
            threads = settings.engine_threads or (os.cpu_count() or 1)
            async with AsyncExitStack() as stack:
                pool = None
                if registry is None and settings.engine_processes >= 0:
                    pool = await stack.enter_async_context(
                        EnginePool(settings.engine_processes))
                services = Services(
                    settings=settings,
                    store=store,
                    registry=registry or build_default_registry(),
                    rate=RateLimiter(settings.rate_limit_storage, settings.rate_limit,
                                     settings.rate_window_seconds),
                    in_flight=InFlight(settings.max_in_flight),
                    engine_threads=anyio.CapacityLimiter(threads),
                    engine_pool=pool,
                )
                yield {"services": services}
        finally:
            await store.close()

    document = build_openapi()

    async def openapi(request: Request) -> Response:
        return JSONResponse(document)

    routes = [
        Route("/api/v1/humanize", api.humanize, methods=["POST"]),
        Route("/api/v1/openapi.json", openapi, methods=["GET"]),
        Route("/healthz", health, methods=["GET"]),
        *web.routes(settings),
    ]
    if extra_routes is not None:
        routes += extra_routes()
    return Starlette(
        routes=routes,
        middleware=[Middleware(RequestContextMiddleware)],
        exception_handlers={HumanizerError: _humanizer_error, HTTPException: _http_error},
        lifespan=lifespan,
    )
