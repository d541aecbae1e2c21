"""Each layer on its own, and the defects other humanizers ship that we must never ship."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hang_guard import hang_guard
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from humanizer.engine import TONES, VERSIONS, RewriteOptions, build_default_registry
from humanizer.engine import lexicon as lexicon_module
from humanizer.engine.clauses import rebuild_clauses
from humanizer.engine.contractions import contract, expand
from humanizer.engine.discourse import apply_discourse
from humanizer.engine.hygiene import keeps_meaning, tidy
from humanizer.engine.lexicon import article_for, expand_braces, load_lexicon, read_rows
from humanizer.engine.pipeline import vocabulary
from humanizer.engine.rhythm import Rhythm, apply_rhythm, join_pair
from humanizer.engine.titles import MINOR, capitalised_in_prose, rewrite_title

REGISTRY = build_default_registry()


DISCOURSE_VERSIONS = ("v3", "v3.5", "v4", "v4beta")


def v4beta_rewrites(text: str, tones: tuple[str, ...], seeds: range) -> list[str]:
    """v4beta's rewrites of `text` in each of `tones`, with each of `seeds`."""
    return [
        "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(tone=t, seed=s)))
        for t in tones
        for s in seeds
    ]


def rewrite_all(text: str, seeds: range = range(3)) -> list[str]:
    return [
        "".join(REGISTRY.get(v).rewrite(text, RewriteOptions(tone=t, ultra=u, seed=s)))
        for v in VERSIONS
        for t in TONES
        for u in (False, True)
        for s in seeds
    ]


