"""Web sessions and CSRF tokens.

A session is a random token in an HttpOnly, SameSite=Lax cookie; the database keeps only its
SHA-256 (Store.create_session), so logging out deletes the row and the cookie is worthless
from then on. CSRF tokens are an HMAC keyed by the secret they protect: the session token for
a signed-in visitor, a random pre-session cookie on the sign-up and log-in forms. No server
secret is needed, so any number of processes agree on every token.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from datetime import datetime, timedelta

from starlette.requests import Request
from starlette.responses import Response

from humanizer.settings import Settings
from humanizer.store import Account, Store

SESSION_COOKIE = "hmz_session"
PRESESSION_COOKIE = "hmz_presession"
SESSION_LIFETIME = timedelta(days=14)
CSRF_FIELD = "csrf_token"
CSRF_HEADER = "x-csrf-token"


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def csrf_token_for(secret: str) -> str:
    return hmac.new(secret.encode("utf-8"), b"humanizer-csrf", hashlib.sha256).hexdigest()


def csrf_matches(secret: str | None, given: str | None) -> bool:
    if not secret or not given:
        return False
    return hmac.compare_digest(csrf_token_for(secret), given)


def set_cookie(response: Response, settings: Settings, name: str, value: str,
               max_age: int | None) -> None:
    response.set_cookie(name, value, max_age=max_age, path="/", httponly=True,
                        samesite="lax", secure=settings.secure_cookies)


def clear_cookie(response: Response, settings: Settings, name: str) -> None:
    response.delete_cookie(name, path="/", httponly=True, samesite="lax",
                           secure=settings.secure_cookies)


async def start_session(store: Store, request: Request, response: Response,
                        settings: Settings, account: Account) -> None:
    """A fresh token on every log-in, so a token planted before it (fixation) is useless;
    a session the browser already held ends here."""
    old = request.cookies.get(SESSION_COOKIE)
    if old:
        await store.delete_session(token_hash(old))
    token = new_token()
    expires: datetime = store.clock() + SESSION_LIFETIME
    await store.create_session(account.id, token_hash(token), expires)
    set_cookie(response, settings, SESSION_COOKIE, token,
               int(SESSION_LIFETIME.total_seconds()))


async def end_session(store: Store, request: Request, response: Response,
                      settings: Settings) -> None:
    token = request.cookies.get(SESSION_COOKIE)
    if token:
        await store.delete_session(token_hash(token))
    clear_cookie(response, settings, SESSION_COOKIE)


async def session_account(store: Store, request: Request) -> Account | None:
    token = request.cookies.get(SESSION_COOKIE)
    if not token or len(token) > 200:
        return None
    return await store.session_account(token_hash(token))


__all__ = [
    "CSRF_FIELD",
    "CSRF_HEADER",
    "PRESESSION_COOKIE",
    "SESSION_COOKIE",
    "clear_cookie",
    "csrf_matches",
    "csrf_token_for",
    "end_session",
    "new_token",
    "session_account",
    "set_cookie",
    "start_session",
    "token_hash",
]
