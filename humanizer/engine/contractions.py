"""Contract ("do not" -> "don't") for relaxed tones, expand ("can't" -> "cannot") for formal ones.

"Let's" is spelled out only in formal and academic statements ("Let us consider the data"):
"Let us get this sorted out!" reads as asking leave.

Contractions are among the clearest signs of register. Only unambiguous pairs are handled:
a contraction that would end a clause ("as it is." -> "as it's.") is ungrammatical, so the
non-negative ones need a following word; "'d" expands to "had" only before a participle.
"""

from __future__ import annotations

import random
import re

import lemminflect  # type: ignore[import-untyped]

from humanizer.engine.clauses import PARTICIPLE_END, is_base_verb
from humanizer.engine.markdown import capitalised_share
from humanizer.engine.protect import MASK_CLASS
from humanizer.engine.trie import trie_pattern

__all__ = ["contract", "contraction_rate", "expand", "is_contracted", "CONTRACTION_WORDS"]

_NEGATIVE = {
    "do not": "don't", "does not": "doesn't", "did not": "didn't", "is not": "isn't",
    "are not": "aren't", "was not": "wasn't", "were not": "weren't", "have not": "haven't",
    "has not": "hasn't", "had not": "hadn't", "would not": "wouldn't", "should not": "shouldn't",
    "could not": "couldn't", "will not": "won't", "cannot": "can't", "need not": "needn't",
}  # fmt: skip
_BEFORE_WORD = {
    "it is": "it's", "that is": "that's", "there is": "there's", "here is": "here's",
    "what is": "what's", "you are": "you're", "we are": "we're", "they are": "they're",
    "i am": "I'm", "i will": "I'll", "you will": "you'll", "we will": "we'll",
    "they will": "they'll", "it will": "it'll", "i would": "I'd", "you would": "you'd",
    "we would": "we'd", "they would": "they'd", "he is": "he's", "she is": "she's",
}  # fmt: skip
_BEFORE_PARTICIPLE = {
    "i have": "I've", "you have": "you've", "we have": "we've", "they have": "they've",
    "it has": "it's", "that has": "that's", "there has": "there's",
}  # fmt: skip
_START_ONLY = frozenset(("here is", "what is"))
_PARTICIPLES = r"(?:been|got|had|done|seen|made|found|learned|worked|spent|built|taken|never|already|just|always|ever)"  # noqa: E501

# "would not only ... but also" must not become "wouldn't only ... but also".
_CONTRACT_NEG = re.compile(
    rf"(?<![\w'\u2019-])(?:{trie_pattern(_NEGATIVE)})(?![\w'\u2019-])(?![ \t]+only\b)"
    # a warning keeps its full "do not" before a verb of risk ("Do not exceed 3,000 mg in 24
    # hours"); "Do not worry about it" contracts like any other
    r"(?![ \t]+(?:exceed|take|use|drive|operate|mix|drink|share|touch|"
    r"leave|skip|stop|swim|apply|give|store|flush|crush|chew|combine|double|inject|unplug|"
    r"disconnect)\b)",
    re.I,
)
_CONTRACT_WORD = re.compile(
    rf"(?<![\w'\u2019-])(?:{trie_pattern(_BEFORE_WORD)})(?=[ \t]+(?!(?:not|and|or|but)\b)[A-Za-z])"
    # ("and you will too.", "she is as well": the verb is all that is left of its clause)
    r"(?![ \t]+(?:too|also|either|as well)[ \t]*(?:[.!?,;:)]|$))",
    re.I,
)
# "how important it is to ...", "so long as it is here": with its complement moved before it,
# "is" carries the stress and cannot contract ("how important it's to" is wrong)
_FRONTED_COMPLEMENT = re.compile(r"\b(?:how|so|as|however|what)[ \t]+[\w-]+[ \t]+$", re.I)
# "who it is", "where they are": the verb closes an embedded question and takes the stress;
# "what it's like", "where they're going" go on and contract
_WH_BEFORE = re.compile(r"\b(?:who|what|where|which|whoever|whatever|wherever)[ \t]+$", re.I)
# "Understanding it is essential": the pronoun is a gerund's object, not a subject
_GERUND_BEFORE = re.compile(r"\b[A-Za-z]{2,}ing[ \t]+$")
# "the people sitting beside you have seen": the pronoun is an object there, not a subject
_PREPOSITION_BEFORE = re.compile(
    r"\b(?:of|beside|with|to|for|from|behind|near|among|between|without|at|by|toward|towards|"
    r"upon|into|against|around|about)[ \t]+$",
    re.I,
)
_COMPARED_BEFORE = re.compile(r"\b(?:as|than)[ \t]+$", re.I)
_WH_CONTRACTS = re.compile(r"[ \t]+(?:like|not|[a-z]+ing)\b", re.I)
_CONTRACT_PART = re.compile(
    rf"(?<![\w'\u2019-])(?:{trie_pattern(_BEFORE_PARTICIPLE)})(?=[ \t]+{_PARTICIPLES}\b)", re.I
)

