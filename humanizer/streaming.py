"""A pure ASGI response that streams a Job's chunks and settles it however the stream ends.

Starlette's StreamingResponse does not tell us how a stream ended; here we must know, because
the ending decides the money: delivered or abandoned (charged) versus failed (refunded).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

import anyio
from starlette.types import Message, Receive, Scope, Send

from humanizer.service import Admission, EngineFailure, Job


class Outcome(Enum):
    DELIVERED = "delivered"
    DISCONNECTED = "disconnected"
    FAILED = "failed"


class EngineStreamBroken(Exception):
    """Raised out of the ASGI app after the engine failed mid-stream, so that the server
    closes the connection without the final chunk: the client sees a truncated transfer."""


class JobStream:
    media_type = "text/plain; charset=utf-8"

    def __init__(self, job: Job, admission: Admission, headers: Mapping[str, str]) -> None:
        self.job = job
        self.admission = admission
        self.headers = [(b"content-type", self.media_type.encode())]
        self.headers += [(b"cache-control", b"no-store"), (b"x-content-type-options", b"nosniff")]
        self.headers += [(k.lower().encode("latin-1"), v.encode("latin-1"))
                         for k, v in headers.items()]

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        parts: list[str] = []
        outcome = Outcome.DISCONNECTED
        try:
            async with anyio.create_task_group() as group:
                group.start_soon(self._watch_disconnect, receive, group.cancel_scope)
                outcome = await self._stream(send, parts)
                group.cancel_scope.cancel()
        finally:
            # The slot is freed the moment the stream ends, before any bookkeeping.
            self.admission.release()
            await self.job.settle(
                output="".join(parts) if outcome is Outcome.DELIVERED else None,
                failed=outcome is Outcome.FAILED,
            )
        if outcome is Outcome.FAILED:
            raise EngineStreamBroken(f"request {self.job.request_id}: engine failed mid-stream")

    async def _stream(self, send: Send, parts: list[str]) -> Outcome:
        try:
            await send({"type": "http.response.start", "status": 200, "headers": self.headers})
            async for chunk in self.job.chunks():
                parts.append(chunk)
                await send({"type": "http.response.body", "body": chunk.encode("utf-8"),
                            "more_body": True})
            await send({"type": "http.response.body", "body": b"", "more_body": False})
        except EngineFailure:
            return Outcome.FAILED
        except OSError:
            return Outcome.DISCONNECTED
        return Outcome.DELIVERED

    @staticmethod
    async def _watch_disconnect(receive: Receive, scope: anyio.CancelScope) -> None:
        while True:
            message: Message = await receive()
            if message["type"] == "http.disconnect":
                scope.cancel()
                return