def assert_review_case(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    """A reader's case: over every version, tone and Ultra Mode, with two seeds, each rewrite
    keeps one of `any_of` and none of `never`."""
    for output in rewrite_all(text, seeds=range(2)):
        assert any(a in output for a in any_of), output
        assert not any(n in output for n in never), output


@pytest.mark.parametrize(
    ("text", "kept", "never"),
    [
        (
            "The slope was negative (β = −0.18, 95% CI −0.25 to −0.11).",
            "(β = −0.18, 95% CI",
            "−0.18. 95%",
        ),
        (
            "Cities should treat green infrastructure as an equitable good.",
            "green infrastructure",
            "an fair",
        ),
        ("Rents rose fastest in lower-income neighborhoods.", "lower-income", "slight-income"),
        ("Build it:\n\n```dockerfile\nCOPY . .\nRUN make\n```\n", "COPY . .", "COPY.."),
        ("That container runs the app. It is robust.", "That container runs", "includeer"),
        ("This shows the vital importance of sleep.", "sleep", "important importance"),
        (
            "Critics, however, argue that the plan fails.",
            "Critics, however, argue",
            "Critics. Argue",
        ),
        (
            "The grant is small. It pays $4,000 a year. Moreover, it is crucial.",
            "pays $4,000 a year",
            "\x00",
        ),
        ("Go for a run 🏃\u200d♂️ today. It is pivotal.", "🏃\u200d♂️", "🏃 "),
        # found reviewing our own output; kept here so they stay fixed
        (
            "The most common objection is cost: critics argue that taxpayers should not have to pay "  # noqa: E501
            "for the education of others, and that such a program would strain already limited budgets.",  # noqa: E501
            "budgets",
            ". That such",
        ),
        (
            "As a result, many French citizens began to question the king's right to rule.",
            "French citizens",
            "So many",
        ),
        (
            "By removing tuition entirely, states would send a clear message about access.",
            "removing tuition",
            "Through removing",
        ),
        (
            "Not every student has a laptop at home, so for some students, a phone is the only way online.",  # noqa: E501
            "home",
            "home so for",
        ),
        (
            "However, they are not insurmountable for a state with a modern tax system.",
            "insurmountable",
            "Still they",
        ),
        (
            "A raised bed is an excellent starting point for beginners.",
            "starting point",
            "an great",
        ),
        (
            "These findings shed light on the complex nature of burnout.",
            "These findings",
            "explained",
        ),
        (
            "- **Belem Tower** — A fortress that once guarded the harbor.",
            "— A fortress",
            ", A fortress",
        ),
        (
            "When managers model healthy behavior — logging off on time, taking real vacations, and "  # noqa: E501
            "not expecting instant replies — they give their teams permission to do the same.",
            "they give their teams",
            ". They give",
        ),
        (
            "Try Ramiro for seafood — the garlic prawns are legendary.",
            "prawns",
            "seafood, the garlic",
        ),
        (
            "Moreover, because the image is built from a pinned base, every build is the same.",
            "build is the same",
            "that because",
        ),
        ("Next, try restarting your router by unplugging it.", "restarting", "Next try"),
        ("So please, raise your glasses to the couple.", "please", "Therefore"),
        ("It is crucial for companies to support new fathers.", "support new fathers", "is big"),
        ("This move comes amidst rising tensions in the region.", "rising tensions", "among"),
        ("Life here is simple, yet deeply fulfilling for us.", "Life here is", "here's"),
        (
            "I believe my background as an interpreter, my experience with underserved communities, "  # noqa: E501
            "and my training in scientific research have prepared me to do both.",
            "communities",
            "communities. My",
        ),
        (
            "I bring technical skills, practical insight into real systems, and a deep personal "
            "motivation to address linguistic inequality.",
            "systems",
            ". A deep",
        ),
        (
            "If your router broadcasts both 2.4 GHz and 5 GHz under one name, you may need to separate them.",  # noqa: E501
            "If your router",
            "separate them if",
        ),
        (
            "Follow the spacing on seed packets — overcrowding can lead to disease.",
            "lead to disease",
            "packets, overcrowding",
        ),
        # found by a read-through of every tone's output on the eval corpus
        (
            "His violent tendencies were not addressed or treated, allowing them to escalate over the years.",  # noqa: E501
            "escalate",
            "so them",
        ),
        (
            "His violent tendencies weren't addressed or treated, leading to several arrests last year.",  # noqa: E501
            "arrests",
            "That leads",
        ),
        (
            "Programs such as the Tennessee Promise have demonstrated that free tuition raises enrollment.",  # noqa: E501
            "free tuition",
            "have showed",
        ),
        (
            "The new plant aims to integrate cutting-edge technology into the old line.",
            "technology",
            "integrate newest",
        ),
        (
            "Scott emphasized that the rules are already strict, ensuring students can keep up with the work.",  # noqa: E501
            "students can",
            ". That ensures",
        ),
        (
            "During the eighteenth century, philosophers such as Voltaire questioned the church.",
            "century,",
            "\x00",
        ),
        (
            "Expect a long line at the door on weekends, but it moves quickly once the doors open.",
            "weekends",
            "weekends but",
        ),
        (
            "Once activated, your prompt will usually show the environment name at the beginning.",  # noqa: E501
            "Once activated",
            "\x00",
        ),
        (
            "Before long, you may find that watering them is one of your favorite weekly rituals.",
            "Before long",
            "\x00",
        ),
        (
            "If you subscribed through the App Store, you will need to cancel it in your settings instead.",  # noqa: E501
            "If you subscribed",
            "\x00",
        ),
        (
            "By taking proactive steps now, we can meet our legal duties and strengthen the trust of our customers.",  # noqa: E501
            "By taking",
            "\x00",
        ),
        (
            "My back feels better, I'm a little more energized in the afternoons, and I've become that person who takes the stairs.",  # noqa: E501
            "back feels better",
            "afternoons. ",
        ),
        (
            "It reshaped French politics for decades. However, the revolution did not emerge out of nowhere.",  # noqa: E501
            "revolution",
            "Still,",
        ),
        ("Plants help you learn and grow — quite literally.", "grow", ": quite"),
        (
            "Consistent watering is key for young plants. Most vegetable gardens need about 1 inch of water a week.",  # noqa: E501
            "vegetable gardens",
            "plants and most",
        ),
        (
            "Medicine is not only about diagnosing disease; it is about making sure patients can live well.",  # noqa: E501
            "diagnosing disease",
            "disease. It",
        ),
        # found by a second read-through, after the first round of fixes
        ("Leaders play a pivotal role in shaping what their teams expect.", "shaping", "matter"),  # noqa: E501
        (
            "The new checkout could potentially change the way people shop online, making it easier to compare prices.",  # noqa: E501
            "compare prices",
            "That makes",
        ),
        (
            "The Welsh cyclist has been a trusted lieutenant for Froome, providing crucial support in the mountains.",  # noqa: E501
            "support",
            "That provides",
        ),
        ("Most people have a sufficient level of savings for a month.", "savings", "an enough"),
        ("Technological advancements changed the factory floor.", "factory", "step forward"),
        ("The thieves swiftly unloaded the van.", "unloaded", "fast unloaded"),
        ("It is one of the most comprehensive privacy frameworks in the world.", "privacy", "most full"),  # noqa: E501
        ("The library became a beacon of hope for the town.", "hope", "model of hope"),
        ("In a testament to their fighting spirit, the team came back to win.", "spirit", "In proof"),  # noqa: E501
        ("His voice sounded more genuine than I'd ever heard it.", "ever heard", "would ever heard"),  # noqa: E501
        ("As a result, many French citizens began to question the king.", "citizens", "That means"),  # noqa: E501
        ("I am excited to submit my application for the role.", "submit", "look forward"),
        ("Uruguay is a small country nestled in the heart of South America.", "South America", "middle"),  # noqa: E501
        # (a formal title keeps its contraction: no "What I would Do Differently")
        ("Six Months With a Standing Desk: What I'd Do Differently", "Do Differently", "I would Do"),  # noqa: E501
        ("Crafted from premium steel, it is built to last for years.", "premium steel", "Put together"),  # noqa: E501
        # found by a third read-through
        ("The subconscious mind is a mysterious realm of half-formed thoughts.", "mysterious", "field"),  # noqa: E501
        ("The vibrant blue oceans sparkled under the sun.", "oceans", "lively blue"),
        ("I was scared of change at first, but I chose to embrace it.", "chose to", "take up"),
        ("The old choir stood as both witness and testament to the human spirit.", "witness", "sign to"),  # noqa: E501
        ("The dream was a gateway to understand the nuances of human feeling.", "human", "shades"),  # noqa: E501
        ("To Jake and Emily — may your marriage be long and happy.", "Jake and Emily", "Emily;"),
        ("You know how important it is to receive your refund on time.", "refund", "it's to"),
        ("I bet that you will and thus you win the prize at the fair.", "the prize", "you'll and"),
        (
            "Caring for plants is a small, steady routine, and routines like that can be grounding.",  # noqa: E501
            "routines like that",
            "routine and routines",
        ),
        ("Fate played a cruel joke on you, making sure you miss out on the fun.", "miss out", "That makes sure"),  # noqa: E501
        (
            "Dr. Thompson's theory claims that love is abundant in every life, and we are not limited to one partner.",  # noqa: E501
            "limited to one partner",
            "life. We",
        ),
        # found by a fourth read-through
        ("However, further research is needed to confirm these findings.", "further research", "Yet further"),  # noqa: E501
        ("Elevate your coffee experience with our new grinder.", "coffee experience", "Lift your"),
        ("The results were robust across all 12 subgroups.", "robust across", "\x00"),
        ("The two conditions can exacerbate each other over time.", "each other", "make worse"),
        (
            "I watched him grow into the man standing here today — someone who is kind and loyal.",
            "someone who is kind",
            "today;",
        ),
        (
            "Commercial production, however, is not expected before 2027, and the researchers cautioned against hype.",  # noqa: E501
            "the researchers cautioned",
            "2027 and the",
        ),
        ("Bring a laptop, a notepad and pen, and a list of references.", "list", "pen and a list"),
        (
            "As a result, many small businesses will fall outside the scope of the new law.",
            "small businesses",
            "because of that.",
        ),
        # found by a fifth read-through
        ("Future work should therefore adopt standardized measures.", "adopt", "should so"),
        ("Admin controls and enhanced security come with the plan.", "security", "boosted"),
        ("The effect plateaued above approximately 8,000 steps per day.", "8,000", "above around"),  # noqa: E501
        ("Most issues stem from missing environment variables.", "variables", "grow out of"),
        ("We deliver seamless, personalized recommendations.", "recommendations", "easy,"),
        ("The data underscore the pivotal role of moderate activity.", "moderate", "decisive"),
        ("Thank you for your unwavering support this year.", "support", "firm support"),
        ("Yes, we currently ship to over 40 countries.", "40 countries", "now ship"),
        ("Feel free to reach out if you have any questions.", "questions", "unclear"),
        # found by a sixth read-through (PubMed answers)
        ("Yes, robotically assisted surgery is safe in older men.", "robotically assisted", "helped"),  # noqa: E501
        ("Profound hypotensive events can cause profound drops in pressure.", "hypotensive", "deep"),  # noqa: E501
        (
            "Low pressure can cut the oxygen supply to the heart, resulting in ischemia and potentially triggering a heart attack.",  # noqa: E501
            "heart attack",
            "which le",
        ),
        ("Treating pain is crucial for comprehensive patient care.", "patient care", "thorough"),
        (
            "It needs hygiene, staff education, clear protocols, and constant monitoring and review.",  # noqa: E501
            "review",
            "protocols and constant",
        ),
        ("Care is vital in extremely low birth weight infants.", "extremely low birth", "really"),
        ("fMRI can provide insights into the cognitive abilities of patients.", "cognitive", "something"),  # noqa: E501
        ("Optimism can positively impact health, including survival rates.", "survival", "help health"),  # noqa: E501
        # found by a seventh read-through (news and fiction)
        ("Staff drank water from vases, it is claimed, and nurses slept on chairs.", "claimed,", "claimed and"),  # noqa: E501
        ("They explore old buildings, remnants of a lost world, and contemplate the past.", "world,", "world and"),  # noqa: E501
        ("You share your dreams, fears, and hopes, and she supports you.", "hopes,", "hopes and she"),  # noqa: E501
        (
            "The report had highlighted concerns about his conduct, raising questions about whether action was taken.",  # noqa: E501
            "raising questions",
            "That raised",
        ),
        ("The gang carefully planned the whole operation, making it seem like an official inquiry.", "making it seem", "That made"),  # noqa: E501
        ("The town needs a more holistic approach to policing.", "approach", "more broad"),
        ("Jencks was known for his innovative designs.", "designs", "new designs"),
        ("Smoking is one of many crucial risk factors.", "risk factors", "essential risk"),
        ("This case highlights the need for reform.", "reform", "stress"),
        ("Their love transcends death.", "death", "rises above"),
        ("We wish him a swift recovery.", "recovery", "fast recovery"),
        ("It's become a daily ritual for us.", "daily ritual", "is become"),
        ("Nobody knows what his future projects will entail.", "future projects", "will mean"),
        ("A small, intricately carved wooden doll sat on the shelf.", "carved", "tightly"),
        ("Maintaining the robot becomes paramount.", "robot", "becomes top"),
        ("Light and darkness embraced each other.", "each other", "welcomed"),
        ("Their pursuit of advancement came at any cost.", "pursuit", "of advance "),
        ("This serves as a reminder that roads are dangerous.", "dangerous", "reminds us"),
        ("There was one tiny problem \u2014 you could not remember the code.", "remember", "; you"),
        ("The house blends into its setting, resulting in a calm mood.", "calm mood", "which le"),
        # found by an eighth read-through (Ultra Mode; casual and friendly news)
        ("In addition to her work on the ground, Miller has also been busy.", "her work", "Also to"),  # noqa: E501
        ("Users can make purchases online and finish in seconds.", "online", "make buys"),
        ("You can complete the purchase with a few clicks.", "a few clicks", "the buy"),
        ("Our numbers serve as a reminder of who we are.", "who we are", "numbers be"),
        ("We marveled at the myriad of species in the reef.", "species", "many of species"),
        ("The results have unveiled an unexpected winner.", "unexpected winner", "announced"),
        ("Her act may be a testament to the instinct of a mother.", "instinct", "prove"),
        ("On the other hand, we have Tom, who never worries.", "Tom", "Then again"),
        ("Brokers play a crucial role in the rescue.", "rescue", "big part"),
        ("The new app could revolutionize online shopping.", "online shopping", "could change"),
        ("The treatment her daughter has received in custody was poor.", "custody", "has got"),
        ("It is crucial for the Queen to take the time she needs.", "Queen", "key for"),
        ("The impact on my mind was profound.", "my mind", "was deep"),
        (
            "The report found that many users kept high balances, resulting in large interest charges.",  # noqa: E501
            "interest charges",
            "and that led",
        ),
        ("However, the plan failed in the end.", "the plan failed", "Yet"),
        # found by a ninth read-through (formal and academic news; the corpus in standard)
        ("The firm needs a more robust and responsive approach.", "responsive", "more strong"),
        ("His absence will undoubtedly be felt by the team.", "be felt", "will clearly"),
        ("As a result, many French citizens lost faith in the crown.", "French citizens", "So"),
        ("That's it. You now have a clean kettle.", "clean kettle", "That is it"),
        (
            "When managers model healthy habits \u2014 logging off on time and taking real breaks \u2014 they give teams room to rest.",  # noqa: E501
            "room to rest",
            "breaks) they",
        ),
        ("Water the beds a little every day; this helps the roots grow deeper.", "roots", ". This helps"),  # noqa: E501
        ("We ask questions such as: what went wrong?", "what went wrong", "like:"),
        ("There is no comprehensive federal standard yet.", "federal standard", "complete federal"),  # noqa: E501
        # a tenth read-through: 40 new assistant texts in every tone
        ("The fan runs completely silent — though it can throttle during long, sustained workloads.", "silent", ". Though"),  # noqa: E501
        ("The fan runs completely silent — though it can throttle during long, sustained workloads.", "silent", ": though"),  # noqa: E501
        ("The chord shapes are not the hard part — the changes are.", "changes are", "part, the"),  # noqa: E501
        ("To be clear, social media is not all bad for most teenagers.", "social media", "teenagers to be"),  # noqa: E501
        ("If there is anything I can do — whether it is a meal or just being there to listen — please call me.", "please", "listen) please"),  # noqa: E501
        ("It is a common first step in text analysis — whether you are exploring a novel or a tweet.", "novel", "analysis: whether"),  # noqa: E501
        ("I have never seen her so sure about anything — well, other than her belief in pizza.", "pizza", "anything: well"),  # noqa: E501
        # (a formal register capitalises the chat's starts, "Hey, sorry", like every other)
        ("hey, sorry about last night. no excuses, I forgot. miss you so much!", "ey, sorry", "ello"),  # noqa: E501
        ("It has a seamless glass haptic touchpad with no visible edges.", "seamless glass", "smooth glass"),  # noqa: E501
        ("The association remained robust after adjustment for income.", "remained robust", "solid"),  # noqa: E501
        ("Her mentoring has made a meaningful impact on the team this year.", "impact on the team", "meaningful effect"),  # noqa: E501
        ("She was a pioneering physicist whose groundbreaking research changed science.", "physicist", "pioneering research"),  # noqa: E501
        ("We built a plan tailored to a specific goal for each client.", "specific goal", "custom to"),  # noqa: E501
        ("The debate misses something crucial about how teens use phones.", "teens", "something key"),  # noqa: E501
        ("One of the most pivotal themes in the novel is courage.", "themes", "most central"),  # noqa: E501
        ("The IPCC report is the most comprehensive assessment of the science.", "assessment", "wide-ranging"),  # noqa: E501
        ("The new panel shows more vibrant colors than the old one.", "colors", "more bright"),  # noqa: E501
        ("The findings align with earlier mechanistic evidence from labs.", "mechanistic evidence", "match"),  # noqa: E501
        ("I thrive in fast-paced environments where priorities shift.", "environments", "busy"),  # noqa: E501
        ("To Emily and James — to a lifetime of love, laughter, and adventure together.", "lifetime", "James:"),  # noqa: E501
        ("Once anything crosses it — a gas cloud, a star, or an astronaut — it cannot come back out.", "astronaut", "crosses it, a gas"),  # noqa: E501
        ("Well, fear not, because you have a plan for the storm.", "fear not, because", "not because"),  # noqa: E501
        ("I closed my eyes, allowing the chaos to fade into the background.", "chaos", "can fade"),  # noqa: E501
        ("The majority of society embraces these technological advancements today.", "society", "these technological progress"),  # noqa: E501
        ("Embrace every moment with the people you love.", "every moment", "Accept"),
        ("He delves deeper into his exploration of the ruins.", "ruins", "looks more closely"),  # noqa: E501
        ("Her courage transcended expectations in every race.", "expectations", "crossed"),  # noqa: E501
        ("The cities, once bustling with life, lay silent.", "life", "busy with"),
        ("Daniel presented initial wireframes, which were well received by the team.", "well received", "well got"),  # noqa: E501
        ("Option 3 would create a tuition assistance program for families.", "tuition assistance program", "help program"),  # noqa: E501
        ("Use this code on your next purchase at any store.", "next purchase", "next buy"),  # noqa: E501
        ("Profound drops in blood pressure were seen in four patients.", "Profound drops", "Sharp"),  # noqa: E501
        ("She reached out to touch the glass before it fell.", "reached out to touch", "contacted"),  # noqa: E501
        ("Good luck, you've got this and we have got plenty of time.", "Good luck", "have got this"),  # noqa: E501
        ("Remote work isn't just about working from home — it's about building habits that last.", "habits", ". It"),  # noqa: E501
        ("The question is not whether we can afford to invest in transit — it is whether we can afford not to.", "afford not to", ". It is"),  # noqa: E501
        ("It is a field that sits at the intersection of science and design.", "science and design", "sits at the intersection"),  # noqa: E501
        ("Turn left at the intersection of Main Street and the river road.", "intersection of Main", "combin"),  # noqa: E501
        # a thirteenth read-through: 24 new assistant texts
        ("**2:00 PM** — Lunch at a traditional tasca in Alfama — try the grilled sardines.", "**2:00 PM** — Lunch", "(Lunch"),  # noqa: E501
        ("AUSTIN, Texas — March 12, 2024 — Ledgerly, a budgeting startup, raised funds today.", "Ledgerly", "2024) Ledgerly"),  # noqa: E501
        ("For some students—those with anxiety or chronic illness—learning from home offered relief.", "relief", "illness) learning"),  # noqa: E501
        ("He showed me the ropes and — most importantly — told me where the coffee was.", "coffee", "(most importantly)"),  # noqa: E501
        ("The team found a strong link (r = 0.52), suggesting that deep sleep contributes to memory.", "memory", "suggested that"),  # noqa: E501
        ("Let me know if you run into an error message at any step, and I can help you narrow it down.", "narrow", ". And I can"),  # noqa: E501
        ("Connect your bank accounts and cards securely, and every transaction is categorized for you.", "categorized", "securely. Every"),  # noqa: E501
        ("If you are passionate about making a difference in your community, we would love to hear from you.", "If you", "from you if"),  # noqa: E501
        ("The plan covers health, dental, and vision care with comprehensive medical insurance.", "comprehensive medical", "thorough"),  # noqa: E501
        ("Ledgerly brings all your accounts together in one seamless app for busy families.", "seamless app", "smooth app"),  # noqa: E501
        ("Soy wax candles are designed to elevate any space in your home this winter.", "any space", "lift any"),  # noqa: E501
        ("For the vast majority of young people, remote school did not work well.", "young people", "nearly all"),  # noqa: E501
        ("Every faction in the realm would kill to possess the ancient flame of Valdris.", "in the realm", "the world"),  # noqa: E501
        ("My team felt supported, challenged, and empowered to grow under her leadership.", "empowered to grow", "helped to grow"),  # noqa: E501
        ("This project gives me the chance to dive deep into my own research on rivers.", "research", "look closely"),  # noqa: E501
        ("In conclusion, the novel is a timeless study of courage.", "timeless", "On the whole"),  # noqa: E501
        ("Early printers such as Aldus Manutius cut new typefaces.", "such as Aldus", "like Aldus"),  # noqa: E501
        ("Considerable doubt remains, but a lot of cheap guitars play well.", "guitars", "Considerable cheap"),  # noqa: E501
        # a fourteenth read-through: 24 new assistant texts, casual and friendly side by side
        ("I have attached photographs dated January 8 and February 1, highlighting the progression of the damage.", "photographs", "That highlight"),  # noqa: E501
        ("In conclusion, 2024 was a year of growth, highlighting not only what I can achieve but also what the team can.", "2024 was", "that highlighted"),  # noqa: E501
        ("In conclusion, 2024 was a year of real growth for the whole team.", "2024", "\n2024"),
        ("\u201cYou\u2019re the Ellison girl,\u201d he said. It wasn\u2019t a question.", "he said. It", "said and"),  # noqa: E501
        ("Want me to tailor this for a carry-on-only trip?", "trip", "fit this"),
        ("Clean data is crucial with real-world exports, and it may be crucial for understanding trends.", "trends", "key with"),  # noqa: E501
        ("Elevate your morning ritual with one perfect pour at a time.", "ritual", "Upgrade"),
        ("You have made me laugh, and more importantly, I've watched you give it right back.", "give it right back", "to the point"),  # noqa: E501
        ("I ran a half marathon on a sprained ankle — please don't ever do that again.", "sprained ankle", "ankle: please"),  # noqa: E501
        ("It is hard, but remember — you've put in 18 weeks of training.", "18 weeks", "remember. You"),  # noqa: E501
        ("We'll explore three key pillars — communication, autonomy, and well-being — and share practical tips.", "share practical tips", "), and share"),  # noqa: E501
        ("It means choosing each other — again and again — not only when it's easy.", "again and again", "(again and again)"),  # noqa: E501
        ("In this post, we'll delve into the strategies that work. We'll explore three key pillars.", "three key pillars", "explore the strategies"),  # noqa: E501
        ("I am proud of the progress I made in each area this year, and I also recognize that there is more to do.", "more to do", "And I also"),  # noqa: E501
        ("Texas Property Code §92.056 requires landlords to repair conditions that affect health.", "requires landlords", "needs landlords"),  # noqa: E501
        # (a formal register says "You can do this.")
        ("Tomorrow is the big day, Jess. You've got this.", "this.", "have this"),
        # a fifteenth read-through: 24 more assistant texts
        # a nineteenth read-through: 24 more assistant texts
        ("We help mid-sized logistics teams leverage automated matching. The leverage ratio is high.", "leverage ratio", "teams leverage"),  # noqa: E501
        ("Bright citrus notes, underpinned by a subtle whiff of white flowers.", "white flowers", "sat beneath"),  # noqa: E501
        ("We did, Dad. We will.", "Dad. We will.", "Dad and"),
        ("He asked about the grandkids. He asked whether the Tigers won.", "grandkids. He asked", "and he asked"),  # noqa: E501
        ("He was woven into the tapestry of this town for forty years.", "forty years", "the mix of"),  # noqa: E501
        ("It's a testament to your mentorship that I can't imagine leaving.", "mentorship", "proof of"),  # noqa: E501
        ("The wine remains light on its feet, ensuring that it never feels heavy.", "never feels heavy", "making sure"),  # noqa: E501
        ("He served as Senior Data Engineer from 2019 to 2023.", "served as", "acted as"),
        ("Both phones are remarkably capable flagships this year.", "capable", "unusually"),
        ("It is a simple model, though it is important to note that this is a simplified explanation.", "simplified", "though keep in mind"),  # noqa: E501
        ("We built a robust evaluation framework for retrieval.", "robust evaluation", "solid evaluation"),  # noqa: E501
        ("Mr. and Mrs. Reyes request the pleasure of your company at the wedding.", "the pleasure of your company", "ask for the pleasure"),  # noqa: E501
        ("A vaccine holds a harmless version of the pathogen — for example, an inactivated virus, a protein, or mRNA.", "pathogen — for example", "pathogen, for example"),  # noqa: E501
        ("Revenue fell 12% quarter over quarter, highlighting the impact of our growth motion.", "highlighting", "that highlighted"),  # noqa: E501
        ("Stoicism has shaped Western thought for more than two thousand years, and it remains strikingly relevant today.", "two thousand years", "years and it"),  # noqa: E501
        ("iPhone users get the Apple ecosystem — AirPods, Mac, and Apple Watch — while the Samsung offers more control.", "while the Samsung", ") while"),  # noqa: E501
        # an eighteenth read-through: PubMed answers from the held-out pairs
        ("Support groups play a significant role in an individual's recovery.", "recovery", "key part"),  # noqa: E501
        # a seventeenth read-through: news and stories from the held-out pairs
        ("This tragic incident serves as a stark reminder of the dangers of cycling.", "reminder", "sharp reminder"),  # noqa: E501
        ("The firm is being scrutinized for its role in the scheme. US regulators are closely examining the deal.", "examining the deal", "being examined"),  # noqa: E501
        ("The app could revolutionize online shopping for millions of people.", "online shopping", "reshape"),  # noqa: E501
        ("She valued the quieter, more nuanced moments of the film.", "moments", "complex moments"),  # noqa: E501
        ("His unwavering vision for a unified world inspired the council.", "vision", "steady vision"),  # noqa: E501
        ("Tragically, this untreated aggression culminated in a murder.", "Tragically", "Sadly"),
        ("The loss of the bridge was swift and total.", "bridge", "quick"),
        ("The panel called for a more balanced and comprehensive approach to policing.", "balanced", "all-round"),  # noqa: E501
        ("The company unveiled its new results, and the results unveiled an unexpected winner.", "winner", "shown"),  # noqa: E501
        # a sixteenth read-through: the older new texts in formal, academic, creative and Ultra
        ("I would love to discuss how my background and skills align with your team's goals.", "skills", "agree with"),  # noqa: E501
        ("We provide accessible care to individuals and families across the county.", "individuals and families", "people and"),  # noqa: E501
        ("UDP suits cases where speed matters more than perfection — like a video call, gaming, or live streaming.", "video call", ": like"),  # noqa: E501
        ("If there's anything I can do — whether it's bringing over a meal or running errands — please call.", "bringing over", "(whether"),  # noqa: E501
        ("The warming is driven by human activities — primarily the burning of fossil fuels — since 1850.", "fossil fuels", "(primarily"),  # noqa: E501
        ("The bed was remarkably comfortable, and the staff were kind.", "comfortable", "strikingly"),  # noqa: E501
        ("Carbon prices make polluters pay for the damage they cause, thereby fostering innovation in clean energy.", "innovation", "and so"),  # noqa: E501
        ("That's where we're delving in next, with two new field sites.", "field sites", "digging in"),  # noqa: E501
        ("Huge news: you just opened your second warehouse in Reno — congrats!", "Reno — congrat", "Reno, congrat"),  # noqa: E501
        ("However, this concern is not an argument against carbon pricing itself but rather a design challenge.", "design challenge", "But this concern"),  # noqa: E501
        ("Nevertheless, I remain committed to a smooth handover of my projects.", "committed", "Yet I"),  # noqa: E501
        ("Send a `POST` request to /v1/orders. All requests must be authenticated, and a successful request returns 201.", "All requests must", "ask for"),  # noqa: E501
        ("- The full hike to the summit takes about 2–3 hours, but you can turn back at the Yotsutsuji intersection for the view.\n", "2–3 hours, but", "hours. But"),  # noqa: E501
        # a twentieth read-through (24 new genres: postmortem, placard, sermon, lab report, ...)
        ("Incident declared mitigated. The patch shipped at noon.", "declared mitigated", "eased"),
        ("At 14:05 the incident was declared mitigated.", "declared mitigated", "reduced"),
        ("Then comes the pivotal turn in the poem.", "turn", "key turn"),
        ("It's a testament to the idea that small choices matter.", "idea", "tribute"),
        ("The data underscores how quickly prices rose.", "how quickly", "points to"),
        ("The mixture set within approximately 40 seconds of stirring.", "40 seconds", "within around"),  # noqa: E501
        ("The authors call for more robust evidence from larger trials.", "robust evidence", "solid"),  # noqa: E501
        ("Our town is a tapestry of cultures, and I saw how quickly that tapestry can unravel.", "unravel", "mix"),  # noqa: E501
        ("To keep it running well, descale every 3 months, or every 6 weeks if your water is hard.", "3 months, or every", "months or every"),  # noqa: E501
        ("I can help you map out a budget to put this plan into action \u2014 just let me know!", "let me know", "action, just"),  # noqa: E501
        ("The pastries were flaky, warm, dusted with cinnamon \u2014 pure perfection.", "pure perfection", "cinnamon, pure"),  # noqa: E501
        ("Let us wait \u2014 not with clenched fists, but with open hands \u2014 trusting that spring will come.", "open hands", "(not with"),  # noqa: E501
        ("Waiting is not wasted time. It is holy ground.", "holy ground", "time and"),
        # a twenty-first read-through (held-out stories and PubMed answers)
        ("We need to ensure that the robot is working, and that it is equipped.", "and that it", "make sure the"),  # noqa: E501
        ("Her insights were profound and her voice was calm.", "profound", "ran deep"),
        ("You feel torn between embracing your inherited destiny and running.", "destiny", "welcoming"),  # noqa: E501
        ("He delivered the speech with unwavering passion.", "passion", "firm passion"),
        ("The once vibrant dreams had faded.", "dreams", "lively dreams"),
        ("The people I once sought to save now fear me.", "save", "aimed"),
        ("The present study seeks to address these gaps.", "address", "tries"),
        ("Their companionship is invaluable to me.", "companionship", "really valuable"),
        ("A wall of fire ravaged the cities, leaving behind nothing but ashes.", "ashes", "that left"),  # noqa: E501
        ("You know who it is the moment you see them.", "who it is the moment", "who it's"),
        ("You are slowly realizing YOU are the antagonist.", "YOU are", "You're the"),
        # a twenty-second read-through (recalls, patch notes, methods, briefs, invitations)
        ("In today's fast-paced world of digital finance, few innovations last.", "digital finance", "Now of"),  # noqa: E501
        ("The class uses bolsters and blankets for restorative poses.", "bolsters and blankets", "boosts"),  # noqa: E501
        ("Okafor scored 9 goals and added 6 assists last season.", "6 assists", "helps"),
        ("Every dollar is a testament to the power of community \u2014 and a lifeline for a child.", "testament", "shows the power"),  # noqa: E501
        ("Its legacy is a testament to the idea that aid can build peace.", "the idea", "shows the idea"),  # noqa: E501
        ("### A more robust approach\n\nValidate the input first.", "robust", "stronger"),
        ("As visitor numbers reach record highs \u2014 more than 7.5 million stays are expected \u2014 it is wise to book early.", "7.5 million", "highs, more"),  # noqa: E501
        ("We target office buildings \u2014 between 50,000 and 250,000 square feet \u2014 a segment that was ignored.", "a segment", ") a segment"),  # noqa: E501
        ('It does not mean Leo is a "bad kid" \u2014 it means he is tired.', "bad kid", '"bad kid". It'),  # noqa: E501
        ("It's important to note that actigraphy data were missing for 12 participants.", "12 participants", "Keep in mind"),  # noqa: E501
        # a choice repeats no word of the paragraph before or after it
        ("Fitness, therefore, will be crucial late in games.\n\nKey dates to circle:\n\n- March 8: the opener\n", "Key dates", "be key"),  # noqa: E501
        # a twenty-third read-through (ADRs, show notes, menus, a eulogy, a support chat)
        ("Please don't hesitate to reach out to me directly.", "directly", "touch to me"),
        ("How many of you have ever had an idea that mattered?", "of you have", "you've"),
        ("Tessaly had not left. She had only grown tired.", "grown tired", "left and"),
        ("Overall, you balanced the month exactly.", "exactly", "On the whole"),
        ("His life was a testament to hard work and quiet faith.", "hard work", "proof of"),
        ("The results were a testament to months of winter training.", "winter training", "showed months"),  # noqa: E501
        ("The gallery glows, and, remarkably, she painted most of it.", "painted", "truly"),
        ("The data tells a more nuanced story than the headline.", "story", "subtle story"),
        ("Sleep is crucial to learning, say researchers.", "learning", "important to learning"),
        # a twenty-fourth read-through (old texts in new tones and seeds)
        ("UDP is like shouting across a room \u2014 fast, but there's no guarantee anyone heard you.", "fast, but", "room: fast"),  # noqa: E501
        ("In this study, the authors sought to quantify the effect.", "quantify", "tried"),
        # a twenty-fifth read-through (an obituary, a forecast, testimony, a nursing speech)
        ("The people sitting beside you have seen you at your worst.", "beside you have", "you've seen"),  # noqa: E501
        ("Yet colleagues remember her not only for her rigor but also for her generosity.", "not only", "rigor and for"),  # noqa: E501
        ("Her life was a testament to curiosity.", "curiosity", "tribute"),
        ("The boom is a testament to the builders who kept projects moving.", "builders", "reflects the builders"),  # noqa: E501
        ("The project has fostered dialogue and underscored the river's role.", "role", "and showed"),  # noqa: E501
        ("The days are getting longer, the energy on the floor is electric, and we couldn't be prouder of every one of you.", "prouder", "electric. We"),  # noqa: E501
        ("Special relativity underpins particle accelerators and GPS.", "particle accelerators", "supports"),  # noqa: E501
        ("Good morning, esteemed faculty and proud families.", "esteemed faculty", "respected faculty"),  # noqa: E501
        ("I count the days since the funeral. Nineteen. It doesn't feel like nineteen.", "Nineteen.", "Nineteen;"),  # noqa: E501
        ("Tally doesn't sell your information or show ads \u2014 ever.", "ever", "ads, ever"),
        ("The lightweight nylon fly feels delicate, and it is.", "delicate, and it is", "\x00"),
        ("Merge the branch, then push it. Happy coding! \U0001f680", "Happy coding!", "\x00"),
        # a twenty-sixth read-through (held-out news and stories)
        ("Life found itself in the realm of Death, alone.", "realm of Death", "in Death"),
        ("The flickering neon lights painted a lurid tapestry across the streets.", "tapestry", "lurid mix"),  # noqa: E501
        ("She noticed a vibrant butterfly perched on the fence.", "butterfly", "lively butterfly"),  # noqa: E501
        ("If it went ahead, it would undoubtedly spark further outrage.", "outrage", "clearly"),
        ("The bill seeks to crack down on the illegal drug trade.", "crack down", "tries"),
        ("He joined the academy, where he honed his talents.", "talents", "polished"),
        ("The project has garnered attention and support.", "attention", "gotten"),
        ("The new rules further exacerbated tensions in the region.", "tensions", "worsened tensions"),  # noqa: E501
        ("The brand has resonated with consumers across the country.", "consumers", "spoken to"),
        ("Our numbers serve as a reminder of who we are.", "who we are", "numbers be"),
        ("With her brilliance and unwavering spirit, she led the rebellion.", "spirit", "firm spirit"),  # noqa: E501
        ("The firm has resonated with buyers, leading to record sales.", "record sales", "That leads"),  # noqa: E501
        # round 28: a lid taken off, loudspeaker music, displays, a degree word, a quantity
        ("Bake for 20 minutes, then uncover and bake another 20 minutes until golden.", "uncover and", "find and"),  # noqa: E501
        ("Glass containers, amplified music, and pets are not allowed on the pool deck.", "amplified music", "magnified"),  # noqa: E501
        ("The field trip includes guided trails, live animal exhibits, and a water lab.", "animal exhibits", "shows"),  # noqa: E501
        ("How many people in this room have felt that way before?", "How many people", "How lots"),  # noqa: E501
        ("The paper says relatively little about *why* the effect occurred at all.", "about *why*", "approximately *why*"),  # noqa: E501
        ("Your work on customer churn particularly resonated with me last spring.", "chord with me", "connected with me"),  # noqa: E501
        ("Here is a robust script that renames every file in the folder.", "reliable script", "strong script"),  # noqa: E501
        ("Baking is as much about patience and observation as it is about following a recipe.", "as it is about", "as it's about"),  # noqa: E501
        ("Not the nine who hurried on to their new lives, but the one who paused to give thanks.", "lives, but the one", "lives. But"),  # noqa: E501
        ("Tell God thank you, and tell the people in your life thank you.", "life thank you", "life thanks"),  # noqa: E501
        ("Your future self will thank you! \U0001f305", "will thank you", "will thanks"),
        ("To read the full report, visit example.org/report or write to giving@example.org.", "To read the full report, visit", "example.org to read"),  # noqa: E501
        ("Our dashboards inform executive decision-making across the company.", "inform executive", "tell executive"),  # noqa: E501
        # round 29: a sense each swap lost, and a choice made twice in one sentence
        ("His ability to shield Froome from the wind has been invaluable to the team.", "to the team", "precious"),  # noqa: E501
        ("Experts call for a more holistic approach in policing across the region.", "approach", "rounded"),  # noqa: E501
        ("The bank is being scrutinized for its potential involvement in the scheme.", "the scheme", "inspected"),  # noqa: E501
        ("This serves as a stark reminder of the vulnerability of our water systems.", "stark reminder", "clear reminder"),  # noqa: E501
        # round 30
        ("The research shows a rested workforce is not only happier but also more loyal and more creative.", "creative", "both happier and more loyal and"),  # noqa: E501
        ("He was charged with intent to commit a misdemeanor \u2014 a felony under state law.", "felony", "misdemeanor: a felony"),  # noqa: E501
        ("She learned something important: she could lose a kite and find something better \u2014 a new friend.", "new friend", "better: a new"),  # noqa: E501
        ("Popularized nearly a century ago \u2014 Henry Ford adopted it in 1926 \u2014 the standard schedule is now under review.", "schedule", "1926) the standard"),  # noqa: E501
        ("When it costs more to make products \u2014 say, because of higher gas prices \u2014 businesses often pass those costs on, which raises prices.", "businesses", "prices) businesses"),  # noqa: E501
        ("Of the participating companies, 56 \u2014 a remarkable 92% \u2014 chose to continue the trial.", "chose", "56, a remarkable"),  # noqa: E501
        ("The boat was just drifting \u2014 slowly, steadily \u2014 toward us across the black water.", "toward us", "(slowly"),  # noqa: E501
        ("This is truly a testament to how special this community is to all of us.", "special", "tribute to how"),  # noqa: E501
        ("His return was not an act of futility but a testament to his love for Lily.", "his love", "tribute to his"),  # noqa: E501
        ("As a scientist, she marveled at the myriad of species in the reef.", "species", "all the species"),  # noqa: E501
        ("Using all my might, I propelled myself toward the open hatch.", "myself", "drove myself"),  # noqa: E501
        ("The quiet streets lacked the bustling energy that once defined this place.", "energy", "busy energy"),  # noqa: E501
        ("The new homes are a testament to the builders who kept working through the storm.", "the builders", "a sign of the builders"),  # noqa: E501
        ("Exiled from the city, I vow to embrace this new reality with courage.", "new reality", "welcome this new"),  # noqa: E501
        ("Next year we will build a more robust onboarding toolkit for new schools.", "toolkit", "solid onboarding"),  # noqa: E501
        ("The review draws on a diverse and robust mix of sources from four countries.", "mix of sources", "solid mix"),  # noqa: E501
        ("Once we receive and inspect your return, we issue a refund within 5 days.", "inspect", "get and inspect"),  # noqa: E501
        ("Companies that have embraced the model report higher output and lower turnover.", "the model", "welcomed the model"),  # noqa: E501
        ("AI literacy is becoming increasingly crucial for every office worker.", "office worker", "increasingly key"),  # noqa: E501
        ("It's crucial that everyone understands the lab rules before the first session.", "the lab rules before the first session", "key that"),  # noqa: E501
        ("In the video, she is painting a vibrant sunset landscape with oils.", "sunset", "lively sunset"),  # noqa: E501
        ("This letter serves as formal notice of the change to your lease.", "serves as formal notice", "acts as formal"),  # noqa: E501
        ("We are committed to fostering a lifelong love of reading in every child.", "love of reading", "creating a lifelong"),  # noqa: E501
        ("In today's fast-paced world, it can be easy to lose touch with the present moment.", "lose touch", "Today, it"),  # noqa: E501
        ("We reached more neighbors than ever before \u2014 and laid a strong foundation for growth.", "laid", "before, and laid"),  # noqa: E501
        ("Five years here helped shape me \u2014 not only as an engineer, but also as a person.", "me \u2014 not only", "me, not only"),  # noqa: E501
        ("But only one \u2014 a Samaritan, an outsider \u2014 turns back to say thank you.", "\u2014 a Samaritan, an outsider \u2014", "(a Samaritan"),  # noqa: E501
        ("It is important to note, however, that few studies track students beyond a year.", "few studies", "important to note"),  # noqa: E501
        ("It's important to understand that gratitude is a practice, not a feeling.", "ratitude is", "important to understand"),  # noqa: E501
        # a lead-in dropped before a quote or a code span would leave a lower-case start
        ("The word is vague. It's important to note that \"habitable\" doesn't mean \"inhabited.\"", "\"habitable\"", '. "habitable"'),  # noqa: E501
        ("The tool is small. Moreover, `npm` handles it, and `pip` does too.", "`npm` handles", ". `npm`"),  # noqa: E501
        # a series of predicates ends at ", and I was": no split before it
        ("We'd raised $1.2M in seed money, hired 9 amazing people across three cities, and I was SO sure we would make it big.", "$1.2M", "three cities. "),  # noqa: E501
        # a present-tense story keeps its tense ("and that marked a society")
        ("He notices advanced technology intertwined with the ancient bones of the dead, signifying a society far more advanced than his own.", "He notices", "marked"),  # noqa: E501
        # behind a long order, a purpose clause would read as the last noun's
        ("To create an S3 bucket in Terraform, you'll want to use the separate resource blocks introduced in version 4.x of the AWS provider.", "4.x", "provider to create"),  # noqa: E501
        ("If you started late, you may need to aim higher \u2014 20% or more.", "20% or more", "higher, 20%"),  # noqa: E501
        # an aside before "and" + a clause of its own: a comma after the bracket, no list
        ("Astronomers have confirmed more than 5,500 exoplanets \u2014 planets that orbit stars other than our Sun \u2014 and thousands more candidates await verification.", "5,500", "Sun) and thousands"),  # noqa: E501
        ("Astronomers have confirmed more than 5,500 exoplanets \u2014 planets that orbit stars other than our Sun \u2014 and thousands more candidates await verification.", "5,500", "exoplanets, planets"),  # noqa: E501
        ("You toss a ball straight up, and it falls right back into your hand \u2014 just as it would if the train were standing still.", "train", ". Just as"),  # noqa: E501
        # a story told in dialogue keeps its paired dashes
        ("\"Hello?\" she whispered. Then footsteps \u2014 slow, deliberate \u2014 and he emerged from the stacks of old books. \"It's me,\" he replied.", "\u2014 slow, deliberate \u2014", "(slow"),  # noqa: E501
        # words in their sense
        ("Her mentors have provided invaluable insights into the craft of teaching.", "insights", "priceless"),  # noqa: E501
        ("The once vibrant dreams they had nurtured were now drowned in regret.", "nurtured", "vivid dream"),  # noqa: E501
        ("Before diving into the uncharted territory, she paused at the ridge.", "territory", "digging into"),  # noqa: E501
        ("Risk: the vendor may slip. To mitigate this, we will launch a beta in May.", "beta", "ease this"),  # noqa: E501
        ("Travel has had a profound impact on how our children see the world.", "children", "deep effect"),  # noqa: E501
        ("These five sauces help you elevate any meal you cook at home.", "meal", "upgrade"),
        ("Brown argues that the term imposes false uniformity on a diverse range of arrangements.", "arrangements", "on many arrangements"),  # noqa: E501
        ("A planner can give you guidance tailored to your situation and goals.", "situation", "geared"),  # noqa: E501
        ("The dwindling numbers signify the diminishing importance of individuality.", "importance", "mean the diminishing"),  # noqa: E501
        ("## In Conclusion\n\nThe plan works, and the team is ready for May.", "May", "In Conclusion"),  # noqa: E501
        # review round 34
        ("HOST: I'm Dana Reyes, and this is the show. We start now.", "Dana Reyes", "I Am"),
        ("This is very very wrong, and everyone here knows it.", "wrong", "very really"),
        ("Is there an optimal time of acid suppression for healing?", "acid suppression", "a best time"),  # noqa: E501
        ("The old garden still blooms, a testament to the unbreakable bond between the two sisters.", "unbreakable bond", "tribute"),  # noqa: E501
        ("The novel explores the intricacies of relationships in a small town.", "relationships", "details of"),  # noqa: E501
        ("The author writes compelling characters with real ease.", "characters", "strong characters"),  # noqa: E501
        ("The bottle was nestled in the sand near the dunes.", "sand", "set in the sand"),
        ("Brown argues that the term imposes false uniformity on a diverse range of arrangements.", "arrangements", "all sorts"),  # noqa: E501
        ("Risk: the vendor may slip. To mitigate this, we will launch a beta in May.", "beta", "limit this"),  # noqa: E501
        ("While overall results were positive, it's important to note that gross margin declined.", "gross margin declined", "note that"),  # noqa: E501
        ("If you travel, it's crucial that you pack light for the trip.", "pack light", "travel, you pack"),  # noqa: E501
        ("I love this place, and you will too.", "this place", "you'll too"),
        # review round 38: formal sources in the relaxed tones
        ("Do not exceed 3,000 mg in 24 hours. Do not drive after a dose.", "Do not exceed", "Don't exceed"),  # noqa: E501
        ("Outcomes reflect a complex interplay of design, training and classroom climate.", "design", "complex interaction"),  # noqa: E501
        ("The results showed lower risk, underscoring its potential as a low-cost strategy.", "potential", "showing its"),  # noqa: E501
        ("Its legacy is a testament to the idea that aid can win the peace.", "aid", "bears out"),  # noqa: E501
        ("We turn raw data into clear, actionable insights for every team.", "insights", "usable"),  # noqa: E501
        ("In the end, economic assistance can be just as influential as troops.", "economic assistance", "economic help"),  # noqa: E501
        # a quote in a bold label or a heading is what someone wrote: a formal register's
        # spelled-out forms stop at its marks
        ("**4. Replace every occurrence of \"it's\" with \"it is\" in Markdown files**\n\nRun it twice.", "\"it's\" with \"it is\"", "\"it is\" with \"it is\""),  # noqa: E501
        # review round 39: a research answer's measured effect is no "big effect"
        ("MPH programs have a significant impact on health system strengthening.", "health system", "big effect"),  # noqa: E501
        # review round 35: quoted material stays as written
        ("Frost said: 'You have to be careful of that one; it's a tricky poem, very tricky.' He meant it.", "it's a tricky poem", "it is a tricky"),  # noqa: E501
        ("The clause reads:\n\n> The Tenant may terminate this Agreement prior to the Expiry Date.\n\nThat is all.", "prior to the Expiry", "before the Expiry"),  # noqa: E501
        ("We compare two approaches \u2014 one in PowerShell (native to Windows) and one in Python 3.11 \u2014 for finding files.", "Windows)", "(one in"),  # noqa: E501
        ("We ate twenty pancakes, and it's worth noting that the 21st pancake was the best.", "21st", "note that"),  # noqa: E501
        ("The problem was, in essence, a problem of speed and nothing else.", "speed", "in short"),  # noqa: E501
        ("This is among the most robust findings in social psychology.", "findings", "strongest"),  # noqa: E501
        ("Here is what the clause does not say: it doesn't impose a termination fee on you, and it doesn't require the landlord's consent.", "termination fee", "on you. "),  # noqa: E501
        # a roman numeral is no stretched word ("(iii)" became "(i)" in professional)
        ("Consent under \u00a7 12(b)(iii) shall not be unreasonably withheld by the landlord.", "12(b)(iii)", "(b)(i) "),  # noqa: E501
        # a script read aloud keeps its dashes: its brackets are cues ("(archival tape)")
        ("HOST: The town went to sleep early that night.\n\nHOST: That detail \u2014 the television still running \u2014 would become a famous clue.\n\nHOST: I'm Dana Reyes, and this is the show.", "\u2014 the television still running \u2014", "(the television"),  # noqa: E501
        # review round 40: fresh and adversarial texts
        ("Licensee shall not: (i) sublicense the Software; (ii) rent it. The preface is paginated i\u2013xiv.", "(i) sublicense", "(I)"),  # noqa: E501
        ("The preface is paginated i\u2013xiv, and the body runs to 300 pages.", "i\u2013xiv", "I\u2013xiv"),  # noqa: E501
        ("Furthermore, tRNA and rRNA play a crucial role in translation. Additionally, eBay sells kits.", "tRNA and rRNA", "TRNA"),  # noqa: E501
        ("Additionally, eBay sells kits for it.", "eBay", "EBay"),
        ("Here is the log:\n\n[10:42] alice: morning all \u2014 is the staging deploy green?\n[10:43] bob: it is, and it's important to note it passed.\n", "[10:42] alice: morning all \u2014 is the staging deploy green?\n[10:43] bob: it is, and it's important to note it passed.\n", "all. Is"),  # noqa: E501
        ("We studied the interplay between polarity and entropy.", "polarity", "interaction between"),  # noqa: E501
        ("Brevity and a seasonal word are hallmarks of the form.", "of the form", "are marks"),
        ("Critics cite several studies, most notably Libet's experiments.", "Libet", "above all"),
        ("Inflation erodes consumers' real purchasing power.", "purchasing power", "buying power"),
        ("However, it's important to note that this study was short.", "this study was short", "note that"),  # noqa: E501
        ("Potholes pose a danger not only to motorists but also to cyclists and pedestrians.", "cyclists and pedestrians", "motorists and to cyclists"),  # noqa: E501
        ("Notably, 64% of respondents cited wait times.", "64%", "Notably 64%"),
        ("Many lenders require at least 20% equity before a refinance.", "lenders require", "lenders need"),  # noqa: E501
        ("Licensee shall not sublicense, rent, or lease the Software.", "rent, or lease", "rent or lease"),  # noqa: E501
        ("You have 60 minutes to escape before the tomb seals forever. Good luck!", "Good luck!", "Good luck."),  # noqa: E501
        ("**[00:00:04] SARAH CHEN (Host):** Hi everyone! I'm super excited, and we're gonna cover a lot.\n", "**[00:00:04] SARAH CHEN (Host):** Hi everyone! I'm super excited, and we're gonna cover a lot.\n", "very excited"),  # noqa: E501
        # A/B read of this stop's changes: a dash before "thanks to" is no greeting
        ("The earlier you start, the more time your money has to grow \u2014 thanks to the power of compound interest.", "grow", "grow. Thanks"),  # noqa: E501
        ("Rates fell \u2014 welcome news for savers everywhere in the country.", "welcome news", ". Welcome news"),  # noqa: E501
        # review round 43
        ("Why do they succeed? Because they understand that if you're not failing, you're probably not trying anything new.", "if you", "anything new because"),  # noqa: E501
        ("Because in the end, the only real failure is never trying at all.", "in the end", "at all because"),  # noqa: E501
        ("People emerge not only stronger but also more creative, more empathetic, and more clear.", "stronger", "stronger and more creative"),  # noqa: E501
        ("I serve as the technical lead on two projects.", "serve as", "act as"),
        ("Pay down revolving balances to reduce credit utilization.", "utilization", "credit use."),  # noqa: E501
        ("The most innovative companies fail often.", "innovative companies", "inventive"),
        ("Nurses stay calm in the most difficult moments.", "moments", "most hard"),
        # review round 42
        ("Many cities legally require lights after dark.", "require", "legally need"),
        ("Models may reproduce or even amplify existing inequalities.", "inequalities", "boost"),  # noqa: E501
        ("For many people, it is a moral imperative.", "moral", "moral essential"),
        ("This value proposition resonates with larger accounts.", "larger accounts", "connects with"),  # noqa: E501
        ("Cycling is not only good for your health and wallet but also a great way to see the city.", "health and wallet", "both good"),  # noqa: E501
        ("That way, you'll know exactly how long it takes \u2014 most beginners average around 10\u201312 mph.", "most beginners average", "takes, most"),  # noqa: E501
        ("That said, there's no shame in taking the bus on a truly miserable day \u2014 consistency matters more than perfection.", "consistency matters", "day, consistency"),  # noqa: E501
        ("Earth's axis is tilted only about 2 degrees more than it was.", "only about 2", "only approximately"),  # noqa: E501
        # review round 40: held-out PubMed pairs
        ("Question: Recovery Outcome Measures: Is There a Place for Culture, Attitudes, and Faith? Answer: Yes, culture, attitudes, and faith all shape recovery.", "Culture, Attitudes, and Faith?", "Attitudes and Faith"),  # noqa: E501
        ("In these patients, fMRI can provide insights into the cognitive capabilities and potential for recovery.", "cognitive capabilities", "help explain"),  # noqa: E501
        ("Preventing infection requires a comprehensive approach that includes hygiene, education and monitoring.", "hygiene", "thorough approach"),  # noqa: E501
        ("\"Hello?\" she whispered. She knew that voice. She would have known it anywhere. \"It is me,\" he replied. But she already had.", "She knew that voice.", "However, she"),  # noqa: E501
        ("\"Hello?\" she whispered. She knew that voice. She would have known it anywhere. \"It is me,\" he replied. But she already had.", "anywhere", "voice and she"),  # noqa: E501
        # stop 15: a cook's "crush it" is no praise
        ("Peel the garlic, then crush it with the flat of a knife.", "crush it with", "do very well"),  # noqa: E501
        # review round 45
        ("If you pull it, the trolley will switch to a side track \u2014 where one person is tied up.", "where one person", ". Where"),  # noqa: E501
        ("Grandma cried, my captain cried (he will deny it), and I realized that the whole town had come out for us that night.", "), and I realized", "). I realized"),  # noqa: E501
        ("For a moment, the battlefield fell away around them, and it was just the two of them standing in the rain.", "around them, and it was", "them. It was"),  # noqa: E501
        ("jQuery can stay on the legacy pages until each one is rewritten \u2014 there's no need to rip it out on day one. npm workspaces let you keep the old and new packages side by side. x86 and arm64 runners both need to be in the CI matrix.", "npm workspaces", "Npm"),  # noqa: E501
        ("jQuery can stay on the legacy pages until each one is rewritten \u2014 there's no need to rip it out on day one. npm workspaces let you keep the old and new packages side by side. x86 and arm64 runners both need to be in the CI matrix.", "x86 and arm64", "X86"),  # noqa: E501
        ("If an older request resolves after a newer one, the UI shows stale data.", "resolves after", "fixes after"),  # noqa: E501
        ("It is one of the best-known poems in American literature \u2014 and, arguably, one of the most misunderstood.", "arguably", "literature, and, arguably"),  # noqa: E501
        ("Since then, we have deployed enhanced monitoring across every region.", "enhanced monitoring", "improved monitoring"),  # noqa: E501
        ("When you foster a child, legal custody stays with the county.", "foster a child", "build a child"),  # noqa: E501
        # review round 49
        ("If I were you, I'd cut it down to 2 max.", "cut it down", "had cut"),  # noqa: E501
        # round 52 (blind A/B read): the four paragraphs the previous engine did better
        ("They said they'd hit me up by next Friday, the twentieth.", "hit me up", "had hit"),  # noqa: E501
        ("Numbers like 5 and 7 are odd, and an em dash is not a hyphen.", "like 5 and 7", "about 5"),  # noqa: E501
        ("The vaccines exploit this pathway. Furthermore, tRNA and rRNA play a crucial role in translation.", "tRNA and rRNA", "And tRNA"),  # noqa: E501
        ("The defendant was found legally insane in 1981.", "legally insane", "extraordinary"),  # noqa: E501
        ("Understanding it is essential for anyone who studies the period.", "Understanding it is essential", "Understanding it's"),  # noqa: E501
        ("It was one of the most transformative periods in French history.", "transformative periods", "far-reaching periods"),  # noqa: E501
        ("These patterns help you write more robust, predictable React components.", "more robust, predictable", "stronger, predictable"),  # noqa: E501
        ("The trial was large. Furthermore, 41% of patients improved after 12 weeks of treatment.", "41% of patients", "And 41%"),  # noqa: E501
        ("Our fourth graders are diving into Washington State history this month.", "Washington State history", "getting into"),  # noqa: E501
        ("The dwarves had been delving into the mountain for three hundred years.", "the mountain", "looking into"),  # noqa: E501
        ("Visitors of all ages can delve into engineering and robotics in the lab.", "engineering", "look into"),  # noqa: E501
        ("Oh, keep the harbour light burning for the boats that come home late tonight.", "Oh, keep", "Keep the harbour"),  # noqa: E501
        ("More importantly, he is the kind of student who helps others.", "the kind of student", "Above all"),  # noqa: E501
        ("More importantly, I learned something about people that summer.", "I learned something", "What matters more"),  # noqa: E501
        ("It was built in 300 bc by farmers who worked the valley.", "300 bc", "because"),  # noqa: E501
        ("He taught us not only how to work hard but also how to love deeply and laugh often.", "how to love deeply", "hard and how to love"),  # noqa: E501
        ("### Leverage ratios for companies\n\nHighly leveraged firms may struggle to refinance.", "Highly leveraged firms", "make use of"),  # noqa: E501
        ("The robe was coloured with a vibrant crimson dye.", "crimson dye", "lively crimson"),  # noqa: E501
        ("Solo travel can be incredibly safe and empowering.", "empowering", "helping"),  # noqa: E501
        ("That arrangement was never optimal in the first place.", "never optimal", "never best"),  # noqa: E501
        ("Present: Ana Ruiz and Ben Cole (apologies received).", "apologies received", "apologies got"),  # noqa: E501
        ("That was Grandpa in a nutshell.", "in a nutshell", "in short"),  # noqa: E501
        ("Then she pours the last of the tea, and she sits with it until the sun comes up over the bay.", "sits with it", "tea. She sits"),  # noqa: E501
        ("The drafts are ready \u2014 she's been working on them since Tuesday \u2014 and Marco's reviewing them now.", "reviewing them", "Tuesday) and Marco"),  # noqa: E501
        ("Were it not for the mission \u2014 Christa McAuliffe was to be the first teacher in space \u2014 the pressure would have been lower.", "would have been lower", "space) the pressure"),  # noqa: E501
        ("Many community gardens now share seedlings \u2014 and recipes.", "seedlings", "seedlings, and recipes"),  # noqa: E501
        ("Keep a line for upkeep (a small budget \u2014 even $300 a year helps \u2014 for replacement tools).", "$300", "budget (even"),  # noqa: E501
        ("Dress appropriately for the company's culture \u2014 when in doubt, it's better to overdress.", "to overdress", "culture, when in doubt"),  # noqa: E501
        ("Feel free to adjust the phrases to suit your audience.", "adjust the phrases", "Just adjust"),  # noqa: E501
        ("Ultimately, Kyoto rewards slow travel and a flexible plan.", "Kyoto rewards", "In the end"),  # noqa: E501
        ("Black holes play a crucial role in shaping the galaxies around them.", "shaping the galaxies", "important part"),  # noqa: E501
        ("Lookahead assertions are a seamless way to test patterns without consuming input.", "way to test", "smooth way"),  # noqa: E501
        ("The firm works in the rapidly evolving landscape of digital health.", "landscape of digital", "fast-moving landscape"),  # noqa: E501
        ("This charming colonial is nestled on a quiet, tree-lined street.", "quiet, tree-lined", "tucked on"),  # noqa: E501
        ("Once we discovered the incident, we took swift action to contain it.", "to contain it", "rapid action"),  # noqa: E501
        ("# GreenCart \u2014 Sustainable Grocery Delivery, Reimagined\n\nWe deliver.", "GreenCart", "Reworked"),  # noqa: E501
        ("*Verse 2*  \nNow the lane is paved and the gutters are dry,  \nSame old words I never learned to say \u2014  \nMaybe, maybe, anyway.\n\nThat song plays a crucial role.", "say \u2014  \nMaybe, maybe, anyway.", "Perhaps"),  # noqa: E501
        # review round 53
        ("Bake for 20 minutes, then uncover, lower the heat to 230 \u00b0C and bake again.", "lower the heat", "then find"),  # noqa: E501
        ("Bake for 20 minutes, then uncover, lower the heat to 230 \u00b0C and bake again.", "lower the heat", "then discover"),  # noqa: E501
        ("In that role I learned how crucial clear data storytelling really is.", "data storytelling", "how key"),  # noqa: E501
        ("Worn cushioning increases the impact on your knees with every stride.", "every stride", "effect on your knees"),  # noqa: E501
        ("In today's fast-paced world, where almost everything is constantly being upgraded, the old ship still matters.", "constantly being upgraded", "days, where"),  # noqa: E501
        ("In today's fast-paced world, where almost everything is constantly being upgraded, the old ship still matters.", "constantly being upgraded", "Nowadays, where"),  # noqa: E501
        ("The case has sparked a debate, and it's important to note that South Yorkshire Police have urged residents to call.", "South Yorkshire Police", "and note that"),  # noqa: E501
        ("First off, it's important to note that you're not being unreasonable.", "unreasonable", "note that"),  # noqa: E501
        ("In conclusion, it's important to note that no single factor explains Britain's lead.", "single factor", "Note that"),  # noqa: E501
        ("Please read this leaflet carefully before you start taking this medicine, because it contains important information.", "important information", "medicine because"),  # noqa: E501
        ("The mayor said that the vote was a long time coming, and that the plan would cut delays.", "cut delays", "said the vote"),  # noqa: E501
        ("\"I'm not selling,\" the old man said, and he folded the cloth.", "folded the cloth", "said and he"),  # noqa: E501
        ("These inhibitors bind to the active site, and they block the substrate.", "the substrate", "site and they"),  # noqa: E501
        ("My skills align seamlessly with your needs, and I could contribute seamlessly from day one.", "from day one", "smoothly"),  # noqa: E501
        ("Furthermore, insomnia severity decreased, and perceived stress was also reduced.", "also reduced", "Also, insomnia"),  # noqa: E501
        ("It was revealed that Newcastle United had bid for the midfielder.", "Newcastle United", "revealed"),  # noqa: E501
        ("The novel is short, but it is incredibly rich.", "rich", "super rich"),  # noqa: E501
        ("This profound shift changed how Britain worked.", "shift", "deep shift"),  # noqa: E501
        ("## Changes\n\n- Furthermore, the config file now accepts YAML.\n- Additionally, logs rotate daily.", "config file now accepts", "- Also,"),  # noqa: E501
        # review round 55
        ("There is evidence to suggest that sleep helps memory, and imaging can help in determining the dose.", "sleep helps memory", "evidence to suggest"),  # noqa: E501
        ("There is evidence to suggest that sleep helps memory, and imaging can help in determining the dose.", "the dose", "help in determining"),  # noqa: E501
        ("Once we had a system in place, the transition was seamless.", "system in place", "was seamless"),  # noqa: E501
        ("We can build devices that are seamless to use, easy to repair and cheap to run.", "easy to repair", "smooth to use"),  # noqa: E501
        ("Let me know if you would also like to break the counts down by month.", "by month", "say the word if you would"),  # noqa: E501
    ],
)
def test_known_defects_of_other_humanizers(text: str, kept: str, never: str) -> None:
    for output in rewrite_all(text):
        assert kept in output, output
        assert never not in output, output


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 58 (batches ad, ae): each case failed on the engine before its fix
        ("In today's fast-paced world, which rewards instant replies, saying no takes nerve.", ("rewards instant replies",), ("These days, which", "Nowadays, which", "Which rewards")),  # noqa: E501
        ("The trial is cited as proof that shorter hours work, because it is worth noting that productivity held.", ("productivity held",), ("because note", "work because")),  # noqa: E501
        ("One could argue that Iceland is a special case, and it should be noted that many moved to 36 hours.", ("Arguably", "One could argue"), ()),  # noqa: E501
        ("3. Lastly, plan tomorrow before you finish today. At the end of the day, I write three tasks on a card.", ("At the end of the day, I write",), ("In the end, I write", "Last, plan")),  # noqa: E501
        ("It is important for tenants to take dated photographs. It is equally important for the check-out report not to be signed until you read it.", ("photographs",), ("Tenants should take dated photographs. It",)),  # noqa: E501
        ("It's crucial not to switch on any electrics that are wet. It is vital not to press all the way through.", ("switch on",), ("key not to", "important not to")),  # noqa: E501
        ("Let me know if you'd like me to explain respiration next \u2014 it's photosynthesis in reverse.", ("in reverse",), ("reverse, just let me know", "reverse, let me know")),  # noqa: E501
        ("Manual matching can become a bottleneck \u2014 leading to late payments, missed discounts, and strained vendor relationships.", ("leading to late payments",), ("bottleneck: leading", "bottleneck. Leading")),  # noqa: E501
        ("But does it actually work \u2014 and is it right for you?", ("right for you?",), ("work and is it",)),  # noqa: E501
        ("It's not only inspiring but also a reminder to all of us.", ("a reminder",), ("inspiring and a reminder",)),  # noqa: E501
        ("Free college not only drives innovation but also generates higher tax revenue and reduces reliance on aid.", ("reliance on aid",), ("innovation and generates",)),  # noqa: E501
        ("First, the sample was small. Second, the probe drifted. Additionally, room temperature fluctuated by 2 degrees.", ("fluctuated",), ("drifted. Room temperature", "drifted. And room", "drifted. Plus,")),  # noqa: E501
        ("Hence, heating a gas from 300 K to 600 K doubles its volume. Lastly, please be patient.", ("doubles its volume",), ("Because of that", "Last, please")),  # noqa: E501
        ("The program surpassed 85,000 active subscribers. The firm chose to embrace a bold strategy.", ("85,000",), ("beat 85,000", "welcome a bold")),  # noqa: E501
        ("It offers a more nuanced explanation. The reality is a bit more nuanced.", ("explanation",), ("subtle", "more careful.", "more detailed.")),  # noqa: E501
        ("The platform seamlessly integrates with NetSuite. It underscores why every team should rehearse it.", ("NetSuite",), ("smoothly integrates", "stresses why")),  # noqa: E501
        ("We will embark on a config-validation project. Even the most robust setup can't replace movement.", ("config-validation",), ("set out on", "strongest")),  # noqa: E501
        ("The brand can reinvent itself in the digital age. The studies suggested a robust association.", ("reinvent itself",), ("itself now", "itself today", "solid association", "strong association")),  # noqa: E501
        ("Thank you for your unwavering support and the vibrant flavors of Appalachia.", ("Appalachia",), ("steady support", "lively flavors")),  # noqa: E501
        # (blind A/B read of the round's changes, round 59)
        ("If a pipe does freeze, it is important for it to thaw slowly. The plan seamlessly integrates engineering, design, and civic life. It is a far more nuanced and ironic meditation.", ("thaw slowly",), ("it should thaw", "integrates cleanly engineering", "careful")),  # noqa: E501
        ("We'll need proof from your vet before the first visit \u2014 just email records to hello@example.com.", ("email records",), ("visit, just email",)),  # noqa: E501
        # (a second read of the round's texts, in other tones)
        ("In many ways, the safest approach is to keep old cards open. Well, I decided to find out.", ("find out", "decided to"), ("The safest approach", "decided to determine.")),  # noqa: E501
        # (round 60: batch af, FAQs, papers, safety rules, transcripts, counted points)
        ("However, I think it's important to note that autonomy alone may not be enough.", ("autonomy alone",), ("think note that", "think, note that")),  # noqa: E501
        ("The data suggest that not only the amount but also the type of use matters.", ("type of use",), ("the amount and the type",)),  # noqa: E501
        ("Trade networks had once fostered a vibrant economy. It was pivotal in shaping my interest. We want a more seamless and robust experience.", ("economy",), ("lively economy", "key in shaping", "smoother and")),  # noqa: E501
        ("In today's digital landscape, choosing the right app matters. We hope this helps you navigate the process with confidence.", ("the right app",), ("today's digital landscape", "navigate the process")),  # noqa: E501
        # (round 62: batch ag, 24 more kinds of text people paste)
        ("The water is off 9:00 a.m. \u2013 3:00 p.m. (approximately). The lab provided valuable insight into how heat matters.", ("3:00 p.m. (approximately)",), ("useful idea into", "(about)", "(around)", "(roughly)")),  # noqa: E501
        ("That night underscored something important for me. These experiences have been a testament to the role of care.", ("care",), ("stressed something", "reflected the role", "a sign of", "reflects")),  # noqa: E501
        ("We kept a robust checklist, robust water pressure and one of our most robust releases. Which game resonated with you most?", ("checklist",), ("strong checklist", "solid water", "most reliable release", "struck a chord")),  # noqa: E501
        # (round 63: held-out pair texts 365-404)
        ("It requires a comprehensive approach that includes hand hygiene. There is evidence to suggest there may be a link.", ("hand hygiene",), ("broad approach", "There is evidence to suggest there")),  # noqa: E501
        # (round 64: 48 more kinds of text, read in mixed tones)
        ("The trial ended in 1961. Overall, To Kill a Mockingbird remains a pivotal work of American literature.", ("To Kill a Mockingbird",), ("to Kill",)),  # noqa: E501
        ("If you receive such a request, do not respond — report it immediately.", ("report it immediately",), ("respond, report",)),  # noqa: E501
        ("Your pace should be conversational — if you can't speak in full sentences, you're going too fast.", ("too fast",), ("conversational, if",)),  # noqa: E501
        ("Even $25 can help us shorten the waitlist — and change someone's life.", ("change someone's life",), ("waitlist, and change",)),  # noqa: E501
        ("Below is a summary of my key accomplishments, areas for growth, and goals for 2025. I am grateful for the support of my manager, Denise Carter, and my teammates.", ("Denise Carter, and my",), ()),  # noqa: E501
        ("Perhaps most notably, the printing press fueled the Reformation.", ("Reformation",), ("in particular,", "especially,")),  # noqa: E501
        ("Moreover, open questions — such as what happens to information — remain some of the deepest puzzles.", ("remain some",), ("), remain",)),  # noqa: E501
        ("It was the substitute in the 58th minute that proved pivotal. The press left a legacy that continues to resonate in today's digital world.", ("digital",), ("proved key", "proved instrumental")),  # noqa: E501
        ("Marsh delivers a restrained, nuanced performance. Failure is part of the tapestry that makes success meaningful.", ("performance",), ("detailed performance", "part of the blend", "part of the mix")),  # noqa: E501
        ("We foster a culture of learning and foster collaboration. Here's a comprehensive guide to help you.", ("culture of learning",), ("creat", "build collaboration", "full guide")),  # noqa: E501
        ("As always, a huge thank you to our contributors for helping make this release possible.", ("contributors",), ("a huge thanks",)),  # noqa: E501
        ("What you should avoid is investing this money in stocks, because the market may be down.", ("stocks, because",), ()),  # noqa: E501
        ("On the one hand, we experience ourselves as choosing. On the other hand, physics says otherwise.", ("On the other hand",), ("On the one hand we",)),  # noqa: E501
        ("Let's meet on Thursday afternoon — invites coming shortly — so you can tell me what's in the way.", ("so you can",), ("), so you can",)),  # noqa: E501
        ("Once you understand it, you'll see why starting to save early can make such a huge difference. Every one of us plays a crucial role in keeping data safe.", ("Once you understand it",), ("central role",)),  # noqa: E501
        ("1. Open the app.\n2. When the user submits a valid email address, a reset link is sent within 60 seconds.\n3. If the email is unknown, the system shows an error.", ("2. When the user submits",), ()),  # noqa: E501
        # (round 66: 24 more kinds of text)
        ("Apps like Headspace can help you build a simple meditation habit \u2014 even five minutes a day makes a difference.", ("five minutes",), ("habit, even five",)),  # noqa: E501
        ("In this section, we delve into the two leading candidates \u2014 **PostgreSQL 16.2** and **MongoDB 7.0** \u2014 and evaluate them against the requirements.", ("evaluate them",), ("), and evaluate",)),  # noqa: E501
        ("In other words, it answers the question. Moreover, free cash flow rose to $296 million, enabling the company to return $150 million to shareholders.", ("$150 million",), ("In other words it", "so the company could")),  # noqa: E501
        ("Take the time to tailor each letter. Cloud feedbacks could amplify or dampen warming. This warming is unequivocally driven by human activities.", ("letter",), ("adapt each", "magnify", "clearly driven")),  # noqa: E501
        ("Q: Why won't my kettle connect to Wi-Fi?\n\nA: Check the app. To file a claim, visit www.brewmate.com/warranty or email support@brewmate.com with your order number.", ("To file a claim",), ("will not my kettle",)),  # noqa: E501
        ("Flowdesk empowers you to do your best work, and we empower people to write.", ("your best work",), ("helps you to do", "help people to write")),  # noqa: E501
        # (a verb phrase after relative "that": "factors that played a crucial role" was kept)
        ("Several factors that played a crucial role in the outcome are listed. Those that delve into the data find more.", ("are listed",), ("crucial role", "delve")),  # noqa: E501
        # (round 68: 24 more kinds of text, a PRD to a bedtime story)
        ("Since April 1, 2022, the National Park Service requires a permit for this section. Next comes Walter's Wiggles \u2014 21 tight, zig-zagging switchbacks built in 1926 \u2014 which bring you up to Scout Lookout.", ("requires a permit",), ("1926) which", "Service needs")),  # noqa: E501
        ("Tonight we tasted three wines, each offering a unique window into its region. A pre-approval gives you leverage and protects you from inflated dealer financing.", ("its region",), ("rare look", "gives you make use of", "gives you use", "gives you draw on")),  # noqa: E501
        ("Managers will respond to requests within 3 business days. A wise old owl named Hazel hooted a gentle hello.", ("respond to requests",), ("to asks for", "gentle hey")),  # noqa: E501
        ("- Requests must be submitted through the Workday portal.\n- Managers will respond within 3 days.", ("Requests must",), ("Asks for",)),  # noqa: E501
        # (round 69: 24 more, a Kubernetes tutorial to a retirement toast)
        ("- Subunit vaccines (such as the HPV vaccines) use only selected pieces of the pathogen, making them very safe.\n- Live vaccines use a weakened virus.", ("pathogen",), ("That made", "that made")),  # noqa: E501
        ("Trello is simple.\n\n**Asana**, on the other hand, offers a more robust feature set.", ("**Asana**, on the other hand",), ("On the other hand", "**Asana**, But")),  # noqa: E501
        ("Council member Dana Ruiz, who voted no, said she's worried the change will hurt evening foot traffic.", ("worried the change",), ("has worried",)),  # noqa: E501
        ("First, `fetch()` returns a Promise, and `await` waits for it to resolve before assigning the result. Add milk, eggs, and flour.", ("`await` waits",), ("Promise and `await`",)),  # noqa: E501
        ("We hope these questions foster a lively, meaningful conversation. B cells make antibodies tailored to that specific antigen.\n\n### Key Takeaways\n\nBoth tools work.", ("antigen",), ("build a lively", "suited to", "Key Lessons")),  # noqa: E501
        ("I miss notes. But every morning, I sit down anyway, and that is the whole point. We also launched the Zapier integration on October 15. Furthermore, Jenna Alvarez joined as Head of Sales.", ("Jenna Alvarez",), ("in any case, and", "October 15. Also,")),  # noqa: E501
        # (round 70: 24 more, a CONTRIBUTING.md to a promotion post)
        ("Quillo seamlessly captures every decision. The ruling continues to shape the law in profound ways.", ("every decision",), ("smoothly captures", "deep ways")),  # noqa: E501
        ("By following these four steps \u2014 inspecting, imputing, standardizing, and deduplicating \u2014 you'll have a clean dataset ready for analysis.", ("clean dataset",), (") you", ")you")),  # noqa: E501
        ("## Week 2\n\n- [ ] Demonstrate correct use of the IV infusion pumps (Alaris 8015)\n- [ ] Observe two admissions", ("Demonstrate correct use",), ()),  # noqa: E501
        ("Once you receive an offer, do not accept immediately. Instead, ask for a day to think it over.", ("receive an offer", "get an offer"), ("immediately once",)),  # noqa: E501
        # (a second read of round 70's texts: "he did not just join our family." read as a denial)
        ("From that very first day, he didn't just join our family \u2014 he became its heart.", ("its heart",), ("family. He became", "family. he became")),  # noqa: E501
        # (POS probes, this stop: an adjective row met its word as a noun or a verb)
        ("Security is a business imperative, and speed has become a strategic imperative.", ("business imperative",), ("business vital", "business essential", "strategic vital", "strategic essential")),  # noqa: E501
        ("The new law is compelling companies to disclose their data. We tailored the plan to each client. The kids were bustling about.", ("compelling companies",), ("strong companies", "convincing companies", "We custom", "lively about", "busy about")),  # noqa: E501
        ("The model uses optimal control theory. We will do our utmost to help. Safety is of paramount importance. A medieval tapestry hangs in the hall.", ("optimal control",), ("best control", "our greatest", "our highest", "first importance", "medieval mix", "medieval blend")),  # noqa: E501
        ("We followed enhanced recovery after surgery (ERAS) in all cases.", ("enhanced recovery after surgery (ERAS)",), ()),  # noqa: E501
        # (round 71: 72 more, a cover letter to a city council vote)
        ("Despite its violence, the French Revolution had a lasting impact. It is a step that can make a pivotal difference. I will assist in training my replacement.", ("French Revolution",), ("had a lasting mark", "key difference", "help in training")),  # noqa: E501
        ("- **California:** up to $12,500 for individuals ($6,250 for businesses)\n- **Texas:** up to $20,000", ("for individuals",), ("for people",)),  # noqa: E501
        ("By keeping costs low and staying invested, you can build wealth over time without needing to become a stock-picking expert.", ("By keeping costs low",), ("expert by keeping",)),  # noqa: E501
        ("Our biggest sale of the year is live \u2014 and trust us, you won't want to miss it. The gases push harder until \u2014 BOOM \u2014 the volcano erupts!", ("\u2014 BOOM \u2014",), ("is live and trust",)),  # noqa: E501
        ("The question is no longer whether climate change will affect us \u2014 it is how severely, and how soon.", ("affect us",), ("us. It", "us. it")),  # noqa: E501
        ("Medicine is not only about curing disease but also about showing up for people.", ("showing up",), ("both about", "disease, but also")),  # noqa: E501
        ("Lisbon seamlessly blends history with culture. The rib is seamlessly balanced by the gremolata. Nevertheless, the Silk Road's legacy remains profound.", ("Lisbon",), ("smoothly blends", "smoothly balanced", "legacy remains deep")),  # noqa: E501
        # (a second read: "is X, but also Y" read as half a pair; "Moreover, the routes
        # facilitated" dropped its link)
        ("Merchants traded spices and jade. Moreover, the routes facilitated the exchange of ideas.", ("routes also facilitated", "Also, the routes", "Plus, the routes", "And the routes", "In addition, the routes", "Moreover, the routes"), ("routes, but also",)),  # noqa: E501
        ("Small claims court is a faster way to resolve minor disputes. The outage ran between approximately 9:42 a.m. and 4:18 p.m.", ("minor disputes",), ("fix minor", "between around", "between about")),  # noqa: E501
        ("The project is on track. Overall, 64% of planned work has been completed.", ("64%",), ("All in all",)),  # noqa: E501
        # (stock phrases left as written; the frames rebuilt from v3 on are tested below)
        ("Kindness isn't weakness \u2014 it's one of the most powerful tools you'll ever have. An emergency fund isn't a luxury; it's the foundation on which every goal is built. It isn't about money \u2014 it's respect. It's not cheap \u2014 it's worth it.", ("weakness", "luxury", "respect"), ("have, not weakness", "built, not a luxury", "respect, not about money", "worth it, not cheap")),  # noqa: E501
        ("This journey wasn't just a career change \u2014 it was a complete reinvention. It's not about how many times you fall \u2014 it's about how many times you get back up.", ("career change", "get back up"), ("reinvention, not", "get back up, not")),  # noqa: E501
        ("Every setback is a valuable learning opportunity. Her enduring legacy continues to shape the field.", ("a chance to learn", "still shapes"), ("learning opportunity", "continues to shape")),  # noqa: E501
        ("It was a dark chapter that continues to influence conversations about sourcing today.", ("conversations about sourcing today",), ("still influences",)),  # noqa: E501
        # (round 72: 48 more, a LinkedIn post to a climate policy brief)
        ("It was the quiet, pivotal moment when it changed. It is a powerful and pivotal work. Slow-wave sleep is particularly crucial for memory.", ("changed",), ("quiet, turning point", "and key work", "especially essential", "particularly essential")),  # noqa: E501
        ("By embracing `Result` you write safer code. Third, embrace failure. It is a rare sequel that surpasses the original.", ("`Result`",), ("welcoming", "accept failure", "exceeds the original")),  # noqa: E501
        ("The kitchen is the heart of the home, boasting quartz countertops. The team, boasting about its win, left. The trip had a profound impact on me.", ("quartz countertops",), ("having quartz", "having about", "lasting effect")),  # noqa: E501
        ("They will remain at the forefront of discovery. You can tell a compelling story with data. Direct the Department to require investor-owned utilities to offer discounted rates.", ("discovery",), ("remain leading", "gripping", "need investor-owned")),  # noqa: E501
        ("A special shout-out to Mrs. Hollister's class, who read the most minutes.", ("Mrs. Hollister's class",), ("A special thanks",)),  # noqa: E501
        # (a second read of round 72 in a third tone)
        ("4. Strengthen Data Transparency. Require quarterly public reporting on installations by ZIP code.\n\nRequire a receipt for every purchase.", ("Require quarterly",), ("Need quarterly", "Need a receipt")),  # noqa: E501
        ("I hope this email finds you well! I wanted to take a moment to express my heartfelt gratitude for your guidance. These studies highlight the complex and multifaceted relationship between sleep and memory.", ("guidance",), ("take a moment to express", "complex and multifaceted", "complex and complex")),  # noqa: E501
        ("Community is crucial. Consistent training is crucial for building a strong bond.", ("Community is",), ("Community is important", "is important for building")),  # noqa: E501
        ("A substantial body of research has underscored the pivotal role of sleep in memory. They underscore the need for further research.", ("sleep in memory",), ("shown the key role", "show the need", "showed the key role")),  # noqa: E501
    ],
)
def test_review_round_58(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_a_connector_is_not_repeated_across_a_paragraph_break() -> None:
    # "Also, NaOH is known to absorb CO2. / Also, reading the meniscus introduces ...": each
    # paragraph chose its lead alone
    text = (
        "First, the burette was rinsed. Second, the flask was clean. Additionally, NaOH is "
        "known to absorb carbon dioxide from the air.\n\nFurthermore, reading the meniscus "
        "introduces an uncertainty of about 0.05 mL per reading."
    )
    for output in rewrite_all(text, seeds=range(2)):
        first, second = output.split("\n\n")
        last = first.rsplit(". ", 1)[-1]
        lead = second.split(" ", 1)[0]
        assert not (lead in ("Also,", "Plus,", "And") and last.startswith(lead)), output


def test_a_bold_label_drops_its_serial_comma_with_the_text() -> None:
    # "**Wear, tear, and neglect.**" kept its comma beside "fire, theft and vandalism"
    text = "- **Wear, tear, and neglect.** Gradual damage is excluded.\n- We cover fire, theft, and vandalism."  # noqa: E501
    for output in rewrite_all(text, seeds=range(2)):
        assert ("tear, and" in output) == ("theft, and" in output), output


def test_a_paragraph_does_not_repeat_a_replacement() -> None:
    # "Sleep plays a key part in memory. Exercise plays a key part in mood.": each sentence
    # chose alone, so the same stock phrase took the same plain one all down the paragraph
    text = "Sleep plays a crucial role in memory. Exercise plays a pivotal role in mood."
    for output in rewrite_all(text, seeds=range(2)):
        for phrase in ("key part", "major part", "central role"):
            assert output.count(phrase) <= 1, output


def test_a_transcript_keeps_the_rest_of_a_turn() -> None:
    # review round 58: the agent's turn went on past its label, through a list, into
    # "Let me know if you'd like a refund!", which the engine rewrote as its own prose
    text = (
        "**Customer (Jana K.):** Hi, my order says delivered but it's not here.\n\n"
        "**Agent (Ravi):** Great question! First off, I'm sorry about that.\n\n"
        "**Customer:** My door is blue.\n\n"
        "**Agent:** Thank you. Ultimately, it's our responsibility, so you have two options:\n\n"
        "1. A replacement, sent by next-day delivery.\n"
        "2. A full refund of \u00a364.99.\n\n"
        "Let me know if you'd like a refund! Otherwise, I'll start the replacement.\n\n"
        "**Customer:** Replacement, please.\n\n"
        "## Summary\n\n"
        "Furthermore, the agent resolved the issue seamlessly."
    )
    for tone in TONES:
        out = "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(tone=tone, seed=3)))
        head, _, tail = out.partition("## Summary")
        assert head == text.partition("## Summary")[0], (tone, head)
        assert "Furthermore" not in tail and "seamlessly" not in tail, (tone, tail)


def test_the_closing_offer_takes_both_shapes_and_adds_only_engine_words() -> None:
    # "If you'd like X, just let me know!" ended every answer of a batch: the offer's own words
    # pick one of two shapes, and neither brings a word outside the engine's vocabulary
    offers = [f"Let me know if you'd like {x}!" for x in (
        "a printable version", "a sample mapper", "me to walk through the code",
        "a side-by-side comparison table", "a shorter version", "more examples",
    )]
    outs = ["".join(REGISTRY.get("v4beta").rewrite(o, RewriteOptions(seed=1))) for o in offers]
    assert any(o.startswith("If you'd like") for o in outs), outs
    assert any(o.startswith("Just say the word") for o in outs), outs
    allowed = vocabulary()
    for offer, out in zip(offers, outs, strict=True):
        added = set(re.findall(r"[a-z]+", out.lower())) - set(re.findall(r"[a-z]+", offer.lower()))
        assert added <= allowed, (out, added - allowed)


def rewrite_from_v3(
    text: str, tones: tuple[str, ...], seeds: range, versions: tuple[str, ...] = DISCOURSE_VERSIONS
) -> list[str]:
    """Rewrites by every version with the discourse layer (v3 on), in `tones` and `seeds`."""
    return [
        "".join(REGISTRY.get(v).rewrite(text, RewriteOptions(tone=t, seed=s)))
        for v in versions
        for t in tones
        for s in seeds
    ]


def test_a_dropped_hedge_leaves_no_order_behind() -> None:
    # review round 40: "Note that the agent's notes" echoed, and "However, note that" read as
    # an order in a study summary; from v3 on (the discourse layer) the hedge goes whole
    text = (
        "It's important to note that the agent's notes were lost. "
        "However, it's important to note that this study was short."
    )
    for out in rewrite_from_v3(text, ("standard", "academic", "casual"), range(3)):
        assert "ote that" not in out and "notes were lost" in out, out


def test_a_set_up_and_reveal_is_stated_straight() -> None:
    # "Remote work isn't just a trend \u2014 it's a shift": the assistant's frame, turned round
    # the way a person says it, its "not" kept; and two more frames readers met as written
    text = (
        "Remote work isn't just a trend \u2014 it's a shift in how we live. Leadership isn't "
        "about being in charge; it's about empowering others. Navigating the housing market "
        "can feel overwhelming, but it doesn't have to be. This incident underscores the "
        "critical importance of regular backups."
    )
    for out in rewrite_from_v3(text, ("standard", "formal", "casual"), range(2)):
        assert "is a shift in how we live, not just a trend" in out, out
        assert "about empowering others, not about being in charge" in out, out
        assert "The housing market can feel overwhelming" in out, out
        assert "why regular backups matter" in out, out
    # (after a lead-in clause, and without a determiner after "Navigating")
    text = (
        "Whether you're in Leeds or at home, staying vigilant isn't just good practice \u2014 "
        "it's essential. Navigating personal finance can feel overwhelming, especially now."
    )
    for out in rewrite_from_v3(text, ("standard", "formal"), range(1), ("v3", "v4beta")):
        assert "vigilant is essential, not just good practice" in out, out
        assert "Personal finance can feel overwhelming" in out, out
    # (the stock opener with an exclamation mark, which the table had only with a full stop)
    text = "I hope this email finds you well!"
    for out in rewrite_from_v3(text, ("friendly",), range(3), ("v3", "v4beta")):
        assert "finds you" not in out and out.endswith("!"), out


def test_a_paragraph_does_not_open_on_and() -> None:
    # "Hi team, / And we dig into Q3 plans.": an "And" or "Plus," has nothing to go on from
    text = "Hi team,\n\nMoreover, we delve into Q3 plans.\n\n- Furthermore, it is robust.\n"
    for version in ("v3", "v4", "v4beta"):
        for tone in ("standard", "casual", "friendly", "creative"):
            for seed in range(6):
                out = "".join(REGISTRY.get(version).rewrite(text, RewriteOptions(tone=tone, seed=seed)))  # noqa: E501
                assert "\nAnd " not in out and "\nPlus" not in out, out
                assert "- And " not in out and "- Plus" not in out, out


def test_a_transcript_keeps_what_each_speaker_said() -> None:
    text = (
        "**Interviewer (Leah Brandt):** Thanks for joining us. Let's start simple — what got you into reef research?\n\n"  # noqa: E501
        "**Dr. Kwame Osei:** Honestly, it was a snorkeling trip when I was 12, and it is crucial to me.\n\n"  # noqa: E501
        "**Interviewer:** Your latest paper reported that 14% of reefs showed signs of recovery.\n\n"  # noqa: E501
        "**Dr. Osei:** What's crucial is figuring out why. That's where we're delving in next.\n"
    )
    for output in rewrite_all(text, seeds=range(2)):
        assert output == text or "crucial" in output and "delving in next" in output, output
    # field labels ("Date:", "Location:") are no speakers: their prose is rewritten
    minutes = (
        "Date: March 3.\n\nLocation: Room 4, and it is crucial.\n\nMotion: It is pivotal to delve into it.\n\n"  # noqa: E501
        "Vote: It passed 5–2.\n\nAttendees: Dana, Eli.\n"
    )
    options = RewriteOptions(tone="standard", seed=1)
    assert "".join(REGISTRY.get("v4beta").rewrite(minutes, options)) != minutes


def test_an_faq_is_rewritten_and_keeps_its_labels() -> None:
    # questions and answers alone are an FAQ, not a transcript: its answers were returned
    # untouched, and a connector after "A:" was out of the discourse layer's reach
    text = (
        "**Q: Why is sleep important?**\nA: Sleep plays a crucial role in memory. Furthermore, "
        "it's important to note that adults need 7 to 9 hours.\n\n"
        "**Q: Is napping bad?**\nA: Not necessarily.\n\n"
        "**Q: What about screens?**\nA: Additionally, blue light can delay melatonin.\n"
    )
    for seed in range(3):
        out = "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(seed=seed)))
        assert "Furthermore" not in out and "Additionally" not in out and "crucial" not in out, out
        assert out.count("\nA: ") == 3 and out.count("**Q: ") == 3, out
        assert "A: Blue light can also delay melatonin." in out or "A: Also, blue light" in out, out


def test_sad_and_serious_texts_stay_in_their_register() -> None:
    obituary = (
        "Margaret Ellis passed away peacefully on March 2, 2024, at the age of 87. She is "
        "survived by her children, Anna and Tom. Thank you for your kind words."
    )
    request = (
        "I was in the hospital with pneumonia last week. I hope this message finds you well. "
        "Thank you for considering my request."
    )
    for seed in range(4):
        for tone in ("casual", "friendly"):
            out = "".join(REGISTRY.get("v4beta").rewrite(obituary, RewriteOptions(tone=tone, seed=seed)))  # noqa: E501
            assert "She is survived" in out and "!" not in out, out
        out = "".join(REGISTRY.get("v4beta").rewrite(request, RewriteOptions(tone="friendly", seed=seed)))  # noqa: E501
        assert "!" not in out, out


def test_a_one_word_opener_runs_into_the_reply() -> None:
    # "Certainly! Here's ..." -> "Sure, here's ...": no sentence dropped, one less stock beat
    text = "Certainly! Here's a relaxed but packed 3-day Kyoto itinerary."
    for version in ("v3.5", "v4", "v4beta"):
        for seed in range(3):
            out = "".join(REGISTRY.get(version).rewrite(text, RewriteOptions(seed=seed)))
            assert out.startswith("Sure, here's a relaxed"), out
            if version != "v3.5":  # (the register layer comes with v4)
                formal = RewriteOptions(tone="formal", seed=seed)
                assert "".join(REGISTRY.get(version).rewrite(text, formal)).startswith("Certainly, here is")  # noqa: E501


@pytest.mark.parametrize(
    "text",
    [
        "it is robust, and we delve " * 3000 + "deep.",  # one 18,000-word run-on sentence
        "it is; " * 8000 + "done.",
        "the crucial plan works well " * 4000,
    ],
)
def test_a_run_on_sentence_is_not_quadratic(text: str) -> None:
    # these took 102 s, 131 s and 8 s: every split point and every word choice made a pass
    # over the whole sentence. A hang guard, not a timing: each now takes a second or two
    with hang_guard(40):
        out = "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(seed=1)))
    assert out.count(" ") >= text.count(" ") - 10


def test_a_long_exclaimed_sentence_is_not_quadratic() -> None:
    # formal's check that a "!" ends a statement searched "[^,;:]*$" from every position:
    # 3.5 s for 15,000 characters, quadratic beyond
    text = "just " * 12000 + "do it \u2014 just let me know!"
    with hang_guard(40):
        out = "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(tone="formal", seed=1)))
    assert out.count(" ") >= text.count(" ") - 10


def test_connectors_neither_repeat_nor_linger_mid_sentence() -> None:
    # readers found "Also, Reading Roots will … Also, the project will …" mechanical, and a
    # "France and, furthermore, influenced" left standing stilted
    text = (
        "Furthermore, Reading Roots will train tutors in every school. Additionally, the "
        "project will partner with libraries. The Revolution reshaped France and, furthermore, "
        "influenced democratic movements."
    )
    for version in ("v3", "v3.5", "v4", "v4beta"):
        for tone in TONES:
            for seed in range(4):
                options = RewriteOptions(tone=tone, seed=seed)
                out = "".join(REGISTRY.get(version).rewrite(text, options))
                first, second = (s.split()[0] for s in out.split(". ")[:2])
                assert first != second or first == "Reading", out
                assert "furthermore" not in out.lower(), out


@pytest.mark.parametrize(
    ("tones", "text", "never"),
    [
        (
            ("formal", "academic"),
            "Sleep plays a critical role in the consolidation of memory, and it is imperative that patients rest.",  # noqa: E501
            ("a lot", "count for", "a must"),
        ),
        (
            ("formal", "academic"),
            "Furthermore, tuition-free college would expand access to higher education for everyone.",  # noqa: E501
            ("In addition tuition",),
        ),
        (
            ("formal", "academic"),
            "In conclusion, the French Revolution was a turning point in the history of Europe.",
            ("Therefore", "Thus", "So "),
        ),
        (("academic",), "Locals typically have dinner around 8:00 or 9:00 p.m. there.", ("dinner approx",)),  # noqa: E501
        (("casual", "friendly"), "The children appeared malnourished and neglected.", ("kids",)),
        (("formal", "academic"), "Freelancers who'd rather wait can apply in May.", ("who'd",)),
        (("academic",), "Early studies demonstrated that sleep shapes memory.", ("indicated",)),
        (
            ("formal", "academic"),
            "As a result, many small businesses will fall outside the scope of the new law.",
            ("So, many", "So many"),
        ),
        (
            ("formal", "academic"),
            "Firms that cut staff to meet a quarterly target may see short-term gains on paper and in the share price, but they often pay for it within a few years when morale and customer trust begin to fall.",  # noqa: E501
            (". But ",),
        ),
        (("academic",), "Good notes are an indispensable asset to any researcher.", ("must-have",)),
        (("formal",), "But then, one day, something changes in the town.", ("However, then",)),
        (("formal",), "But how can one find solace in such a place?", ("However, how",)),
        (("professional",), "HTTPS plays a vital role in protecting the privacy of users.", ("big part",)),  # noqa: E501
        (("casual",), "It brings out the very best in Jake and in all of us.", ("really best",)),
        (("casual",), "The rebels had very little political power in the end.", ("really little",)),
        (("casual",), "It was the latest failed attempt to take over the city.", ("failed try",)),
        (("friendly", "casual"), "There is currently no consensus on the best treatment.", ("now no",)),  # noqa: E501
        (("academic", "formal"), "I hope this helps!", ("Hope this",)),
        (("academic", "formal"), "Delving into the details of the protocol takes time.", ("Getting into",)),  # noqa: E501
        (("academic",), "Jake looked at that dishwasher, then looked at me.", ("examined",)),
        # a layer's "But" and "So" take the register's lead too, before a capital as well
        (("formal", "academic"), "It worked. However, further studies are needed.", ("But ",)),
        (("formal", "academic"), "I failed twice. Consequently, I decided to study law.", ("So ",)),  # noqa: E501
        (("formal", "academic", "professional"), "Certainly! I understand your frustration.", ("Sure",)),  # noqa: E501
        (("formal", "academic"), "Let me know if you have any questions.", ("just let me know",)),
        (("standard", "professional"), "Furthermore, ablation studies reveal a clear effect.", ("On top of",)),  # noqa: E501
        (("formal", "academic"), "It is a small country nestled in the heart of South America.", ("right in",)),  # noqa: E501
        (("formal", "academic"), "The shop offers a wide range of products.", ("all kinds", "all sorts")),  # noqa: E501
        (("formal", "academic"), "Her help has been invaluable to the team.", ("hugely",)),
        (("formal", "professional"), "The stuff is ready, and stuff happens. Brrr, it is cold.", ("so on", "Br,", "Brr,")),  # noqa: E501
        (("formal", "professional", "academic"), "Bears are real out here, y'all! Please take a sec to read these rules.", ("y'all", "you all", "a sec")),  # noqa: E501
        (("friendly", "casual"), "He wasn't just a dog \u2014 he was family to all of us.", ("dog; he",)),  # noqa: E501
        (("formal", "professional"), "They didn't want praise. They just wanted to figure it out.", ("They wanted to",)),  # noqa: E501
        (("academic",), "- Improve i18n support, including right-to-left languages\n", ("I18n",)),
        (("formal", "professional"), "Fingers crossed for sunshine. To mitigate this, we act. Save it to \\\\fileserver\\shared\\Clients \u2014 just remember the slash.", ("Hopefully for", "reduce this", "Clients. Just")),  # noqa: E501
        (("formal", "academic"), "Hi, we're Sam and Keiko Arden, and we make lamps.", ("Hi, we", "Dear, we")),  # noqa: E501
        (("formal", "professional"), "Fingers crossed! She grabbed her brother's sleeve. Grab her arm. Check out of the hotel by noon.", ("Hopefully!", "got her", "Get her", "See of")),  # noqa: E501
        # (a short rallying line keeps its "Let's": "Let us go." and "Let us begin." read
        # liturgical to two rounds of readers)
        (("formal", "academic"), "\U0001f4aa Your workout won't do itself. Let's go!", ("Let us", "won't")),  # noqa: E501
        # the relaxed and business registers keep a writer's "Let's" (formal spells it out)
        (("standard", "casual", "friendly", "creative", "professional"), "Let's get this sorted out before Friday!", ("Let us",)),  # noqa: E501
        (("standard", "casual", "friendly"), "We do not sell your personal data, and we will never share it.", ("data and we",)),  # noqa: E501
        # "such as" -> "like" read mechanical in clinical answers and policies, and "like" can
        # mean "similar to": only the relaxed registers make it
        (("standard", "creative", "professional", "formal", "academic"), "Screening tests such as liquid-based cytology may detect changes early.", ("like liquid",)),  # noqa: E501
        # casual's everyday words keep to their own sense and slot
        (("casual",), "That is not quite right, and I have too much to do.", ("pretty", "a lot")),
        (("casual",), "Only a select few resolve to finish the race.", ("pick", "fix")),
        (("casual",), "Click Select All, then write a select from the users table.", ("pick",)),
        (("casual", "friendly"), "Hello, World is the first program most people write.", ("Hey", "Hi,")),  # noqa: E501
        (("casual",), "She said yes, and the two of them left.", ("yeah",)),
        (("casual",), "We are writing to inform you of a security incident. Thank you.", ("tell you of", "Thanks.")),  # noqa: E501
        (("formal",), "Hi everyone, please say hi to the new team for me.", ("Dear",)),
        (("academic", "formal", "professional"), "Screening helps individuals with a family history.", ("people",)),  # noqa: E501
        (("casual",), "We provide you with tools and provide for the team, provided that it works.", ("give",)),  # noqa: E501
        (("casual",), "Your request was approved as requested, and an additional fee applies.", ("ask for", "asked for", "extra")),  # noqa: E501
        # a guess or a ban is not a need
        (("friendly",), "You must be tired after the trip, and you must not drive.", ("need",)),
        # no exclamation mark in a sad text, or on a thanks that turns someone down
        (("friendly",), "We are sorry for your loss. Thank you for sharing his story.", ("!",)),
        (("friendly",), "Thank you for applying, but we chose another candidate.", ("!",)),
        # a formal register lifts slang only where the swap reads right
        (("formal", "academic"), "Many thanks. My folks say he's gotta see a lot of the new stuff.", ("thank you", "people", "is have", "gotta", "many the", "many new", "great deal of the")),  # noqa: E501
        # a select few, a purchase, a thing that provides: nouns, adjectives and no giver
        (("casual", "friendly"), "The film opens in select theaters, and your first paid purchase is free.", ("pick theaters", "paid buy")),  # noqa: E501
        (("casual",), "The lower level provides a flexible fourth bedroom.", ("gives",)),
        # "I think about her" is no argument; a title-case subject line keeps its "!"
        (("academic",), "I think about Margaret Ellison often.", ("argue",)),
        (("professional", "formal"), "Permission Slips Due Friday!", ("Friday.",)),
        # a friendly reply takes no curt "Note that" or stiff "Do ask"
        (("friendly", "casual"), "It's important to note that finance is, well, personal. Feel free to ask.", ("Note that", "Do ask")),  # noqa: E501
        # a title in formal keeps its title case; "totally" in its own idioms
        (("formal", "academic"), "You're Invited! Costumes totally encouraged!", ("You are Invited", "entirely encouraged")),  # noqa: E501
        # a passive keeps "obtained"; "tell ... of" is no English
        (("casual", "friendly"), "ACLS may be obtained within 6 months. Please inform your server of any allergies.", ("be got", "tell your server of")),  # noqa: E501
        # a formal register keeps "you've got this" an idiom, and its commas between clauses
        (("formal", "academic"), "Good luck, you've got this \U0001f918", ("you have this",)),
        (("formal", "academic", "professional"), "Both are excellent laptops, and you can't go wrong with either.", ("laptops and",)),  # noqa: E501
        (("formal", "academic", "professional"), "Overall, the study provides strong support.", ("All in all",)),  # noqa: E501
        # "much better" before a noun has no "a lot better"; a title spells out in title case
        (("casual",), "The models came into much better agreement overnight.", ("a lot better agreement",)),  # noqa: E501
        (("formal", "academic"), "## Why Time Isn't the Same for Everyone\n\nIt is late.", ("Is not the",)),  # noqa: E501
        # "within these very walls": the adjective keeps its word
        (("casual", "friendly"), "Within these very walls, the treaty was signed.", ("really walls",)),  # noqa: E501
        (("formal", "academic"), "Nevertheless, the followers remained steadfast.", ("Still,",)),
        # a swap takes no word the sentence already has
        (("casual",), "The only way to start is to simply begin.", ("simply start",)),
        (("friendly",), "In loving memory of Ruth Hale. Thank you for your kind words.", ("!",)),  # noqa: E501
        # a chat's own slang and laughs go in the plain registers
        (("formal", "academic", "professional"), "Hey y'all, the kicker is that you guys won lol. We did great, btw, and tbh, it was close.", ("y'all", "kicker", "guys", " lol", "did great", "btw", "tbh")),  # noqa: E501
        (("formal", "professional"), "Trust is a critical ingredient for doing great work.", ("doing very well",)),  # noqa: E501
        (("formal", "academic"), "Let's walk through a systematic approach. I wasn't there. Doesn't that sound familiar?", ("Let's", "wasn't", "Doesn't")),  # noqa: E501
        (("formal", "academic"), "Nobody's got it all figured out, and the coffee's on me.", ("has got", "coffee's")),  # noqa: E501
        (("formal", "academic", "professional"), "pls give it a read, ngl it's short. what are you playing rn?", ("pls", "ngl", " rn")),  # noqa: E501
        (("academic",), "Buses leave at approximately 2:30 p.m. from the main gate.", ("roughly",)),  # noqa: E501
        (("professional", "formal"), "The offsite was kinda fun, and we gotta plan the next one.", ("kinda", "gotta")),  # noqa: E501
        (("formal", "academic"), "so we gotta lock everything in asap lol\n\nLmk if you have any q's! They're super comfy. Alright, gather in close.", ("asap", "Lmk", "q's", "comfy", "Alright", " lol")),  # noqa: E501
        (("academic",), "Great results this quarter. Additionally, one partner school doubled its reading scores.", ("Also,",)),  # noqa: E501
        # a chat's lower-case starts and "i", doubled marks and a trailing "ngl" (round 31)
        (("formal", "academic"), "so glad y'all found us lol. pls give it a read, it's short i promise. pets are mandatory ngl \U0001f436 Hey Jess!! See you soon.", ("so glad", "pls", " i ", "ngl", "!!")),  # noqa: E501
        (("formal", "academic"), "Together with their families,\n\nOlivia Grace Bennett\nand\nSamuel James Okoro\n\nrequest the pleasure of your company", ("\nAnd\n", "Request")),  # noqa: E501
        (("formal", "professional"), "Offices offer 29 sq. ft. of floor space each.", ("Ft.", "Of floor")),  # noqa: E501
        (("formal", "academic"), "so it goes. miss you. so it goes. miss you.", ("Therefore", "Thus")),  # noqa: E501
        # a cheer its emoji go on with keeps its mark
        (("formal", "professional"), "Our team grew by 12 people this year, and we are proud of it!! \U0001f389", ("it. ",)),  # noqa: E501
        # a noun's "'s" is spelled out where it can only be a verb
        (("formal", "academic"), "Spring's finally arrived, and the club's got a new bed.", ("Spring's", "club's")),  # noqa: E501
        # review round 40: every contraction spelled out, and no mid-sentence title case
        (("formal", "academic"), "Furthermore, she'll be giving a talk. He'll come. It'd be great. I should've known.", ("she'll", "She'll", "He'll", "It'd", "should've")),  # noqa: E501
        (("formal",), 'I\'m Sarah Chen, Head of Community at DataBridge, and I\'ll be your host for today\'s webinar, "Scaling Your Data Pipeline Without Losing Your Mind."', ("I Am", "I Will")),  # noqa: E501
        (("formal", "academic", "professional"), "u owe me $925 + ur half. Can u venmo me? ur the best, thx! Give 10 u of insulin.", ("Can u ", " ur half", "thx", "10 you", " ur the")),  # noqa: E501
        (("formal", "academic"), "What a fun writing exercise! If things go sideways, revert. So a bunch of you asked.", ("exercise.", "sideways", "bunch")),  # noqa: E501
        (("formal", "academic"), "Okay, this one's a banger! It's a bit pricey. Your kiddos are welcome. Native speakers are super patient.", ("one's", "pricey", "kiddos", "super patient")),  # noqa: E501
        (("formal", "professional"), "lol same tbh. Bring snacks.", ("same frankly",)),
        (("formal", "academic"), "You can totally use your key. Jake's already planning a trip. Who's gonna laugh now?? lol. Hope you're doing good! The charity is doing good work.", ("entirely use", "Jake's", "??", "?.", "doing good!", "doing well work")),  # noqa: E501
        (("formal", "academic"), "We're so glad you're here \u2014 welcome to the herd! Chess is a fantastic way to think.", ("here, welcome", "fantastic")),  # noqa: E501
        # (a mid-sentence "tbh" is "honestly" only where the paragraph has no "Honestly" of its own)
        (("formal", "professional"), "The ref called it a foul, which tbh was totally fair. Honestly, it turned out fine.", ("honestly was", "tbh")),  # noqa: E501
        (("formal", "professional"), "You're gonna crush it tomorrow! The party was a blast. That save was clutch. Ooh, and bring snacks.", ("crush it", "blast", "clutch", "Ooh")),  # noqa: E501
        (("formal", "academic"), "Let's dive in. Let's walk through the steps.", ("dive in", "walk through")),  # noqa: E501
        (("formal", "academic"), "**MEET BISCUIT \u2014 HE'S LOOKING FOR HIS FOREVER HOME!**\n\nHe's got energy, but he's sweet.", ("He Is", "has got energy")),  # noqa: E501
        (("formal", "professional"), "Grandma cried (he'll deny it tbh). Tbh your draft is fine. The team is thriving btw!", ("deny it honestly", "Frankly your", "thriving btw")),  # noqa: E501
        (("formal", "academic"), "Totally get it, and it's totally okay to experiment.", ("Entirely get", "entirely okay")),  # noqa: E501
        (("formal", "academic"), "This is a chill space, no self-promo, say hi! Hey fam!! A whole bunch of bug fixes landed.", ("chill", "self-promo,", "say hi", "fam", "bunch")),  # noqa: E501
        (("academic",), "When interpreting the committee's findings, it's important to note that the language was deliberately cautious.", ("findings, the language",)),  # noqa: E501
        (("academic", "formal"), "Feel free to swap in your own metrics! Do not miss this rare opportunity!", ("metrics!", "opportunity!")),  # noqa: E501
        (("casual",), "Enclosed please find the following supporting documents: the invoice and the photos. Please find attached the report.", ("please find", "Please find")),  # noqa: E501
        (("formal", "academic"), "Call your doctor if:\n\n- you have difficulty swallowing or breathing,\n- you have a rash alongside the fever, or\n- you feel faint.", ("- You",)),  # noqa: E501
        (("formal", "academic"), "Let's say you receive an offer of $80,000.", ("Let us say",)),  # noqa: E501
        (("formal", "academic"), "**Here's what's new:**\n\nHere's what's new. That's what's left.\n\n(okay, I totally did lol)", ("what's", "entirely did")),  # noqa: E501
        (("casual", "friendly", "creative"), "Feel free to tweak the details to match your crew.", ("welcome to tweak",)),  # noqa: E501
        (("casual",), "It's worth noting that scientists have also proposed other models.", ("Note that",)),  # noqa: E501
        # review round 50
        (("formal", "academic"), "I know ur a lifesaver. If ur in NYC, ur on ur own. The login bug is sorta fixed. We're kinda waiting. Be chill pls. Dont tell her tho, ppl talk. Lemme check smh.", ("your a", "your in", "your on", "rather fixed", "rather waiting", "be relaxed", "Dont", "tho,", "ppl", "Lemme", "smh")),  # noqa: E501
        (("academic",), "I think I kinda killed it?", ("would argue",)),  # noqa: E501
        (("academic", "formal"), "Your new team is so lucky. Go crush it!! \U0001f680", ("do very well", "crush it")),  # noqa: E501
        (("casual",), "Thank you all for being here today.", ("Thanks, everyone for",)),  # noqa: E501
        (("professional",), "Very hyped on this one.", ("excited on", "hyped")),  # noqa: E501
        (("formal", "professional"), "It took like 6 lines and like 10 mins. We met at like 3am w/ like 40 people to get 'em.", ("like 10", "like 3am", "like 40", "w/", "'em")),  # noqa: E501
        (("formal", "professional"), "It kinda killed our momentum. Keep going, it's def working!! We have time bc the quiz moved to tmrw. Love ya tons!", ("rather killed", "def ", " bc ", "tmrw", "Love ya")),  # noqa: E501
        (("formal", "professional"), "Tbh your draft is great.", ("Frankly",)),  # noqa: E501
        (("standard", "casual", "friendly", "creative"), "Thanks for reading. Feel free to reach out!", ("You can reach out", "You can get in touch")),  # noqa: E501
        (("standard", "casual", "friendly", "creative"), "In a surprising twist, the court heard that the defendant had lied.", ("surprising twist",)),  # noqa: E501
        (("formal", "academic"), "That moment taught me that engineering isn't only about circuits; it's about the people those circuits serve.", ("isn't", "it's")),  # noqa: E501
        (("standard", "formal", "professional", "academic"), "It is important for healthcare professionals to assess each patient. It is crucial for laboratories to report results.", ("It is important for", "It is crucial for")),  # noqa: E501
        (("formal", "academic"), "Great question! First off, the rent is due on the 1st.", ("Great question!", "First off")),  # noqa: E501
        # (and the writer's "!" keeps it a sentence of its own: no "dye; that is a good question")
        (("formal", "academic", "professional"), "The mural uses a vibrant crimson dye. Great question!", ("dye; that", "dye and that", "dye, and that")),  # noqa: E501
        # (after a connector too, and for a plural without its -s)
        (("standard", "formal"), "Furthermore, it is important for staff to attend the 9 a.m. briefing.", ("important for staff",)),  # noqa: E501
        (("formal", "academic"), "Let's delve into the key factors that shape urban heat islands. Let's dive into how the scheduler works.", ("Let us explore", "Let us dive", "Let us examine how")),  # noqa: E501
        (("formal", "academic"), "Let's break it down: three parts. Let's get started.", ("Let us break it down", "Let us get started")),  # noqa: E501
        (("formal", "academic"), "Thanks to Carol, who, let's be honest, single-handedly saved us. Let's be honest: most letters are dull.", ("let us be honest", "Let us be honest", "In all honesty:")),  # noqa: E501
        (("formal", "academic"), "## What's Covered (and What Isn't)\n\nHere's the thing: the review matters. Let's start with the location.", ("Is not)", "Here is the thing", "Let us start")),  # noqa: E501
        # (author-year citations mark a paper too; and no "dive in" is left in a formal text)
        (("standard",), "Early studies suggested a link (Twenge et al., 2018), but later work disagreed (Orben and Przybylski, 2019). Consequently, future research must use better measures.", ("Because of that",)),  # noqa: E501
        (("formal", "academic"), "I can't wait to dive in.", ("dive in",)),  # noqa: E501
        (("formal", "professional"), "## Key Takeaways\n\nFeel free to grab a time on my calendar.", ("Main Points", "get a time")),  # noqa: E501
        (("formal", "professional", "academic"), "It's important to note that I have already completed my bibliography.", ("Note that I",)),  # noqa: E501
        (("standard", "casual", "friendly"), "We're so sorry. It's important to note that this was entirely on our end.", ("Keep in mind that this", "Note that this")),  # noqa: E501
        (("friendly", "casual"), "I hope this email finds you well. I am writing about a bullying incident involving my son.", ("!",)),  # noqa: E501
        (("professional",), "It's simple, and we're strict about it. Do not remove the blade guard while the saw is plugged in. Do not use a dull blade.", ("Don't",)),  # noqa: E501
        # (a paper in the standard tone takes the plain registers' words)
        (("standard",), "In this study, we delve into the mechanisms of drug resistance in 42 isolates. We found that individuals with prior exposure showed a response that may bolster survival (p < 0.01).", ("dig", "boost", "shore up", "people")),  # noqa: E501
        # (after any short lead-in the writer put there, kept as it was)
        (("standard", "formal"), "In winter, it is important for runners to warm up slowly. If you feel dizzy, it is crucial for you to sit down.", ("important for runners", "crucial for you")),  # noqa: E501
        # (with its comma, or mid-sentence, the same word as without)
        (("formal", "professional"), "Tbh, your draft is great. The plan was fine, tbh, but slow.", ("Frankly", "frankly", "Tbh", "tbh")),  # noqa: E501
        (("casual",), "I hope we can resolve it amicably. We can resolve the dispute today.", ("fix it", "fix the dispute")),  # noqa: E501
        (("casual", "friendly"), "Thank you for your prompt attention to this matter.", ("so quickly",)),  # noqa: E501
        (("formal", "academic"), "That's love, man. You basically get Maya to chill out. Let's be real: budgeting can feel like a chore. We use way fewer binders. Her insane organizational skills saved us.", (", man", "basically", "chill out", "Let's be real", "way fewer", "insane")),  # noqa: E501
        (("formal", "academic"), "A chill crept down Amos's spine. A power bank is clutch on long hikes.", ("relaxed crept", "decisive", "clutch")),  # noqa: E501
        (("academic",), "Ms. Alvarez's class raised $312 for the food bank through their bake sale \u2014 way to go!", ("sale, way to go",)),  # noqa: E501
        (("casual",), "4. Select **Choose from Gallery**.", ("Pick",)),  # noqa: E501
        (("casual", "friendly", "standard"), "- **4. Get a pre-purchase inspection.** It's important to note that even a car that looks spotless might not be sound.", ("Note that", "important to note")),  # noqa: E501
        # review round 64: a speech that contracts one time in three kept its voice
        (("standard", "professional", "creative"), "I'm told it is a long road. It's easy to believe that success is a straight line. It isn't. I have never forgotten those words, and I hope you won't either. It is not luck, and it is not magic; it is grit.", ("I am told", "will not either", "It is not.")),  # noqa: E501
        (("standard", "professional"), "It is important to read this. It is not a course in memorizing stages. We will examine culture. We will meet weekly. It is a seminar. Are you unsure? That's completely fine \u2014 come talk to me so your message doesn't get lost.", ("That is completely fine", "does not get lost")),  # noqa: E501
        (("friendly",), "If you need to bill a customer in a different currency, you must create a new customer record.", ("need to create",)),  # noqa: E501
        (("friendly", "casual"), "Most adopters will like it. It is therefore crucial that leaders invest in training. Perhaps most notably, it fueled the Reformation.", ("so essential", "so important", "so key", "Maybe most")),  # noqa: E501
        (("formal", "academic"), "Most black holes are typically more than about 20 times the mass of the Sun. But we can't do it alone.\n\nOur waitlist, however, has never been longer.", ("than approximately", "However, we")),  # noqa: E501
        # (round 79: stop 24's note, a formal rewrite kept the chat's words; a relaxed one
        # contracted a rule's "be to")
        (("formal", "academic"), "Sigh, the deadline moved again. The cafe is a whole vibe. There were like a million people at the show. Sorry to bug you about this. Huge thanks to the crew.", ("Sigh", "whole vibe", "like a million", "bug you", "Huge thanks")),  # noqa: E501
        (("casual", "friendly", "creative"), "The following items are not to be placed in the cart. The policy says how it is to be disposed of.", ("aren't to be", "it's to be")),  # noqa: E501
        (("formal", "academic"), "Most varieties grow to about 3 to 4 feet. Sow indoors about 6 to 8 weeks before that date. Water deeply, aiming for about 1 to 1.5 inches per week.", ("approximately 6 to 8 weeks before that date. Water deeply, aiming for approximately",)),  # noqa: E501
    ],
)
def test_registers_keep_their_words(tones: tuple[str, ...], text: str, never: tuple[str, ...]) -> None:  # noqa: E501
    for tone in tones:
        for version in ("v4", "v4beta"):
            for seed in range(4):
                options = RewriteOptions(tone=tone, seed=seed)
                out = "".join(REGISTRY.get(version).rewrite(text, options))
                assert not any(n in out for n in never), (tone, out)


def test_lexicon_makes_no_choice_twice_in_a_sentence() -> None:
    lexicon = load_lexicon()
    text = "The files could shed light on this chapter and provide insights into its end."
    for seed in range(20):
        out = lexicon.apply(text, random.Random(seed))
        assert out.count("help explain") <= 1 and out.count("shed light") <= 1, out


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("The paper delves into risk.", "The paper digs into risk."),
        ("We are leveraging cloud tools.", "We are using cloud tools."),
        ("She utilized a new method.", "She used a new method."),
        ("They utilize data.", "They use data."),
        ("It is a rich tapestry of cultures.", "It is a rich mix of cultures."),
        ("This is an intricate design.", "This is a complex design."),
        ("In order to win, train.", "To win, train."),
        ("Prior to launch, test.", "Before launch, test."),
        # stock phrases of assistant e-mails and posts
        ("I reached out to them last week.", "I contacted them last week."),
        ("Thank you for reaching out today.", "Thank you for writing today."),
    ],
)
def test_lexicon_inflects_and_agrees(source: str, expected: str) -> None:
    lexicon = load_lexicon()
    outputs = {lexicon.apply(source, random.Random(seed)) for seed in range(20)}
    assert expected in outputs, outputs


