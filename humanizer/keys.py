"""API key format, checksum, hashing and lifecycle: pure functions, no I/O.

A key is `<prefix>_` + 32 random base62 characters + 6 base62 characters of the CRC32 of the
random part (the GitHub token scheme): a typo or a truncated key is recognised as malformed
without a database lookup, and secret scanners can find leaked keys by pattern. Only the
SHA-256 of a key is ever stored.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import zlib
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
RANDOM_LENGTH = 32
CHECKSUM_LENGTH = 6
_PREFIX = re.compile(r"^[A-Za-z][A-Za-z0-9]{0,15}$")


class KeyState(StrEnum):
    ACTIVE = "active"
    EXPIRED = "expired"
    REVOKED = "revoked"


class MalformedKey(ValueError):
    """The string cannot be a key of ours: wrong prefix, length, alphabet or checksum."""


@dataclass(frozen=True, slots=True)
class NewKey:
    """A freshly made key: `secret` is shown to its owner once and then forgotten."""

    secret: str
    hash: str
    hint: str


def encode_base62(number: int, width: int) -> str:
    if number < 0:
        raise ValueError("only non-negative numbers have a base62 form here")
    digits = []
    while number:
        number, rest = divmod(number, 62)
        digits.append(BASE62[rest])
    encoded = "".join(reversed(digits)).rjust(width, "0")
    if len(encoded) > width:
        raise ValueError(f"{number} does not fit in {width} base62 digits")
    return encoded


def checksum(random_part: str) -> str:
    return encode_base62(zlib.crc32(random_part.encode("ascii")), CHECKSUM_LENGTH)


def validate_prefix(prefix: str) -> str:
    if not _PREFIX.match(prefix):
        raise ValueError(
            f"key prefix must be 1-16 letters or digits, starting with a letter: {prefix!r}"
        )
    return prefix


def generate_key(prefix: str = "hmz") -> NewKey:
    validate_prefix(prefix)
    random_part = "".join(secrets.choice(BASE62) for _ in range(RANDOM_LENGTH))
    secret = f"{prefix}_{random_part}{checksum(random_part)}"
    return NewKey(secret=secret, hash=hash_key(secret), hint=key_hint(secret))


def check_key(token: str, prefix: str = "hmz") -> str:
    """Return the token if it is a well-formed key with a valid checksum, else raise MalformedKey
    with a reason a caller can act on."""
    head = prefix + "_"
    if not token.startswith(head):
        raise MalformedKey(f"API keys start with {head!r}")
    body = token[len(head) :]
    if len(body) != RANDOM_LENGTH + CHECKSUM_LENGTH:
        raise MalformedKey(
            f"API keys have {RANDOM_LENGTH + CHECKSUM_LENGTH} characters after {head!r}, "
            f"this one has {len(body)}"
        )
    if any(ch not in BASE62 for ch in body):
        raise MalformedKey("API keys contain only letters and digits after the prefix")
    random_part, given = body[:RANDOM_LENGTH], body[RANDOM_LENGTH:]
    if checksum(random_part) != given:
        raise MalformedKey("the API key's checksum does not match: it was mistyped or truncated")
    return token


def hash_key(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def key_hint(secret: str) -> str:
    """What a page may show of a key: the prefix, four characters, an ellipsis, the last four."""
    head, _, body = secret.partition("_")
    return f"{head}_{body[:4]}…{body[-4:]}"


def new_key_id() -> str:
    return "key_" + "".join(secrets.choice(BASE62) for _ in range(12))


def expires_at(created_at: datetime, lifetime_days: int = 90) -> datetime:
    return created_at + timedelta(days=lifetime_days)


def key_state(
    created_at: datetime,
    revoked_at: datetime | None,
    now: datetime,
    lifetime_days: int = 90,
) -> KeyState:
    if revoked_at is not None:
        return KeyState.REVOKED
    if now >= expires_at(created_at, lifetime_days):
        return KeyState.EXPIRED
    return KeyState.ACTIVE
