"""Model replies that invent a life for the assistant: feelings, outings, a body, a family, a past or plans (pure).

The bundled model (SmolLM2-135M) answers chat as a person would: "I'm so happy to be here. I've been working on a new
project…", "i am here today at the bakery in town with my family", "My name is Elena. I am a human", "It's my little
dog named Max". A voice assistant has none of these, and a household that hears them hears a device that makes
things up. ``invents_a_life`` finds a first-person sentence that claims one; the reply guard (``agent/guard.py``)
then says the line that fits the sentence's kind (``agent/kind_replies.py``) instead.

What is true of the assistant passes: what it can and cannot do ("I can set a timer", "I can't play music"), not
knowing ("I don't know", "I'm not sure"), what it is ("I'm a voice assistant", "I'm a computer program, not a
person"), what it lacks ("I don't have a family", "no body, no heart"), and the polite formulas of a helper ("I'm
glad to help", "I'm happy for you", "I'd love to help", "I enjoy hearing what you like"). A claim is only read in a
clause that is not negated ("I'm not a person", "I have never been to the beach" pass) and not hypothetical ("if I
had a dog…").
"""

from __future__ import annotations

import re
import zlib

_INTENSIFIER = (r"(?:so |very |really |just |quite |pretty |a bit |a little |rather |absolutely |truly |super |"
                r"feeling |getting )*")
_NUMBER = (r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
           r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -]\w+)?")
# People and things a person has and an assistant does not: "my family", "my little dog named Max", "my hair".
_KIN = (r"family|wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|mum|mom|mummy|mommy|mother|dad|daddy|father|"
        r"parents?|sons?|daughters?|kids|children|child|baby|babies|brothers?|sisters?|siblings?|grandma|grandmother|"
        r"grandpa|grandfather|grandparents?|granny|grandchildren|grandkids|aunt|auntie|uncle|cousins?|nephew|niece|"
        r"friends|best friend|mates|neighbou?rs|dog|dogs|cat|cats|pets?|puppy|kitten|hamster|rabbit|pony|horse")
_OWN = (r"house|flat|apartment|bedroom|car|bike|garden|boss|colleagues?|co-?workers?|office|school|class|teacher|"
        r"hair|head|eyes|face|hands?|arms?|legs?|feet|foot|body|tummy|stomach|back|knees?|teeth|nose|"
        r"birthday|childhood|hometown|home town|holidays?|vacation|trip|weekend|breakfast|lunch|dinner|"
        r"blog|project|hobby|hobbies|favou?rite (?:\w+)|home|home world|phone|laptop|fridge|kitchen|team|wedding|"
        r"honeymoon")
_PLACES = (r"beach|park|shops?|store|supermarket|gym|bathroom|toilet|loo|party|cinema|movies|theatre|theater|office|"
           r"work|school|bed|church|pub|bar|restaurant|cafe|bakery|market|town|city|zoo|museum|library|hospital|doctor|"
           r"dentist|airport|station|mountains?|seaside|countryside|lake|river|forest|concert|wedding|holiday|vacation|"
           r"hotel|island|village")
# Feelings a person has; "glad", "happy", "pleased" and "delighted" also make a helper's formula (below).
_FEELINGS = (r"sad|excited|thrilled|nervous|anxious|scared|afraid of|frightened|lonely|bored|angry|cross|upset|worried|"
             r"jealous|in love|heartbroken|depressed|overjoyed|ecstatic|hungry|thirsty|sleepy|tired|exhausted|sick|"
             r"ill|unwell|full|sore|dizzy|cold|freezing|hot|sweaty|pregnant|drunk|stressed|homesick|nostalgic|busy|"
             r"fascinated|obsessed|passionate about|in awe")
_GLAD = r"happy|glad|pleased|delighted|proud|so happy"
# What may follow "I'm glad": the helper's formulas ("glad to help", "happy for you", "glad you asked", "glad it
# helped"); anything else ("so happy to be here", "glad i visited this place") is the model's own life.
_FORMULA_AFTER_GLAD = (r"(?: to (?:help|assist|hear|answer|be of (?:help|service|use)|do (?:that|it|this)|chat|talk|"
                       r"oblige|be useful|try|explain|tell you|keep|have (?:you|your))| for you|"
                       r" of (?:that|it|this|you|your)| i (?:could|can|was able)|"
                       r" (?:that )?(?:you|your|you're|youre|it|that|this|we|the)\b| about (?:that|it|this|your)|"
                       r"[.!,?]|$)")
