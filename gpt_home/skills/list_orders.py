"""List requests said in another order, put the way the list templates say them.

A household names the list first and the request after ("shopping list add eggs", "on the to do list put call the
dentist", "the shopping list so far what have we put on it"), puts the list before the items ("please add to shopping
list tomatoes and onions"), gives a reason after ("take the eggs off the list we have some"), names the item first and
points back at it ("butter we bought it already you can remove it from the list"), or announces an item to come ("hang
on i have another item for the shopping list"). ``list_readings`` returns the same request in the templates' order
("add eggs to the shopping list"); the templates and the list skill then check and carry it out as usual.

Safety: a reading never turns an add into a read-back or a clear. ``misread`` tells the caller when a reading found by
meaning (agent/semantic.py) would read back or clear a list the sentence asked to change.
"""

from __future__ import annotations

import re

from gpt_home.agent.remark_after import LEAD_FILLERS, remark_start, without_remark, without_tail
from gpt_home.agent.speech_cues import NEGATION, REPORTING
from gpt_home.agent.spoken_words import CLOCK_HOURS, OWNER, POLITE
from gpt_home.skills.list_asks import list_asks
from gpt_home.skills.list_phrasings import list_phrasings
from gpt_home.skills.list_refs import list_refs
from gpt_home.skills.not_the_lights import bought

_NAME = r"(?:(?P<name>to do|todo|shopping|grocery|groceries|[a-z]+) )?list"
_DET = r"(?:the |my |our |this |that )?"
_ADD = r"(?:add|put|stick|pop|chuck|throw|write|jot|pencil|include|bung)"
_REMOVE = r"(?:remove|delete|take|cross|tick|strike|scratch|knock|rub|check)"
_POLITE = rf"(?:(?:{POLITE}|would you|will you|you can|ok|okay|right|so|and|then|now|just|also) )*"
# "shopping list add eggs", "on the to do list put call the dentist", "for the list remove milk"
_TOPIC_FIRST = re.compile(rf"^(?:(?:right|ok|okay|so|oh|well|now) )*(?:(?:on|to|for|onto|in|from|off) )?{_DET}{_NAME}(?: please)? (?P<rest>.+)$")
# "groceries add yoghurt", "to do: call the bank" (a household's own list names said without the word list)
_TOPIC_BARE = re.compile(rf"^(?:(?:on|to|for|onto) )?{_DET}(?P<name>shopping|groceries|grocery|to do|todo)(?: please)? "
                         rf"(?P<rest>{_POLITE}(?:{_ADD}|{_REMOVE})\b.+)$")
# "shopping list eggs and milk": telegraphic, an item and nothing else (never a question, a pronoun or a filler)
_NOT_TELEGRAPHIC = re.compile(r"^(?:is|are|was|do|does|did|can|could|will|would|should|how|what|whats|when|where|"
                              # said of the list, negated or as a may: "the shopping list cant be cleared yet"
                              rf"{NEGATION}|cant|cannot|couldnt|wont|wouldnt|isnt|arent|doesnt|must|may|might|"
                              r"stays?|keeps?|"
                              r"who|why|"
                              r"which|have|has|i|we|you|it|its|they|he|she|thanks|thank|cheers|please|ok|okay|now|"
                              r"again|"
                              r"oh|so|well|um|uh|yes|yeah|no|not|too|also|clear|empty|delete|wipe|reset|start|"
                              # a statement about the list ("the shopping list needs wiping clean"): no item
                              r"needs?|wants?|looks?|seems?|has|had|got|gets|was|were|been|is|are|"
                              r"read|show|"
                              r"tell|check|open)\b")
_REST_ADD = re.compile(rf"^{_POLITE}{_ADD}(?: on| down| in)? (?P<items>.+?)(?: (?:on|to|onto|in) it| too| as "
                       rf"well)?(?: please| thanks)?$")
_REST_REMOVE = re.compile(
    rf"^{_POLITE}{_REMOVE}(?: off| out)? (?P<items>.+?)(?: (?:off|from|out of) it| off)?(?: please| thanks)?$")
