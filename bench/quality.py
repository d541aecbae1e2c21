"""Rewrite quality benchmark: how human do the engine's rewrites read, and what do they keep?

    .venv/bin/python bench/quality.py [--quick | --full] [--sets corpus,pairs]
                                      [--configs v4beta/standard,v4/standard,v4beta/standard+ultra]
                                      [--jobs 2] [--no-score]

Rewrites the assistant corpus (/work/shared/corpus/ai_texts.jsonl, field "text") and the
machine halves of the dev pairs (/work/shared/eval/data/pairs_dev.jsonl, field "machine") with
each configuration, writes bench/out/<config>.<set>.jsonl ({"id", "original", "rewrite"}), and
scores each file with the shared eval kit in its own environment (`setup.sh`, then
`score.py FILE --json OUT`). Prints one table: detector scores before -> after, similarity of
each rewrite to its original, protected tokens and Markdown skeleton kept (counted here with
the kit's own `lost_tokens` / `skeleton_changes`), and the engine's speed in words per second.

Default configurations: every model version in the standard tone, every tone on v4beta, and
Ultra Mode on v4beta. Default sets: all 48 corpus texts and the first 100 pairs (--full: all
450; --quick: 12 of each). Only bench/ reads /work/shared; the tests never do.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SHARED = Path(os.environ.get("HUMANIZER_SHARED", "/work/shared"))
EVAL = SHARED / "eval"
OUT = ROOT / "bench" / "out"
SETS = ("corpus", "pairs")
DETECTORS = ("is_it_slop", "lmscan", "slopcheck", "uncanny")


@dataclass(frozen=True, slots=True)
class Config:
    """One engine configuration: model version, tone, Ultra Mode, and (for ablations) what
    picks among the engine's candidates instead of its own scorer."""

    version: str
    tone: str = "standard"
    ultra: bool = False
    selector: str = "engine"

    @property
    def name(self) -> str:
        name = f"{self.version}/{self.tone}" + ("+ultra" if self.ultra else "")
        return name if self.selector == "engine" else f"{name}[{self.selector}]"

    @property
    def slug(self) -> str:
        return self.name.replace("/", "-").replace("+", "-").replace("[", "-").rstrip("]")

    @classmethod
    def parse(cls, spec: str) -> Config:
        """'v4beta/casual+ultra[random]' -> Config('v4beta', 'casual', True, 'random')."""
        spec, _, selector = spec.partition("[")
        selector = selector.rstrip("]") or "engine"
        if selector not in SELECTORS:
            raise SystemExit(f"unknown selector {selector!r} (known: {', '.join(SELECTORS)})")
        ultra = spec.endswith("+ultra")
        version, _, tone = spec.removesuffix("+ultra").partition("/")
        return cls(version, tone or "standard", ultra, selector)


class _RandomSelector:
    """Ablation: a fixed pseudo-random score per candidate, instead of the scorer."""

    def score(self, text: str) -> float:
        return int(hashlib.blake2b(text.encode(), digest_size=8).hexdigest(), 16) / 2**64


class _InverseSelector:
    """Ablation: the strong scorer turned upside down (picks the least human candidate)."""

    def score(self, text: str) -> float:
        from humanizer.engine.scorer import strong_scorer

        return -strong_scorer().score(text)


SELECTORS = ("engine", "random", "inverse")


@contextmanager
def selector(name: str) -> Iterator[None]:
    """Swap the scorers the engine picks candidates with (by patching the names the pipeline
    calls at rewrite time), to measure what the scorer contributes."""
    if name == "engine":
        yield
        return
    import humanizer.engine.pipeline as pipeline

    chosen = _RandomSelector() if name == "random" else _InverseSelector()
    names = vars(pipeline)  # the module's namespace: rebinding here is what the pipeline sees
    saved = names["strong_scorer"], names["basic_scorer"]
    names["strong_scorer"] = names["basic_scorer"] = lambda: chosen
    try:
        yield
    finally:
        names["strong_scorer"], names["basic_scorer"] = saved


def default_configs() -> list[Config]:
    from humanizer.engine import TONES, VERSIONS

    configs = [Config(v) for v in VERSIONS]
    configs += [Config("v4beta", t) for t in TONES if t != "standard"]
    configs.append(Config("v4beta", "standard", ultra=True))
    return configs


def load_set(name: str, limit: int | None) -> list[tuple[str, str]]:
    """(id, text) of one evaluation set."""
    if name == "corpus":
        path, field = SHARED / "corpus" / "ai_texts.jsonl", "text"
    elif name == "pairs":
        path, field = EVAL / "data" / "pairs_dev.jsonl", "machine"
    else:
        raise SystemExit(f"unknown set {name!r} (known: {', '.join(SETS)})")
    rows = [json.loads(line) for line in path.open() if line.strip()]
    return [(str(r["id"]), r[field]) for r in rows[:limit]]