@pytest.mark.parametrize(
    "text",
    [
        "Robust Inc. reported earnings.",  # a name
        "The leverage ratio rose.",  # a noun, not the verb
        "She works in foster care.",  # a fixed phrase with another sense
        "Check your vital signs daily.",
        "The showcase opened today.",
        "It is robust to outliers.",
        "The self-leveraging fund fell.",  # inside a compound
        "ROBUST is an acronym here.",
        "That leveraged buyout failed.",
    ],
)
def test_lexicon_leaves_other_senses_alone(text: str) -> None:
    lexicon = load_lexicon()
    for seed in range(10):
        assert lexicon.apply(text, random.Random(seed)) == text


def test_lexicon_is_large() -> None:
    lexicon = load_lexicon()
    sources = {key for key, rule in lexicon.rules.items() if not rule.keep}
    assert len(sources) >= 150


def test_lexicon_states_each_source_once() -> None:
    # a second row for a source either repeats the first (dead weight) or silently overrides it;
    # a keep row's grid counts as every phrase it names
    sources = [source for _, source, _, _ in read_rows()]
    repeated = sorted({s for s in sources if sources.count(s) > 1})
    assert not repeated, repeated


def test_keep_rows_may_be_grids() -> None:
    assert expand_braces("impact on {your,the} {knees, hips}") == [
        "impact on your knees", "impact on your hips", "impact on the knees", "impact on the hips"
    ]
    assert expand_braces("embrace{,d} us") == ["embrace us", "embraced us"]
    assert expand_braces("{,more ,most }robust") == ["robust", "more robust", "most robust"]
    assert expand_braces("plain phrase") == ["plain phrase"]
    lexicon = load_lexicon()
    for phrase in ("fostered a kitten", "impact on her spine", "more robust inference"):
        assert lexicon.rules[phrase].keep
    assert "{" not in "".join(lexicon.rules)


