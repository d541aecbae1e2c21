"""Grammar hygiene for rewritten sentences, and the check that a rewrite kept its meaning.

`tidy` repairs what joining and replacing can leave behind (doubled words, space before
punctuation, stray commas, a lower-case letter after a full stop). It only repairs a flaw the
original sentence did not already have, so an author's own choices pass through.
`keeps_meaning` is the last gate: a candidate that lost a protected span, a negation or
bracket balance is thrown away and the original sentence is used instead.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from humanizer.engine.protect import MASK_CLASS

__all__ = [
    "article_for",
    "tidy",
    "keeps_meaning",
    "reads_clean",
    "negations",
    "doubled_words",
    "balanced",
]

_DOUBLED = re.compile(r"(?<![\w'\u2019-])(\w+)[ \t]+\1(?![\w'\u2019-])", re.I)
_SPACE_BEFORE = re.compile(r"[ \t]+(?=[,.;:!?](?:[ \t]|$))")
_STRAY = re.compile(r"([,;:])[ \t]*(?=[,.;:!?])")
_MULTI_SPACE = re.compile(r"(?<=\S)[ \t]{2,}(?=\S)")
# (a word whose capitals are its own keeps its case at a sentence's start: "eBay", "tRNA")
_LOWER_AFTER_STOP = re.compile(r"([.!?][)\"'\u201d\u2019]?[ \t]+)([a-z])(?![a-z]*[A-Z])")
_NEGATION = re.compile(
    r"n['\u2019]t\b|\b(?:not|never|no|cannot|without|none|nothing|nobody|neither|nor|nowhere)\b",
    re.I,
)
# negations that deny nothing: "not only ... but also" is emphasis ("isn't only about X" too),
# and "don't hesitate to ask" and "I can't wait to see it" are eager, so "Please ask" and "I look
# forward to seeing it" lose no "not"; "no biggie" and "not gonna lie" are a chat's asides
_NOT_DENIAL = re.compile(
    r"\bnot only\b|n['\u2019]t only\b"
    r"|\b(?:do[ \t]+not|don['\u2019]t)[ \t]+hesitate[ \t]+to\b"
    r"|\b(?:cannot|can[ \t]+not|can['\u2019]t)[ \t]+wait[ \t]+to\b"
    r"|\bno[ \t]+biggie\b|\bnot[ \t]+(?:gonna|going[ \t]+to)[ \t]+lie\b",
    re.I,
)
_PAIRS = (("(", ")"), ("[", "]"), ("{", "}"), ("\u201c", "\u201d"))
_NOT_BRACKET = re.compile(r"[^()\[\]{}\u201c\u201d]+")
_STARTS_LOWER = re.compile(rf"^([^\w{MASK_CLASS}]*)([a-z])(?![a-z]*[A-Z])")


_VOWEL_SOUND = re.compile(
    r"^(?:[aeio]|u(?!nanim|nary|ni|s[aeu]|r[aeiou]|til|biq|kr|ser)|hour|honest|honou?r|heir)", re.I
)


def article_for(word: str, capital: bool = False) -> str:
    article = (
        "an" if _VOWEL_SOUND.match(word) and not word.lower().startswith(("one", "eu")) else "a"
    )
    return article.capitalize() if capital else article


_ARTICLE = re.compile(r"\b([Aa]n?)[ \t]+([A-Za-z][\w-]*)")


def _fix_articles(original: str, text: str) -> str:
    """Re-agree a/an where a rewrite put a new word after the article."""

    def sub(match: re.Match[str]) -> str:
        word = match.group(2)
        if match.group() in original or word.isupper():
            return match.group()
        article = article_for(word, match.group(1)[0] == "A")
        return f"{article} {word}" if article.lower() != match.group(1).lower() else match.group()

    return _ARTICLE.sub(sub, text)


def negations(text: str) -> int:
    """Negations that carry meaning: not "not only ... but also" nor "don't hesitate to"."""
    return len(_NEGATION.findall(text)) - len(_NOT_DENIAL.findall(text))


def doubled_words(text: str) -> set[str]:
    if not _DOUBLED.search(text):
        return set()
    return {m.group().lower() for m in _DOUBLED.finditer(text)}


def balanced(text: str) -> bool:
    brackets = _NOT_BRACKET.sub("", text)
    for left, right in _PAIRS:
        if left not in brackets and right not in brackets:
            continue
        depth = 0
        for char in brackets:
            if char == left:
                depth += 1
            elif char == right:
                depth -= 1
                if depth < 0:
                    return False
        if depth:
            return False
    return text.count('"') % 2 == 0


class _Original(NamedTuple):
    """What tidy and the gates need to know about an original sentence, computed once:
    every candidate of a sentence is checked against the same original."""

    doubles: frozenset[str]
    space_before: bool
    stray: bool
    multi_space: bool
    lower_after_stop: bool
    starts_lower: bool
    masks: tuple[str, ...]
    negations: int
    balanced: bool
    has_word: bool


@lru_cache(maxsize=1024)
def _original(original: str) -> _Original:
    return _Original(
        frozenset(doubled_words(original)),
        bool(_SPACE_BEFORE.search(original)),
        bool(_STRAY.search(original)),
        bool(_MULTI_SPACE.search(original)),
        bool(_LOWER_AFTER_STOP.search(original)),
        bool(_STARTS_LOWER.match(original)),
        tuple(_masks(original)),
        negations(original),
        balanced(original),
        bool(re.search(r"\w", original)),
    )


def tidy(original: str, text: str) -> str:
    """Repair flaws the rewrite introduced; leave flaws the author wrote."""
    known = _original(original)
    if _DOUBLED.search(text):
        text = _DOUBLED.sub(
            lambda m: m.group() if m.group().lower() in known.doubles else m.group(1), text
        )
    if not known.space_before:
        text = _SPACE_BEFORE.sub("", text)
    if not known.stray:
        text = _STRAY.sub("", text)
    if not known.multi_space:
        text = _MULTI_SPACE.sub(" ", text)
    if not known.lower_after_stop:
        text = _LOWER_AFTER_STOP.sub(lambda m: m.group(1) + m.group(2).upper(), text)
    text = _fix_articles(original, text)
    if not known.starts_lower:
        text = _STARTS_LOWER.sub(lambda m: m.group(1) + m.group(2).upper(), text, count=1)
    return text.strip(" \t")


def _masks(text: str) -> list[str]:
    return sorted(re.findall(f"[{MASK_CLASS}]", text))


def keeps_meaning(original: str, text: str) -> bool:
    """The gate every candidate passes: same protected spans, negations, balance."""
    known = _original(original)
    if not text.strip() or not re.search(r"\w", text) and known.has_word:
        return False
    if tuple(_masks(text)) != known.masks:
        return False
    if negations(text) < known.negations:
        return False
    if known.balanced and not balanced(text):
        return False
    return not (doubled_words(text) - known.doubles)


_RESTORED_FLAWS = (
    re.compile(r"(?<!\.)\.\.(?!\.)"),  # "p.m.." after a clause moved behind an abbreviation
    re.compile(r"[,;:][ \t]*[.!?]"),
    re.compile(r"[.!?][ \t]*[,;]"),
)


@lru_cache(maxsize=1024)
def _flaw_counts(text: str) -> tuple[int, ...]:
    return tuple(len(p.findall(text)) for p in _RESTORED_FLAWS)


def reads_clean(original: str, text: str) -> bool:
    """Checked on restored text, where a masked span's own punctuation meets the rewrite's,
    and a dropped opener may leave a figure at the start."""
    if text[:1].isdigit() and not original[:1].isdigit():
        return False  # "In conclusion, 2024 was" -> "2024 was": no sentence opens on a figure
    before = _flaw_counts(original)
    return all(len(p.findall(text)) <= n for p, n in zip(_RESTORED_FLAWS, before, strict=True))
