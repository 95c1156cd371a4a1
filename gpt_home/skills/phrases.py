"""How times, days, durations and the user's own words are said back: short, plain, no digits-with-seconds noise."""

from __future__ import annotations

from datetime import datetime, timedelta, tzinfo

from gpt_home.agent import spoken_words

# English names, not strftime's %A/%B: those follow the process locale, and replies are English.
WEEKDAYS = tuple(day.capitalize() for day in spoken_words.WEEKDAYS)
MONTHS = tuple(month.capitalize() for month in spoken_words.MONTHS)

_PRONOUNS = {"my": "your", "me": "you", "i": "you", "mine": "yours", "myself": "yourself", "am": "are", "im": "you are"}


def spoken_clock(moment: datetime, tz: tzinfo) -> str:
    """ "7:30 am" style, in the configured zone; what a person says, not ISO. On the hour at 0 and 12: "midnight",
    "noon" (what people say, and "12 am" is misheard as "ma'am" when spoken by espeak-ng)."""
    local = moment.astimezone(tz)
    if local.minute == 0 and local.hour in (0, 12):
        return "midnight" if local.hour == 0 else "noon"
    hour = local.hour % 12 or 12
    minutes = f":{local.minute:02d}" if local.minute else ""
    return f"{hour}{minutes} {'am' if local.hour < 12 else 'pm'}"


def spoken_day(moment: datetime, now: datetime, tz: tzinfo) -> str:
    """ "today", "tomorrow", "on Friday" (within a week), else "on December 12"."""
    day, today = moment.astimezone(tz).date(), now.astimezone(tz).date()
    ahead = (day - today).days
    if ahead == 0:
        return "today"
    if ahead == 1:
        return "tomorrow"
    if 1 < ahead < 7:
        return f"on {WEEKDAYS[day.weekday()]}"
    return f"on {MONTHS[day.month - 1]} {day.day}"


def spoken_date(moment: datetime, tz: tzinfo) -> str:
    """ "Sunday, November 29" in the configured zone."""
    local = moment.astimezone(tz)
    return f"{WEEKDAYS[local.weekday()]}, {MONTHS[local.month - 1]} {local.day}"


def spoken_when(moment: datetime, now: datetime, tz: tzinfo) -> str:
    """ "at 7:30 am tomorrow"; the day is left out when it is today."""
    day = spoken_day(moment, now, tz)
    clock = spoken_clock(moment, tz)
    return f"at {clock}" if day == "today" else f"at {clock} {day}"


def _unit(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def spoken_duration(duration: timedelta) -> str:
    """ "1 hour and 30 minutes", "45 seconds"; seconds are dropped once it is over ten minutes."""
    total = max(0, round(duration.total_seconds()))
    hours, rest = divmod(total, 3600)
    minutes, seconds = divmod(rest, 60)
    if total >= 600 and seconds:
        minutes, seconds = minutes + (1 if seconds >= 30 else 0), 0
        if minutes == 60:
            hours, minutes = hours + 1, 0
    parts = [_unit(n, w) for n, w in ((hours, "hour"), (minutes, "minute"), (seconds, "second")) if n]
    if not parts:
        return "less than a second"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def second_person(text: str) -> str:
    """Turn the user's words into ours: "take my pills" -> "take your pills"."""
    return " ".join(_PRONOUNS.get(word.lower(), word) for word in text.split())


def join_and(items: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def with_article(phrase: str) -> str:
    """ "an egg", "a pasta": the indefinite article a listener expects before ``phrase``."""
    return f"{'an' if phrase[:1].lower() in 'aeiou' and phrase[:1] else 'a'} {phrase}"


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith(("oes", "ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def label_key(label: str) -> str:
    """A timer label as compared: lower case, no leading "the", each word singular ("the Eggs" -> "egg")."""
    words = label.lower().split()
    if words[:1] == ["the"]:
        words = words[1:]
    return " ".join(_singular(w) for w in words)


def label_is(asked: str, label: str) -> bool:
    """ "egg" names the "eggs" timer (and "eggs" the "egg" timer)."""
    return bool(asked) and label_key(asked) == label_key(label)


def label_within(asked: str, label: str) -> bool:
    """ "egg" names the "boiled eggs" timer: the asked words, made singular, appear whole in the label."""
    return bool(asked) and f" {label_key(asked)} " in f" {label_key(label)} "


def current_month(now: datetime) -> str:
    """ "It's December." """
    return f"It's {MONTHS[now.month - 1]}."


def current_year(now: datetime) -> str:
    """ "It's 2026." """
    return f"It's {now.year}."