_REST_NEED = re.compile(r"^(?:(?:so|and|also|then) )*(?:we|i) (?:need|want|are out of|have run out of|ran out of|"
                        r"are low on|"
                        r"are running low on|could do with|have no|got no|are missing)(?: some| more| some more| any)? "
                        r"(?P<items>.+?)(?: too| as well| please)?$")
_REST_SHOW = re.compile(r"^(?:(?:so far|please|now|right|ok|okay|then) )*(?:what|whats|which|read|tell|show|how many|"
                        r"anything|is there|have we got|do we have|give me|say)\b")
# "please add to shopping list tomatoes and onions", "remove from the to do list call the bank"
_LIST_BEFORE_ITEMS = re.compile(
    rf"^{_POLITE}(?P<verb>{_ADD}|{_REMOVE}) (?:to|on|onto|in|into|from|off|off of) {_DET}{_NAME} (?P<items>.+)$")
# "take the eggs off the list we have some", "read the list back before i head to tesco": the request, then the reason
_REASON_AFTER = re.compile(
    rf"^(?P<request>{_POLITE}(?:{_ADD}|{_REMOVE}|what|whats|read|clear|empty)\b.+?\blist)(?: back| out| over)? "
    r"(?:(?:we|i|you|they|because|cause|coz|since|as|its|thats|were|weve|ive|theres|there|it|already|now|please|"
    r"thanks|thank you|cheers|ok|okay|for|asap|urgently|so|before|by|if|when|tonight|today|tomorrow|later|quickly)\b.*)$")
# "butter we bought it already you can remove it from the list", "milk we have none can you add it to the list", "oh
# and toothpaste were on the last tube add it to the list" (a filler and "the" before the item are not the item)
_ITEM_FIRST = re.compile(
    r"^(?:(?:oh|ok|okay|so|well|right|and|um|uh|hey|hmm|also|plus) )*(?:the |some |our |my )?"
    rf"(?P<items>[a-z]+(?: [a-z]+){{0,3}}?) (?:(?:we|i|weve|ive|they|theyre|its|were|you|there|theres|is|are|has|"
    rf"have|was|running|nearly|almost|all|gone|finished|empty|low|can|could|would|will)\b(?P<said>.*?)\b|"
    rf"(?=(?:so |and |then )?(?:{_ADD}|{_REMOVE}) ))"  # a remark of the item, or none: "toothpaste add it to the list"
    rf"(?:(?:so|and|then) )?(?P<verb>{_ADD}|{_REMOVE}) (?:it|them|that|those|this|these)(?: off| down| out)? "
    rf"(?:from|off|on|onto|to|in|into|out of) {_DET}{_NAME}(?: please| too| as well| for me)?$")
# "toothpaste if we run out add it", "toothpaste mum said add it": for later, or someone else's words
_NOT_ASKED_NOW = re.compile(rf"\b(?:if|unless|whether|{REPORTING}|told|asked)\b")
# "... but dont add it to the list", "... no need to put it on the list": the change is asked not to be made
_NOT_NOW = re.compile(rf"\b(?:{NEGATION}|don t|not|no need to|no point|wont|cant)(?: (?:you|need to|"
                      r"bother|bother to|have to|want to|wanna))*\s*$")
# "the butter can come off the list", "milk can go on the shopping list", "the jam doesnt need to be on the list any
# more", "eggs are no longer needed on the list": the item first, what should happen to it on the list after it
_ITEM_CAN = re.compile(
    rf"^(?:(?:oh|ok|okay|so|right|and|um|uh|actually) )*(?:the |our |my |that |those |some )?(?P<items>[a-z]+(?: [a-z]+)"
    rf"{{0,2}}?) (?:(?P<can>can|should|must|needs to|need to|has to|have to|is to|are to|ought to)(?: now| already)? "
    rf"(?:(?P<off>come off|go off|come out|be taken off|be taken out|be removed|be crossed off|be ticked off|"
    rf"be struck off|be knocked off|be deleted)|(?P<on>go on|go onto|be put on|be added to|be added|get added to|be on))"
    rf"|(?:is|are) no longer needed(?: on)?|(?:doesnt|dont|does not|do not) need to be on(?P<still> there)?)"
    rf"(?: (?:of|from|on|onto|to|off))? {_DET}{_NAME}(?: (?:any more|anymore|now|too|as well|please|thanks))*"
    rf"(?: (?:we|i|because|cause|coz|since|as|its|theyre|were|weve|ive|theres|there|they|already)\b.*)?$")
