"""Cheap stylometric features of a text, shared by the scorers and by scripts/train_scorer.py.

The engine scores many candidate rewrites of one sentence, so features are computed from the
whitespace-separated chunks of the text with str methods, dict lookups and a few precompiled,
keyword-gated regexes, in pure Python. Two kinds:

- token features: a value per word, averaged over the words of the text (function-word
  profile, marker words, contractions, word frequency and length). Because they are averages,
  a linear model over them folds into one weight per distinct chunk, which scorer.py caches.
- text features: punctuation per word, sentence-length shape, how sentences open, and the
  clause shapes of assistant prose ("not only ... but also", "X, Y, and Z", ", ensuring ...").

`extract` is the reference; scorer.py reproduces it with caches, and a test holds them equal.
Every feature is finite for any input, including "" (all zeros).
"""

from __future__ import annotations

import json
import math
import re
from functools import lru_cache
from importlib import resources
from typing import NamedTuple

from wordfreq import get_frequency_dict

__all__ = [
    "CONNECTOR_OPENERS",
    "FEATURE_NAMES",
    "FUNCTION_WORDS",
    "TEXT_FEATURE_NAMES",
    "TOKEN_FEATURE_NAMES",
    "Chunk",
    "chunk_info",
    "extract",
    "info_of",
    "markers",
    "text_features",
    "split_chunks",
    "token_profile",
]

# ~150 English function words: their relative frequencies carry most of the "how is the
# sentence built" signal that detectors key on, and a rewrite changes them directly.
FUNCTION_WORDS: tuple[str, ...] = tuple(
    """
    the a an this that these those such each every both all any some no other another
    of in to for with on at by from into onto over under about through between across
    during after before without within upon against among toward towards
    and but or so yet nor also however thus therefore though although while whereas because
    since if unless whether when where which who whom whose what how why than as like
    i me my we us our you your he him his she her it its they them their one
    is are was were be been being am has have had do does did not can could will would
    shall should may might must
    just really actually maybe perhaps probably quite pretty very even still already
    only too much more most well then there here now again ever never always often
    up out down off back away anyway lot got get
    """.split()
)

# Opening connectors of assistant prose, matched at a sentence start and followed by a comma.
CONNECTOR_OPENERS: tuple[str, ...] = tuple(
    c.strip()
    for c in """
    however, moreover, furthermore, additionally, in addition, consequently, therefore, thus,
    hence, overall, ultimately, notably, importantly, in conclusion, in summary, to summarize,
    in essence, essentially, as a result, on the other hand, for example, for instance, in fact,
    indeed, meanwhile, nevertheless, nonetheless, similarly, likewise, conversely, subsequently,
    accordingly, specifically, crucially, first, firstly, second, secondly, third, thirdly,
    finally, lastly, in short, in particular, interestingly, significantly, undoubtedly,
    by contrast, in contrast, at the same time, in other words, to that end, with that said,
    that said
    """.split(",")
)

