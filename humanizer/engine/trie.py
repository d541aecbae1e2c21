"""Compile a set of phrases into one regular expression shaped like a trie.

A flat alternation of a thousand phrases makes the regex engine try every branch at every
position; nesting the branches by shared prefix lets it reject a position after a character
or two, which is what keeps the lexicon and the connector tables fast on long texts.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["trie_pattern"]

_END = ""


def _escape(char: str) -> str:
    if char == " ":
        return r"[ \t]+"
    if char == "'":
        return "['\u2019]"
    return re.escape(char)


def trie_pattern(phrases: Iterable[str]) -> str:
    """A regex source matching any of `phrases` (lower case), longest first at each node."""
    root: dict[str, dict] = {}  # type: ignore[type-arg]
    for phrase in phrases:
        node = root
        for char in phrase:
            node = node.setdefault(char, {})
        node[_END] = {}

    def build(node: dict) -> str:  # type: ignore[type-arg]
        branches = [_escape(char) + build(child) for char, child in sorted(node.items()) if char]
        optional = _END in node
        if not branches:
            return ""
        if len(branches) == 1 and not optional:
            return branches[0]
        body = "(?:" + "|".join(branches) + ")"
        return body + "?" if optional else body

    return build(root)