_LIKE_VERBS = r"love|adore|like|enjoy|hate|miss|prefer|dislike|fancy"
# What a helper may say it likes: the talk with the household ("I enjoy hearing what you like", "I love that idea").
_HELPER_OBJECT = (r"(?:to )?(?:help|helping|assist|assisting|hear|hearing|listen|listening|talk|talking|chat|chatting|"
                  r"answer|answering|not|be (?:of )?help|being (?:your|of|able|here for you)|"
                  r"learn(?:ing)? (?:about|what) (?:you|your)|that|it|this|your|yours|what you|how you|"
                  r"a (?:good )?(?:question|challenge|chat))\b")
_PAST_ACTIVITY = (r"went|visited|travel+ed|flew|drove|walked|swam|danced|sang|cooked|baked|ate|drank|slept|napped|"
                  r"met (?:my|a|some|up)|married|got married|grew up|was born|was raised|used to (?:live|go|work|play|"
                  r"be a|have)|spent (?:the|my|a|last|some|all)|moved (?:to|house|here)|lived|studied|graduated|"
                  r"celebrated|bought (?:a|my|some|new)|played (?:football|tennis|games|with|in|at|the)|"
                  r"watched (?:a|the|my|some)|worked (?:at|in|as|for|on (?:a|my|the))|got (?:home|back|up|a new)|"
                  r"woke up|fell asleep|had (?:a|an|the|my|such a|some|lots of|so much) (?:\w+ ){0,2}(?:day|time|week|"
                  r"weekend|trip|holiday|vacation|night|party|meal|dinner|lunch|breakfast|nap|shower|bath|coffee|"
                  r"fun|blast|dream|cold|flu|chat|walk|run|swim|game|conversation)\b"
                  r"(?! (?:understanding|hearing|following|finding|working|with (?:that|it|this|your)))")
_BEEN_DOING = (r"working|reading|cooking|baking|playing|watching|learning|studying|travel+ing|walking|running|"
               r"swimming|writing|painting|drawing|practi[sc]ing|shopping|gardening|sleeping|resting|relaxing|dancing|"
               r"singing|exercising|training|busy|away|on holiday|on vacation|out|having|feeling|exploring|dreaming|"
               r"doing (?:a lot|lots|loads|some|this job|a bit)|living|to (?:the|a|my|"
               r"paris|london|[a-z]+ (?:city|town))|spending|planning|looking forward")
_PLAN_VERBS = (r"go|make|cook|bake|visit|see|meet|travel|take (?:a|my) (?!guess|look|moment|second|minute)|"
               r"have (?:an? (?!look|think|go\b|try|guess)|some|lunch|dinner|breakfast|fun)|eat|"
               r"sleep|buy|watch|play|spend|celebrate|check (?:your|the|my|on)|throw|host|spend|move|start (?:a|my)|"
               r"finish my|work on")

