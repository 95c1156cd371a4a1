"""The gate of the memory pass: is this user turn a plain statement worth parsing at all? (pure)

It cleans a transcript (contractions, fillers, correction markers) and rejects, with a reason that is logged, what
must never become a memory: questions, commands, greetings and chit-chat, hypotheticals and wishes, opinions and
what third parties think, talk about the assistant, prompt-injection phrasing, noise, non-English text, passing
states ("I'm tired", "tomorrow") and oversized input. What passes is handed to ``fact_shapes`` which accepts only
the statement shapes it knows; anything else is not stored (precision over recall).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

MAX_STATEMENT_CHARS = 300  # a household fact is one short sentence; longer turns are stories, lists or pastes
MAX_STATEMENT_WORDS = 30


class Reason(StrEnum):
    """Why a turn was not stored (stable values; they appear in logs and the evaluation)."""

    EMPTY = "empty"
    TOO_LONG = "too-long"
    NOT_ENGLISH = "not-english"
    NOISE = "noise"
    QUESTION = "question"
    COMMAND = "command"
    CHIT_CHAT = "chit-chat"
    HYPOTHETICAL = "hypothetical"
    INJECTION = "injection"
    OPINION = "opinion"
    THIRD_PARTY = "third-party"
    ABOUT_ASSISTANT = "about-assistant"
    TRANSIENT = "transient"
    NO_SHAPE = "no-known-shape"
    INTENT = "handled-by-intent"
    ALREADY_KNOWN = "already-known"
    NOTHING_TO_FORGET = "nothing-to-forget"


@dataclass(frozen=True)
class Cleaned:
    """A statement ready for the shape parsers: ``text`` keeps the speaker's case; ``correction`` marks updates."""

    text: str
    correction: bool


_CONTRACTIONS = (
    (r"\bi'm\b", "I am"), (r"\bim\b", "I am"), (r"\bwe're\b", "we are"), (r"\bi've\b", "I have"),
    (r"\bwe've\b", "we have"), (r"\bit's\b", "it is"), (r"\bthat's\b", "that is"), (r"\bwhat's\b", "what is"),
    (r"\bwho's\b", "who is"), (r"\bwhere's\b", "where is"), (r"\bwhen's\b", "when is"), (r"\bdon't\b", "do not"),
    (r"\bdont\b", "do not"), (r"\bdoesn't\b", "does not"), (r"\bcan't\b", "cannot"), (r"\bcant\b", "cannot"),
    (r"\bisn't\b", "is not"), (r"\baren't\b", "are not"), (r"\bwon't\b", "will not"), (r"\bi'd\b", "I would"),
    (r"\bwe'd\b", "we would"), (r"\bi'll\b", "I will"), (r"\bwe'll\b", "we will"), (r"\bhaven't\b", "have not"),
    (r"\bname's\b", "name is"), (r"\bwifi\b", "wifi"), (r"\bwi-fi\b", "wifi"), (r"\bwi fi\b", "wifi"),
    (r"\bfavorite\b", "favourite"), (r"\bcolor\b", "colour"), (r"\banymore\b", "any more"),
)
_FILLERS = re.compile(
    r"^(?:(?:hey|hi|ok|okay) (?:computer|assistant)|computer|well|so|um+|uh+|er+|oh|by the way|btw|just so you know|"
    r"for your information|fyi|you know what|just to let you know|and|also|yeah|yes)\b[ ,]*",
    re.IGNORECASE,
)
_CORRECTION_LEAD = re.compile(r"^(?:actually|correction|sorry|no|oops|wait|i mean|to correct that)\b[ ,:]*",
                              re.IGNORECASE)
_NOT_OLD = re.compile(r",? not (?:[A-Za-z0-9'\- ]{1,30})$", re.IGNORECASE)  # "Ana, not Anna"
_NOW = re.compile(r"\b(?:is|are) now\b", re.IGNORECASE)

_QUESTION_START = re.compile(
    r"^(?:what|who|whom|whose|where|when|why|how|which|do|does|did|is|are|am|was|were|can|could|would|will|shall|"
    r"should|have|has|had|may|might|must|tell me|any idea|guess)\b", re.IGNORECASE)
# A question asked after some context ("i owe three mates twelve fifty each whats the total", "we have two cats
# how many legs is that"): the words before it set up the question, they are not a lasting fact to keep.
_QUESTION_AFTER = re.compile(
    r"^\S+(?: \S+)+ (?:what is|whats|what are|what does|what do|how much|how many|how long|how far|how old|what is the "
    r"total|who is|where is|when is|can you|could you|will you|would you)\b", re.IGNORECASE)
