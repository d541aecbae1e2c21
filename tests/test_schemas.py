"""Request decoding: every bad body is a ValidationError naming what is wrong, never a crash."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from humanizer.engine import TONES, VERSIONS
from humanizer.errors import ValidationError
from humanizer.schemas import HumanizeRequest, decode_humanize_request

json_values = st.recursive(
    # (no infinity: json.dumps writes it as "Infinity", which is not JSON, so the decoder
    # rightly answers "not valid JSON" and names no field)
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)


def test_defaults_follow_the_spec() -> None:
    request = decode_humanize_request(b'{"text": "hi"}')
    assert request == HumanizeRequest(text="hi", tone="standard", model_version="v4beta",
                                      ultra_mode=False, is_rehumanization=False, team_id=None)


@pytest.mark.parametrize("tone", TONES)
@pytest.mark.parametrize("version", VERSIONS)
def test_every_tone_and_version_decodes(tone: str, version: str) -> None:
    body = json.dumps({"text": "x", "tone": tone, "modelVersion": version, "ultraMode": True,
                       "isRehumanization": True, "teamId": "team_1"}).encode()
    request = decode_humanize_request(body)
    assert (request.tone, request.model_version, request.ultra_mode) == (tone, version, True)


@given(st.binary(max_size=300))
def test_arbitrary_bytes_never_crash(body: bytes) -> None:
    try:
        decode_humanize_request(body)
    except ValidationError as exc:
        assert exc.status == 400 and exc.message


@given(st.dictionaries(st.sampled_from(["text", "tone", "modelVersion", "ultraMode",
                                        "isRehumanization", "teamId", "extra"]), json_values))
def test_arbitrary_objects_decode_or_name_the_field(body: dict[str, object]) -> None:
    try:
        request = decode_humanize_request(json.dumps(body).encode())
    except ValidationError as exc:
        assert any(f"`{field}`" in exc.message for field in [*body, "text"]) or \
            "unknown field" in exc.message
    else:
        assert isinstance(request.text, str) and request.tone in TONES
