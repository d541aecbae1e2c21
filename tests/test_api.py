"""The public API against a real Hypercorn server: every status/code pair of spec section 7 and
every rule of decisions.md, through a real HTTP client."""

from __future__ import annotations

import json
import re
import threading
import time
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from conftest import LiveServer
from fakes import EchoModel, FailingModel, GatedModel, registry_of

from humanizer import billing
from humanizer.store import Store

ISO_Z = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$")


def assert_error(response: httpx.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/json")
    body: dict[str, Any] = response.json()
    assert body["error"] == code
    assert isinstance(body["message"], str) and body["message"]
    assert set(body) <= {"error", "message", "resetAt"}
    assert response.headers["x-request-id"].startswith("req_")
    return body


# --- success and streaming --------------------------------------------------------------


def test_success_streams_plain_text_with_every_header(server: LiveServer) -> None:
    user = server.account()
    text = "It is important to note that we delve into testing.\n\nA second paragraph here."
    response = server.humanize(user.key, {"text": text})
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/plain; charset=utf-8"
    assert response.headers.get("transfer-encoding") == "chunked"
    words = billing.count_words(text)
    assert response.headers["x-words-charged"] == str(words)
    assert response.headers["x-credits-remaining"] == str(90_000 - words)
    assert response.headers["x-task-id"].startswith("task_")
    assert response.headers["x-request-id"].startswith("req_")
    assert response.headers["x-ratelimit-limit"] == "30"
    assert response.headers["x-ratelimit-remaining"] == "29"
    assert int(response.headers["x-ratelimit-reset"]) >= int(time.time())
    assert "\n\n" in response.text  # the paragraph break survives
    assert server.run(lambda s: s.check_integrity()) == []


def test_every_option_is_accepted(server: LiveServer) -> None:
    user = server.account()
    body = {"text": "Furthermore, the results are robust.", "tone": "casual",
            "modelVersion": "v3.5", "ultraMode": True, "isRehumanization": False}
    response = server.humanize(user.key, body)
    assert response.status_code == 200, response.text
    assert response.text.strip()


def test_first_chunk_arrives_before_the_last_is_produced(server_factory: Any) -> None:
    model = GatedModel()
    server: LiveServer = server_factory(registry=registry_of(model))
    user = server.account()
    headers = {"Authorization": f"Bearer {user.key}", "Content-Type": "application/json"}
    with httpx.stream("POST", f"{server.url}/api/v1/humanize", headers=headers,
                      json={"text": "Stream this text please."}, timeout=20) as response:
        assert response.status_code == 200
        pieces = response.iter_text()
        first = next(pieces)
        assert first.startswith("First chunk.")
        assert not model.gate.is_set()  # the rest does not exist yet
        model.gate.set()
        rest = "".join(pieces)
    assert "Chunk 2" in rest


# --- 401 unauthorized -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("header", "says"),
    [
        (None, "missing"),
        ("Basic abc", "malformed"),
        ("Bearer", "malformed"),
        ("Bearer hmz_short", "malformed"),
        ("Bearer sk_" + "a" * 38, "malformed"),
    ],
)
def test_missing_or_malformed_key_is_401(server: LiveServer, header: str | None,
                                         says: str) -> None:
    headers = {} if header is None else {"Authorization": header}
    body = assert_error(server.humanize(None, headers=headers), 401, "unauthorized")
    assert says in body["message"]


def test_bad_checksum_is_malformed_and_unknown_key_is_invalid(server: LiveServer) -> None:
    user = server.account()
    corrupted = user.key[:-1] + ("A" if user.key[-1] != "A" else "B")
    body = assert_error(server.humanize(corrupted), 401, "unauthorized")
    assert "checksum" in body["message"]
    from humanizer.keys import generate_key

    body = assert_error(server.humanize(generate_key().secret), 401, "unauthorized")
    assert "invalid" in body["message"]


def test_revoked_and_expired_keys_are_401(server: LiveServer) -> None:
    user = server.account()
    server.run(lambda s: s.revoke_key(user.key_id))
    body = assert_error(server.humanize(user.key), 401, "unauthorized")
    assert "revoked" in body["message"]

    async def old_key(store: Store) -> str:
        store.clock = lambda: datetime.now(UTC) - timedelta(days=90, seconds=1)
        account = await store.account_by_email(user.email)
        _, secret = await store.create_key(account.id, "old")
        return secret

    body = assert_error(server.humanize(server.run(old_key)), 401, "unauthorized")
    assert "expired" in body["message"]


