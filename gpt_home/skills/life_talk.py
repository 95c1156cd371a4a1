"""Chit-chat families of round 16 (issue 15), read by ``skills/chitchat.py`` like its own (``chat_families.FAMILIES``).

Household talk that reached the bundled model, whose reply the guard replaced with a cold "I'm not sure about that."
(or that a command took by a word in it: "it's very quiet in the house" was read as a volume request):

- a pet lost: "our dog died", "we had to put the cat down", "my hamster passed away this morning" (its own line: the
  grief family's line speaks of a person, ``test_question_families14``);
- missing someone, and the days that bring a loss back: "i miss my husband", "it's the anniversary of my dad's death",
  "today would have been our wedding anniversary";
- loneliness and wanting company: "i feel so alone", "nobody has visited me this week", "can you keep me company";
- tiredness and boredom said the other ways: "i didn't sleep well last night", "i could do with a nap", "there's
  nothing to do", "can you play a game with me";
- a greeting with its question, a good night said in other words: "morning love how are we today", "good morning
  did you sleep well", "i'm turning in for the night";
- a child's news: "i learned to ride my bike today", "i got my yellow belt in karate", "i read a whole book by myself".

Each is one pattern over the whole utterance, and the tails that may follow a piece of news refuse request words, so a
request said with the same words ("put the cat down", "my dog died in the film", "i need a nap set a timer") is never
talk here. Pure.
"""

from __future__ import annotations

from gpt_home.agent.spoken_words import FAMILY, PETS

# A request or question after the news: then it is not only talk (the request is what is wanted).
_NO_REQUEST = (r"(?!.*\b(?:remind|timer|alarm|list|add|set|turn|switch|play|call|ring|phone|what|whats|when|how|where|"
               r"who|which|can you|could you|will you|would you|please|tell me)\b)")
# ... nor a story told: "my dog died in the film", "and then the cat died in my dream"
_NOT_A_STORY = r"(?!.*\b(?:film|movie|book|story|game|dream|show|programme|episode|play|song|cartoon|video)\b)"
_TAIL = rf"(?: (?:and|but|so|now|i|im|we|the kids|everyone|its|it was){_NO_REQUEST}(?: [a-z]+){{1,12}})?"
_WHEN = (r"(?: (?:today|tonight|yesterday|last night|this (?:morning|afternoon|evening|week)|in the night|overnight|"
         r"last (?:week|month|year)|at the weekend|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|"
         r"(?:a|one|two|three|four|five|six|a few|a couple of|\d+) (?:days?|weeks?|months?|years?) ago|recently|"
         r"at the vets?|at the vet s|in (?:his|her|its|their) sleep|of old age|peacefully|suddenly))*")

# A household's animals, with how they are spoken of ("our old dog", "the kids' guinea pig", "granny's cat").
_PET = (rf"(?:{PETS}|doggy|doggie|pup|kitty|pussy cat|guinea pigs|bunny|budgie|parrot|bird|canary|goldfish|fish|"
        r"tortoise|turtle|gerbil|mouse|rat|ferret|horse|pony|chicken|hen|lizard|snake|cockatiel)")
_WHOSE = (r"(?:my|our|the|the kids|the childrens|my (?:sons|daughters|sisters|brothers|mums|dads|nans|grans|grandmas|"
          r"grandads|kids)|(?:granny|grandma|grandad|nana|nan|mum|dad)s)")
_OUR_PET = (rf"{_WHOSE} (?:(?:old|poor|lovely|little|beloved|dear|family|first|pet|sweet|darling|old old|faithful|"
            rf"gorgeous|beautiful) )*{_PET}(?:s(?= gone| died| passed))?(?: [a-z]+)?")
_GONE = (r"(?:has |s )?(?:died|passed away|passed on|passed|was put down|was put to sleep|had to be put down|got run over|"
         r"was run over|got hit by a car|was hit by a car|is dead|didnt make it|did not make it|(?:has |is |s )?gone to (?:heaven|"
         r"the rainbow bridge)|went to (?:heaven|the rainbow bridge)|crossed the rainbow bridge)")