_NOT_SAID_ITEM = frozenset("what which who how where when why it that this there list".split())
# words a plain item said first never holds: a pronoun, a question, an opinion or a hedge, a quantifier, a verb of
# saying, a negation ("i dont think eggs ...", "does milk ...", "mum said the bread ...", "nothing else ...")
_TALK_WORDS = frozenset("i me we us you he she it they them him her its this that these those there here what which "
                        "who whom whose how where when why whether if does do did is are was were can could would "
                        "should will shall may might must think thought reckon guess suppose believe know maybe "
                        "perhaps probably possibly nothing anything everything something nobody anybody everybody "
                        "someone anyone somebody else all said says say saying told tells tell asked not no dont "
                        "doesnt didnt isnt arent wont cant shouldnt list".split())
# and, after the optional "the/our/my/some", no other article or linking word ("then the eggs", "so the jam")
_INSIDE_WORDS = frozenset("the a an some my our then but or so".split())

# "if milk can go", "maybe eggs could go": a question or a hedge, never an item on the list
_HEDGED = re.compile(r"\b(?:if|whether|does|do|did|can|could|may|might|should|would|will|must|shall|think|reckon|"
                     r"guess|suppose|believe|maybe|perhaps|probably|possibly|said|says|told)\b")


def _plain_item(items: str) -> bool:
    """True when ``items`` is a plain noun phrase (the item-first readings take nothing else: rejecting a sentence
    lets it go on to the other readings or be asked again, where a guess would store "i dont think eggs")."""
    words = items.split()
    return bool(words) and not any(w in _TALK_WORDS or w in _INSIDE_WORDS for w in words)
# "hang on i have another item for the shopping list", "i want to add something to the list"
_ANNOUNCED = re.compile(
    r"(?:^|\b(?:i have|ive got|i got|i have got|theres|there is|got|heres|here is|i need to add|i want to add|"
    r"i would like to add|id like to add|let me add|can i add|could i add|can you add|i have to add|add|put) )"
    r"(?:(?:another|one more|an|a|some|more|other|a few|a couple of|new) )?(?:items?|things?|something|stuff)(?: else)?"
    r"(?: (?:i|we) (?:want|need|would like|would love)(?: (?:adding|putting|added|put|to add|to put|to go))?)?"
    rf" (?:for|to add to|to put on|to go on|on|to|onto) {_DET}{_NAME}$")  # "theres an item i want on the list"
# "the shopping list needs something adding", "something needs adding to the to do list": no item yet, so what is asked
_SOME = r"(?:(?:another|one more|an|a|some|more|other|a few|a couple of|new) )?(?:items?|things?|something|stuff)(?: else)?"
_NEEDS_ADDING = (re.compile(
    rf"^(?:(?:oh|ok|okay|so|well|right|and|um|uh|hey|hmm) )*{_DET}{_NAME} (?:needs|wants|could do with|could use) "
    rf"{_SOME}(?: (?:adding|added|putting|put|writing|written|to be added|to go))?(?: (?:on|to|onto|in) it)?(?: down)?"
    r"(?: please)?$"), re.compile(
    rf"^(?:(?:oh|ok|okay|so|well|right|and|um|uh|hey|hmm) )*{_SOME} (?:needs|wants|has) (?:adding|putting|writing|"
    rf"to be added|to go|to be put)(?: down)? (?:on|to|onto|in) {_DET}{_NAME}(?: please)?$"), re.compile(
    # "shopping list, ive thought of something for it", "the to do list i remembered a thing": an item to come
    rf"^(?:(?:oh|ok|okay|so|well|right|and|um|uh|hey|hmm) )*{_DET}{_NAME} (?:(?:i|we) (?:have |just )?|ive |weve )"
    rf"(?:just )?(?:thought of|remembered|got|come up with) {_SOME}(?: (?:for it|to add|to put on it|to go on it|for "
    r"you))?$"))
