"""News of the household's own told to the assistant, good or bad, and a few small-talk shapes said with a tail:
"we are having a baby", "my grandson got into university", "guess what i finally fixed the bike", "we won the quiz
at the pub last night", "i lost my job yesterday", "my football team lost again", "im 90 years old today", "its our
wedding anniversary today forty years", "hows your tuesday been so far", "its raining and im sad".

Families for ``chat_families`` (topic, pattern), matched whole (``chitchat``): who (the speaker, "we", one of the
family), what happened (an event word of its kind: a test passed, a place won, a prize, a thing fixed, a baby; a job
lost, a match lost) and when (an optional time tail). A question ("did we win the quiz") or a request never fits a
whole pattern. Pure data.
"""

from __future__ import annotations

_LEAD = r"(?:(?:guess what|so|oh|well|hey|and|yay|hooray|great news|good news|big news|you know what|um|er) )*"
_KIN = (r"(?:son|daughter|grandson|granddaughter|husband|wife|partner|boy|girl|kids?|mum|dad|sister|brother|nephew|"
        r"niece|friend|grandad|grandma|nan|lad|lass)")
_WHO = rf"(?:i|we|he|she|they|the kids|(?:my|our) (?:little |eldest |youngest |oldest )?{_KIN}(?: \w+)?)"
_HAS = r"(?:(?:have|has|ve|just|finally|only|actually|at last) )*"
_WHEN = r"(?: (?:today|yesterday|this morning|this afternoon|last (?:night|week|month|year)|at last|finally|this week|again|at the pub|"
_WHEN += r"at school|at work|first time|first go))*"
_PASSED = (r"(?:passed (?:my |his |her |their |our |the )?(?:\w+ )?(?:test|exam|exams|driving test|theory|interview|"
           r"audition|grade|course|degree)|got (?:into|a place at|accepted (?:into|at|to)) (?:\w+ ){0,2}"
           r"(?:university|uni|college|school)|got (?:the|a|a new) job|got promoted|been promoted|graduated|"
           r"got engaged|are having a baby|are expecting(?: a baby)?|is having a baby|is expecting(?: a baby)?)")
_DID_IT = (r"(?:won (?:the|a|our|their) (?:\w+ ){0,2}(?:quiz|match|game|race|raffle|prize|competition|cup|final|"
           r"award|trophy)|fixed (?:the|my|our|his|her) \w+(?: \w+)?|finished (?:the|my|our) (?:marathon|race|"
           r"jigsaw|puzzle|book)|ran (?:a|the|my first) (?:marathon|half marathon|race))")
_LOST_JOB = r"(?:lost (?:my|his|her|their|our) job|been made redundant|got made redundant|got the sack|been sacked)"
_TEAM_LOST = (rf"(?:(?:my|our) (?:\w+ )?team (?:lost|got beat|got beaten|were beaten|was beaten)|{_WHO} lost "
              r"(?:the|our|the big) (?:match|game|final))")

FAMILIES: tuple[tuple[str, str], ...] = (
    ("good_news", rf"{_LEAD}{_WHO} {_HAS}{_PASSED}{_WHEN}"),
    ("well_done", rf"{_LEAD}{_WHO} {_HAS}{_DID_IT}{_WHEN}"),
    ("hard_time", rf"{_LEAD}{_WHO} {_HAS}{_LOST_JOB}{_WHEN}"),
    ("team_lost", rf"{_LEAD}{_TEAM_LOST}{_WHEN}"),
    ("birthday", rf"{_LEAD}(?:i am|im|i turn|i turned|i m) \d+(?: years old| years)? today"
                 r"|(?:it is|its|today is) my (?:\w+ )?birthday(?: today)?(?:,? (?:i am|im|i m|i turn|i turned) \d+"
                 r"(?: years old| today)?)?"),
    ("anniversary", rf"{_LEAD}(?:it is|its|today is) (?:our|my) (?:\w+ )?(?:wedding )?anniversary(?: today)?"
                    r"(?: (?:\w+ ){1,2}years(?: married| together| today)?)?"),
    ("how_are_you", r"(?:so )?how (?:is|has|was|s) your (?:\w+day|day|morning|afternoon|evening|week|weekend)"
                    r"(?: been)?(?: going)?(?: so far)?(?: today)?(?: then)?"),
    ("sad", r"(?:it is|its) (?:raining|pouring|cold|grey|dark|miserable)(?: (?:again|today|outside))* and "
            r"(?:i am|im|i feel) (?:so |a bit |really )?(?:sad|fed up|down|miserable|low|blue)"),
    ("my_english", r"(?:(?:hello|hi|sorry|excuse me) )*my english (?:is )?(?:very |a bit |not very |not so )?(?:small|"
                   r"little|bad|poor|not good|weak|basic)(?: (?:do |can )?you understand(?: me)?)?(?: yes| ok| okay)?"),
)
