"""Is this text English? The engine rewrites English only; anything else is refused up front.

Each word votes: it is English when its frequency in English (wordfreq, whose data ships in
its wheel) is at least about its frequency in the most likely other Latin-script language.
Code, URLs, e-mail addresses and words unknown to every language do not vote, so technical
English passes; letters of another script (Cyrillic, CJK, Arabic, ...) vote against.

Measured on the development sets: English prose scores 0.78-1.0 (the lowest a BBC news text
full of Welsh place names); German, French, Spanish, Italian, Dutch and Portuguese prose
0.0-0.07. The threshold sits between them.
"""

from __future__ import annotations

import re
from functools import lru_cache

import wordfreq

OTHER_LANGUAGES: tuple[str, ...] = (
    "de", "fr", "es", "it", "nl", "pt", "sv", "pl", "tr", "id", "fi", "da", "ro", "cs",
)  # fmt: skip
THRESHOLD = 0.5
MIN_VOTES = 3  # fewer voting words than this gets the benefit of the doubt
MAX_VOTES = 400  # a sample this large decides; the rest of a long text need not be read

_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
_URLISH = re.compile(r"\S+[@/]\S+|\S+\.\S+\.\S+")
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_LATIN_LETTER = re.compile(r"[A-Za-z\u00C0-\u024F]")


@lru_cache(maxsize=65536)
def _vote(word: str) -> int | None:
    """1 for English, 0 for another language, None for a word no language knows."""
    english = wordfreq.zipf_frequency(word, "en")
    other = max(wordfreq.zipf_frequency(word, lang) for lang in OTHER_LANGUAGES)
    if english == 0 and other == 0:
        return None
    return int(english >= other - 0.3)


def english_share(text: str) -> tuple[int, float]:
    """Return (voting words, share of them that are English)."""
    stripped = _URLISH.sub(" ", _CODE.sub(" ", text))
    votes = hits = 0
    for match in _WORD.finditer(stripped):
        word = match.group()
        if not _LATIN_LETTER.match(word):
            # another script; scripts written without spaces (CJK) count by characters
            votes += max(1, len(word) // 2)
            continue
        vote = _vote(word.lower())
        if vote is None:
            continue
        votes += 1
        hits += vote
        if votes >= MAX_VOTES:
            break
    return votes, (hits / votes if votes else 1.0)


def is_english(text: str) -> bool:
    votes, share = english_share(text)
    return votes < MIN_VOTES or share >= THRESHOLD


def warm_up() -> None:
    """Load every language's word list now, so the first request does not pay for it."""
    _vote("warm")
