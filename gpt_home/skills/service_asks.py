"""Requests for a service the assistant does not have, read by their grammar (a service verb with its object, or a
question only an online service answers), answered with ``refusals.refusal``'s short true sentence.

The ``GptUnsupported`` templates (``agent/sentences_en.yaml``) know the textbook forms ("play some music", "call
mum"); households also say "facetime my daughter", "tell sarah dinner is ready by
text", "am i free on friday afternoon", "did liverpool win", "translate hello into french", "google how to fix a
tap", "when is the next train to leeds". Those reached the bundled model, which pretends: it "plays" the song, names a
score, makes up a train time. Each family here is one pattern over the whole utterance (after a polite lead-in), so a
household request that only mentions the service ("remind me to text dad", "set a timer for the radio show", "add
dog food to the list") never matches: its own verb comes first. Pure.
"""

from __future__ import annotations

import re

from gpt_home.skills import odd_asks, service_forms, service_needs, tv_guide
from gpt_home.skills.refusals import refusal

_LEAD = (r"(?:(?:hey|ok|okay|so|right|um|er|oh|and|now|please|quickly|like) )*(?:(?:can|could|will|would) you (?:please )?"
         r"(?:like )?|(?:are you able to|would you be able to|is it possible to) |(?:i want you to|i need you to) |"
         # a learner's "please you call to my wife" reaches here as "you call to my wife"
         r"you (?!(?:are|were|have|had|did|do|can|could|will|would|should|must|know|think|said|say)\b)|"
         r"(?:please )?(?:go on )?)?")
_END = r"(?: (?:please|for me|now|right now|then|thanks|thank you|quickly|dear|love|pet|mate))*"
_WHO = r"(?:my |our |the )?(?:\w+ ?){1,3}?"
_LANGUAGE = (r"(?:french|spanish|german|italian|portuguese|polish|dutch|russian|chinese|mandarin|cantonese|japanese|"
             r"korean|arabic|hindi|urdu|punjabi|bengali|turkish|greek|swedish|norwegian|danish|finnish|welsh|irish|"
             r"gaelic|latin|hebrew|thai|vietnamese|romanian|ukrainian|czech|hungarian|swahili|tagalog|english)")
_TEAM_GAME = r"(?:play|playing|kick off|kicking off)"
_SPORT = (r"(?:football|soccer|rugby|cricket|tennis|golf|snooker|darts|f1|formula one|basketball|baseball|hockey|"
          r"boxing|racing|the grand prix|the match|the game)")

