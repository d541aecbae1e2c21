"""The model protocol: one method that turns text into a stream of output chunks."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Protocol

TONES: tuple[str, ...] = (
    "standard",
    "professional",
    "friendly",
    "formal",
    "casual",
    "academic",
    "creative",
)
VERSIONS: tuple[str, ...] = ("v4beta", "v4", "v3.5", "v3", "v2")
DEFAULT_TONE = "standard"
DEFAULT_VERSION = "v4beta"


@dataclass(frozen=True, slots=True)
class RewriteOptions:
    """What a caller may choose for one rewrite. `seed` makes the output deterministic:
    the same text, options and seed always give the same output; another seed gives
    another rewrite (the service seeds by task and attempt)."""

    tone: str = DEFAULT_TONE
    ultra: bool = False
    seed: int = 0


class Model(Protocol):
    """A rewriting model. `rewrite` yields chunks (sentences or clauses, with their
    trailing whitespace) as soon as each is ready; "".join(chunks) is the full output."""

    def rewrite(self, text: str, options: RewriteOptions) -> Iterator[str]: ...
