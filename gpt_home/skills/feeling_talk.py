"""Chit-chat families of round 16 said by speakers of English as a second language, children and grandparents,
read by ``skills/chitchat.py`` like its own (``chat_families.FAMILIES``):

- "how are you" and good night in the words a learner uses: "hello my friend how you are", "you are fine today",
  "i go to sleep now good night", "very good thank you and how are you";
- thanks with a kind word: "thank you so much you are very kind";
- a worry with what it is about, a hurt, a hard time: "i'm worried about my exams", "i hurt my knee", "my friend was
  mean to me", "nobody wants to play with me";
- the family's news and the year's days: "we're getting a puppy", "it's my wedding anniversary", "merry christmas",
  "i'm excited for christmas", "is santa real";
- the assistant asked about its day or teased: "what did you do today", "are you busy", "will you marry me", "you
  talk too much".

Each is one pattern over the whole utterance (a request word after it never matches). Pure.
"""

from __future__ import annotations

from gpt_home.agent.spoken_words import CHILDREN, PETS

_NO_REQUEST = (r"(?!.*\b(?:remind|reminder|timers?|alarms?|list|add|set|turn|switch|lights?|lamps?|what time|weather|"
               r"spell|tell me|can you|could you|please)\b)")
_YOU = r"(?:you|u|ya)"
_OK = r"(?:fine|ok|okay|good|well|alright|all right|happy)"
_ADDRESS = (r"(?: (?:to you|my friend|my dear|dear|love|gpt|gpt home|computer|speaker|assistant|there|again|all|"
            r"everyone|everybody))*")
_HELLO = r"(?:(?:a )?(?:good )?(?:morning|afternoon|evening)|hello|hi|hey|hiya|helo|hallo)"
_HOW = (rf"how {_YOU} (?:are|is|doing|been)|how (?:is|it is|its) (?:going|go)|how (?:are|r) {_YOU}"
        rf"|(?:are )?{_YOU} (?:are )?{_OK}(?: today| now)?|how (?:is|are) (?:you|your health)(?: today)?")
_HOW_ARE_YOU = (rf"(?:{_HELLO}{_ADDRESS} )?(?:and )?(?:{_HOW})(?: (?:today|now|my friend|my dear))?"
                rf"|(?:very )?(?:good|fine|well)(?: thank you| thanks)(?: and)? (?:how are you|and you|you|yourself)")
_THANKS_KIND = (r"(?:(?:oh|aw|aww) )?(?:thank you|thanks)(?: (?:so|very) much| a lot)?(?: (?:you are|youre|thats|that is|"
                r"its|it is) (?:very |so |really |ever so )?(?:kind|sweet|lovely|nice|good|thoughtful)(?: of you)?)"
                r"(?: (?:dear|love|my friend))?")
_GOOD_NIGHT = (r"(?:i|me) (?:go|going|am going|will go|gonna go|go now) (?:to )?(?:sleep|bed)(?: now)?"
               r"(?: (?:good ?night|bye|night night))?")
_WORRY = (rf"{_NO_REQUEST}(?:i am|im|i feel|i am feeling|im feeling|i get) (?:so |really |very |a bit |a little |quite |"
          rf"super |really really )?(?:worried|stressed|stressed out|nervous|anxious|scared|frightened|upset|"
          rf"overwhelmed|panicking|freaking out)(?: (?:about|with|because of|for|over) (?:\w+ ?){{1,5}})")
_HURT = (rf"{_NO_REQUEST}(?:i (?:have |just )?(?:hurt|cut|bumped|banged|sprained|twisted|burnt|burned|bruised|broke|"
         rf"grazed|scraped) my (?:\w+ ?){{1,2}}|i (?:just )?(?:fell over|fell down|fell off my \w+|tripped over|"
         rf"bumped my head)|my (?:back|head|knee|knees|tummy|stomach|leg|arm|foot|feet|hip|neck|tooth|ear|hand|"
         rf"shoulder) (?:is killing me|hurts|is hurting|is sore|aches|is aching|is bad))"
         r"(?: (?:today|again|at school|at work|this morning|yesterday))*")
_HARD_TIME = (rf"{_NO_REQUEST}(?:my (?:best )?friends? (?:was|were|is|are|has been|have been) (?:mean|nasty|horrible|"
              rf"unkind|rude) to me|(?:nobody|no one|noone) (?:wants to|will|would) (?:play|sit|talk) with me"
              rf"|i (?:dont|do not) have (?:any )?friends|i have no friends|someone (?:was|is) (?:mean|nasty|"
              rf"horrible) to me|(?:\w+ ){{0,3}}(?:is|are|was|were) (?:bullying|picking on) me"
              rf"|i (?:really )?(?:hate|cant stand) (?:school|my job|work|my homework|mondays|my life|everything))"
              r"(?: (?:today|again|at school|at work|any more|anymore))*")
