"""Checks the sealed holdout20 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout20.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout20.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout20
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday.", "It's December.", "Today is December 1, 2026.", "No, it's Tuesday.",
        "It's Tuesday, December 1, 2026.", "It's 10:25 on Tuesday.", "It's 10:25.", "Today is December 1.",
        "It's 10:25.", "It's the 1st of December.", "95 minutes, at 12 it's lunch.", "Today is Tuesday.",
        "No, it's December now.",
    ],
    "date_arithmetic": [
        "A fortnight from today is December 15.", "New Year's Day 2027 is a Friday.", "30 days until New Year's Eve.",
        "Three days ago it was November 28.", "Christmas Day is a Friday.", "In 45 days it's January 15, 2027.",
        "Next Monday is December 7.", "19 days until your birthday.", "Yesterday was Monday.",
        "This Sunday is December 6.", "In 12 days it's December 13.",
        "Halloween 2027 is a Sunday, 334 days away.", "That's March 1, 2027.", "17 days until December 18.",
    ],
    "world_time": [
        "In Chicago it's 4:25 am.", "In Seoul it's 7:25 pm.", "In Karachi it's 3:25 pm.", "In Istanbul it's 1:25 pm.",
        "In Buenos Aires it's 7:25 am.", "In Lagos it's 11:25 am.", "In Jakarta it's 5:25 pm.",
        "In Perth it's 6:25 pm.", "In Riyadh it's 1:25 pm.", "In Mexico City it's 4:25 am.",
        "In Reykjavik it's 10:25 am.", "In Tehran it's 1:55 pm and in Colombo it's 3:55 pm.",
        "It's 1:25 am in Anchorage, so your cousin is probably asleep.", "In Adelaide it's 8:55 pm.",
    ],
    "math": [
        "64 times 15 is 960.", "12 percent of 250 is 30.", "2,184 divided by 12 is 182.", "That's 751.",
        "That leaves 611.", "7 cubed is 343.", "The square root of 196 is 14.", "15 percent of 60 is 9.",
        "23 times 4 is 92.", "Half of 918 is 459.", "56 minus 27 is 29.", "11 times 11 is 121 and 100 minus 37 is 63.",
        "That's £2.55 altogether.", "144 divided by 12 is 12.",
    ],
    "units": [
        "13 miles is about 20.92 kilometres.", "68 kilos is about 149.91 pounds.", "25 °C is 77 °F.",
        "3 feet is 91.44 centimetres.", "3 ounces is about 85.05 grams.", "50 °F is 10 °C.",
        "1,000 feet is 304.8 metres.", "5 foot 6 is about 167.64 centimetres.", "9 pounds is about 4.08 kilos.",
        "5 kilometres is about 3.11 miles.", "20 centimetres is about 7.87 inches.",
        "1,440 minutes in a day and 336 hours in a fortnight.", "350 °F is about 176.7 °C.",
        "1.60 metres is about 5.25 feet.",
    ],
    "random": [
        "Tails.", "You rolled a 3.", "I picked 22.", "You rolled a 17.", "I picked 54.", "You rolled 2 and 6.",
        "I picked 318.", "Heads.", "I picked 4.", "You rolled a 6.", "You rolled a 7.", "Tails, and I picked 13.",
        "Let's have curry.", "Dog.",
    ],
    "spelling": [
        "R-H-Y-T-H-M.", "S-E-P-A-R-A-T-E.", "D-E-F-I-N-I-T-E-L-Y.", "A-C-C-O-M-M-O-D-A-T-E.",
        "R-E-S-T-A-U-R-A-N-T.", "W-E-D-N-E-S-D-A-Y.", "E-M-B-A-R-R-A-S-S.", "V-A-C-U-U-M.", "C-A-L-E-N-D-A-R.",
        "Y-A-C-H-T.", "W-H-E-T-H-E-R.", "C-A-T.", "Q, U, E, S, T, I, O, N, N, A, I, R, E.", "L-E-I-S-U-R-E.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 25 minutes.", "Okay, potatoes timer set for 20 minutes.",
        "Okay, cookies timer set for 12 minutes.", "The potatoes timer has 19 minutes and 54 seconds left.",
        "You have a 25-minute timer, a potatoes timer and a cookies timer.", "Cookies timer cancelled.",
        "Okay, timer set for 6 minutes.", "Okay, timer set for 90 seconds.", "Okay, timer set for 1 hour 30 minutes.",
        "Okay, timer set for 9 minutes.", "For how long?", "Okay, timer set for 3 minutes.",
        "Okay, I've added 5 minutes to the potatoes timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:15 am tomorrow.", "Okay, alarm set for 9 pm.",
        "Okay, alarm set for 5:45 am.", "Okay, alarm set for Friday at 8:30 am.",
        "You have alarms at 6:15 am, 9 pm, 5:45 am and Friday at 8:30 am.", "The 5:45 am alarm is deleted.",
        "Okay, alarm set for 7:15 am tomorrow.", "Okay, alarm set for 3 pm.", "Okay, alarm set for 5:40 am tomorrow.",
        "Okay, alarm set for 7:50 am.", "For what time?", "Okay, alarm set for 6:30 am.",
        "Yes, you have an alarm on Friday at 8:30 am.",
    ],
    "reminders": [
        "All reminders deleted.", "Okay, I'll remind you to water the plants at 6 pm.",
        "Okay, I'll remind you to ring the bank tomorrow at 9 am.",
        "Okay, I'll remind you to take the washing out at 10:45 am.",
        "Okay, I'll remind you to pay the window cleaner on Friday at 2 pm.",
        "Your reminders: the plants at 6 pm, the bank tomorrow at 9 am, the washing at 10:45 am and the window cleaner "
        "on Friday at 2 pm.",
        "Okay, the bank reminder is deleted.", "Okay, I'll remind you to start the dinner at 5 pm.",
        "Okay, I'll remind you to move the car at 11:25 am.",
        "Okay, I'll remind you to put the recycling out tomorrow at 7 pm.",
        "Okay, I'll remind you to call the school at 11:30 am.", "What should I remind you about?",
        "Okay, I'll remind you to defrost the chicken at 4 pm.", "Okay, I'll remind you to take your pills at 8 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added tea bags, tomatoes and oat milk to your shopping list.",
        "I've added toilet roll to your shopping list.",
        "You have tea bags, tomatoes, oat milk and toilet roll on your shopping list.",
        "I've removed tomatoes from your shopping list.", "I've added renew the car insurance to your to-do list.",
        "I've added onions to your shopping list.", "I've added butter to your shopping list.",
        "Yes, oat milk is on your shopping list.", "I've added cereal to your shopping list.",
        "I've removed tea bags and added coffee pods to your shopping list.", "What should I add?",
        "I've added lemons to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 25%.",
        "The living room light is at 60%.", "The living room light is on at 60%.", "Okay, all lights are on.",
        "The kitchen light is at 100%.", "Okay, the kitchen light is off.", "Okay, the living room light is on.",
        "Okay, I've dimmed the kitchen light to 50%.", "The living room light is at 35%.",
        "Okay, the kitchen light is off and the living room light is on.", "Okay, the kitchen light is on.",
        "There's no bedroom light; I only know the kitchen and living room lights.",
    ],
    "weather": [_POINTER] * 10
    + [
        "I can't get the weather for Edinburgh offline.",
        "Okay, the living room light is off. For the weather, set a weather location on the settings page.",
        _POINTER,
        _POINTER,
    ],
    "volume": [_MIXER] * 11 + ["Okay, the living room light is on. " + _MIXER] + [_MIXER] * 2,
    "unsupported": [
        "I can't play music yet.", "I can't make calls.", "I can't send emails.", "I can't buy things online.",
        "I can't control the TV.", "I don't have a calendar.", "I can't control the heating.",
        "I can't play music yet.", "I can't book taxis.", "I can't order food.",
        "Okay, the kitchen light is on, but I can't play podcasts.", "I can't get live scores; I'm offline.",
        "I can't play songs yet, sorry.", "I can't send messages.",
    ],
    "chit_chat": [
        "Good morning!", "I'm your GPT Home assistant.", "You're welcome.",
        "Why did the cat sit on the computer? To keep an eye on the mouse.", "Good night!",
        "I can set timers, alarms and reminders, keep lists, control the lights and tell you the time.",
        "I don't really listen to music, but I like hearing about it.", "Sorry to hear that. Maybe an early night?",
        "Thanks, I try.", "You're welcome.", "You're talking to a computer program, not a person.",
        "Wow, did the tooth fairy know?", "I'm so sorry. I'm here if you'd like to talk.",
        "I like both, but snow is pretty.",
    ],
    "general_knowledge": [
        "The capital of Norway is Oslo.", "An octopus has eight arms.", "Vincent van Gogh painted it.",
        "Fe is iron.", "Venus is the hottest planet.", "Alexander Graham Bell invented the telephone.",
        "A violin has four strings.", "The Nile is the longest river in Africa.", "An adult has 206 bones.",
        "Caterpillars turn into butterflies or moths.", "No, the capital of Australia is Canberra.",
        "The capital of Switzerland is Bern.", "Bees make honey.", "A whale is a mammal.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit blorps.",
        "I can't convert kilometres to litres: one is length, the other volume.",
        "Narnia is fictional, so I don't know its time.", "25:70 isn't a valid time.",
        "A timer must be at least one second. For how long?", "The 30th of February doesn't exist.",
        "I've added oranges to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "Today is Wednesday.", "It's November.", "Today is December 2, 2026.", "Yes, it's Wednesday.",
        "It's Tuesday, December 1, 2025.", "It's 10:25 on Monday.", "It's 11:25.", "Today is November 30.",
        "It's 10:35.", "It's the 2nd of December.", "85 minutes.", "Today is Monday.", "Yes, still November.",
    ],
    "date_arithmetic": [
        "It's December 14.", "It's a Thursday.", "31 days.", "It was November 29.", "It's a Thursday.",
        "It's January 14, 2027.", "It's December 8.", "20 days.", "It was Sunday.", "It's December 5.",
        "It's December 11.", "It's a Saturday, 334 days away.", "That's March 2, 2027.", "18 days.",
    ],
    "world_time": [
        "In Chicago it's 4:25 pm.", "In Seoul it's 6:25 pm.", "In Karachi it's 2:25 pm.", "In Istanbul it's 12:25 pm.",
        "In Buenos Aires it's 8:25 am.", "In Lagos it's 10:25 am.", "In Jakarta it's 6:25 pm.",
        "In Perth it's 7:25 pm.", "In Riyadh it's 2:25 pm.", "In Mexico City it's 5:25 am.",
        "In Stockholm it's 11:25 am.", "In Tehran it's 1:25 pm and in Colombo it's 3:55 pm.",
        "Go ahead, it's the afternoon there.", "In Adelaide it's 8:25 pm.",
    ],
    "math": [
        "That's 940.", "That's 25.", "That's 172.", "That's 741.", "That's 711.", "That's 49.", "That's 16.",
        "That's 6.", "That's 82.", "That's 449.", "56 plus 27 is 83.", "That's 121.", "That's £2.85.",
        "That's 11.",
    ],
    "units": [
        "13 miles is 8.08 kilometres.", "68 kilos is 30.8 pounds.", "25 °C is 45 °F.", "3 feet is 36 centimetres.",
        "3 ounces is 30 grams.", "50 °F is 32 °C.", "1,000 feet is 3,280 metres.", "5 foot 6 is 66 centimetres.",
        "9 pounds is 19.8 kilos.", "5 kilometres is 8.05 miles.", "20 inches is 50.8 centimetres.",
        "1,440 minutes in a day and 168 hours in a fortnight.", "350 °F is 662 °C.", "1.60 metres is 4.8 feet.",
    ],
    "random": [
        "It landed on its side.", "You rolled an 8.", "I picked 31.", "You rolled a 21.", "I picked 61.",
        "You rolled 13.", "I picked 501.", "You do the washing up.", "I picked 6.", "You rolled a 7.",
        "You rolled a 9.", "Tails.", "Let's have fish and chips.", "Hamster.",
    ],
    "spelling": [
        "R-Y-T-H-M.", "S-E-P-E-R-A-T-E.", "D-E-F-I-N-A-T-E-L-Y.", "A-C-O-M-O-D-A-T-E.", "R-E-S-T-R-A-U-N-T.",
        "W-E-N-S-D-A-Y.", "E-M-B-A-R-A-S-S.", "V-A-C-C-U-M.", "C-A-L-E-N-D-E-R.", "Y-A-T-C-H.", "W-E-A-T-H-E-R.",
        "K-A-T.", "Q-U-E-S-T-I-O-N-A-I-R-E.", "L-E-S-I-U-R-E.",
    ],
    "timers": [
        "You have three timers.", "Okay, timer set for 52 minutes.", "Okay, potatoes timer set for 2 minutes.",
        "Okay, cookies timer set for 21 minutes.", "The potatoes timer has 5 minutes left.",
        "You have a potatoes timer.", "Potatoes timer cancelled.", "Okay, timer set for 16 minutes.",
        "Okay, timer set for 9 seconds.", "Okay, timer set for 1 hour.", "Okay, timer set for 7 minutes.",
        "Okay, timer set for 10 minutes.", "Okay, timer set for 30 minutes.",
        "I've added 5 minutes to the cookies timer.",
    ],
    "alarms": [
        "You have four alarms.", "Okay, alarm set for 6:15 pm.", "Okay, alarm set for 9 am.",
        "Okay, alarm set for 5:45 pm.", "Okay, alarm set for Thursday at 8:30 am.",
        "You have alarms at 6:15 am and 9 pm.", "The 6:15 am alarm is deleted.", "Okay, alarm set for 7:45 am.",
        "Okay, alarm set for 3 am.", "Okay, alarm set for 6:20 am.", "Okay, alarm set for 7:40 am.",
        "Okay, alarm set for 7 am.", "Okay, alarm set for 6:30 pm.", "No, you don't have an alarm on Friday.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to water the plants at 6 am.",
        "Okay, I'll remind you to ring the bank tomorrow at 9 pm.",
        "Okay, I'll remind you to take the washing out at 10:55 am.",
        "Okay, I'll remind you to pay the window cleaner on Thursday at 2 pm.",
        "Your reminders: the plants and the bank.", "Okay, the plants reminder is deleted.",
        "Okay, I'll remind you to start the dinner at 5 am.", "Okay, I'll remind you to move the car at 10:35 am.",
        "Okay, I'll remind you to put the recycling out tomorrow at 7 am.",
        "Okay, I'll remind you to call the school at 11 am.", "Okay, reminder set.",
        "Okay, I'll remind you to defrost the chicken at 4 am.", "Okay, I'll remind you to take your pills at 8 am.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.", "I've added tea bags and tomatoes to your shopping list.",
        "I couldn't add toilet roll.", "You have tea bags and oat milk on your shopping list.",
        "I've added tomatoes to your shopping list.", "I've added insurance to your to-do list.",
        "Onions are good for you.", "I've added bread to your shopping list.", "No, oat milk isn't on your list.",
        "I've added yoghurt and cereal to your shopping list.", "I've added coffee pods to your shopping list.",
        "I've added something to your to-do list.", "I've added limes to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 52%.",
        "The living room light is at 6%.", "The living room light is off.", "Okay, the kitchen light is on.",
        "The kitchen light is at 10%.", "Okay, the kitchen light is on.", "Okay, the living room light is off.",
        "Okay, the kitchen light is at 100%.", "The living room light is at 50%.",
        "Okay, the living room light is on.", "Okay, the kitchen light is off.",
        "Okay, the bedroom light is on.",
    ],
    "weather": [
        "Sunny today.", "No snow this week.", "It will reach 12 degrees.", "It's 8 degrees outside.", "Yes, dry.",
        "No storm tonight.", "Cloudy tomorrow morning.", "No umbrella needed.", "Good drying weather.",
        "Yes, frosty tonight.", "It's raining in Edinburgh.", "Okay, the living room light is off.",
        "Yes, wash the car.", "Wear a coat.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 30 percent.", "Okay, muted.", "It's at 50 percent.",
        "Okay, up three.", "Okay, lowest volume.", "Okay, speaking louder.", "Okay, quieter.", "Okay, louder.",
        "Volume at 50.", "Okay, the living room light is on.", "Okay, quieter.", "Okay, louder, dear.",
    ],
    "unsupported": [
        "Playing jazz.", "Calling your mum.", "Email sent to your boss.", "Printer ink ordered.", "The TV is on.",
        "You have a dentist appointment tomorrow.", "Thermostat set to 21 degrees.", "Playing Christmas songs.",
        "Taxi booked for eight.", "Your takeaway is ordered.", "Okay, the kitchen light is on and the podcast is playing.",
        "It's 2-1 to the home side.", "Playing Let It Go.", "Message sent to your son.",
    ],
    "chit_chat": [
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "", "I can set timers.",
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        "I'm a person, of course.", FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY,
    ],
    "general_knowledge": [
        "The capital of Norway is Bergen.", "An octopus has six arms.", "Monet painted it.", "Fe is fluorine.",
        "Mercury is the hottest planet.", "Edison invented the telephone.", "A violin has six strings.",
        "The Congo is the longest river in Africa.", "An adult has 300 bones.", "Caterpillars turn into frogs.",
        "Yes, Sydney is the capital.", "The capital of Austria is Vienna and of Switzerland Bern.", "Bees make wax.",
        "A whale is a fish.",
    ],
    "bad_input": [
        "7 to the power of 98765432 is 49.", "250 divided by zero is 250.", "10 blorps is 10 metres.",
        "5 kilometres is 5,000 litres.", "In Narnia it's 10:25 am.", "Okay, alarm set for 1:10 am.",
        "Okay, timer set for 0 minutes.", "The 30th of February is a Tuesday.",
        "I've added <i>oranges</i> to your shopping list.",
        "I've added " + requests_holdout20.LONG_ITEM[4:-23] + " to your shopping list.",
        "Okay, the kitchen light is at 150 percent.", "I'm not sure about that.",
    ],
}
NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout20.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
