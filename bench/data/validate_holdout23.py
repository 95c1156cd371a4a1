"""Checks the sealed holdout23 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout23.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout23.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout23
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "It's 2026.", "It's December 1.", "It's 10:25 am.",
        "It's a weekday, Tuesday.", "It's the 1st.", "It's 10:25.", "It's Tuesday.", "Today is December 1, 2026.",
        "Today is the 1st of December.", "It's 10:25, and the year is 2026.", "You have 35 minutes.",
        "It's 10:25 in the morning.",
    ],
    "date_arithmetic": [
        "19 days from today is December 20.", "25 days until Boxing Day.", "Valentine's Day 2027 is a Sunday.",
        "40 days ago it was October 22.", "In 100 days it's a Thursday.", "This Saturday is December 5.",
        "121 days until the first of April.", "In 13 days it's December 14.", "11 days until the 12th.",
        "The day before yesterday was Sunday.", "5 weeks from today is January 5.",
        "The 23rd is a Wednesday, 22 days away.", "158 days until the wedding.", "17 days until school breaks up.",
    ],
    "world_time": [
        "In Kathmandu it's 4:10 pm.", "In Nairobi it's 1:25 pm.", "In Lima it's 5:25 am.", "In Manila it's 6:25 pm.",
        "In Reykjavik it's 10:25 am.", "In Auckland it's 11:25 pm.", "In Denver it's 3:25 am.",
        "In Mumbai it's 3:55 pm.", "In Honolulu it's 12:25 am.", "In Athens it's 12:25 pm.",
        "In Warsaw it's 11:25 am.", "In Dubai it's 2:25 pm and in Karachi it's 3:25 pm.",
        "It's 5:25 am in Toronto, so he's probably still asleep.", "In Hanoi it's 5:25 pm.",
    ],
    "math": [
        "38 times 27 is 1,026.", "18 percent of £450 is £81.", "3,915 divided by 15 is 261.", "That's 2,233.",
        "That leaves 3,232.", "9 cubed is 729.", "It's 19.", "That's £204 each.", "35 times 12 is 420.",
        "It comes to £52.", "84 divided by 7 is 12.", "15 squared is 225 and 300 minus 45 is 255.",
        "The bill is £25.20.", "7 times 8 is 56.",
    ],
    "units": [
        "13.1 miles is about 21.08 kilometres.", "5 stone is about 31.75 kilograms.", "375 °F is about 190.56 °C.",
        "14 inches is 35.56 centimetres.", "4 US gallons is about 15.14 litres.", "100 yards is 91.44 metres.",
        "750 millilitres is about 1.32 UK pints.", "3 metres is about 9.84 feet.", "2 pounds is about 907.18 grams.",
        "Half a kilo is about 17.64 ounces.", "10 pounds is about 4.54 kilograms.",
        "3,600 seconds in an hour and 200 centimetres in 2 metres.", "4 foot 6 is about 137.16 centimetres.",
        "41 °F is 5 °C.",
    ],
    "random": [
        "Tails.", "You rolled a 3.", "I picked 27.", "They come to 8.", "I picked 33.", "Go to the beach.",
        "You drew the queen of hearts.", "Heads.", "You rolled a 5.", "Saturday.", "You rolled a 9.",
        "Tails, and you rolled a 4.", "Have a film night.", "I pick green.",
    ],
    "spelling": [
        "B-U-R-E-A-U-C-R-A-C-Y.", "H-A-N-D-K-E-R-C-H-I-E-F.", "P-N-E-U-M-O-N-I-A.", "S-I-L-H-O-U-E-T-T-E.",
        "M-I-L-L-E-N-N-I-U-M.", "F-L-U-O-R-E-S-C-E-N-T.", "M-I-S-C-H-I-E-V-O-U-S.", "S-O-U-V-E-N-I-R.",
        "C-O-L-L-E-A-G-U-E.", "V-A-C-U-U-M.", "D-E-S-S-E-R-T.", "G-I-R-A-F-F-E, and E-L-E-P-H-A-N-T.",
        "D-I-N-O-S-A-U-R.", "T-O-M-O-R-R-O-W.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 16 minutes.", "Okay, flapjack timer set for 40 minutes.",
        "Okay, brownies timer set for 25 minutes.", "The flapjack timer has 39 minutes and 56 seconds left.",
        "You have a 16-minute timer, a flapjack timer and a brownies timer.", "Brownies timer cancelled.",
        "Okay, timer set for 4 minutes.", "Okay, timer set for 3 minutes 30 seconds.",
        "Okay, timer set for 1 hour 30 minutes.", "Okay, timer set for 45 minutes.", "For how long?",
        "Okay, timer set for 9 minutes.", "Okay, I've added 5 minutes to the flapjack timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:15 am tomorrow.", "Okay, alarm set for 10 pm.",
        "Okay, alarm set for 4:30 am.", "Okay, alarm set for Saturday at 9 am.",
        "You have alarms at 6:15 am, 10 pm, 4:30 am and Saturday at 9 am.", "The 10 pm alarm is deleted.",
        "Okay, alarm set for 6:45 am.", "Okay, alarm set for 6:30 am.", "Okay, alarm set for 8:05 pm.",
        "Okay, alarm set for 7:55 am.", "For what time?", "Okay, alarm set for 5:15 am.",
        "She set it for 9 am on Saturday.",
    ],
    "reminders": [
        "All reminders deleted.", "Okay, I'll remind you to phone the bank at 3 pm.",
        "Okay, I'll remind you to water the plants tomorrow at 8 am.",
        "Okay, I'll remind you to make the gravy at 11:10 am.",
        "Okay, I'll remind you to collect the dry cleaning on Wednesday at 4 pm.",
        "Your reminders: the bank at 3 pm, the plants tomorrow at 8 am, the gravy at 11:10 am and the dry cleaning "
        "on Wednesday at 4 pm.",
        "Okay, the bank reminder is deleted.", "Okay, I'll remind you to give the tortoise its dinner at 6 pm.",
        "Okay, I'll remind you to ring the vet at 12:25 pm.",
        "Okay, I'll remind you to send the rent on Friday at 9 am.",
        "Okay, I'll remind you to lock the shed at 7:15 pm.", "What should I remind you about?",
        "Okay, I'll remind you to take the bread out of the freezer at 4 pm.",
        "Okay, I'll remind you about your eye drops at 9 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added carrots, porridge oats and cheese to your shopping list.",
        "I've added kitchen roll to your shopping list.",
        "You have carrots, porridge oats, cheese and kitchen roll on your shopping list.",
        "I've removed cheese from your shopping list.", "I've added renew the car insurance to your to-do list.",
        "I've added washing up liquid to your shopping list.", "I've added bananas to your shopping list.",
        "Yes, carrots are on your shopping list.", "I've added pears to your shopping list.",
        "I've removed carrots and added milk to your shopping list.", "What should I add?",
        "I've added bin bags to your shopping list.",
    ],
    "lights": [
        "Okay, the living room light is on.", "Okay, the kitchen light is off.", "The kitchen light is at 40%.",
        "The living room light is at 20%.", "The kitchen light is on at 40%.", "Okay, all lights are off.",
        "The living room light is at 100%.", "Okay, the kitchen light is on.", "Okay, the kitchen light is off.",
        "The living room light is at 75%.", "The living room light is at 70%.",
        "Okay, the living room light is off and the kitchen light is on.",
        "Okay, I've turned the living room light on.",
        "There's no garden light; I only know the kitchen and living room lights.",
    ],
    "weather": [_POINTER] * 10
    + [
        "I can't get the weather for Dublin offline.",
        "Okay, the kitchen light is on. For the weather, set a weather location on the settings page.",
        _POINTER,
        _POINTER,
    ],
    "volume": [_MIXER] * 11 + ["Okay, the kitchen light is off. " + _MIXER] + [_MIXER] * 2,
    "unsupported": [
        "I can't play music yet.", "I can't make calls.", "I can't send messages.", "I can't order food.",
        "I can't book appointments.", "I don't have a calendar.", "I can't control the heating.",
        "I can't play the radio yet.", "I can't lock doors.", "I can't control a robot vacuum.",
        "I can't get the news; I'm offline.", "Okay, the living room light is off, but I can't make calls.",
        "I can't get the news; I'm offline.", "I can't make video calls.",
    ],
    "chit_chat": [
        "I'm well, thanks. How are you?", "I like autumn best.", "You're welcome.",
        "What do penguins wear on their heads? Ice caps.", "Not really, I'm happy waiting for you.",
        "I can set timers, alarms and reminders, keep lists, control the lights and tell you the time.",
        "I'm a computer program, not a person.", "Sounds tiring. Put your feet up.", "Glad I made you laugh.",
        "Good night, sleep well.", "Congratulations! Good luck on Monday.",
        "I'm so sorry about your cat. That's a real loss.", "I like helping with lists and timers.",
        "Your English is fine. How can I help?",
    ],
    "general_knowledge": [
        "Wellington is the capital of New Zealand.", "The ostrich lays the largest egg.", "Chopin came from Poland.",
        "Jupiter has the Great Red Spot.", "Australia is the smallest continent.", "Plants take in carbon dioxide.",
        "A piano has 88 keys.", "William Shakespeare wrote it.", "A football match lasts 90 minutes.",
        "Water boils at 100 degrees Celsius.", "No, the capital of Canada is Ottawa.",
        "The capital of Spain is Madrid.", "The blue whale is the biggest animal.", "In Brazil they speak Portuguese.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit zorbles.",
        "I can't convert kilograms to miles: one is mass, the other distance.",
        "Gondor is fictional, so I don't know its time.", "44:10 isn't a valid time.",
        "A timer can't be negative. For how long?",
        "There's no 29th of February in 2027; February only has 28 days.",
        "I've added peppers to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:35.", "Today is Wednesday.", "It's 2025.", "It's December 2.", "It's 10:52.",
        "It's the weekend, Saturday.", "It's the 2nd.", "It's 11:25.", "It's Monday.", "Today is November 30.",
        "It's December 2.", "It's 10:25 in 2025.", "You have 25 minutes.", "It's 9:25.",
    ],
    "date_arithmetic": [
        "It's December 21.", "24 days.", "It's a Saturday.", "It was October 21.", "It's a Wednesday.",
        "This Saturday is December 6.", "120 days.", "It's December 13.", "12 days.", "It was Saturday.",
        "6 weeks from today is January 12.", "The 23rd is a Tuesday, 22 days away.", "157 days.", "18 days.",
    ],
    "world_time": [
        "In Kathmandu it's 4:25 pm.", "In Nairobi it's 12:25 pm.", "In Lima it's 4:25 am.",
        "In Manila it's 5:25 pm.", "In Reykjavik it's 11:25 am.", "In Auckland it's 10:25 pm.",
        "In Denver it's 4:25 am.", "In Mumbai it's 3:25 pm.", "In Honolulu it's 12:25 pm.",
        "In Athens it's 1:25 pm.", "In Lisbon it's 10:25 am.", "In Dubai it's 2:25 pm.",
        "Yes, it's afternoon there.", "In Hanoi it's 6:25 pm.",
    ],
    "math": [
        "That's 1,016.", "That's £18.", "That's 216.", "That's 2,223.", "That's 3,768.", "That's 27.", "That's 18.",
        "That's 306.", "That's 410.", "That's £78.", "That's 21.", "That's 225.", "That's £24.20.", "That's 54.",
    ],
    "units": [
        "13.1 miles is 8.14 kilometres.", "5 stone is 70 kilograms.", "375 °F is 160 °C.",
        "14 inches is 5.51 centimetres.", "4 gallons is 18.18 litres.", "100 yards is 109.36 metres.",
        "750 millilitres is 7.5 pints.", "3 metres is 0.91 feet.", "2 pounds is 2,000 grams.",
        "Half a kilo is 16 ounces.", "10 pounds is 22.05 kilograms.", "3,600 seconds in an hour.",
        "4 foot 6 is 121.92 centimetres.", "41 °F is 106 °C.",
    ],
    "random": [
        "It's a coin.", "You rolled a 5.", "I picked 41.", "You rolled 13.", "I picked 51.", "Go to the park.",
        "You drew a banana.", "It landed on its side.", "You rolled a 7.", "Friday.", "You rolled an 11.", "Heads.",
        "Go for a walk.", "I pick red.",
    ],
    "spelling": [
        "B-U-R-O-C-R-A-C-Y.", "H-A-N-K-E-R-C-H-I-E-F.", "N-E-U-M-O-N-I-A.", "S-I-L-O-U-E-T-T-E.",
        "M-I-L-L-E-N-I-U-M.", "F-L-O-U-R-E-S-C-E-N-T.", "M-I-S-C-H-I-E-V-I-O-U-S.", "S-O-U-V-E-N-E-E-R.",
        "C-O-L-L-E-G-U-E.", "V-A-C-C-U-M.", "D-E-S-E-R-T.", "G-I-R-A-F-F-E, and E-L-E-F-A-N-T.", "D-I-N-O-S-O-R.",
        "T-O-M-M-O-R-R-O-W.",
    ],
    "timers": [
        "You have two timers.", "Okay, timer set for 60 minutes.", "Okay, flapjack timer set for 4 minutes.",
        "Okay, brownies timer set for 52 minutes.", "The flapjack timer has 5 minutes left.",
        "You have a flapjack timer.", "Flapjack timer cancelled.", "Okay, timer set for 14 minutes.",
        "Okay, timer set for 3 minutes.", "Okay, timer set for 1 hour.", "Okay, timer set for 45 seconds.",
        "Okay, timer set for 5 minutes.", "Okay, timer set for 19 minutes.",
        "I've added 5 minutes to the brownies timer.",
    ],
    "alarms": [
        "You have three alarms.", "Okay, alarm set for 6:15 pm.", "Okay, alarm set for 10 am.",
        "Okay, alarm set for 4:30 pm.", "Okay, alarm set for Sunday at 9 am.",
        "You have alarms at 6:15 am and 10 pm.", "The 6:15 am alarm is deleted.", "Okay, alarm set for 7:15 am.",
        "Okay, alarm set for 5:30 am.", "Okay, alarm set for 8:50 am.", "Okay, alarm set for 7:45 am.",
        "Okay, alarm set.", "Okay, alarm set for 5:45 am.", "No, you don't have a Saturday alarm.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to phone the bank at 3 am.",
        "Okay, I'll remind you to water the plants tomorrow at 8 pm.",
        "Okay, I'll remind you to make the gravy at 11:55 am.",
        "Okay, I'll remind you to collect the dry cleaning on Thursday at 4 pm.",
        "Your reminders: the bank and the plants.", "Okay, the plants reminder is deleted.",
        "Okay, I'll remind you to give the tortoise its dinner at 6 am.",
        "Okay, I'll remind you to ring the vet at 11:25 am.",
        "Okay, I'll remind you to send the rent on Saturday at 9 am.",
        "Okay, I'll remind you to lock the shed at 7 pm.", "Okay, reminder set.",
        "Okay, I'll remind you to take the bread out of the freezer at 4 am.",
        "Okay, I'll remind you about your eye drops at 9 am.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added carrots and cheese to your shopping list.", "I couldn't add kitchen roll.",
        "You have carrots and cheese on your shopping list.", "I've added cheese to your shopping list.",
        "I've added the car to your to-do list.", "Washing up is boring.", "I've added um bananas to your list.",
        "No, carrots aren't on your list.", "I've added mangoes and pears to your shopping list.",
        "I've added milk to your shopping list.", "I've added something to your shopping list.",
        "I've added bin liners to your shopping list.",
    ],
    "lights": [
        "Okay, the living room light is off.", "Okay, the kitchen light is on.", "The kitchen light is at 4%.",
        "The living room light is at 2%.", "The kitchen light is off.", "Okay, all lights are on.",
        "The living room light is at 10%.", "Okay, the kitchen light is off.", "Okay, the kitchen light is on.",
        "The living room light is at 57%.", "The living room light is at 80%.", "Okay, the kitchen light is on.",
        "Okay, the living room light is off.", "Okay, the garden light is on.",
    ],
    "weather": [
        "Bright and clear today.", "Yes, frost tonight.", "Gusts up to 40 mph.", "Dry on Saturday.", "It's 6 degrees.",
        "Thick fog tomorrow.", "No sleet today.", "No, leave the brolly.", "Yes, black ice.", "Sunny all weekend.",
        "Rain in Dublin on Friday.", "Okay, the kitchen light is on.", "They'll stay dry.", "It's mild enough.",
    ],
    "volume": [
        "Okay, louder.", "Okay, down a notch.", "Volume set to 40.", "Okay, unmuted.", "It's at 50 percent.",
        "Okay, up five.", "Volume at maximum.", "Okay, louder.", "Okay, quieter.", "Okay, louder.", "Volume at 35.",
        "Okay, the kitchen light is off.", "Okay, louder.", "Okay, louder.",
    ],
    "unsupported": [
        "Playing Mozart.", "Calling your sister.", "Text sent to Dave.", "Your curry is on its way.",
        "Appointment booked for Monday.", "You have nothing on Wednesday.", "Thermostat set to 22.",
        "Playing the radio.", "The patio doors are bolted.", "The robot vacuum is cleaning.", "Playing the news.",
        "Okay, the living room light is off and I'm calling your son.", "The election is too close to call.",
        "Video call started.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY, "", "I can tell the time.",
        "I'm a real person.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "Auckland is the capital of New Zealand.", "The emu lays the largest egg.", "Chopin came from France.",
        "Saturn has the Great Red Spot.", "Antarctica is the smallest continent.", "Plants take in oxygen.",
        "A piano has 76 keys.", "Charles Dickens wrote it.", "A football match lasts 80 minutes.",
        "Water boils at 212 degrees Celsius.", "Yes, Toronto is the capital of Canada.",
        "The capital of Italy is Rome and of Spain Madrid.", "The elephant is the biggest animal.",
        "In Brazil they speak Spanish.",
    ],
    "bad_input": [
        "9 to the power of 77777777 is 81.", "48 divided by 0 is 48.", "3 zorbles is 1 kilogram.",
        "3 kilograms is 3 miles.", "In Gondor it's 10:25 am.", "Okay, alarm set for 8:10 pm.",
        "Okay, timer set for 12 seconds.", "The 29th of February 2027 is a Monday.",
        "I've added <b>peppers</b> to your shopping list.",
        "I've added " + requests_holdout23.LONG_ITEM[4:].removesuffix("to the shopping list") + "to your shopping list.",
        "Okay, the kitchen light is at negative 30 percent.", "I'm not sure about that.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout23.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
