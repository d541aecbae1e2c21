"""The rate limiter never admits more than the limit in any window, and its headers agree."""

from __future__ import annotations

import asyncio
import types

import limits.aio.storage.memory as memory_storage
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from humanizer.limits import InFlight, RateLimiter


class FakeClock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def time(self) -> float:
        return self.now


@settings(max_examples=60, deadline=None)
@given(st.lists(st.floats(min_value=0, max_value=5, allow_nan=False), min_size=1,
                max_size=120))
def test_never_more_than_the_limit_in_any_window(gaps: list[float]) -> None:
    clock = FakeClock()
    original = memory_storage.time
    memory_storage.time = types.SimpleNamespace(time=clock.time)  # type: ignore[assignment]
    try:
        admitted: list[float] = []

        async def run() -> None:
            limiter = RateLimiter("async+memory://", 30, 60)
            for gap in gaps:
                clock.now += gap
                status = await limiter.hit("key")
                in_window = [t for t in admitted if t > clock.now - 60]
                assert status.allowed == (len(in_window) < 30)
                if status.allowed:
                    admitted.append(clock.now)
                    in_window.append(clock.now)
                assert status.remaining == 30 - len(in_window)
                assert status.limit == 30
                oldest = min(in_window) if in_window else clock.now
                assert status.reset == pytest.approx(oldest + 60, abs=1)
                headers = status.headers()
                assert headers["X-RateLimit-Remaining"] == str(status.remaining)
                if not status.allowed:
                    assert status.retry_after(clock.now) >= 1

        asyncio.run(run())
        for i, t in enumerate(admitted):
            assert sum(1 for u in admitted[i:] if u < t + 60) <= 30
    finally:
        memory_storage.time = original


def test_peek_does_not_count() -> None:
    async def run() -> None:
        limiter = RateLimiter("async+memory://", 2, 60)
        for _ in range(5):
            assert (await limiter.peek("k")).remaining == 2
        assert (await limiter.hit("k")).remaining == 1

    asyncio.run(run())


def test_storage_must_be_async_and_known() -> None:
    with pytest.raises(ValueError, match="async"):
        RateLimiter("memory://", 1, 1)
    with pytest.raises(ValueError):
        RateLimiter("nonsense://", 1, 1)


@given(st.lists(st.tuples(st.sampled_from("ab"), st.booleans()), max_size=60))
def test_in_flight_never_exceeds_its_limit(ops: list[tuple[str, bool]]) -> None:
    slots = InFlight(2)
    held: dict[str, int] = {"a": 0, "b": 0}
    for key, acquire in ops:
        if acquire:
            assert slots.try_acquire(key) == (held[key] < 2)
            held[key] = min(2, held[key] + 1)
        elif held[key]:
            slots.release(key)
            held[key] -= 1
        assert slots.in_flight(key) == held[key] <= 2
