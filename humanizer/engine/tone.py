"""Registers: what each of the seven tones does to contractions, words and sentence length.

A tone is a real register, not a label: formal and academic expand every contraction and
never get slang; casual and friendly contract and prefer everyday words; professional is
direct (no "I would like to", no "basically"); creative keeps more dashes and semicolons
and varies length the most. Word swaps are literal phrase tables (sense-safe: each source
has one meaning in prose) applied with the same trie machinery as the lexicon.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

import lemminflect  # type: ignore[import-untyped]

from humanizer.engine.clauses import is_past_verb
from humanizer.engine.discourse import capitalize
from humanizer.engine.features import zipf
from humanizer.engine.lexicon import ENTITIES, ENTITY_REACH, words_in
from humanizer.engine.markdown import capitalised_share
from humanizer.engine.protect import MASK_CLASS
from humanizer.engine.rhythm import Rhythm
from humanizer.engine.trie import trie_pattern

__all__ = [
    "MOURNING", "SOMBRE", "URGENT", "Register", "REGISTERS", "TONE_WORDS", "apply_register",
    "chat_case", "relead_splits",
]

# a notice's "be to" ("Carts are to be placed in the bay", stop 25's note): a rule is
# "must be" (round 84 readers: "should be worn" made a lab's safety rule advice), a plan
# "will be" ("The vote is to be held on Monday")
_BE_TO = {
    f"{be} {neg}to be {done}": f"{modal} {neg}be {done}"
    for be in ("is", "are")
    for neg in ("", "not ")
    for modal, verbs in (
        ("must", "placed put returned kept left stored used worn removed taken brought handed "
                 "submitted signed cleaned locked closed parked reported sent paid filed disposed "
                 "washed followed completed filled moved avoided sought labelled labeled "
                 "displayed shown given provided scrubbed vacuumed mopped emptied rinsed "
                 "flattened collected checked recorded logged unplugged switched turned "
                 "accompanied supervised conducted performed quarantined generated discarded fed "
                 "destroyed retained"),
        # (not "are to be published": an obligation, round 84's judges)
        ("will", "held"),
    )
    for done in verbs.split()
    if not (neg and modal == "will")  # ("is not to be held": forbidden, not unplanned)
}  # fmt: skip
# and its active rules for a group ("Guests are to maintain a distance", "Students are to
# bring a lunch", round 85 readers); only after such a group (`_NEEDS_BEFORE`): a news
# report's "Ministers are to meet on Friday" is a plan, not a rule
_ACTIVE_BE_TO = {
    f"are {neg}to {verb}": f"must {neg}{verb}"
    for neg in ("", "not ")
    for verb in (
        "maintain keep wear remain stay report return bring follow use obtain submit contact "
        "notify observe inform complete register sign present carry clean remove park smoke "
        "enter exceed leave check arrive"
    ).split()
}  # fmt: skip
_RULE_GROUP_BEFORE = re.compile(
    r"\b(?:guests|students|residents|staff|visitors|employees|candidates|participants|patients|"
    r"tenants|users|members|passengers|children|pets|dogs|vehicles|campers|attendees|vendors|"
    r"contractors|volunteers|drivers|players|customers|clients|personnel|workers)[ \t]+$",
    re.I,
)

_EVERYDAY = {
    "purchase": "buy", "purchased": "bought", "purchasing": "buying", "purchases": "buys",
    "obtain": "get", "obtained": "got", "obtaining": "getting", "obtains": "gets",
    "require": "need", "requires": "needs", "approximately": "about", "regarding": "about", "commence": "start",  # noqa: E501
    "numerous": "lots of", "perhaps": "maybe", "difficult": "hard",
    "most difficult": "hardest", "more difficult": "harder",
    "attempt to": "try to", "attempted to": "tried to", "attempting to": "trying to",
    "assistance": "help", "individuals": "people", "additionally": "also",
    "in addition": "also", "therefore": "so",
    "a large number of": "lots of", "prior to": "before", "in order to": "to",
    "is able to": "can", "are able to": "can", "excellent": "great",
    "extremely": "really", "incredibly": "really", "many people": "lots of people",
    # ("we take your privacy really seriously" read flimsy in an apology for a breach)
    "extremely seriously": "very seriously", "incredibly seriously": "very seriously",
    "such as": "like",
    "inquire": "ask", "inquired": "asked", "beverage": "drink", "beverages": "drinks",
    "sufficient": "enough", "frequently": "often",
    # an invitation's stiff courtesies ("cordially invites you", "Kindly RSVP by")
    "cordially invites": "invites", "cordially invite": "invite", "kindly rsvp": "please RSVP",
    # "allows you to track spending" -> "lets you track": spoken words, not the standard
    # tone's (there "lets" cost is_it_slop 0.836 -> 0.841 on the corpus over five seeds, and
    # "allow" is no assistant marker); other objects keep "allow": "allow inference to end"
    **{
        f"{allow} {who} to": f"{let} {who}"
        for allow, let in (
            ("allow", "let"), ("allows", "lets"), ("allowed", "let"), ("allowing", "letting")
        )
        for who in (
            "you us them me him her people users students customers teams readers developers "
            "employees"
        ).split()
    },
    # a business letter's formulas ("Enclosed please find the following documents:")
    "enclosed please find": "I've enclosed", "please find enclosed": "I've enclosed",
    "please find attached": "I've attached", "attached please find": "I've attached",
    # (round 81 readers: "It's been determined that around 2.3% of webhooks were lost" kept
    # a report's throat-clearing in a casual pull request)
    "it has been determined that": "", "it's been determined that": "",
    # (a notice's passive: "Questions may be directed to the front desk" stayed in a casual
    # rewrite, stop 24's note)
    "may be directed to": "can go to", "can be directed to": "can go to",
    # ("All personnel are asked for to observe", round 82: a request to do is "asked to")
    "requested to": "asked to",  # (not "request to": "a request to the council" is a noun)
    # (round 87 readers: "I'm delighted to share some exciting news" read stiffer than the
    # writer's "thrilled"; a notice's "In the event of inclement weather")
    "delighted to share": "happy to share", "delighted to announce": "happy to announce",
    "inclement weather": "bad weather", "in the event of": "in case of",
    "in the event that": "if",
    "should be directed to": "should go to", "must be directed to": "must go to",
    **_BE_TO, **_ACTIVE_BE_TO,
    # ("Should you have any questions, please contact us": the letter's inverted condition,
    # kept by relaxed rewrites, round 84-85 readers; not a question: "Should you buy it?")
    "should you": "if you", "should you be": "if you are",  # (not "If you be unable")
    **{
        f"{familiar} {who} with": "get familiar with"
        for familiar in ("familiarize", "familiarise")
        for who in ("yourself", "yourselves", "themselves", "ourselves", "himself", "herself")
    },
}  # fmt: skip
_COMPARATIVES = (
    "better worse more less easier harder faster slower bigger smaller larger higher lower "
    "cheaper longer shorter safer simpler quicker"
).split()
_GRADABLE = (
    "easy hard simple good common different busy expensive cheap fast slow quick small big "
    "large high low straightforward useful popular difficult tricky rare limited similar "
    "close strong long short sure happy tired nervous excited clear sad"
).split()
_CASUAL_EXTRA = {
    "very": "really", "a great deal of": "a lot of", "it is a good idea to": "it's smart to",
    "do not worry": "don't worry", "receive": "get",
    "received": "got", "receiving": "getting", "receives": "gets",
    "thank you all": "thanks, everyone", "thank you all for": "thanks, everyone, for",
    "thank you": "thanks", "hello": "hey", "yes,": "yeah,",
    "incredibly": "super",
    "begin": "start", "begins": "starts", "began": "started", "beginning to": "starting to",
    "select": "pick", "selects": "picks", "selecting": "picking",
    "inform you of": "tell you about", "inform us of": "tell us about",
    "inform": "tell", "informs": "tells",
    "resolve": "fix", "resolves": "fixes", "resolving": "fixing",
    "locate": "find", "locates": "finds", "locating": "finding",
    "appear to": "seem to", "appears to": "seems to", "appeared to": "seemed to",
    "wish to": "want to", "wishes to": "wants to",
    "is required to": "has to", "are required to": "have to", "am required to": "have to",
    "was required to": "had to", "were required to": "had to",
    "you're required to": "you have to", "we're required to": "we have to",
    "they're required to": "they have to",
    "additional": "extra", "a significant amount of": "a lot of",
    # ("have extra concerns" reads as too many worries)
    "additional questions": "other questions", "additional concerns": "other concerns",
    "request": "ask for", "requests": "asks for", "requested": "asked for", "requesting": "asking for",  # noqa: E501
    "provide": "give", "provides": "gives", "providing": "giving",
    # "much better" -> "a lot better": only before a comparative (not "too much", "much of")
    **{f"much {c}": f"a lot {c}" for c in _COMPARATIVES},
    # "quite easy" -> "pretty easy": only before a gradable word ("not quite right" is kept)
    **{f"quite {a}": f"pretty {a}" for a in _GRADABLE},
}  # fmt: skip
_WARM = {"hello": "hi", "you must": "you need to", "we must": "we need to"}
# "Hey folks!" -> "Hello everyone!": a formal or business text has no "Hey people!"
_HELLO = {
    "hey folks": "hello everyone", "hey everyone": "hello everyone", "hey all": "hello all",
    "hey there": "hello", "hey team": "hello team", "hey": "hello", "hey y'all": "hello everyone",
    "hey guys": "hello everyone",
}  # fmt: skip
# a chat's verdicts, which a letter or a paper does without (stop 25's note)
_PRAISE_CHAT = {
    "real talk:": "", "real talk,": "",
    **{f"{be} chef's kiss": f"{be} superb" for be in ("is", "was", "are", "were")},
}
# a chat's own words, out of place in a letter, a report or a paper
_CHAT = {
    "y'all": "you all", "you guys": "you all", "btw,": "incidentally,", "tbh,": "frankly,",
    "imo,": "in my view,", "the kicker": "the surprising part", "did great": "did very well",
    # ("kinda fun" is warm understatement: "somewhat fun" read as faint praise, and "quite
    # mad" as more than the writer said; "fairly" was no better: "fairly like a target",
    # "fairly in shock". "rather" keeps the understatement and goes before anything)
    "kinda": "rather", "sorta": "rather", "gotta": "have to",
    "doing great": "doing very well", "pls": "please", "plz": "please", "rn": "right now",
    # ("lowkey" goes: blind judges preferred "honestly addictive" to "rather worth the
    # detour", "arguably" and "quietly love the atmosphere", but readers took "That honestly
    # feels like a scam" for a claim the writer had hedged, and it stacked up beside the
    # chat's own "honestly": "honestly I can finally ... is honestly genius", round 79)
    "ngl": "honestly", "lil": "little", "lowkey": "",
    # (round 80: "Any advice is very appreciated", "first come first served rather situation",
    # "so he's never home" for "lowkey never home")
    "super appreciated": "much appreciated", "lowkey never": "almost never",
    "super appreciate": "really appreciate",  # ("I'd super appreciate hearing", round 82)
    **{f"{k} {noun}": f"kind of {noun}" for k in ("kinda", "sorta") for noun in (
        "situation", "thing", "vibe", "day", "deal", "person", "guy", "place", "moment")},
    "huge shoutout to": "special thanks to",
    # ("A special thanks to" puts an article before a plural)
    "a special shout-out to": "special thanks to", "a special shoutout to": "special thanks to",
    "a huge shout-out to": "special thanks to", "a huge shoutout to": "special thanks to",
    # (not "thanks to": "Thanks to the Wednesday night crew, who started this club" read as
    # the cause, round 83)
    "shoutout to": "special thanks to", "shout-out to": "special thanks to",
    "a shoutout to": "special thanks to", "a shout-out to": "special thanks to",
    "asap": "as soon as possible",
    "lmk": "please let me know", "q's": "questions", "comfy": "comfortable",
    "doing amazing": "doing very well", "totally agree": "fully agree",
    "totally believe": "fully believe", "totally understand": "fully understand",
    "and stuff": "and so on", "and stuff like that": "and the like",
    "bummed": "disappointed", "bummed out": "disappointed", "totally bummed": "very disappointed",
    # a letter's opening lines keep their subject ("Hope you're doing well! Just wanted to")
    "hope you're": "I hope you are", "hope you are": "I hope you are",
    "a sec": "a moment", "tbh": "frankly", "imo": "in my view", "ok so": "", "okay so": "",
    "congrats": "congratulations", "fyi": "for your information", "convo": "conversation",
    "thanks a ton": "thank you very much", "thanks a bunch": "thank you very much",
    "thanks a million": "thank you very much", "pic": "photo", "pics": "photos",
    "bday": "birthday", "cuz": "because", "yup,": "yes,", "nah,": "no,",
    "fingers crossed": "hopefully", "touch base": "speak", "circle back": "follow up",
    "ballpark figure": "rough estimate", "ballpark figures": "rough estimates",
    "vary wildly": "vary widely", "crushing it": "doing very well",
    # ("spend time forever after you eat", "spend time at your place for game nights": without
    # "with" it is a get-together, and "hang out forever" is lingering)
    "hang out with": "spend time with", "hanging out with": "spending time with",
    "hung out with": "spent time with", "hang out": "get together",
    "hanging out": "getting together", "hung out": "got together", "hang out forever": "linger",
    # ("it's kinda crazy how hot it stays", "which is kinda wild": "rather crazy" is neither
    # register)
    **{f"{d} {w}": "remarkable" for d in ("kinda", "sorta", "pretty", "so")
       for w in ("crazy", "wild", "insane", "nuts")},
    "crazy how": "remarkable how", "wild how": "remarkable how",
    "doing awesome": "doing very well", "super awesome": "excellent",
    "y'all are": "you are all", "you guys are": "you are all", "hey gang": "hello everyone",
    "on the fence": "undecided", "here's the deal:": "the point is this:",
    "here is the deal:": "the point is this:",
    "not gonna lie,": "admittedly,", "not going to lie,": "admittedly,",
    # ("cause there's a ton of wild yeast": the chat's "because"; not the verb, "cause you to")
    **{f"cause {w}": f"because {w}" for w in (
        "i", "he", "she", "we", "they", "i'm", "we're", "they're", "you're", "it's", "there's",
        "that's", "i am", "we are", "they are", "you are", "it is", "there is", "that is")},
    "like crazy": "a great deal", "totally spaced on": "completely forgot about",
    "no big deal": "not a problem", "doing good": "doing well",
    "a bunch of you": "many of you", "a ton of you": "many of you", "a lot of you": "many of you",
    # ("you're gonna crush it" is praise; "crush it with a rolling pin" is cooking)
    "crush it": "do very well", "crushed it": "did very well", "go crush it": "best of luck",
    "had a blast": "had a wonderful time", "have a blast": "have a wonderful time",
    "having a blast": "having a wonderful time",
    **{f"{v} a blast": f"{v} great fun" for v in ("was", "is", "be", "been")},
    # ("that save was clutch", "a power bank is clutch": there when it counted)
    **{f"{v} clutch": f"{v} invaluable" for v in ("was", "is", "so", "really", "super")},
    "let us say": "suppose",  # ("Let's say you receive an offer")
    "let us dive in": "let us begin", "let us dive right in": "let us begin",
    "wait to dive in": "wait to begin", "ready to dive in": "ready to begin",
    # ("Let us explore the key factors" and "Let us dive into" read stilted in a letter; and
    # "Let us examine X. Let us examine Y." when a writer delves into one and dives into the
    # next; "Let us break it down." and "Let us get started" read stiff)
    "let us dive into": "let us turn to", "let us dive deeper into": "let us look more closely at",
    "let us take a closer look at": "let us look more closely at",
    "let us explore": "let us examine", "let us get started": "let us begin",
    # ("Here is how it breaks down." read conversational, its "it" unclear, "breaks down" a
    # failure)
    "let us break it down.": "the details follow.", "let us break it down:": "the details follow:",
    "let us walk through": "let us go through",
    "a whole bunch of": "a great many", "self-promo": "self-promotion", "say hi": "say hello",
    "hey fam": "hello everyone", "hi fam": "hello everyone",
    # ("this is a chill space" is "relaxed", but "a chill crept down his spine" is a noun; not
    # "chill the dough")
    **{f"{w} chill": f"{w} relaxed" for w in ("so", "very", "pretty", "really", "is", "are", "was")},  # noqa: E501
    "be chill": "be calm",  # ("be chill pls": a moderator asks for calm)
    "a chill space": "a relaxed space", "a chill vibe": "a relaxed atmosphere",
    "a chill place": "a relaxed place", "a chill community": "a relaxed community",
    "super chill": "very relaxed",
    # text-speak ("u owe me $925 + ur half"; "ur the best" is "you are")
    "u": "you", "ur": "your", "thx": "thank you", "idk": "I do not know",
    # ("ur a lifesaver", "if ur in NYC", "ur still in the window": "you are"; "ur half" and
    # "ur own" are "your")
    **{f"ur {w}": f"you are {w}" for w in (
        "welcome", "so", "not", "the", "going", "right", "a", "an", "on", "in", "at", "still",
        "always", "never", "just", "also", "too", "very", "really", "such", "probably",
        "definitely", "totally", "literally", "lucky", "late", "early", "free", "busy", "sure",
        "over", "under", "out", "up", "off", "here", "there", "home", "back", "all", "being",
        "doing", "making", "getting", "done", "good", "fine", "okay", "ok", "amazing", "the best",
    )},
    "ur gonna": "you are going to",
    "bc": "because", "tmrw": "tomorrow", "love ya": "love you", "see ya": "see you",
    "tho": "though", "ppl": "people", "w/": "with", "'em": "them", "smth": "something",
    "msg": "message", "lemme": "let me",
    "dunno": "do not know", "tryna": "trying to", "outta": "out of", "obvi": "obviously",
    "hyped": "excited", "hyped on": "excited about", "hyped for": "excited for",
    "thx a million": "thank you very much", "just lmk": "please let me know",
    "dont": "do not", "doesnt": "does not", "didnt": "did not", "isnt": "is not",
    "wasnt": "was not", "arent": "are not", "thats": "that is", "youre": "you are",
    "theyre": "they are",
    "owe you big time": "owe you a great deal", "def": "definitely",
}  # fmt: skip
# how far back the guards look (every one is about the few words before its match; an
# unbounded look-back made a 90,000-character paragraph of "cities require" take a minute)
_REACH = 120
# what a chat word becomes past a sentence's first word, where the usual one needs commas
_MID_SENTENCE = {"tbh": "honestly", "tbh,": "honestly,"}
_SENTENCE_OPENS = re.compile(r"(?:^|[.!?][\"')\u201d\u2019]*[ \t]+)[ \t]*$")
# a chat's acronyms, spelled out though written in capitals (not "RN": a nurse)
_CHAT_ACRONYMS = frozenset(("asap", "fyi", "btw,", "imo", "imo,", "tbh", "tbh,", "lmk"))
_FORMAL = {
    "kids": "children", "maybe": "perhaps", "first off,": "first,", "a bit more": "somewhat more", "pretty good": "fairly good",  # noqa: E501
    "a lot more": "considerably more", "lots of people": "many people", "anyway,": "in any case,", "get rid of": "eliminate", "figure out": "determine",  # noqa: E501
    "find out": "determine",  "really important": "highly important",
    "totally": "entirely", "totally encouraged": "strongly encouraged",
    # ("Totally get it", "entirely okay": no one writes those)
    "totally get": "fully understand", "totally get it": "fully understand",
    **{f"totally {a}": f"perfectly {b}" for a, b in (("okay", "acceptable"), ("ok", "acceptable"), ("fine", "fine"), ("normal", "normal"))},  # noqa: E501
    "kinda awesome": "excellent", "sorta awesome": "excellent",
    # ("you can totally use your key" is a go-ahead, not "entirely")
    **{f"{m} totally": f"{m} certainly" for m in ("can", "could", "will", "would", "should")},
    # ("I totally did" is "certainly", not "entirely")
    **{f"totally {v}": f"certainly {v}" for v in ("did", "do", "does", "will", "would", "was", "am")},  # noqa: E501
    "cheers,": "best regards,",  # a letter's sign-off
    "totally worth it": "well worth it", "tons of": "a great many",
    "big difference": "substantial difference", "a big part": "a large part",
    "dig into": "examine", "digs into": "examines", "dug into": "examined", "digging into": "examining",  # noqa: E501
    **{f"way {c}": f"far {c}" for c in (*_COMPARATIVES, "above", "below", "ahead", "behind", "fewer")},  # noqa: E501
    # a chat's intensifiers and idioms, which a letter or a paper does without
    "basically": "essentially", "chill out": "relax", "you got this": "you can do this",
    "let's be real:": "frankly,", "let's be real,": "frankly,", "let's be real": "in all honesty",
    # ("which, let us be honest, she saved us from" read archaic in a toast)
    "let's be honest": "in all honesty", "let us be honest": "in all honesty",
    # ("In all honesty: most letters ..." reads awkward before its colon)
    "let's be honest:": "frankly,", "let us be honest:": "frankly,",
    # (and before its dash: "In all honesty — I was skeptical" needs a comma)
    "let's be honest —": "frankly,", "let us be honest —": "frankly,",
    "let's be real —": "frankly,",
    # ("I will be honest — six months ago" read stilted, and no more formal)
    **dict.fromkeys(
        (f"{who} be honest{mark}" for who in ("i'll", "i will") for mark in (" —", ",", ":")),
        "to be candid,",
    ),
    "here's the thing:": "the point is this:", "here is the thing:": "the point is this:",
    # ("Let us start with the location." read liturgical in a hotel review)
    "let us start with": "we begin with", "let's start with": "we begin with",
    "insane": "extraordinary", "wannabe": "aspiring",
    "pretty much": "essentially", "way too": "far too", "gonna": "going to", "wanna": "want to",
    "a bunch of": "a number of",
    "awesome": "excellent", "pretty awesome": "excellent", "super": "very", "scary": "frightening",
    "fantastic": "excellent", "pricey": "expensive", "kiddos": "children",
    "go sideways": "go wrong", "goes sideways": "goes wrong",
    "went sideways": "went wrong", "going sideways": "going wrong",
    # (the chat's "grab a coffee", not a story's "grabbed her brother's sleeve")
    "amazing": "remarkable", "grab": "get", "you have got this": "you can do this",
    "grab a time": "book a time", "grab time": "book time",  # (on a calendar: no "get a time")
    **{f"{v} amazing": f"{v} wonderful" for v in (
        "smell", "smells", "smelled", "taste", "tastes", "tasted", "look", "looks", "looked",
        "sound", "sounds", "sounded", "feel", "feels", "felt")},
    "check out": "see",
    # a formal letter thanks and greets in full ("Hi Jasmine, ... Thanks again" read casual)
    "thanks again": "thank you again", "thanks so much": "thank you very much",
    "thank you so much": "thank you very much", "thanks for": "thank you for",
    "really enjoyed": "greatly enjoyed", "really appreciate": "greatly appreciate",
    "really appreciated": "greatly appreciated", "hi": "dear", "hi everyone": "hello everyone",
    "hi,": "hello,",  # ("Hi, we're Sam and Keiko": no name follows for a "Dear")
    "hi all": "hello all", "alright,": "now,",
    **_HELLO,
    # the lexicon's "making sure" for "ensuring" is a step down in a letter that cites the law
    "make sure": "ensure", "makes sure": "ensures", "making sure": "ensuring", "made sure": "ensured",  # noqa: E501
    # a chatty draft asked for in a formal register loses its slang, not only the assistant's
    # ("Kinda wild how pretty easy it is, a ton of time saved" stayed as written)
    "just wanted to": "wanted to",
    "a lot of the time": "often", "a lot of": "many", "lots of": "many", "a ton of": "many",
    "loads of": "many", "folks": "people", "is gotta": "has to", "has gotta": "has to",
    "have gotta": "have to",
    "yeah,": "yes,", "yep,": "yes,", "nope,": "no,", "info": "information",
    # (round 73: a formal rewrite kept a draft's "grad student", "wiggle room", "a whole lot of
    # love", "history buff", "give us a call" beside its spelled-out contractions)
    "grad student": "graduate student", "grad students": "graduate students",
    "grad school": "graduate school", "wiggle room": "leeway", "a whole lot of": "a great deal of",
    **{f"{field} {buff}": f"{field} {fan}"
       for field in ("history", "film", "movie", "fitness", "tech", "wine", "music", "science",
                     "sports", "trivia", "coffee")
       for buff, fan in (("buff", "enthusiast"), ("buffs", "enthusiasts"))},
    "give us a call": "call us", "give me a call": "call me",
    "stats": "statistics", "thanks.": "thank you.", "thanks!": "thank you!",
    # (round 76: a formal rewrite kept "hands down the best", "the sweet spot", "Do not sleep
    # on it" and "weird stuff" beside its spelled-out contractions)
    # ("right in the optimum": no generic "the sweet spot")
    "hands down": "without question", "the sweet spot between": "the ideal balance between",
    # ("hit" keeps its tense: "until I strike the right balance" for a past "hit", round 82;
    # blind judges kept "strikes" where the tense is plain, 2 to 0)
    "hit the sweet spot": "hit the right balance",
    "hits the sweet spot": "strikes the right balance",
    "hitting the sweet spot": "striking the right balance",
    "don't sleep on": "do not overlook", "do not sleep on": "do not overlook",  # (`_KEPT_BEFORE`)
    # (no "oddities": "there is always some oddities", "does oddities", blind judges 4 to 0;
    # "the vibe" only as a place's mood: "Do not fall for the atmosphere", round 78)
    "weird": "unusual", "the vibe is": "the atmosphere is", "the vibe was": "the atmosphere was",
    # (stop 24's note: a formal rewrite kept "Sigh,", "is a whole vibe", "like a million"
    # and "bug you")
    "sigh,": "", "like a million": "a great many", "huge thanks": "sincere thanks",
    **_PRAISE_CHAT,
    # (round 84: a formal rewrite had "I go essentially every Saturday", "Going to be
    # honest, some of it", "a ton more than", "it would mean a ton", "getting unusual about
    # it" and kept "Yo!")
    "basically every": "nearly every", "basically all": "nearly all",
    # (at a sentence's start only: `_NEEDS_BEFORE`)
    "gonna be honest,": "to be honest,", "going to be honest,": "to be honest,",
    "a ton more": "considerably more", "mean a ton": "mean a great deal",
    "means a ton": "means a great deal",
    **{f"{get} weird": f"{become} awkward" for get, become in (
        ("get", "become"), ("gets", "becomes"), ("getting", "becoming"), ("got", "became"))},
    "yo!": "hello!", "yo,": "hello,",
    **{f"{be} a whole vibe": f"{has} a distinctive atmosphere" for be, has in (
        ("is", "has"), ("was", "had"), ("are", "have"), ("were", "had"))},
    **{f"{bug} {who}": f"{trouble} {who}" for bug, trouble in (
        ("bug", "trouble"), ("bugs", "troubles"), ("bugged", "troubled"),
        ("bugging", "troubling")) for who in ("you", "me", "us", "them", "him", "her")},
    **_CHAT,
    **{f"pretty {a}": f"fairly {a}" for a in _GRADABLE},
    **{f"really {a}": f"very {a}" for a in _GRADABLE},
    **{f"a bit {a}": f"somewhat {a}" for a in _GRADABLE},
    **{f"a bit {c}": f"slightly {c}" for c in _COMPARATIVES},
}  # fmt: skip
_ACADEMIC_EXTRA = {
    "we think": "we argue", "i think": "I would argue",
    "talk about": "discuss", "talked about": "discussed", "talks about": "discusses",
}  # fmt: skip
# slang and chat words a business letter does without (formal and academic go further)
_BUSINESS = {
    "gonna": "going to", "wanna": "want to", "awesome": "excellent", "kids": "children",
    "pretty awesome": "excellent",
    "a bunch of": "a number of", "tons of": "many", "super": "very", "way too": "far too",
    # (stop 25's note: a professional rewrite kept "Real talk:", "a ton of time", "Don't
    # sleep on it" and "is chef's kiss"; round 84's blind judges kept "hands down", 35 to 9
    # on a second read, but not "a ton of", 30 to 6)
    "a ton of": "a lot of", "don't sleep on": "don't overlook",
    "do not sleep on": "do not overlook", **_PRAISE_CHAT,
    **_HELLO, **_CHAT,
}  # fmt: skip
_DIRECT = {
    "i would like to": "I want to", "we would like to": "we want to",
    "i'd like to": "I want to", "we'd like to": "we want to", "basically,": "",
    "basically ": "", "in my opinion,": "", "i think that": "", "i believe that": "",
    "it would be great if you could": "please", "could you please": "please",
    "would you be able to": "could you", "at your earliest convenience": "soon",
    "just wanted to": "wanted to",
    "i wanted to reach out to": "I'm writing to", "i am reaching out to": "I'm writing to",
    "i'm reaching out to": "I'm writing to",
}  # fmt: skip


# standard and professional (which contract a few pairs) follow the writer's contractions;
# creative, livelier, and the relaxed tones contract whatever the writer did
FOLLOWS_WRITER_BELOW = 0.6


@dataclass(frozen=True, slots=True)
class Register:
    contract: float  # share of contractible pairs contracted; < 0 means expand all
    rhythm: Rhythm
    words: dict[str, str] = field(default_factory=dict)
    plain_connectors: bool = False
    pattern: re.Pattern[str] | None = None
    leads: dict[str, str] = field(default_factory=dict)  # sentence-initial word swaps
    approximate: bool = False  # "about 30" -> "approximately 30"
    # a middle register follows the writer's contractions (pipeline.WRITER_CONTRACTS)
    follows_writer: bool = False
    # set per text for a writer who hardly ever contracts: the odd contraction is spelled out
    spell_out: bool = False
    # set per text: every serial comma goes ("A, B and C"), or none does
    drop_serial: bool = False
    # a warm register ends a short thanks or wish with "!" (set per text: not in a sombre one)
    exclaims: bool = False
    # a businesslike register states things: "We're excited to announce X!" ends with "."
    calm: bool = False
    # set per text: it counts its points ("First, ..."), so "Furthermore," is never dropped
    counted: bool = False
    # a notice's stiff passives said plainly (friendly and casual; round 86): a ban reads as
    # a sign ("Smoking is not permitted on the premises." -> "No smoking on the premises."),
    # "Residents are reminded that X." as "Just a reminder: X." (set per text: not in a
    # sombre or an urgent one, where "Just a reminder: evacuation orders may be issued" read
    # offhand)
    notices: bool = False
    reminds: bool = False
    # a warm register asks instead of posting a sign where a doing is banned: "Please don't
    # smoke anywhere inside" (round 86 readers: "No smoking" read cold in a welcome note)
    asks: bool = False
    # set per block: a list item keeps its small first letter ("- you have a rash,", "- you
    # feel faint.": items inside one sentence, which a capital would break off)
    in_list: bool = False


def _register(
    contract: float,
    rhythm: Rhythm,
    *tables: dict[str, str],
    plain: bool = False,
    leads: dict[str, str] | None = None,
    approximate: bool = False,
    exclaims: bool = False,
    calm: bool = False,
    notices: bool = False,
    asks: bool = False,
) -> Register:
    words: dict[str, str] = {}
    for table in tables:
        words.update(table)
    pattern = (
        re.compile(rf"(?<![\w'\u2019-])(?:{trie_pattern(words)})(?![\w'\u2019-])", re.I)
        if words
        else None
    )
    follows = 0 < contract <= FOLLOWS_WRITER_BELOW
    return Register(
        contract, rhythm, words, plain, pattern, leads or {}, approximate, follows,
        exclaims=exclaims, calm=calm, notices=notices, reminds=notices, asks=asks,
    )


REGISTERS: dict[str, Register] = {
    # (standard and creative swap no words of their own; they keep "such as": readers of
    # clinical answers and policies found every one turned into "like" mechanical, and
    # "like" can read as "similar to")
    "standard": _register(0.3, Rhythm()),
    "professional": _register(
        # (a business letter keeps its clause commas: "trust is earned, and we regret")
        0.15, Rhythm(split_at=22, join_rate=0.15, keep_dash=0.2, and_start=0.0, comma_trim=0.3),
        _DIRECT, _BUSINESS, plain=True, calm=True,
        # ("But further studies are needed" and "So books were rare" read chatty)
        leads={"But": "However,", "So": "As a result,"},
    ),
    "friendly": _register(
        1.0, Rhythm(split_at=20, join_rate=0.35, and_start=0.4, contrast_dash=True), _EVERYDAY,
        _WARM, exclaims=True, notices=True, asks=True,
    ),
    "formal": _register(
        -1.0, Rhythm(
            split_at=30, join_rate=0.2, keep_dash=0.15, semicolons=0.6, and_start=0.0,
            rebuild=0.5, comma_trim=0.2,
        ),
        _FORMAL, plain=True, leads={"So": "Therefore,", "But": "However,", "Also,": "In addition,"},
        approximate=True, calm=True,
    ),
    "casual": _register(
        1.0, Rhythm(
            split_at=16, join_below=8, join_rate=0.4, and_start=0.6, rebuild=0.85, comma_trim=0.9,
            contrast_dash=True,
        ), _EVERYDAY, _CASUAL_EXTRA, notices=True,
    ),
    "academic": _register(
        -1.0, Rhythm(
            split_at=32, join_rate=0.25, keep_dash=0.15, semicolons=0.7, and_start=0.0,
            rebuild=0.5, comma_trim=0.1,
        ),
        _FORMAL, _ACADEMIC_EXTRA, plain=True,
        leads={"So": "Thus,", "But": "However,", "Also,": "In addition,"},
        approximate=True, calm=True,  # ("Feel free to swap in your own metrics!" in a paper)
    ),
    "creative": _register(
        0.8, Rhythm(split_at=18, join_rate=0.4, keep_dash=0.5, semicolons=0.4, and_start=0.5)
    ),
}  # fmt: skip

# a chat's laugh at the end of a clause
_LAUGH_WORDS = ("lol", "lmao", "lmaooo", "lmfao", "haha", "hahaha", "ngl", "smh", "sigh")
_LAUGH = re.compile(
    # (not after a conjunction: "and ngl, buying running shoes" left "and, buying", round 77)
    r"(?<!\band)(?<!\bbut)(?<!\bso)(?<!\bor)(?<!\bAnd)(?<!\bBut)(?<!\bSo)(?<!\bOr)"
    r"(?<!\bcause)(?<!\bbecause)"  # ("'cause ngl, a ton of you" left "'cause, many", round 85)
    # (an aside between commas takes both: "which, ngl, was" left "which, was", round 80)
    # (but a list's: "(brakes, sigh, $640)" keeps "brakes, $640", round 83)
    rf"(?:,[ \t]+(?:{'|'.join(_LAUGH_WORDS)}),(?=[ \t]+(?:[a-z]|I\b))|"
    rf",?[ \t]+(?:{'|'.join(_LAUGH_WORDS)})(?=[ \t]*(?:[.!?,;:)\u2014{MASK_CLASS}]|$)))"
)
# a chat's lower-case start and "i", spelled out in a formal register ("so glad you all found
# us", "it's short i promise"); only after a function word, so "npm install" stays as written
# (not "and", "the", "at": an invitation's lines go on from each other)
_CHAT_OPENERS = (
    r"(?:so|also|i|we|you|they|it|this|that|just|please|quick|thanks|hope|welcome|anyway|"
    r"here|there|what|how|feel|grab|see|check|don't|do|can|let's|no|miss|my|frankly|hey|hi|"
    r"got|super|every|oh|okay|ok|yes|yeah|sorry|sure|love|great|in any case|very)\b"
)
_LOWER_START = re.compile(rf"^{_CHAT_OPENERS}")
# (not "i18n", whose "18n" is masked as a figure)
# (not a numeral: "(i) sublicense", "pages i\u2013xiv")
_LOWER_I = re.compile(
    rf"(?<![\w'\u2019.-])i(?=['\u2019]|\b(?![.'\u2019\u2013-]\w|[{MASK_CLASS}]|\)))"
)
_DOUBLE_MARK = re.compile(r"!{2,}|\?{2,}")
_MARK_THEN_STOP = re.compile(r"([!?])\.(?=[ \t]*$)")
# ("29 sq. ft. of floor space": an abbreviation's stop is no sentence's end)
_LOWER_AFTER_STOP = re.compile(
    rf"(?:(?<=[a-z\d)]{{3}}[.!?] )|(?<=\b(?:us|it|me|up|so|go|do|on|in)[.!?] )){_CHAT_OPENERS}"
)

# a chat's aside, and what it is at a sentence's start and at a clause's end
_ASIDES = {
    # ("Tbh your draft is great": "Frankly," sounds a blunt truth before a compliment)
    "tbh": ("Honestly", "to be honest"), "ngl": ("Honestly", "to be honest"),
    "imo": ("In my view", "in my view"), "btw": ("By the way", "by the way"),
}  # fmt: skip
_ASIDE_TAIL = re.compile(r"(?<=[\w)'\u2019])[ \t]+(tbh|ngl|imo|btw)(?=[ \t]*(?:[^\w\s]|$))", re.I)
# (with or without its comma: "Tbh, your draft" and "Tbh your draft" read the same)
_ASIDE_HEAD = re.compile(r"^(tbh|ngl|imo|btw),?[ \t]+(?=[a-z])", re.I)


TONE_WORDS = frozenset(
    w
    for register in REGISTERS.values()
    for pair in (
        *register.words.items(),
        *register.leads.items(),
        ("about roughly", "approximately"),
    )
    for phrase in pair
    for w in re.findall(r"[a-z]+", phrase.lower())
) | frozenset(_LAUGH_WORDS) | {
    w for pair in _ASIDES.values() for phrase in pair for w in re.findall(r"[a-z]+", phrase.lower())
} | {"somewhat"}


# ("So, many ..."); a capital after it too: "So I decided", "But Microsoft"
_LEAD_WORD = re.compile(rf"^(So|But|Also,)(?:(?<=So),)?[ \t]+(?=[A-Za-z{MASK_CLASS}])")
# not "around": "dinner around 8:00" would lose its preposition ("dinner approximately 8:00")
# (not "roughly": every figure "approximately" reads monotonous; the writer's "roughly" stays)
# (nor after "only" or "just": "tilted only about 2°" reads clumsy as "only approximately")
# (nor after "than": "more than approximately 20 times" stacks two hedges)
_APPROXIMATE = re.compile(
    rf"(?<!\bonly )(?<!\bjust )(?<!\bthan )\b[Aa]bout(?=[ \t]+([{MASK_CLASS}]))"
)


def apply_register(
    sentence: str,
    rng: random.Random,
    register: Register,
    original: str = "",
    figures: frozenset[str] = frozenset(),
    context: frozenset[str] = frozenset(),
    near: frozenset[str] = frozenset(),
) -> str:
    """Swap words for the register's own; most hits are taken, a few left for variety.
    `near` holds the words just written (`lexicon.words_in`).

    A sentence-initial "So"/"Also," is re-registered only when a layer put it there: the
    author's own "So please, raise your glasses" is not a "Therefore"."""
    if register.leads:
        match = _LEAD_WORD.match(sentence)
        if match is not None and match.group(1) in register.leads:
            lead, rest = match.group(1), sentence[match.end() :]
            own = original.startswith(lead)
            if own and lead == "But":
                # the author's "But" turns formal too when a plain clause follows ("But then,
                # ...", "But how ...?", "But not Jake." take no "However,"); a layer's always does
                own = not _PLAIN_CLAUSE.match(rest)
            # (nor where the words just written have one: "However, we cannot do it alone"
            # beside the next paragraph's "Our waitlist, however, has never been longer")
            if not own and register.leads[lead].rstrip(",").lower() not in near:
                sentence = register.leads[lead] + " " + rest
    if register.approximate and "approximately" not in near:
        # (every other one or so, and none just after another: "approximately 3 to 4 feet
        # ... approximately 6 to 8 weeks ... approximately 1 to 1.5 inches" read mechanical)
        # (only before a figure: "says little about *why*" is no quantity)
        sentence = _APPROXIMATE.sub(
            lambda m: m.group()
            if m.group(1) not in figures or rng.random() < 0.55
            else "Approximately" if m.group()[0].isupper() else "approximately",
            sentence,
        )
    if register.plain_connectors:
        # "and we won lol." is no business or formal line ("asap lol" at the end keeps a stop)
        # (not in a list: "- $18 for a chicken tender basket, sigh" took a stop its
        # neighbours lack, round 83)
        stop = "" if register.in_list else "."
        sentence = _LAUGH.sub(lambda m: stop if m.end() == len(m.string) else "", sentence)
        sentence = _DOUBLE_MARK.sub(lambda m: m.group()[0], sentence)  # "Hello Jess!!", "now??"
        sentence = _MARK_THEN_STOP.sub(r"\1", sentence)  # "now?? lol." left "now?."
        sentence = _ELONGATED.sub(_unstretched, sentence)  # "wayyy too long", "sooo tired"
        sentence = _VOCATIVE.sub("", sentence)  # "Bears are real out here, y'all!"
        # a chat's aside at a clause's end or a sentence's start takes its commas ("(he'll
        # deny it tbh)" is no "deny it honestly"; "Tbh your draft" no "Frankly your draft")
        sentence = _ASIDE_TAIL.sub(lambda m: ", " + _ASIDES[m.group(1).lower()][1], sentence)
        sentence = _ASIDE_HEAD.sub(lambda m: _ASIDES[m.group(1).lower()][0] + ", ", sentence)
        # "just hand cash to Linda, no biggie." and "Trust me, once it's going": the chat's
        # reassurance, which a letter or a paper does without
        sentence = _NO_BIGGIE.sub(lambda m: ", " if m.group(1) and m.group(2) else "", sentence)
        trust = _TRUST_ME.match(sentence)
        if trust and sentence[trust.end() :][:1].isalpha():
            sentence = capitalize(sentence[trust.end() :])
        if register.contract < 0 and "wait to" in sentence:
            # (formal and academic: blind judges kept a business letter's "We can't wait")
            sentence = _CANT_WAIT.sub(_look_forward, sentence)
        filler = _FILLER_LIKE.match(sentence)
        if filler:  # "Like, actually this week."
            sentence = capitalize(sentence[filler.end() :])
        sentence = _LIKE_FIGURE.sub(  # "took like 5 days": the chat's "about"
            lambda m: f"{m.group(1)} about" if m.group(2) in figures else m.group(), sentence
        )
        if " like " in sentence:  # "for like two weeks", "we lost like three" (round 76)
            sentence = _LIKE_NUMBER.sub(r"\1 about", sentence)
    if register.notices:
        if _BANNED_WORD.search(sentence):
            sentence = _SIGN.sub(lambda m: _as_sign(m, register.asks), sentence)
        if register.reminds and "reminded that" in sentence:
            sentence = _REMINDED.sub(_reminder, sentence)
        if " be " in sentence:
            sentence = _QUESTIONS_TO.sub(_if_questions, sentence)
    if register.pattern is None:
        return sentence

    def _swap(source: str, start: int, end: int, drawn: bool = False) -> str:
        """`source` (at `start`-`end` of the sentence) in the register's words, or as it is;
        `drawn`: the variety draw is made (the longer phrase a shorter one falls back from
        made it)."""
        acronym = source.isupper() and source.lower() in _CHAT_ACRONYMS  # "reply ASAP"
        if source[:1].isupper() and start > 0 and not acronym:
            return source  # a name or a title, not the common word
        if len(source) > 1 and source.isupper() and not acronym:
            return source  # "RN", "KIDS": an acronym or a shout, not the word
        if not drawn and not register.plain_connectors and rng.random() < 0.15:
            return source  # (a relaxed register leaves a few for variety; a plain one never
            # leaves "gonna" or "kids" in a formal letter)
        key = re.sub(r"[ \t]+", " ", source.lower().replace("\u2019", "'"))
        reach = max(0, start - _REACH)
        before = _KEPT_AFTER.get(key)
        if before is not None and before.search(sentence, reach, start):
            return source
        after = _KEPT_BEFORE.get(key)
        if after is not None and after.match(sentence, end):
            return source
        needs = _NEEDS_BEFORE.get(key)
        if needs is not None and not needs.search(sentence, reach, start):
            # a phrase refused here falls back to the longest shorter one at its start: "I'm
            # gonna be honest," has no "I am to be honest," (round 84's judges), and its
            # "gonna" is still "going to"
            cut = _shorter_key_end(source, register.words)
            if cut is None:
                return source
            return _swap(source[:cut], start, start + cut, drawn=True) + source[cut:]
        needs_after = _NEEDS_AFTER.get(key)
        if needs_after is not None and not needs_after.match(sentence, end):
            return source
        if key in _GIVES and not (
            _PERSON_AFTER.match(sentence, end)
            or _PERSON_BEFORE.search(sentence, reach, start)
        ):
            return source
        if key in _HELLO and source[:1].islower():
            return source  # "hey, sorry about last night": a writer who writes all lower case
        if key == "regarding" and source[:1].isupper():
            return source  # "Regarding residents with medical needs,": no "About residents"
        target = register.words[key]
        if key in _DASHED_ASIDES and _DASH_BEFORE.search(sentence, reach, start):
            # "and — let's be honest — the unofficial guardian": the closing dash is the
            # aside's own, and "frankly," left "and — frankly, the" (round 83)
            return _DASHED_ASIDES[key]
        if (
            key in _REACTIONS
            and not _REACTION_BEFORE.search(sentence, reach, start)
            and not _REACTION_AFTER.match(sentence, end)
        ):
            # "which is kinda wild" is a reaction ("remarkable"); "this spring has been kinda
            # wild" and "Jess went kinda wild on this one" describe (round 76: "went
            # remarkable", and a spring of floods called remarkable)
            hedge, word = key.split()
            if hedge not in _UNDERSTATED:
                return source
            target = f"rather {word}"
        elif key == "lowkey":
            if _LOWKEY_ADJECTIVE.match(sentence, end) or _ARTICLE_BEFORE.search(
                sentence, reach, start
            ):
                target = "relaxed"  # "Day 3 is lowkey — hike", "a lowkey dinner" (round 77)
            elif _COMPARED.match(sentence, end) and not _INTENSIFIED.match(
                sentence, end
            ):
                # "it's lowkey worse than": a hedge on the comparison (but not "somewhat way
                # more ambitious", round 78)
                target = "somewhat"
            elif _NEXT_ING.match(sentence, end):
                target = "quietly"  # "he's lowkey carrying her team": unnoticed
            elif _adjective_next(
                sentence,
                end,
                loose=_COPULA_BEFORE.search(sentence, reach, start) is not None,
            ):
                # "he's lowkey chunky already": a hedge, round 78; and after "was" any word
                # that can be an adjective: "The first week was lowkey rough" (round 83)
                target = "rather"
        elif key in _UNDERSTATED and _ROUGHLY_NEXT.match(sentence, end):
            target = "more or less"
        elif key in _UNDERSTATED and _INCLINED.match(sentence, end):
            target = ""  # "I'm kinda leaning toward": the leaning is the hedge (round 79)
        elif key in _UNDERSTATED and _AUXILIARY_ENDS.match(sentence, end):
            target = "more or less"  # "(because it kinda was)": no "somewhat was" (round 79)
        elif key in _UNDERSTATED and _DETERMINER_NEXT.match(sentence, end):
            # "but kinda my best friend": a hedge on a whole noun phrase ("but rather my best
            # friend" turned it into "instead"); after "is" it is "more or less": "Duolingo
            # is in a way the gateway drug" wanted commas (round 79)
            copula = _COPULA_BEFORE.search(sentence, reach, start)
            target = "more or less" if copula else "in a way"  # (not "in many ways")
        elif key in _UNDERSTATED and (
            _COMPARED.match(sentence, end) or _verb_s(sentence, end)
        ):
            # "kinda way faster", "it kinda kickstarts everything", "which kinda makes sense":
            # "rather far faster" and "it rather kickstarts" are no English
            target = ""
        elif key in _UNDERSTATED and (
            _verb_after(sentence, end) or _BASE_VERB_NEXT.match(sentence, end)
        ):
            # ("you kinda forget you're in a theater": no "you rather forget", round 78)
            target = "somewhat"  # "kinda killed our momentum", "kinda waiting": no "rather"
        elif key == "totally" and _verb_like(sentence, end):
            target = "really"  # "I totally want to", "She totally had": no "entirely"
        if key in _THINK and sentence.rstrip().endswith("?"):
            return source  # "i think i kinda killed it?": a doubt, not a claim to argue
        if (
            key in _MID_SENTENCE
            # (not twice: "which honestly ... Honestly,")
            and _MID_SENTENCE[key].rstrip(",") not in context
            and not _SENTENCE_OPENS.search(sentence, reach, start)
        ):
            target = _MID_SENTENCE[key]  # "same tbh" -> "same honestly", not "same frankly"
        if key == "just wanted to":
            # "Just wanted to reach out": a letter keeps its subject; "I just wanted to say
            # thanks" is letter-speak, but "they just wanted to figure it out" means "only"
            if not _OPENS_LINE.search(sentence, reach, start):
                target = "I wanted to"
            elif not _WRITER_BEFORE.search(sentence, reach, start):
                return source
        # "the only way to start is to simply begin": no second "start"; "If you need to bill
        # ..., you must create" no second "need" (a phrase's head only: "great ideas and a
        # great deal of feedback" is fine)
        own = words_in(source)  # ("Ok so" -> "So": its own "so")
        head = next((w for w in target.lower().split() if w not in own), "")
        if (" " not in target or len(head) >= 4) and head in words_in(sentence) - own:
            return source
        if key == "weird" and sentence[max(0, start - 2) : start] == ", " and (
            sentence[end : end + 1] == ","
        ):
            target = "oddly enough"  # "(which, weird, I didn't expect)": an aside, round 77
        if key in _QUANTITIES:
            if _MASS_AHEAD.match(sentence, end):
                target = "a great deal of"
            elif not _PLURAL_AHEAD.match(sentence, end):
                return source
        if source[:1].isupper() and not (acronym and start > 0):
            target = capitalize(target)
        return target

    def _sub(match: re.Match[str]) -> str:
        return _swap(match.group(), match.start(), match.end())

    result = register.pattern.sub(_sub, sentence)
    if sentence[:1].isupper():
        # (a dropped opener leaves its space: "Okay so essentially our results" kept a
        # lower-case "essentially")
        # (and its comma: "Okay so, this spring" left ", This spring")
        result = capitalize(result.lstrip(" \t,") if result[:1] in " \t," else result)
    elif register.plain_connectors and not register.in_list and result[:1] in " \t,":
        # "ok so our cat Biscuit got out": a plain register that drops a chat's opener starts
        # the sentence it leaves with a capital (round 79)
        result = capitalize(result.lstrip(" \t,"))
    if "( " in result and "( " not in sentence:
        result = result.replace("( ", "(")  # "(sigh, I get it)" left "( I get it)" (round 79)
    if register.exclaims and _WISH.match(result) and len(result.split()) <= 14:
        result = result[:-1] + "!"
    elif register.calm and _EXCLAIMED.search(result) and _statement(result):
        result = _EXCLAIMED.sub(".", result)
    return result


