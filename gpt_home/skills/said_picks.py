"""Random picks asked with the request's words anywhere: "my grandson wants two dice thrown for his snakes and
ladders", "help my boy pick a crayon red green or blue which one", "who goes first me or my sister pick one".

``topic_first.random_pick`` reads a roll said as an order ("roll two dice") and options said with "you choose". Here:

- **dice**: the word dice / die beside a rolling word in any form ("thrown", "rolled", "a dice roll", "give us a
  throw of the dice"); the count is the number said right before "dice" ("two dice"), one otherwise;
- **options**: a choosing cue (pick, choose, decide, which one, who goes / starts first) and the options joined by
  "or": said after the cue and its kind of thing ("pick a crayon red green or blue"), without the ends that only ask
  ("which one", "pick one", "for me"). Words of the speaker are said back as the listener hears them ("me or my
  sister" -> "you" / "your sister").

``find`` returns (intent, slots) readings for ``named_intents`` (``GptRollDie``, ``GptChoose``). Pure.
"""

from __future__ import annotations

import re

from gpt_home.agent.chance_asked import about_chance
from gpt_home.agent.spoken_words import WEEKDAY
from gpt_home.agent.number_reader import numeralize
from gpt_home.skills import unnamed_picks

MAX_WORDS = 24
Reading = tuple[str, dict[str, str]]

_DICE = re.compile(r"\b(?:(?P<count>\d{1,2}) )?(?:dice|die|dices)\b")
# a die of other sides: "a d20 roll", "an 8 sided dice rolled", "two 12 sided dice thrown"
_SIDES = re.compile(r"\b(?:(?:(?P<count>\d{1,2}) )?(?P<n>\d{1,3}) (?:sided|sider)(?: (?:dice|die|dices|ones?))?|"
                    r"d ?(?P<d>\d{1,3}))\b")
_ROLLING = re.compile(r"\b(?:roll|rolls|rolled|rolling|throw|throws|thrown|threw|throwing|chuck|chucked|toss|tossed|"
                      r"shake|shaken|cast)\b")
# "the dice are in the drawer", "i lost the dice": about the dice, no roll asked for
# "we rolled a die earlier", "i threw the dice and got a six": a roll told, none asked for
# ("i rolled a six now you roll a die": told, then asked, the roll is made); a time said first: "yesterday we rolled";
# a throw that went on or was the habit: "the kids were flipping a coin all morning", "we spent ages rolling dice",
# "grandad always used to toss a coin for it", "my little brother keeps flipping coins"
TOLD_ROLL = re.compile(r"^(?:(?:so|and|well|oh|yesterday|earlier|today|last night|this morning|at the party|"
                       r"when|before) )*(?:i|we|he|she|they|you|someone|somebody|kids|everyone|everybody|"
                       r"(?:the|my|our|his|her|their) (?:\w+ )?\w+|\w+ and \w+) "
                       r"(?:just |already |then |always |all |both |never |often )?"
                       r"(?:(?:was|were|been|had been|have been|has been|kept|keep|keeps|spent(?: \w+){0,3}) )?"
                       r"(?:rolled|threw|tossed|chucked|cast|shook|flipped|rolling|throwing|tossing|chucking|flipping|"
                       r"(?:used to|would) (?:roll|throw|toss|flip))\b(?!.*\b(?:you (?:roll|throw|flip|toss)|"
                       r"(?:roll|throw|flip|toss) (?:a|an|one|the|me|us|it|again)\b))")
# a throw or a pick refused: "dont roll the dice", "i dont want you to flip a coin" (never "i dont mind you pick")
NEGATED_PICK = re.compile(r"\b(?:dont|do not|don t|never|no need to)(?: (?:want|need|you|u|to|ever|bother|go|please|"
                          r"wanna)){0,4} (?:roll|throw|flip|toss|pick|choose|draw|spin)\b")
# a fact asked, never a taste: "which is healthier, butter or margarine", "which one is more expensive"
FACT_ASKED = re.compile(r"\b(?:which|what|who)(?: one)? (?:is|was|are|were|has|had) (?:the )?(?:(?!better\b)[a-z]+er|"
                        r"more|less|most|least)\b")
