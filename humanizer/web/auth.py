"""Sign up, log in and log out: argon2 password hashes, rate-limited log-in attempts, and
errors that never say whether an e-mail address has an account."""

from __future__ import annotations

import math
import time

import anyio.to_thread
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from limits import RateLimitItemPerSecond
from limits.aio.strategies import MovingWindowRateLimiter
from limits.errors import StorageError
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from humanizer.api import services_of
from humanizer.errors import Conflict, NotFound
from humanizer.limits import moving_window, seconds_until
from humanizer.store import Account
from humanizer.web import sessions
from humanizer.web.pages import Web, csrf_failure, field, read_form

MIN_PASSWORD = 8
MAX_PASSWORD = 1024
# Attempts (successful or not) in a rolling window, per e-mail and per client address.
LOGIN_PER_EMAIL = 5
LOGIN_PER_IP = 30
SIGNUP_PER_IP = 10
LOGIN_WINDOW_SECONDS = 300
BAD_LOGIN = "Incorrect e-mail or password."
BAD_SIGNUP = ("We could not create an account with these details. If you already have an "
              "account, log in instead.")

_hasher = PasswordHasher()
# Verified against when the e-mail has no account, so both answers take the same time.
_DUMMY_HASH = _hasher.hash("not a real password; only here to spend the same time")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(password_hash: str | None, password: str) -> bool:
    try:
        return _hasher.verify(password_hash or _DUMMY_HASH, password) and bool(password_hash)
    except (VerificationError, InvalidHashError):
        return False


class AttemptLimiter:
    """Rolling-window counters for log-in and sign-up attempts, on the same `limits` storage
    as the API's rate limit (so several processes share them when it is Redis)."""

    def __init__(self, storage_uri: str) -> None:
        self._storage_uri = storage_uri
        self._strategy: MovingWindowRateLimiter | None = None

    def _limiter(self) -> MovingWindowRateLimiter:
        if self._strategy is None:  # made lazily, inside the server's event loop
            self._strategy = moving_window(self._storage_uri)
        return self._strategy

    async def hit(self, *counters: tuple[str, int]) -> int | None:
        """Count one attempt on every (identifier, limit) pair; None if all allowed it, else
        the seconds until the fullest one has room again."""
        strategy = self._limiter()
        wait = None
        for identifier, limit in counters:
            item = RateLimitItemPerSecond(limit, LOGIN_WINDOW_SECONDS)
            try:
                allowed = await strategy.hit(item, "web-auth", identifier)
                if not allowed:
                    stats = await strategy.get_window_stats(item, "web-auth", identifier)
                    wait = max(wait or 0, seconds_until(stats.reset_time, time.time()))
            except StorageError:
                return None  # the limiter failing must not lock every customer out
        return wait


def client_address(request: Request, proxy_hops: int = 0) -> str:
    """The visitor's address: behind `proxy_hops` reverse proxies, the one the outermost
    trusted proxy saw, read from X-Forwarded-For as hypercorn's ProxyFixMiddleware reads it;
    with none configured the header is ignored, since anyone can send it."""
    if proxy_hops > 0:
        forwarded = [a.strip() for header in request.headers.getlist("x-forwarded-for")
                     for a in header.split(",") if a.strip()]
        if len(forwarded) >= proxy_hops:
            return forwarded[-proxy_hops][:64]
    return request.client.host if request.client else "unknown"


def auth_form(web: Web, request: Request, template: str, *, status: int = 200,
              email: str = "", error: str = "") -> Response:
    """The sign-up or log-in form, with a CSRF token bound to a pre-session cookie (so a
    third-party site cannot log a visitor into an account of its choosing)."""
    token = request.cookies.get(sessions.PRESESSION_COOKIE)
    fresh = not token or len(token) > 200
    if fresh:
        token = sessions.new_token()
    assert token is not None
    response = web.render(template, status=status, email=email, error=error,
                          csrf=sessions.csrf_token_for(token))
    if fresh:
        sessions.set_cookie(response, web.settings, sessions.PRESESSION_COOKIE, token, None)
    return response


