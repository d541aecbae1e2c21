"""One error hierarchy, one error body: every class has its status, code and JSON shape."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from humanizer import errors

SPEC_PAIRS = {
    (400, "validation_error"), (401, "unauthorized"), (403, "forbidden"),
    (429, "rate_limit_exceeded"), (500, "internal_error"),
}


def all_error_classes() -> list[type[errors.HumanizerError]]:
    found, todo = [], [errors.HumanizerError]
    while todo:
        cls = todo.pop()
        found.append(cls)
        todo += cls.__subclasses__()
    return found


def test_spec_pairs_all_exist() -> None:
    pairs = {(cls.status, cls.code) for cls in all_error_classes()}
    assert SPEC_PAIRS <= pairs


@pytest.mark.parametrize("cls", all_error_classes(), ids=lambda c: c.__name__)
def test_every_error_renders_the_same_shape(cls: type[errors.HumanizerError]) -> None:
    if cls is errors.InsufficientCredits:
        error: errors.HumanizerError = cls(needed=5, remaining=2,  # type: ignore[call-arg]
                                           reset_at=datetime(2026, 12, 1, tzinfo=UTC))
    else:
        error = cls("something went wrong")
    body = errors.error_body(error)
    assert set(body) <= {"error", "message", "resetAt"}
    assert body["error"] == cls.code and body["message"]
    assert 400 <= cls.status < 600


def test_reset_at_is_iso_utc_with_z() -> None:
    error = errors.RateLimitExceeded("slow down", reset_at=datetime(2026, 11, 22, 4, 12,
                                                                    tzinfo=UTC))
    assert errors.error_body(error)["resetAt"] == "2026-11-22T04:12:00Z"
