"""Checks the sealed holdout21 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout21.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout21.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout21
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "It's 2026.", "Today is the 1st of December.", "No, it's Tuesday.",
        "It's 10:25.", "Today is Tuesday, December 1, 2026.", "It's 10:25.", "No, it's still morning, 10:25.",
        "Today is December 1, 2026.", "It's 10:25.", "4 hours and 35 minutes until 3 pm.", "Today is Tuesday.",
        "Today is December 1, 2026.",
    ],
    "date_arithmetic": [
        "Three weeks from today is December 22.", "75 days until Valentine's Day.", "March 1, 2027 is a Monday.",
        "A week ago it was November 24.", "In 10 days it's a Friday.", "The day after tomorrow is December 3.",
        "25 days until Boxing Day.", "This Saturday is December 5.", "3 weeks and 3 days, 24 days in all.",
        "100 days ago was Sunday, August 23.", "In 6 days it's December 7.",
        "61 days until January 31, which is a Sunday.", "39 days until the 9th of January.",
        "Tomorrow is December 2.",
    ],
    "world_time": [
        "In Vancouver it's 2:25 am.", "In Lima it's 5:25 am.", "In Nairobi it's 1:25 pm.", "In Hanoi it's 5:25 pm.",
        "In Manila it's 6:25 pm.", "In Athens it's 12:25 pm.", "In Auckland it's 11:25 pm, night.",
        "In Dubai it's 2:25 pm.", "In Honolulu it's 12:25 am.", "In Kathmandu it's 4:10 pm.",
        "In Casablanca it's 11:25 am.", "In Santiago it's 7:25 am and in Havana it's 5:25 am.",
        "It's 3:25 am in Denver, so your aunt is probably asleep.", "Yes, it's 10:25 in Lisbon too.",
    ],
    "math": [
        "37 times 24 is 888.", "18 percent of 450 is 81.", "3,675 divided by 15 is 245.", "That's 901.",
        "That leaves 273.", "13 squared is 169.", "The square root of 289 is 17.", "A third of 186 is 62.",
        "8 times 125 is 1,000.", "It's £36 in the sale.", "72 divided by 9 is 8.",
        "15 plus 28 is 43 and 9 times 7 is 63.", "That's £45 in total.", "7 times 8 is 56.",
    ],
    "units": [
        "26 miles is about 41.84 kilometres.", "75 kilograms is about 165.35 pounds.", "30 °C is 86 °F.",
        "45 centimetres is about 17.72 inches.", "500 grams is about 17.64 ounces.", "200 metres is about 656.17 feet.",
        "100 metres is about 109.36 yards.", "10 stone is about 63.5 kilos.", "-5 °C is 23 °F.",
        "42 kilometres is about 26.1 miles.", "4 kilos is about 8.82 pounds.",
        "3,600 seconds in an hour and 42 days in 6 weeks.", "8 ounces is about 226.8 grams.",
        "6 feet 2 inches is about 187.96 centimetres.",
    ],
    "random": [
        "Heads.", "You rolled a 9.", "I picked 41.", "I picked 13.", "You rolled 3 and 5.", "I picked 67.", "Blue.",
        "Tails.", "You rolled a 7.", "I picked 58.", "I picked 33.", "You rolled a 4, and it's heads.",
        "Play a board game.", "You rolled a 2.",
    ],
    "spelling": [
        "M-I-S-C-H-I-E-V-O-U-S.", "P-H-A-R-A-O-H.", "C-O-N-S-C-I-E-N-C-E.", "B-U-R-E-A-U-C-R-A-C-Y.",
        "O-C-C-A-S-I-O-N-A-L-L-Y.", "M-I-L-L-E-N-N-I-U-M.", "F-E-B-R-U-A-R-Y.", "G-U-A-R-A-N-T-E-E.",
        "R-H-U-B-A-R-B.", "H-A-N-D-K-E-R-C-H-I-E-F.", "C-O-L-L-E-A-G-U-E.", "R-E-C-E-I-P-T, and L-I-A-I-S-O-N.",
        "H, O, R, S, E.", "T-O-M-O-R-R-O-W.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 35 minutes.", "Okay, rice timer set for 18 minutes.",
        "Okay, lasagne timer set for 45 minutes.", "The rice timer has 17 minutes and 54 seconds left.",
        "You have a 35-minute timer, a rice timer and a lasagne timer.", "Lasagne timer cancelled.",
        "Okay, timer set for 4 minutes.", "Okay, timer set for 2 minutes 30 seconds.",
        "Okay, timer set for 40 minutes.", "Okay, timer set for 16 minutes.", "For how long?",
        "Okay, timer set for 10 minutes.", "Okay, I've added 3 minutes to the rice timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:40 am tomorrow.", "Okay, alarm set for 10 pm.",
        "Okay, alarm set for 7:05 am.", "Okay, alarm set for Saturday at 9 am.",
        "You have alarms at 6:40 am, 10 pm, 7:05 am and Saturday at 9 am.", "The 10 pm alarm is deleted.",
        "Okay, alarm set for 5:30 am tomorrow.", "Okay, alarm set for 7:45 am.", "Okay, alarm set for 1 pm.",
        "Okay, alarm set for 6:25 am.", "For what time?", "Okay, alarm set for 6:15 am.",
        "Your Saturday alarm is at 9 am.",
    ],
    "reminders": [
        "All reminders deleted.", "Okay, I'll remind you to phone the dentist at 3 pm.",
        "Okay, I'll remind you to take the bins out tomorrow at 8 am.",
        "Okay, I'll remind you to check the oven at 11:10 am.",
        "Okay, I'll remind you to collect the parcel on Saturday at 10 am.",
        "Your reminders: the dentist at 3 pm, the bins tomorrow at 8 am, the oven at 11:10 am and the parcel on "
        "Saturday at 10 am.",
        "Okay, the dentist reminder is deleted.", "Okay, I'll remind you to feed the cat at 6 pm.",
        "Okay, I'll remind you to hang up the laundry at 10:55 am.",
        "Okay, I'll remind you to buy a birthday card for Jo on Friday at noon.",
        "Okay, I'll remind you to pick up the dry cleaning at 4:15 pm.", "What should I remind you about?",
        "Okay, I'll remind you to water the herbs at 7 pm.",
        "Okay, I'll remind you about your English class tomorrow at 9 am.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added bananas, flour and peanut butter to your shopping list.",
        "I've added kitchen roll to your shopping list.",
        "You have bananas, flour, peanut butter and kitchen roll on your shopping list.",
        "I've crossed flour off your shopping list.", "I've added book the boiler service to your to-do list.",
        "I've added garlic to your shopping list.", "I've added mushrooms to your shopping list.",
        "Yes, peanut butter is on your shopping list.", "I've added mozzarella to your shopping list.",
        "I've removed bananas and added batteries to your shopping list.", "What should I add?",
        "I've added washing up liquid to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 40%.",
        "The living room light is at 15%.", "Yes, the kitchen light is on at 40%.", "Okay, all lights are off.",
        "Okay, the living room light is on.", "Okay, the kitchen light is on.",
        "Okay, I've dimmed the living room light to 40%.", "Okay, the kitchen light is off.",
        "The kitchen light is at 80%.", "Okay, the living room light is on and the kitchen light is off.",
        "Okay, the living room light is at 100%.",
        "There's no garage light; I only know the kitchen and living room lights.",
    ],
    "weather": [_POINTER] * 10
    + [
        "I can't get the weather for Madrid offline.",
        "Okay, the kitchen light is on. For the weather, set a weather location on the settings page.",
        _POINTER,
        _POINTER,
    ],
    "volume": [_MIXER] * 11 + ["Okay, the kitchen light is off. " + _MIXER] + [_MIXER] * 2,
    "unsupported": [
        "I can't play the radio yet.", "I can't make calls.", "I can't send text messages.", "I can't order food.",
        "I can't open gates.", "I don't have a calendar.", "I can't control door locks.",
        "I can't play sounds yet.", "I can't record TV.", "I can't control the heating.",
        "Okay, the living room light is off, but I can't play playlists yet.",
        "I can't get the news; I'm offline.", "I can't play songs yet, sorry.", "I can't make video calls.",
    ],
    "chit_chat": [
        "I'm fine, thanks. How are you?", "I'm your GPT Home assistant.", "You're welcome.",
        "Why don't penguins fly? They're not tall enough to be pilots.", "I like autumn best.",
        "I can set timers, alarms and reminders, keep lists, control the lights and tell you the time.",
        "No, I'm a computer program, not a person.", "Sounds like a long one. Put your feet up.",
        "Fair enough, I'll try a better one.", "Good night!", "Well done, that's brilliant!",
        "I'm sorry. It can feel quiet. I'm here if you'd like to talk.", "You're welcome. Not really, I like chatting.",
        "Yes, I understand you fine.",
    ],
    "general_knowledge": [
        "People in Brazil speak Portuguese.", "A football team has eleven players on the pitch.",
        "Mary Shelley wrote it.", "Mercury is liquid at room temperature.", "The Pacific is the largest ocean.",
        "The sun is a star.", "Diamond is the hardest natural material.", "Jupiter is the biggest planet.",
        "The cheetah is the fastest land animal.", "The pyramids of Giza are in Egypt.", "No, the capital of Italy is Rome.",
        "The capital of Iceland is Reykjavik.", "A baby frog is called a tadpole.", "There are seven continents.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit zorbles.",
        "I can't convert miles to kilograms: one is length, the other mass.",
        "Gotham City is fictional, so I don't know its time.", "31:15 isn't a valid time.",
        "A timer can't be negative. For how long?", "April has only 30 days, so the 31st doesn't exist.",
        "I've added sugar to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "Today is Wednesday.", "It's 2025.", "Today is the 2nd.", "Yes, it's the weekend.",
        "It's 11:25.", "Today is Tuesday, November 30.", "It's 10:15.", "Yes, it's afternoon.", "Today is December 2.",
        "Today is December 1.", "5 hours and 35 minutes.", "Today is Monday.", "Today is November 1.",
    ],
    "date_arithmetic": [
        "It's December 21.", "76 days.", "It's a Tuesday.", "It was November 23.", "It's a Thursday.",
        "It's December 2.", "26 days.", "It's December 6.", "4 weeks.", "It was Saturday, August 22.",
        "In 5 days it's December 6.", "61 days, a Saturday.", "40 days.", "It's December 3.",
    ],
    "world_time": [
        "In Vancouver it's 5:25 am.", "In Lima it's 6:25 am.", "In Nairobi it's 12:25 pm.", "In Hanoi it's 6:25 pm.",
        "In Manila it's 7:25 pm.", "In Athens it's 11:25 am.", "In Auckland it's 10:25 am, morning.",
        "In Dubai it's 1:25 pm.", "In Honolulu it's 12:25 pm.", "In Kathmandu it's 4:25 pm.",
        "In Helsinki it's 12:25 pm.", "In Santiago it's 7:25 am.", "Go ahead, it's the afternoon there.",
        "No, Lisbon is an hour ahead.",
    ],
    "math": [
        "That's 878.", "That's 72.", "That's 255.", "That's 891.", "That's 283.", "That's 26.", "That's 19.",
        "That's 93.", "That's 100.", "That's 9.", "72 divided by 8 is 9.", "That's 43.", "That's £42.50.",
        "That's 54.",
    ],
    "units": [
        "26 miles is 16.16 kilometres.", "75 kilograms is 34 pounds.", "30 °C is 54 °F.", "45 centimetres is 114.3 inches.",
        "500 grams is 14,175 ounces.", "200 metres is 60.96 feet.", "100 metres is 91.44 yards.",
        "10 stone is 140 kilos.", "-5 °C is 41 °F.", "42 kilometres is 67.59 miles.", "4 pounds is 1.81 kilos.",
        "3,600 seconds in an hour and 36 days in 6 weeks.", "8 ounces is 80 grams.", "6 feet 2 inches is 183 centimetres.",
    ],
    "random": [
        "It's a coin.", "You rolled a 13.", "I picked 76.", "I picked 21.", "You rolled 14.", "I picked 150.",
        "Green.", "You get the biscuit.", "You rolled an 11.", "I picked 101.", "I picked 45.", "Heads.",
        "Go for a walk.", "You rolled a 9.",
    ],
    "spelling": [
        "M-I-S-C-H-I-E-V-I-O-U-S.", "P-H-A-R-O-A-H.", "C-O-N-S-C-E-N-C-E.", "B-U-R-O-C-R-A-C-Y.",
        "O-C-A-S-S-I-O-N-A-L-L-Y.", "M-I-L-L-E-N-I-U-M.", "F-E-B-U-A-R-Y.", "G-A-U-R-A-N-T-E-E.", "R-U-B-A-R-B.",
        "H-A-N-K-E-R-C-H-I-E-F.", "P-A-R-A-L-L-E-L.", "R-E-C-I-E-P-T.", "H-O-R-S.", "T-O-M-M-O-R-O-W.",
    ],
    "timers": [
        "You have two timers.", "Okay, timer set for 53 minutes.", "Okay, rice timer set for 8 minutes.",
        "Okay, lasagne timer set for 54 minutes.", "The rice timer has 5 minutes left.", "You have a rice timer.",
        "Rice timer cancelled.", "Okay, timer set for 14 minutes.", "Okay, timer set for 2 minutes.",
        "Okay, timer set for 4 minutes.", "Okay, timer set for 15 minutes.", "Okay, timer set for 5 minutes.",
        "Okay, timer set for 1 minute.", "I've added 3 minutes to the lasagne timer.",
    ],
    "alarms": [
        "You have three alarms.", "Okay, alarm set for 6:40 pm.", "Okay, alarm set for 10 am.",
        "Okay, alarm set for 7:05 pm.", "Okay, alarm set for Sunday at 9 am.", "You have alarms at 6:40 am and 10 pm.",
        "The 6:40 am alarm is deleted.", "Okay, alarm set for 4:30 am.", "Okay, alarm set for 8:15 am.",
        "Okay, alarm set for 1 am.", "Okay, alarm set for 6:20 am.", "Okay, alarm set for 7 am.",
        "Okay, alarm set for 6:15 pm.", "You don't have an alarm on Saturday.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to phone the dentist at 3 am.",
        "Okay, I'll remind you to take the bins out tomorrow at 8 pm.",
        "Okay, I'll remind you to check the oven at 11:45 am.",
        "Okay, I'll remind you to collect the parcel on Sunday at 10 am.",
        "Your reminders: the dentist and the bins.", "Okay, the bins reminder is deleted.",
        "Okay, I'll remind you to feed the cat at 6 am.",
        "Okay, I'll remind you to hang up the laundry at 11:25 am.",
        "Okay, I'll remind you to buy a birthday card on Thursday at noon.",
        "Okay, I'll remind you to pick up the dry cleaning at 4 pm.", "Okay, reminder set.",
        "Okay, I'll remind you to water the herbs at 7 am.", "Okay, I'll remind you about your English class at 9 pm.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added bananas and flour to your shopping list.", "I couldn't add kitchen roll.",
        "You have bananas and flour on your shopping list.", "I've added flour to your shopping list.",
        "I've added boiler to your to-do list.", "Garlic is good for colds.", "I've added um mushrooms to your list.",
        "No, peanut butter isn't on your list.", "I've added cheddar and mozzarella to your shopping list.",
        "I've added batteries to your shopping list.", "I've added something to your shopping list.",
        "I've added washing powder to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 4%.",
        "The living room light is at 50%.", "The kitchen light is off.", "Okay, all lights are on.",
        "Okay, the living room light is off.", "Okay, the kitchen light is off.",
        "Okay, the living room light is at 100%.", "Okay, the kitchen light is on.", "The kitchen light is at 70%.",
        "Okay, the living room light is on.", "Okay, I've dimmed the living room light.",
        "Okay, the garage light is on.",
    ],
    "weather": [
        "Rain tomorrow.", "No, it's dry.", "Down to 2 degrees.", "Yes, sunny all weekend.", "Light winds today.",
        "No fog.", "Showers on Friday.", "Yes, take a jacket.", "It's lovely out.", "Perfect BBQ weather.",
        "Sunny in Madrid this weekend.", "Okay, the kitchen light is on.", "No ice tomorrow.", "It will be cold.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 45.", "Okay, I'll be quiet.", "It's at 70 percent.",
        "Okay, down two.", "Volume at maximum.", "Okay, louder.", "Okay, quieter.", "Okay, a bit louder.",
        "Volume at 20.", "Okay, the kitchen light is off.", "Sorry, quieter now.", "Okay, louder.",
    ],
    "unsupported": [
        "Playing Radio 4.", "Calling your sister.", "Text sent to Dad.", "Pizza ordered.", "The gate is open.",
        "You have a haircut on Saturday.", "The back door is locked.", "Playing rain sounds.",
        "Recording the match.", "Heating turned up to 22 degrees.", "Okay, the living room light is off and your playlist is playing.",
        "Today's headline: markets rise.", "Playing Baby Shark.", "Calling your daughter in Canada.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY, "", "I can tell the time.",
        "Yes, I'm a real person.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "People in Brazil speak Spanish.", "A football team has nine players.", "Charles Dickens wrote it.",
        "Iron is liquid at room temperature.", "The Atlantic is the largest ocean.", "The sun is a planet.",
        "Gold is the hardest natural material.", "Saturn is the biggest planet.", "The horse is the fastest land animal.",
        "The pyramids of Giza are in Mexico.", "Yes, Paris is the capital of Italy.",
        "The capital of Denmark is Copenhagen and of Iceland Reykjavik.", "A baby frog is called a kitten.",
        "There are five continents.",
    ],
    "bad_input": [
        "9 to the power of 55555555 is 81.", "48 divided by 0 is 48.", "3 zorbles is 3 kilograms.",
        "2 miles is 3.2 kilograms.", "In Gotham City it's 10:25 am.", "Okay, alarm set for 7:15 am.",
        "Okay, timer set for 5 minutes.", "The 31st of April is a Saturday.",
        "I've added <b>sugar</b> to your shopping list.",
        "I've added " + requests_holdout21.LONG_ITEM[4:].removesuffix("to the shopping list") + "to your shopping list.",
        "Okay, the living room light is at -20 percent.", "I'm not sure about that.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout21.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