# Stock phrases of assistant prose, counted per word. Each regex runs only when one of its
# anchor words occurs in the text, which keeps the common case (no stock phrase) cheap.
_STOCK_PHRASES: tuple[tuple[str, str], ...] = (
    (
        "important crucial essential worth",
        r"it(?: is|'s) (?:important|crucial|essential|worth) (?:to note|noting|to remember)",
    ),
    ("worth", r"it is worth (?:noting|mentioning)"),
    ("role", r"plays? an? (?:crucial|vital|pivotal|key|significant|important|central) role"),
    ("today's", r"in today's"),
    ("fast-paced", r"fast-paced"),
    ("ever-evolving ever-changing", r"ever-(?:evolving|changing)"),
    ("rapidly", r"rapidly (?:evolving|changing)"),
    ("testament", r"testament to"),
    ("tapestry", r"tapestry"),
    ("navigate navigating", r"navigat(?:e|ing) the (?:complexities|challenges|world)"),
    ("realm", r"in the realm of"),
    ("delve delves delving", r"delv(?:e|es|ing) (?:into|deeper)"),
    ("dive", r"dive (?:into|deeper)"),
    ("comes", r"when it comes to"),
    ("day", r"at the end of the day"),
    ("range array variety", r"a wide (?:range|array|variety) of"),
    ("myriad plethora", r"a (?:myriad|plethora) of"),
    ("you're", r"whether you're"),
    ("further", r"look no further"),
    ("embark embarking", r"embark(?:ing)? on"),
    ("unlock unlocking", r"unlock(?:ing)? the"),
    ("harness harnessing", r"harness(?:ing)? the power"),
    ("game-changer changer", r"game[- ]changer"),
    ("cutting-edge cutting", r"cutting[- ]edge"),
    ("pave paves paving", r"pav(?:e|es|ing) the way"),
    ("shed sheds shedding", r"sh(?:ed|eds|edding) (?:new )?light on"),
    ("deeper", r"a deeper understanding"),
    ("foremost", r"first and foremost"),
    ("doing", r"by doing so"),
    ("takeaway takeaways", r"key takeaways?"),
    ("insight insights", r"valuable insights?"),
    ("holistic", r"holistic"),
    ("seamless seamlessly", r"seamless(?:ly)?"),
    ("robust", r"robust"),
    ("landscape", r"landscape"),
    ("elevate", r"elevate your"),
    ("helps", r"i hope this helps"),
    ("free", r"feel free to"),
    ("question", r"great question"),
    ("just", r"(?:not|more than) just"),
    ("serve serves serving", r"serv(?:e|es|ing) as an?"),
    ("underscore underscores underscoring", r"underscor(?:e|es|ing) the (?:importance|need)"),
    ("crucial pivotal", r"an? (?:crucial|pivotal)"),
    ("importance", r"the importance of"),
    ("conclusion summary summarize", r"in conclusion|in summary|to summarize"),
    ("balance", r"strik(?:e|es|ing) a balance"),
    ("foster fosters fostering", r"foster(?:s|ing)? (?:a|an|the)"),
    ("aim aims", r"aims? to"),
    ("ensure ensures ensuring", r"ensur(?:e|es|ing) that"),
    ("help", r"(?:can|will) help"),
    ("designed", r"designed to"),
    ("comprehensive", r"comprehensive"),
    ("sense", r"a sense of"),
    ("vibrant bustling nestled", r"vibrant|bustling|nestled"),
)

TOKEN_FEATURE_NAMES: tuple[str, ...] = (
    *"wlen long_word zipf rare marker contraction caps digit".split(),
    *(f"fw:{w}" for w in FUNCTION_WORDS),
)
TEXT_FEATURE_NAMES: tuple[str, ...] = tuple(
    """
    p_comma p_semicolon p_colon p_dash p_paren p_question p_exclaim p_quote p_ellipsis
    sent_len_log sent_len_cv short_sent long_sent
    open_connector open_pronoun open_demonstrative open_participle open_by_ing open_conj
    open_subord open_det
    not_only triplet ing_tail which_clause stock_phrase ttr fragment
    """.split()
)
# Punctuation is per word; sentence shape is the log mean length, its coefficient of
# variation and the shares of short (<= 8 words) and long (>= 30) sentences; openers and
# clause shapes are per sentence, stock phrases per word; ttr is 1 - repeated chunks per word
# (per word, so that contracting "it is" to "it's" leaves it alone). `fragment` is a count,
# not a rate: sentences of at most three words, all of them connector words, closed by a
# full stop ("All told.", "In short.", "Even so."), and sentences opening with a "that"
# clause ("That such a program would ..."): what a broken sentence split leaves behind.
# People write "Why?" and "Perhaps." but hardly ever a bare connector.
FEATURE_NAMES: tuple[str, ...] = TOKEN_FEATURE_NAMES + TEXT_FEATURE_NAMES

