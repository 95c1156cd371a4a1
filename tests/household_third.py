"""A THIRD generated vocabulary of household commands (round 18), written before the verb-frame list and NEVER tuned
on: the honest measure of how far the composer generalises. Do not change the composer to pass a sentence of it;
measure it (``bench/household_vocab.py``) and report.

Speakers of every kind: children ("can you do a timer", "i want a alarm"), older people ("would you be so kind as to",
"i should like"), people learning English ("please you make alarm", "i want that you remind me", "put for me"), and
recognizer text without apostrophes or commas ("im gonna need", "lemme get", "dont let me forget", "wont you").
Values, fillers and reasons are new too. Must-nots are generated the same way from the same sentences: reported,
wished, negated, told of another time, hypothetical, questions about the thing and talk about the thing.
The clock is the helpers' Tuesday 1 December 2026 10:25.
"""

from __future__ import annotations

from household_grammar import Item, _at, _said_in

THIRD = {"prefixes": ("", "excuse me ", "hiya ", "mm ", "right then "),
         "suffixes": ("", " thank you very much", " okay", " pretty please", " if thats alright"),
         "reasons": ("", " i have a doctors appointment", " so i dont miss the bus", " cause its my birthday")}

THIRD_ALARM = (("would you be so kind as to set an alarm", "i should like an alarm", "please you make alarm",
                "can you do me an alarm", "im gonna need an alarm", "make sure you wake me up",
                "i need you to set an alarm", "do me a favour and set an alarm"),
               ((("at quarter past 7", "on monday"), _at(7, 7, 15)), (("at 6 15 am", "on saturday"), _at(5, 6, 15)),
                (("at 10 pm", "tonight"), _at(1, 22))))
THIRD_TIMER = (("i need you to start a timer", "do me a favour and put a timer on", "can you do a timer",
                "please you make timer", "would you be so good as to set a timer", "lemme get a timer",
                "i would like to have a timer", "put for me a timer"),
               ((("for 20 minutes", "for the cake"), 20, "cake"), (("for half an hour", "for the bread"), 30, "bread")))
THIRD_REMINDER = (("help me remember", "make sure i remember", "i want that you remind me",
                   "would you be so kind as to remind me", "give me a nudge", "im gonna need a reminder",
                   "please dont let me forget", "i need you to remind me"),
                  ((("to water the plants", "at 4 pm", "on friday"), _at(4, 16), "plants"),
                   (("to phone grandma", "at 3 pm", "on saturday"), _at(5, 15), "grandma")))
THIRD_LIST = (("i need you to add {}", "please you put {}", "can we have {}", "do me a favour and add {}",
               "make sure theres {}", "we could do with {}", "lemme get {}", "i should like {}"),
              (("bananas", "on the shopping list"), ("washing up liquid", "onto my shopping list")))


def third() -> list[Item]:
    """Every action of the third vocabulary in every order of its parts, fillers rotated in."""
    return _said_in(THIRD_ALARM, THIRD_TIMER, THIRD_REMINDER, THIRD_LIST, THIRD)


# The same frames and values, wrapped so that nothing may be done.
THIRD_IMPERATIVES = ("make sure you wake me up at 6 15 am on saturday", "do me a favour and set an alarm at 10 pm tonight",
                     "put a timer on for 20 minutes for the cake", "lemme get a timer for half an hour for the bread",
                     "help me remember to water the plants at 4 pm on friday",
                     "give me a nudge to phone grandma at 3 pm on saturday",
                     "add bananas to the shopping list", "make sure theres washing up liquid on my shopping list")
THIRD_WRAPS = (("reported", "my daughter said {}"), ("reported", "grandad keeps telling me to {}"),
               ("reported", "the teacher told us to {}"),
               ("wished", "i wanted to {} but its fine"), ("wished", "i was hoping you would {} yesterday"),
               ("negated", "please dont {}"), ("negated", "theres no need to {}"), ("negated", "you mustnt {}"),
               ("time-shifted", "earlier i asked you to {}"), ("time-shifted", "last night you were supposed to {}"),
               ("hypothetical", "if it snows {}"), ("hypothetical", "what if i said {}"),
               ("question", "why did you {}"), ("question", "did my wife ask you to {}"))
THIRD_ABOUT = ("my alarm didnt go off on saturday at 6 15 am", "the cake needed 20 minutes in the end",
               "grandma forgot to water the plants on friday", "bananas are on offer at the shop this week",
               "the timer on the cooker beeps for ages", "the bread timer went off half an hour ago",
               "we never have washing up liquid on the shopping list", "my reminder to phone grandma was annoying")


def third_must_nots() -> list[Item]:
    """Reported, wished, negated, other-time, hypothetical and asked commands of the third vocabulary, and talk
    about the thing: nothing done."""
    items = [Item(wrap.format(command), "none", label=family) for family, wrap in THIRD_WRAPS
             for command in THIRD_IMPERATIVES]
    return items + [Item(text, "none", label="about the thing") for text in THIRD_ABOUT]