_EXPAND_NEG = {v: k for k, v in _NEGATIVE.items()} | {"won't": "will not", "can't": "cannot"}
_EXPAND_WORD = {
    "it's": "it is", "that's": "that is", "there's": "there is", "here's": "here is",
    "what's": "what is", "you're": "you are", "we're": "we are", "they're": "they are",
    "i'm": "I am", "i'll": "I will", "you'll": "you will", "we'll": "we will",
    "they'll": "they will", "it'll": "it will", "that'll": "that will", "he's": "he is",
    "she's": "she is", "i've": "I have", "you've": "you have", "who've": "who have",
    "who'd": "who would", "who'll": "who will",
    "we've": "we have", "they've": "they have", "who's": "who is", "where's": "where is",
    "i'd": "I would", "you'd": "you would", "we'd": "we would", "they'd": "they would",
    "he'd": "he would", "she'd": "she would", "mustn't": "must not", "shan't": "shall not",
    "he'll": "he will", "she'll": "she will", "there'll": "there will", "it'd": "it would",
    "that'd": "that would", "there'd": "there would", "could've": "could have",
    "would've": "would have", "should've": "should have", "might've": "might have",
    "must've": "must have",
}  # fmt: skip
_EXPAND_ALL = {**_EXPAND_NEG, **_EXPAND_WORD}
_EXPAND = re.compile(
    rf"(?<![\w'\u2019-])(?:{trie_pattern(_EXPAND_ALL)})(?![\w'\u2019-])(?P<next>[ \t]+[\w]+)?",
    re.I,
)
_SUBJECTS = frozenset("i you we they he she it there that this".split())
_LETS = re.compile(r"\b(Let|let)['\u2019]s(?=[ \t]+(?!be real\b)[a-z])")
# a short rallying line keeps its "Let's" in a formal text: "Let us begin." and "Let us make it
# a great one." read liturgical (two rounds of readers), where "Let us consider" does not
_SHORT_LETS = re.compile(
    r"^[^\w]{0,3}Let['\u2019]s[ \t]+(?:begin|go|start|get[ \t]+started|get[ \t]+going|"
    r"do[ \t]+(?:this|it)|dive[ \t]+in|make[ \t]+(?:it|this)(?:[ \t]+[\w'\u2019-]+){0,4})[.!]$"
)
_PLACE_SUBJECTS = frozenset("there that this it".split())
_PLACE_VERB_BEFORE = re.compile(
    r"\b(?:get|gets|got|getting|go|goes|going|went|gone|over|from|out|up|down|back|around|"
    r"stay|stayed|staying|live|lived|living|drive|walk|arrive|arriving)[ \t]+$",
    re.I,
)
# four or more words in a row that all start with a capital, ending on a full stop
_HEADLINE = re.compile(
    r"[A-Z][\w'\u2019-]*(?:[ \t]+(?:[A-Z\d][\w'\u2019-]*|a|an|the|of|to|in|for|on|and|or)){3,}\."
)
# (a capitalised function word past the first: "Here's What Nobody Told Me.", not a list of
# names, "We're Dana Whitfield and Theo Marsh.")
_HEADLINE_WORD = re.compile(
    r"(?<=[ \t])(?:What|How|Why|When|Where|Who|I|You|We|My|Your|Is|Are|Was|It|This|Nobody|"
    r"Everyone|Everything|Me)\b"
)
_SUBJECTLESS = frozenset(("didn't", "doesn't", "wasn't", "isn't", "won't"))
_DETERMINERS = frozenset("the a an my your our their his her its this that these those".split())
_WORD_AT = re.compile(r"[ \t]+([A-Za-z][\w-]*)")


def _verb_after_noun(text: str, at: int, end: int) -> int | None:
    """Where the verb of an inverted question's noun phrase starts: the first base verb
    that follows a noun ("the app | work", "my kettle | connect"), within four words."""
    previous = ""
    for _ in range(4):
        word = _WORD_AT.match(text, at, end)
        if word is None:
            return None
        lower = word.group(1).lower()
        if previous and previous not in _DETERMINERS and is_base_verb(lower):
            before = lemminflect.getAllLemmas(previous)
            # (a word it does not know is a name or a noun: "the app", "my Fitbit")
            if "NOUN" in before or not before:
                return word.start()
        previous, at = lower, word.end()
    return None


