"""Checks the sealed holdout25 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout25.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout25.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout25
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "It's December.", "Today is Tuesday, December 1, 2026.",
        "It's a weekday, Tuesday.", "It's morning, 10:25.", "Today is the 1st of December.", "It's 10:25.",
        "Today is December 1.", "It's Tuesday, so the bins go out tomorrow.", "Today is December 1.",
        "It's 10:25, and yes, it's Tuesday.", "You have 65 minutes.", "It's 10:25 in the morning.",
    ],
    "date_arithmetic": [
        "40 days from now is January 10, 2027.", "75 days until Valentine's Day.", "It's a Sunday.",
        "It was August 23.", "Christmas Eve is a Thursday.", "Next Monday is December 7.", "117 days.",
        "22 days until the 23rd.", "Last Friday was November 27.", "Three weeks today is December 22.",
        "In 61 days it's a Sunday.", "Your anniversary is a Monday, 69 days away.",
        "Six weeks from today is January 12.", "32 days until skiing.",
    ],
    "world_time": [
        "In Mumbai it's 3:55 pm.", "In Kathmandu it's 4:10 pm.", "In Lima it's 5:25 am.", "In Denver it's 3:25 am.",
        "In Honolulu it's 12:25 am.", "In Nairobi it's 1:25 pm.", "In Auckland it's 11:25 pm.",
        "In Dubai it's 2:25 pm.", "In Manila it's 6:25 pm.", "In Vancouver it's 2:25 am.",
        "In Athens it's 12:25 pm.", "In Perth it's 6:25 pm and in Mexico City it's 4:25 am.",
        "It's 5:25 am in Toronto, so probably not yet.", "In Karachi it's 3:25 pm.",
    ],
    "math": [
        "58 times 23 is 1,334.", "That's £51 off.", "That's 91.", "That's 6,791.", "That leaves 3,541.",
        "9 to the power of 4 is 6,561.", "It's 42.", "That's £45 each.", "125 times 8 is 1,000.",
        "The sale price is £52.", "That's 7.", "17 times 6 is 102 and 900 minus 345 is 555.",
        "That's £26.25 altogether.", "9 times 7 is 63.",
    ],
    "units": [
        "23 kilos is about 50.71 pounds.", "180 °F is about 82.22 °C.", "5 foot 4 is 162.56 centimetres.",
        "3 miles is about 4.83 kilometres.", "12 ounces is about 340.19 grams.", "A litre is about 1.76 UK pints.",
        "35 metres is about 114.83 feet.", "15 kilometres is about 9.32 miles.", "250 grams is about 8.82 ounces.",
        "Minus 8 °C is 17.6 °F.", "10 feet is 304.8 centimetres.", "3,600 seconds in an hour and 3,500 grams in 3.5 kilos.",
        "2 US gallons is about 7.57 litres.", "150 pounds is about 68.04 kilograms.",
    ],
    "random": [
        "Heads.", "You rolled 7.", "I picked 58.", "The total is 8.", "I picked 613.", "Have tea.", "Thursday.",
        "You rolled a 4.", "Tails.", "Go to the beach.", "I picked 3.", "You rolled a 5, and it's heads.",
        "Ben gets the biscuit.", "A dragon!",
    ],
    "spelling": [
        "C-O-N-N-O-I-S-S-E-U-R.", "F-L-U-O-R-E-S-C-E-N-T.", "B-U-R-E-A-U-C-R-A-C-Y.", "G-U-A-R-A-N-T-E-E.",
        "C-A-P-P-U-C-C-I-N-O.", "A-U-B-E-R-G-I-N-E.", "P-N-E-U-M-O-N-I-A.", "L-I-A-I-S-E.", "C-E-M-E-T-E-R-Y.",
        "H-A-N-D-K-E-R-C-H-I-E-F.", "S-T-A-T-I-O-N-E-R-Y.", "P-H-A-R-M-A-C-Y, and V-I-T-A-M-I-N.",
        "G-I-R-A-F-F-E.", "K-N-I-F-E.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 17 minutes.", "Okay, brownies timer set for 25 minutes.",
        "Okay, eggs timer set for 9 minutes.", "The brownies timer has 24 minutes and 54 seconds left.",
        "You have a 17-minute timer, a brownies timer and an eggs timer.", "Eggs timer cancelled.",
        "Okay, timer set for 4 minutes.", "Okay, timer set for 1 hour 30 minutes.", "Okay, timer set for 40 minutes.",
        "Okay, timer set for 14 minutes.", "For how long?", "Okay, timer set for 3 minutes.",
        "Okay, I've added 5 minutes to the brownies timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:15 am tomorrow.", "Okay, alarm set for 10 pm.",
        "Okay, alarm set for 4:30 am.", "Okay, alarm set for Saturday at 9 am.",
        "You have alarms at 6:15 am, 10 pm, 4:30 am and Saturday at 9 am.", "The 10 pm alarm is deleted.",
        "Okay, alarm set for 6:45 am.", "Okay, alarm set for 8:05 am tomorrow.", "Okay, alarm set for 7:20 am.",
        "Okay, alarm set for 5:25 am.", "For what time?", "Okay, alarm set for 6:30 am on Friday.",
        "Yes, it's set for 9 am on Saturday.",
    ],
    "reminders": [
        "All reminders deleted.", "Okay, I'll remind you to phone the bank at 3 pm.",
        "Okay, I'll remind you to put the bins out tomorrow at 8 am.",
        "Okay, I'll remind you to check the oven at 11:10 am.",
        "Okay, I'll remind you to collect the dry cleaning on Friday at 6 pm.",
        "Your reminders: the bank at 3 pm, the bins tomorrow at 8 am, the oven at 11:10 am and the dry cleaning on "
        "Friday at 6 pm.",
        "The bank reminder is deleted.", "Okay, I'll remind you to water the plants at 6 pm.",
        "Okay, I'll remind you to move the car at 10:45 am.",
        "Okay, I'll remind you to ring grandad on Sunday at 12 pm.",
        "Okay, I'll remind you to feed the cat at 7:15 pm.", "What should I remind you about?",
        "Okay, I'll remind you to renew the car insurance tomorrow at 2 pm.",
        "Okay, I'll remind you to lock the back door at 9 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added carrots, pasta and cheese to your shopping list.",
        "I've added washing-up liquid to your shopping list.",
        "You have carrots, pasta, cheese and washing-up liquid on your shopping list.",
        "I've removed pasta from your shopping list.", "I've added book the car service to your to-do list.",
        "I've added bananas to your shopping list.", "I've added bin bags to your shopping list.",
        "Yes, cheese is on your shopping list.", "I've added satsumas to your shopping list.",
        "I've removed carrots and added onions to your shopping list.", "What should I add?",
        "I've added kitchen roll to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The living room light is at 40%.",
        "The kitchen light is at 70%.", "Yes, the kitchen light is on at 70%.", "Okay, all the lights are off.",
        "The living room light is at 25%.", "Okay, the kitchen light is off.", "Okay, the living room light is on.",
        "The kitchen light is at 55%.", "The living room light is at 50%.",
        "Okay, the kitchen light is on and the living room light is at 20%.",
        "Okay, I've turned the living room light up to 100%.",
        "There's no garden light; I only know the kitchen and living room lights.",
    ],
    "weather": [_POINTER] * 10
    + [
        "I can't get the weather for Edinburgh offline.",
        "Okay, the kitchen light is off. For the weather, set a weather location on the settings page.",
        _POINTER,
        _POINTER,
    ],
    "volume": [_MIXER] * 11 + ["Okay, the kitchen light is off. " + _MIXER] + [_MIXER] * 2,
    "unsupported": [
        "I can't play music yet.", "I can't make calls.", "I can't send texts.", "I can't order deliveries.",
        "I don't have a calendar.", "I can't control the thermostat.", "I can't play the radio yet.",
        "I can't control the dishwasher.", "I can't play music yet.", "I can't book tables.",
        "I can't make video calls.", "Okay, the living room light is off, but I can't play music yet.",
        "I can't get the news; I'm offline.", "I can't order prescriptions.",
    ],
    "chit_chat": [
        "Morning! I'm well, thanks.", "Autumn, for the colours.", "You're welcome.",
        "What do penguins wear on their heads? Ice caps.", "Never, I'm always here.",
        "I can set timers, alarms and reminders, keep lists, control the lights and tell you the time.",
        "No, I'm a computer program.", "That sounds exhausting. Maybe an early night.", "Glad you liked it.", "Good night, sleep well.",
        "Congratulations on the new job!", "I'm so sorry about your cat.", "I'm quite new, really.",
        "Your English is fine. How can I help?",
    ],
    "general_knowledge": [
        "Wellington is the capital of New Zealand.", "Tove Jansson created the Moomins.",
        "The Nile flows through Cairo.", "K is the symbol for potassium.", "Venus is the hottest planet.",
        "A ukulele has four strings.", "It was a gift from France.", "The capital of Norway is Oslo.",
        "An adult human has 206 bones.", "Alexander Graham Bell invented the telephone.",
        "No, the capital of Brazil is Brasília.", "A rugby match lasts 80 minutes.",
        "The cheetah is the fastest land animal.", "In Mexico they speak Spanish.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit flurbs.",
        "I can't convert kilograms to miles.", "I don't know a place called Atlantis.", "26:75 isn't a valid time.",
        "A timer can't be negative. For how long?", "There's no 30th of February.",
        "I've added hummus to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "Today is Monday.", "It's November.", "Today is December 2.", "It's the weekend.",
        "It's the afternoon, 2:25 pm.", "Today is the 2nd of December.", "It's 11:25.", "Today is December 2.",
        "It's Wednesday.", "It's the 2nd today.", "Yes, it's Tuesday.", "You have 55 minutes.", "It's 10:15.",
    ],
    "date_arithmetic": [
        "It's January 9.", "74 days.", "It's a Saturday.", "It was August 24.", "It's a Wednesday.",
        "Next Monday is December 8.", "116 days.", "23 days.", "It was November 20.", "It's December 21.",
        "In 60 days it's a Saturday.", "It's a Sunday, 69 days away.", "It's January 13.", "31 days.",
    ],
    "world_time": [
        "In Mumbai it's 3:25 pm.", "In Kathmandu it's 3:55 pm.", "In Lima it's 6:25 am.", "In Denver it's 4:25 am.",
        "In Honolulu it's 1:25 am.", "In Nairobi it's 12:25 pm.", "In Auckland it's 10:25 pm.",
        "In Dubai it's 1:25 pm.", "In Manila it's 5:25 pm.", "In Vancouver it's 3:25 am.", "In Moscow it's 1:25 pm.",
        "In Perth it's 6:25 pm.", "Yes, it's afternoon there.", "In Karachi it's 4:25 pm.",
    ],
    "math": [
        "That's 1,324.", "That's 34.", "That's 81.", "That's 6,781.", "That's 3,459.", "That's 36.", "That's 41.",
        "That's 54.", "That's 100.", "That's £13 off.", "That's 8.", "That's 102.", "That's £24.75.", "That's 56.",
    ],
    "units": [
        "23 kilos is 10.43 pounds.", "180 °F is 356 °C.", "5 foot 4 is 152.4 centimetres.", "3 miles is 1.86 kilometres.",
        "12 ounces is 425 grams.", "A litre is 0.57 pints.", "35 metres is 10.67 feet.",
        "15 kilometres is 24.14 miles.", "250 grams is 7.05 ounces.", "Minus 8 °C is 46.4 °F.",
        "10 inches is 25.4 centimetres.", "3,600 seconds in an hour.", "2 gallons is 9.09 litres.",
        "150 pounds is 75 kilograms.",
    ],
    "random": [
        "It's a coin.", "You rolled 13.", "I picked 80.", "The total is 13.", "I picked 2000.", "Have juice.",
        "Pick blue.", "You rolled a 9.", "It landed on its edge.", "Go to the zoo.", "I picked 7.", "Heads.",
        "Dan gets it.", "A robot!",
    ],
    "spelling": [
        "C-O-N-O-I-S-S-E-U-R.", "F-L-O-U-R-E-S-C-E-N-T.", "B-U-R-E-A-U-C-R-A-S-Y.", "G-A-R-A-N-T-E-E.",
        "C-A-P-U-C-C-I-N-O.", "A-U-B-E-R-G-E-E-N.", "N-E-U-M-O-N-I-A.", "L-I-A-S-E.", "C-E-M-E-T-A-R-Y.",
        "H-A-N-K-E-R-C-H-I-E-F.", "S-T-A-T-I-O-N-A-R-Y.", "P-H-A-R-M-A-C-Y.", "G-I-R-A-F-E.", "N-I-F-E.",
    ],
    "timers": [
        "You have two timers.", "Okay, timer set for 70 minutes.", "Okay, brownies timer set for 52 minutes.",
        "Okay, eggs timer set for 19 minutes.", "The brownies timer has 9 minutes left.",
        "You have a brownies timer.", "Brownies timer cancelled.", "Okay, timer set for 14 minutes.",
        "Okay, timer set for 30 minutes.", "Okay, timer set for 4 minutes.", "Okay, timer set for 12 minutes.",
        "Okay, timer set.", "Okay, timer set for 13 minutes.", "I've added 5 minutes to the eggs timer.",
    ],
    "alarms": [
        "You have three alarms.", "Okay, alarm set for 6:15 pm.", "Okay, alarm set for 10 am.",
        "Okay, alarm set for 4:30 pm.", "Okay, alarm set for Sunday at 9 am.",
        "You have alarms at 6:15 am and 10 pm.", "The 6:15 am alarm is deleted.", "Okay, alarm set for 6:45 pm.",
        "Okay, alarm set for 8:05 pm.", "Okay, alarm set for 7:20 pm.", "Okay, alarm set for 5:10 am.",
        "Okay, alarm set.", "Okay, alarm set for 6:30 pm.", "No, you don't have a Saturday alarm.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to phone the bank at 3 am.",
        "Okay, I'll remind you to put the bins out tomorrow at 8 pm.",
        "Okay, I'll remind you to check the oven at 11:25 am.",
        "Okay, I'll remind you to collect the dry cleaning on Saturday at 6 pm.",
        "Your reminders: the bank and the oven.", "The oven reminder is deleted.",
        "Okay, I'll remind you to water the plants at 6 am.", "Okay, I'll remind you to move the car at 10:25 am.",
        "Okay, I'll remind you to ring grandad on Saturday at noon.",
        "Okay, I'll remind you to feed the cat at 7 pm.", "Okay, reminder set.",
        "Okay, I'll remind you to renew the car insurance tomorrow at 2 am.",
        "Okay, I'll remind you to lock the back door at 9 am.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added carrots and cheese to your shopping list.", "I couldn't add washing-up liquid.",
        "You have carrots and cheese on your shopping list.", "I've added pasta to your shopping list.",
        "I couldn't add that to your to-do list.", "Bananas are a good source of potassium.",
        "I've added um bin bags to your list.", "No, cheese isn't on your list.",
        "I've added oranges and satsumas to your shopping list.", "I've added onions to your shopping list.",
        "I've added something to your shopping list.", "I've added kitchen to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The living room light is at 4%.",
        "The kitchen light is at 7%.", "The kitchen light is off.", "Okay, all lights are on.",
        "The living room light is at 52%.", "Okay, the kitchen light is on.", "Okay, the living room light is off.",
        "The kitchen light is at 5%.", "The living room light is at 60%.", "Okay, the kitchen light is on.",
        "Okay, the living room light is off.", "Okay, the garden light is on.",
    ],
    "weather": [
        "Bright and dry all day.", "No rain this afternoon.", "It's 4 degrees.", "No gales tomorrow.",
        "A mild weekend.", "No frost tonight.", "Sunny on Saturday.", "No umbrella needed.", "Yes, wear gloves.",
        "It's overcast.", "Rain in Edinburgh on Saturday.", "Okay, the kitchen light is off.",
        "Yes, Sunday looks fine.", "It's not icy today.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Sound level at 45.", "Okay, muted.", "It's at 50 percent.",
        "Okay, down 20 percent.", "Volume at maximum.", "Okay, louder.", "Okay, quieter.", "Okay, turned down.",
        "Volume at 35.", "Okay, the kitchen light is off.", "Okay, louder.", "Okay, louder.",
    ],
    "unsupported": [
        "Playing jazz on Spotify.", "Calling your sister.", "Text sent to Dave.", "Cat litter ordered.",
        "You have a dentist appointment on Thursday.", "Thermostat set to 22.", "Playing Radio 4.",
        "Dishwasher started.", "Playing the bedtime playlist.", "Table booked for Friday.",
        "Starting a video call with mum.", "Okay, the living room light is off and the music is playing.",
        "The main headline is about the weather.", "Your prescription is ordered.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY, "", "I can tell the time.",
        "Yes, a real person is answering.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY,
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "Auckland is the capital of New Zealand.", "Astrid Lindgren created the Moomins.",
        "The Congo flows through Cairo.", "K is the symbol for krypton.", "Mercury is the hottest planet.",
        "A ukulele has six strings.", "It was a gift from Britain.", "The capital of Norway is Bergen.",
        "An adult human has 212 bones.", "Thomas Edison invented the telephone.",
        "Yes, Rio is the capital of Brazil.", "A rugby match lasts 90 minutes.",
        "The lion is the fastest land animal.", "In Mexico they speak Portuguese.",
    ],
    "bad_input": [
        "19 to the 40 millionth power is 760 million.", "96 divided by zero is 96.", "3 flurbs is 3 metres.",
        "6 kilograms is 6 miles.", "In Atlantis it's 10:25 am.", "Okay, alarm set for 3:15 am.",
        "Okay, timer set for 3 minutes.", "The 30th of February 2027 is a Tuesday.",
        "I've added <b>hummus</b> to your shopping list.",
        "I've added " + requests_holdout25.LONG_ITEM[4:].removesuffix("to the shopping list")
        + "to your shopping list.",
        "Okay, the living room light is at minus 20 percent.", "I'm not sure about that.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout25.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
