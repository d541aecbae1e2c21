"""Engine speed on one core: words/s per version, with and without Ultra Mode, and the
latency of the first chunk of a ~3,000-word text. Median of 5 runs.

    .venv/bin/python bench/engine_speed.py [path/to/texts.jsonl]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

from humanizer.engine import VERSIONS, RewriteOptions, build_default_registry
from humanizer.engine.pipeline import warm_up

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "ai_texts.jsonl"
RUNS = 5


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_CORPUS
    texts = [json.loads(line)["text"] for line in path.read_text("utf-8").splitlines() if line]
    words = sum(len(t.split()) for t in texts)
    registry = build_default_registry()
    warm_up()
    print(f"{len(texts)} texts, {words} words; median of {RUNS} runs")
    for ultra in (False, True):
        for version in VERSIONS:
            model = registry.get(version)
            timings, cpu = [], []
            for run in range(RUNS):
                options = RewriteOptions(tone="standard", ultra=ultra, seed=run)
                start, start_cpu = time.perf_counter(), time.process_time()
                for text in texts:
                    for _ in model.rewrite(text, options):
                        pass
                timings.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
            rate = words / statistics.median(timings)
            cpu_rate = words / statistics.median(cpu)
            # CPU time is what one core spends; wall time also counts other processes' turns
            print(
                f"{version:7s} ultra={'on ' if ultra else 'off'} {rate:10,.0f} words/s wall"
                f" {cpu_rate:10,.0f} words/s CPU"
            )
    long_text = ""
    for text in texts:
        long_text += text + "\n\n"
        if len(long_text.split()) >= 3000:
            break
    for version in VERSIONS:
        for ultra in (False, True):
            latencies = []
            for run in range(RUNS):
                start = time.perf_counter()
                next(
                    iter(
                        registry.get(version).rewrite(
                            long_text, RewriteOptions(ultra=ultra, seed=run)
                        )
                    )
                )
                latencies.append((time.perf_counter() - start) * 1000)
            print(
                f"first chunk of {len(long_text.split())} words, {version:7s} "
                f"ultra={'on ' if ultra else 'off'}: {statistics.median(latencies):.2f} ms"
            )


if __name__ == "__main__":
    main()
