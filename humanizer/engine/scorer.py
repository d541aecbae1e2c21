"""Human-likeness scorers: text -> float, higher reads more like a person wrote it.

INTERFACE (owned by the scorer work; the pipeline depends only on these two factories):
    basic_scorer() -> Scorer    cheap heuristic, used by v4
    strong_scorer() -> Scorer   the strongest scorer, used by v4beta and Ultra Mode
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Protocol

_WORD = re.compile(r"[A-Za-z']+")


class Scorer(Protocol):
    def score(self, text: str) -> float: ...


class MarkerDensityScorer:
    """Placeholder heuristic until the trained scorer lands: fewer marker words is better."""

    MARKERS = frozenset(
        "delve pivotal tapestry crucial furthermore moreover additionally comprehensive "
        "intricate meticulous showcasing underscores landscape realm navigate leverage "
        "robust seamless foster vibrant testament notably".split()
    )

    def score(self, text: str) -> float:
        words = [w.lower() for w in _WORD.findall(text)]
        if not words:
            return 0.0
        return -sum(w in self.MARKERS for w in words) / len(words)


@lru_cache(maxsize=1)
def basic_scorer() -> Scorer:
    return MarkerDensityScorer()


@lru_cache(maxsize=1)
def strong_scorer() -> Scorer:
    return MarkerDensityScorer()
