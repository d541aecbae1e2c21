"""The command line: serve, accounts, keys, teams, humanize. Each command prints only the value
asked for (ids, keys, balances) so scripts can capture it; errors go to standard error."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

from humanizer import billing
from humanizer.engine import DEFAULT_VERSION, TONES, VERSIONS, RewriteOptions
from humanizer.errors import HumanizerError
from humanizer.settings import Settings
from humanizer.store import Store

T = TypeVar("T")


class CommandError(Exception):
    """A command that cannot do what was asked; its message is for the operator."""


def _with_store(settings: Settings, work: Callable[[Store], Awaitable[T]]) -> T:
    async def run() -> T:
        store = await Store.open(settings.db_path)
        try:
            return await work(store)
        finally:
            await store.close()

    return asyncio.run(run())


def cmd_serve(args: argparse.Namespace, settings: Settings) -> None:
    from hypercorn.asyncio import serve
    from hypercorn.config import Config

    from humanizer.app import create_app

    host = args.host or settings.host
    port = args.port if args.port is not None else settings.port
    config = Config()
    config.bind = [f"[{host}]:{port}" if ":" in host else f"{host}:{port}"]
    config.accesslog = "-"
    config.errorlog = "-"
    config.loglevel = settings.log_level.upper()
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("[%(asctime)s] [humanizer] [%(levelname)s] %(message)s"))
    service_log = logging.getLogger("humanizer")
    service_log.addHandler(handler)
    service_log.setLevel(settings.log_level.upper())
    app = create_app(settings)
    # Hypercorn binds only once the lifespan has warmed the engine (a few seconds): say so,
    # rather than "listening" while connections are still refused
    # (not quoting Hypercorn's own line: a script that waits for it must not match this one)
    print(f"Humanizer starting on http://{host}:{port} (database {settings.db_path}); "
          "the engine warms up for a few seconds, and Hypercorn's next line says when it serves",
          file=sys.stderr, flush=True)
    asyncio.run(serve(app, config))  # type: ignore[arg-type]


def cmd_accounts(args: argparse.Namespace, settings: Settings) -> None:
    if args.action == "create":
        account = _with_store(settings, lambda s: s.create_account(args.email, args.plan))
        print(account.id)
    elif args.action == "set-plan":
        _with_store(settings, lambda s: s.set_plan(args.email, args.plan))
    elif args.action == "balance":
        async def balance(store: Store) -> int:
            account = await store.account_by_email(args.email)
            return (await store.balance(account.id)).remaining

        print(_with_store(settings, balance))


def cmd_keys(args: argparse.Namespace, settings: Settings) -> None:
    if args.action == "create":
        async def create(store: Store) -> str:
            account = await store.account_by_email(args.email)
            _, secret = await store.create_key(
                account.id, args.name, prefix=settings.key_prefix,
                lifetime_days=settings.key_lifetime_days, max_active=settings.max_active_keys)
            return secret

        print(_with_store(settings, create))
    elif args.action == "revoke":
        _with_store(settings, lambda s: s.revoke_key(args.key_id))
    elif args.action == "list":
        async def listing(store: Store) -> list[str]:
            account = await store.account_by_email(args.email)
            now = store.clock()
            return [
                "\t".join((k.id, k.name, k.hint, k.state(now).value,
                           k.created_at.strftime("%Y-%m-%dT%H:%M:%SZ"),
                           k.expires_at.strftime("%Y-%m-%dT%H:%M:%SZ")))
                for k in await store.list_keys(account.id)
            ]

        for line in _with_store(settings, listing):
            print(line)


def cmd_teams(args: argparse.Namespace, settings: Settings) -> None:
    if args.action == "create":
        async def create(store: Store) -> str:
            owner = await store.account_by_email(args.owner)
            return (await store.create_team(args.name, owner.id)).id

        print(_with_store(settings, create))
    elif args.action == "add-member":
        async def add(store: Store) -> None:
            member = await store.account_by_email(args.email)
            await store.add_member(args.team_id, member.id)

        _with_store(settings, add)
    elif args.action == "api-access":
        _with_store(settings, lambda s: s.set_team_api_access(args.team_id, args.state == "on"))


def cmd_humanize(args: argparse.Namespace, settings: Settings) -> None:
    from humanizer.engine import build_default_registry, is_english

    if args.file in (None, "-"):
        text = sys.stdin.read()
    else:
        try:
            with open(args.file, encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise CommandError(f"cannot read {args.file}: {exc}") from exc
    if billing.count_words(text) < 1:
        raise CommandError("the text has no words to rewrite")
    if not is_english(text):
        raise CommandError("the text is not English; the engine rewrites English only")
    model = build_default_registry().get(args.model)
    for chunk in model.rewrite(text, RewriteOptions(args.tone, args.ultra, args.seed)):
        sys.stdout.write(chunk)
        sys.stdout.flush()


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="humanizer", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)

    serve = commands.add_parser("serve", help="run the HTTP service with Hypercorn")
    serve.add_argument("--host")
    serve.add_argument("--port", type=int)
    serve.set_defaults(run=cmd_serve)

    accounts = commands.add_parser("accounts", help="create accounts, change plans, balances")
    acc = accounts.add_subparsers(dest="action", required=True)
    create = acc.add_parser("create", help="create an account; prints its id")
    create.add_argument("email")
    create.add_argument("--plan", choices=list(billing.PLANS), default="free")
    set_plan = acc.add_parser("set-plan", help="change an account's plan")
    set_plan.add_argument("email")
    set_plan.add_argument("plan", choices=list(billing.PLANS))
    balance = acc.add_parser("balance", help="print the words left this month")
    balance.add_argument("email")
    accounts.set_defaults(run=cmd_accounts)

    keys = commands.add_parser("keys", help="create, revoke and list API keys")
    key = keys.add_subparsers(dest="action", required=True)
    kc = key.add_parser("create", help="create a key; prints it, once")
    kc.add_argument("email")
    kc.add_argument("--name", default="default")
    kr = key.add_parser("revoke", help="revoke a key by its id")
    kr.add_argument("key_id")
    kl = key.add_parser("list", help="list an account's keys: id, name, hint, state, dates")
    kl.add_argument("email")
    keys.set_defaults(run=cmd_keys)

    teams = commands.add_parser("teams", help="create teams, add members, API access")
    team = teams.add_subparsers(dest="action", required=True)
    tc = team.add_parser("create", help="create a team; prints its id")
    tc.add_argument("name")
    tc.add_argument("--owner", required=True)
    ta = team.add_parser("add-member", help="add an account to a team")
    ta.add_argument("team_id")
    ta.add_argument("email")
    tx = team.add_parser("api-access", help="turn the team's API access on or off")
    tx.add_argument("team_id")
    tx.add_argument("state", choices=["on", "off"])
    teams.set_defaults(run=cmd_teams)

    hum = commands.add_parser("humanize", help="rewrite FILE or standard input locally")
    hum.add_argument("file", nargs="?")
    hum.add_argument("--tone", choices=TONES, default="standard")
    hum.add_argument("--model", choices=VERSIONS, default=DEFAULT_VERSION)
    hum.add_argument("--ultra", action="store_true")
    hum.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    hum.set_defaults(run=cmd_humanize)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        settings = Settings.from_env()
        args.run(args, settings)
    except (HumanizerError, CommandError, ValueError) as exc:
        message = exc.message if isinstance(exc, HumanizerError) else str(exc)
        print(f"humanizer: error: {message}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
