"""News asked about a topic ("what's the latest on the election", "any news about the strike") gets the honest
refusal (offline, no news source), never a model's invented news; the speaker's own things, the household's state and
the assistant itself are not news (must-nots). Generated: frames x topics, written before the reader changed."""

from __future__ import annotations

import itertools

import pytest

from gpt_home.agent.intents import normalize
from gpt_home.skills import service_slots

NEWS = "I can't read the news: I work offline. I can tell you the time, the date and the weather instead."
FRAMES = ("what's the latest on {t}", "whats the latest about {t}", "any news about {t}", "any news on {t} please",
          "tell me the latest news on {t}", "give me the latest on {t}", "what is the latest with {t}",
          "um whats the latest news about {t}", "can you give me the latest on {t}")
TOPICS = ("the election", "the war", "the strike", "the prime minister", "the royal family", "the floods in spain",
          "brexit")
NOT_NEWS = ("whats the latest on my timer", "what's the latest with you", "any news on my sister",
            "i heard the latest on the election was bad", "any news about our order", "the latest on it",
            "whats the latest on the weather")


@pytest.mark.parametrize("text", [f.format(t=t) for f, t in itertools.product(FRAMES, TOPICS)])
def test_news_about_a_topic_is_refused(text: str) -> None:
    assert service_slots.reply(normalize(text)) == NEWS, text


@pytest.mark.parametrize("text", NOT_NEWS)
def test_no_news_refusal_for_the_speakers_own_things(text: str) -> None:
    assert service_slots.reply(normalize(text)) != NEWS, text