def test_downgrade_from_max_revokes_every_key(server: LiveServer) -> None:
    user = server.account()
    second, _ = server.new_key(user)
    assert server.humanize(user.key).status_code == 200
    server.run(lambda s: s.set_plan(user.email, "pro"))
    for key in (user.key, second):
        assert "revoked" in assert_error(server.humanize(key), 401, "unauthorized")["message"]
    server.run(lambda s: s.set_plan(user.email, "max"))  # upgrading again revives nothing
    assert_error(server.humanize(user.key), 401, "unauthorized")


# --- 403 forbidden ----------------------------------------------------------------------


@pytest.mark.parametrize("plan", ["free", "pro"])
def test_plan_without_api_access_is_403_with_rate_headers(server: LiveServer, plan: str) -> None:
    user = server.account(plan)
    response = server.humanize(user.key)
    body = assert_error(response, 403, "forbidden")
    assert "API access" in body["message"]
    assert response.headers["x-ratelimit-limit"] == "30"


def test_not_enough_credits_is_403_with_reset_and_nothing_charged(server: LiveServer) -> None:
    user = server.account()

    async def spend(store: Store) -> None:
        await store.charge(request_id="spend", account_id=user.id, payer_id=user.id,
                           key_id=None, words=89_995, input_hash="x", is_rehumanization=False)

    server.run(spend)
    response = server.humanize(user.key, {"text": "one two three four five six"})
    body = assert_error(response, 403, "forbidden")
    assert "needs 6 words" in body["message"] and "5 remain" in body["message"]
    assert ISO_Z.match(body["resetAt"])
    assert body["resetAt"] == billing.next_refill(datetime.now(UTC)).strftime(
        "%Y-%m-%dT%H:%M:%SZ")
    assert server.run(lambda s: s.balance(user.id)).remaining == 5
    assert server.humanize(user.key, {"text": "one two three four five"}).status_code == 200
    assert server.run(lambda s: s.balance(user.id)).remaining == 0


# --- 400 validation_error ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "says"),
    [
        (b"{not json", "not valid JSON"),
        (b"[]", "JSON object"),
        (b'{"tone": "casual"}', "`text` is required"),
        ({"text": ""}, "empty"),
        ({"text": "   \n "}, "empty"),
        ({"text": "— … !!"}, "at least 1 word"),
        ({"text": 12}, "`text` must be a string"),
        ({"text": "Hello there.", "tone": "pirate"}, "`tone` must be one of standard"),
        ({"text": "Hello there.", "modelVersion": "v5"}, "`modelVersion` must be one of"),
        ({"text": "Hello there.", "ultraMode": "yes"}, "`ultraMode` must be true or false"),
        ({"text": "Hello there.", "isRehumanization": 1}, "`isRehumanization`"),
        ({"text": "Hello there.", "teamId": 5}, "`teamId`"),
        ({"text": "Hello there.", "temperature": 1}, "unknown field `temperature`"),
        ({"text": "Der schnelle braune Fuchs springt über den faulen Hund und die Katze "
                  "schläft im Haus."}, "English"),
    ],
)
def test_bad_bodies_are_400_naming_the_field(server: LiveServer, body: Any, says: str) -> None:
    user = server.account()
    response = server.humanize(user.key, body)
    assert says in assert_error(response, 400, "validation_error")["message"]
    assert response.headers["x-ratelimit-remaining"] == "29"  # a valid key: headers always
    assert server.run(lambda s: s.balance(user.id)).remaining == 90_000


def test_word_limit_is_the_plans(server: LiveServer) -> None:
    user = server.account()
    ok = server.humanize(user.key, {"text": "word " * 3000})
    assert ok.status_code == 200
    too_long = server.humanize(user.key, {"text": "word " * 3001})
    body = assert_error(too_long, 400, "validation_error")
    assert "3001 words" in body["message"] and "3000" in body["message"]


def test_content_type_and_body_size(server: LiveServer) -> None:
    user = server.account()
    response = server.humanize(user.key, b'{"text":"hi there"}',
                               headers={"Content-Type": "text/plain"})
    assert "Content-Type" in assert_error(response, 400, "validation_error")["message"]
    big = json.dumps({"text": "a " * 600_000}).encode()
    assert len(big) > 1024 * 1024
    response = server.humanize(user.key, big)
    assert "larger than" in assert_error(response, 400, "validation_error")["message"]


# --- check order --------------------------------------------------------------------------


def test_auth_comes_before_everything(server: LiveServer) -> None:
    response = server.humanize("hmz_nope", b"{bad", headers={"Content-Type": "text/html"})
    assert_error(response, 401, "unauthorized")


def test_plan_comes_before_rate_and_body(server: LiveServer) -> None:
    user = server.account("free")
    assert_error(server.humanize(user.key, b"{bad"), 403, "forbidden")