_FAMILY_NEWS = (rf"(?:we are|were|we|i am|im|i) (?:getting|got|have got|have|just got) (?:(?:a |an )?(?:new )?(?:{PETS}|"
                r"baby brother|baby sister)|a new (?:house|home|car))"
                r"(?: (?:today|tomorrow|"
                r"this week|next week|at last|finally|for christmas))*"
                r"|(?:i am|im|i|we are|were) (?:retiring|retired|moving house|moving|getting married|engaged|"
                r"expecting)(?: (?:today|tomorrow|this week|next week|at last|finally))*"
                )
_EXCITED = (r"(?:i am|im|we are|were|i|we) (?:so |really |very |super |getting )?(?:excited|happy) (?:for|about) "
            r"(?:christmas|my birthday|the holidays|our holiday|the weekend|tomorrow|the party|my party|halloween|"
            r"easter|the trip|our trip|going away|the wedding|santa coming)")
_ANNIVERSARY = (r"(?:its|it is|today is) (?:our|my) (?:\w+ )?(?:wedding )?anniversary(?: today)?"
                r"|(?:we have|weve) been married (?:\w+ ){1,2}years(?: today)?")
_SEASON = (r"(?:(?:a )?(?:very |happy )?merry christmas|happy christmas|happy new year|happy easter|happy holidays|"
           r"seasons greetings|happy hanukkah|happy chanukah|eid mubarak|happy eid|happy diwali|happy halloween|"
           r"happy thanksgiving|happy lunar new year|happy chinese new year|happy st patricks day|happy mothers day|"
           r"happy fathers day|happy valentines(?: day)?)(?: (?:to you|everyone|all|to you too|you too|and a happy new "
           r"year))*")
_SANTA = (r"(?:is|are) (?:santa|father christmas|santa claus|the tooth fairy|the easter bunny|rudolph|elves)(?: and "
          r"(?:\w+ ?){1,3})? real|(?:is|does) (?:santa|father christmas|santa claus) (?:coming|exist|come)(?: (?:tonight|"
          r"to my house|this year))?|(?:santa|father christmas) (?:is|s) coming(?: (?:tonight|tomorrow|soon))?"
          r"|(?:where is|wheres) (?:santa|father christmas)(?: now)?")
_YOUR_DAY = (r"(?:what|wat) (?:did|have) you (?:do|done|been doing|been up to)(?: (?:today|this morning|all day|"
             r"lately|at the weekend))?|(?:are you|you) (?:busy|free)(?: (?:today|now|right now|at the moment))?"
             r"|are you bored(?: (?:all day|in there))?")
_MARRY = r"(?:(?:will|would) you )?(?:marry me|be my (?:girlfriend|boyfriend|friend|valentine|best friend))"
_TEASE = (r"you (?:talk|speak|go on|waffle|ramble) too much|(?:you are|youre) (?:not (?:very |that |so )?(?:clever|smart|"
          r"helpful|bright|good)|(?:so |too |really |very )?(?:slow|boring|rude|cheeky))(?: (?:are you|arent you|"
          r"today|sometimes))?|why are you so (?:slow|dumb|stupid|rude|boring|annoying)")

# Thanks and goodbyes in a grandparent's words; the end of a talk ("no thats all", "nothing else thanks")
_THANKS_OLD = (r"(?:(?:god )?bless you|much obliged|(?:thank you|thanks|ta)(?: (?:very|so) much)?(?: indeed)?"
               r"(?: (?:young man|young lady|pet|petal|duck|love|dear|my dear))?(?: (?:thats|that is|its) (?:grand|"
               r"champion|smashing|lovely|great))?)(?: (?:dear|love|pet|young man|young lady))?")
_NO_MORE = (r"(?:(?:no|nope|nah) )?(?:(?:thats|that is|thatll be|that will be|its) (?:all|everything|it)|nothing else|"
            r"all done|no more|(?:i am|im) (?:all )?done|(?:i am|im) (?:fine|ok|okay|good|alright) (?:now|for now))"
            r"(?: (?:for now|for today|for tonight|then|now))?(?: (?:thanks|thank you|ta|cheers))?"
            r"|no (?:thank you|thanks|ta)(?: (?:dear|love|for now))?")
_LEAVING = (r"(?:(?:right|ok|okay|well) )?(?:i will|ill) (?:let you go|leave you (?:be|alone|in peace)|be off|be back "
            r"later|talk to you later)(?: (?:now|then))?|toodle (?:pip|oo)|catch you later alligator"
            r"|(?:(?:right|ok|okay|well) )?(?:i am|im|we are|were) (?:off|going|heading|popping|nipping)(?: out)?"
            r"(?: (?:to|into) (?:work|school|the shops|the shop|town|the gym|church|the pub|the park|bed|my \w+s|"
            r"the doctors|the dentist|the hairdressers|bingo|the club)| for (?:a walk|a run|a bath|a shower|a nap|"
            r"a lie down|a drive)| to have (?:a bath|a shower|a nap|a lie down))?(?: (?:now|then|for a bit|for a while|"
            r"in a bit))*")
