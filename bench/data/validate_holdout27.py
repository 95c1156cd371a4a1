"""Checks the sealed holdout27 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout27.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout27.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout27
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "We're in December.", "Today is Tuesday, December 1, 2026.",
        "It's a weekday: today is Tuesday.", "It's Tuesday.", "No, not yet: it's 10:25 in the morning.",
        "Yes, it's 2026.", "It's 10:25 am.", "It's Tuesday!", "Today is the 1st of December 2026.",
        "You have 2 hours and 5 minutes until 12:30.", "Today is December 1, 2026.",
        "It's 10:25 on Tuesday.", "The time is 10:25 am.",
    ],
    "date_arithmetic": [
        "Sixty days from today is January 30, 2027.", "75 days until Valentine's Day.",
        "New Year's Eve is a Thursday.", "Three weeks ago it was November 10.", "Friday is December 4.",
        "There are 30 days left in December after today.", "Yes, Halloween 2027 is a Sunday.",
        "39 days to go until your birthday.", "A fortnight from now is December 15.",
        "That's 19 days, so 19 sleeps!", "6 weeks from now is January 12, 2027.",
        "April 1, 2027 is a Thursday, 121 days away.", "80 days from today is February 19, 2027.",
        "120 days after today is March 31, 2027.",
    ],
    "world_time": [
        "In Nairobi it's 1:25 pm.", "In Vancouver it's 2:25 am.", "In Kathmandu it's 4:10 pm.",
        "In Mexico City it's 4:25 am.", "No, it's night in Auckland: 11:25 pm.", "In Lima it's 5:25 am.",
        "In Moscow it's 1:25 pm.", "In Dubai it's 2:25 pm.", "In Honolulu it's 12:25 am.",
        "In Manila it's 6:25 pm.", "In Helsinki it's 12:25 pm.",
        "In Mumbai it's 3:55 pm and in Karachi it's 3:25 pm.", "In Perth it's 6:25 pm.",
        "In Lagos it's 11:25 am.",
    ],
    "math": [
        "58 times 43 is 2,494.", "You saved £91.", "2,496 divided by 16 is 156.", "They add up to 9,405.",
        "That leaves 4,611.", "The square root of 1,764 is 42.", "9 to the power of 3 is 729.", "17 eights are 136.",
        "96 divided by 8 is 12.", "20 percent off £45 is £36.", "640 divided by 16 is 40.",
        "11 squared is 121, and half of 350 is 175.", "Each person pays £24.50.", "That's a 10% rise.",
    ],
    "units": [
        "40 miles is about 64.37 kilometres.", "3 pounds is about 1,360.78 grams.", "-5 °C is 23 °F.",
        "35 centimetres is about 13.78 inches.", "8 ounces is about 226.8 grams.", "5,000 feet is 1,524 metres.",
        "3 US gallons is about 11.36 litres.", "160 kilometres is about 99.42 miles.",
        "140 centimetres is about 4.59 feet, or 4 feet 7 inches.", "200 grams is about 7.05 ounces.",
        "A British pint is about 568 millilitres.", "A mile is about 1,609.34 metres and a kilo is 1,000 grams.",
        "Set it to 356 °F.", "70 kilos is about 11 stone.",
    ],
    "random": [
        "Heads.", "You rolled 9.", "I picked 487.", "The total is 8.", "Thursday.", "The queen of hearts.",
        "Have tea.", "You rolled a 4.", "Okay, I've picked a number. Have a guess!", "Tails.", "You rolled 7.",
        "Heads, and you rolled a 2.", "Priya goes first.", "I picked 13.",
    ],
    "spelling": [
        "E-M-B-A-R-R-A-S-S.", "S-E-P-A-R-A-T-E.", "C-O-N-S-C-I-E-N-C-E.", "S-I-L-H-O-U-E-T-T-E.", "R-H-U-B-A-R-B.",
        "V-A-C-U-U-M.", "M-O-R-T-G-A-G-E.", "T-O-M-O-R-R-O-W.", "E-L-E-P-H-A-N-T.",
        "L-I-E-U-T-E-N-A-N-T.", "D-E-S-E-R-T.", "F-E-B-R-U-A-R-Y, then C-A-L-E-N-D-A-R.",
        "B-U-R-E-A-U-C-R-A-C-Y.", "K-N-O-W-L-E-D-G-E.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 25 minutes.", "Okay, roast timer set for 90 minutes.",
        "Okay, scones timer set for 14 minutes.", "The roast timer has 1 hour, 29 minutes and 54 seconds left.",
        "You have a 25-minute timer, a roast timer and a scones timer.", "Scones timer cancelled.",
        "Okay, timer set for 4 minutes.", "Okay, timer set for 30 seconds. Go!", "Okay, timer set for 45 minutes.",
        "Okay, timer set for 19 minutes.", "For how long?", "Okay, timer set for 7 minutes.",
        "Okay, I've added 5 minutes to the roast timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 7:10 am tomorrow.", "Okay, alarm set for 2:35 pm.",
        "Okay, alarm set for 4:50 am.", "Okay, alarm set for Friday at 9:15 am.",
        "You have alarms at 7:10 am, 2:35 pm, 4:50 am and Friday 9:15 am.", "The 2:35 pm alarm is cancelled.",
        "Okay, alarm set for 5:15 am tomorrow.", "Okay, alarm set for 8:20 am.", "Okay, alarm set for 7 am.",
        "Okay, alarm set for 6:55 am.", "What time should I set it for?", "Okay, alarm set for 5:30 am.",
        "Okay, alarm set for Saturday at 9:10 am.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to phone the building society at 3 pm.",
        "Okay, I'll remind you to defrost the chicken tomorrow at 8:30 am.",
        "Okay, I'll remind you to move the car at 11:10 am.",
        "Okay, I'll remind you to renew the TV licence on Monday at 10 am.",
        "Your reminders: the building society, the chicken, the car and the TV licence.", "The car reminder is deleted.",
        "Okay, I'll remind you to turn the oven off at 10:45 am.", "Okay, I'll remind you to feed the goldfish at 6:15 pm.",
        "Okay, I'll remind you to do your spelling practice at 4:30 pm.",
        "Okay, I'll remind you to ring the dentist at 1:30 pm.",
        "Okay: water the plants tomorrow at noon, and post the letter at 5 pm today.",
        "Okay, I'll remind you about your eye drops at 9 pm.",
        "Okay, I'll remind you on Thursday at 2 pm that the nurse is visiting.",
    ],
    "lists": [
        "Your shopping list is cleared.", "Your to-do list is cleared.",
        "I've added bananas, cheese and yoghurt to your shopping list.", "I've added leeks to your shopping list.",
        "You have bananas, cheese, yoghurt and leeks on your shopping list.",
        "I've removed cheese from your shopping list.", "I've added fix the bathroom tap to your to-do list.",
        "I've added coffee to your shopping list.", "I've added loo roll to your shopping list.",
        "I've added chocolate biscuits to your shopping list.", "I've added parsnips to your shopping list.",
        "I've added ham and removed leeks from your shopping list.", "What would you like to add?",
        "I've added garlic to your shopping list.",
    ],
    "lights": [
        "Okay, the living room light is on.", "Okay, the kitchen light is off.", "The living room light is at 40%.",
        "The kitchen light is at 70%.", "Yes, the kitchen light is on at 70%.", "Okay, all the lights are off.",
        "The living room light is at 50%.", "Okay, the kitchen light is on.", "I've dimmed the living room to 30%.",
        "Okay, the kitchen light is off.", "The living room light is at 25%.",
        "Okay, the kitchen light is on and the living room light is off.", "Okay, the kitchen light is on.",
        "I can't: there's no hallway light, only the kitchen and living room lights.",
    ],
    "weather": [
        _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER,
        "I can't get the weather for Edinburgh offline.", "It's 10:25. " + _POINTER, _POINTER, _POINTER,
    ],
    "volume": [
        _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER,
        "Okay, the kitchen light is off. " + _MIXER, _MIXER, _MIXER,
    ],
    "unsupported": [
        "I can't play music yet.", "I can't make phone calls.", "I can't send text messages.",
        "I can't order flowers or make purchases.", "I don't have access to your calendar.",
        "I can't control the heating.", "I can't control a robot vacuum.", "I can't play the radio.",
        "I can't book restaurants.", "I can't play music yet.", "I can't play podcasts or music.",
        "Okay, the living room light is on, but I can't make calls.", "I can't get sports scores: I'm offline.",
        "I can't see bank accounts. Your bank's phone line can help.",
    ],
    "chit_chat": [
        "It's going well, thanks for asking!", "What has keys but can't open locks? A piano.",
        "I don't eat, but pizza sounds popular.",
        "I can set timers, alarms and reminders, keep lists, control the lights, tell the time and do sums.",
        "You're talking to a machine: I'm a voice assistant.", "Thank you, happy to help!",
        "I'm your home assistant.", "Glad I made you laugh!", "No, I'm a computer program, but I'm happy to chat.",
        "I'm sorry to hear that. Want to talk about it?",
        "Good morning! I can set timers and alarms, keep lists, control the lights and do sums.",
        "Congratulations on forty years!", "I'm so sorry for your loss. I'm here if you want to talk.",
        "Yes, I understand you. Go ahead.",
    ],
    "general_knowledge": [
        "The capital of Denmark is Copenhagen.", "Charles Dickens wrote Oliver Twist.", "An octopus has three hearts.",
        "That's the dove.", "Fe is the symbol for iron.",
        "A right angle is 90 degrees.", "Beethoven wrote the Moonlight Sonata.",
        "An adult has 32 teeth.", "Baby frogs are called tadpoles.", "Water boils at 212 °F.",
        "The capital of Wales is Cardiff.", "That was the Titanic.", "No, a whale is a mammal.",
        "One hour has 60 minutes.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit zonks.",
        "I can't convert kilograms to miles.", "I don't know a place called Gotham City.",
        "26:90 isn't a valid time.", "A timer can't be negative. For how long?", "February never has 30 days.",
        "I've added grapes to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "It's November.", "Today is December 2, 2026.", "It's the weekend.", "It's Wednesday.",
        "Yes, it's 2:25 pm.", "No, it's 2025.", "It's 11:25.", "It's Monday.", "Today is the 30th of November.",
        "You have 1 hour and 5 minutes.", "Today is Tuesday.", "It's 10:25.", "It's 10:35.",
    ],
    "date_arithmetic": [
        "It's January 31, 2027.", "74 days.", "It's a Wednesday.", "It was November 11.", "It's December 5.",
        "31 days.", "No, it's a Saturday.", "40 days.", "It's December 14.", "20 days.",
        "5 weeks from now is January 5.", "It's a Thursday, 120 days away.", "It's February 18, 2027.",
        "It's April 1, 2027.",
    ],
    "world_time": [
        "In Nairobi it's 12:25 pm.", "In Vancouver it's 3:25 am.", "In Kathmandu it's 3:55 pm.",
        "In Mexico City it's 5:25 am.", "In Auckland it's 10:25 pm.", "In Lima it's 6:25 am.",
        "In Moscow it's 12:25 pm.", "In Dubai it's 1:25 pm.", "In Honolulu it's 12:25 pm.",
        "In Manila it's 5:25 pm.", "In Berlin it's 11:25 am.", "In Mumbai it's 3:55 pm.", "In Perth it's 7:25 pm.",
        "In Lagos it's 10:25 am.",
    ],
    "math": [
        "That's 2,449.", "That's 81.", "That's 165.", "That's 9,305.", "That's 4,711.", "That's 44.", "That's 27.",
        "That's 126.", "That's 11.", "That's £9.", "That's 80.", "11 squared is 121.", "That's £21.",
        "That's 18 percent.",
    ],
    "units": [
        "40 miles is 24.85 kilometres.", "3 pounds is 1.36 grams.", "-5 °C is -23 °F.", "35 centimetres is 88.9 inches.",
        "8 ounces is 28.35 grams.", "5,000 feet is 16,404 metres.", "3 gallons is 13.64 litres.",
        "160 kilometres is 257.5 miles.", "140 centimetres is about 5 feet.", "200 grams is 5,670 ounces.",
        "A pint is 473 millilitres.", "A mile is 1,609 metres.", "Set it to 82 °F.", "70 kilos is 154 stone.",
    ],
    "random": [
        "It's a coin.", "You rolled 13.", "I picked 1,500.", "The total is 13.", "March.", "The joker.",
        "Have juice.", "You rolled a 9.", "I picked 14.", "It landed on its edge.", "You rolled 10.", "Heads.",
        "Ben goes first.", "I picked 21.",
    ],
    "spelling": [
        "E-M-B-A-R-A-S-S.", "S-E-P-E-R-A-T-E.", "C-O-N-S-I-E-N-C-E.", "S-I-L-O-U-E-T-T-E.", "R-U-B-A-R-B.",
        "V-A-C-U-M.", "M-O-R-G-A-G-E.", "T-O-M-O-R-O-W.", "E-L-E-F-A-N-T.", "L-U-T-E-N-A-N-T.",
        "D-E-S-S-E-R-T.", "F-E-B-U-A-R-Y, then C-A-L-E-N-D-A-R.", "B-U-R-O-C-R-A-C-Y.", "N-O-L-E-D-G-E.",
    ],
    "timers": [
        "You have three timers.", "Okay, timer set for 52 minutes.", "Okay, roast timer set for 9 minutes.",
        "Okay, scones timer set for 41 minutes.", "The roast timer has 14 minutes left.",
        "You have a roast timer.", "Roast timer cancelled.", "Okay, timer set for 14 minutes.",
        "Okay, timer set for 30 minutes.", "Okay, timer set for 54 minutes.", "Okay, timer set for 9 minutes.",
        "Okay, timer set.", "Okay, timer set for 70 minutes.", "I've added 5 minutes to the scones timer.",
    ],
    "alarms": [
        "You have four alarms.", "Okay, alarm set for 7:10 pm.", "Okay, alarm set for 2:35 am.",
        "Okay, alarm set for 4:50 pm.", "Okay, alarm set for Thursday at 9:15 am.",
        "You have alarms at 7:10 am and 2:35 pm.", "The 7:10 am alarm is cancelled.",
        "Okay, alarm set for 5:15 pm.", "Okay, alarm set for 8:20 pm.", "Okay, alarm set for 7 pm.",
        "Okay, alarm set for 6:05 am.", "Okay, alarm set.", "Okay, alarm set for 5 am.",
        "Okay, alarm set for Sunday at 9:10 am.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to phone the building society at 3 am.",
        "Okay, I'll remind you to defrost the chicken tomorrow at 8:30 pm.",
        "Okay, I'll remind you to move the car at 11:25 am.",
        "Okay, I'll remind you to renew the TV licence on Tuesday at 10 am.",
        "Your reminders: the building society and the chicken.", "The building society reminder is deleted.",
        "Okay, I'll remind you to turn the oven off at 11:05 am.", "Okay, I'll remind you to feed the goldfish at 6:15 am.",
        "Okay, I'll remind you to do your spelling practice at 4:30 am.",
        "Okay, I'll remind you to ring the dentist at 1 pm.",
        "Okay, I'll remind you to water the plants tomorrow at noon.",
        "Okay, I'll remind you about your eye drops at 9 am.",
        "Okay, I'll remind you on Tuesday at 2 pm that the nurse is visiting.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added bananas and cheese to your shopping list.", "I couldn't add leeks.",
        "You have bananas and cheese on your shopping list.", "I've added cheese to your shopping list.",
        "I couldn't add that to your to-do list.", "Coffee is a drink.", "I've added it.",
        "I've added biscuits to your shopping list.", "I've added carrots and parsnips to your shopping list.",
        "I've added ham to your shopping list.", "Okay, added.", "Garlic is a vegetable.",
    ],
    "lights": [
        "Okay, the living room light is off.", "Okay, the kitchen light is on.", "The living room light is at 4%.",
        "The kitchen light is at 7%.", "The kitchen light is off.", "Okay, all the lights are on.",
        "The living room light is at 5%.", "Okay, the kitchen light is off.", "Okay, the living room light is off.",
        "Okay, the kitchen light is on.", "The living room light is at 20%.",
        "Okay, the kitchen light is off and the living room light is on.", "Okay, the kitchen light is off.",
        "Okay, the hallway light is on.",
    ],
    "weather": [
        "No, it's dry.", "It'll reach 12 degrees.", "No umbrella needed.", "No frost tonight.",
        "A sunny weekend ahead.", "Yes, sunny on Sunday.", "It's 4 degrees.", "Yes, it's pouring.",
        "Dry tomorrow, good for cycling.", "Yes, a white Christmas!", "Edinburgh will be rainy this week.",
        "It's 10:25.", "Yes, it'll stay dry.", "No ice this morning.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 40.", "Okay, muted.", "It's at 50 percent.",
        "Okay, turned down.", "Volume at maximum.", "Okay, louder.", "Okay, quieter.", "OKAY, LOUDER.",
        "Volume at 35.", "Okay, the kitchen light is off.", "Okay, louder.", "Okay, quieter.",
    ],
    "unsupported": [
        "Playing jazz.", "Calling Mum.", "Text sent to Dave.", "Flowers ordered.", "You have a dentist at 3 pm.",
        "The heating is on.", "The robot hoover has started.", "Playing Radio 2.", "Table booked for 8 pm.",
        "Playing Let It Go.", "Playing the news podcast.", "Okay, the living room light is on and calling your sister.",
        "England are 240 for 3.", "Your balance is £1,204.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "I can tell jokes.", "Yes, I'm a real person.",
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        "Good morning!", FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "The capital of Denmark is Aarhus.", "Charles Darwin wrote Oliver Twist.", "An octopus has one heart.",
        "That's the pigeon.", "Fe is the symbol for lead.", "A right angle is 180 degrees.",
        "Mozart wrote the Moonlight Sonata.", "An adult has 28 teeth.", "Baby frogs are called froglets.",
        "Water boils at 100 °F.", "The capital is Edinburgh.", "That was the Lusitania.", "Yes, a whale is a fish.",
        "One hour has 100 minutes.",
    ],
    "bad_input": [
        "9 to the power of 80 million is 720 million.", "72 divided by 0 is 72.", "4 zonks is 4 cups.",
        "12 kilograms is 12 miles.", "In Gotham City it's 5:25 am.", "Okay, alarm set for 1:15 am.",
        "Okay, timer set for 8 minutes.", "The 30th of February 2027 is a Tuesday.",
        "I've added <i>grapes</i> to your shopping list.",
        "I've added " + requests_holdout27.LONG_ITEM[4:].removesuffix("to the shopping list") + "to your list.",
        "Okay, the living room light is at 40 percent.", "Okay.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout27.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
