"""The web pages: Humanize, Developer, Usage and Team, plus the streaming endpoint the
Humanize page reads. Each page goes through the same service and store calls as the API.

The web page uses the humanize flow of `humanizer.service` unchanged: `admit` with the limit id
`web:<account_id>` (the same 30-a-minute window and 2-in-flight limit the API applies per key,
counted per account on the web), then `open_job` without a key, so credits, tasks and free
rehumanizations are the very same ones the API uses. Any plan may use the page, within its
words per request; only the API needs Max.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import msgspec
from starlette.datastructures import FormData
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from humanizer import billing
from humanizer.api import read_body, services_of
from humanizer.engine import TONES, VERSIONS
from humanizer.errors import Forbidden, HumanizerError, NotFound, Unauthorized
from humanizer.schemas import decode_humanize_request
from humanizer.service import Admission, EngineFailure, Job, admit, open_job
from humanizer.settings import Settings
from humanizer.store import Account, ApiKey
from humanizer.streaming import JobStream
from humanizer.web import auth, sessions
from humanizer.web.charts import words_per_day_svg
from humanizer.web.pages import Web, build_environment, field, page_context, signed_in

NOTICES = {
    "revoked": "The key was revoked. Requests that use it now get 401 unauthorized.",
    "team-created": "The team was created.",
    "member-added": "The member was added.",
    "access-on": "Team API access is on.",
    "access-off": "Team API access is off.",
}


def web_limit_id(account: Account) -> str:
    return f"web:{account.id}"


async def home(web: Web, request: Request) -> Response:
    account = await sessions.session_account(services_of(request).store, request)
    return RedirectResponse("/humanize" if account else "/login", status_code=303)


# --- Humanize -----------------------------------------------------------------------------


async def _humanize_page(web: Web, request: Request, account: Account, *, status: int = 200,
                         **extra: Any) -> Response:
    services = services_of(request)
    balance = await services.store.balance(account.id)
    plan = billing.plan_named(account.plan)
    return web.render(
        "humanize.html", status=status, **page_context(request, account, "humanize"),
        plan=plan, balance=balance, teams=await services.store.teams_of(account.id),
        tones=TONES, versions=VERSIONS, **extra)


@signed_in
async def humanize_page(web: Web, request: Request, account: Account,
                        form: FormData | None) -> Response:
    return await _humanize_page(web, request, account)


@signed_in
async def humanize_submit(web: Web, request: Request, account: Account,
                          form: FormData | None) -> Response:
    """The page without JavaScript: the same flow, the whole result rendered at once."""
    services = services_of(request)
    values = {
        "text": field(form, "text"),
        "tone": field(form, "tone") or "standard",
        "modelVersion": field(form, "modelVersion") or "v4beta",
        "ultraMode": field(form, "ultraMode") == "on",
        "isRehumanization": field(form, "action") == "rehumanize",
    }
    if field(form, "teamId"):
        values["teamId"] = field(form, "teamId")
    admission: Admission | None = None
    try:
        admission = await admit(services, web_limit_id(account))
        job = await open_job(services, request_id=request.state.request_id, caller=account,
                             key_id=None, payload=decode_humanize_request(
                                 msgspec.json.encode(values)))
    except HumanizerError as error:
        if admission is not None:
            admission.release()
        return await _humanize_page(web, request, account, status=error.status,
                                    error=error.message, form=values)
    output, failed = await _run_whole(job, admission)
    if failed:
        return await _humanize_page(web, request, account, status=500, form=values,
                                    error="The engine failed; your words were refunded. "
                                          "Try again.")
    return await _humanize_page(web, request, account, form=values, result=output,
                                charged=job.charge.words, remaining=job.charge.remaining)


async def _run_whole(job: Job, admission: Admission) -> tuple[str, bool]:
    parts: list[str] = []
    complete = failed = False
    try:
        async for chunk in job.chunks():
            parts.append(chunk)
        complete = True
    except EngineFailure:
        failed = True
    finally:
        admission.release()
        await job.settle(output="".join(parts) if complete else None, failed=failed)
    return "".join(parts), failed


async def humanize_stream(web: Web, request: Request) -> Response | JobStream:
    """What the Humanize page's script reads: the API's JobStream, behind a session and a CSRF
    header instead of a key. Errors are the API's JSON errors."""
    services = services_of(request)
    account = await sessions.session_account(services.store, request)
    if account is None:
        raise Unauthorized("your session has ended; log in again")
    if not sessions.csrf_matches(request.cookies.get(sessions.SESSION_COOKIE),
                                 request.headers.get(sessions.CSRF_HEADER)):
        raise Forbidden("missing or invalid CSRF token; reload the page")
    admission = await admit(services, web_limit_id(account))
    try:
        body = await read_body(request, services.settings.max_body_bytes)
        job = await open_job(services, request_id=request.state.request_id, caller=account,
                             key_id=None, payload=decode_humanize_request(body))
    except HumanizerError as error:
        admission.release()
        error.headers = {**admission.rate.headers(), **error.headers}
        raise
    except BaseException:
        admission.release()
        raise
    return JobStream(job, admission, {
        **admission.rate.headers(),
        "X-Task-Id": job.charge.task_id,
        "X-Words-Charged": str(job.charge.words),
        "X-Credits-Remaining": str(job.charge.remaining),
    })


