"""The public API: thin endpoints that authenticate, decode and hand over to the service."""

from __future__ import annotations

from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response

from humanizer import keys
from humanizer.errors import HumanizerError, Unauthorized, ValidationError
from humanizer.schemas import decode_humanize_request
from humanizer.service import Services, admit, check_api_access, open_job
from humanizer.store import Account, ApiKey
from humanizer.streaming import JobStream


def services_of(request: Request) -> Services:
    services: Services = request.state.services
    return services


async def authenticate(request: Request, services: Services) -> tuple[ApiKey, Account]:
    """Resolve the bearer key, saying which way it is wrong (the caller holds it, so this
    leaks nothing)."""
    header = request.headers.get("authorization")
    if header is None:
        raise Unauthorized("missing API key: send the header `Authorization: Bearer <key>`")
    scheme, _, token = header.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("malformed Authorization header: expected `Bearer <key>`")
    prefix = services.settings.key_prefix
    try:
        secret = keys.check_key(token.strip(), prefix)
    except keys.MalformedKey as exc:
        raise Unauthorized(f"malformed API key: {exc}") from None
    found = await services.store.key_by_hash(keys.hash_key(secret))
    if found is None:
        raise Unauthorized("invalid API key: no such key")
    key, account = found
    state = key.state(services.store.clock())
    if state is keys.KeyState.REVOKED:
        raise Unauthorized("this API key has been revoked")
    if state is keys.KeyState.EXPIRED:
        raise Unauthorized("this API key has expired; create a new one on the Developer page")
    return key, account


async def read_body(request: Request, limit: int) -> bytes:
    content_type = request.headers.get("content-type", "")
    if content_type.split(";")[0].strip().lower() != "application/json":
        raise ValidationError("Content-Type must be application/json")
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise ValidationError(f"the body is larger than {limit} bytes")
    body = bytearray()
    try:
        async for piece in request.stream():
            body += piece
            if len(body) > limit:
                raise ValidationError(f"the body is larger than {limit} bytes")
    except ClientDisconnect:
        raise ValidationError("the client went away before the body was complete") from None
    return bytes(body)


async def humanize(request: Request) -> Response | JobStream:
    services = services_of(request)
    request_id: str = request.state.request_id
    key, account = await authenticate(request, services)
    rate_headers: dict[str, str] = {}
    admission = None
    try:
        try:
            check_api_access(account)
        except HumanizerError:
            rate_headers = (await services.rate.peek(key.id)).headers()
            raise
        admission = await admit(services, key.id)
        rate_headers = admission.rate.headers()
        body = await read_body(request, services.settings.max_body_bytes)
        payload = decode_humanize_request(body)
        job = await open_job(services, request_id=request_id, caller=account, key_id=key.id,
                             payload=payload)
    except HumanizerError as error:
        if admission is not None:
            admission.release()
        error.headers = {**rate_headers, **error.headers}
        raise
    except BaseException:
        if admission is not None:
            admission.release()
        raise
    headers = {
        **rate_headers,
        "X-Task-Id": job.charge.task_id,
        "X-Words-Charged": str(job.charge.words),
        "X-Credits-Remaining": str(job.charge.remaining),
    }
    return JobStream(job, admission, headers)
