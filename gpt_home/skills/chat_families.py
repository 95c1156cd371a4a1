"""More chit-chat families, read by ``skills/chitchat.py`` like its own: each one pattern over the whole utterance.

Why a module of their own: each is a kind of talk the model answered badly or a refusal took ("say something to cheer
me up" reached the model, whose reply the guard replaced; "call it a day" got "I can't make phone calls"; "is there a
person listening on the other end" got a made-up answer). Their lines (``skills/smalltalk.py``) are short and true:
a joke from the bundled list, a kind goodbye, and that no person is listening: it is a program on this device.
"""

from __future__ import annotations

from gpt_home.skills import (
    day_talk,
    feeling_talk,
    learner_talk,
    life_talk,
    news_talk,
    odd_asks,
    remarks,
    self_talk,
    weather_talk,
)

# Asked to be cheered up, not for a joke by name: "say something to cheer me up", "tell me something to make me smile",
# "i need cheering up", "say something nice". ("cheer me up" alone is the joke family's already.)
_CHEER_UP = (r"(?:(?:can|could|will|would) you )?(?:please )?(?:say|tell (?:me|us)) something (?:nice |happy |funny |"
             r"cheerful |good )?(?:to (?:cheer (?:me|us) up|make (?:me|us) (?:smile|laugh|happy|feel better)|"
             r"brighten (?:my|our) day)|(?:nice|happy|cheerful|nice to me|nice to us|to me)(?: please)?)(?: please)?"
             r"|(?:i|we) (?:need|could do with|could use|want) (?:some )?(?:cheering up|a pick me up|a smile|"
             r"something to smile about)"
             r"|(?:(?:can|could|will|would) you )?(?:please )?(?:make (?:me|us) feel better|brighten (?:my|our) day|"
             r"cheer (?:me|us) up (?:a bit|a little|please|a little bit)|put a smile on (?:my|our) faces?)")
# The end of the day's work or play, said with "call it": "call it a day", "let's call it a night", "i think i'll
# call it a day", "time to call it quits" (never "call it in", "call it what you like", nor a phone call).
_CALL_IT_A_DAY = (r"(?:(?:ok|okay|right|well|so|yeah) )?(?:(?:lets|let us|i think (?:i will|ill|we should|we will|well|"
                  r"its time to)|i will|ill|we will|well|time to|its time to|i am going to|im going to|im gonna|"
                  r"i am|im|we are|were|(?:i|we) (?:might|should|may) as well|guess (?:i will|ill)) )?"
                  r"(?:call|calling) it (?:a day|a night|quits|an evening)(?: (?:then|now|for today|for tonight|"
                  r"for now|here))*")
# Whether a person hears what is said: "is there a person listening on the other end", "is anyone listening to me",
# "is someone on the other end", "who is listening", "does anybody hear what i say". ("are you listening" asks
# whether it is on: the presence family; "is someone at the door" asks about the house, never this.)
_WHO = (r"(?:a |an |any |some )?(?:real |actual |live |other )?(?:person|people|human|humans|human being|"
        r"anyone|anybody|someone|somebody|man|woman|men|women)(?: else)?")
_LISTENING = (rf"(?:is|are) (?:there )?{_WHO} (?:(?:else )?(?:listening|eavesdropping)(?: in)?(?: (?:to )?(?:me|us|this|"
              r"what (?:i|we) say|what (?:i|we) am saying|(?:our|my) (?:conversations?|chats?)))?"
              r"(?: (?:on|at) the other end(?: of (?:this|the line|it))?)?|(?:on|at) the other end(?: of (?:this|"
              r"the line|it))?(?: listening)?|on the (?:other )?line)(?: right now| now)?"
              # "is somebody listening in on the other end of you": the other end of the assistant itself
              r"|(?:is|are) (?:there )?" + _WHO + r" (?:(?:listening|eavesdropping)(?: in)?(?: on)? )?(?:on|at) the "
              r"other end of (?:you|u)"
              r"|(?:who is|whos) (?:listening|on the other end)(?: (?:to )?(?:me|us))?(?: (?:on|at) the other end)?"
              r"|(?:does|do|can) (?:anyone|anybody|someone|somebody|a person|a human|people|a real person|real people)"
              r" (?:hear|listen to|listen in (?:on|to)) (?:me|us|what (?:i|we) (?:say|said))")

# The speaker says the assistant made them laugh (round 23: "ha you made me laugh there" got "I'm not sure"): a laugh
# or a sigh before, "there", "again", a kind name after; the laugh family's warm line. Never someone else who made
# them laugh ("my brother made me laugh"), nor asked or denied ("did that make you laugh", "you didnt make me laugh").
_MADE_ME_LAUGH = (r"(?:(?:ha|hah|haha|hahaha|heh|hehe|oh|aw|aww|ah|lol|well|ok|okay|right)(?: ha| haha)* )*"
                  r"(?:(?:you|that|that one|this|it|you really|you have|youve|you have really|you just|you always|you do) "
                  r"(?:really |just |properly |actually |always |totally |did )?(?:made|make|got|had|makes) (?:me|us) "
                  r"(?:laugh|laughing|smile|smiling|chuckle|chuckling|giggle|giggling|crack up|in stitches|"
                  r"laugh out loud)|(?:you|that) (?:crack|cracks|cracked|really cracked|always crack) (?:me|us) up|"
                  r"you are (?:a|such a|a right|a proper) (?:laugh|hoot|scream|card|riot|comedian|comic|joker))"
                  r"(?: (?:there|then|again|today|that time|for once|mate|love|dear|pet|thanks|thank you|a lot|so much|"
                  r"out loud|you did|properly))*")

FAMILIES: tuple[tuple[str, str], ...] = (
    ("cheer_up", _CHEER_UP),
    ("laugh", _MADE_ME_LAUGH),
    ("call_it_a_day", _CALL_IT_A_DAY),
    ("listening", _LISTENING),
    *self_talk.FAMILIES,
    *day_talk.FAMILIES,
    *life_talk.FAMILIES,
    *odd_asks.FAMILIES,
    *feeling_talk.FAMILIES,
    *remarks.FAMILIES,
    *weather_talk.FAMILIES,
    *learner_talk.FAMILIES,
    *news_talk.FAMILIES,
)
