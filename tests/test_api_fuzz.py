"""Bad input at volume against a real server: never a 5xx, always the spec's JSON shape."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from conftest import Account, LiveServer, running_server
from fakes import EchoModel, registry_of
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

fields = st.sampled_from(["text", "tone", "modelVersion", "ultraMode", "isRehumanization",
                          "teamId", "bogus"])
# one server serves every example: the fixture is module-scoped, its state is the point
FIXTURE_OK = [HealthCheck.function_scoped_fixture]
values = st.none() | st.booleans() | st.integers() | st.text(max_size=40) | st.lists(
    st.integers(), max_size=3)


@pytest.fixture(scope="module")
def fuzz_target(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[LiveServer, Account]]:
    folder: Path = tmp_path_factory.mktemp("fuzz")
    with running_server(folder, registry=registry_of(EchoModel()),
                        rate_limit=100_000) as server:
        yield server, server.account()


def check_shape(response: httpx.Response) -> None:
    assert response.status_code < 500, response.text
    if response.status_code != 200:
        body = response.json()
        assert set(body) <= {"error", "message", "resetAt"} and body["error"] and body["message"]


@settings(max_examples=60, deadline=None, suppress_health_check=FIXTURE_OK)
@given(body=st.dictionaries(fields, values, max_size=5))
def test_json_bodies(fuzz_target: tuple[LiveServer, Account], body: dict[str, object]) -> None:
    server, user = fuzz_target
    check_shape(server.humanize(user.key, json.dumps(body).encode()))


@settings(max_examples=40, deadline=None, suppress_health_check=FIXTURE_OK)
@given(body=st.binary(max_size=200), content_type=st.sampled_from(
    ["application/json", "application/json; charset=utf-8", "text/plain", "", "application/xml"]))
def test_raw_bodies(fuzz_target: tuple[LiveServer, Account], body: bytes,
                    content_type: str) -> None:
    server, user = fuzz_target
    check_shape(server.humanize(user.key, body, headers={"Content-Type": content_type}))


@settings(max_examples=40, deadline=None, suppress_health_check=FIXTURE_OK)
@given(token=st.text(alphabet=st.characters(min_codepoint=33, max_codepoint=126), min_size=1,
                    max_size=60))
def test_authorization_headers(fuzz_target: tuple[LiveServer, Account], token: str) -> None:
    server, _ = fuzz_target
    response = server.humanize(None, headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 401
    check_shape(response)
