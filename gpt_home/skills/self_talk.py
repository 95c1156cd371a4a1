"""Chit-chat families of round 15, read by ``skills/chitchat.py`` like its own (``chat_families.FAMILIES``).

Three kinds of talk that reached the bundled model, which invents a life for itself ("I'm 25 and live in London"):

- questions to the assistant about itself that ``agent/identity.py`` does not answer: whether it can see, is smart,
  its favourite things: answered truly (a program, no camera, no favourites);
- a feeling said about the speaker that is not sadness or tiredness: unwell, scared, angry, unable to sleep;
- the everyday forms the older families missed: "thx", "thank u", "how r u", "you good", "see you tomorrow",
  "i have to go now bye", "hi its me again", "you awake", "i like your voice", "knock knock".

Each is one pattern over the whole utterance (a request with the same words never matches). Pure.
"""

from __future__ import annotations

from gpt_home.agent.spoken_words import FAMILY

_YOUR = r"(?:your|ur|yer)"
# (its name, age, maker, body and feelings are ``agent/identity.py``'s, answered with the configured name)
_SMART = r"are you (?:smart|clever|intelligent|stupid|dumb|a genius|clever or what)"
_SEE = (r"(?:can you )?(?:see|watch) (?:me|us|this|what i am doing|what im doing)|do you have (?:eyes|a camera)|"
        r"are you (?:watching|recording) (?:me|us)")
_FAVOURITE = (rf"(?:what|whats|which) (?:is |s |are )?{_YOUR} (?:favou?rite|fave|best) (?:\w+ ?){{1,3}}|"
              r"(?:which|what) (?:\w+ ){1,2}do you like (?:best|most|the most)|"
              r"are (?:you|u) (?:a|an) (?:big |huge )?(?:[a-z]+ ){1,3}fan|"
              # "if you had to pick a favourite food what would it be", "if you could choose a favourite colour"
              r"if (?:you|u) (?:had to|could|were to|had) (?:pick |choose |name |have )?(?:a |one |your )?"
              r"(?:favou?rite|fave) (?:\w+ ?){1,2}(?: (?:what|which) (?:would|will) (?:it|that|yours) be| (?:what|which) "
              r"(?:one )?would (?:you|it) (?:pick|choose|be))?")
# a team or a sport of its own: "do you support a football team", "who do you support", "are you a man united fan",
# "do you follow any sport" (a program follows none; never "who won the match": a result, ``service_asks``)
_SPORT = r"(?:football|soccer|rugby|cricket|hockey|basketball|baseball|netball|sports?|premier league)"
_CLUB = (r"(?:united|utd|city|rovers|town|wanderers|athletic|county|rangers|celtic|albion|spurs|arsenal|chelsea|"
         r"liverpool|everton|villa|wolves|leeds|newcastle|barcelona|madrid|juventus|milan|bayern|football|rugby|"
         r"cricket|sports?|premier league)")
_TEAM = (rf"do (?:you|u) (?:support|follow|have) (?:a|any|an?y? ?{_SPORT}|a {_SPORT}) (?:team|club|side)s?|"
         rf"(?:which|what) (?:{_SPORT} )?(?:team|club|side) do (?:you|u) (?:support|follow)|who do (?:you|u) support"
         rf"(?: in the (?:{_SPORT}|league|cup|final|match|game))?|do (?:you|u) (?:follow|like|watch) (?:any )?"
         rf"(?:{_SPORT}|the {_SPORT})|are (?:you|u) (?:a|an) (?:[a-z]+ ){{1,3}}supporter|"
         rf"are (?:you|u) (?:a|an) (?:[a-z]+ )?{_CLUB} fan|"
         rf"(?:are you|do you) (?:into|a fan of) (?:{_SPORT}|the {_SPORT})")
# "i am", "im feeling", "i feel a bit": the speaker's own state said, with how much
_I_FEEL = r"(?:i am|im|i feel|i am feeling|im feeling|feeling) (?:so |really |very |a bit |a little |quite )?"
_UNWELL = (_I_FEEL + r"(?:sick|ill|poorly|unwell|under the weather|rough|not (?:very )?well|like i am going to be "
           r"sick)(?: today| again| now)?|(?:i have|ive|i ve|i have got|ive got|i got) (?:a |the )?(?:cold|headache|"
           r"the flu|flu|tummy ache|stomach ache|sore (?:throat|tummy|head))(?: today| again)?")
_SCARED = (_I_FEEL + r"(?:scared|frightened|afraid|nervous|spooked)(?: of the dark| of the (?:storm|thunder|noise))?"
           r"(?: tonight| now)?|i (?:had|have had) a (?:bad dream|nightmare)")
_ANGRY = _I_FEEL + r"(?:angry|cross|mad|annoyed|furious|frustrated|irritated|fuming|livid)(?: today| now| right now)?"
_NO_SLEEP = (r"i (?:cant|can not|cannot|couldnt) (?:get to )?sleep(?: tonight| again)?|i (?:am|m) (?:not|never) "
             r"(?:sleepy|tired)|im not sleepy")
