"""A newcomer's talk about how long they have lived here (round 23): "sorry for my english, i am from poland, only one
year here", "i am here only three months", "i live here since two years" (a learner's tense), "i came to england six
months ago", "i am new in this country, from ukraine". Read by ``skills/chitchat.py`` like its own
(``chat_families.FAMILIES``), each pattern one breath: with an apology for their English and where they come from
before it (``my_english``, ``from_place``), the whole is answered with this breath's line, a kind welcome.

Why: the model's reply was replaced by the guard ("I'm not sure about that."), and "only one year here" alone was read
as a year question ("It's 2026."). A time said without a place here ("only one year", "two years in prison") and
anything asked ("how long have you been here") are no newcomer's talk. Pure.
"""

from __future__ import annotations

_COUNT = (r"(?:one|a|an|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|a few|few|a couple of|"
          r"couple of|some|half a|\d{1,2})")
_SPAN = (rf"(?:(?:only|just|about|around|almost|nearly|not even|less than|more than|over) )?{_COUNT} "
         r"(?:years?|months?|weeks?|days?)(?: (?:now|already|only|so far))?")
_COUNTRY = (r"(?:this country|this town|this city|the uk|uk|england|britain|great britain|scotland|wales|ireland|"
            r"northern ireland|america|the us|the usa|usa|the states|canada|australia|new zealand)")
_HOST = rf"(?:here|in {_COUNTRY})"
_I = (r"(?:i|we|i am|im|we are|were|i have been|ive been|we have been|weve been|i live|we live|i am living|im living|"
      r"we are living|i living|i stay|i am staying|im staying)")
# the verb that says "here" itself: "i live since two years", "i am here two months"
_I_HERE = (r"(?:(?:i|we) (?:live|am living|are living|living|stay|am staying|have lived|ve lived|have been living|"
           r"been living)(?: here)?|(?:i am|im|we are|were|i have been|ive been) here)")
_SINCE = r"(?:(?:for|since) )?"
# "only one year here", "two years in england", "i am here only three months", "i live here since two years"
_TIME_HERE = (rf"(?:{_I} )?(?:{_HOST} {_SINCE}{_SPAN}|{_SINCE}{_SPAN} {_HOST}(?: (?:now|already|only))?)"
              rf"|{_I_HERE} {_SINCE}{_SPAN}")
# "i came to england six months ago", "we moved here last year"
_ARRIVED = (rf"(?:i|we) (?:only |just )?(?:came|come|arrived|moved) (?:here|to {_COUNTRY})(?: (?:only |just )?"
            rf"(?:{_SPAN} ago|(?:this|last) (?:year|month|summer|winter|spring|autumn)|in \d{{4}}))?")
# "i am new in this country", "im new here, from ukraine"
_NEW = (rf"(?:i am|im|we are|were) (?:still |quite |very |so |really |fairly )?new (?:here|in {_COUNTRY})"
        r"(?:,? (?:i am |im |we are |and )?from [a-z]+(?: [a-z]+)?)?")

# A learner's own words for their English, the "is" left out: "sorry my english not good", "my english very bad",
# "i speak little english" (``chitchat``'s "my_english" family reads the sentences with "is"; same line)
_MY_ENGLISH = (r"(?:(?:sorry|excuse me|pardon me|forgive me)(?: for| about)?,? )?(?:my|mine) (?:english|accent) "
               r"(?:not|no|still not|very|so|too|little bit|a little bit|bit) (?:so |very |too |much |that )?(?:good|"
               r"great|perfect|bad|poor|weak|well|strong|fluent|little)(?: sorry)?"
               r"|(?:sorry,? )?(?:i|we) (?:speak|know|understand|have) (?:only )?(?:a )?(?:little|little bit|bit of|"
               r"few|not much|not so much) english(?: sorry)?")

# A learner who says they practise their English, with a greeting and their name before it: "good morning my name is
# ahmed i practise my english you help me", "i want to practise my english can you help me"
_PRACTISE = (r"(?:(?:good )?(?:morning|afternoon|evening)|hello|hi|hey)?(?: ?(?:my name is|my name s|i am|im) [a-z]+"
             r"(?: and)?)? ?(?:i|we) (?:am |m |want to |would like to |like to |need to )?(?:practise|practice|"
             r"practising|practicing|learn|learning|study|studying|improve|improving) (?:my |our )?english"
             r"(?: (?:every day|now|here|with you))?(?: (?:and )?(?:(?:can|could|will) )?(?:you|u) (?:help|helping) "
             r"(?:me|us)| please help(?: me)?| help me)?(?: please)?")

FAMILIES: tuple[tuple[str, str], ...] = (
    ("new_here", rf"{_TIME_HERE}|{_ARRIVED}|{_NEW}"),
    ("my_english", _MY_ENGLISH),
    ("practise_english", _PRACTISE),
)