_BANNED_WORD = re.compile(r"\b(?:permitted|allowed|prohibited)\b")
# a whole sentence that bans a bare thing ("Pets are not allowed in the building.", "Parking
# in the fire lane is not permitted.", "Flash photography is strictly prohibited."); not a
# ban on doing ("Guests are not permitted to smoke": "No guests to smoke")
_SIGN = re.compile(
    rf"^(?P<subject>[A-Z][\w'\u2019-]*,?(?:[ \t]+[\w'\u2019{MASK_CLASS}-]+,?){{0,5}}?)"
    r"[ \t]+(?:is|are)"
    r"(?:(?:[ \t]+not|n['\u2019]t)[ \t]+(?:(?P<strictly>strictly)[ \t]+)?(?:permitted|allowed)|"
    r"[ \t]+(?:(?P<strict>strictly)[ \t]+)?prohibited)"
    r"(?P<rest>(?![ \t]+(?:to|by|unless|until)\b)"
    r"(?![^.!?;:\n]*\bat[ \t]+(?:all|any)[ \t]+times?\b)"
    r"[^.!?;:\n]*)(?P<stop>[.!])$"
)
_SIGN_NOT_FIRST = frozenset(
    "the a an this these those your our their his her its my any all some no such each every "
    "it they we you he she there here what".split()
)
# things a sign bans without a plural "-s" ("No photography", "No outside food", "No
# overnight parking")
_SIGN_MASS = frozenset(
    "food alcohol photography glass luggage baggage equipment furniture music litter access "
    "entry admission parking camping fishing swimming diving smoking vaping filming".split()
)
# ("Keep in mind that private cars aren't permitted": a clause, not a thing)
_SIGN_CLAUSE = frozenset(
    "that which who whom whose if when while because since unless although though mind but so "
    "yet also however please note keep remember just even only".split()
)
_SIGN_VERBS = frozenset(
    "is are was were be been can could will would should must may might has have had do does "
    "did".split()
)
# "Residents are reminded that quiet hours begin at 10 pm." (a group's name first; a person's
# "Mark is reminded that" is no notice)
_REMINDED = re.compile(
    r"^(?P<group>(?:All[ \t]+)?[A-Z][a-z]+(?:[ \t]+(?:and|&)[ \t]+[a-z]+)?)[ \t]+are[ \t]+"
    r"(?:(?:kindly|gently|again|also)[ \t]+)?reminded[ \t]+that[ \t]+(?P<rest>\S)"
)
_PRONOUN_NEXT = re.compile(r"(?:they|them|their|he|she|his|her|it|its)\b", re.I)
# "Questions about your prescription may be directed to the pharmacy team." (round 86
# readers found "Questions can go to" awkward: questions go nowhere)
_QUESTIONS_TO = re.compile(
    r"^(?P<any>(?:Any|All)[ \t]+)?(?P<what>[Qq]uestions|[Ii]nquiries|[Ee]nquiries)"
    r"(?P<more>[ \t]+(?:or|and)[ \t]+(?:concerns|comments|feedback))?"
    r"(?P<about>[ \t]+(?:about|regarding|on|concerning)[ \t]+[^,.;:!?()\n]{1,60}?)?"
    r"[ \t]+(?:may|can|should)[ \t]+be[ \t]+(?:directed|addressed|sent)[ \t]+to[ \t]+"
    rf"(?=[\w\"\u201c{MASK_CLASS}])"
)
# ("If you have questions, contact the GitHub Discussions board": one posts there; and "may
# be directed to X or submitted through the website" needs its passive, round 88)
_NOT_CONTACTED = re.compile(
    r"[^,.;:!?()\n]{0,60}?\b(?:board|boards|forum|forums|page|pages|website|site|portal|form|"
    r"channel|thread|section|tracker|discussions|FAQ|FAQs|issues|inbox|box|app)\b"
    r"|[^.;:!?\n]{0,160}?\b(?:or|and)[ \t]+(?:be[ \t]+)?[a-z]+(?:ed|ent|sent)\b"
)


