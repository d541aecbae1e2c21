"""Clause rebuilding: change how a sentence is built, not which words it uses.

Detectors of assistant prose key on clause shape and punctuation more than on vocabulary:
assistants front subordinate clauses ("When X, Y."), hang participles off the end
(", making it easier to ..."), and punctuate by the book (Oxford commas, a comma after every
introductory phrase). Measured on the eval kit, commas alone carry much of the signal. Each
rebuild here keeps every word of the claim and only moves clauses or drops optional commas:

- "When X, Y." -> "Y when X."  (also if, because, once, after, before, until, unless, by -ing,
  to + verb; and although, though, even if, as long as, a concession keeping its comma) when Y
  is one plain clause, so the subordinate clause's scope cannot change;
- ", making X ..." (a trailing participle whose subject is the whole clause) -> ". That makes X";
- "A, B, and C" -> "A, B and C"; "In practice, we ..." -> "In practice we ...".
"""

from __future__ import annotations

import random
import re
from functools import lru_cache

import lemminflect  # type: ignore[import-untyped]

from humanizer.engine.discourse import capitalize
from humanizer.engine.protect import MASK_CLASS

__all__ = [
    "PARTICIPLE_END",
    "drop_serial_commas",
    "rebuild_clauses",
    "serial_commas_droppable",
    "tenses",
    "CLAUSE_WORDS",
    "ELLIPTIC_END",
    "NEGATED",
    "is_past_verb",
]

