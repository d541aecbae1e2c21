"""The web pages through a real HTTP client (no browser): the Humanize page shares the API's
credits, tasks, free rehumanizations and limits; keys, usage and teams behave as the pages
say."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from conftest import LiveServer, running_server, start_server
from web_support import WebUser, signed_up

from humanizer import billing
from humanizer.web.charts import words_per_day_svg

TEXT = "It is important to note that careful testing matters a great deal."


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with running_server(tmp_path_factory.mktemp("web-pages")) as live:
        yield live


def upgrade(site: LiveServer, email: str, plan: str = "max") -> None:
    site.run(lambda store: store.set_plan(email, plan))


def balance(site: LiveServer, email: str) -> int:
    async def read(store):  # type: ignore[no-untyped-def]
        account = await store.account_by_email(email)
        return (await store.balance(account.id)).remaining

    return int(site.run(read))


def api(site: LiveServer, key: str, body: dict[str, object]) -> httpx.Response:
    return httpx.post(f"{site.url}/api/v1/humanize", json=body, timeout=30,
                      headers={"Authorization": f"Bearer {key}"})


def test_root_sends_visitors_to_log_in_and_users_to_humanize(site: LiveServer) -> None:
    assert httpx.get(f"{site.url}/").headers["location"] == "/login"
    user = signed_up(site.url, "root@example.com")
    assert user.client.get("/").headers["location"] == "/humanize"


def test_web_and_api_draw_on_the_same_credits_and_tasks(site: LiveServer) -> None:
    user = signed_up(site.url, "shared@example.com")
    upgrade(site, user.email)
    words = billing.count_words(TEXT)
    response = user.stream({"text": TEXT})
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/plain; charset=utf-8"
    assert response.headers["x-words-charged"] == str(words)
    assert response.headers["x-credits-remaining"] == str(90_000 - words)
    key = user.create_key()
    # The API continues the task the web page started: its rehumanizations are free.
    response = api(site, key, {"text": TEXT, "isRehumanization": True})
    assert response.status_code == 200 and response.headers["x-words-charged"] == "0"
    assert response.headers["x-task-id"] == user.stream(
        {"text": TEXT, "isRehumanization": True}).headers["x-task-id"]
    assert balance(site, user.email) == 90_000 - words
    usage = user.client.get("/usage").text
    assert "Free rehumanization" in usage and f"{90_000 - words:,}" in usage
    assert site.run(lambda store: store.check_integrity()) == []


def test_the_form_works_without_javascript(site: LiveServer) -> None:
    user = signed_up(site.url, "noscript@example.com")
    response = user.post("/humanize", {"text": TEXT, "tone": "casual", "modelVersion": "v3",
                                       "ultraMode": "on", "action": "humanize"})
    assert response.status_code == 200
    output = re.search(r'<div id="output"[^>]*>(.*?)</div>', response.text, re.S)
    assert output and billing.count_words(output.group(1)) > 5
    assert re.search(r'id="words-charged">(\d+)<', response.text).group(1) == str(  # type: ignore[union-attr]
        billing.count_words(TEXT))
    again = user.post("/humanize", {"text": TEXT, "action": "rehumanize"})
    # The free plan has no free rehumanizations: charged again.
    assert re.search(r'id="words-charged">(\d+)<', again.text).group(1) != "0"  # type: ignore[union-attr]


def test_other_plans_use_the_page_within_their_words_per_request(site: LiveServer) -> None:
    user = signed_up(site.url, "free-plan@example.com")
    assert user.stream({"text": TEXT}).status_code == 200
    response = user.stream({"text": "word " * 301})
    assert response.status_code == 400 and "300 words" in response.json()["message"]
    page = user.post("/humanize", {"text": "word " * 301, "action": "humanize"})
    assert page.status_code == 400 and "300 words per request" in page.text


def test_the_page_has_the_api_rate_limit(site: LiveServer) -> None:
    user = signed_up(site.url, "busy@example.com")
    token = user.form_token("/humanize")
    statuses = [user.client.post("/humanize/stream", json={"text": "Hello there, world."},
                                 headers={"X-CSRF-Token": token}).status_code
                for _ in range(31)]
    assert statuses[:30] == [200] * 30 and statuses[30] == 429


def test_developer_page_lists_revokes_and_regenerates_keys(site: LiveServer) -> None:
    user = signed_up(site.url, "dev@example.com")
    page = user.client.get("/developer").text
    assert 'id="no-api-access"' in page and "Create key" not in page
    assert user.post("/developer/keys", {"name": "x"}, token_from="/developer").status_code == 403
    upgrade(site, user.email)
    first = user.create_key("first")
    second = user.create_key("second")
    assert api(site, first, {"text": TEXT}).status_code == 200
    key_ids = re.findall(r'data-key-id="([^"]+)"', user.client.get("/developer").text)
    assert len(key_ids) == 2
    second_id, first_id = key_ids  # newest first
    confirm = user.client.get(f"/developer/keys/{first_id}/revoke")
    assert confirm.status_code == 200 and "cannot be undone" in confirm.text
    response = user.post(f"/developer/keys/{first_id}/revoke", token_from="/developer")
    assert response.status_code == 303 and response.headers["location"] == "/developer?done=revoked"
    assert api(site, first, {"text": TEXT}).status_code == 401
    regenerated = user.post(f"/developer/keys/{second_id}/regenerate", token_from="/developer")
    new_key = re.search(r'<code id="new-key">([^<]+)</code>', regenerated.text)
    assert new_key and new_key.group(1) != second
    assert api(site, second, {"text": TEXT}).status_code == 401
    assert api(site, new_key.group(1), {"text": TEXT}).status_code == 200
    table = user.client.get("/developer").text
    assert table.count("status-revoked") == 2 and table.count("status-active") == 1
    assert "(regenerated)" in table
    # Someone else's key cannot be touched.
    other = signed_up(site.url, "dev-other@example.com")
    assert other.client.get(f"/developer/keys/{first_id}/revoke").status_code == 404


def test_a_downgrade_shows_the_keys_as_revoked(site: LiveServer) -> None:
    user = signed_up(site.url, "downgrade@example.com")
    upgrade(site, user.email)
    key = user.create_key("soon revoked")
    upgrade(site, user.email, "pro")
    page = user.client.get("/developer").text
    assert "status-revoked" in page and "(plan changed)" in page and 'id="no-api-access"' in page
    assert api(site, key, {"text": TEXT}).status_code == 401


def test_teams_pay_from_the_owners_balance(site: LiveServer) -> None:
    owner = signed_up(site.url, "owner@example.com")
    member = signed_up(site.url, "member@example.com")
    assert owner.post("/team", {"name": "Writers"}, token_from="/team").status_code == 303
    team_id = re.search(r'<code>(team_[0-9a-f]+)</code>', owner.client.get("/team").text)
    assert team_id
    team = team_id.group(1)
    added = owner.post(f"/team/{team}/members", {"email": member.email}, token_from="/team")
    assert added.status_code == 303
    unknown = owner.post(f"/team/{team}/members", {"email": "ghost@example.com"},
                         token_from="/team")
    assert unknown.status_code == 400
    page = member.client.get("/team").text
    assert "owner@example.com's balance (the owner)" in page and 'class="api-access">Off' in page
    # Members cannot change the team.
    assert member.post(f"/team/{team}/api-access", {"enabled": "on"},
                       token_from="/team").status_code == 403
    assert owner.post(f"/team/{team}/api-access", {"enabled": "on"},
                      token_from="/team").status_code == 303
    assert 'class="api-access">On' in owner.client.get("/team").text
    # The web page needs no team API access; the owner's balance pays.
    response = member.stream({"text": TEXT, "teamId": team})
    assert response.status_code == 200
    words = billing.count_words(TEXT)
    assert balance(site, owner.email) == 3_000 - words
    assert balance(site, member.email) == 3_000
    assert WebUser(site.url, "x").client.get("/team").status_code == 303


def test_the_usage_chart_has_a_bar_for_every_day() -> None:
    svg = str(words_per_day_svg("2026-02", [("2026-02-03", 120), ("2026-02-28", 7),
                                            ("2026-02-04", -5)]))
    bars = re.findall(r'data-day="(\d+)" data-words="(\d+)"', svg)
    assert len(bars) == 28
    assert ("3", "120") in bars and ("28", "7") in bars and ("4", "0") in bars
    assert "127 in total" in svg and "<script" not in svg


def test_expired_keys_and_sessions(tmp_path: Path) -> None:
    now = [datetime(2026, 3, 1, 12, 0, tzinfo=UTC)]
    live, stop = start_server(tmp_path, clock=lambda: now[0])
    try:
        user = signed_up(live.url, "later@example.com")
        upgrade(live, user.email)
        key = user.create_key("old")
        now[0] += timedelta(days=15)  # sessions last 14 days
        assert user.client.get("/developer").headers["location"] == "/login"
        now[0] += timedelta(days=76)  # 91 days after creation: the key has expired
        assert user.login().status_code == 303
        page = user.client.get("/developer").text
        assert "status-expired" in page and "Revoke" not in page
        assert api(live, key, {"text": TEXT}).status_code == 401
    finally:
        stop()
