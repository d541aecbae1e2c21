"""Headings and bold labels: their marker words replaced, their case and everything else kept.

"## Leveraging Cutting-Edge Tools" and "**Embrace Flexibility:**" carry the same stock words
as the prose under them, and a reader meets them first. Only the lexical layer runs here (a
heading has no clauses to rebuild), on the words the lexicon knows. Title case hides which
words are names, so a title-cased word is read as a common word only when the document's
prose never capitalises it mid-sentence; a replacement takes the title's case, and the words
around it keep theirs exactly.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from difflib import SequenceMatcher

from humanizer.engine.hygiene import keeps_meaning
from humanizer.engine.lexicon import Lexicon
from humanizer.engine.markdown import MINOR, is_title_case
from humanizer.engine.protect import protect

__all__ = ["MINOR", "capitalised_in_prose", "rewrite_title"]

_TOKEN = re.compile(r"[A-Za-z][\w'\u2019]*(?:-[A-Za-z][\w'\u2019]*)*|[^A-Za-z]+")
_CAPITALISED = re.compile(r"^[A-Z][a-z'\u2019]*(?:-[A-Z][a-z'\u2019]*)*$")
_MID_SENTENCE_CAPITAL = re.compile(r"(?<=[a-z,;] )[A-Z][a-z]+")
_HEADING_LINE = re.compile(r"^[ \t]{0,3}#.*$", re.M)
_BOLD = re.compile(r"\*\*[^*\n]+\*\*|__[^_\n]+__")


def capitalised_in_prose(text: str) -> frozenset[str]:
    """Words the document capitalises in mid-sentence outside headings and bold: its names."""
    prose = _BOLD.sub(" ", _HEADING_LINE.sub(" ", text))
    return frozenset(m.group() for m in _MID_SENTENCE_CAPITAL.finditer(prose))


def _title(word: str) -> str:
    return "-".join(part[:1].upper() + part[1:] for part in word.split("-"))


# the headings an assistant closes its answers with ("## In Conclusion")
_STOCK_TITLES = {
    "in conclusion": ("Conclusion", "Wrapping Up"),
    "in summary": ("Summary", "To Sum Up"),
}


TITLE_WORDS = frozenset(
    w for pair in _STOCK_TITLES.items() for phrase in (pair[0], *pair[1])
    for w in phrase.lower().split()
)


def rewrite_title(
    text: str,
    lexicon: Lexicon,
    rng: random.Random,
    plain: bool,
    names: Callable[[], frozenset[str]],
) -> str:
    """`text` with the lexicon's safe replacements, in the title's own case."""
    stock = _STOCK_TITLES.get(text.strip().rstrip(":").lower())
    if stock is not None:
        choice = stock[0] if plain else stock[rng.randrange(len(stock))]
        if not is_title_case(text.split()):
            choice = choice[:1] + choice[1:].lower()
        return text.replace(text.strip().rstrip(":"), choice, 1)
    masked = protect(text)
    tokens = _TOKEN.findall(masked.text)
    words = [t for t in tokens if t[0].isalpha()]
    if not words:
        return text
    title = is_title_case(words)
    if title:
        known = names()
        first = True
        cased, lowered = [], []
        for token in tokens:
            low = token
            if token[0].isalpha():
                if token in known:
                    token = low = masked.mask(token)  # a name the prose uses: never common
                elif not first and _CAPITALISED.match(token):
                    low = token.lower()
                first = False
            cased.append(token)
            lowered.append(low)
        source = "".join(lowered)
    else:
        source = masked.text
    out = lexicon.apply(source, rng, plain=plain, imperative=True)
    if out == source or not keeps_meaning(source, out):
        return text
    if title:
        out = _recase(cased, _TOKEN.findall(out))
    return masked.restore(out)


def _recase(original: list[str], rewritten: list[str]) -> str:
    """The rewritten tokens, with every unchanged word back in its original case and every
    new one in title case."""
    lower = [t.lower() for t in original]
    out: list[str] = []
    matcher = SequenceMatcher(a=lower, b=[t.lower() for t in rewritten], autojunk=False)
    for op, a0, a1, b0, b1 in matcher.get_opcodes():
        if op == "equal":
            out.extend(original[a0:a1])
            continue
        for token in rewritten[b0:b1]:
            # ("Authentication: an Important Safeguard": a minor word opens what a colon begins)
            opens = "".join(out).rstrip().endswith(":")
            new = token[0].isalpha() and (token.lower() not in MINOR or opens)
            out.append(_title(token) if new else token)
    joined = "".join(out)
    return joined[:1].upper() + joined[1:]