_CLAUSE_STOP = re.compile(r"[.!?;:]")
_IDIOM_END = frozenset(("", ".", "!", ",", ";", ":", "\u2014", "\u2013"))
# after "'s", a participle that "is" cannot take: "It's become a ritual" is "It has become"
_HAS_ONLY = frozenset(
    "been got gotten had become come grown taken seen brought given meant".split()
    # (verbs that are hardly ever passive: "what's worked for you" is "what has worked")
    + "worked happened occurred helped changed improved evolved arrived".split()
)
# a participle that names a state of mind: "she's worried the change will hurt traffic" is
# "she is worried", though a clause follows it as an object would ("she has worried")
_STATES = frozenset(
    "worried concerned convinced pleased excited thrilled delighted relieved surprised "
    "disappointed determined committed interested tired bored scared frightened confused "
    "upset annoyed amazed shocked satisfied prepared dedicated involved devastated "
    "heartbroken overwhelmed stressed terrified horrified saddened embarrassed".split()
)
# after "I'd": a past participle means "had" ("I'd seen", "you'd started"), else "would";
# an adverb between them is looked past ("I'd ever heard", "I'd already left", "I'd
# completely forgotten")
_IRREGULAR_PARTICIPLES = frozenset(
    "been had gone done seen taken known got gotten made found left said told thought felt kept "
    "brought bought built sent spent met lost won begun run come become heard read put set let "
    "cut held stood understood written given driven eaten fallen forgotten grown shown chosen "
    "spoken broken woken worn torn drawn flown thrown led paid sold taught caught fought sought "
    "dealt".split()
)
_BY_AGENT = re.compile(r"[ \t]+by\b")
_DONE_THERE = re.compile(r"[ \t]+(?:there|here|since)\b|[ \t]+for[ \t]+(?:\d|[a-z]+[ \t]+years\b)")
_ADVERBS = frozenset("ever never already just always recently only long once also".split())
_ACTIVE_OBJECT = re.compile(
    # (a phrasal verb's particle first: "he's signed off on more than 400 projects", round 83)
    r"[ \t]+(?:(?:off|up|out|over|down|back)[ \t]+(?:(?:on|of|with)[ \t]+)?)?"
    r"(?:the|a|an|his|her|their|our|my|your|its|this|these|those|more|many|several|"
    r"two|three|four|five|\d[\d,.]*|me|us|them|him)\b",
    re.I,
)
_NEXT_WORD = re.compile(r"[ \t]+([A-Za-z]+)")


def _past_and_participle(word: str) -> bool:
    """"taught", "helped": a past form that is also the participle."""
    lemmas = lemminflect.getAllLemmas(word).get("VERB")
    if not lemmas:
        return False
    return word in lemminflect.getInflection(lemmas[0], "VBD") and word in (
        lemminflect.getInflection(lemmas[0], "VBN")
    )


def _participle(word: str) -> bool:
    word = word.lower()
    if word in _IRREGULAR_PARTICIPLES or word in ("agreed", "freed"):
        return True
    # ("'d need", "'d proceed", "'d succeed": a base form ending in -eed means "would")
    return word.endswith("ed") and not word.endswith("eed") and len(word) > 3


# participles that are also base forms: "I'd cut it down to 2" is advice ("would"), "she'd
# put the kettle on before he arrived" a story ("had"): a past verb later in the sentence
# decides
_BASE_PARTICIPLES = frozenset(
    "run come become read put set let cut hit hurt shut cost quit".split()
)
_CLAUSE_END = re.compile(r"[,.;:!?\u2014]")
_LATER_PAST = re.compile(r"\b(?:was|had|did|said|[a-z]{3,}ed)\b")
# a reporting verb in the past before the subject: "I thought I'd hit the jackpot" is "had",
# "I thought I'd hit the gym" is "would", and nothing in the sentence says which
_REPORTED = re.compile(
    r"\b(?:thought|knew|figured|felt|realized|realised|believed|guessed|assumed|said|told)"
    r"[ \t]+(?:that[ \t]+)?[A-Za-z]+['\u2019]d[ \t]*$",
    re.I,
)


