"""Word counting, periods and charge arithmetic, hammered by hypothesis."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from humanizer import billing


def reference_count(text: str) -> int:
    return sum(1 for token in text.split() if any(ch.isalnum() for ch in token))


@pytest.mark.parametrize(
    ("text", "words"),
    [("", 0), ("—", 0), ("a — b", 2), ("3.5 e-mail", 2), ("  hello\n\nworld\t", 2),
     ("!!! ... ???", 0), ("don't stop", 2), ("日本語 text", 2), ("_ __", 0), ("x_y", 1)],
)
def test_examples(text: str, words: int) -> None:
    assert billing.count_words(text) == words


@given(st.text())
def test_count_matches_the_definition(text: str) -> None:
    assert billing.count_words(text) == reference_count(text)


@given(st.lists(st.text(min_size=1).filter(lambda t: not any(c.isspace() for c in t))))
def test_count_is_additive_over_whitespace(tokens: list[str]) -> None:
    assert billing.count_words(" ".join(tokens)) == sum(billing.count_words(t) for t in tokens)


@given(st.text(), st.text(alphabet=" \t\n\r\u00a0\u2003"))
def test_normalisation_ignores_whitespace_shape(text: str, space: str) -> None:
    respaced = space.join(text.split()) if space.strip() == "" and space else text
    assert billing.text_hash(text) == billing.text_hash(" " + respaced + "\n")


def test_nfc_forms_share_a_task() -> None:
    assert billing.text_hash("cafe\u0301") == billing.text_hash("caf\u00e9")


@given(st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1),
                    timezones=st.just(UTC)))
def test_refill_is_the_first_instant_of_the_next_period(moment: datetime) -> None:
    refill = billing.next_refill(moment)
    assert refill > moment and refill.day == 1 and refill.hour == 0 and refill.minute == 0
    assert billing.period_of(refill) != billing.period_of(moment)
    assert billing.period_of(refill - timedelta(microseconds=1)) == billing.period_of(moment)


@given(words=st.integers(0, 10_000), remaining=st.integers(0, 100_000),
       rehumanize=st.booleans(), found=st.booleans(), used=st.integers(0, 5),
       allowance=st.integers(0, 3))
def test_charge_decision(words: int, remaining: int, rehumanize: bool, found: bool,
                         used: int, allowance: int) -> None:
    decision = billing.decide_charge(words=words, remaining=remaining,
                                     is_rehumanization=rehumanize, task_found=found,
                                     free_used=used, free_allowance=allowance)
    if decision.free:
        assert decision.words == 0 and decision.allowed
        assert rehumanize and found and used < allowance
    else:
        assert decision.words == words
        assert decision.allowed == (words <= remaining)
    if decision.allowed:
        assert remaining - decision.words >= 0


def test_plans_table() -> None:
    assert [p.name for p in billing.PLANS.values() if p.api_access] == ["max"]
    assert billing.plan_named("max").words_per_month == 90_000
    with pytest.raises(billing.UnknownPlan):
        billing.plan_named("gold")
