"""ModelRegistry: maps a `modelVersion` to the model that serves it."""

from __future__ import annotations

from collections.abc import Iterator

from humanizer.engine.model import Model


class UnknownModelError(LookupError):
    """Raised for a version that no model is registered under."""


class ModelRegistry:
    def __init__(self) -> None:
        self._models: dict[str, Model] = {}

    def register(self, version: str, model: Model) -> None:
        if version in self._models:
            raise ValueError(f"model version {version!r} is already registered")
        self._models[version] = model

    def get(self, version: str) -> Model:
        try:
            return self._models[version]
        except KeyError:
            known = ", ".join(sorted(self._models)) or "none"
            raise UnknownModelError(
                f"no model is registered for version {version!r} (known: {known})"
            ) from None

    def __contains__(self, version: object) -> bool:
        return version in self._models

    def __iter__(self) -> Iterator[str]:
        return iter(self._models)

    def __len__(self) -> int:
        return len(self._models)
