"""The command line, driven as an operator's script would: only the value asked for on stdout."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest


def cli(db: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HUMANIZER_DB": str(db)}
    return subprocess.run([sys.executable, "-m", "humanizer", *args], input=stdin,
                          capture_output=True, text=True, env=env, timeout=60)


def ok(db: Path, *args: str, stdin: str | None = None) -> str:
    result = cli(db, *args, stdin=stdin)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_accounts_keys_and_teams(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    account_id = ok(db, "accounts", "create", "ops@example.com", "--plan", "max").strip()
    assert re.fullmatch(r"acct_[0-9a-f]{16}", account_id)
    assert ok(db, "accounts", "balance", "ops@example.com") == "90000\n"
    key = ok(db, "keys", "create", "ops@example.com", "--name", "ci").strip()
    assert re.fullmatch(r"hmz_[0-9A-Za-z]{38}", key)
    listing = ok(db, "keys", "list", "ops@example.com").splitlines()
    assert len(listing) == 1
    key_id, name, hint, state, _created, _expires = listing[0].split("\t")
    assert (name, state) == ("ci", "active") and key not in listing[0]
    assert hint == f"{key[:8]}…{key[-4:]}"
    assert ok(db, "keys", "revoke", key_id) == ""
    assert ok(db, "keys", "list", "ops@example.com").split("\t")[3] == "revoked"

    ok(db, "accounts", "create", "member@example.com")
    team_id = ok(db, "teams", "create", "Docs", "--owner", "ops@example.com").strip()
    assert team_id.startswith("team_")
    assert ok(db, "teams", "add-member", team_id, "member@example.com") == ""
    assert ok(db, "teams", "api-access", team_id, "on") == ""

    ok(db, "keys", "create", "ops@example.com")
    assert ok(db, "accounts", "set-plan", "ops@example.com", "free") == ""
    assert ok(db, "accounts", "balance", "ops@example.com") == "3000\n"
    listing = ok(db, "keys", "list", "ops@example.com").splitlines()
    states = [line.split("\t")[3] for line in listing]
    assert states == ["revoked", "revoked"]


@pytest.mark.parametrize(
    "args",
    [("accounts", "balance", "nobody@example.com"), ("keys", "revoke", "key_missing"),
     ("teams", "add-member", "team_missing", "x@example.com")],
)
def test_errors_go_to_stderr_with_exit_1(tmp_path: Path, args: tuple[str, ...]) -> None:
    result = cli(tmp_path / "h.db", *args)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith("humanizer: error:")


def test_duplicate_account_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    ok(db, "accounts", "create", "a@example.com")
    result = cli(db, "accounts", "create", "A@example.com")
    assert result.returncode == 1 and "already exists" in result.stderr


def test_humanize_rewrites_a_file_or_stdin(tmp_path: Path) -> None:
    source = tmp_path / "in.md"
    text = "# Title\n\nIt is important to note that prices rose 3.5% in 2024.\n"
    source.write_text(text)
    out = ok(tmp_path / "h.db", "humanize", str(source), "--tone", "casual", "--model", "v2")
    assert out.startswith("# Title\n\n") and "3.5%" in out and "2024" in out
    piped = ok(tmp_path / "h.db", "humanize", "--ultra", stdin=text)
    assert "3.5%" in piped
    assert not (tmp_path / "h.db").exists()  # the local engine needs no database


def test_humanize_refuses_non_english_and_missing_files(tmp_path: Path) -> None:
    result = cli(tmp_path / "h.db", "humanize",
                 stdin="Le renard brun rapide saute par-dessus le chien paresseux ce matin.")
    assert result.returncode == 1 and "English" in result.stderr
    result = cli(tmp_path / "h.db", "humanize", str(tmp_path / "missing.txt"))
    assert result.returncode == 1 and "cannot read" in result.stderr