def test_the_loader_refuses_rows_it_cannot_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a replacing row's options could not follow its grid, so the loader refuses one
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "bad.tsv").write_text("V\t{foster,build} trust\tbuild trust\n", "utf-8")
    monkeypatch.setattr(lexicon_module.resources, "files", lambda _package: tmp_path)
    with pytest.raises(ValueError, match="only keep rows take braces"):
        read_rows("bad.tsv")
    # nor does a comment pass for flags ("# (no idiom)" would have set flag n)
    (tmp_path / "data" / "bad.tsv").write_text("L\tpivotal in\tinstrumental in\t# (no)\n", "utf-8")
    with pytest.raises(ValueError, match="unknown flags"):
        read_rows("bad.tsv")


def test_a_an() -> None:
    assert article_for("apple") == "an" and article_for("hour") == "an"
    assert article_for("useful") == "a" and article_for("one-off") == "a"
    assert article_for("new", capital=True) == "A"
    # "un" + vowel is a vowel sound ("an unusually quiet film"); "unanimous", "unary" are not
    assert [article_for(w) for w in ("unusually", "unaware", "uneasy", "unanimous", "unary")] == [
        "an", "an", "an", "a", "a"
    ]


def test_contractions_both_ways() -> None:
    rng = random.Random(0)
    assert contract("We do not know. It is late.", rng, 1.0) == "We don't know. It's late."
    assert contract("That is how it is.", rng, 1.0) == "That's how it is."
    # a part rate contracts a sentence whole or not at all: "I'm ready, and I am grateful"
    # read careless; a writer's own contraction takes the rest along
    source = "I am ready to carry it forward, and I am deeply grateful that we are here."
    outs = {contract(source, random.Random(seed), 0.5) for seed in range(12)}
    assert outs == {source, "I'm ready to carry it forward, and I'm deeply grateful that we're here."}  # noqa: E501
    assert contract("I'm here and we are ready.", rng, 0.01) == "I'm here and we're ready."
    # a warning before a verb of risk keeps its "do not"; any other order contracts
    assert contract("Do not worry about it. Do not exceed 3 doses.", rng, 1.0) == (
        "Don't worry about it. Do not exceed 3 doses."
    )
    assert contract("Do not unplug the router. am not / is not / have not.", rng, 1.0) == (
        "Do not unplug the router. am not / is not / have not."
    )
    # "'s" before a participle with an object is "has"; before one without, "is"
    assert expand("He's led the migration. She's built two apps. It's built on React.") == (
        "He has led the migration. She has built two apps. It is built on React."
    )
    assert (
        expand("I can't go and it's been long; aren't we?")
        == "I cannot go and it has been long; are we not?"
    )
    # a negative question turns its "not" after the subject; an order keeps its contraction
    assert expand("Doesn't that sound familiar? Isn't there a way?") == (
        "Does that not sound familiar? Is there not a way?"
    )
    assert expand("I wasn't there. Don't you dare!") == "I was not there. Don't you dare!"
    # ... after a noun phrase too ("Why will not my kettle connect?" read as broken), where its
    # verb (or the word after the noun) can be told; where not, the old order stands
    asked = "Why won't my kettle connect? Didn't the light work? Isn't the answer clear?"
    assert expand(asked) == (
        "Why will my kettle not connect? Did the light not work? Is the answer not clear?"
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Spring's finally arrived.", "Spring has finally arrived."),
        ("Tomorrow's the big day!", "Tomorrow is the big day!"),
        ("Sarah Chen's been great.", "Sarah Chen has been great."),
        ("The team's shipped the feature.", "The team has shipped the feature."),
        ("Our team's finally shipped \U000f0000 of the app.", "Our team has finally shipped \U000f0000 of the app."),  # noqa: E501
        ("The weather's not great.", "The weather is not great."),
        ("The team's not been told.", "The team has not been told."),
        ("OpenAI's got a new model.", "OpenAI has a new model."),
        ("He's got a point.", "He has a point."),
        ("There's got to be a way.", "There has to be a way."),
        # possessives, and a passive "is" that cannot be told from "has", stay
        ("The company's recently launched product sold.", None),
        ("The team's shipped feature works.", None),
        ("Every transaction's sorted the moment it lands.", None),
        ("Everyone's invited.", None),
        ("The city's known for art.", None),
        ("John's going-away party ran late.", None),
        ("Let's go.", None),
        ("Spring's Finally Here", None),
    ],
)
def test_expand_tells_a_nouns_verb_from_its_possessive(text: str, expected: str | None) -> None:
    assert expand(text) == (expected or text)