def test_rate_limit_comes_before_body_and_counts_every_request(server: LiveServer) -> None:
    user = server.account()
    for _ in range(15):
        assert server.humanize(user.key, b"{bad").status_code == 400
    for _ in range(15):
        assert server.humanize(user.key, {"text": "Short one."}).status_code == 200
    response = server.humanize(user.key, b"{bad")
    body = assert_error(response, 429, "rate_limit_exceeded")
    assert ISO_Z.match(body["resetAt"])
    assert response.headers["x-ratelimit-remaining"] == "0"
    assert response.headers["x-ratelimit-limit"] == "30"
    retry = int(response.headers["retry-after"])
    assert 1 <= retry <= 60
    reset = int(response.headers["x-ratelimit-reset"])
    assert abs(reset - (time.time() + retry)) <= 2
    # another key of the same account has its own window
    other, _ = server.new_key(user)
    assert server.humanize(other).status_code == 200


# --- teams --------------------------------------------------------------------------------


def test_team_requests_charge_the_owner_when_api_access_is_on(server: LiveServer) -> None:
    owner = server.account()
    member = server.account()
    outsider = server.account()
    team = server.run(lambda s: s.create_team("Writers", owner.id))
    server.run(lambda s: s.add_member(team.id, member.id))
    text = {"text": "One two three four.", "teamId": team.id}

    assert "API access" in assert_error(server.humanize(member.key, text), 403,
                                        "forbidden")["message"]
    server.run(lambda s: s.set_team_api_access(team.id, True))
    response = server.humanize(member.key, text)
    assert response.status_code == 200
    assert response.headers["x-credits-remaining"] == str(90_000 - 4)
    assert server.run(lambda s: s.balance(owner.id)).remaining == 90_000 - 4
    assert server.run(lambda s: s.balance(member.id)).remaining == 90_000
    # unknown team and a team the caller is not in: the same answer
    a = assert_error(server.humanize(outsider.key, text), 403, "forbidden")
    b = assert_error(server.humanize(outsider.key, {**text, "teamId": "team_nope"}), 403,
                     "forbidden")
    assert a["message"] == b["message"]
    assert server.humanize(owner.key, text).status_code == 200


# --- rehumanization -----------------------------------------------------------------------


def test_three_free_rehumanizations_per_task_each_different(server_factory: Any) -> None:
    server: LiveServer = server_factory(registry=registry_of(EchoModel(vary=True)))
    user = server.account()
    text = ("Furthermore, it is important to note that teams delve into data. Moreover, they "
            "leverage robust tools. Additionally, results showcase a pivotal shift.")
    first = server.humanize(user.key, {"text": text})
    charged = int(first.headers["x-words-charged"])
    assert charged == billing.count_words(text)
    outputs = {first.text}
    for n in range(3):
        again = server.humanize(user.key, {"text": text, "isRehumanization": True})
        assert again.status_code == 200
        assert again.headers["x-words-charged"] == "0", n
        assert again.headers["x-task-id"] == first.headers["x-task-id"]
        outputs.add(again.text)
    fourth = server.humanize(user.key, {"text": text, "isRehumanization": True})
    assert fourth.headers["x-words-charged"] == str(charged)
    outputs.add(fourth.text)
    assert len(outputs) == 5, "every rehumanization differs from the earlier outputs"
    # pasting back the latest output continues the same task
    back = server.humanize(user.key, {"text": fourth.text, "isRehumanization": True})
    assert back.headers["x-task-id"] == first.headers["x-task-id"]
    assert server.run(lambda s: s.check_integrity()) == []


def test_rehumanization_without_a_task_is_charged(server: LiveServer) -> None:
    user = server.account()
    response = server.humanize(user.key, {"text": "Nothing before this.",
                                          "isRehumanization": True})
    assert response.headers["x-words-charged"] == "3"


# --- concurrency, disconnects and failures ------------------------------------------------


def test_third_concurrent_request_on_a_key_gets_429(server_factory: Any) -> None:
    model = GatedModel()
    server: LiveServer = server_factory(registry=registry_of(model))
    user = server.account()
    results: list[httpx.Response] = []

    def call() -> None:
        results.append(server.humanize(user.key, {"text": "Hold the line."}))

    threads = [threading.Thread(target=call) for _ in range(3)]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 10
    while len(results) < 1 and time.monotonic() < deadline:
        time.sleep(0.01)
    model.gate.set()
    for thread in threads:
        thread.join(20)
    statuses = sorted(r.status_code for r in results)
    assert statuses == [200, 200, 429]
    rejected = next(r for r in results if r.status_code == 429)
    assert "concurrency" in assert_error(rejected, 429, "rate_limit_exceeded")["message"]
    assert rejected.headers["retry-after"] == "1"