# --- Developer ----------------------------------------------------------------------------


async def _developer_page(web: Web, request: Request, account: Account, *, status: int = 200,
                          **extra: Any) -> Response:
    store = services_of(request).store
    now = store.clock()
    keys = [(key, key.state(now).value) for key in await store.list_keys(account.id)]
    base_url = str(request.base_url).rstrip("/")
    return web.render(
        "developer.html", status=status, **page_context(request, account, "developer"),
        plan=billing.plan_named(account.plan), keys=keys, base_url=base_url,
        notice=NOTICES.get(request.query_params.get("done", "")), **extra)


@signed_in
async def developer_page(web: Web, request: Request, account: Account,
                         form: FormData | None) -> Response:
    return await _developer_page(web, request, account)


def _api_refusal(account: Account) -> str | None:
    if billing.plan_named(account.plan).api_access:
        return None
    return f"API keys are part of the Max plan; this account is on the {account.plan} plan."


@signed_in
async def create_key(web: Web, request: Request, account: Account,
                     form: FormData | None) -> Response:
    """The new key is rendered in this POST's response, never put in a URL or a redirect."""
    refusal = _api_refusal(account)
    if refusal:
        return await _developer_page(web, request, account, status=403, error=refusal)
    settings = web.settings
    try:
        key, secret = await services_of(request).store.create_key(
            account.id, field(form, "name")[:100], prefix=settings.key_prefix,
            lifetime_days=settings.key_lifetime_days, max_active=settings.max_active_keys)
    except HumanizerError as error:
        return await _developer_page(web, request, account, status=error.status,
                                     error=error.message)
    return await _developer_page(web, request, account, new_key=secret, new_key_record=key)


async def _own_key(request: Request, account: Account) -> ApiKey | None:
    key_id: str = request.path_params["key_id"]
    for key in await services_of(request).store.list_keys(account.id):
        if key.id == key_id:
            return key
    return None


@signed_in
async def confirm_key_action(web: Web, request: Request, account: Account,
                             form: FormData | None) -> Response:
    key = await _own_key(request, account)
    if key is None:
        return await _developer_page(web, request, account, status=404,
                                     error="There is no such key on this account.")
    return web.render("confirm_key.html", **page_context(request, account, "developer"),
                      key=key, action=request.path_params["action"])


@signed_in
async def key_action(web: Web, request: Request, account: Account,
                     form: FormData | None) -> Response:
    store = services_of(request).store
    key = await _own_key(request, account)
    if key is None:
        return await _developer_page(web, request, account, status=404,
                                     error="There is no such key on this account.")
    if request.path_params["action"] == "revoke":
        await store.revoke_key(key.id, account_id=account.id)
        return RedirectResponse("/developer?done=revoked", status_code=303)
    refusal = _api_refusal(account)
    if refusal:
        return await _developer_page(web, request, account, status=403, error=refusal)
    settings = web.settings
    try:
        record, secret = await store.regenerate_key(
            key.id, account_id=account.id, prefix=settings.key_prefix,
            lifetime_days=settings.key_lifetime_days, max_active=settings.max_active_keys)
    except HumanizerError as error:
        return await _developer_page(web, request, account, status=error.status,
                                     error=error.message)
    return await _developer_page(web, request, account, new_key=secret, new_key_record=record)


# --- Usage --------------------------------------------------------------------------------


@signed_in
async def usage_page(web: Web, request: Request, account: Account,
                     form: FormData | None) -> Response:
    store = services_of(request).store
    balance = await store.balance(account.id)
    rows = await store.ledger(account.id, limit=25)
    emails = {account.id: account.email}
    for row in rows:
        for other in (row.account_id, row.payer_id):
            if other not in emails:
                try:
                    emails[other] = (await store.account_by_id(other)).email
                except NotFound:
                    emails[other] = other
    chart = words_per_day_svg(balance.period, await store.words_per_day(account.id,
                                                                       balance.period))
    return web.render("usage.html", **page_context(request, account, "usage"),
                      plan=billing.plan_named(account.plan), balance=balance, rows=rows,
                      emails=emails, chart=chart)