def _had_follows(nxt: str, rest: str) -> bool:
    word = nxt.strip().lower()
    if word in _BASE_PARTICIPLES:  # (in the same clause: not "they'd hit me up by Friday, ... got")
        clause = _CLAUSE_END.search(rest, 0, 200)
        return _LATER_PAST.search(rest, 0, clause.start() if clause else 200) is not None
    if _participle(word):
        return True
    if word in _ADVERBS or (word.endswith("ly") and len(word) > 4):
        # (and an -ly adverb: "I'd completely forgotten about" is "I had")
        after = _NEXT_WORD.match(rest)
        return after is not None and _participle(after.group(1))
    return False

CONTRACTION_WORDS = frozenset(
    w for pair in (*_NEGATIVE.items(), *_BEFORE_WORD.items(), *_EXPAND_WORD.items())
    for phrase in pair for w in phrase.lower().replace("'", " ").split()
) | {"got"}  # ("you've got" spelled out is "you have")  # fmt: skip


_CAPITAL_BEFORE = re.compile(r"(?<![\w'\u2019-])[A-Z][\w'\u2019-]*[ \t]+$")


def _match_case(source: str, target: str) -> str:
    if source[:1].isupper() and not target[:1].isupper():
        return target[0].upper() + target[1:]
    if source[:1].islower() and target[:1].isupper() and not target.startswith("I"):
        return target[0].lower() + target[1:]
    return target


_SLASHED = re.compile(r"[ \t]?/")
_SLASHED_BEFORE = re.compile(r"/[ \t]?$")


_HAVING_TO_NEXT = re.compile(r"[ \t]+having[ \t]+to\b")
_LIMITED_NEXT = re.compile(r"[ \t]+limited[ \t]+to\b")
_TO_BE_NEXT = re.compile(rf"[ \t]+to[ \t]+be[ \t]+[a-z]+{PARTICIPLE_END}\b")
# and a rule's active "be to": "Staff aren't to return", "is not to drive at all" (round 85
# readers, and two blind reads, 6 to 6 over both); not a goal's "The challenge isn't to stop
# the machines"
_TO_NEXT = re.compile(r"[ \t]+to[ \t]+(?!be\b)[a-z]+\b")
_GOAL_BEFORE = re.compile(
    r"\b(?:challenge|goal|aim|point|idea|purpose|plan|task|job|key|trick|answer|solution|"
    r"objective|intention|mission|hope|dream|ambition|message|lesson)s?[ \t]+$",
    re.I,
)


def contract(text: str, rng: random.Random, rate: float) -> str:
    """Contract the eligible pairs of one sentence with probability `rate` (1.0 = always):
    all of them or none, since "I'm ready, and I am grateful" reads careless; a sentence the
    writer already contracted gets the rest contracted too."""
    if 0.0 < rate < 1.0:
        rate = 1.0 if is_contracted(text) or rng.random() < rate else 0.0
    if rate <= 0.0:
        return text

    def _sub(table: dict[str, str]):  # type: ignore[no-untyped-def]
        def inner(match: re.Match[str]) -> str:
            source = match.group()
            if any(word[:1].isupper() for word in source.split()[1:]):
                return source  # "What Is HTTPS?": a title keeps its words
            if any(len(word) > 1 and word.isupper() for word in source.split()):
                return source  # "YOU are the antagonist": the stress stays on its word
            if _SLASHED.match(match.string, match.end()) or _SLASHED_BEFORE.search(
                match.string, max(0, match.start() - 3), match.start()
            ):
                return source  # "am not / is not / have not": a list of forms, not speech
            if _PREPOSITION_BEFORE.search(match.string, max(0, match.start() - 12), match.start()):
                return source  # "how many of you have": "you" is no subject there
            if _GERUND_BEFORE.search(match.string, max(0, match.start() - 20), match.start()):
                return source  # "Understanding it is essential": "it" is the gerund's object
            if (
                table is _BEFORE_WORD
                and _WH_BEFORE.search(match.string, max(0, match.start() - 12), match.start())
                and not _WH_CONTRACTS.match(match.string, match.end())
            ):
                return source  # "you know who it is the moment": "is" ends its clause
            if table is _BEFORE_WORD and _COMPARED_BEFORE.search(
                match.string, max(0, match.start() - 8), match.start()
            ):
                return source  # "as much about X as it is about Y": the verb is stressed
            if table is _NEGATIVE and _HAVING_TO_NEXT.match(match.string, match.end()):
                return source  # "the best part is not having to think": the gerund is the
                # complement, and "isn't having to think" turned the point round (round 82)
            if (
                table is _NEGATIVE
                and _LIMITED_NEXT.match(match.string, match.end())
                and match.string[max(0, match.start() - 4) : match.start()].lower() == "but "
            ):
                return source  # "includes, but is not limited to,": a legal formula, whose
                # "isn't" read odd to round 84 readers
            if _TO_BE_NEXT.match(match.string, match.end()) or (
                _TO_NEXT.match(match.string, match.end())
                and source.split()[0].lower() in ("is", "are")
                and not _GOAL_BEFORE.search(
                    match.string, max(0, match.start() - 20), match.start()
                )
            ):
                return source  # "items are not to be placed", "how it is to be disposed of":
                # a rule's "be to", which "aren't to be placed" only made odd (round 79)
            if source[:5].lower() == "there" and _PLACE_VERB_BEFORE.search(
                match.string, max(0, match.start() - 12), match.start()
            ):
                return source  # "The best way to get there is to hop on": a place, not
                # the subject ("get there's", round 87)
            key = re.sub(r"[ \t]+", " ", source.lower())
            if key in _START_ONLY and match.start() > 0:
                return source  # "Life here is simple": "here" is an adverb there
            # (only the few words before count: searched from the start, a 180,000-character
            # run-on sentence in a casual tone took 30 s)
            if _FRONTED_COMPLEMENT.search(match.string, max(0, match.start() - 60), match.start()):
                return source
            return _match_case(source, table[key])

        return inner

    text = _CONTRACT_NEG.sub(_sub(_NEGATIVE), text)
    text = _CONTRACT_PART.sub(_sub(_BEFORE_PARTICIPLE), text)
    return _CONTRACT_WORD.sub(_sub(_BEFORE_WORD), text)


