"""Checks the sealed holdout28 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout28.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout28.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout28
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25 in the morning.", "It's Tuesday.", "Today is Tuesday, December 1, 2026.",
        "It's the morning: 10:25 am.", "It's the 1st of December.", "December has 31 days.",
        "No, it's December now.", "It's 10:25.", "It's Tuesday, so no swimming today!",
        "Today is December 1, 2026.", "It's 10:25 exactly.", "It's Tuesday, and the date is December 1, 2026.",
        "You have 35 minutes until eleven.", "It is December 2026.",
    ],
    "date_arithmetic": [
        "Eleven days on is December 12, 2026.", "Christmas Eve is a Thursday this year.",
        "There are 90 days until March 1.", "Eight days back it was November 23.", "Three days from today is Friday.",
        "New Year's Day is 31 days away, about 4 weeks.", "The coming Sunday is December 6.",
        "Burns Night is 55 days away.", "Only 2 more days until your party!",
        "A hundred days from now is March 11, 2027.", "54 days from today is January 24, 2027.",
        "December 15 is a Tuesday, 14 days away.", "You have 27 days until the 28th.",
        "Nine weeks after today is February 2, 2027.",
    ],
    "world_time": [
        "In Tashkent it's 3:25 pm.", "In Warsaw it's 11:25 am.", "In Buenos Aires it's 7:25 am.",
        "In Bangkok it's 5:25 pm.", "In Denver it's 3:25 am.", "Yes, in Istanbul it's 1:25 pm.",
        "In Darwin it's 7:55 pm.", "In New York it's 5:25 am.", "In Singapore it's 6:25 pm.",
        "In Accra it's 10:25 am.", "In Los Angeles it's 2:25 am.",
        "In Tehran it's 1:55 pm and in Kabul it's 2:55 pm.", "In Johannesburg it's 12:25 pm.",
        "In Halifax it's 6:25 am.",
    ],
    "math": [
        "73 times 28 is 2,044.", "18 percent of 450 is 81.", "7,245 divided by 35 is 207.", "That makes 7,344.",
        "9,002 minus 3,457 is 5,545.", "Nineteen squared is 361.", "A quarter of 1,260 is 315.",
        "14 times 14 is 196.", "7 times 8 is 56.", "12.5 percent of 480 is 60.", "330 minus 145 is 185.",
        "6 times 17 is 102, and 900 divided by 4 is 225.", "You can buy two loaves, with 70p to spare.",
        "You'll pay £100.80.",
    ],
    "units": [
        "13.1 miles is about 21.08 kilometres.", "9 and a half stone is about 60.33 kilos.", "22 °C is about 71.6 °F.",
        "7 inches is 17.78 centimetres.", "2 kilos is about 4.41 pounds.", "250 metres is about 820 feet.",
        "5 imperial gallons is about 22.73 litres.", "375 °F is about 190.6 °C.", "50 metres is about 54.68 yards.",
        "Half a US pint is about 236.6 millilitres.", "5 feet 4 inches is about 162.56 centimetres.",
        "A pound is about 453.59 grams, and 16 ounces.", "28 inches is 71.12 centimetres.",
        "150 pounds is about 68 kilos.",
    ],
    "random": [
        "Tails.", "You rolled 17.", "I picked 73.", "You rolled a 2 and a 5.", "Autumn.", "Green.", "I picked 4.",
        "You rolled a 3.", "Yes!", "Ellie does the washing up.", "You rolled 9.", "Heads, and your number is 2.",
        "Popcorn.", "Your number is 38.",
    ],
    "spelling": [
        "M-I-L-L-E-N-N-I-U-M.", "M-I-S-C-H-I-E-V-O-U-S.", "P-A-R-L-I-A-M-E-N-T.", "C-O-L-L-E-A-G-U-E.",
        "P-H-A-R-A-O-H.", "Y-A-C-H-T.", "O-C-C-A-S-I-O-N.", "C-U-P-B-O-A-R-D.", "D-I-N-O-S-A-U-R.",
        "G-U-A-R-A-N-T-E-E.", "W-E-A-R.", "C-O-U-G-H, then T-H-R-O-U-G-H.", "C-O-N-D-O-L-E-N-C-E-S.",
        "N-E-I-G-H-B-O-U-R.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 12 minutes.", "Okay, lasagne timer set for 50 minutes.",
        "Okay, eggs timer set for 6 minutes.", "The lasagne timer has 49 minutes and 56 seconds left.",
        "You have a 12-minute timer, a lasagne timer and an eggs timer.", "Eggs timer cancelled.",
        "Okay, timer set for 8 minutes.", "Okay, timer set for 2 minutes. Brush away!",
        "Okay, timer set for 35 minutes.", "Okay, timer set for 16 minutes.", "For how long?",
        "Okay, timer set for 22 minutes.", "Okay, I've taken 10 minutes off the lasagne timer.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:35 am tomorrow.", "Okay, alarm set for 10:45 am.",
        "Okay, alarm set for 9:20 pm.", "Okay, alarm set for Sunday at 8 am.",
        "You have alarms at 6:35 am, 10:45 am, 9:20 pm and Sunday 8 am.", "The 9:20 pm alarm is cancelled.",
        "Okay, alarm set for 5:50 am tomorrow.", "Okay, alarm set for 7:45 am.", "Okay, alarm set for 6:30 am.",
        "Okay, alarm set for 5:45 am tomorrow.", "What time should I set it for?", "Okay, alarm set for 6:40 am.",
        "Okay, alarm set for 3 pm.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to collect the dry cleaning at 4 pm.",
        "Okay, I'll remind you to take the bins out tomorrow at 7:15 am.",
        "Okay, I'll remind you to check the washing machine at 11:55 am.",
        "Okay, I'll remind you to call the plumber on Saturday at 11 am.",
        "Your reminders: the dry cleaning, the bins, the washing machine and the plumber.",
        "The bins reminder is deleted.", "Okay, I'll remind you to check the flapjacks at 10:40 am.",
        "Okay, I'll remind you to watch your cartoon at 6 pm.",
        "Okay, I'll remind you to lock the back door at 8:30 pm.",
        "Okay, I'll remind you to pick up the kids at 3 pm.",
        "Okay: feed the cat at 5 pm, and take your tablets at 9 pm.",
        "Okay, I'll remind you about your library books tomorrow at 10 am.",
        "Okay, I'll remind you about your English class on Friday at 9 am.",
    ],
    "lists": [
        "Your shopping list is cleared.", "Your to-do list is cleared.",
        "I've added rice, lentils and onions to your shopping list.", "I've added cherry tomatoes to your shopping list.",
        "You have rice, lentils, onions and tomatoes on your shopping list.",
        "I've removed onions from your shopping list.", "I've added renew my passport to your to-do list.",
        "I've added washing-up liquid to your shopping list.", "I've added strawberry jam to your shopping list.",
        "I've added teabags to your shopping list.", "I've added peaches to your shopping list.",
        "I've added butter and removed rice from your shopping list.", "What would you like to add?",
        "I've added toothpaste to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 65%.",
        "The living room light is at 12%.", "Yes, the living room light is on at 12%.", "Okay, all the lights are on.",
        "The kitchen light is at 100%.", "Okay, the living room light is off.", "Okay, the living room light is on.",
        "I've dimmed the kitchen to 70%.", "The kitchen light is at 55%.",
        "Okay, the kitchen light is off and the living room light is on.",
        "Okay, the living room light is at 100%.",
        "I can't: there's no bathroom light, only the kitchen and living room lights.",
    ],
    "weather": [
        _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER,
        "I can't get the forecast for Melbourne offline.", "Okay, the kitchen light is on. " + _POINTER, _POINTER,
        _POINTER,
    ],
    "volume": [
        _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER,
        "It's 10:25. " + _MIXER, _MIXER, _MIXER,
    ],
    "unsupported": [
        "I can't play sounds or music yet.", "I can't make phone calls.", "I can't send WhatsApp messages.",
        "I can't buy things online.", "I don't have access to your calendar.", "I can't check or control door locks.",
        "I can't control the TV.", "I can't read emails.", "I can't play music yet.", "I can't book taxis.",
        "I can't make calls or video calls.", "Okay, the kitchen light is off, but I can't play music yet.",
        "I can't get football results: I'm offline.", "I can't pay bills. Your energy supplier can help.",
    ],
    "chit_chat": [
        "I'm doing well, thanks for asking!", "Why don't penguins fly? They're not tall enough to be pilots.",
        "I don't eat, but chips sound popular.",
        "I can set timers, alarms and reminders, keep lists, control the lights, tell the time and do sums.",
        "No, I'm a voice assistant: a computer program, not a person.", "You're welcome, glad it helped!",
        "No, I don't sleep: I'm always here.", "Glad you liked it!", "I think dogs are great. Biscuit is a lovely name!",
        "Sorry to hear that. I hope the day gets better.",
        "Hi! I can set timers and alarms, keep lists, control the lights and do sums.",
        "Congratulations to your grandson!", "I'm sorry you feel lonely. I'm here if you want to talk.",
        "Hello Maria! Yes, let's practise together.",
    ],
    "general_knowledge": [
        "The capital of Portugal is Lisbon.", "Leonardo da Vinci painted the Last Supper.", "A normal guitar has six strings.",
        "Venus is the hottest planet.", "Plants take in carbon dioxide.", "A football team has eleven players on the pitch.",
        "Julia Donaldson wrote The Gruffalo.", "Mount Everest is the highest mountain.", "A baby kangaroo is a joey.",
        "A day has 24 hours.", "The capital of New Zealand is Wellington.", "The giraffe is the tallest animal.",
        "Mars is the red planet.", "In Japan they speak Japanese.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't share between zero children: dividing by zero isn't possible.", "I don't know the unit blorps.",
        "I can't convert kilograms to hours.", "I don't know a place called Atlantis.", "27:45 isn't a valid time.",
        "A timer needs to be longer than zero. For how long?", "April only has 30 days.",
        "I've added feta to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "It's Wednesday.", "Today is Tuesday, December 1, 2025.", "It's the afternoon.",
        "It's the 2nd of December.", "December has 30 days.", "Yes, it's still November.", "It's 11:25.",
        "It's Wednesday, swimming day!", "Today is the 30th of November.", "It's 10:10.", "It's Tuesday.",
        "You have 25 minutes.", "It is November 2026.",
    ],
    "date_arithmetic": [
        "It will be December 11.", "Christmas Eve is a Wednesday.", "89 days.", "It was November 24.",
        "It's Thursday.", "About 5 weeks.", "It's December 7.", "56 days.", "3 days!", "It's March 10, 2027.",
        "45 days from today is January 15, 2027.", "It's a Wednesday, 15 days away.", "28 days.",
        "It's January 31, 2027.",
    ],
    "world_time": [
        "In Tashkent it's 2:25 pm.", "In Warsaw it's 10:25 am.", "In Buenos Aires it's 8:25 am.",
        "In Bangkok it's 6:25 pm.", "In Denver it's 4:25 am.", "In Istanbul it's 12:25 pm.",
        "In Darwin it's 8:25 pm.", "In New York it's 6:25 am.", "In Singapore it's 7:25 pm.",
        "In Accra it's 11:25 am.", "In Chicago it's 4:25 am.", "In Tehran it's 1:55 pm.",
        "In Johannesburg it's 11:25 am.", "In Halifax it's 5:25 am.",
    ],
    "math": [
        "That's 2,024.", "That's 18.", "That's 217.", "That's 7,244.", "That's 6,545.", "That's 38.", "That's 630.",
        "That's 186.", "That's 54.", "That's 6.", "That's 475.", "6 times 17 is 102.", "About 2.48 loaves.",
        "You'll pay £101.",
    ],
    "units": [
        "13.1 miles is 8.14 kilometres.", "9 and a half stone is 133 kilos.", "22 °C is 40 °F.",
        "7 inches is 2.76 centimetres.", "2 kilos is 0.91 pounds.", "250 metres is 76.2 feet.",
        "5 gallons is 18.93 litres.", "375 °F is 707 °C.", "50 metres is 45.72 yards.",
        "Half a pint is 284 millilitres.", "5 feet is 152.4 centimetres.", "A pound is 453.59 grams.",
        "28 inches is 11.02 centimetres.", "150 pounds is 330 kilos.",
    ],
    "random": [
        "It's a coin.", "You rolled 21.", "I picked 91.", "You rolled 7.", "Tuesday.", "Yellow.", "I picked 6.",
        "You rolled a 7.", "Maybe.", "Mum does the washing up.", "You rolled 1.", "Heads.", "Crackers.",
        "Your number is 50.",
    ],
    "spelling": [
        "M-I-L-E-N-I-U-M.", "M-I-S-C-H-I-E-V-I-O-U-S.", "P-A-R-L-E-M-E-N-T.", "C-O-L-E-A-G-U-E.", "P-H-A-R-O-A-H.",
        "Y-A-T-C-H.", "O-C-A-S-S-I-O-N.", "C-U-B-B-O-R-D.", "D-I-N-A-S-A-W.", "G-A-R-A-N-T-E-E.",
        "W-H-E-R-E.", "C-O-U-G-H, then T-H-R-U.", "C-O-N-D-O-L-E-N-S-E-S.", "N-E-I-B-O-R.",
    ],
    "timers": [
        "You have three timers.", "Okay, timer set for 21 minutes.", "Okay, lasagne timer set for 15 minutes.",
        "Okay, eggs timer set for 60 minutes.", "The lasagne timer has 6 minutes left.",
        "You have a lasagne timer.", "Lasagne timer cancelled.", "Okay, timer set for 18 minutes.",
        "Okay, timer set for 20 minutes.", "Okay, timer set for 53 minutes.", "Okay, timer set for 15 minutes.",
        "Okay, timer set.", "Okay, timer set for 20 minutes.", "I've added 10 minutes to the lasagne timer.",
    ],
    "alarms": [
        "You have four alarms.", "Okay, alarm set for 6:35 pm.", "Okay, alarm set for 11:15 am.",
        "Okay, alarm set for 9:20 am.", "Okay, alarm set for Saturday at 8 am.",
        "You have alarms at 6:35 am and 10:45 am.", "The 6:35 am alarm is cancelled.",
        "Okay, alarm set for 6:10 am.", "Okay, alarm set for 7:45 pm.", "Okay, alarm set for 5:30 am.",
        "Okay, alarm set for 5:30 am.", "Okay, alarm set.", "Okay, alarm set for 7:20 am.",
        "Okay, alarm set for 3 am.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to collect the dry cleaning at 4 am.",
        "Okay, I'll remind you to take the bins out tomorrow at 7:15 pm.",
        "Okay, I'll remind you to check the washing machine at 10:55 am.",
        "Okay, I'll remind you to call the plumber on Friday at 11 am.",
        "Your reminders: the dry cleaning and the bins.", "The plumber reminder is deleted.",
        "Okay, I'll remind you to check the flapjacks at 10:55 am.",
        "Okay, I'll remind you to watch your cartoon at 6 am.",
        "Okay, I'll remind you to lock the back door at 8:30 am.",
        "Okay, I'll remind you to pick up the kids at 2 pm.",
        "Okay, I'll remind you to feed the cat at 5 pm.",
        "Okay, I'll remind you about your library books tomorrow at 10 pm.",
        "Okay, I'll remind you about your English class on Thursday at 9 am.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added rice and lentils to your shopping list.", "I couldn't add cherry tomatoes.",
        "You have rice and lentils on your shopping list.", "I've added onions to your shopping list.",
        "I couldn't add that to your to-do list.", "Washing-up liquid is for dishes.", "I've added it.",
        "I've added jam to your shopping list.", "I've added mangoes and peaches to your shopping list.",
        "I've added butter and rice to your shopping list.", "Okay, added.", "Toothpaste is for teeth.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 56%.",
        "The living room light is at 50%.", "The living room light is off.", "Okay, all the lights are off.",
        "The kitchen light is at 10%.", "Okay, the living room light is on.", "Okay, the living room light is off.",
        "Okay, the kitchen light is brighter.", "The kitchen light is at 45%.",
        "Okay, the kitchen light is on and the living room light is off.", "Okay, the living room light is off.",
        "Okay, the bathroom light is on.",
    ],
    "weather": [
        "Yes, take a coat.", "It's 3 degrees.", "No rain today.", "It's calm.", "Yes, foggy tomorrow.",
        "Saturday will be sunny.", "Humidity is 80 percent.", "Yes, it's lovely out.", "Yes, it'll stay dry.",
        "It's cloudy.", "Melbourne will be hot this weekend.", "Okay, the kitchen light is on.",
        "Perfect barbecue weather.", "No, it's mild.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 60.", "Okay, unmuted.", "It's at 50 percent.",
        "Okay, turned down.", "Volume at minimum.", "Okay, quieter.", "Okay, louder.", "Okay, a bit louder.",
        "Volume at 65.", "It's 10:25.", "Okay, louder.", "Okay, louder.",
    ],
    "unsupported": [
        "Playing rain sounds.", "Calling the surgery.", "Message sent to your son.", "Dog food ordered.",
        "Dentist added to Friday.", "The front door is locked.", "The TV is on.", "You have three new emails.",
        "Playing Circle of Life.", "A taxi is booked for 3.", "Video calling Grandma.",
        "Okay, the kitchen light is off.", "Yes, Arsenal won 2-1.", "Your bill is paid.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "I can chat.", "Yes, there's a person in here.",
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        "Hi!", FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "The capital of Portugal is Porto.", "Michelangelo painted the Last Supper.", "A normal guitar has four strings.",
        "Mercury is the hottest planet.", "Plants take in oxygen.", "A football team has ten players on the pitch.",
        "Roald Dahl wrote The Gruffalo.", "K2 is the highest mountain.", "A baby kangaroo is a cub.",
        "A day has 12 hours.", "The capital is Ottawa.", "The elephant is the tallest animal.",
        "Venus is the red planet.", "In Japan they speak Chinese.",
    ],
    "bad_input": [
        "13 to the power of 9 billion is 117 billion.", "Each child gets 40 sweets.", "6 blorps is 6 litres.",
        "5 kilograms is 5 hours.", "In Atlantis it's 10:25 am.", "Okay, alarm set for 7:15 am.",
        "Okay, timer set for 0 minutes.", "The 31st of April 2027 is a Saturday.",
        "I've added <u>feta</u> to your shopping list.",
        "I've added " + requests_holdout28.LONG_ITEM[4:].removesuffix("to my shopping list") + "to your list.",
        "Okay, the living room light is at 300 percent.", "Okay.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout28.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
