"""The OpenAPI 3.1 document of the public API, built from the request Struct and the error
hierarchy so it cannot drift from what the code accepts and answers. Served at
GET /api/v1/openapi.json."""

from __future__ import annotations

from typing import Any

import msgspec

from humanizer import __version__
from humanizer.errors import (
    Forbidden,
    HumanizerError,
    InternalError,
    RateLimitExceeded,
    Unauthorized,
    ValidationError,
)
from humanizer.schemas import HumanizeRequest

_RATE_HEADERS = {
    "X-RateLimit-Limit": "Requests allowed per rolling window for this key",
    "X-RateLimit-Remaining": "Requests left in the window",
    "X-RateLimit-Reset": "Unix time (seconds) when the oldest counted request leaves the window",
}
_WHEN = {
    ValidationError: "Invalid input: bad JSON, a wrong type or value, an unknown field, an "
                     "empty text, more words than the plan allows, a body over the size limit, "
                     "or a Content-Type other than application/json",
    Unauthorized: "API key missing, malformed, invalid, revoked or expired",
    Forbidden: "The plan has no API access, the credits have run out, or the team is "
               "unknown, not the caller's, or without API access",
    RateLimitExceeded: "Too many requests in the rolling window, or too many in flight",
    InternalError: "Unexpected error on the service side; retry with backoff",
}


def _header(description: str, kind: str = "integer") -> dict[str, Any]:
    return {"description": description, "schema": {"type": kind}}


def _error_response(error: type[HumanizerError]) -> dict[str, Any]:
    headers: dict[str, Any] = {"X-Request-Id": _header("Id of this request", "string")}
    if error is not Unauthorized:
        headers |= {name: _header(text) for name, text in _RATE_HEADERS.items()}
    if error is RateLimitExceeded:
        headers["Retry-After"] = _header("Whole seconds to wait, at least 1")
    return {
        "description": f"`{error.code}`: {_WHEN[error]}",
        "headers": headers,
        "content": {"application/json": {
            "schema": {"$ref": "#/components/schemas/Error"},
            "example": {"error": error.code, "message": "..."},
        }},
    }


def build_openapi(base_url: str = "/") -> dict[str, Any]:
    (request_ref,), components = msgspec.json.schema_components(
        [HumanizeRequest], ref_template="#/components/schemas/{name}"
    )
    components["Error"] = {
        "type": "object",
        "required": ["error", "message"],
        "additionalProperties": False,
        "properties": {
            "error": {"type": "string", "enum": sorted({
                e.code for e in (ValidationError, Unauthorized, Forbidden, RateLimitExceeded,
                                 InternalError)} | {"not_found", "method_not_allowed"})},
            "message": {"type": "string"},
            "resetAt": {"type": "string", "format": "date-time",
                        "description": "When the limit resets (ISO 8601 UTC); on 429 and on "
                                       "403 for exhausted credits"},
        },
    }
    success_headers = {
        "X-Request-Id": _header("Id of this request", "string"),
        "X-Task-Id": _header("The task this request created or continued", "string"),
        "X-Words-Charged": _header("Words debited (0 for a free rehumanization)"),
        "X-Credits-Remaining": _header("Words left this month for the payer"),
        **{name: _header(text) for name, text in _RATE_HEADERS.items()},
    }
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Humanizer API",
            "version": __version__,
            "description": "Rewrites AI-generated text and streams the result as plain text.",
        },
        "servers": [{"url": base_url}],
        "security": [{"bearer": []}],
        "paths": {
            "/api/v1/humanize": {
                "post": {
                    "operationId": "humanize",
                    "summary": "Humanize a text; the result streams back chunk by chunk",
                    "requestBody": {
                        "required": True,
                        "content": {"application/json": {"schema": request_ref}},
                    },
                    "responses": {
                        "200": {
                            "description": "The humanized text, streamed (chunked) sentence by "
                                           "sentence. An engine failure mid-stream closes the "
                                           "connection without the final chunk and refunds "
                                           "the charge.",
                            "headers": success_headers,
                            "content": {"text/plain; charset=utf-8": {
                                "schema": {"type": "string"}}},
                        },
                        **{str(e.status): _error_response(e) for e in (
                            ValidationError, Unauthorized, Forbidden, RateLimitExceeded,
                            InternalError)},
                    },
                },
            },
        },
        "components": {
            "schemas": components,
            "securitySchemes": {"bearer": {
                "type": "http", "scheme": "bearer",
                "description": "An API key from the Developer page: <prefix>_ + 38 base62 "
                               "characters",
            }},
        },
    }


__all__ = ["build_openapi"]
