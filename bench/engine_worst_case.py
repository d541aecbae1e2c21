"""Engine time on run-on input built to trip a rule that looks back over the whole sentence:
one "sentence" of ~1,000 repeats of a phrase a rule matches, rewritten in every tone, with
and without Ultra Mode. A rule that searches from the sentence's start for each match is
quadratic there (a 144,000-character run-on of "she said that he knew" took 64 s before
the look-backs were bounded); every case should stay near the engine's usual speed.

    .venv/bin/python bench/engine_worst_case.py [repeats]
"""

from __future__ import annotations

import sys
import time

from humanizer.engine import TONES, RewriteOptions, build_default_registry
from humanizer.engine.pipeline import warm_up

# each phrase is one a rule matches, with what that rule looks back at before it
PHRASES = {
    "reported that": "she said that he knew that the plan",
    "made an impact": "made a lasting impact on them and impact on us",
    "help foster": "help them foster growth and foster it",
    "important for": "It is important for the new young healthcare workers to rest",
    "I'd cut": "I'd cut it and",
    "chat words": "dont tho ppl smh lemme bc tmrw def",
    "how crucial": "how crucial so vital too pivotal",
    "isn't only": "isn't only about it",
    "uncover,": "uncover, then uncover and",
    "resolve": "resolve it amicably resolve the dispute",
    "not only ... and": "not only drives growth but also generates revenue and reduces costs",
    "because it's worth noting": "because it is worth noting that",
    "A: labels": "A: Also, it seamlessly integrates with it",
    "lowkey": "lowkey good and the vibe is lowkey fine and",
    "asides": "which, ngl, was kinda situation and the vibe is consistency and that X",
    "advice frames": (
        "It is important that you not leave prior to the bins being emptied and carts are to "
        "be placed where they are to be stored, should you need help, and"
    ),
    "roles and signs": (
        "Pets are not allowed in halls and sleep plays a vital role in health and is both good "
        "and plays a key role in rest, and I served on it, as well as"
    ),
}


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    model = build_default_registry().get("v4beta")
    warm_up()
    print(f"v4beta, {repeats} repeats per run-on sentence, slowest of 7 tones x Ultra on/off")
    for name, phrase in PHRASES.items():
        text = " ".join([phrase] * repeats) + "."
        words = len(text.split())
        slowest, where = 0.0, ""
        for tone in TONES:
            for ultra in (False, True):
                start = time.perf_counter()
                for _ in model.rewrite(text, RewriteOptions(tone=tone, ultra=ultra, seed=1)):
                    pass
                took = time.perf_counter() - start
                if took > slowest:
                    slowest, where = took, f"{tone}{' +ultra' if ultra else ''}"
        print(
            f"{name:15s} {len(text):8,d} chars  slowest {slowest:6.2f} s ({where}), "
            f"{words / slowest:9,.0f} words/s"
        )


if __name__ == "__main__":
    main()
