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
# Only a prefix is read: its first 400 voting words decide anyway, and on a 3,000-word text
# the whole-text regex pass cost ~15 ms of the server's event loop per request, time every
# other stream waited (bench/load.py fairness run).
SAMPLE_CHARS = 8000

_CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
_URLISH = re.compile(r"\S+[@/]\S+|\S+\.\S+\.\S+")
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
_LATIN_LETTER = re.compile(r"[A-Za-z\u00C0-\u024F]")


# How many of each language's most frequent words take part. Beyond these the words are
# rare in every language and decide nothing; keeping the tables this size holds the check to
# tens of MB instead of the ~550 MB of wordfreq's full tables for 15 languages.
TOP_ENGLISH = 150_000
TOP_OTHER = 60_000
MARGIN = 0.3  # zipf points another language needs over English to claim a word


@lru_cache(maxsize=1)
def _tables() -> tuple[frozenset[str], frozenset[str]]:
    """(English words, words of another language), decided once per word as the zipf
    comparison above, then wordfreq's full tables are let go."""
    english = _zipf_table("en", TOP_ENGLISH)
    others = [_zipf_table(lang, TOP_OTHER) for lang in OTHER_LANGUAGES]
    english_words, foreign_words = set(), set()
    for word in set(english).union(*others):
        other = max(table.get(word, 0.0) for table in others)
        if english.get(word, 0.0) >= other - MARGIN:
            english_words.add(word)
        else:
            foreign_words.add(word)
    _release_wordfreq_tables()
    return frozenset(english_words), frozenset(foreign_words)


def _zipf_table(lang: str, top: int) -> dict[str, float]:
    """Zipf frequency of a language's `top` most frequent words, from wordfreq's packed list
    (buckets of words per centibel, most frequent first)."""
    table: dict[str, float] = {}
    for index, bucket in enumerate(wordfreq.get_frequency_list(lang)):
        zipf = 9 - index / 100  # an index of centibels below 1 per word (zipf 9)
        for word in bucket:
            table.setdefault(word, zipf)
        if len(table) >= top:
            break
    return table


def _release_wordfreq_tables() -> None:
    for cached in (wordfreq.get_frequency_list, wordfreq.get_frequency_dict,
                   wordfreq.top_n_list):
        cached.cache_clear()
    wordfreq._wf_cache.clear()


def _vote(word: str) -> int | None:
    """1 for English, 0 for another language, None for a word no language knows."""
    english_words, foreign_words = _tables()
    if word in english_words:
        return 1
    if word in foreign_words:
        return 0
    return None


def english_share(text: str) -> tuple[int, float]:
    """Return (voting words, share of them that are English), from the text's first
    SAMPLE_CHARS characters."""
    stripped = _URLISH.sub(" ", _CODE.sub(" ", text[:SAMPLE_CHARS]))
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
    """Build the word tables now, so the first request does not pay for it."""
    _tables()
