"""Masking, sentence splitting and Markdown blocks: the edge cases the rest relies on."""

from __future__ import annotations

import pytest
from hang_guard import hang_guard

from humanizer.engine import VERSIONS, RewriteOptions, build_default_registry
from humanizer.engine.markdown import blocks
from humanizer.engine.protect import MASK_BASE, MASK_LIMIT, Masked, protect
from humanizer.engine.sentences import split_sentences


@pytest.mark.parametrize(
    "span",
    [
        "`npm install -D tailwindcss`",
        "https://docs.python.org/3/library/venv.html",
        "www.example.com/path?q=1",
        "jordan.ellis@brightpath.io",
        "$4,000",
        "$129.99",
        "3.5%",
        "95%",
        "β = −0.18",
        "p < .001",
        "2024-03-01",
        "9:30",
        "(Smith et al., 2021)",
        "(Lee & Park, 2019; Wu, 2020a)",
        "[3]",
        "[Your Name]",
        '"We\'re going to be best friends."',
        "\u201cPeople will forget what you said.\u201d",
        "tailwind.config.js",
        "example.com",
        "~/.bashrc",
        ".gitignore",
        "🏃\u200d♂️",
        "👍🏽",
        "🇩🇪",
        "#DevConf2024",
        "@sarahcodes",
        "**Intuitive boards**",
        "[the docs](https://example.com/docs)",
        "e.g.",
        "i.e.",
        "U.S.",
        "Dr.",
        "...",
        "$\\text{crucial} + x$",
        "\\(a \\cdot b\\)",
        "{% if pivotal %}",
        "{{ crucial_var }}",
        "<!-- a crucial note -->",
    ],
)
def test_span_is_masked_whole(span: str) -> None:
    masked = protect(f"Before {span} after.")
    assert span in masked.spans, masked.spans
    assert masked.restore(masked.text) == f"Before {span} after."


def test_statistics_keep_their_comma_outside() -> None:
    masked = protect("The effect held (β = −0.18, 95% CI −0.25 to −0.11).")
    assert "β = −0.18" in masked.spans
    assert ", " in masked.text  # the comma between two figures stays a comma


def test_restore_is_exact_for_everything() -> None:
    text = "Costs $4,000 (Smith et al., 2021) — see https://x.org. 🏃\u200d♂️ `COPY . .` e.g. U.S."
    masked = protect(text)
    assert masked.restore(masked.text) == text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Use e.g. apples. Then stop.", ["Use e.g. apples.", "Then stop."]),
        ("It is, i.e. plainly, done. Next.", ["It is, i.e. plainly, done.", "Next."]),
        ("Bring pens, paper, etc. and more. Fine.", ["Bring pens, paper, etc. and more.", "Fine."]),
        ("Dr. Smith arrived. He sat.", ["Dr. Smith arrived.", "He sat."]),
        ("The U.S. Army left. It rained.", ["The U.S. Army left.", "It rained."]),
        ("Python 3.5 is old. Use 3.12.", ["Python 3.5 is old.", "Use 3.12."]),
        (
            "Edit tailwind.config.js now. Then build.",
            ["Edit tailwind.config.js now.", "Then build."],
        ),
        ("Visit example.com today. Bye.", ["Visit example.com today.", "Bye."]),
        ("J. R. R. Tolkien wrote it. Fans agree.", ["J. R. R. Tolkien wrote it.", "Fans agree."]),
        ("Wait... Then what? Nothing!", ["Wait... Then what?", "Nothing!"]),
        ('She said "It works." Then we left.', ['She said "It works."', "Then we left."]),
        ("It costs $4,000. That is a lot.", ["It costs $4,000.", "That is a lot."]),
        ("See (Smith et al., 2021). Also [3].", ["See (Smith et al., 2021).", "Also [3]."]),
        ("Run it at 9 a.m. Monday. Done.", ["Run it at 9 a.m. Monday.", "Done."]),
    ],
)
def test_sentence_splitter(text: str, expected: list[str]) -> None:
    assert split_sentences(text) == expected


def test_blocks_round_trip_and_kinds() -> None:
    text = (
        "# Title\n\nIntro line one. Two.\n\n- item *a*\n1. step\n> quote here\n> Tip: a callout\n\n"
        "```py\nx = 1\n\ny = 2\n```\n\n    indented code\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n---\n"  # noqa: E501
        "Last line  \nwith hard break\n"
    )
    parts = list(blocks(text))
    assert "".join(b.prefix + b.text + b.suffix for b in parts) == text
    prose = [b.text for b in parts if b.prose]
    assert prose == [
        "Intro line one. Two.",
        "item *a*",
        "step",
        "Tip: a callout",  # (a quote stays as written; the answer's own callout does not)
        "Last line",
        "with hard break",
    ]
    assert [(b.prefix, b.text) for b in parts if b.title] == [("# ", "Title")]
    assert [b.text for b in parts if b.item] == ["item *a*", "step"]  # (not the quote)
    assert [b.text for b in parts if b.prefix == "> " and not b.prose] == ["quote here"]
    verbatim = "".join(b.prefix for b in parts if not b.prose)
    assert "x = 1\n\ny = 2" in verbatim and "| 1 | 2 |" in verbatim