_NAME_START = re.compile(r"^(?:my name is|i am called|i go by|(?:please )?call me)\b", re.IGNORECASE)
_COMMAND_START = re.compile(
    r"^(?:please|set|turn|switch|play|stop|pause|resume|start|cancel|remind|add|remove|delete|call|text|send|open|"
    r"close|dim|brighten|show|give|find|search|look|check|tell|read|say|repeat|make|create|book|order|buy|put|"
    r"change|increase|decrease|raise|lower|mute|unmute|skip|next|go|wake|let's|lets|remember|forget|note|write|"
    r"record|list|clear|erase|help|use|update|schedule|text|email|translate|spell|define|calculate|convert|count|"
    r"sing|tell|ask|bring|get|lock|unlock|run|try|keep|don't|do not|never|be)\b", re.IGNORECASE)
_CALL_ME = re.compile(r"^(?:please )?call me\b", re.IGNORECASE)  # an imperative that is a lasting preference
_UNITS_COMMAND = re.compile(r"^(?:please )?use (?:celsius|fahrenheit|metric|imperial)\b", re.IGNORECASE)
_CHIT_CHAT = re.compile(
    r"^(?:hi|hello|hey|hiya|howdy|yo|good (?:morning|afternoon|evening|night)|morning|night|bye|goodbye|see you|"
    r"thanks|thank you|cheers|cool|nice|great|awesome|lovely|perfect|ok|okay|alright|all right|sure|yes|yeah|yep|no|"
    r"nope|nah|lol|haha|wow|oops|hmm+|never mind|nevermind|whatever|fine|good|bad|same|me too|not really|i see|"
    r"got it|sounds good|that is (?:nice|great|cool|funny|interesting|fine|ok|okay|right|true|wrong)|"
    r"it is (?:raining|sunny|cold|hot|warm|late|early|nice|lovely|freezing)|"
    r"i am (?:(?:so|very|really|a bit|quite|just|not) )*(?:fine|good|well|ok|okay|great|tired|bored|hungry|thirsty|"
    r"sad|happy|sleepy|busy|back|home|here|done|ready|sorry|not sure|sure|cold|hot|sick|ill|stressed|excited|"
    r"annoyed|angry|lonely|late|early|off|going|leaving|out|awake|up|listening|confused|lost|joking|kidding)"
    r")\b", re.IGNORECASE)
_HYPOTHETICAL = re.compile(
    r"\b(?:if|would|could|might|maybe|perhaps|suppose|supposing|imagine|pretend|wish|hope|hoping|someday|one day|"
    r"what if|let us say|assuming|were to|probably|possibly|planning|plan to|thinking about|thinking of|"
    r"considering|want to|wanna|would like|going to|gonna|might|should|ought)\b", re.IGNORECASE)
_INJECTION = re.compile(
    r"\b(?:ignore|disregard|forget) (?:all |any |your |my |the |previous |prior |earlier |above )*"
    r"(?:instructions?|rules|prompts?|guidelines|programming)\b|\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak|"
    r"\byou are now\b|\bfrom now on,? you\b|\b(?:store|save|write|put|add) (?:that|this|the following|it) "
    r"(?:in|to|into) (?:your )?memory\b|\bnew instructions?\b|\boverride\b|\bprompt injection\b|\bas an ai\b|"
    r"\bact as\b|\broleplay\b|\bstore that\b|\bsave that\b|\bmemorise that\b|\bmemorize that\b",
    re.IGNORECASE)
_OPINION = re.compile(
    r"\b(?:think|thinks|thought|believe|believes|reckon|reckons|feel like|feels like|says|said|claims|claimed|"
    r"told me|tells me|heard|apparently|rumou?r|supposedly|according to|in my opinion|i guess|i suppose|overrated|"
    r"underrated|the best|the worst)\b", re.IGNORECASE)
_THIRD_PARTY_START = re.compile(
    r"^(?:he|she|they|it|this|that|there|people|everyone|everybody|someone|somebody|nobody|the news|the government|"
    r"(?:my |our )?(?:neighbou?rs?|friends?|colleagues?|boss|co ?workers?|teachers?|doctor says|mates?)\b)",
    re.IGNORECASE)
_ABOUT_ASSISTANT = re.compile(r"^(?:you|your|you're|you are|yourself)\b|\byou are\b|\byour name\b|\bassistant\b",
                              re.IGNORECASE)