def _if_questions(match: re.Match[str]) -> str:
    if _NOT_CONTACTED.match(match.string, match.end()):
        return match.group()
    some = "any " if match.group("any") else ""
    more = match.group("more") or ""
    about = re.sub(r"\b(?:regarding|concerning)\b", "about", match.group("about") or "")
    return f"If you have {some}questions{more}{about}, contact "


def _reminder(match: re.Match[str]) -> str:
    if not _bare_thing(match.group("group").split()[-1].lower()) or _PRONOUN_NEXT.match(
        match.string, match.start("rest")
    ):
        # ("Residents are reminded that they must remain with their guests": "Just a
        # reminder: they must" lost who "they" are, round 88)
        return match.group()
    return f"Just a reminder: {match.group('rest')}"


def _bare_thing(word: str) -> bool:
    """A plural noun ("pets", "children") or a thing a sign bans by its name ("food")."""
    if word in _SIGN_MASS:
        return True
    lemmas = lemminflect.getAllLemmas(word, upos="NOUN").get("NOUN", ())
    return bool(lemmas) and word not in lemmas


def _as_sign(match: re.Match[str], asks: bool) -> str:
    """A bare thing's ban as a sign, or, with `asks`, a doing's as a request ("Please don't
    drive while ..."); or the sentence as it was."""
    words = match.group("subject").replace(",", "").split()
    first = words[0]
    lowered = {w.lower() for w in words}
    if (
        first.lower() in _SIGN_NOT_FIRST
        or _SIGN_VERBS & lowered
        or _SIGN_CLAUSE & lowered
        # ("But dogs aren't allowed in the breakfast room" took "No but dogs", round 88:
        # a sign names a thing, so the subject opens on a noun or an adjective)
        or not {"NOUN", "ADJ"} & set(lemminflect.getAllLemmas(first.lower()))
    ):
        return match.group()
    # (a gerund's object may close the subject: "Feeding the ducks is not permitted")
    gerund = first.endswith("ing") and len(first) > 5 and first[1:].islower()
    if not (gerund or any(_bare_thing(w.lower()) for w in {first, words[-1]})):
        return match.group()
    subject = match.group("subject")
    if first[1:].islower() and not (len(words) > 1 and words[1][:1].isupper()):
        subject = first.lower() + subject[len(first) :]  # (not "No apple Watches")
    # ("No food or drink", "No smoking or vaping": a ban takes each one)
    head, sep, last = subject.rpartition(" and ")
    if sep and " and " not in head:
        subject = f"{head} or {last}"
    strict = match.group("strictly") or match.group("strict")
    rest = match.group("rest")
    if gerund and asks and not strict:
        # ("Smoking and vaping" -> "Please don't smoke or vape"; "Parking in the fire lane"
        # -> "Please don't park in the fire lane")
        words = subject.split(" ")
        for i, word in enumerate(words):
            if (i == 0 or words[i - 1] in ("or", "and")) and word.endswith("ing"):
                words[i] = lemminflect.getLemma(word, upos="VERB")[0]
        return f"Please don't {' '.join(words)}{rest}{match.group('stop')}"
    if rest.startswith((" for", "\tfor")):
        return match.group()  # ("Pets are not permitted for ...": no "No pets for")
    lead = "Absolutely no" if strict else "No"
    return f"{lead} {subject}{rest}{match.group('stop')}"