# medicine and votes are never a coin toss ("should i take ibuprofen or paracetamol", "who should i vote for")
NEVER_PICKED = re.compile(r"\b(?:ibuprofen|paracetamol|aspirin|calpol|tablets?|pills?|medicines?|medication|dose|doctor|"
                          r"gp|ambulance|hospital|vote|voting|pregnant)\b")
_NOT_A_ROLL = re.compile(rf"\b(?:lost|find|found|where|buy|bought|broke|broken|are in|is in|under|hidden|hide|who)\b|"
                         rf"{TOLD_ROLL.pattern}")
_CHORE = r"(?:does|should do|has to do|gets to do|will do|is doing|is going to do) (?:the )?[a-z]+(?: up| out)?"
_CHOOSING = re.compile(rf"\b(?:pick|choose|decide|settle (?:it|this)|break the tie|(?:make|you make) the call|which (?:one|should)|who {_CHORE}|who (?:goes|should go|gets to go|plays|starts|"
                       r"should start|is) first|whos (?:going )?first|who starts)\b")
_LEAD = re.compile(r"^.*?\b(?:pick|choose|decide(?: between)?|settle (?:it|this)|break the tie|(?:make|you make) the call|which (?:one|should)(?: should)?(?: (?:i|we|he|she|they) "
                   rf"(?:have|get|pick|choose|wear|take))?|who {_CHORE}|who (?:goes|should go|gets to go|plays|starts|should start|"
                   r"is) first|whos (?:going )?first|who starts)\b(?: (?:for (?:me|us|him|her|them)|between|from))? ?")
_TAIL = re.compile(r"(?: (?:which one|which|pick one|pick|choose one|choose|you choose|you pick|you decide|decide|"
                   r"for (?:me|us|him|her|them)|please|then|now|go on|quick|quickly|at random|randomly|"
                   r"out of (?:them|those|these)|of (?:them|those|these)|is it|should it be|will it be|"
                   r"(?:we are|were|we re) (?:split|torn|divided|stuck)|we (?:cant|can t|cannot) (?:decide|agree)|so|"
                   r"and|you))+$")  # "film night or board game night were split you | settle it"
_KIND = re.compile(r"^(?:a|an|one|which) ([a-z]+) (?=\S+ )|^the (colou?r|film|movie|game|book|song|meal|number|name|"
                   r"card|crayon|flavou?r|drink|pudding|dessert|show|team|toy|place|day|one|option) (?=\S+ )")
# ("the lion king or frozen": after "the", only a word for a kind of thing is one, else it is the first option's)
# what the pick is for, said between the kind and the options, is no option: "pick a film for tonight the lion king
# or frozen", "choose a game to play after tea snap or uno", "pick a pudding for sunday trifle or crumble", and said
# bare: "pick a film tonight the lion king or frozen", "choose a game today snap or uno"
_FOR_WHEN = re.compile(r"^(?:to (?:watch|play|eat|have|cook|make|read|wear|do|listen to) )?(?:(?:(?:for|(?:for )?(?:after|before|at|on)) "
                       r"(?:the |this |tomorrow )?(?:tonight|today|tomorrow|later|now|morning|afternoon|evening|night|"
                       r"weekend|breakfast|lunch|dinner|tea|supper|kids|family|(?:movie|film|game|games|date|family) "
                       rf"night|{WEEKDAY})(?: (?:night|tonight|morning|"
                       r"afternoon|evening|dinner|lunch|tea))?|(?:tonight|today|tomorrow|later|now|this (?:morning|afternoon|"
                       rf"evening|weekend)|tomorrow (?:morning|afternoon|evening|night)|(?:on )?(?:{WEEKDAY})(?: night)?(?! or\b))|"
                       r"for (?:the|our|my|a) [a-z]+) )*")  # "pick a day for the cinema saturday or sunday"
