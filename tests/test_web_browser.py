"""The web interface as a person uses it: headless Chromium (Debian's, through Playwright)
against a real Hypercorn server. Every page leaves a screenshot in tests/artifacts/."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from conftest import LiveServer, running_server, start_server
from fakes import GatedModel, registry_of
from playwright.sync_api import Browser, Page, expect, sync_playwright
from web_support import PASSWORD, cli

from humanizer import billing

pytestmark = pytest.mark.browser

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).parent / "artifacts"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic"]
TEXT = ("It is important to note that remote work has transformed the modern workplace. "
        "Furthermore, many teams now collaborate across several time zones.\n\n"
        "Moreover, companies report that productivity remains robust.")


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.skip("Debian's Chromium is not installed at /usr/bin/chromium "
                    "(apt-get install -y chromium)")
    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                              args=CHROMIUM_ARGS)
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveServer]:
    with running_server(tmp_path) as server:
        yield server


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"web-{name}.png"), full_page=True)


def humanize_api(live: LiveServer, key: str) -> httpx.Response:
    return httpx.post(f"{live.url}/api/v1/humanize", timeout=30,
                      headers={"Authorization": f"Bearer {key}"},
                      json={"text": "It is important to note that the API works too."})


def test_a_customer_goes_through_every_page(browser: Browser, live: LiveServer) -> None:
    email = "ada@example.com"
    context = browser.new_context(base_url=live.url, viewport={"width": 1200, "height": 900})
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=live.url)
    page = context.new_page()
    try:
        # Sign up.
        page.goto("/")
        expect(page).to_have_url(re.compile(r"/login$"))
        shot(page, "login")
        page.get_by_role("link", name="Sign up").click()
        page.get_by_label("E-mail").fill(email)
        page.get_by_label("Password").fill(PASSWORD)
        shot(page, "signup")
        page.get_by_role("button", name="Sign up").click()
        expect(page).to_have_url(re.compile(r"/humanize$"))

        # A free account sees why it cannot create keys.
        page.get_by_role("link", name="Developer").click()
        expect(page.locator("#no-api-access")).to_contain_text("Max plan")
        expect(page.get_by_role("button", name="Create key")).to_have_count(0)
        shot(page, "developer-free")

        # The operator upgrades the account; a key is created and shown once.
        cli(live.settings.db_path, "accounts", "set-plan", email, "max")
        page.reload()
        page.get_by_label("Key name").fill("ci")
        page.get_by_role("button", name="Create key").click()
        key = page.locator("#new-key").inner_text().strip()
        assert re.fullmatch(r"hmz_[0-9A-Za-z]{38}", key)
        assert key not in page.url
        expect(page.get_by_text("it will not be shown again")).to_be_visible()
        page.get_by_role("button", name="Copy").click()
        expect(page.locator("#copy-status")).not_to_be_empty()
        if "Copied" in page.locator("#copy-status").inner_text():
            assert page.evaluate("navigator.clipboard.readText()") == key
        shot(page, "developer-new-key")
        page.goto("/developer")
        assert key not in page.content()
        expect(page.locator("#keys tbody tr")).to_have_count(1)
        expect(page.locator("#keys .status")).to_have_text("active")

        # The key works with a real HTTP request.
        response = humanize_api(live, key)
        assert response.status_code == 200 and response.text
        api_words = int(response.headers["x-words-charged"])

        # Humanize in the page: the result streams in with its counts.
        page.get_by_role("link", name="Humanize", exact=True).click()
        page.get_by_label("Text to humanize").fill(TEXT)
        words = billing.count_words(TEXT)
        expect(page.locator("#input-words")).to_have_text(str(words))
        page.get_by_label("Tone").select_option("friendly")
        page.get_by_label("Model version").select_option("v4")
        page.get_by_label("Ultra Mode").check()
        page.get_by_role("button", name="Humanize", exact=True).click()
        expect(page.locator("#status")).to_have_text("Done.", timeout=30_000)
        output = page.locator("#output").inner_text()
        assert billing.count_words(output) > 10
        expect(page.locator("#output-words")).to_have_text(str(billing.count_words(output)))
        expect(page.locator("#words-charged")).to_have_text(str(words))
        expect(page.locator("#credits-remaining")).to_have_text(
            f"{90_000 - api_words - words:,}")
        shot(page, "humanize")
        page.get_by_role("button", name="Rehumanize").click()
        expect(page.locator("#status")).to_have_text("Done (free rehumanization).",
                                                     timeout=30_000)
        expect(page.locator("#words-charged")).to_have_text("0")

        # Usage: plan, words left, a bar per day, the ledger.
        page.get_by_role("link", name="Usage").click()
        expect(page.locator("#plan")).to_have_text("Max")
        expect(page.locator("#words-left")).to_contain_text(f"{90_000 - api_words - words:,}")
        assert page.locator("svg.chart rect.bar").count() >= 28
        expect(page.locator("#ledger tbody tr")).to_have_count(3)
        shot(page, "usage")

        # Team: create one, add a member, turn API access on.
        cli(live.settings.db_path, "accounts", "create", "grace@example.com")
        page.get_by_role("link", name="Team").click()
        page.get_by_label("Team name").fill("Writers")
        page.get_by_role("button", name="Create team").click()
        expect(page.get_by_role("heading", name="Writers")).to_be_visible()
        page.get_by_label("Add a member by e-mail").fill("grace@example.com")
        page.get_by_role("button", name="Add member").click()
        expect(page.locator("table.members")).to_contain_text("grace@example.com")
        expect(page.locator(".payer")).to_have_text("Your balance")
        page.get_by_role("button", name="Turn team API access on").click()
        expect(page.locator(".api-access")).to_have_text("On")
        shot(page, "team")

        # Revoke the key, with confirmation; the next API request gets 401.
        page.get_by_role("link", name="Developer").click()
        page.get_by_role("link", name="Revoke ci").click()
        expect(page.get_by_role("heading")).to_contain_text("Revoke the key")
        shot(page, "developer-confirm-revoke")
        page.get_by_role("button", name="Yes, revoke it").click()
        expect(page.locator("#keys .status")).to_have_text("revoked")
        shot(page, "developer-revoked")
        assert humanize_api(live, key).status_code == 401

        # A downgrade from Max revokes every key, and the page says so.
        page.get_by_label("Key name").fill("second")
        page.get_by_role("button", name="Create key").click()
        second = page.locator("#new-key").inner_text().strip()
        assert humanize_api(live, second).status_code == 200
        cli(live.settings.db_path, "accounts", "set-plan", email, "pro")
        page.goto("/developer")
        expect(page.locator("#keys .status-revoked")).to_have_count(2)
        expect(page.get_by_text("(plan changed)")).to_be_visible()
        expect(page.locator("#no-api-access")).to_be_visible()
        assert humanize_api(live, second).status_code == 401
        shot(page, "developer-downgraded")

        # Log out, and back in.
        page.get_by_role("button", name="Log out").click()
        expect(page).to_have_url(re.compile(r"/login$"))
        page.goto("/developer")
        expect(page).to_have_url(re.compile(r"/login$"))
        page.get_by_label("E-mail").fill(email)
        page.get_by_label("Password").fill("wrong password")
        page.get_by_role("button", name="Log in").click()
        expect(page.get_by_role("alert")).to_have_text("Incorrect e-mail or password.")
        page.get_by_label("Password").fill(PASSWORD)
        page.get_by_role("button", name="Log in").click()
        expect(page).to_have_url(re.compile(r"/humanize$"))
    finally:
        context.close()


def test_the_result_streams_into_the_page(browser: Browser, tmp_path: Path) -> None:
    """With a model that holds back all but its first chunk, the page shows that chunk while
    the request is still running: the output arrives as it is produced."""
    model = GatedModel(chunks=3)
    server, stop = start_server(tmp_path, registry=registry_of(model))
    context = browser.new_context(base_url=server.url)
    page = context.new_page()
    try:
        page.goto("/signup")
        page.get_by_label("E-mail").fill("stream@example.com")
        page.get_by_label("Password").fill(PASSWORD)
        page.get_by_role("button", name="Sign up").click()
        page.get_by_label("Text to humanize").fill("Hello there. This is a test of streams.")
        page.get_by_role("button", name="Humanize", exact=True).click()
        expect(page.locator("#output")).to_have_text("First chunk. ", timeout=15_000)
        expect(page.locator("#status")).to_have_text("Humanizing…")
        expect(page.locator("#words-charged")).to_have_text("8")
        expect(page.locator("#output-words")).to_have_text("2")
        expect(page.get_by_role("button", name="Humanize", exact=True)).to_be_disabled()
        shot(page, "humanize-streaming")
        model.gate.set()
        expect(page.locator("#status")).to_have_text("Done.", timeout=15_000)
        expect(page.locator("#output")).to_contain_text("Chunk 2")
    finally:
        model.gate.set()
        context.close()
        stop()