_SAD = (r"(?:(?:i am|im|i feel|we are|were|the kids are|my \w+ is|everyone is) (?:so |really |very |just |a bit |"
        r"absolutely )?(?:sad|upset|heartbroken|gutted|devastated|in bits|sad today) (?:because |as |since |that |"
        r"cause |cos )?)?")
_PET_LOSS = (rf"{_NOT_A_STORY}{_SAD}(?:{_OUR_PET} {_GONE}{_WHEN}{_TAIL}"
             rf"|(?:i|we) (?:had to|have had to|have to|are having to|re having to|had the vet|are going to have to) "
             rf"(?:put|have) {_OUR_PET} (?:put )?(?:down|to sleep)(?: tomorrow)?{_WHEN}{_TAIL}"
             rf"|the vets? (?:had to )?(?:put|has put) {_OUR_PET} (?:down|to sleep){_WHEN}{_TAIL}"
             rf"|(?:i|we) (?:lost|have lost|ve lost|just lost|buried|have buried|just buried) {_OUR_PET}"
             rf"(?: (?:in the garden|under the tree))?(?: (?:today|yesterday|last night|this morning|last (?:week|month|"
             rf"year)|(?:a|one|two|three|a few|\d+) (?:days?|weeks?|months?|years?) ago|to (?:cancer|old age|an "
             rf"illness)|recently))+{_TAIL})")

_LOVED = (rf"(?:(?:dear |darling |beloved |late |lovely |old )?(?:{FAMILY}|mummy|mommy|daddy|grandmother|"
          r"grandfather|nan|nana|best friend|uncle|aunt|auntie|boyfriend|girlfriend|hubby|friend|family|grandchildren|"
          r"grandkids|kids|children|wife s|husband s))")
# Missing someone, or an animal: "i miss my husband", "i really miss my mum today", "i keep thinking about my late wife"
_MISSING = (rf"(?:i|we) (?:really |still |just |so |do |miss )?(?:miss|am missing|m missing|are missing|re missing) "
            rf"(?:my|our) (?:{_LOVED}|(?:old |little )?{_PET})(?: [a-z]+)?(?: (?:so much|so so much|a lot|loads|terribly|"
            rf"every day|today|tonight|these days|more than ever|at christmas))*"
            rf"|(?:i am|im|i) (?:missing) (?:my|our) {_LOVED}(?: (?:so much|a lot|today|tonight|terribly))*"
            rf"|(?:i|we) (?:keep|cant stop|can not stop|cannot stop) thinking (?:about|of) (?:my|our) (?:late )?{_LOVED}"
            rf"(?: (?:today|tonight|a lot|all the time))*")
# The days that bring a loss back: an anniversary, a birthday of someone gone.
_ANNIVERSARY = (rf"(?:its|it is|today is|today s|tomorrow is|tomorrow s|today its) (?:the )?(?:first |second |third |"
                rf"\w+ )?anniversary of (?:my|our) (?:{_LOVED}s?|{_LOVED} s) (?:death|passing|funeral)(?: today)?"
                rf"|(?:today|tomorrow) would have been (?:our|my|his|her|mum s|dad s|mums|dads) (?:\w+ )?"
                rf"(?:wedding anniversary|anniversary|birthday)"
                rf"|(?:my|our) {_LOVED} would have been (?:\d+|\w+) (?:today|tomorrow)"
                rf"|(?:its|it is|today is) (?:my|our) (?:{_LOVED}s?|{_LOVED} s) birthday(?: today)? (?:but|and) "
                rf"(?:shes|hes|theyre|she|he|they)(?: is| s| are| re)? (?:not here|no longer here|gone|not with us|no longer with us)"
                rf"(?: any ?more)?")

