"""Remarks that only sound like commands (round 16, the pool19 persona set): a household member telling how things
went, with a device's or a service's word in it ("the fire alarm went off when i burnt the toast", "my grandson
phoned last night", "that new song is stuck in my head", "the bulb in the fridge has gone again", "my mum keeps
reminding me to tidy my room"). No command is meant, so none is carried out or refused: a short kind reply. Read by
``skills/chitchat.py`` like its own (``chat_families.FAMILIES``); each pattern is the whole utterance, and a request
word in it ("so remind me", "turn it off", "add one to the list") leaves it to the request's skill. Pure.
"""

from __future__ import annotations

from gpt_home.agent.spoken_words import CHILDREN

_NO_REQUEST = (r"(?!(?:what|whats|when|how|where|which|who|is|are|do|does|can|could|will|would)\b)"
               r"(?!.*\b(?:remind me|set|add|turn|switch|cancel|stop|can you|could you|will you|would you|please)\b)")
_SLANG = r"(?: (?:lol|ngl|tbh|honestly|bruh|fr|lowkey|to be honest|such a fuss|what a fuss|typical|again))*"
_LEAD = r"(?:(?:bruh|ugh|lol|ngl|tbh|oh|honestly|so|well|lowkey|omg) )*"
_WHEN = (r"(?: (?:this morning|last night|yesterday|earlier|today|again|at the weekend|just now|in the night|"
         r"all day|this week))*")
_KIN = (rf"(?:my|our) (?:\w+ )?(?:{CHILDREN}|sister|brother|mum|mom|dad|nan|gran|grandma|grandad|friend|cousin|aunt|"
        r"auntie|uncle|niece|nephew|husband|wife|boyfriend|girlfriend)")

# a device went off or broke while something else happened: "the oven timer went off while i was in the shower"
_MISHAP = (rf"{_NO_REQUEST}{_LEAD}(?:the |my |our )?(?:\w+ )?(?:timer|alarm|smoke alarm|fire alarm|doorbell|phone|"
           rf"kettle|car alarm|burglar alarm) (?:went off|kept going off|was going off|rang|beeped)"
           rf"(?:{_WHEN}(?: (?:while|when|as|just as|because|cos|after) (?:\w+ ?){{2,10}})|(?: (?:this morning|"
           rf"last night|yesterday|earlier|in the night|at \d+ am))+)(?: by (?:mistake|accident))?{_SLANG}")
# something broken or run out, said as news: "the bulb in the fridge has gone again we need a new one"
_BROKEN = (rf"{_NO_REQUEST}{_LEAD}(?:the |my |our )?(?:\w+ )?(?:bulb|light bulb|fuse|battery|batteries|kettle|toaster|"
           rf"hoover|remote|boiler|washing machine|dishwasher|fridge|freezer|tap|shower|oven|microwave|printer)"
           rf"(?: (?:in|on) the \w+)? (?:has |have |s |is |are )?(?:gone|blown|died|broken|broke|packed up|stopped "
           rf"working|conked out|leaking|on the blink|playing up){_WHEN}"
           rf"(?: (?:and |so )?we (?:need|will need|ll need|have to get) (?:a new one|new ones|another one|a new \w+|"
           rf"to get (?:a new one|another one)))?{_SLANG}")
# a call or a visit from the family, told: "my grandson phoned last night from university, it was lovely"
_HEARD_FROM = (rf"{_NO_REQUEST}{_LEAD}{_KIN} (?:phoned|rang|called|visited|came round|came over|popped in|popped round|"
               rf"wrote to me|sent me a (?:letter|card|photo)|facetimed me|facetimed|video called)(?: (?:me|us))?"
               rf"{_WHEN}(?: (?:from|at) (?:\w+ ?){{1,3}}?)?{_WHEN}(?: (?:and )?(?:it was|twas|which was|that was) "
               rf"(?:so |really |very |just )?(?:lovely|nice|great|wonderful|good|a treat) (?:to (?:hear from|see|talk "
               rf"to|catch up with) (?:him|her|them))?)?")
# a song stuck in one's head
_EARWORM = (rf"{_LEAD}(?:(?:that|this|the) (?:new )?(?:\w+ )?(?:song|tune|jingle|advert song) (?:\w+ ){{0,3}}(?:is|has "
            rf"been|s|keeps getting) stuck in my head|i (?:cant|can not|cannot) get (?:that|this|the) (?:new )?(?:\w+ )?"
            rf"(?:song|tune|jingle) out of my head)(?: (?:all day|again|for days|now|all week))*{_SLANG}")
# a grumble about school, work or the family: "my geography teacher is actually so boring", "spelling bee was so
# cringe", "my mum keeps reminding me to tidy my room its so annoying", "the music at that party was so loud"
_SO = r"(?:actually |literally |so |really |very |super |soooo |way too |too |well |proper |such a )*"
_BAD = (r"(?:boring|annoying|irritating|cringe|cringey|embarrassing|awkward|awful|rubbish|strict|mean|hard|stressful|"
        r"loud|long|dull|unfair|bad|a nightmare|a pain|late|packed|rammed|cold|slow)")
_GRUMBLE = (rf"{_NO_REQUEST}(?!.*\b(?:is|s|are|its) (?:\w+ )?(?:too |so |really |very |a bit )*(?:loud|quiet|bright|dark|"
            rf"cold|hot)\b){_LEAD}(?:(?:(?:my|our|the|that) )?(?:\w+ ){{0,3}}(?:teacher|teachers|class|lesson|lessons|"
            rf"homework|job|boss|work|school|shift|bus|train|traffic|neighbours?|spelling bee|test|exam|match|party|"
            rf"music|film|meeting|queue|coach|brother|sister) (?:at (?:that |the )?\w+ )?(?:is|was|are|were|has been|"
            rf"s) {_SO}{_BAD}(?: (?:today|again|lol|ngl))?(?: (?:\w+ ?){{1,10}})?"
            rf"|(?:my|our) (?:mum|mom|dad|nan|teacher|brother|sister|boss) (?:keeps|is always|always|wont stop) "
            rf"(?:\w+ ?){{1,8}}(?:its|it is|which is|so) {_SO}{_BAD})")