_FW_INDEX = {w: i for i, w in enumerate(FUNCTION_WORDS)}
_TOKEN_INDEX = {name: i for i, name in enumerate(TOKEN_FEATURE_NAMES)}
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*|\d+(?:[.,]\d+)*")
_OPENER = re.compile(r"[\W\d_]*([^\W\d_]+(?:['’][^\W\d_]+)?)[ \t]*,?[ \t]*([^\W\d_]*)")
_CONNECTOR = re.compile(
    r"[\W\d_]*(?:" + "|".join(sorted(CONNECTOR_OPENERS, key=len, reverse=True)) + r"),",
    re.I,
)
_NOT_ONLY = re.compile(r"not only\b[^.!?]{0,160}?\bbut\b")
_TRIPLET = re.compile(r", [^\W\d_]+(?:[ -][^\W\d_]+){0,2},? (?:and|or) [^\W\d_]")
_ING_TAIL = re.compile(r", (?:[a-z]+ly )?[a-z]{2,}ing\b")
# Each runs only when an anchor word is present, so the leading \b (which stops the regex
# engine from skipping ahead on a literal prefix) costs little.
_STOCK = tuple(re.compile(r"\b(?:" + p + r")\b") for _, p in _STOCK_PHRASES)


def _anchor_index() -> dict[str, tuple[int, ...]]:
    """anchor word -> the stock phrases (indices into _STOCK) it can trigger."""
    index: dict[str, tuple[int, ...]] = {}
    for i, (anchors, _) in enumerate(_STOCK_PHRASES):
        for anchor in anchors.split():
            index[anchor] = (*index.get(anchor, ()), i)
    return index


_STOCK_ANCHORS = _anchor_index()
_SUFFIX_WORDS = (
    ("n't", "not"), ("'re", "are"), ("'ve", "have"), ("'ll", "will"), ("'d", "would"),
    ("'m", "am"),
)  # fmt: skip
_NT_BASES = {"ca": "can", "wo": "will", "sha": "shall", "ai": "is"}
_S_CONTRACTIONS = frozenset(
    "it's that's there's here's what's let's he's she's who's where's how's".split()
)
_SENTENCE_END = (".", "!", "?", "…")
_CLOSERS = "\"'”’)]*_"
_ABBREVIATIONS = frozenset("mr. mrs. ms. dr. st. e.g. i.e. vs. cf. no. fig.".split())
_SUBJECT_PRONOUNS = frozenset("i we you he she it they".split())
_DEMONSTRATIVES = frozenset("this these that those such".split())
_CONJ = frozenset("and but so or yet plus".split())
_SUBORD = frozenset(
    "when while if although though because since as once whether until after before "
    "whereas unless".split()
)
_DET = frozenset("the a an".split())
# "Through X-ing" is what a rewrite of "By X-ing" tends to become; same shape, same feature.
_INSTRUMENT = frozenset("by through via".split())
_ING_NOT_PARTICIPLE = frozenset(
    "during nothing something anything everything morning evening thing king spring string "
    "bring sing ring wing ceiling building according".split()
)
_CONNECTOR_FIRST = frozenset(c.split()[0] for c in CONNECTOR_OPENERS)
_OPENER_CHUNKS = 12  # how far into a sentence the opener checks look
# "That such a program would ..." as a sentence: the second half of a split "..., and that
# such ...". Not one sentence of the 9,000 in the training texts opens like this.
_THAT = frozenset({"That ", "that "})
_THAT_CLAUSE = re.compile(
    r"[Tt]hat (?:the|a|an|such|this|these|those|its|their|his|her|our|it|they|he|she|we) "
)
_FULL_STOP = re.compile(r"(?<![.])\.[\"'”’)\]*_]*\s*$")  # a single full stop ends it
_FRAGMENT_WORDS = frozenset(
    " ".join(CONNECTOR_OPENERS).split()
    + "all told course sum whole after even so still yet then anyway besides also too".split()
)


class Chunk(NamedTuple):
    """What the features need from one whitespace-separated chunk of text."""

    words: int  # how many words (_WORD matches) it holds
    ends_sentence: bool
    profile: dict[str, float]  # summed token features of its words
    stock: tuple[int, ...]  # stock phrases its words may start


@lru_cache(maxsize=1)
def markers() -> frozenset[str]:
    """Assistant-style vocabulary: the `style` rows of the excess-words list (MIT, see
    data/excess_words.LICENSE), minus our function words, which are measured one by one."""
    raw = resources.files("humanizer.engine").joinpath("data/scorer_markers.json").read_text()
    words: list[str] = json.loads(raw)["words"]
    return frozenset(w for w in words if w not in _FW_INDEX)