def rewrite_all(config: Config, texts: list[tuple[str, str]]) -> tuple[list[dict[str, Any]], float]:
    """Rewrite every text; returns the jsonl rows and the engine's words per second."""
    from humanizer.engine import build_default_registry

    with selector(config.selector):
        return _rewrite_all(build_default_registry().get(config.version), config, texts)


def _rewrite_all(
    model: Any, config: Config, texts: list[tuple[str, str]]
) -> tuple[list[dict[str, Any]], float]:
    from humanizer.engine import RewriteOptions

    options = RewriteOptions(tone=config.tone, ultra=config.ultra, seed=0)
    # One untimed rewrite first, so one-time loading (lexicons, scorer weights) is not
    # counted as rewriting speed.
    "".join(model.rewrite("This is a short warm-up sentence, and it is not timed.", options))
    rows: list[dict[str, Any]] = []
    words = 0
    busy = 0.0
    for ident, text in texts:
        started = time.perf_counter()
        try:
            rewrite: str | None = "".join(model.rewrite(text, options))
        except Exception as exc:  # noqa: BLE001 - a failing text is a result, not a crash
            print(f"  {config.name} {ident}: {type(exc).__name__}: {exc}", file=sys.stderr)
            rewrite = None
        busy += time.perf_counter() - started
        words += len(text.split())
        rows.append({"id": ident, "original": text, "rewrite": rewrite})
    return rows, (words / busy if busy else math.nan)


def kept_shares(rows: list[dict[str, Any]]) -> tuple[float, float]:
    """Shares of rewrites that kept every protected token / the Markdown skeleton, by the
    kit's own rules (failed rewrites count as not kept)."""
    sys.path.insert(0, str(EVAL))
    from score import lost_tokens, skeleton_changes  # type: ignore[import-not-found]

    tokens = skeleton = 0
    for r in rows:
        if isinstance(r["rewrite"], str) and r["rewrite"].strip():
            tokens += not lost_tokens(r["original"], r["rewrite"])
            skeleton += not skeleton_changes(r["original"], r["rewrite"])
    n = len(rows) or 1
    return tokens / n, skeleton / n


def scorer_means(rows: list[dict[str, Any]]) -> tuple[float, float]:
    """Mean strong-scorer P(human) of the originals and of the rewrites (what the engine
    optimises; the detectors are the independent check)."""
    from humanizer.engine.scorer import strong_scorer

    scorer = strong_scorer()
    ok = [r for r in rows if isinstance(r["rewrite"], str) and r["rewrite"].strip()]
    if not ok:
        return math.nan, math.nan
    before = statistics.fmean(scorer.score(r["original"]) for r in ok)
    return before, statistics.fmean(scorer.score(r["rewrite"]) for r in ok)


def eval_python() -> str:
    """The eval kit's interpreter (setup.sh installs it on first use, which takes minutes)."""
    done = subprocess.run(
        ["bash", str(EVAL / "setup.sh")], check=True, capture_output=True, text=True
    )
    return done.stdout.strip().splitlines()[-1]


def score_file(python: str, path: Path) -> dict[str, Any]:
    """Run the kit's score.py on one rewrites file; its --json report."""
    report = path.with_suffix(".score.json")
    # One torch thread per process: with several processes on a busy 2-CPU machine, torch's
    # default thread pool made the similarity model ~15x slower (0.5 vs 9 pairs/s).
    env = {"OMP_NUM_THREADS": "1", "MKL_NUM_THREADS": "1", **os.environ}
    done = subprocess.run(
        [python, str(EVAL / "score.py"), str(path), "--json", str(report)],
        capture_output=True,
        text=True,
        env=env,
    )
    if done.returncode != 0:
        print(f"score.py failed on {path.name}:\n{done.stderr[-2000:]}", file=sys.stderr)
        return {}
    result: dict[str, Any] = json.loads(report.read_text())
    return result


def _pct(x: float) -> str:
    return "-" if x != x else f"{x:.0%}"


def _arrow(report: dict[str, Any], name: str, key: str, fmt: Callable[[float], str]) -> str:
    fig = report.get("detectors", {}).get(name)
    if not fig:
        return "-"
    return f"{fmt(fig[key + '_before'])} → {fmt(fig[key + '_after'])}"


