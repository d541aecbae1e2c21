"""What every web page shares: the template environment, the signed-in guard with its CSRF
check, and rendering with the security headers every HTML response carries."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from jinja2 import Environment, PackageLoader, select_autoescape
from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from humanizer import billing
from humanizer.api import services_of
from humanizer.settings import Settings
from humanizer.store import Account
from humanizer.web import sessions

# Scripts and styles come only from /static; no inline script can run, so even an escaping
# mistake in a template could not become script execution.
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "same-origin",
    "Cache-Control": "no-store",
}
MAX_FORM_FIELDS = 20
MAX_FIELD_BYTES = 1024 * 1024  # as large as an API body: a 3,000-word text fits easily


def when(moment: datetime | None) -> str:
    return "—" if moment is None else moment.strftime("%Y-%m-%d %H:%M UTC")


def day(moment: datetime | None) -> str:
    return "—" if moment is None else moment.strftime("%Y-%m-%d")


def number(value: int) -> str:
    return f"{value:,}"


def build_environment() -> Environment:
    env = Environment(
        loader=PackageLoader("humanizer.web", "templates"),
        autoescape=select_autoescape(["html"]),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(when=when, day=day, number=number, words=billing.count_words)
    return env


@dataclass
class Web:
    """The web interface's own state, made once per app by `humanizer.web.routes`."""

    settings: Settings
    env: Environment

    def render(self, template: str, *, status: int = 200, **context: Any) -> HTMLResponse:
        html = self.env.get_template(template).render(**context)
        return HTMLResponse(html, status_code=status, headers=SECURITY_HEADERS)


async def read_form(request: Request) -> FormData:
    return await request.form(max_files=0, max_fields=MAX_FORM_FIELDS,
                              max_part_size=MAX_FIELD_BYTES)


def field(form: FormData | None, name: str) -> str:
    value = None if form is None else form.get(name)
    return value if isinstance(value, str) else ""


Handler = Callable[[Web, Request, Account, "FormData | None"], Awaitable[Response]]


def signed_in(handler: Handler) -> Callable[[Web, Request], Awaitable[Response]]:
    """Send a visitor without a session to the log-in page, and refuse any POST whose form does
    not carry the session's CSRF token (403, nothing done)."""

    @functools.wraps(handler)
    async def endpoint(web: Web, request: Request) -> Response:
        store = services_of(request).store
        account = await sessions.session_account(store, request)
        if account is None:
            return RedirectResponse("/login", status_code=303)
        form = None
        if request.method == "POST":
            form = await read_form(request)
            token = request.cookies.get(sessions.SESSION_COOKIE)
            if not sessions.csrf_matches(token, field(form, sessions.CSRF_FIELD)):
                return csrf_failure(web)
        return await handler(web, request, account, form)

    return endpoint


def csrf_failure(web: Web) -> HTMLResponse:
    return web.render("error.html", status=403, title="Form expired",
                      message="This form was not accepted because its security token is "
                              "missing or out of date. Go back, reload the page and try again.")


def page_context(request: Request, account: Account, active: str) -> dict[str, Any]:
    token = request.cookies.get(sessions.SESSION_COOKIE, "")
    return {"account": account, "csrf": sessions.csrf_token_for(token), "active": active}


__all__ = [
    "SECURITY_HEADERS",
    "Web",
    "build_environment",
    "csrf_failure",
    "field",
    "page_context",
    "read_form",
    "signed_in",
]
