"""The OpenAPI document: served, shaped like OpenAPI 3.1, and in step with the code."""

from __future__ import annotations

from typing import Any

import httpx
import msgspec

from humanizer.engine import TONES, VERSIONS
from humanizer.errors import RateLimitExceeded, error_body
from humanizer.openapi import build_openapi
from tests.conftest import LiveServer


def test_served_at_a_stable_path(server: LiveServer) -> None:
    response = httpx.get(f"{server.url}/api/v1/openapi.json", timeout=10)
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/json")
    assert response.json() == msgspec.json.decode(msgspec.json.encode(build_openapi()))


def _refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        found = [node["$ref"]] if "$ref" in node else []
        return found + [r for value in node.values() for r in _refs(value)]
    if isinstance(node, list):
        return [r for value in node for r in _refs(value)]
    return []


def test_valid_looking_and_every_ref_resolves() -> None:
    doc = build_openapi()
    assert doc["openapi"].startswith("3.1") and doc["info"]["title"] and doc["paths"]
    for ref in _refs(doc):
        assert ref.startswith("#/components/schemas/")
        assert ref.rsplit("/", 1)[1] in doc["components"]["schemas"], ref
    operation = doc["paths"]["/api/v1/humanize"]["post"]
    assert set(operation["responses"]) == {"200", "400", "401", "403", "429", "500"}
    assert "Retry-After" in operation["responses"]["429"]["headers"]


def test_request_schema_matches_the_decoder() -> None:
    schema = build_openapi()["components"]["schemas"]["HumanizeRequest"]
    assert schema["required"] == ["text"] and schema["additionalProperties"] is False
    assert set(schema["properties"]["tone"]["enum"]) == set(TONES)
    assert set(schema["properties"]["modelVersion"]["enum"]) == set(VERSIONS)


def test_error_schema_matches_the_error_body() -> None:
    error = build_openapi()["components"]["schemas"]["Error"]
    body = error_body(RateLimitExceeded("slow down", reset_at=None))
    assert set(error["required"]) <= set(body) <= set(error["properties"])
    assert body["error"] in error["properties"]["error"]["enum"]
