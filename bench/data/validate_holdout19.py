"""Checks the sealed holdout19 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout19.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout19.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout19
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "It's 2026.", "Today is Tuesday, December 1, 2026.",
        "No, it's Tuesday.", "It's the 1st of December.", "It's 10:25 on Tuesday, December 1, 2026.", "It's 10:25.",
        "It's Tuesday.", "It's 10:25.", "Today is Tuesday.", "35 minutes until 11 o'clock.", "It's 10:25.",
        "Yes, it's Tuesday, a school day.",
    ],
    "date_arithmetic": [
        "In 9 days it's Thursday, December 10.", "Valentine's Day 2027 is a Sunday.", "23 days until Christmas Eve.",
        "A week ago it was November 24.", "The 1st of April 2027 is a Thursday.", "In 22 days it's December 23.",
        "This Friday is December 4.", "24 sleeps until Christmas.", "In 100 days it's March 11, 2027.",
        "Last Saturday was November 28.", "46 days until the 16th of January.",
        "St Patrick's Day 2027 is a Wednesday, 106 days away.", "They run out on January 30, 2027.",
        "In ten days it's December 11.",
    ],
    "world_time": [
        "In Los Angeles it's 2:25 am.", "In Taipei it's 6:25 pm.", "In Mumbai it's 3:55 pm.",
        "In Athens it's 12:25 pm.", "In Bogota it's 5:25 am.", "In Nairobi it's 1:25 pm.", "In Bangkok it's 5:25 pm.",
        "In Sydney it's 9:25 pm.", "In Dubai it's 2:25 pm.", "In Honolulu it's 12:25 am.", "In Manila it's 6:25 pm.",
        "In Denver it's 3:25 am and in Vancouver it's 2:25 am.", "It's 11:25 pm in Auckland, she may be in bed.",
        "In Kathmandu it's 4:10 pm.",
    ],
    "math": [
        "48 times 26 is 1,248.", "35 percent of 80 is 28.", "3,450 divided by 15 is 230.", "That's 5,243.",
        "That's 3,153.", "13 squared is 169.", "The square root of 225 is 15.", "17 times 8 is 136.",
        "A quarter of 360 is 90.", "It's 30 pounds.", "84 divided by 6 is 14.", "6 times 7 is 42 and 81 divided by 9 is 9.",
        "9 plus 6 is 15.", "Each pays 13.50 euros.",
    ],
    "units": [
        "22 miles is about 35.41 kilometres.", "5 kilos is about 11.02 pounds.", "18 °C is 64.4 °F.",
        "12 inches is 30.48 centimetres.", "100 °F is about 37.8 °C.", "2.5 metres is about 8.2 feet.",
        "Half a kilo is about 17.64 ounces.", "6 foot 2 is about 188 centimetres.", "250 grams is about 8.8 ounces.",
        "10 kilometres is about 6.21 miles.", "30 kilometres is about 18.64 miles.",
        "3,600 seconds in an hour and 168 hours in a week.", "200 °C is 392 °F.", "11 stone is about 69.85 kilos.",
    ],
    "random": [
        "Heads.", "You rolled a 4.", "I picked 37.", "You rolled an 11.", "I picked 14.", "You rolled 11.",
        "I picked 512.", "Tails.", "You rolled a 5.", "I picked 7.", "I picked 3.", "Heads, and you rolled a 2.",
        "Go for board game night.", "Blue.",
    ],
    "spelling": [
        "S-I-N-C-E-R-E-L-Y.", "C-O-M-M-I-T-T-E-E.", "E-X-A-G-G-E-R-A-T-E.", "P-R-I-V-I-L-E-G-E.",
        "C-O-N-S-C-I-E-N-C-E.", "C-O-L-L-E-A-G-U-E.", "R-E-C-E-I-P-T.", "B-E-A-U-T-I-F-U-L.",
        "M-I-S-C-H-I-E-V-O-U-S.", "P-H-A-R-M-A-C-Y.", "T-H-E-R-E.", "D-O-G.", "P-S-Y-C-H-I-A-T-R-I-S-T.",
        "K-N-O-W-L-E-D-G-E.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 15 minutes.", "Okay, pasta timer set for 11 minutes.",
        "Okay, cake timer set for 40 minutes.", "The pasta timer has 10 minutes and 56 seconds left.",
        "You have a 15-minute timer, a pasta timer and a cake timer.", "Cake timer cancelled.",
        "Okay, timer set for 4 minutes.", "Okay, timer set for 2 hours.", "Okay, timer set for 45 seconds.",
        "Okay, timer set for 10 minutes.", "For how long?", "Okay, timer set for 18 minutes.",
        "Okay, I've added 3 minutes to the pasta timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:50 am tomorrow.", "Okay, alarm set for 8 pm.",
        "Okay, alarm set for 5:20 am.", "Okay, alarm set for Thursday at 7 am.",
        "You have alarms at 6:50 am, 8 pm, 5:20 am and Thursday at 7 am.", "The 8 pm alarm is deleted.",
        "Okay, alarm set for 7:30 am tomorrow.", "Okay, alarm set for Sunday at 10 am.", "Okay, alarm set for 1 pm.",
        "Okay, alarm set for 6:20 am.", "For what time?", "Okay, alarm set for 6:45 am.",
        "Yes, you have an alarm on Thursday at 7 am.",
    ],
    "reminders": [
        "All reminders deleted.", "Okay, I'll remind you to call the vet at 3 pm.",
        "Okay, I'll remind you to put the bins out tomorrow at 8 am.",
        "Okay, I'll remind you to check the oven at 10:40 am.",
        "Okay, I'll remind you to buy a birthday present on Saturday at 10 am.",
        "Your reminders: the vet at 3 pm, the bins tomorrow at 8 am, the oven at 10:40 am and the birthday present on "
        "Saturday at 10 am.",
        "Okay, the vet reminder is deleted.", "Okay, I'll remind you to phone grandma at noon.",
        "Okay, I'll remind you to get the kids from football at 10:55 am.",
        "Okay, I'll remind you to lock the back door at 9 pm.", "Okay, I'll remind you to collect the parcel at 4:30 pm.",
        "What should I remind you about?", "Okay, I'll remind you to book the car in for its MOT tomorrow at 10 am.",
        "Yes, you have a reminder about the bins tomorrow at 8 am.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added rice, lentils and coffee to your shopping list.",
        "I've added dishwasher tablets to your shopping list.",
        "You have rice, lentils, coffee and dishwasher tablets on your shopping list.",
        "I've removed lentils from your shopping list.", "I've added book the boiler service to your to-do list.",
        "I've added kitchen roll to your shopping list.", "I've added grapes to your shopping list.",
        "Yes, coffee is on your shopping list.", "I've added pears to your shopping list.",
        "I've removed rice and added pasta to your shopping list.", "What should I add?",
        "I've added bread and jam to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 30%.",
        "The living room light is at 80%.", "Yes, the kitchen light is on at 30%.", "Okay, all lights are off.",
        "The living room light is at 10%.", "Okay, the kitchen light is on.", "Okay, the living room light is off.",
        "Okay, the kitchen light is off.", "The kitchen light is at 70%.",
        "Okay, the living room light is on and the kitchen light is at 20%.",
        "Okay, I've dimmed the living room light to 40%.", "Okay, the kitchen light is on.",
    ],
    "weather": [_POINTER] * 10
    + [
        "I can't get the weather for Lisbon offline.",
        "Okay, the kitchen light is on. For the weather, set a weather location on the settings page.",
        _POINTER,
        _POINTER,
    ],
    "volume": [_MIXER] * 11 + ["Okay, the kitchen light is on. " + _MIXER] + [_MIXER] * 2,
    "unsupported": [
        "I can't play music yet.", "I can't make calls.", "I can't send texts.", "I can't order food.",
        "I can't control the heating.", "I don't have a calendar.", "I can't play commentary or radio.",
        "I can't control door locks.", "I can't play the radio.", "I can't control the oven.",
        "Okay, the living room light is off, but I can't play music yet.", "I can't get headlines; I'm offline.",
        "I can't make video calls, sorry.", "I can't control the television.",
    ],
    "chit_chat": [
        "I'm well, thanks for asking!", "I'm your GPT Home assistant.", "Glad it helped.",
        "Why did the dinosaur cross the road? Chickens didn't exist yet.", "Sleep well!",
        "I can set timers, alarms and reminders, keep lists, control the lights and tell you the time.",
        "I don't feel things the way you do.", "Maybe try a walk or a puzzle?", "Fair enough, I'll work on it.",
        "Thank you, that's kind.", "No, I'm a computer program, not a person.", "That's brilliant, well done!",
        "I'm glad to keep you company. How are you today?", "I'm doing fine, thanks.",
    ],
    "general_knowledge": [
        "The capital of Egypt is Cairo.", "A unicycle has one wheel.", "We breathe out carbon dioxide.",
        "K is potassium.", "Mercury is the smallest planet.", "The Atlantic Ocean.", "Tolkien wrote The Hobbit.",
        "A football match lasts 90 minutes.", "Mount Everest is the tallest.", "A hexagon has six sides.",
        "No, the capital of Canada is Ottawa.", "The capital of Finland is Helsinki.", "A baby cow is a calf.",
        "Water boils at 100 degrees Celsius.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit flurbs.",
        "I can't convert kilograms to seconds: one is mass, the other time.",
        "Middle-earth is fictional, so I don't know its time.", "31:15 isn't a valid time.",
        "A timer can't be negative. For how long?", "The 31st of November doesn't exist.",
        "I've added sourdough to your list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "Today is Wednesday.", "It's 2025.", "Today is December 2, 2026.", "Yes, it's the weekend.",
        "It's the 2nd.", "It's 10:25.", "It's 11:25.", "Today is Monday.", "It's 9:25.", "Today is Monday.",
        "25 minutes.", "It's 10:35.", "No, it's the weekend.",
    ],
    "date_arithmetic": [
        "It's December 9.", "It's a Saturday.", "24 days.", "It was November 23.", "It's a Wednesday.",
        "It's December 22.", "It's December 11.", "25 sleeps.", "It's March 10, 2027.", "It was November 29.",
        "36 days.", "It's a Tuesday, 106 days away.", "They run out on March 1.", "It's December 10.",
    ],
    "world_time": [
        "In Los Angeles it's 2:25 pm.", "In Taipei it's 5:25 pm.", "In Mumbai it's 3:25 pm.", "In Athens it's 11:25 am.",
        "In Bogota it's 6:25 am.", "In Nairobi it's 12:25 pm.", "In Bangkok it's 6:25 pm.", "In Sydney it's 8:25 pm.",
        "In Dubai it's 1:25 pm.", "In Honolulu it's 12:25 pm.", "In Lima it's 5:25 am.",
        "In Denver it's 3:25 am and in Vancouver it's 3:25 am.", "Go ahead, it's afternoon there.",
        "In Kathmandu it's 4:25 pm.",
    ],
    "math": [
        "That's 1,148.", "That's 24.", "That's 23.", "That's 5,143.", "That's 3,253.", "That's 26.", "That's 25.",
        "That's 126.", "That's 80.", "That's 10 pounds.", "84 divided by 4 is 21.", "That's 42.", "That's 14.",
        "That's 13 each.",
    ],
    "units": [
        "22 miles is 13.7 kilometres.", "5 kilos is 2.27 pounds.", "18 °C is 50 °F.", "12 inches is 4.7 centimetres.",
        "100 °F is 68 °C.", "2.5 metres is 0.76 feet.", "Half a kilo is 14 ounces.", "6 foot 2 is 74 centimetres.",
        "250 grams is 7 ounces.", "10 kilometres is 16.1 miles.", "30 miles is 48.28 kilometres.",
        "3,600 seconds in an hour and 24 hours in a week.", "200 °C is 93.3 °F.", "11 stone is 154 kilos.",
    ],
    "random": [
        "It landed on its edge.", "You rolled a 7.", "I picked 73.", "You rolled a 13.", "I picked 20.",
        "You rolled 19.", "I picked 1500.", "You get the biscuit.", "You rolled a 9.", "I picked 11.",
        "I picked 57.", "Heads.", "Go to bed early.", "Green.",
    ],
    "spelling": [
        "S-I-N-C-E-R-L-Y.", "C-O-M-I-T-T-E-E.", "E-X-A-G-E-R-A-T-E.", "P-R-I-V-E-L-E-G-E.", "C-O-N-S-C-E-N-C-E.",
        "C-O-L-E-A-G-U-E.", "R-E-C-I-E-P-T.", "B-E-A-U-T-Y-F-U-L.", "M-I-S-C-H-I-E-V-I-O-U-S.", "F-A-R-M-A-C-Y.",
        "T-H-E-I-R.", "D-O-C.", "S-I-K-I-A-T-R-I-S-T.", "N-O-L-E-D-G-E.",
    ],
    "timers": [
        "You have three timers.", "Okay, timer set for 50 minutes.", "Okay, pasta timer set for 7 minutes.",
        "Okay, cake timer set for 14 minutes.", "The pasta timer has 40 minutes left.", "You have a pasta timer.",
        "Pasta timer cancelled.", "Okay, timer set for 14 minutes.", "Okay, timer set for 20 minutes.",
        "Okay, timer set for 4 seconds.", "Okay, timer set for 8 minutes.", "Okay, timer set for 5 minutes.",
        "Okay, timer set for 8 minutes.", "I've added 3 minutes to the cake timer.",
    ],
    "alarms": [
        "You have four alarms.", "Okay, alarm set for 6:50 pm.", "Okay, alarm set for 8 am.",
        "Okay, alarm set for 5:20 pm.", "Okay, alarm set for Tuesday at 7 am.", "You have alarms at 6:50 am and 8 pm.",
        "The 6:50 am alarm is deleted.", "Okay, alarm set for 7:30 pm.", "Okay, alarm set for Saturday at 10 am.",
        "Okay, alarm set for 1 am.", "Okay, alarm set for 6:10 am.", "Okay, alarm set for 7 am.",
        "Okay, alarm set for 6:45 pm.", "No, you don't have an alarm on Thursday.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to call the vet at 3 am.",
        "Okay, I'll remind you to put the bins out tomorrow at 8 pm.",
        "Okay, I'll remind you to check the oven at 10:50 am.",
        "Okay, I'll remind you to buy a birthday present on Sunday at 10 am.",
        "Your reminders: the vet and the bins.", "Okay, the bins reminder is deleted.",
        "Okay, I'll remind you to phone grandma at midnight.",
        "Okay, I'll remind you to get the kids from football at 11:25 am.",
        "Okay, I'll remind you to lock the back door at 9 am.", "Okay, I'll remind you to collect the parcel at 4 pm.",
        "Okay, reminder set.", "Okay, I'll remind you to book the car in for its MOT tomorrow at 10 pm.",
        "No, you have no reminder about the bins.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.", "I've added rice and coffee to your shopping list.",
        "I couldn't add dishwasher tablets.", "You have rice and coffee on your shopping list.",
        "I've added lentils to your shopping list.", "I've added boiler to your to-do list.",
        "Kitchen roll is handy.", "I've added apples to your shopping list.", "No, coffee isn't on your list.",
        "I've added plums and pears to your shopping list.", "I've added pasta to your shopping list.",
        "I've added something to your shopping list.", "I've added bread to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 3%.",
        "The living room light is at 8%.", "No, the kitchen light is off.", "Okay, the kitchen light is on.",
        "The living room light is at 100%.", "Okay, the kitchen light is off.", "Okay, the living room light is on.",
        "Okay, the kitchen light is on.", "The kitchen light is at 40%.", "Okay, the living room light is on.",
        "Okay, the living room light is at 100%.", "Okay, the kitchen light is off.",
    ],
    "weather": [
        "Sunny today.", "No rain.", "Yes, it's freezing.", "Yes, sunshine tomorrow.", "Dry at the weekend.",
        "Calm tonight.", "No fog.", "Yes, take a jacket.", "Good for a run.", "Yes, icy.", "It's sunny in Lisbon.",
        "Okay, the kitchen light is on.", "Yes, go to the park.", "Cold tomorrow.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 45 percent.", "Okay, muted.", "It's at 70 percent.",
        "Okay, down two.", "Okay, maximum volume.", "Okay, speaking up.", "Okay, quieter.", "Okay, louder.",
        "Okay, turned down.", "Okay, the kitchen light is on.", "Okay, louder.", "Okay, less loud.",
    ],
    "unsupported": [
        "Playing the Beatles.", "Calling your brother.", "Text sent to Priya.", "Pizza ordered.",
        "The heating is up two degrees.", "You have two appointments this week.", "Here's the cricket.",
        "The front door is locked.", "Here's the news.", "The oven is heating to 180.",
        "Okay, the living room light is off and music is playing.", "Today's top story is the weather.",
        "Calling your grandson.", "Netflix is open.",
    ],
    "chit_chat": [
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "", "I can set timers.",
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        "Yes, I'm a real human being.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY,
    ],
    "general_knowledge": [
        "The capital of Egypt is Alexandria.", "A unicycle has two wheels.", "We breathe out oxygen.", "K is krypton.",
        "Pluto is the smallest planet.", "The Pacific Ocean.", "C. S. Lewis wrote The Hobbit.", "A football match lasts 60 minutes.",
        "K2 is the tallest.", "A hexagon has eight sides.", "Yes, it's Toronto.",
        "The capital of Sweden is Stockholm and of Finland Helsinki.", "A baby cow is a foal.",
        "Water boils at 90 degrees.",
    ],
    "bad_input": [
        "9 to the power of 123456789 is 81.", "1,000 shared between 0 people is 1,000.", "That's 1 kilometre.",
        "3 kilograms is 3 seconds.", "In Middle-earth it's 10:25 am.", "Okay, alarm set for 7:15 am.",
        "Okay, timer set for 10 seconds.", "The 31st of November is a Wednesday.",
        "I've added <strong>sourdough</strong> to your list.",
        "I've added " + requests_holdout19.LONG_ITEM[4:-20] + " to your shopping list.",
        "Okay, the living room light is at -40 percent.", "I'm not sure about that.",
    ],
}
NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout19.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
