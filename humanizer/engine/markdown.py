"""Cut a document into blocks: prose to rewrite, and everything else to pass through verbatim.

The Markdown skeleton survives by construction: code fences, indented code, tables, headings,
rules, HTML and link definitions are never handed to a rewriting layer, and for list items
and block quotes only the text after the marker is. Blocks are produced lazily so the
pipeline can stream the first sentence before reading the rest of a long text.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import NamedTuple

__all__ = [
    "Block", "MINOR", "SPEAKER", "blocks", "capitalised_share", "is_title_case", "is_transcript"
]


class Block(NamedTuple):
    """`prefix + text + suffix` is the source. Only `text` of a prose block is rewritten."""

    prose: bool
    prefix: str
    text: str
    suffix: str
    paragraph: int  # index of the blank-line separated paragraph this block belongs to
    title: bool = False  # a heading's text: only its words may change (titles.py)
    item: bool = False  # a list item's text (after its marker)


_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")
_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}(?:[ \t]|$)")
# an ATX heading's marker, text and optional closing hashes; "{#id}" anchors stay verbatim
_HEADING_PARTS = re.compile(r"^([ \t]{0,3}#{1,6}[ \t]+)([^{}]*?[^{}\s#])((?:[ \t]+#+)?[ \t]*)$")
_RULE = re.compile(r"^[ \t]{0,3}([-*_=])(?:[ \t]*\1){2,}[ \t]*$")
_TABLE_SEPARATOR = re.compile(
    r"^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*$"
)
# (and a log or transcript line opening on its clock time: "[10:42] alice: morning all",
# "**[00:00:04] SARAH CHEN (Host):** Hi everyone", a record of what was said)
_VERBATIM_LINE = re.compile(
    r"^[ \t]*(?:\||<|\[[^\]]+\]:|\$\$|\\\[|\{%|:::|"
    r"(?:\*\*|__)?\[(?:\d{4}-\d\d-\d\d[ T])?\d{1,2}:\d\d(?::\d\d)?(?:[ \t]?[AaPp]\.?[Mm]\.?)?\])"
)
_KEY = re.compile(r"[A-Za-z_][\w-]*[ \t]*[:=]")  # front matter's first line: "title: ..."
_MATH_OPEN = re.compile(r"^[ \t]{0,3}(\$\$|\\\[)")
_LIST_OR_QUOTE = re.compile(
    r"^(?P<prefix>[ \t]{0,3}(?:>[ \t]?)*(?P<item>[ \t]*(?:[-*+\u2022]|\d{1,3}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)?)"  # noqa: E501
)
_INDENTED = re.compile(r"^(?: {4}|\t)")
# A line shorter than this ends its own block: it is an address line, a greeting or a
# signature, not a hard-wrapped paragraph whose sentences continue on the next line.
WRAPPED_LINE = 50


# words a title leaves in lower case
MINOR = frozenset(
    "a an the and or but nor for of on in to at by with as from into onto via vs per".split()
)
_TITLE_WORD = re.compile(r"[A-Za-z][\w'\u2019-]*")


def is_title_case(words: list[str], at_least: int = 1) -> bool:
    """Whether every word after the first, minor words aside, is capitalised, with at least
    `at_least` such words."""
    content = [w for w in words[1:] if w.lower() not in MINOR]
    return len(content) >= at_least and all(w[0].isupper() for w in content)


def capitalised_share(text: str, longer_than: int = 0) -> float:
    """The share of the words of `text` longer than `longer_than` letters that start with a
    capital (0.0 with no such words): a headline's or a label's mark."""
    words = [w for w in _TITLE_WORD.findall(text) if len(w) > longer_than]
    return sum(w[0].isupper() for w in words) / len(words) if words else 0.0


def _is_title_line(text: str) -> bool:
    """One line in title case with no closing stop: "A Cross-Sectional Study of Sleep"."""
    if text.endswith((".", "!", "?", ";", ",", ":", '"', "\u201d", ")")) or len(text) > 200:
        return False
    return is_title_case(_TITLE_WORD.findall(text), at_least=2)


# a speaker's label at the start of a paragraph: "**Dr. Osei:** ...", "Interviewer (Leah
# Brandt): ...", "Q: ..."
SPEAKER = re.compile(
    r"^[ \t]*(?:\*\*|__)?(Q|A|[A-Z][\w.'\u2019-]*(?:[ \t]+[A-Z(][\w.'\u2019()-]*){0,4})"
    r"(?:\*\*|__)?:(?:\*\*|__)?[ \t]",
    re.M,
)


def is_transcript(text: str) -> bool:
    """Whether `text` is a transcript: four or more paragraphs open on a speaker's label, two
    or more speakers take turns, and nearly every label comes back (field labels such as
    "Date:", "Location:", "Methods:" mostly appear once). Its speech is what someone said, so
    it stays as written."""
    labels = [m.group(1).split()[0] for m in SPEAKER.finditer(text)]
    if len(labels) < 4 or set(labels) <= {"Q", "A"}:
        # (questions and answers alone are an FAQ, written for its readers: "A: Sleep plays a
        # crucial role" is the assistant's prose like any other)
        return False
    counts = Counter(labels)
    speakers = sum(n >= 2 for n in counts.values())
    once = sum(n == 1 for n in counts.values())
    turns = sum(a != b for a, b in zip(labels, labels[1:], strict=False))
    return speakers >= 2 and once * 4 <= len(labels) and turns * 2 >= len(labels) - 1


def _strip_newline(line: str) -> tuple[str, str]:
    """Split a line into its body and its end, trailing spaces (a Markdown hard break) included."""
    body = line.rstrip(" \t\r\n")
    return body, line[len(body) :]


def _verbatim_run(lines: list[str], i: int, body: str) -> int:
    """Where a multi-line block that is not prose ends, or 0: front matter ("---" on the
    first line: its keys are case-sensitive, "title:" must not become "Title:"), an HTML
    comment over several lines, and display math ("$$" or "\\[" on a line of its own, up to
    its closing line)."""
    stripped = body.strip()
    stanza = _stanza(lines, i)
    if stanza:
        return stanza
    if i == 0 and stripped in ("---", "+++") and len(lines) > 1 and _KEY.match(lines[1]):
        ends = ("---", "...") if stripped == "---" else ("+++",)
        return _closed_by(lines, i, lambda line: line.strip() in ends)
    if stripped.startswith("<!--") and "-->" not in stripped:
        return _closed_by(lines, i, lambda line: "-->" in line)
    math = _MATH_OPEN.match(body)
    if math is None:
        return 0
    closer = "$$" if math.group(1) == "$$" else "\\]"
    if closer in body[math.end() :]:
        return 0  # opened and closed on one line: the line is verbatim by itself
    return _closed_by(lines, i, lambda line: closer in line)


_HARD_BREAK = re.compile(r"(?:  |\\)\r?\n?$")


def _stanza(lines: list[str], i: int) -> int:
    """Where a run of short lines set with hard breaks ends, or 0: a stanza of verse, an
    address or a signature, laid out line by line. Its words and its line breaks are the
    author's ("Maybe, maybe, anyway." is a refrain, not a hedge to reword)."""
    if i > 0 and lines[i - 1].strip():
        return 0
    j, breaks = i, 0
    while j < len(lines) and lines[j].strip():
        line = lines[j]
        if len(line.strip()) > 80 or _FENCE.match(line) or _HEADING.match(line):
            return 0
        if _LIST_OR_QUOTE.match(line).group("prefix"):  # type: ignore[union-attr]
            return 0
        breaks += bool(_HARD_BREAK.search(line))
        j += 1
    return j if breaks >= 2 and j - i >= 3 else 0


