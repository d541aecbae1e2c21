"""Humanizing one request, the same way for the API and the web page: admission (rate and
concurrency), validation, the payer, the charge, the engine run and its settlement."""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import aclosing
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial

import anyio
import anyio.to_thread

from humanizer import billing
from humanizer.engine import Model, ModelRegistry, RewriteOptions, is_english
from humanizer.errors import Forbidden, RateLimitExceeded, StoreError, ValidationError
from humanizer.limits import InFlight, RateLimiter, RateStatus
from humanizer.schemas import HumanizeRequest
from humanizer.settings import Settings
from humanizer.store import Account, Charge, Store
from humanizer.workers import EnginePool

log = logging.getLogger("humanizer")

# How many other seeds a rehumanization tries before it settles for a repeat of an earlier
# output (only possible for texts that offer the engine no choice at all).
REHUMANIZE_TRIES = 8
_END = object()


class EngineFailure(Exception):
    """The engine raised while producing a charged output."""


@dataclass
class Services:
    """Everything a request needs, built once in the app's lifespan."""

    settings: Settings
    store: Store
    registry: ModelRegistry
    rate: RateLimiter
    in_flight: InFlight
    engine_threads: anyio.CapacityLimiter = field(
        default_factory=lambda: anyio.CapacityLimiter(4)
    )
    # The built-in engine's worker processes; None runs the registry's models in threads
    # (any registry other than the built-in one, such as the tests' fakes).
    engine_pool: EnginePool | None = None


@dataclass
class Admission:
    """A request let through the rate and concurrency limits. It holds one in-flight slot
    until `release` (idempotent) is called."""

    limit_id: str
    rate: RateStatus
    in_flight: InFlight
    released: bool = False

    def release(self) -> None:
        if not self.released:
            self.released = True
            self.in_flight.release(self.limit_id)


async def admit(services: Services, limit_id: str) -> Admission:
    """Count the request against the rolling window, then take an in-flight slot."""
    rate = await services.rate.hit(limit_id)
    headers = rate.headers()
    if not rate.allowed:
        retry = rate.retry_after(time.time())
        raise RateLimitExceeded(
            f"rate limit of {rate.limit} requests per {services.settings.rate_window_seconds} "
            f"seconds reached; retry in {retry} s",
            reset_at=_utc(rate.reset),
            headers={**headers, "Retry-After": str(retry)},
        )
    if not services.in_flight.try_acquire(limit_id):
        raise RateLimitExceeded(
            f"concurrency limit of {services.in_flight.limit} requests in flight per key "
            f"reached; wait for one to finish",
            reset_at=_utc(time.time() + 1),
            headers={**headers, "Retry-After": "1"},
        )
    return Admission(limit_id, rate, services.in_flight)


def validate_text(payload: HumanizeRequest, caller: Account) -> int:
    """The text's word count, if the caller's plan takes it in one request and it is English."""
    text = payload.text
    if not text.strip():
        raise ValidationError("`text` must not be empty")
    words = billing.count_words(text)
    if words < 1:
        raise ValidationError("`text` must contain at least 1 word (letters or digits)")
    plan = billing.plan_named(caller.plan)
    if words > plan.words_per_request:
        raise ValidationError(
            f"`text` has {words} words; the {plan.name} plan allows at most "
            f"{plan.words_per_request} words per request"
        )
    if not is_english(text):
        raise ValidationError("`text` must be in English; the engine rewrites English only")
    return words


