"""The English check: English prose and technical English pass; other languages do not."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from humanizer.engine import language

ENGLISH = [
    "It is important to note that the committee reviewed every proposal before the vote.",
    "Run `npm install`, then edit tailwind.config.js and deploy to https://example.com today.",
    "Revenue rose 3.5% to $4,000 in Q3, while costs fell; Dr. Smith et al. (2021) agree.",
    "Hey! Thanks so much for the quick reply, I'll check it out tomorrow morning.",
]
OTHER = [
    "Der schnelle braune Fuchs springt über den faulen Hund, und die Katze schläft im Haus.",
    "Le renard brun rapide saute par-dessus le chien paresseux et le chat dort dans la maison.",
    "El rápido zorro marrón salta sobre el perro perezoso y el gato duerme en la casa.",
    "Il gatto dorme nella casa mentre il cane corre nel giardino con i bambini.",
    "De snelle bruine vos springt over de luie hond en de kat slaapt in het huis.",
    "O rápido cachorro corre no jardim com as crianças e o gato dorme na casa.",
    "Быстрая коричневая лиса прыгает через ленивую собаку.",
    "这是一个测试句子，用于检查语言检测是否正常工作。",
]


@pytest.mark.parametrize("text", ENGLISH)
def test_english_passes(text: str) -> None:
    assert language.is_english(text)
    assert language.english_share(text)[1] >= 0.75


@pytest.mark.parametrize("text", OTHER)
def test_other_languages_are_refused(text: str) -> None:
    assert not language.is_english(text)


def test_too_few_words_get_the_benefit_of_the_doubt() -> None:
    assert language.is_english("Ok")
    assert language.is_english("`x = 1`")


def test_wordfreq_tables_are_released_after_the_build() -> None:
    import wordfreq

    language._tables.cache_clear()  # other modules may load wordfreq's English table later
    language.warm_up()

    assert wordfreq.get_frequency_list.cache_info().currsize == 0
    english, foreign = language._tables()
    assert "the" in english and "und" in foreign and not english & foreign


@given(st.text(max_size=400))
def test_any_text_gets_an_answer(text: str) -> None:
    votes, share = language.english_share(text)
    assert votes >= 0 and 0.0 <= share <= 1.0
    assert isinstance(language.is_english(text), bool)