_M = MASK_CLASS
# how a past participle ends after "to be" or "being" ("placed", "taken", "worn", "done",
# "built", "kept", "held", "paid", "brought", "left", "sent", "put")
PARTICIPLE_END = r"(?:ed|en|wn|ne|lt|pt|ld|id|ught|ft|nt|ut)"
# (not "If" or "Unless": "We would love to hear from you if you are passionate" reads as a
# filter, and "The issue may be on your provider's end if you've worked through all of these
# steps" as if the steps caused it; readers flagged every moved condition)
_FRONTED = re.compile(
    r"^(?P<conj>When|Whenever|Because|Once|After|Before|Until|As soon as|By|To|"
    r"Although|Though|Even though|Even if|As long as|Whether)"
    r"[ \t]+(?P<sub>[^,;:.!?\u2014\u2013()]{3,90}?),[ \t]+(?P<main>[a-z][^,;:!?\u2014\u2013]{12,240})\.$"  # noqa: E501
)
_THEN = re.compile(r"^then\b")
_NESTED = re.compile(r"\b(?:if|when|whenever|unless|while|although|though|since|because|once)\b")
# (nor one of time: "Do not accept immediately once you receive an offer" read clumsy)
_LAST_ADVERB = re.compile(
    r"\b(?:instead|too|also|anyway|then|again|though|as well|first|immediately|right away|"
    r"at once|straight away|yet|soon)$"
)
_BARE_PARTICIPLE = re.compile(r"^[a-z]+(?:ed|en|ing)\b")
_RELATIVE = re.compile(
    r"\b(?:who|whom|whose|which|where|while|when|because|if|although|since|as|after|before|"
    r"until|unless|though)\b"
)
_PRONOUN = re.compile(r"\b(?:they|them|their|theirs|it|its|this|these|those|he|him|his|she|her)\b")
# only verbs whose subject is naturally the whole event ("prices rose, making rent harder"):
# after "the cyclist backed Froome, providing support" a "That provides" would lose its agent.
# Trailing participles run two to five times as often in assistant prose as in people's
# (Reinhart et al. 2024). Verbs that a person can do too take only an event's shape:
# "leading to X" (not "leading him through the hall", "leading a rebellion"), "leaving X
# stunned/in shock" (not "leaving her body in the woods"), "turning X into Y" (not "turning to
# face her"), "raising concerns" (not "raising his glass"), "marking the first ...", "forcing X
# to ...".
_PARTICIPLE = re.compile(
    # (not "highlighting", "underscoring", "reflecting": "fell 12%, and that highlighted the
    # effect" turned the writer's present reading into a past event, and what highlights is
    # often the last noun, not the event: "photographs dated May 8, highlighting the damage")
    # ("custodian at Whitmore Elementary, making $6.75 an hour": a wage, earned by the person,
    # not an event's result: "and that made $6.75 an hour", round 77)
    rf",[ \t]+(?P<verb>making(?![ \t]+(?:[{MASK_CLASS}]|(?:about|around|over|under|nearly|almost|"
    r"roughly|just|only|money|a living|a profit|friends|enough|more|less|good money)\b))|"
    r"causing|resulting|prompting|sparking|fueling|"
    # ("suggesting that X", "indicating that X" report an inference: "and that suggested
    # that deep sleep contributes" re-dated it and doubled the "that")
    r"suggesting(?![ \t]+that\b)|indicating(?![ \t]+that\b)|"
    r"leading(?=[ \t]+to\b)|"
    # ("leaving only the pulsating beats", "leaving behind nothing but ashes": what is left,
    # in a story's description, not a result state)
    r"leaving(?![ \t]+(?:only|behind|nothing|just)\b)"
    r"(?=(?:[ \t]+[a-z']+){1,3}?[ \t]+(?:(?!(?:no|some|any|every)thing\b)[a-z]+ed|"
    r"(?!(?:no|some|any|every)thing\b)[a-z]+ing|in (?:shock|awe|tears|"
    r"stitches|disarray|limbo|(?:critical|serious|stable) condition))\b)|"
    r"turning(?=[ \t]+[^,;:]*\binto\b)|"
    r"raising(?=[ \t]+(?:concerns?|questions?|doubts?|fears?|hopes?|alarm|the (?:risk|prospect|"
    r"possibility|question|issue)s?)\b)|"
    r"marking(?=[ \t]+(?:the|a|an|its|his|her|their|our)\b)|"
    r"forcing(?=[ \t]+[^,;:]*\bto\b))"
    r"[ \t]+(?!sure\b)(?P<rest>(?![^,;:]*\b(?:and|or)[ \t]+(?:[a-z]+ly[ \t]+)?[a-z]+ing\b)"
    r"[^,;:]{6,}[.!])$"  # (not "making X and causing Y": the second would be left dangling)
)
# "We measured X, suggesting Y": what suggests is the measurement, not the measuring, so a
# person's head keeps an evidence participle ("That suggests" would point at nothing)
_EVIDENCE = frozenset(("suggesting", "indicating"))
_PERSON_HEAD = re.compile(r"(?:I|We|You)\b")
# "had highlighted concerns, raising questions": "That raised" would date the questions to
# the earlier time; "planned it, making it seem official": the seeming is the plan's agent's
_PAST_PERFECT = re.compile(r"\bhad[ \t]+(?:[a-z]+ly[ \t]+)?[a-z]+(?:ed|en|wn|ne|ht)\b")
# "has resonated with consumers, leading to" / "has been showing activity, prompting": a
# present perfect has no tense for the result ("That leads to", "That prompts" misdate it)
_PRESENT_PERFECT = re.compile(
    r"\b(?:has|have)[ \t]+(?:[a-z]+ly[ \t]+)?(?:been[ \t]+)?[a-z]+(?:ed|en|wn|ne|ht|ing)\b"
)
_SEEM = re.compile(r"(?:it|them|him|her)[ \t]+(?:seem|look|appear|sound|feel)\b")
# a head whose subject speaks ("She told them, suggesting Y") keeps its participle: "That
# suggested Y" would hand the speaker's act to the event
_SPEAKER = re.compile(
    r"\b(?:said|says|told|tells|asked|wrote|writes|added|replied|argued|explained|noted|"
    r"stated|announced|insisted|warned|urged)\b"
)
# a hedged clause ("it could change X, making Y") must not turn into the fact "That makes Y"
_MODAL = re.compile(r"\b(?:could|would|may|might|should|must|can|will)\b|\b\w+['\u2019](?:d|ll)\b")
# the last list item must not be a clause: "at Parcelly, a delivery platform, and I'm drawn"
# has an appositive, not a list, and needs its comma
_OXFORD = re.compile(
    # (the item before must hold no "and" of its own: "a notepad and pen, and a list")
    # nor be an aside of its own: "from vases, it is claimed, and staff"
    rf"(,[ \t]+(?![^,]*\band\b)(?!(?:it|he|she|they|we|i|you|there|as)\b)"
    rf"[\w{_M}'\u2019-]+(?:[ \t]+[\w{_M}'\u2019-]+){{0,3}}),"
    r"[ \t]+(and|or)[ \t]+"
    rf"(?!(?:i|we|you|they|he|she|it|there|this|that)\b)(?![^,.;:]{{0,30}},)(?=[\w{_M}])"
    # nor the item after: "protocols, and monitoring and review" would blur where items end
    r"(?![^,.;:]*\band\b)"
    # "a steady routine, and routines like that can be grounding": a clause, not an item
    r"(?![^,.;:]{0,40}\b(?:is|are|was|were|can|could|will|would|should|may|might|must|has|have|"
    r"had|does|do|did|[a-z]+ed)\b)",
    re.I,
)
_INTRO = re.compile(
    r"^(?P<intro>(?:Today|Later|Then|Sometimes|Often|"
    r"Usually|Eventually|Initially|Afterwards|In practice|In general|"
    r"At first|Over time|For now|So far|By then|These days|Until then|"
    r"(?!In the end\b|At the same time\b|In short\b|In fact\b|At first\b|"
    r"On the (?:one|other) hand\b|In addition\b|In other words\b)"
    r"(?:In|On|At|During|Over|Throughout|Within|Since|Until) (?:the |this |that |each |every |"
    r"many |most |some |our |my |your |their )?[a-z]+(?: [a-z]+)?(?<!ing)(?<!ed))),[ \t]+(?=(?:i|we|you|they|he|she|it|there)\b)"  # noqa: E501
)
# the comma before a closing "because" clause (no comma after it: "X, because Y, Z" has a
# fronted clause inside) is optional; the one before "but" or "so" joining two full clauses
# is not, and stays
# a clause that ends on its auxiliary: "and it is.", "We will." (a short retort or promise)
ELLIPTIC_END = re.compile(
    r"\b(?:is|are|was|were|do|does|did|can|will|would|could|should|has|have|had)[.!?]$"
)
# a denial: no comma is trimmed after one, and rhythm joins no sentence onto one
NEGATED = re.compile(r"\b(?:not|never|no|nothing|nobody)\b|n['\u2019]t\b", re.I)
# (or a "that" or relative clause: "cited as proof that shorter hours work because
# productivity stayed" makes the reason part of the proof)
_INNER_CLAUSE = re.compile(
    r"\b(?:before|after|until|when|while|if|unless|once|since|so that|that|which|who)\b"
)
# a denial in other words: "What you should avoid is investing in stocks because the market
# may be down" reads as a reason to avoid that is being ruled out
_AVOIDS = re.compile(r"\b(?:avoid|avoids|avoided|avoiding|refrain|without|resist)\b", re.I)
_CONJUNCTION_COMMA = re.compile(r"(?<=[a-z]),[ \t]+(?=because[ \t]+[a-z][^,;:]*$)")
# "said that he", "means that we": people mostly leave this "that" out, assistants mostly keep it
# (on the eval kit's pairs, 33% of people's reporting verbs take it, 55% of the machine's).
# Dropped before a subject pronoun; before a noun phrase only after verbs that take no object
# ("said the plan would work"), since "found the results were" would mislead for a moment.
_COMPLEMENTIZER = re.compile(
    r"\b(?P<verb>(?:said|says|say|think|thinks|thought|believe|believes|believed|hope|hopes|"
    r"hoped|know|knows|knew|feel|feels|felt|found|find|finds|realized|realised|realize|realise|"
    r"noticed|notice|suggest|suggests|suggested|showed|shows|show|reported|revealed|reveals|"
    r"ensure|ensures|ensured|mean|means|meant|make sure|made sure|makes sure|"
    r"told (?:me|us|him|her|them|you))[ \t]+)that[ \t]+(?=(?:i|we|you|they|he|she|it|there)\b)"
    r"|\b(?P<say>(?:said|says|say|think|thinks|thought|hope|hopes|hoped)[ \t]+)that[ \t]+"
    r"(?=(?:the|a|an|this|these|those|his|her|their|our|my|your|its|some|many|most)\b)",
    re.I,
)


