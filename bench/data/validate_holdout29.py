"""Checks the sealed holdout29 set without running the assistant: every case's expectation compiles, a hand-written
correct reply passes bench/requests_eval.judge and clearly wrong replies fail it, and the near misses fail.

Usage: .venv/bin/python validate_holdout29.py [CHECKOUT]   (the set sits next to this file while sealed, and is
bench/requests_holdout29.py once published)
"""

from __future__ import annotations

import sys
from pathlib import Path

TREE = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2]
sys.path.insert(0, str(TREE / "bench"))
sys.path.insert(0, str(TREE / "bench" / "data"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import requests_holdout29
from validate_set import check

from gpt_home.agent.guard import FALLBACK_REPLY, KNOWLEDGE_FALLBACK_REPLY
from gpt_home.agent.prompts import LLM_FAILED_REPLY, NO_MODEL_REPLY

_MIXER = "I can't change the volume on this device: there is no sound mixer."
_POINTER = "I don't have a weather location yet: set one on the settings page."

RIGHT = {
    "time_date": [
        "It's 10:25 am.", "Today is Tuesday.", "Today is Tuesday, the 1st of December 2026.", "It's 2026.",
        "It's 10:25.", "Yes, it's the 1st of December.", "It's still the morning: 10:25 am.",
        "It's 10:25 in the morning.", "No, it's only Tuesday. Not long now!", "Today's date is December 1, 2026.",
        "Today is December 1, 2026.", "It's 10:25, and it's Tuesday.", "You've got 1 hour and 35 minutes.",
        "No, not yet: today is December 1, and Christmas is 24 days away.",
    ],
    "date_arithmetic": [
        "In 17 days it will be December 18, 2026.", "Boxing Day is a Saturday this year.",
        "St Patrick's Day is 106 days away.", "Sixteen days back it was November 15.",
        "Four days from today is Saturday.", "April Fools' Day is 121 days away.",
        "Thursday of next week is December 10.", "18 sleeps till your birthday!",
        "Six weeks from today is January 12, 2027.", "Yesterday was Monday, November 30.",
        "15 days from now is December 16, 2026.", "The 20th is a Sunday, 19 days away.",
        "You have 70 days to renew it.", "Thirty days before today was November 1, 2026.",
    ],
    "world_time": [
        "In Addis Ababa it's 1:25 pm.", "In Colombo it's 3:55 pm.", "In Adelaide it's 8:55 pm.",
        "In Bogota it's 5:25 am.", "In Reykjavik it's 10:25 am.", "In Seoul it's 7:25 pm.",
        "In Guatemala City it's 4:25 am.", "In Auckland it's 11:25 pm. Congratulations!",
        "In Anchorage it's 1:25 am.", "In Dubai it's 2:25 pm.", "In Cairo it's 12:25 pm.",
        "In Karachi it's 3:25 pm and in Dhaka it's 4:25 pm.", "In Vancouver it's 2:25 am, so he's still asleep.",
        "In Manila it's 6:25 pm.",
    ],
    "math": [
        "83 times 46 is 3,818.", "35 percent of 240 is 84.", "4,368 divided by 48 is 91.", "That's 9,332.",
        "That leaves 3,124.", "You need 39 tiles along each side.", "A third of 2,415 is 805.", "Nine sevens are 63.",
        "That's 163.", "You'd pay £49.", "96 divided by 3 is 32.",
        "45 times 12 is 540, and 3,600 divided by 9 is 400.", "That's £29 each.", "That's £848 over 4 weeks.",
    ],
    "units": [
        "15 miles is about 24.14 kilometres.", "82 kilos is about 12.9 stone.", "Minus 12 °C is 10.4 °F.",
        "33 inches is 83.82 centimetres.", "250 grams is about 8.82 ounces.", "28 feet is about 8.53 metres.",
        "20 litres is about 5.28 US gallons.", "180 °C is 356 °F.", "A litre is about 1.76 British pints.",
        "130 centimetres is about 4.27 feet.", "4 miles is about 6.44 kilometres.",
        "A kilo is about 35.27 ounces, and a mile is 5,280 feet.", "425 °F is about 218 °C.",
        "1.6 metres is about 5.25 feet.",
    ],
    "random": [
        "Heads.", "You rolled a 7.", "Your number is 347.", "I picked October.", "I throw paper!",
        "Spades.", "You rolled 4, 2 and 6: that's 12.", "I picked 3.", "Take the bunny!", "Curry tonight.",
        "You rolled 11.", "Tails, and you rolled a 5.", "Priya goes first.", "Your number is 58.",
    ],
    "spelling": [
        "R-H-I-N-O-C-E-R-O-S.", "S-I-L-H-O-U-E-T-T-E.", "C-A-M-O-U-F-L-A-G-E.",
        "C-H-R-Y-S-A-N-T-H-E-M-U-M.", "L-I-E-U-T-E-N-A-N-T.", "S-I-N-C-E-R-E-L-Y.", "P-O-R-T-U-G-U-E-S-E.",
        "M-O-Z-Z-A-R-E-L-L-A.", "H-E-D-G-E-H-O-G.", "F-A-H-R-E-N-H-E-I-T.", "P-R-I-N-C-I-P-L-E.",
        "Q-U-E-U-E, and A-I-S-L-E.", "I-N-C-O-N-V-E-N-I-E-N-C-E.", "K-N-I-F-E. The K is silent.",
    ],
    "timers": [
        "All timers cancelled.", "Okay, timer set for 27 minutes.", "Okay, roast timer set for 1 hour 30 minutes.",
        "Okay, tea timer set for 4 minutes.", "The roast timer has 1 hour 29 minutes and 56 seconds left.",
        "You have a 27-minute timer, a roast timer and a tea timer.", "Tea timer stopped.",
        "Okay, timer set for 3 minutes.", "Okay, timer set for 1 minute. Go!", "Okay, timer set for 45 minutes.",
        "Okay, timer set for 9 minutes.", "For how long?", "Okay, rice timer set for 18 minutes.",
        "Okay, I've added 15 minutes to the roast timer: 1 hour 45 minutes left.",
    ],
    "alarms": [
        "All alarms deleted.", "Okay, alarm set for 6:05 am tomorrow.", "Okay, alarm set for 11:30 am.",
        "Okay, alarm set for 8:15 pm.", "Okay, alarm set for Thursday at 7 am.",
        "You have alarms at 6:05 am, 11:30 am, 8:15 pm and Thursday 7 am.", "The 11:30 am alarm is cancelled.",
        "Okay, alarm set for 5:15 am tomorrow.", "Okay, alarm set for 7:10 am tomorrow.",
        "Okay, alarm set for 9:10 pm.", "Okay, alarm set for 4:55 am.", "What time should I set it for?",
        "Okay, alarm set for 7:35 am.", "Okay, alarm set for Saturday at 10 am.",
    ],
    "reminders": [
        "All reminders cleared.", "Okay, I'll remind you to ring the vet at 3 pm.",
        "Okay, I'll remind you to get the mince out of the freezer tomorrow at 8:30 am.",
        "Okay, I'll remind you to switch the immersion off at 11:00 am.",
        "Okay, I'll remind you to phone your mum on Sunday at 10 am.",
        "Your reminders: the vet, the mince, the immersion and your mum.", "The immersion reminder is deleted.",
        "Okay, I'll remind you to take the cake out at 10:45 am.",
        "Okay, I'll remind you to feed your goldfish at 4 pm.",
        "Okay, I'll remind you to put the recycling out at 7 pm.",
        "Okay, I'll remind you to book the MOT at 11:30 am.",
        "Okay: your eye drops at 12 pm, and call the bank at 6 pm.",
        "Okay, I'll remind you about the parcel at 2 pm.",
        "Okay, I'll remind you about the mosque on Thursday at 6 pm.",
    ],
    "lists": [
        "Your shopping list is cleared.", "Your to-do list is cleared.",
        "I've added pasta, chickpeas and spinach to your shopping list.", "I've added oat milk to your shopping list.",
        "You have pasta, chickpeas, spinach and oat milk on your shopping list.",
        "I've removed spinach from your shopping list.", "I've added get the chimney swept to your to-do list.",
        "I've added cling film to your shopping list.", "I've added chocolate buttons to your shopping list.",
        "I've added kitchen roll to your shopping list.", "I've added clementines to your shopping list.",
        "I've added cheese and removed pasta from your shopping list.", "What would you like to add?",
        "I've added dishwasher tablets to your shopping list.",
    ],
    "lights": [
        "Okay, the kitchen light is on.", "Okay, the living room light is off.", "The kitchen light is at 30%.",
        "The living room light is at 70%.", "Yes, the kitchen light is on at 30%.",
        "Okay, all the lights are off.", "The living room light is brighter now, at 60%.",
        "Okay, the kitchen light is on. Happy cooking!", "Okay, the living room light is off.",
        "The living room light is at 50%.", "The kitchen light is at 25%.",
        "Okay, the kitchen light is on and the living room light is off.", "Okay, both lights are off. Good night!",
        "I can't: there's no garden light, only the kitchen and living room lights.",
    ],
    "weather": [
        _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER, _POINTER,
        "I can't get the forecast for Leeds offline.", "I can't get the weather for Glasgow offline.",
        "It's 10:25. " + _POINTER, _POINTER, _POINTER,
    ],
    "volume": [
        _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER, _MIXER,
        "Okay, the kitchen light is off. " + _MIXER, _MIXER, _MIXER,
    ],
    "unsupported": [
        "I can't play music yet.", "I can't make phone calls.", "I can't send text messages.",
        "I can't buy things online.", "I don't have access to your diary.", "I can't control the heating.",
        "I can't get the news: I'm offline.", "I can't play the radio yet.", "I can't play songs yet.",
        "I can't book tables.", "I can't send texts or make calls.",
        "Okay, the living room light is on, but I can't play music yet.", "I can't ring your phone.",
        "I can't make phone calls, so you'll need to ring the chemist yourself.",
    ],
    "chit_chat": [
        "Hiya! Yes, a good morning so far, thanks.", "Why did the tomato blush? It saw the salad dressing.",
        "I'm your home assistant, but you can give me a nickname.",
        "I can set timers, alarms and reminders, keep lists, control the lights, tell the time and do sums.",
        "No, nobody's listening in: I'm a computer program running here in your home.", "Happy to help!",
        "A cat, so I could nap in the sun.", "Glad I made you laugh!", "Unicorns are magical! What's your favourite one called?",
        "Sorry to hear that. Maybe a nap later?",
        "I can do timers, alarms, reminders, shopping and to-do lists, lights, the time and date, sums and spelling.",
        "Congratulations on passing your driving test!",
        "I'm so sorry for your loss. I'm here if you'd like to talk.",
        "Good morning, Ahmed! Yes, I'm happy to help you practise.",
    ],
    "general_knowledge": [
        "The capital of Kenya is Nairobi.", "Enid Blyton wrote the Famous Five books.", "A full adult set is 32 teeth.",
        "Mercury is the smallest planet.", "A standard piano has 88 keys.", "A chess board has 64 squares.",
        "Handel wrote the Messiah.", "The blue whale is the biggest animal in the sea.",
        "The kiwi comes from New Zealand.", "A group of lions is called a pride.",
        "The capital of Poland is Warsaw.", "In Argentina people speak Spanish.",
        "The adult human body has 206 bones.", "The Nile is usually called the longest river.",
    ],
    "bad_input": [
        "That number is too big to work out.", "You can't divide by zero.", "I don't know the unit zorbles.",
        "I can't convert litres to miles.", "I don't know a place called El Dorado.", "44:10 isn't a valid time.",
        "A timer needs to be longer than zero. For how long?", "February 29, 2027 doesn't exist: 2027 isn't a leap year.",
        "I've added halloumi to your shopping list.", "That item is too long for a list.",
        "I can only set a light between 0 and 100 percent.", "Sorry, I didn't catch that.",
    ],
}
_NEAR = {
    "time_date": [
        "It's 10:52.", "Today is Monday.", "Today is Tuesday, December 1, 2025.", "It's 2025.", "It's 22:25.",
        "No, it's the 2nd.", "It's the afternoon.", "It's 11:25.", "Yes, it's the weekend!", "Today is December 2.",
        "Tomorrow is December 2, 2026.", "It's 10:25.", "You've got 35 minutes.", "Yes, it's Christmas!",
    ],
    "date_arithmetic": [
        "It will be December 17.", "Boxing Day is a Friday.", "105 days.", "It was November 16.",
        "It's Friday.", "120 days.", "It's December 3.", "19 sleeps!", "It's January 5, 2027.",
        "Yesterday was Sunday.", "13 days from now is December 14, 2026.", "The 20th is a Saturday, 19 days away.",
        "69 days.", "It was October 31.",
    ],
    "world_time": [
        "In Addis Ababa it's 12:25 pm.", "In Colombo it's 3:25 pm.", "In Adelaide it's 9:55 pm.",
        "In Bogota it's 6:25 am.", "In Reykjavik it's 11:25 am.", "In Seoul it's 6:25 pm.",
        "In Guatemala City it's 5:25 am.", "In Auckland it's 10:25 pm.", "In Anchorage it's 2:25 am.",
        "In Dubai it's 1:25 pm.", "In Moscow it's 1:25 pm.", "In Karachi it's 3:25 pm.",
        "In Vancouver it's 3:25 am.", "In Manila it's 6:25 am.",
    ],
    "math": [
        "That's 3,718.", "That's 96.", "That's 93.", "That's 9,322.", "That's 3,876.", "That's 41.", "That's 815.",
        "That's 56.", "That's 173.", "That's £21 off.", "96 divided by 4 is 24.", "45 times 12 is 540.",
        "That's £28 each.", "That's £212.",
    ],
    "units": [
        "15 miles is 9.32 kilometres.", "82 kilos is 5.86 stone.", "Minus 12 °C is 53.6 °F.",
        "33 inches is 13 centimetres.", "250 grams is 7,087 ounces.", "28 feet is 91.86 metres.",
        "20 litres is 4.4 gallons.", "180 °C is 82 °F.", "A litre is 2.11 pints.", "130 centimetres is 3.9 feet.",
        "3 miles is 4.83 kilometres.", "A kilo is 35.27 ounces.", "425 °F is 425 °C.", "1.6 metres is 6 feet.",
    ],
    "random": [
        "It's a coin.", "You rolled 11.", "Your number is 250.", "I picked Friday.", "I pick lizard.",
        "The king.", "You rolled 2.", "I picked 12.", "Take the dinosaur.", "Fish and chips.", "You rolled 13.",
        "Tails.", "Dad goes first.", "Your number is 101.",
    ],
    "spelling": [
        "R-H-I-N-O-S-E-R-O-S.", "S-I-L-O-U-E-T-T-E.", "C-A-M-O-F-L-A-G-E.", "C-R-I-S-A-N-T-H-E-M-U-M.",
        "L-E-F-T-E-N-A-N-T.", "S-I-N-C-E-R-L-Y.", "P-O-R-T-U-G-E-S-E.", "M-O-Z-A-R-E-L-L-A.", "H-E-D-G-H-O-G.",
        "F-A-R-E-N-H-E-I-T.", "P-R-I-N-C-I-P-A-L.", "Q-U-E-U-E.", "I-N-C-O-N-V-E-N-I-A-N-C-E.", "N-I-F-E.",
    ],
    "timers": [
        "You have three timers.", "Okay, timer set for 72 minutes.", "Okay, roast timer set for 30 minutes.",
        "Okay, tea timer set for 40 minutes.", "The roast timer has 4 minutes left.", "You have a roast timer.",
        "Roast timer stopped.", "Okay, timer set for 30 minutes.", "Okay, timer set for 10 minutes.",
        "Okay, timer set for 54 minutes.", "Okay, timer set for 7 minutes.", "Okay, timer set.",
        "Okay, timer set for 80 minutes.", "I've taken 15 minutes off the roast timer.",
    ],
    "alarms": [
        "You have four alarms.", "Okay, alarm set for 6:05 pm.", "Okay, alarm set for 11:30 pm.",
        "Okay, alarm set for 8:15 am.", "Okay, alarm set for Tuesday at 7 am.",
        "You have alarms at 6:05 am and 11:30 am.", "The 6:05 am alarm is cancelled.",
        "Okay, alarm set for 5:45 am.", "Okay, alarm set for 7:00 am.", "Okay, alarm set for 9:50 am.",
        "Okay, alarm set for 4:40 am.", "Okay, alarm set.", "Okay, alarm set for 8:25 am.",
        "Okay, alarm set for Saturday at 10 pm.",
    ],
    "reminders": [
        "You have four reminders.", "Okay, I'll remind you to ring the vet at 3 am.",
        "Okay, I'll remind you to get the mince out tomorrow at 8:30 pm.",
        "Okay, I'll remind you to switch the immersion off at 11:35 am.",
        "Okay, I'll remind you to phone your mum on Saturday at 10 am.",
        "Your reminders: the vet and the mince.", "The vet reminder is deleted.",
        "Okay, I'll remind you to take the cake out at 10:25 am.",
        "Okay, I'll remind you to feed your goldfish at 4 am.",
        "Okay, I'll remind you to put the recycling out at 7 am.",
        "Okay, I'll remind you to book the MOT at 11 am.",
        "Okay, I'll remind you to put your eye drops in at 12 pm.",
        "Okay, I'll remind you about the parcel at 4 pm.",
        "Okay, I'll remind you about the mosque on Tuesday at 6 pm.",
    ],
    "lists": [
        "Your to-do list is cleared.", "Your shopping list is cleared.",
        "I've added pasta and chickpeas to your shopping list.", "I couldn't add oat milk.",
        "You have pasta and chickpeas on your shopping list.", "I've added spinach to your shopping list.",
        "I couldn't add that to your to-do list.", "Cling film keeps food fresh.", "I've added it.",
        "I've added chocolate to your shopping list.", "I've added satsumas and clementines to your shopping list.",
        "I've added cheese and pasta to your shopping list.", "Okay, added.", "Dishwasher tablets clean dishes.",
    ],
    "lights": [
        "Okay, the kitchen light is off.", "Okay, the living room light is on.", "The kitchen light is at 3%.",
        "The living room light is at 58%.", "The kitchen light is off.", "Okay, all the lights are on.",
        "The living room light is dimmed.", "Okay, the kitchen light is off.", "Okay, the living room light is on.",
        "The living room light is at 100%.", "The kitchen light is at 20%.",
        "Okay, the kitchen light is off and the living room light is on.", "Okay, the kitchen light is off.",
        "Okay, the garden light is on.",
    ],
    "weather": [
        "No thunder today.", "It's 6 degrees.", "No, you won't.", "Thursday will be sunny.", "Quite calm.",
        "Yes, expect a frost.", "UV is low.", "It's just spitting.", "Yes, lots of snow!",
        "Leeds will be dry tomorrow.", "It's raining in Glasgow.", "It's 10:25.", "Yes, bring them in.",
        "No, it's fine to walk.",
    ],
    "volume": [
        "Okay, louder.", "Okay, quieter.", "Volume set to 40.", "Okay, muted.", "It's at 50 percent.",
        "Okay, up 10 percent.", "Volume at maximum.", "Okay, quieter.", "Okay, louder.", "Okay, turned down.",
        "Volume at 55.", "Okay, the kitchen light is off.", "Okay, louder.", "Okay, louder.",
    ],
    "unsupported": [
        "Playing jazz piano.", "Calling your daughter.", "Text sent to Tom.", "Printer ink ordered.",
        "You have a dentist appointment at 9.", "The thermostat is set to 19 degrees.",
        "Here are today's headlines: prices are rising.", "Playing Radio 4.", "Playing the Peppa Pig song.",
        "Your table is booked for 8.", "Texting Mum.", "Okay, the living room light is on.",
        "Ringing your phone now.", "The chemist has your pills ready.",
    ],
    "chit_chat": [
        FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, "I can chat.", "Yes, a person listens in.",
        KNOWLEDGE_FALLBACK_REPLY, FALLBACK_REPLY, NO_MODEL_REPLY, LLM_FAILED_REPLY, KNOWLEDGE_FALLBACK_REPLY,
        "Hi!", FALLBACK_REPLY, NO_MODEL_REPLY, "",
    ],
    "general_knowledge": [
        "The capital of Kenya is Mombasa.", "Roald Dahl wrote the Famous Five books.", "A full set is 28 teeth.",
        "Pluto is the smallest planet.", "A piano has 52 keys.", "A chess board has 100 squares.",
        "Bach wrote the Messiah.", "The shark is the biggest animal in the sea.", "The kiwi comes from Australia.", "A group of lions is called a herd.", "The capital is Budapest.", "In Argentina people speak Portuguese.",
        "The body has 300 bones.", "The Thames is the longest river.",
    ],
    "bad_input": [
        "12 to the power of 800 million is 9.6 billion.", "999 over 0 is 999.", "There are 1,000 zorbles in a kilometre.",
        "3 litres is 3 miles.", "In El Dorado it's 10:25 am.", "Okay, alarm set for 7:15 am.",
        "Okay, timer set for 90 seconds.", "February 29, 2027 is a Monday.",
        "I've added <em>halloumi</em> to your shopping list.",
        "I've added " + requests_holdout29.LONG_ITEM[4:].removesuffix("to the shopping list") + "to your list.",
        "Okay, the kitchen light is at minus 15 percent.", "Okay.",
    ],
}

NEAR_MISS = {
    (category, index): reply for category, replies in _NEAR.items() for index, reply in enumerate(replies) if reply
}


def main() -> int:
    return check(requests_holdout29.CASES, RIGHT, NEAR_MISS)


if __name__ == "__main__":
    raise SystemExit(main())