# "did you pick pizza or pasta yesterday": a pick made before, asked about, is none to make now
_PAST_PICK = re.compile(r"^(?:did|have|had|has|was|were) (?:you|i|we|he|she|they|it)\b")
# what the pick is for, said after the options: "pizza or pasta for our tea", "frozen or cars for the film night",
# "chips or rice for dinner tonight" (a purpose starts with a possessive, an article or a meal or time word)
_PURPOSE = re.compile(r" (?:for|to (?:have|eat|watch|play|wear) (?:for|at|on|tonight)) (?:(?:our|my|the|this|his|her|"
                      r"their|your|us|them|tonights|todays|tomorrows|dinner|lunch|tea|breakfast|supper|tonight|today|"
                      r"tomorrow|pudding|dessert|afters)\b)(?: [a-z]+){0,3}$")
# options said in parallel, each with its article: "the red jumper or the blue one", "a big mug or a small one":
# the word after the first article describes the first option, it is no kind of thing said before the options
_PARALLEL = re.compile(r"^(?:the|a|an) [a-z]+(?: [a-z]+)? or (?:the|a|an) [a-z]+(?: [a-z]+)?$")
_NAMED = re.compile(r"((?:the|a|an|my) [a-z]+) ([a-z]+)")
# "ill pick one up tomorrow or friday", "can you pick me up at 5 or 6": fetching, no choice asked
PICK_UP = re.compile(r"\bpick(?:ing|ed)? (?:(?:it|one|them|him|her|me|us|some|\w+) )?up\b")
_FIRST = re.compile(r" (?:to|who) (?:go|goes|start|starts|play|plays|bat|bats|be|is) first\b.*$")
_LISTENER = {"me": "you", "my": "your", "i": "you", "mine": "yours", "myself": "yourself", "us": "you", "our": "your"}


def dice(normalized: str) -> Reading | None:
    """ "two dice thrown for snakes and ladders": ("GptRollDie", {"count": "2"})."""
    text = numeralize(normalized)
    found = _DICE.search(text)
    sided = _SIDES.search(text)
    if (found is None and sided is None) or not _ROLLING.search(text) or _NOT_A_ROLL.search(text):
        return None
    if sided is not None:  # "give me a d20 roll for dungeons and dragons", "i need an 8 sided dice rolled"
        sides, count = sided.group("n") or sided.group("d"), sided.group("count")
        return "GptRollDie", {"sides": sides, **({"count": count} if count and 1 < int(count) <= 10 else {})}
    if re.search(r"\bsides?\b", text):
        return None  # "a die with 12 sides": the templates read those
    count = found.group("count") or ("2" if re.search(r"\bboth\b|\bpair of dice\b", text) else None)  # "roll both dice"
    return ("GptRollDie", {"count": count}) if count and 1 < int(count) <= 10 else ("GptRollDie", {})


def _listener(option: str) -> str:
    return " ".join(_LISTENER.get(w, w) for w in option.split())


def options(normalized: str) -> str | None:
    """The options said after a choosing cue, comma-joined ("red, green, blue"); None when there are none."""
    if " or " not in normalized or not _CHOOSING.search(normalized) or _PAST_PICK.match(normalized) \
            or PICK_UP.search(normalized):
        return None
    # "pick one cats or dogs", "choose one for me tea or coffee": "one" stands for the options said after it
    normalized = re.sub(r"^((?:(?:can you|could you|please|just|go on|ok|okay|so) )*(?:pick|choose)) one\b"
                        r"(?= (?:for (?:me|us) )?\w+(?: \w+)? or )", r"\1", normalized)
    lead = _LEAD.match(normalized)
    rest = normalized[lead.end():] if lead else normalized
    if " or " not in rest:  # the options came first: "me or my sister who goes first"
        rest = normalized[:_CHOOSING.search(normalized).start()]
    rest = _FIRST.sub("", rest)  # "tom or ella to go first, we keep arguing": who goes first is the pick
    rest = _TAIL.sub("", _PURPOSE.sub("", _TAIL.sub("", rest).strip())).strip()
    kind = _KIND.match(rest)
    typed = kind is not None and (kind.group(1) or kind.group(2)) not in ("or",) and not _PARALLEL.match(rest)
    if typed:
        rest = rest[kind.end():]  # "a crayon red green or blue": the kind of thing is no option
    if (said := _FOR_WHEN.sub("", rest, count=1)) != rest and said.rpartition(" or ")[0]:
        rest = said  # "for tonight the lion king or frozen": the options after what they are for
    left, _, right = rest.rpartition(" or ")
    if not left or not right or len(right.split()) > 3:
        return None
    parts = [p.strip() for p in re.split(r",| or ", left) if p.strip()]
    if typed and len(parts) == 1 and len(parts[0].split()) > 1 and not re.search(r"\b(?:the|a|an)\b", parts[0]):
        parts = parts[0].split()  # "red green or blue": one word each, as the kind said before them
    said = [*parts, right.strip()]
    if len(said) < 2 or any(len(p.split()) > 3 for p in said):
        return None
    return ", ".join(_listener(p) for p in named(said))