_FAMILY_VISIT = (rf"(?:my|our|the) (?:\w+ )?(?:{CHILDREN}|kids|family|"
                 r"sister|brother|mum|dad|friend|friends) (?:is|are) (?:coming|coming round|coming over|coming home|"
                 r"coming to (?:visit|stay|see me|see us)|visiting|staying)(?: (?:to (?:visit|stay)|for (?:christmas|"
                 r"tea|dinner|lunch|the weekend|a few days|a week|easter)|today|tonight|tomorrow|this weekend|next "
                 r"week|on \w+day))*")
_KIN_UNWELL = (r"(?:my|our) (?:\w+ )?(?:husband|wife|partner|mum|dad|son|daughter|baby|grandson|granddaughter|"
               r"sister|brother|friend) (?:is|has been|s) (?:poorly|ill|unwell|sick|not (?:very )?well|in bed with "
               r"(?:a cold|flu|the flu|covid))(?: (?:today|again|this week))*")
_FIRSTS = (r"(?:my|our|the) (?:little one|baby|grandson|granddaughter|son|daughter|boy|girl|youngest|eldest) "
           r"(?:just )?(?:took (?:his|her|their) first steps|said (?:his|her|their) first words?|started (?:school|"
           r"nursery|big school|university|uni|college)|walked for the first time|got (?:his|her|their) first tooth|"
           r"rolled over|crawled)(?: (?:today|yesterday|this morning|this week))*")
_HOLIDAY = (r"(?:we are|were|i am|im) (?:going|off) (?:on holiday|away|to (?:spain|france|the seaside|the coast|"
            r"cornwall|scotland|wales|disneyland))(?: (?:tomorrow|today|next week|on \w+day|this weekend|soon))*")
_BACK = r"(?:we|i) (?:have |ve |just )?(?:got|come|came) back from (?:holiday|our holiday|my holiday|(?:\w+ ){0,2}\w+)"
_COOKING = (r"(?:i am|im|we are|were) (?:making|cooking|baking|doing) (?:a |the |some |our |my )?(?:dinner|tea|lunch|"
            r"breakfast|roast|a roast|cake|a cake|bread|biscuits|pancakes|soup|curry|stew|pie|the dinner|sunday "
            r"dinner|christmas dinner)(?: (?:now|tonight|today|for (?:\w+ ?){1,3}))*")

_THANKS_FOR = (r"(?:thank you|thanks|cheers|ta)(?: (?:so|very) much)? for (?:the (?:reminder|joke|help|tip|fact|info|"
               r"information|heads up|wake up call|alarm)|waking (?:me|us)(?: up)?|reminding (?:me|us)|telling (?:me|us)|"
               r"letting (?:me|us) know|listening|your help|that joke|the laugh|the chat)"
               r"(?: (?:earlier|this morning|last night|today|again))?(?: (?:dear|love|pet))?")
_HEY = (r"(?:alright|awright|orite)(?: (?:mate|love|pet|duck|hun|chuck|our kid|bud|pal))|wakey wakey(?: rise and shine)?"
        r"|rise and shine|(?:are )?you (?:awake|up) (?:yet|now|already)")

# the pool19 persona set's talk (round 16): a cold said the old way, a learner's question, a teen's compliment ...
_UNWELL = (r"(?:i am|im|i feel|im feeling|i am feeling|feeling) (?:rather |a bit |a little |quite |really |so |very |"
           r"pretty |awfully |a touch )*(?:under the weather|poorly|ill|unwell|rough|grotty|off colour|rotten|sick|"
           r"bunged up|full of cold)(?: (?:today|again|this morning))?(?: (?:im afraid|i am afraid|i fear))?"
           r"(?: (?:with |got |ive got |i have |i have got )?(?:a |the )?(?:nasty |bad |horrible |stinking |streaming |"
           r"heavy |terrible |rotten )?(?:cold|flu|cough|headache|sore throat|tummy bug|bug|chest infection|"
           r"temperature|fever))?")
# (asked "are you a boy or a girl", it is ``agent/identity.py``'s; a learner's word order is read here)
_BOY_OR_GIRL = (r"(?:you are|you) (?:a )?(?:boy|man|male|he) or (?:a )?(?:girl|woman|female|she)"
                r"|(?:you are|you) (?:a )?(?:girl|woman|female|she) or (?:a )?(?:boy|man|male|he)")