async def _signed_in_redirect(request: Request) -> Response | None:
    store = services_of(request).store
    if await sessions.session_account(store, request) is not None:
        return RedirectResponse("/humanize", status_code=303)
    return None


async def login_page(web: Web, request: Request) -> Response:
    return await _signed_in_redirect(request) or auth_form(web, request, "login.html")


async def signup_page(web: Web, request: Request) -> Response:
    return await _signed_in_redirect(request) or auth_form(web, request, "signup.html")


async def _checked_form(request: Request) -> tuple[bool, str, str]:
    form = await read_form(request)
    ok = sessions.csrf_matches(request.cookies.get(sessions.PRESESSION_COOKIE),
                               field(form, sessions.CSRF_FIELD))
    return ok, field(form, "email").strip()[:254], field(form, "password")


async def login(web: Web, limiter: AttemptLimiter, request: Request) -> Response:
    ok, email, password = await _checked_form(request)
    if not ok:
        return csrf_failure(web)
    wait = await limiter.hit((f"login:email:{email.lower()}", LOGIN_PER_EMAIL),
                             (f"login:ip:{client_address(request, web.settings.proxy_hops)}",
                              LOGIN_PER_IP))
    if wait is not None:
        return _retry(auth_form(web, request, "login.html", status=429, email=email,
                                error=_too_many(wait)), wait)
    store = services_of(request).store
    account: Account | None
    try:
        account = await store.account_by_email(email) if email else None
    except NotFound:
        account = None
    hashed = account.password_hash if account else None
    if account is None or not await anyio.to_thread.run_sync(
        verify_password, hashed, password[:MAX_PASSWORD]
    ):
        return auth_form(web, request, "login.html", status=400, email=email, error=BAD_LOGIN)
    response = RedirectResponse("/humanize", status_code=303)
    await sessions.start_session(store, request, response, web.settings, account)
    return response


async def signup(web: Web, limiter: AttemptLimiter, request: Request) -> Response:
    ok, email, password = await _checked_form(request)
    if not ok:
        return csrf_failure(web)
    wait = await limiter.hit((f"signup:ip:{client_address(request, web.settings.proxy_hops)}",
                              SIGNUP_PER_IP))
    if wait is not None:
        return _retry(auth_form(web, request, "signup.html", status=429, email=email,
                                error=_too_many(wait)), wait)
    problem = None
    if "@" not in email or email.startswith("@") or email.endswith("@") or " " in email:
        problem = "Enter a valid e-mail address."
    elif len(password) < MIN_PASSWORD:
        problem = f"Choose a password of at least {MIN_PASSWORD} characters."
    elif len(password) > MAX_PASSWORD:
        problem = f"Choose a password of at most {MAX_PASSWORD} characters."
    if problem:
        return auth_form(web, request, "signup.html", status=400, email=email, error=problem)
    store = services_of(request).store
    hashed = await anyio.to_thread.run_sync(hash_password, password)
    try:
        account = await store.create_account(email, "free", hashed)
    except (Conflict, ValueError):
        return auth_form(web, request, "signup.html", status=400, email=email,
                         error=BAD_SIGNUP)
    response = RedirectResponse("/humanize", status_code=303)
    await sessions.start_session(store, request, response, web.settings, account)
    return response


async def logout(web: Web, request: Request) -> Response:
    form = await read_form(request)
    token = request.cookies.get(sessions.SESSION_COOKIE)
    if not sessions.csrf_matches(token, field(form, sessions.CSRF_FIELD)):
        return csrf_failure(web)
    response = RedirectResponse("/login", status_code=303)
    await sessions.end_session(services_of(request).store, request, response, web.settings)
    return response


def _too_many(wait: int) -> str:
    minutes = max(1, math.ceil(wait / 60))
    return f"Too many attempts. Wait {minutes} minute{'s' if minutes > 1 else ''} and try again."


def _retry(response: Response, wait: int) -> Response:
    response.headers["Retry-After"] = str(wait)
    return response


__all__ = [
    "AttemptLimiter",
    "hash_password",
    "login",
    "login_page",
    "logout",
    "signup",
    "signup_page",
    "verify_password",
]