# a busy time ahead: "ngl my list of things to do this weekend is insane"
_BUSY = (rf"{_LEAD}my (?:list of things to do|to do list|todo list|list of jobs|diary|week|weekend|day) "
         rf"(?:(?:this|next) (?:weekend|week)|today|tomorrow)? ?(?:is|looks) {_SO}(?:insane|huge|massive|crazy|"
         rf"ridiculous|long|endless|mad|full|packed|manic|hectic|busy)")
# a test or a big day ahead, with nerves: "maths test tomorrow im so dead"
_EVENT = r"(?:\w+ )?(?:test|exam|exams|interview|driving test|match|audition|presentation|operation|recital|race|game)"
_NERVES = (rf"{_NO_REQUEST}{_LEAD}(?:(?:i have|ive|i|ive got|i have got|got) (?:a |my |the )?)?{_EVENT} "
           rf"(?:tomorrow|today|later|on \w+|next week|this week|in the morning)(?: and)? (?:i am|im|i feel|feeling) "
           rf"{_SO}(?:dead|doomed|nervous|worried|scared|stressed|terrified|panicking|bricking it|not ready|done for)")
# luck wished for: "oh ive got a date on friday night wish me luck"
_LUCK = (rf"{_NO_REQUEST}{_LEAD}(?:(?:i have|ive|i|ive got|i have got|got|im going on|i am going on|i am off to|im off "
         rf"to) (?:a |my |the |an )?(?:\w+ )?(?:date|interview|exam|test|match|audition|driving test|operation|"
         rf"appointment|first day|job interview)(?: (?:\w+ ?){{1,4}})? )?wish me luck(?: (?:then|everyone|please))?")
# growing: "i grew like 3 inches this year none of my jeans fit"
_GROWN = (rf"{_LEAD}(?:i have|ive|i ve|i) (?:grown|grew)(?: like| about| nearly| almost)? (?:\w+ ){{0,2}}(?:inches|inch|cm|"
          rf"centimetres|centimeters|foot|feet)(?: (?:(?:this|last) (?:year|summer|term)|since \w+))?(?: (?:and )?none "
          rf"of my (?:jeans|clothes|shoes|trousers|school shoes|uniform) (?:fit|fits)(?: (?:me|any ?more))*)?{_SLANG}")
# a roll or a win in a game, told: "lol my friend rolled a nat 20 last night in dnd"
_GAME_NEWS = (rf"{_LEAD}(?:my (?:\w+ )?(?:friend|brother|sister|son|daughter|dad|mum)|i|we) (?:rolled|got) (?:a |an )?"
              rf"(?:nat|natural|double) (?:20|twenty|six|sixes|1|one)"
              rf"{_WHEN}(?: (?:in|at|playing) (?:dnd|d and d|dungeons and dragons|monopoly|the game|our game|"
              rf"snakes and ladders))?{_WHEN}{_SLANG}")
# a clock that is wrong: "my phone clock is still an hour wrong since we got back from holiday"
_CLOCK_WRONG = (rf"{_LEAD}my (?:phone|watch|oven|car|microwave|alarm clock|clock|cooker)(?: clock)? (?:is|s|has been) "
                rf"(?:still )?(?:an hour|\w+ minutes|(?:\w+ )?hours?)? ?(?:wrong|slow|fast|out|behind|ahead)"
                rf"(?: (?:since|after|from) (?:\w+ ?){{1,6}})?{_SLANG}")

# jet lag: "jet lag from bangkok is destroying me ngl"
_JET_LAG = (rf"{_LEAD}(?:(?:the |my |this )?jet ?lag(?: from (?:\w+ ?){{1,3}}?)? (?:is|has been|s) (?:destroying|killing|"
            rf"wrecking|ruining|doing|getting) me(?: in)?|(?:i am|im) (?:so |really |still |proper )?jet ?lagged"
            rf"(?: from (?:\w+ ?){{1,3}}?)?){_SLANG}")

FAMILIES: tuple[tuple[str, str], ...] = (
    ("tired", _JET_LAG),
    ("mishap", _MISHAP),
    ("broken", _BROKEN),
    ("heard_from", _HEARD_FROM),
    ("earworm", _EARWORM),
    ("grumble", _GRUMBLE),
    ("busy", _BUSY),
    ("worried", _NERVES),
    ("luck", _LUCK),
    ("grown", _GROWN),
    ("game_news", _GAME_NEWS),
    ("clock_wrong", _CLOCK_WRONG),
)

LINES = {
    "mishap": "Oh dear, what a fuss! Always at the worst moment.",
    "broken": "Oh, how annoying! I can put a new one on the shopping list if you like.",
    "heard_from": "How lovely! It's always nice to hear from family.",
    "earworm": "Oh no, an earworm! They do go away eventually.",
    "grumble": "Oh no, that sounds like hard going. Hang in there!",
    "busy": "Sounds like a busy one! Take it one thing at a time.",
    "luck": "Good luck! I hope it goes really well.",
    "grown": "Wow, you're shooting up! Sounds like time for some new clothes.",
    "game_news": "Wow, what a roll! Sounds like a great game.",
    "clock_wrong": "How annoying! A clock like that can usually be put right in its settings, under date and time.",
}