# a contraction, not a possessive: "it's", "don't", "you're"; not "Lisbon's"
_CONTRACTED = re.compile(
    r"n['\u2019]t\b|\b(?:it|that|there|what|here|he|she)['\u2019]s\b|\w['\u2019](?:re|ll|ve|m|d)\b",
    re.I,
)


def is_contracted(text: str) -> bool:
    """Whether the writer contracted anything in `text`."""
    return _CONTRACTED.search(text) is not None


def expand(text: str, lets: bool = False, heading: bool = False) -> str:
    """Expand every contraction a formal register would not use; with `lets`, "Let's" too
    ("Let us consider ...", but not in a short rallying line: "Let's begin."). A
    `heading` in title case is one whatever it ends on ("What's Covered (and What Isn't)")."""
    if lets and not _SHORT_LETS.match(text):
        text = _LETS.sub(lambda m: f"{m.group(1)} us", text)

    # a line with no closing stop and its longer words capitalised is a title or a label,
    # whose capitals must line up ("Here's what I learned \U0001f9f5" is no title)
    # (the word counts last: most sentences end on a stop and are no title, and this runs for
    # every draw of every sentence in a formal register)
    end = text.rstrip()
    title = (
        heading
        # (a closing bracket closes no sentence: "How I Got Rid of 60% of My Stuff (and
        # Lowkey Don't Miss Any of It)" became "Do not Miss", round 80)
        or not end.endswith((".", "!", "?", '"', "\u201d", ":", ";"))
        # ("You're Invited!", "What's New?"; not "Tomorrow's the big day!")
        or end.endswith(("!", "?")) and capitalised_share(text, longer_than=2) == 1.0
        # ("I Spent 60 Days Learning Rust. Here's What Nobody Told Me.": a headline's second
        # sentence, which kept "Here is What" in round 77)
        or (_HEADLINE.fullmatch(text.rstrip()) is not None and _HEADLINE_WORD.search(text))
    ) and capitalised_share(text, longer_than=3) >= 0.75
    if title:
        # "What's New This Month", "Why You'll Love It": a heading keeps its contractions
        # ("What Is New This Month" read as no heading anyone writes)
        return text
    # "you've already got soil", "we've also got reminders": "you already have soil"
    text = _HAVE_GOT.sub(lambda m: f"{m.group(1)} {m.group(2)} have", text)

    def _sub(match: re.Match[str]) -> str:
        nxt = match.group("next") or ""
        word = match.group()[: len(match.group()) - len(nxt)]
        key = word.lower().replace("\u2019", "'")
        target = _EXPAND_ALL[key]
        following = nxt.strip().lower()
        if key == "here's" and following == "to":
            return match.group()  # a toast: "Here's to new beginnings"
        after = match.string[match.end() :].lstrip()
        if key == "that's" and following in ("it", "all") and after[:1] in _IDIOM_END:
            return match.group()  # "That's it.", "That's all." are idioms, not "That is it."
        if (key == "that's" and following == "a" and after.lower().startswith("wrap")) or (
            key == "what's" and following == "up" and not after[:1].isdigit()
        ):
            return match.group()  # "That's a wrap", "What's up, everyone?" (round 76)
        if key in _EXPAND_NEG and following in _SUBJECTS:
            stop = _CLAUSE_STOP.search(match.string, match.end())
            if stop is not None and stop.group() == "?":
                # a question: "Doesn't that sound familiar?" -> "Does that not sound familiar?"
                aux = "can" if target == "cannot" else target.split()[0]
                return f"{_match_case(word, aux)}{nxt} not"
            if following not in _PLACE_SUBJECTS:
                return match.group()  # "Don't you dare!": no expanded form reads right
            # ("I wasn't there.", "It isn't that simple.": no question, so no subject after it)
        if (
            key in _SUBJECTLESS
            and match.start() == 0
            and nxt[:1] in " \t"
            and nxt.strip().islower()
            and following not in _SUBJECTS
            and text.rstrip().endswith((".", "!"))
        ):
            # "Didn't matter.", "Wasn't easy.": the chat drops the subject, which a spelled-out
            # "Did not matter." cannot do (round 76)
            return f"{_match_case(word, 'It ' + target.lower())}{nxt}"
        if key.endswith("'s") and key[:-2] in ("it", "that", "there", "he", "she", "who", "what"):
            # ("it's been", and "it's already been" past an adverb, are "it has")
            after_adverb = _NEXT_WORD.match(match.string, match.end())
            if following in _HAS_ONLY or (
                following in _ADVERBS
                and after_adverb is not None
                and after_adverb.group(1).lower() in _HAS_ONLY
            ):
                target = target.replace(" is", " has")
            elif (
                key in ("who's", "he's", "she's")
                and following in ("never", "ever", "already", "just", "recently")
                and after_adverb is not None
                and _participle(after_adverb.group(1))
                and after_adverb.group(1).lower() not in _STATES
                and not _BY_AGENT.match(match.string, after_adverb.end())
            ):
                # "a friend who's never climbed", "she's already finished": a person with an
                # adverb and a participle has done it (round 76: "who is never climbed")
                target = target.replace(" is", " has")
            elif (
                _participle(nxt.strip())
                and following not in _STATES
                and (
                    _ACTIVE_OBJECT.match(match.string, match.end())
                    # ("a retired nurse who's volunteered there for 11 years", round 77)
                    or (key != "it's" and _DONE_THERE.match(match.string, match.end()))
                )
            ):
                # "he's led the migration", "she's built two apps": a participle with an
                # object is "has" ("it's built on React" is "is")
                target = target.replace(" is", " has")
        got = following == "got"
        if got and target.endswith(" has") and _GOT_OBJECT.match(match.string, match.end()):
            return _match_case(word, target)  # "he's got a point": "he has a point"
        if key.endswith("'d") and _had_follows(nxt, match.string[match.end() :]):
            target = target.replace(" would", " had")
        elif (
            key.endswith("'d")
            and following in _BASE_PARTICIPLES
            # (the few words before only: searched from the start, a 15,000-character run-on
            # of "I'd cut it and" took 5 s)
            and _REPORTED.search(
                match.string, max(0, match.start() - 40), match.start() + len(word)
            )
        ):
            return match.group()  # "I thought I'd hit the jackpot": "had" or "would"?
        if word.isupper() and len(word) > 3:  # "HE'S LOOKING FOR": "HE IS", not "He Is"
            return target.upper() + nxt
        if key.endswith("'ve") and got and not _GOT_THIS.match(after):
            # "we've got to go", "you've got a point": "have got" spelled out is stiff, and
            # means no more than "have"; not the idiom "You've got this." ("You have this."
            # reads as owning it)
            return _match_case(word, target)
        if (
            word[:1].isupper()
            and not word.startswith(("I'", "I\u2019"))
            and _CAPITAL_BEFORE.search(match.string, max(0, match.start() - 40), match.start())
        ):
            # a capitalised contraction after a capitalised word is a headline's: "Remote Work
            # Isn't a Perk." is "Is Not", not "Is not" (round 81)
            return " ".join(w[:1].upper() + w[1:] for w in target.split(" ")) + nxt
        return _match_case(word, target) + nxt

    # (twice: a match takes the next word along, so "Here's what's new" left "what's" for a
    # second pass; what a pass keeps on purpose, the next keeps too)
    text = _invert(text)
    return _NOUN_S.sub(_noun_verb, _EXPAND.sub(_sub, _EXPAND.sub(_sub, text)))