_NOUN_BEFORE = re.compile(r"\b(?:the|a|an|this|that|his|her|their|our|my|your|its)[ \t]+$", re.I)


_NEXT_WORD = re.compile(r"[A-Za-z]+")


def _drop_serial(match: re.Match[str]) -> str:
    """'A, B, and C' -> 'A, B and C', unless 'and' starts a clause of its own: 'explore the
    ruins, relics of the past, and contemplate' has an appositive, not a list."""
    word = _NEXT_WORD.match(match.string, match.end())
    if word and _verb_base(word.group().lower()) is not None:
        return match.group()
    if _after_intro(match.string, match.start()):
        # "First, `fetch()` returns a Promise, and `await` waits": the first comma closes an
        # opening word, so the "and" joins two clauses, not the last of three items
        return match.group()
    if _in_title(match.string, match.start()):
        # "Is There a Place for Culture, Attitudes, and Faith?": a title is quoted as written
        return match.group()
    if _NAME_ITEM.fullmatch(match.group(1)) and _ROLE_BEFORE.search(
        match.string, max(0, match.start() - 60), match.start()
    ):
        # "my manager, Denise Carter, and my teammates": the name is the manager, and without
        # its closing comma the two read as three people
        return match.group()
    if _ROLE_ITEM.match(match.group(1)) and _NAME_BEFORE.search(
        match.string, max(0, match.start() - 40), match.start()
    ):
        # "an interview with Rachel Imamura, VP of Supply Chain, and internal data": the role
        # is hers, and without its closing comma she and the data read as three items
        return match.group()
    if _CONDITION_AHEAD.match(match.string, match.end()):
        # "descale every 3 months, or every 6 weeks if the water is hard": without the comma
        # the condition would govern both
        return match.group()
    return f"{match.group(1)} {match.group(2)} "


