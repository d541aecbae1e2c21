"""msgspec Structs for request bodies, with one decoder made once and reused."""

from __future__ import annotations

import re
from typing import Literal, get_args

import msgspec

from humanizer.engine.model import TONES, VERSIONS
from humanizer.errors import ValidationError

Tone = Literal["standard", "professional", "friendly", "formal", "casual", "academic", "creative"]
ModelVersion = Literal["v4beta", "v4", "v3.5", "v3", "v2"]
assert get_args(Tone) == TONES and get_args(ModelVersion) == VERSIONS


class HumanizeRequest(msgspec.Struct, forbid_unknown_fields=True, rename="camel", frozen=True):
    """Spec 2.1: only `text` is required."""

    text: str
    tone: Tone = "standard"
    model_version: ModelVersion = "v4beta"
    ultra_mode: bool = False
    is_rehumanization: bool = False
    team_id: str | None = None


_DECODER = msgspec.json.Decoder(HumanizeRequest)
_ALLOWED = {
    "tone": "one of " + ", ".join(TONES),
    "modelVersion": "one of " + ", ".join(VERSIONS),
    "ultraMode": "true or false",
    "isRehumanization": "true or false",
    "text": "a string",
    "teamId": "a string",
}
_FIELDS = ", ".join(_ALLOWED)
_PATH = re.compile(r"at `\$\.(\w+)`")
_UNKNOWN = re.compile(r"unknown field `([^`]*)`")
_MISSING = re.compile(r"missing required field `(\w+)`")


def decode_humanize_request(body: bytes) -> HumanizeRequest:
    """Decode and type-check a body; every failure is a 400 naming the field and what is
    allowed there."""
    try:
        return _DECODER.decode(body)
    except msgspec.ValidationError as exc:
        raise ValidationError(_explain(str(exc))) from None
    except msgspec.DecodeError as exc:
        raise ValidationError(f"the body is not valid JSON: {exc}") from None


def _explain(detail: str) -> str:
    if m := _UNKNOWN.search(detail):
        return f"unknown field `{m.group(1)}`; the fields are {_FIELDS}"
    if m := _MISSING.search(detail):
        return f"`{m.group(1)}` is required"
    if m := _PATH.search(detail):
        field = m.group(1)
        return f"`{field}` must be {_ALLOWED.get(field, 'valid')} ({detail})"
    if detail.startswith("Expected `object`"):
        return "the body must be a JSON object with at least a `text` field"
    return detail