@pytest.mark.parametrize(
    ("text", "options"),
    [
        (
            "Furthermore, the plan works.",
            {
                "The plan works.",
                "Also, the plan works.",
                "And the plan works.",
                "On top of that, the plan works.",
                "Plus, the plan works.",
            },
        ),
        ("It is worth noting that sales fell.", {"Sales fell.", "Note that sales fell."}),
        ("Tragically, two people died.", {"Tragically, two people died."}),
        ("Fortunately, no one was hurt.", {"Luckily, no one was hurt.", "Fortunately, no one was hurt."}),  # noqa: E501
        ("Certainly!", {"Sure."}),
        ("I hope this helps!", {"Hope this helps."}),
        (
            "This tool not only saves time but also cuts costs.",
            {"This tool saves time and cuts costs."},
        ),
        (
            "Remote work is not only sustainable but also genuinely enjoyable.",
            {"Remote work is both sustainable and genuinely enjoyable."},
        ),
        ("Absolutely!", {"Yes!"}),
        ("Great question!", {"Great question!"}),
        ("Unfortunately, we must wait.", {"Unfortunately, we must wait."}),
        (
            "Additionally, Jordan mentors two developers, and both have grown.",
            {"Also, Jordan mentors two developers, and both have grown.",
             "Jordan mentors two developers, and both have grown.",
             "Plus, Jordan mentors two developers, and both have grown."},
        ),
        ("Critics, however, argue it fails.", {"Critics, however, argue it fails."}),
        (
            "Moreover, Microsoft agreed.",
            {
                "Microsoft agreed.",
                "Also, Microsoft agreed.",
                "And Microsoft agreed.",
                "On top of that, Microsoft agreed.",
                "Plus, Microsoft agreed.",
            },
        ),
    ],
)
def test_discourse(text: str, options: set[str]) -> None:
    outputs = {apply_discourse(text, random.Random(seed)) for seed in range(40)}
    assert outputs <= options and outputs


