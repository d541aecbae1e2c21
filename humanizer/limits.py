"""Per-key rate and concurrency limits around the `limits` library (async moving window).

Rate: at most N requests in any rolling window per key. Concurrency: at most M requests of a
key in flight at once. Storage errors of `limits` are translated at this boundary.
"""

from __future__ import annotations

import bisect
import math
from collections import Counter
from dataclasses import dataclass

from limits import RateLimitItemPerSecond
from limits.aio.storage import Storage, memory
from limits.aio.strategies import MovingWindowRateLimiter
from limits.errors import ConfigurationError, StorageError
from limits.storage import storage_from_string

from humanizer.errors import InternalError


@dataclass(frozen=True, slots=True)
class RateStatus:
    """Where a key stands: `reset` is the Unix time (whole seconds, rounded up) when the
    oldest counted request leaves the window."""

    allowed: bool
    limit: int
    remaining: int
    reset: int

    def retry_after(self, now: float) -> int:
        return seconds_until(self.reset, now)

    def headers(self) -> dict[str, str]:
        return {
            "X-RateLimit-Limit": str(self.limit),
            "X-RateLimit-Remaining": str(self.remaining),
            "X-RateLimit-Reset": str(self.reset),
        }


class LeanMemoryStorage(memory.MemoryStorage):
    """limits' async in-memory storage with a cheap expiry. Upstream, every hit starts a pass
    over every key it holds, each key costing a thread hop (`asyncio.to_thread` around a
    bisect): O(keys) thread hops per request, which was most of the service's own CPU under
    load (bench/load.py, 400 keys). Here a pass runs at most once a second, in the loop.
    Expiry only frees memory; the moving window itself is exact either way."""

    EXPIRY_INTERVAL = 1.0

    def __init__(self, uri: str | None = None, wrap_exceptions: bool = False,
                 **options: str) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        self._next_expiry = 0.0

    # Overrides the name-mangled private hook every write calls (limits is pinned below 6).
    async def _MemoryStorage__schedule_expiry(self) -> None:
        now = memory.time.time()  # type: ignore[attr-defined]  # (tests patch it)
        if now < self._next_expiry:
            return
        self._next_expiry = now + self.EXPIRY_INTERVAL
        for key in list(self.events):
            events = self.events[key]
            cutoff = bisect.bisect_left(events, -now, key=lambda event: -event.expiry)
            if cutoff < len(events):
                self.events[key] = events[:cutoff]
            if not self.events[key] and not self.locks[key].locked():
                self.events.pop(key, None)
                self.locks.pop(key, None)
        for key in list(self.expirations):
            if self.expirations[key] <= now:
                self.storage.pop(key, None)
                self.expirations.pop(key, None)


def moving_window(storage_uri: str) -> MovingWindowRateLimiter:
    """A moving-window limiter on the storage the URI names: the lean in-memory storage for
    `async+memory://`, any other async storage of `limits` as it comes."""
    try:
        storage = (LeanMemoryStorage(storage_uri)
                   if storage_uri.split("://", 1)[0] == "async+memory"
                   else storage_from_string(storage_uri))
    except ConfigurationError as exc:
        raise ValueError(f"HUMANIZER_RATE_LIMIT_STORAGE: {exc}") from exc
    if not isinstance(storage, Storage):
        raise ValueError(
            f"HUMANIZER_RATE_LIMIT_STORAGE must be an async storage (async+...), "
            f"got {storage_uri!r}"
        )
    return MovingWindowRateLimiter(storage)


def seconds_until(reset: float, now: float) -> int:
    """Whole seconds to wait for a window to have room again: at least 1."""
    return max(1, math.ceil(reset - now))


class RateLimiter:
    def __init__(self, storage_uri: str, limit: int, window_seconds: int) -> None:
        self._strategy = moving_window(storage_uri)
        self._item = RateLimitItemPerSecond(limit, window_seconds)
        self.limit = limit

    async def hit(self, key_id: str) -> RateStatus:
        """Count one request for the key if the window has room; say where it stands."""
        return await self._status(key_id, count=True)

    async def peek(self, key_id: str) -> RateStatus:
        """Where the key stands, without counting a request."""
        return await self._status(key_id, count=False)

    async def _status(self, key_id: str, *, count: bool) -> RateStatus:
        try:
            allowed = await self._strategy.hit(self._item, key_id) if count else None
            stats = await self._strategy.get_window_stats(self._item, key_id)
        except StorageError as exc:
            raise InternalError("the rate limiter's storage failed; retry shortly") from exc
        return RateStatus(stats.remaining > 0 if allowed is None else allowed, self.limit,
                          stats.remaining, math.ceil(stats.reset_time))


class InFlight:
    """Counts each key's requests in flight. A slot is taken before the stream starts and given
    back when it ends, fails or its client goes away: always in a `finally`."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._counts: Counter[str] = Counter()

    def try_acquire(self, key_id: str) -> bool:
        if self._counts[key_id] >= self.limit:
            return False
        self._counts[key_id] += 1
        return True

    def release(self, key_id: str) -> None:
        self._counts[key_id] -= 1
        if self._counts[key_id] <= 0:
            del self._counts[key_id]

    def in_flight(self, key_id: str) -> int:
        return self._counts.get(key_id, 0)
