"""The web interface's security, through a real HTTP client and no browser: CSRF, cookie
flags, sessions that logging out really ends, rate-limited and uninformative log-in errors,
and secrets that appear on exactly one page and in no log or database file."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from conftest import LiveServer, free_port, running_server, start_server
from web_support import PASSWORD, WebUser, cli, csrf_of, served_process, signed_up

from humanizer.web import auth, sessions

PAGES = ["/humanize", "/developer", "/usage", "/team"]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    with running_server(tmp_path_factory.mktemp("web-security")) as live:
        yield live


@pytest.fixture
def fresh_site(tmp_path: Path) -> Iterator[LiveServer]:
    """A server of its own, for tests that use up the per-address attempt limit."""
    with running_server(tmp_path) as live:
        yield live


def new_user(site: LiveServer, name: str) -> WebUser:
    return signed_up(site.url, f"{name}@example.com")


# --- CSRF ---------------------------------------------------------------------------------


def test_forms_without_a_csrf_token_are_refused(site: LiveServer) -> None:
    anonymous = httpx.Client(base_url=site.url)
    anonymous.get("/signup")  # has the pre-session cookie, but sends no token
    response = anonymous.post("/signup", data={"email": "nocsrf@example.com",
                                               "password": PASSWORD})
    assert response.status_code == 403
    response = anonymous.post("/login", data={"email": "nocsrf@example.com",
                                              "password": PASSWORD, "csrf_token": "forged"})
    assert response.status_code == 403

    user = new_user(site, "csrf-victim")
    client = user.client
    for path, data in [("/developer/keys", {"name": "x"}), ("/team", {"name": "Evil"}),
                       ("/logout", {}), ("/humanize", {"text": "Some text to rewrite."})]:
        assert client.post(path, data=data).status_code == 403, path
        assert client.post(path, data={**data, "csrf_token": "0" * 64}).status_code == 403
    assert client.get("/humanize").status_code == 200  # the refused log-out did nothing
    assert "Evil" not in client.get("/team").text


def test_the_stream_needs_the_sessions_csrf_header(site: LiveServer) -> None:
    user, other = new_user(site, "stream-owner"), new_user(site, "stream-other")
    body = {"text": "It is important to note that this matters."}
    response = user.client.post("/humanize/stream", json=body)
    assert response.status_code == 403 and response.json()["error"] == "forbidden"
    stolen = other.form_token("/humanize")  # a valid token, but for another session
    response = user.client.post("/humanize/stream", json=body,
                                headers={"X-CSRF-Token": stolen})
    assert response.status_code == 403
    assert user.stream(body).status_code == 200


# --- cookies and sessions -----------------------------------------------------------------


def cookie_flags(response: httpx.Response, name: str) -> str:
    headers = [h for h in response.headers.get_list("set-cookie") if h.startswith(name + "=")]
    assert headers, f"no {name} cookie set"
    return headers[0].lower()


def test_cookies_are_httponly_and_samesite_lax(site: LiveServer) -> None:
    user = WebUser(site.url, "cookies@example.com")
    pre = cookie_flags(user.client.get("/signup"), "hmz_presession")
    session = cookie_flags(user.signup(), "hmz_session")
    for flags in (pre, session):
        assert "httponly" in flags and "samesite=lax" in flags and "path=/" in flags
        assert "secure" not in flags  # secure_cookies is off: plain-HTTP development


def test_cookies_are_secure_when_the_setting_says_so(tmp_path: Path) -> None:
    live, stop = start_server(tmp_path, secure_cookies=True)
    try:
        user = WebUser(live.url, "secure@example.com")
        form = user.client.get("/signup")
        pre = cookie_flags(form, "hmz_presession")
        # httpx will not send a Secure cookie over http, so post with the cookie by hand.
        token, cookie = csrf_of(form.text), form.cookies["hmz_presession"]
        response = httpx.post(f"{live.url}/signup", data={
            "csrf_token": token, "email": user.email, "password": PASSWORD},
            cookies={"hmz_presession": cookie})
        assert response.status_code == 303
        for flags in (pre, cookie_flags(response, "hmz_session")):
            assert "secure" in flags and "httponly" in flags and "samesite=lax" in flags
    finally:
        stop()


def test_logging_out_revokes_the_session(site: LiveServer) -> None:
    user = new_user(site, "logout")
    cookie = user.client.cookies["hmz_session"]
    response = user.post("/logout")
    assert response.status_code == 303 and response.headers["location"] == "/login"
    replay = httpx.get(f"{site.url}/developer", cookies={"hmz_session": cookie})
    assert replay.status_code == 303 and replay.headers["location"] == "/login"


def test_logging_in_again_replaces_the_session(site: LiveServer) -> None:
    user = new_user(site, "relogin")
    before = user.client.cookies["hmz_session"]
    # The log-in page sends a signed-in visitor on, so post the form as a stale tab would.
    token = sessions.csrf_token_for(user.client.cookies["hmz_presession"])
    response = user.client.post("/login", data={"csrf_token": token, "email": user.email,
                                                "password": PASSWORD})
    assert response.status_code == 303
    assert user.client.cookies["hmz_session"] != before
    replay = httpx.get(f"{site.url}/usage", cookies={"hmz_session": before})
    assert replay.status_code == 303 and replay.headers["location"] == "/login"
    assert user.client.get("/usage").status_code == 200

def test_pages_need_a_session(site: LiveServer) -> None:
    for path in PAGES:
        response = httpx.get(f"{site.url}{path}")
        assert response.status_code == 303 and response.headers["location"] == "/login"
    response = httpx.post(f"{site.url}/humanize/stream", json={"text": "Hello there world."})
    assert response.status_code == 401 and response.json()["error"] == "unauthorized"


def test_pages_carry_security_headers(site: LiveServer) -> None:
    user = new_user(site, "headers")
    responses = [user.client.get(path) for path in PAGES]
    responses.append(httpx.get(f"{site.url}/login"))
    for response in responses:
        assert response.status_code == 200
        assert "script-src 'self'" in response.headers["content-security-policy"]
        assert response.headers["x-frame-options"] == "DENY"
        assert response.headers["cache-control"] == "no-store"


# --- log-in -------------------------------------------------------------------------------


def _error_text(response: httpx.Response) -> str:
    match = re.search(r'<p class="error" role="alert">([^<]*)</p>', response.text)
    assert match, response.text
    return match.group(1)


def test_log_in_errors_do_not_say_which_emails_exist(site: LiveServer) -> None:
    new_user(site, "exists").close()
    wrong_password = WebUser(site.url, "exists@example.com").login("not the password")
    no_account = WebUser(site.url, "nobody@example.com").login("not the password")
    assert wrong_password.status_code == no_account.status_code == 400
    assert _error_text(wrong_password) == _error_text(no_account) == auth.BAD_LOGIN
    # Signing up again with a taken address does not confirm it either way.
    again = WebUser(site.url, "exists@example.com").signup()
    assert again.status_code == 400 and _error_text(again) == auth.BAD_SIGNUP
    assert "exists@example.com" not in _error_text(again)


def test_log_in_works_with_the_right_password(site: LiveServer) -> None:
    new_user(site, "returning").close()
    user = WebUser(site.url, "returning@example.com")
    response = user.login()
    assert response.status_code == 303 and response.headers["location"] == "/humanize"
    assert user.client.get("/usage").status_code == 200


def test_log_in_attempts_are_limited_per_email(fresh_site: LiveServer) -> None:
    new_user(fresh_site, "target").close()
    attacker = WebUser(fresh_site.url, "target@example.com")
    for _ in range(auth.LOGIN_PER_EMAIL):
        assert attacker.login("guess").status_code == 400
    blocked = attacker.login("guess")
    assert blocked.status_code == 429 and int(blocked.headers["retry-after"]) >= 1
    # Even the right password waits now, so guessing cannot continue; other e-mails are fine.
    assert WebUser(fresh_site.url, "target@example.com").login().status_code == 429
    new_user(fresh_site, "bystander").close()
    assert WebUser(fresh_site.url, "bystander@example.com").login().status_code == 303


def test_log_in_attempts_are_limited_per_address(fresh_site: LiveServer) -> None:
    for n in range(auth.LOGIN_PER_IP):
        response = WebUser(fresh_site.url, f"spray{n}@example.com").login("guess")
        assert response.status_code == 400
    assert WebUser(fresh_site.url, "spray-last@example.com").login("guess").status_code == 429


def test_behind_a_proxy_the_address_limit_counts_forwarded_addresses(tmp_path: Path) -> None:
    """With HUMANIZER_PROXY_HOPS=1 each visitor behind the proxy has their own allowance; with
    no proxy configured the header is ignored, so nobody can dodge the limit by forging it."""

    def spray(site: LiveServer, forwarded: str, count: int) -> list[int]:
        codes = []
        for n in range(count):
            user = WebUser(site.url, f"spray{n}-{forwarded}@example.com")
            user.client.headers["X-Forwarded-For"] = forwarded
            codes.append(user.login("guess").status_code)
            user.close()
        return codes

    (tmp_path / "proxied").mkdir()
    (tmp_path / "direct").mkdir()
    with running_server(tmp_path / "proxied", proxy_hops=1) as proxied:
        assert set(spray(proxied, "203.0.113.7", auth.LOGIN_PER_IP)) == {400}
        assert spray(proxied, "203.0.113.7", 1) == [429]
        assert spray(proxied, "198.51.100.9", 1) == [400]  # another visitor, same proxy
    with running_server(tmp_path / "direct") as direct:
        assert set(spray(direct, "203.0.113.7", auth.LOGIN_PER_IP)) == {400}
        assert spray(direct, "198.51.100.9", 1) == [429]  # a forged header changes nothing


# --- secrets ------------------------------------------------------------------------------


def test_no_key_or_password_in_any_page_log_or_database(tmp_path: Path) -> None:
    password = "unique-pa55word-for-this-test"
    with served_process(tmp_path, free_port()) as served:
        user = WebUser(served.url, "secrets@example.com", password)
        assert user.signup().status_code == 303
        cli(served.db_path, "accounts", "set-plan", "secrets@example.com", "max")
        key = user.create_key("leak-check")
        # (the first rewrite waits for a worker's engine to warm up: httpx's default 5 s
        # timed out on a slow machine, as the other tests' 30 s never has)
        response = httpx.post(f"{served.url}/api/v1/humanize",
                              headers={"Authorization": f"Bearer {key}"},
                              json={"text": "It is important to note that this works."},
                              timeout=30)
        assert response.status_code == 200
        user.client.post("/login", data={"email": user.email, "password": password})
        pages = [user.client.get(path).text for path in PAGES]
        pages.append(user.client.get("/developer/keys/x/revoke").text)
        assert user.post("/logout").status_code == 303
        log = served.log()
    for text in pages:
        assert key not in text and key[4:] not in text
        assert password not in text
    assert "GET /developer" in log  # the access log was written, so the check below means it
    assert key not in log and key[4:24] not in log and password not in log
    database = b"".join(p.read_bytes() for p in tmp_path.glob("served.db*"))
    assert key.encode() not in database and password.encode() not in database