def test_rhythm_splits_only_between_clauses() -> None:
    rhythm = Rhythm(split_at=10, comma_trim=0.0)  # (no optional comma dropped)
    long = (
        "The team shipped the new release on time last week, and they celebrated with a long lunch."
    )
    outputs = {apply_rhythm(long, random.Random(s), rhythm) for s in range(10)}
    assert any(". They celebrated" in o or ". And they celebrated" in o for o in outputs), outputs
    listy = "We bought apples from the market, pears, and the oranges were fresh and sweet today."
    assert all(". " not in apply_rhythm(listy, random.Random(s), rhythm) for s in range(10))


@pytest.mark.parametrize(
    "text",
    [
        # a clause run on in one breath: split off, it read choppy (straight or curly)
        "This effect is called herd immunity, and it's one of the main reasons measles became "
        "rare in many parts of the world.",
        "This effect is called herd immunity, and it\u2019s one of the main reasons measles "
        "became rare in many parts of the world.",
        # what is fronted governs both clauses
        "Because the pot traps steam, the crust stays soft long enough for the loaf to expand, "
        "and you will get a much better rise in the oven.",
        "In New York, for example, landlords cannot charge more than one month of rent, and "
        "they must return the deposit within 14 days.",
        # a short contrast reads choppy on its own
        "Rahul raised concerns about engineering capacity, but the team agreed to go ahead with "
        "the launch in March anyway.",
    ],
)
def test_rhythm_keeps_a_sentence_whole_where_a_split_cuts_a_clause_off(text: str) -> None:
    rhythm = Rhythm(split_at=10, comma_trim=0.0, and_start=0.0)
    assert all(". " not in apply_rhythm(text, random.Random(s), rhythm) for s in range(10))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Although the tickets cost more in summer, the tours are worth every cent.",
            "The tours are worth every cent, although the tickets cost more in summer.",
        ),
        (
            "As long as the build passes, the team ships on Fridays.",
            "The team ships on Fridays as long as the build passes.",
        ),
        # a pronoun in the main clause would come before its noun: left as written
        (
            "Although the tickets cost more, they are worth every cent.",
            "Although the tickets cost more, they are worth every cent.",
        ),
        # a story keeps its order of events; a general truth may move
        (
            "When she opened the door, the room was completely dark.",
            "When she opened the door, the room was completely dark.",
        ),
        (
            "When prices rise, people buy less of most everyday goods.",
            "People buy less of most everyday goods when prices rise.",
        ),
        # the assistant's "Whether you're X or Y," opener goes behind, with its comma
        (
            "Whether you ordered the wrong size or changed your mind, we've got you covered.",
            "We've got you covered, whether you ordered the wrong size or changed your mind.",
        ),
        (
            "Whether the car is new or used, it needs a full inspection first.",
            "Whether the car is new or used, it needs a full inspection first.",
        ),
    ],
)
def test_fronted_clauses_move_behind(text: str, expected: str) -> None:
    assert rebuild_clauses(text, random.Random(0), 1.0, 0.0) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # an event's trailing participle becomes a clause of its own, in the head's tense
        (
            "The club won the cup on Sunday, marking its third title in five years.",
            "The club won the cup on Sunday, and that marked its third title in five years.",
        ),
        (
            # an evidence participle is the writer's present reading: it stays
            "Sales were down by a fifth in March, reflecting weak demand across the region.",
            "Sales were down by a fifth in March, reflecting weak demand across the region.",
        ),
        (
            "The new rule is now law in every state, sparking protests in three cities.",
            "The new rule is now law in every state, and that sparks protests in three cities.",
        ),
        # a long head (14 words or more) still splits
        (
            "The committee finally approved the long-delayed budget for the new regional hospital on Friday, sparking protests in three cities.",  # noqa: E501
            "The committee finally approved the long-delayed budget for the new regional hospital on Friday. That sparked protests in three cities.",  # noqa: E501
        ),
        # a head with an "and" of its own gets a full stop rather than a second "and"
        (
            "Prices rose sharply and wages fell in May, sparking protests in three cities.",
            "Prices rose sharply and wages fell in May. That sparked protests in three cities.",
        ),
        # both tenses in the head ("has passed"): which one to follow is unclear
        (
            "The bill has passed the lower house at last, sparking protests in three cities.",
            "The bill has passed the lower house at last, sparking protests in three cities.",
        ),
        # a person's act, not the event's: left as written
        (
            "He stood up in the hall, raising his glass to the crowd of old friends.",
            "He stood up in the hall, raising his glass to the crowd of old friends.",
        ),
        (
            "She told the board about the plan, suggesting a vote early next week.",
            "She told the board about the plan, suggesting a vote early next week.",
        ),
        (
            "He pushed hard against the old door, forcing it open with one shoulder.",
            "He pushed hard against the old door, forcing it open with one shoulder.",
        ),
        (
            "The figure in the doorway invited him inside, leading him through the long halls.",
            "The figure in the doorway invited him inside, leading him through the long halls.",
        ),
        (
            "Emily became a symbol of hope for everyone, leading a rebellion across the empire.",
            "Emily became a symbol of hope for everyone, leading a rebellion across the empire.",
        ),
        (
            "He had used a rope to strangle her that night, leaving her body in the house.",
            "He had used a rope to strangle her that night, leaving her body in the house.",
        ),
        (
            "The tragic incident took place in front of her whole class, leaving them devastated.",
            "The tragic incident took place in front of her whole class, and that left them devastated.",  # noqa: E501
        ),
        # "loved" after a possessive is an adjective: no past tense to follow
        (
            "The blade feeds on the souls of its wielder's loved ones, causing endless grief.",
            "The blade feeds on the souls of its wielder's loved ones, causing endless grief.",
        ),
        # no tense to follow ("closed" can be an adjective): left as written
        (
            "The storm closed every road in the valley, forcing residents to leave their homes.",
            "The storm closed every road in the valley, forcing residents to leave their homes.",
        ),
    ],
)
def test_trailing_participles_of_events(text: str, expected: str) -> None:
    assert rebuild_clauses(text, random.Random(0), 1.0, 0.0) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("He said that he would come back on Monday.", "He said he would come back on Monday."),
        ("She said that the plan would work.", "She said the plan would work."),
        ("Make sure that you back up the files.", "Make sure you back up the files."),
        ("Studies show that there is a link.", "Studies show there is a link."),
        # "found the results" would mislead for a moment: kept
        ("We found that the results were strong.", "We found that the results were strong."),
        # a determiner, not a complementizer
        ("I know that man from the club.", "I know that man from the club."),
        ("So that we can go, he left early.", "So that we can go, he left early."),
        # a noun's clause, and a parallel pair of clauses, keep theirs
        ("She clung to the hope that he would wake.", "She clung to the hope that he would wake."),
        (
            "She said that he would wake, that it was a dream.",
            "She said that he would wake, that it was a dream.",
        ),
    ],
)
def test_complementizer_that_goes_where_registers_allow(text: str, expected: str) -> None:
    assert rebuild_clauses(text, random.Random(0), 0.0, 1.0) == expected
    # formal and academic (comma_trim below one half) keep it
    assert rebuild_clauses(text, random.Random(0), 0.0, 0.2) == text


def test_rhythm_replaces_most_dashes() -> None:
    text = "The team — led by Ana — shipped it in a week."
    outputs = [apply_rhythm(text, random.Random(s), Rhythm(keep_dash=0.0)) for s in range(10)]
    assert all("—" not in o for o in outputs)
    assert {
        "The team (led by Ana) shipped it in a week.",
        "The team, led by Ana, shipped it in a week.",
    } >= set(outputs)


def test_a_closing_noun_phrase_gets_a_colon_not_a_comma() -> None:
    """'the keynote on software, truly a game-changer' would call the software the game-changer."""
    text = "I loved the keynote on sustainable software — truly a game-changer."
    outputs = {apply_rhythm(text, random.Random(s), Rhythm(keep_dash=0.0)) for s in range(6)}
    assert outputs == {"I loved the keynote on sustainable software: truly a game-changer."}
    text = "Our garden grew fast — quite literally."
    outputs = {apply_rhythm(text, random.Random(s), Rhythm(keep_dash=0.0)) for s in range(6)}
    assert outputs == {"Our garden grew fast, quite literally."}


@pytest.mark.parametrize(
    ("title", "names", "expected"),
    [
        ("Leveraging Cutting-Edge Tools", "", "Using Advanced Tools"),
        ("Why seamless onboarding matters", "", "Why smooth onboarding matters"),
        # (not "Main Points"; nor "Key Lessons" over a summary of two tools, round 69)
        ("Key Takeaways", "", "Key Points"),
        # a word the prose capitalises mid-sentence is a name, first word or not
        ("Seamless Integration with Slack", "We moved to Seamless last year.", None),
        ("Why Robust Matters", "Our app, Robust, ships today.", None),
        # a code span, a figure and a name in the title come back verbatim
        ("Leverage Data with `pandas` in 3 Steps", "", "Use Data with `pandas` in 3 Steps"),
        ("Visiting Kyoto", "", None),
        # (round 72: "Authentication: an Important Safeguard", a colon's first word lowered)
        ("Multi-Factor Authentication: A Crucial Safeguard", "", "Multi-Factor Authentication: An Important Safeguard"),  # noqa: E501
    ],
)
def test_titles_lose_stock_words_and_keep_their_case(
    title: str, names: str, expected: str | None
) -> None:
    lexicon = load_lexicon()
    known = capitalised_in_prose(names)
    outs = {rewrite_title(title, lexicon, random.Random(s), False, lambda: known) for s in range(8)}
    if expected is None:
        assert outs == {title}
    else:
        assert expected in outs, outs
        if title.istitle():  # whatever option is drawn, every new word is title-cased
            for out in outs:
                assert all(w[0].isupper() for w in out.split() if w not in MINOR), out


def test_headings_and_bold_labels_are_rewritten_in_place() -> None:
    text = (
        "## Leveraging Cutting-Edge Tools ##\n\n"
        "1. **Embrace Flexibility:** Flexible hours help.\n"
        "2. **Robust Tools**: Robust Tools is our product, and we sell it.\n"
    )
    for version in VERSIONS:
        out = "".join(REGISTRY.get(version).rewrite(text, RewriteOptions(seed=1)))
        lines = out.split("\n")
        assert lines[0].startswith("## ") and lines[0].endswith(" ##"), out
        assert "Leveraging" not in lines[0] and "Tools" in lines[0], out
        assert lines[2].startswith("1. **") and "Embrace" not in lines[2], out
        assert lines[3].startswith("2. **Robust Tools**:"), out  # a name in the prose
    # a table of contents links to headings by their words: then none changes
    toc = "- [Tools](#leveraging-cutting-edge-tools)\n\n" + text
    out = "".join(REGISTRY.get("v4beta").rewrite(toc, RewriteOptions(seed=1)))
    assert "## Leveraging Cutting-Edge Tools ##" in out, out


def test_a_text_keeps_all_its_serial_commas_or_none() -> None:
    """Readers find a text that drops some serial commas and keeps others careless: a text
    with a list whose comma must stay ("to ask, and to fail and try again") keeps them all."""
    plain = (
        "We sell tea, coffee, and cocoa. The shop opens at nine. "
        "Staff wear red, green, or blue aprons."
    )
    mixed = plain + " I want to work, to ask questions, and to fail and try again."
    for seed in range(6):
        options = RewriteOptions(tone="standard", seed=seed)
        out = "".join(REGISTRY.get("v4beta").rewrite(plain, options))
        assert "coffee and cocoa" in out and "green or blue" in out, out
        out = "".join(REGISTRY.get("v4beta").rewrite(mixed, options))
        assert "coffee, and cocoa" in out and "green, or blue" in out, out
        # formal keeps every serial comma
        formal = RewriteOptions(tone="formal", seed=seed)
        assert "coffee, and cocoa" in "".join(REGISTRY.get("v4beta").rewrite(plain, formal))
        # "in class, and, in several cases, higher grades": a serial comma no rule can drop
        aside = plain + " Grades rose in math, attendance, and, in several cases, art."
        out = "".join(REGISTRY.get("v4beta").rewrite(aside, options))
        assert "coffee, and cocoa" in out and "green, or blue" in out, out


def test_join_pair() -> None:
    rhythm = Rhythm(join_rate=1.0, semicolons=0.0)
    assert (
        join_pair("The key is use.", "It works well.", random.Random(0), rhythm)
        == "The key is use and it works well."
    )
    assert (
        join_pair("The key is use.", "Microsoft agreed.", random.Random(0), rhythm) is None
    )  # a name stays capital


def test_tidy_and_gate() -> None:
    assert tidy("It is key.", "It is is key .") == "It is key."
    assert tidy("I had had enough.", "I had had enough.") == "I had had enough."
    assert not keeps_meaning("It is not here.", "It is here.")
    assert not keeps_meaning("A (b) c.", "A (b c.")
    assert keeps_meaning("It is not here.", "It isn't here.")


# --- hypothesis: protected tokens embedded among assistant sentences always survive ---

SENTENCES = [
    "Furthermore, it is important to note that {} plays a crucial role in our strategy.",
    "This comprehensive guide delves into {} and showcases robust practices.",
    "Moreover, the team leveraged {} to streamline the workflow, and they saw results.",
    "In conclusion, {} is a testament to meticulous planning.",
    "It's worth noting that {} — a pivotal resource — is not optional.",
    "I hope this helps you understand {}!",
]
TOKENS = st.sampled_from(
    [
        "https://example.org/a/b?c=1",
        "team@example.com",
        "$4,000",
        "3.5%",
        "`pip install -e .`",
        "(Smith et al., 2021)",
        "[12]",
        "Dr. Amara Okafor",
        "tailwind.config.js",
        '"the plan works"',
        "[Your Name]",
        "🏃\u200d♂️",
        "β = −0.18",
        "March 3, 2024",
        "NASA",
        "$\\text{crucial} + x$",
        "{% if pivotal %}",
        "<!-- a crucial note -->",
    ]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    picks=st.lists(st.tuples(st.sampled_from(SENTENCES), TOKENS), min_size=1, max_size=6),
    version=st.sampled_from(VERSIONS),
    tone=st.sampled_from(TONES),
    ultra=st.booleans(),
    seed=st.integers(0, 2**31),
    paragraphs=st.booleans(),
)
def test_protected_tokens_survive(
    picks: list[tuple[str, str]], version: str, tone: str, ultra: bool, seed: int, paragraphs: bool
) -> None:
    text = ("\n\n" if paragraphs else " ").join(s.format(t) for s, t in picks)
    chunks = list(
        REGISTRY.get(version).rewrite(text, RewriteOptions(tone=tone, ultra=ultra, seed=seed))
    )
    output = "".join(chunks)
    for _, token in picks:
        assert output.count(token) >= text.count(token), (token, output)
        assert output.count(token) == text.count(token), (token, output)
    assert output.count("\n\n") == text.count("\n\n")
    assert not re.search(r"\b(\w+) \1\b", output.replace("had had", "")), output
    assert all(chunks)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   \n\n  ",
        "no punctuation at all here just words",
        "Line one.\r\nLine two, and it is robust.\r\n\r\nNew para.\r\n",
        "```\nonly code\n```",
        "<div>html block</div>\n\nIt is pivotal.",
        "- a\n  - nested item that is crucial.\n    - deeper still.\n",
        "Private \U000f0003 use char, and it is crucial.",
        "A" * 5000 + ".",
        "Wait... what?! Really?? Yes!!!",
        "“Curly” quotes and ‘single’ ones, and it’s robust.",
        "1. First.\n2. Second.\n\n> Quote, and it is vital.\n",
    ],
)
def test_odd_inputs_never_break(text: str) -> None:
    for version in VERSIONS:
        for ultra in (False, True):
            chunks = list(REGISTRY.get(version).rewrite(text, RewriteOptions(ultra=ultra)))
            output = "".join(chunks)
            assert all(chunks)
            assert output.count("\n") == text.count("\n")
            assert not re.search("[\U000f0000-\U000ffffd]", output.replace("\U000f0003", ""))
            if not text.strip():
                assert output == text


@settings(max_examples=80, deadline=None)
@given(text=st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=300))
def test_any_text_is_safe(text: str) -> None:
    """No crash, no leaked mask, line structure kept, on arbitrary Unicode."""
    output = "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(seed=1)))
    assert output.count("\n") == text.count("\n")
    for char in set(re.findall("[\U000f0000-\U000ffffd]", output)):
        assert char in text


@pytest.mark.parametrize(
    "text", ["A" * 20000 + ".", "a." * 8000, "1" * 20000, "a-" * 8000, "/" * 20000]
)
def test_no_pathological_slowdown(text: str) -> None:
    """Every pattern must stay linear: one long 'word' must not stall a request."""
    import time

    start = time.perf_counter()
    "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(ultra=True)))
    assert time.perf_counter() - start < 2.0


def test_formal_registers_lose_chat_words() -> None:
    text = "It is super motivating and way too easy to quit. We are gonna need super glue."
    for seed in range(4):
        for tone in ("formal", "academic"):
            options = RewriteOptions(tone=tone, seed=seed)
            out = "".join(REGISTRY.get("v4beta").rewrite(text, options))
            assert "very motivating" in out and "far too easy" in out, out
            assert "going to need super glue" in out, out


def test_formal_bold_labels_are_spelled_out() -> None:
    text = "**Here's what you can do:** plan the week. The team met on Monday."
    for seed in range(4):
        for tone in ("formal", "academic"):
            options = RewriteOptions(tone=tone, seed=seed)
            out = "".join(REGISTRY.get("v4beta").rewrite(text, options))
            assert out.startswith("**Here is what you can do:**"), out


@pytest.mark.parametrize(
    ("tone", "text", "expected"),
    [
        ("casual", "The new build is much faster and quite easy to set up.", ("a lot faster", "pretty easy")),  # noqa: E501
        ("casual", "Hello everyone! Yes, the meetup began at noon.", ("Hey everyone", "Yeah, the", "started at")),  # noqa: E501
        ("casual", "You are required to select a plan that appears to fit.", ("have to pick", "seems to")),  # noqa: E501
        ("friendly", "Hello Maya, you must register by Friday.", ("Hi Maya", "you need to register")),  # noqa: E501
        ("casual", "They requested two seats, and we provide clear feedback at no additional cost.", ("asked for two", "give clear", "no extra cost")),  # noqa: E501
        # professional states things, and does without chat words
        ("professional", "Both arms improved. However, further studies are needed.", ("However, further",)),  # noqa: E501
        # formal greets and thanks in full, and states things
        ("formal", "Hi Jasmine,\n\nThank you so much for your time. We really enjoyed meeting you! Thanks again.", ("Dear Jasmine,", "Thank you very much", "greatly enjoyed meeting you.", "Thank you again.")),  # noqa: E501
        ("professional", "We're excited to announce Ledgerly 2.0! The kids love it. Wow!", ("Ledgerly 2.0.", "The children love it.", "Wow!")),  # noqa: E501
        ("friendly", "The workshop starts at noon. Thanks for reading.", ("Thanks for reading!",)),
        # the chatbot's closing offer, turned round; "also" and the writer's "you would" kept
        ("standard", "Please let me know if you would also like to break the counts down by month.", ("If you would also like to break the counts down by month, just let me know.",)),  # noqa: E501
        # a chatty draft in a formal register: its slang goes, by the noun that follows
        ("formal", "Yeah, it's gonna save you a ton of time. Kinda wild how we got a lot of great ideas and tons of feedback. Thanks!", ("Yes, it is going to save you a great deal of time.", "Remarkable how", "many great ideas and a great deal of feedback", "Thank you!")),  # noqa: E501
        ("formal", "**If Light Can't Escape, How Do We See Them?**\n\nThe strings sit way above the fretboard. It's pretty much the gold standard.", ("**If Light Can't Escape, How Do We See Them?**", "far above", "essentially the gold standard")),  # noqa: E501
        ("formal", "Hey folks! Our release ships today. Hey team, thanks.", ("Hello everyone!", "Hello team,")),  # noqa: E501
        # spelled out right: "it's already been" is "it has", "we've also got" is "we also have",
        # and a tweet's "Here's what I learned" is no title
        ("formal", "I can't believe it's already been three years. We've also got a few reminders.\n\nHere's what I learned \U0001f9f5", ("it has already been", "We also have a few reminders.", "Here is what I learned")),  # noqa: E501
        ("academic", "It's a bit faster, pretty easy and really simple. More info in the stats.", ("slightly faster, fairly easy and very simple", "More information in the statistics.")),  # noqa: E501
        # a plain register's own lead-ins: "Please", "Note that"
        ("professional", "Feel free to email me at any time.", ("You are welcome to email me",)),
        ("formal", "We are making sure the unit is returned in about 30 days.", ("ensuring the unit", "approximately 30")),  # noqa: E501
        # a chat's estimates and stretched words, written out; a comparison's "like" stays
        ("professional", "It took like 5 days, which was wayyy too long lol. Pleeease help. It felt like 3 hours, and values like 0.5 work.", ("took about 5 days", "far too long.", "Please help.", "felt like 3 hours", "values like 0.5")),  # noqa: E501
        # a chat's fillers and openers, written as a letter would
        ("academic", "Ok so I've honestly had it. tbh I'm not gonna keep paying. Like, actually this week.", ("I have honestly had it.", "Frankly I am not going to", "Actually this week.")),  # noqa: E501
        ("formal", "Hi Coach,\n\nHope you're doing well! Just wanted to ask about Saturday. He's super excited and totally bummed about it, lol.", ("I hope you are doing well", "I wanted to ask", "very disappointed about it.")),  # noqa: E501
        ("formal", "Absolutely! There are a few ways to do this. A root canal might sound scary.", ("Certainly. There", "sound frightening")),  # noqa: E501
        ("casual", "The foundation cordially invites you to our gala on Friday. Kindly RSVP by Monday.", ("foundation invites you", "Please RSVP")),  # noqa: E501
        ("professional", "FYI, the convo went well. Please reply ASAP. BTW, IMO it works. Fingers crossed it is a quick fix.", ("For your information, the conversation", "reply as soon as possible.", "By the way, in my view it works.", "Hopefully it is")),  # noqa: E501
        ("formal", "Treat these as ballpark figures, since prices vary wildly. You are crushing it. Grab a coffee and check out the docs. She is an amazing teacher.", ("rough estimates", "vary widely", "doing very well", "Get a coffee and see the docs", "a remarkable teacher")),  # noqa: E501
        # review round 36: a chat in a formal register
        ("formal", "The plant looks kinda sad (kinda like a target). I totally spaced on dinner. You've got this! Your kitchen's gonna smell amazing. My commute's actually enjoyable.", ("rather sad (rather like a target)", "completely forgot about dinner", "You can do this", "kitchen is going to smell wonderful", "commute is actually enjoyable")),  # noqa: E501
        ("formal", "Battery's lasted me like 5 days. There were like 20 people. It felt like 3 hours. I'm gonna miss you all like crazy.\n\nhey, I'm really sorry. got questions? just ask. anyway, enjoy!", ("lasted me about 5 days", "were about 20 people", "felt like 3 hours", "miss you all a great deal", "Hey, I am", "Got questions? Just ask. In any case,")),  # noqa: E501
        ("formal", "That was super cool and honestly pretty awesome! We were sooo tired. Zzz. We bought snacks, drinks and stuff.", ("very cool", "honestly excellent", "so tired", "Zzz.", "drinks and so on.")),  # noqa: E501
    ],
)
def test_relaxed_registers_have_their_own_words(
    tone: str, text: str, expected: tuple[str, ...]
) -> None:
    # casual and friendly were the same rewrite on 21 of 38 corpus texts: each now has words
    # of its own (every seed: a relaxed register leaves one swap in seven, so take the union)
    outs = [
        "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(tone=tone, seed=seed)))
        for seed in range(4)
    ]
    for phrase in expected:
        assert any(phrase in out for out in outs), (phrase, outs)
    other = {"casual": "friendly", "friendly": "casual", "standard": "formal"}.get(tone, "standard")
    assert "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(tone=other))) not in outs


