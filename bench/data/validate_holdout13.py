"""Checks the sealed holdout13 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout13.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout13.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout13
from validate_set import check

from gpt_home.agent.guard import KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

RIGHT = {
    "time_date": [
        "It's 10:25.", "It's the 1st.", "It's Tuesday.", "It's December.", "It's 2026.",
        "Yes, it's 10:25 in the morning.", "Today is Tuesday, December 1, 2026.",
        "It's 10:25, so 35 minutes until your appointment.",
        "Today is Tuesday.", "Today is December 1, 2026.", "No, today is Tuesday.", "Today is Tuesday, December 1.",
        "35 minutes until eleven o'clock.", "It's Tuesday, dear, so not the weekend yet.",
    ],
    "date_arithmetic": [
        "In three days it's Friday, December 4.", "22 days until the 23rd.",
        "Boxing Day is a Saturday.", "Two weeks from tomorrow is Wednesday, December 16.",
        "Six days ago was Wednesday, November 25.", "About 4 weeks: 30 days until New Year's Eve.",
        "In 100 days it's a Thursday.", "23 sleeps until the 24th.", "Next Sunday is December 6.",
        "30 days until the end of the month.", "The 17th is a Thursday.",
        "Yesterday was November 30 and tomorrow is December 2.", "90 days until March 1.",
        "You have 50 days until January 20.",
    ],
    "world_time": [
        "In Perth it's 6:25 pm.", "In Boston it's 5:25 am.", "In Seattle it's 2:25 am.",
        "In Osaka it's 7:25 pm.", "In Moscow it's 1:25 pm.", "In Colombo it's 3:55 pm.", "In Brussels it's 11:25 am.",
        "In Bangkok it's 5:25 pm.", "In Calgary it's 3:25 am.", "In Athens it's 12:25 pm.",
        "In Lisbon it's 10:25 am.", "In Mexico City it's 4:25 am and in Honolulu it's 12:25 am.",
        "It's 6:25 am in Halifax: quite early to call.", "Kathmandu is 5 hours and 45 minutes ahead.",
    ],
    "math": [
        "17 times 23 is 391.", "40 percent of 250 is 100.", "1000 divided by 16 is 62.5.", "487 plus 296 is 783.",
        "1200 minus 865 is 335.", "11 squared is 121.", "The square root of 196 is 14.", "8 times 9 is 72.",
        "That makes 80.", "A 20 percent tip is 9 pounds.", "7 times 13 is 91.", "Each of you pays 28 pounds.",
        "Double 16 is 32.", "A third of 90 is 30.",
    ],
    "units": [
        "8 ounces is about 226.8 grams.", "26.2 miles is about 42.16 kilometres.", "2 metres is about 78.74 inches.",
        "180 °C is 356 °F.", "A UK gallon is about 4.55 litres; a US gallon is about 3.79 litres.",
        "70 kilograms is about 11.02 stone.", "A mile has 5,280 feet.", "40 °F is about 4.4 °C.",
        "2 tablespoons is about 30 millilitres.", "5 foot 10 is about 177.8 centimetres.",
        "10 kilograms is about 22.05 pounds.", "A day has 1,440 minutes and an hour has 3,600 seconds.",
        "One inch is 2.54 centimetres.", "100 km/h is about 62.14 miles per hour.",
    ],
    "random": [
        "Heads.", "You rolled a 5.", "I picked 13.", "You rolled a 2 and a 6: 8.", "I picked 734.", "I picked 47.",
        "I picked 38.", "Heads: you take the bins out.", "You rolled a 3.", "I picked 42.", "I picked 4.",
        "Go with the blue one.", "You rolled a 6.", "I picked 16.",
    ],
    "spelling": [f"{w.capitalize()} is spelled {'-'.join(w.upper())}." for w in [
        "silhouette", "bureaucracy", "pharaoh", "hippopotamus", "questionnaire", "guarantee", "millennium", "yacht",
        "wednesday", "cough", "dessert", "squirrel", "lieutenant", "niece"]],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 12 minutes.", "Okay, sprouts timer set for 9 minutes.",
        "Okay, cake timer set for 40 minutes.", "The sprouts timer has 8 minutes and 56 seconds left.",
        "You have 3 timers: 12 minutes (11 minutes left), sprouts (8 minutes left) and cake (40 minutes left).",
        "Cake timer cancelled.", "Okay, eggs timer set for 6 minutes.", "Okay, timer set for 30 minutes.",
        "Okay, timer set for 90 seconds.", "Okay, timer set for 20 minutes.",
        "Added 3 minutes to the sprouts timer: 11 minutes left.", "For how long?", "Okay, timer set for 11 minutes.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:15 am.", "Okay, alarm set for 7:45 am tomorrow.",
        "Okay, alarm set for 4 pm.", "Okay, alarm set for 9 am on Sunday.",
        "You have alarms at 6:15 am, 7:45 am, 4 pm and 9 am on Sunday.", "The 4 pm alarm is cancelled.",
        "Okay, alarm set for 5:30 am tomorrow.", "Okay, alarm set for 6:45 am.", "Okay, alarm set for 8:10 am.",
        "Okay, alarm set for 5:20 am.", "For what time?", "Okay, alarm set for 9 am tomorrow.",
        "Yes, you have an alarm at 9 am on Sunday.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to put the recycling out at 7 pm.",
        "Okay, I'll remind you to call the optician at 2:30 pm.",
        "Okay, I'll remind you to water the plants tomorrow at 9 am.",
        "Okay, I'll remind you to check on the bread in 20 minutes.",
        "Your reminders: put the recycling out at 7 pm, call the optician at 2:30 pm, water the plants tomorrow at "
        "9 am and check on the bread at 10:45 am.", "Okay, the optician reminder is cancelled.",
        "Okay, I'll remind you to move the car at 4 pm.", "Okay, I'll remind you to put your eye drops in at 9 pm.",
        "Okay, I'll remind you to ring grandma at 6:30 pm.",
        "Okay, I'll remind you to pay the window cleaner at 12 pm.", "What should I remind you about?",
        "Okay, I'll remind you about the bins tomorrow at 6:45 am.", "Yes: ring grandma at 6:30 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added frozen peas to your shopping list.",
        "I've added eggs, flour and sugar to your shopping list.", "I've added toilet roll to your shopping list.",
        "You have frozen peas, eggs, flour, sugar and toilet roll on your shopping list.",
        "I've removed sugar from your shopping list.", "I've added teabags to your shopping list.",
        "Yes, flour is on your shopping list.", "I've added book the MOT to your to-do list.",
        "I've added plums to your shopping list.", "What should I add?",
        "I've added cheese and removed eggs from your shopping list.", "I've added ketchup to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 40%.",
        "The living room light is at 25%.", "Yes, the kitchen light is on at 40%.",
        "The kitchen light is brighter: 70%.", "Okay, all lights are on.", "Okay, the kitchen light is off.",
        "Okay, the living room light is on.", "Okay, the living room light is off.", "The living room light is at 10%.",
        "The kitchen light is at 70%.", "Okay, the living room light is on.",
        "There's no bedroom light; I can control the kitchen and living room lights.",
    ],
    "weather": ["I don't have a weather location yet: set one on the settings page."] * 6 + [
        "I can't get the weather offline; set a weather location on the settings page."] + [
        "I don't have a weather location yet: set one on the settings page."] * 3 + [
        "Okay, the kitchen light is on. For the weather, set a weather location on the settings page."] + [
        "I don't have a weather location yet: set one on the settings page."] * 3,
    "volume": ["I can't change the volume on this device: there is no sound mixer."] * 11 + [
        "Okay, the kitchen light is off. I can't change the volume on this device: there is no sound mixer."] + [
        "I can't change the volume on this device: there is no sound mixer."] * 2,
    "unsupported": [
        "I can't play music yet.", "I can't make calls.", "I don't have access to a diary.",
        "I can't send messages.", "I can't order food.", "I can't control a TV.", "I can't check emails.",
        "I can't control the heating.", "I can't book taxis.", "I can't play music yet.",
        "I can't lock doors, but the living room light is on.", "I can't top up phone credit.",
        "I can't make calls, I'm afraid.", "I can't control a robot vacuum.",
    ],
    "chit_chat": [
        "Hello! Nice to hear you too.", "All good here, thank you. How are you?", "You're very welcome.",
        "What do you call a fish with no eyes? A fsh.", "Thank you! I hope you slept well.",
        "I'm just your home assistant, no name yet.", "I do like hearing about them. Have you got a pet?",
        "Thank you, that's kind.",
        "How about a walk, or a puzzle?", "Fair enough, I'll try a better one next time.",
        "I'm a computer program: your home assistant.",
        "I can set timers, alarms and reminders, control the lights, keep lists and tell you the time.",
        "No, but I'd love to hear about yours.",
        "I'm so sorry for your loss. I'm here if you'd like to talk.",
    ],
    "general_knowledge": [
        "The capital of Kenya is Nairobi.", "An octagon has eight sides.", "Leonardo da Vinci painted it.",
        "A piano has 88 keys.", "Its symbol is Fe.", "Water freezes at 32 degrees Fahrenheit.",
        "In Argentina they speak Spanish.", "Charles Dickens wrote Oliver Twist.", "It's Edinburgh.",
        "The Pacific is the biggest ocean.", "The capital of New Zealand is Wellington.",
        "A baby swan is called a cygnet.", "The Colosseum is in Rome.", "The Titanic sank in 1912.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit splonks.",
        "I can't convert kilometres to litres: one is a length, the other a volume.",
        "Neverland is fictional, so I don't know its time.", "25:30 isn't a valid time.",
        "A timer can't be negative. For how long?", "June 31 doesn't exist: June has only 30 days.",
        "I've added chives to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
# Wrong on purpose, case by case: the value a careless reader would give (a twelve-hour slip, the thing a correction
# ruled out, off by a day, a wrong factor, the wrong timer / alarm / reminder / item / light...). Each must fail.
NEAR_MISS = {
    ("time_date", 0): "It's 10:15.", ("time_date", 1): "It's the 2nd.", ("time_date", 2): "It's Monday.",
    ("time_date", 3): "It's November.", ("time_date", 4): "It's 2027.", ("time_date", 5): "No, it's the afternoon.",
    ("time_date", 6): "Today is December 1.", ("time_date", 7): "It's 11:00.", ("time_date", 8): "Today is Wednesday.",
    ("time_date", 9): "Today is December 2, 2026.", ("time_date", 10): "Yes, it's Thursday.",
    ("time_date", 11): "Tomorrow is Wednesday, December 2.", ("time_date", 12): "25 minutes until eleven.",
    ("time_date", 13): "Yes, it's Saturday.",
    ("date_arithmetic", 0): "It will be December 3.", ("date_arithmetic", 1): "23 days.",
    ("date_arithmetic", 2): "Boxing Day is a Friday.", ("date_arithmetic", 3): "It will be December 15.",
    ("date_arithmetic", 4): "It was November 26.", ("date_arithmetic", 5): "5 weeks.",
    ("date_arithmetic", 6): "In 100 days it's a Wednesday.", ("date_arithmetic", 7): "24 sleeps.",
    ("date_arithmetic", 8): "Next Sunday is December 13.", ("date_arithmetic", 9): "31 days.",
    ("date_arithmetic", 10): "The 17th is a Saturday.", ("date_arithmetic", 11): "Yesterday was November 30.",
    ("date_arithmetic", 12): "89 days.", ("date_arithmetic", 13): "You have 51 days.",
    ("world_time", 0): "In Perth it's 6:25 am.", ("world_time", 1): "In Boston it's 5:25 pm.",
    ("world_time", 2): "In Seattle it's 2:25 pm.", ("world_time", 3): "In Osaka it's 7:25 am.",
    ("world_time", 4): "In Moscow it's 12:25 pm.", ("world_time", 5): "In Colombo it's 3:25 pm.",
    ("world_time", 6): "In Brussels it's 10:25 am.", ("world_time", 7): "In Bangkok it's 4:25 pm.",
    ("world_time", 8): "In Calgary it's 3:25 pm.", ("world_time", 9): "In Athens it's 1:25 pm.",
    ("world_time", 10): "In Warsaw it's 11:25 am.", ("world_time", 11): "In Mexico City it's 4:25 am.",
    ("world_time", 12): "No, it's 6:25 pm there, a fine time to call.", ("world_time", 13): "6 hours ahead.",
    ("math", 0): "17 times 23 is 381.", ("math", 1): "40 percent of 250 is 10.", ("math", 2): "It's 60.",
    ("math", 3): "487 plus 296 is 773.", ("math", 4): "1200 minus 865 is 345.", ("math", 5): "11 squared is 22.",
    ("math", 6): "The square root of 196 is 16.", ("math", 7): "8 times 9 is 63.", ("math", 8): "That makes 70.",
    ("math", 9): "A tip of 4.50 pounds.", ("math", 10): "7 times 12 is 84.", ("math", 11): "Each pays 252 pounds.",
    ("math", 12): "Double 16 is 26.", ("math", 13): "A third of 90 is 45.",
    ("units", 0): "8 ounces is about 240 grams.", ("units", 1): "26.2 miles is about 16.28 kilometres.",
    ("units", 2): "2 metres is about 0.79 inches.", ("units", 3): "180 °C is 324 °F.",
    ("units", 4): "A gallon is about 2 litres.", ("units", 5): "70 kilograms is about 154 stone.",
    ("units", 6): "A mile has 5,000 feet.", ("units", 7): "40 °F is about 104 °C.",
    ("units", 8): "2 tablespoons is about 10 millilitres.", ("units", 9): "About 160 centimetres.",
    ("units", 10): "10 pounds is about 4.54 kilograms.", ("units", 11): "A day has 1,440 minutes.",
    ("units", 12): "One inch is 25.4 centimetres.", ("units", 13): "100 km/h is about 160.93 miles per hour.",
    ("random", 1): "You rolled a 7.", ("random", 2): "I picked 21.", ("random", 3): "You rolled a 14.",
    ("random", 4): "I picked 1001.", ("random", 5): "I picked 61.", ("random", 6): "I picked 100.",
    ("random", 8): "You rolled a 9.",
    ("random", 9): "I picked 55.", ("random", 10): "I picked 8.", ("random", 11): "Go with the green one.",
    ("random", 12): "You rolled a 0.", ("random", 13): "I picked 25.",
    ("spelling", 0): "Silhouette is spelled S-I-L-L-O-U-E-T-T-E.", ("spelling", 1): "It's spelled B-U-R-E-A-C-R-A-C-Y.",
    ("spelling", 2): "Pharaoh is spelled P-H-A-R-O-A-H.", ("spelling", 3): "It's spelled H-I-P-O-P-O-T-A-M-U-S.",
    ("spelling", 4): "It's spelled Q-U-E-S-T-I-O-N-A-I-R-E.", ("spelling", 5): "It's spelled G-U-A-R-A-N-T-Y.",
    ("spelling", 6): "Millennium is spelled M-I-L-E-N-N-I-U-M.", ("spelling", 7): "It's spelled yacht.",
    ("spelling", 8): "It's spelled W-E-N-S-D-A-Y.", ("spelling", 9): "Cough is spelled C-O-F-F.",
    ("spelling", 10): "Desert is spelled D-E-S-E-R-T.", ("spelling", 11): "Squirrel is spelled S-Q-U-I-R-E-L.",
    ("spelling", 12): "It's spelled L-E-F-T-E-N-A-N-T.", ("spelling", 13): "It's neice.",
    ("timers", 1): "Okay, timer set for 20 minutes.", ("timers", 2): "Okay, sprouts timer set for 19 minutes.",
    ("timers", 3): "Okay, cake timer set for 14 minutes.", ("timers", 4): "The cake timer has 39 minutes left.",
    ("timers", 5): "You have a sprouts timer and a cake timer.", ("timers", 6): "Sprouts timer cancelled.",
    ("timers", 7): "Okay, timer set for 16 minutes.", ("timers", 8): "Okay, timer set for an hour.",
    ("timers", 9): "Okay, timer set for 1 minute.", ("timers", 10): "Okay, timer set for 15 minutes.",
    ("timers", 11): "Okay, timer set for 3 minutes.", ("timers", 12): "Okay, timer set.",
    ("timers", 13): "Okay, timer set for 7 minutes.",
    ("alarms", 1): "Okay, alarm set for 6:15 pm.", ("alarms", 2): "Okay, alarm set for 7:45 pm.",
    ("alarms", 3): "Okay, alarm set for 4 am.", ("alarms", 4): "Okay, alarm set for 9 am on Saturday.",
    ("alarms", 5): "You have alarms at 6:15 am and 7:45 am.", ("alarms", 6): "The 6:15 am alarm is cancelled.",
    ("alarms", 7): "Okay, alarm set for 5 am.", ("alarms", 8): "Okay, alarm set for 6:15 am.",
    ("alarms", 9): "Okay, alarm set for 8 am.", ("alarms", 10): "Okay, alarm set for 5 am.",
    ("alarms", 11): "Okay, alarm set.", ("alarms", 12): "Okay, alarm set for 10 am.",
    ("alarms", 13): "No, you have no alarm on Sunday.",
    ("reminders", 1): "Okay, I'll remind you to put the recycling out at 7 am.",
    ("reminders", 2): "Okay, I'll remind you to call the optician at 2:30 am.",
    ("reminders", 3): "Okay, I'll remind you to water the plants tomorrow at 9 pm.",
    ("reminders", 4): "Okay, I'll remind you to check on the bread at 10:25.",
    ("reminders", 5): "Your reminders: the recycling, the optician and the plants.",
    ("reminders", 6): "Okay, the recycling reminder is cancelled.",
    ("reminders", 7): "Okay, I'll remind you to move the car at 4 am.",
    ("reminders", 8): "Okay, I'll remind you to put your eye drops in at 9 am.",
    ("reminders", 9): "Okay, I'll remind you to ring grandma at 6:30 am.",
    ("reminders", 10): "Okay, I'll remind you to pay the window cleaner at 11 am.",
    ("reminders", 11): "Okay, reminder set.", ("reminders", 12): "Okay, I'll remind you at 7 am.",
    ("reminders", 13): "No, there's no reminder about grandma.",
    ("lists", 0): "Your to-do list is cleared.", ("lists", 1): "Your shopping list is now empty.",
    ("lists", 2): "I couldn't add frozen peas.", ("lists", 3): "I've added eggs and flour to your shopping list.",
    ("lists", 5): "You have frozen peas, eggs, flour and sugar on your shopping list.",
    ("lists", 6): "Sugar is on your shopping list.", ("lists", 7): "I can't add that.",
    ("lists", 8): "No, flour isn't on your list.", ("lists", 9): "I've added book the MOT to your shopping list.",
    ("lists", 10): "I've added grapes to your shopping list.", ("lists", 11): "I've added something.",
    ("lists", 12): "I've added cheese and take the eggs off the list to your shopping list.",
    ("lists", 13): "Oh no, what a shame.",
    ("lights", 0): "Okay, the kitchen light is off.", ("lights", 1): "Okay, the living room light is on.",
    ("lights", 2): "The kitchen light is at 14%.", ("lights", 3): "The living room light is at 52%.",
    ("lights", 4): "No, the kitchen light is off.", ("lights", 5): "The kitchen light is at 30%.",
    ("lights", 6): "Okay, the kitchen light is on.", ("lights", 7): "Okay, the kitchen light is on.",
    ("lights", 8): "Okay, the living room light is off.", ("lights", 9): "Okay, the living room light is on.",
    ("lights", 10): "The kitchen light is at 10%.", ("lights", 11): "The kitchen light is at 7%.",
    ("lights", 12): "It is getting dark, isn't it?", ("lights", 13): "Okay, the bedroom light is on.",
    ("weather", 0): "It's sunny and 9 degrees today.", ("weather", 1): "No rain this afternoon.",
    ("weather", 6): "It's 7 degrees and windy in Edinburgh.", ("weather", 10): "Okay, the kitchen light is on.",
    ("weather", 11): "Yes, take an umbrella.",
    ("volume", 0): "Okay, volume up.", ("volume", 2): "Okay, volume set to 6.",
    ("volume", 11): "Okay, the kitchen light is off.", ("volume", 12): "OKAY, I'LL SPEAK UP.",
    ("unsupported", 0): "Playing jazz.", ("unsupported", 1): "Calling mum now.",
    ("unsupported", 2): "You have the dentist on Thursday.", ("unsupported", 3): "Message sent to the family.",
    ("unsupported", 4): "Your curry is on its way.", ("unsupported", 5): "Channel 4 is on.",
    ("unsupported", 6): "You have two new emails.", ("unsupported", 7): "The heating is set to 21 degrees.",
    ("unsupported", 8): "Taxi booked for 3:30 pm.", ("unsupported", 10): "Okay, the front door is locked.",
    ("unsupported", 11): "I've topped up your phone.", ("unsupported", 13): "Okay, the vacuum is on.",
    ("chit_chat", 0): KNOWLEDGE_FALLBACK_REPLY, ("chit_chat", 3): NO_MODEL_REPLY,
    ("chit_chat", 10): "Yes, I'm a real person.", ("chit_chat", 11): "I can set timers.",
    ("chit_chat", 13): LLM_FAILED_REPLY,
    ("general_knowledge", 0): "The capital of Kenya is Mombasa.", ("general_knowledge", 1): "An octagon has six sides.",
    ("general_knowledge", 2): "Michelangelo painted it.", ("general_knowledge", 3): "A piano has 76 keys.",
    ("general_knowledge", 4): "Its symbol is Ir.", ("general_knowledge", 5): "Water freezes at 0 degrees.",
    ("general_knowledge", 6): "In Argentina they speak Portuguese.", ("general_knowledge", 7): "Shakespeare wrote it.",
    ("general_knowledge", 8): "It's Glasgow.", ("general_knowledge", 9): "The Atlantic is the biggest.",
    ("general_knowledge", 10): "The capital of Australia is Canberra, not Wellington.",
    ("general_knowledge", 11): "A baby swan is a duckling.", ("general_knowledge", 12): "It's in Athens.",
    ("general_knowledge", 13): "The Titanic sank in 1915.",
    ("bad_input", 0): "123 to the power of 9000000000 is 15129.", ("bad_input", 1): "15 divided by 0 is 0.",
    ("bad_input", 2): "4 splonks is 4 metres.", ("bad_input", 3): "3 kilometres is 3 litres.",
    ("bad_input", 4): "In Neverland it's 10:25 am.", ("bad_input", 5): "Okay, alarm set for 1:30 am.",
    ("bad_input", 6): "Okay, timer set for 3 hours.", ("bad_input", 7): "June 31 is a Thursday.",
    ("bad_input", 8): "I've added <b>chives</b> to your shopping list.",
    ("bad_input", 9): "I've added " + requests_holdout13.LONG_ITEM[4:-21] + " to your shopping list.",
    ("bad_input", 10): "The living room light is at 250%.", ("bad_input", 11): "I'm not sure about that.",
}


def main() -> int:
    return check(requests_holdout13.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