_INVERTED = re.compile(
    r"\b([A-Za-z]+)n['\u2019]t(?=[ \t]+(?:the|a|an|my|your|our|their|his|her|its|this|that|"
    r"these|those)\b)",
    re.I,
)


def _invert(text: str) -> str:
    """'Why won't my kettle connect?' -> 'Why will my kettle not connect?' (not 'Why will not
    my kettle'): in a question, the "not" goes behind the noun phrase, before its verb."""
    if "?" not in text:
        return text  # (every sentence of a formal draw comes here; few are questions)
    for match in reversed(list(_INVERTED.finditer(text))):
        key = match.group().lower().replace("\u2019", "'")
        if key not in _EXPAND_NEG:
            continue
        stop = _CLAUSE_STOP.search(text, match.end())
        if stop is None or stop.group() != "?":
            continue
        verb = _verb_after_noun(text, match.end(), stop.start())
        if verb is None:
            continue  # (left to the old order, "Is not the answer obvious?")
        target = _EXPAND_NEG[key]
        aux = _match_case(match.group(), "can" if target == "cannot" else target.split()[0])
        text = f"{text[: match.start()]}{aux}{text[match.end() : verb]} not{text[verb:]}"
    return text


# "he's got a point", "the team's got to go", "he's got energy": "has" is all that "has
# got" means (not "he's got married", "it's got worse", "she's got back": a change, "got")
_GOT_OBJECT = re.compile(
    r"[ \t]+(?:to|a|an|the|some|no|plenty|lots|nothing|something|it|everything|"
    r"(?!(?:used|better|worse|married|engaged|divorced|lost|up|out|back|home|there|here|ready|"
    r"into|in|on|off|over|away|rid|going|stuck|caught|hurt|sick|ill|older|bigger|taller|"
    r"smaller|faster|slower|stronger|weaker|harder|easier|louder|quieter|colder|warmer|"
    r"busier|closer|cheaper|dressed|started|involved|done|through|around|along|by|past|down|"
    r"together|wet|tired|bored|angry|lucky|hit|paid|fired|promoted|hired|this|that|so|too|"
    r"very|really|just|only|even|far|much)\b)[a-z]+(?![a-z]*ly\b))\b"
)