def test_casual_says_thanks_and_asks() -> None:
    text = "Thank you for the drinks. She inquired about the beverages we served."
    for seed in range(4):
        out = "".join(REGISTRY.get("v4").rewrite(text, RewriteOptions(tone="casual", seed=seed)))
        assert out.startswith("Thanks for"), out
        assert "asked about" in out and "drinks we served" in out, out
        formal = RewriteOptions(tone="formal", seed=seed)
        assert "Thank you" in "".join(REGISTRY.get("v4").rewrite(text, formal))


def test_a_dropped_additive_comes_back_inside_the_sentence() -> None:
    """'Moreover, X' keeps its link where X has an auxiliary to hang 'also' on; a plain
    register's sentence-initial 'Also,' (speech in an essay or a policy) does the same, or
    becomes 'In addition,'; 'It's also important to note that X' keeps its 'also'."""
    text = (
        "The policy starts in May. Additionally, employees will receive a stipend of $500. "
        "It's important to note they were slammed, though. Treats work. It's also important "
        "to note that punishment can damage trust."
    )
    for tone in TONES:
        for seed in range(3):
            out = "".join(
                REGISTRY.get("v4beta").rewrite(text, RewriteOptions(tone=tone, seed=seed))
            )
            assert "important to note" not in out, out
            last = out.rsplit("work.", 1)[1]
            assert re.search(r"^ ?(?:Also|In addition),", last), out
            if tone in ("formal", "academic", "professional"):
                assert not re.search(r"(?:^|\. )Also, ", out), out