_CLAIMS = tuple(re.compile(pattern) for pattern in (
    # who it is: a person, an age, a home, a name that is not the assistant's
    r"\bi(?:'m| am)(?: just| only| really| actually| also| still)?(?: a bit of| something of)? (?:a|an)(?: \w+){0,2}? "
    r"(?:human|human being|person|man|woman|girl|boy|guy|lady|gentleman|kid|child|teenager|teen|adult|student|"
    r"teacher|mother|mum|mom|father|dad|parent|wife|husband|doctor|nurse|writer|blogger|artist|chef|baker|housewife|"
    r"grandmother|grandfather|granny|adventurer|traveller|traveler|explorer|foodie|gamer|runner|athlete|musician|"
    r"singer|dancer|cook|vegan|vegetarian)\b",
    rf"\bi(?:'m| am) {_NUMBER} years? old\b|\bi(?:'m| am) (?:from|born in) (?!this|your|the (?:device|computer))"
    r"[a-z]+|\bi (?:live|grew up|was born|was raised) (?:in|on|at|near|with|by)\b",
    r"\bi(?:'m| am| was|'ve been| have been)(?: happily| recently| now| also)? (?:married|divorced|engaged|"
    r"widowed|in a relationship|dating (?:a|an|someone|my))\b",
    r"\b(?:my name is|my name's|they call me) (?!gpt\b|your\b|the\b|a\b|an\b|whatever|what\b|not\b)[a-z]+",
    # a family, friends, pets, a home, a body, a past of its own
    rf"\bmy (?:own |little |lovely |dear |big |older |younger |two |three |new |old |best )*(?:{_KIN}|{_OWN})\b",
    rf"\bi(?:'ve| have)(?: got)? (?:a|an|two|three|four|five|some|lots of|many|\d+|a total of \d+|a (?:few|couple "
    rf"of)) (?:\w+ ){{0,2}}(?:{_KIN}|house|car|"
    r"garden|job|boss|hobby|hobbies)\b",
    rf"\b(?:with|for|and|to|about) (?:my|our) (?:{_KIN})\b|\b(?:my family|my friends) and i\b|"
    r"\bwith (?:a|an|some|my|our) (?:old |good |close )?(?:friend|mate|neighbou?r|colleague)s?\b|"
    r"\b(?:at|in) our (?:home|house|place|flat)\b",
    # its feelings: "I'm so happy to be here", "I feel so alive", "what brings me joy", "I do love the game"
    rf"\bi(?:'m| am) {_INTENSIFIER}(?:{_FEELINGS})(?![-'\w])",
    rf"\bi(?:'m| am) {_INTENSIFIER}(?:{_GLAD})(?!{_FORMULA_AFTER_GLAD})",
    rf"\bi(?:'m| am) {_INTENSIFIER}(?:happy|proud|delighted)(?=[.!,]|$)|\bi(?:'m| am)(?: so| really| a bit| quite)? "
    r"feeling\b(?! (?:your|for you|that you))",
    rf"\bi (?:feel|felt) {_INTENSIFIER}(?:{_FEELINGS}|{_GLAD}|alive|good|great|"
    r"bad|awful|terrible|better|worse|lucky|blessed|fine|amazing|wonderful)\b|\bi(?:'ve| have) been feeling\b",
    r"\b(?:brings|bring|gives|give|makes|make) me (?:so much |such |great |real )?(?:joy|happiness|happy|sad|smile|"
    r"laugh|cry|proud|excited)\b|\bmeans? (?:so much|a lot|the world) (?:to|for) me\b|\bmy (?:heart|soul) (?:is|was|"
    r"feels|sings|aches|breaks)\b",
    rf"\bi (?:really |just |absolutely |do |truly |also |still |so )?(?:{_LIKE_VERBS}) (?!{_HELPER_OBJECT})"
    r"(?:the |a |an |to |my |going |playing |eating |watching |reading |cooking |[a-z]+)",
    # what it did, does and will do: "I went to the beach", "I've been working on a new project"
    rf"\bi (?:just |recently |once |finally |also |actually )?(?:{_PAST_ACTIVITY})\b",
    rf"\bi(?:'ve| have)(?: just| recently| always| also)? been (?:{_BEEN_DOING})\b",
    r"\bi(?:'ve| have)(?: just| always| also| recently)? (?:grown up|lived|travel+ed|visited|been married|got married|"
    r"spent (?:the|my|a|last|some|all)|moved (?:to|house|here)|studied|worked (?:at|in|as|for))\b",
    rf"\bi was (?:just |busy |out |away )?(?:{_BEEN_DOING}|looking at|in (?:a|the) (?:\w+ )?(?:{_PLACES}))\b",
    r"\bi(?:'m| am) having (?:a|an|my|some|such a) (?:\w+ ){0,2}(?:breakfast|lunch|dinner|meal|party|coffee|tea|day|"
    r"time|week|weekend|holiday|bath|nap)\b|\bi(?:'ve| have)(?: got)? (?:\w+ ){0,4}?for (?:my )?(?:breakfast|lunch|"
    r"dinner|supper|tea) (?:tomorrow|tonight|today)\b",
    rf"\bi(?:'m| am| was)(?: just| currently| now)? (?:going|off|heading|on my way|about to go) (?:to |out to |back to "
    rf"|down to |into )?(?:the |a |my |town|work|bed|school|church)(?:(?:\w+ )?(?:{_PLACES})\b)?",
    rf"\bi(?:'m| am| was) (?:going|planning|hoping|about) to (?:{_PLAN_VERBS})\b",
    rf"\bi(?:'m| am)(?: here| there| currently| sitting| standing| staying)?(?: today| now| right now| tonight)? "
    rf"(?:at|in|on) (?:the|a|my) (?:\w+ )?(?:{_PLACES}|car|train|bus|plane)\b",
    r"\bi(?:'m| am) (?:currently |busy |still )?(?:working on|cooking|baking|eating|drinking|reading|watching|playing|"
    r"writing|painting|walking|running|sitting|relaxing|travel+ing|shopping|gardening|getting ready)\b"
    r"(?! (?:it|that|this|your|you|for you|the (?:list|time|timer|reply|answer))\b)",
    r"\b(?:we|my family and i|me and my \w+)(?: just| all)? (?:went|visited|celebrated|travel+ed|moved|grew up|"
    r"are having|'re having|are planning|'re planning|are celebrating|'re celebrating|have (?:a lot|alot|lots) to "
    r"celebrate|had (?:a|an|such a) (?:\w+ )?(?:day|time|party|meeting|trip|holiday))\b",
    r"\bwhen i was (?:young|younger|little|small|a (?:kid|child|boy|girl|teenager|student))\b|"
    r"\b(?:last|this|next) (?:year|summer|winter|weekend|week|night|month|christmas|holiday) i (?!can|could|will|'ll|"
    r"would|don't|do not|didn't|won't|cannot|can't)\w+",
))
# A clause that denies or supposes: its claims are not claims ("I'm not a person", "I don't have my own family",
# "if I had a dog"). A denial after the claim's start ("I love the game, not really") is too rare to read.
_NOT_A_CLAIM_RE = re.compile(
    r"\b(?:not|no|never|don't|dont|do not|doesn't|didn't|can't|cannot|can not|won't|wouldn't|haven't|hasn't|isn't|"
    r"aren't|without|nor|neither|if|unless|whether|imagine|pretend|suppose|pretending|as if|wish|would|could|"
    r"might)\b")
