"""One error hierarchy; each class knows its HTTP status and its error code (spec section 7)."""

from __future__ import annotations

from datetime import datetime


class HumanizerError(Exception):
    """Base of every error the service reports to a client as JSON."""

    status: int = 500
    code: str = "internal_error"

    def __init__(
        self,
        message: str,
        *,
        reset_at: datetime | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.reset_at = reset_at
        self.headers = dict(headers or {})


class ValidationError(HumanizerError):
    status = 400
    code = "validation_error"


class Unauthorized(HumanizerError):
    status = 401
    code = "unauthorized"


class Forbidden(HumanizerError):
    status = 403
    code = "forbidden"


class NotFound(HumanizerError):
    status = 404
    code = "not_found"


class MethodNotAllowed(HumanizerError):
    status = 405
    code = "method_not_allowed"


class RateLimitExceeded(HumanizerError):
    status = 429
    code = "rate_limit_exceeded"


class InternalError(HumanizerError):
    status = 500
    code = "internal_error"


class StoreError(InternalError):
    """The database failed (disk full, read-only file, corruption): the client may retry."""


def iso_utc(moment: datetime) -> str:
    """ISO 8601 UTC with a Z and whole seconds, as decisions.md shows: 2026-11-22T04:12:00Z."""
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def error_body(error: HumanizerError) -> dict[str, str]:
    body = {"error": error.code, "message": error.message}
    if error.reset_at is not None:
        body["resetAt"] = iso_utc(error.reset_at)
    return body


class Conflict(HumanizerError):
    status = 409
    code = "conflict"


class InsufficientCredits(Forbidden):
    """Not enough words left for the whole request; nothing is processed."""

    def __init__(self, *, needed: int, remaining: int, reset_at: datetime) -> None:
        super().__init__(
            f"not enough credits: this request needs {needed} words and {remaining} remain "
            f"until the refill at {iso_utc(reset_at)}",
            reset_at=reset_at,
        )
        self.needed = needed
        self.remaining = remaining