_LIFESAVER = (r"(?:thanks|thank you|cheers|ta)(?: (?:so|very) much)? (?:youre|you are|you re) (?:a |an |such a |an "
              r"absolute |a real |my |a total )?(?:lifesaver|life saver|star|gem|angel|legend|hero|diamond|treasure|"
              r"saint|godsend)(?: (?:today|again|as always|as usual))?")
_BEST_THING = (r"(?:lowkey |honestly |ngl |tbh |not gonna lie |i think |i reckon )?(?:you are|youre|you re) (?:literally |"
               r"actually |honestly |genuinely |so |really )?(?:the best (?:thing|person|bit|part|gadget)|my "
               r"(?:favourite|favorite) (?:thing|person|gadget))(?: (?:in|about) (?:this|the|our) (?:house|home|family|"
               r"kitchen))?(?: (?:ngl|tbh|lol|honestly))?")
_EVER_BORED = (r"(?:do you|you) (?:ever )?get (?:bored|fed up|tired)(?: (?:like )?(?:just )?(?:sitting|being|stuck) "
               r"(?:there|here|in there|on the shelf|in the kitchen)(?: all day)?)?")
_HEART = (r"(?:do you have|have you got|you have|you got) (?:a |any )?(?:heart|brain|body|soul|mind)(?: (?:and|or) "
          r"(?:a |any )?(?:heart|brain|body|soul|mind|feelings))*(?: like (?:me|us|people|a person|a human|mine))?")
_TALK_MORE = (r"i (?:do )?(?:talk|speak|chat) to you more than (?:anyone|anybody|(?:\w+ ?){1,3})(?: (?:else|these days|"
              r"now|nowadays|lately))*(?: you know)?")
_CRY = (r"(?:i think )?(?:i am|im) (?:gonna|going to|about to|trying not to) cry(?: (?:today|now))?(?: (?:today|it|my day)"
        r" (?:has been|was|is) (?:so |really |absolutely )?(?:awful|terrible|horrible|rubbish|bad|the worst))?"
        r"|(?:today|my day) (?:has been|was|is) (?:so |really |absolutely )?(?:awful|terrible|horrible|the worst)")
_JOKE_AGAIN = (r"(?:say|tell) (?:me |us )?(?:that|the|your) (?:joke|one|last joke) again(?: (?:please|would you|will "
               r"you))*(?: i (?:missed|didnt hear|did not hear|didnt catch|did not catch) (?:the end|the (?:punch ?line|"
               r"answer|last bit)|it)(?: of it)?)?")
_PRIVACY = (r"(?:my \w+|someone|people|they|\w+) (?:says|said|reckons|thinks|told me) (?:that )?(?:you are|youre|you re) "
            r"(?:always )?(?:listening to|recording|spying on) (?:everything|us|me|all)(?: (?:we|i) (?:say|said|do))?"
            r"(?: (?:is (?:that|it) true|are you|true|really))?"
            r"|(?:are you|do you) (?:always )?(?:listen(?:ing)? to|record(?:ing)?|spy(?:ing)? on) (?:everything|all|us)"
            r"(?: (?:we|i) say)?(?: all the time)?")

FAMILIES: tuple[tuple[str, str], ...] = (
    ("unwell", _UNWELL),
    ("not_a_person", _BOY_OR_GIRL),
    ("thanks", _LIFESAVER),
    ("compliment", _BEST_THING),
    ("about_me", _EVER_BORED),
    ("not_a_person", _HEART),
    ("company", _TALK_MORE),
    ("sad", _CRY),
    ("joke", _JOKE_AGAIN),
    ("privacy", _PRIVACY),
    ("thanks", _THANKS_FOR),
    ("presence", _HEY),
    ("knock_knock", r"knock knock (?:who s|whos|who is) there"),
    ("thanks", _THANKS_OLD),
    ("no_more", _NO_MORE),
    ("goodbye", _LEAVING),
    ("visit", _FAMILY_VISIT),
    ("kin_unwell", _KIN_UNWELL),
    ("good_news", _FIRSTS),
    ("excited", _HOLIDAY),
    ("home", _BACK),
    ("cooking", _COOKING),
    ("how_are_you", _HOW_ARE_YOU),
    ("thanks", _THANKS_KIND),
    ("good_night", _GOOD_NIGHT),
    ("worried", _WORRY),
    ("hurt", _HURT),
    ("hard_time", _HARD_TIME),
    ("good_news", _FAMILY_NEWS),
    ("excited", _EXCITED),
    ("anniversary", _ANNIVERSARY),
    ("season", _SEASON),
    ("santa", _SANTA),
    ("doing", _YOUR_DAY),
    ("marry", _MARRY),
    ("complaint", _TEASE),
)
