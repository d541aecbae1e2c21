"""Protect what a rewrite must never change by masking it before any rule runs.

Every protected span (code, URLs, e-mails, figures, dates, citations, quoted speech,
placeholders, file names, emoji, abbreviations, emphasis, TeX math, template tags, HTML
comments) becomes ONE private-use character
(U+F0000 and up). Later layers treat a mask as an opaque word: no rule's pattern can match
inside it, the sentence splitter cannot break inside it, and restoring it gives back the
original bytes. Masking abbreviations ("e.g.", "U.S.", "Dr.", "J. R. R.") and decimals here
is also what lets the splitter stay a one-line regex.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = [
    "MASK_BASE", "MASK_CLASS", "Masked", "emoji_only", "is_mask", "protect", "restore", "PROTECTED"
]

MASK_BASE = 0xF0000
MASK_LIMIT = 0xFFFFD
MASK_CLASS = "\U000f0000-\U000ffffd"
_MASK_RUN = re.compile(f"[{MASK_CLASS}]")

_EMOJI_CHAR = "[\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff\u3030\u303d\u3297\u3299]"
_EMOJI_MOD = "[\ufe0f\ufe0e\U0001f3fb-\U0001f3ff\u20e3\U000e0020-\U000e007f]"
_EMOJI = (
    "[\U0001f1e6-\U0001f1ff]{2}|"
    + f"{_EMOJI_CHAR}{_EMOJI_MOD}*(?:\u200d{_EMOJI_CHAR}{_EMOJI_MOD}*)*|[0-9#*]\ufe0f?\u20e3"
)

_ABBREVIATIONS = (
    "e.g|i.e|etc|vs|cf|al|approx|Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Jr|St|Mt|Inc|Ltd|Co|Corp|Bros|No|Nos|"
    "Fig|Figs|Eq|Vol|Ed|Eds|pp|p|ch|Sec|Dept|Univ|Gen|Col|Lt|Sgt|Capt|Rev|Hon|Gov|Sen|Rep|"
    "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun|est|ca|viz|"
    "a\\.m|p\\.m|Ph\\.D|M\\.D|B\\.A|M\\.A|B\\.Sc|M\\.Sc"
)
_UNITS = (
    "%|percent|per cent|kg|g|mg|µg|lb|lbs|oz|t|km|m|cm|mm|µm|nm|mi|ft|in|yd|km/h|mph|m/s|"
    "ms|s|sec|min|h|hr|hrs|GB|MB|KB|TB|PB|Gb|Mb|kb|GHz|MHz|kHz|Hz|W|kW|MW|GW|kWh|V|mA|A|"
    "°C|°F|°|K|L|ml|mL|dl|px|pt|em|rem|x|k|K|M|B|bn|billion|million|thousand|trillion|USD|EUR|GBP"
)

# Ordered by priority: at one position the first alternative that matches wins, so
# longer, more specific shapes come before the generic ones that would cut them short.
_PATTERNS: tuple[str, ...] = (
    r"``[^\n]+?``|`[^`\n]+`",  # inline code
    # (each bounded: an opener with no closer must not make the scan quadratic)
    r"<!--[^\n]{0,500}?-->",  # HTML comment
    r"\{%[^\n]{0,200}?%\}|\{\{[^\n]{0,200}?\}\}|\{#[^\n]{0,200}?#\}",  # {% if x %}, {{ name }}
    # TeX math: \(a + b\), \[x\], $\text{x} + y$ (not money: "$5 and $10" opens on a digit)
    r"\\\([^\n]{0,200}?\\\)|\\\[[^\n]{0,200}?\\\]|\$(?=[^\s\d$])[^$\n]{1,200}?(?<=[^\s$\\])\$(?!\d)",
    r"!?\[[^\]\n]{0,500}\]\([^)\s]*(?:\([^)\s]*\)[^)\s]*)*\)",  # Markdown link or image
    r"<(?:https?://|mailto:)[^>\s]+>|</?[A-Za-z][^<>\n]*>",  # autolink, HTML tag
    r"(?:https?://|ftp://|www\.)[^\s<>\"'`]*[^\s<>\"'`.,;:!?)\]}]",  # URL
    r"(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+",  # e-mail
    r"[@#][A-Za-z_]\w*",  # mention, hashtag
    # citations: (Smith et al., 2021), (Smith & Lee, 2020; Wu, 2019a), [3], [1, 4-6]
    r"\((?:[^()\n]*?(?:1[5-9]|20)\d\d[a-z]?|n\.d\.)[^()\n]*\)(?<=[\d\w.]\))",
    r"\[[^\[\]\n]{1,100}\](?![(\[:])",  # citation [3], footnote [^1], placeholder [Your Name]
    r"\"[^\"\n]{1,500}\"|\u201c[^\u201d\n]{1,500}\u201d|(?<![\w])\u2018[^\u2019\n]{1,300}\u2019(?![\w])",
    # speech in straight single quotes, British style: 'You have to be careful; it's a tricky
    # poem.' (it opens on a capital; an apostrophe between letters does not close it)
    r"(?<![\w'\u2019])'(?=[A-Z])(?:[^'\n]|(?<=\w)'(?=\w)){1,300}?(?<=[\w.,!?])'(?![\w'])",
    r"\*\*[^*\n]{1,120}\*\*|__[^_\n]{1,120}__|(?<![\w*])\*[^*\s][^*\n]{0,80}\*(?![\w*])"
    r"|(?<![\w_])_[^_\s][^_\n]{0,80}_(?![\w_])",  # emphasis
    _EMOJI,
    # an FAQ's line label: "A: Sleep plays a key part" (the letter first: a branch opening on
    # a look-behind is tried at every position of every text)
    r"[QA](?<![^\n][QA]):(?=[ \t])",
    r"\.{3}|\u2026",  # ellipsis
    r"(?:[A-Za-z]\.){2,}",  # U.S., e.g. written without a known pattern, a.m.
    rf"(?<![\w.])(?:{_ABBREVIATIONS})\.(?!\w)",
    # initials: J. R. R. Tolkien (not a letter that ends a sentence: "written in R. Moreover,
    # the" and "vitamin C. The" are two sentences)
    r"(?<![\w.])[A-Z]\.(?=\s+[A-Z])(?!\s+(?:The|This|These|Those|That|It|Its|We|They|He|She|I|"
    r"In|On|At|For|But|And|So|Moreover|However|Furthermore|Additionally|Also|A|An|If|When|While|"
    r"After|Before|Then|There|Our|Their|His|Her|My|Your|Each|Every|Both|All|Most|Some|Many)[\s,])",
    # statistics: β = −0.18, p < .05, n = 120, r = 0.4
    r"(?<![\w])[A-Za-z\u0370-\u03ff]{1,3}\s?[=<>\u2264\u2265\u2248]\s?[\u2212+-]?\.?\d(?:[\d.,]*\d)?%?",
    # money, numbers with units, decimals, dates, times, ranges, versions, percentages
    r"(?:[$\u20ac\u00a3\u00a5\u20b9]|[A-Z]{2,3}\$)?[\u2212+-]?(?<![\d,.:/])\d[\d,.:/\u2013-]*(?<=\d)"
    rf"(?:(?:\s?(?:{_UNITS})|st|nd|rd|th|s|[a-z]{{1,2}}\d*)(?![\w]))?",
    # file names, domains, dotted identifiers, paths: tailwind.config.js, example.com, ~/.bashrc
    # (each branch starts only at a word start, so a long run of letters stays linear)
    r"(?<![\w.~/-])(?:~|\.{1,2})?/[\w.~/-]+|(?<![\w.])\.[A-Za-z_][\w.-]*"
    r"|(?<![\w.-])[\w-]+(?:\.[\w-]+)+(?:/[\w./-]*)?|(?<![\w/-])[\w-]+(?:/[\w.-]+)+",
    r"[\u2212]?[\u00b1\u00d7\u2264\u2265]",
    # Windows paths: C:\Users\ana\notes.txt, \\fileserver\shared\Clients
    r"(?<![\w\\])(?:[A-Za-z]:\\|\\\\)[^\s<>\"'`|]*[^\s<>\"'`|.,;:!?)]",
)
PROTECTED = re.compile("|".join(f"(?:{p})" for p in _PATTERNS))


def is_mask(char: str) -> bool:
    return len(char) == 1 and MASK_BASE <= ord(char) <= MASK_LIMIT


_EMOJI_RUN = re.compile(f"(?:{_EMOJI})+")


def emoji_only(text: str, spans: list[str]) -> bool:
    """Whether masked `text` is nothing but emoji ("🎉", "🎮✨")."""
    chars = [c for c in text if not c.isspace()]
    return bool(chars) and all(
        is_mask(c) and _EMOJI_RUN.fullmatch(spans[ord(c) - MASK_BASE]) is not None for c in chars
    )


@dataclass(slots=True)
class Masked:
    """Text with protected spans replaced by mask characters, and the spans to restore."""

    text: str
    spans: list[str] = field(default_factory=list)

    def restore(self, text: str) -> str:
        return restore(text, self.spans)

    def mask(self, original: str) -> str:
        """Mask one more span (e.g. a proper name found later) and return its mask; once every
        mask character is taken, the span stays as written."""
        if len(self.spans) >= MASK_LIMIT - MASK_BASE:
            return original
        self.spans.append(original)
        return chr(MASK_BASE + len(self.spans) - 1)


def protect(text: str) -> Masked:
    """Mask every protected span of a prose block."""
    masked = Masked("")
    cut = _unpaired_quote(text)
    head, tail = (text[:cut], text[cut:]) if cut is not None else (text, "")
    expansions = _expansions(head)
    if not expansions:
        masked.text = PROTECTED.sub(lambda m: masked.mask(m.group()), head) if head else head
    else:
        # an acronym's spelled-out name is a name: "enhanced recovery after surgery (ERAS)"
        # is no "improved recovery after surgery (ERAS)"
        found = [m.span() for m in PROTECTED.finditer(head)]
        free = [e for e in expansions if not any(a < e[1] and e[0] < b for a, b in found)]
        parts, at = [], 0
        for start, end in sorted(found + free):
            parts.append(head[at:start])
            parts.append(masked.mask(head[start:end]))
            at = end
        masked.text = "".join(parts) + head[at:]
    if tail:
        # quotation marks that do not pair up: which words are quoted speech is unknown from
        # the first mark on, so all of it stays as written
        masked.text += masked.mask(tail)
    return masked


_ACRONYM_AFTER = re.compile(r"\((?=[a-z]?[A-Z]{2})([A-Za-z]{2,8}?)s?\)")
_ACRONYM_BEFORE = re.compile(r"\b(?=[a-z]?[A-Z]{2})([A-Za-z]{2,8}?)s? \(([^()\n]{3,120})\)")
_EXPANSION_WORD = re.compile(r"[A-Za-z][A-Za-z']*")
# words an acronym may leave out: "Department of Health and Human Services (DHHS)"
_UNLETTERED = frozenset("of and the for in on to a an at by with &".split())


def _expansions(text: str) -> list[tuple[int, int]]:
    """Where an acronym's spelled-out name stands: the words before "(ERAS)" whose first
    letters spell it, or the words inside the brackets after "ERAS (...)"."""
    if "(" not in text:
        return []
    found = []
    for match in _ACRONYM_AFTER.finditer(text):
        words = list(_EXPANSION_WORD.finditer(text, max(0, match.start() - 200), match.start()))
        if not words or text[words[-1].end() : match.start()].strip():
            continue
        start = _spelled(match.group(1), words[::-1], backwards=True)
        if start is not None:
            found.append((start, words[-1].end()))
    for match in _ACRONYM_BEFORE.finditer(text):
        inner = list(_EXPANSION_WORD.finditer(text, match.start(2), match.end(2)))
        if inner and _spelled(match.group(1), inner, backwards=False) == inner[-1].start():
            found.append((match.start(2), match.end(2)))
    return found


def _spelled(acronym: str, words: list[re.Match[str]], backwards: bool) -> int | None:
    """Whether `words` (read from the acronym's side) spell `acronym`, each word giving its
    first letter (a hyphenated word a letter per part) or being a small word it leaves
    out: the position where the spelling ends, else None."""
    letters = list(acronym.lower()[::-1] if backwards else acronym.lower())
    for word in words:
        if not letters:
            break
        parts = word.group().lower().split("-")
        initials = [p[0] for p in (parts[::-1] if backwards else parts) if p]
        if initials == letters[: len(initials)]:
            del letters[: len(initials)]
            if not letters:
                return word.start()
        elif word.group().lower() not in _UNLETTERED:
            return None
    return None


def _unpaired_quote(text: str) -> int | None:
    """Where quotation marks stop pairing up (an odd count of straight ones, or curly ones
    that do not balance): the first mark's position, else None."""
    straight = text.count('"')
    opening, closing = text.count("\u201c"), text.count("\u201d")
    if straight % 2 == 0 and opening == closing:
        return None
    marks = [i for i in (text.find('"') if straight % 2 else -1,
                         text.find("\u201c") if opening != closing else -1,
                         text.find("\u201d") if opening != closing else -1) if i >= 0]
    return min(marks) if marks else None


def restore(text: str, spans: list[str]) -> str:
    if not spans:
        return text
    return _MASK_RUN.sub(lambda m: spans[ord(m.group()) - MASK_BASE], text)
