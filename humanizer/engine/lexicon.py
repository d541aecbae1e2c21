"""The lexical layer: assistant-style words and stock phrases replaced with plain wording.

The table (data/lexicon.tsv) is expanded once at import into every inflected surface form
(lemminflect), so "delves" becomes "digs into"'s "digs" and "leveraging" becomes "using".
All forms compile into one trie-shaped regex; a match is replaced only when it is safe:
the case shows it is not part of a name, a verb form is not being used as a noun or
adjective, and the replacement would not echo a neighbouring word ("the vital importance"
never becomes "the important importance"). A preceding a/an is re-agreed with the
replacement. Hyphenated compounds and words inside other words are never touched.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources

import lemminflect  # type: ignore[import-untyped]

from humanizer.engine.clauses import PARTICIPLE_END
from humanizer.engine.hygiene import article_for
from humanizer.engine.protect import MASK_CLASS

__all__ = ["ENTITIES", "ENTITY_REACH", "Lexicon", "article_for", "load_lexicon"]

DETERMINERS = frozenset(
    "a an the this that these those its their our his her my your whose each every any some "
    "no another such".split()
)
_PRONOUN_DETERMINERS = frozenset(("this", "that"))
# words after which a bare verb form (VB/VBP) is really a verb, not a noun
VERB_CONTEXT = frozenset(
    "to can could will would shall should must might may do does did not never we you they i "
    "and or also better help helps let lets please cannot often always just then "
    "don't can't won't doesn't didn't shouldn't wouldn't couldn't".split()
)
# words after which an -s form is a plural noun, not a verb
_NOUN_BEFORE = frozenset(
    "using with of for in on by from few many some several two three four five six seven eight "
    "nine ten twelve dozen more most all both no".split()
)
# words that may follow an imperative at the start of a sentence
OBJECT_START = frozenset("your the our this these a an their my its every all".split())
_BASE_CONTEXT = frozenset(
    "to can could will would shall should must might may do does did don't doesn't didn't "
    "can't won't cannot".split()
)
# auxiliaries that make an ambiguous -ed form a past participle
PARTICIPLE_CONTEXT = frozenset(
    "have has had having is are was were be been being get gets got 's 've".split()
)
_WORD = re.compile(r"[\w'\u2019]+")
# everyday wording a plain register (professional, formal, academic) never takes: an option
# holding one of these is skipped there, and a word with no other option is left as written
# ("people" for "individuals": clinical and academic writing keeps its own word)
_INFORMAL = re.compile(
    # ("dig", not "dig\w*": "in the digital age" is no everyday word)
    r"\b(?:a lot|lots of|plenty of|big|boost\w*|no doubt|dig|digs|digging|show\w* off|a must|"
    r"look\w* hard|"
    r"count\w* for|turn\w* up|shore\w* up|speed\w* up|sea change|find your way|must-have|"
    r"tell\w* us|show\w* us|get\w* into|got into|all kinds of|all sorts of|right in|hugely|"
    r"mak\w* sure|made sure|around|speak\w* to|spoke to|fit\w* with|mostly|these days|"
    r"get the most out of|people|roughly|a whole range of)\b"
)
_NAME_FOLLOWS = re.compile(rf"[ \t]+(?:[A-Z]|[{MASK_CLASS}])")
# "In the realm of Cognitive Neuroscience, few ...": a sentence's opening field of two or more
# capitalised words, set off by its comma (a one-word realm may be a world: "the realm of Death")
_FIELD_FOLLOWS = re.compile(
    r"[ \t]+[A-Z][\w-]*(?:(?:[ \t]+[A-Z][\w-]*){1,3}(?:[ \t]+[a-z][\w-]*)?|"
    # (one word, where a claim about it follows: "In the realm of Git, few commands")
    r"(?=,[ \t]+(?:few|many|most|some|no|every|each|there|it|this|the|we|you)\b)),"
)
_OWNER_FOLLOWS = re.compile(r"[ \t]+[A-Z][\w-]*(?:[ \t]+[A-Z][\w-]*){0,3}['\u2019]s\b")
_SENTENCE_START = re.compile(rf"^[\W{MASK_CLASS}]*$")

# one table row: kind, source, options, flags
Row = tuple[str, str, tuple[str, ...], str]


@dataclass(slots=True)
class Rule:
    keep: bool = False
    by_tag: dict[str, tuple[str, ...]] = field(default_factory=dict)  # tag "" = uninflected
    needs_verb_context: frozenset[str] = frozenset()  # tags whose form is also a noun
    is_verb: bool = False
    plural_noun: bool = False  # the -s form is also a plural noun ("bolsters", "assists")
    before_name_kept: bool = False  # flag n: "in the realm of Death" is a domain
    # flag c: "is a testament to X, and a lifeline" (the second noun hangs on "is"), "is a
    # testament to the builders who ..." ("reflects the builders" reads wrong)
    governs_more_kept: bool = False
    # flag o: the options need an object ("then uncover, lower the heat": no "then find,")
    needs_object: bool = False
    # flag j: an adjective that is also a noun, replaced only as the adjective ("is
    # imperative"), kept as the noun ("a business imperative" is no "a business vital")
    predicate_only: bool = False
    # an adjective that is also a verb form ("compelling", "tailored"): kept as the verb
    participle: bool = False


@lru_cache(maxsize=4096)
def _inflect(word: str, tag: str, upos: str) -> str:
    if tag in ("VBD", "VBN"):
        return _forms(word, upos).get(tag, (word,))[0]
    forms = lemminflect.getInflection(word, tag, inflect_oov=True)
    return forms[0] if forms else word


def _forms(head: str, upos: str) -> dict[str, tuple[str, ...]]:
    forms = dict(lemminflect.getAllInflections(head, upos=upos))
    if not forms:
        tags = ("VB", "VBZ", "VBD", "VBN", "VBG") if upos == "VERB" else ("NN", "NNS")
        forms = {t: tuple(lemminflect.getInflection(head, t, inflect_oov=True)) for t in tags}
    forms.setdefault("VB" if upos == "VERB" else "NN", (head,))
    if upos == "VERB" and "VBD" in forms:
        # lemminflect leaves out a regular verb's VBN (it equals its VBD): without it,
        # "have demonstrated" would take the replacement's past tense ("have showed")
        forms.setdefault("VBN", forms["VBD"])
        past, participle = forms["VBD"], forms["VBN"]
        if past[0].endswith("ed") and participle[0] != past[0] and participle[0] in past:
            # ("Gary has blent stories", round 77: lemminflect lists the old "blent",
            # "spelt" first as participles; the past tense's own first form is the usual one)
            forms["VBN"] = (past[0], *participle)
    return forms


class Lexicon:
    """A compiled replacement table. `apply` rewrites one masked sentence."""

    def __init__(self, rows: list[Row]) -> None:
        self.rules: dict[str, Rule] = {}
        self.vocabulary: set[str] = set()
        for kind, source, options, flags in rows:
            self.vocabulary.update(_WORD.findall(source.lower()))
            for option in options:
                self.vocabulary.update(_WORD.findall(option.lower()))
            if kind == "K":
                self.rules[source] = Rule(keep=True)
            elif kind == "L":
                self.rules[source] = Rule(
                    by_tag={"": options},
                    before_name_kept="n" in flags,
                    needs_object="o" in flags,
                    predicate_only="j" in flags,
                    participle=source.endswith(("ing", "ed"))
                    and " " not in source
                    and "VERB" in lemminflect.getAllLemmas(source),
                )
            elif kind == "V":
                self._add_verb(source, options, flags)
            elif kind == "N":
                self._add_noun(source, options)
        for rule_key, rule in self.rules.items():
            self.vocabulary.update(_WORD.findall(rule_key))
            for replaced in rule.by_tag.values():
                for option in replaced:
                    self.vocabulary.update(_WORD.findall(option.lower()))
        from humanizer.engine.trie import trie_pattern

        trie = trie_pattern(self.rules)
        bound_l, bound_r = r"(?<![\w'\u2019-])", r"(?![\w'\u2019-])"
        self.pattern = re.compile(
            rf"{bound_l}(?:(?P<w>{trie}){bound_r}|(?P<art>an?)[ \t]+(?P<w2>{trie}){bound_r})",
            re.IGNORECASE,
        )

    def _add_verb(self, source: str, options: tuple[str, ...], flags: str) -> None:
        head, _, rest = source.partition(" ")
        tail = f" {rest}" if rest else ""
        for tag, forms in _forms(head, "VERB").items():
            if ("p" in flags and tag in ("VBD", "VBN")) or ("g" in flags and tag == "VBG"):
                continue
            replaced = tuple(_inflect_first(option, tag) for option in options)
            for form in forms:
                rule = self.rules.setdefault(form + tail, Rule(is_verb=True))
                if rule.keep:
                    continue
                rule.by_tag[tag] = replaced
                rule.governs_more_kept = "c" in flags
                rule.before_name_kept = "n" in flags
                rule.needs_object = "o" in flags
                if "b" in flags and tag in ("VB", "VBP"):
                    rule.needs_verb_context = rule.needs_verb_context | {tag}
                if "b" in flags and tag == "VBZ":
                    rule.plural_noun = True

    def _add_noun(self, source: str, options: tuple[str, ...]) -> None:
        lead, _, head = source.rpartition(" ")
        lead = f"{lead} " if lead else ""
        for tag, forms in _forms(head, "NOUN").items():
            replaced = tuple(_inflect_last(option, tag) for option in options)
            for form in forms:
                if tag == "NNS" and form == head and len(forms) > 1:
                    continue  # "tapestry" listed as a plural too: keep its singular reading
                self.rules.setdefault(lead + form, Rule()).by_tag[tag] = replaced

    def apply(
        self,
        text: str,
        rng: random.Random,
        plain: bool = False,
        imperative: bool = False,
        context: frozenset[str] = frozenset(),
        near: frozenset[str] = frozenset(),
    ) -> str:
        """Replace every safe hit in one masked sentence; choices drawn from `rng`. A `plain`
        register takes no everyday option ("a lot", "big", "boost"). With `imperative` (a
        heading or label: "Embrace Flexibility") a bare verb at the start is an order.
        `context` (the words of the sentence's paragraph, `words_in`) holds words a choice
        must not repeat: "we'll delve into X. We'll explore Y" takes no second "explore".
        `near` (the words of the paragraphs around) holds words a choice avoids where another
        option is left: "a key season" ... "will be key" ... "Key dates" read mechanical."""
        seen = words_in(text) | context

        def _sub(match: re.Match[str]) -> str:
            nonlocal seen
            source = match.group("w") or match.group("w2")
            start = match.start("w") if match.group("w") else match.start("w2")
            replacement = _choose(
                self.rules,
                source,
                match.string,
                start,
                start + len(source),
                rng,
                seen,
                plain,
                imperative,
                near,
            )
            if replacement is None:
                return match.group()
            # a later hit must not repeat this choice: "could help explain X and help explain Y"
            seen = seen | words_in(replacement)
            article = match.group("art")
            if article is None:
                return replacement
            if not replacement:
                return article
            return f"{article_for(replacement, article[0].isupper())} {replacement}"

        # ", boasting quartz countertops" as ", having quartz countertops" read as a grammar
        # drill: after a comma the participle lists what a thing has, which "with" says
        text = _BOASTING.sub(", with", text)
        if "rior to" in text:
            text = _PRIOR_BEING.sub(_before_clause, text)
        if " role in" in text:
            used = set(seen | near)

            def _role(match: re.Match[str]) -> str:
                rebuilt = _role_in(match, rng, plain, frozenset(used))
                used.update(words_in(rebuilt))  # (not twice in a sentence either)
                return rebuilt

            text = _ROLE_IN.sub(_role, text)
            seen = words_in(text) | context
        return self.pattern.sub(_sub, text)


def _inflect_first(phrase: str, tag: str) -> str:
    head, _, rest = phrase.partition(" ")
    if tag in ("VB", "VBP"):
        return phrase
    return _inflect(head, tag, "VERB") + (f" {rest}" if rest else "")


def _inflect_last(phrase: str, tag: str) -> str:
    lead, _, head = phrase.rpartition(" ")
    if tag == "NN":
        return phrase
    return (f"{lead} " if lead else "") + _inflect(head, tag, "NOUN")


def _previous_words(text: str, start: int) -> list[str]:
    return [w.lower() for w in _WORD.findall(text[max(0, start - 40) : start])[-2:]]


_GIVE_VERBS = frozenset(
    "give gives gave giving given offer offers offered offering lend lends lent lending "
    "bring brings brought bringing".split()
)
_OBJECT_PRONOUNS = frozenset("you us them".split())
# (function words and pronouns are no repetition: "I hope you're well. I wanted to thank you")
_SHORT_WORDS = frozenset(
    "the and for with its out into onto from that this you your our they them their".split()
)
# "help mid-sized teams leverage automated matching": a bare verb after help/let + object
_HELP_OBJECT = re.compile(
    r"\b(?:help|helps|helped|helping|let|lets|letting)[ \t]+(?:[\w-]+[ \t]+){1,3}$", re.I
)
_MAKE_BEFORE = re.compile(r"\b(?:make|makes|made|making)(?:[ \t]+[\w-]+){0,3}[ \t]+$", re.I)


# a figure the writer carries on keeps its word: "a tapestry ... how quickly that tapestry can
# unravel" has no "mix" that unravels
_METAPHORS = {
    "tapestr": frozenset(
        "weave weaves woven weaving wove thread threads threaded unravel unravels unraveled "
        "unravelled unraveling unravelling fabric stitch stitched stitches loom frayed fray "
        "paint paints painted painting".split()  # ("painted a lurid tapestry": no "mix")
    ),
}
# what "individuals" is set against where it is a legal or statistical category: "$12,500 for
# individuals ($6,250 for businesses)" ("people" blurs it: businesses are run by people)
ENTITIES = (
    "business(?:es)?|compan(?:y|ies)|corporations?|entit(?:y|ies)|organi[sz]ations?|employers?|"
    "households?|couples?|famil(?:y|ies)|firms?|partnerships?|trusts?|estates?|LLCs?"
)
_ENTITY_NEAR = re.compile(rf"\b(?:{ENTITIES})\b", re.I)
ENTITY_REACH = 40  # characters either side of "individuals" (the tone layer's swap reads it too)


_MASK_BEFORE = re.compile(rf"[{MASK_CLASS}][ \t]+$")
_NO_OBJECT = re.compile(r"[ \t]*(?:[,.;:!?)]|$|(?:and|or)\b)")


def _object_slot(text: str, start: int, before: list[str]) -> bool:
    """Whether an -s form at `start` stands where a noun goes: after a preposition, a
    number or a verb ("uses bolsters", "added 6 assists"); a verb does not follow a verb."""
    if _MASK_BEFORE.search(text, max(0, start - 4), start):
        return True  # a figure: "6 assists"
    if not before:
        return False
    word = before[-1]
    if word in _NOUN_BEFORE or word.isdigit():
        return True
    return word.endswith(("s", "ed")) and "VERB" in lemminflect.getAllLemmas(word)


def _used_elsewhere(option: str, source: str, seen: frozenset[str]) -> bool:
    """Whether a new word of the option, or another form of it, is already nearby (`seen`:
    the words around it): "a pioneering chemist whose groundbreaking research" must not get
    a second "pioneering", nor "is being scrutinized ... regulators are examining" an
    "examined"."""
    return _repeats(option, source, seen) > 0


def _repeats(option: str, source: str, seen: frozenset[str]) -> int:
    """How many new words of the option are already nearby, in any of their forms."""
    own = set(_SEEN_WORD.findall(source))
    new = set(_SEEN_WORD.findall(option.lower())) - own
    count = 0
    for word in new - _SHORT_WORDS:
        if len(word) < 3:
            continue
        if word in seen:
            count += 1
        elif len(word) >= 7:  # a long word's stem ("exami" for "examined") finds its other
            # forms (not in the phrase it replaces: "help in determining" -> "help determine")
            stem = word[:-3]
            count += any(w.startswith(stem) and w not in own for w in seen)
    return count


_PERSON_NEXT = re.compile(
    r"[ \t]+(?:(?:the|our|your|their|his|her|its|these|those)[ \t]+(?:[\w-]+[ \t]+)?"
    r"(?:[a-z]+(?:ers|ors|ists|ians)|people|team|staff|volunteers|men|women|families|"
    # ("her" with a noun after it is a determiner: "a testament to her passion" names no one)
    r"community)|you|him|her(?![ \t]+[a-z])|them|us|me)\b",
    re.I,
)
# a second noun the "is" also governs: "is a testament to X — and a crucial lifeline"
_SECOND_NOUN = re.compile(r"\band[ \t]+(?:a|an|also[ \t]+a|also[ \t]+an)\b", re.I)
_SECOND_THAT = re.compile(r"\b(?:and|or|but)[ \t]+that\b|,[ \t]+that\b", re.I)
_SEEN_WORD = re.compile(r"[a-z]+(?:['\u2019][a-z]+)*")


@lru_cache(maxsize=256)  # (a paragraph's words serve each of its sentences)
def words_in(text: str) -> frozenset[str]:
    """The lower-case words of `text`, for `_used_elsewhere`."""
    return frozenset(_SEEN_WORD.findall(text.lower()))


def _stem_clash(option: str, neighbours: list[str]) -> bool:
    for word in option.lower().split():
        for other in neighbours:
            if word == other or (len(word) >= 5 and len(other) >= 5 and word[:5] == other[:5]):
                return True
    return False


_FUNCTION_END = re.compile(r" (?:that|of|to|for|with|in|on|the|a|an)$")
_NO_OBJECT_AHEAD = re.compile(rf"[ \t]*(?:[^\w\s{MASK_CLASS}]|$|(?:and|or|then|for|until|after)\b)")
# words that take no degree: "how crucial X is" is no "how key X is"
_DEGREE = frozenset(
    "how so too as very really quite more most less increasingly extremely particularly "
    "especially".split()
)
_UNGRADED = frozenset(("key", "central", "vital", "essential"))
# words after which an adjective that is also a noun is the adjective: "is imperative",
# "it's imperative", "absolutely imperative", "makes it imperative"
_PREDICATE_BEFORE = _DEGREE | frozenset(
    "is are was were be been being am remain remains remained become becomes became seem "
    "seems seemed appear appears appeared prove proves proved feel feels felt it absolutely "
    "truly equally especially particularly all now still also doubly critically even".split()
)
# what follows a verb form used as a verb: "tailored the plan", "compelling them to"
_VERB_OBJECT = frozenset(
    "the a an his her their our my your its them him us me this these those".split()
)
_SUBJECTS = frozenset("i we you they he she who".split())
_PARTICLES = frozenset("about around off away up down back".split())
_BE = frozenset("is are was were be been being am 's 're".split())
_OBJECT_TO = re.compile(r"[ \t]+[\w-]+[ \t]+to[ \t]+\w")  # "is compelling firms to disclose"


def _used_as_verb(key: str, before: list[str], after: list[str], text: str, end: int) -> bool:
    """Whether an adjective that is also a verb form stands as the verb: "we tailored the
    plan", "is compelling companies to disclose", "were bustling about" (no "we custom the
    plan", "is strong companies", "were lively about")."""
    following = after[0].lower() if after else ""
    if following in _VERB_OBJECT:
        return True
    previous = before[-1] if before else ""
    if key.endswith("ed"):
        return previous in _SUBJECTS
    return following in _PARTICLES or (previous in _BE and bool(_OBJECT_TO.match(text, end)))


_BOASTING = re.compile(r",[ \t]+boasting(?![ \t]+(?:about|of|that)\b)(?=[ \t]+\w)")
# "prior to any sanctions being applied" -> "before any sanctions are applied": "before any
# sanctions being applied" and "before service being reinstated" read broken (round 85)
_PRIOR_BEING = re.compile(
    rf"\b([Pp])rior to((?:[ \t]+[\w{MASK_CLASS}'\u2019-]+){{1,4}}?)[ \t]+being[ \t]+"
    rf"(?=[a-z]+{PARTICIPLE_END}\b)"
)
# "plays a crucial role in shaping" -> "is central to shaping": readers found every "plays a
# key/essential part in" still a stock phrase (rounds 84-86); the verb goes, and the claim
# stays as strong ("vital" and "essential" say a need, which "central" does not)
_ROLE_IN = re.compile(
    r"(?<![\w'\u2019-])(?:(?P<adv>also|often|still|increasingly|now|already|clearly|"
    r"certainly|undoubtedly|arguably|typically|usually|always)[ \t]+)?"
    r"(?P<verb>plays|play|played)[ \t]+an?[ \t]+"
    r"(?P<adj>crucial|vital|pivotal|critical|key|essential|integral)[ \t]+role[ \t]+in"
    # ("a key role in determining success" as "key to determining success" read awkward)
    r"(?=[ \t]+(?!determining\b|deciding\b)[\w(\"\u201c])"
)
_NEED_ADJECTIVES = frozenset(("vital", "essential", "critical"))
# ("each of us plays a crucial role", "everyone plays": not all of them can be at the centre)
_ROLE_GROUP = frozenset("everyone everybody each all every one".split())
_PERFECT = frozenset(("has", "have", "had", "'s", "'ve"))
_ROLE_SKIP_BEFORE = frozenset(
    "do does did don't doesn't didn't help helps helped let lets make makes made them us "
    "him her me i".split()
)
# "are both pleasing and play a central role in": the conjunct shares its "are" ("are both
# pleasing and central to", not "and are central to")
_BE_CONJUNCT = re.compile(
    r"\b(?:is|are)[ \t]+(?:both[ \t]+)?[\w-]+(?:[ \t]+[\w-]+)?[ \t]+and[ \t]+$"
)
# "a crucial role in planning and in delivery": the second "in" needs the first; "a vital
# role in public health, not just by protecting" says how the part is played; and "an
# essential role in her plans, and a rather smaller one in his" needs its noun (round 89)
_SECOND_IN = re.compile(
    r"[^.;:!?\n]{0,120}?\b(?:(?:and|or|but|as well as)[ \t]+in|by[ \t]+[a-z]+ing|"
    r"an?[ \t]+(?:[a-z]+[ \t]+){0,2}one)[ \t]"
)
_SIZES = frozenset("smaller larger bigger lesser greater similar".split())
_MODAL_OR_TO = _BASE_CONTEXT - frozenset("do does did don't doesn't didn't".split())


def _role_in(match: re.Match[str], rng: random.Random, plain: bool, used: frozenset[str]) -> str:
    """The verb of "plays a crucial role in" as "be", inflected by the subject's verb form,
    or the phrase untouched where that form does not tell ("Sleep played": was or were?) or
    where every option's word is `used` nearby ("Sleep is key to ... adequate sleep is key
    to" read stock, round 86): the table's "plays a key part in" is left for it. ("helps
    promote X" for "plays a crucial role in promoting X", which round 87 readers asked for,
    lost a blind read 2 to 25: it weakened the claim.)"""
    before = _previous_words(match.string, match.start())
    if (
        set(before) & _ROLE_GROUP
        or (before and before[-1] in _ROLE_SKIP_BEFORE)
        or _SECOND_IN.match(match.string, match.end())
        # ("The window had played a rather smaller one" in the next sentence: its noun)
        or ("one" in used and used & _SIZES)
    ):
        return match.group()
    verb, adv = match.group("verb"), match.group("adv")
    adverb = f"{adv} " if adv else ""
    if verb != "played" and _BE_CONJUNCT.search(
        match.string, max(0, match.start() - 60), match.start()
    ):
        lead = adverb
    elif verb == "plays":
        lead = f"is {adverb}"
    elif verb == "played":
        if not before or before[-1] not in _PERFECT:
            return match.group()
        lead = f"{adverb}been "
    elif before and before[-1] in _MODAL_OR_TO:
        lead = f"{adverb}be "
    else:
        lead = f"are {adverb}"
    if match.group("adj") in _NEED_ADJECTIVES:
        options = ["essential to"]
    else:
        options = ["central to"] if plain else ["central to", "key to"]
    own = match.group().lower().split()  # ("an essential role": its own word is no repeat)
    options = [o for o in options if o.split()[0] not in used or o.split()[0] in own]
    if not options:
        return match.group()
    return lead + options[rng.randrange(len(options))]


_PAST_BEFORE = re.compile(r"\b(?:was|were|had|did)\b(?!.*\b(?:is|are|will)\b)", re.I)
_OBJECT_FORMS = frozenset("me him her us them whom".split())


def _before_clause(match: re.Match[str]) -> str:
    words = match.group(2).split()
    last = words[-1].lower()
    if last in _OBJECT_FORMS or last in ("the", "a", "an"):
        return match.group()  # ("prior to them being seated": no "before them are")
    plural = last.endswith("s") and not last.endswith(("ss", "us", "is"))
    past = _PAST_BEFORE.search(match.string, max(0, match.start() - 120), match.start())
    be = ("were" if plural else "was") if past else ("are" if plural else "is")
    return f"{'B' if match.group(1) == 'P' else 'b'}efore{match.group(2)} {be} "
_TODAY_AHEAD = re.compile(r"[^.;:!?\n]{0,80}?\b(?:today|to this day|still|now)\b", re.I)
_COORDINATE_BEFORE = re.compile(
    r"\b(?:the|a|an|this|that|its|their|our|your|his|her)[ \t]+([a-z]+),[ \t]+$"
)


def _graded(option: str) -> str:
    head, _, rest = option.partition(" ")
    if head == "very" and rest:
        return rest  # ("particularly invaluable" is no "especially very valuable")
    return f"important {rest}".rstrip() if head in _UNGRADED else option


def _choose(
    rules: dict[str, Rule],
    source: str,
    text: str,
    start: int,
    end: int,
    rng: random.Random,
    seen: frozenset[str],
    plain: bool = False,
    imperative: bool = False,
    near: frozenset[str] = frozenset(),
) -> str | None:
    key = re.sub(r"[ \t]+", " ", source.lower().replace("\u2019", "'"))
    rule = rules.get(key)
    if rule is None or rule.keep:
        return None
    if any(stem in key and (seen - set(key.split())) & words for stem, words in _METAPHORS.items()):
        return None  # (not the phrase's own weaving: "weaves a rich tapestry of" goes whole)
    if key == "individuals" and _ENTITY_NEAR.search(
        text, max(0, start - ENTITY_REACH), end + ENTITY_REACH
    ):
        return None
    at_start = bool(_SENTENCE_START.match(text[:start]))
    capital = source[0].isupper()
    if capital and not (at_start and source[1:] == source[1:].lower()):
        return None  # part of a name, a title or an acronym
    if not capital and source != source.lower():
        return None
    if capital and _NAME_FOLLOWS.match(text, end) and not _FUNCTION_END.search(key):
        # "Robust Inc.", "Pivotal Software": the first word of a name (a phrase that ends on
        # "that" or "of" is none: "It was revealed that Newcastle United")
        return None
    if (
        rule.before_name_kept
        and _NAME_FOLLOWS.match(text, end)
        and not _OWNER_FOLLOWS.match(text, end)
        and not (at_start and _FIELD_FOLLOWS.match(text, end))
    ):
        # "in the realm of Death": a domain, not a manner of speaking ("in the realm of
        # Keychron's lineup" is one: "in Keychron's lineup")
        return None
    before = _previous_words(text, start)
    tag = ""
    if rule.is_verb:
        tags = rule.by_tag
        if before and before[-1] in DETERMINERS:
            # "the showcase", "a leveraged buyout": a noun or adjective here; but "this" and
            # "that" before an -s verb are its subject ("This showcases ..."), and before a
            # verb phrase any form ("factors that played a crucial role", "these delve into")
            finite = (
                before[-1] in _PRONOUN_DETERMINERS and (set(tags) == {"VBZ"} or " " in key)
            ) or (" " in key and before[-1] in ("these", "those"))
            if not finite:
                return None
        base = "VBP" if "VBP" in tags else "VB" if "VB" in tags else None
        if base and "VBD" in tags and tags[base] != tags["VBD"]:
            # "shed", "set", "put": present or past? Only a modal or "to" before it tells
            if not (before and before[-1] in _BASE_CONTEXT):
                return None
            tags = {base: tags[base]}
        if "VBD" in tags and "VBN" in tags and tags["VBD"] != tags["VBN"]:
            if before and before[-1] in ("and", "or"):
                return None  # "has fostered X and underscored Y": past or participle?
            follows = text[end : end + 4].lower()
            tag = "VBN" if set(before) & PARTICIPLE_CONTEXT or follows.startswith(" by") else "VBD"
        else:
            tag = next(iter(tags))
        if (
            rule.plural_noun
            and tag == "VBZ"
            and (_object_slot(text, start, before) or _NO_OBJECT.match(text, end))
        ):
            # "using bolsters and blankets", "added 6 assists", "live animal exhibits, and":
            # the nouns (the verb takes an object)
            return None
        if tag in rule.needs_verb_context and tag not in tags:
            tag = next(iter(tags))
        if tag in rule.needs_verb_context:
            if len(before) == 2 and before[0] in _GIVE_VERBS and before[1] in _OBJECT_PRONOUNS:
                return None  # "gives you leverage": what is given, not what you do
            after = _WORD.findall(text[end : end + 30])[:1]
            ordered = at_start and (imperative or bool(after) and after[0].lower() in OBJECT_START)
            if not (before and before[-1] in VERB_CONTEXT) and not ordered:
                if not (
                    tag in ("VB", "VBP") and _HELP_OBJECT.search(text, max(0, start - 120), start)
                ):
                    return None
    if rule.needs_object and _NO_OBJECT_AHEAD.match(text, end):
        return None
    if rule.governs_more_kept and (
        _SECOND_NOUN.search(text, end, end + 200) or _PERSON_NEXT.match(text, end)
    ):
        return None
    if key.endswith(("impact on", "impacts on", "impact")) and _MAKE_BEFORE.search(
        text, max(0, start - 120), start
    ):
        return None  # "made a lasting impact": one makes an impact, never an effect
    options = rule.by_tag.get(tag) or next(iter(rule.by_tag.values()))
    after_word = _WORD.findall(text[end : end + 30])[:1]
    if rule.predicate_only and not (
        before and (before[-1] in _PREDICATE_BEFORE or before[-1].endswith(("'s", "\u2019s")))
    ):
        return None
    if rule.participle and _used_as_verb(key, before, after_word, text, end):
        return None
    neighbours = [w.lower() for w in after_word] + before[-1:]
    source_clash = _stem_clash(key, neighbours)
    safe = [
        o
        for o in options
        if (source_clash or not _stem_clash(o, neighbours)) and not _used_elsewhere(o, key, seen)
    ]
    if key == "crucial" and before and before[-1] in _BE:
        # "Community is important.", "implementing `From` is important": readers found the
        # claim weakened where the writer meant a must (three in round 72), and a formal "is
        # key" offhand; "essential" keeps the force
        safe = ["essential" if o == "important" else o for o in safe]
    if plain:
        safe = [o for o in safe if not _INFORMAL.search(o)]
        if before and before[-1] in _BE and _NO_OBJECT.match(text, end):
            # "having the right gear is key." reads offhand in a formal text
            safe = [o for o in safe if o != "key"]
    if before and (
        before[-1] in _DEGREE or (before[-1] in ("and", "or") and len(before) > 1)
    ):
        # "how key clear storytelling is", "increasingly key", "especially essential for": the
        # graded word instead; and after an adjective and "and" ("a powerful and key work":
        # "key" does not pair)
        safe = list(dict.fromkeys(_graded(o) for o in safe))
    coordinate = _COORDINATE_BEFORE.search(text, max(0, start - 40), start)
    if coordinate and " " in key and "ADJ" in lemminflect.getAllLemmas(coordinate.group(1)):
        # "the quiet, pivotal moment" as "the quiet, turning point": the comma pairs two
        # adjectives, so an option must keep the noun
        safe = [o for o in safe if o.split()[-1:] == key.split()[-1:]]
    if key.endswith(" that") and _SECOND_THAT.search(text, end, end + 300):
        # "ensure that X, and that Y": the second "that" needs the first to stay parallel
        safe = [o for o in safe if o.endswith(" that")]
    if any(o.startswith("still ") for o in safe) and _TODAY_AHEAD.match(text, end):
        # "a dark chapter that still influences conversations today": "still ... today" says
        # it twice, where "continues to ... today" did not
        safe = [o for o in safe if not o.startswith("still ")]
    if not safe:
        return None
    if near and len(safe) > 1:
        # the options that repeat fewest of the words just written: "plays a key part in
        # memory. Exercise plays a major part in mood" (both options repeat "part")
        repeats = [_repeats(o, key, near) for o in safe]
        fewest = min(repeats)
        safe = [o for o, n in zip(safe, repeats, strict=True) if n == fewest]
    choice = safe[rng.randrange(len(safe))] if len(safe) > 1 else safe[0]
    if capital and choice:
        choice = choice[0].upper() + choice[1:]
    return choice


_FLAGS = "bpgncoj"  # see the table's header
_BRACES = re.compile(r"\{([^{}]*)\}")


def expand_braces(source: str) -> list[str]:
    """Every phrase a keep row's brace form names: "{a,the} {knee,hip}" gives four, and
    "{,more }robust" two."""
    match = _BRACES.search(source)
    if not match:
        return [" ".join(source.split())]  # ("{,more }robust": an empty choice, one space)
    head, tail = source[: match.start()], source[match.end() :]
    return [
        phrase
        for choice in match.group(1).split(",")
        for phrase in expand_braces(f"{head}{choice}{tail}")
    ]


def read_rows(name: str = "lexicon.tsv") -> list[Row]:
    rows: list[Row] = []
    text = resources.files("humanizer.engine").joinpath("data", name).read_text("utf-8")
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split("\t")
        kind, source = parts[0], parts[1].strip().lower()
        if kind == "K":
            # a keep row keeps its own words, so it names no options and may be a grid
            rows.extend((kind, phrase, (phrase,), "") for phrase in expand_braces(source))
            continue
        if "{" in source:
            raise ValueError(f"{name}: only keep rows take braces: {line!r}")
        flags = parts[3].strip() if len(parts) > 3 else ""
        if set(flags) - set(_FLAGS):
            raise ValueError(f"{name}: unknown flags {flags!r} (a comment goes on its own line)")
        rows.append((kind, source, tuple(o.strip() for o in parts[2].split("|")), flags))
    return rows


@cache
def load_lexicon() -> Lexicon:
    return Lexicon(read_rows())
