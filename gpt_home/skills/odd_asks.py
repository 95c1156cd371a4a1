"""Bad input of round 16 (issue 15): what cannot be carried out as said, answered with a short true line instead of
the bundled model's made-up reply. ``FAMILIES`` are read by ``skills/chitchat.py`` like its chit-chat
(``chat_families.FAMILIES``), ``REFUSED`` by ``skills/service_asks.py`` like a service it does not have:

- sounds and nonsense with no request in them: "la la la", "blah blah blah", "woof woof", "abracadabra", a run of
  keys ("asdfgh"): it asks what it can do;
- a microphone tested: "testing testing one two three", "is this thing on": it says it is here;
- words not meant for it: "i wasn't talking to you", "ignore that", "sorry wrong button": no problem;
- a job for hands or legs: "make me a cup of tea", "can you walk the dog", "do my homework", "give me a hug": it has
  no body, and says what it can do instead;
- a question only eyes answer: "what am i holding", "how many fingers am i holding up": it has no camera;
- the sky or the weather ordered about: "turn the sun off", "make it stop raining": nobody can.

Each is one pattern over the whole utterance; the jobs refuse a request word after them ("walk the dog remind me at
5" is a reminder, "make me a shopping list" a list), so a household request is never taken for one. Pure.
"""

from __future__ import annotations

_NO_REQUEST = r"(?!.*\b(?:remind|reminder|timer|alarm|list|add|set|lights?|lamps?|in \d+|at \d+|tomorrow|later)\b)"
# one syllable said alone may be a word ("na" is no): a sound only repeated ("la la la", "da da")
_SYLLABLE = r"(?:la|na|da|doo|dum|tra|fa|ba|bla|di|dee|do)"
_SOUND = (rf"(?:{_SYLLABLE}(?: {_SYLLABLE})+|blah|meow|miaow|woof|moo|oink|quack|baa|tweet|ribbit|hoot|cock a doodle "
          r"doo|beep|boop|bleep|bloop|brr|zzz|ooga|booga|yada|yadda|blabla|blahblah|lalala|nanana|abracadabra|"
          r"hocus pocus|alakazam|bibbidi bobbidi boo|mumbo jumbo|gobbledygook|gibberish|"
          r"supercalifragilisticexpialidocious|banana banana|bing bong|ting tang walla walla bing bang|hubba bubba|"
          r"skibidi|skibidi toilet)")
# a run of four keys side by side on a keyboard ("asdfgh", "qwerty", "zxcvbn"), or a word of four letters or more
# with no vowel at all ("xkcdt"; never "shhh" or "hmmm": a hush and a hesitation are words)
_MASH = (r"(?:[a-z]*(?:asdf|sdfg|dfgh|fghj|ghjk|hjkl|qwer|rtyu|tyui|yuio|uiop|zxcv|xcvb|cvbn|vbnm)[a-z]*"
         r"|(?!(?:s+h+|h+m+|m+|z+)\b)(?=[a-z]{4,}\b)[b-df-hj-np-tv-xz]{4,})")
_NONSENSE = rf"(?:{_SOUND}|{_MASH})(?: (?:{_SOUND}|{_MASH}))*"
_TESTING = (r"(?:(?:hello|hi|hey|ok|okay) )?(?:(?:mic|microphone|sound) (?:check|test|testing)|test|testing)"
            r"(?: (?:test|testing|check|checking|one|two|three|1|2|3|123|one two three|1 2 3|mic|microphone|sound|"
            r"the microphone|the mic))*"
            r"|(?:is )?(?:this|the) (?:thing|mic|microphone|speaker) (?:on|working)(?: or what)?"
            r"|(?:are you|is it) (?:working|switched on|turned on)(?: (?:now|properly|yet))?")
_NOT_FOR_YOU = (r"(?:(?:oh |oops |whoops |sorry )+)?(?:ignore (?:me|that|this|him|her|them|it|what i (?:just )?said)"
                r"|i (?:was not|wasnt|am not|m not|wasn t) (?:talking|speaking) to you|not (?:talking to )?you"
                r"|(?:i )?(?:pressed|hit|pushed) (?:the |that )?(?:wrong button|button by (?:mistake|accident))"
                r"|wrong button|false alarm|(?:that|it) (?:was not|wasnt|is not|isnt) (?:for|meant for) you"
                r"|i (?:was|am|m) (?:talking|speaking) to (?:my |the )?(?:\w+ ?){1,2}"
                r"|(?:i )?did not mean to (?:wake|call|say) you|(?:i )?didnt mean to (?:wake|call|say) you"
                r"|go back to sleep|you can go back to sleep)(?: (?:sorry|then|now))?")