# "i need to add to the shopping list", "can you put some things on the list": no item yet
_ADD_NOTHING = re.compile(rf"^{_POLITE}(?:(?:i need to|i want to|i have to|let me|can i|could i|id like to|"
                          rf"i would like to) )?{_ADD} (?:(?:some|more|a few|a couple of) (?:things|stuff|items) )?"
                          rf"(?:to|on|onto|in) {_DET}{_NAME}$")
# "oh we got bananas already take them off the list": what was bought, then the request about it
_STATED_FIRST = re.compile(
    rf"^(?:(?:oh|ok|okay|so|well|right|and|um|uh|actually) )*(?:we|i|weve|ive) (?:have |already |just |have already )?"
    rf"(?:got|have|bought|picked up|found|run out of|ran out of|are out of|are low on|are running low on|used up|"
    rf"finished|need|need more|need some|(?:had|used)(?= the last of))(?: the last of| all of| all| some| the| more| any)?(?: the| our| my)?"
    rf" (?P<items>[a-z]+(?: [a-z]+){{0,3}}?)"
    rf"(?: already| now| today| after all| anyway| as it happens)* (?:so |and )?{_POLITE}(?P<verb>{_ADD}|{_REMOVE}) (?:it|them|that|those|some)"
    rf"(?: off| out| down| on)?(?: (?:from|off|out of|on|onto|to|in) {_DET}{_NAME})?$")  # "... stick it on": the list
# "i finished call the bank tick it off", "we did fix the fence you can cross it off"
_FINISHED = re.compile(
    rf"^(?:(?:oh|ok|okay|so|right|and) )*(?:i|we|ive|weve) (?:have |just |already )*(?:finished|did|done|"
    rf"completed|sorted)"
    rf"(?: with)? (?P<items>[a-z]+(?: [a-z]+){{0,4}}?) (?:so |and )?{_POLITE}(?:tick|cross|take|check|mark|strike|"
    rf"scratch)"
    rf" (?:it|them|that) off(?: (?:the|my|our) {_NAME})?$")
# "did i already add sugar to the list": a question, never an add
_ALREADY_ON = re.compile(rf"^(?:did|have|has) (?:i|we|you|anyone|someone) (?:already |just )?(?:add|added|put|got|"
                         rf"written|write)(?: down)? (?P<items>.+?) (?:on|to|in|onto) {_DET}{_NAME}(?: already| yet)?$")
# no list named: "mark call the dentist as done", "scratch the jelly off", "tick off walk the dog"
_DONE = re.compile(r"^(?:please )?(?:mark|set|put down) (?P<items>.+?) as (?:done|finished|complete|completed|bought)$|"
                   r"^(?:please )?(?:scratch|cross|tick|strike|check|take|knock|rub) (?:off (?P<items2>.+)|"
                   r"(?P<items3>.+?) off)$")
_TIME_WORDS = re.compile(r"\b(?:timers?|alarms?|reminders?|seconds?|minutes?|hours?|mins?)\b")
# "knock the lights off", "take your coat off": a device or clothing switched or taken off, never a list item
_NOT_LISTED = re.compile(r"\b(?:lights?|lamps?|heating|heater|tv|telly|television|radio|music|fan|oven|hob|"
                         r"kettle|coat|jacket|shoes|boots|hat|lid|volume|sound)\b")
# "any milk on the shopping list", "have we got bread on the list": asked, never added
# ("we have run out of milk again put milk on the list": "have" of a stock told, then an order; never a question)
_ASKED_ON = re.compile(rf"^(?:(?:have |do )?(?:we|i|you) (?:got|have|still have|still got)|got|any|still got) "
                       r"(?!(?:run|ran|used|finished|eaten|drunk|had|been|just|gone)\b)"
                       r"(?!.*\b(?:put|add|stick|pop|write|chuck|bung|pencil)\b)"
                       rf"(?:any |some )?(?P<items>.+?) (?:on|in) {_DET}{_NAME}(?: already| yet| still)?$")