_INTRO_BEFORE = re.compile(
    r"(?:^|[.!?:][ \t]+|\n)[^\w\n]{0,3}(?:first|second|third|fourth|next|then|finally|lastly|"
    r"also|however|still|now|today|meanwhile|later|instead|otherwise|similarly|likewise|again|"
    r"here|yes|no|well|so|sometimes|often|usually|first of all|in practice|in short|in fact|"
    r"of course|for example|for instance|in addition)$",
    re.I,
)


def _after_intro(text: str, at: int) -> bool:
    """Whether the comma at `at` closes a sentence's opening word ("First,", "In fact,"):
    looked for in the 40 characters before it, not from the start of the text."""
    return _INTRO_BEFORE.search(text, max(0, at - 40), at) is not None


_NAME_ITEM = re.compile(r",[ \t]+[A-Z][\w'\u2019.-]*(?:[ \t]+[A-Z][\w'\u2019.-]*){0,2}")
_ROLE_BEFORE = re.compile(
    r"\b(?:my|our|your|his|her|their|the|a|an)[ \t]+(?:[a-z-]+[ \t]+){0,2}[a-z-]+$"
)
_ROLE_ITEM = re.compile(
    r",[ \t]+(?:the[ \t]+|our[ \t]+|its[ \t]+)?(?:[SE]?VP|CEO|CTO|CFO|COO|CMO|CIO|CISO|Director|"
    r"Head|Manager|President|Vice|Chair|Chairman|Chairwoman|Chairperson|Professor|Dean|"
    r"Founder|Co-founder|Editor|Chief|Senior|Lead|Principal|Partner|Secretary|Minister|"
    r"Senator|Governor|Mayor|head|director|manager|founder|co-founder|professor|author)\b"
)
_NAME_BEFORE = re.compile(rf"(?:[A-Z][a-z'\u2019-]+|[{_M}])(?:[ \t]+[A-Z][a-z'\u2019-]+)*$")
_SENTENCE_END = re.compile(r"[.!?](?=[ \t\n]|$)")
_LONG_WORD = re.compile(r"[A-Za-z][a-z'\u2019-]{3,}")


