"""A guard against a hang in a test that is about complexity, not speed."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def hang_guard(seconds: int) -> Iterator[None]:
    """Fail the block with TimeoutError if it runs over `seconds` (main thread, POSIX).

    The limit is many times what the block needs: it tells a quadratic scan (minutes) from a
    linear one (a second), so machine noise cannot fail it."""

    def _hang(signum: int, frame: object) -> None:
        raise TimeoutError(f"over {seconds} s: the work is no longer linear in its input")

    previous = signal.signal(signal.SIGALRM, _hang)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