@dataclass
class Job:
    """A charged request whose output is ready to stream."""

    services: Services
    request_id: str
    charge: Charge
    model: Model
    text: str
    options: RewriteOptions
    avoid: frozenset[str]  # hashes of earlier outputs this run must not repeat
    settled: bool = False
    version: str = ""
    words: int = 0

    async def chunks(self) -> AsyncIterator[str]:
        """The engine's chunks, each produced in a worker process (or thread) so the event
        loop never waits on rewriting. Raises EngineFailure if the engine fails."""
        try:
            if self.avoid:
                for chunk in await self._distinct_output():
                    yield chunk
                return
            async with aclosing(self._produce(self.options)) as produced:
                async for chunk in produced:
                    yield chunk
        except anyio.get_cancelled_exc_class():
            raise
        except Exception as exc:
            raise EngineFailure(str(exc)) from exc

    async def _produce(self, options: RewriteOptions) -> AsyncGenerator[str, None]:
        """The engine's chunks for these options: from the worker processes when the service
        has them (the built-in engine), else one thread hop per chunk."""
        pool = self.services.engine_pool
        if pool is not None:
            async with aclosing(pool.rewrite(self.version, self.text, options,
                                             self.words)) as produced:
                async for chunk in produced:
                    yield chunk
            return
        step = partial(next, iter(self.model.rewrite(self.text, options)), _END)
        while (chunk := await anyio.to_thread.run_sync(
                step, limiter=self.services.engine_threads)) is not _END:
            yield chunk

    async def _distinct_output(self) -> list[str]:
        """A rehumanization must differ from the task's earlier outputs: try seeds in turn."""
        chunks: list[str] = []
        for attempt in range(REHUMANIZE_TRIES):
            options = RewriteOptions(self.options.tone, self.options.ultra,
                                     self.options.seed + attempt * 7919)
            async with aclosing(self._produce(options)) as produced:
                chunks = [chunk async for chunk in produced]
            if billing.text_hash("".join(chunks)) not in self.avoid:
                break
        return chunks

    async def settle(self, *, output: str | None, failed: bool) -> None:
        """Record how the run ended, once, shielded from cancellation: a failure refunds the
        whole charge; a delivered or abandoned output stays charged."""
        if self.settled:
            return
        self.settled = True
        with anyio.CancelScope(shield=True):
            store = self.services.store
            try:
                if failed:
                    refunded = await store.refund_run(self.request_id)
                    log.error("request %s: engine failed, refunded %d words",
                              self.request_id, refunded)
                elif output is None:
                    await store.finish_run(self.request_id, output_hash=None, delivered=False)
                    log.info("request %s: client disconnected mid-stream", self.request_id)
                else:
                    await store.finish_run(self.request_id,
                                           output_hash=billing.text_hash(output),
                                           delivered=True)
            except StoreError as exc:
                # The database refused (disk full, read-only). The stream already ended, so
                # there is no one to answer; the run stays 'running' and the next start's
                # recovery refunds it: the books stay whole, never charged twice.
                log.error("request %s: could not record how the run ended: %s",
                          self.request_id, exc.message, exc_info=exc.__cause__)


def seed_for(task_id: str, attempt: int) -> int:
    digest = hashlib.sha256(f"{task_id}:{attempt}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


async def open_job(services: Services, *, request_id: str, caller: Account,
                   key_id: str | None, payload: HumanizeRequest) -> Job:
    """Validate, find the payer and charge: after this returns, the words are debited."""
    words = validate_text(payload, caller)
    payer = caller
    if payload.team_id is not None:
        payer = await services.store.team_payer(payload.team_id, caller.id,
                                                for_api=key_id is not None)
    model = services.registry.get(payload.model_version)
    charge = await services.store.charge(
        request_id=request_id, account_id=caller.id, payer_id=payer.id, key_id=key_id,
        words=words, input_hash=billing.text_hash(payload.text),
        is_rehumanization=payload.is_rehumanization,
    )
    avoid: frozenset[str] = frozenset()
    if payload.is_rehumanization and charge.attempt > 0:
        avoid = frozenset(await services.store.previous_outputs(charge.task_id))
        avoid |= {billing.text_hash(payload.text)}
    options = RewriteOptions(payload.tone, payload.ultra_mode,
                             seed_for(charge.task_id, charge.attempt))
    return Job(services, request_id, charge, model, payload.text, options, avoid,
               version=payload.model_version, words=words)


def check_api_access(caller: Account) -> None:
    if not billing.plan_named(caller.plan).api_access:
        raise Forbidden(
            f"the {caller.plan} plan does not include API access; the max plan does"
        )


def _utc(epoch: float) -> datetime:
    return datetime.fromtimestamp(epoch, UTC)


__all__ = [
    "Admission",
    "EngineFailure",
    "Job",
    "Services",
    "admit",
    "check_api_access",
    "open_job",
    "seed_for",
    "validate_text",
]