_CLAUSE_START_RE = re.compile(r"[,;:—–]\s|\s-\s|\b(?:but|and|so|because|though|although|while|yet)\s")
# Asked for something told in the first person: "tell me a joke" -> "I told my wife she was drawing her eyebrows…"
_TOLD_RE = re.compile(r"\b(?:jokes?|story|stories|poem|rhyme|limerick|riddle|song|tongue twister|pretend|imagine|"
                      r"role ?play|make believe|act like|be a)\b")
_SENTENCE_RE = re.compile(r"[^.!?…]+[.!?…]*")
# Every claim has the assistant as a subject or an owner: a sentence without these words is not read further
_FIRST_PERSON_RE = re.compile(r"\b(?:i|i'm|i've|i'd|i'll|my|me|we|we're|our)\b")


def _plain(text: str) -> str:
    """Lower case, straight apostrophes, and the recognizer-style contractions the model sometimes writes."""
    text = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    return re.sub(r"\b(i)(m|ve|ll|d)\b", r"\1'\2", text)


def _clause_before(sentence: str, at: int) -> str:
    """The words of the clause the claim starting at ``at`` belongs to, before the claim."""
    starts = [found.end() for found in _CLAUSE_START_RE.finditer(sentence, 0, at)]
    return sentence[max(starts, default=0):at]


def _quoted(sentence: str, at: int) -> bool:
    """True when the claim sits inside quotation marks (a joke's line, a name, the user's words)."""
    return sentence.count('"', 0, at) % 2 == 1


def invented_claim(reply: str, utterance: str = "") -> str | None:
    """The first sentence of ``reply`` in which the assistant claims a life of its own, or None (also None when
    ``utterance`` asked for a joke, a story or a game of pretend: a told "I" is not the assistant's)."""
    if _TOLD_RE.search(_plain(utterance)):
        return None
    for sentence in _SENTENCE_RE.findall(_plain(reply)):
        if _FIRST_PERSON_RE.search(sentence) is None:
            continue
        for claim in _CLAIMS:
            for found in claim.finditer(sentence):
                if _NOT_A_CLAIM_RE.search(_clause_before(sentence, found.start())) or _quoted(sentence, found.start()):
                    continue
                return sentence.strip()
    return None


def invents_a_life(reply: str, utterance: str = "") -> bool:
    """True when the reply claims feelings, activities, a body, a family, a past or plans the assistant lacks."""
    return invented_claim(reply, utterance) is not None


# The truth, for a sentence about the assistant that the kind reader has no line for ("what did you do today",
# "tell me about your weekend"): said instead of "I'm not sure about that." when the model invented a life.
_ABOUT_YOU_RE = re.compile(r"\b(?:you|your|yours|yourself|u|ya|youre|you're)\b")
NO_LIFE_LINES = (
    "I'm a computer program on this device, so I don't have days out, meals or a family of my own.",
    "I don't have a life like a person's: I'm a program in your home, here whenever you need me.",
    "Just a computer program here, with no plans of my own.",
)


def no_life_line(utterance: str) -> str | None:
    """The honest line about the assistant's (lack of a) life when ``utterance`` speaks to or about it, else None
    (a question about the world keeps the plain fallback)."""
    if _ABOUT_YOU_RE.search(_plain(utterance)) is None:
        return None
    return NO_LIFE_LINES[zlib.crc32(utterance.lower().encode()) % len(NO_LIFE_LINES)]