def _in_title(text: str, at: int) -> bool:
    """Whether the sentence around `at` is set in title case: four or more words of four
    letters or more, nearly all capitalised."""
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, at)), default=0)
    end = _SENTENCE_END.search(text, at)
    words: list[str] = _LONG_WORD.findall(text, start, end.end() if end else len(text))[1:]
    capitals = sum(w[0].isupper() for w in words)
    return capitals >= 4 and capitals >= 0.8 * len(words)


_CONDITION_AHEAD = re.compile(
    r"[^,.;:!?]{0,200}?\b(?:if|unless|when|whenever|once|provided)\b", re.I
)


@lru_cache(maxsize=4096)
def _verb_base(word: str) -> str | None:
    """The base form of a word that can only be a verb ('contemplate', 'sparked'), else None:
    'closed' and 'used' can be adjectives too, 'ambitions' is a noun."""
    lemmas = lemminflect.getAllLemmas(word)
    if not lemmas or set(lemmas) - {"VERB", "AUX"}:
        return None
    base: str = lemmas.get("VERB", lemmas.get("AUX", ("",)))[0]
    return base


def _drop_complementizer(match: re.Match[str]) -> str:
    if _NOUN_BEFORE.search(match.string, max(0, match.start() - 40), match.start()):
        return match.group()  # "the hope that he would wake": a noun's clause keeps its "that"
    return match.group("verb") or match.group("say")


# a verb a moved "by"/"to" clause could hang on instead of the main one
_SECOND_VERB_SLOT = re.compile(r"\b(?:to[ \t]+[a-z]+|[a-z]{2,}ing)\b")
# a fronted "by"/"to" clause must really be one: "By 2030, ..." is a date, "To me, ..." an aside
_BY_TO = re.compile(r"^(?:[a-z]+ing|[a-z]+)\b")
_SUBJECT_START = re.compile(
    r"^(?:i|we|you|they|he|she|it|this|that|these|those|there|the|a|an|our|their|its|his|her|"
    r"my|your|many|most|some|each|every|people|users|teams|researchers)\b"
)
_IMPERATIVE_START = re.compile(r"^[a-z]+\b")


def _orders_or_addresses(main: str) -> bool:
    """'run the installer', 'you need pip': a main clause a purpose "To X," may follow."""
    first = _IMPERATIVE_START.match(main)
    if first is None:
        return False
    word = first.group()
    return word in ("you", "we") or is_base_verb(word)


def is_base_verb(word: str) -> bool:
    """'run', 'email': a verb's base form, whatever else the word can be (an order starts
    with one)."""
    return word in lemminflect.getAllLemmas(word).get("VERB", ())

CLAUSE_WORDS = frozenset(
    "when whenever if because once after before until unless as soon by to which that making "
    "ensuring helping allowing creating leading giving leaving keeping enabling reducing saving "
    "turning causing providing offering fostering driving makes ensures helps allows creates leads "
    "gives leaves keeps enables reduces saves turns causes provides offers fosters drives made "
    "ensured helped allowed created led gave left kept enabled reduced saved turned caused "
    "provided offered fostered drove highlighting underscoring prompting sparking fueling "
    "reflecting suggesting indicating raising marking forcing highlights underscores prompts "
    "sparks fuels reflects suggests indicates raises marks forces highlighted underscored "
    "prompted sparked fueled reflected suggested indicated raised marked forced".split()
)


