"""Chit-chat families of the eighteenth set (issue 15), read by ``skills/chitchat.py`` like its own
(``chat_families.FAMILIES``). Each reached the bundled model, whose reply the guard replaced with "I'm not sure":

- how the day is going, asked of the assistant: "morning hows your day going so far", "hows your week been",
  "how has your evening been treating you";
- a parting till tomorrow without "to you": "sleep well talk tomorrow", "night speak in the morning", "catch you
  tomorrow";
- a child's good news from school or a game: "i got a gold star at school today", "i came first in the race", "my
  teacher said i did really well" (a line of praise);
- a loss said with how long ago: "its a year since my wife passed and the house is very quiet", "its been six months
  since my mum died" (a pet's death is left: ``test_question_families14`` keeps "our dog died" from the line of a
  person lost).

Each is one pattern over the whole utterance (a request or question said with the same words never matches). Pure.
"""

from __future__ import annotations

from gpt_home.agent.spoken_words import FAMILY

_PART = r"(?:day|morning|afternoon|evening|night|week|weekend|shift)"
_DAY_ASKED = (rf"(?:(?:(?:good )?(?:morning|afternoon|evening)|hi|hello|hey|hiya) )?(?:and )?(?:so )?how (?:is|s|has|was"
              rf"|are) (?:your|ur|you|the) {_PART}(?: been)?(?: (?:going|treating you|shaping up|been going))?"
              r"(?: (?:so far|today|then|at all|for you))*")
_TILL = r"(?:tomorrow|in the morning|later|soon|tonight|next week|on monday|in a bit)"
_PARTING = (rf"(?:(?:ok|okay|right|well|so|bye|cheers) )*(?:talk|speak|chat|catch you|see ya|see you) {_TILL}"
            r"(?: then)?(?: bye)?")
# said at night: "sleep well talk tomorrow", "night night speak in the morning" (a good night, not a goodbye)
_NIGHT_PARTING = (rf"(?:(?:ok|okay|right|well|so) )?(?:night|nighty night|night night|good ?night|sleep (?:well|tight))"
                  rf"(?: (?:then|and))? (?:talk|speak|chat|catch you|see ya|see you) {_TILL}(?: then)?"
                  r"|(?:you )?sleep (?:well|tight)(?: (?:then|too|yourself))?")
_PRIZE = (r"(?:a |an |the |my |full |top |first |1st |two |three |\d+ )?(?:gold |silver |bronze |big |shiny )?(?:star|stars|"
          r"prize|award|medal|trophy|certificate|sticker|stickers|goal|goals|full marks|top marks|first place|first "
          r"prize|merit|house point|house points|star of the week|student of the week|100 percent|10 out of 10|"
          r"ten out of ten|good marks|a plus)")
_WHERE = (r"(?: (?:at|in|for|from) (?:school|class|nursery|football|swimming|the race|the match|the game|sports day|"
          r"my (?:\w+ )?(?:test|exam|class|homework|reading|spelling|maths)|(?:the )?(?:\w+ )?(?:test|exam|quiz)|"
          r"cubs|brownies|scouts|guides|dance|ballet|karate))*")
_WHEN = r"(?: (?:today|this morning|this afternoon|yesterday|this week|again|at last))*"
_WELL_DONE = (rf"(?:guess what |mummy |daddy )?(?:i|we|me) (?:just )?(?:got|won|earned|scored|was given|got given|"
              rf"came|finished|was|passed) {_PRIZE}{_WHERE}{_WHEN}{_WHERE}"
              rf"|(?:i|we) (?:came|finished) (?:first|second|third|top)(?: (?:of the class|in (?:the|my) \w+))?{_WHERE}"
              rf"{_WHEN}"
              rf"|my (?:teacher|coach|miss|sir) (?:said|says|told me) (?:that )?i (?:did|was|am|done) (?:really |so |"
              rf"very |super )?(?:well|good|great|brilliant|amazing|the best){_WHERE}{_WHEN}")
_LOVED = rf"(?:(?:dear |late |beloved )?(?:{FAMILY}|nan|nana|best friend|hubby))"
_AGO = (r"(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of|\d+) (?:days?|weeks?|months?|years?)"
        r"(?: (?:today|now|this week|tomorrow))?")
_QUIET = (r"(?: (?:and|but|so) (?:the house|it|everything|home|life|i|im|i am)(?: \w+){1,8})?")
_LOSS = (rf"(?:its|it is|its been|it has been|today is|today its) {_AGO} since (?:my|our) {_LOVED} (?:passed|passed away|"
         rf"passed on|died|went|left us)(?:{_QUIET})"
         )

FAMILIES: tuple[tuple[str, str], ...] = (
    ("how_are_you", _DAY_ASKED),
    ("good_night", _NIGHT_PARTING),
    ("goodbye", _PARTING),
    ("well_done", _WELL_DONE),
    ("grief", _LOSS),
)