@lru_cache(maxsize=1)
def _frequencies() -> dict[str, float]:
    """wordfreq's English table: the one zipf_frequency reads, cached by wordfreq itself,
    so the language check and the scorer share one copy."""
    table: dict[str, float] = get_frequency_dict("en", wordlist="best")
    return table


def zipf(low: str) -> float:
    """The Zipf frequency of a lower-cased word: zipf_frequency(low, "en") for the words in
    wordfreq's table, 0 for the rest. Read straight from the table, because every candidate
    brings new words and zipf_frequency's tokenizer costs ~25 us per uncached word."""
    freq = _frequencies().get(low)
    return round(math.log10(freq) + 9.0, 2) if freq else 0.0


def _norm(token: str) -> str:
    return token.lower().replace("’", "'")


def _expansion(low: str) -> tuple[str, ...] | None:
    """The words a contraction stands for ("don't" -> do, not), or None for other words.
    Scoring a contraction as its words plus a `contraction` mark means contracting changes
    only that mark, not the function-word profile or the sentence length."""
    if "'" not in low:
        return None
    if low in _S_CONTRACTIONS:
        return ("let", "us") if low == "let's" else (low[:-2], "is")
    for suffix, word in _SUFFIX_WORDS:
        if low.endswith(suffix) and len(low) > len(suffix):
            base = low[: -len(suffix)]
            return _NT_BASES.get(base, base), word
    return None


def token_profile(token: str) -> dict[str, float]:
    """The non-zero token features of one word, by name (see TOKEN_FEATURE_NAMES)."""
    out = {"wlen": float(min(len(token), 20))}
    if len(token) >= 10:
        out["long_word"] = 1.0
    if token[0].isdigit():
        out["digit"] = 1.0
        return out
    low = _norm(token)
    frequency = zipf(low)
    if frequency:
        out["zipf"] = frequency
    if frequency < 3.0:
        out["rare"] = 1.0
    if low in markers():
        out["marker"] = 1.0
    if token[0].isupper():
        out["caps"] = 1.0
    if low in _FW_INDEX:
        out["fw:" + low] = 1.0
    return out


def _word_units(word: str) -> tuple[int, dict[str, float]]:
    """How many words `word` counts as, and their summed token features."""
    parts = _expansion(_norm(word))
    if parts is None:
        return 1, token_profile(word)
    profile: dict[str, float] = {"contraction": 1.0}
    for part in parts:
        for name, value in token_profile(part).items():
            profile[name] = profile.get(name, 0.0) + value
    if word[0].isupper():
        profile["caps"] = profile.get("caps", 0.0) + 1.0
    return len(parts), profile


def chunk_info(chunk: str) -> Chunk:
    """Analyse one whitespace-free chunk (a word with its punctuation, or several words
    joined by hyphens or slashes)."""
    words = 0
    profile: dict[str, float] = {}
    stock: tuple[int, ...] = ()
    for w in _WORD.findall(chunk):
        units, prof = _word_units(w)
        words += units
        for name, value in prof.items():
            profile[name] = profile.get(name, 0.0) + value
        stock += _STOCK_ANCHORS.get(_norm(w), ())
    stock += _STOCK_ANCHORS.get(_norm(chunk.strip(".,;:!?\"'()[]“”‘’*")), ())
    bare = chunk.rstrip(_CLOSERS)
    ends = bare.endswith(_SENTENCE_END) and bare.lower().lstrip("(\"'“‘") not in _ABBREVIATIONS
    return Chunk(words, ends, profile, tuple(sorted(set(stock))))


def _opener_kind(head: str) -> int:
    """Which opening (index into the open_* features) a sentence starting with `head` has,
    or -1 for none of them."""
    m = _OPENER.match(head)
    if m is None:
        return -1
    first = _norm(m.group(1))
    parts = _expansion(first)
    if parts is not None:  # "It's" opens like "It is"
        first = parts[0]
    if first in _CONNECTOR_FIRST and _CONNECTOR.match(head):
        return 0
    if first in _SUBJECT_PRONOUNS:
        return 1
    if first in _DEMONSTRATIVES:
        return 2
    if first.endswith("ing") and len(first) > 4 and first not in _ING_NOT_PARTICIPLE:
        return 3 if "," in head else -1
    if first in _INSTRUMENT and m.group(2).endswith("ing"):  # "By / Through X-ing, ..."
        return 4
    if first in _CONJ:
        return 5
    if first in _SUBORD:
        return 6
    if first in _DET:
        return 7
    return -1