_LONELY = (r"(?:i am|im|i feel|i am feeling|im feeling|i get|feeling) (?:so |really |very |a bit |a little |quite |"
           r"terribly |awfully |pretty )?(?:alone|lonely|isolated|on my own|all alone|forgotten|cut off)"
           r"(?: (?:today|tonight|these days|lately|all day|all the time|in this house|here|again|sometimes))*"
           r"|(?:nobody|no one|noone|no body|not a soul) (?:has |have )?(?:visited|visits|came|comes|come|called|"
           r"calls|rang|rings|phoned|phones|talks to|spoke to|has spoken to|been) (?:me|round|to see me|by)?"
           r"(?: (?:any ?more|these days|now|much))?"
           r"(?: (?:all|this|in|for) (?:day|week|weekend|month|ages|days|weeks|a week|a while))*"
           r"|(?:i have|ive|i) (?:got )?(?:nobody|no one|noone|nobody much) to (?:talk|speak|chat) to(?: (?:today|"
           r"any ?more|these days))*"
           r"|i (?:dont|do not) have (?:anyone|anybody) to (?:talk|speak|chat) to(?: (?:today|any ?more|these days))*"
           r"|(?:i am|im) (?:by myself|on my own|all by myself|alone) (?:all|most of the) (?:day|week|time)"
           r"(?: (?:again|long|today))?"
           r"|(?:i have|ive|i) (?:not|havent|have not|hardly|barely) (?:spoken|talked) to (?:anyone|anybody|a soul)"
           r"(?: (?:all|this|in) (?:day|week|days|ages))?"
           r"|i (?:havent|have not|hadnt) (?:spoken|talked) to (?:anyone|anybody|a soul)(?: (?:all|this|in) "
           r"(?:day|week|days|ages))?"
           r"|(?:the|my) (?:kids|children|family|son|daughter|grandchildren|grandkids) (?:never|hardly ever|dont|do not|"
           r"rarely) (?:call|ring|phone|visit|come round|come to see)(?: me| us)?(?: (?:any ?more|these days))?"
           r"|(?:the house|home) (?:is|feels|has been|gets) (?:so |very |really |awfully |terribly |too )?"
           r"(?:quiet|empty|lonely)(?: (?:now|these days|at night|today|without (?:him|her|them|(?:my|the) \w+)))*"
           r"|(?:its|it is) (?:so |very |really |awfully |terribly |too )?(?:quiet|lonely|empty) (?:in|round|around) "
           r"(?:the|this) house(?: (?:now|these days|today|tonight|without (?:him|her|them|(?:my|the) \w+)))*")
_COMPANY = (r"(?:(?:can|could|will|would) you )?(?:please )?(?:keep me company|talk to me|chat (?:to|with) me|"
            r"have a (?:chat|natter|talk) with me)(?: (?:for a bit|for a while|a bit|a while|please|tonight))*"
            r"|(?:i|i just) (?:want|need|would like|wanted) (?:someone|somebody) to (?:talk|chat) to"
            r"|(?:can|could|shall) we (?:have a )?(?:chat|talk|natter)(?: (?:for a bit|for a while|please))*")

_TIRED = (r"(?:i am|im|i feel|feeling|im feeling) (?:so |really |very |a bit |absolutely |totally |dead |proper )?"
          r"(?:tired|exhausted|shattered|knackered|worn out|wiped out|done in|whacked|pooped|drained|beat|cream crackered)"
          r" (?:after|from) (?:work|school|the gym|that|today|the walk|my shift|the shift|a long day|the kids|the day|"
          r"all that|the journey|the drive|the week|football|swimming|training)(?: today)?"
          r"|i (?:didnt|did not|couldnt|could not|never) sleep (?:well|much|a wink|properly|very well|at all|great)"
          r"(?: (?:last night|again))*"
          r"|i (?:hardly|barely) slept(?: (?:last night|again|at all))*"
          r"|(?:i|we) (?:had|got) (?:a bad|a rubbish|a terrible|an awful|a rough|a broken|no|hardly any|not much|very "
          r"little) (?:night|sleep|nights sleep|night s sleep)(?: (?:last night|again))*"
          r"|(?:i|i really) (?:could do with|could use|need|want|fancy|am ready for|m ready for) (?:a |an |some )?"
          r"(?:little |quick |good |long |nice )?(?:nap|rest|lie down|lie in|sleep|kip|snooze|break|early night|"
          r"siesta|power nap)(?: (?:now|today|this afternoon))?"
          r"|(?:i have|ive|i) been up since (?:\w+|the crack of dawn|\d+ am|\w+ oclock|\w+ o clock)(?: this morning)?"
          r"(?: (?:and )?(?:i am|im) (?:so |really )?(?:tired|exhausted|shattered|knackered))?"
          r"|(?:i can|i can barely|can barely|i can hardly|can hardly) keep my eyes open")
