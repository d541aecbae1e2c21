"""Human-likeness scorers: text -> float in (0, 1), higher reads more like a person wrote it.

INTERFACE (the pipeline depends only on these two factories):
    basic_scorer() -> Scorer    hand-set heuristic, used by v4
    strong_scorer() -> Scorer   logistic regression trained by scripts/train_scorer.py
                                (data/scorer.json), used by v4beta and Ultra Mode

Both are a `LinearScorer`: a logistic model over humanizer.engine.features. The engine calls
score() on many candidates per request, so the model is folded for speed: every token feature
is an average over words, so its part of the logit is one weight per distinct whitespace
chunk ("However,", "don't"), computed once and cached; only the text features (punctuation,
sentence shape, openers, clause shapes) are computed per call. Cost: ~15 us for a short
sentence with warm caches, ~1.3 us per word for a paragraph, ~13 us per unseen chunk.

The strong model, held out by pair (see "held_out" in data/scorer.json): AUROC 0.86 on whole
documents, 0.75 on single sentences, 0.88 on three-sentence windows; assistant prose against
human text 0.90 / 0.77 / 0.90. It never saw the 100 pairs bench/quality.py scores. Picking
the engine's candidates with it instead of at random helps slopcheck but, with the current
candidates, not is_it_slop (bench/README.md, selector ablation).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from functools import lru_cache
from importlib import resources
from operator import mul
from typing import Protocol

from humanizer.engine.features import (
    FEATURE_NAMES,
    TEXT_FEATURE_NAMES,
    TOKEN_FEATURE_NAMES,
    Chunk,
    info_of,
    split_chunks,
    text_features,
)

__all__ = ["BASIC_WEIGHTS", "LinearScorer", "Scorer", "basic_scorer", "strong_scorer"]

# Distinct chunks kept before the cache starts over: about 10 MB, and a few hours of typical
# requests share most of their chunks ("the", "However,", "it's").
_CACHE_LIMIT = 50_000
_CACHE_CHUNK_CHARS = 40


_NO_PROFILE: dict[str, float] = {}


class Scorer(Protocol):
    """What the engine ranks candidate rewrites by. Only the order of the scores of rewrites
    of the same text is relied on; the scale is each scorer's own."""

    def score(self, text: str) -> float: ...


class LinearScorer:
    """P(human) = sigmoid(intercept + sum(coef[f] * (x[f] - mean[f]) / scale[f])) over the
    named features; features not named weigh nothing."""

    def __init__(
        self,
        coef: Mapping[str, float],
        intercept: float,
        mean: Mapping[str, float] | None = None,
        scale: Mapping[str, float] | None = None,
    ) -> None:
        unknown = set(coef) - set(FEATURE_NAMES)
        if unknown:
            raise ValueError(f"unknown scorer features: {sorted(unknown)}")
        mean = mean or {}
        scale = scale or {}
        slope = {f: c / (scale.get(f) or 1.0) for f, c in coef.items()}
        self._token_slope = {f: slope[f] for f in TOKEN_FEATURE_NAMES if slope.get(f)}
        self._text_slope = [slope.get(f, 0.0) for f in TEXT_FEATURE_NAMES]
        self._constant = intercept - sum(slope[f] * mean.get(f, 0.0) for f in slope)
        self._cache: dict[str, tuple[Chunk, float]] = {}

    def _chunk(self, chunk: str) -> tuple[Chunk, float]:
        info = info_of(chunk)
        slope = self._token_slope
        weight = sum(slope.get(f, 0.0) * v for f, v in info.profile.items())
        # The profile is folded into `weight`; dropping it keeps the cache small.
        entry = (Chunk(info.words, info.ends_sentence, _NO_PROFILE, info.stock), weight)
        if len(chunk) <= _CACHE_CHUNK_CHARS:  # a URL or a run of symbols is rarely seen twice
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.clear()
            self._cache[chunk] = entry
        return entry

    def logit(self, text: str) -> float:
        """The model's log-odds that `text` was written by a person."""
        chunks = split_chunks(text)
        cache = self._cache
        infos: list[Chunk] = []
        words = 0
        total = 0.0
        for c in chunks:
            entry = cache.get(c) or self._chunk(c)
            info = entry[0]
            infos.append(info)
            words += info.words
            total += entry[1]
        if not words:
            return self._constant
        feats = text_features(text, chunks, infos)
        tail: float = sum(map(mul, self._text_slope, feats))
        return self._constant + total / words + tail

    def score(self, text: str) -> float:
        z = self.logit(text)
        if z >= 0.0:
            return 1.0 / (1.0 + math.exp(-z))
        e = math.exp(z)  # the stable form: exp(-z) would overflow for very negative z
        return e / (1.0 + e)

    @classmethod
    def from_json(cls, raw: str) -> LinearScorer:
        """A scorer from the JSON scripts/train_scorer.py writes."""
        doc = json.loads(raw)
        names: list[str] = doc["features"]
        return cls(
            coef=dict(zip(names, doc["coef"], strict=True)),
            intercept=float(doc["intercept"]),
            mean=dict(zip(names, doc["mean"], strict=True)),
            scale=dict(zip(names, doc["scale"], strict=True)),
        )


# The basic scorer's hand-set weights, per unit of each feature (rates are per word or per
# sentence, see features.py). They encode what style guides and the excess-vocabulary study
# say about assistant prose: marker words, stock phrases, connector openers ("Moreover,"),
# "By X-ing" and participle openers, "not only ... but also", triplets, ", ensuring ..."
# tails, em dashes, semicolons and sentence fragments cost; contractions and uneven sentence
# lengths earn. The intercept puts a plain sentence at about 0.75.
BASIC_WEIGHTS: dict[str, float] = {
    "marker": -8.0,
    "stock_phrase": -10.0,
    "contraction": 6.0,
    "open_connector": -1.0,
    "open_by_ing": -0.8,
    "open_participle": -0.5,
    "not_only": -1.0,
    "triplet": -0.5,
    "ing_tail": -0.6,
    "p_dash": -4.0,
    "p_semicolon": -3.0,
    "sent_len_cv": 0.5,
    "wlen": -0.3,
    "fragment": -3.0,  # per fragment ("All told."): a broken split, never a better sentence
}
_BASIC_MEAN = {"wlen": 4.7}


@lru_cache(maxsize=1)
def basic_scorer() -> Scorer:
    return LinearScorer(BASIC_WEIGHTS, intercept=1.1, mean=_BASIC_MEAN)


@lru_cache(maxsize=1)
def strong_scorer() -> Scorer:
    raw = resources.files("humanizer.engine").joinpath("data/scorer.json").read_text()
    return LinearScorer.from_json(raw)