def _closed_by(lines: list[str], i: int, closes: Callable[[str], bool]) -> int:
    """The index after the first line past `i` that `closes` the block, or 0 (never closed:
    then it is no such block, and its lines are read one by one)."""
    for j in range(i + 1, len(lines)):
        if closes(lines[j]):
            return j + 1
    return 0


_CALLOUT = re.compile(
    r"(?:\*\*|__)?\[?!?(?:[A-Z][a-z]+(?:[ \t][a-z]+)?|[A-Z]{2,}|TL;DR)\]?:?(?:\*\*|__)?:|"
    r"(?:\*\*|__)?\[!|[\u2600-\u27bf\U0001f300-\U0001faff]"
)


def blocks(text: str) -> Iterator[Block]:
    """Yield the blocks of `text`; "".join of prefix+text+suffix over all of them is `text`."""
    lines = text.splitlines(keepends=True)
    count = len(lines)
    paragraph = 0
    previous_blank = True
    i = 0
    while i < count:
        line = lines[i]
        body, newline = _strip_newline(line)
        if not body.strip():
            if not previous_blank:
                paragraph += 1
            previous_blank = True
            yield Block(False, line, "", "", paragraph)
            i += 1
            continue
        end = _verbatim_run(lines, i, body)
        if end:
            yield Block(False, "".join(lines[i:end]), "", "", paragraph)
            i, previous_blank = end, False
            continue
        fence = _FENCE.match(body)
        if fence:
            marker = fence.group(1)
            j = i + 1
            while j < count and not lines[j].lstrip(" \t").startswith(marker[0] * len(marker)):
                j += 1
            j = min(j + 1, count)
            yield Block(False, "".join(lines[i:j]), "", "", paragraph)
            i, previous_blank = j, False
            continue
        if previous_blank and _INDENTED.match(body):
            j = i + 1
            while j < count and (_INDENTED.match(lines[j]) or not lines[j].strip()):
                j += 1
            while j > i + 1 and not lines[j - 1].strip():  # trailing blank lines are not code
                j -= 1
            yield Block(False, "".join(lines[i:j]), "", "", paragraph)
            i, previous_blank = j, False
            continue
        next_is_separator = i + 1 < count and bool(_TABLE_SEPARATOR.match(lines[i + 1]))
        heading = _HEADING_PARTS.match(body)
        if heading:
            marker, title, closing = heading.groups()
            yield Block(False, marker, title, closing + newline, paragraph, title=True)
            i, previous_blank = i + 1, False
            continue
        if (
            _HEADING.match(body)
            or _RULE.match(body)
            or _VERBATIM_LINE.match(body)
            or ("|" in body and next_is_separator)
            or (i + 1 < count and _RULE.match(lines[i + 1]) and lines[i + 1].strip()[0] in "=-")
        ):
            j = i + 1
            if "|" in body:  # the whole table, including rows without a leading pipe
                while j < count and "|" in lines[j] and lines[j].strip():
                    j += 1
            yield Block(False, "".join(lines[i:j]), "", "", paragraph)
            i, previous_blank = j, False
            continue
        marked = _LIST_OR_QUOTE.match(body)
        prefix = marked.group("prefix")  # type: ignore[union-attr]
        if prefix:
            item = marked.group("item") is not None  # type: ignore[union-attr]
            rest = body[len(prefix) :]
            # a block quote quotes someone (a lease clause, a poem, a review): it stays as
            # written, unless it is the answer's own callout ("> **Tip:** ...", "> Note: ...")
            quoted = ">" in prefix and not _CALLOUT.match(rest)
            yield Block(not quoted, prefix, rest, newline, paragraph, item=item)
            i, previous_blank = i + 1, False
            continue
        # a paragraph: consecutive plain lines, rewritten as one run of sentences
        j = i + 1
        while j < count:
            nxt = lines[j]
            nbody = nxt.rstrip("\r\n")  # keep trailing spaces: a hard break ends the block
            if (
                not nbody.strip()
                or _FENCE.match(nbody)
                or _HEADING.match(nbody)
                or _RULE.match(nbody)
                or _VERBATIM_LINE.match(nbody)
                or _LIST_OR_QUOTE.match(nbody).group("prefix")  # type: ignore[union-attr]
                or nbody.endswith("  ")
                or len(lines[j - 1].strip()) < WRAPPED_LINE
            ):
                break
            j += 1
        chunk = "".join(lines[i:j])
        body, newline = _strip_newline(chunk)
        lead = len(body) - len(body.lstrip(" \t"))
        if j == i + 1 and _is_title_line(body[lead:]):
            # a plain-text title ("Self-Compassion, and Depressive Symptoms: A Study"): its
            # words may change, its punctuation and shape may not
            yield Block(False, body[:lead], body[lead:], newline, paragraph, title=True)
        else:
            yield Block(True, body[:lead], body[lead:], newline, paragraph)
        i, previous_blank = j, False