# the tense a clause is in, from its auxiliaries ("wasn't" is past, "can't" present)
PAST = re.compile(r"\b(?:was|were|had|did)(?:n['\u2019]t)?\b")
PRESENT = re.compile(
    r"\b(?:is|are|has|have|does|do|can|will|am)(?:n['\u2019]t)?\b|\b(?:can|won)['\u2019]t\b"
)


@lru_cache(maxsize=4096)
def is_past_verb(word: str) -> bool:
    """'sparked', 'won', 'said': only ever a verb, and its past form. ('closed' and 'used' can
    be adjectives too, so they tell nothing.)"""
    if word in ("rose", "fell"):
        return True  # the news's commonest past forms; as a flower or a hill they are rare
    base = _verb_base(word)
    return base is not None and base != word and word in lemminflect.getInflection(base, "VBD")


def tenses(head: str) -> tuple[bool, bool]:
    """Whether a clause shows the past and whether it shows the present: from its auxiliaries,
    and from verbs that can only be past forms."""
    past = bool(PAST.search(head)) or any(
        not m.group("det") and is_past_verb(m.group("word")) and not _premodified(head, m)
        for m in _WORD_AFTER.finditer(head)
    )
    return past, bool(PRESENT.search(head) or _THIRD_PERSON_PRESENT.search(head))


# "vaccines use only selected pieces of the pathogen": an adverb before and a bare noun after
# make "selected" an adjective, not the past ("That made them very safe" followed)
_PREMODIFIER_BEFORE = re.compile(
    r"\b(?:only|just|carefully|specially|specifically|newly|recently|well|highly|widely|"
    r"commonly|properly|poorly|fully|partially|heavily|lightly|finely|freshly)[ \t]+$"
)
_BARE_WORD_AFTER = re.compile(
    r"[ \t]+(?!(?:the|a|an|his|her|their|its|our|my|your|this|that|these|those|it|them|him|me|"
    r"us|you|to|in|on|at|by|for|with|from|of|as|and|or|but|up|out|down|off|over)\b)[a-z]+"
)


def _premodified(head: str, word: re.Match[str]) -> bool:
    """Whether the past form `word` stands between an adverb and a bare noun, an adjective."""
    start = word.start("word")
    return bool(
        _PREMODIFIER_BEFORE.search(head, max(0, start - 20), start)
        and _BARE_WORD_AFTER.match(head, word.end())
    )


# "He notices advanced technology intertwined with the bones": a story told in the present
# (its "intertwined" is a participle, not the past)
_THIRD_PERSON_PRESENT = re.compile(
    r"\b(?:[Hh]e|[Ss]he|[Ii]t)[ \t]+(?:[a-z]+ly[ \t]+)?(?!(?:was|has|is|does|always)\b)"
    r"[a-z]+[^s\W]s\b"
)


# a word and whether a determiner or a possessive stands before it ("his loved ones": an
# adjective, not the past of "love")
_WORD_AFTER = re.compile(
    r"(?P<det>\b(?:the|a|an|his|her|their|its|our|my|your|this|these|those)[ \t]+|"
    r"['\u2019]s[ \t]+)?\b(?P<word>[a-z]+)"
)


@lru_cache(maxsize=512)
def _finite(gerund: str, tag: str) -> str:
    """'making' -> 'makes' (VBZ) or 'made' (VBD)."""
    lemma = lemminflect.getLemma(gerund, upos="VERB")
    base = lemma[0] if lemma else gerund[:-3]
    forms = lemminflect.getInflection(base, tag)
    return forms[0] if forms else base


_NARRATIVE_TIME = frozenset(("When", "Whenever", "After", "Before", "Once", "As soon as", "Until"))


_OBJECT_PRONOUN_END = re.compile(r"[ \t](?:it|them|this|that|these|those)$", re.I)