_KNOWN_NAMES = frozenset({"shopping", "grocery", "groceries", "to do", "todo"})
# words an item never starts with: a question, a verb of its own ("sort out the batteries on the list")
_NOT_AN_ITEM_START = frozenset("anything everything nothing what whats something sort get check put add see look "
                               "go find "
                               "keep leave make do take move change fix deal there here".split())
_FILLERS = frozenset("oh ok okay so well right and um uh hey yes yeah no hmm".split())
# the words that lead a request, never an item said before it ("please add it to the list", "just put it on the list")
_NOT_FIRST = frozenset("please just now then can could would will go also".split())
# "what did i add to the list", "what have we put on the shopping list so far"
_WHAT_ADDED = re.compile(rf"^what (?:else )?(?:did|have|has) (?:i|we|you|anyone|somebody|someone) (?:already "
                         rf")?(?:added|add|put|"
                         rf"got|written|write|stuck)(?: down)? (?:on|to|in|onto) {_DET}{_NAME}(?: so far| already|"
                         rf" yet)?$")
# "for me please you write milk in the shopping list": courtesy words before the request
_COURTESY_FIRST = re.compile(rf"^(?:(?:for me|please|you|can you|could you|would you|will you|oh|and|so|um|uh|hey|ok|"
                             rf"okay|right|you can|you could|we can|feel free to|go ahead and) )+(?P<request>(?:{_ADD}|"
                             rf"{_REMOVE})\b.+\blist(?: too| as well| please)?)$")
# "oh and milk on the shopping list too": the item and the list, nothing else ("spell broccoli for the shopping list"
# asks a spelling, with the list as its purpose: never an item "spell broccoli")
_ITEM_ON_LIST = re.compile(rf"^(?!(?:{LEAD_FILLERS} )*(?:spell|define|translate|{_ADD})\b)(?:{LEAD_FILLERS} )*"
                           rf"(?P<items>[a-z][a-z ]*?) (?:on|"
                           rf"onto|for) "
                           rf"{_DET}{_NAME}(?: too| as well| please)?$")
# "bananas and rice both off the list", "the milk off the shopping list please": the items and the list, taken off
_ITEM_OFF_LIST = re.compile(rf"^(?:(?:oh|and|also|so|um|uh|ok|okay|right|plus) )*(?:the )?(?P<items>[a-z]+(?: [a-z]+){{0,5}}?)"
                            rf"(?: (?:both|all|all of them|as well|too))? (?:off|out of|from) {_DET}{_NAME}"
                            rf"(?: (?:too|as well|please|now|thanks))*$")
# "done shopping now throw away the whole list": a clear said with its own verbs, at the end of the sentence
_THROW_AWAY = re.compile(r"\b(?:throw away|throw out|bin|scrap|get rid of|trash|ditch|chuck out|chuck away) "
                         rf"{OWNER}?(?:whole |entire |full )?{_NAME}$")
# "did i put buns on there": the list said as "there" or "it"
_ON_THERE = re.compile(r"^(?:did|have) (?:i|we|you) (?:already |just )?(?:put|add|added|got|written|write)(?: down)? "
                       r"(?P<items>.+?) (?:on|in|onto) (?:there|it)(?: already| yet)?$")
# "add hot dog buns": an add with no list and no number (a sum or a timer says its numbers)
_BARE_ADD = re.compile(rf"^(?:(?:{POLITE}|oh|and|also) )*(?:add|put down|write down|jot down) "
                       r"(?P<items>[a-z]+(?: [a-z]+){0,4})(?: please| too| as well)?$")
_NUMBERS = re.compile(rf"\b(?:\d+|zero|{CLOCK_HOURS}|twenty|"
                      r"thirty|forty|"
                      r"fifty|hundred|half|quarter|plus|minus|times|and then|another|more|reminder|alarm|timer|"
                      r"minutes?|seconds?|hours?|light|lights|volume|it|them|that|this|something|(?<!washing )(?<!make )up|list|to|on|"
                      r"onto|from|off)\b")
_NOT_ITEM = frozenset("it them that those this these something anything".split())


