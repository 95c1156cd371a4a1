"""A request heard put in the words and the order the rules read, before any skill: casual word forms back to the
common words (``agent/spoken_variants``), then a list order with its thing first or a reason round it
(``list_item_first``), or a reminder asked for as a nudge or dropped by its thing (``reminder_wordings``), or being
woken asked in everyday words (``wake_wordings``), or asked some minutes before a time said (``before_event``); a permission said beside a request ("... mum said yes") taken off
(``agent/permission_said``); a learner's words and order first (``learner_order``)."""

from __future__ import annotations

import re

from gpt_home.agent.intents import normalize
from gpt_home.agent.permission_said import without_permission
from gpt_home.agent.spoken_variants import everyday_words
from gpt_home.skills.before_event import before_event
from gpt_home.skills.learner_order import learner_worded
from gpt_home.skills.list_item_first import list_item_first
from gpt_home.skills.reminder_wordings import reminder_worded
from gpt_home.skills.task_before_ask import task_first
from gpt_home.skills.wake_wordings import alarm_worded, wake_worded


# "can you time me for one minute im holding my breath": a timer asked as "time me for <length>", read with a remark
_TIME_ME = re.compile(r"^(?:(?:can|could|will|would) you |please )?time (?:me|us) (?=for (?:an?|one|half|\d|two|three|"
                      r"four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|sixty|ninety)\b)")


def plainly(normalized: str) -> str:
    """``normalized`` (from ``intents.normalize``) in the rules' words and order; unchanged when it needs none."""
    said = normalize(everyday_words(normalized))
    said = without_permission(said) or said
    said = _TIME_ME.sub("set a timer ", said)
    said = learner_worded(said) or said  # "alarm, i need for saturday, 10 hour morning": a learner's order
    return (list_item_first(said) or reminder_worded(said) or wake_worded(said) or alarm_worded(said)
            or task_first(said) or before_event(said) or said)
