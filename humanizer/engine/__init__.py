"""The built-in rewriting engine: no HTTP, no SQL, no network; its data ships beside it."""

from __future__ import annotations

from humanizer.engine.language import is_english
from humanizer.engine.model import (
    DEFAULT_TONE,
    DEFAULT_VERSION,
    TONES,
    VERSIONS,
    Model,
    RewriteOptions,
)
from humanizer.engine.registry import ModelRegistry, UnknownModelError

__all__ = [
    "DEFAULT_TONE",
    "DEFAULT_VERSION",
    "TONES",
    "VERSIONS",
    "Model",
    "ModelRegistry",
    "RewriteOptions",
    "UnknownModelError",
    "build_default_registry",
    "is_english",
]


def build_default_registry() -> ModelRegistry:
    """Every version served by the built-in engine, each its own pipeline."""
    from humanizer.engine.pipeline import BuiltinModel

    registry = ModelRegistry()
    for version in VERSIONS:
        registry.register(version, BuiltinModel(version))
    return registry