def _once(items: str) -> str:
    """ "milk milk" -> "milk": a word said twice in a row (a restart) counts once."""
    words = items.split()
    return " ".join(w for i, w in enumerate(words) if i == 0 or w != words[i - 1])


def _name(match: re.Match[str]) -> str:
    name = match.group("name") or ""
    return "to do" if name == "do" else name  # "to do list ...": the optional "to" took the list's first word


# a remark after the items is never an item ("add to my to do list write christmas cards i always leave it late", "add
# batteries the remotes dead"): agent/remark_after.py, shared with the reminder and timer-name readers; a thing told
# of ("the remotes dead") only on a shopping list, where an item never holds a clause ("check the boiler is working")


_ADDED_FIRST = re.compile(rf"^(?:(?:{POLITE}|{LEAD_FILLERS}) )*(?:{_ADD}|{_REMOVE}|(?!(?:is|are|was|were|do|does|did|have|has|"
                          rf"had|what|whats|how|any|got|why|who|when|which|if)\b)[a-z]+(?: [a-z]+){{0,3}} (?:on|onto) "
                          rf"{_DET}{_NAME})\b")


_NEED_OF = re.compile(r"^ (?:we|i) (?:need|want|are out of|have run out of|ran out of|are low on|are running low on)"
                      r"(?: some| more| any)? (?P<items>[a-z]+(?: [a-z]+){0,3})$")


def _told_after(normalized: str) -> str | None:
    """An add or a removal said first ("add bread", "milk on the shopping list", "take the eggs off") without the
    remark or reason told after it ("the kids finished it this morning", "its nearly empty", "weve run out", "the
    neighbour gave us a dozen"); None when nothing is told after it."""
    first = _ADDED_FIRST.match(normalized)
    if _TIME_WORDS.search(normalized) or (_NOT_LISTED.search(normalized) and not normalized.startswith("add ")):
        return None  # "delete each alarm thats set": no list's; "add oven cleaner were nearly out": an item, no oven
    if first is None:  # "one more for the shopping list, hold on while i think": the list named before the remark
        start = remark_start(normalized) or 0
        need = _NEED_OF.match(normalized[start:])  # "oh and kitchen roll we need kitchen roll": the need is the add
        if need is not None and re.sub(rf"^(?:{LEAD_FILLERS} )*", "", normalized[:start]) == need.group("items"):
            return f"add {need.group('items')} to the shopping list"
        talk = remark_start(normalized, talk_only=True)
        return normalized[:talk] if talk and re.search(r"\blist\b", normalized[:talk]) else None
    # only what is said after the verb or after the list named: "theres something i need on the list" tells nothing after
    told_of = re.search(r"\bto ?do\b", normalized) is None
    start = remark_start(normalized, told_of=told_of, after=first.end())  # "milk on the shopping list weve run out"
    cut = without_tail(normalized if start is None else normalized[:start]).strip()
    return cut if cut != normalized and len(cut.split()) >= 2 else None


def _add(items: str, name: str) -> str | None:
    items = without_remark(items, told_of=name in ("", "shopping", "grocery", "groceries")).strip()
    if not items or items in _NOT_ITEM:
        return None
    return f"add {items} to the {name or 'shopping'} list"


def _remove(items: str, name: str) -> str | None:
    items = without_remark(items).strip()
    if not items or items in _NOT_ITEM:
        return None
    return f"remove {items} from the {name + ' ' if name else ''}list"


def _show(name: str) -> str:
    return f"what is on the {name + ' ' if name else ''}list"


def _verb_reading(verb: str, items: str, name: str) -> str | None:
    return _add(items, name) if re.fullmatch(_ADD, verb) else _remove(items, name)