def _unfront(sentence: str) -> str | None:
    match = _FRONTED.match(sentence)
    if not match:
        return None
    conj, sub, main = match.group("conj"), match.group("sub"), match.group("main")
    if _THEN.match(main) or " and " in main or " or " in main:
        # "If X, then Y" / "By X, we can Y and Z": the scope would be unclear ("visit the site
        # or email us with your order number to file a claim")
        return None
    if _LAST_ADVERB.search(main):
        return None  # "... instead if you subscribed": the adverb would lose its place
    if conj == "Because" and (sub.startswith("of ") or not any(tenses(sub))):
        # "Because of that, X": a connector, not a clause to move; "Because in the end, the
        # only real failure is never trying": the comma closes a phrase, not the clause
        return None
    if _NESTED.search(sub):
        # "Because they understand that if you're not failing, you're not trying": the
        # comma closes the inner "if", and the main clause belongs inside the "because"
        return None
    if conj in _NARRATIVE_TIME and tenses(main) == (True, False):
        return None  # "When she opened the door, the room was dark": a story's order of events
    if conj not in ("By", "To") and (" " not in sub or _BARE_PARTICIPLE.match(sub)):
        return None  # "Before long, ...", "Once activated, ...": not a clause of its own
    if main.count(" ") > 16 or _RELATIVE.search(main):
        return None  # moved behind a long or relative clause, it would attach to the wrong noun
    if _PRONOUN.search(main):
        return None  # "them" in the main clause may point at a noun that would come after it
    if _OBJECT_PRONOUN_END.search(sub):
        # "Once you understand it, you'll see why saving early makes a difference": behind
        # the main clause, "it" would point at "a difference"
        return None
    if conj in ("By", "To"):
        if not _BY_TO.match(sub) or (conj == "By" and not sub.split()[0].endswith("ing")):
            return None
        if conj == "To" and (sub.startswith("be ") or not _orders_or_addresses(main)):
            return None  # "To be clear, X" comments on X; only "To do A, do B" is a purpose
        if _SECOND_VERB_SLOT.search(main):
            # "you can build wealth without needing to become an expert by keeping costs low":
            # behind a second verb the "by" phrase is that verb's ("become an expert by")
            return None
        if conj == "To" and main.count(" ") > 9:
            # "use the blocks introduced in version 4.x of the provider to create a bucket":
            # behind a long order the purpose reads as the last noun's
            return None
    elif not (_SUBJECT_START.match(main) or main.startswith(("don't", "do ", "make ", "try "))):
        return None
    if re.search(f"[{_M}]$", sub):
        return None  # "at 10 p.m.": a masked end may carry its own full stop
    if re.search(f"[{_M}]$", main):
        # "visit example.org or contact giving@example.org to read the full report": the
        # purpose would trail an address
        return None
    lead = conj if conj == "I" else conj.lower()
    # a concession closing a sentence keeps its comma: "X, although Y"; so do the choices
    # that do not matter ("There's no wrong choice here, whether you're X or Y": readers of
    # every round asked for the assistant's "Whether you're X or Y, ..." opener to go behind)
    gap = ", " if conj in ("Although", "Though", "Even though", "Whether") else " "
    return f"{capitalize(main)}{gap}{lead} {sub}."


# a serial comma as a reader sees one: "A, B, and C", with an item of one to fifteen words
# ("$3,200 in credit card debt at 24.99% APR, and about $2,000 in savings" is one too, though
# its items are too long for the engine to drop the comma: then no other comma goes either)
_ITEM_WORD = r"(?:[^\s,.;:!?()]|(?<=\d)[,.](?=\d))+"
_SERIAL = re.compile(rf",[ \t]+(?:{_ITEM_WORD}[ \t]+){{0,14}}{_ITEM_WORD},[ \t]+(?:and|or)[ \t]")


_LEGAL = re.compile(
    r"\b(?:hereinafter|notwithstanding|hereby|herein|hereto|thereof|whereas|shall not)\b", re.I
)
# ("in class, and, in several cases, higher grades"; a text cut off at "treatment, and")
_SERIAL_ASIDE = re.compile(r",[ \t]+(?:and|or)(?:,[ \t]|[ \t]*$)")


