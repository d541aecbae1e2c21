"""Split masked prose into sentences, keeping the exact whitespace between them.

Abbreviations (e.g., i.e., Dr., U.S.), initials, decimals, file names, domains and ellipses
are already masked by `protect`, so a full stop left in the text is a real one: a boundary
is terminal punctuation (plus closing quotes or brackets) followed by whitespace and a
sentence-opening character. A masked quotation that itself ends a sentence
('... she said "It works." Then ...') also counts as a boundary.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from humanizer.engine.protect import MASK_BASE, MASK_CLASS, Masked, protect

__all__ = ["Sentence", "split_masked", "split_sentences"]


class Sentence(NamedTuple):
    text: str  # the sentence, without surrounding whitespace
    space: str  # the whitespace that follows it in the source ("" for the last one)


_BOUNDARY = re.compile(
    rf"(?:[.!?]+[)\]\"'\u201d\u2019]*|(?P<mask>[{MASK_CLASS}]))(?P<space>\s+)"
    rf"(?=[A-Z\d\"'\u201c\u2018(\[{MASK_CLASS}\u00c0-\u00de]|[^\w\s])"
)
_ENDS_SENTENCE = re.compile(r"^[\"\u201c].*[.!?][\"\u201d]$")


def split_masked(text: str, spans: list[str]) -> Iterator[Sentence]:
    """Yield the sentences of masked prose lazily, so the first is ready at once."""
    start = 0
    for match in _BOUNDARY.finditer(text):
        mask = match.group("mask")
        if mask is not None and not _ENDS_SENTENCE.search(spans[ord(mask) - MASK_BASE]):
            continue
        end = match.start("space")
        if end > start:
            yield Sentence(text[start:end], match.group("space"))
        start = match.end()
    if start < len(text):
        yield Sentence(text[start:], "")


def split_sentences(text: str) -> list[str]:
    """Plain-text convenience: the sentences of `text`, unmasked, without whitespace."""
    masked: Masked = protect(text)
    return [masked.restore(s.text) for s in split_masked(masked.text, masked.spans)]
