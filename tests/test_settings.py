from __future__ import annotations

import pytest

from humanizer.settings import Settings


def test_defaults() -> None:
    settings = Settings.from_env({})
    assert settings == Settings()
    assert settings.db_path == "./humanizer.db" and settings.key_prefix == "hmz"
    assert settings.rate_limit_storage == "async+memory://"


def test_environment_is_read_once_into_typed_fields() -> None:
    settings = Settings.from_env({"HUMANIZER_DB": "/tmp/x.db", "HUMANIZER_PORT": "9000",
                                  "HUMANIZER_SECURE_COOKIES": "yes", "HUMANIZER_KEY_PREFIX": "abc",
                                  "UNRELATED": "1"})
    assert (settings.db_path, settings.port, settings.secure_cookies, settings.key_prefix) == (
        "/tmp/x.db", 9000, True, "abc")


@pytest.mark.parametrize("env", [{"HUMANIZER_PORT": "eighty"},
                                 {"HUMANIZER_SECURE_COOKIES": "maybe"}])
def test_bad_values_say_which_variable(env: dict[str, str]) -> None:
    with pytest.raises(ValueError, match=next(iter(env))):
        Settings.from_env(env)
