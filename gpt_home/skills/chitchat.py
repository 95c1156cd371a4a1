"""Chit-chat said the way households say it, read by families, answered with the short true lines of ``smalltalk``.

The ``GptSmallTalk`` templates (``agent/sentences_en.yaml``) know the textbook forms ("how are you", "thank you");
people add a pet name ("thank you very much dear", "goodnight speaker"), a greeting of their region ("now then",
"ta ra", "top of the morning"), or a reason ("sorry, I was talking to my husband"). Those reached the model, or a
command by their words ("how are things with you today little speaker" was read as a volume command, "good day to
you" as the date). Here each family is one pattern over the whole utterance, after the words that only address the
assistant ("speaker", "dear", "mate") are taken off its ends, so a request with the same words in it never matches:
a family matches the whole utterance or nothing. Pure and fast (a few regex matches).
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Callable
from functools import lru_cache

from gpt_home.agent.age_lead import without_age
from gpt_home.agent.spoken_words import FAMILY
from gpt_home.skills import ability_asks, breaths, chat_families, talk_cues
from gpt_home.skills.smalltalk import JOKES, small_talk

# Words that only address the assistant or the listener, at either end: "thanks dear", "speaker, are you there".
_ADDRESS = (r"(?:little |my |old |dear |lovely )?(?:speaker|computer|assistant|gpt home|dear|love|darling|sweetie|"
            r"sweetheart|mate|buddy|pal|friend|chum|sunshine|robot|machine|box|gadget|thing|petal|pet|duck|hun|honey|"
            r"bruh|bro|bruv|dude|hen|lads|fam|chief|boss)")
# An interjection before chit-chat only colours it: "ugh im so tired", "phew thanks", "aww night night".
_INTERJECTION = r"(?:ugh|urgh|argh|oof|phew|sigh|meh|gosh|blimey|crikey|jeez|wow|whoa|ooh|oh dear|oh man|oh my|aah)"
_LEADING = re.compile(rf"^(?:(?:oh|ah|aw|aww|well|right|yes|yeah|hey|hi|ok|okay|so|and|but|alright|go on)|{_INTERJECTION}|"
                      rf"{_ADDRESS}) ")
_TRAILING = re.compile(rf" (?:{_ADDRESS}|then|too|again|as well|very much indeed|you know(?: that)?|"
                       r"do you know that|i (?:tell|am telling) you|i mean it|honestly|seriously|to be honest)$")
_TIME = r"(?: (?:today|tonight|this (?:morning|afternoon|evening)|at the moment|right now|now|lately|these days))?"
_FEEL = (r"(?:sad|down|low|blue|lonely|unhappy|miserable|fed up|upset|depressed|stressed|stressed out|worried|"
         r"anxious|grumpy|a bit down|a bit low|not (?:so|too|very) good|not great|not happy|rubbish|awful|terrible)")
# Someone the speaker lost ("my husband passed away last year and the house is so quiet"). Only words that say a
# death are read so: "passed", "died", "is gone" and "lost my X" also say good news and everyday things ("my son
# passed his driving test", "my husband died in the film", "my wife is gone to work", "i lost my mum in the
# supermarket"), so after them only a time long past ("last year", "in march", "two years ago"), a cause ("of
# cancer") or a new clause ("and the house is so quiet") may follow; "passed away", "is no longer with us" and
# "funeral" say it alone. A request or question said with it is never read as grief here.
_LOVED = (rf"(?:(?:dear |darling |beloved |late |poor |dear old )?(?:{FAMILY}|grandmother|grandfather|nan|nana|"
          r"best friend|uncle|aunt|auntie|boyfriend|girlfriend|fiance|fiancee|hubby))")
_NO_REQUEST = (r"(?!.*\b(?:remind|timer|alarm|list|add|set|turn|switch|play|call|ring|phone|what|whats|when|how|where|"
               r"who|which|can you|could you|will you|would you|please|tell me)\b)")
_GRIEF_TAIL = rf"{_NO_REQUEST}[a-z ]{{1,100}}"
_MONTH = (r"(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|"
          r"autumn|winter|the (?:spring|summer|autumn|winter))")
_COUNT = r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|some|\d+)"
# A time long past: never "just now" or "a minute ago" ("i lost my son a minute ago" is a lost child, not a death).
_LONG_AGO = (rf"(?:(?:last|this) (?:week|month|year|{_MONTH}|christmas)|in {_MONTH}|in (?:19|20)\d\d|"
             rf"{_COUNT} (?:days?|weeks?|months?|years?) ago|recently|not long ago|at christmas|over christmas)")
_ILLNESS = (r"(?:cancer|covid|a heart attack|a stroke|dementia|alzheimers|an illness|a long illness|heart failure|"
            r"pneumonia|the virus)")
_CAUSE = rf"(?:(?:of|from|with) {_ILLNESS}|in (?:hospital|the hospice|(?:his|her|their) sleep)|suddenly|peacefully)"
_CLAUSE = rf"(?: (?:and|but|so|now|since then|i|im|its|everything|life|still) {_GRIEF_TAIL})?"
_GRIEF = (r"(?:(?:the house|it|everything|life|home) (?:is|feels|has been|seems) (?:so |very |really |awfully )?"
          r"(?:quiet|empty|lonely|hard|strange|different)(?: now)? )?(?:(?:since|now that|after) )?"
          rf"(?:(?:my|our) {_LOVED} (?:(?:passed away|has passed away|is no longer with us|was taken from (?:us|me))"
          rf"(?: {_GRIEF_TAIL})?|is gone|(?:died|has died|passed on|has passed on|was taken from (?:us|me))(?: "
          rf"{_CAUSE})?(?: {_LONG_AGO}| last night| yesterday| this morning)?{_CLAUSE}|(?:passed|has passed)"
          rf"(?: {_LONG_AGO}{_CLAUSE})?)|(?:i|we) (?:lost|have lost|ve lost|recently lost) (?:my|our) {_LOVED}"
          rf"(?: to {_ILLNESS})?(?: {_LONG_AGO}{_CLAUSE})?)|{_NO_REQUEST}(?=.*\bfunerals?\b)[a-z ]{{1,100}}")
_GOOD = r"(?:good|great|fine|well|happy|ok|okay|alright|all right|brilliant|fantastic|grand|chuffed|not bad)"
# A long or hard day said in passing ("ugh long day at work", "what a day", "work was manic today"): only a day,
# shift or week already had, never one ahead ("long day tomorrow wake me at six" is an order) or asked about.
_HARD = (r"(?:long|rough|hard|tough|busy|hectic|tiring|exhausting|horrible|terrible|rubbish|awful|stressful|crazy|"
         r"manic|mad|heavy|draining|nightmare|full on)")
_WHERE = r"(?: (?:at|in) (?:work|the office|school|college|uni|the shop|the hospital|the factory))"
_LONG_DAY = (rf"(?:(?:what|such) an? |(?:its|it has|it s|today has|today s) been (?:a |such a |one |another )?|"
             rf"(?:i have|ive|i|we have|weve|we) had (?:a |such a |one |another )?|(?:just )?another |an? |one )?"
             rf"(?:really |very |so |super |pretty |seriously |bloody |proper |absolute )?(?:{_HARD} )?"
             rf"(?:day|shift|week)(?: of it)?{_WHERE}?(?: today| again)?"
             rf"|(?:work|school|my shift|the office|today|my day|the day) (?:was|has been|is|were) "
             rf"(?:so |really |very |super |too |pretty |such a |a |a real |a proper )?{_HARD}(?: one)?(?: today)?"
             r"|(?:today )?(?:i|we) (?:have )?(?:worked|work|been working) (?:so |very |really )?(?:hard|all day|"
             r"long hours)"
             rf"(?: today| all day)*{_WHERE}?")
# Good news said of the speaker's family or self: a new grandchild, a first baby, a test passed, an engagement.
# A death or an illness is never in it (grief is its own family, and "my grandmother is ill" no news to cheer).
_NEW_ROLE = (r"(?:great |first time )?(?:grandmother|grandma|granny|gran|nan|nana|nanna|grandfather|grandad|granddad|"
             r"grandpa|grandparents?|mum|mom|mother|dad|father|parents?|aunt|auntie|aunty|uncle|big sister|big brother)")
_KIN = (r"(?:daughter|son|daughter in law|son in law|granddaughter|grandson|niece|nephew|sister|brother|wife|partner|"
        r"girl|boy|eldest|youngest|kid|child)")
_BABY = r"(?:a |her |his |their |our |my )?(?:(?:first |second |new |little |beautiful |healthy |baby )*(?:baby|boy|girl|son|daughter|twins|grandson|granddaughter|grandchild))"
_WHEN = (r"(?: (?:today|yesterday|last night|this (?:morning|week)|at last|finally|again|now|for the (?:first|second|"
         r"third) time|first time))*")
_GOOD_NEWS = (rf"(?:(?:i have|ive|i|we have|weve|we) (?:just |finally |now )?(?:become|became|becomed|am become) "
              rf"(?:a |an )?(?:proud |new )?{_NEW_ROLE}"
              rf"|(?:i am|im|i|we are|were|we) (?:now |just |finally )?(?:going to be|gonna be|about to be|"
              rf"(?:a |an )?(?:proud )?new) (?:a |an )?(?:proud )?{_NEW_ROLE}"
              rf"|(?:i am|im|i) (?:now )?(?:a |an )?{_NEW_ROLE} now"
              rf"|(?:my|our) {_KIN}(?: and (?:his|her|their) (?:wife|husband|partner))?(?: she| he| they)? "
              rf"(?:(?:has |have )?(?:just )?(?:had|gave birth to|welcomed)|has a new|have a new|have) {_BABY}"
              rf"|(?:i have|ive|i|we have|weve|we) (?:just )?(?:got |have )?(?:a )?new (?:baby|grandson|granddaughter|"
              rf"grandchild|grandbaby|nephew|niece)"
              rf"|(?:i|we|my {_KIN}|our {_KIN}) (?:just |finally )?(?:(?:passed|pass) (?:my |our |his |her |their "
              rf"|the )?(?:driving test|driving exam|exams?|test|degree)|(?:got|get) (?:the job|a new job|a promotion|"
              rf"promoted|engaged|married))){_WHEN}")
# The speaker unsure of their English or accent ("you understand my english good", "sorry my english is bad").
_OKAY = r"(?:ok|okay|alright|all right|good|well|fine|properly|clearly|right|good enough)"
_MY_ENGLISH = (rf"(?:(?:do|can|did|could) )?(?:you )?(?:can )?(?:understand|understood|follow) (?:me|my english|my accent|"
               rf"what i (?:say|said|am saying|mean))(?: {_OKAY})?(?: or not)?|(?:(?:do|can) )?you (?:understand|follow)(?: or not)?"
               rf"|(?:is|was) my (?:english|accent) (?:so |very |really )?{_OKAY}(?: for you)?"
               r"|(?:(?:sorry|excuse|pardon|forgive) (?:for |about )?)?my (?:bad |poor |broken )?(?:english|accent)"
               r"(?: (?:is|it is|its) (?:not (?:so |very |too )?(?:good|great|perfect)|bad|poor|terrible|"
               r"rubbish|broken|not my first language))?(?: sorry)?"
               r"|(?:i|i am|im|we|we are|were) (?:still )?(?:learning|learn|not speak|dont speak|do not speak) english(?: (?:so |very )?"
               r"(?:well|good))?")
# Greetings, thanks and goodbyes in the other languages and regions a household mixes in ("namaste", "hola",
# "kia ora", "howya", "wagwan", "good arvo"): said alone, they are the same families.
_HELLO_ELSEWHERE = (r"namaste|namaskar|namaskaram|vanakkam|sat sri akal|salaam|salam|salaam alaikum|salam alaikum|"
                    r"assalamu alaikum|as salaam alaikum|shalom|hola|buenos dias|buenas|buenas tardes|buenas noches|"
                    r"bonjour|bonsoir|salut|ciao|buongiorno|hallo|guten tag|guten morgen|moin|servus|gruss gott|"
                    r"hej|hei|hoi|goedemorgen|ola|oi|bom dia|konnichiwa|ohayo|ohayo gozaimasu|ni hao|annyeong|"
                    r"annyeonghaseyo|merhaba|selam|privet|zdravstvuyte|jambo|habari|sawubona|kia ora|aloha|"
                    r"dia dhuit|dia duit|sut mae|shwmae|how do|now then|wotcha|watcha|whats happening|wagwan|"
                    r"howya|howaya|howdy doody|good arvo|arvo|gday mate|sawadee|sawasdee|xin chao|mabuhay")
_THANKS_ELSEWHERE = (r"gracias|muchas gracias|merci|merci beaucoup|danke|danke schon|danke schoen|vielen dank|grazie|"
                     r"grazie mille|obrigado|obrigada|arigato|arigatou|domo arigato|dhanyavad|dhanyavaad|shukriya|"
                     r"shukran|toda|spasibo|dziekuje|tack|takk|dank je|bedankt|go raibh maith agat|diolch|"
                     r"ta very much|ta muchly|cheers for that|sound one|cheers legend|ta legend|cheers pal")
_BYE_ELSEWHERE = (r"adios|hasta luego|hasta la vista|hasta manana|au revoir|a bientot|ciao|arrivederci|tschuss|tschus|"
                  r"auf wiedersehen|sayonara|mata ne|zai jian|slan|slan leat|tot ziens|hwyl|catch ya|laters|"
                  r"see ya round|see you round|see you later alligator|(?:in|after) a while crocodile|peace out|im out|i am out|toodle oo|toodles|ta ta for now|ttfn")

_FAMILIES: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (topic, re.compile(pattern)) for topic, pattern in (*chat_families.FAMILIES,
        ("greeting", r"(?:hello|hi|hiya|hey|hey there|hi there|hello there|howdy|greetings|yo|hey up|ey up|eh up|"
                     r"now then|then|there|gday|good day|good day to you|top of the morning(?: to you)?|"
                     r"(?:a )?(?:very )?good (?:morning|afternoon|evening)(?: to you)?(?: everyone| all)?|"
                     r"morning|afternoon|evening|morning all|hello everyone|hi everyone|hi all|hello all|"
                     + _HELLO_ELSEWHERE + ")"
                     r"(?: (?:there|everyone|all|you))?(?: how are (?:you|things))?"),
        ("how_are_you", r"(?:how (?:are|r) (?:you|ya|things)(?: with you)?(?: doing| keeping| getting on)?" + _TIME +
                        r"|how (?:have )?you been(?: keeping)?" + _TIME +
                        r"|how is (?:it going|life|things|your day(?: going)?|the day)(?: treating you)?" + _TIME +
                        r"|how do you do|how goes it|how (?:was|has been|is) your (?:day|morning|evening|weekend)|"
                        r"you (?:alright|ok|okay|all right)|"
                        r"(?:are )?you doing (?:ok|okay|alright|well)|what is new(?: with you)?|"
                        r"hows it hanging|how are you doing" + _TIME + ")"),
        ("whats_up", r"what is (?:up|happening|going on with you|the craic|the story|the crack|new)(?: with you)?|"
                     r"wassup|sup|hows the craic|how is the craic|whats the craic|any craic|what is the craic like|"
                     r"hows she cutting|how is she cutting|how goes|how are ye getting on|wagwan|whats good"),
        # "lovely thank you", "perfect thanks": a word of praise before the thanks
        ("thanks", _THANKS_ELSEWHERE + r"|(?:(?:lovely|perfect|great|brilliant|wonderful|excellent|awesome|fantastic|"
                   r"cool|nice one|nice|super|fab|marvellous|smashing|grand|sweet|ace|good stuff|amazing) )?"
                   r"(?:thank you|thanks|cheers|ta|many thanks|much appreciated|i appreciate (?:it|that|you)|"
                   r"appreciate it|thank you kindly|thanks ever so|thank you ever so)"
                   r"(?: (?:so|very|ever so) much| a lot| a million| muchly| kindly| very much)?"
                   r"(?: for (?:that|this|the help|your help|all your help|"
                   r"helping(?: me)?|everything|all that))?(?: (?:that (?:was|is)|thats|it was|its) "
                   r"(?:really |very |so |super |ever so |most )?(?:great|helpful|lovely|perfect|"
                   r"brilliant|brill|fab|smashing|spot on|wonderful|just what i needed))?"
                   # "thanks for that you were a big help", "cheers youve been really helpful"
                   r"(?: (?:that was|you were|youve been|you have been|youre|you are) (?:a |an |so |really |very |"
                   r"such a |ever so |a really )*(?:big|great|huge|real|massive|good) help)?"
                   r"(?: (?:youve been|you have been|you were|youre|you are) (?:so |really |very |ever so )*helpful)?"
                   # "cheers for that youre a star", "thanks love you are an angel": thanks with a kind word after
                   r"(?:(?: " + _ADDRESS + r")? (?:youre|you are|you re) (?:a |an |such a |an absolute |a real |a proper |"
                   r"my |the )*(?:star|"
                   r"gem|angel|treasure|legend|diamond|lifesaver|life saver|hero|champ|champion|best|good un))?"),
        ("good_night", r"(?:(?:(?:i am|im) (?:off|going|heading|away) (?:to (?:my )?bed|to sleep|up to bed)(?: now)?|"
                       r"(?:thats|that is) me (?:done|finished|off|away)(?: for the (?:day|night|evening))?|"
                       r"(?:i am|im) (?:done|finished) for the (?:day|night))(?: (?:then|now|so))? )?"
                       r"(?:good ?night|night night|nighty night|night|sweet dreams|sleep (?:well|tight))"
                       r"(?: (?:all|everyone|everybody))?"
                       r"(?: (?:and )?(?:sweet dreams|sleep (?:well|tight)))?"
                       r"(?: (?:and )?see you (?:tomorrow|in the morning|tomorrow morning|first thing))?"
                       r"(?: (?:i am|im) (?:off|going) to "
                       r"(?:bed|sleep))?|(?:i am|im) (?:off|going|heading|away) (?:to (?:my )?bed|to sleep|up to bed)"
                       r"(?: now)?|(?:thats|that is) me (?:off|away) to (?:my )?bed(?: now)?"),
        ("goodbye", r"(?:bye|bye bye|goodbye|good bye|see you|see ya|see you later|see ya later|see you soon|"
                    r"later|laters|ta ra|tara|ta ta|cheerio|so long|farewell|take care|catch you later|"
                    r"talk (?:to you )?later|i am off|i am off now|i must go|i have to go|i have got to go|gotta go|"
                    + _BYE_ELSEWHERE + ")"
                    r"(?: (?:now|then|for now|bye))?|(?:i am|im) (?:off|going|heading)(?: (?:out|home|to work|to "
                    r"school|to the shops|to (?:\w+ ){0,2}\w+))?(?: now)? (?:bye|bye bye|goodbye|see you|see ya|"
                    r"see you later|ta ra|cheerio)"),
        ("compliment", r"(?:you are|you re) (?:so |really |very |such a |too |the |a |an |just |absolutely |"
                       r"absolute |total |pure |dead |proper |an absolute |a total |a right |a proper )*"
                       r"(?:clever|smart|brilliant|great|awesome|amazing|funny|helpful|lovely|wonderful|the best|"
                       r"best|star|genius|legend|diamond|gem|good|fab|fabulous|cool|hilarious|my favou?rite|"
                       r"class|magic|ace|mint|sound|a star|a legend|a gem|a diamond|a genius|a lifesaver|lifesaver|"
                       r"the man|the woman|the bomb|on fire|a belter|deadly|wicked|sick|unreal|savage|"
                       r"my best friend|a good (?:speaker|assistant|helper))(?: you are)?|"
                       r"i (?:love|like) you(?: (?:so much|a lot|lots))?(?: " + _ADDRESS + ")?"
                       r"(?: you are (?:my (?:best friend|favou?rite)|the best))?|"
                       r"love you|(?:good|great|nice|brilliant) (?:job|work|one)|well done|clever (?:you|thing)|"
                       r"you are my (?:best friend|favou?rite|hero)|you (?:rock|rule)|you (?:absolute |total |utter )?(?:beauty|legend|star|gem|"
                       r"diamond|genius)|what a (?:legend|star|gem|genius)|(?:absolute |total )?legend|top (?:man|woman|"
                       r"lad|lass)|good (?:lad|lass|boy|girl)|(?:i )?(?:rate|respect) you"),
        ("sorry", r"(?:(?:oops|whoops|oh|ah) )?(?:sorry|i am sorry|so sorry|my apologies|apologies|oops|whoops|"
                  r"my bad|my mistake)"
                  r"(?: (?:about|for) that)?(?: i (?:was|am) (?:talking|speaking|chatting) to (?:\w+ ?){1,3}|"
                  r" (?:i was|i am|im|for) (?:shouting|yelling|being (?:loud|rude|grumpy|silly|short with you))|"
                  r" i (?:was not|wasnt|am not) (?:talking|speaking) to you| (?:not|wasnt|was not) (?:talking to )?you|"
                  r" i did not mean to (?:wake|disturb|bother|interrupt|startle) you| i didnt mean to (?:wake|disturb|"
                  r"bother|interrupt|startle) you| wrong (?:person|one)| false alarm| ignore (?:me|that)|"
                  r"(?: for| about| that)? (?:i )?(?:shouted|shouting|yelled|yelling|snapped|snapping|swore|swearing|"
                  r"was rude|being rude|was mean|being mean|was short|was grumpy|lost my temper|lost it)"
                  r"(?: at you| with you| earlier| before| there| then| just now)*)?"),
        ("sad", r"(?:i am|im|i feel|i am feeling|im feeling|feeling) "
                r"(?:so |really |very |a bit |a little |quite |pretty |kind of )?" + _FEEL + _TIME +
                r"|(?:i am )?having a (?:bad|rough|hard|tough|horrible|terrible|rubbish) day|"
                r"(?:i have|ive|i) had a (?:bad|rough|hard|tough|horrible|terrible|rubbish) day"),
        ("doing_well", r"(?:i am|im|i feel|i am feeling) (?:so |really |very |pretty )?" + _GOOD + _TIME +
                       r"(?: thanks| thank you)?(?: and you| how about you| what about you)?"),
        ("tired", r"(?:i am|im|i feel|i am feeling|im feeling|feeling) (?:so |really |very |a bit |a little |quite |dead |"
                  r"absolutely |totally |pretty )?(?:tired|sleepy|exhausted|worn out|knackered|shattered|wiped out|"
                  r"shattered)" + _TIME),
        ("about_me", r"do you (?:ever )?(?:sleep|dream|eat|rest|get tired|get bored|take a break|go to sleep|"
                     r"need (?:to )?(?:sleep|a rest|a break))(?: at night| ever)?|are you (?:ever )?(?:tired|sleepy|"
                     r"hungry)"),
        ("not_a_person", r"(?:is there|are there|there is|there are) (?:a |an |any |some )?(?:little |wee |tiny |"
                     r"wee little |real |actual |live )?(?:human beings?|person|"
                     r"people|human|humans|someone|somebody|man|woman|men|lady|fella|guy|elf|elves|gnome|gnomes) "
                     r"(?:(?:living|hiding|sitting|stuck|trapped|working|that lives) )?"
                     r"(?:inside|in|in there|inside of) ?(?:you|there|the box|the speaker|this speaker|this thing)?"
                     r"(?: (?:talking|speaking|answering|replying|doing the talking|listening)(?: (?:to )?(?:me|us))?)?"
                     r"(?: or what| or not)?|(?:are you|you are|you) (?:a )?(?:real )?(?:person|human being|human|people)"
                     r"(?: or (?:a )?(?:robot|machine|computer|what))?|are you real|are you alive|"
                     # "you have feelings or no", "have you got any feelings", "are you an actual person or a machine"
                     r"(?:do you have|have you got|you have|you got|have you) (?:any |real )?(?:feelings|emotions|a heart|"
                     r"a soul)(?: or (?:no|not|what))?|(?:are you|you are|you) an? actual (?:person|human being|human)"
                     r"(?: or (?:a |an )?(?:robot|machine|computer|program|ai|what))?|"
                     r"are you (?:a |an )?(?:robot|machine|computer|ai|bot|program)|(?:is (?:this|that|it|there)|am i (?:talking|"
                     r"speaking|chatting) (?:to|with)) (?:a |an )?(?:real |actual |live )?(?:person|human being|human|"
                     r"someone|somebody)"
                     r"(?: (?:talking|speaking|there|listening|answering|replying|on the other end|or a (?:robot|"
                     r"machine|computer)))?(?: (?:to )?(?:me|us))?|(?:is )?(?:a |an )?(?:real )?(?:person|human being|human|"
                     r"someone|somebody) (?:answering|talking to|replying to) (?:me|us)(?: or (?:a )?(?:robot|machine|"
                     r"computer|program))?|(?:someone|somebody|a person|a human|a man|a woman|people) (?:is |are )?"
                     r"(?:inside (?:of )?(?:you|there|the speaker|this speaker|the box|this thing)|in (?:you|the speaker|"
                     r"this speaker|the box|this thing))(?: (?:talking|"
                     r"answering|replying)(?: (?:to )?(?:me|us))?)?"),
        # "do you like dinosaurs i love the t rex": asked, then the speaker's own liking said (never asked back)
        # ("do you like music i love it turn it up": the request after it is what is wanted)
        ("fan", r"(?!.*\b(?:turn (?:\w+ )?(?:up|down)|(?<!to )play (?:some|something|them|it|one|more|me|us)|put (?:some|"
                r"something|them|it) on|louder|quieter)$)"
                r"do you (?:like|love|enjoy|fancy) (?!(?:me|us|it|that|this|them|him|her)\b)(?:\w+ ?){1,3}"
                r"(?:(?:i|we) (?:really |just |absolutely )?(?:love|like|adore|am a fan of|are fans of|am mad about|"
                r"am into) (?:\w+ ?){1,4}|(?:(?:my|our) (?:\w+ )?(?:favou?rite|fave)(?: \w+)?|mine) (?:is|are) "
                r"(?:\w+ ?){1,4}|(?:i|we) (?:think|reckon) (?:they|it) (?:is|are|re|s) (?:so |really )?(?:great|amazing|"
                r"brilliant|cool|awesome|fascinating|the best))"),
        ("favourite", r"do you (?:like|love|enjoy|fancy|prefer|eat|drink) (?!(?:me|us|it|that|this|them|him|her)\b)"
                      r"(?:\w+ ?){1,3}"
                      r"|(?:what|whats) (?:do you think of|do you reckon to) (?:\w+ ?){1,3}"),
        ("hungry", r"(?:i am|im|i feel|im feeling|i am feeling) (?:so |really |very |a bit |a little |quite )?"
                   r"(?:hungry|starving|peckish|famished)" + _TIME),
        ("home", r"(?:(?:i am|im|i have|ive|i|we are|were|we have|weve|we) (?:just )?(?:got |gotten |arrived )?"
                 r"(?:back )?home|(?:i am|im|we are|were) back)(?: now| again)?"),
        ("birthday", r"(?:it is|its|today is|it s) my (?:\w+ )?birthday(?: today)?|happy birthday to me|(?:i am|im) \d+ today"),
        ("bored", r"(?:i am|im) (?:so |really |very |a bit |getting |feeling )?bored(?: now| today)?|"
                  r"(?:i am|im) (?:so |really |very )?bored what (?:can|should|shall) i do|entertain me|"
                  r"i have got nothing to do|i have nothing to do|"
                  # "so bored nothing to do all afternoon", "bored stiff", "bored out of my mind nothing to do"
                  r"(?:(?:i am|im) )?(?:so |really |very |bored )?bored(?: stiff| silly| out of my (?:mind|skull|brain))?"
                  r"(?: (?:now|today|(?:this|all) (?:afternoon|morning|evening|day)))?(?: (?:and )?(?:i have |ive |i |"
                  r"weve |there is |theres )?(?:got )?nothing to do(?: (?:now|today|(?:this|all) (?:afternoon|morning|"
                  r"evening|day|week|weekend)))?)?"),
        ("joke", r"(?:tell|give) (?:me|us) (?:a |another |one more )?(?:funny |good |silly |rubbish |daft )?joke"
                 r"(?: please)?|(?:do you )?know any (?:good |funny )?jokes|(?:have you )?got any (?:good |funny )?"
                 r"jokes|(?:(?:can|could|will|would) you )?(?:please )?(?:make (?:me|us) (?:laugh|smile)|cheer (?:me|us) up)"
                 r"(?: (?:with|by telling (?:me|us)) (?:a |one of your |some |your )?(?:funny |good |silly )?jokes?)?"
                 r"(?: please)?|(?:i|we) (?:could do with|need|want|would like|fancy) (?:a |to hear a )?(?:good )?"
                 r"(?:laugh|joke)|(?:how|what) about a joke|(?:you |you can |please )?(?:say|tell) (?:me |us )?"
                 r"(?:a |some |one )?jokes?"
                 r"(?: please)?|crack a joke|(?:have you )?got a joke for (?:me|us)|do you know a (?:good |funny )?"
                 r"joke|say something funny|tell (?:me|us) something funny|"
                 r"(?:can|could|will) you tell (?:me|us) a (?:funny |good )?joke"),
        ("presence", r"(?:are you (?:still )?there|you there|are you (?:still )?(?:listening|awake|on)|"
                     r"can you hear me|is (?:anyone|anybody) there|anyone there|anybody there|hello are you there|"
                     r"are you with me)"),
        ("laugh", r"(?:(?:ha ?){2,}|(?:he ?){2,}|lol|lmao|rofl)(?: (?:(?:that|this|it) (?:was|is)|thats|its) (?:so |really |very |"
                  r"pretty |quite )?(?:funny|hilarious|a good one|good|great|brilliant)| good one| very funny| so "
                  r"funny| nice one)?|(?:that|this|it) (?:was|is) (?:so |really |very |pretty |quite )?(?:funny|"
                  r"hilarious)|(?:very|so|really) funny"),
        # a verdict on the joke just told: "joke", "pun" or "funny" said, or a groan before it ("ha that was awful")
        ("bad_joke", r"(?=.*\b(?:joke|pun|funny)\b|(?:ha|hah|haha|heh|pfft|groan|boo|lol)\b)(?:(?:ha|hah|haha|heh|pfft|groan|boo|lol)(?: ha)* )?"
                     r"(?:(?:that|this|it|that one|your joke|that joke|the joke) (?:was|is)|thats|its) "
                     r"(?:a |an |such a |so |really |very |pretty |quite |truly |absolutely )*(?:terrible|awful|bad|"
                     r"rubbish|lame|dreadful|corny|cheesy|shocking|poor|weak|groan worthy|the worst|not (?:very |that "
                     r"|even )?funny)(?: joke| one| pun)?(?: ever)?|(?:what a|worst) (?:terrible |awful |bad |rubbish |"
                     r"lame |corny |cheesy )?(?:joke|pun)(?: ever)?|(?:that|it|this) (?:was not|wasnt|is not|isnt) "
                     r"(?:very |that |even )?funny|not funny"),
        ("grief", _GRIEF),
        ("long_day", _LONG_DAY),
        ("good_news", _GOOD_NEWS),
        ("my_english", _MY_ENGLISH),
        ("nice_to_meet_you", r"(?:nice|good|pleased|lovely|great) to meet you(?: too)?"),
        # a kind wish: "hope your tuesdays treating you well", "hope youre having a lovely morning"
        ("well_wished", r"(?:i )?(?:hope|trust) (?:(?:your|ur) (?:day|morning|afternoon|evening|week|weekend|monday|"
                        r"tuesday|wednesday|thursday|friday|saturday|sunday)(?:s| is| has been)? (?:treating you (?:well|"
                        r"kindly|ok|okay|alright|nicely)|going (?:well|ok|okay|nicely|alright|smoothly)|good|nice|"
                        r"lovely)|(?:you are|youre|you re) (?:having|keeping|doing) (?:a (?:good|nice|lovely|great) "
                        r"(?:day|morning|afternoon|evening|week|weekend)|well|ok|okay|alright))(?: today)?"),
        # a child's news: "i lost my tooth today and im six", "my wobbly tooth fell out"
        ("tooth", r"(?:i (?:have |just )?(?:lost|pulled out) (?:my|a) (?:first |wobbly |front |baby |other )?tooth|"
                  r"(?:i have|ive) lost (?:my|a) (?:first |wobbly |front |baby |other )?tooth|"
                  r"my (?:first |wobbly |front |baby |loose |other )?tooth (?:has )?(?:fell|fallen|came|come) out)"
                  r"(?: (?:today|at school|at lunch|this morning|last night))?(?: (?:and )?(?:i am|im) \w+"
                  r"(?: years old)?)?"),
        # jobs asked about with "for" name whom the jobs are for, or the "you" is anyone's ("what kinds of jobs can
        # you do for money" asks about work, not about the assistant)
        ("capabilities", r"what (?:sort|sorts|kind|kinds|type|types) of (?:(?:things|stuff) "
                         r"(?:can you (?:do|help (?:me )?with|handle)|are you (?:good at|able to do|useful for)|"
                         r"do you do)(?: for (?:\w+ ?){1,6})?|(?:jobs|tasks|chores|work|help) (?:can you (?:do|help "
                         r"(?:me )?with|handle)|are you (?:good at|able to do|useful for)|do you do)(?: for (?:me|us|"
                         r"the family|my family|the house|the household|this house))?(?: (?:around|round|about|in) the "
                         r"(?:house|home))?)|what can you do for (?:\w+ ?){1,6}|"
                         r"(?:list|name|tell me) (?:the |all the )?(?:stuff|things) (?:you are|youre|you re) "
                         r"(?:good at|able to do)|what are you (?:good at|able to do|useful for|capable of)|"
                         r"what (?:jobs|tasks|chores) (?:can you do|are you good at|can you help with)(?: for (?:me|us|the family|my "
                         r"family|the house|the household|this house))?(?: (?:around|round|about|in) the (?:house|home))?"),
    )
)


# Every family as one alternation tried in order (one match in C, not 131 in Python): the first family that matches
# the whole text wins, as a loop over _FAMILIES would find it; the group around it (closed last) names it.
_ANY_FAMILY = re.compile("|".join(f"({pattern.pattern})" for _topic, pattern in _FAMILIES))
_TOPIC_OF_GROUP = dict(zip(itertools.accumulate((1 + p.groups for _t, p in _FAMILIES), initial=1),
                           (topic for topic, _p in _FAMILIES)))


def _unaddressed(text: str) -> str:
    """``text`` without the words that only address the listener at either end."""
    previous = None
    while previous != text:
        previous = text
        text = _LEADING.sub("", text).strip() or text
        text = _TRAILING.sub("", text).strip() or text
    return text


@lru_cache(maxsize=512)  # pure, and asked again for the same text by several readers of one turn
def chit_chat_topic(normalized: str) -> str | None:
    """The chit-chat family the whole (normalised) utterance belongs to, or None (pure).

    Topics are ``smalltalk.small_talk``'s ("greeting", "thanks", "how_are_you", ...) plus "capabilities", whose reply
    the caller has (``LocalSkills.capabilities_reply``).
    """
    text = " ".join(normalized.replace("'", "").split())
    if not text or len(text) > 120:
        return None
    found = _whole_topic(text) or breaths.topic_of_pieces(text.split(), _whole_topic)
    return found or ((rest := without_age(text)) and chit_chat_topic(rest)) or None  # "im nine and i lost my tooth"


def _whole_topic(text: str) -> str | None:
    """The family ``text`` is said in as a whole, with or without the words that only address the listener."""
    for candidate in dict.fromkeys((text, _unaddressed(text))):
        if (found := _ANY_FAMILY.fullmatch(candidate)) is not None:
            return _TOPIC_OF_GROUP[found.lastindex]  # type: ignore[index]  # matched: a group closed
    return "capabilities" if ability_asks.asked(text) else None  # "what kinds of jobs can i ask you to do"


def greeting_word(normalized: str) -> str:
    """The greeting said ("good morning", "morning", "hello"), for ``small_talk``'s reply to it."""
    normalized = re.sub(r"\barvo\b", "afternoon", normalized)  # "good arvo"
    found = re.search(r"\b(?:good )?(?:morning|afternoon|evening)\b|top of the morning", normalized)
    if found is None:
        return "good day" if re.search(r"\b(?:good day|gday)\b", normalized) else ""
    return "good morning" if found.group(0) == "top of the morning" else found.group(0)