def chat_case(sentence: str, register: Register) -> str:
    """A formal register capitalises a chat's lower-case sentence starts and "i" ("so glad you
    all found us. pls give it a read, it's short i promise"). Run last, after the rhythm
    layer, whose "So" after a split is the register's to re-lead, not the writer's "so"."""
    if register.contract >= 0:
        return sentence
    if _LOWER_START.match(sentence) and not register.in_list:
        sentence = sentence[0].upper() + sentence[1:]
    sentence = _LOWER_I.sub("I", sentence)
    # ("found us. pls give it a read": the splitter sees one sentence there)
    return _LOWER_AFTER_STOP.sub(lambda m: capitalize(m.group()), sentence)


# a chat's address to its readers at a sentence's end, which a letter does without
_VOCATIVE = re.compile(
    r",[ \t]+(?:y['\u2019]all|you guys|guys|man|dude|bro|babe|fam)(?=[ \t]*[.!?]+$)"
)
# "kinda" before a present verb, a comparative or "leaning" goes, before a past or -ing verb
# it is "somewhat", before a noun phrase "in a way" (after "is": "more or less", as at a
# clause's end: "because it kinda was"), and "rather" elsewhere; "I think" in a question is
# no claim
_UNDERSTATED = frozenset(("kinda", "sorta"))
_LOWKEY_ADJECTIVE = re.compile(r"[ \t]*(?:[.;:!?\u2014\u2013)]|$)")  # (not "Lowkey, I think")
_ARTICLE_BEFORE = re.compile(r"\b(?:a|the|very|pretty|super|more)[ \t]+$", re.I)
_INTENSIFIED = re.compile(r"[ \t]+(?:way|far|much)\b")
_BASE_VERB_NEXT = re.compile(
    # (not "hate", "want", "miss": blind judges kept "I rather hate that" over "somewhat")
    r"[ \t]+(?:forget|remember|feel|think|know|expect|get|understand|agree|doubt|wonder|see)\b"
)
_INCLINED = re.compile(r"[ \t]+(?:leaning|hoping|planning|wondering|wishing)\b")
# ("you kinda live here now": "you rather live" reads as a preference, round 84)
_ROUGHLY_NEXT = re.compile(r"[ \t]+(?:live|own|run|work)\b")
_AUXILIARY_ENDS = re.compile(r"[ \t]+(?:is|was|are|were|do|does|did)[ \t]*(?:[.,;:!?)]|$)")
_COPULA_BEFORE = re.compile(r"\b(?:is|was|are|were|['\u2019]s|['\u2019]re)[ \t]+$", re.I)
_NEXT_ING = re.compile(  # ("lowkey looking pretty good": a linking verb, so it goes)
    r"[ \t]+(?!(?:looking|seeming|sounding|feeling|getting|being)\b)[a-z]{3,}ing\b"
    r"(?![ \t]*[.,;:!?)]|[ \t]+(?:and|but|or)\b)"
)
_DETERMINER_NEXT = re.compile(  # (not "kinda a lot": "rather a lot", round 78)
    r"[ \t]+(?!a[ \t]+(?:lot|bit|little)\b)"
    r"(?:the|a|an|my|our|your|his|her|their|this|that|these|those|one)\b",
    re.I,
)
# a hedged "wild" or "crazy" as a reaction: "which is kinda wild", "it's so crazy"
_REACTIONS = frozenset(
    f"{d} {w}"
    for d in ("kinda", "sorta", "pretty", "so")
    for w in ("crazy", "wild", "insane", "nuts")
)
_REACTION_AFTER = re.compile(r"[ \t]+(?:how|that|what)\b")  # ("Kinda wild how we got")
_REACTION_BEFORE = re.compile(
    r"\b(?:which|that|it|this)(?:['\u2019]s|[ \t]+(?:is|was|sounds|seems|feels|looks))[ \t]+$",
    re.I,
)
_COMPARED = re.compile(rf"[ \t]+(?:way|far|much|{'|'.join(_COMPARATIVES)})\b")
_THINK = frozenset(("i think", "we think"))
_NEXT_WORD = re.compile(r"[ \t]+([a-z]+(?:-[a-z]+)*)\b")  # ("kinda over-ordered")
_CLAUSE_ENDS = re.compile(r"[ \t]*(?:[.,;:!?)]|$|(?:and|but|or)\b)")


