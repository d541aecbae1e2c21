"""The model registry: explicit registration, clear errors, every version served."""

from __future__ import annotations

import pytest

from humanizer.engine import (
    VERSIONS,
    ModelRegistry,
    RewriteOptions,
    UnknownModelError,
    build_default_registry,
)


class Upper:
    def rewrite(self, text: str, options: RewriteOptions):  # type: ignore[no-untyped-def]
        yield text.upper()


def test_register_get_and_duplicates() -> None:
    registry = ModelRegistry()
    registry.register("v1", Upper())
    assert "v1" in registry and list(registry) == ["v1"] and len(registry) == 1
    assert "".join(registry.get("v1").rewrite("ab", RewriteOptions())) == "AB"
    with pytest.raises(ValueError, match="already registered"):
        registry.register("v1", Upper())
    with pytest.raises(UnknownModelError, match="'v9'.*known: v1"):
        registry.get("v9")


def test_default_registry_serves_every_version_with_a_distinct_model() -> None:
    registry = build_default_registry()
    assert sorted(registry) == sorted(VERSIONS)
    assert len({id(registry.get(v)) for v in VERSIONS}) == len(VERSIONS)