# Music asked for with a wish ("i want to listen to some music") is read from its parts by ``service_slots``.
_FAMILIES: tuple[tuple[str, str], ...] = (
    # calendar: "am i free on friday afternoon", "are we busy tomorrow", "whats in my diary thursday"
    ("calendar", r"(?:am i|are we|is (?:my|our) \w+) (?:free|busy|available|booked up|doing anything)"
                 r"(?: (?:on|this|next|tomorrow|today|tonight|at)(?: \w+){0,3})?"
                 r"|(?:whats|what is|anything) (?:in|on) (?:my|our) (?:diary|calendar|agenda|schedule)(?: \w+){0,3}"
                 r"|(?:check|open|read|show) (?:me )?(?:my|our) (?:diary|calendar|agenda|schedule)(?: \w+){0,3}"),
    # calls: "facetime my daughter", "skype grandma", "get my son on the phone"
    ("calls", rf"(?:facetime|skype|whatsapp call|video chat with) {_WHO}(?: on (?:the )?(?:phone|line|facetime|"
              rf"video))?|get {_WHO} on (?:the )?(?:phone|line|facetime|video)"),
    # messages: "tell sarah dinner is ready by text", "let mum know i am late by whatsapp", "did anyone text me"
    ("messages", rf"(?:tell|let) {_WHO}(?: know)?(?: that)?(?: \w+){{0,6}} (?:by|on|over|via|in a) (?:text|message|"
                 r"whatsapp|email|sms|messenger)"
                 r"|(?:did|has) (?:anyone|anybody|someone|somebody|\w+) (?:texted|text|messaged|message|emailed|email)"
                 r" (?:me|us)(?: \w+){0,2}"),
    # purchases said as a repeat order: "reorder my usual shopping", "repeat my last grocery order"
    ("purchases", r"(?:re ?order|order again|repeat (?:my|our|the) (?:last |usual |weekly )?(?:\w+ )?order)"
                  r"(?: (?:my|our|the|some|more))?(?: (?:\w+ ?){1,4})?"
                  # "get a pepperoni pizza delivered", "have some flowers sent to mum"
                  r"|(?:get|have|send) (?:me |us )?(?:a|an|some|more|another) (?:\w+ ){1,4}(?:delivered|sent|brought)"
                  r"(?: (?:to|round|over) (?:\w+ ?){1,3})?(?: (?:tonight|today|tomorrow))?"),
    # deliveries: "when will my amazon delivery arrive", "is my parcel coming today"
    ("deliveries", r"(?:when (?:will|is|does|should)|(?:is|has)) (?:my|our|the) (?:\w+ )?(?:delivery|parcel|package|"
                   r"order|shopping|food shop) (?:arrive|arrived|arriving|come|coming|get here|due|be here|here|"
                   r"delivered|been delivered|turn up|turned up)(?: \w+){0,2}"),
    # TV: "what is on the telly", "whats on channel four tonight", "when is the next episode of x on"
    ("tv", r"(?:whats|what is|anything good|is there anything) on (?:the )?(?:tv|telly|television|channel \w+|"
           r"bbc(?: \w+)?|itv|netflix|sky)(?: \w+){0,2}|when is (?:the next episode of )?(?:\w+ ){1,3}on (?:the )?"
           r"(?:tv|telly|television|bbc|itv)(?: \w+){0,2}"),
    # news: "news please", "whats happening in the world", "any headlines"
    ("news", r"(?:the )?(?:news|headlines|news headlines)|(?:whats|what is) (?:happening|going on) in the (?:world|"
             r"country|news)(?: \w+){0,2}|(?:anything|something) (?:new|interesting) in the news(?: \w+){0,2}"
             # the papers: "any big stories in the papers today", "whats in the paper this morning"
             r"|(?:any|anything|whats|what is|what are)(?: (?:big|major|good|interesting|important|main))?"
             r"(?: (?:stories|news|headlines))? in (?:the |todays )?(?:papers?|newspapers?)"
             r"(?: (?:today|this morning|now))?"),
    # a lost phone rung or found: "my phones lost somewhere in the house can you make it ring", "find my phone"
    ("find_phone", r"(?:(?:my|our|the) (?:phone|mobile)s? (?:is |has )?(?:lost|gone missing|missing|gone walkabout)"
                   r"(?: \w+){0,6} (?:(?:can|could|will|would) you )?(?:make it ring|ring it|call it|find it)|"
                   r"(?:(?:can|could|will|would) you )?(?:find|locate|ring|make) (?:my|our|the) (?:phone|mobile)"
                   r"(?: ring)?(?: for me)?)"),
    # sports: "did liverpool win", "cricket score", "when do united play next"
    # (never of the speaker or the assistant: "did you win", "did i win"; nor a household's game: "when do the kids
    # play football")
    ("sports", rf"(?:did|have|has) (?!(?:i|you|it|me|he|she|they)\b)(?:the )?(?:\w+ ){{1,3}}(?:win|won|lose|lost|draw|"
               rf"drawn|score|scored)"
               rf"(?: (?:today|tonight|last night|yesterday|at the weekend|this weekend|again))?"
               rf"|(?:the )?{_SPORT} (?:scores?|results?)(?: \w+){{0,2}}"
               rf"|when (?:do|does|are|is) (?!(?:i|you|we|the kids|the children|the boys|the girls|my|our)\b)"
               rf"(?:the )?(?:\w+ ){{1,3}}{_TEAM_GAME}(?: \w+){{0,3}}"
               rf"|who (?:is|s) winning(?: \w+){{0,3}}|(?:whats|what is) the latest score(?: \w+){{0,3}}"),
    # translations: "translate hello into french", "how do you say thank you in spanish", "whats cat in german"
    # (a target that is no language is a unit or a form: "translate 5 ounces into grams", "translate this recipe
    # into cups" are conversions, never refused here)
    ("translations", rf"translate (?!(?:\w+ ){{0,8}}(?:in|into|to) (?!{_LANGUAGE}\b)\w+(?: (?:please|for me|now|thanks|thank you))*$)(?:\w+ ?){{1,8}}|(?:how (?:do|would|can) (?:you|i|we) say|(?:whats|what is)) "
                     rf"(?:\w+ ?){{1,5}} in {_LANGUAGE}|(?:whats|what is) the {_LANGUAGE} (?:word )?for "
                     rf"(?:\w+ ?){{1,4}}|"
                     rf"(?:can you |do you )?speak {_LANGUAGE}"),
    # online: "google how to fix a tap", "search the internet for cheap flights", "look up the bus times"
    ("online", r"(?:google|bing|search (?:the |on the )?(?:internet|web|online)(?: for)?|search online(?: for)?|"
               r"look (?:it |that |this )?up (?:online|on the internet|on google)|look (?:up )?online(?: for)?|"
               r"(?:go |get )?online|check (?:online|the internet|google)(?: for)?)(?: (?:\w+ ?){1,10})?"
               r"|(?:whats|what is|how much is) (?:a )?(?:bitcoin|ethereum|crypto|the ftse|the dow(?: jones)?|"
               r"the nasdaq|the pound|the euro|the dollar)(?: (?:worth|at|price|trading at|doing|today|now|against "
               r"the \w+))+"),
    # travel: "when is the next train to leeds", "look up the bus times", "is the traffic bad on the m6"
    ("traffic", r"(?:when is|whens|what time is) the (?:next|first|last) (?:train|bus|tram|coach|ferry|flight|tube)"
                r"(?: (?:to|from|into|for) (?:\w+ ?){1,3})*"
                r"|(?:look up|check|tell me|what are|whats|what is) (?:the )?(?:bus|train|tram|ferry|flight) "
                r"(?:times|timetable|times today|departures)(?: (?:to|from|for) (?:\w+ ?){1,3})?"
                r"|(?:is|how is|hows|whats) (?:the )?traffic(?: (?:like|bad|heavy|ok))?(?: (?:on|in|at|to|near) "
                r"(?:the )?(?:\w+ ?){1,3})?(?: \w+){0,2}|(?:is|are) (?:my|the) (?:train|bus|flight|trains|buses) "
                r"(?:on time|late|delayed|running|cancelled)(?: \w+){0,3}"),
)
_COMPILED = tuple((service, re.compile(_LEAD + f"(?:{pattern})" + _END))
                  for service, pattern in (*service_forms.EARLY, *_FAMILIES, *service_forms.FAMILIES, *service_needs.FAMILIES,
                                            *odd_asks.REFUSED))
