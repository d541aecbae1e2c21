"""Plans, word counting, credit periods and charge arithmetic: pure rules, no I/O.

`store.py` applies these inside one transaction; keeping them pure lets hypothesis hammer them.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, datetime


@dataclass(frozen=True, slots=True)
class Plan:
    name: str
    api_access: bool
    words_per_request: int
    words_per_month: int
    free_rehumanizations: int


PLANS: dict[str, Plan] = {
    "free": Plan("free", api_access=False, words_per_request=300, words_per_month=3_000,
                 free_rehumanizations=0),
    "pro": Plan("pro", api_access=False, words_per_request=1_500, words_per_month=30_000,
                free_rehumanizations=1),
    "max": Plan("max", api_access=True, words_per_request=3_000, words_per_month=90_000,
                free_rehumanizations=3),
}  # fmt: skip


class UnknownPlan(ValueError):
    pass


def plan_named(name: str) -> Plan:
    try:
        return PLANS[name]
    except KeyError:
        raise UnknownPlan(f"unknown plan {name!r}; plans are {', '.join(PLANS)}") from None


# A word is a maximal run of non-whitespace characters containing at least one letter or
# digit: "—" alone is not a word, "3.5" and "e-mail" are one word each.
_LETTER_OR_DIGIT = re.compile(r"[^\W_]")


def count_words(text: str) -> int:
    return sum(1 for token in text.split() if _LETTER_OR_DIGIT.search(token))


def normalize_text(text: str) -> str:
    """The form tasks are matched on: Unicode NFC, whitespace runs collapsed, ends trimmed."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def text_hash(text: str) -> str:
    return hashlib.sha256(normalize_text(text).encode("utf-8")).hexdigest()


def period_of(moment: datetime) -> str:
    """The credit period a moment falls in: its calendar month in UTC, as 'YYYY-MM'."""
    moment = moment.astimezone(UTC)
    return f"{moment.year:04d}-{moment.month:02d}"


def next_refill(moment: datetime) -> datetime:
    """Start of the next calendar month, UTC: when the balance is refilled to the quota."""
    moment = moment.astimezone(UTC)
    if moment.month == 12:
        return datetime(moment.year + 1, 1, 1, tzinfo=UTC)
    return datetime(moment.year, moment.month + 1, 1, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class ChargeDecision:
    """What one request costs: `words` to debit (0 when free) and whether it used a free
    rehumanization. `allowed` is False when the balance cannot cover it."""

    words: int
    free: bool
    allowed: bool


def decide_charge(
    *,
    words: int,
    remaining: int,
    is_rehumanization: bool,
    task_found: bool,
    free_used: int,
    free_allowance: int,
) -> ChargeDecision:
    if words < 0 or remaining < 0 or free_used < 0 or free_allowance < 0:
        raise ValueError("charge inputs are never negative")
    if is_rehumanization and task_found and free_used < free_allowance:
        return ChargeDecision(words=0, free=True, allowed=True)
    return ChargeDecision(words=words, free=False, allowed=words <= remaining)