def drop_serial_commas(sentence: str) -> str:
    """'A, B, and C' -> 'A, B and C' wherever the list is plainly a list."""
    return _OXFORD.sub(_drop_serial, sentence)


def serial_commas_droppable(text: str, sample: int = 6000) -> bool:
    """Whether every serial comma in the first `sample` characters can go: a text keeps all
    of them or none, since readers find a text that drops some and keeps others careless."""
    head = text[:sample]
    if _LEGAL.search(head):
        return False  # "(i) sublicense, rent, or lease the Software": drafting keeps its commas
    if _SERIAL_ASIDE.search(head.rstrip()):
        return False  # "in class, and, in several cases, higher grades": that comma must stay
    seen = sum(not _after_intro(head, m.start()) for m in _SERIAL.finditer(head))
    return bool(seen) and drop_serial_commas(head).count(",") == head.count(",") - seen


def rebuild_clauses(
    sentence: str, rng: random.Random, rate: float, comma_trim: float, unfront: bool = True
) -> str:
    """Apply each rebuild with probability `rate`; drop optional commas with `comma_trim`.
    Without `unfront`, a fronted clause stays in front."""
    if rng.random() < rate and unfront:
        unfronted = _unfront(sentence)
        if unfronted is not None:
            sentence = unfronted
    words = sentence.count(" ") + 1
    if words >= 12 and rng.random() < rate:
        match = _PARTICIPLE.search(sentence)
        head = sentence[: match.start()] if match else ""
        past, present = tenses(head)
        # the tense must be plain from the first clause, and the claim the writer's own: after
        # "She said that X, leading to Y" a new "That led to Y." would be the writer's claim
        if (
            match
            and past != present
            and " that " not in head
            and not _MODAL.search(head)
            and not _SPEAKER.search(head)
            and not _PAST_PERFECT.search(head)
            and not _PRESENT_PERFECT.search(head)
            and not _SEEM.match(match.group("rest"))
            # ("and that highlighted both what I can achieve": a tense of its own clashes)
            and not _MODAL.search(match.group("rest"))
            and not (match.group("verb") in _EVIDENCE and _PERSON_HEAD.match(head))
        ):
            verb = _finite(match.group("verb"), "VBD" if past else "VBZ")
            # ", and that led to X" keeps a short event and its result in one sentence: readers
            # found a short head plus a bare "That …" choppy. A long head (14 words or more)
            # still splits, as does one with an "and" of its own (no second "and"); measured
            # on the pairs, that keeps the sentence-length spread k-uncanny reads
            # (not the sentential ", which led to": tried for variety, it is the assistant's
            # own join, and is_it_slop rose on the pairs, 0.9524 -> 0.9578 over five seeds)
            joint = ". That" if " and " in head or head.count(" ") >= 13 else ", and that"
            sentence = f"{head}{joint} {verb} {match.group('rest')}"
    if comma_trim >= 0.5:
        # (formal and academic keep theirs; so does "X that A, that B": the pair stays parallel)
        # (nor "said that X, and that Y": without the first, the second hangs lopsided)
        if (
            rng.random() < comma_trim
            and "that " in sentence
            and ", that " not in sentence
            and " and that " not in sentence
        ):
            sentence = _COMPLEMENTIZER.sub(_drop_complementizer, sentence)
    if rng.random() < comma_trim:
        sentence = _INTRO.sub(lambda m: m.group("intro") + " ", sentence, count=1)
    if "," in sentence:
        # (not after a negation: "fear not because you have a plan" flips what is denied;
        # nor after a clause of its own: "read this before you start taking this medicine
        # because it contains" gives the nearer verb the reason)
        sentence = _CONJUNCTION_COMMA.sub(
            lambda m: " "
            if rng.random() < comma_trim
            and not NEGATED.search(m.string, 0, m.start())
            and not _AVOIDS.search(m.string, 0, m.start())
            and not _INNER_CLAUSE.search(m.string, 0, m.start())
            else m.group(),
            sentence,
        )
    return sentence
