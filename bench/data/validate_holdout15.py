"""Checks the sealed holdout15 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout15.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout15.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout15
from validate_set import check

from gpt_home.agent.guard import KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25.", "We're in December.", "It's the 1st.", "It's 2026.", "Today is Tuesday.",
        "Today is Tuesday, December 1, 2026.", "Yes, it's 10:25 am.", "It's 10:25, hurry along.",
        "It's Tuesday.", "It's 10:25.", "No, it's only Tuesday.", "35 minutes until eleven o'clock.",
        "It's December now.", "Today is December 1.",
    ],
    "date_arithmetic": [
        "Ten days from today is Friday, December 11.", "Christmas Eve is a Thursday this year.",
        "334 days until Halloween next year.", "Three weeks ago was Tuesday, November 10.",
        "The 1st of March 2027 is a Monday.", "There are 30 more days of 2026 after today.",
        "100 days from today is Thursday, March 11, 2027.", "24 sleeps till Christmas.",
        "A week on Friday is Friday, December 11.", "Yesterday was Monday, November 30.",
        "21 days until the 22nd.", "The 5th of January is a Tuesday and the 5th of February is a Friday.",
        "That's 104 days away.", "The day after tomorrow is Thursday, December 3.",
    ],
    "world_time": [
        "In Nairobi it's 1:25 pm.", "In Seoul it's 7:25 pm.", "In Lima it's 5:25 am.", "In Athens it's 12:25 pm.",
        "In Denver it's 3:25 am.", "In Kathmandu it's 4:10 pm.", "In Auckland it's 11:25 pm.",
        "In Mumbai it's 3:55 pm.", "In Mexico City it's 4:25 am.", "In Bangkok it's 5:25 pm.",
        "In Lisbon it's 10:25 am.", "In Honolulu it's 12:25 am and in Perth it's 6:25 pm.",
        "Yes, it's 2:25 am in Vancouver.", "Dubai is 4 hours ahead: it's 2:25 pm there.",
    ],
    "math": [
        "47 times 23 is 1081.", "12 percent of 250 is 30.", "1,728 divided by 12 is 144.", "389 plus 476 is 865.",
        "5000 minus 2,368 is 2,632.", "15 squared is 225.", "The square root of 361 is 19.", "6 times 8 is 48.",
        "That's 68 pounds.", "300 divided by 4 is 75.", "36 plus 28 is 64.", "That's 21 pounds each.",
        "Double 45 is 90.", "20 percent of 160 is 32.",
    ],
    "units": [
        "7 kilograms is about 15.43 pounds.", "3 feet is 91.44 centimetres.", "26.2 miles is about 42.16 kilometres.",
        "30 °C is 86 °F.", "3 pounds is 48 ounces.", "100 kilometres is about 62.14 miles.",
        "6 ounces is about 170.1 grams.", "180 centimetres is about 5.91 feet.", "A 5k run is 5,000 metres.",
        "200 °F is about 93.3 °C.", "12 inches is 30.48 centimetres.",
        "A day has 1,440 minutes and a fortnight has 336 hours.", "2 pounds is about 907 grams.",
        "50 feet is 15.24 metres.",
    ],
    "random": [
        "Tails.", "You rolled a 3.", "I picked 27.", "I picked 143.", "You rolled 2, 5 and 6: 13 in total.",
        "I picked 4.", "You rolled a 9.", "Heads.", "I picked 11.", "You rolled 8.", "I picked 6.",
        "Heads, and the die shows 2.", "Let's watch a film.", "I picked 43.",
    ],
    "spelling": [
        "Gorgeous is spelled G-O-R-G-E-O-U-S.", "Lieutenant is spelled L-I-E-U-T-E-N-A-N-T.",
        "Pharaoh is spelled P-H-A-R-A-O-H.", "Definitely is spelled D-E-F-I-N-I-T-E-L-Y.",
        "Questionnaire is spelled Q-U-E-S-T-I-O-N-N-A-I-R-E.", "Millennium is spelled M-I-L-L-E-N-N-I-U-M.",
        "Bureaucratic is spelled B-U-R-E-A-U-C-R-A-T-I-C.", "Cappuccino is spelled C-A-P-P-U-C-C-I-N-O.",
        "Liaison is spelled L-I-A-I-S-O-N.", "Guarantee is spelled G-U-A-R-A-N-T-E-E.",
        "Effect is spelled E-F-F-E-C-T.", "Wednesday is spelled W-E-D-N-E-S-D-A-Y.",
        "Chrysanthemum is spelled C-H-R-Y-S-A-N-T-H-E-M-U-M.", "Beautiful is spelled B-E-A-U-T-I-F-U-L.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 13 minutes.", "Okay, rice timer set for 18 minutes.",
        "Okay, bread timer set for 1 hour.", "The rice timer has 17 minutes and 56 seconds left.",
        "You have a 13-minute timer, a rice timer and a bread timer.", "Bread timer cancelled.",
        "Okay, timer set for 7 minutes.", "Okay, washing timer set for 20 minutes.", "Okay, timer set for 2 minutes.",
        "Okay, timer set for 10 minutes.", "For how long?", "Okay, timer set for 8 minutes.",
        "Okay, I've added 5 minutes to the rice timer.",
    ],
    "alarms": [
        "All alarms cancelled.", "Okay, alarm set for 6:20 am.", "Okay, alarm set for 7:50 am tomorrow.",
        "Okay, alarm set for 2:20 pm.", "Okay, alarm set for Saturday at 9:30 am.",
        "You have alarms at 6:20 am, 7:50 am tomorrow, 2:20 pm and Saturday at 9:30 am.",
        "The 2:20 pm alarm is cancelled.", "Okay, alarm set for 6:45 am tomorrow.",
        "Okay, alarm set for Sunday at 8:30 am.", "Okay, alarm set for 10 pm.", "Okay, alarm set for 6:05 am.",
        "For what time?", "Okay, alarm set for 6:30 am.", "Yes, you have an alarm on Saturday at 9:30 am.",
    ],
    "reminders": [
        "All reminders deleted.", "Okay, I'll remind you to water the plants at 4 pm.",
        "Okay, I'll remind you to call the vet tomorrow at 10 am.",
        "Okay, I'll remind you to take the cake out at 10:55 am.",
        "Okay, I'll remind you to pay the electricity bill on Friday at noon.",
        "Your reminders: water the plants at 4 pm, call the vet tomorrow at 10 am, take the cake out at 10:55 am "
        "and pay the electricity bill on Friday at noon.",
        "Okay, the reminder to call the vet is deleted.", "Okay, I'll remind you to put the bins out at 8 pm.",
        "Okay, I'll remind you to ring grandma at 5:30 pm.", "Okay, I'll remind you to take your tablets at 11:25 am.",
        "Okay, I'll remind you to email the school at 2 pm.", "What should I remind you about?",
        "Okay, I'll remind you to pick up the parcel at 3 pm.",
        "Yes, you have a reminder to water the plants at 4 pm.",
    ],
    "lists": [
        "Your shopping list is now empty.", "Your to-do list is cleared.",
        "I've added eggs, flour and sugar to your shopping list.", "I've added bananas to your shopping list.",
        "You have eggs, flour, sugar and bananas on your shopping list.",
        "I've removed flour from your shopping list.", "I've added clean the gutters to your to-do list.",
        "I've added coffee to your shopping list.", "Yes, sugar is on your shopping list.",
        "I've added kitchen roll to your shopping list.", "I've added blueberries to your shopping list.",
        "I've added cheese and removed bananas from your shopping list.", "What should I add?",
        "Shall I add nappies to your shopping list?",
    ],
    "lights": [
        "Okay, the living room light is on.", "Okay, the kitchen light is off.", "The kitchen light is at 40%.",
        "The living room light is at 70%.", "Yes, the kitchen light is on at 40%.", "Okay, all lights are on.",
        "Okay, the living room light is off.", "Okay, the kitchen light is on.", "Okay, the kitchen light is off.",
        "Okay, the living room light is on.", "Okay, the living room light is off.",
        "Okay, the living room light is at 30% and the kitchen light is on.", "Okay, the kitchen light is on.",
        "I can't find a hallway light; I can control the kitchen and living room lights.",
    ],
    "weather": [_POINTER] * 10 + [
        "I can't get the weather for Cardiff offline.",
        "Okay, the kitchen light is on. For the forecast, set a weather location on the settings page.",
        _POINTER, _POINTER],
    "volume": [_MIXER] * 11 + ["Okay, the kitchen light is on. " + _MIXER] + [_MIXER] * 2,
    "unsupported": [
        "I can't play podcasts.", "I can't make calls.", "I can't book restaurants.", "I can't send emails.",
        "I can't order taxis.", "I can't control a door lock.", "I can't control a tumble dryer.",
        "I can't play music yet.", "I can't make calls, sorry.", "I can't buy things online.",
        "I can't control a thermostat, but the kitchen light is off.", "I can't get live scores offline.",
        "I can't make video calls.", "I can't control curtains.",
    ],
    "chit_chat": [
        "Hi! I'm well, and you?", "Yes, a good day so far, thank you.", "You're welcome, glad it helped.",
        "I'm your home assistant; I don't have another name.", "Bye for now, take care.",
        "I can set timers, alarms and reminders, keep lists, control the lights and tell you the time.",
        "Why did the scarecrow win a prize? He was outstanding in his field.", "Evening! All fine here.",
        "Cheers, happy to help.", "Sorry to hear that, put your feet up.",
        "No, I'm a computer program, your home assistant.", "Penguins are lovely; I like owls.",
        "Congratulations, grandma!", "Yes, I understand you well.",
    ],
    "general_knowledge": [
        "The capital of Argentina is Buenos Aires.", "A beetle has six legs.", "Charlotte Brontë wrote Jane Eyre.",
        "The chemical symbol for sodium is Na.", "Mercury is the planet nearest the sun.",
        "The Nile is the longest river in Africa.", "Johannes Vermeer painted Girl with a Pearl Earring.",
        "The capital of Kenya is Nairobi.", "An octagon has eight sides.",
        "Albert Einstein came up with the theory of relativity.", "The capital of Switzerland is Bern.",
        "A baby swan is called a cygnet.", "Queen Elizabeth II was queen before King Charles.",
        "The Pacific is the biggest ocean.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit flurbs.",
        "I can't convert litres to kilometres: one is a volume, the other a distance.",
        "Camelot is a legend, so I don't know its time.", "31:40 isn't a valid time.",
        "A timer must be longer than zero. For how long?", "February 29, 2027 doesn't exist: 2027 isn't a leap year.",
        "I've added crackers to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
# Wrong on purpose, case by case: the value a careless reader would give (a twelve-hour slip, the thing a correction
# ruled out, off by a day, a wrong factor, the wrong timer / alarm / reminder / item / light...). Each must fail.
NEAR_MISS = {
    ("time_date", 0): "It's 10:52.", ("time_date", 1): "It's November.", ("time_date", 2): "It's the 2nd.",
    ("time_date", 3): "It's 2027.", ("time_date", 4): "Today is Wednesday.", ("time_date", 5): "Today is Tuesday, "
    "December 2, 2026.", ("time_date", 6): "It's 10:15.", ("time_date", 7): "It's 11:25.",
    ("time_date", 8): "It's Monday.", ("time_date", 9): "It's 10:30.", ("time_date", 10): "Yes, the weekend has "
    "started.", ("time_date", 11): "25 minutes.", ("time_date", 12): "It's still November.",
    ("time_date", 13): "Today is November 1.",
    ("date_arithmetic", 0): "Ten days from today is December 10.", ("date_arithmetic", 1): "Christmas Eve is a Friday.",
    ("date_arithmetic", 2): "333 days.", ("date_arithmetic", 3): "Three weeks ago was November 11.",
    ("date_arithmetic", 4): "It's a Sunday.", ("date_arithmetic", 5): "There are 29 days left.",
    ("date_arithmetic", 6): "100 days from today is March 10, 2027.", ("date_arithmetic", 7): "25 sleeps.",
    ("date_arithmetic", 8): "A week on Friday is December 4.", ("date_arithmetic", 9): "Yesterday was Sunday.",
    ("date_arithmetic", 10): "19 days until the 20th.",
    ("date_arithmetic", 11): "The 5th of January is a Monday and the 5th of February is a Friday.",
    ("date_arithmetic", 12): "That's 105 days away.", ("date_arithmetic", 13): "It's Wednesday.",
    ("world_time", 0): "In Nairobi it's 1:25 am.", ("world_time", 1): "In Seoul it's 7:25 am.",
    ("world_time", 2): "In Lima it's 5:25 pm.", ("world_time", 3): "In Athens it's 11:25 am.",
    ("world_time", 4): "In Denver it's 3:25 pm.", ("world_time", 5): "In Kathmandu it's 4:25 pm.",
    ("world_time", 6): "In Auckland it's 10:25 pm.", ("world_time", 7): "In Mumbai it's 3:25 pm.",
    ("world_time", 8): "In Mexico City it's 5:25 am.", ("world_time", 9): "In Bangkok it's 6:25 pm.",
    ("world_time", 10): "In Lisbon it's 1:25 pm.",
    ("world_time", 11): "In Honolulu it's 12:25 pm and in Perth it's 6:25 pm.",
    ("world_time", 12): "No, it's 2:25 in the afternoon there.", ("world_time", 13): "Dubai is 3 hours ahead.",
    ("math", 0): "47 times 23 is 1071.", ("math", 1): "12 percent of 250 is 25.", ("math", 2): "It's 124.",
    ("math", 3): "389 plus 476 is 855.", ("math", 4): "5000 minus 2,368 is 3,632.", ("math", 5): "15 squared is 30.",
    ("math", 6): "The square root of 361 is 21.", ("math", 7): "6 times 8 is 42.", ("math", 8): "That's 78 pounds.",
    ("math", 9): "It's 70.", ("math", 10): "36 plus 18 is 54.", ("math", 11): "That's 20 pounds each.",
    ("math", 12): "Double 45 is 80.", ("math", 13): "That makes 30.",
    ("units", 0): "7 kilograms is about 3.18 pounds.", ("units", 1): "3 feet is 36 centimetres.",
    ("units", 2): "26.2 miles is about 16.28 kilometres.", ("units", 3): "30 °C is 54 °F.",
    ("units", 4): "3 pounds is 36 ounces.", ("units", 5): "100 kilometres is about 160.9 miles.",
    ("units", 6): "6 ounces is about 150 grams.", ("units", 7): "180 centimetres is about 6.5 feet.",
    ("units", 8): "A 5k run is 500 metres.", ("units", 9): "200 °F is about 111 °C.",
    ("units", 10): "10 inches is 25.4 centimetres.",
    ("units", 11): "A day has 1,440 minutes and a fortnight has 168 hours.", ("units", 12): "About 1,000 grams.",
    ("units", 13): "50 feet is 16.4 metres.",
    ("random", 0): "It landed on the floor.", ("random", 1): "You rolled a 7.", ("random", 2): "I picked 51.",
    ("random", 3): "I picked 99.", ("random", 4): "You rolled 19.", ("random", 5): "I picked 6.",
    ("random", 6): "You rolled an 11.", ("random", 7): "You lose, bins are yours.", ("random", 8): "I picked 13.",
    ("random", 9): "You rolled a 1.", ("random", 10): "I picked 15.", ("random", 11): "Heads.",
    ("random", 12): "Let's go for a walk.", ("random", 13): "I picked 46.",
    ("spelling", 0): "It's spelled G-O-R-G-O-U-S.", ("spelling", 1): "It's spelled L-E-I-U-T-E-N-A-N-T.",
    ("spelling", 2): "It's spelled P-H-A-R-O-A-H.", ("spelling", 3): "It's spelled D-E-F-I-N-A-T-E-L-Y.",
    ("spelling", 4): "It's spelled Q-U-E-S-T-I-O-N-A-I-R-E.", ("spelling", 5): "It's spelled M-I-L-L-E-N-I-U-M.",
    ("spelling", 6): "It's spelled B-E-A-U-R-O-C-R-A-T-I-C.", ("spelling", 7): "It's spelled C-A-P-U-C-C-I-N-O.",
    ("spelling", 8): "It's spelled L-I-A-S-O-N.", ("spelling", 9): "It's spelled G-U-A-R-E-N-T-E-E.",
    ("spelling", 10): "Affect is spelled A-F-F-E-C-T.", ("spelling", 11): "It's spelled W-E-N-S-D-A-Y.",
    ("spelling", 12): "It's spelled C-H-R-Y-S-A-N-T-H-E-M-E-M.", ("spelling", 13): "It's spelled B-E-A-T-I-F-U-L.",
    ("timers", 0): "Okay, timer set.", ("timers", 1): "Okay, timer set for 30 minutes.",
    ("timers", 2): "Okay, rice timer set for 8 minutes.", ("timers", 3): "Okay, bread timer set for 1 minute.",
    ("timers", 4): "The rice timer has 13 minutes left.", ("timers", 5): "You have a rice timer and a 13-minute timer.",
    ("timers", 6): "Rice timer cancelled.", ("timers", 7): "Okay, timer set for 70 minutes.",
    ("timers", 8): "Okay, washing timer set for 2 minutes.", ("timers", 9): "Okay, timer set for 20 minutes.",
    ("timers", 10): "Okay, timer set for 15 minutes.", ("timers", 11): "Okay, timer set.",
    ("timers", 12): "Okay, timer set for 18 minutes.", ("timers", 13): "I've added 5 minutes to the bread timer.",
    ("alarms", 0): "Okay, alarm set.", ("alarms", 1): "Okay, alarm set for 6:20 pm.",
    ("alarms", 2): "Okay, alarm set for 7:50 pm tomorrow.", ("alarms", 3): "Okay, alarm set for 2:20 am.",
    ("alarms", 4): "Okay, alarm set for Sunday at 9:30 am.", ("alarms", 5): "You have alarms at 6:20 am and 7:50 am.",
    ("alarms", 6): "The 6:20 am alarm is cancelled.", ("alarms", 7): "Okay, alarm set for 6:15 am tomorrow.",
    ("alarms", 8): "Okay, alarm set for Sunday at 8 am.", ("alarms", 9): "Okay, alarm set for 10 am.",
    ("alarms", 10): "Okay, alarm set for 5:50 am.", ("alarms", 11): "Okay, alarm set.",
    ("alarms", 12): "Okay, alarm set for 6:30 pm.", ("alarms", 13): "No, there's no alarm on Saturday.",
    ("reminders", 0): "Okay, reminder set.", ("reminders", 1): "Okay, I'll remind you to water the plants at 4 am.",
    ("reminders", 2): "Okay, I'll remind you to call the vet tomorrow at 10 pm.",
    ("reminders", 3): "Okay, I'll remind you to take the cake out at 10:30 am.",
    ("reminders", 4): "Okay, I'll remind you to pay the electricity bill on Thursday at noon.",
    ("reminders", 5): "Your reminders: water the plants, call the vet and pay the electricity bill.",
    ("reminders", 6): "Okay, the reminder to water the plants is deleted.",
    ("reminders", 7): "Okay, I'll remind you to put the bins out at 8 am.",
    ("reminders", 8): "Okay, I'll remind you to ring grandma at 5:30 am.",
    ("reminders", 9): "Okay, I'll remind you to take your tablets at 10:35 am.",
    ("reminders", 10): "Okay, I'll remind you to email the school at 1 pm.", ("reminders", 11): "Okay, reminder set.",
    ("reminders", 12): "Okay, I'll remind you to pick up the parcel at 3 am.",
    ("reminders", 13): "No, there's no reminder about the plants.",
    ("lists", 0): "Your to-do list is cleared.", ("lists", 1): "Your shopping list is cleared.",
    ("lists", 2): "I've added eggs and flour to your shopping list.", ("lists", 3): "I couldn't add bananas.",
    ("lists", 4): "You have eggs, flour and sugar on your shopping list.",
    ("lists", 5): "I've added flour to your shopping list.", ("lists", 6): "I've added gutters to your to-do list.",
    ("lists", 7): "Coffee is great.", ("lists", 8): "No, sugar isn't on your list.",
    ("lists", 9): "I've added kitchen to your shopping list.", ("lists", 10): "I've added grapes to your shopping list.",
    ("lists", 11): "I've added cheese and take the bananas off the list to your shopping list.",
    ("lists", 12): "I've added something to your shopping list.", ("lists", 13): "Babies do need lots of nappies.",
    ("lights", 0): "Okay, the living room light is off.", ("lights", 1): "Okay, the kitchen light is on.",
    ("lights", 2): "The kitchen light is at 4%.", ("lights", 3): "The living room light is at 17%.",
    ("lights", 4): "No, the kitchen light is off.", ("lights", 5): "Okay, the kitchen light is on.",
    ("lights", 6): "Okay, the living room light is on.", ("lights", 7): "Okay, the living room light is on.",
    ("lights", 8): "Okay, the kitchen light is on.", ("lights", 9): "Okay, the kitchen light is on.",
    ("lights", 10): "Okay, the kitchen light is off.", ("lights", 11): "Okay, the living room light is at 30%.",
    ("lights", 12): "Okay, the living room light is on.", ("lights", 13): "Okay, the hallway light is on.",
    ("weather", 0): "It's sunny and 9 degrees.", ("weather", 1): "Yes, showers after 2 pm.",
    ("weather", 2): "It's 6 degrees.", ("weather", 3): "Dry and bright all weekend.",
    ("weather", 4): "Gusts of 40 mph tomorrow.", ("weather", 5): "No snow on Thursday.",
    ("weather", 6): "It'll drop to minus 2.", ("weather", 7): "No umbrella needed.",
    ("weather", 8): "Perfect drying weather.", ("weather", 9): "Fine for the park.",
    ("weather", 10): "It's drizzling in Cardiff.", ("weather", 11): "Okay, the kitchen light is on.",
    ("weather", 12): "Yes, wear your big coat, it's freezing.", ("weather", 13): "Tomorrow is cloudy.",
    ("volume", 0): "Okay, volume up.", ("volume", 1): "Okay, quieter.", ("volume", 2): "Volume set to 4.",
    ("volume", 3): "Okay, speaker silenced.", ("volume", 4): "It's at medium.", ("volume", 5): "OKAY, LOUDER.",
    ("volume", 6): "Volume set to 80 percent.", ("volume", 7): "Okay, louder.", ("volume", 8): "Shh, done.",
    ("volume", 9): "Okay, toned down.", ("volume", 10): "Okay, turned up.",
    ("volume", 11): "Okay, the kitchen light is on.", ("volume", 12): "Okay, speaking up.",
    ("volume", 13): "Okay, quieter now.",
    ("unsupported", 0): "Playing this morning's news podcast.", ("unsupported", 1): "Calling your sister now.",
    ("unsupported", 2): "Your table for two is booked for 7 pm.", ("unsupported", 3): "Email sent to your boss.",
    ("unsupported", 4): "Your taxi arrives in 8 minutes.", ("unsupported", 5): "The shed door is locked.",
    ("unsupported", 6): "The tumble dryer is running.", ("unsupported", 7): "Playing relaxing music.",
    ("unsupported", 8): "Ringing the Chinese takeaway.", ("unsupported", 9): "Printer ink ordered from Amazon.",
    ("unsupported", 10): "Okay, the thermostat is at 21 and the kitchen light is off.",
    ("unsupported", 11): "It's 2-1 at half time.", ("unsupported", 12): "Video calling your grandson.",
    ("unsupported", 13): "Okay, the curtains are open.",
    ("chit_chat", 0): KNOWLEDGE_FALLBACK_REPLY, ("chit_chat", 4): NO_MODEL_REPLY,
    ("chit_chat", 5): "I can set timers.", ("chit_chat", 10): "Yes, there's a real person here.",
    ("chit_chat", 13): LLM_FAILED_REPLY,
    ("general_knowledge", 0): "The capital of Argentina is Cordoba.", ("general_knowledge", 1): "A beetle has eight "
    "legs.", ("general_knowledge", 2): "Emily Dickinson wrote it.", ("general_knowledge", 3): "Its symbol is So.",
    ("general_knowledge", 4): "Venus is nearest the sun.", ("general_knowledge", 5): "The Congo is the longest.",
    ("general_knowledge", 6): "Rembrandt painted it.", ("general_knowledge", 7): "The capital of Kenya is Mombasa.",
    ("general_knowledge", 8): "An octagon has six sides.", ("general_knowledge", 9): "Isaac Newton did.",
    ("general_knowledge", 10): "The capital of Austria is Vienna, and Switzerland's is Bern.",
    ("general_knowledge", 11): "A baby swan is a duckling.", ("general_knowledge", 12): "Queen Victoria.",
    ("general_knowledge", 13): "The Atlantic is the biggest ocean.",
    ("bad_input", 0): "5 to the power of 9999999999 is 25.", ("bad_input", 1): "48 divided by zero is 48.",
    ("bad_input", 2): "9 flurbs is 9 metres.", ("bad_input", 3): "3 litres is 3 kilometres.",
    ("bad_input", 4): "In Camelot it's 10:25 am.", ("bad_input", 5): "Okay, alarm set for 7:40 am.",
    ("bad_input", 6): "Okay, timer set.", ("bad_input", 7): "February 29, 2027 is a Monday.",
    ("bad_input", 8): "I've added <b>crackers</b> to your shopping list.",
    ("bad_input", 9): "I've added " + requests_holdout15.LONG_ITEM[4:-21] + " to your shopping list.",
    ("bad_input", 10): "The kitchen light is at -15%.", ("bad_input", 11): "I'm not sure about that.",
}


def main() -> int:
    return check(requests_holdout15.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
