"""Pure ASGI middleware: a request id on every response, and JSON for unexpected errors."""

from __future__ import annotations

import json
import logging
import secrets

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from humanizer.errors import InternalError, error_body

log = logging.getLogger("humanizer")


def new_request_id() -> str:
    return "req_" + secrets.token_hex(10)


class RequestContextMiddleware:
    """Gives each HTTP request an id (in `scope["state"]["request_id"]` and the
    `X-Request-Id` header) and turns any exception raised before the response started into
    a 500 `internal_error` JSON body. After the response started, it re-raises so the server
    drops the connection: a truncated transfer, never a half-body that looks complete."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = new_request_id()
        scope.setdefault("state", {})["request_id"] = request_id
        header = (b"x-request-id", request_id.encode())
        started = False

        async def send_with_id(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                message = {**message, "headers": [*message.get("headers", []), header]}
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception:
            if started:
                raise
            log.exception("request %s failed before its response started", request_id)
            body = json.dumps(error_body(InternalError(
                f"unexpected error on the service side (request {request_id}); "
                "retry with backoff"))).encode()
            await send_with_id({
                "type": "http.response.start", "status": 500,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode())],
            })
            await send({"type": "http.response.body", "body": body})
