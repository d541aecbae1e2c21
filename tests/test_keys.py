"""Key format and checksum: round trips, and every single-character corruption is caught."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from humanizer import keys

KEY = keys.generate_key()
KEYS = [keys.generate_key().secret for _ in range(3)]


def test_format_and_hint() -> None:
    new = keys.generate_key("hmz")
    assert new.secret.startswith("hmz_") and len(new.secret) == 4 + 38
    assert all(ch in keys.BASE62 for ch in new.secret[4:])
    assert new.hash == keys.hash_key(new.secret) and len(new.hash) == 64
    assert new.secret not in new.hint and new.hint.startswith("hmz_" + new.secret[4:8])
    assert new.hint.endswith(new.secret[-4:])


@given(st.text(alphabet=keys.BASE62, min_size=32, max_size=32),
       st.sampled_from(["hmz", "abc", "Key9"]))
def test_checksum_round_trips(random_part: str, prefix: str) -> None:
    key = f"{prefix}_{random_part}{keys.checksum(random_part)}"
    assert keys.check_key(key, prefix) == key


@given(st.data())
def test_every_single_character_corruption_is_rejected(data: st.DataObject) -> None:
    secret = data.draw(st.sampled_from(KEYS))
    position = data.draw(st.integers(0, len(secret) - 1))
    replacement = data.draw(st.characters(blacklist_characters=secret[position]))
    corrupted = secret[:position] + replacement + secret[position + 1 :]
    with pytest.raises(keys.MalformedKey):
        keys.check_key(corrupted)


@given(st.data())
def test_truncation_and_insertion_are_rejected(data: st.DataObject) -> None:
    secret = KEY.secret
    cut = data.draw(st.integers(0, len(secret) - 1))
    with pytest.raises(keys.MalformedKey):
        keys.check_key(secret[:cut])
    at = data.draw(st.integers(0, len(secret)))
    extra = data.draw(st.characters())
    with pytest.raises(keys.MalformedKey):
        keys.check_key(secret[:at] + extra + secret[at:])


@given(st.integers(0, 62**6 - 1))
def test_base62_is_fixed_width(number: int) -> None:
    encoded = keys.encode_base62(number, 6)
    assert len(encoded) == 6 and int(
        sum(keys.BASE62.index(c) * 62**i for i, c in enumerate(reversed(encoded)))
    ) == number


def test_bad_prefix_is_refused() -> None:
    for prefix in ("", "1ab", "a_b", "x" * 17):
        with pytest.raises(ValueError):
            keys.generate_key(prefix)


@given(st.integers(0, 200 * 86400))
def test_key_state_by_age(age_seconds: int) -> None:
    created = datetime(2026, 1, 1, tzinfo=UTC)
    now = created + timedelta(seconds=age_seconds)
    state = keys.key_state(created, None, now)
    assert state is (keys.KeyState.EXPIRED if age_seconds >= 90 * 86400 else keys.KeyState.ACTIVE)
    assert keys.key_state(created, created, now) is keys.KeyState.REVOKED
