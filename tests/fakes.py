"""Test models with controllable timing and failure, registered under every version."""

from __future__ import annotations

import threading
from collections.abc import Iterator

from humanizer.engine import VERSIONS, ModelRegistry, RewriteOptions


class GatedModel:
    """Yields the first chunk, then waits until the test opens the gate before the rest.
    A client that holds the first chunk while the gate is shut proves the stream is
    incremental: the last chunk does not exist yet."""

    def __init__(self, chunks: int = 3) -> None:
        self.chunks = chunks
        self.gate = threading.Event()
        self.first_sent = threading.Event()

    def rewrite(self, text: str, options: RewriteOptions) -> Iterator[str]:
        yield "First chunk. "
        self.first_sent.set()
        if not self.gate.wait(20):
            raise TimeoutError("the test never opened the gate")
        for n in range(1, self.chunks):
            yield f"Chunk {n} (seed {options.seed % 1000}). "


class FailingModel:
    """Yields one chunk, then fails: an engine failure mid-stream."""

    def rewrite(self, text: str, options: RewriteOptions) -> Iterator[str]:
        yield "A first sentence arrives. "
        raise RuntimeError("the engine broke")


class EchoModel:
    """Returns the text unchanged, or with the seed appended when asked to vary."""

    def __init__(self, vary: bool = False) -> None:
        self.vary = vary

    def rewrite(self, text: str, options: RewriteOptions) -> Iterator[str]:
        yield text
        if self.vary:
            yield f" ({options.seed % 97})"


def registry_of(model: object) -> ModelRegistry:
    registry = ModelRegistry()
    for version in VERSIONS:
        registry.register(version, model)  # type: ignore[arg-type]
    return registry