def table(results: list[dict[str, Any]]) -> str:
    """One Markdown table, a row per configuration and set."""
    head = (
        "| config | set | n | is_it_slop flagged | is_it_slop mean | lmscan | slopcheck | "
        "uncanny | our scorer | sim median | sim p10 | kept tokens | skeleton kept | changed | "
        "words/s |"
    )
    lines = [head, "|" + "---|" * 15]
    two = "{:.2f}".format
    for r in results:
        rep = r["report"]
        sim = rep.get("similarity", {})
        lines.append(
            "| "
            + " | ".join(
                [
                    r["config"],
                    r["set"],
                    f"{r['n']}" + (f" ({r['failed']} failed)" if r["failed"] else ""),
                    _arrow(rep, "is_it_slop", "ai_share", _pct),
                    _arrow(rep, "is_it_slop", "mean", two),
                    _arrow(rep, "lmscan", "mean", two),
                    _arrow(rep, "slopcheck", "mean", "{:.1f}".format),
                    _arrow(rep, "uncanny", "mean", two),
                    f"{r['scorer'][0]:.2f} → {r['scorer'][1]:.2f}",
                    f"{sim['median']:.3f}" if sim else "-",
                    f"{sim['p10']:.3f}" if sim else "-",
                    _pct(r["kept_tokens"]),
                    _pct(r["kept_skeleton"]),
                    _pct(1.0 - r["unchanged"]),
                    f"{r['words_per_s']:,.0f}",
                ]
            )
            + " |"
        )
    return "\n".join(lines)


def engine_commit() -> str:
    """HEAD, the last commit that changed the engine proper (not the scorer), and whether the
    working tree (which is what runs) has engine changes not yet committed."""

    def git(*args: str) -> str:
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
        return done.stdout.strip()

    engine = [
        "humanizer/engine",
        ":(exclude)humanizer/engine/scorer.py",
        ":(exclude)humanizer/engine/features.py",
        ":(exclude)humanizer/engine/data/scorer*",
        ":(exclude)humanizer/engine/data/excess_words.LICENSE",
    ]
    head = git("rev-parse", "--short", "HEAD")
    last = git("log", "-1", "--format=%h %cI %s", "--", *engine)
    dirty = git("status", "--porcelain", "--", *engine)
    note = f"; working tree has uncommitted engine changes ({len(dirty.splitlines())} files)"
    return f"HEAD {head}; engine last changed in {last}" + (note if dirty else "")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    size = ap.add_mutually_exclusive_group()
    size.add_argument("--quick", action="store_true", help="12 texts per set")
    size.add_argument("--full", action="store_true", help="every text of every set")
    ap.add_argument("--sets", default=",".join(SETS))
    ap.add_argument(
        "--configs",
        help="comma-separated version/tone[+ultra][selector], e.g. v4beta/standard,"
        "v4/casual+ultra,v4beta/standard[random] (selectors: random, inverse)",
    )
    ap.add_argument("--jobs", type=int, default=2, help="score.py processes at once")
    ap.add_argument("--no-score", action="store_true", help="rewrite only, skip the eval kit")
    a = ap.parse_args(argv)

    limits = {"corpus": None, "pairs": 100}
    if a.quick:
        limits = {"corpus": 12, "pairs": 12}
    elif a.full:
        limits = {"corpus": None, "pairs": None}
    sets = [s for s in a.sets.split(",") if s]
    configs = [Config.parse(c) for c in a.configs.split(",")] if a.configs else default_configs()
    OUT.mkdir(parents=True, exist_ok=True)
    data = {s: load_set(s, limits.get(s)) for s in sets}
    commit = engine_commit()
    print(f"engine: {commit}", file=sys.stderr)

    python = None if a.no_score else eval_python()
    jobs: list[tuple[dict[str, Any], Path]] = []
    for config in configs:
        for s in sets:
            rows, speed = rewrite_all(config, data[s])
            path = OUT / f"{config.slug}.{s}.jsonl"
            path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
            tokens, skeleton = kept_shares(rows)
            result = {
                "config": config.name,
                "set": s,
                "n": len(rows),
                "failed": sum(
                    not (isinstance(r["rewrite"], str) and r["rewrite"].strip()) for r in rows
                ),
                "words_per_s": speed,
                "kept_tokens": tokens,
                "kept_skeleton": skeleton,
                "scorer": scorer_means(rows),
                "unchanged": sum(r["rewrite"] == r["original"] for r in rows) / (len(rows) or 1),
                "report": {},
            }
            jobs.append((result, path))
            print(
                f"rewrote {config.name} {s}: {len(rows)} texts, {speed:,.0f} words/s",
                file=sys.stderr,
            )

    if python:

        def run(job: tuple[dict[str, Any], Path]) -> None:
            job[0]["report"] = score_file(python, job[1])
            print(f"scored {job[0]['config']} {job[0]['set']}", file=sys.stderr)

        with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as pool:
            list(pool.map(run, jobs))

    results = [r for r, _ in jobs]
    out = table(results)
    unchanged = statistics.fmean(r["unchanged"] for r in results) if results else 0.0
    summary = (
        f"engine: {commit}\n"
        f"command: bench/quality.py {' '.join(argv if argv is not None else sys.argv[1:])}\n"
        f"rewrites identical to their original: {unchanged:.0%}"
    )
    print(summary + "\n\n" + out)
    (OUT / "quality.md").write_text(summary + "\n\n" + out + "\n")
    (OUT / "quality.json").write_text(json.dumps({"engine": commit, "results": results}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