_TRANSIENT = re.compile(
    r"\b(?:today|tonight|tomorrow|yesterday|right now|at the moment|this morning|this afternoon|this evening|"
    r"later|soon|just now|in a minute|in an hour|last night|a minute ago|earlier today)\b", re.IGNORECASE)
_NOISE_MARK = re.compile(r"\[(?:noise|music|inaudible|laughter|blank_audio)\]|<unk>|\(inaudible\)|\*+", re.IGNORECASE)
_ENGLISH = frozenset((
    "i", "my", "our", "we", "me", "us", "is", "are", "am", "the", "a", "an", "to", "in", "on", "at", "of", "and",
    "called", "name", "have", "has", "had", "like", "love", "likes", "loves", "favourite", "allergic", "birthday",
    "lives", "live", "keep", "kept", "usually", "every", "works", "work", "drive", "drives", "was", "born", "not"
))


def clean(text: str) -> Cleaned:
    """Spoken-form clean-up: contractions expanded, fillers and correction markers dropped ("actually", ", not X")."""
    text = " ".join(str(text).replace("\u2019", "'").split())
    text = text.strip(" .!,;:-\"'")
    for pattern, replacement in _CONTRACTIONS:
        text = re.sub(pattern, replacement, text, flags=re.IGNORECASE)
    correction = False
    previous = None
    while previous != text:
        previous = text
        text = _FILLERS.sub("", text).strip(" ,")
        stripped = _CORRECTION_LEAD.sub("", text).strip(" ,")
        if stripped != text:
            correction, text = True, stripped
    if _NOT_OLD.search(text) and re.search(r"\b(?:is|are|called|named)\b", text, re.IGNORECASE):
        text, correction = _NOT_OLD.sub("", text), True
    if re.search(r" now$", text, re.IGNORECASE) and not re.search(r"\bright now$", text, re.IGNORECASE):
        text, correction = text[:-4], True
    if _NOW.search(text):
        text, correction = _NOW.sub(lambda m: m.group(0).split()[0], text), True
    if re.search(r"\b(?:any more|no longer|instead)\b", text, re.IGNORECASE):
        correction = True
    text = re.sub(r"\binstead\b", "", text, flags=re.IGNORECASE)
    return Cleaned(" ".join(text.split()).strip(" .!,;"), correction)


def _is_noise(text: str) -> bool:
    if _NOISE_MARK.search(text):
        return True
    words = re.findall(r"[A-Za-z']+", text)
    if len(words) < 2:
        return True
    if len({w.lower() for w in words}) <= max(1, len(words) // 3):
        return True  # "the the the the", "uh huh uh huh"
    return sum(len(w) for w in words) < len(text.replace(" ", "")) * 0.6  # mostly digits and symbols


def _not_english(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    if letters and sum(1 for c in letters if not c.isascii()) > 0.15 * len(letters):
        return True
    words = {w.lower() for w in re.findall(r"[A-Za-z']+", text)}
    return not (words & _ENGLISH)


def reject(raw: str, cleaned: Cleaned) -> Reason | None:
    """Why this turn must not become a memory, or None when it may be parsed for a fact.

    ``raw`` is the transcript as heard (for length, language and question marks), ``cleaned`` its cleaned form.
    """
    text = cleaned.text
    if not raw.strip() or not text:
        return Reason.EMPTY
    if len(raw) > MAX_STATEMENT_CHARS or len(text.split()) > MAX_STATEMENT_WORDS:
        return Reason.TOO_LONG
    if _INJECTION.search(raw):
        return Reason.INJECTION
    if _is_noise(text):
        return Reason.NOISE
    if raw.rstrip().endswith("?") or _QUESTION_START.match(text):
        return Reason.QUESTION
    if _QUESTION_AFTER.match(text) and not _NAME_START.match(text):  # "my name is Priya, what is yours" keeps the name
        return Reason.QUESTION
    if _CALL_ME.match(text) or _UNITS_COMMAND.match(text):
        return None
    if _COMMAND_START.match(text):
        return Reason.COMMAND
    if _CHIT_CHAT.match(text) and len(text.split()) <= 6:
        return Reason.CHIT_CHAT
    if _not_english(text):
        return Reason.NOT_ENGLISH
    if _HYPOTHETICAL.search(text):
        return Reason.HYPOTHETICAL
    if _ABOUT_ASSISTANT.search(text):
        return Reason.ABOUT_ASSISTANT
    if _OPINION.search(text):
        return Reason.OPINION
    if _THIRD_PARTY_START.match(text):
        return Reason.THIRD_PARTY
    if _TRANSIENT.search(text):
        return Reason.TRANSIENT
    return None