def test_the_todays_landscape_opener_goes_where_it_says_nothing() -> None:
    text = (
        "In today's rapidly changing digital landscape, access to fresh produce remains a "
        "challenge. In today's competitive job market, a strong resume matters. In today's "
        "fast-changing threat landscape, security is everyone's job."
    )
    for version in VERSIONS:
        if version == "v2":
            continue  # (the lexical layer alone rewrites words, not a sentence's opener)
        for tone in TONES:
            out = "".join(REGISTRY.get(version).rewrite(text, RewriteOptions(tone=tone)))
            assert "digital landscape" not in out, out
            assert "competitive job market" in out and "threat landscape" in out, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 73 (batches w-z): each case failed on the engine before its fix, but
        # the guard on "unforgettable" (a reader round's own draft made it "memorable": weaker)
        ("I found $212 in subscriptions I'd completely forgotten about.", ("forgotten about",), ("would completely forgotten",)),  # noqa: E501
        ("The film raises compelling questions. It is one of the most compelling relationships in recent fantasy.", ("questions",), ("convincing",)),  # noqa: E501
        ("Your mentorship has been a game changer. It is a game changer for my commute.", ("mentorship",), ("breakthrough",)),  # noqa: E501
        ("Guests describe their stay as an unforgettable experience.", ("unforgettable",), ("memorable",)),  # noqa: E501
        ("**Avoid:** meat, dairy, oily foods, and pet waste. They attract pests and smell.\n\nIt sounds silly. It works.", ("attract pests",), ("waste, and they", "waste and they", "waste; they", "silly and it", "silly; it")),  # noqa: E501
        ("Research offers valuable insights that help parents. This novel offers valuable insights into friendship. Get a holistic view of your net worth.", ("friendship",), ("useful ideas", "clear view", "whole-picture")),  # noqa: E501
        ("It came with charred peaches and a drizzle of aged balsamic \u2014 absolutely delicious. It took 48 ms, versus 71 ms with `.append()` in a loop \u2014 around 30% faster.", ("peaches",), ("balsamic, absolutely", "loop, around")),  # noqa: E501
        ("She explains why some communities \u2014 such as Salida, Colorado, and Sandpoint, Idaho \u2014 have managed to grow. The lessons I've learned here \u2014 about collaboration, curiosity, and showing up for each other \u2014 will stay with me.", ("Salida",), ("communities, such as", "(about collaboration")),  # noqa: E501
        ("We need raised beds, a pollinator garden, and an ADA-accessible pathway \u2014 and we simply can't do it without you. She is pulled back into the court that cast her out \u2014 and into a conspiracy that stretches back three centuries. We are artists who love making games \u2014 and love helping each other make them better.", ("pathway",), ("pathway, and we", "out, and into", "games, and love")),  # noqa: E501
        ("This season, we're celebrating with festive treats \u2014 all made from scratch here in Portland, Maine, using local butter, organic flour, and a lot of love. Composting doesn't just reduce waste \u2014 it also improves soil structure, helps retain moisture, and cuts costs.", ("Portland",), ("treats: all", "waste: it also")),  # noqa: E501
        ("First and foremost, cooking builds healthier eating habits.\n\nFurthermore, cooking teaches financial literacy.", ("habits",), ("\n\nCooking teaches",)),  # noqa: E501
        ("Let's be honest \u2014 I was skeptical. Before Gutenberg, every book was copied by hand. As a result, books were rare.", ("skeptical",), ("In all honesty \u2014", "In all honesty, \u2014")),  # noqa: E501
        ("Scholars shared their findings across Europe, allowing ideas to be tested, debated, and improved upon. Support for LDAC ensures that every detail comes through.", ("findings",), ("let ideas be", "makes sure")),  # noqa: E501
        ("Some viewers may find the ambiguous ending more frustrating than profound. It helped pave the way for the Reformation.", ("ending",), ("than deep", "open the way")),  # noqa: E501
        ("Sustainability is at the heart of everything Willow does. You make a tangible difference.", ("Willow",), ("heart of everything", "tangible")),  # noqa: E501
    ],
)
def test_review_round_73(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_stock_lines_of_round_73_go_where_the_register_allows() -> None:
    text = (
        "In today's fast-paced work environment, teams need clear goals. Let's dive in! "
        "This app allows you to track spending. In this comprehensive guide, we'll walk "
        "through it. In today's fast-paced digital environment, your brand has 50 ms. If you "
        "have additional concerns, call me. Before Gutenberg, books were copied by hand. As a "
        "result, books were rare. Ready to take your running to the next level?"
    )
    for seed in range(3):

        def out(tone: str, seed: int = seed) -> str:
            options = RewriteOptions(tone=tone, seed=seed)
            return "".join(REGISTRY.get("v4beta").rewrite(text, options))

        standard, casual = out("standard"), out("casual")
        for written in (standard, casual):
            assert written.startswith("At work these days, teams"), written
            assert "dive in" not in written, written
            assert "In this guide" in written and "digital environment" not in written, written
            assert "Ready to improve your running?" in written, written
        assert "other concerns" in casual and "lets you track" in casual, casual
        assert "allows you to track" in standard, standard  # ("let" is spoken wording)
        for tone in ("professional", "formal", "academic"):
            plain = out(tone)
            assert "allows you to track" in plain, plain  # ("lets" is everyday wording)
            assert "So books" not in plain, plain  # (a chatty "So" in a business text)


def test_an_inverted_not_only_opener_is_said_straight() -> None:
    text = (
        "Not only did I feel more alert, but I also found myself taking more breaks. Not only "
        "will you get access to great equipment, but you'll also join a supportive community. "
        "Not only does the music set the mood, but it also drives the plot."
    )
    for version in DISCOURSE_VERSIONS:
        for tone in TONES:
            options = RewriteOptions(tone=tone, seed=1)
            out = "".join(REGISTRY.get(version).rewrite(text, options))
            assert "Not only" not in out, out
            assert re.search(r"I felt more alert, and I also found", out), out
            assert re.search(r"You(?:'ll| will) get access", out), out
            assert "The music sets the mood, and it also drives" in out, out


def test_round_73_blind_read_mends() -> None:
    """A calm register ends a 'Let's' plan with a full stop; 'pave the way for' is only
    'clear the way for'; a counted point's 'also' goes inside in a spoken register too."""
    plan = "Here is how the two apps compare. Let's dive in!"
    counted = (
        "First and foremost, cooking builds healthy habits.\n\n"
        "Moreover, the kitchen is a surprisingly effective classroom."
    )
    for seed in range(3):
        def out(text: str, tone: str, seed: int = seed) -> str:
            options = RewriteOptions(tone=tone, seed=seed)
            return "".join(REGISTRY.get("v4beta").rewrite(text, options))

        assert not out(plan, "professional").endswith("!"), out(plan, "professional")
        paved = out("It helped pave the way for the Reformation.", "standard")
        assert "clear the way for" in paved, paved
        for tone in ("friendly", "casual"):
            written = out(counted, tone)
            assert "The kitchen is also" in written, written


def test_formal_registers_lose_round_73_chat_words() -> None:
    text = (
        "I'll be honest — six months ago, I couldn't run. Daniel, a grad student, gave himself "
        "some wiggle room. It was made with a whole lot of love. Whether you're a history buff "
        "or not, give us a call at 555-0100."
    )
    for tone in ("formal", "academic"):
        for seed in range(2):
            options = RewriteOptions(tone=tone, seed=seed)
            out = "".join(REGISTRY.get("v4beta").rewrite(text, options))
            assert out.startswith("To be candid, six months ago"), out
            for chat in ("grad student", "wiggle room", "whole lot", "buff", "give us a call"):
                assert chat not in out, out
    casual = "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(tone="casual")))
    assert "I'll be honest" in casual and "give us a call" in casual, casual


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 74 (batches aa-ad): each case failed on the engine before its fix
        ("Carol, you're about to embark on a journey that's totally well-deserved.", ("Carol",), ("set out that",)),  # noqa: E501
        ("Join us as we embark on a journey through a century of music. As I prepare to embark on a journey into professional nursing, I learn.", ("century",), ("set out through", "set out into")),  # noqa: E501
        ("Every e-bike has integrated lights and a top assisted speed of 15 mph.", ("top assisted speed",), ("helped speed",)),  # noqa: E501
        ("The program is designed to unlock the full potential of early readers in grades K\u20133.", ("early readers",), ("most out of early", "most of early")),  # noqa: E501
        ("It's important to note that love isn't just the big moments \u2014 it's the little ones.", ("little ones",), ("love is the little ones",)),  # noqa: E501
        ("Ultimately, pgsnap is a powerful tool for teams. pgsnap needs PostgreSQL 12.", ("pgsnap is",), ("Pgsnap",)),  # noqa: E501
        ("These findings underscore the crucial need for tertiary filtration. Your support came at a crucial time.", ("filtration",), ("key need", "important need", "essential need", "an important time", "a key time")),  # noqa: E501
        ("Her life of service stands as a testament to the profound impact one dedicated educator can have.", ("educator",), ("major effect", "strong effect", "deep effect")),  # noqa: E501
        ("Voss weaves a rich tapestry of political intrigue, ancient magic, and morally complex characters.", ("mixes political", "blends political"), ("rich mix of political", "rich blend of political")),  # noqa: E501
        ("And it's worth noting that he actually loves your class.", ("loves your class",), ("And note that", "and note that")),  # noqa: E501
    ],
)
def test_review_round_74(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_stock_lines_of_round_74_go_where_the_register_allows() -> None:
    text = "\n\n".join((
        "In an increasingly digital world, the way we work continues to evolve.",
        "If you have any questions, please don't hesitate to reach out to me privately.",
        "We live ten minutes away, so don't hesitate to reach out.",
    ))
    for tone in TONES:
        for seed in range(2):
            options = RewriteOptions(tone=tone, seed=seed)
            out = "".join(REGISTRY.get("v4beta").rewrite(text, options))
            assert out.startswith("As the world grows more digital, the way we work"), out
            # (a formal or business letter keeps its courtesy: blind judges preferred it)
            plain = tone in ("professional", "formal", "academic")
            assert ("hesitate" in out) == plain, (tone, out)
    # a bare "don't hesitate" may deny a hesitation: it stays
    bare = "Those who don't hesitate to act win."
    assert "don't hesitate" in "".join(REGISTRY.get("v4beta").rewrite(bare, RewriteOptions()))


def test_formal_registers_lose_round_74_chat_words() -> None:
    text = (
        "She totally had. I totally want to hit 20 this year. It kinda kickstarts everything "
        "cause there's a ton of wild yeast. Load times are kinda way faster now. It's kinda "
        "crazy how hot it stays. Just hand cash to Linda, no biggie. Trust me, once it's "
        "going it's awesome. I was on the fence about it. Not gonna lie, I love hiking. "
        "Don't plan to hang out forever after you eat. Hope you're doing awesome! Huge "
        "thanks, y'all are awesome. I make a super awesome cold brew. After like 4 months of "
        "work, we shipped. We can't wait to see what you build!"
    )
    chat = (
        "entirely had", "entirely want", "rather kickstarts", " cause there", "rather far",
        "rather crazy", "biggie", "Trust me", "on the fence", "gonna lie", "going to lie",
        "spend time forever", "doing excellent", "you all are", "super excellent", "like 4",
        "cannot wait",
    )
    for out in v4beta_rewrites(text, ("formal", "academic"), range(2)):
        assert not [c for c in chat if c in out], out
        assert "We look forward to seeing what you build" in out, out
    casual = "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(tone="casual")))
    assert "no biggie" in casual and "Trust me" in casual, casual


def test_formal_contractions_of_round_74() -> None:
    text = (
        "## What's New This Month\n\nWe're Dana Whitfield and Theo Marsh. It's Marcus "
        "remembering she hates cilantro. I'd love to hear what's worked for you. I thought "
        "I'd hit the jackpot.\n\n**What's new:** a map.\n\nLet's dive in!"
    )
    for out in v4beta_rewrites(text, ("formal", "academic"), range(2)):
        assert out.startswith("## What's New This Month"), out  # (a heading keeps it)
        for wrong in ("We Are", "It Is", "What Is new", "what is worked", "I would hit", "Let us"):  # noqa: E501
            assert wrong not in out, out
        assert "what has worked" in out and "We are Dana" in out, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 75 (batches ae-ah): each case failed on the engine before its fix
        ("With regard to residents with medical needs, we ask that the office be notified. Questions with regard to the project may be directed to Public Works.", ("medical needs",), ("On residents", "About residents", "Questions on")),  # noqa: E501
        ("At this point in time, the fault has been corrected. Cancellations cannot be processed by telephone at this point in time.", ("fault",), ("Right now", "Now,", "telephone now", "right now")),  # noqa: E501
        ("This candle will elevate your everyday rituals. Every detail is crafted to elevate your celebration.", ("rituals",), ("improve your",)),  # noqa: E501
        ("The Company seeks to empower every team member to contribute. You have sought to empower those around you.", ("team member",), ("equip",)),  # noqa: E501
        ("Everything I am is a testament to your strength. He defended the tower as a testament to modern engineering.", ("strength",), ("speaks to your", "proof of modern")),  # noqa: E501
        ("Engineered with our Adaptive ANC 3.0 technology, the Pro X2 boasts up to 45 dB of noise reduction \u2014 blocking out engine rumble, office chatter, and everything in between.", ("45 dB",), ("reduction: blocking",)),  # noqa: E501
        ("The venue has three ceremony sites \u2014 the Vineyard Overlook, the Rose Garden Terrace, and the 1897 Stone Barn \u2014 each accommodating up to 250 guests.", ("250 guests",), ("Barn) each",)),  # noqa: E501
        ("Park at the trailhead (there's a $5 day-use fee \u2014 bring cash, since the station doesn't take cards) and head north.", ("$5",), ("fee. Bring", "fee: bring")),  # noqa: E501
        ("Your mentorship was particularly invaluable. It supports its approximately 4,200 employees. Chapultepec Castle, nestled in the park, has views.", ("mentorship",), ("especially very", "especially really", "its around", "its about", "tucked in the park")),  # noqa: E501
        ("Priya operates at the intersection of engineering rigor and empathy. Sitting at the intersection of art and friendship, the book explores games. To ensure a seamless and enjoyable experience, read on. We stood at the intersection of Main and 5th, standing at the intersection of two roads.", ("Main and 5th", "intersection of two roads"), ("at the intersection of engineering", "Sitting at the intersection", "seamless and enjoyable", "combining Main", "combining two")),  # noqa: E501
    ],
)
def test_review_round_75(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_75_fillers_go_where_discourse_runs() -> None:
    text = (
        "At its core, our kitchen is all about simple ingredients. Please be advised that the "
        "gym closes at nine. At this point in time, the fault has been corrected."
    )
    for version in ("v3", "v4", "v4beta"):
        for tone in TONES:
            out = "".join(REGISTRY.get(version).rewrite(text, RewriteOptions(tone=tone)))
            assert out.startswith("Our kitchen is all about"), out
            assert "be advised" not in out and "point in time" not in out, out
            assert "The fault has been corrected." in out, out


def test_round_75_contractions_read_the_sentence() -> None:
    text = (
        "Looking back, Kowalski's taught me that expertise isn't about answers."
    )
    formal = "".join(REGISTRY.get("v4beta").rewrite(text, RewriteOptions(tone="formal")))
    assert "Kowalski has" not in formal, formal  # (the store's name, or "Kowalski has"?)


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 76 (batches ai-al): each case failed on the engine before its fix
        ("The keycaps are fine, but lowkey I swapped them. He was not just a grandfather, but kinda my best friend.", ("keycaps",), ("but rather I", "but rather my")),  # noqa: E501
        ("Route setter Jess Nakamura went kinda wild on this one. Bring a friend who's never climbed!", ("Jess Nakamura",), ("went remarkable", "who is never")),  # noqa: E501
        ("Okay so, this spring has been rough. Moreover, targeted memory reactivation studies \u2014 in which cues presented during learning are replayed during SWS \u2014 suggest that researchers can bias consolidation.", ("spring",), (", This", "SWS), suggest")),  # noqa: E501
        ("The full methodology is provided in Sections 3 through 7. We've got a wide range of clinics for every level this month.", ("Sections 3 through 7",), ("full method ", "full approach", "got many clinics")),  # noqa: E501
        ("Our builder lets you leverage triggers across Slack and Jira. I am writing to express my dissatisfaction with regard to the service I received.", ("Slack",), ("draw on", "dissatisfaction regarding", "dissatisfaction about")),  # noqa: E501
        ("Didn't matter. He'd pack snacks for the trip.", ("snacks",), ("Did not matter",)),  # noqa: E501
        ("Furthermore, it should be noted that the spring exhibition opens on March 8. It should be noted that no meal vouchers were offered at the gate.", ("March 8",), ("should also be noted", "Note that no meal")),  # noqa: E501
        ("In the realm of Cognitive Neuroscience, few relationships have received more attention. Switching positions through the day is a genuine game-changer for posture.", ("few relationships",), ("In the realm of", "game-changer")),  # noqa: E501
    ],
)
def test_review_round_76(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_76_formal_drops_the_chat() -> None:
    text = (
        "Honestly, this pizza is hands down the best in town. Don't sleep on it. I have been "
        "sitting on this review for like two weeks, and a ton of you asked about it. The "
        "vibe is lowkey amazing."
    )
    for out in v4beta_rewrites(text, ("formal", "academic"), range(3)):
        for chat in ("hands down", "sleep on", "like two", "a ton of", "lowkey"):
            assert chat not in out.lower(), out
        assert "not overlook" in out and "about two weeks" in out, out


def test_round_76_openers_go_where_discourse_runs() -> None:
    text = (
        "Bring bug spray. When it comes to footwear, sturdy boots with good tread are "
        "essential. In today's dynamic business landscape, travel remains an essential part of "
        "our operations. In modern web development, caching matters."
    )
    for version in ("v3", "v3.5", "v4", "v4beta"):
        for tone in TONES:
            for seed in range(2):
                options = RewriteOptions(tone=tone, seed=seed)
                out = "".join(REGISTRY.get(version).rewrite(text, options))
                for stock in ("When it comes to", "In today's", "In modern"):
                    assert stock not in out, out
                assert "footwear" in out and "web development" in out, out
    # the text's first sentence has nothing before it to turn from ("As for nutrition,")
    first = "When it comes to nutrition, protein gets the spotlight."
    out = "".join(REGISTRY.get("v4beta").rewrite(first, RewriteOptions()))
    assert out.startswith("When it comes to nutrition"), out


def test_round_76_no_echoes_a_blind_read_caught() -> None:
    text = (
        "Moreover, Golden Crumb will partner with local roaster Penny Lane Coffee to serve "
        "drinks. Additionally, the first 100 customers on opening day will receive a "
        "complimentary pastry. Lowkey the most basic thing ever but ngl it works."
    )
    for out in v4beta_rewrites(text, ("professional", "formal", "academic"), range(3)):
        assert "will also receive" not in out, out  # (after "will also partner")
        assert out.count("onestly") <= 1, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 77 (batches am-ap): each case failed on the engine before its fix
        ("Gary started back in September 1991 as a part-time custodian at Whitmore Elementary, making $6.75 an hour. Over three decades, Gary has woven together a rich tapestry of stories.", ("$6.75",), ("and that made", "That made", "blent")),  # noqa: E501
        ("It makes about 6 servings, takes around 45 minutes of actual cooking time, and it freezes great for up to 3 months.", ("6 servings",), ("cooking time. It", "cooking time. And")),  # noqa: E501
        ("A wide range of formulations is stocked at our location. I was paired with Denise, a retired nurse who's volunteered there for 11 years.", ("formulations",), ("kinds of formulations", "who is volunteered")),  # noqa: E501
        ("Before the commencement of today's tour, all participants must review the rules. The organization will commence utilization of Brightledger next month.", ("rules",), ("commencement", "utilization")),  # noqa: E501
        ("In the realm of Git, few commands are as misunderstood as rebase. I have run a lot (three half marathons, lol), and ngl, buying running shoes used to stress me out.", ("rebase",), ("realm", "and, buying")),  # noqa: E501
    ],
)
def test_review_round_77(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_77_formal_reads_the_chat() -> None:
    text = (
        "I Spent 60 Days Learning Rust. Here's What Nobody Told Me.\n\n"
        "Day 3 is lowkey \u2014 hike in the morning. It's lowkey worse than before. A group "
        "(which, weird, I didn't expect) came. No virtualenv weird stuff. Don't sleep on "
        "pushing back a little."
    )
    for out in v4beta_rewrites(text, ("formal", "academic"), range(2)):
        assert "Here is What" not in out and "overlook pushing" not in out, out
        for wrong in ("is honestly \u2014", "which, unusual,"):
            assert wrong not in out, out
        assert "somewhat worse" in out, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 78 (batches aq-at): each case failed on the engine before its fix
        ("It is my hope that my work may serve the cause he cared about so deeply. Please accept my heartfelt thanks for your kindness.", ("kindness",), ("the because", "heartfelt thank you")),  # noqa: E501
        ("Drinks at Rosie's on Friday are on me. The building is full \u2014 of teenagers doing homework, of retirees learning to video-chat.", ("Friday",), ("Rosie is", "full: of")),  # noqa: E501
        ("Tucked into the room are hidden gems \u2014 oral histories from the 1937 flood, original plat maps, letters from the first teacher \u2014 that exist nowhere online.", ("1937",), ("), that exist",)),  # noqa: E501
        ("At fifteen, I learned to navigate the complexities of her medication schedule \u2014 carbidopa-levodopa at 7 a.m., 11 a.m., 3 p.m., and 7 p.m. \u2014 and to translate between her neurologist and my parents.", ("carbidopa",), ("), and to translate",)),  # noqa: E501
        ("That pivotal year led me to volunteer. Performance will be evaluated with regard to the following metrics.", ("metrics",), ("key year", "evaluated regarding", "evaluated about")),  # noqa: E501
        ("A huge thank-you to my former teammates. You made every Monday worth showing up for.", ("Monday",), (", and you made", "; you made", "teammates and you")),  # noqa: E501
    ],
)
def test_review_round_78(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_78_hedges_keep_their_grammar() -> None:
    text = (
        "Super immersive, you kinda forget you're sitting in a theater. The story is lowkey "
        "way more ambitious than the trailers let on. Don't eyeball it, he's lowkey chunky "
        "already. Don't fall for the vibe. The sink is leaking again, kinda a lot this time."
    )
    for out in v4beta_rewrites(text, ("professional", "formal", "academic"), range(2)):
        for wrong in ("rather forget", "somewhat way", "somewhat far", "honestly chunky",
                      "the atmosphere", "in a way a lot"):
            assert wrong not in out, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 79 (batches au-ax): each case failed on the engine before its fix
        ("UX is an ever-evolving field, and the job market remains ever-evolving. Lena's three takeaways come at 47:20.", ("47:20",), ("shifting", "three points")),  # noqa: E501
        ("Early detection is widely regarded as the cornerstone of long-term oral health. Her work cannot be measured solely with regard to budgets, and recovery waited on warm-up requirements with regard to the metadata index.", ("oral health",), ("the core of", "solely regarding", "solely about", "requirements regarding", "requirements about")),  # noqa: E501
        ("Coach Ramirez taught us to work smarter, not harder \u2014 though, let's be honest, he also made us run a lot of laps.", ("Coach Ramirez",), ("harder. Though", "harder, though,")),  # noqa: E501
    ],
)
def test_review_round_79(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_79_a_dropped_lead_in_takes_its_second_that() -> None:
    text = (
        "Please be advised that breakfast is served daily from 6:30 a.m. until 10:30 a.m., and "
        "that complimentary Wi-Fi may be accessed by using the network. It should also be "
        "noted that the spa is open until 9:00 p.m. and that access is included in your rate. "
        "It is important to note that the pool is closed, and that is final."
    )
    for version in ("v3", "v3.5", "v4", "v4beta"):
        for tone in TONES:
            for seed in range(2):
                out = "".join(REGISTRY.get(version).rewrite(text, RewriteOptions(tone=tone, seed=seed)))  # noqa: E501
                if out.startswith("Breakfast"):
                    assert "and that complimentary" not in out, out
                if "noted that the spa" not in out:
                    assert "and that access" not in out, out
                assert "and that is final" in out or "and that's final" in out, out  # (kept)


def test_round_79_plain_registers_drop_the_chat_hedges() -> None:
    text = (
        "ok so our cat Biscuit got out last night. The streak thing is lowkey genius. That "
        "lowkey feels like a scam. I'm kinda leaning toward the credit union. It looks like it "
        "was designed in 2004 (because it kinda was). Duolingo is kinda the gateway drug. The "
        "vote passed (sigh, I get it)."
    )
    for out in v4beta_rewrites(text, ("professional", "formal", "academic"), range(3)):
        assert out.startswith("Our cat") and "( " not in out, out
        for wrong in ("onestly", "admittedly", "somewhat leaning", "somewhat was", "in a way the",
                      "lowkey", "kinda"):
            assert wrong not in out, out


def test_round_79_a_landscape_opener_keeps_its_field() -> None:
    text = (
        "In today's competitive landscape, small shops need a clear voice. In today's "
        "e-commerce landscape, speed matters. In today's regulatory landscape, banks must "
        "report quickly."
    )
    for version in ("v3", "v3.5", "v4", "v4beta"):
        for tone in TONES:
            out = "".join(REGISTRY.get(version).rewrite(text, RewriteOptions(tone=tone)))
            assert "landscape" not in out, out
            assert "competit" in out and "e-commerce" in out and "rules" in out, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 80 (batches ay-bb): each case failed on the engine before its fix
        ("Strict adherence to the above instructions is paramount in order to ensure a full recovery. Be meticulous: tamp level. A meticulous handover document is ready.", ("adherence",), ("comes first", "Be painstaking", "Be careful", "painstaking handover")),  # noqa: E501
        ("You don't need fine china to elevate your table setting. So you've decided to embark on a journey into the world of home espresso. As you embark on a journey of service with us, read this.", ("fine china",), ("enrich your", "brighten your", "move into", "set out of")),  # noqa: E501
        ("We remain at the forefront of innovation. It was a fascinating deep dive into how salt shaped empires. Logan Square is one of Chicago's most vibrant neighborhoods.", ("innovation",), ("ahead in", "look into", "most vivid")),  # noqa: E501
        ("This gathering serves not only as an opportunity for fellowship but also as a means of supporting our neighbors. Upon discovery, a comprehensive investigation was commenced with help.", ("fellowship",), ("fellowship and as a means", "was begun")),  # noqa: E501
        ("In the ever-changing world of wine, autumn is our favorite season. This serum targets a myriad of concerns. Our holistic approach restores body, mind, and spirit.", ("autumn",), ("shifting", "countless", "integrated approach")),  # noqa: E501
        ("From the intricate embroidery on her gown to the cake, it was lovely. Isabella came into our lives as a beacon of light.", ("gown",), ("complex embroidery", "source of light")),  # noqa: E501
    ],
)
def test_review_round_80(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_80_plain_registers_keep_the_chat_grammatical() -> None:
    text = (
        "I sold it, which, ngl, was a super nice bonus. It is a first come first served kinda "
        "situation! Any advice is super appreciated. He's lowkey never home. My son still "
        "talks about you. That being said, I am around all day."
    )
    for out in v4beta_rewrites(text, ("professional", "formal", "academic"), range(3)):
        for wrong in ("which, was", "rather situation", "very appreciated", "discusses you",
                      "That being said"):
            assert wrong not in out, out
        assert "almost never" in out, out


def test_round_80_a_title_ending_in_brackets_keeps_its_contractions() -> None:
    title = "How I Got Rid of 60% of My Stuff (and Lowkey Don't Miss Any of It)"
    assert expand(title) == title
    assert expand("It's fine (we didn't mind)") == "It is fine (we did not mind)"


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 81 (batches bc-bf): each case failed on the engine before its fix
        ("We look forward to sharing this transformative weekend with you. Many students describe the workshop as truly transformative.", ("weekend",), ("far-reaching",)),  # noqa: E501
        ("I'm not going to do a deep dive on the science here. Figured it's time for a deep dive review.", ("science",), ("close look on", "do a close look", "close look review")),  # noqa: E501
        ("Exercises should be commenced only after a warm-up. Upon the commencement of her tenure, she will act.", ("warm-up",), ("be begun", "On the commencement")),  # noqa: E501
        ("The dog is being cared for with the utmost attention. It is a seamless introduction to the nuanced world of high-grown teas.", ("dog",), ("highest attention", "detailed world")),  # noqa: E501
        ("Assistance animals are not subject to pet fees or breed restrictions.", ("pet fees",), ("Help animals",)),  # noqa: E501
    ],
)
def test_review_round_81(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_81_a_principle_is_no_atmosphere_and_a_headline_keeps_its_capitals() -> None:
    text = "The vibe is consistency, not perfection. The vibe was super relaxed."
    for out in v4beta_rewrites(text, ("formal", "academic"), range(2)):
        assert "atmosphere is consistency" not in out and "atmosphere was" in out, out
    assert expand("Remote Work Isn't a Perk.") == "Remote Work Is Not a Perk."
    assert expand('He said "It\'s fine".') == 'He said "It is fine".'


def test_round_81_a_casual_report_drops_its_throat_clearing() -> None:
    text = (
        "It has been determined that approximately 2.3% of webhooks were silently lost. Load "
        "testing ran for a duration of 30 minutes. It lasted for a period of adjustment."
    )
    for out in v4beta_rewrites(text, ("casual", "friendly"), range(2)):
        assert "determined" not in out and "for a duration of" not in out, out
        assert "2.3%" in out and "for a period of adjustment" in out, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 82 (batches bg-bj): each case failed on the engine before its fix
        ("I made fried rice every Sunday until I hit the sweet spot. Let's dive into the highlights.", ("fried rice",), ("strike the right", "dive into the")),  # noqa: E501
        ("To assist residents in understanding the rules, we wrote this. The limit was raised in consideration of the fact that most expenses are small.", ("rules",), ("help residents in", "in consideration of the fact")),  # noqa: E501
        ("Hands down the best part is not having to think about dinner. All personnel are requested to observe the following guidelines.", ("dinner",), ("isn't having", "asked for to")),  # noqa: E501
    ],
)
def test_review_round_82(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_79_only_a_that_lead_in_takes_the_second_that() -> None:
    text = "At the end of the day, I knew the risks and that the plan was sound."
    for out in v4beta_rewrites(text, ("standard", "formal", "casual"), range(2)):
        assert "and that the plan" in out, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 83 (batches bk-bn): each case failed on the engine before its fix
        ("When this event was first commenced in 2021, we met in a seminar room.", ("2021",), ("begun",)),  # noqa: E501
        ("Designed by Frederick Law Olmsted \u2014 the same landscape architect behind New York's Central Park \u2014 Mount Royal offers sweeping views.", ("Mount Royal",), ("Central Park) Mount",)),  # noqa: E501
        ("These past three years have been truly transformative for the product. Your kindness and humor have woven a rich tapestry of memories that we will treasure.", ("three years",), ("life-changing", "mixed memories", "blended memories")),  # noqa: E501
    ],
)
def test_review_round_83(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_83_plain_registers_keep_owners_asides_and_hedges() -> None:
    text = (
        "I am Richard Hale, Emily's very proud father. She is a mentor, a problem-solver, and "
        "\u2014 let's be honest \u2014 the guardian of the coffee maker. What Ethan talks about "
        "most is the day you stayed. The first week was lowkey rough. The display stays on, "
        "which, sigh, I always leave on. My car is in the shop (brakes, sigh, $640). The "
        "drive was lowkey worth it."
    )
    for out in v4beta_rewrites(text, ("professional", "formal", "academic"), range(2)):
        for wrong in ("Emily is", "frankly, the", "discusses most", "which, I", "brakes $640",
                      "sigh", "rather worth"):
            assert wrong not in out, out
        assert "rather rough" in out, out
    assert expand("He's signed off on more than 400 projects.") == (
        "He has signed off on more than 400 projects."
    )


def test_round_83_a_shoutout_is_thanks_not_a_cause() -> None:
    text = "Shoutout to the Wednesday night crew, who started this club. A shoutout to my mom."
    for out in v4beta_rewrites(text, ("professional", "formal"), range(2)):
        assert out.startswith("Special thanks to") and "A special thanks" not in out, out


def test_stop_25_advice_in_a_notice_frame_becomes_should_or_must() -> None:
    text = (
        "It is recommended that all passwords be changed every 90 days. Before upgrading, it "
        "is recommended that all node pools be reviewed. It is important that you not skip a "
        "dose. It is also recommended that you consult your doctor. It is essential that the "
        "patient be monitored. It is important that those who can be vaccinated do so. It is "
        "recommended that the logs be kept and that the keys be rotated. It is vital that our "
        "data center staff receive training. It is imperative that patient safety remains a "
        "priority."
    )
    for version in ("v3", "v3.5", "v4", "v4beta"):
        for tone in TONES:
            out = "".join(REGISTRY.get(version).rewrite(text, RewriteOptions(tone=tone)))
            for advice in ("passwords should be changed", "all node pools should be reviewed",
                           "o not skip a dose", "should also consult your doctor",
                           "patient must be monitored", "safety must remain a priority"):
                assert advice in out, (version, tone, out)
            assert "should not skip" not in out, (version, tone, out)  # (an order, round 84)
            # (kept where the subject or the verb is unclear, or a second "that" follows)
            for kept in ("that those who can be vaccinated do so", "that the keys be rotated",
                         "that our data center staff"):
                assert kept in out, (version, tone, out)


def test_stop_25_relaxed_tones_turn_a_notices_be_to_into_plain_advice() -> None:
    text = (
        "Carts are to be placed in the bay after use. Bikes are not to be left in the hallway. "
        "The vote is to be held on Monday. Residents are requested to familiarize themselves "
        "with the rules. Some delay is to be expected."
    )
    outs = v4beta_rewrites(text, ("friendly", "casual"), range(4))
    for out in outs:
        # ("aren't to be left" read odd, and "is to be expected" means unsurprising)
        assert "aren't to be" not in out and "is to be expected" in out, out
    # (a rule stays a rule: "should be worn" made a lab's safety rule advice, round 84)
    for new in ("Carts must be placed", "Bikes must not be left", "vote will be held",
                "asked to get familiar with"):
        assert sum(new in out for out in outs) >= len(outs) // 2, new
    assert contract("Bikes are not to be left here.", random.Random(0), 1.0) == (
        "Bikes are not to be left here."
    )


def test_stop_25_professional_and_formal_drop_a_chats_praise() -> None:
    text = (
        "Real talk: this is hands down the best tool we have tried. Don't sleep on it. The "
        "onboarding flow is chef's kiss. It saves a ton of work."
    )
    for tone in ("professional", "formal", "academic"):
        for out in v4beta_rewrites(text, (tone,), range(2)):
            for chat in ("Real talk", "sleep on", "chef's kiss", "a ton"):
                assert chat not in out, out
            assert out.startswith("This is") and "flow is superb" in out, out
            # (blind judges kept a review's "hands down" in professional, round 84)
            assert ("hands down" in out) == (tone == "professional"), out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 84 (batches bo-br): each case failed on the engine before its fix
        ("The Funk Zone is a must-visit, and Jeannine's on State St is hands down our go-to brunch.", ("State St",), ("Jeannine is on",)),  # noqa: E501
        ("It draws on an interview with Rachel Imamura, VP of Supply Chain, and internal performance data.", ("Supply Chain, and",), ("Supply Chain and",)),  # noqa: E501
        ("Collection is on Tuesday. Furthermore, bulk items may only be set out on the second Tuesday of each month.", ("second Tuesday",), ("also only",)),  # noqa: E501
        ("Harassment includes, but is not limited to, offensive verbal comments.", ("offensive",), ("isn't limited",)),  # noqa: E501
        ("We cook everything fresh. When it comes to food allergies, the following information is provided. When it comes to Maria, we trust her. In a nutshell, it's moving again.", ("allergies",), ("As for food", "For Maria", "Briefly")),  # noqa: E501
        ("The vibe is tiny and cozy. You realize you kinda live here now. It is important that you not click links in the message.", ("cozy",), ("atmosphere is tiny", "rather live", "should not click", "shouldn't click")),  # noqa: E501
        # (this one: a blind read's find in the round's own first fixes, ff18404)
        ("This policy sets how long data is to be stored and where it is to be stored.", ("stored",), ("must be stored",)),  # noqa: E501
    ],
)
def test_review_round_84(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_84_formal_registers_lift_more_of_a_chat() -> None:
    text = (
        "Yo! I go basically every Saturday. Gonna be honest, some of it was awkward. It cost a "
        "ton more than rent. We take feedback without getting weird about it. Spots fill "
        "fast, so don't sleep on it."
    )
    for out in v4beta_rewrites(text, ("formal", "academic"), range(2)):
        for chat in ("Yo", "basically", "essentially every", "Going to be", "a ton",
                     "unusual"):
            assert chat not in out, out
        assert "nearly every" in out and "o not overlook it" in out, out
    # (a subject keeps its verb: "I'm gonna be honest" has no "I am to be honest", and the
    # frame's "be" is found past the noun phrase: no "Heavy should meal")
    text = (
        "I'm gonna be honest, it was rough. It is recommended that heavy meals and alcohol be "
        "avoided. Should you receive one, it is recommended that it be forwarded to us."
    )
    for out in v4beta_rewrites(text, ("formal", "standard", "casual"), range(2)):
        assert "to be honest" not in out.replace("going to be honest", ""), out
        assert "Heavy meals and alcohol should be avoided" in out, out
        assert "it should be forwarded" not in out, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 85 (batches bs-bv): each case failed on the engine before its fix
        ("It is recommended that a minimum font size of 24 pt be used. It is essential that records subject to a litigation hold not be destroyed.", ("24 pt",), ("font should", "must subject")),  # noqa: E501
        ("It is imperative that guests remain in control at all times and are able to stop.", ("in control",), ("must remain in control at all times and are", "must remain in control at all times and can")),  # noqa: E501
        ("Prior to any sanctions being applied, a full investigation will be conducted. Water was tested prior to service being reinstated.", ("investigation",), ("before any sanctions being", "before service being")),  # noqa: E501
        ("Today I have tips, 'cause ngl, a ton of you keep asking. Please name us as additional insured.", ("tips",), ("'cause, many", "extra insured")),  # noqa: E501
    ],
)
def test_review_round_85(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_85_the_writers_dont_stays_an_order_of_theirs() -> None:
    text = (
        "It is important that you don't put mugs in there. It is important that you not run. "
        "Moreover, it is important that you not assume any item to be free of nuts."
    )
    for out in v4beta_rewrites(text, ("standard", "casual", "friendly"), range(2)):
        assert out.startswith("Don't put mugs") and "should" not in out, out
        assert "important that" not in out and "assume any item" in out, out


def test_round_85_a_letters_inverted_condition_and_a_rules_be_to() -> None:
    text = "Should you have any questions, please contact us. Should you buy it?"
    outs = v4beta_rewrites(text, ("casual", "friendly"), range(6))
    assert sum(out.startswith("If you have any questions") for out in outs) >= 3, outs
    assert not any("If you buy" in out for out in outs), outs
    text = "Should you be unable to attend, please call us."
    for out in v4beta_rewrites(text, ("casual", "friendly"), range(6)):
        assert "If you be" not in out, out
    # (a rule's "not to" stays spelled out; a goal's "is not to" is no rule)
    rng = random.Random(0)
    assert contract("Staff are not to return.", rng, 1.0) == "Staff are not to return."
    assert contract("He is not to drive at all.", rng, 1.0) == "He is not to drive at all."
    assert contract("The aim is not to stop them.", rng, 1.0) == "The aim isn't to stop them."


def test_round_85_a_groups_active_rule_is_must_a_reports_plan_is_not() -> None:
    text = (
        "Students are to bring a packed lunch. Guests are not to leave bags unattended. "
        "Ministers are to meet on Friday. The plan is to leave at 6."
    )
    outs = v4beta_rewrites(text, ("casual", "friendly"), range(6))
    for out in outs:
        assert "Ministers are to meet" in out and "plan is to leave" in out, out
    assert sum("Students must bring" in out for out in outs) >= 6, outs
    assert sum("Guests must not leave" in out for out in outs) >= 6, outs


def test_round_86_a_stock_role_becomes_the_claim_itself() -> None:
    for text, rebuilt in (
        ("Sleep plays a vital role in recovery.", ("Sleep is essential to recovery",)),
        ("Teachers play a pivotal role in the school.", ("are central to", "are key to")),
        ("Bees have played a critical role in farming.", ("have been essential to farming",)),
        ("Mentors will continue to play a key role in our growth.", ("continue to be",)),
        # (the conjunct shares its "are": no "pleasing and are central to")
        ("Oak trees are both pleasing and play a crucial role in the woods.",
         ("pleasing and central to", "pleasing and key to")),
        ("Teachers play a pivotal role in shaping minds.", ("central to shaping",
                                                            "key to shaping")),
    ):
        for out in rewrite_all(text, seeds=range(2)):
            assert re.search(r"\bplay(?:s|ed)? an? ", out) is None, out
            assert any(r in out for r in rebuilt), out
    # (nor the same word twice nearby: "Sleep is key to ... adequate sleep is key to" read
    # stock; the table's "plays a key part in" takes the rest)
    text = "Exercise plays a vital role in mood, and water plays a vital role in health."
    for out in rewrite_all(text, seeds=range(2)):
        assert out.count("essential") <= 1, out
    # (kept: a group's part, a past tense that hides the number, a second "in", a "by")
    text = (
        "Each of us plays a crucial role in this. Nurses played a vital role in the response. "
        "Nurses play a vital role in planning and in delivery. Vaccines play a vital role in "
        "health, not just by protecting people."
    )
    for out in rewrite_all(text, seeds=range(2)):
        assert "Each of us plays" in out and "Nurses played" in out, out
        assert "to planning and in" not in out and "to health, not just by" not in out, out


def test_round_86_relaxed_tones_say_a_notices_passives_plainly() -> None:
    text = (
        "Smoking is not permitted anywhere on the premises. Pets are not allowed in the "
        "building. Food and drink are not allowed in the lab. Flash photography is strictly "
        "prohibited. Residents are reminded that quiet hours begin at 10 pm."
    )
    for tone, smoking in (("friendly", "Please don't smoke anywhere"),
                          ("casual", "No smoking anywhere")):
        for out in v4beta_rewrites(text, (tone,), range(4)):
            for sign in (smoking, "No pets in the building", "No food or drink in",
                         "Absolutely no flash photography", "Just a reminder: quiet hours"):
                assert sign in out, out
    for out in v4beta_rewrites(text, ("standard", "professional", "formal"), range(2)):
        assert "Smoking is not permitted" in out and "reminded that" in out, out
    # (a ban on doing, a thing with its article, "at all times", a person: all kept; and a
    # warning keeps its "reminded": "Just a reminder: evacuation orders" read offhand)
    text = (
        "Guests are not permitted to smoke in their rooms. The use of phones is not allowed. "
        "Alcohol is prohibited at all times. Mark is reminded that he owes us. Residents are "
        "reminded that evacuation orders may be issued with little notice. Members are "
        "encouraged to wipe down equipment."
    )
    for out in v4beta_rewrites(text, ("friendly", "casual"), range(4)):
        assert "No " not in out and "reminder" not in out, out
        # (blind judges kept "are encouraged to": "should" made advice an order, 12 to 3)
        assert "encouraged to wipe" in out, out


def test_round_86_a_notices_questions_line_and_a_warm_request() -> None:
    text = (
        "Questions about your prescription may be directed to the pharmacy team. Any "
        "questions or concerns can be directed to Ms. Lee. Driving is not permitted while you "
        "are taking this medication. Smoking and vaping are not permitted inside."
    )
    for out in v4beta_rewrites(text, ("friendly",), range(4)):
        assert out.startswith(
            "If you have questions about your prescription, contact the pharmacy team."
        ), out
        assert "If you have any questions or concerns, contact Ms. Lee." in out, out
        assert "Please don't drive while" in out and "Please don't smoke or vape" in out, out
    for out in v4beta_rewrites(text, ("casual",), range(2)):
        assert "No driving while" in out and "No smoking or vaping" in out, out
    for out in v4beta_rewrites(text, ("standard", "formal"), range(2)):
        assert "may be directed to the pharmacy" in out and "If you have" not in out, out


def test_round_86_a_dropped_additive_leaves_its_also_inside() -> None:
    text = (
        "I have worked in acute care for four years. Additionally, I served on our unit's "
        "fall prevention committee. This guide covers two stages. Additionally, we will explore "
        "the factors that affect the rate, as well as the differences between plants."
    )
    for out in v4beta_rewrites(text, ("standard", "friendly", "professional"), range(3)):
        # (a link stays: "I also served on", "And I served on", "In addition, I served on";
        # "as well as" links a list, not the sentence)
        assert "Additionally" not in out and "years. I served" not in out, out
        assert "stages. We will explore" not in out and "stages. We'll explore" not in out, out


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 87 (batches ca-cd): each case failed on the engine before its fix
        ("The best way to get there is to hop on the tram. Over there is the shop.", ("tram",), ("get there's", "Over there's")),  # noqa: E501
        ("The T4 learns your schedule. Additionally, the T4 sends monthly reports so you can see where your money goes.", ("monthly reports",), ("can also see",)),  # noqa: E501
    ],
)
def test_review_round_87(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)


def test_round_87_a_plain_register_states_what_it_does_not_ask_the_reader_to_note() -> None:
    # ("Note that hourly rates will rise" read as an order in news copy, "Note that libraries
    # have evolved" in an essay; v2, the lexicon alone, keeps its "Note that")
    text = "Parking rates were reviewed. It is important to note that hourly rates will rise."
    for version in (v for v in VERSIONS if v != "v2"):
        for tone in ("professional", "formal", "academic", "standard"):
            for seed in range(3):
                out = "".join(
                    REGISTRY.get(version).rewrite(text, RewriteOptions(tone=tone, seed=seed))
                )
                assert "reviewed. Hourly rates will rise." in out, (version, tone, out)


@pytest.mark.parametrize(
    ("text", "any_of", "never"),
    [
        # review round 88 (batches ce-cf): each case failed on the engine before its fix (the
        # first three on this stop's first notice rules)
        ("But dogs aren't allowed in the breakfast room. Keep in mind that private cars aren't permitted on the drive.", ("breakfast room",), ("No but", "No keep")),  # noqa: E501
        ("Residents are reminded that they must stay with their guests.", ("stay with",), ("reminder: they",)),  # noqa: E501
        ("Questions may be directed to the front desk or emailed to Dana Reyes.", ("Dana Reyes",), ("If you have questions",)),  # noqa: E501
        # (a blind read's find in the role rebuild: "had been essential to her plans, and a
        # rather smaller one in his" lost the noun its "one" stands for)
        ("The letter had played a vital role in her plans, and a rather smaller one in his.", ("smaller one",), ("been essential",)),  # noqa: E501
        ("The letter had played a vital role in her plans. The window had played a rather smaller one.", ("smaller one",), ("been essential",)),  # noqa: E501
        ("Dogs are welcome. Additionally, please make sure your pup is up to date on vaccines.", ("up to date",), ("is also up",)),  # noqa: E501
        # (and two older defects the round found: a legal test, and a pair of "to"s)
        ("The court found the ban was not narrowly tailored to serve that interest.", ("narrowly tailored to serve",), ("custom", "suited")),  # noqa: E501
        ("The award would allow me to focus on my studies at UC Davis and to pursue research.", ("and to pursue",), ("let me focus",)),  # noqa: E501
    ],
)
def test_review_round_88(text: str, any_of: tuple[str, ...], never: tuple[str, ...]) -> None:
    assert_review_case(text, any_of, never)
