"""Checks the sealed holdout24 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout24.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout24.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout24
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "It's 2026.", "Today is December 1.", "Not quite, it's 10:25.",
        "No, it's December now.", "Today is Tuesday, December 1.", "It's 10:25.", "It's Tuesday.",
        "Today is December 1, 2026.", "Today is the 1st of December.", "It's 10:25 and today is December 1.",
        "You have 20 minutes.", "It's 10:25 in the morning.",
    ],
    "date_arithmetic": [
        "27 days from today is December 28.", "30 days until New Year's Eve.", "It's a Wednesday.",
        "It was September 17.", "It'll be a Friday.", "This Thursday is December 3.", "211 days.",
        "In a fortnight it's December 15.", "18 days until the 19th.", "Last Sunday was November 29.",
        "In 10 days it's December 11.", "Burns Night is a Monday, 55 days away.", "You have 92 days.", "13 sleeps.",
    ],
    "world_time": [
        "In Seoul it's 7:25 pm.", "In Cairo it's 12:25 pm.", "In Buenos Aires it's 7:25 am.",
        "In Chicago it's 4:25 am.", "In Adelaide it's 8:55 pm.", "In Tehran it's 1:55 pm.",
        "In Anchorage it's 1:25 am.", "In Sydney it's 9:25 pm.", "In Bangkok it's 5:25 pm.",
        "In Johannesburg it's 12:25 pm.", "In Helsinki it's 12:25 pm.",
        "In Singapore it's 6:25 pm and in Istanbul it's 1:25 pm.",
        "It's 6:55 am in St John's, so it's a bit early.", "In Yangon it's 4:55 pm.",
    ],
    "math": [
        "46 times 19 is 874.", "35 percent of 140 is 49.", "That's 108.", "That's 6,166.", "That leaves 1,163.",
        "2 to the power of 12 is 4,096.", "It's 35.", "That's £87 each.", "64 times 25 is 1,600.",
        "The tip is £12.", "That's 8.", "13 times 13 is 169 and 1,000 divided by 8 is 125.",
        "That's £18.00 altogether.", "Half of 86 is 43.",
    ],
    "units": [
        "26.2 miles is about 42.16 kilometres.", "12 stone is about 76.2 kilograms.", "220 °C is 428 °F.",
        "32 inches is 81.28 centimetres.", "7 UK gallons is about 31.82 litres.", "50 metres is about 54.68 yards.",
        "2 US pints is about 946.35 millilitres.", "30 centimetres is about 11.81 inches.",
        "8 ounces is about 226.8 grams.", "5 kilometres is about 3.11 miles.", "6 yards is about 5.49 metres.",
        "168 hours in a week and 2,500 millilitres in 2.5 litres.", "7 pounds 8 ounces is about 3.4 kilograms.",
        "60 miles per hour is about 96.56 kilometres per hour.",
    ],
    "random": [
        "Heads.", "You rolled 14.", "I picked 357.", "The total is 11.", "I pick 9.", "Let's have curry.",
        "The seven of clubs.", "Tails.", "You rolled a 6.", "Go with yellow.", "I picked 22.",
        "Heads, and your number is 5.", "Tom does the washing up.", "A rabbit!",
    ],
    "spelling": [
        "J-E-W-E-L-L-E-R-Y.", "M-A-Y-O-N-N-A-I-S-E.", "Q-U-E-S-T-I-O-N-N-A-I-R-E.", "C-O-N-S-C-I-E-N-C-E.",
        "P-R-I-V-I-L-E-G-E.", "P-A-R-L-I-A-M-E-N-T.", "O-C-C-A-S-I-O-N-A-L-L-Y.", "C-O-U-R-G-E-T-T-E.",
        "C-H-R-Y-S-A-N-T-H-E-M-U-M.", "E-M-B-A-R-R-A-S-S.", "P-R-I-N-C-I-P-A-L.",
        "S-P-A-G-H-E-T-T-I, and S-A-U-S-A-G-E.", "B-E-C-A-U-S-E.", "W-E-D-N-E-S-D-A-Y.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 13 minutes.", "Okay, lasagne timer set for 50 minutes.",
        "Okay, scones timer set for 18 minutes.", "The lasagne timer has 49 minutes and 56 seconds left.",
        "You have a 13-minute timer, a lasagne timer and a scones timer.", "Scones timer cancelled.",
        "Okay, timer set for 7 minutes.", "Okay, timer set for 2 minutes 30 seconds.",
        "Okay, timer set for 20 minutes.", "Okay, timer set for 8 minutes.", "For how long?",
        "Okay, timer set for 11 minutes.", "Okay, I've added 10 minutes to the lasagne timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 5:45 am tomorrow.", "Okay, alarm set for 11 pm.",
        "Okay, alarm set for 3:50 am.", "Okay, alarm set for Sunday at 8 am.",
        "You have alarms at 5:45 am, 11 pm, 3:50 am and Sunday at 8 am.", "The 11 pm alarm is deleted.",
        "Okay, alarm set for 6:20 am.", "Okay, alarm set for 7:30 am.", "Okay, alarm set for 6:05 am.",
        "Okay, alarm set for 6:50 am.", "For what time?", "Okay, alarm set for 7:10 am on Thursday.",
        "It's set for 8 am on Sunday.",
    ],
    "reminders": [
        "All reminders deleted.", "Okay, I'll remind you to call the plumber at 2 pm.",
        "Okay, I'll remind you to pick up your prescription tomorrow at 9 am.",
        "Okay, I'll remind you to take the washing out at 10:55 am.",
        "Okay, I'll remind you to pay the window cleaner on Thursday at 5 pm.",
        "Your reminders: the plumber at 2 pm, your prescription tomorrow at 9 am, the washing at 10:55 am and the "
        "window cleaner on Thursday at 5 pm.",
        "The plumber reminder is deleted.", "Okay, I'll remind you to feed the goldfish at 5 pm.",
        "Okay, I'll remind you to charge your phone at 11:25 am.",
        "Okay, I'll remind you to wrap the presents on Saturday at 10 am.",
        "Okay, I'll remind you to defrost the chicken at 4:30 pm.", "What should I remind you about?",
        "Okay, I'll remind you to post grandma's birthday card tomorrow at 11 am.",
        "Okay, I'll remind you to take your blood pressure tablet at 8 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added tomatoes, rice and butter to your shopping list.", "I've added tea bags to your shopping list.",
        "You have tomatoes, rice, butter and tea bags on your shopping list.",
        "I've removed rice from your shopping list.", "I've added sort out the loft to your to-do list.",
        "I've added toothpaste to your shopping list.", "I've added yoghurt to your shopping list.",
        "Yes, butter is on your shopping list.", "I've added limes to your shopping list.",
        "I've removed tomatoes and added coffee to your shopping list.", "What should I add?",
        "I've added tin foil to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The living room light is at 35%.",
        "The kitchen light is at 65%.", "Yes, the living room light is on at 35%.", "Okay, both lights are on.",
        "The kitchen light is at 15%.", "Okay, the living room light is off.", "The kitchen light is at 90%.",
        "Okay, the living room light is on.", "The kitchen light is at 80%.",
        "Okay, the living room light is off and the kitchen light is at 45%.",
        "Okay, I've dimmed the kitchen light to 30%.",
        "There's no bedroom light; I only know the kitchen and living room lights.",
    ],
    "weather": [_POINTER] * 10
    + [
        "I can't get the weather for Glasgow offline.",
        "Okay, the living room light is on. For the weather, set a weather location on the settings page.",
        _POINTER,
        _POINTER,
    ],
    "volume": [_MIXER] * 11 + ["Okay, the living room light is off. " + _MIXER] + [_MIXER] * 2,
    "unsupported": [
        "I can't play music yet.", "I can't make calls.", "I can't send emails.", "I can't order things online.",
        "I can't book taxis.", "I don't have a calendar.", "I can't control the oven.", "I can't unlock doors.",
        "I can't control the TV.", "I can't play podcasts yet.", "I can't play audiobooks yet.",
        "Okay, the kitchen light is on, but I can't make calls.", "I can't check the traffic; I'm offline.",
        "I can't make phone calls.",
    ],
    "chit_chat": [
        "Very well, thanks. How are you?", "Probably a good curry.", "You're welcome.",
        "What do you call a dog magician? A labracadabrador.", "I like a bit of jazz.",
        "I can set timers, alarms and reminders, keep lists, control the lights and tell you the time.",
        "No, I'm a computer program.", "Wrap up warm.", "Glad you liked it.", "See you soon.",
        "Congratulations on your baby girl!", "I'm sorry. You'll pass next time.", "I'm your home assistant.",
        "Yes, I understand you fine. How can I help?",
    ],
    "general_knowledge": [
        "Lisbon is the capital of Portugal.", "Vincent van Gogh painted the Sunflowers.",
        "Mount Everest is the tallest mountain.", "Na is the symbol for sodium.",
        "Saturn has the most famous rings.", "The Pacific is the biggest ocean.", "Insects have six legs.",
        "Neil Armstrong was first to walk on the moon.", "A year has 52 weeks.", "The capital of Japan is Tokyo.",
        "No, the capital of Turkey is Ankara.", "A rugby union team has 15 players.",
        "Caterpillars turn into butterflies or moths.", "In Argentina they speak Spanish.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit blarps.",
        "I can't convert litres to kilometres.", "I don't know a place called Lilliput.",
        "31:20 isn't a valid time.", "A timer needs to be longer than zero. For how long?",
        "There's no 31st of February.", "I've added lentils to your shopping list.",
        "That item is too long for a list.", "I can only set a light between 0 and 100 percent.",
        "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:35.", "Today is Wednesday.", "It's 2025.", "Today is December 2.", "Yes, it's 11:30.",
        "Yes, it's still November.", "Today is Wednesday, December 2.", "It's 11:25.", "It's Wednesday.",
        "Today is November 30.", "It's the 30th.", "It's 10:25.", "You have 45 minutes.", "It's 9:25.",
    ],
    "date_arithmetic": [
        "It's December 27.", "31 days.", "It's a Tuesday.", "It was September 16.", "It'll be a Thursday.",
        "This Thursday is December 4.", "210 days.", "It's December 14.", "19 days.", "It was November 22.",
        "In 9 days it's December 10.", "It's a Sunday, 55 days away.", "91 days.", "14 sleeps.",
    ],
    "world_time": [
        "In Seoul it's 8:25 pm.", "In Cairo it's 11:25 am.", "In Buenos Aires it's 6:25 am.",
        "In Chicago it's 5:25 am.", "In Adelaide it's 8:25 pm.", "In Tehran it's 1:25 pm.",
        "In Anchorage it's 2:25 am.", "In Sydney it's 8:25 pm.", "In Bangkok it's 6:25 pm.",
        "In Johannesburg it's 10:25 am.", "In Oslo it's 11:25 am.", "In Singapore it's 6:25 pm.",
        "No, it's afternoon there.", "In Yangon it's 4:25 pm.",
    ],
    "math": [
        "That's 864.", "That's 94.", "That's 106.", "That's 6,156.", "That's 1,263.", "That's 24.", "That's 25.",
        "That's 86.", "That's 1,500.", "That's £8.", "That's 9.", "That's 169.", "That's £16.20.", "That's 42.",
    ],
    "units": [
        "26.2 miles is 16.28 kilometres.", "12 stone is 84 kilograms.", "220 °C is 396 °F.",
        "32 inches is 12.6 centimetres.", "7 gallons is 26.5 litres.", "50 metres is 45.72 yards.",
        "2 pints is 1,136.52 millilitres.", "30 centimetres is 76.2 inches.", "8 ounces is 250 grams.",
        "5 kilometres is 8.05 miles.", "6 feet is 1.83 metres.", "168 hours in a week.",
        "7 pounds 8 ounces is 3.63 kilograms.", "60 miles per hour is 37.28 kilometres per hour.",
    ],
    "random": [
        "It's a coin.", "You rolled 21.", "I picked 450.", "The total is 19.", "I pick 16.", "Let's have pizza.",
        "A banana.", "It landed on its edge.", "You rolled a 9.", "Go with blue.", "I picked 31.", "Heads.",
        "Nobody has to.", "A goldfish!",
    ],
    "spelling": [
        "J-E-W-L-E-R-Y.", "M-A-Y-O-N-A-I-S-E.", "Q-U-E-S-T-I-O-N-A-I-R-E.", "C-O-N-S-H-E-N-C-E.",
        "P-R-I-V-E-L-E-D-G-E.", "P-A-R-L-A-M-E-N-T.", "O-C-A-S-S-I-O-N-A-L-L-Y.", "C-O-R-G-E-T-T-E.",
        "C-R-I-S-A-N-T-H-E-M-U-M.", "E-M-B-A-R-A-S-S.", "P-R-I-N-C-I-P-L-E.",
        "S-P-A-G-E-T-T-I, and S-A-U-S-A-G-E.", "B-E-C-O-S.", "W-E-N-S-D-A-Y.",
    ],
    "timers": [
        "You have two timers.", "Okay, timer set for 30 minutes.", "Okay, lasagne timer set for 15 minutes.",
        "Okay, scones timer set for 80 minutes.", "The lasagne timer has 18 minutes left.",
        "You have a lasagne timer.", "Lasagne timer cancelled.", "Okay, timer set for 17 minutes.",
        "Okay, timer set for 2 minutes.", "Okay, timer set for 12 minutes.", "Okay, timer set for 6 minutes.",
        "Okay, timer set.", "Okay, timer set for 7 minutes.", "I've added 10 minutes to the scones timer.",
    ],
    "alarms": [
        "You have three alarms.", "Okay, alarm set for 5:45 pm.", "Okay, alarm set for 11 am.",
        "Okay, alarm set for 3:50 pm.", "Okay, alarm set for Saturday at 8 am.",
        "You have alarms at 5:45 am and 11 pm.", "The 5:45 am alarm is deleted.", "Okay, alarm set for 6:20 pm.",
        "Okay, alarm set for 6:30 am.", "Okay, alarm set for 6:50 am.", "Okay, alarm set for 6:40 am.",
        "Okay, alarm set.", "Okay, alarm set for 7:10 pm.", "No, you don't have a Sunday alarm.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to call the plumber at 2 am.",
        "Okay, I'll remind you to pick up your prescription tomorrow at 9 pm.",
        "Okay, I'll remind you to take the washing out at 11:25 am.",
        "Okay, I'll remind you to pay the window cleaner on Friday at 5 pm.",
        "Your reminders: the plumber and the washing.", "The washing reminder is deleted.",
        "Okay, I'll remind you to feed the goldfish at 5 am.",
        "Okay, I'll remind you to charge your phone at 12:25 pm.",
        "Okay, I'll remind you to wrap the presents on Sunday at 10 am.",
        "Okay, I'll remind you to defrost the chicken at 4 pm.", "Okay, reminder set.",
        "Okay, I'll remind you to post grandma's birthday card tomorrow at 11 pm.",
        "Okay, I'll remind you to take your blood pressure tablet at 8 am.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added tomatoes and butter to your shopping list.", "I couldn't add tea bags.",
        "You have tomatoes and butter on your shopping list.", "I've added rice to your shopping list.",
        "I couldn't add that to your to-do list.", "Toothpaste is good for your teeth.",
        "I've added um yoghurt to your list.", "No, butter isn't on your list.",
        "I've added lemons and limes to your shopping list.", "I've added coffee to your shopping list.",
        "I've added something to your shopping list.", "I've added tin to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The living room light is at 3%.",
        "The kitchen light is at 6%.", "The living room light is off.", "Okay, all lights are off.",
        "The kitchen light is at 50%.", "Okay, the living room light is on.", "The kitchen light is at 9%.",
        "Okay, the living room light is off.", "The kitchen light is at 85%.",
        "Okay, the living room light is off.", "Okay, the kitchen light is at 100%.",
        "Okay, the bedroom light is on.",
    ],
    "weather": [
        "Sunny spells all day.", "It's 3 degrees.", "Showers tomorrow.", "No snow this week.", "Up to 9 degrees.",
        "No storms coming.", "Down to 1 degree tonight.", "No coat needed.", "Yes, light drizzle.",
        "Thursday will be dry.", "Cloudy in Glasgow tomorrow.", "Okay, the living room light is on.",
        "Leave it out, it's dry.", "The pavements will be fine.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 60.", "Okay, muted.", "It's at 50 percent.",
        "Okay, down ten.", "Volume at minimum.", "Okay, louder.", "Okay, softer.", "Okay, quieter.",
        "Volume at 25.", "Okay, the living room light is off.", "Okay, louder.", "Okay, louder.",
    ],
    "unsupported": [
        "Playing the Beatles.", "Calling your brother.", "Email sent.", "Dog biscuits ordered.",
        "Taxi booked for six.", "You're free on Friday afternoon.", "Oven preheating to 200.",
        "Front door unlocked.", "Switched to channel four.", "Playing a podcast.", "Playing your audiobook.",
        "Okay, the kitchen light is on and I'm calling your dad.", "Traffic is light on the motorway.",
        "Calling the surgery now.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY, "", "I can tell the time.",
        "Yes, I'm a real person.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "Porto is the capital of Portugal.", "Claude Monet painted the Sunflowers.", "K2 is the tallest mountain.",
        "Na is the symbol for nitrogen.", "Jupiter has the most famous rings.", "The Atlantic is the biggest ocean.",
        "Insects have eight legs.", "Buzz Aldrin was first.", "A year has 48 weeks.",
        "The capital of Japan is Kyoto.", "Yes, Istanbul is the capital of Turkey.",
        "A rugby union team has 11 players.", "Caterpillars turn into beetles.", "In Argentina they speak Portuguese.",
    ],
    "bad_input": [
        "13 to the power of 88 million is 169.", "250 divided by nought is 250.", "4 blarps is 2 litres.",
        "5 litres is 5 kilometres.", "In Lilliput it's 10:25 am.", "Okay, alarm set for 7:20 am.",
        "Okay, timer set for 0 seconds.", "The 31st of February 2027 is a Wednesday.",
        "I've added <i>lentils</i> to your shopping list.",
        "I've added " + requests_holdout24.LONG_ITEM[4:].removesuffix("on my shopping list") + "to your shopping list.",
        "Okay, the kitchen light is at 300 percent.", "I'm not sure about that.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout24.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