_PARENT = r"(?: (?:mum|mummy|mom|mommy|dad|daddy|nan|nana|grandma|grandad))?"
_BORED = (rf"(?:theres|there is|there s) nothing to do(?: (?:here|today|at all|in this house|round here))*{_PARENT}"
          rf"|(?:i am|im) (?:so |really |very |getting )?bored{_PARENT}(?: (?:of|with) (?:\w+ ?){{1,4}})?"
          rf"|(?:i|we) (?:dont|do not) know what to do(?: with (?:myself|ourselves))?(?: (?:today|now|this "
          rf"(?:afternoon|morning|evening)))?(?: (?:i am|im) bored)?")
_GAME = (r"(?:(?:can|could|will|would|shall) (?:you|we) |lets |let us |(?:i|we) (?:want|wanna|would like) to |"
         r"(?:do|would) you (?:want|wanna|like) to |do you wanna |(?:how about|why dont) we )?"
         r"(?:play|have) (?:a |a little |a quick )?game(?: (?:with (?:me|us)|together|please|now))*"
         r"|(?:do you )?fancy (?:a |a quick )?game(?: (?:with (?:me|us)|together|then))*"
         r"|(?:do you )?(?:know|have) any (?:good |fun )?games(?: (?:we|i) (?:can|could) play)?"
         r"|play (?:with )?(?:me|us)(?: please)?")

# A greeting with its question, and a good night said in other words.
_HOW_ARE_WE = (r"how (?:are|r) (?:we|you|ya|things)(?: (?:doing|keeping|getting on|holding up))?(?: (?:today|then|"
               r"this (?:fine |lovely |beautiful |grey |cold |wet |sunny )?(?:morning|afternoon|evening|day)|"
               r"on this (?:fine |lovely |beautiful |cold |wet |sunny )?(?:morning|afternoon|evening|day)|so far|"
               r"my (?:friend|dear|love)))*")
# the greeting said back and the question answered: "good morning how are you", "morning love how are we today"
_GREET_HOW = (rf"(?:(?:a )?(?:very )?(?:good )?(?:morning|afternoon|evening)|hello|hi|hey|hiya|hello again|hi again)"
              rf"(?: (?:love|dear|there|again|all|everyone|to you))? (?:and )?(?:{_HOW_ARE_WE}|(?:how (?:is|s|has|was)|hows) "
              rf"(?:your|ur|the) (?:day|morning|afternoon|evening|week)(?: been)?(?: (?:going|treating you|shaping up))?"
              rf"(?: (?:so far|today|then))*|how (?:is it going|are things|have you been)(?: today)?)")
_SLEPT = (r"(?:(?:good )?morning |hello |hi |hey )?(?:did you (?:sleep|rest)(?: (?:well|ok|okay|alright|good))?"
          r"|(?:did you have|have you had) a (?:good|nice|quiet|restful) night)(?: last night)?")
_TURNING_IN = (r"(?:(?:right|ok|okay|well|so) )?(?:(?:i am|im|i m|we are|were|i think (?:i will|ill)|time to|"
               r"time i was|i am going to|im going to|im gonna) )?(?:turning in|turn in|hit the (?:hay|sack)|hitting the "
               r"(?:hay|sack)|heading to bed|heading up|going up to bed|off upstairs|getting some sleep|get some sleep)"
               r"(?: (?:for the night|now|then|early tonight|early))*"
               r"|(?:(?:right|ok|okay|well) )?(?:its |it is )?(?:time for|bed ?time for) (?:bed|sleep|my bed|beddy byes)"
               r"(?: (?:now|then))?")