# --- Team ---------------------------------------------------------------------------------


async def _team_page(web: Web, request: Request, account: Account, *, status: int = 200,
                     error: str | None = None) -> Response:
    store = services_of(request).store
    teams = []
    for team in await store.teams_of(account.id):
        owner = await store.account_by_id(team.owner_id)
        teams.append({"team": team, "owner": owner, "is_owner": owner.id == account.id,
                      "members": await store.team_members(team.id)})
    return web.render("team.html", status=status, **page_context(request, account, "team"),
                      teams=teams, error=error,
                      notice=NOTICES.get(request.query_params.get("done", "")))


@signed_in
async def team_page(web: Web, request: Request, account: Account,
                    form: FormData | None) -> Response:
    return await _team_page(web, request, account)


@signed_in
async def create_team(web: Web, request: Request, account: Account,
                      form: FormData | None) -> Response:
    try:
        await services_of(request).store.create_team(field(form, "name"), account.id)
    except ValueError as exc:
        return await _team_page(web, request, account, status=400, error=str(exc).capitalize())
    return RedirectResponse("/team?done=team-created", status_code=303)


async def _owned_team(request: Request, account: Account) -> str | None:
    """The team id from the path if this account owns it."""
    team_id: str = request.path_params["team_id"]
    for team in await services_of(request).store.teams_of(account.id):
        if team.id == team_id and team.owner_id == account.id:
            return team_id
    return None


@signed_in
async def add_member(web: Web, request: Request, account: Account,
                     form: FormData | None) -> Response:
    store = services_of(request).store
    team_id = await _owned_team(request, account)
    if team_id is None:
        return await _team_page(web, request, account, status=403,
                                error="Only a team's owner can add members.")
    try:
        member = await store.account_by_email(field(form, "email"))
    except NotFound:
        return await _team_page(web, request, account, status=400,
                                error="That person needs a Humanizer account first: ask them "
                                      "to sign up, then add them with the same e-mail.")
    await store.add_member(team_id, member.id)
    return RedirectResponse("/team?done=member-added", status_code=303)


@signed_in
async def set_api_access(web: Web, request: Request, account: Account,
                         form: FormData | None) -> Response:
    team_id = await _owned_team(request, account)
    if team_id is None:
        return await _team_page(web, request, account, status=403,
                                error="Only a team's owner can change its API access.")
    enabled = field(form, "enabled") == "on"
    await services_of(request).store.set_team_api_access(team_id, enabled)
    return RedirectResponse(f"/team?done=access-{'on' if enabled else 'off'}", status_code=303)


# --- assembly -----------------------------------------------------------------------------


def routes(settings: Settings) -> list[BaseRoute]:
    """Every web route, bound to one Web state made for this app."""
    web = Web(settings, build_environment())
    limiter = auth.AttemptLimiter(settings.rate_limit_storage)
    key_path = "/developer/keys/{key_id}/{action:str}"
    return [
        Route("/", partial(home, web), methods=["GET"]),
        Route("/signup", partial(auth.signup_page, web), methods=["GET"]),
        Route("/signup", partial(auth.signup, web, limiter), methods=["POST"]),
        Route("/login", partial(auth.login_page, web), methods=["GET"]),
        Route("/login", partial(auth.login, web, limiter), methods=["POST"]),
        Route("/logout", partial(auth.logout, web), methods=["POST"]),
        Route("/humanize", partial(humanize_page, web), methods=["GET"]),
        Route("/humanize", partial(humanize_submit, web), methods=["POST"]),
        Route("/humanize/stream", partial(humanize_stream, web), methods=["POST"]),
        Route("/developer", partial(developer_page, web), methods=["GET"]),
        Route("/developer/keys", partial(create_key, web), methods=["POST"]),
        Route(key_path, partial(_key_route, confirm_key_action, web), methods=["GET"]),
        Route(key_path, partial(_key_route, key_action, web), methods=["POST"]),
        Route("/usage", partial(usage_page, web), methods=["GET"]),
        Route("/team", partial(team_page, web), methods=["GET"]),
        Route("/team", partial(create_team, web), methods=["POST"]),
        Route("/team/{team_id}/members", partial(add_member, web), methods=["POST"]),
        Route("/team/{team_id}/api-access", partial(set_api_access, web), methods=["POST"]),
        Mount("/static", StaticFiles(packages=[("humanizer.web", "static")]), name="static"),
    ]


async def _key_route(handler: Any, web: Web, request: Request) -> Response:
    if request.path_params["action"] not in ("revoke", "regenerate"):
        raise NotFound(f"no such page: {request.url.path}")
    response: Response = await handler(web, request)
    return response


__all__ = ["routes", "web_limit_id"]