# "Spring's finally arrived", "Tomorrow's the big day": after a noun, "'s" is a verb only
# where no possessive could stand: before an article, a preposition, "not", "been" or "going
# to"; or, for "has", before a participle that takes an object ("the team's shipped the
# feature", not "the team's shipped feature") or that no "is" can take ("arrived").
# "Everyone's invited" and "The city's known for" may be either, and stay.
_NOUN_S = re.compile(
    rf"(?<![\w'\u2019-])(?P<noun>[A-Za-z{MASK_CLASS}][A-Za-z\d{MASK_CLASS}]*)['\u2019]s"
    rf"(?P<gap>[ \t]+)(?P<got>got(?={_GOT_OBJECT.pattern})[ \t]+)?"
    r"(?=[a-z]+\b(?!-))"
)
# no possessive stands before an article or a preposition: "coffee's on me", "Spring's here"
_IS_NEXT = frozenset("the a an no on in at off out up down here there about so too".split())
_ONE_NOUN = re.compile(r"\b(?:this|that|the|each|every|which|last|first|next|new|old)[ \t]+$", re.I)
_NOT_NOUNS = frozenset("let it that there here he she who what where when why how one".split())
_VERB_ADVERBS = frozenset(
    "ever never already just always recently also finally still really now not".split()
)
# adverbs no possessive stands before ("my commute's actually enjoyable"; not "only",
# "early", "lovely": "Sam's only child", "Sam's early work" are possessives)
_IS_ADVERBS = frozenset(
    "actually totally definitely probably usually basically literally honestly seriously "
    "clearly obviously certainly very pretty quite super really so too".split()
)
_ONLY_HAS = frozenset(
    "been got gotten arrived come gone become happened risen fallen died disappeared emerged "
    "vanished appeared".split()
)
# ("Every transaction's sorted the moment it lands": a time phrase is no object)
_OBJECT_AHEAD = re.compile(
    r"[ \t]+(?:(?:the|a|an|this|that|these|those)[ \t]+(?!(?:moment|minute|second|instant|"
    r"day|week|month|year|time|way|same|next|last|first|whole)\b)|(?:its|their|our|his|her|"
    rf"my|your|it|them|us|me|him|some|no)\b|[{MASK_CLASS}])"  # ("shipped v2.1": a masked name)
)
_NOUN_S_WORDS = re.compile(r"([a-z]+)(?:[ \t]+([a-z]+))?")