# A joke asked about something: "tell me a joke about horses", "do you know any jokes about school"
_JOKE_ABOUT = re.compile(r"(?:(?:can|could|will) you )?(?:make (?:me|us) (?:laugh|smile) (?:with )?(?:something|one|a joke)|"
                         r"(?:(?:(?:tell|give) (?:me|us)|(?:do you |you )?(?:know|have)|(?:have you |you |ya )?got) )?"
                         r"(?:a |another |one more |any )?(?:funny |good |silly |daft )?jokes?) (?:about|on|with) (?:a |an |"
                         r"the )?(?P<subject>[a-z]+(?: [a-z]+){0,2}?)(?: please)?")  # "got any jokes about dogs" (round 22)


def joke_about(normalized: str, rng: random.Random) -> str | None:
    """A joke about the subject asked for when one of ours is about it; else one of ours, said to be about something
    else (never a made-up joke); None when no joke about something was asked for."""
    found = _JOKE_ABOUT.fullmatch(" ".join(normalized.replace("'", "").split()))
    if found is None:
        return None
    subject = found.group("subject")
    stem = subject.split()[-1].removesuffix("s")
    about = [j for j in JOKES if re.search(rf"\b{re.escape(stem)}", j.lower())] if len(stem) > 2 else []
    if about:
        return rng.choice(about)
    return f"I don't know one about {subject}, but here's one: {rng.choice(JOKES)}"


def chit_chat_reply(normalized: str, rng: random.Random, capabilities: Callable[[], str]) -> str | None:
    """The short true reply to chit-chat said in any of its families' ways, or None when it is not chit-chat."""
    if (joke := joke_about(normalized, rng)) is not None:
        return joke
    topic = chit_chat_topic(normalized) or talk_cues.topic(normalized)  # a joke or a person asked by cue
    if topic is None:
        return None
    if topic == "capabilities":
        return capabilities()
    return small_talk(topic, rng, greeting_word(normalized))