# Household words that make it a supported request whatever else is said: the skill of that word answers it.
_SUPPORTED = re.compile(r"\b(?:remind|reminder|timers?|alarms?|list|lists|lights?|lamp|volume|louder|quieter|"
                        r"weather|forecast|rain|spell|remember)\b")


def service_asked(normalized: str) -> str | None:
    """The service a request asks for that the assistant does not have ("music", "calendar", "news" ...), or None."""
    text = " ".join(normalized.split())
    if not text or len(text) > 140 or _SUPPORTED.search(text):
        return None
    found = next((service for service, pattern in _COMPILED if pattern.fullmatch(text)), None) or tv_guide.asked(text)
    # the request said before a reason or a remark: "book us a table at the italian tonight were celebrating"
    return found or next((s for head in service_needs.heads(text) for s, pattern in _COMPILED
                          if pattern.fullmatch(head)), None)


SPEAKS_ENGLISH = "Yes, I speak English. It is the only language I understand for now."


def reply(normalized: str) -> str | None:
    """The honest refusal for a request for a service the assistant does not have; None for anything else. Asked
    whether it speaks English, it says yes (never "I can't")."""
    service = service_asked(normalized)
    if service == "translations" and re.search(r"\bspeak english\b", normalized):
        return SPEAKS_ENGLISH
    return None if service is None else refusal(service)