def _shorter_key_end(source: str, words: dict[str, str]) -> int | None:
    """Where the longest of `words` that `source`'s first few words (but not all) spell
    ends in `source`, or None: "gonna be honest," spells "gonna"."""
    ends = [m.end() for m in re.finditer(r"\S+", source)][:-1]
    for end in reversed(ends):
        key = re.sub(r"[ \t]+", " ", source[:end].lower().replace("\u2019", "'"))
        if key in words:
            return end
    return None


def _adjective_next(sentence: str, at: int, loose: bool = False) -> bool:
    """An adjective that is no verb and no noun comes next ("chunky", "addictive"; not
    "worth", "like", "love", "the"); `loose` (after "was") also takes a word that can be an
    adjective whatever else it can be ("rough", "quiet"), but no -ing form ("lowkey dying" is
    no "rather dying")."""
    word = _NEXT_WORD.match(sentence, at)
    if word is None or word.group(1) in ("worth", "like"):
        return False
    lemmas = set(lemminflect.getAllLemmas(word.group(1)))
    if "ADJ" not in lemmas:
        return False
    return not {"VERB", "NOUN"} & lemmas or (loose and not word.group(1).endswith("ing"))


def _verb_after(sentence: str, at: int) -> bool:
    word = _NEXT_WORD.match(sentence, at)
    if word is None:
        return False
    w = word.group(1)
    if w.endswith("ing") and _CLAUSE_ENDS.match(sentence, word.end()):
        # "the vibe is kinda amazing.": an adjective there ("rather amazing"), but "kinda
        # loving it" and "kinda waiting." are verbs
        return "ADJ" not in lemminflect.getAllLemmas(w)
    return is_past_verb(w) or w.endswith(("ed", "ing")) or w in ("sucks", "hurts", "works")


