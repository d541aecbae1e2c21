"""Helpers for the web tests: a browser-like httpx client that signs up and keeps its session,
the command line run against a server's database, and a real `humanizer serve` process whose
log can be read back."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

CSRF = re.compile(r'name="csrf_token" value="([^"]+)"')
PASSWORD = "correct horse battery staple"


def csrf_of(html: str) -> str:
    match = CSRF.search(html)
    assert match, "the page has no CSRF token"
    return match.group(1)


class WebUser:
    """A visitor with a cookie jar, as a browser would be (without JavaScript)."""

    def __init__(self, base_url: str, email: str, password: str = PASSWORD) -> None:
        self.client = httpx.Client(base_url=base_url, follow_redirects=False, timeout=30)
        self.email = email
        self.password = password

    def close(self) -> None:
        self.client.close()

    def form_token(self, path: str) -> str:
        response = self.client.get(path)
        assert response.status_code == 200, (path, response.status_code)
        return csrf_of(response.text)

    def signup(self) -> httpx.Response:
        token = self.form_token("/signup")
        return self.client.post("/signup", data={"csrf_token": token, "email": self.email,
                                                 "password": self.password})

    def login(self, password: str | None = None) -> httpx.Response:
        token = self.form_token("/login")
        return self.client.post("/login", data={
            "csrf_token": token, "email": self.email,
            "password": self.password if password is None else password})

    def post(self, path: str, data: dict[str, str] | None = None, *,
             token_from: str = "/humanize") -> httpx.Response:
        token = self.form_token(token_from)
        return self.client.post(path, data={"csrf_token": token, **(data or {})})

    def stream(self, body: dict[str, object]) -> httpx.Response:
        token = self.form_token("/humanize")
        return self.client.post("/humanize/stream", json=body,
                                headers={"X-CSRF-Token": token})

    def create_key(self, name: str = "ci") -> str:
        response = self.post("/developer/keys", {"name": name}, token_from="/developer")
        assert response.status_code == 200, response.text
        match = re.search(r'<code id="new-key">([^<]+)</code>', response.text)
        assert match, "the new key is not on the page"
        return match.group(1)


def signed_up(base_url: str, email: str) -> WebUser:
    user = WebUser(base_url, email)
    response = user.signup()
    assert response.status_code == 303 and response.headers["location"] == "/humanize"
    return user


def cli(db_path: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m humanizer ARGS` against the given database, as an operator would run it."""
    env = {**os.environ, "HUMANIZER_DB": db_path}
    done = subprocess.run([sys.executable, "-m", "humanizer", *args], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return done


@dataclass
class ServedProcess:
    url: str
    db_path: str
    log_path: Path

    def log(self) -> str:
        return self.log_path.read_text(encoding="utf-8", errors="replace")


@contextmanager
def served_process(tmp_path: Path, port: int) -> Iterator[ServedProcess]:
    """A real `humanizer serve` with its access and error logs in a file."""
    db_path = str(tmp_path / "served.db")
    log_path = tmp_path / "served.log"
    env = {**os.environ, "HUMANIZER_DB": db_path, "HUMANIZER_PORT": str(port),
           "HUMANIZER_HOST": "127.0.0.1", "HUMANIZER_LOG_LEVEL": "debug"}
    with open(log_path, "w", encoding="utf-8") as log:
        process = subprocess.Popen([sys.executable, "-m", "humanizer", "serve"], env=env,
                                   stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"{url}/healthz", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"humanizer serve did not start:\n{log_path.read_text()}")
            time.sleep(0.1)
        yield ServedProcess(url, db_path, log_path)
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(5)