def text_features(text: str, chunks: list[str], infos: list[Chunk]) -> list[float]:
    """The text features, in TEXT_FEATURE_NAMES order, of `text` split into `chunks`
    (str.split per line) with their `infos`."""
    n = 0
    lengths: list[int] = []
    heads: list[str] = []
    stock: set[int] = set()
    current = 0
    start = 0
    last = len(chunks) - 1
    for i, (words, ends, _, anchors) in enumerate(infos):
        n += words
        current += words
        if anchors:
            stock.update(anchors)
        if ends or i == last:
            if current:
                lengths.append(current)
                heads.append(" ".join(chunks[start : min(i + 1, start + _OPENER_CHUNKS)]))
            current = 0
            start = i + 1
    if n == 0:
        return [0.0] * len(TEXT_FEATURE_NAMES)
    inv = 1.0 / n
    count = text.count
    feats = [
        count(",") * inv,
        count(";") * inv,
        count(":") * inv,
        (count("—") + count("–") + count(" - ") + count("--")) * inv,
        count("(") * inv,
        count("?") * inv,
        count("!") * inv,
        (count('"') + count("“") + count("”")) * inv,
        (count("...") + count("…")) * inv,
    ]
    k = len(lengths)
    mean = n / k
    var = sum((x - mean) ** 2 for x in lengths) / k
    feats += [
        math.log1p(mean),
        math.sqrt(var) / mean,
        sum(x <= 8 for x in lengths) / k,
        sum(x >= 30 for x in lengths) / k,
    ]
    opens = [0.0] * 8
    for head in heads:
        kind = _opener_kind(head)
        if kind >= 0:
            opens[kind] += 1.0
    ks = 1.0 / k
    feats += [x * ks for x in opens]
    low = text.lower()
    spaced = low.split()
    feats += [
        len(_NOT_ONLY.findall(low)) * ks if "not only" in low else 0.0,
        len(_TRIPLET.findall(text)) * ks if " and " in text or " or " in text else 0.0,
        len(_ING_TAIL.findall(text)) * ks if "ing" in text else 0.0,
        count(", which") * ks,
        sum(len(_STOCK[j].findall(low)) for j in stock) * inv if stock else 0.0,
        max(0.0, 1.0 - (len(spaced) - len(set(spaced))) * inv),
        float(
            sum(
                all(w in _FRAGMENT_WORDS for w in _WORD.findall(head.lower()))
                for length, head in zip(lengths, heads, strict=True)
                if length <= 3 and _FULL_STOP.search(head)
            )
            + sum(1 for head in heads if head[:5] in _THAT and _THAT_CLAUSE.match(head))
        ),
    ]
    return feats


class _LineEnd(str):
    """A marker chunk standing for a line break, so that lines end sentences."""


_LINE_END = _LineEnd("")


def split_chunks(text: str) -> list[str]:
    """str.split(), with a line-end marker after each non-empty line when the text has
    several lines (headings and list items end without a full stop)."""
    if "\n" not in text:
        return text.split()
    out: list[str] = []
    for line in text.splitlines():
        parts = line.split()
        if parts:
            out += parts
            out.append(_LINE_END)
    return out


_LINE_END_INFO = Chunk(0, True, {}, ())


def info_of(chunk: str) -> Chunk:
    """chunk_info, with the line-end marker recognised."""
    return _LINE_END_INFO if chunk is _LINE_END else chunk_info(chunk)


def extract(text: str) -> list[float]:
    """All features of `text`, in FEATURE_NAMES order: the reference the fast scorer matches."""
    chunks = split_chunks(text)
    infos = [info_of(c) for c in chunks]
    acc = [0.0] * len(TOKEN_FEATURE_NAMES)
    n = 0
    for info in infos:
        n += info.words
        for name, value in info.profile.items():
            acc[_TOKEN_INDEX[name]] += value
    if n:
        acc = [a / n for a in acc]
    return acc + text_features(text, chunks, infos)