def named(options: list[str]) -> list[str]:
    """ "the red jumper", "the blue one" -> "the red jumper", "the blue jumper": "one" stands for the thing named in
    another option (one noun said once, after its own describing word)."""
    nouns = [m.group(2) for o in options if (m := _NAMED.fullmatch(o)) and m.group(2) not in ("one", "ones")]
    if len(set(nouns)) != 1:
        return options
    noun = nouns[0]
    return [re.sub(r"\bones?$", noun, o) if _NAMED.fullmatch(o) else o for o in options]


# a household job asked of the speaker and someone: "we cant decide who does the washing up, me or my brother tom",
# "who takes the bins out me or my sister", "who should walk the dog, me or my husband dave". One option must be the
# speaker ("me", "us") or one of theirs ("my brother"); the job is said in the present or after a modal ("who ate the
# cake", "who is taller, me or my brother" are facts, never a pick)
_WHO_JOB = re.compile(r"^(?:.*? )?who (?:(?:should|shall|has to|gets to|will|must|needs to|ought to|is going to) "
                      r"(?P<base>[a-z]+)|is (?P<ing>[a-z]+ing)|(?P<does>[a-z]+s))(?P<job>(?: [a-z]+){1,4}?) "
                      r"(?P<a>me|us|(?:my|our) [a-z]+(?: [a-z]+)?|[a-z]+) or (?P<b>me|us|(?:my|our) [a-z]+(?: [a-z]+)?|[a-z]+)"
                      r"(?: (?:please|then|you (?:decide|choose|pick)|you tell me|which one|pick one))*$")
_NOT_A_JOB = re.compile(r"\b(?:is|was|did|wins|won|knows|thinks|loves|likes|looks|seems|owns|has)$|"
                        r"\b(?:taller|older|younger|faster|better|stronger|smarter|bigger|smaller|shorter|right|wrong|"
                        r"more|less|most|best|worse|first|last)\b")


def household_job(normalized: str) -> str | None:
    """The two people a household job is picked between ("you, your brother tom"), or None."""
    found = _WHO_JOB.match(normalized)
    if found is None or TOLD_ROLL.match(normalized) or _PAST_PICK.match(normalized):
        return None
    verb = found.group("base") or found.group("ing") or found.group("does")
    people = [found.group("a"), found.group("b")]
    if _NOT_A_JOB.search(f"{verb}{found.group('job')}") or _NOT_A_JOB.search(verb) or not any(
            re.match(r"(?:me|us|my|our)\b", p) for p in people) or people[0] == people[1]:
        return None
    return ", ".join(_listener(p) for p in people)


def find(normalized: str) -> list[Reading]:
    """The random-pick readings of ``normalized``; [] otherwise."""
    if not normalized or len(normalized.split()) > MAX_WORDS or about_chance(normalized) or NEGATED_PICK.search(normalized):
        return []  # "is a coin toss fairer than a dice roll": a question about the tool (agent/chance_asked.py)
    found: list[Reading] = []
    if (rolled := dice(normalized)) is not None:
        found.append(rolled)
    if FACT_ASKED.search(normalized) or NEVER_PICKED.search(normalized):
        return found  # "which is healthier, butter or margarine, you decide": a fact, never a pick
    if (choices := options(normalized) or household_job(normalized)) is not None:
        found.append(("GptChoose", {"choices": choices}))
    return found or unnamed_picks.find(normalized)  # "roll for me its my go on ludo": the tool unsaid