def _verb_s(sentence: str, at: int) -> bool:
    """A present verb with its -s next: "kickstarts", "makes" (not "lots", not "is")."""
    word = _NEXT_WORD.match(sentence, at)
    if word is None or not word.group(1).endswith("s") or len(word.group(1)) < 4:
        return False
    lemmas = lemminflect.getAllLemmas(word.group(1))
    if not lemmas:
        return True  # ("kickstarts": no table knows it)
    return "VERB" in lemmas and "ADJ" not in lemmas  # (after "kinda", "makes" is no noun)


def _verb_like(sentence: str, at: int) -> bool:
    """`_verb_after`, or any word that can be a verb and never an adjective: "I totally want
    to", "we totally should've" (blind judges kept "kinda hit or miss" as "rather hit or
    miss", so "kinda" asks the narrower question)."""
    if _verb_after(sentence, at):
        return True
    word = _NEXT_WORD.match(sentence, at)
    lemmas = lemminflect.getAllLemmas(word.group(1)) if word else {}
    return bool({"VERB", "AUX"} & set(lemmas)) and "ADJ" not in lemmas


# a chat's filler before a sentence ("Like, actually this week.", "Ooh, and bring snacks.")
_FILLER_LIKE = re.compile(
    r"(?:Like|Oo+h+|Welp|Omg|OMG|Okay|Ok|OK|Um+|Uh+|Hmm+),[ \t]+(?=[a-z]|I[ \t])"
)
# "We can't wait to see what you build": a letter's "We look forward to seeing" (not where a
# second "to" shares the "wait": "I can't wait to visit, to cook and to ...")
_CANT_WAIT = re.compile(
    r"\b(?P<who>I|[Ww]e)[ \t]+(?:can['\u2019]t|cannot|can[ \t]+not)[ \t]+wait[ \t]+to[ \t]+"
    r"(?P<verb>[a-z]+)\b(?![^.!?]{0,160}?(?:,|\band|\bor)[ \t]+to[ \t])"  # (bounded: run-ons)
)


def _look_forward(match: re.Match[str]) -> str:
    bases = lemminflect.getAllLemmas(match["verb"]).get("VERB")
    forms = lemminflect.getInflection(bases[0], "VBG") if bases else ()
    return f"{match['who']} look forward to {forms[0]}" if forms else match.group()


_NO_BIGGIE = re.compile(r"(,[ \t]*)?\b[Nn]o biggie\b(,[ \t]*)?")
_TRUST_ME = re.compile(r"Trust me,[ \t]+")
# a letter held three times or more: "wayyy", "sooo", "pleeease"
_ELONGATED = re.compile(r"\b[A-Za-z]?[a-z]*([a-z])\1\1[a-z]*\b")
_RUN = re.compile(r"([a-z])\1{2,}")
_ROMAN = re.compile(r"[ivxlcdm]+")
# "took like 5 days", "for like 20 minutes": "like" as an estimate, only after a verb of time or
# cost or a preposition of duration ("felt like 3 hours", "values like 0.5" compare or list)
# (at a sentence's start or after a comma too: "After like 4 months of work", "in the mix,
# like 20-30%"; and before a count of times: "on our feeds like 50 times")
_LIKE_NUMBER = re.compile(
    r"(\b(?i:took|take|takes|spent|spend|waited|lasted|for|in|over|is|are|was|were|been|had|"
    r"have|has|lost|won|got|need|needed|after)) like(?= (?:two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a hundred|a dozen)\b)"
)
_LIKE_FIGURE = re.compile(
    r"((?:\b(?i:took|take|takes|taking|cost|costs|spent|spend|waited|lasted|averaging|averaged|"
    r"for|in|over|is|are|was|were|be|been|and|or|with|at|after|around|by|until|till|of|to|"
    r"had|have|has|got|get|need|needs|needed|only|just|maybe|probably|w/|lost|won|weighs|weighed|"
    r"weigh|weighing)"
    r"(?: (?:me|us|you|him|her|them))?)|,|\b\w+(?= like [" + MASK_CLASS + r"] times\b)) "
    rf"like(?= ([{MASK_CLASS}]))"
)


def _unstretched(match: re.Match[str]) -> str:
    """A stretched chat word as written in full, if that is a common word ("wayyy" -> "way",
    "goood" -> "good"); otherwise as it stands ("zzz", "brrr")."""
    word = match.group().lower()
    if len(set(word)) == 1 or _ROMAN.fullmatch(word):
        return match.group()  # "(iii)", "xxx", "zzz": a numeral or a sound, not a word
    forms = {_RUN.sub(r"\1\1", word), _RUN.sub(r"\1", word)}
    best = max(sorted(forms), key=zipf)
    # (wordfreq knows "sooo" from chat, far below "so")
    if zipf(best) < max(4.0, zipf(word) + 1.5) or not re.search("[aeiouy]", best):
        return match.group()
    return capitalize(best) if match.group()[0].isupper() else best


# "Thanks for reading." -> "Thanks for reading!"; not "Thanks, but we went with another
# candidate." (the wish has to be all the sentence says)
_WISH = re.compile(
    r"^(?:Thanks|Thank you|Congratulations|Congrats|Welcome|Happy|Good luck|Best of luck|"
    r"Enjoy|Cheers|Hope|I hope|We hope|See you|Have a (?:great|good|lovely|wonderful))\b"
    r"(?![^.]*\b(?:but|however|though|although|not|no|sorry|unfortunately|regret)\b)"
    rf"[^!?;:\u2014(){MASK_CLASS}]*[a-z]\.$"
)
# "announce Ledgerly 2.0!", "Thanks again!!" (not "Wow!" alone: an interjection keeps its mark)
_EXCLAIMED = re.compile(rf"(?<=[a-z\d%){MASK_CLASS}])!+$")
# what the mark ends: "in Reno — congrats!" is a cheer of its own, not the sentence's tone
_PART_BREAK = re.compile(r"[\u2014\u2013,;:]")
_EXCLAMATIVE = re.compile(r"(?:What an?|How)[ \t]+[a-z]", re.I)


def _statement(sentence: str) -> bool:
    """Whether the part of `sentence` its "!" ends is three words or more ("Wow!", "Thanks
    again!", "— congrats!" keep their mark)."""
    # (the last break found from the end: a search for "[^,;:]*$" is quadratic in the length)
    if _EXCLAMATIVE.match(sentence):
        return False  # "What a fun exercise!", "How kind of you!": the mark is the sentence
    breaks = list(_PART_BREAK.finditer(sentence))
    if breaks and breaks[-1].group() in "\u2014\u2013":
        return False  # "raised $312 for the food bank — way to go!": a cheer of its own
    part = sentence[breaks[-1].end() if breaks else 0 :].strip()
    if part.count(" ") < 2 and not part.startswith(("Let's", "Let\u2019s")):
        return False  # (but "Let's begin!" is a plan, not a cheer: a calm text says it plainly)
    # a headline or a subject line in title case keeps its mark: "Permission Slips Due Friday!"
    return capitalised_share(sentence) <= 0.5


# a death notice or a condolence keeps the writer's register: "She's survived by her
# children" reads glib in an obituary however relaxed the tone
_MOURNING_WORDS = (
    r"passed away|died|obituary|funeral|condolences?|survived by|in loving memory|"
    r"memorial service|laid to rest|rest in peace"
)
MOURNING = re.compile(rf"\b(?:{_MOURNING_WORDS})\b", re.I)
# a sad or serious text, mourning included, takes no exclamation marks: "Thank you for
# sharing your memories."
SOMBRE = re.compile(
    rf"\b(?:{_MOURNING_WORDS}|loss|losses|passing|sympathy|grief|grieving|"
    r"death|deaths|mourn\w*|tragedy|tragic|sorry|apologi[sz]e\w*|regret\w*|"
    r"diagnos\w+|cancer|terminat\w+|layoffs?|laid off|complaint|hospital\w*|illness|sick|"
    r"surgery|injur\w+|accident|emergency|pneumonia|bull(?:y|ied|ies|ying)|harass\w*|abuse\w*)\b",
    re.I,
)

# a warning's words: "Just a reminder:" is too light for one
URGENT = re.compile(
    r"\b(?:evacuat\w+|wildfires?|floods?|flooding|hurricanes?|tornado\w*|outbreaks?|recalls?|"
    r"red flag)\b",
    re.I,
)

# the marks of a paper or an abstract; a standard-tone rewrite of one keeps to the plain
# registers' words ("In this study we dig into the mechanisms" read wrong in an abstract)
_SCHOLARLY_WORDS = (
    *(f"this {w}" for w in ("study", "paper", "review", "article", "thesis", "dissertation")),
    "the present study", "the present work",
    *(f"our {w}" for w in ("findings", "results", "analysis", "study")),
    *(f"we {w}" for w in (
        "found", "propose", "report", "examined", "investigated", "hypothesized",
        "hypothesised", "hypothesize", "hypothesise",
    )),
    "participants", "respondents", "statistically significant", "cohort", "longitudinal",
    "cross-sectional", "randomized", "randomised", "meta-analysis", "meta-analyses",
    "methodology", "literature review", "literature on", "regression",
)  # fmt: skip
# (one alternation over the lower-cased text, checked from a word's start: separate \b
# branches under re.I cost half a millisecond on the first chunk of every standard rewrite)
_SCHOLARLY = re.compile(
    rf"(?<![\w-])(?:{trie_pattern(_SCHOLARLY_WORDS)}|p ?[<=] ?0?\.\d+|95 ?% (?:ci|confidence "
    r"interval)|et al\.|\(n ?= ?\d+)(?![\w-])"
)
# an author-year citation, each one a mark of its own: "(Twenge et al., 2018)"
_CITATION = re.compile(
    r"\([A-Z][\w'-]+(?: et al\.|,? (?:and|&) [A-Z][\w'-]+)?,? (?:19|20)\d\d[a-z]?\)"
)


def is_scholarly(text: str, sample: int = 6000) -> bool:
    """Whether `text` reads as research writing: two different marks of it or more."""
    head = text[:sample]
    marks = {m.group() for m in _SCHOLARLY.finditer(head.lower())}
    return len(marks | {m.group() for m in _CITATION.finditer(head)}) >= 2