def test_disconnect_mid_stream_frees_the_slot_at_once_and_stays_charged(
    server_factory: Any,
) -> None:
    model = GatedModel()
    server: LiveServer = server_factory(registry=registry_of(model))
    user = server.account()
    headers = {"Authorization": f"Bearer {user.key}", "Content-Type": "application/json"}
    for _ in range(2):  # fill both slots, leave both mid-stream
        with httpx.stream("POST", f"{server.url}/api/v1/humanize", headers=headers,
                          json={"text": "Four words right here."}, timeout=20) as response:
            assert next(response.iter_text()).startswith("First chunk.")
    # both clients are gone: new requests get slots again at once (no 429)
    deadline = time.monotonic() + 3
    while True:
        model.gate.set()
        status = server.humanize(user.key, {"text": "Next one please."}).status_code
        if status == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert status == 200

    async def runs(store: Store) -> list[Any]:
        return await store._all("SELECT status, words FROM task_runs ORDER BY created_at")

    statuses = [tuple(r) for r in server.run(runs)]
    assert statuses.count(("disconnected", 4)) == 2
    assert server.run(lambda s: s.balance(user.id)).remaining == 90_000 - 4 - 4 - 3
    assert server.run(lambda s: s.check_integrity()) == []


def test_engine_failure_mid_stream_truncates_and_refunds(server_factory: Any) -> None:
    server: LiveServer = server_factory(registry=registry_of(FailingModel()))
    user = server.account()
    headers = {"Authorization": f"Bearer {user.key}", "Content-Type": "application/json"}
    received = []
    with pytest.raises(httpx.RemoteProtocolError):
        with httpx.stream("POST", f"{server.url}/api/v1/humanize", headers=headers,
                          json={"text": "Five words are right here."}, timeout=20) as response:
            assert response.status_code == 200
            for piece in response.iter_text():
                received.append(piece)
    assert "".join(received).startswith("A first sentence")
    assert server.run(lambda s: s.balance(user.id)).remaining == 90_000

    async def ledger(store: Store) -> list[tuple[int, str]]:
        return [(row.words, row.reason) for row in await store.ledger(user.id)]

    assert sorted(server.run(ledger)) == [(-5, "refund"), (5, "humanize")]
    assert server.run(lambda s: s.check_integrity()) == []
    # failed streams give their slots back: with both slots leaked the third would get 429
    statuses = []
    for _ in range(3):
        try:
            with httpx.stream("POST", f"{server.url}/api/v1/humanize", headers=headers,
                              json={"text": "Again."}, timeout=20) as response:
                statuses.append(response.status_code)
                response.read()
        except httpx.RemoteProtocolError:
            pass
    assert statuses == [200, 200, 200]


def test_fifty_concurrent_requests_never_overdraw_a_small_balance(server_factory: Any) -> None:
    server: LiveServer = server_factory(registry=registry_of(EchoModel()))
    user = server.account()

    async def leave_100_words(store: Store) -> None:
        await store.charge(request_id="pre", account_id=user.id, payer_id=user.id, key_id=None,
                           words=90_000 - 100, input_hash="x", is_rehumanization=False)

    server.run(leave_100_words)
    keys = [user.key] + [server.new_key(user)[0] for _ in range(9)]
    results: list[int] = []
    lock = threading.Lock()

    def call(n: int) -> None:
        text = f"Request {n} has exactly seven words here."  # 7 words
        status = server.humanize(keys[n % len(keys)], {"text": text}).status_code
        with lock:
            results.append(status)

    threads = [threading.Thread(target=call, args=(n,)) for n in range(50)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert len(results) == 50
    assert set(results) <= {200, 403, 429}
    ok = results.count(200)
    assert ok <= 100 // 7
    remaining = server.run(lambda s: s.balance(user.id)).remaining
    assert remaining == 100 - 7 * ok >= 0
    assert server.run(lambda s: s.check_integrity()) == []


# --- other paths ----------------------------------------------------------------------------


def test_unknown_paths_and_methods_use_the_error_shape(server: LiveServer) -> None:
    assert_error(httpx.get(f"{server.url}/api/v1/nothing"), 404, "not_found")
    assert_error(httpx.get(f"{server.url}/api/v1/humanize"), 405, "method_not_allowed")


def test_store_failure_is_a_clean_500(server: LiveServer) -> None:
    user = server.account()

    async def break_ledger(store: Store) -> None:
        await store._writer.execute("DROP TRIGGER ledger_no_update")
        await store._writer.execute("ALTER TABLE ledger RENAME TO ledger_gone")

    server.run(break_ledger)
    body = assert_error(server.humanize(user.key), 500, "internal_error")
    assert "database" in body["message"]