_THANKS_SAID = (r"(?:thx|thanx|thnx|thanks?u|thank u|thank ya|thankyou|tank you|tank u|ty|tysm|"
                r"thank you (?:very )+much|"
                r"thank you (?:very|so) (?:very )+much|thanks (?:so )+much)(?: (?:for (?:your|the|all the) help|"
                r"for helping(?: me)?)(?: today| again)?)?|(?:thank you|thanks) for (?:your|the|all the|all your) help "
                r"(?:today|again|tonight|this morning)")
_HOW_SAID = (r"how (?:r|are) (?:u|you|ya)(?: doing| today)?|(?:are|r) (?:you|u) (?:ok|okay|alright|good)(?: today)?|"
             r"(?:you|u) (?:good|ok|okay)|how do you feel(?: today)?|how are you feeling(?: today)?|how you feeling")
_BYE_SAID = (r"(?:see|talk to|speak to) you (?:tomorrow|in the morning|soon|next time|later)(?: then| bye)?|"
             r"i (?:have to|need to|must|got to|gotta) go(?: now)?(?: (?:bye|bye bye|goodbye|see you))?|"
             r"bye for now|(?:ok |okay )?(?:thats|that is) (?:all|it|everything)(?: for (?:now|today|tonight))?"
             r"(?: bye)?")
_HELLO_SAID = (r"(?:hi|hello|hey|hiya) (?:its|it is) (?:me|only me|just me)(?: again)?|(?:its|it is) (?:me|only me|"
               r"just me)(?: again)?|helo|hallo|hullo|heya|heyy+|hey hey|(?:hello|hi|hey) again")
_PRESENCE_SAID = (r"(?:are )?you (?:still )?(?:awake|up|on|there)|(?:(?:hello|hi|hey|hiya) )?(?:is )?"
                  r"(?:any ?(?:one|body)|some ?(?:one|body)) (?:there|home|listening|about|around)|wake up|"
                  r"are you asleep")
# Someone alone tonight, or a loved one in hospital: "my husbands in hospital and i am on my own tonight"
_KIN = rf"(?:{FAMILY}|nan|boyfriend|girlfriend|hubby|friend|best friend)"
_ALONE = (r"(?:i am|im) (?:on my own|all alone|alone|all on my own|by myself|home alone)(?: (?:tonight|today|now|again|"
          r"this week|this weekend))*")
_ON_MY_OWN = (rf"(?:my {_KIN}s?|my {_KIN} is|my {_KIN} has been|my {_KIN} went) (?:back )?(?:in|into|to) "
              rf"(?:the )?hospital(?: (?:again|tonight|today|this week))?(?: (?:and|so) {_ALONE})?|{_ALONE}")
_LIKE_SAID = (r"i (?:love|like) (?:your|ur) (?:voice|jokes|accent|name|answers)|(?:clever|smart|good|lovely|great) "
              r"(?:computer|speaker|assistant|robot|machine|box)|(?:so )?clever")
_COMPLAINT_SAID = (r"you (?:never|dont|do not|didnt|did not) (?:understand|listen to|hear) (?:me|us|anything)"
                   r"(?: do you)?|you (?:never|always) get (?:it|things|that) wrong|you (?:are|re) not listening")

# "would you rather be a cat or a dog": a game of choices put to the assistant, which has no life to choose for
_RATHER = (r"(?:(?:ok|okay|so|right|hey) )?would (?:you|u) rather (?:be|have|eat|live|go|do|meet|fly|swim|drink)"
           r"(?: [a-z]+){1,5} or(?: [a-z]+){1,5}")

FAMILIES: tuple[tuple[str, str], ...] = (
    ("smart", _SMART), ("see", _SEE), ("team", _TEAM), ("favourite", _FAVOURITE), ("rather", _RATHER),
    ("unwell", _UNWELL), ("scared", _SCARED), ("angry", _ANGRY), ("cant_sleep", _NO_SLEEP),
    ("thanks", _THANKS_SAID), ("how_are_you", _HOW_SAID), ("goodbye", _BYE_SAID), ("greeting", _HELLO_SAID),
    ("presence", _PRESENCE_SAID), ("compliment", _LIKE_SAID), ("complaint", _COMPLAINT_SAID),
    ("knock_knock", r"knock knock"), ("on_my_own", _ON_MY_OWN),
    ("story", r"(?:(?:can|could|will) you )?(?:tell|read) (?:me|us) (?:a |another )?(?:funny |short |silly |good |"
              r"bedtime |little )?(?:story|tale)(?: please)?"),
    ("good_night", r"(?:(?:i am|im|i m) )?(?:off|going|heading) (?:up )?to (?:bed|sleep)(?: now)?"),
    ("thanks", r"(?:perfect |great |lovely |brilliant )?(?:thats|that is|it is|its) (?:all|just|exactly) what "
               r"(?:i|we) (?:needed|wanted)(?: thanks| thank you)?|(?:perfect |great |lovely )?(?:thats|that is) all "
               r"(?:i|we) (?:needed|wanted)(?: thanks| thank you)?"),
)