# a full clause after "But": a subject, then no question mark at the end
_PLAIN_CLAUSE = re.compile(
    r"(?:i|we|you|they|he|she|it|there|this|that|these|those|the|a|an|our|their|its|his|her|my|"
    r"your|many|most|some|each|every)\b[^?]*[.!]$"
)
_OPENS_LINE = re.compile(r"\S")  # anything before the word: it does not open the line
_WRITER_BEFORE = re.compile(r"\b(?:I|we|We)[ \t]+$")
_DETERMINERS = "the|a|an|this|that|these|those|their|his|her|its|our|my|your|every|any|no"
_DETERMINER_BEFORE = re.compile(
    rf"\b(?:{_DETERMINERS}|failed|latest|first|last|another)[ \t]+$", re.I
)
_NOUN_SLOT = re.compile(
    rf"\b(?:{_DETERMINERS}|each|first|online|make|makes|made|making|complete|completes|"
    r"completed|for|of|per|next|last|latest|recent|big|biggest|large|small|single|future|"
    r"initial|final|repeat)[ \t]+$",
    re.I,
)
# "was well received", "were warmly received": a reception, not something got
_RECEPTION_BEFORE = re.compile(
    r"\b(?:has|have|had|having|is|are|was|were|be|been|being|well|warmly|poorly|widely|"
    r"positively|negatively|badly)[ \t]+(?:[a-z]+ly[ \t]+)?$",
    re.I,
)
_AUXILIARY_BEFORE = re.compile(
    # (contracted too: "It's therefore crucial" became "It's so essential")
    r"(?:\b(?:is|are|was|were|be|been|am|can|could|will|would|shall|should|may|might|must|has|"
    r"have|had|does|do|did)|['\u2019](?:s|re|ll|d|ve|m))[ \t]+$",
    re.I,
)
# a swap is left out where the words around it show another sense, or where the swapped word
# would not fit: what may not stand just before the word (searched up to it) ...
_DASHED_ASIDES = dict.fromkeys(
    ("let's be honest \u2014", "let us be honest \u2014", "let's be real \u2014"),
    "in all honesty \u2014",
)
_DASH_BEFORE = re.compile(r"[\u2014\u2013][ \t]*$")
_KEPT_AFTER: dict[str, re.Pattern[str]] = {
    # ("how long data is to be stored, where it is to be stored": an embedded question's
    # "be to" is no rule, and "how long data must be stored" set a minimum, round 84)
    **dict.fromkeys(
        _BE_TO,
        re.compile(r"\b(?:how|where|when|whether|what|which)\b(?:[ \t]+\S+){0,4}[ \t]+$", re.I),
    ),
    # ("a small contribution to the cause he cared about": the noun, not "because", round 78)
    **dict.fromkeys(
        (k for k in _CHAT if k.startswith("cause ")),
        re.compile(
            r"\b(?:the|a|this|that|our|their|his|her|my|your|its|any|every|good|worthy|common|"
            r"noble|root|main|primary|leading|underlying|just|lost|same|whose)[ \t]+$",
            re.I,
        ),
    ),
    # ("a stipend will be issued regarding internet costs": "issued about" reads as the
    # subject of the stipend, round 78; after a participle "regarding" stays)
    "regarding": re.compile(r"\b[a-z]{3,}(?:ed|en)[ \t]+$"),
    # ("please accept my heartfelt thanks for": the noun, not "my heartfelt thank you for")
    **dict.fromkeys(
        ("thanks for", "thanks again"),  # (for "thanks." and "thanks!", see below)
        re.compile(
            r"\b(?:my|our|his|her|their|your|heartfelt|sincere|sincerest|deepest|deep|warmest|"
            r"warm|special|many|grateful|hearty|humble|profound|big|huge)[ \t]+$",
            re.I,
        ),
    ),
    # "found legally insane" is the law's word, not an intensifier
    "insane": re.compile(r"\b(?:legally|criminally|clinically|certifiably|criminal|the)[ \t]+$", re.I),  # noqa: E501
    # "Many lenders require 20% equity", "the National Park Service requires a permit": a
    # demand made of others, not a need of their own (keeping "requires" is never wrong)
    **dict.fromkeys(("require", "requires"), re.compile(
        r"\b(?:[a-z]+(?:ers?|ors?|ords?)|law|laws|rule|rules|regulation|regulations|policy|"
        r"policies|bank|banks|school|schools|state|states|court|courts|agency|agencies|"
        r"government|governments|city|cities|town|towns|country|countries|county|counties|"
        r"company|companies|firm|firms|airline|airlines|hospital|hospitals|university|"
        r"universities|college|colleges|council|councils|authority|authorities|official|"
        r"officials|institution|institutions|platform|platforms|store|stores|club|clubs|"
        r"program|programs|programme|programmes|service|department|office|board|bureau|"
        r"ministry|commission|administration|park|district|act|statute|code|lease|contract|"
        r"agreement|clause|section|article|NPS|IRS|FAA|FDA|EU)"
        r"(?:[ \t]+(?:also|usually|often|typically|generally|still|now|may|will|might|legally|"
        r"formally|officially|strictly))*[ \t]+$"
        # ("Require quarterly public reporting": a policy's order; "Need quarterly reporting"
        # is none)
        r"|^\W*$",
        re.I,
    )),
    # "10 u of insulin", "x + u": a unit or a variable, not "you"
    "u": re.compile(rf"(?:\d|[=+*/<>{MASK_CLASS}-])[ \t]*$"),
    # "I sit down anyway, and that is the point": "despite that", not "in any case"
    "anyway,": re.compile(r"\w[ \t]+$"),
    # "hooted a gentle hello": a noun, and "a gentle hey" is no greeting a story gives
    "hello": re.compile(r"\b(?:a|an|the|his|her|their|our|my|your|its)(?:[ \t]+[a-z]+)?[ \t]+$", re.I),  # noqa: E501
    # "economic assistance", "military assistance": a term of policy, not a word for help
    "assistance": re.compile(
        r"\b(?:economic|financial|military|technical|legal|medical|humanitarian|foreign|"
        r"federal|public|housing|development|food|emergency|rental)[ \t]+$", re.I
    ),
    # "the very best", "a failed attempt to": not the adverb or the verb
    # ("very very wrong" is no "very really wrong")
    "very": re.compile(rf"{_DETERMINER_BEFORE.pattern}|\bvery[ \t]+$", re.I),
    "attempt to": _DETERMINER_BEFORE,
    "attempted to": _DETERMINER_BEFORE, "attempting to": _DETERMINER_BEFORE,
    # "make purchases", "for purchase": the noun, not the verb
    "purchase": _NOUN_SLOT, "purchases": _NOUN_SLOT,
    "yes,": re.compile(r"\w"),  # "Yeah," opens a reply; "say yes, and" stays
    # a greeting or a chat's "Alright," opens the line ("say hi to them" stays; "Hello
    # everyone, now, gather in" read odd). ("hey" needs no entry: a "Hey" after the start is
    # a name's capital, and a lower-case "hey" is the writer's own, both kept in `_sub`.)
    "hi": _OPENS_LINE, "hi,": _OPENS_LINE, "alright,": _OPENS_LINE,
    **dict.fromkeys(("hope you're", "hope you are"), _OPENS_LINE),
    # "a select few", "opens in select theaters": the adjective keeps its word
    "select": re.compile(rf"\b(?:{_DETERMINERS}|in|at|on|for|from|with|of|among)[ \t]+$", re.I),
    # "How many people", "so many people": the degree word needs "many"
    "many people": re.compile(
        r"\b(?:how|so|too|as|very|that|this|the|a|not|great|good)[ \t]+$", re.I
    ),
    # "tell God thank you, and tell the people in your life thank you": words quoted, not thanks
    # ... and "will thank you", "to thank you": the verb, which "thanks" cannot replace; nor
    # "a huge thank you", a noun with its article ("a huge thanks")
    "thank you": re.compile(
        r"\b(?:tell|tells|told|say|says|said|saying)\b[^.!?;:]{0,60}$|"
        r"\b(?:a|one|another|special|big|huge|heartfelt)[ \t]+(?:[a-z]+[ \t]+)?$|"
        r"\b(?:will|would|can|could|should|must|may|might|to|I|we|they|you|he|she|also|"
        r"[a-z]+['\u2019]ll)[ \t]+$",
        re.I,
    ),
    "sufficient": _DETERMINER_BEFORE,  # "a sufficient level" has no "an enough level"
    # "care to individuals and families": two kinds of people, not "people and families"
    # ("$12,500 for individuals ($6,250 for businesses)": a legal category set against another,
    # and businesses are run by people; `lexicon.ENTITIES`)
    "individuals": re.compile(
        rf"\b(?:and|or)[ \t]+$|\b(?:{ENTITIES})\b[^.!?\n]{{0,{ENTITY_REACH}}}$", re.I
    ),
    # "an additional $5" would need "an extra": the article is not ours to change
    "additional": re.compile(r"\ban[ \t]+$", re.I),
    # "has received": "has got" is British, "has gotten" American; "well received"
    "received": _RECEPTION_BEFORE,
    "obtained": _RECEPTION_BEFORE,  # "ACLS may be obtained" has no "may be got"
    # "should therefore adopt" has no "should so adopt"
    "therefore": _AUXILIARY_BEFORE,
    # "Many thanks." has no "Many thank you."; "my folks" are parents; "he's gotta go"
    **dict.fromkeys(("thanks.", "thanks!"), re.compile(r"\w[ \t]+$")),
    "folks": re.compile(r"\b(?:my|your|his|her|their|our)[ \t]+$", re.I),
    "gotta": re.compile(r"(?:\b(?:he|she|it)|['\u2019](?:s|ve))[ \t]+$", re.I),
}  # fmt: skip
# "a lot of guitars" -> "many guitars", "a ton of time" -> "a great deal of time"; where the
# noun is not plain ("a lot of the time", "tons of fun and games") the writer's words stay
_QUANTITIES = frozenset(
    # ("no buying a whole bunch of cilantro": no "a great many cilantro", round 77)
    ("a lot of", "lots of", "a ton of", "tons of", "loads of", "a bunch of", "a whole bunch of")
)
_MASS_AHEAD = re.compile(
    r"[ \t]+(?:time|money|work|information|data|effort|energy|space|water|research|traffic|"
    r"noise|fun|progress|experience|food|coffee|attention|support|practice|content|evidence|"
    r"interest|pressure|damage|power|knowledge|help|advice|equipment|patience|confidence|"
    r"feedback|trouble|sleep|storage|memory|room|paperwork|debt|stress)\b"
)
_PLURAL_AHEAD = re.compile(
    r"[ \t]+(?:(?!(?:on|in|to|for|with|and|or|of|at|by|from|about|the|this|that|it|its|is|was|"
    r"his|her|their|our|my|your|these|those)\b)[a-z]+[ \t]+){0,2}?"
    r"(?:(?!(?:this|is|was|has|his|its|as|yes|always|perhaps|less|unless|thus|plus|across|"
    r"whereas|does|goes|series|news|us)\b)[a-z]+[^\Wsu]s|people|children|men|women)\b"
)
_REQUEST_FORMS = ("request", "requests", "requested", "requesting")
_GIVES_NOT = re.compile(rf"[ \t]+(?:for|that|(?:[\w{MASK_CLASS}]+[ \t]+){{0,2}}with)\b")
_TO_OR_OF = re.compile(r"[ \t]+(?:to|of)\b")
_OBJECT_TO = re.compile(rf"[ \t]+(?:[\w{MASK_CLASS}-]+[ \t]+){{1,3}}to\b")
# ... and what may not come just after it (matched where it ends)
_KEPT_BEFORE: dict[str, re.Pattern[str]] = {
    # ("would allow me to focus on my studies and to pursue research": "let me focus ... and
    # to pursue" broke the pair, round 88)
    **dict.fromkeys(
        (k for k in _EVERYDAY if k.startswith(("allow ", "allows ", "allowed ", "allowing "))),
        re.compile(r"[^.;:!?\n]{0,160}?\b(?:and|or)[ \t]+to[ \t]+[a-z]"),
    ),
    "additional": re.compile(r"[ \t]+insureds?\b"),  # (a policy's term: no "extra insured")
    "perhaps": re.compile(r"[ \t]+most\b"),  # "Perhaps most notably", no "Maybe most notably"
    # ("he still talks about you": no "discusses you" in a thank-you note, round 80)
    # ("what Ethan talks about most": no "discusses most", round 83)
    **dict.fromkeys(
        ("talk about", "talks about", "talked about"),
        re.compile(r"[ \t]+(?:you|me|him|her|us|them|most|all|it)\b"),
    ),
    # ("Do not overlook pushing back a little": one overlooks a thing, not a step to take)
    **dict.fromkeys(("don't sleep on", "do not sleep on"), re.compile(r"[ \t]+[a-z]+ing\b")),
    "doing good": re.compile(r"[ \t]+[a-z]"),  # "doing good work": the adjective
    "u": re.compile(r"[ \t]*[=+*/<>.\u2019'-]"),
    "received": re.compile(r"[ \t]*(?:[).,;:!?]|$)"),  # "(apologies received)", "payment received."
    "insane": re.compile(r"[ \t]+(?:asylum|asylums|person|people|patients?)\b"),
    **dict.fromkeys(("crush it", "crushed it"), re.compile(r"[ \t]+(?:with|into|in|under|up|down|between|to|and|until|by|using|before|after)\b")),  # noqa: E501
    # "once we receive and inspect your return": "get and inspect" pairs badly
    "receive": re.compile(r"[ \t]+(?:and|or)\b"),
    # "doing great work": the adjective, not "doing well"
    **dict.fromkeys(
        ("did great", "doing great"),
        re.compile(
            r"[ \t]+(?!(?:and|but|or|so|at|in|on|with|for|this|that|today|now|too|overall|"
            r"together|again)\b)[A-Za-z]"
        ),
    ),
    "very": re.compile(r"[ \t]+(?:little|few|much|many|own|same|very)\b"),  # not "really little"
    # ("incredibly rich" as "super rich" reads "super-rich", the very wealthy)
    "incredibly": re.compile(r"[ \t]+(?:rich|wealthy|poor|powerful|heavy|light|old|young|high)\b"),
    # "much better agreement" has no "a lot better agreement": only before a pause or "than"
    **dict.fromkeys(
        (f"much {c}" for c in _COMPARATIVES),
        re.compile(
            r"[ \t]+(?!(?:than|now|and|but|or|to|at|for|with|when|in|on|if|so|as|too|already|"
            r"still|yet|overall|today|this|that|these|those)\b)[a-z]"
        ),
    ),
    # "questions such as:" has no "questions like:"; "printers such as Aldus Manutius" as
    # "printers like Aldus Manutius" reads as printers resembling him
    "such as": re.compile(r":|[ \t]+[A-Z]"),
    # "super motivating" -> "very motivating"; "super glue", "super user" are things
    "super": re.compile(
        r"(?![ \t]+(?:[a-z]+(?:ing|ed|ful|ous|ive|ble|al|ic|y|er|est|ent|ant)|cool|nice|fun|cute|"
        r"easy|quick|fast|simple|hard|good|clean|smooth|proud|sweet|great|handy|weird|glad|late|"
        r"early|cheap|slow|tough|quiet|loud|fine|chill|clear|safe|tight|smart|neat|low|high|"
        r"long|short|busy|tired|close|hot|cold|small|big|rare|common)\b)"
    ),
    # "tuition assistance program": the name of a scheme, not a word for help
    "assistance": re.compile(
        r"[ \t]+(?:program|programs|programme|programmes|fund|funds|scheme|schemes|package|"
        # ("Help animals aren't subject to pet fees": the term of law, round 81)
        r"office|center|centre|plan|plans|grant|grants|animal|animals|dog|dogs)\b", re.I
    ),
    # "make sure to call", "make sure of it" have no "ensure to", "ensure of"
    **dict.fromkeys(("make sure", "makes sure", "making sure", "made sure"), _TO_OR_OF),
    # "§92.056 requires landlords to repair": a duty, not a need
    **dict.fromkeys(("require", "requires"), _OBJECT_TO),
    "in addition": re.compile(r"[ \t]+to\b", re.I),  # "In addition to her work": no "Also to"
    "hello": re.compile(r"[ \t,]+world\b", re.I),  # a "Hello, World" program
    # "real purchasing power", "the purchasing department": terms, not a shopping trip
    "purchasing": re.compile(r"[ \t]+(?:power|manager|managers|department|officer|agent)\b"),
    "and stuff": re.compile(r"[ \t]+[a-z]"),  # "and stuff happens" is no "and so on happens"
    # "check out of the hotel", "checked out": no "see of"
    "check out": re.compile(r"[ \t]+(?:of|at)\b|[ \t]*(?:[^\w \t]|$)"),
    "grab": re.compile(r"[ \t]+(?:bag|bags|hold|onto|on|at|him|her|his|them|their|me|my|it)\b"),
    # "let's be honest with ourselves": no "in all honesty with ourselves"
    **dict.fromkeys(
        ("let's be honest", "let us be honest", "let's be real"),
        re.compile(r"[ \t]+(?:with|about)\b"),
    ),
    # "I decided to find out." has no object for "determine" to take, nor "3:00 p.m.
    # (approximately)" a figure for "about"
    **dict.fromkeys(
        ("find out", "figure out", "approximately"), re.compile(r"[ \t]*(?:[^\w \t]|$)")
    ),
    # a "Thank you." of its own is no "Thanks." ("Thank you! 🙏" neither)
    "thank you": re.compile(rf"[.!]+(?:[ \t]*[{MASK_CLASS}])*$"),
    # "Hi Jasmine," -> "Dear Jasmine,"; not "Hi everyone," ("Dear everyone" is no greeting)
    "hi": re.compile(rf"(?![ \t]+(?:[A-Z][\w.'-]*|[{MASK_CLASS}])(?:[ \t]+[A-Z][\w.'-]*)?,)"),
    "individuals": re.compile(
        rf"[ \t]+(?:and|or)\b|[^.!?\n]{{0,{ENTITY_REACH}}}\b(?:{ENTITIES})\b", re.I
    ),
    # "I think about Margaret" is no argument: only "I think (that) X" becomes "I would argue"
    **dict.fromkeys(("i think", "we think"), re.compile(
        r"[ \t]*(?:[,.;:!?]|$)|[ \t]+(?:about|of|back|over|through|so|twice|again|ahead|for|"
        r"it over|hard)\b", re.I
    )),
    # "inform your server of any allergies": "tell ... of" is no English ("inform you of" has
    # its own "tell you about")
    **dict.fromkeys(("inform", "informs"), re.compile(r"(?:[ \t]+[\w']+){1,3}[ \t]+of\b")),
    # "resolve to do better" is a decision, not a fix; "an older request resolves after a newer
    # one", "each 's resolves differently": a promise settles, a form is read, nothing is fixed
    **dict.fromkeys(("resolve", "resolves", "resolving"), re.compile(
        r"[ \t]*(?:[,.;:!?)]|$)|[ \t]+(?:to|after|before|into|as|once|when|differently|"
        r"itself|themselves|on|in|within|with|[a-z]+ly)\b|"
        # ("resolve it amicably", "resolve the dispute": a quarrel is settled, not fixed)
        # ("resolve minor disputes" too: no "fix minor disputes")
        r"(?:[ \t]+[\w']+){0,3}[ \t]+(?:amicably|peacefully)\b|[ \t]+(?:(?:the|this|that|a|our|"
        r"your|any|their)[ \t]+)?(?:[\w-]+[ \t]+)?(?:disputes?|conflicts?|disagreements?|"
        r"differences|tensions?|standoffs?)\b"
    )),
    # "provide for the family", "provided that", "provide you with": no "give" reads right
    # ("the lower level provides a bedroom": "gives" fits a person given something)
    **dict.fromkeys(("provide", "provides", "providing"), _GIVES_NOT),
    # "requested that", "asks for" + "for": "request for proposals"
    # ("request the pleasure of your company" is a fixed formula)
    **dict.fromkeys(_REQUEST_FORMS, re.compile(r"[ \t]+(?:that|for|the[ \t]+pleasure)\b")),
    # "Select All", "select from": a menu's label and a database query keep their word
    "select": re.compile(rf"[ \t]+(?:[A-Z*`{MASK_CLASS}]|from\b|all\b)"),
    # "you must be tired", "must have seen" are guesses, not needs; "must not" is a ban
    **dict.fromkeys(("you must", "we must"), re.compile(r"[ \t]+(?:not|never|be|have|always|also|first)\b")),  # noqa: E501
    # "extremely low birth weight" is a clinical category, not an intensity
    "extremely": re.compile(
        r"[ \t]+(?:low[ \t]+birth|preterm|premature|drug[ -]resistant|high[ \t]+frequency)", re.I
    ),
}  # fmt: skip
# ... and what must stand just before it: "request" is mostly a noun ("a POST request",
# "All requests must be authenticated", "as requested"), a verb only after a subject, a
# modal or "to" ("Please request a refund", "They requested two seats")
_VERB_BEFORE = re.compile(
    r"(?:^|\b(?:i|we|you|they|he|she|it|who|to|can|could|will|would|should|may|might|must|"
    r"please|also|then|and|am|is|are|was|were|be|been|\w+['\u2019](?:re|m|s|ll|d|ve))[ \t]+)$",
    re.I,
)
# ... and an -s form only after a singular subject: "Managers will respond to requests within
# 3 days" has a noun after "to", and "- Requests must be submitted" one at the start, where
# "asks for" broke the sentence
_VERB_S_BEFORE = re.compile(
    r"\b(?:he|she|it|who|which|that|this|also|then|and|often|usually|\w+['\u2019]s)[ \t]+$",
    re.I,
)
# "provide you feedback" -> "give you feedback": "give" wants a person to give to ...
_PERSON_AFTER = re.compile(
    r"[ \t]+(?:you|us|them|him|her|me|everyone|people|customers|clients|students|users|"
    r"parents|patients|staff|teams?|members)\b",
    re.I,
)
_NEEDS_BEFORE: dict[str, re.Pattern[str]] = {
    **dict.fromkeys(_ACTIVE_BE_TO, _RULE_GROUP_BEFORE),
    # ("I'm gonna be honest," has no "I am to be honest,", round 84's judges: its "gonna"
    # falls back to the shorter phrase, `apply_register`)
    **dict.fromkeys(("gonna be honest,", "going to be honest,"), _SENTENCE_OPENS),
    # "it's def working", "you def don't need that"; not a "def" in prose about Python
    "def": re.compile(
        r"(?:\b(?:i|you|we|they|he|she|it|is|are|was|were|am|will|would|can|could|should)|"
        r"['\u2019](?:s|re|m|ll))[ \t]+$",
        re.I,
    ),
    "bc": re.compile(r"[A-Za-z,][ \t]+$"),  # "we have time bc", not "300 bc"
    # "hope you're doing good" -> "doing well"; "the charity is doing good work" is no health
    "doing good": re.compile(r"(?:\b(?:are|am|is|was|were|be|been)|['\u2019](?:re|m|s))[ \t]+$"),
    **dict.fromkeys(("request", "requested", "requesting"), _VERB_BEFORE),
    # "your first paid purchase", "in-app purchases": nouns; "buy" is a verb
    "purchase": _VERB_BEFORE,
    **dict.fromkeys(("requests", "purchases"), _VERB_S_BEFORE),
}
# ... or a person to give it: "we provide clear feedback"; not "the lower level provides a
# bedroom", "cages provide space"
_PERSON_BEFORE = re.compile(
    r"\b(?:i|we|you|they|he|she|who|teachers|staff|parents)[ \t]+(?:[a-z]+ly[ \t]+)?$", re.I
)
_GIVES = frozenset(("provide", "provides", "providing"))
_PERSON_OBJECT = re.compile(
    r"[ \t]+(?:(?:the|our|your|their|all|every|each)[ \t]+)?(?:you|us|them|him|her|me|everyone|"
    r"people|customers?|clients?|students?|users?|parents?|patients?|staff|teams?|members?|"
    r"managers?|employees?|residents?|readers?|council|board|public)\b",
    re.I,
)
# ... and what must come just after it: "inform the team" -> "tell the team", but "inform
# executive decision-making" has no "tell" without a person
_NEEDS_AFTER: dict[str, re.Pattern[str]] = {
    # (a condition that ends in a comma, with no question mark ahead: "Should you buy it?")
    **dict.fromkeys(
        ("should you", "should you be"),
        re.compile(r"[ \t]+[a-z]+\b[^,.?!;:]{0,80},(?![^.!]{0,200}\?)"),
    ),
    **dict.fromkeys(("inform", "informs"), _PERSON_OBJECT),
    # a place's mood is "the atmosphere", a principle is not: "The atmosphere is consistency,
    # not perfection" (round 81)
    **dict.fromkeys(("the vibe is", "the vibe was"), re.compile(
        r"[ \t]+(?:(?:so|very|super|really|pretty|totally|just|always|honestly|a bit)[ \t]+)?"
        r"(?![a-z]+(?:cy|ity|ness|ment|tion|sion)\b)"
        # (a size is the room's: "The atmosphere is tiny and cozy", round 84)
        r"(?!(?:tiny|small|big|huge|large|cramped|narrow|spacious|roomy)\b)"
        r"(?:[a-z]+(?:ing|ed|ful|ous|ive|ble|al|ic|y|ent|ant)|cool|nice|fun|chill|calm|warm|"
        r"cozy|cosy|great|good|lovely|quiet|loud|laid-back|perfect|different|wild|off|fine|"
        r"elegant|intimate|casual|low-key|lowkey|upbeat|romantic|tense|electric|bright|dark)\b"
    )),
    # "fingers crossed it works" -> "hopefully it works"; "Fingers crossed!" and "Fingers
    # crossed for sunshine" stay (a wish of their own: "Hopefully for sunshine" is no sentence)
    "fingers crossed": re.compile(
        r"[ \t]+(?:it|that|this|the|we|you|they|he|she|i|everything|all|our|your|my)\b", re.I
    ),
}
_SPLIT_LEAD = re.compile(r"(?<=[.!?] )(But|So)[ \t]+(?=[a-z]|I\b)")


def relead_splits(text: str, register: Register) -> str:
    """A sentence the rhythm layer split off ("... gains. But they pay") takes the register's
    own lead word too ("However, they pay")."""
    if not register.leads:
        return text
    return _SPLIT_LEAD.sub(
        lambda m: register.leads[m.group(1)] + " " if m.group(1) in register.leads else m.group(),
        text,
    )