# A child's news: something learned, a badge or a belt, a thing done by themselves.
_LEARNED = (rf"(?:guess what |mummy |daddy )?i (?:just |finally |have |ve )?(?:learned|learnt|learned how|learnt how) "
            rf"(?:to |how to ){_NO_REQUEST}(?:[a-z]+ ?){{1,5}}?(?: (?:today|at school|this morning|all by myself|"
            rf"by myself|on my own))*"
            rf"|(?:guess what )?i can (?:now )?{_NO_REQUEST}(?:ride (?:my|a) bike|swim|tie my (?:shoes|shoelaces|laces)|"
            rf"read|whistle|skip|do a (?:cartwheel|handstand|forward roll|roly poly)|write my name|count to \w+|"
            rf"do my (?:own )?buttons|ride without stabilisers)(?: (?:now|all by myself|by myself|on my own|"
            rf"without (?:stabilisers|armbands|help)))+")
_AWARD = (r"(?:sticker|certificate|badge|belt|medal|trophy|ribbon|rosette|award|star|merit|house points?|dojo points?|"
          r"headteachers award|head teachers award)")
_BADGE = (rf"(?:guess what )?(?:i|we) (?:just )?(?:got|won|earned|was given|got given|passed|got awarded|achieved|"
          rf"have got|ve got) (?:a |an |my |the |another |two |three |\d+ )?(?:(?!(?:new|old|spare|second|leather|"
          rf"cheap|nice|lovely|a|an|the)\b)\w+ ){{0,2}}{_AWARD}"
          rf"(?: for (?:\w+ ?){{1,3}}?)?(?: (?:at|in|for|from) (?:school|assembly|class|karate|judo|swimming|gymnastics|"
          rf"dance|ballet|football|cubs|beavers|brownies|rainbows|scouts|guides|nursery|taekwondo))?"
          rf"(?: (?:today|this morning|this week|again))?"
          rf"|(?:i|we) (?:got|scored) (?:\w+|\d+) out of (?:\w+|\d+)(?: (?:on|in|for) (?:my |the |our )?"
          rf"(?:\w+ )?(?:test|quiz|exam|spellings?|maths|times tables))?(?: (?:today|this week|again))?"
          rf"|(?:i|we) (?:got|was|were) (?:picked|chosen|selected) (?:for|to be|to play|as) (?:\w+ ?){{1,5}}?"
          rf"(?: (?:today|at school|this week))?"
          rf"|i (?:made|got into) the (?:\w+ )?team(?: (?:today|at school|this week))?"
          rf"|i (?:just )?did (?:a|my first|my|a real) (?:cartwheel|handstand|forward roll|roly poly|backflip|"
          rf"somersault|dive|wee in the potty|poo in the potty|length|width)(?: (?:today|all by myself|by myself))*"
          rf"|i (?:just )?(?:read|tied|rode|made|built|wrote|drew|swam|climbed|got dressed|brushed my teeth|"
          rf"finished) {_NO_REQUEST}(?:[a-z]+ ?){{0,4}}?(?:all )?(?:by myself|on my own|without (?:any )?"
          rf"(?:stabilisers|training wheels|armbands|help))(?: (?:today|again))?"
          rf"|my (?:picture|drawing|painting|story|poem|model) (?:got|was) (?:put|chosen|picked|shown|read out)"
          rf"(?: (?:\w+ ?){{1,5}})?")

FAMILIES: tuple[tuple[str, str], ...] = (
    ("pet_loss", _PET_LOSS),
    ("missing", _MISSING),
    ("grief", _ANNIVERSARY),
    ("lonely", _LONELY),
    ("company", _COMPANY),
    ("tired", _TIRED),
    ("bored", _BORED),
    ("game", _GAME),
    ("greeting_how", _GREET_HOW),
    ("how_are_you", _HOW_ARE_WE),
    ("about_me", _SLEPT),
    ("good_night", _TURNING_IN),
    ("well_done", _LEARNED),
    ("well_done", _BADGE),
)
