"""One frozen Settings object, read once from HUMANIZER_* environment variables."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, fields

DEFAULT_DB = "./humanizer.db"


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything an operator can set. Tests build `Settings(...)` directly."""

    db_path: str = DEFAULT_DB
    host: str = "127.0.0.1"
    port: int = 8000
    key_prefix: str = "hmz"
    # `limits` storage URI for the per-key moving window (async storages only).
    rate_limit_storage: str = "async+memory://"
    rate_limit: int = 30
    rate_window_seconds: int = 60
    max_in_flight: int = 2
    max_body_bytes: int = 1024 * 1024
    key_lifetime_days: int = 90
    max_active_keys: int = 10
    # Whether cookies demand HTTPS; on for any deployment behind TLS.
    secure_cookies: bool = False
    # Reverse proxies in front of the service that append to X-Forwarded-For; the client
    # address (the per-address log-in limit) is then read from that header. 0 trusts none:
    # without a proxy, anyone could send the header and pose as any address.
    proxy_hops: int = 0
    # Worker threads that run the engine; 0 means one per core.
    engine_threads: int = 0
    # Worker processes that run the built-in engine; 0 means four per core (at most 64),
    # -1 runs it in threads of the server process instead (one GIL shared with the loop).
    engine_processes: int = 0
    log_level: str = "info"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """Read HUMANIZER_<FIELD> for every field; an unparsable value raises ValueError."""
        env = os.environ if environ is None else environ
        values: dict[str, object] = {}
        for f in fields(cls):
            name = "HUMANIZER_" + ("DB" if f.name == "db_path" else f.name.upper())
            raw = env.get(name)
            if raw is None or raw == "":
                continue
            values[f.name] = _parse(name, raw, f.type)
        return cls(**values)  # type: ignore[arg-type]


def _parse(name: str, raw: str, kind: object) -> object:
    if kind in (int, "int"):
        try:
            return int(raw)
        except ValueError:
            raise ValueError(f"{name} must be a whole number, got {raw!r}") from None
    if kind in (bool, "bool"):
        lowered = raw.strip().lower()
        if lowered in ("1", "true", "yes", "on"):
            return True
        if lowered in ("0", "false", "no", "off"):
            return False
        raise ValueError(f"{name} must be true or false, got {raw!r}")
    return raw