def _topic_rest(rest: str, name: str, *, telegraphic: bool = False) -> list[str]:
    """The request said after the list's name."""
    if (r := _REST_ADD.match(rest)) is not None:
        return [_add(r.group("items"), name) or ""]
    if (r := _REST_NEED.match(rest)) is not None and name in ("", "shopping", "grocery", "groceries"):
        return [_add(r.group("items"), name) or ""]
    if (r := _REST_REMOVE.match(rest)) is not None:
        return [_remove(r.group("items"), name) or ""]
    if _REST_SHOW.match(rest) is not None:
        return [_show(name)]
    if telegraphic and name in _KNOWN_NAMES and len(rest.split()) <= 6 and _NOT_TELEGRAPHIC.match(rest) is None and (
            rest.split()[-1] not in _NOT_ITEM):
        return [_add(rest, name) or ""]  # "shopping list eggs and milk"
    return []


def list_readings(normalized: str) -> list[str]:
    """The request in the list templates' order, most specific first; empty when it is not a list request.

    ``normalized`` comes from ``intents.normalize`` (lower case, no punctuation)."""
    if (supply := bought(normalized)) is not None:  # "get some light bulbs for the kitchen": bought, never switched
        return [supply]
    if (cut := _told_after(normalized)) is not None:  # "add bread the kids finished it this morning": the request
        return list_readings(cut) + [cut]  # without what is told after it, in the usual order or as said
    if asked := list_asks(normalized):  # an item with what it is for, "is the toothpaste on there"
        return asked
    if named_apart := list_refs(normalized):  # the list named apart: "the old list is done with, clear it"
        return named_apart
    plain, found = list_phrasings(normalized)  # the shops' list, "were all out of", a job first, a walk through
    if plain != normalized or found:
        more = list_readings(plain) if plain != normalized else []
        return [r for r in dict.fromkeys([*found, plain, *more]) if r and r != normalized]
    out: list[str] = []
    if (m := _STATED_FIRST.match(normalized)) is not None and not _NOT_NOW.search(m.group("items")) and not re.search(
            r"\b(?:i|we|they|he|she)$", m.group("items")):  # "... dont put it"; "... so i put it on": done, told
        out.append(_verb_reading(m.group("verb"), m.group("items"), _name(m)) or "")
    if (m := _FINISHED.match(normalized)) is not None:
        out.append(_remove(m.group("items"), _name(m)) or "")
    if (m := _TOPIC_BARE.match(normalized)) is not None:
        out.extend(_topic_rest(m.group("rest"), _name(m)))
    if (m := _ON_THERE.match(normalized)) is not None:
        out.append(f"is {m.group('items')} on the list")
    if (m := _BARE_ADD.match(normalized)) is not None and _NUMBERS.search(m.group("items")) is None:
        out.append(_add(m.group("items"), "") or "")
    if "list" not in normalized:
        m = _DONE.match(normalized)
        items = (m.group("items") or m.group("items2") or m.group("items3") or "") if m else ""
        if (items and items not in _NOT_ITEM and len(items.split()) <= 6 and not _TIME_WORDS.search(normalized)
                and not _NOT_LISTED.search(items)):
            out.append(f"take {items} off the list")
        return [r for r in dict.fromkeys(out) if r and r != normalized]
    if (m := _ASKED_ON.match(normalized)) is not None:  # a question: only the check is read, never an add
        return [f"is {m.group('items')} on the {_name(m) + ' ' if _name(m) else ''}list"]
    if (m := _ANNOUNCED.search(normalized) or _ADD_NOTHING.match(normalized) or next(
            (n for r in _NEEDS_ADDING if (n := r.match(normalized))), None)) is not None:
        out.append(f"add something to the {_name(m) + ' ' if _name(m) else ''}list")
    if (m := _COURTESY_FIRST.match(normalized)) is not None:
        out.append(m.group("request"))
    if (m := _ITEM_CAN.match(normalized)) is not None and _plain_item(m.group("items")) and (
            not _NOT_LISTED.search(m.group("items"))):
        verb = "add" if m.group("on") else "remove"
        out.append(_verb_reading(verb, m.group("items"), _name(m)) or "")
    if (m := _ITEM_ON_LIST.match(normalized)) is not None and _NOT_TELEGRAPHIC.match(m.group("items")) is None and (
            not _HEDGED.search(m.group("items"))) and (
            not re.search(r"\b(?:is|are|was|were|be|been|can|should|must|stays?|still|it|them|this|that|these|"
                          r"those)$", m.group("items"))) and (  # "toothpaste put it": never an item
            len(m.group("items").split()) <= 4 and m.group("items").split()[0] not in _NOT_AN_ITEM_START):
        out.append(_add(_once(m.group("items")), _name(m)) or "")
    if (m := _ITEM_OFF_LIST.match(normalized)) is not None and _NOT_TELEGRAPHIC.match(m.group("items")) is None and (
            _plain_item(m.group("items").replace(" and ", " "))) and not _NOT_LISTED.search(m.group("items")):
        out.append(_remove(m.group("items"), _name(m)) or "")  # "bananas and rice, both off the list"
    if (m := _THROW_AWAY.search(normalized)) is not None:
        out.append(f"clear the {_name(m) + ' ' if _name(m) else ''}list")
    if (m := _WHAT_ADDED.match(normalized)) is not None:
        out.append(_show(_name(m)))
    if (m := _LIST_BEFORE_ITEMS.match(normalized)) is not None:
        out.append(_verb_reading(m.group("verb"), m.group("items"), _name(m)) or "")
    if (m := _ALREADY_ON.match(normalized)) is not None:
        out.append(f"is {m.group('items')} on the {_name(m) + ' ' if _name(m) else ''}list")
    if (m := _TOPIC_FIRST.match(normalized)) is not None:
        out.extend(_topic_rest(m.group("rest"), _name(m), telegraphic=True))
    if _STATED_FIRST.match(normalized) is None and (m := _ITEM_FIRST.match(normalized)) is not None and (
            m.group("items").split()[0] not in _FILLERS) and _plain_item(m.group("items")) and (
            _NOT_NOW.search(said := m.group("said") or "") is None) and _NOT_ASKED_NOW.search(said) is None and (
            not re.match(r" ?(?:the|our|my|your|his|her|their) (?!last\b)", said)) and (  # "kids finished the cereal"
            m.group("items").split()[0] not in _NOT_FIRST):
        out.append(_verb_reading(m.group("verb"), m.group("items"), _name(m)) or "")
    if (m := _REASON_AFTER.match(normalized)) is not None and m.group("request") != normalized:
        out.append(m.group("request"))
    return [r for r in dict.fromkeys(out) if r and r != normalized]