_WORD_AFTER = re.compile(r"[ \t]+([a-z]+)\b")


def _possessed_noun(rest: str, words: re.Match[str]) -> bool:
    """Whether "very proud father" follows: an adverb, an adjective (the two `words` read),
    then a noun that is no adjective or adverb, which the possessive owns ("the weather's
    very nice today" ends on an adverb)."""
    if words.group(2) is None:
        return False
    third = _WORD_AFTER.match(rest, words.end())
    if third is None:
        return False
    lemmas = set(lemminflect.getAllLemmas(third.group(1)))
    return "NOUN" in lemmas and not lemmas & {"ADJ", "ADV"}


_PLACE_BEFORE = re.compile(r"\b(?:at|to|from|near|outside|inside|into|by|past)[ \t]+$", re.I)
# "Jeannine's on State St is our go-to brunch": a place's name, with its own verb to come
# (not "Mike's in Denver and is busy": a second verb of the same subject)
_OWN_VERB_AHEAD = re.compile(
    r"(?:(?!\b(?:and|but|or|so|then|yet)\b)[^,;:.!?()\u2014\u2013]){0,60}?"
    r"[ \t](?:is|was|has|does)\b"
)


def _noun_verb(match: re.Match[str]) -> str:
    noun = match.group("noun")
    start = match.start()
    if noun.lower() in _NOT_NOUNS and not (
        noun.lower() == "one" and _ONE_NOUN.search(match.string, max(0, start - 12), start)
    ):
        return match.group()  # ("one's own": the pronoun; "this one's a banger": the noun)
    if noun[:1].isupper() and _PLACE_BEFORE.search(match.string, max(0, start - 12), start):
        return match.group()  # "Drinks at Rosie's on Friday": the bar, not "Rosie is"
    if match.group("got"):
        return f"{noun} has{match.group('gap')}"  # "OpenAI's got a new model": "has"
    rest = match.string[match.end() :]
    words = _NOUN_S_WORDS.match(rest)
    assert words is not None  # (the lookahead saw a word)
    first, second = words.group(1), words.group(2)
    verb = None
    if first in _IS_NEXT or (first == "going" and second == "to") or first == "gonna":
        if noun[:1].isupper() and first in ("on", "in", "at") and _OWN_VERB_AHEAD.match(rest):
            return match.group()
        verb = "is"
    else:
        at = 2 if first in _VERB_ADVERBS and second else 1
        word = words.group(at)
        if noun[:1].isupper() and word not in _ONLY_HAS and _past_and_participle(word):
            # "Looking back, Kowalski's taught me that": the store's name, or "Kowalski has"?
            # A name before a past form that is also the participle says neither
            return match.group()
        if word in _ONLY_HAS or (_participle(word) and _OBJECT_AHEAD.match(rest, words.end(at))):
            verb = "has"
        elif first in _IS_ADVERBS and _possessed_noun(rest, words):
            return match.group()  # "Emily's very proud father": hers, not "Emily is" (round 83)
        elif first == "not" or first in _IS_ADVERBS or (
            at == 2 and word.endswith("ing") and first != "been"
        ):
            # "The weather's not great", "My commute's actually enjoyable", "Jake's already
            # planning"
            verb = "is"
    if verb is None:
        return match.group()
    return f"{noun} {verb}{match.group('gap')}"


_HAVE_GOT = re.compile(
    r"\b(I|you|we|they|You|We|They)['\u2019]ve[ \t]+(already|also|just|always|still|really|"
    r"finally|now)[ \t]+got\b(?![ \t]+(?:to|this|home|back|there|here|up|out|in|off|into|"
    r"married|used)\b)"
)
# "You've got this." / "you've got this 🤘": the idiom, at the end of its clause
_GOT_THIS = re.compile(r"this\b(?![ \t]*[A-Za-z\d])")


def contraction_rate(text: str, sample: int = 6000) -> float:
    """How often the writer contracts where they could, over the first `sample` characters:
    contractions / (contractions + pairs left spelled out that could contract)."""
    head = text[:sample]
    contracted = len(_CONTRACTED.findall(head))
    if not contracted:
        return 0.0
    spelled = sum(len(p.findall(head)) for p in (_CONTRACT_NEG, _CONTRACT_WORD, _CONTRACT_PART))
    return contracted / (contracted + spelled)