_BODY_JOB = (rf"{_NO_REQUEST}(?:(?:can|could|will|would) you |please |(?:i want|i need) you to )?(?:please )?"
             r"(?:make (?:me|us) (?:a |an |some )?(?:cup of tea|cuppa|tea|coffee|cup of coffee|brew|sandwich|"
             r"toast|breakfast|dinner|lunch|tea|drink|hot chocolate|cake|snack|bed)"
             r"|cook (?:me |us )?(?:dinner|tea|lunch|breakfast|supper|something|the dinner|my dinner)"
             r"|do (?:the|my|our) (?:\w+ )?(?:washing up|dishes|ironing|hoovering|vacuuming|cleaning|laundry|"
             r"homework|shopping|gardening|cooking|hair|chores)(?: for (?:me|us))?"
             r"|make (?:the |a |some )?(?:tea|dinner|lunch|breakfast|coffee|cup of tea|supper|beds?)"
             r"(?: (?:tonight|today|now|this evening))?"
             r"|(?:clean|tidy|hoover|vacuum) (?:up |my |the |our )?(?:room|house|kitchen|bedroom|mess|bathroom|"
             r"up|toilet|car)(?: for (?:me|us))?"
             r"|(?:walk|feed|wash|brush) (?:the |my |our )(?:dog|dogs|cat|cats|fish|car|dishes|baby)"
             r"|(?:fetch|bring|get|pour) (?:me|us) (?:a |an |some |the |my |our )?(?:beer|drink|glass of (?:water|wine|milk)|"
             r"water|wine|blanket|cup of tea|tea|coffee|slippers|newspaper|paper|biscuit|biscuits|remote)"
             r"|give (?:me|us) a (?:hug|cuddle|kiss|high five|massage|back rub|lift)"
             r"|drive (?:me|us) (?:to|home)(?: \w+){0,3}|take (?:me|us) (?:to|home)(?: \w+){0,3}|pick (?:me|us) up"
             r"|dance(?: for (?:me|us)| with (?:me|us))?|do a (?:dance|backflip|flip|cartwheel|handstand|trick|jig)"
             r"|(?:fly|jump|swim|run|walk) (?:for me|around|about|over here)"
             r"|(?:open|answer) the (?:door|front door|post)(?: for me)?|(?:scratch|rub) my (?:back|feet)"
             r"|hold my (?:hand|bag|phone)|(?:tie|do up) my (?:shoes|laces|shoelaces)|carry (?:this|my \w+))"
             r"(?: (?:please|for me|for us|now))*")
_CAN_BODY = (r"(?:can|could) you (?:fly|jump|swim|run|walk|dance|eat|drink|cook|smell|touch|move|hug|"
             r"do a backflip|do the dishes|walk the dog|make tea|make a cup of tea|make coffee|clean)(?: (?:things|"
             r"food|at all|like me|too|for me))?"
             # "can you fly" reaches the families as "fly" (``normalize`` drops "can you")
             r"|(?:fly|swim|jump|dance|do a backflip)(?: (?:for me|please|around))?")
_EYES = (r"(?:what|which) (?:am i|are we) (?:holding|wearing|pointing at|doing right now|eating|drinking)(?: (?:now|right"
         r" now|in my hand))?|how many fingers (?:am i|are we) (?:holding up|showing)|what (?:colour|color) (?:is|are) "
         r"my (?:shirt|top|jumper|t shirt|tshirt|dress|jacket|hat|socks|shoes|trousers|jeans|coat)(?: (?:today|now|"
         r"right now))?|(?:can you |do you )?see (?:what i am holding|what im holding|my (?!(?:list|lists|timers?|alarms?|reminders?|"
         r"notes?|messages?|calendar|diary|settings)\b)\w+|this|my hand|my face|"
         r"what im wearing|what i am wearing)|(?:do|does) (?:this|these|my) (?:\w+ )?look (?:ok|okay|good|nice|alright)?"
         r"(?: on me)?|how do i look(?: today)?")
_SKY = (r"(?:(?:can|could) you )?(?:please )?(?:(?:turn|switch|put) (?:on |off |out )?the (?:sun|moon|stars|rain|wind|"
        r"snow|sky)(?: (?:on|off|out|up|down|back on))?|make it (?:stop raining|stop snowing|snow|rain|sunny|warmer "
        r"outside|stop|be sunny|be summer|be christmas|be night|be day|be the weekend)(?: (?:tomorrow|today|now|please))*"
        r"|(?:stop|end) the (?:rain|snow|wind|storm|thunder)|make the (?:rain|snow|wind|sun|storm|thunder|clouds) "
        r"(?:stop|go away|come out|come back|disappear))")

FAMILIES: tuple[tuple[str, str], ...] = (
    ("huh", _NONSENSE),
    ("presence", _TESTING),
    ("sorry", _NOT_FOR_YOU),
    ("see", _EYES),
    ("sky", _SKY),  # (talk, not a refusal: "stop the rain" has a weather word, which keeps it from the services)
)
# Requests it cannot carry out, refused like a service it does not have (``service_asks``, ``refusals``)
REFUSED: tuple[tuple[str, str], ...] = (
    ("no_body", _BODY_JOB),
    ("no_body", _CAN_BODY),
)
