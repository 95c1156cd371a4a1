"""Checks the sealed holdout12 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout12.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout12.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout12
from validate_set import check

RIGHT = {
    "time_date": [
        "It's 10:25.", "Today is Tuesday, December 1, 2026.", "It's Tuesday.", "It's December.", "It's 2026.",
        "Yes, it's 10:25 in the morning.", "It's 10:25 am on Tuesday, December 1.", "It's twenty-five past ten.",
        "Today is Tuesday.", "It's the 1st of December 2026.", "Noon is in 1 hour and 35 minutes.",
        "No, today is Tuesday, December 1.", "It's Tuesday, not Saturday.", "Today is December 1, 2026.",
    ],
    "date_arithmetic": [
        "Tomorrow is Wednesday, December 2.", "This coming Monday is December 7.",
        "31 days until New Year's Day.", "The 20th is a Sunday.", "Yesterday was Monday, November 30.",
        "In 45 days it's Friday, January 15, 2027.", "75 days until Valentine's Day.",
        "Three weeks from now is Tuesday, December 22.", "The 31st is a Thursday.", "14 days until the 15th.",
        "Friday week is December 11.", "The 13th is a Sunday.", "17 days until the 18th.",
        "January 1 next year is a Friday.",
    ],
    "world_time": [
        "In Dubai it's 2:25 pm.", "In Singapore it's 6:25 pm.", "In Chicago it's 4:25 am.",
        "In Auckland it's 11:25 pm.", "In Cairo it's 12:25 pm.", "In Seoul it's 7:25 pm.",
        "In Buenos Aires it's 7:25 am.", "In Lagos it's 11:25 am.", "In Vancouver it's 2:25 am.",
        "In Adelaide it's 8:55 pm.", "In Dhaka it's 4:25 pm.", "In Manila it's 6:25 pm and in Jakarta it's 5:25 pm.",
        "It's 12:25 pm in Johannesburg, a fine time to call.", "Tehran is 3 and a half hours ahead.",
    ],
    "math": [
        "12 times 13 is 156.", "15 percent of 80 is 12.", "360 divided by 8 is 45.", "256 plus 389 is 645.",
        "900 minus 475 is 425.", "The square root of 225 is 15.", "6 times 8 is 48.", "That makes 100.",
        "25 percent off 60 pounds leaves 45 pounds.", "350 times 3 is 1,050.", "9 times 6 is 54.",
        "That's 24 pounds each.", "Ten take away three is seven.", "Half of 130 is 65.",
    ],
    "units": [
        "3 ounces is about 85.05 grams.", "15 kilometres is about 9.32 miles.", "50 centimetres is about 19.69 inches.",
        "200 °C is 392 °F.", "A UK pint is about 568 millilitres.", "5 kilograms is about 11.02 pounds.",
        "3 metres is about 9.84 feet.", "250 grams is about 8.82 ounces.", "350 °F is about 176.7 °C.",
        "2 US gallons is about 7.57 litres.", "Six feet is 182.88 centimetres.", "30 miles is about 48.28 kilometres.",
        "6 weeks have 42 days and 3 days have 72 hours.", "12 pounds is about 5.44 kilograms.",
    ],
    "random": [
        "Heads.", "You rolled a 4.", "I picked 23.", "Here's one: 17.", "You rolled a 9.", "I picked 158.",
        "Tails.", "It's heads.", "Seven.", "You rolled a 3 and a 5: 8.", "Let's have curry.", "I picked 2.",
        "You rolled a 6.", "I picked 64.",
    ],
    "spelling": [f"{w.capitalize()} is spelled {'-'.join(w.upper())}." for w in [
        "occasionally", "separate", "restaurant", "february", "broccoli", "receipt", "definitely", "beautiful",
        "mischievous", "parallel", "whether", "elephant", "knife", "colleague"]],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 25 minutes.", "Okay, rice timer set for 15 minutes.",
        "Okay, chicken timer set for 35 minutes.", "The rice timer has 14 minutes and 56 seconds left.",
        "You have 3 timers: 25 minutes (24 minutes left), rice (14 minutes left) and chicken (35 minutes left).",
        "Chicken timer cancelled.", "Okay, timer set for 4 minutes.", "Okay, timer set for 30 minutes.",
        "Okay, timer set for 2 minutes.", "Okay, timer set for 7 minutes.",
        "Added 5 minutes to the rice timer: 19 minutes left.", "For how long?",
        "Okay, timer set for 18 minutes.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:30 am.", "Okay, alarm set for 7 am tomorrow.",
        "Okay, alarm set for 2:30 pm.", "Okay, alarm set for 8 am on Saturday.",
        "You have alarms at 6:30 am, 7 am, 2:30 pm and 8 am on Saturday.", "The 2:30 pm alarm is cancelled.",
        "Okay, alarm set for 9:15 am.", "Okay, alarm set for 5 am.", "Okay, alarm set for 6:50 am.",
        "Okay, alarm set for 6:45 am.", "For what time?", "Okay, alarm set for 8:20 am tomorrow.",
        "Yes, you have an alarm at 8 am on Saturday.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to call the plumber at 3 pm.",
        "Okay, I'll remind you to pick up the kids at 3:15 pm.",
        "Okay, I'll remind you to hang the washing out at 10:45 am.",
        "Okay, I'll remind you to pay the council tax tomorrow at 9 am.",
        ("Your reminders: call the plumber at 3 pm, pick up the kids at 3:15 pm, hang the washing out at 10:45 am "
         "and pay the council tax tomorrow at 9 am."), "Okay, the plumber reminder is cancelled.",
        "Okay, I'll remind you to feed the cat at 6 pm.", "Okay, I'll remind you to ring the bank at 11:25 am.",
        "Okay, I'll remind you about your vitamins tomorrow at 8 am.", "What should I remind you about?",
        "Okay, I'll remind you to call mum at 6 pm.", "Okay, I'll remind you about the parcel at 12:50 pm.",
        "Yes: feed the cat at 6 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added unsalted butter to your shopping list.", "I've added bananas and coffee to your shopping list.",
        "I've added washing up liquid to your shopping list.",
        "You have unsalted butter, bananas, coffee and washing up liquid on your shopping list.",
        "I've removed bananas from your shopping list.", "I've added lemons to your shopping list.",
        "Yes, coffee is on your shopping list.", "I've added renew the passport to your to-do list.",
        "I've added potatoes to your shopping list.", "What should I add?",
        "I've added rice and removed butter from your shopping list.", "I've added dog food to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The living room light is at 30%.",
        "The kitchen light is at 60%.", "Yes, the living room light is on at 30%.", "Okay, all lights are off.",
        "The kitchen light is at 100%.", "Okay, the living room light is on.", "Okay, the kitchen light is off.",
        "The living room light is brighter: 60%.", "Okay, the living room light is on.",
        "Okay, the kitchen light is off and the living room light is on.", "Okay, the kitchen light is on.",
        "There's no garage light; I can control the kitchen and living room lights.",
    ],
    "weather": ["I don't have a weather location yet: set one on the settings page."] * 5 + [
        "I can't get the weather offline; set a weather location on the settings page."] + [
        "I don't have a weather location yet: set one on the settings page."] * 5 + [
        "It's 10:25. For the weather, set a weather location on the settings page."] + [
        "I don't have a weather location yet: set one on the settings page."] * 2,
    "volume": ["I can't change the volume on this device: there is no sound mixer."] * 12 + [
        "Okay, timer set for 5 minutes. I can't change the volume on this device: there is no sound mixer."] + [
        "I can't change the volume on this device: there is no sound mixer."],
    "unsupported": [
        "I can't play the radio yet.", "I can't play podcasts yet.", "I can't control a kettle.",
        "I can't book restaurants.", "I don't have access to your bank.", "I can't play audiobooks yet.",
        "I can't control the oven.", "I can't play music yet.", "I can't control a garage door.",
        "I can't get football scores offline.", "I can't make video calls.", "I can't track parcels offline.",
        "I can't play music yet, but the kitchen light is off.", "I can't control a washing machine.",
    ],
    "chit_chat": [
        "Hello! Nice to meet you too.", "It's been a good morning, thank you. How's yours?", "You're very welcome.",
        "Why did the dog sit in the shade? He didn't want to be a hot dog.", "I'm rather fond of blue.",
        "Good night, sleep well!", "I like music, though I can't play it yet.",
        "Sorry to hear that. Maybe an early night?", "Thank you, that's kind of you.", "Glad you liked it!",
        "No, I'm a computer program: your home assistant.",
        "I can set timers, alarms and reminders, control the lights, keep lists and tell you the time.",
        "I don't have a birthday, but I'm happy to help with yours.",
        "I'm sorry you're feeling lonely. Would you like to chat for a while?",
    ],
    "general_knowledge": [
        "The capital of Norway is Oslo.", "A beetle has six legs.", "Beatrix Potter wrote it.",
        "Jupiter is the largest planet.", "People first landed on the moon in 1969.",
        "Mount Everest is the highest mountain.", "A tadpole grows into a frog.",
        "The blue whale is the biggest animal.", "We need oxygen to breathe.", "A grown-up has 32 teeth.",
        "The capital of Austria is Vienna.", "A baby cow is called a calf.", "The giraffe has the longest neck.",
        "The pyramids of Giza are in Egypt.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit blorps.",
        "I can't convert kilograms to kilometres: one is a weight, the other a length.",
        "Hogwarts is fictional, so I don't know its time.", "13:75 isn't a valid time.",
        "A timer must be at least one second. For how long?", "February 30 doesn't exist.",
        "I've added basil to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
# Wrong on purpose, case by case: the value a careless reader would give (a twelve-hour slip, the thing a correction
# ruled out, off by a day, a wrong factor, the wrong timer / alarm / reminder / item / light...). Each must fail.
NEAR_MISS = {
    ("time_date", 0): "It's 10:35.", ("time_date", 2): "It's Wednesday.", ("time_date", 3): "It's November.",
    ("time_date", 4): "It's 2025.", ("time_date", 5): "No, it's afternoon.", ("time_date", 6): "It's 10:25.",
    ("time_date", 8): "Today is Monday.", ("time_date", 9): "It's the 2nd of December.",
    ("time_date", 10): "Noon is in 2 hours and 35 minutes.", ("time_date", 11): "Yes, it's the second of December.",
    ("time_date", 12): "Your sister is right: it's Saturday.", ("time_date", 13): "Today is November 30.",
    ("date_arithmetic", 0): "Tomorrow is December 3.", ("date_arithmetic", 1): "This coming Monday is December 14.",
    ("date_arithmetic", 2): "30 days.", ("date_arithmetic", 3): "The 20th is a Saturday.",
    ("date_arithmetic", 4): "Yesterday was Sunday.", ("date_arithmetic", 5): "It will be January 14.",
    ("date_arithmetic", 6): "74 days.", ("date_arithmetic", 7): "It will be December 21.",
    ("date_arithmetic", 8): "The 31st is a Wednesday.", ("date_arithmetic", 9): "15 days.",
    ("date_arithmetic", 10): "Friday week is December 4.", ("date_arithmetic", 11): "The 12th is a Saturday.",
    ("date_arithmetic", 12): "18 days.", ("date_arithmetic", 13): "January 1 is a Thursday.",
    ("world_time", 0): "In Dubai it's 1:25 pm.", ("world_time", 2): "In Chicago it's 4:25 pm.",
    ("world_time", 3): "In Auckland it's 10:25 pm.", ("world_time", 4): "In Cairo it's 1:25 pm.",
    ("world_time", 6): "In Buenos Aires it's 7:25 pm.", ("world_time", 7): "In Lagos it's 10:25 am.",
    ("world_time", 8): "In Vancouver it's 2:25 pm.", ("world_time", 9): "In Adelaide it's 8:25 pm.",
    ("world_time", 10): "In Karachi it's 3:25 pm.", ("world_time", 11): "In Manila it's 6:25 pm.",
    ("world_time", 12): "It's too late, it's the middle of the night.", ("world_time", 13): "Tehran is 3 hours ahead.",
    ("math", 0): "12 times 13 is 144.", ("math", 1): "15 percent of 80 is 8.", ("math", 2): "360 divided by 8 is 40.",
    ("math", 3): "256 plus 389 is 635.", ("math", 4): "900 minus 475 is 525.", ("math", 6): "6 times 8 is 56.",
    ("math", 8): "That's 15 pounds.", ("math", 10): "9 times 7 is 63.", ("math", 11): "That's 32 pounds each.",
    ("math", 13): "Half of 130 is 260.",
    ("units", 0): "3 ounces is about 90 grams.", ("units", 1): "15 kilometres is about 24.14 miles.",
    ("units", 2): "50 centimetres is about 127 inches.", ("units", 3): "200 °C is 360 °F.",
    ("units", 4): "A pint is 500 millilitres.", ("units", 5): "5 kilograms is about 2.27 pounds.",
    ("units", 6): "3 metres is about 0.91 feet.", ("units", 7): "250 grams is about 7,087 ounces.",
    ("units", 8): "350 °F is about 662 °C.", ("units", 9): "2 gallons is 2 litres.",
    ("units", 10): "Six feet is about 15.24 centimetres.", ("units", 11): "20 miles is about 32.19 kilometres.",
    ("units", 12): "6 weeks have 42 days.", ("units", 13): "12 pounds is about 26.46 kilograms.",
    ("random", 1): "You rolled a 7.", ("random", 2): "I picked 51.", ("random", 3): "I picked 21.",
    ("random", 4): "You rolled a 14.", ("random", 5): "I picked 99.", ("random", 9): "You rolled a 13.",
    ("random", 10): "Let's have pizza.", ("random", 11): "I picked 5.", ("random", 12): "You rolled an 8.",
    ("random", 13): "I picked 101.",
    ("spelling", 0): "Occasionally is spelled O-C-C-A-S-S-I-O-N-A-L-L-Y.",
    ("spelling", 1): "Separate is spelled S-E-P-E-R-A-T-E.", ("spelling", 3): "February is spelled F-E-B-U-A-R-Y.",
    ("spelling", 5): "Receipt is spelled R-E-C-I-E-P-T.", ("spelling", 6): "It's spelled D-E-F-I-N-A-T-E-L-Y.",
    ("spelling", 8): "Mischievous is spelled M-I-S-C-H-I-E-V-I-O-U-S.",
    ("spelling", 10): "Weather is spelled W-E-A-T-H-E-R.", ("spelling", 12): "Knife is spelled N-I-F-E.",
    ("spelling", 13): "It's collegue.", ("spelling", 4): "It's spelled broccoli.",
    ("timers", 1): "Okay, timer set for 20 minutes.", ("timers", 2): "Okay, rice timer set for 50 minutes.",
    ("timers", 3): "Okay, chicken timer set for 25 minutes.",
    ("timers", 4): "The chicken timer has 34 minutes left.", ("timers", 5): "You have a rice timer.",
    ("timers", 6): "Rice timer cancelled.", ("timers", 7): "Okay, timer set for 40 minutes.",
    ("timers", 10): "Okay, timer set for 5 minutes.", ("timers", 11): "I can't change that timer.",
    ("timers", 12): "Okay, timer set.", ("timers", 13): "Okay, timer set for 80 minutes.",
    ("alarms", 1): "Okay, alarm set for 6:30 pm.", ("alarms", 2): "Okay, alarm set for 7 pm.",
    ("alarms", 3): "Okay, alarm set for 2:30 am.", ("alarms", 4): "Okay, alarm set for 8 am on Sunday.",
    ("alarms", 5): "You have alarms at 6:30 am and 7 am.", ("alarms", 6): "The 6:30 am alarm is cancelled.",
    ("alarms", 7): "Okay, alarm set for 9:15 pm.", ("alarms", 8): "Okay, alarm set for 5 pm.",
    ("alarms", 9): "Okay, alarm set for 7:10 am.", ("alarms", 10): "Okay, alarm set for 6 am.",
    ("alarms", 12): "Okay, alarm set for 8:20 pm.", ("alarms", 13): "No, you have no alarm on Saturday.",
    ("reminders", 1): "Okay, I'll remind you to call the plumber at 3 am.",
    ("reminders", 2): "Okay, I'll remind you to pick up the kids at 3:15 am.",
    ("reminders", 3): "Okay, I'll remind you to hang the washing out.",
    ("reminders", 4): "Okay, I'll remind you to pay the council tax tomorrow at 9 pm.",
    ("reminders", 5): "Your reminders: the plumber, the kids and the washing.",
    ("reminders", 6): "Okay, the council tax reminder is cancelled.",
    ("reminders", 7): "Okay, I'll remind you to feed the cat at 6 am.",
    ("reminders", 8): "Okay, I'll remind you to ring the bank at 10:25 am.",
    ("reminders", 9): "Okay, I'll remind you about your vitamins at 8 pm.",
    ("reminders", 11): "Okay, I'll remind you to call mum at 5 pm.",
    ("reminders", 12): "Okay, I'll remind you about the parcel at 1 pm.",
    ("reminders", 13): "No, there's no reminder about the cat.",
    ("lists", 0): "Your to-do list is cleared.", ("lists", 1): "Your shopping list is now empty.",
    ("lists", 2): "I couldn't add butter.", ("lists", 3): "I've added bananas to your shopping list.",
    ("lists", 5): "You have unsalted butter, bananas and coffee on your shopping list.",
    ("lists", 6): "Bananas are on your shopping list.", ("lists", 8): "No, coffee isn't on your list.",
    ("lists", 10): "I've added tomatoes to your shopping list.", ("lists", 11): "I've added something.",
    ("lists", 12): "I've added rice and butter to your shopping list.",
    ("lists", 13): "Oh no, what a shame.",
    ("lights", 0): "Okay, the kitchen light is off.", ("lights", 1): "Okay, the living room light is on.",
    ("lights", 2): "The living room light is at 13%.", ("lights", 3): "The kitchen light is at 16%.",
    ("lights", 4): "No, the living room light is off.", ("lights", 6): "The kitchen light is at 50%.",
    ("lights", 7): "Okay, the kitchen light is on.", ("lights", 8): "Okay, the living room light is off.",
    ("lights", 10): "Okay, the kitchen light is on.", ("lights", 11): "Okay, the kitchen light is off.",
    ("lights", 12): "Okay, the kitchen light is off.", ("lights", 13): "Okay, the garage light is on.",
    ("weather", 0): "It's sunny and 14 degrees today.", ("weather", 1): "No rain tomorrow.",
    ("weather", 5): "It's 18 degrees in Madrid.", ("weather", 11): "It's 10:25.",
    ("volume", 0): "Okay, I'll be quieter.", ("volume", 12): "Okay, timer set for 5 minutes.",
    ("unsupported", 0): "Playing Radio 2.", ("unsupported", 2): "Okay, the kettle is on.",
    ("unsupported", 4): "You have 1,250 pounds.", ("unsupported", 9): "It's 2-1 to the home side.",
    ("unsupported", 11): "Your parcel is out for delivery.", ("unsupported", 12): "Okay, the kitchen light is off.",
    ("chit_chat", 10): "Yes, I'm a real person.", ("chit_chat", 11): "I can set timers.",
    ("general_knowledge", 0): "The capital of Norway is Stockholm.", ("general_knowledge", 1): "A beetle has eight legs.",
    ("general_knowledge", 2): "Roald Dahl wrote it.", ("general_knowledge", 3): "Saturn is the largest.",
    ("general_knowledge", 4): "People first landed on the moon in 1972.",
    ("general_knowledge", 6): "A tadpole grows into a fish.", ("general_knowledge", 9): "A grown-up has 28 teeth.",
    ("general_knowledge", 10): "The capital of Germany is Berlin.", ("general_knowledge", 11): "A baby cow is a kid.",
    ("general_knowledge", 13): "The pyramids of Giza are in Mexico.",
    ("bad_input", 0): "9 to the power of 99999999 is 81.", ("bad_input", 1): "42 divided by 0 is 0.",
    ("bad_input", 2): "3 blorps is 3 grams.", ("bad_input", 3): "10 kilograms is 10 kilometres.",
    ("bad_input", 4): "In Hogwarts it's 10:25 am.", ("bad_input", 5): "Okay, alarm set for 1:15 pm.",
    ("bad_input", 6): "Okay, timer set.", ("bad_input", 7): "February 30 is a Tuesday.",
    ("bad_input", 8): "I've added <i>basil</i> to your shopping list.",
    ("bad_input", 9): "I've added " + requests_holdout12.LONG_ITEM[4:-21] + " to your shopping list.",
    ("bad_input", 10): "The living room light is at -20%.", ("bad_input", 11): "I'm not sure about that.",
}


def main() -> int:
    return check(requests_holdout12.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