# "take the chicken off", "knock the eggs off": cooking or clothing as often as a list, when no list is named
_TAKE_OFF_UNNAMED = re.compile(r"^(?:(?:please|just|ok|okay|now) )*(?:take|knock) (?P<item>[a-z][a-z ]*?) off$")


def unnamed_take_off(normalized: str) -> str | None:
    """The item of "take X off" said with no list named (a list's only when X is on a list: the caller checks)."""
    m = _TAKE_OFF_UNNAMED.match(_told_after(normalized) or normalized)  # "... off, the neighbour gave us a dozen"
    return m.group("item") if m is not None else None


_CHANGE_WORDS = re.compile(rf"\b(?:{_ADD}|{_REMOVE}|adding|added|putting|another item|another thing|one more|out of|"
                           r"bought)\b")
_CLEAR_WORDS = re.compile(r"\b(?:clear|empty|wipe|delete|remove|erase|reset|start|over|fresh|scrap|everything|all)\b")


def misread(normalized: str, intent: str) -> bool:
    """True when reading ``normalized`` as ``intent`` would do something it did not ask for: a read-back of a list the
    sentence asked to change, or a clear it did not ask for (a wrong action is worse than asking back)."""
    if intent in ("HassListShow", "list_show"):  # Home Assistant's name, or the reading by meaning's
        return _CHANGE_WORDS.search(normalized) is not None and _REST_SHOW.search(normalized) is None and not re.search(
            r"\b(?:what|whats|read|tell me|show)\b", normalized)
    if intent in ("HassListRemoveItem", "list_remove") and re.search(
            r"\b(?:everything|all the items|all items|all the things|it all|the lot|all of it)\b", normalized):
        return True  # "take everything off the shopping list": a clear (skills/list_phrasings.py), never an item
    if intent in ("HassListClear", "list_clear"):
        return _CLEAR_WORDS.search(normalized) is None
    return False