@pytest.mark.parametrize("opener", ["{% ", "{{ ", "<!-- ", "\\( ", "\\[ ", "[ ", "![ "])
def test_an_opener_without_its_closer_does_not_hang(opener: str) -> None:
    # each of these once scanned to the end of the line from every opener: 60,000
    # characters of "{% " took 6 s, so a long pasted line could pin a worker. Bounded now:
    # 200,000 characters take well under a second; the alarm only catches a hang
    text = opener * (200_000 // len(opener))
    with hang_guard(20):
        masked = protect(text)
    assert masked.restore(masked.text) == text


def test_money_is_not_math() -> None:
    masked = protect("It costs $5 and $10 today, and $x$ is small.")
    assert "$5" in masked.spans and "$10" in masked.spans and "$x$" in masked.spans


@pytest.mark.parametrize(
    ("text", "verbatim"),
    [
        # front matter: "title:" must not become "Title:", nor its value be rewritten
        ("---\ntitle: Leveraging Cutting-Edge Tools\ntags: [ai]\n---\n\nIt is crucial.\n", "title: Leveraging Cutting-Edge Tools\ntags: [ai]\n---"),  # noqa: E501
        ("+++\ntitle = \"Delve\"\n+++\nIt is crucial.\n", 'title = "Delve"\n+++'),
        ("Intro.\n\n$$\nE = mc^2 \\quad \\text{delve}\n$$\n\nIt is crucial.\n", "E = mc^2 \\quad \\text{delve}\n$$"),  # noqa: E501
        ("\\[\n\\text{a crucial bound}\n\\]\nIt is crucial.\n", "\\text{a crucial bound}\n\\]"),
        ("<!-- This comment is crucial\nand it delves into internals -->\nIt is crucial.\n", "and it delves into internals -->"),  # noqa: E501
    ],
)
def test_blocks_that_span_lines_stay_whole(text: str, verbatim: str) -> None:
    parts = list(blocks(text))
    assert "".join(b.prefix + b.text + b.suffix for b in parts) == text
    assert verbatim in parts[0].prefix + parts[0].text or any(
        verbatim in b.prefix for b in parts if not b.prose
    ), parts
    assert [b.text for b in parts if b.prose] in (["It is crucial."], ["Intro.", "It is crucial."])


def test_a_leading_rule_is_not_front_matter() -> None:
    # a document that opens on a rule, with prose before the next one, keeps its prose
    text = "---\n\nThis is crucial.\n\n---\n"
    assert [b.text for b in blocks(text) if b.prose] == ["This is crucial."]


def test_short_lines_are_their_own_blocks() -> None:
    text = "Best regards,\nJordan Ellis\njordan@example.com\n"
    assert [b.text for b in blocks(text) if b.prose] == [
        "Best regards,",
        "Jordan Ellis",
        "jordan@example.com",
    ]


def test_a_plain_text_title_line_is_a_title() -> None:
    text = (
        "Comparison, Self-Compassion, and Symptoms in Adults: A Cross-Sectional Study\n\n"
        "Abstract\n\nWe sell tea, coffee, and cocoa.\n\nThanks For Reading. See you soon\n"
    )
    parts = list(blocks(text))
    assert "".join(b.prefix + b.text + b.suffix for b in parts) == text
    assert [b.text for b in parts if b.title] == [text.split("\n")[0]]
    assert [b.text for b in parts if b.prose] == [
        "Abstract",
        "We sell tea, coffee, and cocoa.",
        "Thanks For Reading. See you soon",
    ]


REGISTRY = build_default_registry()


@pytest.mark.parametrize(
    "text",
    [
        'He paused. "It is crucial that we go," she said. "Moreover, it is crucial.',
        'The guide said "Visit early. He said "Moreover, it is crucial to book." Vital advice.',
        "She wrote \u201cIt is crucial. Then he said \u201cMoreover, it is crucial.\u201d",
    ],
)
def test_unpaired_quotation_marks_keep_everything_after_them(text: str) -> None:
    """Where quotation marks stop pairing up, nobody can tell quoted speech from narration:
    from the first mark on, the text comes back as written."""
    first = min(i for i in (text.find('"'), text.find("\u201c")) if i >= 0)
    masked = protect(text)
    assert masked.restore(masked.text) == text
    assert masked.spans[-1] == text[first:]
    for version in VERSIONS:
        for seed in range(3):
            out = "".join(REGISTRY.get(version).rewrite(text, RewriteOptions(seed=seed)))
            assert out.endswith(text[first:]), out


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("We followed enhanced recovery after surgery (ERAS) in all cases.", "enhanced recovery after surgery"),  # noqa: E501
        ("We ran functional magnetic resonance imaging (fMRI) scans.", "functional magnetic resonance imaging"),  # noqa: E501
        ("The Department of Health and Human Services (DHHS) is crucial.", "Department of Health and Human Services"),  # noqa: E501
        ("A robust cost-benefit analysis (CBA) helps.", "cost-benefit analysis"),
        ("ERAS (enhanced recovery after surgery) is pivotal.", "enhanced recovery after surgery"),
        ("Two key performance indicators (KPIs) matter.", "key performance indicators"),
    ],
)
def test_an_acronyms_spelled_out_name_is_masked(text: str, name: str) -> None:
    masked = protect(text)
    assert name in masked.spans, masked.spans
    assert masked.restore(masked.text) == text


@pytest.mark.parametrize(
    "text",
    [
        "It is crucial (IMO) to act early.",  # no name spells it
        "We use a robust approach (see the CBA) here.",
        "The pivotal moment (ERAS) came late.",  # the words spell something else
    ],
)
def test_brackets_that_spell_no_name_mask_nothing_more(text: str) -> None:
    masked = protect(text)
    assert masked.spans == [], masked.spans


def test_a_span_past_the_last_mask_character_stays_as_written() -> None:
    # every mask character taken: a further span (the tail after an unpaired quote, a name a
    # title masks later) must come back verbatim, not as a character restore cannot map
    masked = Masked("", ["x"] * (MASK_LIMIT - MASK_BASE - 1))
    last = masked.mask("Ada Lovelace")
    assert last == chr(MASK_LIMIT - 1) and masked.restore(last) == "Ada Lovelace"
    assert masked.mask("\u201cunquoted tail") == "\u201cunquoted tail"
